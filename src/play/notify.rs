//! The emails a step causes, queued in the transaction that resolved it (the outbox): one to
//! each player who owes a decision, or the final scores to everyone. A step's email waits a
//! short grace period first (`step_email`): a player already at the table gets none.

use super::table::{Table, names_of};
use super::timers::{GameOverEmail, StepEmailDue};
use super::{Ctx, PlayError, Playable, talk};
use crate::db::email_kind::EmailKind;
use crate::db::messages::NewReplyAddress;
use crate::db::models::{GameRow, SeatRow, User};
use crate::db::{game_log, games, history, leagues, messages, replies, seasons};
use crate::games::{Game, Outcome, Seat};
use crate::jobs::queue::Batch;
use crate::local_time;
use crate::mail::kinds::{
    DecisionDue, GameOver, Invitation, Notice, QuickChoice, ReplyHelp, StandingLine,
};
use crate::mail::{Email, Rendered, fingerprint};
use crate::outbox::queue::{Digest, email_to, queue, queue_with};
use chrono::{DateTime, Utc};
use diesel::PgConnection;

/// At most this many lines of "what happened" in one email; the game page has the rest.
const HAPPENED_LINES: usize = 40;

pub fn game_title<G: Game>(game_id: i64) -> String {
    format!("{} #{game_id}", G::NAME)
}

/// The title of a stored game, whatever its type: its name and number, "<game name> #12".
pub fn title_of(game: &GameRow) -> Result<String, PlayError> {
    crate::with_game!(&game.game, G => Ok(game_title::<G>(game.id)))
}

pub fn deadline_text(deadline: DateTime<Utc>) -> String {
    deadline.format("%a %-d %b %Y, %H:%M UTC").to_string()
}

pub fn step_opened<G: Playable>(
    conn: &mut PgConnection,
    batch: &mut Batch,
    table: &Table,
    state: &G::State,
    deadline: Option<DateTime<Utc>>,
    ctx: &Ctx,
    invitation: bool,
) -> Result<(), PlayError> {
    let (game, players) = (&table.game, &table.players);
    if G::outcome(state).is_some() {
        for (seat, _) in players {
            let email = GameOverEmail {
                game_id: game.id,
                seat: seat.seat,
            };
            batch.add(&email, ctx.now, ctx.now)?;
        }
        return Ok(());
    }
    let step = G::step(state) as i32;
    let owing = table.owing::<G>(state);
    if invitation {
        // In a turn-based game most players have nothing to decide yet: they still hear that
        // the game starts, and who it waits for.
        for (seat_row, user) in players {
            if !owing.contains(&(seat_row.seat as Seat)) {
                invited_to_wait::<G>(conn, table, seat_row.seat as Seat, user, &owing, ctx)?;
            }
        }
    }
    for (seat, prompt) in G::prompts(state) {
        if !owing.contains(&seat) {
            continue;
        }
        let Some((_, user)) = players.iter().find(|(s, _)| s.seat as Seat == seat) else {
            continue;
        };
        if invitation {
            // A new player is not at the table yet: the invitation goes at once.
            let due = Due {
                deadline,
                lead: None,
                subject: None,
                key: "",
                invitation,
                kind: EmailKind::DecisionDue,
            };
            decision_due::<G>(conn, game, state, seat, user, due, ctx)?;
        } else {
            let email = StepEmailDue {
                game_id: game.id,
                step,
                seat: seat as i32,
                subject: format!(
                    "{} · {}",
                    G::subject(&prompt, state),
                    game_title::<G>(game.id)
                ),
            };
            batch.add(&email, ctx.now + ctx.email_grace, ctx.now)?;
        }
    }
    Ok(())
}

/// The first email of a player who owes nothing yet as the game starts.
fn invited_to_wait<G: Playable>(
    conn: &mut PgConnection,
    table: &Table,
    seat: Seat,
    user: &User,
    owing: &[Seat],
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let (game, players) = (&table.game, &table.players);
    let names = names_of(players);
    let first: Vec<String> = owing
        .iter()
        .filter_map(|s| names.get(*s).cloned())
        .collect();
    let verb = if first.len() == 1 {
        "decides"
    } else {
        "decide"
    };
    let lines = vec![format!(
        "{} {verb} first. An email comes when it is your turn.",
        crate::words::and_list(&first)
    )];
    let link = QuickChoice {
        label: "Your seat".into(),
        url: seat_link(conn, game.id, seat, ctx)?,
    };
    let headline = invitation(conn, game, players, user)?.subject();
    notice::<G>(
        conn,
        game,
        user,
        headline,
        lines,
        Some(link),
        "invited",
        ctx,
    )
}

/// What sets one "your decision is due" email apart from another of the same step.
pub struct Due<'a> {
    pub deadline: Option<DateTime<Utc>>,
    /// A first line: why this email comes now (a reminder, a nudge).
    pub lead: Option<String>,
    /// What the subject says, before the game's title; `None`: the prompt ("Planning (round
    /// 2)"), or the invitation.
    pub subject: Option<String>,
    /// Part of the Message-ID: "" for the step's own email, else the reminder's or nudge's.
    pub key: &'a str,
    pub invitation: bool,
    /// The notification log's kind.
    pub kind: EmailKind,
}

/// Tells `user`, at `seat`, what they are to decide, with a fresh seat link and what happened
/// since their last decision.
pub fn decision_due<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    state: &G::State,
    seat: Seat,
    user: &User,
    due: Due,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let Some((_, prompt)) = G::prompts(state).into_iter().find(|(s, _)| *s == seat) else {
        return Ok(());
    };
    let players = games::players(conn, game.id)?;
    let names = names_of(&players);
    let step = G::step(state) as i32;
    let seat_link = seat_link(conn, game.id, seat, ctx)?;
    let invitation = match due.invitation {
        true => Some(invitation(conn, game, &players, user)?),
        false => None,
    };
    let from = history::last_own_decision(conn, game.id, seat as i32)?.map_or(0, |s| s + 1);
    let (happened, events) = happened_since::<G>(conn, game.id, from, &names, seat)?;
    let subject = match (due.subject, &invitation) {
        (Some(subject), _) => subject,
        (None, Some(i)) => i.subject(),
        (None, None) => match G::news(&events, &names, seat) {
            Some(news) => format!("{}: {news}", G::subject(&prompt, state)),
            None => G::subject(&prompt, state),
        },
    };
    let seat_row = players
        .iter()
        .find(|(s, _)| s.seat as Seat == seat)
        .map(|(s, _)| s);
    let (talk, newest) = match seat_row {
        Some(row) => talk::unread(conn, row, user)?,
        None => (Vec::new(), 0),
    };
    let (replied, confirmed) = replies::confirmations(conn, game.id, seat as i32)?;
    let mut quick_choices: Vec<QuickChoice> = G::quick_choices(&prompt)
        .into_iter()
        .map(|(label, query)| QuickChoice {
            label,
            url: format!("{seat_link}?{query}"),
        })
        .collect();
    let (replies, linked) = super::reply_commands::help::<G>(
        state,
        seat,
        &prompt,
        seat_row.and_then(|s| s.orders.as_ref()),
        &names,
        &quick_choices,
    );
    if linked {
        quick_choices.clear();
    }
    let email = DecisionDue {
        name: user.display_name.clone(),
        game_title: game_title::<G>(game.id),
        game_url: ctx.url(&format!("/games/{}", game.id)),
        seat_link: seat_link.clone(),
        subject,
        due: G::due(&prompt, state),
        lead: due.lead,
        invitation,
        replied,
        happened,
        deadline: due.deadline.map(|d| local_time::show(user, d)),
        replies: Some(replies),
        quick_choices,
        talk,
        settings_url: ctx.url("/account"),
    };
    let rendered = email.render()?;
    let message_id = step_message_id(game.id, step, seat, due.key, user.id, ctx);
    let email = game_email(
        conn,
        user,
        rendered,
        message_id,
        (game.id, seat, step, true),
        &seat_link,
        ctx,
    )?;
    // A decision that alone holds the table (a turn, in a turn-based game) cannot wait for a
    // daily digest: the whole table would wait a day for each turn.
    let holds_table = players.len() > 1 && G::prompts(state).len() == 1;
    let digest = if holds_table {
        Digest::Never
    } else {
        Digest::MayWait
    };
    if queue_with(conn, user, Some(game.id), due.kind, email, ctx, digest)? {
        talk::carried(conn, game.id, seat as i32, newest)?;
        replies::confirmed(conn, game.id, seat as i32, confirmed)?;
    }
    Ok(())
}

/// What a game's first email says of it: the league season it belongs to, or who started it,
/// unless it was `user`.
fn invitation(
    conn: &mut PgConnection,
    game: &GameRow,
    players: &[(SeatRow, User)],
    user: &User,
) -> Result<Invitation, PlayError> {
    let mut occasion = None;
    if let Some(place) = seasons::of_game(conn, game.id)? {
        let season = seasons::get(conn, place.season_id)?.ok_or(PlayError::NotFound("season"))?;
        let league = leagues::get(conn, season.league_id)?.ok_or(PlayError::NoLeague)?;
        occasion = Some(format!(
            "Season {} of {}, division {}",
            season.number, league.name, place.division
        ));
    }
    let by = players
        .iter()
        .find(|(_, u)| u.id == game.organizer_id && u.id != user.id)
        .map(|(_, u)| u.display_name.clone());
    Ok(Invitation { occasion, by })
}

/// The Message-ID of an email about a step to one seat: `key` is "" for the step's own email,
/// else the reminder's or nudge's.
pub fn step_message_id(
    game_id: i64,
    step: i32,
    seat: Seat,
    key: &str,
    user_id: i64,
    ctx: &Ctx,
) -> String {
    let key = if key.is_empty() {
        String::new()
    } else {
        format!("-{key}")
    };
    format!(
        "game-{game_id}-step-{step}-seat-{seat}{key}-user-{user_id}@{}",
        ctx.mail_domain
    )
}

/// What happened from step `from` on, as `seat` may know it, in words: the game's log
/// (deadlines, absences, replacements) and each resolved step's events, the most recent lines
/// last; and those events themselves.
fn happened_since<G: Playable>(
    conn: &mut PgConnection,
    game_id: i64,
    from: i32,
    names: &[String],
    seat: Seat,
) -> Result<(Vec<String>, Vec<G::Event>), PlayError> {
    let log = game_log::from_step(conn, game_id, from)?;
    let mut happened = Vec::new();
    let mut seen = Vec::new();
    let mut logged = log.iter().peekable();
    for row in history::steps_from(conn, game_id, from)? {
        // Log entries of a step happened before it resolved.
        while let Some(entry) = logged.next_if(|e| e.step <= row.step) {
            happened.push(entry.text.clone());
        }
        let events: Vec<G::Event> = serde_json::from_value(row.events)?;
        let lines = super::step_lines::step_lines::<G>(&events, names, Some(seat));
        happened.extend(lines.own);
        happened.extend(lines.opening);
        seen.extend(super::step_lines::visible::<G>(&events, Some(seat)));
    }
    happened.extend(logged.map(|e| e.text.clone()));
    if happened.len() > HAPPENED_LINES {
        happened.drain(..happened.len() - HAPPENED_LINES);
    }
    Ok((happened, seen))
}

fn thread_id(game_id: i64, ctx: &Ctx) -> String {
    format!("game-{game_id}@{}", ctx.mail_domain)
}

/// The final scores to one seat, once the game is over.
pub fn game_over_due<G: Playable>(
    conn: &mut PgConnection,
    due: &GameOverEmail,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let Some(game) = games::get(conn, due.game_id)? else {
        return Ok(());
    };
    let state: G::State = serde_json::from_value(game.state.clone())?;
    let Some(outcome) = G::outcome(&state) else {
        return Ok(());
    };
    let players = games::players(conn, game.id)?;
    let names = names_of(&players);
    let Some((seat, user)) = players.iter().find(|(s, _)| s.seat == due.seat) else {
        return Ok(());
    };
    game_over::<G>(conn, &game, seat, user, &names, &outcome, ctx)
}

fn game_over<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    seat_row: &SeatRow,
    user: &User,
    names: &[String],
    outcome: &Outcome,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let seat = seat_row.seat as Seat;
    let seat_link = seat_link(conn, game.id, seat, ctx)?;
    let (talk, newest) = talk::unread(conn, seat_row, user)?;
    let (replied, confirmed) = replies::confirmations(conn, game.id, seat_row.seat)?;
    let winners: Vec<String> = outcome
        .winners()
        .map(|seat| names.get(seat).cloned().unwrap_or_default())
        .collect();
    let result = match &winners[..] {
        [one] => format!("{one} wins"),
        [init @ .., last] => format!("{} and {last} share the win", init.join(", ")),
        [] => "no winner".to_string(),
    };
    let over = GameOver {
        name: user.display_name.clone(),
        replied,
        result,
        game_title: game_title::<G>(game.id),
        game_url: ctx.url(&format!("/games/{}", game.id)),
        standings: outcome
            .standings
            .iter()
            .map(|s| StandingLine {
                rank: s.rank,
                name: names.get(s.seat).cloned().unwrap_or_default(),
                score: s.score,
                breakdown: s.pad(),
            })
            .collect(),
        tie_break: outcome.tie_break.clone(),
        talk,
        settings_url: ctx.url("/account"),
    };
    let rendered = over.render()?;
    let message_id = format!("game-{}-over-user-{}@{}", game.id, user.id, ctx.mail_domain);
    let email = game_email(
        conn,
        user,
        rendered,
        message_id,
        (game.id, seat, game.step, false),
        &seat_link,
        ctx,
    )?;
    if queue(conn, user, Some(game.id), EmailKind::GameOver, email, ctx)? {
        talk::carried(conn, game.id, seat as i32, newest)?;
        replies::confirmed(conn, game.id, seat as i32, confirmed)?;
    }
    Ok(())
}

/// A fresh link to the seat: every email carries its own.
pub fn seat_link(
    conn: &mut PgConnection,
    game_id: i64,
    seat: Seat,
    ctx: &Ctx,
) -> Result<String, PlayError> {
    let token = games::new_seat_link(conn, game_id, seat as i32, ctx.now)?;
    Ok(ctx.url(&format!("/play/{token}")))
}

/// An email of a game to a seat: in the game's thread, unsubscribed through the seat link, and
/// answered through a Reply-To address of its own, which decides for `step` when the email
/// `asks` a decision.
fn game_email(
    conn: &mut PgConnection,
    user: &User,
    rendered: Rendered,
    message_id: String,
    (game_id, seat, step, asks): (i64, Seat, i32, bool),
    seat_link: &str,
    ctx: &Ctx,
) -> Result<Email, PlayError> {
    let secret = reply_address(conn, &rendered, (game_id, seat as i32, step, asks), ctx)?;
    let mut email = email_to(
        user,
        rendered,
        message_id,
        Some(thread_id(game_id, ctx)),
        Some(format!("{seat_link}/unsubscribe")),
    );
    email.reply_secret = Some(secret);
    Ok(email)
}

/// A new Reply-To secret for an email to a seat, which keeps the fingerprints of the email's
/// lines: a reply that carries them back does not post them at the table.
fn reply_address(
    conn: &mut PgConnection,
    rendered: &Rendered,
    (game_id, seat, step, asks): (i64, i32, i32, bool),
    ctx: &Ctx,
) -> Result<String, PlayError> {
    let html = crate::mail::html_text::text_of(&rendered.html);
    let lines = fingerprint::lines(&[&rendered.text, &html]);
    let address = NewReplyAddress {
        game_id,
        seat,
        step,
        asks,
        lines: &lines,
        now: ctx.now,
    };
    Ok(messages::new_reply_secret(conn, address)?)
}

/// An email about the game that is not a decision: `key` makes its Message-ID unique.
#[allow(clippy::too_many_arguments)]
pub fn notice<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    user: &User,
    headline: String,
    lines: Vec<String>,
    link: Option<QuickChoice>,
    key: &str,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let title = game_title::<G>(game.id);
    let about = Titled {
        game_id: game.id,
        title: &title,
        kind: EmailKind::Notice,
        answering: None,
    };
    notice_titled(conn, about, user, headline, lines, link, key, ctx)
}

/// Which game a notice is about, by its title, and its kind in the notification log.
pub struct Titled<'a> {
    pub game_id: i64,
    pub title: &'a str,
    pub kind: EmailKind,
    /// When the notice answers a reply: the step the reply spoke for.
    pub answering: Option<Answering>,
}

/// The step an answer to a reply speaks for: a reply to the answer decides for that step (if
/// the email the reply answered asked a decision), and the answer lists its commands while it
/// is open. Any other notice asks no decision.
pub struct Answering {
    pub step: i32,
    pub asks: bool,
    pub replies: Option<ReplyHelp>,
}

/// `notice`, for a caller that knows the game's title rather than its type.
#[allow(clippy::too_many_arguments)]
pub fn notice_titled(
    conn: &mut PgConnection,
    about: Titled,
    user: &User,
    headline: String,
    lines: Vec<String>,
    link: Option<QuickChoice>,
    key: &str,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let game_id = about.game_id;
    // A player's notice carries the table's talk and can be answered; an organizer's cannot.
    let seat_row = games::players(conn, game_id)?
        .into_iter()
        .find(|(_, u)| u.id == user.id)
        .map(|(s, _)| s);
    let (talk, newest) = match &seat_row {
        Some(row) => talk::unread(conn, row, user)?,
        None => (Vec::new(), 0),
    };
    let seat = seat_row.map(|s| s.seat);
    let (replied, confirmed) = match seat {
        Some(seat) => replies::confirmations(conn, game_id, seat)?,
        None => (Vec::new(), 0),
    };
    let (step, asks, replies) = match about.answering {
        Some(a) => (Some(a.step), a.asks, a.replies),
        None => (None, false, None),
    };
    let notice = Notice {
        name: user.display_name.clone(),
        game_title: about.title.to_string(),
        game_url: ctx.url(&format!("/games/{game_id}")),
        replied,
        headline,
        lines,
        link,
        replies,
        talk,
        settings_url: ctx.url("/account"),
    };
    let rendered = notice.render()?;
    let message_id = format!("game-{game_id}-{key}-user-{}@{}", user.id, ctx.mail_domain);
    // A player's notice can be answered: by default it speaks for no step's decision.
    let secret = match seat {
        Some(seat) => {
            let step = match step {
                Some(step) => step,
                None => games::step_of(conn, game_id)?.unwrap_or_default(),
            };
            Some(reply_address(
                conn,
                &rendered,
                (game_id, seat, step, asks),
                ctx,
            )?)
        }
        None => None,
    };
    let mut email = email_to(
        user,
        rendered,
        message_id,
        Some(thread_id(game_id, ctx)),
        None,
    );
    email.reply_secret = secret;
    if queue(conn, user, Some(game_id), about.kind, email, ctx)?
        && let Some(seat) = seat
    {
        talk::carried(conn, game_id, seat, newest)?;
        replies::confirmed(conn, game_id, seat, confirmed)?;
    }
    Ok(())
}
