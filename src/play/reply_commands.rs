//! What a reply to a decision's email may say, as the email lists it: "ok", with what it
//! decides in words, and the game's commands for the prompt, their choices numbered as a reply
//! may name them.

use crate::games::Seat;
use crate::games::commands::Lexicon;
use crate::mail::kinds::{QuickChoice, ReplyChoice, ReplyCommand, ReplyHelp};
use crate::play::Playable;

/// The decision "ok" makes for `seat`: what its standing orders decide, else the game's
/// suggestion (`Playable::suggested`). Orders this version cannot read are no orders.
pub fn ok_decision<G: Playable>(
    state: &G::State,
    seat: Seat,
    orders: Option<&serde_json::Value>,
) -> Option<G::Decision> {
    let orders: Option<G::Orders> = orders.and_then(|o| serde_json::from_value(o.clone()).ok());
    match orders {
        Some(orders) => G::ordered(state, seat, &orders),
        None => G::suggested(state, seat),
    }
}

/// The replies `prompt` takes from `seat`, in the reader's language (`lex`), and whether its first command's choices carry the
/// email's one-click `links` (so that the email need not list those twice).
pub fn help<G: Playable>(
    state: &G::State,
    seat: Seat,
    prompt: &G::Prompt,
    orders: Option<&serde_json::Value>,
    names: &[String],
    links: &[QuickChoice],
    lex: &Lexicon,
) -> (ReplyHelp, bool) {
    let ok = ok_decision::<G>(state, seat, orders)
        .map(|d| G::decision_words(state, seat, &d, names, lex));
    let mut linked = false;
    let commands = G::commands(state, seat, prompt, lex)
        .into_iter()
        .map(|c| {
            let same = !linked
                && !links.is_empty()
                && c.choices.len() == links.len()
                && c.choices.iter().zip(links).all(|(c, l)| c.name == l.label);
            linked |= same;
            ReplyCommand {
                usage: c.usage,
                does: c.does,
                choices: c
                    .choices
                    .into_iter()
                    .enumerate()
                    .map(|(i, choice)| ReplyChoice {
                        name: choice.name,
                        detail: choice.detail,
                        url: same.then(|| links[i].url.clone()),
                    })
                    .collect(),
            }
        })
        .collect();
    (ReplyHelp { ok, commands }, linked)
}
