//! The commands a reply may give in Imperial Settlers, one line, clauses separated by ";":
//! `pick <card>` in the Lookout (with the round's Production clauses `faction cards <n>`,
//! `choose <option>`, `copy <Location>` when the pick carries them), `keep <card>, …` for cards
//! looked at, and on a turn one action — `pass`, `build`, `deal`, `raze`, `use`, `workers` —
//! with the free parts `defense`, `samurai` and `faction cards`. Whatever a command leaves
//! unsaid takes the engine's defaults, or what "ok" would decide where that still fits.

mod details;
mod listing;
mod lookout;
mod naming;
mod news;
mod options;
mod production;
mod turn;
mod words;

#[cfg(test)]
mod properties;
#[cfg(test)]
mod tests;

use super::decision::{Decision, Prompt};
use super::state::State;
use crate::Seat;
use crate::commands::{Lexicon, Reading, Term};

pub use listing::commands;
pub use news::news;
pub use words::words;

/// Every command word, in any step: a line that starts with one is read as a command.
pub const VERBS: [Term; 14] = [
    Term::new("pick", "settlers-verb-pick"),
    Term::new("keep", "settlers-verb-keep"),
    Term::new("pass", "settlers-verb-pass"),
    Term::new("build", "settlers-verb-build"),
    Term::new("deal", "settlers-verb-deal"),
    Term::new("raze", "settlers-verb-raze"),
    Term::new("use", "settlers-verb-use"),
    Term::new("workers", "settlers-verb-workers"),
    Term::new("spend", "settlers-verb-spend"),
    Term::new("defense", "settlers-verb-defense"),
    Term::new("samurai", "settlers-verb-samurai"),
    Term::new("faction", "settlers-verb-faction"),
    Term::new("choose", "settlers-verb-choose"),
    Term::new("copy", "settlers-verb-copy"),
];

/// The other words of the commands: what stands between a command's names.
pub mod terms {
    use crate::commands::Term;

    /// "build Quarry on Ruins", "use Saboteurs on Bob's Farm".
    pub const ON: Term = Term::new("on", "settlers-word-on");
    /// "use Farm twice".
    pub const TWICE: Term = Term::new("twice", "settlers-word-twice");
    /// "use Farm once".
    pub const ONCE: Term = Term::new("once", "settlers-word-once");
    /// "use Exchange discarding Zoo".
    pub const DISCARDING: Term = Term::new("discarding", "settlers-word-discarding");
    /// "defense none".
    pub const NONE: Term = Term::new("none", "settlers-word-none");
    /// "faction cards all".
    pub const ALL: Term = Term::new("all", "settlers-word-all");
    /// "faction cards 2": the word after "faction".
    pub const CARDS: Term = Term::new("cards", "settlers-word-cards");
    /// "spend 4 workers: wood, food".
    pub const WORKERS: Term = Term::new("workers", "settlers-word-workers");
}

/// What `line` decides for `seat`, `ok` filling in what it leaves unsaid; `names` are the
/// players' names by seat.
pub fn read(
    state: &State,
    seat: Seat,
    prompt: &Prompt,
    line: &str,
    names: &[String],
    ok: Option<&Decision>,
    lex: &Lexicon,
) -> Reading<Decision> {
    if !lex.starts_with_any(line, &VERBS) {
        return Reading::NotACommand;
    }
    let read = match prompt {
        Prompt::Pick {
            row, production, ..
        } => lookout::read_pick(
            state,
            seat,
            row,
            production.as_ref(),
            line,
            ok,
            &["pick"],
            lex,
        ),
        Prompt::AlternateKeep { cards, .. } => {
            lookout::read_pick(state, seat, cards, None, line, ok, &["pick", "keep"], lex)
        }
        Prompt::AlternateSecond { cards, production } => lookout::read_pick(
            state,
            seat,
            cards,
            production.as_ref(),
            line,
            ok,
            &["pick", "keep"],
            lex,
        ),
        Prompt::ProductionChoices { production } => {
            lookout::read_production(state, seat, production, line, ok, lex)
        }
        Prompt::Keep { looks } => lookout::read_keep(looks, line, ok, lex),
        Prompt::Turn(turn) => turn::read(state, seat, turn, line, names, ok, lex),
    };
    match read {
        Ok(decision) => Reading::Decision(decision),
        Err(why) => Reading::Unreadable(why),
    }
}
