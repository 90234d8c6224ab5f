//! `/games/{id}`: the players, where the game stands, whom it waits for, the final ranking and
//! score pad, the charts, and the history with its last round open.

use crate::db::game_status::GameStatus;
use crate::i18n::Tr;
use crate::play;
use crate::play::views::game_view::{GameView, game_view};
use crate::play::visibility::{Viewer, visible_game};
use crate::web::error::WebError;
use crate::web::fields::Fields;
use crate::web::games::GameWeb;
use crate::web::kept_lookup::{self, Lookup};
use crate::web::kept_pages::Page;
use crate::web::render::{self, see_other};
use crate::web::session;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;

#[derive(Template)]
#[template(path = "pages/game.html")]
struct GamePage {
    pub tr: Tr,
    game: GameView,
    /// The signed-in viewer plays in this game.
    my_seat: bool,
    /// Server-drawn SVG charts: victory points and production by round, the final score pads.
    charts: Vec<String>,
    csrf: String,
    /// The viewer may write at the table: a player, or one who runs the game.
    may_talk: bool,
    /// Where the hide buttons post, for those who run the game; empty for anyone else.
    hide_action: String,
    /// The talk form's one-time key.
    once: String,
}

pub async fn show(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    request: HttpRequest,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let user = session::user(&session, &state).await?.map(|u| u.id);
    let page = Page::Game(id, tr.lang);
    let stamp = match kept_lookup::lookup(&state, &request, page, user).await? {
        Lookup::Served(response) => return Ok(response),
        Lookup::Draw(stamp) => stamp,
    };
    let words = tr.clone();
    let (game, charts) = state
        .db(move |conn| {
            let (row, viewer) = visible_game(conn, id, user)?;
            crate::with_game!(&row.game.clone(), G => {
                let (game, figures) = game_view::<G>(conn, row, viewer, user, &words)?;
                let charts = G::charts(&figures, &game.names, &words);
                Ok((game, charts))
            })
        })
        .await?;
    let my_seat = matches!(game.viewer, Viewer::Seat(_));
    let csrf = if my_seat || game.organizer {
        session::csrf_token(&session)
    } else {
        String::new()
    };
    let finished = game.status == GameStatus::Finished;
    let may_talk = my_seat || game.organizer;
    let hide_action = match game.organizer {
        true => format!("/games/{}/talk", game.id),
        false => String::new(),
    };
    let kept = page;
    let page = GamePage {
        tr,
        game,
        my_seat,
        charts,
        csrf,
        may_talk,
        hide_action,
        once: crate::db::tokens::new_secret(),
    };
    if !finished {
        return render::page(&page);
    }
    let body = page
        .render()
        .map_err(|e| WebError::Internal(format!("template: {e}")))?;
    Ok(kept_lookup::answer(&state, &request, kept, stamp, body))
}

/// A signed-in player opens their seat: a fresh seat link, then its page.
pub async fn open_seat(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(&session, &state).await?;
    session::check_csrf(&session, &fields)?;
    let id = id.into_inner();
    let now = state.ctx().now;
    let token = state
        .db(move |conn| Ok(play::turn::open_seat::open_seat(conn, id, user.id, now)?))
        .await?;
    Ok(see_other(&format!("/play/{token}")))
}
