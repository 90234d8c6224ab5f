//! A game as the transaction that changes it reads it, once, under the game's lock: the row, the
//! players, who of them is away, and the decisions in for the open step. Whatever then moves
//! the game on (a decision, a deadline, orders, an absence) works from this and keeps it
//! current, rather than asking the database again.

pub mod kept_states;
pub mod replay;
pub mod seated;

use crate::db::game_writes::{self, GameWrites};
use crate::db::games::{self, SeatsRead};
use crate::db::history;
use crate::db::models::{GameRow, SeatLink, SeatRow, Submission, User};
use crate::games::Seat;
use crate::jobs::queue::Batch;
use crate::play::table::kept_states::{Kept, KeptStates};
use crate::play::{PlayError, Playable};
use chrono::{DateTime, Utc};
use diesel::PgConnection;
use std::sync::Arc;

pub struct Table {
    pub game: GameRow,
    /// By seat.
    pub players: Vec<(SeatRow, User)>,
    /// The seats whose player was away when the table was read.
    pub away: Vec<Seat>,
    /// The open step, as the game moves on: the stored row's until a step resolves.
    pub step: i32,
    /// The decisions in for `step`, by seat.
    pub submitted: Vec<Submission>,
    /// The state kept in memory for the row's revision, when the read left the stored state
    /// out (`game.state` is then JSON `null`).
    pub kept: Option<Kept>,
    /// What moving the game on has changed and not written yet: written in one call by `write`,
    /// before the transaction ends.
    pub unwritten: GameWrites,
}

impl Table {
    /// Locks game `id` until the transaction ends and reads it as of `now`; `None` if there is
    /// no such game.
    pub fn lock(
        conn: &mut PgConnection,
        id: i64,
        now: DateTime<Utc>,
    ) -> Result<Option<Table>, PlayError> {
        let Some(game) = games::lock(conn, id)? else {
            return Ok(None);
        };
        Ok(Some(Table::of(conn, game, now)?))
    }

    /// The link a seat's token opens, revoked or not, its game's table, unlocked, and whether
    /// anyone has written at the table: what a seat's absence and talk pages are drawn from, in
    /// one read. `None` for a token never issued. A page decides nothing, so who is away is not
    /// read: `away` is empty. The state is fetched only when `states` does not keep its
    /// revision; the seat the link opens is kept there.
    pub fn for_link(
        conn: &mut PgConnection,
        token: &str,
        states: &KeptStates,
    ) -> Result<Option<(SeatLink, Table, bool)>, PlayError> {
        let held = games::game_of_token(token).and_then(|id| states.get(id));
        let Some(found) = games::seat_table(conn, token, held.as_ref().map(|k| k.revision))? else {
            return Ok(None);
        };
        states.keep_link(&found.link);
        let mut table = Table::read(found.game, found.seats);
        table.hold(held);
        Ok(Some((found.link, table, found.talk)))
    }

    /// The link a seat's token opens and its game's table as of `now`, locked as `lock` does,
    /// to change the game: the lock first, so that the link, the seats and the decisions are
    /// then read, in one query, as the game's changes leave them. The state is fetched only
    /// when `states` does not keep its revision; the seat the link opens is kept there.
    pub fn lock_for_link(
        conn: &mut PgConnection,
        token: &str,
        now: DateTime<Utc>,
        states: &KeptStates,
    ) -> Result<Option<(SeatLink, Table)>, PlayError> {
        let Some(id) = games::game_of_token(token) else {
            return Ok(None);
        };
        let held = states.get(id);
        let Some(game) = games::lock_unless_held(conn, id, held.as_ref().map(|k| k.revision))?
        else {
            return Ok(None);
        };
        let Some((link, seats)) = games::link_and_seats(conn, token, game.step, now)? else {
            return Ok(None);
        };
        states.keep_link(&link);
        let mut table = Table::read(game, seats);
        table.hold(held);
        Ok(Some((link, table)))
    }

    /// The seats and the open step's decisions of `game`, as read already, as of `now`.
    pub fn of(
        conn: &mut PgConnection,
        game: GameRow,
        now: DateTime<Utc>,
    ) -> Result<Table, PlayError> {
        let seats = games::seats_read(conn, game.id, game.step, now)?;
        Ok(Table::read(game, seats))
    }

    fn read(game: GameRow, seats: SeatsRead) -> Table {
        Table {
            step: game.step,
            game,
            players: seats.players,
            away: seats.away.into_iter().map(|s| s as Seat).collect(),
            submitted: seats.submitted,
            kept: None,
            unwritten: GameWrites::default(),
        }
    }

    /// Takes `held` as the table's state when the read left the stored one out: the database
    /// leaves it out only when the row's revision is the one held.
    fn hold(&mut self, held: Option<Kept>) {
        if self.game.state.is_null() {
            self.kept = held.filter(|k| k.revision == self.game.revision);
        }
    }

    /// The game's state: the one kept for the row's revision, or else parsed from the row and
    /// then kept in `states`. Only for a table read before its transaction wrote the game, so
    /// that what is kept was stored by a committed write.
    pub fn state<G: Playable>(&self, states: &KeptStates) -> Result<Arc<G::State>, PlayError> {
        states.state_of::<G>(
            self.kept.as_ref(),
            self.game.id,
            self.game.revision,
            &self.game.state,
        )
    }

    /// The game moved on to `step`: nobody has decided in it yet.
    pub fn open(&mut self, step: i32) {
        if step != self.step {
            self.step = step;
            self.submitted.clear();
        }
    }

    /// Takes a decision of the open step, replacing the seat's earlier one; `write` stores it.
    pub fn record(&mut self, row: Submission) {
        self.submitted.retain(|s| s.seat != row.seat);
        self.submitted.push(row.clone());
        self.submitted.sort_by_key(|s| s.seat);
        self.unwritten.decide(row);
    }

    /// Writes what is unwritten, with the queue's changes in `batch`, in one call.
    pub fn write(
        &mut self,
        conn: &mut PgConnection,
        batch: &Batch,
        now: DateTime<Utc>,
    ) -> Result<(), PlayError> {
        let writes = std::mem::take(&mut self.unwritten);
        game_writes::write(conn, self.game.id, &writes, &batch.columns(), now)?;
        Ok(())
    }

    /// The seats that owe a decision in the open step of `state` and have not made it.
    pub fn owing<G: Playable>(&self, state: &G::State) -> Vec<Seat> {
        owing_at::<G>(state, self.step, &seats_of(&self.submitted))
    }

    /// The players' names, by seat.
    pub fn names(&self) -> Vec<String> {
        names_of(&self.players)
    }

    /// The seat's row and its player.
    pub fn player(&self, seat: Seat) -> Option<&(SeatRow, User)> {
        self.players.iter().find(|(s, _)| s.seat as Seat == seat)
    }
}

/// The names of `players`, by seat.
pub fn names_of(players: &[(SeatRow, User)]) -> Vec<String> {
    players
        .iter()
        .map(|(_, u)| u.display_name.clone())
        .collect()
}

/// The seats that owe a decision in the open step and have not submitted it.
pub fn owing<G: Playable>(
    conn: &mut PgConnection,
    game_id: i64,
    state: &G::State,
) -> Result<Vec<Seat>, PlayError> {
    let submitted = history::submissions_for_step(conn, game_id, G::step(state) as i32)?;
    Ok(owing_of::<G>(state, &submitted))
}

/// The seats asked in the open step of `state` that have no decision among `submitted`.
pub fn owing_of<G: Playable>(state: &G::State, submitted: &[Submission]) -> Vec<Seat> {
    owing_at::<G>(state, G::step(state) as i32, &seats_of(submitted))
}

/// The seats that made the decisions `submitted`.
fn seats_of(submitted: &[Submission]) -> Vec<Seat> {
    submitted.iter().map(|s| s.seat as Seat).collect()
}

/// The seats asked in the open step of `state` that owe a decision, where `decided` are the
/// seats that decided in `step`: those decisions count only while `state` is at that step.
pub fn owing_at<G: Playable>(state: &G::State, step: i32, decided: &[Seat]) -> Vec<Seat> {
    let open = G::step(state) as i32 == step;
    G::prompts(state)
        .into_iter()
        .map(|(seat, _)| seat)
        .filter(|seat| !(open && decided.contains(seat)))
        .collect()
}
