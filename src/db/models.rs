//! Row types, one per table, as diesel reads and writes them.

use super::game_status::GameStatus;
use super::notify_preference::NotifyPreference;
use super::schema::*;
use chrono::{DateTime, Utc};
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable, Identifiable)]
#[diesel(table_name = users)]
pub struct User {
    pub id: i64,
    pub email: String,
    pub display_name: String,
    pub notify: NotifyPreference,
    pub created_at: DateTime<Utc>,
    pub digest_hour: i16,
    pub time_zone: String,
    pub quiet_from: Option<i16>,
    pub quiet_until: Option<i16>,
    pub calendar_token_hash: Option<Vec<u8>>,
    /// A language tag Missive speaks (`i18n::Lang`), as the database checks.
    pub language: String,
}

impl User {
    /// The language the player reads Missive in.
    pub fn lang(&self) -> crate::i18n::Lang {
        crate::i18n::Lang::of_tag(&self.language).unwrap_or_default()
    }
}

#[derive(Debug, Clone, Queryable, Selectable, Identifiable)]
#[diesel(table_name = games)]
pub struct GameRow {
    pub id: i64,
    pub game: String,
    pub options: serde_json::Value,
    pub seed: i64,
    pub state: serde_json::Value,
    pub step: i32,
    pub status: GameStatus,
    pub organizer_id: i64,
    pub decision_hours: Option<i32>,
    pub deadline: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
    pub reminder_hours: Vec<Option<i32>>,
    pub absence_days: i32,
    pub visibility: String,
    /// How many times the state has been written: a parsed state kept for this revision is
    /// current (`play::table::kept_states`).
    pub revision: i64,
    /// The language of its invitations to people who have no account yet.
    pub language: String,
}

impl GameRow {
    /// The language of its invitations to people who have no account yet.
    pub fn lang(&self) -> crate::i18n::Lang {
        crate::i18n::Lang::of_tag(&self.language).unwrap_or_default()
    }
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = seats)]
pub struct SeatRow {
    pub game_id: i64,
    pub seat: i32,
    pub user_id: i64,
    pub misses: i32,
    pub orders: Option<serde_json::Value>,
    /// The last step whose prompt the seat's page showed.
    pub seen_step: Option<i32>,
    /// The last table-talk message this seat's emails have carried.
    pub talk_mailed: i64,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = seat_links)]
pub struct SeatLink {
    pub game_id: i64,
    pub token_hash: Vec<u8>,
    pub seat: i32,
    pub created_at: DateTime<Utc>,
    pub revoked_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = submissions)]
pub struct Submission {
    pub game_id: i64,
    pub step: i32,
    pub seat: i32,
    pub decision: serde_json::Value,
    pub source: String,
    pub submitted_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = steps)]
pub struct StepRow {
    pub game_id: i64,
    pub step: i32,
    pub events: serde_json::Value,
    pub resolved_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = jobs)]
pub struct Job {
    pub id: i64,
    pub kind: String,
    pub payload: serde_json::Value,
    pub run_at: DateTime<Utc>,
    pub attempts: i32,
    pub last_error: Option<String>,
    pub created_at: DateTime<Utc>,
    /// "email" or "timers": which workers run it.
    pub lane: String,
    pub game_id: Option<i64>,
    /// Set when the job gave up: it is kept, with `last_error`, until an operator retries it.
    pub failed_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = notifications)]
pub struct Notification {
    pub id: i64,
    pub user_id: i64,
    pub game_id: Option<i64>,
    pub kind: String,
    pub message_id: String,
    pub subject: String,
    pub status: String,
    pub reason: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    /// Tries to hand it to the SMTP server.
    pub attempts: i32,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = absences)]
pub struct Absence {
    pub game_id: i64,
    pub id: i64,
    pub seat: i32,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = game_log)]
pub struct LogEntry {
    pub game_id: i64,
    pub id: i64,
    pub step: i32,
    pub at: DateTime<Utc>,
    pub kind: String,
    pub actor_id: Option<i64>,
    pub text: String,
    pub hours: Option<i32>,
    /// What it says, in no language yet (`play::log_words`); none in entries older than that.
    pub words: Option<serde_json::Value>,
}

#[derive(Debug, Clone, Queryable, Selectable, Identifiable)]
#[diesel(table_name = leagues)]
pub struct League {
    pub id: i64,
    pub name: String,
    pub description: String,
    pub game: String,
    pub options: serde_json::Value,
    pub decision_hours: Option<i32>,
    pub reminder_hours: Vec<Option<i32>>,
    pub absence_days: i32,
    pub visibility: String,
    pub pod_size: i32,
    pub divisions: i32,
    pub promote: i32,
    pub relegate: i32,
    pub points: String,
    pub join_token_hash: Vec<u8>,
    pub created_at: DateTime<Utc>,
    /// The language of its invitations to people who have no account yet.
    pub language: String,
}

impl League {
    /// The language of its invitations to people who have no account yet.
    pub fn lang(&self) -> crate::i18n::Lang {
        crate::i18n::Lang::of_tag(&self.language).unwrap_or_default()
    }
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = league_members)]
pub struct LeagueMember {
    pub league_id: i64,
    pub user_id: i64,
    pub organizer: bool,
    pub joined_at: DateTime<Utc>,
    pub left_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = league_invites)]
pub struct LeagueInvite {
    pub token_hash: Vec<u8>,
    pub league_id: i64,
    pub user_id: i64,
    pub created_at: DateTime<Utc>,
    pub used_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, Queryable, Selectable, Identifiable)]
#[diesel(table_name = seasons)]
pub struct Season {
    pub id: i64,
    pub league_id: i64,
    pub number: i32,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub games_each: i32,
    pub status: String,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
}

impl Season {
    /// The first day played: the season starts at its midnight.
    pub fn first_day(&self) -> chrono::NaiveDate {
        self.starts_at.date_naive()
    }

    /// The last day played: the season ends at the midnight after it.
    pub fn last_day(&self) -> chrono::NaiveDate {
        (self.ends_at - chrono::Duration::seconds(1)).date_naive()
    }
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = season_members)]
pub struct SeasonMember {
    pub season_id: i64,
    pub user_id: i64,
    pub division: i32,
    pub dropped_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = season_games)]
pub struct SeasonGame {
    pub game_id: i64,
    pub season_id: i64,
    pub division: i32,
    pub round: i32,
    pub finished_by_default: bool,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = messages)]
pub struct Message {
    pub id: i64,
    pub game_id: i64,
    pub author_id: i64,
    pub seat: Option<i32>,
    pub step: i32,
    pub body: String,
    pub via: String,
    pub posted_at: DateTime<Utc>,
    pub hidden_at: Option<DateTime<Utc>>,
    pub hidden_by: Option<i64>,
}
