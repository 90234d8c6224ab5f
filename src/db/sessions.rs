//! Signed-in browsers: a session is a random token in the browser's cookie, kept here as a hash.

use super::models::User;
use super::schema::{sessions, users};
use super::tokens;
use chrono::{DateTime, Utc};
use diesel::prelude::*;

/// A new session for `user_id` until `expires_at`; returns the token for the cookie.
pub fn create(
    conn: &mut PgConnection,
    user_id: i64,
    now: DateTime<Utc>,
    expires_at: DateTime<Utc>,
) -> QueryResult<String> {
    let token = tokens::new_secret();
    diesel::insert_into(sessions::table)
        .values((
            sessions::token_hash.eq(tokens::hash(&token)),
            sessions::user_id.eq(user_id),
            sessions::created_at.eq(now),
            sessions::expires_at.eq(expires_at),
        ))
        .execute(conn)?;
    Ok(token)
}

/// The user the session token signs in, if it is still valid.
pub fn user(conn: &mut PgConnection, token: &str, now: DateTime<Utc>) -> QueryResult<Option<User>> {
    sessions::table
        .inner_join(users::table)
        .filter(sessions::token_hash.eq(tokens::hash(token)))
        .filter(sessions::expires_at.gt(now))
        .select(User::as_select())
        .first(conn)
        .optional()
}

pub fn delete(conn: &mut PgConnection, token: &str) -> QueryResult<()> {
    diesel::delete(sessions::table.filter(sessions::token_hash.eq(tokens::hash(token))))
        .execute(conn)
        .map(|_| ())
}

/// Ends every session of the user; returns how many there were.
pub fn delete_all(conn: &mut PgConnection, user_id: i64) -> QueryResult<usize> {
    diesel::delete(sessions::table.filter(sessions::user_id.eq(user_id))).execute(conn)
}

/// Forgets sessions that have expired.
pub fn delete_expired(conn: &mut PgConnection, now: DateTime<Utc>) -> QueryResult<usize> {
    diesel::delete(sessions::table.filter(sessions::expires_at.le(now))).execute(conn)
}
