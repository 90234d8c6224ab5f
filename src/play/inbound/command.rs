//! What a reply's first line is: "ok", one of the game's commands, an attempt at one that
//! cannot be read ("ok thanks", "Pick: x"), or talk. A line that starts with a command word is
//! never posted at the table: the player meant to decide, and the others must not read it.

use crate::games::Playable;
use crate::games::commands::{plain, verb};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// Not a command: the line is talk.
    Talk,
    /// "ok", "OK.", "Ok 👍": the decision the email says "ok" makes.
    Ok,
    /// "ok" and more after it: what the player meant cannot be known.
    OkAndMore,
    /// It starts with one of the game's command words.
    Command,
}

/// What kind of line `line` is, in a game of `G`.
pub fn line<G: Playable>(line: &str) -> Line {
    kind(line, G::command_words())
}

/// What kind of line `line` is, in a game whose command words are `words`.
fn kind(line: &str, words: &[&str]) -> Line {
    let whole = plain(line);
    if whole == "ok" || whole == "okay" {
        return Line::Ok;
    }
    match verb(line) {
        Some((word, _)) if word == "ok" || word == "okay" => Line::OkAndMore,
        Some((word, _)) if words.contains(&word.as_str()) => Line::Command,
        _ => Line::Talk,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(text: &str) -> Line {
        kind(text, &["pick", "build"])
    }

    #[test]
    fn ok_stands_alone_and_command_words_are_never_talk() {
        assert_eq!(line("ok"), Line::Ok);
        assert_eq!(line("  OK. "), Line::Ok);
        assert_eq!(line("Ok 👍"), Line::Ok);
        assert_eq!(line("Okay!"), Line::Ok);
        assert_eq!(line("ok thanks"), Line::OkAndMore);
        assert_eq!(line("Pick: casino city."), Line::Command);
        assert_eq!(line("pick 3"), Line::Command);
        assert_eq!(line("Good luck, all!"), Line::Talk);
        assert_eq!(line("okonomiyaki tonight?"), Line::Talk);
        assert_eq!(line("👍"), Line::Talk);
    }
}
