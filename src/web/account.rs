//! `/account`: display name, which emails to get and when, the private calendar link, and the
//! log of emails sent.

use crate::accounts::settings::{self, Typed};
use crate::db::email_kind::EmailKind;
use crate::db::email_status::EmailStatus;
use crate::db::models::{Notification, User};
use crate::db::notifications;
use crate::i18n::Tr;
use crate::local_time;
use crate::web::error::WebError;
use crate::web::fields::{Fields, QueryFields, Saved};
use crate::web::language;
use crate::web::refusal::Refusal;
use crate::web::render::{page_with_status, see_other};
use crate::web::session;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "pages/account.html")]
struct AccountPage {
    pub tr: Tr,
    csrf: String,
    email: String,
    name: String,
    /// The code of the language chosen.
    language: String,
    notify: String,
    digest_hour: i16,
    time_zone: String,
    zones: Vec<&'static str>,
    quiet_from: Option<i16>,
    quiet_until: Option<i16>,
    hours: Vec<i16>,
    /// The calendar link, shown once just after it is made.
    calendar_url: Option<String>,
    has_calendar: bool,
    refusal: Refusal,
    saved: bool,
    log: Vec<LogLine>,
    /// Which page of the log, from 1 (the newest emails).
    log_page: i64,
    /// Older emails are on the next page.
    older: bool,
}

/// Emails in the log a page at a time: a long log would make the settings page endless.
const LOG_PAGE: i64 = 50;

/// The page's address: which page of the log, from 1.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Query {
    #[serde(deserialize_with = "crate::web::fields::number")]
    page: Option<i64>,
}

/// The log page asked for in the query string, from 1.
fn log_page(query: &QueryFields) -> Result<i64, WebError> {
    Ok(query
        .read::<Query>()?
        .page
        .filter(|p| (1..=100_000).contains(p))
        .unwrap_or(1))
}

struct LogLine {
    when: String,
    kind: String,
    subject: String,
    status: String,
}

impl LogLine {
    fn new(n: Notification, user: &User, tr: &Tr) -> LogLine {
        let kind = EmailKind::parse(&n.kind).map_or("email-kind-notice", EmailKind::label);
        let mut status = match EmailStatus::parse(&n.status) {
            Some(s) => tr.t(s.label()),
            None => n.status,
        };
        if let Some(reason) = n.reason {
            status = format!("{status}: {reason}");
        }
        LogLine {
            when: local_time::show(user, tr.lang, n.updated_at),
            kind: tr.t(kind),
            subject: n.subject,
            status,
        }
    }
}

/// The settings form's values: the saved ones, or as typed when the form was refused.
struct Shown {
    name: String,
    /// The language's code.
    language: String,
    notify: String,
    digest_hour: i16,
    time_zone: String,
    quiet_from: Option<i16>,
    quiet_until: Option<i16>,
}

impl Shown {
    fn saved(user: &User) -> Shown {
        Shown {
            name: user.display_name.clone(),
            language: user.language.clone(),
            notify: user.notify.to_string(),
            digest_hour: user.digest_hour,
            time_zone: user.time_zone.clone(),
            quiet_from: user.quiet_from,
            quiet_until: user.quiet_until,
        }
    }

    /// What was typed, over the saved values where a choice is not one of the form's.
    fn typed(user: &User, typed: Typed) -> Shown {
        let saved = Shown::saved(user);
        let hour = |h: &str| h.parse::<i16>().ok();
        Shown {
            digest_hour: hour(&typed.digest_hour).unwrap_or(saved.digest_hour),
            quiet_from: hour(&typed.quiet_from),
            quiet_until: hour(&typed.quiet_until),
            name: typed.name,
            language: typed.language.unwrap_or(saved.language),
            notify: typed.notify.unwrap_or(saved.notify),
            time_zone: typed.time_zone.unwrap_or(saved.time_zone),
        }
    }
}

#[allow(clippy::too_many_arguments)]
async fn render(
    state: &AppState,
    session: &Session,
    status: StatusCode,
    refused: Option<(Refusal, Typed)>,
    saved: bool,
    calendar_url: Option<String>,
    log_page: i64,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(session, state).await?;
    let id = user.id;
    // One more than a page tells whether older emails follow.
    let mut log = state
        .db(move |conn| {
            let offset = (log_page - 1) * LOG_PAGE;
            Ok(notifications::page_of_user(conn, id, offset, LOG_PAGE + 1)?)
        })
        .await?;
    let older = log.len() as i64 > LOG_PAGE;
    log.truncate(LOG_PAGE as usize);
    let log = log
        .into_iter()
        .map(|n| LogLine::new(n, &user, &tr))
        .collect();
    let (shown, refusal) = match refused {
        Some((refusal, typed)) => (Shown::typed(&user, typed), refusal),
        None => (Shown::saved(&user), Refusal::none()),
    };
    page_with_status(
        status,
        &AccountPage {
            tr: tr.clone(),
            csrf: session::csrf_token(session),
            zones: chrono_tz::TZ_VARIANTS.iter().map(|z| z.name()).collect(),
            hours: (0..24).collect(),
            has_calendar: user.calendar_token_hash.is_some(),
            calendar_url,
            email: user.email,
            name: shown.name,
            language: shown.language,
            notify: shown.notify,
            digest_hour: shown.digest_hour,
            time_zone: shown.time_zone,
            quiet_from: shown.quiet_from,
            quiet_until: shown.quiet_until,
            refusal,
            saved,
            log,
            log_page,
            older,
        },
    )
}

pub async fn show(
    state: web::Data<AppState>,
    session: Session,
    query: QueryFields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let saved = Saved::read(&query)?;
    let page = log_page(&query)?;
    render(
        &state,
        &session,
        StatusCode::OK,
        None,
        saved,
        None,
        page,
        tr.clone(),
    )
    .await
}

pub async fn save(
    state: web::Data<AppState>,
    session: Session,
    fields: Fields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(&session, &state).await?;
    session::check_csrf(&session, &fields)?;
    let typed: Typed = fields.read()?;
    let settings = match settings::check(&typed) {
        Ok(s) => s,
        Err((field, reason)) => {
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            let refused = Some((Refusal::at(field, &tr.t(reason), &tr), typed));
            return render(
                &state,
                &session,
                status,
                refused,
                false,
                None,
                1,
                tr.clone(),
            )
            .await;
        }
    };
    let lang = settings.language;
    state
        .db(move |conn| Ok(settings::save(conn, user.id, &settings)?))
        .await?;
    let mut answer = see_other("/account?saved=1");
    if let Some(lang) = lang {
        language::keep(&mut answer, lang);
    }
    Ok(answer)
}

/// POST: a new calendar link, shown once; any earlier link stops working.
pub async fn new_calendar(
    state: web::Data<AppState>,
    session: Session,
    fields: Fields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(&session, &state).await?;
    session::check_csrf(&session, &fields)?;
    let token = state
        .db(move |conn| Ok(settings::new_calendar_link(conn, user.id)?))
        .await?;
    let url = state.ctx().url(&format!("/calendar/{token}.ics"));
    render(
        &state,
        &session,
        StatusCode::OK,
        None,
        false,
        Some(url),
        1,
        tr.clone(),
    )
    .await
}
