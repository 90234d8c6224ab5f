//! The site's message catalogue: every language's Fluent messages, parsed once.

use super::Lang;
use crate::games::speech;
use fluent_bundle::{FluentArgs, FluentValue};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

/// An argument of a message: a name or a text, or a number (which chooses plurals).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(i64),
}

/// What can be a message's argument: texts and numbers, and references to them (templates pass
/// their values by reference).
pub trait ToArg {
    fn to_arg(&self) -> Arg;
}

impl ToArg for str {
    fn to_arg(&self) -> Arg {
        Arg::Text(self.to_owned())
    }
}

impl ToArg for String {
    fn to_arg(&self) -> Arg {
        Arg::Text(self.clone())
    }
}

impl<T: ToArg + ?Sized> ToArg for &T {
    fn to_arg(&self) -> Arg {
        (**self).to_arg()
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl ToArg for $t {
            fn to_arg(&self) -> Arg {
                Arg::Number(*self as i64)
            }
        }
    )*};
}
number_args!(i16, i32, i64, u8, u16, u32, usize);

/// The site's catalogue: the games' own messages are theirs (`games::speech`).
pub struct Catalogue {
    messages: speech::Catalogue,
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| Catalogue {
    // One Fluent file per area and language, in `templates/messages/<lang>/`. An id is defined
    // once across the areas of a language (a second definition fails to load).
    messages: speech::Catalogue::load(
        Lang::sources()
            .map(|(lang, source)| (lang.code(), source))
            .collect(),
    ),
});

/// The catalogue, parsed on first use.
pub fn catalogue() -> &'static Catalogue {
    &CATALOGUE
}

impl Catalogue {
    /// The message `id` in `lang` with `args`; the English one if `lang` lacks it (a test holds
    /// that none does), and the id itself if no language has it.
    pub fn message(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            let value = match value {
                Arg::Text(s) => FluentValue::from(s.clone()),
                Arg::Number(n) => FluentValue::from(*n),
            };
            fluent_args.set(name.to_string(), value);
        }
        self.messages.message(lang.code(), id, fluent_args)
    }

    /// Every message id of `lang`, with the arguments it names.
    pub fn ids(&self, lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
        self.messages.ids(lang.code())
    }

    /// How each language departs from English (`speech::Catalogue::disagreements`).
    pub fn disagreements(&self) -> Vec<String> {
        self.messages.disagreements()
    }

    /// Every message id of `lang`, with the arguments it only chooses a plural form by, never
    /// shows: a language without plurals (Japanese) may leave them out.
    pub fn plural_only(&self, lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
        self.messages.plural_only(lang.code())
    }
}
