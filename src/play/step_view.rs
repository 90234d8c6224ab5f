//! Time travel: the table as it was after step n, with what the viewer needs around it (names,
//! what that step did, their own last decision).

use super::replay::state_after;
use super::visibility::Viewer;
use super::{PlayError, Playable, notify};
use crate::db::models::GameRow;
use crate::db::{games, history};
use crate::games::Seat;
use diesel::PgConnection;

/// Where the step page sits in the game, and where it links to.
pub struct StepContext {
    pub game_id: i64,
    pub game_title: String,
    /// Steps resolved at this moment.
    pub step: i32,
    /// Steps resolved in all so far.
    pub last: i32,
    pub names: Vec<String>,
    /// The viewer's seat, if they play.
    pub seat: Option<Seat>,
    /// The game is over: every hand is shown.
    pub over: bool,
    /// The step in which the viewer last decided for themselves.
    pub my_last: Option<i32>,
    /// What the step that led here did, in words.
    pub happened: Vec<String>,
}

/// The state after the first `n` steps of `game` (0 ≤ n ≤ its step count), and its context for
/// `viewer`. The page must still show the state as `viewer` may see it (`Game::view`).
pub fn step_view<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    viewer: Viewer,
    n: i32,
) -> Result<(StepContext, G::State), PlayError> {
    let names: Vec<String> = games::players(conn, game.id)?
        .into_iter()
        .map(|(_, u)| u.display_name)
        .collect();
    let state = state_after::<G>(conn, game, n)?;
    let happened = match n.checked_sub(1) {
        Some(previous) => {
            let mut lines = Vec::new();
            let rows = history::steps_from(conn, game.id, previous)?;
            for row in rows.into_iter().take_while(|row| row.step == previous) {
                let events: Vec<G::Event> = serde_json::from_value(row.events)?;
                lines.extend(events.iter().filter_map(|e| G::tell(e, &names)));
            }
            lines
        }
        None => Vec::new(),
    };
    let my_last = match viewer.seat() {
        Some(seat) => history::last_own_decision(conn, game.id, seat as i32)?,
        None => None,
    };
    let context = StepContext {
        game_id: game.id,
        game_title: notify::game_title::<G>(game.id),
        step: n,
        last: game.step,
        names,
        seat: viewer.seat(),
        over: game.status == "finished",
        my_last,
        happened,
    };
    Ok((context, state))
}
