//! What a seat's page and its orders page are drawn from, in one query that brings only the
//! columns those pages show. PostgreSQL's work on a query grows with its result's columns (it
//! describes and sends each one on every execution): this read has 16 where the whole rows of
//! the link, the game, the seats, their players and decisions have 55.

use super::game_status::GameStatus;
use super::games::{decision_in, state_where};
use super::schema::{games, messages, seat_links, seats, submissions, users};
use chrono::{DateTime, Utc};
use diesel::prelude::*;

/// The game, as a seat's page needs it.
#[derive(Debug, Clone, Queryable)]
pub struct PageGame {
    pub id: i64,
    /// The game's registered id.
    pub game: String,
    /// JSON `null` when left out: the caller holds this revision's state already.
    pub state: serde_json::Value,
    pub step: i32,
    pub status: GameStatus,
    pub deadline: Option<DateTime<Utc>>,
    pub revision: i64,
}

/// One seat, as a seat's page needs it: its player and its decision in the open step.
#[derive(Debug, Clone, Queryable)]
pub struct PageSeat {
    pub seat: i32,
    pub name: String,
    pub time_zone: String,
    pub orders: Option<serde_json::Value>,
    /// The last step whose prompt the seat's page showed.
    pub seen_step: Option<i32>,
    pub decision: Option<serde_json::Value>,
}

pub struct SeatPageRead {
    /// The seat the link opens.
    pub seat: i32,
    pub revoked_at: Option<DateTime<Utc>>,
    pub game: PageGame,
    /// Whether anyone has written at the table.
    pub talk: bool,
    /// In seat order.
    pub seats: Vec<PageSeat>,
}

type Row = ((i32, Option<DateTime<Utc>>), PageGame, bool, PageSeat);

/// What the link of game `game_id` whose token hashes to `token_hash` opens, revoked or not;
/// `None` for a token never issued. The state is left out (JSON `null`) when the game's
/// revision is `held`.
pub fn seat_page(
    conn: &mut PgConnection,
    game_id: i64,
    token_hash: &[u8],
    held: Option<i64>,
) -> QueryResult<Option<SeatPageRead>> {
    // One row per seat: the state travels once, on seat 0's row, the first.
    let state = state_where(
        seats::seat
            .eq(0)
            .and(games::revision.ne(held.unwrap_or(-1))),
    );
    let rows: Vec<Row> = seat_links::table
        .inner_join(games::table.on(games::id.eq(seat_links::game_id)))
        .inner_join(seats::table.on(seats::game_id.eq(games::id)))
        .inner_join(users::table.on(users::id.eq(seats::user_id)))
        .left_join(submissions::table.on(decision_in(games::step)))
        .filter(seat_links::game_id.eq(game_id))
        .filter(seat_links::token_hash.eq(token_hash))
        .order(seats::seat)
        .select((
            (seat_links::seat, seat_links::revoked_at),
            (
                games::id,
                games::game,
                state,
                games::step,
                games::status,
                games::deadline,
                games::revision,
            ),
            diesel::dsl::exists(messages::table.filter(messages::game_id.eq(games::id))),
            (
                seats::seat,
                users::display_name,
                users::time_zone,
                seats::orders,
                seats::seen_step,
                submissions::decision.nullable(),
            ),
        ))
        .load(conn)?;
    let mut rows = rows.into_iter();
    let Some(((seat, revoked_at), game, talk, first)) = rows.next() else {
        return Ok(None);
    };
    let seats = std::iter::once(first)
        .chain(rows.map(|(.., seat)| seat))
        .collect();
    Ok(Some(SeatPageRead {
        seat,
        revoked_at,
        game,
        talk,
        seats,
    }))
}
