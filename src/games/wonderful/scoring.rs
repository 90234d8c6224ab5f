//! End-of-game scoring: the four parts of the score pad, the ranking and its tie-breaks.

use super::cards::{Character, Points, Side};
use super::state::{Player, State};
use crate::{Outcome, Standing};
use serde::{Deserialize, Serialize};

/// One player's score pad.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// Flat VP of constructed cards.
    pub flat: u32,
    /// VP per constructed card of a type, from cards and the Empire.
    pub combo: u32,
    /// Generals held, with their per-General VP.
    pub generals: u32,
    /// Financiers held, with their per-Financier VP.
    pub financiers: u32,
}

impl Score {
    pub fn total(&self) -> u32 {
        self.flat + self.combo + self.generals + self.financiers
    }
}

/// The score the player would have if the game ended now.
pub fn score(player: &Player, side: Side) -> Score {
    let by_kind = player.built_by_kind();
    let empire = &player.empire.empire().side(side).points;
    let sources = std::iter::once(empire).chain(player.built.iter().map(|c| &c.design().points));
    let mut s = Score {
        flat: 0,
        combo: 0,
        generals: 0,
        financiers: 0,
    };
    // Every held token is worth 1, plus each source's per-token VP.
    let mut per_token = [1u32; 2];
    for Points {
        flat,
        per_kind,
        per_character,
    } in sources
    {
        s.flat += *flat as u32;
        s.combo += per_kind
            .iter()
            .zip(by_kind)
            .map(|(vp, n)| *vp as u32 * n as u32)
            .sum::<u32>();
        for c in Character::ALL {
            per_token[c.index()] += per_character[c.index()] as u32;
        }
    }
    s.generals = per_token[0] * player.tokens(Character::General) as u32;
    s.financiers = per_token[1] * player.tokens(Character::Financier) as u32;
    s
}

/// The ranking key: score, then most constructed cards, then most Character tokens.
fn key(player: &Player, side: Side) -> (u32, usize, u16) {
    (
        score(player, side).total(),
        player.built.len(),
        player.token_total(),
    )
}

pub fn outcome(state: &State) -> Option<Outcome> {
    if !state.is_over() {
        return None;
    }
    let side = state.options.side;
    let mut seats: Vec<usize> = (0..state.seats()).collect();
    seats.sort_by_key(|&s| std::cmp::Reverse(key(&state.players[s], side)));
    let keys: Vec<_> = seats
        .iter()
        .map(|&s| key(&state.players[s], side))
        .collect();
    let standings = seats
        .iter()
        .enumerate()
        .map(|(i, &seat)| {
            let rank = 1 + keys.iter().take_while(|k| **k > keys[i]).count();
            let s = score(&state.players[seat], side);
            Standing {
                seat,
                rank,
                score: s.total() as i64,
                breakdown: vec![
                    ("Cards".into(), s.flat as i64),
                    ("Combos".into(), s.combo as i64),
                    ("Generals".into(), s.generals as i64),
                    ("Financiers".into(), s.financiers as i64),
                ],
            }
        })
        .collect();
    Some(Outcome {
        standings,
        tie_break: tie_break(&keys),
    })
}

/// Names what separated the players tied on score for first place.
fn tie_break(keys: &[(u32, usize, u16)]) -> Option<String> {
    let tied: Vec<_> = keys.iter().filter(|k| k.0 == keys[0].0).collect();
    if tied.len() < 2 {
        return None;
    }
    Some(if tied[0].1 > tied[1].1 {
        "most constructed cards".to_string()
    } else if tied[0].2 > tied[1].2 {
        "most Character tokens".to_string()
    } else {
        "none: the tied players share the victory".to_string()
    })
}
