//! How emails and pages name a game and a time: "<game name> #12", and a deadline in UTC.

use crate::db::models::GameRow;
use crate::games::Game;
use crate::play::PlayError;
use chrono::{DateTime, Utc};

/// A game's name and number, "<game name> #12".
pub fn game_title<G: Game>(game_id: i64) -> String {
    format!("{} #{game_id}", G::NAME)
}

/// The title of a stored game, whatever its type: its name and number, "<game name> #12".
pub fn title_of(game: &GameRow) -> Result<String, PlayError> {
    crate::with_game!(&game.game, G => Ok(game_title::<G>(game.id)))
}

pub fn deadline_text(deadline: DateTime<Utc>) -> String {
    deadline.format("%a %-d %b %Y, %H:%M UTC").to_string()
}
