//! What happened to a game outside its rules, in the order it happened.

use super::models::LogEntry;
use super::schema::game_log;
use chrono::{DateTime, Utc};
use diesel::prelude::*;

pub struct NewEntry<'a> {
    pub game_id: i64,
    pub step: i32,
    pub kind: &'a str,
    pub actor_id: Option<i64>,
    /// Its English reading.
    pub text: &'a str,
    /// What it says, in no language yet.
    pub words: serde_json::Value,
    pub hours: Option<i32>,
    pub at: DateTime<Utc>,
}

pub fn insert(conn: &mut PgConnection, e: NewEntry) -> QueryResult<()> {
    diesel::insert_into(game_log::table)
        .values((
            game_log::game_id.eq(e.game_id),
            game_log::step.eq(e.step),
            game_log::kind.eq(e.kind),
            game_log::actor_id.eq(e.actor_id),
            game_log::text.eq(e.text),
            game_log::words.eq(Some(e.words)),
            game_log::hours.eq(e.hours),
            game_log::at.eq(e.at),
        ))
        .execute(conn)
        .map(|_| ())
}

/// The entries from step `from` on, oldest first.
pub fn from_step(conn: &mut PgConnection, game_id: i64, from: i32) -> QueryResult<Vec<LogEntry>> {
    game_log::table
        .filter(game_log::game_id.eq(game_id))
        .filter(game_log::step.ge(from))
        .order(game_log::id)
        .select(LogEntry::as_select())
        .load(conn)
}

/// Hours the deadline of `step` has been extended so far.
pub fn extended_hours(conn: &mut PgConnection, game_id: i64, step: i32) -> QueryResult<i64> {
    game_log::table
        .filter(game_log::game_id.eq(game_id))
        .filter(game_log::step.eq(step))
        .filter(game_log::kind.eq("deadline_extended"))
        .select(diesel::dsl::sum(game_log::hours))
        .first::<Option<i64>>(conn)
        .map(Option::unwrap_or_default)
}
