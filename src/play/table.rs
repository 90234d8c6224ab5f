//! A game as the transaction that changes it reads it, once, under the game's lock: the row, the
//! players, and the decisions in for the open step. Whatever then moves the game on (a decision,
//! a deadline, orders, an absence) works from this and keeps it current, rather than asking the
//! database again.

use super::{PlayError, Playable};
use crate::db::models::{GameRow, SeatLink, SeatRow, Submission, User};
use crate::db::{games, history};
use crate::games::Seat;
use diesel::PgConnection;

pub struct Table {
    pub game: GameRow,
    /// By seat.
    pub players: Vec<(SeatRow, User)>,
    /// The open step, as the game moves on: the stored row's until a step resolves.
    pub step: i32,
    /// The decisions in for `step`, by seat.
    pub submitted: Vec<Submission>,
}

impl Table {
    /// Locks game `id` until the transaction ends and reads it; `None` if there is no such game.
    pub fn lock(conn: &mut PgConnection, id: i64) -> Result<Option<Table>, PlayError> {
        let Some(game) = games::lock(conn, id)? else {
            return Ok(None);
        };
        Ok(Some(Table::of(conn, game)?))
    }

    /// The link a seat's token opens, revoked or not, its game's table, unlocked, and whether
    /// anyone has written at the table: what a seat's page is drawn from, in one read. `None`
    /// for a token never issued.
    pub fn for_link(
        conn: &mut PgConnection,
        token: &str,
    ) -> Result<Option<(SeatLink, Table, bool)>, PlayError> {
        let Some(found) = games::seat_table(conn, token)? else {
            return Ok(None);
        };
        let table = Table {
            step: found.game.step,
            game: found.game,
            players: found.players,
            submitted: found.submitted,
        };
        Ok(Some((found.link, table, found.talk)))
    }

    /// The link a seat's token opens and its game's table, locked as `lock` does, to change the
    /// game: the lock first, so that the link, the players and the decisions are then read, in
    /// one query, as the game's changes leave them.
    pub fn lock_for_link(
        conn: &mut PgConnection,
        token: &str,
    ) -> Result<Option<(SeatLink, Table)>, PlayError> {
        let Some(game) = games::game_of_token(token)
            .map(|id| games::lock(conn, id))
            .transpose()?
            .flatten()
        else {
            return Ok(None);
        };
        let Some((link, players, submitted)) = games::link_and_players(conn, token, game.step)?
        else {
            return Ok(None);
        };
        let table = Table {
            step: game.step,
            game,
            players,
            submitted,
        };
        Ok(Some((link, table)))
    }

    /// The players and the open step's decisions of `game`, as read already.
    pub fn of(conn: &mut PgConnection, game: GameRow) -> Result<Table, PlayError> {
        let (players, submitted) = games::players_and_submissions(conn, game.id, game.step)?;
        Ok(Table {
            step: game.step,
            game,
            players,
            submitted,
        })
    }

    /// The game moved on to `step`: nobody has decided in it yet.
    pub fn open(&mut self, step: i32) {
        if step != self.step {
            self.step = step;
            self.submitted.clear();
        }
    }

    /// Stores a decision of the open step, replacing the seat's earlier one.
    pub fn record(&mut self, conn: &mut PgConnection, row: Submission) -> Result<(), PlayError> {
        history::upsert_submission(conn, &row)?;
        self.submitted.retain(|s| s.seat != row.seat);
        self.submitted.push(row);
        self.submitted.sort_by_key(|s| s.seat);
        Ok(())
    }

    /// The seats that owe a decision in the open step of `state` and have not made it.
    pub fn owing<G: Playable>(&self, state: &G::State) -> Vec<Seat> {
        if G::step(state) as i32 == self.step {
            owing_of::<G>(state, &self.submitted)
        } else {
            owing_of::<G>(state, &[])
        }
    }

    /// The players' names, by seat.
    pub fn names(&self) -> Vec<String> {
        names_of(&self.players)
    }
}

/// The names of `players`, by seat.
pub fn names_of(players: &[(SeatRow, User)]) -> Vec<String> {
    players
        .iter()
        .map(|(_, u)| u.display_name.clone())
        .collect()
}

/// The seats asked in the open step of `state` that have no decision among `submitted`.
pub fn owing_of<G: Playable>(state: &G::State, submitted: &[Submission]) -> Vec<Seat> {
    G::prompts(state)
        .into_iter()
        .map(|(seat, _)| seat)
        .filter(|seat| !submitted.iter().any(|s| s.seat as Seat == *seat))
        .collect()
}
