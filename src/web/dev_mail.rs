//! `/dev/mail`: the emails written to files when no SMTP server is configured, with working
//! links, so that one person can play every seat of a game. Absent in any other mode.

use crate::mail::{StoredEmail, list, read};
use crate::web::error::WebError;
use crate::web::render::{html, page};
use crate::web::state::AppState;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use std::path::PathBuf;

#[derive(Template)]
#[template(path = "pages/dev_mail.html")]
struct ListPage {
    emails: Vec<StoredEmail>,
}

#[derive(Template)]
#[template(path = "pages/dev_mail_one.html")]
struct OnePage {
    stored: StoredEmail,
}

fn dir(state: &AppState) -> Result<PathBuf, WebError> {
    state
        .mail_dir
        .clone()
        .ok_or_else(|| WebError::not_found("This page"))
}

pub async fn index(state: web::Data<AppState>) -> Result<HttpResponse, WebError> {
    let dir = dir(&state)?;
    let emails = web::block(move || list(&dir))
        .await
        .map_err(|e| WebError::Internal(e.to_string()))?;
    page(&ListPage { emails })
}

async fn stored(state: &AppState, name: String) -> Result<StoredEmail, WebError> {
    let dir = dir(state)?;
    web::block(move || read(&dir, &name))
        .await
        .map_err(|e| WebError::Internal(e.to_string()))?
        .ok_or_else(|| WebError::not_found("This email"))
}

pub async fn one(
    state: web::Data<AppState>,
    name: web::Path<String>,
) -> Result<HttpResponse, WebError> {
    let stored = stored(&state, name.into_inner()).await?;
    page(&OnePage { stored })
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
