//! Words said where their reader is not known yet (an error raised deep in a request, before
//! the page that shows it): a message of the catalogue with its arguments, read later in the
//! reader's language, or a text as it was given.

use super::{Arg, Lang, ToArg, catalogue};

#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    Message {
        id: &'static str,
        args: Vec<(&'static str, Arg)>,
    },
    /// A text as given: a player's own words, or words the catalogue does not hold yet.
    Text(String),
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
        }
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
