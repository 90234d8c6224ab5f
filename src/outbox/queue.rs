//! Logging and queueing one email: the player's choice (each email, a daily digest, none)
//! decides whether it goes; the log says why when it does not.

use super::digest_due;
use super::send_email::SendEmail;
use crate::context::Ctx;
use crate::db::email_kind::EmailKind;
use crate::db::email_status::EmailStatus;
use crate::db::models::User;
use crate::db::notifications;
use crate::db::notify_preference::NotifyPreference;
use crate::mail::{Email, Rendered};
use chrono::{DateTime, Utc};
use diesel::{PgConnection, QueryResult};

/// Whether an email to a player who chose the daily digest waits for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Digest {
    MayWait,
    Never,
}

/// A rendered email addressed to the user.
pub fn email_to(
    user: &User,
    rendered: Rendered,
    message_id: String,
    thread: Option<String>,
    unsubscribe_url: Option<String>,
) -> Email {
    Email {
        to: user.email.clone(),
        to_name: user.display_name.clone(),
        subject: rendered.subject,
        language: rendered.lang.code().to_owned(),
        text: rendered.text,
        html: rendered.html,
        message_id,
        thread,
        unsubscribe_url,
        reply_secret: None,
    }
}

/// Logs a step's email that was not needed, and why: it is never sent.
pub fn skipped(
    conn: &mut PgConnection,
    user: &User,
    game_id: i64,
    message_id: &str,
    subject: &str,
    reason: &str,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    notifications::insert(
        conn,
        notifications::NewNotification {
            user_id: user.id,
            game_id: Some(game_id),
            kind: EmailKind::DecisionDue,
            message_id,
            subject,
            status: EmailStatus::Skipped,
            reason: Some(reason),
            now,
        },
    )?;
    Ok(())
}

/// Logs the email and queues its sending, unless the user asked for none; whether it goes.
pub fn queue(
    conn: &mut PgConnection,
    user: &User,
    game_id: Option<i64>,
    kind: EmailKind,
    email: Email,
    ctx: &Ctx,
) -> QueryResult<bool> {
    queue_with(conn, user, game_id, kind, email, ctx, Digest::MayWait)
}

/// `queue`, saying whether an email about a decision may wait for the player's digest.
pub fn queue_with(
    conn: &mut PgConnection,
    user: &User,
    game_id: Option<i64>,
    kind: EmailKind,
    email: Email,
    ctx: &Ctx,
    digest: Digest,
) -> QueryResult<bool> {
    let suppressed = match (user.notify, kind) {
        // Sign-in emails are asked for, so they go out whatever the setting.
        (_, EmailKind::SignIn) => None,
        (NotifyPreference::None, _) => Some("the player asked for no emails"),
        (NotifyPreference::Digest, kind) if kind.digestible() && digest == Digest::MayWait => {
            digest_due::schedule(conn, user, ctx)?;
            Some("the player gets one daily digest instead")
        }
        _ => None,
    };
    let id = notifications::insert(
        conn,
        notifications::NewNotification {
            user_id: user.id,
            game_id,
            kind,
            message_id: &email.message_id,
            subject: &email.subject,
            status: if suppressed.is_some() {
                EmailStatus::Suppressed
            } else {
                EmailStatus::Queued
            },
            reason: suppressed,
            now: ctx.now,
        },
    )?;
    if let (Some(notification_id), None) = (id, suppressed) {
        let send = SendEmail {
            notification_id,
            game_id,
            email,
        };
        crate::jobs::enqueue(conn, &send, ctx.now, ctx.now)?;
        return Ok(true);
    }
    Ok(false)
}
