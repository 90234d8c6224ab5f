//! A league's seasons: planning one, starting it early, and its page of tables and games.

use crate::i18n::Tr;
use crate::play::leagues::league_view::{SeasonView, season_view};
use crate::play::once::once;
use crate::play::{PlayError, leagues::season};
use crate::web::error::WebError;
use crate::web::fields::Fields;
use crate::web::form_action;
use crate::web::league_members::act;
use crate::web::leagues::{LeagueForms, refused};
use crate::web::render::{page, see_other};
use crate::web::session;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{HttpResponse, web};
use askama::Template;
use chrono::{NaiveDate, TimeZone, Utc};
use serde::Deserialize;

/// The form that plans a season: its first and last day, and games per member.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Plan {
    starts: String,
    ends: String,
    games_each: String,
    once: Option<String>,
}

pub async fn plan(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    fields: Fields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let Plan {
        starts,
        ends,
        games_each,
        once: key,
    } = fields.read()?;
    let typed = (
        starts.trim().to_string(),
        ends.trim().to_string(),
        games_each.trim().to_string(),
    );
    let date = |text: &str| NaiveDate::parse_from_str(text, "%Y-%m-%d").ok();
    // Days are UTC: the season starts at the first day's midnight and ends after its last day.
    let midnight =
        |day: NaiveDate| Utc.from_utc_datetime(&day.and_hms_opt(0, 0, 0).unwrap_or_default());
    let starts = date(&typed.0).map(midnight);
    // A day past the calendar's end reads as no date at all.
    let ends = date(&typed.1)
        .and_then(|last| last.succ_opt())
        .map(midnight);
    let games_each = typed.2.parse::<i32>().unwrap_or(0);
    let not_a_day = |field| PlayError::field(field, "refused-not-a-day");
    let dates = match (starts, ends) {
        (Some(starts_at), Some(ends_at)) => Ok((starts_at, ends_at)),
        (None, _) => Err(not_a_day("starts")),
        (_, None) => Err(not_a_day("ends")),
    };
    let outcome = form_action::attempt(&state, &session, &fields, move |conn, user, ctx| {
        Ok(dates.and_then(|(starts_at, ends_at)| {
            // The same form sent twice plans once.
            once(conn, user.id, key.as_deref(), ctx.now, |conn| {
                season::plan(conn, id, user, starts_at, ends_at, games_each, ctx)
                    .map(|_| ((), String::new()))
            })
            .map(|_| ())
        }))
    })
    .await?;
    match outcome {
        Ok(()) => Ok(see_other(&format!("/leagues/{id}?done=planned"))),
        Err(e) => {
            let forms = LeagueForms {
                plan: Some(typed),
                ..LeagueForms::default()
            };
            refused(&state, &session, id, e, forms, tr.clone()).await
        }
    }
}

pub async fn start(
    state: web::Data<AppState>,
    session: Session,
    path: web::Path<(i64, i32)>,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    let (id, number) = path.into_inner();
    act(
        &state,
        &session,
        id,
        &fields,
        "started",
        move |conn, user, ctx| season::start_now(conn, id, number, user, ctx),
    )
    .await
}

#[derive(Template)]
#[template(path = "pages/season.html")]
struct SeasonPage {
    pub tr: Tr,
    v: SeasonView,
    tables: Vec<crate::play::leagues::season::DivisionTable>,
}

pub async fn show(
    state: web::Data<AppState>,
    session: Session,
    path: web::Path<(i64, i32)>,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let (id, number) = path.into_inner();
    let user = session::user(&session, &state).await?.map(|u| u.id);
    let words = tr.clone();
    let mut v = state
        .db(move |conn| Ok(season_view(conn, id, number, user, &words)?))
        .await?;
    let tables = std::mem::take(&mut v.tables);
    page(&SeasonPage {
        tr: tr.clone(),
        v,
        tables,
    })
}
