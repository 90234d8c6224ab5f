//! Creating and dropping whole databases on a server (the private cluster, the test harness).

use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};

/// Creates database `name` (copied from `template` if given). Idempotent: an existing database
/// is left as it is.
pub fn create_database(
    conn: &mut PgConnection,
    name: &str,
    template: Option<&str>,
) -> QueryResult<()> {
    if exists(conn, name)? {
        return Ok(());
    }
    let mut sql = format!("CREATE DATABASE {}", quote_ident(name));
    if let Some(template) = template {
        sql += &format!(" TEMPLATE {}", quote_ident(template));
    }
    // Simple-query protocol: CREATE DATABASE may not run inside a transaction block.
    match conn.batch_execute(&sql) {
        // Another session may have created it between our look and our CREATE.
        Err(_) if exists(conn, name)? => Ok(()),
        result => result,
    }
}

/// Drops database `name` if it exists, ending the sessions still connected to it.
pub fn drop_database(conn: &mut PgConnection, name: &str) -> QueryResult<()> {
    conn.batch_execute(&format!(
        "DROP DATABASE IF EXISTS {} WITH (FORCE)",
        quote_ident(name)
    ))
}

fn exists(conn: &mut PgConnection, name: &str) -> QueryResult<bool> {
    #[derive(QueryableByName)]
    struct Found {
        #[diesel(sql_type = Bool)]
        found: bool,
    }
    diesel::sql_query("SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1) AS found")
        .bind::<Text, _>(name)
        .get_result::<Found>(conn)
        .map(|row| row.found)
}

/// A name as an SQL identifier: in double quotes, inner quotes doubled.
fn quote_ident(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}
