//! `/games/{id}/manage`: the organizer's controls when a game stalls: extend the deadline, give
//! a seat to someone else, abandon the game.

use crate::db::games;
use crate::db::models::User;
use crate::games::wonderful::Wonderful;
use crate::play::{Ctx, PlayError, organizer};
use crate::web::error::WebError;
use crate::web::fields::{Fields, QueryFields};
use crate::web::form_action;
use crate::web::render::page;
use crate::web::session::{self, field};
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;

#[derive(Template)]
#[template(path = "pages/manage.html")]
struct ManagePage {
    id: i64,
    title: String,
    csrf: String,
    active: bool,
    deadline: Option<String>,
    hours_left: i64,
    max_hours: i32,
    seats: Vec<SeatLine>,
    done: Option<&'static str>,
}

struct SeatLine {
    seat: i32,
    name: String,
    email: String,
    misses: i32,
}

pub async fn show(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    query: QueryFields,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(&session, &state).await?;
    let id = id.into_inner();
    let done = match field(&query, "done") {
        Some("extended") => Some("The deadline is extended."),
        Some("replaced") => Some("The seat has a new player; both were told by email."),
        Some("abandoned") => Some("The game is abandoned; every player was told."),
        _ => None,
    };
    let csrf = session::csrf_token(&session);
    let body = state
        .db(move |conn| {
            let o = organizer::overview(conn, id, &user).map_err(|e| match e {
                PlayError::NotOrganizer => not_organizer(id),
                e => e.into(),
            })?;
            Ok(ManagePage {
                id,
                title: crate::play::notify::game_title::<Wonderful>(id),
                csrf,
                active: o.game.status == "active",
                deadline: o.game.deadline.map(crate::play::notify::deadline_text),
                hours_left: o.hours_left,
                max_hours: organizer::MAX_EXTENSION_HOURS,
                seats: o
                    .seats
                    .into_iter()
                    .map(|(seat, u)| SeatLine {
                        seat: seat.seat,
                        name: u.display_name,
                        email: u.email,
                        misses: seat.misses,
                    })
                    .collect(),
                done,
            })
        })
        .await?;
    page(&body)
}

fn not_organizer(id: i64) -> WebError {
    WebError::refused(
        StatusCode::FORBIDDEN,
        "This game is not yours to manage.",
        "Only the organizer of this game can manage it.",
    )
    .back_to(format!("/games/{id}"), "Back to the game")
}

/// Runs one organizer action on a game of whatever type, then back to the manage page.
async fn act(
    state: &AppState,
    session: &Session,
    id: i64,
    fields: &[(String, String)],
    done: &str,
    action: impl FnOnce(&mut crate::db::DbConn, &str, &User, &Ctx) -> Result<(), PlayError>
    + Send
    + 'static,
) -> Result<HttpResponse, WebError> {
    let done = format!("/games/{id}/manage?done={done}");
    form_action::run(state, session, fields, done, move |conn, user, ctx| {
        let game = games::get(conn, id)?.ok_or_else(|| WebError::not_found("This game"))?;
        action(conn, &game.game, user, ctx).map_err(|e| match e {
            PlayError::NotOrganizer => not_organizer(id),
            e => WebError::from(e).back_to(format!("/games/{id}/manage"), "Back"),
        })
    })
    .await
}

fn unknown(kind: &str) -> PlayError {
    PlayError::Corrupt(format!("unknown game {kind}"))
}

pub async fn extend(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let hours = field(&fields, "hours").and_then(|h| h.trim().parse::<i32>().ok());
    let reason = field(&fields, "reason").unwrap_or("").to_string();
    act(
        &state,
        &session,
        id,
        &fields,
        "extended",
        move |conn, kind, user, ctx| {
            let hours =
                hours.ok_or_else(|| PlayError::Invalid("give the hours as a number".into()))?;
            match kind {
                "wonderful" => organizer::extend::<Wonderful>(conn, id, user, hours, &reason, ctx),
                other => Err(unknown(other)),
            }
        },
    )
    .await
}

pub async fn replace(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let seat = field(&fields, "seat").and_then(|s| s.parse::<usize>().ok());
    let email = field(&fields, "email").unwrap_or("").to_string();
    let name = field(&fields, "name").unwrap_or("").to_string();
    act(
        &state,
        &session,
        id,
        &fields,
        "replaced",
        move |conn, kind, user, ctx| {
            let seat = seat.ok_or_else(|| PlayError::Invalid("choose the seat to give".into()))?;
            match kind {
                "wonderful" => {
                    organizer::replace::<Wonderful>(conn, id, user, seat, &email, &name, ctx)
                }
                other => Err(unknown(other)),
            }
        },
    )
    .await
}

pub async fn abandon(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let reason = field(&fields, "reason").unwrap_or("").to_string();
    act(
        &state,
        &session,
        id,
        &fields,
        "abandoned",
        move |conn, kind, user, ctx| match kind {
            "wonderful" => organizer::abandon::<Wonderful>(conn, id, user, &reason, ctx),
            other => Err(unknown(other)),
        },
    )
    .await
}
