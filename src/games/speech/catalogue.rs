//! A message catalogue: Fluent messages by language, parsed once. The games' catalogue holds
//! every registered game's messages and those they share; the site keeps one of its own.

use super::arguments;
use super::{Phrase, Word};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

// `LANGUAGES` (every language the games speak, English first, as the files of messages/ name
// them) and `SHARED` (what every game shares: how a list reads), written by build.rs.
include!(concat!(env!("OUT_DIR"), "/languages.rs"));

pub struct Catalogue {
    /// A bundle per language of the sources, English first.
    bundles: Vec<(&'static str, FluentBundle<FluentResource>)>,
    sources: Vec<(&'static str, &'static str)>,
}

static GAMES: LazyLock<Catalogue> = LazyLock::new(|| {
    let mut sources = SHARED.to_vec();
    for game in crate::registry::all() {
        sources.extend_from_slice(game.messages);
    }
    Catalogue::load(sources)
});

/// The games' catalogue, parsed on first use.
pub fn catalogue() -> &'static Catalogue {
    &GAMES
}

impl Catalogue {
    /// The messages of `sources`, each a language's tag and a Fluent file. An id defined twice
    /// in one language, or a file that does not parse, is a bug of the build: it panics, and
    /// every test that reads a message finds it.
    pub fn load(sources: Vec<(&'static str, &'static str)>) -> Catalogue {
        let mut langs: Vec<&'static str> = Vec::new();
        for (lang, _) in &sources {
            if !langs.contains(lang) {
                langs.push(lang);
            }
        }
        langs.sort_by_key(|l| (*l != "en", *l));
        let bundles = langs
            .into_iter()
            .map(|lang| {
                let tag = lang.parse().expect("a language tag");
                let mut bundle = FluentBundle::new_concurrent(vec![tag]);
                // No Unicode isolation marks around arguments: every language here runs left
                // to right, and the marks would show in plain-text emails.
                bundle.set_use_isolating(false);
                for (_, source) in sources.iter().filter(|(l, _)| *l == lang) {
                    let resource = FluentResource::try_new((*source).to_owned())
                        .unwrap_or_else(|(_, errors)| panic!("messages of {lang}: {errors:?}"));
                    bundle
                        .add_resource(resource)
                        .unwrap_or_else(|errors| panic!("messages of {lang}: {errors:?}"));
                }
                (lang, bundle)
            })
            .collect();
        Catalogue { bundles, sources }
    }

    /// Its languages, English first.
    pub fn languages(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.bundles.iter().map(|(lang, _)| *lang)
    }

    fn bundle(&self, lang: &str) -> &FluentBundle<FluentResource> {
        self.bundles
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, b)| b)
            .unwrap_or(&self.bundles[0].1)
    }

    /// The message `id` in `lang` with `args`; the English one if `lang` lacks it, and the id
    /// itself if no language has it.
    pub fn message(&self, lang: &str, id: &str, args: FluentArgs<'_>) -> String {
        let (bundle, message) = match self.bundle(lang).get_message(id) {
            Some(m) => (self.bundle(lang), m),
            None => match self.bundle("en").get_message(id) {
                Some(m) => (self.bundle("en"), m),
                None => return id.to_owned(),
            },
        };
        let Some(pattern) = message.value() else {
            return id.to_owned();
        };
        let mut errors = Vec::new();
        bundle
            .format_pattern(pattern, Some(&args), &mut errors)
            .into_owned()
    }

    /// The attribute `attribute` of the message `id` in `lang` (`.also = …`), if it has one:
    /// more ways to write a word, beside the message's own.
    pub fn attribute(&self, lang: &str, id: &str, attribute: &str) -> Option<String> {
        let bundle = self.bundle(lang);
        let pattern = bundle.get_message(id)?.get_attribute(attribute)?.value();
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, None, &mut errors)
                .into_owned(),
        )
    }

    /// `phrase` in `lang`, its words read in `lang` too.
    pub fn read(&self, lang: &str, phrase: &Phrase) -> String {
        let mut args = FluentArgs::new();
        for (name, word) in &phrase.args {
            let value = match word {
                Word::Number(n) => FluentValue::from(*n),
                other => FluentValue::from(self.word(lang, other)),
            };
            args.set(name.clone(), value);
        }
        self.message(lang, &phrase.id, args)
    }

    /// One word in `lang`.
    pub fn word(&self, lang: &str, word: &Word) -> String {
        match word {
            Word::Text(text) => text.clone(),
            Word::Number(n) => n.to_string(),
            Word::Card { game, id } => crate::registry::names(game)
                .and_then(|names| names.shown(id, lang))
                .map_or_else(|| id.clone(), |shown| shown.name.to_owned()),
            Word::Phrase(phrase) => self.read(lang, phrase),
            Word::List(items) => {
                let items: Vec<String> = items.iter().map(|w| self.word(lang, w)).collect();
                self.list(lang, &items)
            }
        }
    }

    /// `items` as a list in words: "Ana, Bob and Cy", "Ana, Bob y Cy", "Ana、Bob、Cy".
    pub fn list(&self, lang: &str, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => {
                let comma = self.message(lang, "list-comma", FluentArgs::new());
                let mut args = FluentArgs::new();
                args.set("rest", rest.join(&comma));
                args.set("last", last.clone());
                self.message(lang, "list-and", args)
            }
        }
    }

    /// Every message id of `lang`, with the arguments it names.
    pub fn ids(&self, lang: &str) -> BTreeMap<String, BTreeSet<String>> {
        arguments::of(self.sources_of(lang), false)
    }

    /// Every message id of `lang`, with the arguments it only chooses a plural form by, never
    /// shows: a language without plurals (Japanese) may leave them out.
    pub fn plural_only(&self, lang: &str) -> BTreeMap<String, BTreeSet<String>> {
        let shown = arguments::of(self.sources_of(lang), true);
        self.ids(lang)
            .into_iter()
            .map(|(id, all)| {
                let only: BTreeSet<String> = all.difference(&shown[&id]).cloned().collect();
                (id, only)
            })
            .collect()
    }

    /// How each language departs from English: a message missing or extra, or other arguments
    /// than English takes, but for a count that only chooses an English plural, which a
    /// language without plurals (Japanese) need not show. Empty when every language agrees.
    pub fn disagreements(&self) -> Vec<String> {
        let english = self.ids("en");
        let plural_only = self.plural_only("en");
        let mut out = Vec::new();
        for lang in self.languages() {
            let ids = self.ids(lang);
            for id in english.keys().filter(|id| !ids.contains_key(*id)) {
                out.push(format!("{lang} lacks {id}"));
            }
            for id in ids.keys().filter(|id| !english.contains_key(*id)) {
                out.push(format!("{lang} has {id}, which English lacks"));
            }
            for (id, args) in english.iter().filter(|(id, _)| ids.contains_key(*id)) {
                let theirs = &ids[id];
                if !theirs.is_subset(args) {
                    out.push(format!(
                        "{id} in {lang} takes arguments English does not: {theirs:?}"
                    ));
                }
                let left_out: BTreeSet<&String> = args.difference(theirs).collect();
                if !left_out.iter().all(|a| plural_only[id].contains(*a)) {
                    out.push(format!("{id} in {lang} leaves out {left_out:?}"));
                }
            }
        }
        out
    }

    fn sources_of<'a>(&'a self, lang: &'a str) -> impl Iterator<Item = &'static str> + 'a {
        self.sources
            .iter()
            .filter(move |(l, _)| *l == lang)
            .map(|(_, source)| *source)
    }
}
