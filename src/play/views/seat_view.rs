//! What a seat's page and its orders page are drawn from: the slim read of a page
//! (`db::seat_pages`), or, when a posted form is refused and its page drawn again, the table
//! that the form read under the game's lock.

use crate::db::seat_pages::{self, PageGame, PageSeat};
use crate::games::Seat;
use crate::play::table::kept_states::{Kept, KeptLink, KeptStates};
use crate::play::table::seated::Seated;
use crate::play::table::{Table, owing_at};
use crate::play::{PlayError, Playable};
use chrono::{DateTime, Utc};
use diesel::PgConnection;
use std::sync::Arc;

pub struct SeatView {
    /// The seat the link opens.
    pub seat: Seat,
    /// When the link was revoked: it then opens nothing.
    pub revoked_at: Option<DateTime<Utc>>,
    pub game: PageGame,
    /// In seat order, with their decisions in the open step.
    pub seats: Vec<PageSeat>,
    /// Whether the table talk is worth reading: someone has written, or it is not known.
    pub talk: bool,
    /// The state kept for the game's revision, when the read left the stored one out.
    kept: Option<Kept>,
    states: KeptStates,
}

impl SeatView {
    /// What the link `token` opens, revoked or not, in one read; `None` for a token never
    /// issued. The state is fetched only when `states` does not keep its revision; the seat a
    /// link not revoked opens is kept there.
    pub fn load(
        conn: &mut PgConnection,
        token: &str,
        states: &KeptStates,
    ) -> Result<Option<SeatView>, PlayError> {
        let Some(game_id) = crate::db::games::game_of_token(token) else {
            return Ok(None);
        };
        let token_hash = crate::db::tokens::hash(token);
        let held = states.get(game_id);
        let revision = held.as_ref().map(|k| k.revision);
        let Some(read) = seat_pages::seat_page(conn, game_id, &token_hash, revision)? else {
            return Ok(None);
        };
        let seat = KeptLink {
            game_id,
            seat: read.seat,
        };
        states.keep_seat(&token_hash, seat, read.revoked_at);
        Ok(Some(SeatView {
            seat: read.seat as Seat,
            revoked_at: read.revoked_at,
            kept: held.filter(|_| read.game.state.is_null()),
            game: read.game,
            seats: read.seats,
            talk: read.talk,
            states: states.clone(),
        }))
    }

    /// The page of the seat a link opened, whose form was refused, from the table it read.
    pub fn of_seated(s: &Seated) -> SeatView {
        SeatView::of_table(s.seat(), &s.table, s.talk, &s.states)
    }

    /// The page of `seat` whose form was refused, from the table `t` the form read.
    pub fn of_table(seat: Seat, t: &Table, talk: bool, states: &KeptStates) -> SeatView {
        let decision = |seat: i32| {
            t.submitted
                .iter()
                .find(|x| x.seat == seat)
                .map(|x| x.decision.clone())
        };
        SeatView {
            seat,
            // The form's read under the lock refused a revoked link already.
            revoked_at: None,
            game: PageGame {
                id: t.game.id,
                game: t.game.game.clone(),
                state: t.game.state.clone(),
                step: t.step,
                status: t.game.status,
                deadline: t.game.deadline,
                revision: t.game.revision,
            },
            seats: t
                .players
                .iter()
                .map(|(row, user)| PageSeat {
                    seat: row.seat,
                    name: user.display_name.clone(),
                    time_zone: user.time_zone.clone(),
                    orders: row.orders.clone(),
                    seen_step: row.seen_step,
                    decision: decision(row.seat),
                })
                .collect(),
            talk,
            kept: t.kept.clone(),
            states: states.clone(),
        }
    }

    /// The seat the link opens.
    pub fn me(&self) -> Option<&PageSeat> {
        self.seats.iter().find(|x| x.seat as Seat == self.seat)
    }

    /// The players' names, by seat.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|x| x.name.clone()).collect()
    }

    /// Whether the seat has decided in the open step.
    pub fn submitted(&self) -> bool {
        self.me().is_some_and(|me| me.decision.is_some())
    }

    /// Whether the seat's page has already shown the prompt of the open step.
    pub fn seen(&self) -> bool {
        self.me()
            .and_then(|me| me.seen_step)
            .is_some_and(|seen| seen >= self.game.step)
    }

    /// The game's state: as kept for the read's revision, or parsed from the read and kept.
    pub fn state<G: Playable>(&self) -> Result<Arc<G::State>, PlayError> {
        self.states.state_of::<G>(
            self.kept.as_ref(),
            self.game.id,
            self.game.revision,
            &self.game.state,
        )
    }

    /// The seats asked in the open step of `state` that have not decided.
    pub fn owing<G: Playable>(&self, state: &G::State) -> Vec<Seat> {
        let decided: Vec<Seat> = self
            .seats
            .iter()
            .filter(|x| x.decision.is_some())
            .map(|x| x.seat as Seat)
            .collect();
        owing_at::<G>(state, self.game.step, &decided)
    }

    /// The names of the players the open step still waits for; the viewer, when owing, is
    /// `you` (the reader's word for them), named first.
    pub fn waiting_for<G: Playable>(&self, state: &G::State, you: &str) -> Vec<String> {
        let owing = self.owing::<G>(state);
        let you = owing.contains(&self.seat).then(|| you.to_string());
        you.into_iter()
            .chain(
                owing
                    .into_iter()
                    .filter(|seat| *seat != self.seat)
                    .filter_map(|seat| self.seats.get(seat).map(|x| x.name.clone())),
            )
            .collect()
    }
}
