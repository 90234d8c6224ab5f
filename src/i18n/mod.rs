//! What a person reads, in their language: the languages Missive speaks (`lang`), the message
//! catalogue they are written in (`catalogue`), and `Tr`, one reader's words.
//!
//! Messages are Project Fluent files: `templates/messages/{lang}/{area}.ftl` for the site, and
//! each game's own in its folder (`games::speech`), each keyed by an id and taking named
//! arguments, so a sentence is written whole in each language (with its own plurals and order)
//! rather than assembled from English fragments.

mod catalogue;
mod lang;
mod said;

pub use catalogue::{Arg, Catalogue, ToArg, catalogue};
pub use lang::Lang;
pub use said::Said;

use crate::games::{Heading, Phrase, Word, speech};

/// One reader's words: their language, and the address of the page being drawn, where a switch
/// of language comes back to (empty for an email).
#[derive(Clone, Debug)]
pub struct Tr {
    pub lang: Lang,
    pub here: String,
}

impl Tr {
    pub fn new(lang: Lang) -> Tr {
        Tr {
            lang,
            here: String::new(),
        }
    }

    /// The message `id`.
    pub fn t(&self, id: &str) -> String {
        catalogue().message(self.lang, id, &[])
    }

    /// The message `id` with one argument.
    pub fn t1(&self, id: &str, name: &str, value: impl ToArg) -> String {
        catalogue().message(self.lang, id, &[(name, value.to_arg())])
    }

    /// The message `id` with two arguments.
    pub fn t2(&self, id: &str, n1: &str, v1: impl ToArg, n2: &str, v2: impl ToArg) -> String {
        catalogue().message(self.lang, id, &[(n1, v1.to_arg()), (n2, v2.to_arg())])
    }

    /// The message `id` with three arguments.
    pub fn t3(
        &self,
        id: &str,
        (n1, v1): (&str, impl ToArg),
        (n2, v2): (&str, impl ToArg),
        (n3, v3): (&str, impl ToArg),
    ) -> String {
        let args = [(n1, v1.to_arg()), (n2, v2.to_arg()), (n3, v3.to_arg())];
        catalogue().message(self.lang, id, &args)
    }

    /// A game's phrase (a prompt, a history line, a heading's part) in the reader's language.
    pub fn say(&self, phrase: &Phrase) -> String {
        phrase.read(self.lang.code())
    }

    /// A game's own message `id`: the words of its pages, kept in its catalogue.
    pub fn g(&self, id: &str) -> String {
        self.say(&Phrase::new(id))
    }

    /// A game's own message `id` with one argument.
    pub fn g1(&self, id: &str, name: &str, value: impl ToArg) -> String {
        self.say(&Phrase::new(id).with(name, word_of(value)))
    }

    /// A game's own message `id` with two arguments.
    pub fn g2(&self, id: &str, n1: &str, v1: impl ToArg, n2: &str, v2: impl ToArg) -> String {
        self.say(&Phrase::new(id).with(n1, word_of(v1)).with(n2, word_of(v2)))
    }

    /// A game's own message `id` with three arguments.
    pub fn g3(
        &self,
        id: &str,
        (n1, v1): (&str, impl ToArg),
        (n2, v2): (&str, impl ToArg),
        (n3, v3): (&str, impl ToArg),
    ) -> String {
        self.say(
            &Phrase::new(id)
                .with(n1, word_of(v1))
                .with(n2, word_of(v2))
                .with(n3, word_of(v3)),
        )
    }

    /// A game's word (a card by its published name, a resource) in the reader's language.
    pub fn word(&self, word: &Word) -> String {
        speech::catalogue().word(self.lang.code(), word)
    }

    /// Where a game stands, in one line: "Round 2 · Planning".
    pub fn heading(&self, heading: &Heading) -> String {
        heading.read(self.lang.code())
    }

    /// A number as the reader writes it, its decimals after a point ("25.3") or a comma ("25,3"
    /// in Spanish and Czech).
    pub fn decimal(&self, number: impl std::fmt::Display) -> String {
        number.to_string().replace('.', &self.t("language-decimal"))
    }

    /// `items` as a list in words: "Ana, Bob and Cy", "Ana, Bob y Cy", "Ana、Bob、Cy".
    pub fn list(&self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => self.t2(
                "list-and",
                "rest",
                rest.join(&self.t("list-comma")),
                "last",
                last,
            ),
        }
    }

    /// Every language, for a switch: each with whether it is this one.
    pub fn languages(&self) -> Vec<(Lang, bool)> {
        Lang::all().map(|l| (l, l == self.lang)).collect()
    }
}

/// An argument of the site's as a game's word.
fn word_of(value: impl ToArg) -> Word {
    match value.to_arg() {
        Arg::Text(text) => Word::Text(text),
        Arg::Number(n) => Word::Number(n),
    }
}

impl Default for Tr {
    fn default() -> Tr {
        Tr::new(Lang::En)
    }
}
