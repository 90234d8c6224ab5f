//! Reply commands: the few words a player may answer an email with instead of opening the
//! page ("pick Zeppelin", "build Quarry on Ruins", "pass"). Each game reads its own
//! (`Playable::read_command`) and lists the ones a prompt takes (`Playable::commands`), with the
//! names it accepts numbered as the email numbers them. This file holds what the games share:
//! how a command is listed, and how a name or a number is matched, without case, accents or
//! punctuation, whole or by a unique start.

mod lexicon;

pub use lexicon::{AND, Lexicon, OK, Term};
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

/// The command word of a line and the rest of it: "Pick: Casino City." → ("pick", "Casino
/// City."). `None` for an empty line.
pub fn verb(line: &str) -> Option<(String, &str)> {
    let line = line.trim_start();
    let end = line
        .find(|c: char| !c.is_alphanumeric())
        .unwrap_or(line.len());
    if end == 0 {
        return None;
    }
    let rest = line[end..].trim_start_matches(|c: char| c == ':' || c.is_whitespace());
    Some((plain(&line[..end]), rest))
}

/// The command word `line` starts with, if it is one of a game's `words`: else the line is no
/// command at all.
pub fn command_word(line: &str, words: &[&str]) -> Option<String> {
    verb(line)
        .map(|(word, _)| word)
        .filter(|word| words.contains(&word.as_str()))
}

/// The clauses of a line, as ";" separates them ("build Quarry; defense Farm"), trimmed,
/// without those that say nothing.
pub fn clauses(line: &str) -> impl Iterator<Item = &str> {
    line.split(';')
        .map(str::trim)
        .filter(|c| !plain(c).is_empty())
}

/// Which of `names` `wanted` names: its number from 1, its whole name, or the start of exactly
/// one name ("casino c" for "Casino City"). The error says why in words.
pub fn find(wanted: &str, names: &[String], what: &str) -> Result<usize, String> {
    let plain_wanted = plain(wanted);
    if plain_wanted.is_empty() {
        return Err(format!("Name the {what}."));
    }
    if let Ok(n) = plain_wanted.parse::<usize>() {
        return match n {
            1.. if n <= names.len() => Ok(n - 1),
            _ => Err(format!(
                "There is no {what} number {n}: {}.",
                numbered(names)
            )),
        };
    }
    let plains: Vec<String> = names.iter().map(|n| plain(n)).collect();
    if let Some(i) = plains.iter().position(|p| *p == plain_wanted) {
        return Ok(i);
    }
    let starting: Vec<usize> = (0..names.len())
        .filter(|&i| plains[i].starts_with(&plain_wanted))
        .collect();
    // Copies of one card (a hand may hold two) are one name: any of them will do.
    let one_name = starting.windows(2).all(|w| plains[w[0]] == plains[w[1]]);
    match starting[..] {
        [first, ..] if one_name => Ok(first),
        [] => Err(format!(
            "\"{}\" is not one of the {what}s you can name now: {}.",
            wanted.trim(),
            numbered(names)
        )),
        _ => Err(format!(
            "\"{}\" could be {}: write more of the name, or its number.",
            wanted.trim(),
            or_list(&distinct(starting.iter().map(|&i| &names[i])))
        )),
    }
}

/// Each name once, in the order first met.
fn distinct<'a>(names: impl Iterator<Item = &'a String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for name in names {
        if !out.contains(name) {
            out.push(name.clone());
        }
    }
    out
}

/// The names with their numbers, as the email lists them: "1 Zeppelin, 2 Zoo".
pub fn numbered(names: &[String]) -> String {
    names
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{} {n}", i + 1))
        .collect::<Vec<_>>()
        .join(", ")
}

fn or_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// The items of a list as a player writes one: "Zeppelin, Zoo and 3" → ["Zeppelin", "Zoo",
/// "3"]. Empty items are dropped.
pub fn items(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for part in text.split([',', '+', '&', '/']) {
        let mut rest = part;
        while let Some(at) = find_word(rest, "and") {
            out.push(rest[..at].trim());
            rest = &rest[at + 3..];
        }
        out.push(rest.trim());
    }
    out.retain(|s| !s.is_empty());
    out
}

/// Where the word `word` (lower-case ASCII) stands alone in `text`, not inside another word,
/// ignoring case.
pub fn find_word(text: &str, word: &str) -> Option<usize> {
    // ASCII lower case keeps every byte where it was, so offsets hold for `text`.
    let lower = text.to_ascii_lowercase();
    let mut from = 0;
    while let Some(at) = lower[from..].find(word) {
        let at = from + at;
        let before = lower[..at].chars().next_back();
        let after = lower[at + word.len()..].chars().next();
        let alone = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric());
        if alone(before) && alone(after) {
            return Some(at);
        }
        from = at + word.len();
    }
    None
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

/// The text after a keyword that stands alone in `text`: `after_word("Quarry on Ruins", "on")`
/// → `Some(("Quarry", "Ruins"))`.
pub fn split_word<'a>(text: &'a str, word: &str) -> Option<(&'a str, &'a str)> {
    let at = find_word(text, word)?;
    Some((text[..at].trim(), text[at + word.len()..].trim()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(all: &[&str]) -> Vec<String> {
        all.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn plain_text_drops_case_accents_and_punctuation() {
        assert_eq!(plain("Pick: Casino City."), "pick casino city");
        assert_eq!(plain("  Mañana, Élan!  "), "manana elan");
        assert_eq!(plain("Pharaoh's Guard"), "pharaohs guard");
        assert_eq!(plain("Ok 👍"), "ok");
        assert_eq!(plain("Dům"), "dum");
    }

    #[test]
    fn a_verb_is_the_first_word_with_its_colon_dropped() {
        assert_eq!(
            verb("Pick: Casino City."),
            Some(("pick".into(), "Casino City."))
        );
        assert_eq!(verb("ok"), Some(("ok".into(), "")));
        assert_eq!(
            verb("  build Quarry on Ruins"),
            Some(("build".into(), "Quarry on Ruins"))
        );
        assert_eq!(verb("👍"), None);
        assert_eq!(verb(""), None);
    }

    #[test]
    fn a_name_is_found_by_number_whole_name_or_unique_start() {
        let all = names(&["Zeppelin", "Zoo", "Casino City", "Casino"]);
        assert_eq!(find("2", &all, "card"), Ok(1));
        assert_eq!(find("zoo", &all, "card"), Ok(1));
        assert_eq!(find("ZEPP", &all, "card"), Ok(0));
        assert_eq!(find("casino city.", &all, "card"), Ok(2));
        assert_eq!(
            find("Casino", &all, "card"),
            Ok(3),
            "a whole name wins over a start"
        );
        assert_eq!(find("casino c", &all, "card"), Ok(2));
        assert!(
            find("z", &all, "card")
                .unwrap_err()
                .contains("could be Zeppelin or Zoo")
        );
        assert!(
            find("5", &all, "card")
                .unwrap_err()
                .contains("no card number 5")
        );
        assert!(find("0", &all, "card").is_err());
        let unknown = find("Castle", &all, "card").unwrap_err();
        assert!(unknown.contains("1 Zeppelin, 2 Zoo"), "{unknown}");
    }

    #[test]
    fn a_start_that_names_copies_of_one_card_takes_the_first() {
        let hand = names(&[
            "Zeppelin",
            "Research Center",
            "Recycling Plant",
            "Research Center",
        ]);
        assert_eq!(find("resea", &hand, "card"), Ok(1));
        assert!(
            find("re", &hand, "card")
                .unwrap_err()
                .contains("could be Research Center or Recycling Plant:")
        );
    }

    #[test]
    fn lists_split_on_commas_and_and() {
        assert_eq!(items("Zeppelin, Zoo and 3"), vec!["Zeppelin", "Zoo", "3"]);
        assert_eq!(items("Sandy Land + Island"), vec!["Sandy Land", "Island"]);
        assert_eq!(
            items("Grand Band"),
            vec!["Grand Band"],
            "and inside a word stays"
        );
        assert!(items(" , ").is_empty());
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

    #[test]
    fn a_keyword_splits_only_where_it_stands_alone() {
        assert_eq!(
            split_word("Quarry on Ruins", "on"),
            Some(("Quarry", "Ruins"))
        );
        assert_eq!(split_word("Mongolian Horde", "on"), None);
        assert_eq!(split_word("Lighthouse", "on"), None);
    }
}
