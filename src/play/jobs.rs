//! Every kind of job the service runs, in one registry.

use crate::context::JobContext;
use crate::jobs::Registry;
use crate::outbox::digest_due::DigestDue;
use crate::outbox::send_email::SendEmail;
use crate::play::attention;
use crate::play::due::{
    AbsenceStarts, DeadlineDue, GameOverEmail, NoticeDue, RemindersDue, SeasonComplete, SeasonEnds,
    SeasonStarts, StaleTimers, StepEmailDue,
};
use crate::play::inbound::received::ReplyReceived;

/// Every kind of job, each run by its own file (`play::timers`, `outbox::send_email`,
/// `play::inbound::received`); a failure given up on is told to the people it concerns.
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
        .on_failure(attention::on_failure)
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
