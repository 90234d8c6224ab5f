//! Games, their seats and seat links.

use super::absences::away_at;
use super::game_status::GameStatus;
use super::models::{GameRow, SeatLink, SeatRow, Submission, User};
use super::schema::{
    games, league_members, messages, season_games, seasons, seat_links, seats, submissions, users,
};
use super::tokens;
use chrono::{DateTime, Utc};
use diesel::prelude::*;

pub struct NewGame<'a> {
    pub game: &'a str,
    pub options: serde_json::Value,
    pub seed: i64,
    pub state: serde_json::Value,
    pub organizer_id: i64,
    pub decision_hours: Option<i32>,
    pub reminder_hours: Vec<i32>,
    pub absence_days: i32,
    pub visibility: &'a str,
    /// The language of its invitations to people who have no account yet.
    pub language: &'a str,
    pub now: DateTime<Utc>,
}

pub fn insert(conn: &mut PgConnection, g: NewGame) -> QueryResult<GameRow> {
    diesel::insert_into(games::table)
        .values((
            games::game.eq(g.game),
            games::options.eq(g.options),
            games::seed.eq(g.seed),
            games::state.eq(g.state),
            games::organizer_id.eq(g.organizer_id),
            games::decision_hours.eq(g.decision_hours),
            games::reminder_hours.eq(g.reminder_hours.into_iter().map(Some).collect::<Vec<_>>()),
            games::absence_days.eq(g.absence_days),
            games::visibility.eq(g.visibility),
            games::language.eq(g.language),
            games::created_at.eq(g.now),
            games::updated_at.eq(g.now),
        ))
        .returning(GameRow::as_returning())
        .get_result(conn)
}

pub fn get(conn: &mut PgConnection, id: i64) -> QueryResult<Option<GameRow>> {
    games::table
        .find(id)
        .select(GameRow::as_select())
        .first(conn)
        .optional()
}

/// Which game a stored game is (its registered id), without reading its state.
pub fn kind_of(conn: &mut PgConnection, id: i64) -> QueryResult<Option<String>> {
    games::table
        .find(id)
        .select(games::game)
        .first(conn)
        .optional()
}

/// The open step of a game, without reading its state.
pub fn step_of(conn: &mut PgConnection, id: i64) -> QueryResult<Option<i32>> {
    games::table
        .find(id)
        .select(games::step)
        .first(conn)
        .optional()
}

/// The game row, locked until the end of the transaction: every change to a game goes through
/// this lock, so two requests never resolve the same step. `FOR NO KEY UPDATE`: the game's id
/// never changes, and rows that refer to the game (jobs, emails) can still be written meanwhile.
pub fn lock(conn: &mut PgConnection, id: i64) -> QueryResult<Option<GameRow>> {
    lock_unless_held(conn, id, None)
}

/// `lock`, leaving the state out (JSON `null` in its place) when the row's revision is `held`:
/// the caller keeps that revision's state already (`play::table::kept_states`).
pub fn lock_unless_held(
    conn: &mut PgConnection,
    id: i64,
    held: Option<i64>,
) -> QueryResult<Option<GameRow>> {
    games::table
        .find(id)
        .select(game_columns(state_where(
            games::revision.ne(held.unwrap_or(-1)),
        )))
        .for_no_key_update()
        .first(conn)
        .optional()
}

/// The state where `bring` holds, JSON `null` elsewhere.
#[diesel::dsl::auto_type(no_type_alias)]
pub(super) fn state_where<B>(bring: B) -> _
where
    B: Expression<SqlType = diesel::sql_types::Bool>,
{
    let null: diesel::dsl::AsExprOf<serde_json::Value, diesel::sql_types::Json> =
        serde_json::Value::Null.into_sql::<diesel::sql_types::Json>();
    diesel::dsl::case_when(bring, games::state).otherwise(null)
}

/// A game's columns in `GameRow`'s order, with `state` in place of the stored state.
#[diesel::dsl::auto_type(no_type_alias)]
fn game_columns<S>(state: S) -> _ {
    (
        games::id,
        games::game,
        games::options,
        games::seed,
        state,
        games::step,
        games::status,
        games::organizer_id,
        games::decision_hours,
        games::deadline,
        games::created_at,
        games::updated_at,
        games::finished_at,
        games::reminder_hours,
        games::absence_days,
        games::visibility,
        games::revision,
        games::language,
    )
}

pub struct Snapshot {
    pub state: serde_json::Value,
    pub step: i32,
    pub status: GameStatus,
    pub deadline: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
    pub now: DateTime<Utc>,
}

diesel::define_sql_function! {
    /// Sets a game's state and what goes with it: the function of migration
    /// `000022_store_game`, so that the statement is prepared.
    fn store_game(
        id: diesel::sql_types::Int8,
        state: diesel::sql_types::Json,
        step: diesel::sql_types::Int4,
        status: diesel::sql_types::Text,
        deadline: diesel::sql_types::Nullable<diesel::sql_types::Timestamptz>,
        finished_at: diesel::sql_types::Nullable<diesel::sql_types::Timestamptz>,
        updated_at: diesel::sql_types::Timestamptz,
    ) -> Bool;
}

pub fn store(conn: &mut PgConnection, id: i64, s: Snapshot) -> QueryResult<()> {
    diesel::select(store_game(
        id,
        s.state,
        s.step,
        s.status,
        s.deadline,
        s.finished_at,
        s.now,
    ))
    .execute(conn)
    .map(|_| ())
}

pub fn insert_seat(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i32,
    user_id: i64,
) -> QueryResult<()> {
    diesel::insert_into(seats::table)
        .values((
            seats::game_id.eq(game_id),
            seats::seat.eq(seat),
            seats::user_id.eq(user_id),
        ))
        .execute(conn)
        .map(|_| ())
}

/// The players in seat order.
pub fn players(conn: &mut PgConnection, game_id: i64) -> QueryResult<Vec<(SeatRow, User)>> {
    seats::table
        .inner_join(users::table)
        .filter(seats::game_id.eq(game_id))
        .order(seats::seat)
        .select((SeatRow::as_select(), User::as_select()))
        .load(conn)
}

/// Who sits where in each of `game_ids`: (game, seat, user), in game then seat order. One read
/// for many games, where `players` would be one each.
pub fn seat_users(conn: &mut PgConnection, game_ids: &[i64]) -> QueryResult<Vec<(i64, i32, i64)>> {
    seats::table
        .filter(seats::game_id.eq_any(game_ids))
        .order((seats::game_id, seats::seat))
        .select((seats::game_id, seats::seat, seats::user_id))
        .load(conn)
}

/// The players of a game by seat, each with their account.
pub type Players = Vec<(SeatRow, User)>;

/// A game's seats as one read brings them: the players by seat, the seats whose player is away
/// at the time of the read, and the decisions in for one step.
pub struct SeatsRead {
    pub players: Players,
    pub away: Vec<i32>,
    pub submitted: Vec<Submission>,
}

/// One row per seat, in seat order: its player, whether they are away, and its decision.
type SeatRowRead = (SeatRow, User, bool, Option<Submission>);

impl SeatsRead {
    fn gather(rows: impl Iterator<Item = SeatRowRead>) -> SeatsRead {
        let mut read = SeatsRead {
            players: Vec::new(),
            away: Vec::new(),
            submitted: Vec::new(),
        };
        for (seat, user, away, submission) in rows {
            if away {
                read.away.push(seat.seat);
            }
            read.players.push((seat, user));
            read.submitted.extend(submission);
        }
        read
    }
}

/// Joins a seat's row to its decision in `step` (a number, or the game's `step` column), if it
/// made one.
#[diesel::dsl::auto_type(no_type_alias)]
pub(super) fn decision_in<S>(step: S) -> _
where
    S: diesel::expression::AsExpression<diesel::sql_types::Int4>,
{
    submissions::game_id
        .eq(seats::game_id)
        .and(submissions::seat.eq(seats::seat))
        .and(submissions::step.eq(step))
}

/// The players by seat, who is away at `now`, and the decisions in for `step`: one query for
/// what a decision reads of the table.
pub fn seats_read(
    conn: &mut PgConnection,
    game_id: i64,
    step: i32,
    now: DateTime<Utc>,
) -> QueryResult<SeatsRead> {
    let rows: Vec<SeatRowRead> = seats::table
        .inner_join(users::table)
        .left_join(submissions::table.on(decision_in(step)))
        .filter(seats::game_id.eq(game_id))
        .order(seats::seat)
        .select((
            SeatRow::as_select(),
            User::as_select(),
            away_at(now),
            Option::<Submission>::as_select(),
        ))
        .load(conn)?;
    Ok(SeatsRead::gather(rows.into_iter()))
}

/// What a seat's absence and talk pages are drawn from: the whole rows (a seat's own page reads
/// only what it shows, `seat_pages`).
pub struct SeatTable {
    /// The link the token opens, revoked or not.
    pub link: SeatLink,
    pub game: GameRow,
    /// Whether anyone has written at the table.
    pub talk: bool,
    /// With the decisions in for the open step; who is away is not read.
    pub seats: SeatsRead,
}

/// What a seat's absence and talk pages are drawn from, in one query; `None` for a token never
/// issued. The state is left out (JSON `null`) when the game's revision is `held`, kept by the
/// caller already.
pub fn seat_table(
    conn: &mut PgConnection,
    token: &str,
    held: Option<i64>,
) -> QueryResult<Option<SeatTable>> {
    let Some(game_id) = game_of_token(token) else {
        return Ok(None);
    };
    // One row per seat: the state travels once, on seat 0's row, the first.
    let game = game_columns(state_where(
        seats::seat
            .eq(0)
            .and(games::revision.ne(held.unwrap_or(-1))),
    ));
    let rows: Vec<(SeatLink, GameRow, bool, SeatRowRead)> = seat_links::table
        .inner_join(games::table.on(games::id.eq(seat_links::game_id)))
        .inner_join(seats::table.on(seats::game_id.eq(games::id)))
        .inner_join(users::table.on(users::id.eq(seats::user_id)))
        .left_join(submissions::table.on(decision_in(games::step)))
        .filter(seat_links::game_id.eq(game_id))
        .filter(seat_links::token_hash.eq(tokens::hash(token)))
        .order(seats::seat)
        .select((
            SeatLink::as_select(),
            game,
            diesel::dsl::exists(messages::table.filter(messages::game_id.eq(games::id))),
            (
                SeatRow::as_select(),
                User::as_select(),
                false.into_sql::<diesel::sql_types::Bool>(),
                Option::<Submission>::as_select(),
            ),
        ))
        .load(conn)?;
    let mut rows = rows.into_iter();
    let Some((link, game, talk, first)) = rows.next() else {
        return Ok(None);
    };
    let seats = SeatsRead::gather(std::iter::once(first).chain(rows.map(|(.., seat)| seat)));
    Ok(Some(SeatTable {
        link,
        game,
        talk,
        seats,
    }))
}

/// The game a seat link's token names: its tokens start with the game's id.
pub fn game_of_token(token: &str) -> Option<i64> {
    token
        .split_once('-')
        .and_then(|(id, _)| id.parse::<i64>().ok())
}

/// A new link to one seat; returns the token in plain. The token starts with the game id so
/// that looking it up stays within one game.
pub fn new_seat_link(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i32,
    now: DateTime<Utc>,
) -> QueryResult<String> {
    let token = format!("{game_id}-{}", tokens::new_secret());
    diesel::insert_into(seat_links::table)
        .values((
            seat_links::game_id.eq(game_id),
            seat_links::token_hash.eq(tokens::hash(&token)),
            seat_links::seat.eq(seat),
            seat_links::created_at.eq(now),
        ))
        .execute(conn)?;
    Ok(token)
}

/// The link a token opens (revoked or not) and the game's seats as of `now`, with the decisions
/// in for `step`, in one query: what a decision reads once it holds the game's lock. `None` for
/// a token never issued.
pub fn link_and_seats(
    conn: &mut PgConnection,
    token: &str,
    step: i32,
    now: DateTime<Utc>,
) -> QueryResult<Option<(SeatLink, SeatsRead)>> {
    let Some(game_id) = game_of_token(token) else {
        return Ok(None);
    };
    let rows: Vec<(SeatLink, SeatRowRead)> = seat_links::table
        .inner_join(seats::table.on(seats::game_id.eq(seat_links::game_id)))
        .inner_join(users::table.on(users::id.eq(seats::user_id)))
        .left_join(submissions::table.on(decision_in(step)))
        .filter(seat_links::game_id.eq(game_id))
        .filter(seat_links::token_hash.eq(tokens::hash(token)))
        .order(seats::seat)
        .select((
            SeatLink::as_select(),
            (
                SeatRow::as_select(),
                User::as_select(),
                away_at(now),
                Option::<Submission>::as_select(),
            ),
        ))
        .load(conn)?;
    let mut rows = rows.into_iter();
    let Some((link, first)) = rows.next() else {
        return Ok(None);
    };
    let seats = SeatsRead::gather(std::iter::once(first).chain(rows.map(|(_, seat)| seat)));
    Ok(Some((link, seats)))
}

/// The link a token opens, revoked or not; `None` for a token that was never issued.
pub fn seat_link(conn: &mut PgConnection, token: &str) -> QueryResult<Option<SeatLink>> {
    let Some(game_id) = game_of_token(token) else {
        return Ok(None);
    };
    seat_links::table
        .find((game_id, tokens::hash(token)))
        .select(SeatLink::as_select())
        .first(conn)
        .optional()
}

pub fn revoke_seat_links(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i32,
    now: DateTime<Utc>,
) -> QueryResult<usize> {
    diesel::update(
        seat_links::table
            .filter(seat_links::game_id.eq(game_id))
            .filter(seat_links::seat.eq(seat))
            .filter(seat_links::revoked_at.is_null()),
    )
    .set(seat_links::revoked_at.eq(now))
    .execute(conn)
}

/// A user's running games with their seat, most recently changed first: what a digest or a
/// home page reads, at a cost that does not grow with the games they finished.
pub fn active_of_user(conn: &mut PgConnection, user_id: i64) -> QueryResult<Vec<(GameRow, i32)>> {
    games::table
        .inner_join(seats::table)
        .filter(seats::user_id.eq(user_id))
        // The seat's own mark, kept from the game's status by the database: read through the
        // index of running seats (seats_running) alone.
        .filter(seats::running)
        .filter(games::status.eq(GameStatus::Active))
        .order((games::updated_at.desc(), games::id.desc()))
        .select((GameRow::as_select(), seats::seat))
        .load(conn)
}

/// The `limit` games a user played that ended (finished or abandoned) most recently, with
/// their seat.
pub fn ended_of_user(
    conn: &mut PgConnection,
    user_id: i64,
    limit: i64,
) -> QueryResult<Vec<(GameRow, i32)>> {
    games::table
        .inner_join(seats::table)
        .filter(seats::user_id.eq(user_id))
        .filter(games::status.ne(GameStatus::Active))
        .order((games::updated_at.desc(), games::id.desc()))
        .limit(limit)
        .select((GameRow::as_select(), seats::seat))
        .load(conn)
}

/// A deadline miss for the seat; returns how many in a row it has now.
pub fn add_miss(conn: &mut PgConnection, game_id: i64, seat: i32) -> QueryResult<i32> {
    diesel::update(seats::table.find((game_id, seat)))
        .set(seats::misses.eq(seats::misses + 1))
        .returning(seats::misses)
        .get_result(conn)
}

/// The player decided for themselves: their run of misses is over.
pub fn reset_misses(conn: &mut PgConnection, game_id: i64, seat: i32) -> QueryResult<()> {
    diesel::update(seats::table.find((game_id, seat)))
        .filter(seats::misses.ne(0))
        .set(seats::misses.eq(0))
        .execute(conn)
        .map(|_| ())
}

pub fn set_orders(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i32,
    orders: Option<serde_json::Value>,
) -> QueryResult<()> {
    diesel::update(seats::table.find((game_id, seat)))
        .set(seats::orders.eq(orders))
        .execute(conn)
        .map(|_| ())
}

/// The seat's page has shown the prompt of `step`: that step's email need not be sent.
pub fn mark_seen(conn: &mut PgConnection, game_id: i64, seat: i32, step: i32) -> QueryResult<()> {
    diesel::update(seats::table.find((game_id, seat)))
        .filter(seats::seen_step.is_null().or(seats::seen_step.lt(step)))
        .set(seats::seen_step.eq(step))
        .execute(conn)
        .map(|_| ())
}

/// Whether the seat's page has shown the prompt of `step` (or a later one).
pub fn has_seen(conn: &mut PgConnection, game_id: i64, seat: i32, step: i32) -> QueryResult<bool> {
    let seen: Option<Option<i32>> = seats::table
        .find((game_id, seat))
        .select(seats::seen_step)
        .first(conn)
        .optional()?;
    Ok(seen.flatten().is_some_and(|s| s >= step))
}

pub fn set_deadline(
    conn: &mut PgConnection,
    game_id: i64,
    deadline: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(games::table.find(game_id))
        .set((games::deadline.eq(deadline), games::updated_at.eq(now)))
        .execute(conn)
        .map(|_| ())
}

/// Gives the seat to another user, who starts with a clean slate: no misses, no orders.
pub fn give_seat(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i32,
    user_id: i64,
) -> QueryResult<()> {
    diesel::update(seats::table.find((game_id, seat)))
        .set((
            seats::user_id.eq(user_id),
            seats::misses.eq(0),
            seats::orders.eq(None::<serde_json::Value>),
        ))
        .execute(conn)
        .map(|_| ())
}

pub fn abandon(conn: &mut PgConnection, game_id: i64, now: DateTime<Utc>) -> QueryResult<()> {
    diesel::update(games::table.find(game_id))
        .set((
            games::status.eq(GameStatus::Abandoned),
            games::deadline.eq(None::<DateTime<Utc>>),
            games::finished_at.eq(now),
            games::updated_at.eq(now),
        ))
        .execute(conn)
        .map(|_| ())
}

/// Which games the archive lists.
pub struct ArchiveFilter {
    pub status: Option<GameStatus>,
    /// Only games this user has a seat in.
    pub player: Option<i64>,
    /// Who is looking: players-only games are listed to their players, organizer and league
    /// members only.
    pub viewer: Option<i64>,
    /// Only games listed after this one: the last of the page before.
    pub after: Option<ArchiveCursor>,
    pub limit: i64,
}

/// A game's place in the archive's order: when it last changed, then its id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArchiveCursor {
    pub updated_at: DateTime<Utc>,
    pub id: i64,
}

impl ArchiveCursor {
    pub fn of(game: &GameRow) -> ArchiveCursor {
        ArchiveCursor {
            updated_at: game.updated_at,
            id: game.id,
        }
    }

    /// As a page link carries it: "<microseconds>.<id>".
    pub fn to_param(self) -> String {
        format!("{}.{}", self.updated_at.timestamp_micros(), self.id)
    }

    pub fn from_param(param: &str) -> Option<ArchiveCursor> {
        let (micros, id) = param.split_once('.')?;
        Some(ArchiveCursor {
            updated_at: DateTime::from_timestamp_micros(micros.parse().ok()?)?,
            id: id.parse().ok()?,
        })
    }
}

/// Games, most recently changed first, read in the order of an index (games_archive_order, or
/// games_status with a status): a page costs the same however many games there are.
pub fn archive(conn: &mut PgConnection, f: &ArchiveFilter) -> QueryResult<Vec<GameRow>> {
    let mut query = games::table.select(GameRow::as_select()).into_boxed();
    if let Some(after) = f.after {
        // The first bound lets the index start at the cursor; the second breaks ties.
        query = query.filter(games::updated_at.le(after.updated_at)).filter(
            games::updated_at
                .lt(after.updated_at)
                .or(games::id.lt(after.id)),
        );
    }
    if let Some(status) = f.status {
        query = query.filter(games::status.eq(status));
    }
    if let Some(player) = f.player {
        let seated = seats::table
            .filter(seats::user_id.eq(player))
            .select(seats::game_id);
        query = query.filter(games::id.eq_any(seated));
    }
    let viewer = f.viewer.unwrap_or(-1);
    let theirs = seats::table
        .filter(seats::user_id.eq(viewer))
        .select(seats::game_id);
    // The games of the leagues they belong to (as `play::visibility` lets members see them).
    let their_leagues = season_games::table
        .inner_join(seasons::table)
        .inner_join(league_members::table.on(league_members::league_id.eq(seasons::league_id)))
        .filter(league_members::user_id.eq(viewer))
        .filter(league_members::left_at.is_null())
        .select(season_games::game_id);
    query = query.filter(
        games::visibility
            .eq("public")
            .or(games::organizer_id.eq(viewer))
            .or(games::id.eq_any(theirs))
            .or(games::id.eq_any(their_leagues)),
    );
    query
        .order((games::updated_at.desc(), games::id.desc()))
        .limit(f.limit)
        .load(conn)
}
