//! One-time keys of forms that create something.

use super::schema::form_submissions;
use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;

/// How long a key is remembered: a form resent later than this creates anew.
const KEPT: i64 = 7;

/// Claims `key` for the user in the caller's transaction: `None` if it is new, else where its
/// first submission led. A second submission made at the same moment waits here until the
/// first one's transaction ends.
pub fn claim(
    conn: &mut PgConnection,
    user_id: i64,
    key: &str,
    now: DateTime<Utc>,
) -> QueryResult<Option<String>> {
    diesel::delete(
        form_submissions::table.filter(form_submissions::created_at.lt(now - Duration::days(KEPT))),
    )
    .execute(conn)?;
    let claimed = diesel::insert_into(form_submissions::table)
        .values((
            form_submissions::user_id.eq(user_id),
            form_submissions::key.eq(key),
            form_submissions::created_at.eq(now),
            form_submissions::location.eq(""),
        ))
        .on_conflict_do_nothing()
        .execute(conn)?;
    if claimed == 1 {
        return Ok(None);
    }
    form_submissions::table
        .find((user_id, key))
        .select(form_submissions::location)
        .first(conn)
        .map(Some)
}

pub fn set_location(
    conn: &mut PgConnection,
    user_id: i64,
    key: &str,
    location: &str,
) -> QueryResult<()> {
    diesel::update(form_submissions::table.find((user_id, key)))
        .set(form_submissions::location.eq(location))
        .execute(conn)
        .map(|_| ())
}
