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
            let commons = player
                .locations
                .iter()
                .filter(|l| !l.card.is_faction())
                .count();
            let factions = player.locations.len() - commons;
            Standing {
                seat,
                rank: 1 + keys.iter().take_while(|k| **k > keys[i]).count(),
                score: s.total() as i64,
                breakdown: vec![
                    ("Track".into(), s.track as i64),
                    (format!("{commons} Common Locations"), s.common as i64),
                    (format!("{factions} Faction Locations"), s.faction as i64),
                ],
            }
        })
        .collect();
    Some(Outcome {
        standings,
        tie_break: tie_break(&keys),
    })
}

/// Names what separated the players tied on score for first place, with the values compared.
fn tie_break(keys: &[(u32, u16, usize)]) -> Option<String> {
    let tied: Vec<_> = keys.iter().filter(|k| k.0 == keys[0].0).collect();
    if tied.len() < 2 {
        return None;
    }
    let values = |f: &dyn Fn(&(u32, u16, usize)) -> usize| {
        tied.iter()
            .map(|k| f(k).to_string())
            .collect::<Vec<_>>()
            .join(" against ")
    };
    Some(if tied[0].1 > tied[1].1 {
        format!(
            "most workers and resources left ({})",
            values(&|k| k.1 as usize)
        )
    } else if tied[0].2 > tied[1].2 {
        format!("most cards in hand ({})", values(&|k| k.2))
    } else {
        "none: the tied players share the victory".to_string()
    })
}
