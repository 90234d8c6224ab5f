//! Reply commands: the few words a player may answer an email with instead of opening the
//! page ("pick Zeppelin", "build Quarry on Ruins", "pass"). Each game reads its own
//! (`Playable::read_command`) and lists the ones a prompt takes (`Playable::commands`), with the
//! names it accepts numbered as the email numbers them, in the reader's language. This file holds
//! what the games share: how a command is listed and how text is compared (without case, accents
//! or punctuation); `Lexicon` reads words and names in the writer's language and English.

mod lexicon;

pub use lexicon::{AND, Lexicon, OK, Term, written_without_spaces};
use unicode_normalization::UnicodeNormalization;

/// One command a prompt takes, as an email lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Command {
    /// How it is written: "pick <card>", "build <card> [on <Location or Foundation>]".
    pub usage: String,
    /// What it does, in a few words: "take that card of the row".
    pub does: String,
    /// The names it takes, numbered from 1 in the email; a reply may give the number instead.
    pub choices: Vec<Choice>,
}

impl Command {
    pub fn new(usage: impl Into<String>, does: impl Into<String>) -> Command {
        Command {
            usage: usage.into(),
            does: does.into(),
            choices: Vec::new(),
        }
    }

    pub fn with_choices(mut self, choices: Vec<Choice>) -> Command {
        self.choices = choices;
        self
    }
}

/// A name a command takes, and what the email says beside it ("1 wood, 1 stone").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub name: String,
    pub detail: String,
}

impl Choice {
    pub fn new(name: impl Into<String>, detail: impl Into<String>) -> Choice {
        Choice {
            name: name.into(),
            detail: detail.into(),
        }
    }

    pub fn named(name: impl Into<String>) -> Choice {
        Choice::new(name, "")
    }
}

/// What a reply's command line says, as a game reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reading<D> {
    /// It does not start with one of the game's command words: it is talk.
    NotACommand,
    /// The decision it makes; the rules still check it as any other.
    Decision(D),
    /// It starts like one of the game's commands but cannot be read: why, in words.
    Unreadable(String),
}

/// `text` as names are compared: lower case, without accents, punctuation as spaces, spaces
/// collapsed. "Pick: Casino City." → "pick casino city"; an apostrophe joins ("Bob's" → "bobs").
pub fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.nfd() {
        if unicode_normalization::char::is_combining_mark(c) || c == '\'' || c == '’' {
            continue;
        }
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if !out.ends_with(' ') {
            out.push(' ');
        }
    }
    out.trim().to_string()
}

/// The first word of a clause, as written: what a reason quotes when it is no command word
/// ("hello" of "hello there"). `None` when the clause starts with no word at all.
pub fn first_word(clause: &str) -> Option<&str> {
    let clause = clause.trim_start();
    let end = clause
        .find(|c: char| !c.is_alphanumeric())
        .unwrap_or(clause.len());
    (end > 0).then(|| &clause[..end])
}

/// The clauses of a line, as ";" separates them ("build Quarry; defense Farm"), trimmed,
/// without those that say nothing.
pub fn clauses(line: &str) -> impl Iterator<Item = &str> {
    line.split(';')
        .map(str::trim)
        .filter(|c| !plain(c).is_empty())
}

/// An item with a count before it, as in "2 wood", "2x wood", "2 × wood" or "wood x2": the
/// count and the rest. A number alone is not a count: it names a choice.
pub fn counted(item: &str) -> (u32, &str) {
    let item = item.trim();
    let digits = item
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(item.len());
    if digits > 0 && digits < item.len() {
        let rest = item[digits..].trim_start();
        let rest = rest
            .strip_prefix(['x', 'X', '×', '*'])
            .filter(|r| r.starts_with(' ') || r.is_empty())
            .unwrap_or(rest)
            .trim_start();
        if !rest.is_empty()
            && let Ok(n) = item[..digits].parse()
        {
            return (n, rest);
        }
    }
    for times in [" x", " X", " ×", " *"] {
        if let Some((name, n)) = item.rsplit_once(times)
            && let Ok(n) = n.trim().parse()
        {
            return (n, name.trim());
        }
    }
    (1, item)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_drops_case_accents_and_punctuation() {
        assert_eq!(plain("Pick: Casino City."), "pick casino city");
        assert_eq!(plain("  Mañana, Élan!  "), "manana elan");
        assert_eq!(plain("Pharaoh's Guard"), "pharaohs guard");
        assert_eq!(plain("Ok 👍"), "ok");
        assert_eq!(plain("Dům"), "dum");
    }

    #[test]
    fn counts_come_before_or_after_an_item() {
        assert_eq!(counted("2 wood"), (2, "wood"));
        assert_eq!(counted("2x wood"), (2, "wood"));
        assert_eq!(counted("3 × Zeppelin"), (3, "Zeppelin"));
        assert_eq!(counted("wood x2"), (2, "wood"));
        assert_eq!(counted("3"), (1, "3"), "a number alone names a choice");
        assert_eq!(counted("Zeppelin"), (1, "Zeppelin"));
    }
}
