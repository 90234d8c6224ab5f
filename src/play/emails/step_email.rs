//! A step's email to one seat, once its grace period is over: sent only if the player has not
//! come to the page meanwhile. A player at the table plays on from the page and gets no email;
//! the notification log says why none was sent.

use crate::db::email_kind::EmailKind;
use crate::db::games;
use crate::games::Seat;
use crate::play::due::StepEmailDue;
use crate::play::emails::decision_due::{Due, decision_due};
use crate::play::emails::game_email::step_message_id;
use crate::play::table::owing;
use crate::play::{Ctx, PlayError, Playable};
use diesel::PgConnection;

pub fn send<G: Playable>(
    conn: &mut PgConnection,
    due: &StepEmailDue,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let Some(game) = games::get(conn, due.game_id)? else {
        return Ok(());
    };
    let players = games::players(conn, game.id)?;
    let Some((_, user)) = players.iter().find(|(s, _)| s.seat == due.seat) else {
        return Ok(());
    };
    let seat = due.seat as Seat;
    let seen = games::has_seen(conn, game.id, due.seat, due.step)?;
    let open = game.status.is_active() && game.step == due.step;
    if open && !seen {
        let state: G::State = serde_json::from_value(game.state.clone())?;
        if owing::<G>(conn, game.id, &state)?.contains(&seat) {
            let email = Due {
                deadline: game.deadline,
                lead: None,
                subject: None,
                key: "",
                invitation: false,
                kind: EmailKind::DecisionDue,
            };
            return decision_due::<G>(conn, &game, &state, seat, user, email, ctx);
        }
    }
    let reason = if seen {
        "seen on the page"
    } else {
        "decided before it was due"
    };
    let message_id = step_message_id(game.id, due.step, seat, "", user.id, ctx);
    crate::outbox::queue::skipped(
        conn,
        user,
        game.id,
        &message_id,
        &due.subject,
        reason,
        ctx.now,
    )?;
    Ok(())
}

/// The seat's page showed the prompt of the open `step`: that step's email need not be sent.
pub fn seen(conn: &mut PgConnection, game_id: i64, seat: Seat, step: i32) -> Result<(), PlayError> {
    games::mark_seen(conn, game_id, seat as i32, step)?;
    Ok(())
}
