//! The `send_email` job: send one queued email, at most once per Message-ID.

use crate::db::models::Job;
use crate::db::notifications;
use crate::jobs::JobError;
use crate::mail::transport::Mailer;
use crate::play::notify::SendEmail;
use chrono::Utc;
use diesel::prelude::*;

pub fn send(conn: &mut PgConnection, mailer: &Mailer, job: &Job) -> Result<(), JobError> {
    let p: SendEmail = serde_json::from_value(job.payload.clone())
        .map_err(|e| JobError::fatal(format!("unreadable email job: {e}")))?;
    // A retry after a crash between sending and committing finds the email marked sent.
    if notifications::status(conn, p.notification_id)?.as_deref() == Some("sent") {
        return Ok(());
    }
    mailer
        .send(&p.email)
        .map_err(|e| JobError::retry(e.to_string()))?;
    notifications::set_status(conn, p.notification_id, "sent", None, Utc::now())?;
    Ok(())
}

/// The email could not be sent after every try: the log says so.
pub fn failed(conn: &mut PgConnection, job: &Job, error: &JobError) -> QueryResult<()> {
    if let Ok(p) = serde_json::from_value::<SendEmail>(job.payload.clone()) {
        notifications::set_status(
            conn,
            p.notification_id,
            "failed",
            Some(&error.message),
            Utc::now(),
        )?;
    }
    Ok(())
}
