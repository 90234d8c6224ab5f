//! Who is looking at a game, and whether they may: a game is public, or its players' only
//! (and, for a league's game, its league's members').

use crate::db::game_status::GameStatus;
use crate::db::models::{GameRow, User};
use crate::db::{games, leagues, page_stamps, seasons, users};
use crate::games::Seat;
use crate::play::PlayError;
use diesel::PgConnection;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    /// A player: sees what their seat knows.
    Seat(Seat),
    /// The organizer without a seat, a member of the game's league, or anyone else on a public
    /// game: public information.
    Spectator,
}

impl Viewer {
    pub fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat(seat) => Some(seat),
            Viewer::Spectator => None,
        }
    }
}

/// The game, and how `user` sees it; refused when it does not exist or is not theirs to see.
pub fn visible_game(
    conn: &mut PgConnection,
    id: i64,
    user: Option<i64>,
) -> Result<(GameRow, Viewer), PlayError> {
    let game = games::get(conn, id)?.ok_or(PlayError::NoGame)?;
    let viewer = viewer(conn, &game, user)?.ok_or(PlayError::PlayersOnly)?;
    Ok((game, viewer))
}

/// How `user` (signed in or not) sees the game; `None` when they may not see it at all.
pub fn viewer(
    conn: &mut PgConnection,
    game: &GameRow,
    user: Option<i64>,
) -> Result<Option<Viewer>, PlayError> {
    if let Some(user) = user {
        let players = games::players(conn, game.id)?;
        if let Some((seat, _)) = players.iter().find(|(_, u)| u.id == user) {
            return Ok(Some(Viewer::Seat(seat.seat as Seat)));
        }
        // The league's organizers are among its members.
        if game.organizer_id == user || in_its_league(conn, game.id, user)? {
            return Ok(Some(Viewer::Spectator));
        }
    }
    Ok((game.visibility == "public").then_some(Viewer::Spectator))
}

/// The stamp of game `id`'s pages (`db::page_stamps`) when it is finished and anyone may see
/// it: its pages then look the same to every visitor who is not signed in. `None` otherwise, or
/// when there is no such game.
pub fn public_page_stamp(conn: &mut PgConnection, id: i64) -> Result<Option<String>, PlayError> {
    Ok(page_stamps::of_game(conn, id)?
        .filter(|p| p.status == GameStatus::Finished && p.visibility == "public")
        .map(|p| p.stamp))
}

/// Whether `user` runs the game: its organizer, or, for a league's game, an organizer of the
/// league now (whoever started the season may have left it since).
pub fn manages(conn: &mut PgConnection, game: &GameRow, user: i64) -> Result<bool, PlayError> {
    if game.organizer_id == user {
        return Ok(true);
    }
    Ok(match league_of(conn, game.id)? {
        Some(league) => leagues::membership(conn, league, user)?
            .is_some_and(|m| m.organizer && m.left_at.is_none()),
        None => false,
    })
}

/// Who runs the game and hears of its troubles: the league's organizers for a league's game,
/// otherwise its organizer.
pub fn managers(conn: &mut PgConnection, game: &GameRow) -> Result<Vec<User>, PlayError> {
    if let Some(league) = league_of(conn, game.id)? {
        let organizers: Vec<User> = leagues::members(conn, league)?
            .into_iter()
            .filter(|(m, _)| m.organizer)
            .map(|(_, u)| u)
            .collect();
        if !organizers.is_empty() {
            return Ok(organizers);
        }
    }
    Ok(users::by_id(conn, game.organizer_id)?.into_iter().collect())
}

/// Whether `user` is a member of the league whose season the game belongs to: members follow
/// their league's games even when the league is open to its members only.
fn in_its_league(conn: &mut PgConnection, game_id: i64, user: i64) -> Result<bool, PlayError> {
    match league_of(conn, game_id)? {
        Some(league) => is_member(conn, league, Some(user)),
        None => Ok(false),
    }
}

/// The league whose season the game belongs to, if any.
fn league_of(conn: &mut PgConnection, game_id: i64) -> Result<Option<i64>, PlayError> {
    let Some(season_game) = seasons::of_game(conn, game_id)? else {
        return Ok(None);
    };
    Ok(seasons::get(conn, season_game.season_id)?.map(|s| s.league_id))
}

/// Whether `user` is a member of the league now.
pub fn is_member(
    conn: &mut PgConnection,
    league_id: i64,
    user: Option<i64>,
) -> Result<bool, PlayError> {
    let Some(user) = user else { return Ok(false) };
    Ok(leagues::membership(conn, league_id, user)?.is_some_and(|m| m.left_at.is_none()))
}
