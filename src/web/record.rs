//! `/games/{id}/record.json`: a finished game's record, to keep or to replay with `missive replay`.

use crate::i18n::Said;
use crate::play::views::record;
use crate::play::visibility::visible_game;
use crate::web::error::WebError;
use crate::web::session;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};

pub async fn download(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let viewer = session::user(&session, &state).await?.map(|u| u.id);
    let record = state
        .db(move |conn| {
            let (game, _) = visible_game(conn, id, viewer)?;
            // The seed deals every hand: nobody may have it while the game is played.
            if game.status.is_active() {
                return Err(WebError::refused(
                    StatusCode::CONFLICT,
                    Said::msg("error-record"),
                    Said::msg("error-record-why"),
                )
                .back_to(format!("/games/{id}"), Said::msg("error-back-game")));
            }
            Ok(record::of_game(conn, &game)?)
        })
        .await?;
    let body = serde_json::to_string_pretty(&record)
        .map_err(|e| WebError::Internal(format!("record: {e}")))?;
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"missive-game-{id}.json\""),
        ))
        .body(body))
}
