//! A game's decision emails as the players receive them, for tests that play whole games from
//! their inboxes.

use super::app::{TestApp, link_in};
use super::smtp::Received;
use missive::db::games;
use missive::db::models::GameRow;
use std::collections::HashSet;

/// The emails of one game not yet answered.
pub struct Inbox {
    game_id: i64,
    players: usize,
    handled: HashSet<String>,
}

impl Inbox {
    pub fn new(game_id: i64, players: usize) -> Inbox {
        Inbox {
            game_id,
            players,
            handled: HashSet::new(),
        }
    }

    /// Runs what is due, then gives the step emails that came since the last call (a nudge
    /// repeats one of them, so it is left out), or `None` once every player has the game-over
    /// email. Fails when the game waits with nothing emailed to answer.
    pub fn next(&mut self, app: &TestApp) -> Option<Vec<Received>> {
        app.settle();
        let messages = app.smtp.messages();
        let over = format!("game-{}-over-", self.game_id);
        if messages
            .iter()
            .filter(|m| m.message_id.contains(&over))
            .count()
            == self.players
        {
            return None;
        }
        let step = format!("game-{}-step-", self.game_id);
        let todo: Vec<Received> = messages
            .into_iter()
            .filter(|m| m.message_id.contains(&step) && !m.message_id.contains("-nudge-"))
            .filter(|m| self.handled.insert(m.message_id.clone()))
            .collect();
        assert!(!todo.is_empty(), "the game stopped with nothing to decide");
        Some(todo)
    }
}

/// The seat link an email carries, without its query.
pub fn seat_link(app: &TestApp, mail: &Received) -> String {
    let link = link_in(&mail.text, &app.url("/play/")).expect("a seat link");
    link.split('?').next().unwrap().to_string()
}

/// The seat a seat link opens and its game's row, read from the database.
pub fn seat_and_game(app: &TestApp, link: &str) -> (usize, GameRow) {
    let token = link.rsplit('/').next().unwrap();
    let mut conn = app.pool.get().unwrap();
    let seat_link = games::seat_link(&mut conn, token)
        .unwrap()
        .expect("a known link");
    let game = games::get(&mut conn, seat_link.game_id).unwrap().unwrap();
    (seat_link.seat as usize, game)
}
