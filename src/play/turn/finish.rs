//! Finishing a game nobody will play on: a league season ends before one of its games does.
//! Every remaining decision is made by the seat's standing orders or the game's fallback, the
//! game's log says so, and the game ends as any other.

use crate::db::game_log;
use crate::play::log_words::LogWords;
use crate::play::table::Table;
use crate::play::turn::after::carry_out;
use crate::play::turn::resolve::{Proxy, advance, store, submission};
use crate::play::{Ctx, PlayError, Playable, Source};
use diesel::prelude::*;

/// Plays game `game_id` to its end by default decisions; `why` goes into its log. Returns
/// whether there was anything left to play.
pub fn by_default<G: Playable>(
    conn: &mut PgConnection,
    game_id: i64,
    why: &LogWords,
    ctx: &Ctx,
) -> Result<bool, PlayError> {
    conn.transaction(|conn| {
        let Some(mut table) = Table::lock(conn, game_id, ctx.now)? else {
            return Ok(false);
        };
        let game = &table.game;
        if !game.status.is_active() {
            return Ok(false);
        }
        game_log::insert(
            conn,
            game_log::NewEntry {
                game_id,
                step: game.step,
                kind: "season_end",
                actor_id: None,
                text: &why.english(),
                words: why.stored(),
                hours: None,
                at: ctx.now,
            },
        )?;
        let mut state: G::State = serde_json::from_value(game.state.clone())?;
        let proxy = Proxy::<G>::of(&table);
        while G::outcome(&state).is_none() {
            let step = G::step(&state) as i32;
            table.open(step);
            for seat in table.owing::<G>(&state) {
                let (decision, source) = proxy
                    .decide_for(&state, seat, Source::Deadline)
                    .or_else(|| G::fallback(&state, seat).map(|d| (d, Source::Deadline)))
                    .ok_or_else(|| {
                        PlayError::Corrupt(format!("seat {seat} owes a decision nobody can make"))
                    })?;
                table.record(submission(game_id, step, seat, &decision, source, ctx)?);
            }
            if !advance::<G>(conn, &mut table, &mut state, ctx)? {
                return Err(PlayError::Corrupt(
                    "the game does not move on with every decision made".into(),
                ));
            }
        }
        let resolved = store::<G>(&mut table, &state, ctx)?;
        carry_out::<G>(conn, &mut table, &state, resolved, ctx, false)?;
        Ok(true)
    })
}
