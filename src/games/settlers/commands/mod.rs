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
        } => lookout::read_pick(state, seat, row, production.as_ref(), line, ok, &["pick"]),
        Prompt::AlternateKeep { cards, .. } => {
            lookout::read_pick(state, seat, cards, None, line, ok, &["pick", "keep"])
        }
        Prompt::AlternateSecond { cards, production } => lookout::read_pick(
            state,
            seat,
            cards,
            production.as_ref(),
            line,
            ok,
            &["pick", "keep"],
        ),
        Prompt::ProductionChoices { production } => {
            lookout::read_production(state, seat, production, line, ok)
        }
        Prompt::Keep { looks } => lookout::read_keep(looks, line, ok),
        Prompt::Turn(turn) => turn::read(state, seat, turn, line, names, ok),
    };
    match read {
        Ok(decision) => Reading::Decision(decision),
        Err(why) => Reading::Unreadable(why),
    }
}
