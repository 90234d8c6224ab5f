//! What the league pages show, as the visitor may see it: the league and its members, a
//! season's tables and games, the rating leaderboard and one member's rating over time.

use crate::db::game_status::GameStatus;
use crate::db::models::{League, Season, User};
use crate::db::{leagues, seasons, users};
use crate::i18n::Tr;
use crate::league::ratings::Rating;
use crate::play::PlayError;
use crate::play::leagues::league::visible;
use crate::play::leagues::season::{
    DivisionTable, can_plan, current_ratings, rating_history, standings,
};
use crate::play::summary::glance;
use crate::play::visibility::is_member;
use diesel::PgConnection;

/// A season's days, both played, in the reader's words: "Tue 1 Dec 2026 to Wed 23 Dec 2026".
pub fn season_days(tr: &Tr, season: &Season) -> String {
    tr.t2(
        "season-days",
        "first",
        crate::local_time::date(season.first_day(), tr.lang),
        "last",
        crate::local_time::date(season.last_day(), tr.lang),
    )
}

/// A rating as shown, with one decimal.
pub fn rating(tr: &Tr, rating: &f64) -> String {
    tr.decimal(format!("{rating:.1}"))
}

pub struct MemberLine {
    pub user_id: i64,
    pub name: String,
    pub organizer: bool,
    /// The rating shown, once they have played a league game.
    pub rating: Option<f64>,
}

pub struct LeagueView {
    pub league: League,
    pub members: Vec<MemberLine>,
    /// Newest first.
    pub seasons: Vec<Season>,
    /// The newest season that has started, with its tables.
    pub current: Option<(Season, Vec<DivisionTable>)>,
    pub member: bool,
    pub organizer: bool,
    /// Whether the next season may be planned now (see [`can_plan`]).
    pub can_plan: bool,
}

pub fn league_view(
    conn: &mut PgConnection,
    league_id: i64,
    user: Option<i64>,
) -> Result<LeagueView, PlayError> {
    let league = visible(conn, league_id, user)?;
    let ratings = current_ratings(conn, league.id)?;
    let all = leagues::members(conn, league.id)?;
    let organizer = user.is_some_and(|u| all.iter().any(|(m, _)| m.organizer && m.user_id == u));
    let members = all
        .into_iter()
        .map(|(m, u)| MemberLine {
            user_id: u.id,
            name: u.display_name,
            organizer: m.organizer,
            rating: ratings.get(&u.id).copied(),
        })
        .collect();
    let seasons = seasons::of_league(conn, league.id)?;
    let current = match seasons.iter().find(|s| s.status != "planned") {
        Some(s) => Some((s.clone(), standings(conn, &league, s)?)),
        None => None,
    };
    Ok(LeagueView {
        member: is_member(conn, league.id, user)?,
        organizer,
        can_plan: can_plan(&seasons),
        league,
        members,
        seasons,
        current,
    })
}

pub struct GameLine {
    pub game_id: i64,
    pub division: i32,
    pub round: i32,
    /// Its players, as a list in the reader's words.
    pub players: String,
    pub status: GameStatus,
    /// Where the game stands (its phase, as the game names it), or who won, for the reader.
    pub state: String,
    pub finished_by_default: bool,
}

pub struct SeasonView {
    pub league: League,
    pub season: Season,
    pub tables: Vec<DivisionTable>,
    pub games: Vec<GameLine>,
    pub organizer: bool,
}

/// The season's page for `user`, in the words of `tr`.
pub fn season_view(
    conn: &mut PgConnection,
    league_id: i64,
    number: i32,
    user: Option<i64>,
    tr: &Tr,
) -> Result<SeasonView, PlayError> {
    let league = visible(conn, league_id, user)?;
    let season =
        seasons::by_number(conn, league.id, number)?.ok_or(PlayError::NotFound("season"))?;
    let tables = standings(conn, &league, &season)?;
    let mut lines = Vec::new();
    for (sg, game) in seasons::games(conn, season.id)? {
        let g = glance(conn, &game)?;
        let state = match (&g.summary.outcome, game.status) {
            (Some(o), _) => {
                let winners: Vec<String> = o
                    .winners()
                    .filter_map(|w| g.names.get(w))
                    .cloned()
                    .collect();
                tr.t1("season-game-won-by", "names", tr.list(&winners))
            }
            (None, GameStatus::Abandoned) => tr.t("season-game-abandoned"),
            (None, _) => tr.heading(&g.summary.heading),
        };
        lines.push(GameLine {
            game_id: game.id,
            division: sg.division,
            round: sg.round,
            players: tr.list(&g.names),
            status: game.status,
            state,
            finished_by_default: sg.finished_by_default,
        });
    }
    lines.sort_by_key(|g| (g.division, g.round, g.game_id));
    let organizer = match user {
        Some(u) => leagues::membership(conn, league.id, u)?
            .is_some_and(|m| m.organizer && m.left_at.is_none()),
        None => false,
    };
    Ok(SeasonView {
        league,
        season,
        tables,
        games: lines,
        organizer,
    })
}

pub struct RatingLine {
    pub rank: usize,
    pub user_id: i64,
    pub name: String,
    pub rating: f64,
    pub games: usize,
}

/// Everyone rated in the league, best first.
pub fn leaderboard(
    conn: &mut PgConnection,
    league_id: i64,
    user: Option<i64>,
) -> Result<(League, Vec<RatingLine>), PlayError> {
    let league = visible(conn, league_id, user)?;
    let mut lines = Vec::new();
    for (member, history) in rating_history(conn, league.id)? {
        let (Some(last), Some(u)) = (history.last(), users::by_id(conn, member)?) else {
            continue;
        };
        lines.push(RatingLine {
            rank: 0,
            user_id: member,
            name: u.display_name,
            rating: last.display(),
            games: history.len(),
        });
    }
    lines.sort_by(|a, b| b.rating.total_cmp(&a.rating).then(a.name.cmp(&b.name)));
    for (i, line) in lines.iter_mut().enumerate() {
        line.rank = i + 1;
    }
    Ok((league, lines))
}

/// One member's rating after each of their league games, oldest first.
pub fn rating_of(
    conn: &mut PgConnection,
    league_id: i64,
    player: i64,
    user: Option<i64>,
) -> Result<(League, User, Vec<Rating>), PlayError> {
    let league = visible(conn, league_id, user)?;
    let history = rating_history(conn, league.id)?.remove(&player);
    // Only someone who belongs or belonged to the league, or played in it, has a page here.
    if history.is_none() && leagues::membership(conn, league.id, player)?.is_none() {
        return Err(PlayError::NotFound("player"));
    }
    let who = users::by_id(conn, player)?.ok_or(PlayError::NotFound("player"))?;
    Ok((league, who, history.unwrap_or_default()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn decimals_take_the_readers_mark() {
        assert_eq!(rating(&Tr::new(Lang::En), &25.26), "25.3");
        assert_eq!(rating(&Tr::new(Lang::Es), &25.26), "25,3");
        assert_eq!(rating(&Tr::new(Lang::Cs), &-0.04), "-0,0");
        assert_eq!(rating(&Tr::new(Lang::Ja), &7.0), "7.0");
    }
}
