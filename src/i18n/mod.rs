//! What a person reads, in their language: the languages Missive speaks (`lang`), the message
//! catalogue they are written in (`catalogue`), and `Tr`, one reader's words.
//!
//! Messages are Project Fluent files: `templates/messages/{lang}.ftl` for the site, each keyed by
//! an id and taking named arguments, so a sentence is written whole in each language (with its
//! own plurals and order) rather than assembled from English fragments.

mod catalogue;
mod lang;

pub use catalogue::{Arg, Catalogue, catalogue};
pub use lang::Lang;

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
    pub fn t1(&self, id: &str, name: &str, value: impl Into<Arg>) -> String {
        catalogue().message(self.lang, id, &[(name, value.into())])
    }

    /// The message `id` with two arguments.
    pub fn t2(
        &self,
        id: &str,
        (n1, v1): (&str, impl Into<Arg>),
        (n2, v2): (&str, impl Into<Arg>),
    ) -> String {
        catalogue().message(self.lang, id, &[(n1, v1.into()), (n2, v2.into())])
    }

    /// The other languages, for a switch: each with its code, its own name, and whether it is
    /// this one.
    pub fn languages(&self) -> Vec<(Lang, bool)> {
        Lang::ALL.iter().map(|&l| (l, l == self.lang)).collect()
    }
}

impl Default for Tr {
    fn default() -> Tr {
        Tr::new(Lang::En)
    }
}
