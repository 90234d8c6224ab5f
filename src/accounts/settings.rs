//! A player's settings: the account form as typed, checked, and saved; and the ways a player
//! stops emails or renews the private calendar link.

use super::AccountError;
use crate::db::notify_preference::NotifyPreference;
use crate::db::users::{self, Settings};
use crate::i18n::Lang;
use crate::local_time;
use diesel::PgConnection;
use serde::Deserialize;

/// The settings form as typed. A choice the form lacks (`notify`, `time_zone`) is `None`, so
/// that a refused form shows the saved choice again rather than a blank one.
#[derive(Deserialize, Default, Clone)]
#[serde(default)]
pub struct Typed {
    pub name: String,
    pub language: Option<String>,
    pub notify: Option<String>,
    pub digest_hour: String,
    pub time_zone: Option<String>,
    pub quiet_from: String,
    pub quiet_until: String,
}

/// The settings `typed` gives, or the field refused and the id of the message that says why.
pub fn check(typed: &Typed) -> Result<Settings, (&'static str, &'static str)> {
    let display_name = typed.name.trim().to_string();
    if display_name.is_empty() || display_name.chars().count() > 60 {
        return Err(("name", "account-refused-name"));
    }
    // A form drawn before the account had a language keeps the one saved.
    let language = match typed.language.as_deref() {
        None => None,
        Some(tag) => match Lang::of_tag(tag) {
            Some(lang) => Some(lang),
            None => return Err(("language", "account-refused-language")),
        },
    };
    let Some(notify) = NotifyPreference::parse(typed.notify.as_deref().unwrap_or("")) else {
        return Err(("notify", "account-refused-notify"));
    };
    let hour =
        |name: &'static str, value: &str| -> Result<Option<i16>, (&'static str, &'static str)> {
            match value {
                "" => Ok(None),
                v => v
                    .parse::<i16>()
                    .ok()
                    .filter(|h| (0..24).contains(h))
                    .map(Some)
                    .ok_or((name, "account-refused-hour")),
            }
        };
    let digest_hour = hour("digest_hour", &typed.digest_hour)?.unwrap_or(8);
    let zone = typed.time_zone.as_deref().unwrap_or("UTC");
    let Some(zone) = local_time::parse_zone(zone) else {
        return Err(("time_zone", "account-refused-time-zone"));
    };
    let quiet = match (
        hour("quiet_from", &typed.quiet_from)?,
        hour("quiet_until", &typed.quiet_until)?,
    ) {
        (None, None) => None,
        (Some(from), Some(until)) if from != until => Some((from, until)),
        (Some(_), Some(_)) => {
            return Err(("quiet_until", "account-refused-quiet-same"));
        }
        _ => {
            return Err(("quiet_until", "account-refused-quiet-half"));
        }
    };
    Ok(Settings {
        display_name,
        language,
        notify,
        digest_hour,
        time_zone: zone.name().to_string(),
        quiet,
    })
}

/// Saves settings that `check` passed.
pub fn save(conn: &mut PgConnection, user: i64, settings: &Settings) -> Result<(), AccountError> {
    Ok(users::update_settings(conn, user, settings)?)
}

/// A new private calendar link for the player; any earlier link stops working.
pub fn new_calendar_link(conn: &mut PgConnection, user: i64) -> Result<String, AccountError> {
    Ok(users::new_calendar_token(conn, user)?)
}

/// The language the player reads Missive in, chosen by the switch at the foot of a page.
pub fn choose_language(conn: &mut PgConnection, user: i64, lang: Lang) -> Result<(), AccountError> {
    Ok(users::set_language(conn, user, lang)?)
}

/// No more emails for the player (the one-click unsubscription).
pub fn stop_emails(conn: &mut PgConnection, user: i64) -> Result<(), AccountError> {
    Ok(users::set_notify(conn, user, NotifyPreference::None)?)
}
