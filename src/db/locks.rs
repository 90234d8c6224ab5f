//! Transaction-level advisory locks: to count and then act as one step, for things that have no
//! row to lock (an email address asking for sign-in links, an account's recent actions).

use diesel::prelude::*;
use diesel::sql_types::{Integer, Text};

/// What a lock is about; keys of different kinds never meet.
#[derive(Debug, Clone, Copy)]
pub enum Kind {
    AccountActions = 1,
    SignInAddress = 2,
    SignInNetwork = 3,
    /// An author's table talk, counted against its hourly limit.
    TalkAuthor = 4,
}

/// Waits for the lock on (`kind`, `key`), held until the transaction ends.
pub fn lock(conn: &mut PgConnection, kind: Kind, key: &str) -> QueryResult<()> {
    diesel::sql_query("SELECT pg_advisory_xact_lock($1, hashtext($2))")
        .bind::<Integer, _>(kind as i32)
        .bind::<Text, _>(key)
        .execute(conn)
        .map(|_| ())
}
