//! Summaries of games for the archive and a player's page: a line per game, with who won, in
//! the reader's words.

use crate::db::game_status::GameStatus;
use crate::db::games::{self, ArchiveCursor, ArchiveFilter};
use crate::db::users;
use crate::i18n::Tr;
use crate::play::PlayError;
use crate::play::summary::{Summary, glance};
use diesel::PgConnection;

pub struct ArchiveLine {
    pub id: i64,
    pub title: String,
    pub status: GameStatus,
    /// "Round 2 · Planning" (as the game names it), or who won.
    pub state: String,
    /// "Ann, Bob and Cy".
    pub players: String,
    /// On a player's page: their rank and score.
    pub result: Option<String>,
}

/// Where a game stands in a few words of `tr`: "won by Ann and Cy", "abandoned", or its phase.
/// `names` are the players' by seat.
pub fn standing(tr: &Tr, summary: &Summary, status: GameStatus, names: &[String]) -> String {
    match (&summary.outcome, status) {
        (Some(o), _) => {
            let winners: Vec<String> = o.winners().filter_map(|w| names.get(w)).cloned().collect();
            tr.t1("archive-won-by", "names", tr.list(&winners))
        }
        (None, GameStatus::Abandoned) => tr.t("archive-game-abandoned"),
        (None, _) => tr.heading(&summary.heading),
    }
}

/// One page of the games `filter` selects (newest first), and where the next page starts if
/// more follow. With `player`, each line says how that player finished. In the words of `tr`.
pub fn lines(
    conn: &mut PgConnection,
    filter: &ArchiveFilter,
    player: Option<i64>,
    tr: &Tr,
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
            Some(tr.t2("archive-rank", "rank", st.rank, "score", st.score))
        });
        lines.push(ArchiveLine {
            id: game.id,
            state: standing(tr, &g.summary, game.status, &g.names),
            players: tr.list(&g.names),
            title: g.summary.title,
            status: game.status,
            result,
        });
    }
    Ok((lines, next))
}

/// A player's page: their name, and one page of their games that `filter` selects (its
/// `player` is theirs), with how they finished, in the words of `tr`. Someone with no game the
/// viewer may see has no page for them: names are not listed one account at a time.
pub fn of_player(
    conn: &mut PgConnection,
    filter: &ArchiveFilter,
    player: i64,
    tr: &Tr,
) -> Result<(String, Vec<ArchiveLine>, Option<ArchiveCursor>), PlayError> {
    let user = users::by_id(conn, player)?.ok_or(PlayError::NotFound("player"))?;
    let (lines, next) = lines(conn, filter, Some(player), tr)?;
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
