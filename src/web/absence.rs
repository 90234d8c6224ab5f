//! `/play/{token}/absence`: a player says when they will be away; meanwhile their decisions in
//! this game are made for them at once.

use crate::db::absences;
use crate::i18n::{Said, Tr};
use crate::local_time;
use crate::play::table::seated::Seated;
use crate::play::{PlayError, turn::absence};
use crate::web::error::WebError;
use crate::web::fields::{Fields, QueryFields, Saved};
use crate::web::play::seat_post;
use crate::web::render::{page_with_status, see_other};
use crate::web::state::AppState;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use chrono::NaiveDate;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "pages/absence.html")]
struct AbsencePage {
    pub tr: Tr,
    game_title: String,
    seat_url: String,
    action: String,
    today: String,
    allowance: i32,
    absences: Vec<AbsenceLine>,
    saved: bool,
    error: Option<String>,
    active: bool,
}

struct AbsenceLine {
    id: i64,
    from: String,
    until: String,
    /// Not over yet: it can be ended or dropped.
    open: bool,
    started: bool,
}

fn page(
    conn: &mut diesel::PgConnection,
    s: &Seated,
    token: &str,
    now: chrono::DateTime<chrono::Utc>,
    saved: bool,
    error: Option<String>,
    tr: Tr,
) -> Result<AbsencePage, WebError> {
    let user = s.user()?;
    let absences = absences::of_seat(conn, s.table.game.id, s.link.seat)?
        .into_iter()
        .map(|a| AbsenceLine {
            id: a.id,
            from: local_time::show(user, tr.lang, a.starts_at),
            until: local_time::show(user, tr.lang, a.ends_at),
            open: a.ends_at > now,
            started: a.starts_at <= now,
        })
        .collect();
    Ok(AbsencePage {
        tr: tr.clone(),
        game_title: crate::play::titles::title_of(&s.table.game)?,
        seat_url: format!("/play/{token}"),
        action: format!("/play/{token}/absence"),
        today: local_time::local_date(user, now).to_string(),
        allowance: s.table.game.absence_days,
        absences,
        saved,
        error,
        active: s.table.game.status.is_active(),
    })
}

pub async fn show(
    state: web::Data<AppState>,
    token: web::Path<String>,
    query: QueryFields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let token = token.into_inner();
    let saved = Saved::read(&query)?;
    let now = state.ctx().now;
    let states = state.states.clone();
    let body = state
        .db(move |conn| {
            let s = Seated::open(conn, &token, &states)?;
            page(conn, &s, &token, now, saved, None, tr.clone())
        })
        .await?;
    page_with_status(StatusCode::OK, &body)
}

/// The form that declares an absence: its first and last day.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Away {
    from: String,
    until: String,
}

pub async fn declare(
    state: web::Data<AppState>,
    token: web::Path<String>,
    fields: Fields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let away: Away = fields.read()?;
    seat_post(
        &state,
        token.into_inner(),
        "/absence?saved=1",
        move |conn, s, token, ctx| {
            let user = s.user()?.clone();
            let date = |v: &str| NaiveDate::parse_from_str(v.trim(), "%Y-%m-%d").ok();
            let result = match (date(&away.from), date(&away.until)) {
                (Some(from), Some(until)) => crate::with_game!(&s.table.game.game, G => {
                    absence::declare::<G>(conn, s.table.game.id, s.link.seat, &user, from, until, ctx)
                }),
                _ => Err(PlayError::invalid("refused-absence-dates")),
            };
            match result {
                Ok(()) => Ok(None),
                Err(PlayError::Invalid(reason)) => {
                    let page = page(conn, s, token, ctx.now, false, Some(reason.sentence(tr.lang)), tr.clone())?;
                    Ok(Some(
                        page.render()
                            .map_err(|e| WebError::Internal(e.to_string()))?,
                    ))
                }
                Err(e) => {
                    Err(WebError::from(e).back_to(format!("/play/{token}"), Said::msg("error-back-seat")))
                }
            }
        },
    )
    .await
}

pub async fn end(
    state: web::Data<AppState>,
    path: web::Path<(String, i64)>,
) -> Result<HttpResponse, WebError> {
    let (token, id) = path.into_inner();
    let ctx = state.ctx();
    let t = token.clone();
    let states = state.states.clone();
    state
        .db(move |conn| {
            let s = Seated::open(conn, &t, &states)?;
            let user = s.user()?.clone();
            absence::end(conn, s.table.game.id, s.link.seat, &user, id, &ctx).map_err(|e| {
                WebError::from(e).back_to(format!("/play/{t}/absence"), Said::msg("error-back"))
            })
        })
        .await?;
    Ok(see_other(&format!("/play/{token}/absence?saved=1")))
}
