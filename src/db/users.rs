//! Users, their sign-in links, and the sign-in rate limit.

use super::models::User;
use super::notify_preference::NotifyPreference;
use super::schema::{login_tokens, sign_in_requests, users};
use super::tokens;
use crate::i18n::Lang;
use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;

pub fn by_id(conn: &mut PgConnection, id: i64) -> QueryResult<Option<User>> {
    users::table
        .find(id)
        .select(User::as_select())
        .first(conn)
        .optional()
}

pub fn by_email(conn: &mut PgConnection, email: &str) -> QueryResult<Option<User>> {
    users::table
        .filter(users::email.eq(email.to_lowercase()))
        .select(User::as_select())
        .first(conn)
        .optional()
}

/// The user with this address, created on first use with `name` (or the address's local part).
pub fn find_or_create(conn: &mut PgConnection, email: &str, name: &str) -> QueryResult<User> {
    find_or_create_speaking(conn, email, name, Lang::En)
}

/// As `find_or_create`, a new account reading `lang`; an account that exists keeps its own.
pub fn find_or_create_speaking(
    conn: &mut PgConnection,
    email: &str,
    name: &str,
    lang: Lang,
) -> QueryResult<User> {
    let email = email.trim().to_lowercase();
    let name = match name.trim() {
        "" => email.split('@').next().unwrap_or("player").to_string(),
        n => n.to_string(),
    };
    diesel::insert_into(users::table)
        .values((
            users::email.eq(&email),
            users::display_name.eq(&name),
            users::language.eq(lang.code()),
        ))
        .on_conflict(users::email)
        .do_nothing()
        .execute(conn)?;
    users::table
        .filter(users::email.eq(&email))
        .select(User::as_select())
        .first(conn)
}

/// What a user sets on their account page.
pub struct Settings {
    pub display_name: String,
    /// `None` keeps the language saved.
    pub language: Option<Lang>,
    pub notify: NotifyPreference,
    pub digest_hour: i16,
    pub time_zone: String,
    /// Quiet hours (from, until), local.
    pub quiet: Option<(i16, i16)>,
}

pub fn update_settings(conn: &mut PgConnection, id: i64, s: &Settings) -> QueryResult<()> {
    conn.transaction(|conn| {
        diesel::update(users::table.find(id))
            .set((
                users::display_name.eq(&s.display_name),
                users::notify.eq(s.notify),
                users::digest_hour.eq(s.digest_hour),
                users::time_zone.eq(&s.time_zone),
                users::quiet_from.eq(s.quiet.map(|q| q.0)),
                users::quiet_until.eq(s.quiet.map(|q| q.1)),
            ))
            .execute(conn)?;
        match s.language {
            Some(lang) => set_language(conn, id, lang),
            None => Ok(()),
        }
    })
}

/// The language the user reads Missive in.
pub fn set_language(conn: &mut PgConnection, id: i64, lang: Lang) -> QueryResult<()> {
    diesel::update(users::table.find(id))
        .set(users::language.eq(lang.code()))
        .execute(conn)
        .map(|_| ())
}

/// A new private calendar link for the user, replacing any earlier one; returns the token.
pub fn new_calendar_token(conn: &mut PgConnection, id: i64) -> QueryResult<String> {
    let token = super::tokens::new_secret();
    diesel::update(users::table.find(id))
        .set(users::calendar_token_hash.eq(super::tokens::hash(&token)))
        .execute(conn)?;
    Ok(token)
}

pub fn by_calendar_token(conn: &mut PgConnection, token: &str) -> QueryResult<Option<User>> {
    users::table
        .filter(users::calendar_token_hash.eq(super::tokens::hash(token)))
        .select(User::as_select())
        .first(conn)
        .optional()
}

pub fn set_notify(conn: &mut PgConnection, id: i64, notify: NotifyPreference) -> QueryResult<()> {
    diesel::update(users::table.find(id))
        .set(users::notify.eq(notify))
        .execute(conn)
        .map(|_| ())
}

/// A new sign-in token for the user, valid for `ttl`; returns it in plain.
pub fn new_login_token(
    conn: &mut PgConnection,
    user_id: i64,
    now: DateTime<Utc>,
    ttl: Duration,
) -> QueryResult<String> {
    let token = tokens::new_secret();
    diesel::insert_into(login_tokens::table)
        .values((
            login_tokens::token_hash.eq(tokens::hash(&token)),
            login_tokens::user_id.eq(user_id),
            login_tokens::created_at.eq(now),
            login_tokens::expires_at.eq(now + ttl),
        ))
        .execute(conn)?;
    Ok(token)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LoginTokenState {
    Valid(i64),
    Unknown,
    Expired,
    Used,
}

pub fn login_token_state(
    conn: &mut PgConnection,
    token: &str,
    now: DateTime<Utc>,
) -> QueryResult<LoginTokenState> {
    let row: Option<(i64, DateTime<Utc>, Option<DateTime<Utc>>)> = login_tokens::table
        .find(tokens::hash(token))
        .select((
            login_tokens::user_id,
            login_tokens::expires_at,
            login_tokens::used_at,
        ))
        .first(conn)
        .optional()?;
    Ok(match row {
        None => LoginTokenState::Unknown,
        Some((_, _, Some(_))) => LoginTokenState::Used,
        Some((_, expires, None)) if expires <= now => LoginTokenState::Expired,
        Some((user, _, None)) => LoginTokenState::Valid(user),
    })
}

/// Marks the token used; true only for the one call that used it.
pub fn use_login_token(
    conn: &mut PgConnection,
    token: &str,
    now: DateTime<Utc>,
) -> QueryResult<bool> {
    let used = diesel::update(
        login_tokens::table
            .find(tokens::hash(token))
            .filter(login_tokens::used_at.is_null())
            .filter(login_tokens::expires_at.gt(now)),
    )
    .set(login_tokens::used_at.eq(now))
    .execute(conn)?;
    Ok(used == 1)
}

pub fn record_sign_in_request(
    conn: &mut PgConnection,
    email: &str,
    ip: &str,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::insert_into(sign_in_requests::table)
        .values((
            sign_in_requests::email.eq(email),
            sign_in_requests::ip.eq(ip),
            sign_in_requests::requested_at.eq(now),
        ))
        .execute(conn)
        .map(|_| ())
}

/// Sign-in requests since `since`: (for this address, from this IP).
pub fn sign_in_requests_since(
    conn: &mut PgConnection,
    email: &str,
    ip: &str,
    since: DateTime<Utc>,
) -> QueryResult<(i64, i64)> {
    let recent = sign_in_requests::table.filter(sign_in_requests::requested_at.gt(since));
    let by_email = recent
        .filter(sign_in_requests::email.eq(email))
        .count()
        .get_result(conn)?;
    let by_ip = recent
        .filter(sign_in_requests::ip.eq(ip))
        .count()
        .get_result(conn)?;
    Ok((by_email, by_ip))
}
