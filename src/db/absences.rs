//! Declared absences: while one lasts, the seat's decisions are made for it at once.

use super::models::Absence;
use super::schema::{absences, seats};
use chrono::{DateTime, Utc};
use diesel::prelude::*;

pub fn insert(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i32,
    starts_at: DateTime<Utc>,
    ends_at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> QueryResult<Absence> {
    diesel::insert_into(absences::table)
        .values((
            absences::game_id.eq(game_id),
            absences::seat.eq(seat),
            absences::starts_at.eq(starts_at),
            absences::ends_at.eq(ends_at),
            absences::created_at.eq(now),
        ))
        .returning(Absence::as_returning())
        .get_result(conn)
}

/// The seat's absences in this game, earliest first.
pub fn of_seat(conn: &mut PgConnection, game_id: i64, seat: i32) -> QueryResult<Vec<Absence>> {
    absences::table
        .filter(absences::game_id.eq(game_id))
        .filter(absences::seat.eq(seat))
        .order(absences::starts_at)
        .select(Absence::as_select())
        .load(conn)
}

/// Whether a seat's player is away at `now`, as a column of a read of the game's seats: deciding
/// for the absent then costs no query of its own.
#[diesel::dsl::auto_type(no_type_alias)]
pub fn away_at(now: DateTime<Utc>) -> _ {
    diesel::dsl::exists(
        absences::table
            .filter(absences::game_id.eq(seats::game_id))
            .filter(absences::seat.eq(seats::seat))
            .filter(absences::starts_at.le(now))
            .filter(absences::ends_at.gt(now)),
    )
}

/// Ends an absence now (or drops it if it has not begun). Returns whether there was one.
pub fn end(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i32,
    id: i64,
    now: DateTime<Utc>,
) -> QueryResult<bool> {
    let mine = absences::table
        .filter(absences::game_id.eq(game_id))
        .filter(absences::id.eq(id))
        .filter(absences::seat.eq(seat))
        .filter(absences::ends_at.gt(now));
    // One that has not begun, or began this very instant, is dropped: ending it now would
    // make it end when it starts.
    let dropped = diesel::delete(mine.filter(absences::starts_at.ge(now))).execute(conn)?;
    let ended = diesel::update(mine.filter(absences::starts_at.lt(now)))
        .set(absences::ends_at.eq(now))
        .execute(conn)?;
    Ok(dropped + ended > 0)
}

/// A seat changes hands: the old player's absences are not the newcomer's.
pub fn clear_seat(conn: &mut PgConnection, game_id: i64, seat: i32) -> QueryResult<()> {
    diesel::delete(
        absences::table
            .filter(absences::game_id.eq(game_id))
            .filter(absences::seat.eq(seat)),
    )
    .execute(conn)
    .map(|_| ())
}
