//! Table talk: the messages written at a game's table, and the Reply-To secrets that let a
//! player write by replying to an email.

use super::models::{Message, User};
use super::schema::{messages, reply_addresses, seats, users};
use super::tokens;
use chrono::{DateTime, Utc};
use diesel::prelude::*;

pub struct NewMessage<'a> {
    pub game_id: i64,
    pub author_id: i64,
    pub seat: Option<i32>,
    pub step: i32,
    pub body: &'a str,
    pub via: &'a str,
    pub now: DateTime<Utc>,
}

pub fn insert(conn: &mut PgConnection, m: NewMessage) -> QueryResult<i64> {
    diesel::insert_into(messages::table)
        .values((
            messages::game_id.eq(m.game_id),
            messages::author_id.eq(m.author_id),
            messages::seat.eq(m.seat),
            messages::step.eq(m.step),
            messages::body.eq(m.body),
            messages::via.eq(m.via),
            messages::posted_at.eq(m.now),
        ))
        .returning(messages::id)
        .get_result(conn)
}

/// A game's messages with their authors, oldest first.
pub fn of_game(conn: &mut PgConnection, game_id: i64) -> QueryResult<Vec<(Message, User)>> {
    messages::table
        .inner_join(users::table.on(users::id.eq(messages::author_id)))
        .filter(messages::game_id.eq(game_id))
        .order(messages::id)
        .select((Message::as_select(), User::as_select()))
        .load(conn)
}

/// The messages after `after` that are not hidden and not by `reader`, oldest first.
pub fn unread(
    conn: &mut PgConnection,
    game_id: i64,
    after: i64,
    reader: i64,
) -> QueryResult<Vec<(Message, User)>> {
    messages::table
        .inner_join(users::table.on(users::id.eq(messages::author_id)))
        .filter(messages::game_id.eq(game_id))
        .filter(messages::id.gt(after))
        .filter(messages::author_id.ne(reader))
        .filter(messages::hidden_at.is_null())
        .order(messages::id)
        .select((Message::as_select(), User::as_select()))
        .load(conn)
}

/// The newest message of the game, if any: an email that carries the messages up to here
/// marks them as carried.
pub fn newest(conn: &mut PgConnection, game_id: i64) -> QueryResult<i64> {
    messages::table
        .filter(messages::game_id.eq(game_id))
        .select(diesel::dsl::max(messages::id))
        .first::<Option<i64>>(conn)
        .map(Option::unwrap_or_default)
}

pub fn get(conn: &mut PgConnection, game_id: i64, id: i64) -> QueryResult<Option<Message>> {
    messages::table
        .find((game_id, id))
        .select(Message::as_select())
        .first(conn)
        .optional()
}

/// How many messages `author` wrote since `since`, in any game.
pub fn written_since(
    conn: &mut PgConnection,
    author: i64,
    since: DateTime<Utc>,
) -> QueryResult<i64> {
    messages::table
        .filter(messages::author_id.eq(author))
        .filter(messages::posted_at.ge(since))
        .count()
        .get_result(conn)
}

/// Hides a message of a game; whether it was shown until now.
pub fn hide(
    conn: &mut PgConnection,
    game_id: i64,
    id: i64,
    by: i64,
    now: DateTime<Utc>,
) -> QueryResult<bool> {
    diesel::update(
        messages::table
            .find((game_id, id))
            .filter(messages::hidden_at.is_null()),
    )
    .set((messages::hidden_at.eq(now), messages::hidden_by.eq(by)))
    .execute(conn)
    .map(|n| n == 1)
}

/// Notes that a seat's emails have carried the messages up to `id`.
pub fn mailed_up_to(conn: &mut PgConnection, game_id: i64, seat: i32, id: i64) -> QueryResult<()> {
    diesel::update(seats::table.find((game_id, seat)))
        .set(seats::talk_mailed.eq(id))
        .execute(conn)
        .map(|_| ())
}

/// What a Reply-To address is given for: the seat it speaks for, the step open when its email
/// went, whether that email asked the seat a decision, and the fingerprints of its lines.
pub struct NewReplyAddress<'a> {
    pub game_id: i64,
    pub seat: i32,
    pub step: i32,
    pub asks: bool,
    pub lines: &'a [i64],
    pub now: DateTime<Utc>,
}

/// A new Reply-To secret for one seat; returns it in plain. Lower-case letters and digits
/// only, since some mail servers change the case of an address; it starts with the game id
/// so that looking it up stays within one game.
pub fn new_reply_secret(conn: &mut PgConnection, a: NewReplyAddress) -> QueryResult<String> {
    let token = format!("{}-{}", a.game_id, tokens::new_hex_secret());
    diesel::insert_into(reply_addresses::table)
        .values((
            reply_addresses::game_id.eq(a.game_id),
            reply_addresses::token_hash.eq(tokens::hash(&token)),
            reply_addresses::seat.eq(a.seat),
            reply_addresses::step.eq(a.step),
            reply_addresses::created_at.eq(a.now),
            reply_addresses::asks.eq(a.asks),
            reply_addresses::lines.eq(a.lines),
        ))
        .execute(conn)?;
    Ok(token)
}

/// Forgets the seat's Reply-To secrets: replies to them are then dropped as unknown.
pub fn forget_reply_secrets(conn: &mut PgConnection, game_id: i64, seat: i32) -> QueryResult<()> {
    diesel::delete(
        reply_addresses::table
            .filter(reply_addresses::game_id.eq(game_id))
            .filter(reply_addresses::seat.eq(seat)),
    )
    .execute(conn)
    .map(|_| ())
}

/// What a Reply-To secret names: its game, seat, the step open when it was emailed, whether
/// that email asked a decision, and its lines' fingerprints; `None` for a secret never issued.
pub fn reply_seat(conn: &mut PgConnection, token: &str) -> QueryResult<Option<ReplySeat>> {
    let Some(game_id) = super::games::game_of_token(token) else {
        return Ok(None);
    };
    reply_addresses::table
        .find((game_id, tokens::hash(token)))
        .select(ReplySeat::as_select())
        .first(conn)
        .optional()
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = reply_addresses, check_for_backend(diesel::pg::Pg))]
pub struct ReplySeat {
    pub game_id: i64,
    pub seat: i32,
    pub step: i32,
    pub asks: bool,
    pub lines: Vec<i64>,
}
