//! What a seat's link opens: the link and its game's whole table, read in one go for the seat's
//! pages, or under the game's lock to change the game.

use crate::db::models::{SeatLink, User};
use crate::games::Seat;
use crate::play::PlayError;
use crate::play::table::Table;
use crate::play::table::kept_states::KeptStates;
use chrono::{DateTime, Utc};
use diesel::PgConnection;

pub struct Seated {
    pub link: SeatLink,
    pub table: Table,
    /// Whether the table talk is worth reading: someone has written, or it is not known.
    pub talk: bool,
    /// Where the game's state is kept once parsed.
    pub states: KeptStates,
}

impl Seated {
    /// What the link opens, to draw a page of its seat: one read, no lock.
    pub fn open(
        conn: &mut PgConnection,
        token: &str,
        states: &KeptStates,
    ) -> Result<Seated, PlayError> {
        let (link, table, talk) =
            Table::for_link(conn, token, states)?.ok_or(PlayError::NoSuchLink)?;
        usable(link.revoked_at)?;
        Ok(Seated {
            link,
            table,
            talk,
            states: states.clone(),
        })
    }

    /// What the link opens, to change the game: read under the game's lock, in the caller's
    /// transaction.
    pub fn lock(
        conn: &mut PgConnection,
        token: &str,
        now: DateTime<Utc>,
        states: &KeptStates,
    ) -> Result<Seated, PlayError> {
        let (link, table) =
            Table::lock_for_link(conn, token, now, states)?.ok_or(PlayError::NoSuchLink)?;
        usable(link.revoked_at)?;
        Ok(Seated {
            link,
            table,
            talk: true,
            states: states.clone(),
        })
    }

    pub fn seat(&self) -> Seat {
        self.link.seat as Seat
    }

    /// The player now at the seat.
    pub fn user(&self) -> Result<&User, PlayError> {
        self.table
            .players
            .get(self.seat())
            .map(|(_, u)| u)
            .ok_or(PlayError::NotFound("seat"))
    }
}

/// Refuses a link that was revoked (at `revoked_at`).
pub fn usable(revoked_at: Option<DateTime<Utc>>) -> Result<(), PlayError> {
    match revoked_at {
        Some(_) => Err(PlayError::LinkRevoked),
        None => Ok(()),
    }
}
