//! Jobs to insert into the `jobs` table, as columns: the shape both the queue's own insert and
//! a game's one-call write (`game_writes`) take them in.

use chrono::{DateTime, Utc};

/// Jobs to queue, column by column, as `jobs::queue::Batch` gathers them, and the lanes to wake.
pub struct QueueColumns<'a> {
    pub kinds: &'a [&'a str],
    pub payloads: &'a [serde_json::Value],
    pub run_at: &'a [DateTime<Utc>],
    pub lanes: &'a [&'a str],
    pub game_ids: &'a [Option<i64>],
    pub wake: &'a [&'a str],
}

impl QueueColumns<'_> {
    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }
}
