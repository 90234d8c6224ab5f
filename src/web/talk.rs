//! Table talk from the web: posting from the game page (signed in) or from a seat's pages (the
//! seat's link is the key), the seat's own talk page, and hiding a message. A refused message
//! comes back on the talk page with the reason, as typed; one sent twice is posted once.

use crate::db::models::{GameRow, User};
use crate::i18n::{Said, Tr};
use crate::play::PlayError;
use crate::play::once::once;
use crate::play::table::seated::Seated;
use crate::play::talk::{self, TalkLine, Via};
use crate::play::visibility::visible_game;
use crate::web::error::WebError;
use crate::web::fields::Fields;
use crate::web::play::seat_post;
use crate::web::render::{html, see_other};
use crate::web::session;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "pages/talk.html")]
struct TalkPage {
    pub tr: Tr,
    game_title: String,
    players_only: bool,
    talk: Vec<TalkLine>,
    /// Seats' pages hide nothing: hiding is for the game page of those who run it.
    hide_action: String,
    talk_action: String,
    csrf: String,
    once: String,
    draft: String,
    error: Option<String>,
    back_url: String,
    back_label: String,
}

/// Where a talk page posts and leads back to.
struct Place {
    talk_action: String,
    csrf: String,
    back_url: String,
    /// The message that names the way back.
    back_label: &'static str,
}

fn talk_page(
    conn: &mut diesel::PgConnection,
    game: &GameRow,
    reader: &User,
    place: Place,
    draft: String,
    error: Option<String>,
    tr: Tr,
) -> Result<String, WebError> {
    TalkPage {
        tr: tr.clone(),
        game_title: crate::play::titles::title_of(game)?,
        players_only: game.visibility != "public",
        talk: talk::lines(conn, game.id, Some(&reader.time_zone), tr.lang)?,
        hide_action: String::new(),
        talk_action: place.talk_action,
        csrf: place.csrf,
        once: crate::db::tokens::new_secret(),
        draft,
        error,
        back_url: place.back_url,
        back_label: tr.t(place.back_label),
    }
    .render()
    .map_err(|e| WebError::Internal(format!("template: {e}")))
}

/// The talk form: the message, and the key that makes sending it twice post it once.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Written {
    message: String,
    once: Option<String>,
}

/// `POST /games/{id}/talk`: a player or organizer, signed in, writes at the table.
pub async fn post_from_game(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    fields: Fields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(&session, &state).await?;
    let fields = fields.into_inner();
    session::check_csrf(&session, &fields)?;
    let id = id.into_inner();
    let csrf = session::csrf_token(&session);
    let now = state.ctx().now;
    let Written {
        message: draft,
        once: key,
    } = crate::web::fields::read(&fields)?;
    let refused = state
        .db(move |conn| {
            let (game, _) = visible_game(conn, id, Some(user.id))?;
            let back = format!("/games/{id}");
            let posted = once(conn, user.id, key.as_deref(), now, |conn| {
                let message = talk::post(conn, &game, &user, &draft, Via::Page, now)?;
                Ok((message, format!("{back}#table-talk")))
            });
            match posted {
                Ok(_) => Ok(None),
                Err(e @ (PlayError::Invalid(_) | PlayError::Limited(_))) => {
                    let place = Place {
                        talk_action: format!("{back}/talk"),
                        csrf,
                        back_url: format!("{back}#table-talk"),
                        back_label: "error-back-game",
                    };
                    let error = Some(e.reason().sentence(tr.lang));
                    Ok(Some(talk_page(
                        conn,
                        &game,
                        &user,
                        place,
                        draft,
                        error,
                        tr.clone(),
                    )?))
                }
                Err(e) => Err(WebError::from(e).back_to(back, Said::msg("error-back-game"))),
            }
        })
        .await?;
    Ok(match refused {
        None => see_other(&format!("/games/{id}#table-talk")),
        Some(page) => html(StatusCode::UNPROCESSABLE_ENTITY, page),
    })
}

/// `POST /games/{id}/talk/{message}/hide`: one who runs the game hides a message.
pub async fn hide(
    state: web::Data<AppState>,
    session: Session,
    path: web::Path<(i64, i64)>,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(&session, &state).await?;
    session::check_csrf(&session, &fields.into_inner())?;
    let (id, message) = path.into_inner();
    let now = state.ctx().now;
    state
        .db(move |conn| {
            let (game, _) = visible_game(conn, id, Some(user.id))?;
            talk::hide(conn, &game, &user, message, now).map_err(|e| {
                WebError::from(e).back_to(format!("/games/{id}"), Said::msg("error-back-game"))
            })
        })
        .await?;
    Ok(see_other(&format!("/games/{id}#table-talk")))
}

/// `GET /play/{token}/talk`: the seat's player reads the table and writes.
pub async fn seat_show(
    state: web::Data<AppState>,
    token: web::Path<String>,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let token = token.into_inner();
    let states = state.states.clone();
    let body = state
        .db(move |conn| {
            let s = Seated::open(conn, &token, &states)?;
            let user = s.user()?.clone();
            talk_page(
                conn,
                &s.table.game,
                &user,
                seat_place(&token),
                String::new(),
                None,
                tr.clone(),
            )
        })
        .await?;
    Ok(html(StatusCode::OK, body))
}

fn seat_place(token: &str) -> Place {
    Place {
        talk_action: format!("/play/{token}/talk"),
        csrf: String::new(),
        back_url: format!("/play/{token}"),
        back_label: "error-back-seat",
    }
}

/// `POST /play/{token}/talk`: from a seat's page; back to the seat's talk page.
pub async fn seat_post_message(
    state: web::Data<AppState>,
    token: web::Path<String>,
    fields: Fields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let Written {
        message: draft,
        once: key,
    } = fields.read()?;
    seat_post(
        &state,
        token.into_inner(),
        "/talk",
        move |conn, s, token, ctx| {
            let user = s.user()?.clone();
            let game = &s.table.game;
            let posted = once(conn, user.id, key.as_deref(), ctx.now, |conn| {
                let message = talk::post(conn, game, &user, &draft, Via::Page, ctx.now)?;
                Ok((message, format!("/play/{token}/talk")))
            });
            match posted {
                Ok(_) => Ok(None),
                Err(e @ (PlayError::Invalid(_) | PlayError::Limited(_))) => {
                    let error = Some(e.reason().sentence(tr.lang));
                    let page = talk_page(
                        conn,
                        &s.table.game,
                        &user,
                        seat_place(token),
                        draft,
                        error,
                        tr.clone(),
                    )?;
                    Ok(Some(page))
                }
                Err(e) => Err(WebError::from(e)
                    .back_to(format!("/play/{token}"), Said::msg("error-back-seat"))),
            }
        },
    )
    .await
}
