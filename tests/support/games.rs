//! Games started straight through the turn service, for tests that cannot sign in by email.

use super::app::TestApp;
use missive::db::users;
use missive::games::wonderful::Wonderful;
use missive::play::create::{Invitee, NewGame, create};

/// A game of It's a Wonderful World for these (email, name) players, the first organizing it;
/// its invitations are queued.
pub fn create_wonderful(app: &TestApp, players: &[(&str, &str)]) -> i64 {
    let mut conn = app.pool.get().unwrap();
    let organizer = users::find_or_create(&mut conn, players[0].0, players[0].1).unwrap();
    let new = NewGame::<Wonderful> {
        organizer_id: organizer.id,
        players: players
            .iter()
            .map(|(email, name)| Invitee {
                email: email.to_string(),
                name: name.to_string(),
            })
            .collect(),
        options: Default::default(),
        decision_hours: Some(48),
        reminder_hours: Vec::new(),
        absence_days: 0,
        players_only: false,
        seed: Some(7),
        season: None,
    };
    create::<Wonderful>(&mut conn, new, &app.ctx()).expect("the game starts")
}
