//! The end of the game (rules §8): 1 VP per Common Location and 2 per Faction Location (the
//! card's end value) on top of the track; ties broken by workers and resources left, then by
//! cards in hand.

use super::state::{Player, State};
use crate::{Outcome, Standing};

/// One player's final score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Score {
    pub track: u32,
    pub common: u32,
    pub faction: u32,
}

impl Score {
    pub fn total(&self) -> u32 {
        self.track + self.common + self.faction
    }
}

/// The score the player would have if the game ended now.
pub fn score(player: &Player) -> Score {
    let mut s = Score {
        track: player.vp as u32,
        common: 0,
        faction: 0,
    };
    for location in &player.locations {
        let vp = location.card.design().vp as u32;
        if location.card.is_faction() {
            s.faction += vp;
        } else {
            s.common += vp;
        }
    }
    s
}

/// The ranking key: total, then workers and resources left (gold, tokens and Samurai do not
/// count), then cards in hand.
fn key(player: &Player) -> (u32, u16, usize) {
    (
        score(player).total(),
        player.supply.workers_and_resources(),
        player.hand.len(),
    )
}

pub fn outcome(state: &State) -> Option<Outcome> {
    if !state.is_over() {
        return None;
    }
    let mut seats: Vec<usize> = (0..state.seats()).collect();
    seats.sort_by_key(|&s| std::cmp::Reverse(key(&state.players[s])));
    let keys: Vec<_> = seats.iter().map(|&s| key(&state.players[s])).collect();
    let standings = seats
        .iter()
        .enumerate()
        .map(|(i, &seat)| {
            let player = &state.players[seat];
            let s = score(player);
            Standing {
                seat,
                rank: 1 + keys.iter().take_while(|k| **k > keys[i]).count(),
                score: s.total() as i64,
                breakdown: vec![
                    ("Track".into(), s.track as i64),
                    ("Common Locations".into(), s.common as i64),
                    ("Faction Locations".into(), s.faction as i64),
                ],
            }
        })
        .collect();
    Some(Outcome {
        standings,
        tie_break: tie_break(&keys),
    })
}

/// Names what separated players tied on score, with the values compared, for every place it
/// decided: for first place as before ("most cards in hand (1 against 0)"), for a later place
/// after it ("2nd place: most workers and resources left (2 against 1)"). Players the rules
/// cannot separate share their place, which is said too.
fn tie_break(keys: &[(u32, u16, usize)]) -> Option<String> {
    let mut said: Vec<String> = Vec::new();
    for pair in keys.windows(2) {
        let (above, below) = (&pair[0], &pair[1]);
        if above.0 != below.0 {
            continue;
        }
        let rank = 1 + keys.iter().take_while(|k| *k > above).count();
        let words = if above.1 > below.1 {
            format!(
                "most workers and resources left ({} against {})",
                above.1, below.1
            )
        } else if above.2 > below.2 {
            format!("most cards in hand ({} against {})", above.2, below.2)
        } else if rank == 1 {
            "none: the tied players share the victory".to_string()
        } else {
            "none: the tied players share it".to_string()
        };
        let words = match rank {
            1 => words,
            _ => format!("{} place: {words}", ordinal(rank)),
        };
        if said.last() != Some(&words) {
            said.push(words);
        }
    }
    (!said.is_empty()).then(|| said.join("; "))
}

/// "2nd", "3rd", "4th": a place at a table of at most 5.
fn ordinal(place: usize) -> String {
    match place {
        1 => "1st".into(),
        2 => "2nd".into(),
        3 => "3rd".into(),
        n => format!("{n}th"),
    }
}
