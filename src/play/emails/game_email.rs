//! What every email about a game to a seat shares: its Message-ID and thread, a fresh seat link,
//! and a Reply-To address of its own.

use crate::context::Ctx;
use crate::db::games;
use crate::db::messages::{self, NewReplyAddress};
use crate::db::models::User;
use crate::games::Seat;
use crate::mail::{Email, Rendered, fingerprint};
use crate::outbox::queue::email_to;
use crate::play::PlayError;
use diesel::PgConnection;

/// The Message-ID of an email about a step to one seat: `key` is "" for the step's own email,
/// else the reminder's or nudge's.
pub fn step_message_id(
    game_id: i64,
    step: i32,
    seat: Seat,
    key: &str,
    user_id: i64,
    ctx: &Ctx,
) -> String {
    let key = if key.is_empty() {
        String::new()
    } else {
        format!("-{key}")
    };
    format!(
        "game-{game_id}-step-{step}-seat-{seat}{key}-user-{user_id}@{}",
        ctx.mail_domain
    )
}

pub fn thread_id(game_id: i64, ctx: &Ctx) -> String {
    format!("game-{game_id}@{}", ctx.mail_domain)
}

/// A fresh link to the seat: every email carries its own.
pub fn seat_link(
    conn: &mut PgConnection,
    game_id: i64,
    seat: Seat,
    ctx: &Ctx,
) -> Result<String, PlayError> {
    let token = games::new_seat_link(conn, game_id, seat as i32, ctx.now)?;
    Ok(ctx.url(&format!("/play/{token}")))
}

/// An email of a game to a seat: in the game's thread, unsubscribed through the seat link, and
/// answered through a Reply-To address of its own, which decides for `step` when the email
/// `asks` a decision.
pub fn game_email(
    conn: &mut PgConnection,
    user: &User,
    rendered: Rendered,
    message_id: String,
    (game_id, seat, step, asks): (i64, Seat, i32, bool),
    seat_link: &str,
    ctx: &Ctx,
) -> Result<Email, PlayError> {
    let secret = reply_address(conn, &rendered, (game_id, seat as i32, step, asks), ctx)?;
    let mut email = email_to(
        user,
        rendered,
        message_id,
        Some(thread_id(game_id, ctx)),
        Some(format!("{seat_link}/unsubscribe")),
    );
    email.reply_secret = Some(secret);
    Ok(email)
}

/// A new Reply-To secret for an email to a seat, which keeps the fingerprints of the email's
/// lines: a reply that carries them back does not post them at the table.
pub fn reply_address(
    conn: &mut PgConnection,
    rendered: &Rendered,
    (game_id, seat, step, asks): (i64, i32, i32, bool),
    ctx: &Ctx,
) -> Result<String, PlayError> {
    let html = crate::mail::html_text::text_of(&rendered.html);
    let lines = fingerprint::lines(&[&rendered.text, &html]);
    let address = NewReplyAddress {
        game_id,
        seat,
        step,
        asks,
        lines: &lines,
        now: ctx.now,
    };
    Ok(messages::new_reply_secret(conn, address)?)
}
