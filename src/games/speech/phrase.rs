//! A phrase and its words.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A message of the games' catalogue and its arguments. Stored with a finished game's history
/// (its headings), so its form is plain data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Phrase {
    pub id: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(String, Word)>,
}

/// An argument of a phrase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Word {
    /// Shown as given: a player's name.
    Text(String),
    /// A count, which also chooses a plural form.
    Number(i64),
    /// A card, Empire or faction of a game, by its id in that game's `names.json`: shown by its
    /// published name in the reader's language.
    Card { game: String, id: String },
    /// Words of the catalogue: a resource, a phase, a clause.
    Phrase(Box<Phrase>),
    /// Several words as a list: "Ana, Bob and Cy".
    List(Vec<Word>),
}

impl Phrase {
    /// The message `id`.
    pub fn new(id: &str) -> Phrase {
        Phrase {
            id: id.to_owned(),
            args: Vec::new(),
        }
    }

    /// Words as given, the same in every language.
    pub fn verbatim(text: impl Into<String>) -> Phrase {
        Phrase::new("games-verbatim").with("text", Word::Text(text.into()))
    }

    /// With one more argument.
    pub fn with(mut self, name: &str, value: impl Into<Word>) -> Phrase {
        self.args.push((name.to_owned(), value.into()));
        self
    }

    /// In the language tagged `lang` ("en", "es", "cs", "ja").
    pub fn read(&self, lang: &str) -> String {
        super::catalogue().read(lang, self)
    }

    /// The attribute `name` of its message in `lang` (as `.also = …`), if it has one.
    pub fn attribute(&self, lang: &str, name: &str) -> Option<String> {
        super::catalogue().attribute(lang, &self.id, name)
    }
}

/// In English: logs, tests and the reasons of errors nobody reads in a page.
impl fmt::Display for Phrase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.read("en"))
    }
}

impl Word {
    /// A card (or Empire, or faction) of `game`.
    pub fn card(game: &str, id: &str) -> Word {
        Word::Card {
            game: game.to_owned(),
            id: id.to_owned(),
        }
    }

    /// In the language tagged `lang`.
    pub fn read(&self, lang: &str) -> String {
        super::catalogue().word(lang, self)
    }

    /// A list of words.
    pub fn list<T: Into<Word>>(items: impl IntoIterator<Item = T>) -> Word {
        Word::List(items.into_iter().map(Into::into).collect())
    }
}

impl From<Phrase> for Word {
    fn from(phrase: Phrase) -> Word {
        Word::Phrase(Box::new(phrase))
    }
}

impl From<&str> for Word {
    fn from(text: &str) -> Word {
        Word::Text(text.to_owned())
    }
}

impl From<String> for Word {
    fn from(text: String) -> Word {
        Word::Text(text)
    }
}

impl From<&String> for Word {
    fn from(text: &String) -> Word {
        Word::Text(text.clone())
    }
}

macro_rules! number_words {
    ($($t:ty),*) => {$(
        impl From<$t> for Word {
            fn from(n: $t) -> Word {
                Word::Number(n as i64)
            }
        }
    )*};
}
number_words!(i8, i16, i32, i64, u8, u16, u32, u64, usize);
