//! A form that creates something, sent twice, creates it once: its one-time key is claimed in
//! the transaction of the creation, and a second submission is led to what the first made.

use crate::db::form_submissions;
use crate::play::PlayError;
use chrono::{DateTime, Utc};
use diesel::prelude::*;

pub enum Done<T> {
    /// The first submission: what `act` made.
    First(T),
    /// The form was sent before: where its first submission led.
    Again(String),
}

/// Runs `act` unless the user sent this form (`key`) before. `act` returns its result and the
/// address that shows it. Without a key (a form from before keys), `act` simply runs.
pub fn once<T>(
    conn: &mut PgConnection,
    user_id: i64,
    key: Option<&str>,
    now: DateTime<Utc>,
    act: impl FnOnce(&mut PgConnection) -> Result<(T, String), PlayError>,
) -> Result<Done<T>, PlayError> {
    let Some(key) = key.filter(|k| !k.is_empty() && k.len() <= 64) else {
        return act(conn).map(|(made, _)| Done::First(made));
    };
    conn.transaction(|conn| {
        if let Some(location) = form_submissions::claim(conn, user_id, key, now)? {
            return Ok(Done::Again(location));
        }
        let (made, location) = act(conn)?;
        form_submissions::set_location(conn, user_id, key, &location)?;
        Ok(Done::First(made))
    })
}
