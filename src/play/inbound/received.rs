//! A reply has arrived (by SMTP, or from the development mail page): it is kept as a job in the
//! transaction that takes it, and read by the timers' workers like any other change to a game.

use crate::context::JobContext;
use crate::jobs::{self, BackgroundJob, JobError, Lane, Run};
use crate::mail::inbound::Delivered;
use crate::play::PlayError;
use crate::play::inbound::read;
use base64::Engine;
use base64::engine::general_purpose::STANDARD as BASE64;
use chrono::{DateTime, Utc};
use diesel::PgConnection;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ReplyReceived {
    /// The envelope's sender: empty for a bounce. (Absent from replies kept by an older version:
    /// read as a person's.)
    #[serde(default = "unknown_sender")]
    pub from: String,
    /// The envelope's recipients: one of them carries the Reply-To secret.
    pub to: Vec<String>,
    /// The whole message, in base64 (it need not be UTF-8).
    pub message: String,
}

fn unknown_sender() -> String {
    "unknown".into()
}

/// Keeps a delivered reply until a worker reads it.
pub fn keep(
    conn: &mut PgConnection,
    delivered: &Delivered,
    now: DateTime<Utc>,
) -> Result<(), PlayError> {
    let job = ReplyReceived {
        from: delivered.from.clone(),
        to: delivered.to.clone(),
        message: BASE64.encode(&delivered.data),
    };
    jobs::enqueue(conn, &job, now, now)?;
    Ok(())
}

impl BackgroundJob for ReplyReceived {
    const KIND: &'static str = "reply_received";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        let raw = BASE64
            .decode(&self.message)
            .map_err(|e| JobError::fatal(format!("a stored reply is damaged: {e}")))?;
        let ctx = run.context.ctx(run.now);
        let envelope = read::Envelope {
            from: &self.from,
            to: &self.to,
        };
        read::receive(run.conn, envelope, &raw, &ctx).map_err(JobError::from)
    }
}
