//! `/games/{id}/steps/{n}`: time travel, the table as it was after step n, as the viewer could
//! see it then.

use crate::db::{games, history};
use crate::games::wonderful::Wonderful;
use crate::play::replay::state_after;
use crate::play::visibility::Viewer;
use crate::play::{Playable, notify};
use crate::web::error::WebError;
use crate::web::game_page::visible_game;
use crate::web::games::wonderful::history::{StepContext, step_page};
use crate::web::render::html;
use crate::web::session;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};

pub async fn step(
    state: web::Data<AppState>,
    session: Session,
    path: web::Path<(i64, i32)>,
) -> Result<HttpResponse, WebError> {
    let (id, n) = path.into_inner();
    let user = session::user(&session, &state).await?.map(|u| u.id);
    let body = state
        .db(move |conn| {
            let (game, viewer) = visible_game(conn, id, user)?;
            if !(0..=game.step).contains(&n) {
                return Err(WebError::refused(
                    StatusCode::NOT_FOUND,
                    "No such step",
                    format!("This game has resolved {} steps so far.", game.step),
                )
                .back_to(format!("/games/{id}"), "Back to the game"));
            }
            match game.game.as_str() {
                "wonderful" => wonderful(conn, &game, viewer, n),
                other => Err(WebError::Internal(format!("unknown game {other}"))),
            }
        })
        .await?;
    Ok(html(StatusCode::OK, body))
}

fn wonderful(
    conn: &mut crate::db::DbConn,
    game: &crate::db::models::GameRow,
    viewer: Viewer,
    n: i32,
) -> Result<String, WebError> {
    let names: Vec<String> = games::players(conn, game.id)?
        .into_iter()
        .map(|(_, u)| u.display_name)
        .collect();
    let state = state_after::<Wonderful>(conn, game, n)?;
    let happened = match n.checked_sub(1) {
        Some(previous) => history::steps_from(conn, game.id, previous)?
            .into_iter()
            .take_while(|row| row.step == previous)
            .flat_map(|row| {
                serde_json::from_value::<Vec<<Wonderful as crate::games::Game>::Event>>(row.events)
                    .unwrap_or_default()
            })
            .filter_map(|e| Wonderful::tell(&e, &names))
            .collect(),
        None => Vec::new(),
    };
    let my_last = match viewer.seat() {
        Some(seat) => history::last_own_decision(conn, game.id, seat as i32)?,
        None => None,
    };
    let ctx = StepContext {
        game_id: game.id,
        game_title: notify::game_title::<Wonderful>(game.id),
        step: n,
        last: game.step,
        names,
        seat: viewer.seat(),
        over: game.status == "finished",
        my_last,
        happened,
    };
    Ok(step_page(&ctx, &state))
}
