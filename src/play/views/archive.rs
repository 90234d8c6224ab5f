//! Summaries of games for the archive and a player's page: a line per game, with who won.

use crate::db::game_status::GameStatus;
use crate::db::games::{self, ArchiveCursor, ArchiveFilter};
use crate::db::users;
use crate::play::PlayError;
use crate::play::summary::glance;
use diesel::PgConnection;

pub struct ArchiveLine {
    pub id: i64,
    pub title: String,
    pub status: GameStatus,
    /// "Round 2 · Planning", or who won.
    pub state: String,
    pub players: String,
    /// On a player's page: their rank and score.
    pub result: Option<String>,
}

/// One page of the games `filter` selects (newest first), and where the next page starts if
/// more follow. With `player`, each line says how that player finished.
pub fn lines(
    conn: &mut PgConnection,
    filter: &ArchiveFilter,
    player: Option<i64>,
) -> Result<(Vec<ArchiveLine>, Option<ArchiveCursor>), PlayError> {
    let mut rows = games::archive(
        conn,
        &ArchiveFilter {
            limit: filter.limit + 1,
            ..*filter
        },
    )?;
    let more = rows.len() as i64 > filter.limit;
    rows.truncate(filter.limit as usize);
    let next = rows.last().filter(|_| more).map(ArchiveCursor::of);
    let mut lines = Vec::with_capacity(rows.len());
    for game in rows {
        let g = glance(conn, &game)?;
        let result = player.and_then(|p| {
            let seat = g.players.iter().find(|(_, u)| u.id == p)?.0.seat as usize;
            let st = g
                .summary
                .outcome
                .as_ref()?
                .standings
                .iter()
                .find(|st| st.seat == seat)?;
            Some(format!("rank {} with {} VP", st.rank, st.score))
        });
        lines.push(ArchiveLine {
            id: game.id,
            title: g.summary.title,
            status: game.status,
            state: g.words,
            players: g.names.join(", "),
            result,
        });
    }
    Ok((lines, next))
}

/// A player's page: their name, and one page of their games that `filter` selects (its
/// `player` is theirs), with how they finished. Someone with no game the viewer may see has no
/// page for them: names are not listed one account at a time.
pub fn of_player(
    conn: &mut PgConnection,
    filter: &ArchiveFilter,
    player: i64,
) -> Result<(String, Vec<ArchiveLine>, Option<ArchiveCursor>), PlayError> {
    let user = users::by_id(conn, player)?.ok_or(PlayError::NotFound("player"))?;
    let (lines, next) = lines(conn, filter, Some(player))?;
    let mut any_visible = || {
        let first = ArchiveFilter {
            status: None,
            after: None,
            limit: 1,
            ..*filter
        };
        games::archive(conn, &first).map(|games| !games.is_empty())
    };
    if lines.is_empty() && filter.viewer != Some(player) && !any_visible()? {
        return Err(PlayError::NotFound("player"));
    }
    Ok((user.display_name, lines, next))
}
