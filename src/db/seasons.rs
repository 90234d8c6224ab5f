//! A league's seasons, who plays each (and in which division), and their games.

use super::game_status::GameStatus;
use super::models::{GameRow, Season, SeasonGame, SeasonMember, User};
use super::schema::{games, season_games, season_members, seasons, users};
use chrono::{DateTime, Utc};
use diesel::prelude::*;

pub fn insert(
    conn: &mut PgConnection,
    league_id: i64,
    starts_at: DateTime<Utc>,
    ends_at: DateTime<Utc>,
    games_each: i32,
    now: DateTime<Utc>,
) -> QueryResult<Season> {
    let number = seasons::table
        .filter(seasons::league_id.eq(league_id))
        .select(diesel::dsl::max(seasons::number))
        .first::<Option<i32>>(conn)?
        .unwrap_or(0)
        + 1;
    diesel::insert_into(seasons::table)
        .values((
            seasons::league_id.eq(league_id),
            seasons::number.eq(number),
            seasons::starts_at.eq(starts_at),
            seasons::ends_at.eq(ends_at),
            seasons::games_each.eq(games_each),
            seasons::created_at.eq(now),
        ))
        .returning(Season::as_returning())
        .get_result(conn)
}

pub fn get(conn: &mut PgConnection, id: i64) -> QueryResult<Option<Season>> {
    seasons::table
        .find(id)
        .select(Season::as_select())
        .first(conn)
        .optional()
}

/// Locks the season's row until the transaction ends: starting and ending it run once.
pub fn lock(conn: &mut PgConnection, id: i64) -> QueryResult<Option<Season>> {
    seasons::table
        .find(id)
        .for_update()
        .select(Season::as_select())
        .first(conn)
        .optional()
}

pub fn by_number(
    conn: &mut PgConnection,
    league_id: i64,
    number: i32,
) -> QueryResult<Option<Season>> {
    seasons::table
        .filter(seasons::league_id.eq(league_id))
        .filter(seasons::number.eq(number))
        .select(Season::as_select())
        .first(conn)
        .optional()
}

/// The league's seasons, newest first.
pub fn of_league(conn: &mut PgConnection, league_id: i64) -> QueryResult<Vec<Season>> {
    seasons::table
        .filter(seasons::league_id.eq(league_id))
        .order(seasons::number.desc())
        .select(Season::as_select())
        .load(conn)
}

/// New dates and game count for a season not yet started.
pub fn reschedule(
    conn: &mut PgConnection,
    id: i64,
    starts_at: DateTime<Utc>,
    ends_at: DateTime<Utc>,
    games_each: i32,
) -> QueryResult<Season> {
    diesel::update(seasons::table.find(id))
        .set((
            seasons::starts_at.eq(starts_at),
            seasons::ends_at.eq(ends_at),
            seasons::games_each.eq(games_each),
        ))
        .returning(Season::as_returning())
        .get_result(conn)
}

pub fn set_status(
    conn: &mut PgConnection,
    id: i64,
    status: &str,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    let finished = (status == "finished").then_some(now);
    diesel::update(seasons::table.find(id))
        .set((
            seasons::status.eq(status),
            seasons::finished_at.eq(finished),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn add_member(
    conn: &mut PgConnection,
    season_id: i64,
    user_id: i64,
    division: i32,
) -> QueryResult<()> {
    diesel::insert_into(season_members::table)
        .values((
            season_members::season_id.eq(season_id),
            season_members::user_id.eq(user_id),
            season_members::division.eq(division),
        ))
        .execute(conn)?;
    Ok(())
}

/// Who plays the season, by division, then in the order they were placed.
pub fn members(conn: &mut PgConnection, season_id: i64) -> QueryResult<Vec<(SeasonMember, User)>> {
    season_members::table
        .inner_join(users::table)
        .filter(season_members::season_id.eq(season_id))
        .order((season_members::division, users::id))
        .select((SeasonMember::as_select(), User::as_select()))
        .load(conn)
}

/// Marks a member as gone from the season; returns whether they played in it.
pub fn drop_member(
    conn: &mut PgConnection,
    season_id: i64,
    user_id: i64,
    now: DateTime<Utc>,
) -> QueryResult<bool> {
    let n = diesel::update(season_members::table.find((season_id, user_id)))
        .filter(season_members::dropped_at.is_null())
        .set(season_members::dropped_at.eq(now))
        .execute(conn)?;
    Ok(n > 0)
}

pub fn add_game(
    conn: &mut PgConnection,
    season_id: i64,
    game_id: i64,
    division: i32,
    round: i32,
) -> QueryResult<()> {
    diesel::insert_into(season_games::table)
        .values((
            season_games::game_id.eq(game_id),
            season_games::season_id.eq(season_id),
            season_games::division.eq(division),
            season_games::round.eq(round),
        ))
        .execute(conn)?;
    Ok(())
}

/// The season's games in the order they were scheduled.
pub fn games(conn: &mut PgConnection, season_id: i64) -> QueryResult<Vec<(SeasonGame, GameRow)>> {
    season_games::table
        .inner_join(games::table)
        .filter(season_games::season_id.eq(season_id))
        .order(season_games::game_id)
        .select((SeasonGame::as_select(), GameRow::as_select()))
        .load(conn)
}

/// The season a game belongs to, if any.
pub fn of_game(conn: &mut PgConnection, game_id: i64) -> QueryResult<Option<SeasonGame>> {
    season_games::table
        .find(game_id)
        .select(SeasonGame::as_select())
        .first(conn)
        .optional()
}

pub fn mark_finished_by_default(conn: &mut PgConnection, game_id: i64) -> QueryResult<()> {
    diesel::update(season_games::table.find(game_id))
        .set(season_games::finished_by_default.eq(true))
        .execute(conn)?;
    Ok(())
}

/// Every finished game of the league's seasons, in the order they finished: what ratings
/// replay.
pub fn finished_games_of_league(
    conn: &mut PgConnection,
    league_id: i64,
) -> QueryResult<Vec<(SeasonGame, GameRow)>> {
    season_games::table
        .inner_join(games::table)
        .inner_join(seasons::table)
        .filter(seasons::league_id.eq(league_id))
        .filter(games::status.eq(GameStatus::Finished))
        .order((games::finished_at, games::id))
        .select((SeasonGame::as_select(), GameRow::as_select()))
        .load(conn)
}
