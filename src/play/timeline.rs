//! A game's history in words, step by step: what each resolved step did (public events only),
//! which decisions were made for a player and why, and what happened around the rules
//! (deadlines, absences, replacements).

use super::{PlayError, Playable};
use crate::db::models::GameRow;
use crate::db::{game_log, history};
use crate::games::Seat;
use chrono::{DateTime, Utc};
use diesel::PgConnection;

pub struct Entry {
    /// The step that resolved (from 0).
    pub step: i32,
    pub resolved_at: DateTime<Utc>,
    /// What happened around the rules before it resolved.
    pub notes: Vec<String>,
    /// What the step did.
    pub lines: Vec<String>,
    /// Decisions made for a player: "Cy: decided at the deadline".
    pub made_for: Vec<String>,
}

pub fn entries<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    names: &[String],
) -> Result<Vec<Entry>, PlayError> {
    let subs = history::submissions_before(conn, game.id, game.step)?;
    let log = game_log::from_step(conn, game.id, 0)?;
    let mut entries = Vec::new();
    for row in history::steps_from(conn, game.id, 0)? {
        let events: Vec<G::Event> = serde_json::from_value(row.events)?;
        let made_for = subs
            .iter()
            .filter(|s| s.step == row.step)
            .filter_map(|s| {
                let how = match s.source.as_str() {
                    "deadline" => "decided at the deadline",
                    "standing_order" => "decided by their standing orders",
                    "absent" => "decided while away",
                    _ => return None,
                };
                let name = names.get(s.seat as Seat).map_or("", String::as_str);
                Some(format!("{name}: {how}"))
            })
            .collect();
        entries.push(Entry {
            step: row.step,
            resolved_at: row.resolved_at,
            notes: log
                .iter()
                .filter(|e| e.step == row.step)
                .map(|e| e.text.clone())
                .collect(),
            lines: events.iter().filter_map(|e| G::tell(e, names)).collect(),
            made_for,
        });
    }
    Ok(entries)
}
