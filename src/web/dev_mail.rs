//! `/dev/mail`: the emails written to files when no SMTP server is configured, with working
//! links, so that one person can play every seat of a game; and a reply form, which feeds the
//! same path as a reply by SMTP. Absent in any other mode.

use crate::i18n::{Said, Tr};
use crate::mail::inbound::{Delivered, reply_address};
use crate::mail::{StoredEmail, list, read};
use crate::play::inbound::received as reply_received;
use crate::web::error::{Missing, WebError};
use crate::web::fields::{Fields, QueryFields};
use crate::web::render::{html, page, see_other};
use crate::web::state::AppState;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use lettre::message::Mailbox;
use lettre::message::header::InReplyTo;
use serde::Deserialize;
use std::path::PathBuf;

#[derive(Template)]
#[template(path = "pages/dev_mail.html")]
struct ListPage {
    pub tr: Tr,
    emails: Vec<StoredEmail>,
}

#[derive(Template)]
#[template(path = "pages/dev_mail_one.html")]
struct OnePage {
    pub tr: Tr,
    stored: StoredEmail,
    replied: bool,
}

fn dir(state: &AppState) -> Result<PathBuf, WebError> {
    state
        .mail_dir
        .clone()
        .ok_or_else(|| WebError::not_found(Missing::Page))
}

pub async fn index(state: web::Data<AppState>, tr: Tr) -> Result<HttpResponse, WebError> {
    let dir = dir(&state)?;
    let emails = web::block(move || list(&dir))
        .await
        .map_err(|e| WebError::Internal(e.to_string()))?;
    page(&ListPage {
        tr: tr.clone(),
        emails,
    })
}

async fn stored(state: &AppState, name: String) -> Result<StoredEmail, WebError> {
    let dir = dir(state)?;
    web::block(move || read(&dir, &name))
        .await
        .map_err(|e| WebError::Internal(e.to_string()))?
        .ok_or_else(|| WebError::not_found(Missing::Email))
}

/// An email's address: `?replied=1` once a reply to it was sent.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Shown {
    replied: Option<String>,
}

/// The reply form: what the recipient writes above the quoted email.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Reply {
    text: String,
}

pub async fn one(
    state: web::Data<AppState>,
    name: web::Path<String>,
    query: QueryFields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let stored = stored(&state, name.into_inner()).await?;
    let replied = query.read::<Shown>()?.replied.is_some();
    page(&OnePage {
        tr: tr.clone(),
        stored,
        replied,
    })
}

/// `POST /dev/mail/{name}/reply`: the recipient replies, as their mail program would send it
/// (the original quoted below), into the same path as a reply that came by SMTP.
pub async fn reply(
    state: web::Data<AppState>,
    name: web::Path<String>,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    let name = name.into_inner();
    let stored = stored(&state, name.clone()).await?;
    let Some(secret) = stored.email.reply_secret.clone() else {
        return Err(WebError::refused(
            StatusCode::UNPROCESSABLE_ENTITY,
            Said::msg("error-no-reply"),
            Said::msg("error-no-reply-why"),
        )
        .back_to(format!("/dev/mail/{name}"), Said::msg("error-back-email")));
    };
    let text = fields.read::<Reply>()?.text;
    let from: Mailbox = state
        .config
        .mail_from
        .parse()
        .map_err(|e| WebError::Internal(format!("MAIL_FROM: {e}")))?;
    let to = reply_address(from.email.as_ref(), &secret)
        .ok_or_else(|| WebError::Internal("no reply address".into()))?;
    let data = reply_message(&stored, &to, &text)?;
    let now = state.ctx().now;
    let delivered = Delivered {
        from: stored.email.to.clone(),
        to: vec![to],
        data,
    };
    state
        .db(move |conn| Ok(reply_received::keep(conn, &delivered, now)?))
        .await?;
    Ok(see_other(&format!("/dev/mail/{name}?replied=1")))
}

/// The reply as a mail program writes it: threaded on the email, which is quoted below.
fn reply_message(stored: &StoredEmail, to: &str, text: &str) -> Result<Vec<u8>, WebError> {
    let quoted: String = stored
        .email
        .text
        .lines()
        .map(|l| format!("> {l}\n"))
        .collect();
    let body = format!(
        "{text}\n\nOn {}, Missive wrote:\n{quoted}",
        stored.written_at.format("%a %-d %b %Y at %H:%M")
    );
    let bad = |e: String| WebError::Internal(format!("the reply cannot be written: {e}"));
    let message = lettre::Message::builder()
        .from(stored.email.recipient().map_err(|e| bad(e.to_string()))?)
        .to(to
            .parse()
            .map_err(|e: lettre::address::AddressError| bad(e.to_string()))?)
        .subject(format!("Re: {}", stored.email.subject))
        .header(InReplyTo::from(format!("<{}>", stored.email.message_id)))
        .body(body)
        .map_err(|e| bad(e.to_string()))?;
    Ok(message.formatted())
}

/// The HTML part as the recipient's mail client would show it.
pub async fn one_html(
    state: web::Data<AppState>,
    name: web::Path<String>,
) -> Result<HttpResponse, WebError> {
    let stored = stored(&state, name.into_inner()).await?;
    let mut response = html(StatusCode::OK, stored.email.html);
    // Emails carry inline styles; let them apply here, and nothing else.
    response.headers_mut().insert(
        actix_web::http::header::CONTENT_SECURITY_POLICY,
        actix_web::http::header::HeaderValue::from_static(
            "default-src 'none'; style-src 'unsafe-inline'",
        ),
    );
    Ok(response)
}
