//! A signed-in player opens their own seat from the game page: a fresh seat link, minted under
//! the game's lock, so that a seat given to someone else at that moment never gets a link for
//! its old player.

use crate::db::games;
use crate::play::PlayError;
use chrono::{DateTime, Utc};
use diesel::prelude::*;

pub fn open_seat(
    conn: &mut PgConnection,
    game_id: i64,
    user_id: i64,
    now: DateTime<Utc>,
) -> Result<String, PlayError> {
    conn.transaction(|conn| {
        games::lock(conn, game_id)?.ok_or(PlayError::NoGame)?;
        let players = games::players(conn, game_id)?;
        let (seat, _) = players
            .iter()
            .find(|(_, u)| u.id == user_id)
            .ok_or(PlayError::NotAPlayer)?;
        Ok(games::new_seat_link(conn, game_id, seat.seat, now)?)
    })
}
