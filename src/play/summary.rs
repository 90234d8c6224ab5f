//! Where a game stands, for dashboards and the game page, whatever the game.

use crate::db::game_status::GameStatus;
use crate::db::games;
use crate::db::models::{GameRow, SeatRow, User};
use crate::games::{Game, Heading, Outcome, Phrase, Seat};
use crate::play::{PlayError, Playable};
use diesel::PgConnection;

#[derive(Debug, Clone)]
pub struct Summary {
    pub title: String,
    /// Where it stands: "Round 2 · Planning".
    pub heading: Heading,
    /// Seats that owe a decision not yet submitted.
    pub waiting_for: Vec<Seat>,
    /// Each seat's public label ("Noram States, side A").
    pub seat_labels: Vec<Phrase>,
    pub outcome: Option<Outcome>,
}

pub fn summary(conn: &mut PgConnection, game: &GameRow) -> Result<Summary, PlayError> {
    crate::with_game!(&game.game, G => summary_of::<G>(conn, game))
}

/// A game as a list of games shows it.
pub struct Glance {
    /// Its seats with their players, by seat.
    pub players: Vec<(SeatRow, User)>,
    pub names: Vec<String>,
    pub summary: Summary,
}

pub fn glance(conn: &mut PgConnection, game: &GameRow) -> Result<Glance, PlayError> {
    let players = games::players(conn, game.id)?;
    let names: Vec<String> = players
        .iter()
        .map(|(_, u)| u.display_name.clone())
        .collect();
    let summary = summary(conn, game)?;
    Ok(Glance {
        players,
        names,
        summary,
    })
}

/// The game's final ranking, once it is over.
pub fn outcome(game: &GameRow) -> Result<Option<Outcome>, PlayError> {
    crate::with_game!(&game.game, G => {
        let state: <G as crate::games::Game>::State = serde_json::from_value(game.state.clone())?;
        Ok(G::outcome(&state))
    })
}

pub fn summary_of<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
) -> Result<Summary, PlayError> {
    let state: G::State = serde_json::from_value(game.state.clone())?;
    let waiting_for = crate::play::table::owing::<G>(conn, game.id, &state)?;
    let heading = G::heading(&state);
    Ok(Summary {
        title: crate::play::titles::game_title::<G>(game.id),
        heading,
        waiting_for,
        seat_labels: (0..G::seats(&state))
            .map(|s| G::seat_label(&state, s))
            .collect(),
        outcome: G::outcome(&state),
    })
}

/// One of a player's games, as their dashboard lists it.
#[derive(Debug, Clone)]
pub struct MyGame {
    pub id: i64,
    pub status: GameStatus,
    pub summary: Summary,
    /// The game waits for this player's decision.
    pub mine: bool,
    /// Names of the players it waits for.
    pub waiting_names: Vec<String>,
    /// Rank and score, once the game is over.
    pub result: Option<(usize, i64)>,
}

/// How many ended games a home page lists; the player's page has them all.
pub const ENDED_LISTED: i64 = 10;

/// The games the user has a seat in, most recently changed first: every running one, and the
/// last `ENDED_LISTED` that ended.
pub fn of_user(conn: &mut PgConnection, user_id: i64) -> Result<Vec<MyGame>, PlayError> {
    let mut mine = Vec::new();
    let mut rows = games::active_of_user(conn, user_id)?;
    rows.extend(games::ended_of_user(conn, user_id, ENDED_LISTED)?);
    for (game, seat) in rows {
        let seat = seat as Seat;
        let players = games::players(conn, game.id)?;
        let summary = summary(conn, &game)?;
        let waiting_names = summary
            .waiting_for
            .iter()
            .filter_map(|w| players.get(*w).map(|(_, u)| u.display_name.clone()))
            .collect();
        let result = summary
            .outcome
            .as_ref()
            .and_then(|o| o.standings.iter().find(|st| st.seat == seat))
            .map(|st| (st.rank, st.score));
        mine.push(MyGame {
            id: game.id,
            status: game.status,
            mine: summary.waiting_for.contains(&seat),
            waiting_names,
            result,
            summary,
        });
    }
    Ok(mine)
}
