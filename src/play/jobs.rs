//! Every kind of job the service runs, in one registry, and what they share.

use super::PlayError;
use super::inbound::received::ReplyReceived;
use super::timers::{
    AbsenceStarts, DeadlineDue, GameOverEmail, NoticeDue, RemindersDue, SeasonComplete, SeasonEnds,
    SeasonStarts, StaleTimers, StepEmailDue,
};
pub use crate::context::JobContext;
use crate::jobs::{JobError, Registry};
use crate::outbox::digest_due::DigestDue;
use crate::outbox::send_email::SendEmail;

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
