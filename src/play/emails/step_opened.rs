//! The emails a step causes, queued in the transaction that resolved it: one to each player who
//! owes a decision, or the final scores to everyone. A step's email waits a short grace period
//! first (`step_email`): a player already at the table gets none.

use crate::context::Ctx;
use crate::db::email_kind::EmailKind;
use crate::db::models::User;
use crate::games::Seat;
use crate::i18n::Tr;
use crate::jobs::queue::Batch;
use crate::mail::kinds::QuickChoice;
use crate::play::due::{GameOverEmail, StepEmailDue};
use crate::play::emails::decision_due::{Due, decision_due, invitation};
use crate::play::emails::game_email::seat_link;
use crate::play::emails::notice::{Said, notice};
use crate::play::table::{Table, names_of};
use crate::play::titles::game_title;
use crate::play::{PlayError, Playable};
use chrono::{DateTime, Utc};
use diesel::PgConnection;

/// Queues the emails of the step now open (or of the game's end), with `batch`.
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
    let tr = Tr::new(user.lang());
    let lines = vec![tr.t2(
        "email-decides-first",
        "names",
        tr.list(&first),
        "count",
        first.len(),
    )];
    let link = QuickChoice {
        label: tr.t("email-your-seat"),
        url: seat_link(conn, game.id, seat, ctx)?,
    };
    let headline = invitation(conn, game, players, user)?.subject(&tr);
    notice::<G>(
        conn,
        game,
        user,
        Said {
            headline,
            lines,
            link: Some(link),
            key: "invited",
        },
        ctx,
    )
}
