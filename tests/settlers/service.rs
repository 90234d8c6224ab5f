//! Players of Imperial Settlers played by the heuristic bot, submitting through the turn service
//! as the seat page would.

use crate::support::app::TestApp;
use missive::db::games;
use missive::games::Game;
use missive::games::settlers::bots::heuristic;
use missive::games::settlers::{Settlers, State};
use missive::play::{Source, resolve, submit};

/// The game's stored state, step and status.
pub fn game_state(app: &TestApp, id: i64) -> (State, i32, String) {
    let game = games::get(&mut app.pool.get().unwrap(), id)
        .unwrap()
        .unwrap();
    (
        serde_json::from_value(game.state).unwrap(),
        game.step,
        game.status,
    )
}

/// Submits the heuristic bot's decisions through the turn service until the step moves on.
pub fn play_step(app: &TestApp, id: i64) {
    let (_, before, _) = game_state(app, id);
    loop {
        let (state, step, status) = game_state(app, id);
        if status != "active" || step != before {
            return;
        }
        let mut conn = app.pool.get().unwrap();
        let seat = resolve::owing::<Settlers>(&mut conn, id, &state).unwrap()[0];
        let prompt = Settlers::prompts(&state)
            .into_iter()
            .find(|(s, _)| *s == seat)
            .unwrap()
            .1;
        let decision = heuristic::decide(&state, seat, &prompt);
        submit::submit::<Settlers>(
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

/// Plays the game to its end.
pub fn play_to_the_end(app: &TestApp, id: i64) {
    while game_state(app, id).2 == "active" {
        play_step(app, id);
    }
}
