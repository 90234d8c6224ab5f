//! Every kind of job the service runs, in one registry, and what they share.

use super::inbound::received::ReplyReceived;
use super::send_email::SendEmail;
use super::timers::{
    AbsenceStarts, DeadlineDue, DigestDue, GameOverEmail, NoticeDue, RemindersDue, SeasonComplete,
    SeasonEnds, SeasonStarts, StaleTimers, StepEmailDue,
};
use super::{Ctx, PlayError};
use crate::jobs::{JobError, Registry};
use crate::mail::Mailer;
use chrono::{DateTime, Utc};
use std::sync::Arc;

/// What every job may use besides the database.
pub struct JobContext {
    pub base_url: String,
    pub mail_domain: String,
    pub mailer: Arc<Mailer>,
    pub email_grace: chrono::Duration,
}

impl JobContext {
    /// The turn service's context at `now`, the time the job runs.
    pub fn ctx(&self, now: DateTime<Utc>) -> Ctx {
        Ctx {
            base_url: self.base_url.clone(),
            mail_domain: self.mail_domain.clone(),
            now,
            email_grace: self.email_grace,
        }
    }
}

/// The turn service's error as the queue sees it: the database may come back, nothing else
/// mends itself.
pub fn job_error(e: PlayError) -> JobError {
    match e {
        PlayError::Database(e) => JobError::retry(format!("database: {e}")),
        other => JobError::fatal(other.to_string()),
    }
}

pub fn registry() -> Registry<JobContext> {
    Registry::default()
        .register::<SendEmail>()
        .register::<DeadlineDue>()
        .register::<NoticeDue>()
        .register::<RemindersDue>()
        .register::<StaleTimers>()
        .register::<StepEmailDue>()
        .register::<GameOverEmail>()
        .register::<DigestDue>()
        .register::<AbsenceStarts>()
        .register::<SeasonStarts>()
        .register::<SeasonEnds>()
        .register::<SeasonComplete>()
        .register::<ReplyReceived>()
        .on_failure(super::attention::on_failure)
}

#[cfg(test)]
mod tests {
    use crate::jobs::Lane;

    #[test]
    fn emails_and_timers_run_in_their_own_lanes() {
        let registry = super::registry();
        let mut kinds: Vec<_> = registry.kinds().collect();
        kinds.sort_by_key(|(kind, _)| *kind);
        assert_eq!(kinds.len(), 13);
        for (kind, lane) in kinds {
            let expected = if kind == "send_email" {
                Lane::Email
            } else {
                Lane::Timers
            };
            assert_eq!(lane, expected, "{kind}");
        }
    }
}
