//! Players played by the heuristic bot, submitting through the turn service as the seat page
//! would.

use super::app::TestApp;
use missive::db::games;
use missive::games::Game;
use missive::games::wonderful::bots::heuristic;
use missive::games::wonderful::{State, Wonderful};
use missive::play::{Source, resolve, submit};

/// The game's stored state, step and status.
pub fn game_state(app: &TestApp, id: i64) -> (State, i32, String) {
    let mut conn = app.pool.get().unwrap();
    let game = games::get(&mut conn, id).unwrap().unwrap();
    (
        serde_json::from_value(game.state).unwrap(),
        game.step,
        game.status,
    )
}

/// Plays heuristic decisions for every seat until `until` says stop or the game ends.
pub fn play(app: &TestApp, id: i64, until: impl Fn(&State) -> bool) {
    loop {
        let (state, step, status) = game_state(app, id);
        if status != "active" || until(&state) {
            return;
        }
        // One decision at a time: the last one owed resolves the step.
        let mut conn = app.pool.get().unwrap();
        let seat = resolve::owing::<Wonderful>(&mut conn, id, &state).unwrap()[0];
        let prompt = Wonderful::prompts(&state)
            .into_iter()
            .find(|(s, _)| *s == seat)
            .unwrap()
            .1;
        let decision = heuristic::decide(&state, seat, &prompt).unwrap();
        submit::submit::<Wonderful>(
            &mut conn,
            id,
            seat,
            step,
            &decision,
            Source::Web,
            &app.ctx(),
        )
        .unwrap();
    }
}
