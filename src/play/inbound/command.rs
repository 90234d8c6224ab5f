//! What a reply's first line is: "ok", one of the game's commands, an attempt at one that
//! cannot be read ("ok thanks", "Pick: x"), or talk. A line that starts with a command word is
//! never posted at the table: the player meant to decide, and the others must not read it.

use crate::games::Playable;
use crate::games::commands::{Lexicon, OK, Term};

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

/// What kind of line `line` is, in a game of `G`, read in English and the writer's language.
pub fn line<G: Playable>(line: &str, lex: &Lexicon) -> Line {
    kind(line, G::command_words(), lex)
}

/// What kind of line `line` is, in a game whose command words are `words`.
fn kind(line: &str, words: &[Term], lex: &Lexicon) -> Line {
    if lex.is(line, OK) {
        return Line::Ok;
    }
    if lex.verb(line, &[OK]).is_some() {
        return Line::OkAndMore;
    }
    if lex.starts_with_any(line, words) {
        return Line::Command;
    }
    Line::Talk
}

#[cfg(test)]
mod tests {
    use super::*;

    // Words with no message of their own: English alone spells them.
    const WORDS: [Term; 2] = [
        Term::new("pick", "test-verb-pick"),
        Term::new("build", "test-verb-build"),
    ];

    fn line(text: &str) -> Line {
        kind(text, &WORDS, &Lexicon::english())
    }

    fn line_in(lang: &str, text: &str) -> Line {
        kind(text, &WORDS, &Lexicon::new(lang))
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

    #[test]
    fn the_writers_language_has_its_own_ok_and_english_still_reads() {
        assert_eq!(line_in("es", "Vale."), Line::Ok);
        assert_eq!(line_in("es", "vale, gracias"), Line::OkAndMore);
        assert_eq!(line_in("es", "pick 3"), Line::Command);
        assert_eq!(line_in("es", "¡Buena suerte!"), Line::Talk);
        assert_eq!(line_in("cs", "OK."), Line::Ok);
        assert_eq!(line_in("ja", "了解"), Line::Ok);
        assert_eq!(line_in("ja", "OK"), Line::Ok);
        assert_eq!(line("vale"), Line::Talk, "an English reader's vale is talk");
    }
}
