//! What a seat's page and its orders page are drawn from: the slim read of a page
//! (`db::seat_pages`), or, when a posted form is refused and its page drawn again, the table
//! that the form read under the game's lock. And the refusals of a link that opens no seat or
//! was revoked, whichever way it is read.

use crate::db::seat_pages::{self, PageGame, PageSeat};
use crate::games::Seat;
use crate::play::Playable;
use crate::play::kept_states::{Kept, KeptLink, KeptStates};
use crate::play::table::Table;
use crate::web::error::WebError;
use actix_web::http::StatusCode;
use chrono::{DateTime, Utc};
use std::sync::Arc;

pub(crate) struct SeatView {
    /// The seat the link opens.
    pub seat: Seat,
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
    /// What the link `token` opens, in one read; refused for a link never issued or revoked.
    pub fn load(
        conn: &mut crate::db::DbConn,
        token: &str,
        states: &KeptStates,
    ) -> Result<SeatView, WebError> {
        let game_id = crate::db::games::game_of_token(token).ok_or_else(invalid_link)?;
        let token_hash = crate::db::tokens::hash(token);
        let held = states.get(game_id);
        let revision = held.as_ref().map(|k| k.revision);
        let read = seat_pages::seat_page(conn, game_id, &token_hash, revision)?
            .ok_or_else(invalid_link)?;
        usable(read.revoked_at)?;
        let seat = KeptLink {
            game_id,
            seat: read.seat,
        };
        states.keep_seat(token_hash, seat);
        Ok(SeatView {
            seat: read.seat as Seat,
            kept: held.filter(|_| read.game.state.is_null()),
            game: read.game,
            seats: read.seats,
            talk: read.talk,
            states: states.clone(),
        })
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
            game: PageGame {
                id: t.game.id,
                game: t.game.game.clone(),
                state: t.game.state.clone(),
                step: t.step,
                status: t.game.status.clone(),
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
    pub fn state<G: Playable>(&self) -> Result<Arc<G::State>, WebError> {
        Ok(self.states.state_of::<G>(
            self.kept.as_ref(),
            self.game.id,
            self.game.revision,
            &self.game.state,
        )?)
    }

    /// The seats asked in the open step of `state` that have not decided.
    pub fn owing<G: Playable>(&self, state: &G::State) -> Vec<Seat> {
        let open = G::step(state) as i32 == self.game.step;
        G::prompts(state)
            .into_iter()
            .map(|(seat, _)| seat)
            .filter(|&seat| {
                !(open
                    && self
                        .seats
                        .iter()
                        .any(|x| x.seat as Seat == seat && x.decision.is_some()))
            })
            .collect()
    }
}

/// Refuses a token that opens no seat.
pub(crate) fn invalid_link() -> WebError {
    WebError::refused(
        StatusCode::NOT_FOUND,
        "This link is not valid.",
        "This link does not open any seat. Check that you used the whole link from the email.",
    )
}

/// Refuses a link that was revoked at `revoked_at`.
pub(crate) fn usable(revoked_at: Option<DateTime<Utc>>) -> Result<(), WebError> {
    if revoked_at.is_some() {
        return Err(WebError::refused(
            StatusCode::GONE,
            "This link is no longer valid.",
            "This link was revoked: the seat has been given to someone else or the link replaced. If you still play in this game, sign in to open it.",
        ));
    }
    Ok(())
}
