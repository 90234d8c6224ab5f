//! `/games/{id}/steps/{n}`: time travel, the table as it was after step n, as the viewer could
//! see it then.

use crate::db::game_status::GameStatus;
use crate::i18n::{Said, Tr};
use crate::play::views::step_view::step_view;
use crate::play::visibility::visible_game;
use crate::web::error::WebError;
use crate::web::games::GameWeb;
use crate::web::kept_lookup::{self, Lookup};
use crate::web::kept_pages::Page;
use crate::web::render::html;
use crate::web::session;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};

pub async fn step(
    state: web::Data<AppState>,
    session: Session,
    path: web::Path<(i64, i32)>,
    request: HttpRequest,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let (id, n) = path.into_inner();
    let user = session::user(&session, &state).await?.map(|u| u.id);
    let page = Page::Step(id, n, tr.lang);
    let stamp = match kept_lookup::lookup(&state, &request, page, user).await? {
        Lookup::Served(response) => return Ok(response),
        Lookup::Draw(stamp) => stamp,
    };
    let (body, finished) = state
        .db(move |conn| {
            let (game, viewer) = visible_game(conn, id, user)?;
            if !(0..=game.step).contains(&n) {
                return Err(WebError::refused(
                    StatusCode::NOT_FOUND,
                    Said::msg("error-no-step"),
                    Said::msg("error-no-step-why").with("count", game.step),
                )
                .back_to(format!("/games/{id}"), Said::msg("error-back-game")));
            }
            crate::with_game!(&game.game, G => {
                let (context, views) = step_view::<G>(conn, &game, viewer, n, tr)?;
                Ok((G::step_page(&context, &views)?, game.status == GameStatus::Finished))
            })
        })
        .await?;
    Ok(match finished {
        true => kept_lookup::answer(&state, &request, page, stamp, body),
        false => html(StatusCode::OK, body),
    })
}
