//! The decisions a player owes right now, across all their games: for the digest and the
//! calendar feed.

use crate::db::games;
use crate::db::models::GameRow;
use crate::games::Seat;
use crate::play::table::owing;
use crate::play::{PlayError, Playable};
use chrono::{DateTime, Utc};
use diesel::PgConnection;

#[derive(Debug, Clone)]
pub struct Pending {
    pub game_id: i64,
    pub seat: Seat,
    pub step: i32,
    pub game_title: String,
    /// What is to decide, in one line.
    pub due: crate::games::Phrase,
    pub deadline: Option<DateTime<Utc>>,
}

pub fn of_user(conn: &mut PgConnection, user_id: i64) -> Result<Vec<Pending>, PlayError> {
    let mut pending = Vec::new();
    for (game, seat) in games::active_of_user(conn, user_id)? {
        let one = crate::with_game!(&game.game, G => in_game::<G>(conn, &game, seat as Seat))?;
        pending.extend(one);
    }
    Ok(pending)
}

fn in_game<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    seat: Seat,
) -> Result<Option<Pending>, PlayError> {
    let state: G::State = serde_json::from_value(game.state.clone())?;
    if !owing::<G>(conn, game.id, &state)?.contains(&seat) {
        return Ok(None);
    }
    let Some((_, prompt)) = G::prompts(&state).into_iter().find(|(s, _)| *s == seat) else {
        return Ok(None);
    };
    Ok(Some(Pending {
        game_id: game.id,
        seat,
        step: game.step,
        game_title: crate::play::titles::game_title::<G>(game.id),
        due: G::due(&prompt, &state),
        deadline: game.deadline,
    }))
}
