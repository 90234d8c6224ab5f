//! The names of a game's cards and factions in the languages Missive speaks, as published: each
//! game keeps them in its `names.json`. A name no source gives is `null` there, and the English
//! name is shown in its place, marked as such; filling it in later is a change of data alone.

use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};

/// One game's names, by the id of the card design, Empire or faction.
#[derive(Debug)]
pub struct Names {
    names: HashMap<String, Entry>,
}

#[derive(Debug, Deserialize)]
struct File {
    names: BTreeMap<String, Entry>,
}

#[derive(Debug, Deserialize)]
struct Entry {
    en: String,
    es: Option<String>,
    cs: Option<String>,
    ja: Option<String>,
}

/// A name as shown to a reader: the published one in their language, or else the English one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shown<'a> {
    pub name: &'a str,
    /// Whether it is the English name, for want of one in the reader's language.
    pub english_for_want: bool,
}

impl Names {
    /// The names of a `names.json`; a file that does not read is a bug of the build, caught by
    /// each game's tests.
    pub fn parse(json: &str) -> Names {
        let file: File = serde_json::from_str(json).expect("a names.json");
        Names {
            names: file.names.into_iter().collect(),
        }
    }

    /// The published name of `id` in the language tagged `lang` ("en", "es", "cs", "ja"), if
    /// a source gives one.
    pub fn published(&self, id: &str, lang: &str) -> Option<&str> {
        let entry = self.names.get(id)?;
        match lang {
            "en" => Some(&entry.en),
            "es" => entry.es.as_deref(),
            "cs" => entry.cs.as_deref(),
            "ja" => entry.ja.as_deref(),
            _ => None,
        }
    }

    /// The name of `id` to show a reader of `lang`, or `None` for an id with no entry.
    pub fn shown(&self, id: &str, lang: &str) -> Option<Shown<'_>> {
        let english = &self.names.get(id)?.en;
        Some(match self.published(id, lang) {
            Some(name) => Shown {
                name,
                english_for_want: false,
            },
            None => Shown {
                name: english,
                english_for_want: true,
            },
        })
    }

    /// Every id named.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.names.keys().map(String::as_str)
    }

    /// Whether these names cover exactly `expected`, each (id, English name) of a game's data,
    /// with no published name empty; else what is wrong.
    pub fn check(&self, expected: &[(String, String)]) -> Result<(), String> {
        let wanted: std::collections::BTreeSet<&str> =
            expected.iter().map(|(id, _)| id.as_str()).collect();
        let named: std::collections::BTreeSet<&str> = self.ids().collect();
        if wanted != named {
            let missing: Vec<_> = wanted.difference(&named).collect();
            let extra: Vec<_> = named.difference(&wanted).collect();
            return Err(format!("names missing {missing:?}, unknown {extra:?}"));
        }
        for (id, english) in expected {
            if self.published(id, "en") != Some(english.as_str()) {
                return Err(format!("{id} is not named {english:?} in English"));
            }
            for lang in ["es", "cs", "ja"] {
                if self
                    .published(id, lang)
                    .is_some_and(|n| n.trim().is_empty())
                {
                    return Err(format!("{id} has an empty name in {lang}"));
                }
            }
        }
        Ok(())
    }

    /// How many ids have a published name in `lang`, of how many.
    pub fn coverage(&self, lang: &str) -> (usize, usize) {
        let known = self
            .ids()
            .filter(|id| self.published(id, lang).is_some())
            .count();
        (known, self.names.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = r#"{"about": "", "names": {
        "quarry": {"kind": "card", "en": "Quarry", "es": "Cantera", "cs": null, "ja": null}
    }}"#;

    #[test]
    fn a_name_no_source_gives_is_the_english_one_marked() {
        let names = Names::parse(SAMPLE);
        assert_eq!(names.published("quarry", "es"), Some("Cantera"));
        assert_eq!(names.published("quarry", "cs"), None);
        assert_eq!(
            names.shown("quarry", "cs"),
            Some(Shown {
                name: "Quarry",
                english_for_want: true
            })
        );
        assert!(!names.shown("quarry", "es").unwrap().english_for_want);
        assert_eq!(names.shown("nothing", "es"), None);
        assert_eq!(names.coverage("es"), (1, 1));
        assert_eq!(names.coverage("ja"), (0, 1));
    }
}
