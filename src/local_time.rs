//! A user's own clock: their time zone, their quiet hours and the hour of their daily digest.

use crate::db::models::User;
use crate::i18n::{Lang, Tr};
use chrono::Locale;
use chrono::{DateTime, Duration, NaiveDate, NaiveTime, TimeZone, Timelike, Utc};
use chrono_tz::Tz;
use std::sync::LazyLock;

/// The user's time zone; an unreadable stored name counts as UTC.
pub fn zone(user: &User) -> Tz {
    zone_named(&user.time_zone)
}

/// The time zone of a stored name; one that is unreadable counts as UTC.
fn zone_named(name: &str) -> Tz {
    name.parse().unwrap_or(Tz::UTC)
}

/// A time zone name as typed into a form, if it is a real one.
pub fn parse_zone(name: &str) -> Option<Tz> {
    name.trim().parse().ok()
}

/// When quiet hours end, if `now` falls within them. Quiet hours run from `quiet_from:00` to
/// `quiet_until:00` local time, over midnight when `from` is later than `until`.
pub fn quiet_until(user: &User, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
    let (from, until) = (user.quiet_from? as u32, user.quiet_until? as u32);
    if from == until {
        return None;
    }
    let tz = zone(user);
    let local = now.with_timezone(&tz);
    let hour = local.hour();
    let quiet = if from < until {
        hour >= from && hour < until
    } else {
        hour >= from || hour < until
    };
    if !quiet {
        return None;
    }
    let end_day = if hour >= until {
        local.date_naive() + Duration::days(1)
    } else {
        local.date_naive()
    };
    Some(at_local_hour(tz, end_day, until))
}

/// The next time the daily digest goes out, strictly after `now`.
pub fn next_digest(user: &User, now: DateTime<Utc>) -> DateTime<Utc> {
    let tz = zone(user);
    let today = now.with_timezone(&tz).date_naive();
    let hour = user.digest_hour.clamp(0, 23) as u32;
    let at = at_local_hour(tz, today, hour);
    if at > now {
        at
    } else {
        at_local_hour(tz, today + Duration::days(1), hour)
    }
}

/// The user's local date at `at`, for naming a day's digest.
pub fn local_date(user: &User, at: DateTime<Utc>) -> NaiveDate {
    at.with_timezone(&zone(user)).date_naive()
}

/// A time shown to the user, in their zone and in `lang`: "Thu  3 Dec 2026, 18:00
/// (Europe/Paris)", "jue 3 dic 2026, 18:00 (Europe/Madrid)", "čt 3. 12. 2026, 18:00
/// (Europe/Prague)", "2026年12月4日(金) 02:00 (Asia/Tokyo)".
pub fn show(user: &User, lang: Lang, at: DateTime<Utc>) -> String {
    show_in(&user.time_zone, lang, at)
}

/// `show` in the time zone named `zone` (UTC for a name that is none).
pub fn show_in(zone: &str, lang: Lang, at: DateTime<Utc>) -> String {
    let tz = zone_named(zone);
    let writing = writing(lang);
    let when = writing.written(
        at.with_timezone(&tz)
            .format_localized(&writing.time, writing.locale),
    );
    format!("{when} ({})", tz.name())
}

/// A date, short, in `lang`: "Tue 1 Dec 2026", "mar 1 dic 2026", "út 1. 12. 2026",
/// "2026年12月1日(火)".
pub fn date(date: NaiveDate, lang: Lang) -> String {
    let writing = writing(lang);
    writing.written(date.format_localized(&writing.date, writing.locale))
}

/// A day in words, in `lang`, for naming a day's digest: "Saturday 28 November", "sábado 28 de
/// noviembre", "sobota 28. listopadu", "11月28日(土)".
pub fn day(date: NaiveDate, lang: Lang) -> String {
    let writing = writing(lang);
    writing.written(date.format_localized(&writing.day, writing.locale))
}

/// How a language writes times and dates: its catalogue's `language-*` messages, read once.
struct Writing {
    locale: Locale,
    time: String,
    date: String,
    day: String,
    lower_case: bool,
}

impl Writing {
    fn of(lang: Lang) -> Writing {
        let tr = Tr::new(lang);
        Writing {
            locale: Locale::try_from(tr.t("language-locale").as_str()).unwrap_or(Locale::en_US),
            time: tr.t("language-time"),
            date: tr.t("language-date"),
            day: tr.t("language-day"),
            lower_case: tr.t("language-case") == "lower",
        }
    }

    /// A formatted date as the language writes it: Czech writes the days of the week in lower
    /// case, where the locale's names are capitalised.
    fn written(&self, formatted: impl std::fmt::Display) -> String {
        let text = formatted.to_string();
        if self.lower_case {
            text.to_lowercase()
        } else {
            text
        }
    }
}

fn writing(lang: Lang) -> &'static Writing {
    static ALL: LazyLock<Vec<(Lang, Writing)>> =
        LazyLock::new(|| Lang::all().map(|l| (l, Writing::of(l))).collect());
    ALL.iter()
        .find(|(l, _)| *l == lang)
        .map_or(&ALL[0].1, |(_, w)| w)
}

/// `hour:00` on `day` in `tz`. On a day when clocks go forward and that hour does not exist,
/// the first instant after the gap; when they go back and it exists twice, the first.
fn at_local_hour(tz: Tz, day: NaiveDate, hour: u32) -> DateTime<Utc> {
    for later in 0..3 {
        let time = NaiveTime::from_hms_opt((hour + later).min(23), 0, 0).unwrap_or_default();
        if let Some(t) = tz.from_local_datetime(&day.and_time(time)).earliest() {
            return t.with_timezone(&Utc);
        }
    }
    Utc.from_utc_datetime(&day.and_time(NaiveTime::MIN))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn user(tz: &str, quiet: Option<(i16, i16)>, digest: i16) -> User {
        User {
            id: 1,
            email: "a@b.test".into(),
            display_name: "A".into(),
            notify: crate::db::notify_preference::NotifyPreference::Each,
            created_at: Utc::now(),
            digest_hour: digest,
            time_zone: tz.into(),
            quiet_from: quiet.map(|q| q.0),
            quiet_until: quiet.map(|q| q.1),
            calendar_token_hash: None,
            language: "en".into(),
        }
    }

    fn utc(s: &str) -> DateTime<Utc> {
        s.parse().unwrap()
    }

    #[test]
    fn quiet_hours_over_midnight_end_the_next_morning() {
        let u = user("UTC", Some((22, 7)), 8);
        assert_eq!(
            quiet_until(&u, utc("2026-12-01T23:30:00Z")),
            Some(utc("2026-12-02T07:00:00Z"))
        );
        assert_eq!(
            quiet_until(&u, utc("2026-12-02T03:00:00Z")),
            Some(utc("2026-12-02T07:00:00Z"))
        );
        assert_eq!(quiet_until(&u, utc("2026-12-02T07:00:00Z")), None);
        assert_eq!(quiet_until(&u, utc("2026-12-02T21:59:00Z")), None);
    }

    #[test]
    fn quiet_hours_are_local_time() {
        // 23:30 UTC is 00:30 in Paris in winter: quiet until 07:00 Paris, 06:00 UTC.
        let u = user("Europe/Paris", Some((23, 7)), 8);
        assert_eq!(
            quiet_until(&u, utc("2026-12-01T23:30:00Z")),
            Some(utc("2026-12-02T06:00:00Z"))
        );
        assert_eq!(quiet_until(&u, utc("2026-12-01T21:30:00Z")), None);
    }

    #[test]
    fn quiet_hours_within_a_day() {
        let u = user("UTC", Some((13, 15)), 8);
        assert_eq!(
            quiet_until(&u, utc("2026-12-01T14:00:00Z")),
            Some(utc("2026-12-01T15:00:00Z"))
        );
        assert_eq!(quiet_until(&u, utc("2026-12-01T15:00:00Z")), None);
        assert_eq!(
            quiet_until(&user("UTC", None, 8), utc("2026-12-01T14:00:00Z")),
            None
        );
    }

    #[test]
    fn the_digest_goes_out_at_the_next_local_hour() {
        let u = user("America/New_York", None, 8);
        // 12:00 UTC is 07:00 in New York in December: today at 08:00 local, 13:00 UTC.
        assert_eq!(
            next_digest(&u, utc("2026-12-01T12:00:00Z")),
            utc("2026-12-01T13:00:00Z")
        );
        assert_eq!(
            next_digest(&u, utc("2026-12-01T13:00:00Z")),
            utc("2026-12-02T13:00:00Z")
        );
    }

    #[test]
    fn quiet_hours_through_the_hour_the_clocks_repeat() {
        // Paris on 25 October 2026: 02:00-03:00 local happens twice, 00:00-01:00 UTC in summer
        // time, then 01:00-02:00 UTC in winter time.
        let u = user("Europe/Paris", Some((1, 3)), 8);
        let end = utc("2026-10-25T02:00:00Z");
        for now in [
            "2026-10-24T23:30:00Z", // 01:30 summer time
            "2026-10-25T00:30:00Z", // 02:30 summer time
            "2026-10-25T01:30:00Z", // 02:30 winter time
        ] {
            assert_eq!(quiet_until(&u, utc(now)), Some(end), "{now}");
        }
        assert_eq!(quiet_until(&u, end), None);
        // Quiet hours that end at the repeated hour end the first time it comes.
        let u = user("Europe/Paris", Some((23, 2)), 8);
        assert_eq!(
            quiet_until(&u, utc("2026-10-24T23:30:00Z")),
            Some(utc("2026-10-25T00:00:00Z"))
        );
        assert_eq!(quiet_until(&u, utc("2026-10-25T01:30:00Z")), None);
    }

    #[test]
    fn an_hour_skipped_by_the_clocks_moves_to_the_next_one() {
        // Europe/Paris skips 02:00-03:00 on 29 March 2026.
        let day = NaiveDate::from_ymd_opt(2026, 3, 29).unwrap();
        assert_eq!(
            at_local_hour(chrono_tz::Europe::Paris, day, 2),
            utc("2026-03-29T01:00:00Z")
        );
    }

    #[test]
    fn a_time_reads_in_each_language_in_the_readers_zone() {
        let at = Utc.with_ymd_and_hms(2026, 12, 3, 17, 0, 0).unwrap();
        assert_eq!(
            show_in("Europe/Paris", Lang::En, at),
            "Thu  3 Dec 2026, 18:00 (Europe/Paris)"
        );
        assert_eq!(
            show_in("Europe/Madrid", Lang::Es, at),
            "jue 3 dic 2026, 18:00 (Europe/Madrid)"
        );
        assert_eq!(
            show_in("Europe/Prague", Lang::Cs, at),
            "čt 3. 12. 2026, 18:00 (Europe/Prague)"
        );
        assert_eq!(
            show_in("Asia/Tokyo", Lang::Ja, at),
            "2026年12月4日(金) 02:00 (Asia/Tokyo)"
        );
    }

    #[test]
    fn a_date_reads_in_each_language() {
        let d = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
        assert_eq!(date(d, Lang::En), "Tue 1 Dec 2026");
        assert_eq!(date(d, Lang::Es), "mar 1 dic 2026");
        assert_eq!(date(d, Lang::Cs), "út 1. 12. 2026");
        assert_eq!(date(d, Lang::Ja), "2026年12月1日(火)");
    }

    #[test]
    fn a_day_reads_in_each_language() {
        let date = NaiveDate::from_ymd_opt(2026, 11, 28).unwrap();
        assert_eq!(day(date, Lang::En), "Saturday 28 November");
        assert_eq!(day(date, Lang::Es), "sábado 28 de noviembre");
        assert_eq!(day(date, Lang::Cs), "sobota 28. listopadu");
        assert_eq!(day(date, Lang::Ja), "11月28日(土)");
    }
}
