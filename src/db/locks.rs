//! Advisory locks, for things that have no row to lock: transaction-level ones to count and then
//! act as one step (an email address asking for sign-in links, an account's recent actions),
//! and a session-level one around the migrations, which run in transactions of their own.

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
    /// The schema's migrations: one process runs them, the others wait for it.
    Migrations = 5,
}

/// Waits for the lock on (`kind`, `key`), held until the transaction ends.
pub fn lock(conn: &mut PgConnection, kind: Kind, key: &str) -> QueryResult<()> {
    diesel::sql_query("SELECT pg_advisory_xact_lock($1, hashtext($2))")
        .bind::<Integer, _>(kind as i32)
        .bind::<Text, _>(key)
        .execute(conn)
        .map(|_| ())
}

/// Runs `f` holding the lock on (`kind`, `key`) for this connection's session, across the
/// transactions `f` makes; a process that dies mid-way drops its connection, and so the lock.
pub fn holding<T>(
    conn: &mut PgConnection,
    kind: Kind,
    key: &str,
    f: impl FnOnce(&mut PgConnection) -> T,
) -> QueryResult<T> {
    diesel::sql_query("SELECT pg_advisory_lock($1, hashtext($2))")
        .bind::<Integer, _>(kind as i32)
        .bind::<Text, _>(key)
        .execute(conn)?;
    let result = f(conn);
    diesel::sql_query("SELECT pg_advisory_unlock($1, hashtext($2))")
        .bind::<Integer, _>(kind as i32)
        .bind::<Text, _>(key)
        .execute(conn)?;
    Ok(result)
}
