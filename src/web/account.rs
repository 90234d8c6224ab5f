//! `/account`: display name, which emails to get and when, the private calendar link, and the
//! log of emails sent.

use crate::db::email_kind::EmailKind;
use crate::db::email_status::EmailStatus;
use crate::db::models::{Notification, User};
use crate::db::notifications;
use crate::db::notify_preference::NotifyPreference;
use crate::db::users::{self, Settings};
use crate::local_time;
use crate::web::error::WebError;
use crate::web::fields::{Fields, QueryFields};
use crate::web::refusal::Refusal;
use crate::web::render::{page_with_status, see_other};
use crate::web::session::{self, field};
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;

#[derive(Template)]
#[template(path = "pages/account.html")]
struct AccountPage {
    csrf: String,
    email: String,
    name: String,
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

/// The log page asked for in the query string, from 1.
fn log_page(query: &[(String, String)]) -> i64 {
    field(query, "page")
        .and_then(|p| p.parse::<i64>().ok())
        .filter(|p| (1..=100_000).contains(p))
        .unwrap_or(1)
}

struct LogLine {
    when: String,
    kind: &'static str,
    subject: String,
    status: String,
}

impl LogLine {
    fn new(n: Notification, user: &User) -> LogLine {
        let kind = EmailKind::parse(&n.kind).map_or("notice", EmailKind::label);
        let mut status = match EmailStatus::parse(&n.status) {
            Some(EmailStatus::Skipped) => "not sent".to_string(),
            _ => n.status,
        };
        if let Some(reason) = n.reason {
            status = format!("{status}: {reason}");
        }
        LogLine {
            when: local_time::show(user, n.updated_at),
            kind,
            subject: n.subject,
            status,
        }
    }
}

/// The settings form's values: the saved ones, or as typed when the form was refused.
struct Shown {
    name: String,
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
            notify: user.notify.to_string(),
            digest_hour: user.digest_hour,
            time_zone: user.time_zone.clone(),
            quiet_from: user.quiet_from,
            quiet_until: user.quiet_until,
        }
    }

    /// What was typed, over the saved values where a choice is not one of the form's.
    fn typed(user: &User, fields: &[(String, String)]) -> Shown {
        let saved = Shown::saved(user);
        let hour = |name: &str| field(fields, name).and_then(|h| h.parse::<i16>().ok());
        Shown {
            name: field(fields, "name").unwrap_or("").to_string(),
            notify: field(fields, "notify").map_or(saved.notify, str::to_string),
            digest_hour: hour("digest_hour").unwrap_or(saved.digest_hour),
            time_zone: field(fields, "time_zone").map_or(saved.time_zone, str::to_string),
            quiet_from: hour("quiet_from"),
            quiet_until: hour("quiet_until"),
        }
    }
}

async fn render(
    state: &AppState,
    session: &Session,
    status: StatusCode,
    refused: Option<(Refusal, &[(String, String)])>,
    saved: bool,
    calendar_url: Option<String>,
    log_page: i64,
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
    let log = log.into_iter().map(|n| LogLine::new(n, &user)).collect();
    let (shown, refusal) = match refused {
        Some((refusal, fields)) => (Shown::typed(&user, fields), refusal),
        None => (Shown::saved(&user), Refusal::none()),
    };
    page_with_status(
        status,
        &AccountPage {
            csrf: session::csrf_token(session),
            zones: chrono_tz::TZ_VARIANTS.iter().map(|z| z.name()).collect(),
            hours: (0..24).collect(),
            has_calendar: user.calendar_token_hash.is_some(),
            calendar_url,
            email: user.email,
            name: shown.name,
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
) -> Result<HttpResponse, WebError> {
    let saved = field(&query, "saved").is_some();
    let page = log_page(&query);
    render(&state, &session, StatusCode::OK, None, saved, None, page).await
}

pub async fn save(
    state: web::Data<AppState>,
    session: Session,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(&session, &state).await?;
    session::check_csrf(&session, &fields)?;
    let settings = match read(&fields) {
        Ok(s) => s,
        Err((field, reason)) => {
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            let refused = Some((Refusal::at(field, reason), &fields[..]));
            return render(&state, &session, status, refused, false, None, 1).await;
        }
    };
    state
        .db(move |conn| Ok(users::update_settings(conn, user.id, &settings)?))
        .await?;
    Ok(see_other("/account?saved=1"))
}

/// POST: a new calendar link, shown once; any earlier link stops working.
pub async fn new_calendar(
    state: web::Data<AppState>,
    session: Session,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(&session, &state).await?;
    session::check_csrf(&session, &fields)?;
    let token = state
        .db(move |conn| Ok(users::new_calendar_token(conn, user.id)?))
        .await?;
    let url = state.ctx().url(&format!("/calendar/{token}.ics"));
    render(&state, &session, StatusCode::OK, None, false, Some(url), 1).await
}

/// The settings the form gives, or the field refused and why.
fn read(fields: &[(String, String)]) -> Result<Settings, (&'static str, &'static str)> {
    let display_name = field(fields, "name").unwrap_or("").trim().to_string();
    if display_name.is_empty() || display_name.chars().count() > 60 {
        return Err(("name", "Your name must have 1 to 60 characters."));
    }
    let Some(notify) = NotifyPreference::parse(field(fields, "notify").unwrap_or("")) else {
        return Err(("notify", "Choose how you want to hear of your decisions."));
    };
    let hour = |name: &'static str| -> Result<Option<i16>, (&'static str, &'static str)> {
        match field(fields, name).unwrap_or("") {
            "" => Ok(None),
            v => v
                .parse::<i16>()
                .ok()
                .filter(|h| (0..24).contains(h))
                .map(Some)
                .ok_or((name, "Hours go from 0 to 23.")),
        }
    };
    let digest_hour = hour("digest_hour")?.unwrap_or(8);
    let zone = field(fields, "time_zone").unwrap_or("UTC");
    let Some(zone) = local_time::parse_zone(zone) else {
        return Err(("time_zone", "Choose your time zone from the list."));
    };
    let quiet = match (hour("quiet_from")?, hour("quiet_until")?) {
        (None, None) => None,
        (Some(from), Some(until)) if from != until => Some((from, until)),
        (Some(_), Some(_)) => {
            return Err((
                "quiet_until",
                "Quiet hours must end at another hour than they start.",
            ));
        }
        _ => {
            return Err((
                "quiet_until",
                "Give both ends of your quiet hours, or neither.",
            ));
        }
    };
    Ok(Settings {
        display_name,
        notify,
        digest_hour,
        time_zone: zone.name().to_string(),
        quiet,
    })
}
