//! Every migration goes down and up again: `missive migrate --revert all` leaves no table of
//! ours, and `missive migrate` then builds the very schema the tests run on.

use crate::support;

use diesel::migration::MigrationSource;
use diesel::prelude::*;
use diesel::sql_types::Text;
use support::fresh_database;
use support::process::on_database;

#[derive(QueryableByName)]
struct Line {
    #[diesel(sql_type = Text)]
    line: String,
}

/// The schema as text: every column, constraint and index of the public schema.
fn schema(url: &str) -> Vec<String> {
    let mut conn = PgConnection::establish(url).unwrap();
    diesel::sql_query(
        "SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable
                || ' ' || COALESCE(column_default, '') AS line
           FROM information_schema.columns WHERE table_schema = 'public'
         UNION ALL
         SELECT conrelid::regclass::text || ' ' || pg_get_constraintdef(oid)
           FROM pg_constraint WHERE connamespace = 'public'::regnamespace
         UNION ALL
         SELECT indexdef FROM pg_indexes WHERE schemaname = 'public'
         ORDER BY 1",
    )
    .load::<Line>(&mut conn)
    .unwrap()
    .into_iter()
    .map(|l| l.line)
    .collect()
}

fn missive(url: &str, args: &[&str]) -> String {
    let output = on_database(url, args).output().unwrap();
    assert!(
        output.status.success(),
        "missive {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn every_migration_goes_down_and_up_again() {
    let url = fresh_database();
    let before = schema(&url);
    assert!(
        before.iter().any(|l| l.starts_with("jobs.failed_at")),
        "migrated"
    );

    let reverted = missive(&url, &["migrate", "--revert", "all"]);
    let names = MigrationSource::<diesel::pg::Pg>::migrations(&missive::db::MIGRATIONS)
        .unwrap()
        .len();
    assert_eq!(reverted.matches("reverted ").count(), names, "{reverted}");
    let left: Vec<String> = schema(&url)
        .into_iter()
        .filter(|l| !l.contains("__diesel_schema_migrations"))
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");

    let applied = missive(&url, &["migrate"]);
    assert_eq!(applied.matches("applied ").count(), names, "{applied}");
    assert_eq!(schema(&url), before);
    assert!(missive(&url, &["migrate"]).contains("up to date"));
}
