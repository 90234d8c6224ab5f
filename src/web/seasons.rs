//! A league's seasons: planning one, starting it early, and its page of tables and games.

use crate::play::league_view::{SeasonView, season_view};
use crate::play::once::once;
use crate::play::{PlayError, season};
use crate::web::error::WebError;
use crate::web::fields::Fields;
use crate::web::league_members::act;
use crate::web::render::page;
use crate::web::session::{self, field};
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{HttpResponse, web};
use askama::Template;
use chrono::{NaiveDate, TimeZone, Utc};

pub async fn plan(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let date = |name: &str| {
        field(&fields, name).and_then(|d| NaiveDate::parse_from_str(d.trim(), "%Y-%m-%d").ok())
    };
    // Days are UTC: the season starts at the first day's midnight and ends after its last day.
    let midnight =
        |day: NaiveDate| Utc.from_utc_datetime(&day.and_hms_opt(0, 0, 0).unwrap_or_default());
    // A day past the calendar's end reads as no date at all.
    let dates = date("starts")
        .zip(date("ends").and_then(|last| last.succ_opt()))
        .map(|(first, after_last)| (midnight(first), midnight(after_last)));
    let games_each = field(&fields, "games_each")
        .and_then(|g| g.trim().parse::<i32>().ok())
        .unwrap_or(0);
    let key = field(&fields, "once").map(str::to_string);
    act(
        &state,
        &session,
        id,
        &fields,
        "planned",
        move |conn, user, ctx| {
            let (starts_at, ends_at) = dates.ok_or_else(|| {
                PlayError::Invalid("give the first and last days as dates".into())
            })?;
            // The same form sent twice plans once.
            once(conn, user.id, key.as_deref(), ctx.now, |conn| {
                season::plan(conn, id, user, starts_at, ends_at, games_each, ctx)
                    .map(|_| ((), String::new()))
            })
            .map(|_| ())
        },
    )
    .await
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
    v: SeasonView,
    tables: Vec<crate::play::season::DivisionTable>,
    starts: String,
    ends: String,
}

pub async fn show(
    state: web::Data<AppState>,
    session: Session,
    path: web::Path<(i64, i32)>,
) -> Result<HttpResponse, WebError> {
    let (id, number) = path.into_inner();
    let user = session::user(&session, &state).await?.map(|u| u.id);
    let mut v = state
        .db(move |conn| Ok(season_view(conn, id, number, user)?))
        .await?;
    let tables = std::mem::take(&mut v.tables);
    page(&SeasonPage {
        starts: crate::play::notify::deadline_text(v.season.starts_at),
        ends: crate::play::notify::deadline_text(v.season.ends_at),
        v,
        tables,
    })
}
