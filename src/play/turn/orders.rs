//! A player saves standing orders for their seat. If they ask for steps to be played for them
//! and one such step is open, it is played at once.

use crate::db::games;
use crate::games::Seat;
use crate::play::table::Table;
use crate::play::turn::after::carry_out;
use crate::play::turn::resolve::{advance, store};
use crate::play::{Ctx, PlayError, Playable};
use diesel::prelude::*;

/// The seat's orders, if it has any that this version reads.
pub fn of_seat<G: Playable>(
    conn: &mut PgConnection,
    game_id: i64,
    seat: Seat,
) -> Result<Option<G::Orders>, PlayError> {
    let players = games::players(conn, game_id)?;
    Ok(players
        .into_iter()
        .find(|(s, _)| s.seat as Seat == seat)
        .and_then(|(s, _)| s.orders)
        .and_then(|o| serde_json::from_value(o).ok()))
}

pub fn save<G: Playable>(
    conn: &mut PgConnection,
    game_id: i64,
    seat: Seat,
    orders: &G::Orders,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    conn.transaction(|conn| {
        let mut table = Table::lock(conn, game_id, ctx.now)?.ok_or(PlayError::NoGame)?;
        if !table.game.status.is_active() {
            return Err(PlayError::GameOver);
        }
        let stored = (*orders != G::Orders::default())
            .then(|| serde_json::to_value(orders))
            .transpose()?;
        games::set_orders(conn, game_id, seat as i32, stored.clone())?;
        if let Some((row, _)) = table.players.get_mut(seat) {
            row.orders = stored;
        }
        let mut state: G::State = serde_json::from_value(table.game.state.clone())?;
        if advance::<G>(conn, &mut table, &mut state, ctx)? {
            let resolved = store::<G>(&mut table, &state, ctx)?;
            carry_out::<G>(conn, &mut table, &state, resolved, ctx, false)?;
        }
        Ok(())
    })
}
