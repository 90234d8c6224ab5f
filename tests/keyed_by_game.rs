//! The schema is ready for a PostgreSQL that spreads games over machines (Citus, distributed by
//! game id), as README.md's "Running on several machines" places each table: a table split by
//! game holds the game's id in every key, and no table that stays whole refers to a split one.
//! A new table must be placed here, and so in the README, before this passes.

use crate::support::fresh_database;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};

/// Split by game id, each game's rows together (`games` by its own `id`).
const BY_GAME: &[&str] = &[
    "absences",
    "finished_histories",
    "game_log",
    "games",
    "messages",
    "reply_addresses",
    "reply_confirmations",
    "season_games",
    "seat_links",
    "seats",
    "snapshots",
    "steps",
    "submissions",
];

/// Copied whole to every machine: small, read beside any game.
const EVERYWHERE: &[&str] = &[
    "league_invites",
    "league_members",
    "leagues",
    "season_members",
    "seasons",
    "users",
];

/// On the coordinator alone: the queue, the sign-in secrets and the per-user logs.
const COORDINATOR: &[&str] = &[
    "__diesel_schema_migrations",
    "account_actions",
    "form_submissions",
    "jobs",
    "login_tokens",
    "notifications",
    "reply_counts",
    "sessions",
    "sign_in_requests",
];

#[derive(QueryableByName)]
struct Table {
    #[diesel(sql_type = Text)]
    name: String,
}

#[derive(QueryableByName)]
struct Key {
    #[diesel(sql_type = Text)]
    table_name: String,
    #[diesel(sql_type = Text)]
    definition: String,
    #[diesel(sql_type = Bool)]
    holds_game: bool,
}

#[derive(QueryableByName, Debug)]
struct Reference {
    #[diesel(sql_type = Text)]
    from_table: String,
    #[diesel(sql_type = Text)]
    to_table: String,
    #[diesel(sql_type = Text)]
    definition: String,
}

fn placed(table: &str) -> Option<&'static str> {
    [
        (BY_GAME, "by game"),
        (EVERYWHERE, "everywhere"),
        (COORDINATOR, "coordinator"),
    ]
    .into_iter()
    .find(|(tables, _)| tables.contains(&table))
    .map(|(_, place)| place)
}

#[test]
fn every_table_is_placed_and_split_tables_are_keyed_by_their_game() {
    let mut conn = PgConnection::establish(&fresh_database()).unwrap();
    let tables: Vec<Table> = diesel::sql_query(
        "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    )
    .load(&mut conn)
    .unwrap();
    let unplaced: Vec<&str> = tables
        .iter()
        .map(|t| t.name.as_str())
        .filter(|t| placed(t).is_none())
        .collect();
    assert!(unplaced.is_empty(), "tables with no place: {unplaced:?}");

    // Every primary key and unique constraint of a split table holds its game's id.
    let keys: Vec<Key> = diesel::sql_query(
        "SELECT c.conrelid::regclass::text AS table_name,
                pg_get_constraintdef(c.oid) AS definition,
                EXISTS (SELECT 1 FROM pg_attribute a
                         WHERE a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
                           AND a.attname = CASE WHEN c.conrelid = 'games'::regclass
                                                THEN 'id' ELSE 'game_id' END) AS holds_game
           FROM pg_constraint c
          WHERE c.connamespace = 'public'::regnamespace AND c.contype IN ('p', 'u')
         UNION ALL
         SELECT i.indrelid::regclass::text, pg_get_indexdef(i.indexrelid),
                EXISTS (SELECT 1 FROM pg_attribute a
                         WHERE a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
                           AND a.attname = CASE WHEN i.indrelid = 'games'::regclass
                                                THEN 'id' ELSE 'game_id' END)
           FROM pg_index i JOIN pg_class r ON r.oid = i.indrelid
          WHERE r.relnamespace = 'public'::regnamespace AND i.indisunique",
    )
    .load(&mut conn)
    .unwrap();
    assert!(keys.iter().any(|k| k.table_name == "messages"));
    let unkeyed: Vec<String> = keys
        .iter()
        .filter(|k| placed(&k.table_name) == Some("by game") && !k.holds_game)
        .map(|k| format!("{}: {}", k.table_name, k.definition))
        .collect();
    assert!(unkeyed.is_empty(), "keys without the game: {unkeyed:?}");

    // A table kept whole refers only to tables kept whole where it is; a split table refers
    // to anything but the coordinator's, and to another split table by the game.
    let references: Vec<Reference> = diesel::sql_query(
        "SELECT conrelid::regclass::text AS from_table, confrelid::regclass::text AS to_table,
                pg_get_constraintdef(oid) AS definition
           FROM pg_constraint
          WHERE connamespace = 'public'::regnamespace AND contype = 'f'",
    )
    .load(&mut conn)
    .unwrap();
    assert!(references.len() > 10, "{references:?}");
    let misplaced: Vec<&Reference> = references
        .iter()
        .filter(|r| match (placed(&r.from_table), placed(&r.to_table)) {
            (_, Some("coordinator")) => placed(&r.from_table) != Some("coordinator"),
            (Some("everywhere"), to) => to != Some("everywhere"),
            (Some("coordinator"), to) => to == Some("by game"),
            (Some("by game"), Some("by game")) => !r.definition.contains("game_id"),
            _ => false,
        })
        .collect();
    assert!(
        misplaced.is_empty(),
        "references across places: {misplaced:?}"
    );
}
