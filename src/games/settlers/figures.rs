//! The figures behind a game's charts, from its history: each player's score at the end of every
//! round, as if the game ended then, and the final score pads. Public information only: the
//! score counts the track and the Locations built, both on the table.

use super::scoring;
use super::state::State;
use super::{Decision, Settlers};
use crate::{Game, Seat};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Figures {
    /// The finished rounds, in order: `[1, 2, …]`.
    pub rounds: Vec<u8>,
    /// `vp[seat][i]`: the seat's score at the end of `rounds[i]`.
    pub vp: Vec<Vec<i64>>,
    /// Once the game is over, `breakdown[seat]`: the lines of the seat's score pad.
    pub breakdown: Option<Vec<Vec<(String, i64)>>>,
}

/// Replays `steps` from `initial`; a step that does not resolve ends the figures there.
pub fn series<S: AsRef<[(Seat, Decision)]>>(
    initial: State,
    steps: &[S],
    mut before_step: impl FnMut(&State),
) -> Figures {
    let mut state = initial;
    let seats = state.seats();
    let mut figures = Figures {
        vp: vec![Vec::new(); seats],
        ..Figures::default()
    };
    for step in steps {
        before_step(&state);
        let round = state.round;
        if Settlers::resolve(&mut state, step.as_ref()).is_err() {
            break;
        }
        // A round is over once the next has begun, or the game has ended.
        if state.round != round || state.is_over() {
            figures.rounds.push(round);
            for (seat, vp) in figures.vp.iter_mut().enumerate() {
                vp.push(scoring::score(&state.players[seat]).total() as i64);
            }
        }
    }
    if let Some(outcome) = scoring::outcome(&state) {
        let mut pads = vec![Vec::new(); seats];
        for standing in outcome.standings {
            pads[standing.seat] = standing.breakdown;
        }
        figures.breakdown = Some(pads);
    }
    figures
}

#[cfg(test)]
mod tests {
    use super::series;
    use crate::autoplay;
    use crate::bots::BotKind;
    use crate::settlers::{Options, Settlers};
    use crate::{Game, Seat};

    #[test]
    fn a_whole_game_has_every_round_and_its_final_pads() {
        let mut bots: Vec<_> = (0..3).map(|s| BotKind::Heuristic.build(s)).collect();
        let mut steps: Vec<Vec<(Seat, _)>> = Vec::new();
        let mut initial = None;
        let end = autoplay::with_bots::<Settlers>(
            5,
            &Options::default(),
            &mut bots,
            |state, decisions| {
                initial.get_or_insert_with(|| state.clone());
                steps.push(decisions.to_vec());
            },
        );
        let mut opened = 0;
        let figures = series(initial.unwrap(), &steps, |_| opened += 1);
        assert_eq!(opened, steps.len(), "every step's state is seen");
        assert_eq!(figures.rounds, vec![1, 2, 3, 4, 5]);
        let outcome = Settlers::outcome(&end).unwrap();
        for standing in &outcome.standings {
            assert_eq!(figures.vp[standing.seat].last(), Some(&standing.score));
        }
        let pads = figures.breakdown.unwrap();
        assert_eq!(
            pads[outcome.standings[0].seat],
            outcome.standings[0].breakdown
        );
    }
}
