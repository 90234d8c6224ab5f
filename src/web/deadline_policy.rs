//! The deadline policy a form chooses, for a game or for every game of a league: time per
//! decision, when reminders go out, how many days of absence a player may take.

use crate::i18n::{Said, Tr};

/// The choices of time per decision, in hours; 0 is none. The short ones suit turn-based games,
/// where a decision is one turn of many.
pub const HOURS: [i32; 9] = [0, 1, 2, 4, 12, 24, 48, 72, 168];
/// Reminder schedules, in hours before the deadline: (form value, the message that names it).
pub const REMINDERS: [(&str, &str); 5] = [
    ("12,1", "reminders-12-1"),
    (HALFWAY, "reminders-half"),
    ("24,1", "reminders-24-1"),
    ("1", "reminders-1"),
    ("", "reminders-none"),
];
pub const MAX_ABSENCE_DAYS: i32 = 60;

/// The reminder schedules a form offers: (form value, its name in the words of `tr`).
pub fn reminder_choices(tr: &Tr) -> Vec<(&'static str, String)> {
    REMINDERS
        .iter()
        .map(|&(value, id)| (value, tr.t(id)))
        .collect()
}
/// The reminder schedule that scales with the time per decision.
const HALFWAY: &str = "half";

pub struct DeadlinePolicy {
    /// None: no deadline.
    pub decision_hours: Option<i32>,
    pub reminder_hours: Vec<i32>,
    pub absence_days: i32,
}

/// The policy the form's `hours`, `reminders` and `absence_days` chose, or the field whose
/// choice is not one of the form's, with the message that says so.
pub fn check(
    hours: i32,
    reminders: &str,
    absence_days: i32,
) -> Result<DeadlinePolicy, (&'static str, Said)> {
    if !HOURS.contains(&hours) {
        return Err(("hours", Said::msg("refused-choose-hours")));
    }
    if !REMINDERS.iter().any(|(value, _)| *value == reminders) {
        return Err(("reminders", Said::msg("refused-choose-reminders")));
    }
    if !(0..=MAX_ABSENCE_DAYS).contains(&absence_days) {
        return Err((
            "absence_days",
            Said::msg("refused-absence-days").with("max", MAX_ABSENCE_DAYS),
        ));
    }
    Ok(DeadlinePolicy {
        decision_hours: (hours > 0).then_some(hours),
        // Reminders are stored in whole hours before the deadline: halfway through a time of
        // 1 hour has no whole hour to fall on, and gets none.
        reminder_hours: match reminders {
            HALFWAY => [hours / 2].into_iter().filter(|h| *h > 0).collect(),
            _ => reminders
                .split(',')
                .filter_map(|h| h.parse().ok())
                .collect(),
        },
        absence_days,
    })
}

#[cfg(test)]
mod tests {
    use super::{check, reminder_choices};
    use crate::i18n::{Lang, Tr};

    #[test]
    fn halfway_reminders_scale_with_the_time_per_decision() {
        let hours = |time: i32| check(time, "half", 0).map(|p| p.reminder_hours).unwrap();
        assert_eq!(hours(24), [12]);
        assert_eq!(hours(4), [2]);
        assert_eq!(hours(2), [1]);
        assert!(hours(1).is_empty(), "no whole hour halfway through one");
        assert_eq!(check(48, "12,1", 0).unwrap().reminder_hours, [12, 1]);
        assert!(
            check(3, "half", 0).is_err(),
            "3 hours is not a choice of the form"
        );
    }

    #[test]
    fn every_reminder_schedule_is_named_in_every_language() {
        let english = reminder_choices(&Tr::default());
        assert_eq!(english[4], ("", "No reminders".to_owned()));
        for lang in [Lang::Es, Lang::Cs, Lang::Ja] {
            for ((value, label), (_, english)) in
                reminder_choices(&Tr::new(lang)).iter().zip(&english)
            {
                assert_ne!(label, english, "{value:?} in {lang}");
            }
        }
    }
}
