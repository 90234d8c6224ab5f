//! The per-user log of emails: queued, sent, suppressed (and why), failed.

use super::email_kind::EmailKind;
use super::email_status::EmailStatus;
use super::models::Notification;
use super::schema::notifications;
use chrono::{DateTime, Utc};
use diesel::prelude::*;

pub struct NewNotification<'a> {
    pub user_id: i64,
    pub game_id: Option<i64>,
    pub kind: EmailKind,
    pub message_id: &'a str,
    pub subject: &'a str,
    pub status: EmailStatus,
    pub reason: Option<&'a str>,
    pub now: DateTime<Utc>,
}

/// Logs a message; `None` when one with this Message-ID exists already (never send twice).
pub fn insert(conn: &mut PgConnection, n: NewNotification) -> QueryResult<Option<i64>> {
    diesel::insert_into(notifications::table)
        .values((
            notifications::user_id.eq(n.user_id),
            notifications::game_id.eq(n.game_id),
            notifications::kind.eq(n.kind),
            notifications::message_id.eq(n.message_id),
            notifications::subject.eq(n.subject),
            notifications::status.eq(n.status),
            notifications::reason.eq(n.reason),
            notifications::created_at.eq(n.now),
            notifications::updated_at.eq(n.now),
        ))
        .on_conflict(notifications::message_id)
        .do_nothing()
        .returning(notifications::id)
        .get_result(conn)
        .optional()
}

/// Whether a message with this Message-ID is in the log.
pub fn exists(conn: &mut PgConnection, message_id: &str) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        notifications::table.filter(notifications::message_id.eq(message_id)),
    ))
    .get_result(conn)
}

/// How many emails of `kind` were logged for `user_id` since `since`.
pub fn count_since(
    conn: &mut PgConnection,
    user_id: i64,
    kind: EmailKind,
    since: DateTime<Utc>,
) -> QueryResult<i64> {
    notifications::table
        .filter(notifications::user_id.eq(user_id))
        .filter(notifications::kind.eq(kind))
        .filter(notifications::created_at.ge(since))
        .count()
        .get_result(conn)
}

pub fn get(conn: &mut PgConnection, id: i64) -> QueryResult<Option<Notification>> {
    notifications::table
        .find(id)
        .select(Notification::as_select())
        .first(conn)
        .optional()
}

/// An attempt to send is about to be made: "sending" until its answer is recorded.
pub fn record_attempt(conn: &mut PgConnection, id: i64, now: DateTime<Utc>) -> QueryResult<()> {
    diesel::update(notifications::table.find(id))
        .set((
            notifications::status.eq(EmailStatus::Sending),
            notifications::attempts.eq(notifications::attempts + 1),
            notifications::updated_at.eq(now),
        ))
        .execute(conn)
        .map(|_| ())
}

pub fn set_status(
    conn: &mut PgConnection,
    id: i64,
    status: EmailStatus,
    reason: Option<&str>,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(notifications::table.find(id))
        .set((
            notifications::status.eq(status),
            notifications::reason.eq(reason),
            notifications::updated_at.eq(now),
        ))
        .execute(conn)
        .map(|_| ())
}

/// One page of the user's notifications, newest first: `limit` of them after the first
/// `offset`.
pub fn page_of_user(
    conn: &mut PgConnection,
    user_id: i64,
    offset: i64,
    limit: i64,
) -> QueryResult<Vec<Notification>> {
    notifications::table
        .filter(notifications::user_id.eq(user_id))
        .order((notifications::created_at.desc(), notifications::id.desc()))
        .offset(offset)
        .limit(limit)
        .select(Notification::as_select())
        .load(conn)
}

pub fn of_user(
    conn: &mut PgConnection,
    user_id: i64,
    limit: i64,
) -> QueryResult<Vec<Notification>> {
    notifications::table
        .filter(notifications::user_id.eq(user_id))
        .order(notifications::created_at.desc())
        .limit(limit)
        .select(Notification::as_select())
        .load(conn)
}
