//! Leagues, their members and their email invitations.

use super::models::{League, LeagueInvite, LeagueMember, User};
use super::schema::{league_invites, league_members, leagues, users};
use chrono::{DateTime, Utc};
use diesel::prelude::*;

#[derive(Insertable)]
#[diesel(table_name = leagues)]
pub struct NewLeague<'a> {
    pub name: &'a str,
    pub description: &'a str,
    pub game: &'a str,
    pub options: serde_json::Value,
    pub decision_hours: Option<i32>,
    pub reminder_hours: Vec<Option<i32>>,
    pub absence_days: i32,
    pub visibility: &'a str,
    pub pod_size: i32,
    pub divisions: i32,
    pub promote: i32,
    pub relegate: i32,
    pub points: &'a str,
    pub join_token_hash: Vec<u8>,
    pub created_at: DateTime<Utc>,
    pub language: &'a str,
}

pub fn insert(conn: &mut PgConnection, new: &NewLeague) -> QueryResult<League> {
    diesel::insert_into(leagues::table)
        .values(new)
        .returning(League::as_returning())
        .get_result(conn)
}

pub fn get(conn: &mut PgConnection, id: i64) -> QueryResult<Option<League>> {
    leagues::table
        .find(id)
        .select(League::as_select())
        .first(conn)
        .optional()
}

/// The league, its row locked until the transaction ends: changes to who organizes it wait
/// for each other.
pub fn lock(conn: &mut PgConnection, id: i64) -> QueryResult<Option<League>> {
    leagues::table
        .find(id)
        .for_update()
        .select(League::as_select())
        .first(conn)
        .optional()
}

pub fn by_join_token(conn: &mut PgConnection, hash: &[u8]) -> QueryResult<Option<League>> {
    leagues::table
        .filter(leagues::join_token_hash.eq(hash))
        .select(League::as_select())
        .first(conn)
        .optional()
}

/// Replaces the join link: the old one stops working.
pub fn set_join_token(conn: &mut PgConnection, league_id: i64, hash: &[u8]) -> QueryResult<()> {
    diesel::update(leagues::table.find(league_id))
        .set(leagues::join_token_hash.eq(hash))
        .execute(conn)?;
    Ok(())
}

/// Leagues `viewer` may see: public ones, and those they belong to; newest first.
pub fn visible(conn: &mut PgConnection, viewer: Option<i64>) -> QueryResult<Vec<League>> {
    let mine = league_members::table
        .filter(league_members::user_id.eq(viewer.unwrap_or(-1)))
        .filter(league_members::left_at.is_null())
        .select(league_members::league_id);
    leagues::table
        .filter(
            leagues::visibility
                .eq("public")
                .or(leagues::id.eq_any(mine)),
        )
        .order(leagues::id.desc())
        .select(League::as_select())
        .load(conn)
}

/// Adds `user` to the league, or brings a former member back.
pub fn add_member(
    conn: &mut PgConnection,
    league_id: i64,
    user_id: i64,
    organizer: bool,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::insert_into(league_members::table)
        .values((
            league_members::league_id.eq(league_id),
            league_members::user_id.eq(user_id),
            league_members::organizer.eq(organizer),
            league_members::joined_at.eq(now),
        ))
        .on_conflict((league_members::league_id, league_members::user_id))
        .do_update()
        // Someone who comes back is a member again, not an organizer again.
        .set((
            league_members::left_at.eq(None::<DateTime<Utc>>),
            league_members::joined_at.eq(now),
            league_members::organizer.eq(organizer),
        ))
        .execute(conn)?;
    Ok(())
}

/// Makes a current member an organizer; returns whether they were a member.
pub fn make_organizer(conn: &mut PgConnection, league_id: i64, user_id: i64) -> QueryResult<bool> {
    let n = diesel::update(league_members::table.find((league_id, user_id)))
        .filter(league_members::left_at.is_null())
        .set(league_members::organizer.eq(true))
        .execute(conn)?;
    Ok(n > 0)
}

/// Marks the member as gone; returns whether they were a member.
pub fn leave(
    conn: &mut PgConnection,
    league_id: i64,
    user_id: i64,
    now: DateTime<Utc>,
) -> QueryResult<bool> {
    let n = diesel::update(league_members::table)
        .filter(league_members::league_id.eq(league_id))
        .filter(league_members::user_id.eq(user_id))
        .filter(league_members::left_at.is_null())
        .set(league_members::left_at.eq(now))
        .execute(conn)?;
    Ok(n > 0)
}

/// The league's current members, in the order they joined.
pub fn members(conn: &mut PgConnection, league_id: i64) -> QueryResult<Vec<(LeagueMember, User)>> {
    league_members::table
        .inner_join(users::table)
        .filter(league_members::league_id.eq(league_id))
        .filter(league_members::left_at.is_null())
        .order((league_members::joined_at, league_members::user_id))
        .select((LeagueMember::as_select(), User::as_select()))
        .load(conn)
}

/// The user's membership, current or past.
pub fn membership(
    conn: &mut PgConnection,
    league_id: i64,
    user_id: i64,
) -> QueryResult<Option<LeagueMember>> {
    league_members::table
        .find((league_id, user_id))
        .select(LeagueMember::as_select())
        .first(conn)
        .optional()
}

pub fn insert_invite(
    conn: &mut PgConnection,
    league_id: i64,
    user_id: i64,
    token_hash: &[u8],
    now: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::insert_into(league_invites::table)
        .values((
            league_invites::token_hash.eq(token_hash),
            league_invites::league_id.eq(league_id),
            league_invites::user_id.eq(user_id),
            league_invites::created_at.eq(now),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn invite(conn: &mut PgConnection, token_hash: &[u8]) -> QueryResult<Option<LeagueInvite>> {
    league_invites::table
        .find(token_hash)
        .select(LeagueInvite::as_select())
        .first(conn)
        .optional()
}

/// Marks the invitation used; returns false when it was used already (by a request that got
/// there first).
pub fn use_invite(
    conn: &mut PgConnection,
    token_hash: &[u8],
    now: DateTime<Utc>,
) -> QueryResult<bool> {
    let changed = diesel::update(league_invites::table.find(token_hash))
        .filter(league_invites::used_at.is_null())
        .set(league_invites::used_at.eq(now))
        .execute(conn)?;
    Ok(changed == 1)
}

/// Whether `user_id` holds an unused invitation to the league made since `since`.
pub fn invited_since(
    conn: &mut PgConnection,
    league_id: i64,
    user_id: i64,
    since: DateTime<Utc>,
) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        league_invites::table
            .filter(league_invites::league_id.eq(league_id))
            .filter(league_invites::user_id.eq(user_id))
            .filter(league_invites::used_at.is_null())
            .filter(league_invites::created_at.gt(since)),
    ))
    .get_result(conn)
}
