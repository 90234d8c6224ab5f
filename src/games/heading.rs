//! Where a step sits in a game's history: the chapter it belongs to and what the step is. The
//! history groups steps by chapter; pages and emails show both on one line.

use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Heading {
    /// The part of the game the step belongs to: "Round 2".
    pub chapter: String,
    /// What the step is within it: "Draft, pick 3 of 7"; none when the chapter says it all
    /// ("Game over").
    pub step: Option<String>,
}

impl Heading {
    /// A step of `chapter`.
    pub fn new(chapter: impl Into<String>, step: impl Into<String>) -> Heading {
        Heading {
            chapter: chapter.into(),
            step: Some(step.into()),
        }
    }

    /// A chapter that is its own step.
    pub fn whole(chapter: impl Into<String>) -> Heading {
        Heading {
            chapter: chapter.into(),
            step: None,
        }
    }

    /// What the step is, or the chapter when that says it all.
    pub fn step_label(&self) -> &str {
        self.step.as_deref().unwrap_or(&self.chapter)
    }
}

/// "Round 2 · Draft, pick 3 of 7", or "Game over".
impl fmt::Display for Heading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.step {
            Some(step) => write!(f, "{} · {step}", self.chapter),
            None => f.write_str(&self.chapter),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Heading;

    #[test]
    fn a_heading_reads_on_one_line() {
        let h = Heading::new("Round 2", "Draft, pick 3 of 7");
        assert_eq!(h.to_string(), "Round 2 · Draft, pick 3 of 7");
        assert_eq!(h.step_label(), "Draft, pick 3 of 7");
        let over = Heading::whole("Game over");
        assert_eq!(over.to_string(), "Game over");
        assert_eq!(over.step_label(), "Game over");
    }
}
