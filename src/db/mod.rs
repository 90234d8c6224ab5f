//! Storage: the diesel schema, row types and queries, the connection pool, migrations, and the
//! private PostgreSQL cluster used when no DATABASE_URL is given.

pub mod absences;
pub mod account_actions;
pub mod admin;
pub mod cluster;
pub mod email_kind;
pub mod email_status;
pub mod form_submissions;
pub mod game_log;
pub mod game_status;
pub mod game_writes;
pub mod games;
pub mod history;
pub mod leagues;
pub mod locks;
pub mod messages;
pub mod models;
pub mod notifications;
pub mod notify_preference;
pub mod page_stamps;
pub mod queue_columns;
pub mod replies;
pub mod schema;
pub mod seasons;
pub mod seat_pages;
pub mod sessions;
pub mod snapshots;
mod text_enum;
pub mod tokens;
pub mod users;

use diesel::PgConnection;
use diesel::r2d2::{ConnectionManager, Pool, PooledConnection};
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

pub type DbPool = Pool<ConnectionManager<PgConnection>>;
pub type DbConn = PooledConnection<ConnectionManager<PgConnection>>;

/// Runs the migrations not yet applied; returns their names. Processes that start together
/// take turns: the first runs them, the others then find nothing left to run.
pub fn migrate(conn: &mut PgConnection) -> Result<Vec<String>, String> {
    migrations_locked(conn, |conn| {
        conn.run_pending_migrations(MIGRATIONS)
            .map(|done| done.iter().map(|m| m.to_string()).collect())
            .map_err(|e| format!("migrations failed: {e}"))
    })
}

/// Runs `f` while no other process migrates.
fn migrations_locked<T>(
    conn: &mut PgConnection,
    f: impl FnOnce(&mut PgConnection) -> Result<T, String>,
) -> Result<T, String> {
    locks::holding(conn, locks::Kind::Migrations, "schema", f)
        .map_err(|e| format!("the migrations' lock: {e}"))?
}

/// Reverts the last `count` migrations applied (every one for `None`), newest first; returns
/// their names. What they added is lost: for an operator going back to an older version.
pub fn revert(conn: &mut PgConnection, count: Option<usize>) -> Result<Vec<String>, String> {
    migrations_locked(conn, |conn| revert_unlocked(conn, count))
}

fn revert_unlocked(conn: &mut PgConnection, count: Option<usize>) -> Result<Vec<String>, String> {
    let applied = conn
        .applied_migrations()
        .map_err(|e| format!("cannot read the migrations applied: {e}"))?;
    let count = count.unwrap_or(applied.len()).min(applied.len());
    let mut reverted = Vec::with_capacity(count);
    for _ in 0..count {
        let name = conn
            .revert_last_migration(MIGRATIONS)
            .map_err(|e| format!("reverting a migration failed: {e}"))?;
        reverted.push(name.to_string());
    }
    Ok(reverted)
}

pub fn pool(url: &str, size: u32) -> Result<DbPool, String> {
    // Connections open as they are needed: an idle process holds few. No test query at each
    // checkout (a round trip per request): a connection found broken while used is marked so by
    // diesel and dropped when it returns to the pool.
    Pool::builder()
        .max_size(size)
        .min_idle(Some(size.min(2)))
        .test_on_check_out(false)
        .build(ConnectionManager::new(url))
        .map_err(|e| format!("cannot connect to the database: {e}"))
}
