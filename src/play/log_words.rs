//! What a game's log says (a deadline passed or moved, a seat given, a player away), kept as a
//! message of the site's catalogue and its arguments: each reader reads it in their own language
//! and time zone. Its English reading is stored beside it, for entries read before it was kept
//! this way and for whoever reads the table by hand.

use crate::db::models::LogEntry;
use crate::i18n::{Arg, Lang, Tr, catalogue};
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

/// A message of the catalogue with its arguments, by name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LogWords {
    pub id: String,
    #[serde(default)]
    pub args: Vec<(String, LogArg)>,
}

/// An argument: a name or the organizer's own words as given, a count, a time (shown in the
/// reader's zone), a day, other words, or a list of them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LogArg {
    Text(String),
    Number(i64),
    Time(DateTime<Utc>),
    Day(NaiveDate),
    Words(Box<LogWords>),
    List(Vec<LogArg>),
}

impl LogWords {
    pub fn new(id: &str) -> LogWords {
        LogWords {
            id: id.to_owned(),
            args: Vec::new(),
        }
    }

    pub fn with(mut self, name: &str, value: LogArg) -> LogWords {
        self.args.push((name.to_owned(), value));
        self
    }

    pub fn text(self, name: &str, value: &str) -> LogWords {
        self.with(name, LogArg::Text(value.to_owned()))
    }

    pub fn number(self, name: &str, value: impl Into<i64>) -> LogWords {
        self.with(name, LogArg::Number(value.into()))
    }

    /// In `lang`, times in the time zone named `zone`.
    pub fn read(&self, lang: Lang, zone: &str) -> String {
        let args: Vec<(&str, Arg)> = self
            .args
            .iter()
            .map(|(name, value)| (name.as_str(), value.read(lang, zone)))
            .collect();
        catalogue().message(lang, &self.id, &args)
    }

    /// In English, as the log's `text` keeps it.
    pub fn english(&self) -> String {
        self.read(Lang::En, "UTC")
    }

    /// As stored in the log.
    pub fn stored(&self) -> serde_json::Value {
        serde_json::to_value(self).expect("words serialize")
    }
}

impl LogArg {
    fn read(&self, lang: Lang, zone: &str) -> Arg {
        match self {
            LogArg::Number(n) => Arg::Number(*n),
            LogArg::Text(text) => Arg::Text(text.clone()),
            LogArg::Time(at) => Arg::Text(crate::local_time::show_in(zone, lang, *at)),
            LogArg::Day(day) => Arg::Text(crate::local_time::date(*day, lang)),
            LogArg::Words(words) => Arg::Text(words.read(lang, zone)),
            LogArg::List(items) => {
                let items: Vec<String> = items
                    .iter()
                    .map(|item| match item.read(lang, zone) {
                        Arg::Text(text) => text,
                        Arg::Number(n) => n.to_string(),
                    })
                    .collect();
                Arg::Text(Tr::new(lang).list(&items))
            }
        }
    }
}

/// What `entry` says to a reader of `tr`, times in the zone named `zone`: its words if it keeps
/// them, else its English text as stored.
pub fn read(entry: &LogEntry, tr: &Tr, zone: &str) -> String {
    entry
        .words
        .as_ref()
        .and_then(|w| serde_json::from_value::<LogWords>(w.clone()).ok())
        .map_or_else(|| entry.text.clone(), |w| w.read(tr.lang, zone))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_reads_in_each_language_and_time_zone() {
        let at: DateTime<Utc> = "2026-12-03T17:00:00Z".parse().unwrap();
        let words = LogWords::new("log-deadline-extended")
            .text("organizer", "Ann")
            .number("hours", 2)
            .with("deadline", LogArg::Time(at))
            .text("reason", "a trip");
        assert_eq!(
            words.read(Lang::En, "Europe/Paris"),
            "Ann extended the deadline by 2 hours, to Thu  3 Dec 2026, 18:00 (Europe/Paris): a trip"
        );
        let es = words.read(Lang::Es, "UTC");
        assert!(es.starts_with("Ann ha ampliado el plazo 2 horas"), "{es}");
        assert!(es.contains("17:00 (UTC)"), "{es}");
        let stored: LogWords = serde_json::from_value(words.stored()).unwrap();
        assert_eq!(stored, words);
    }

    #[test]
    fn a_list_of_words_reads_as_a_list() {
        let words = LogWords::new("log-deadline-passed").with(
            "names",
            LogArg::List(vec![
                LogArg::Text("Ann".into()),
                LogArg::Words(Box::new(LogWords::new("log-by-orders").text("name", "Bob"))),
            ]),
        );
        assert_eq!(
            words.read(Lang::En, "UTC"),
            "The deadline passed: decided at the deadline for Ann and Bob (by their standing orders)."
        );
        assert!(words.read(Lang::Cs, "UTC").contains("Ann a Bob"));
    }
}
