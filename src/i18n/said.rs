//! Words said where their reader is not known yet (an error raised deep in a request, before
//! the page that shows it): a message of the catalogue with its arguments, read later in the
//! reader's language, or a text as it was given.

use super::{Arg, Lang, ToArg, catalogue};
use crate::games::Phrase;
use std::fmt;

#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    Message {
        id: &'static str,
        args: Vec<(&'static str, Arg)>,
    },
    /// A text as given: a player's own words, or an organizer's.
    Text(String),
    /// A game's words, from its own catalogue: a refusal of its rules.
    Game(Phrase),
}

impl Said {
    /// The message `id`.
    pub fn msg(id: &'static str) -> Said {
        Said::Message {
            id,
            args: Vec::new(),
        }
    }

    /// With one more argument.
    pub fn with(mut self, name: &'static str, value: impl ToArg) -> Said {
        if let Said::Message { args, .. } = &mut self {
            args.push((name, value.to_arg()));
        }
        self
    }

    /// In `lang`.
    pub fn read(&self, lang: Lang) -> String {
        match self {
            Said::Message { id, args } => catalogue().message(lang, id, args),
            Said::Text(text) => text.clone(),
            Said::Game(phrase) => phrase.read(lang.code()),
        }
    }

    /// In `lang`, as a sentence: capital first letter, full stop.
    pub fn sentence(&self, lang: Lang) -> String {
        crate::words::sentence_in(&self.read(lang), lang.code())
    }
}

/// In English: logs, and the errors of jobs.
impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.read(Lang::En))
    }
}

impl From<&str> for Said {
    fn from(text: &str) -> Said {
        Said::Text(text.to_owned())
    }
}

impl From<String> for Said {
    fn from(text: String) -> Said {
        Said::Text(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_read_in_the_language_asked_and_a_text_as_given() {
        let said = Said::msg("error-status").with("status", 404);
        assert_eq!(said.read(Lang::En), "Error 404");
        assert_eq!(said.read(Lang::Es), "Error 404");
        assert_eq!(said.read(Lang::Ja), "エラー 404");
        assert_eq!(Said::from("as given").read(Lang::Cs), "as given");
    }
}
