//! A deadline passes: every decision still missing is made for its player, by their standing
//! orders or the game's fallback, the game's log says so, and the step resolves.

use crate::db::{game_log, games};
use crate::games::Seat;
use crate::play::due::DeadlineDue;
use crate::play::log_words::{LogArg, LogWords};
use crate::play::table::Table;
use crate::play::turn::after::carry_out;
use crate::play::turn::resolve::{Proxy, advance, store, submission};
use crate::play::{Ctx, PlayError, Playable, Source, turn::organizer};
use diesel::prelude::*;

/// Misses in a row after which the organizer hears of it.
pub const MISSES_TO_TELL: i32 = 2;

pub fn pass<G: Playable>(
    conn: &mut PgConnection,
    due: &DeadlineDue,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    conn.transaction(|conn| {
        let Some(mut table) = Table::lock(conn, due.game_id, ctx.now)? else {
            return Ok(());
        };
        let game = table.game.clone();
        // A timer of a step that resolved, or of a deadline since moved, does nothing.
        if !game.status.is_active() || game.step != due.step || game.deadline != Some(due.deadline)
        {
            return Ok(());
        }
        let mut state: G::State = serde_json::from_value(game.state.clone())?;
        let names = table.names();
        let proxy = Proxy::<G>::of(&table);
        let mut decided = Vec::new();
        for seat in table.owing::<G>(&state) {
            let Some((decision, source)) = proxy.decide_for(&state, seat, Source::Deadline) else {
                continue;
            };
            // A fallback the rules refuse is a fault of ours: the deadline's job fails, is kept,
            // and the organizers hear of it, rather than a half-made step.
            G::check(&state, seat, &decision)?;
            let row = submission(game.id, game.step, seat, &decision, source, ctx)?;
            table.record(row);
            let name = names.get(seat).cloned().unwrap_or_default();
            decided.push(match source {
                Source::StandingOrder => {
                    LogArg::Words(Box::new(LogWords::new("log-by-orders").text("name", &name)))
                }
                _ => LogArg::Text(name.clone()),
            });
            let misses = games::add_miss(conn, game.id, seat as i32)?;
            if misses == MISSES_TO_TELL {
                organizer::tell_of_misses::<G>(conn, &game, seat as Seat, &name, misses, ctx)?;
            }
        }
        if !decided.is_empty() {
            let words = LogWords::new("log-deadline-passed").with("names", LogArg::List(decided));
            game_log::insert(
                conn,
                game_log::NewEntry {
                    game_id: game.id,
                    step: game.step,
                    kind: "deadline_passed",
                    actor_id: None,
                    text: &words.english(),
                    words: words.stored(),
                    hours: None,
                    at: ctx.now,
                },
            )?;
        }
        if advance::<G>(conn, &mut table, &mut state, ctx)? {
            let resolved = store::<G>(&mut table, &state, ctx)?;
            carry_out::<G>(conn, &mut table, &state, resolved, ctx, false)?;
        }
        Ok(())
    })
}
