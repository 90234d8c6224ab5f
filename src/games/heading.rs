//! Where a step sits in a game's history: the chapter it belongs to and what the step is. The
//! history groups steps by chapter; pages and emails show both on one line.

use crate::Phrase;
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Heading {
    /// The part of the game the step belongs to: "Round 2".
    pub chapter: Phrase,
    /// What the step is within it: "Draft, pick 3 of 7"; none when the chapter says it all
    /// ("Game over").
    pub step: Option<Phrase>,
}

impl Heading {
    /// A step of `chapter`.
    pub fn new(chapter: Phrase, step: Phrase) -> Heading {
        Heading {
            chapter,
            step: Some(step),
        }
    }

    /// A chapter that is its own step.
    pub fn whole(chapter: Phrase) -> Heading {
        Heading {
            chapter,
            step: None,
        }
    }

    /// What the step is, or the chapter when that says it all.
    pub fn step_label(&self) -> &Phrase {
        self.step.as_ref().unwrap_or(&self.chapter)
    }

    /// "Round 2 · Draft, pick 3 of 7", or "Game over", in the language tagged `lang`.
    pub fn read(&self, lang: &str) -> String {
        match &self.step {
            Some(step) => format!("{} · {}", self.chapter.read(lang), step.read(lang)),
            None => self.chapter.read(lang),
        }
    }
}

/// In English.
impl fmt::Display for Heading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.read("en"))
    }
}

#[cfg(test)]
mod tests {
    use super::Heading;
    use crate::Phrase;

    #[test]
    fn a_heading_reads_on_one_line_in_each_language() {
        let h = Heading::new(
            Phrase::new("wonderful-round").with("round", 2),
            Phrase::new("wonderful-step-draft")
                .with("pick", 3)
                .with("picks", 7),
        );
        assert_eq!(h.to_string(), "Round 2 · Draft, pick 3 of 7");
        assert_eq!(h.read("es"), "Ronda 2 · Draft, elección 3 de 7");
        assert_eq!(h.step_label().to_string(), "Draft, pick 3 of 7");
        let over = Heading::whole(Phrase::new("wonderful-game-over"));
        assert_eq!(over.to_string(), "Game over");
        assert_eq!(over.step_label().to_string(), "Game over");
    }
}
