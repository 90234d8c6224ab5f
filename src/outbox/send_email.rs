//! The `send_email` job: hands one queued email to the mailer, at most once as near as SMTP
//! allows.
//!
//! The attempt is recorded ("sending") in a commit of its own before the SMTP server is spoken
//! to, and the answer ("sent") in the job's transaction right after. So:
//! - a crash before the attempt is recorded sends the email on the next try, once;
//! - a crash after "sent" is committed never sends it again;
//! - a crash in between leaves "sending": the server may or may not have the message, so the
//!   next try sends it again with the same Message-ID (mail clients show one), and the
//!   notification log says so.

use crate::context::JobContext;
use crate::db::email_status::EmailStatus;
use crate::db::notifications;
use crate::jobs::{BackgroundJob, Failure, JobError, Lane, Run};
use crate::mail::{Email, MailError};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SendEmail {
    pub notification_id: i64,
    /// The game the email is about: a permanent refusal is told to its organizers.
    #[serde(default)]
    pub game_id: Option<i64>,
    pub email: Email,
}

/// What the log says after a send whose first try's fate a crash left unknown.
pub const SENT_AGAIN: &str = "sent again after an interruption: whether the first try reached the mail server is unknown, so it went again with the same Message-ID";

impl BackgroundJob for SendEmail {
    const KIND: &'static str = "send_email";
    const LANE: Lane = Lane::Email;
    type Context = JobContext;

    fn game_id(&self) -> Option<i64> {
        self.game_id
    }

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        let id = self.notification_id;
        let Some(logged) = notifications::get(run.conn, id)? else {
            // The account is gone, and its log with it.
            return Ok(());
        };
        let Some(status) = EmailStatus::parse(&logged.status) else {
            let unknown = &logged.status;
            return Err(JobError::fatal(format!("unknown email status {unknown:?}")));
        };
        match status {
            // A crash came after the send was recorded, before the job was done.
            EmailStatus::Sent | EmailStatus::Suppressed | EmailStatus::Skipped => return Ok(()),
            EmailStatus::Queued | EmailStatus::Sending | EmailStatus::Failed => {}
            EmailStatus::Received | EmailStatus::Refused | EmailStatus::Ignored => {
                return Err(JobError::fatal("a reply received is not sent"));
            }
        }
        let again = status == EmailStatus::Sending;
        notifications::record_attempt(run.side, id, run.now)?;
        match run.context.mailer.send(&self.email) {
            Ok(()) => {
                let reason = again.then_some(SENT_AGAIN);
                notifications::set_status(run.conn, id, EmailStatus::Sent, reason, run.now)?;
                Ok(())
            }
            Err(e) if e.is_permanent() => Err(JobError::fatal(e.to_string())),
            // The message may have arrived: the attempt stays recorded, and the next try is a
            // second one, with the same Message-ID.
            Err(e @ MailError::FateUnknown(_)) => Err(JobError::retry(e.to_string())),
            Err(e) => {
                // The server never took the message: the next try is a first try again.
                let reason = format!("not sent yet, trying again: {e}");
                notifications::set_status(
                    run.side,
                    id,
                    EmailStatus::Queued,
                    Some(&reason),
                    run.now,
                )?;
                Err(JobError::retry(e.to_string()))
            }
        }
    }

    fn gave_up(
        &self,
        conn: &mut diesel::PgConnection,
        _context: &JobContext,
        failure: &Failure,
    ) -> Result<(), JobError> {
        let id = self.notification_id;
        let error = Some(failure.error.message.as_str());
        notifications::set_status(conn, id, EmailStatus::Failed, error, failure.now)?;
        Ok(())
    }
}
