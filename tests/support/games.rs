//! Games started straight through the turn service, for tests that cannot sign in by email.

use super::app::TestApp;
use missive::db::users;
use missive::games::wonderful::Wonderful;
use missive::play::Playable;
use missive::play::turn::create::{Invitee, NewGame, create};

/// A game of It's a Wonderful World for these (email, name) players, the first organizing it;
/// its invitations are queued.
pub fn create_wonderful(app: &TestApp, players: &[(&str, &str)]) -> i64 {
    create_seeded::<Wonderful>(app, players, Default::default(), 7)
}

/// A game of `G` dealt from `seed`, so that a test plays the same game on every run, with a
/// deadline of 48 hours; its invitations are queued.
pub fn create_seeded<G: Playable>(
    app: &TestApp,
    players: &[(&str, &str)],
    options: G::Options,
    seed: u64,
) -> i64 {
    let mut conn = app.pool.get().unwrap();
    let organizer = users::find_or_create(&mut conn, players[0].0, players[0].1).unwrap();
    let new = NewGame::<G> {
        organizer_id: organizer.id,
        players: players
            .iter()
            .map(|(email, name)| Invitee {
                email: email.to_string(),
                name: name.to_string(),
            })
            .collect(),
        options,
        decision_hours: Some(48),
        reminder_hours: Vec::new(),
        absence_days: 0,
        players_only: false,
        seed: Some(seed),
        season: None,
    };
    create::<G>(&mut conn, new, &app.ctx()).expect("the game starts")
}
