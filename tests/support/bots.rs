//! Players played by a game's heuristic bot, submitting through the turn service as the seat page
//! would.

use super::app::TestApp;
use missive::db::game_status::GameStatus;
use missive::db::games;
use missive::games::wonderful::bots::heuristic;
use missive::games::wonderful::{State, Wonderful};
use missive::games::{Game, Seat};
use missive::play::{Playable, Source, table, turn::submit};

/// A game's stored state, step and status.
pub fn stored<G: Game>(app: &TestApp, id: i64) -> (G::State, i32, GameStatus) {
    let mut conn = app.pool.get().unwrap();
    let game = games::get(&mut conn, id).unwrap().unwrap();
    (
        serde_json::from_value(game.state).unwrap(),
        game.step,
        game.status,
    )
}

/// The game's stored state, step and status.
pub fn game_state(app: &TestApp, id: i64) -> (State, i32, GameStatus) {
    stored::<Wonderful>(app, id)
}

/// Plays `decide`'s decisions for every seat until `until` says stop or the game ends.
pub fn play_with<G: Playable>(
    app: &TestApp,
    id: i64,
    until: impl Fn(&G::State, i32) -> bool,
    decide: impl Fn(&G::State, Seat, &G::Prompt) -> G::Decision,
) {
    loop {
        let (state, step, status) = stored::<G>(app, id);
        if status != "active" || until(&state, step) {
            return;
        }
        // One decision at a time: the last one owed resolves the step.
        let mut conn = app.pool.get().unwrap();
        let seat = table::owing::<G>(&mut conn, id, &state).unwrap()[0];
        let prompt = G::prompts(&state)
            .into_iter()
            .find(|(s, _)| *s == seat)
            .unwrap()
            .1;
        let decision = decide(&state, seat, &prompt);
        submit::submit::<G>(
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

/// Plays heuristic decisions for every seat until `until` says stop or the game ends.
pub fn play(app: &TestApp, id: i64, until: impl Fn(&State) -> bool) {
    play_with::<Wonderful>(
        app,
        id,
        |state, _| until(state),
        |state, seat, prompt| heuristic::decide(state, seat, prompt).unwrap(),
    );
}
