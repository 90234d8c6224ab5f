//! Sessions of signed-in browsers: started by a sign-in link, ended by signing out, here or
//! everywhere at once, and after 30 days.

use crate::db::models::User;
use crate::db::sessions;
use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;

/// How long a browser stays signed in; the cookie lasts as long.
pub const DAYS: i64 = 30;

/// A new session; returns its token, for the cookie.
pub fn start(conn: &mut PgConnection, user_id: i64, now: DateTime<Utc>) -> QueryResult<String> {
    // Now and then, while we are here, forget the sessions that ran out.
    sessions::delete_expired(conn, now)?;
    sessions::create(conn, user_id, now, now + Duration::days(DAYS))
}

pub fn user(conn: &mut PgConnection, token: &str, now: DateTime<Utc>) -> QueryResult<Option<User>> {
    sessions::user(conn, token, now)
}

pub fn end(conn: &mut PgConnection, token: &str) -> QueryResult<()> {
    sessions::delete(conn, token)
}

/// Signs the user out of every browser.
pub fn end_all(conn: &mut PgConnection, user_id: i64) -> QueryResult<usize> {
    sessions::delete_all(conn, user_id)
}
