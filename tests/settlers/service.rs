//! Players of Imperial Settlers played by the heuristic bot, submitting through the turn service
//! as the seat page would.

use crate::support::app::TestApp;
use crate::support::bots::{play_with, stored};
use missive::db::game_status::GameStatus;
use missive::games::settlers::bots::heuristic;
use missive::games::settlers::{Settlers, State};

/// The game's stored state, step and status.
pub fn game_state(app: &TestApp, id: i64) -> (State, i32, GameStatus) {
    stored::<Settlers>(app, id)
}

/// Plays the heuristic bot's decisions until the step moves on (or the game ends).
pub fn play_step(app: &TestApp, id: i64) {
    let (_, before, _) = game_state(app, id);
    play_with::<Settlers>(app, id, |_, step| step != before, heuristic::decide);
}

/// Plays the game to its end.
pub fn play_to_the_end(app: &TestApp, id: i64) {
    play_with::<Settlers>(app, id, |_, _| false, heuristic::decide);
}
