//! The figures behind a game's charts, from its history: each player's VP at the end of every
//! round, what the table produced each round, and the final score pad. Public information only.

use super::cards::Resource;
use super::decision::{Decision, Event};
use super::scoring;
use super::state::State;
use super::{Wonderful, flow};
use crate::{Game, Seat};

/// One game's figures. Only rounds played to their end appear: a round in progress would show
/// VP that are about to change.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ChartData {
    /// The finished rounds, in order: `[1, 2, …]`.
    pub rounds: Vec<u8>,
    /// `vp[seat][i]`: the seat's VP at the end of `rounds[i]`, scored as if the game ended then.
    pub vp: Vec<Vec<i64>>,
    /// `production[seat][i][resource.index()]`: what the seat produced of that resource during
    /// `rounds[i]`.
    pub production: Vec<Vec<[u16; 5]>>,
    /// Once the game is over, `breakdown[seat]`: the lines of the seat's score pad (label,
    /// points), as in the outcome.
    pub breakdown: Option<Vec<Vec<(String, i64)>>>,
}

impl ChartData {
    pub fn seats(&self) -> usize {
        self.vp.len()
    }

    /// The whole table's production per round: `[i][resource.index()]`.
    pub fn table_production(&self) -> Vec<[u32; 5]> {
        let mut totals = vec![[0u32; 5]; self.rounds.len()];
        for seat in &self.production {
            for (total, round) in totals.iter_mut().zip(seat) {
                for r in Resource::ALL {
                    total[r.index()] += round[r.index()] as u32;
                }
            }
        }
        totals
    }
}

/// The seat's VP if the game ended now: constructed cards, Empire and Character tokens.
pub fn points_now(state: &State, seat: Seat) -> i64 {
    state
        .players
        .get(seat)
        .map_or(0, |p| scoring::score(p, state.options.side).total() as i64)
}

/// Replays the `steps` (each step's decisions, in order) from `initial`, the state the game's
/// setup made. A step that does not resolve ends the replay: the figures stop there.
pub fn series<S: AsRef<[(Seat, Decision)]>>(
    initial: State,
    steps: impl IntoIterator<Item = S>,
) -> ChartData {
    series_observed(initial, steps, |_| {})
}

/// [`series`], showing `before_step` the state each step opens from: what else a page wants
/// of the replay (the phase of each step) comes with the one replay.
pub fn series_observed<S: AsRef<[(Seat, Decision)]>>(
    initial: State,
    steps: impl IntoIterator<Item = S>,
    mut before_step: impl FnMut(&State),
) -> ChartData {
    let mut state = initial;
    let seats = state.seats();
    let mut data = ChartData {
        vp: vec![Vec::new(); seats],
        production: vec![Vec::new(); seats],
        ..ChartData::default()
    };
    // This round's production so far, per seat.
    let mut produced = vec![[0u16; 5]; seats];
    for step in steps {
        if state.is_over() {
            break;
        }
        before_step(&state);
        let round = state.round;
        let Ok(events) = flow::resolve(&mut state, step.as_ref()) else {
            break;
        };
        for event in &events {
            if let Event::Produced { resource, amounts } = event {
                for (seat, amount) in produced.iter_mut().zip(amounts) {
                    seat[resource.index()] = seat[resource.index()].saturating_add(*amount);
                }
            }
        }
        if state.round != round || state.is_over() {
            data.rounds.push(round);
            for (seat, round) in produced.iter_mut().enumerate() {
                data.vp[seat].push(points_now(&state, seat));
                data.production[seat].push(std::mem::take(round));
            }
        }
    }
    data.breakdown = Wonderful::outcome(&state).map(|outcome| {
        let mut lines = vec![Vec::new(); seats];
        for standing in outcome.standings {
            if let Some(seat) = lines.get_mut(standing.seat) {
                *seat = standing.breakdown;
            }
        }
        lines
    });
    data
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::autoplay;
    use crate::bots::BotKind;
    use crate::wonderful::Options;
    use crate::wonderful::state::ROUNDS;

    /// A whole bot game: the setup state, every step's decisions, and the final state.
    fn game(seed: u64, seats: usize) -> (State, Vec<Vec<(Seat, Decision)>>, State) {
        let mut bots: Vec<_> = (0..seats)
            .map(|s| BotKind::Heuristic.build(seed + s as u64 + 1))
            .collect();
        let mut initial = None;
        let mut steps = Vec::new();
        let last = autoplay::with_bots::<Wonderful>(
            seed,
            &Options::default(),
            &mut bots,
            |state, decisions| {
                initial.get_or_insert_with(|| state.clone());
                steps.push(decisions.to_vec());
            },
        );
        (initial.expect("at least one step"), steps, last)
    }

    /// Each seat's production of each resource over the whole game, from the events.
    fn produced_by_events(initial: &State, steps: &[Vec<(Seat, Decision)>]) -> Vec<[u32; 5]> {
        let mut state = initial.clone();
        let mut totals = vec![[0u32; 5]; state.seats()];
        for step in steps {
            for event in Wonderful::resolve(&mut state, step).unwrap() {
                if let Event::Produced { resource, amounts } = event {
                    for (total, amount) in totals.iter_mut().zip(amounts) {
                        total[resource.index()] += amount as u32;
                    }
                }
            }
        }
        totals
    }

    #[test]
    fn a_whole_game_has_four_rounds_ending_on_the_final_scores() {
        for (seed, seats) in [(3, 3), (11, 1), (5, 5), (8, 2)] {
            let (initial, steps, last) = game(seed, seats);
            let data = series(initial.clone(), &steps);
            assert_eq!(data.rounds, (1..=ROUNDS).collect::<Vec<_>>());
            assert_eq!(data.seats(), seats);
            let outcome = Wonderful::outcome(&last).unwrap();
            let breakdown = data.breakdown.as_ref().unwrap();
            for standing in &outcome.standings {
                let vp = &data.vp[standing.seat];
                assert_eq!(vp.len(), ROUNDS as usize);
                assert_eq!(vp.last(), Some(&standing.score));
                assert_eq!(breakdown[standing.seat], standing.breakdown);
                let sum: i64 = breakdown[standing.seat].iter().map(|(_, p)| p).sum();
                assert_eq!(sum, standing.score);
            }

            let events = produced_by_events(&initial, &steps);
            for (seat, by_events) in events.iter().enumerate() {
                assert_eq!(data.production[seat].len(), ROUNDS as usize);
                let mut sum = [0u32; 5];
                for round in &data.production[seat] {
                    for (total, amount) in sum.iter_mut().zip(round) {
                        *total += *amount as u32;
                    }
                }
                assert_eq!(&sum, by_events, "seat {seat} of a {seats}-player game");
            }
            let table: u32 = data.table_production().iter().flatten().sum();
            assert_eq!(table, events.iter().flatten().sum::<u32>());
            assert!(table > 0);
        }
    }

    #[test]
    fn a_game_in_progress_shows_its_finished_rounds_only() {
        let (initial, steps, _) = game(3, 3);
        assert_eq!(
            series(initial.clone(), &steps[..0]).rounds,
            Vec::<u8>::new()
        );
        let mut state = initial.clone();
        let round_1 = 1 + steps
            .iter()
            .position(|step| {
                Wonderful::resolve(&mut state, step).unwrap();
                state.round == 2
            })
            .unwrap();
        let data = series(initial.clone(), &steps[..round_1 - 1]);
        assert_eq!(data.rounds, Vec::<u8>::new());
        assert_eq!(data.vp, vec![Vec::<i64>::new(); 3]);
        let data = series(initial.clone(), &steps[..round_1]);
        assert_eq!(data.rounds, vec![1]);
        assert!(data.breakdown.is_none());
        let data = series(initial, &steps[..round_1 + 5]);
        assert_eq!(data.rounds, vec![1]);
        assert_eq!(data.vp[0].len(), 1);
        assert_eq!(data.production[2].len(), 1);
    }

    #[test]
    fn a_step_that_does_not_resolve_ends_the_figures() {
        let (initial, mut steps, _) = game(3, 3);
        // Round 1 takes at least 13 steps (7 picks, Planning, 5 productions).
        steps.insert(14, Vec::new());
        let data = series(initial, &steps);
        assert_eq!(data.rounds, vec![1]);
        assert!(data.breakdown.is_none());
    }
}
