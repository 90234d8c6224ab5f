//! What the organizer of a game may do when it stalls: extend the deadline, give a seat to
//! someone else, abandon the game. Each is written in the game's log with who and why.

use crate::accounts;
use crate::db::email_kind::EmailKind;
use crate::db::models::{GameRow, User};
use crate::db::{absences, game_log, games, messages, users};
use crate::games::Seat;
use crate::i18n::{self, Tr};
use crate::jobs::queue::Batch;
use crate::mail::kinds::QuickChoice;
use crate::play::emails::decision_due::{Due, decision_due};
use crate::play::emails::game_email::seat_link;
use crate::play::emails::notice::{Said, notice};
use crate::play::log_words::{LogArg, LogWords};
use crate::play::table::owing;
use crate::play::visibility::{managers, manages};
use crate::play::{Ctx, PlayError, Playable, due};
use chrono::Duration;
use diesel::prelude::*;

/// Hours one extension may add.
pub const MAX_EXTENSION_HOURS: i32 = 72;
/// Hours all the extensions of one step may add together.
pub const MAX_STEP_EXTENSION_HOURS: i64 = 168;

/// The organizer's reason, which the players will read.
fn reason_given(reason: &str) -> Result<&str, PlayError> {
    let reason = reason.trim();
    if reason.is_empty() || reason.chars().count() > 200 {
        return Err(PlayError::field("reason", "refused-reason"));
    }
    Ok(reason)
}

/// What the manage page shows the organizer.
pub struct Overview {
    pub game: GameRow,
    /// Hours the open step's deadline may still be extended by.
    pub hours_left: i64,
    /// Each seat with its player and the deadlines missed in a row.
    pub seats: Vec<(crate::db::models::SeatRow, User)>,
}

/// The game as its organizer manages it; refused to anyone else.
pub fn overview(
    conn: &mut PgConnection,
    game_id: i64,
    actor: &User,
) -> Result<Overview, PlayError> {
    let game = games::get(conn, game_id)?.ok_or(PlayError::NoGame)?;
    if !manages(conn, &game, actor.id)? {
        return Err(PlayError::NotOrganizer);
    }
    let used = game_log::extended_hours(conn, game_id, game.step)?;
    Ok(Overview {
        hours_left: (MAX_STEP_EXTENSION_HOURS - used).max(0),
        seats: games::players(conn, game_id)?,
        game,
    })
}

/// Locks the game and checks that `actor` organizes it and it is still going.
fn organized(conn: &mut PgConnection, game_id: i64, actor: &User) -> Result<GameRow, PlayError> {
    let game = games::lock(conn, game_id)?.ok_or(PlayError::NoGame)?;
    if !manages(conn, &game, actor.id)? {
        return Err(PlayError::NotOrganizer);
    }
    if !game.status.is_active() {
        return Err(PlayError::GameOver);
    }
    Ok(game)
}

pub fn extend<G: Playable>(
    conn: &mut PgConnection,
    game_id: i64,
    actor: &User,
    hours: i32,
    reason: &str,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    if !(1..=MAX_EXTENSION_HOURS).contains(&hours) {
        return Err(PlayError::Field(
            "hours",
            i18n::Said::msg("refused-extension-hours").with("max", MAX_EXTENSION_HOURS),
        ));
    }
    let reason = reason_given(reason)?;
    conn.transaction(|conn| {
        let game = organized(conn, game_id, actor)?;
        let Some(deadline) = game.deadline else {
            return Err(PlayError::invalid("refused-no-deadline"));
        };
        let used = game_log::extended_hours(conn, game.id, game.step)?;
        if used + hours as i64 > MAX_STEP_EXTENSION_HOURS {
            return Err(PlayError::Field(
                "hours",
                i18n::Said::msg("refused-extension-used")
                    .with("max", MAX_STEP_EXTENSION_HOURS)
                    .with("left", (MAX_STEP_EXTENSION_HOURS - used).max(0)),
            ));
        }
        let new_deadline = deadline + Duration::hours(hours as i64);
        games::set_deadline(conn, game.id, Some(new_deadline), ctx.now)?;
        let words = LogWords::new("log-deadline-extended")
            .text("organizer", &actor.display_name)
            .number("hours", hours)
            .with("deadline", LogArg::Time(new_deadline))
            .text("reason", reason);
        game_log::insert(
            conn,
            game_log::NewEntry {
                game_id: game.id,
                step: game.step,
                kind: "deadline_extended",
                actor_id: Some(actor.id),
                text: &words.english(),
                words: words.stored(),
                hours: Some(hours),
                at: ctx.now,
            },
        )?;
        // The timers of the old deadline find it moved and do nothing.
        let state: G::State = serde_json::from_value(game.state.clone())?;
        let owing = owing::<G>(conn, game.id, &state)?;
        let mut batch = Batch::default();
        due::schedule_step(
            &mut batch,
            game.id,
            game.step,
            new_deadline,
            &game.reminder_hours,
            &owing,
            ctx.now,
        )?;
        Ok(batch.enqueue(conn, ctx.now)?)
    })
}

/// Gives `seat` to the person at `email`: the old player's links stop working, the newcomer
/// gets a link of their own and plays on with exactly what the seat knew.
pub fn replace<G: Playable>(
    conn: &mut PgConnection,
    game_id: i64,
    actor: &User,
    seat: Seat,
    email: &str,
    name: &str,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let Some(email) = accounts::normalize_email(email) else {
        return Err(PlayError::Field(
            "email",
            "that is not an email address".into(),
        ));
    };
    let name = name.trim();
    if name.chars().count() > 60 {
        return Err(PlayError::Field(
            "name",
            "a name has at most 60 characters".into(),
        ));
    }
    conn.transaction(|conn| {
        let game = organized(conn, game_id, actor)?;
        let players = games::players(conn, game.id)?;
        let Some((_, old)) = players.iter().find(|(s, _)| s.seat as Seat == seat) else {
            return Err(PlayError::Field(
                "seat",
                "this game has no such seat".into(),
            ));
        };
        if players.iter().any(|(_, u)| u.email == email) {
            return Err(PlayError::Field(
                "email",
                i18n::Said::msg("refused-plays-already").with("email", &email),
            ));
        }
        let fallback_name = email.split('@').next().unwrap_or("").to_string();
        let newcomer = users::find_or_create_speaking(
            conn,
            &email,
            if name.is_empty() {
                &fallback_name
            } else {
                name
            },
            game.lang(),
        )?;
        games::give_seat(conn, game.id, seat as i32, newcomer.id)?;
        games::revoke_seat_links(conn, game.id, seat as i32, ctx.now)?;
        // Replies to the old player's emails no longer speak for the seat.
        messages::forget_reply_secrets(conn, game.id, seat as i32)?;
        absences::clear_seat(conn, game.id, seat as i32)?;
        let words = LogWords::new("log-replaced")
            .text("newcomer", &newcomer.display_name)
            .text("old", &old.display_name)
            .text("organizer", &actor.display_name);
        game_log::insert(
            conn,
            game_log::NewEntry {
                game_id: game.id,
                step: game.step,
                kind: "replaced",
                actor_id: Some(actor.id),
                text: &words.english(),
                words: words.stored(),
                hours: None,
                at: ctx.now,
            },
        )?;
        let key = format!("seat-{seat}-step-{}", game.step);
        let tr = Tr::new(old.lang());
        let farewell = tr.t2(
            "email-seat-given-why",
            "by",
            &actor.display_name,
            "to",
            &newcomer.display_name,
        );
        let said = Said {
            headline: tr.t("email-seat-given"),
            lines: vec![farewell],
            link: None,
            key: &format!("left-{key}"),
        };
        notice::<G>(conn, &game, old, said, ctx)?;
        let state: G::State = serde_json::from_value(game.state.clone())?;
        let tr = Tr::new(newcomer.lang());
        let lead = tr.t1("email-seat-taken", "from", &old.display_name);
        if owing::<G>(conn, game.id, &state)?.contains(&seat) {
            let due = Due {
                deadline: game.deadline,
                lead: Some(lead),
                subject: Some(tr.t1("email-seat-invites", "by", &actor.display_name)),
                key: "joined",
                invitation: true,
                kind: EmailKind::DecisionDue,
            };
            decision_due::<G>(conn, &game, &state, seat, &newcomer, due, ctx)
        } else {
            let link = seat_link(conn, game.id, seat, ctx)?;
            let said = Said {
                headline: tr.t1("email-seat-invited", "by", &actor.display_name),
                lines: vec![lead, tr.t("email-seat-next")],
                link: Some(QuickChoice {
                    label: tr.t("email-seat-open"),
                    url: link,
                }),
                key: &format!("joined-{key}"),
            };
            notice::<G>(conn, &game, &newcomer, said, ctx)
        }
    })
}

pub fn abandon<G: Playable>(
    conn: &mut PgConnection,
    game_id: i64,
    actor: &User,
    reason: &str,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let reason = reason_given(reason)?;
    conn.transaction(|conn| {
        let game = organized(conn, game_id, actor)?;
        games::abandon(conn, game.id, ctx.now)?;
        crate::play::due::replacing_all(game.id, ctx)?.enqueue(conn, ctx.now)?;
        let words = LogWords::new("log-abandoned")
            .text("organizer", &actor.display_name)
            .text("reason", reason);
        game_log::insert(
            conn,
            game_log::NewEntry {
                game_id: game.id,
                step: game.step,
                kind: "abandoned",
                actor_id: Some(actor.id),
                text: &words.english(),
                words: words.stored(),
                hours: None,
                at: ctx.now,
            },
        )?;
        for (_, user) in games::players(conn, game.id)? {
            let tr = Tr::new(user.lang());
            notice::<G>(
                conn,
                &game,
                &user,
                Said {
                    headline: tr.t("email-abandoned"),
                    lines: vec![
                        tr.t2(
                            "email-abandoned-by",
                            "by",
                            &actor.display_name,
                            "reason",
                            reason,
                        ),
                        tr.t("email-abandoned-after"),
                    ],
                    link: None,
                    key: "abandoned",
                },
                ctx,
            )?;
        }
        // The last game of a season to end may end the season.
        let mut batch = Batch::default();
        crate::play::due::season_game_finished(conn, &mut batch, game.id, ctx)?;
        Ok(batch.enqueue(conn, ctx.now)?)
    })
}

/// Tells whoever runs the game that a player keeps missing deadlines, with the way to replace
/// them.
pub fn tell_of_misses<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    seat: Seat,
    name: &str,
    misses: i32,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let words = LogWords::new("log-missed")
        .text("name", name)
        .number("count", misses);
    game_log::insert(
        conn,
        game_log::NewEntry {
            game_id: game.id,
            step: game.step,
            kind: "missed",
            actor_id: None,
            text: &words.english(),
            words: words.stored(),
            hours: None,
            at: ctx.now,
        },
    )?;
    for organizer in managers(conn, game)? {
        let tr = Tr::new(organizer.lang());
        let said = Said {
            headline: tr.t2("email-misses", "name", name, "count", misses),
            lines: vec![tr.t("email-misses-goes-on")],
            link: Some(QuickChoice {
                label: tr.t("email-misses-manage"),
                url: ctx.url(&format!("/games/{}/manage", game.id)),
            }),
            key: &format!("misses-seat-{seat}-step-{}", game.step),
        };
        notice::<G>(conn, game, &organizer, said, ctx)?;
    }
    Ok(())
}
