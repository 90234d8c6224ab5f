//! `/games/{id}/manage`: the organizer's controls when a game stalls: extend the deadline, give
//! a seat to someone else, abandon the game.

use crate::db::games;
use crate::db::models::User;
use crate::i18n::{Said, Tr};
use crate::play::{Ctx, PlayError, turn::organizer};
use crate::web::error::{Missing, WebError};
use crate::web::fields::{Fields, JustDone, QueryFields};
use crate::web::form_action;
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
#[template(path = "pages/manage.html")]
struct ManagePage {
    pub tr: Tr,
    id: i64,
    title: String,
    csrf: String,
    active: bool,
    deadline: Option<String>,
    hours_left: i64,
    max_hours: i32,
    seats: Vec<SeatLine>,
    /// What was just done, in the reader's words.
    done: Option<String>,
    typed: Typed,
    refusal: Refusal,
}

struct SeatLine {
    seat: i32,
    name: String,
    email: String,
    misses: i32,
}

/// What the organizer typed into the page's three forms: kept when one of them is refused.
#[derive(Clone)]
struct Typed {
    hours: String,
    extend_reason: String,
    seat: String,
    email: String,
    name: String,
    abandon_reason: String,
}

/// The fields of the page's three forms, as sent (each form sends some of them).
#[derive(Deserialize, Default)]
#[serde(default)]
struct Sent {
    hours: String,
    reason: String,
    seat: String,
    email: String,
    name: String,
}

impl Default for Typed {
    fn default() -> Typed {
        Typed {
            hours: "24".into(),
            extend_reason: String::new(),
            seat: String::new(),
            email: String::new(),
            name: String::new(),
            abandon_reason: String::new(),
        }
    }
}

pub async fn show(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    query: QueryFields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let done = match JustDone::read(&query)?.as_str() {
        "extended" => Some(tr.t("manage-extended")),
        "replaced" => Some(tr.t("manage-replaced")),
        "abandoned" => Some(tr.t("manage-abandoned")),
        _ => None,
    };
    let id = id.into_inner();
    manage_page(
        &state,
        &session,
        id,
        done,
        Typed::default(),
        Refusal::none(),
        tr.clone(),
    )
    .await
}

async fn manage_page(
    state: &AppState,
    session: &Session,
    id: i64,
    done: Option<String>,
    typed: Typed,
    refusal: Refusal,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(session, state).await?;
    let csrf = session::csrf_token(session);
    let status = refusal.status();
    let body = state
        .db(move |conn| {
            let o = organizer::overview(conn, id, &user).map_err(|e| match e {
                PlayError::NotOrganizer => not_organizer(id),
                e => e.into(),
            })?;
            Ok(ManagePage {
                tr: tr.clone(),
                id,
                title: crate::play::titles::title_of(&o.game)?,
                csrf,
                active: o.game.status.is_active(),
                deadline: o
                    .game
                    .deadline
                    .map(|at| crate::local_time::show(&user, tr.lang, at)),
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
                typed,
                refusal,
            })
        })
        .await?;
    page_with_status(status, &body)
}

fn not_organizer(id: i64) -> WebError {
    WebError::refused(
        StatusCode::FORBIDDEN,
        Said::msg("error-not-yours"),
        Said::msg("error-not-yours-why"),
    )
    .back_to(format!("/games/{id}"), Said::msg("error-back-game"))
}

/// Runs the organizer's form `form` on a game of whatever type, then back to the manage page;
/// a refused form comes back with what was `typed` and the reason beside its field.
#[allow(clippy::too_many_arguments)]
async fn act(
    state: &AppState,
    session: &Session,
    id: i64,
    fields: &[(String, String)],
    form: &'static str,
    done: &'static str,
    action: impl FnOnce(&mut crate::db::DbConn, &str, &User, &Ctx) -> Result<(), PlayError>
    + Send
    + 'static,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let sent: Sent = crate::web::fields::read(fields)?;
    let mut typed = Typed {
        hours: sent.hours,
        seat: sent.seat,
        email: sent.email,
        name: sent.name,
        ..Typed::default()
    };
    match form {
        "extend" => typed.extend_reason = sent.reason,
        _ => typed.abandon_reason = sent.reason,
    }
    let outcome = form_action::attempt(state, session, fields, move |conn, user, ctx| {
        let game = games::get(conn, id)?.ok_or_else(|| WebError::not_found(Missing::Game))?;
        Ok(action(conn, &game.game, user, ctx))
    })
    .await?;
    match outcome {
        Ok(()) => Ok(see_other(&format!("/games/{id}/manage?done={done}"))),
        Err(PlayError::NotOrganizer) => Err(not_organizer(id)),
        Err(e) => {
            match Refusal::of_form(form, &e, &tr) {
                Some(refusal) => {
                    manage_page(state, session, id, None, typed, refusal, tr.clone()).await
                }
                None => Err(WebError::from(e)
                    .back_to(format!("/games/{id}/manage"), Said::msg("error-back"))),
            }
        }
    }
}

pub async fn extend(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    fields: Fields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let sent: Sent = fields.read()?;
    let hours = sent.hours.trim().parse::<i32>().ok();
    let reason = sent.reason;
    act(
        &state,
        &session,
        id,
        &fields,
        "extend",
        "extended",
        move |conn, kind, user, ctx| {
            let hours = hours
                .ok_or_else(|| PlayError::field("hours", "refused-hours-number"))?;
            crate::with_game!(kind, G => organizer::extend::<G>(conn, id, user, hours, &reason, ctx))
        },
        tr.clone(),
    )
    .await
}

pub async fn replace(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    fields: Fields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let Sent {
        seat, email, name, ..
    } = fields.read()?;
    let seat = seat.parse::<usize>().ok();
    act(
        &state,
        &session,
        id,
        &fields,
        "replace",
        "replaced",
        move |conn, kind, user, ctx| {
            let seat =
                seat.ok_or_else(|| PlayError::field("seat", "refused-choose-seat"))?;
            crate::with_game!(kind, G => organizer::replace::<G>(conn, id, user, seat, &email, &name, ctx))
        },
        tr.clone(),
    )
    .await
}

pub async fn abandon(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    fields: Fields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let reason = fields.read::<Sent>()?.reason;
    act(
        &state,
        &session,
        id,
        &fields,
        "abandon",
        "abandoned",
        move |conn, kind, user, ctx| {
            crate::with_game!(kind, G => organizer::abandon::<G>(conn, id, user, &reason, ctx))
        },
        tr.clone(),
    )
    .await
}
