//! What became of the replies read today, by outcome, for an operator: how many played,
//! posted, were refused or answered, and how many were dropped (an address never given, an
//! automatic answer, the same reply delivered again).

use crate::db::replies;
use crate::play::PlayError;
use chrono::{DateTime, Utc};
use diesel::PgConnection;
use std::collections::BTreeMap;

/// The counts of the replies read on `now`'s day (UTC), by outcome.
pub fn today(
    conn: &mut PgConnection,
    now: DateTime<Utc>,
) -> Result<BTreeMap<String, i64>, PlayError> {
    Ok(replies::counts_of(conn, now.date_naive())?
        .into_iter()
        .collect())
}
