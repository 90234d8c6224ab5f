//! The languages Missive speaks, and choosing one from what a browser asks for.

use std::fmt;

/// A language Missive speaks: one with a folder of messages in templates/messages (and the
/// games' in theirs). Nothing else names a language: a new one is its files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lang(&'static str);

// `CODES` and `SOURCES`: the folders of templates/messages and their files, by src/build.rs.
include!(concat!(env!("OUT_DIR"), "/languages.rs"));

#[allow(non_upper_case_globals)]
impl Lang {
    /// English: what every other language is held to, and what logs and operators read.
    pub const En: Lang = Lang("en");
    /// The languages tests and examples name.
    pub const Es: Lang = Lang("es");
    pub const Cs: Lang = Lang("cs");
    pub const Ja: Lang = Lang("ja");

    /// Every language, English first.
    pub fn all() -> impl Iterator<Item = Lang> {
        CODES.iter().map(|code| Lang(code))
    }

    /// Its BCP 47 tag, as `<html lang>`, `Content-Language` and the database hold it.
    pub fn code(self) -> &'static str {
        self.0
    }

    /// Its name in itself, as a language switch shows it.
    pub fn own_name(self) -> String {
        super::Tr::new(self).t("language-name")
    }

    /// Each Fluent file of the site's messages, by language.
    pub fn sources() -> impl Iterator<Item = (Lang, &'static str)> {
        SOURCES.iter().map(|(code, source)| (Lang(code), *source))
    }

    /// The language of a tag: "es", "es-MX" and "ES" are Spanish; `None` for one Missive does
    /// not speak.
    pub fn of_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::all().find(|l| l.code() == primary)
    }

    /// The language an `Accept-Language` header prefers among those Missive speaks: the one of
    /// highest weight, the first listed among equals; `None` when it names none of them.
    pub fn negotiate(accept_language: &str) -> Option<Lang> {
        let mut best: Option<(Lang, u16)> = None;
        for item in accept_language.split(',').take(32) {
            let mut parts = item.split(';');
            let Some(lang) = parts.next().and_then(Lang::of_tag) else {
                continue;
            };
            let weight = parts
                .filter_map(|p| p.trim().strip_prefix("q="))
                .filter_map(|q| q.trim().parse::<f32>().ok())
                .next()
                .unwrap_or(1.0);
            // Weights have at most three decimals (RFC 9110 §12.4.2).
            let weight = (weight.clamp(0.0, 1.0) * 1000.0).round() as u16;
            if weight > 0 && best.is_none_or(|(_, w)| weight > w) {
                best = Some((lang, weight));
            }
        }
        best.map(|(lang, _)| lang)
    }
}

impl Default for Lang {
    fn default() -> Lang {
        Lang::En
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_browser_gets_the_language_it_weighs_highest() {
        assert_eq!(Lang::negotiate("es-ES,es;q=0.9,en;q=0.8"), Some(Lang::Es));
        assert_eq!(Lang::negotiate("de-DE, cs;q=0.5, ja;q=0.7"), Some(Lang::Ja));
        assert_eq!(Lang::negotiate("fr, de"), None);
        assert_eq!(Lang::negotiate(""), None);
        assert_eq!(Lang::negotiate("ja;q=0, cs"), Some(Lang::Cs));
        assert_eq!(Lang::negotiate("*"), None);
        assert_eq!(Lang::negotiate("en;q=0.5, es;q=0.5"), Some(Lang::En));
    }

    #[test]
    fn tags_read_whatever_their_case_and_region() {
        assert_eq!(Lang::of_tag("ES-mx"), Some(Lang::Es));
        assert_eq!(Lang::of_tag("cs_CZ"), Some(Lang::Cs));
        assert_eq!(Lang::of_tag("eng"), None);
    }

    #[test]
    fn the_languages_are_the_folders_of_messages_english_first() {
        let all: Vec<&str> = Lang::all().map(Lang::code).collect();
        assert_eq!(all[0], "en");
        for lang in ["es", "cs", "ja"] {
            assert!(all.contains(&lang), "{all:?}");
        }
        assert_eq!(Lang::Ja.own_name(), "日本語");
    }
}
