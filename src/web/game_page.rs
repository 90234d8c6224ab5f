//! `/games/{id}`: the players, where the game stands, whom it waits for, the final ranking.

use crate::db::{game_log, games};
use crate::games::wonderful::Wonderful;
use crate::games::wonderful::chart_data;
use crate::play::summary::summary;
use crate::play::{notify, replay, timeline, visibility};
use crate::web::error::WebError;
use crate::web::games::wonderful::charts::game_charts;
use crate::web::render::{page, see_other};
use crate::web::session;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;

pub struct PlayerLine {
    pub user_id: i64,
    pub name: String,
    /// "Noram States, side A".
    pub label: String,
    pub waiting: bool,
    pub rank: Option<usize>,
    pub score: Option<i64>,
    pub breakdown: String,
}

#[derive(Template)]
#[template(path = "pages/game.html")]
struct GamePage {
    id: i64,
    title: String,
    phase: String,
    status: String,
    deadline: Option<String>,
    players: Vec<PlayerLine>,
    tie_break: Option<String>,
    /// The signed-in viewer plays in this game.
    my_seat: bool,
    /// The signed-in viewer organizes this game.
    organizer: bool,
    /// Names of the players the open step waits for.
    waiting_for: Vec<String>,
    /// Deadlines passed or moved, absences, replacements: newest first.
    log: Vec<(String, String)>,
    /// Every resolved step in words, oldest first.
    timeline: Vec<timeline::Entry>,
    /// Steps resolved so far: the last time-travel page.
    steps: i32,
    /// Server-drawn SVG charts: victory points and production by round, the final score pads.
    charts: Vec<String>,
    csrf: String,
}

pub async fn show(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let viewer = session::user(&session, &state).await?.map(|u| u.id);
    let page_data = state
        .db(move |conn| {
            let (game, _) = visible_game(conn, id, viewer)?;
            let players = games::players(conn, id)?;
            let s = summary(conn, &game)?;
            let lines = players
                .iter()
                .map(|(seat, user)| {
                    let standing = s
                        .outcome
                        .as_ref()
                        .and_then(|o| o.standings.iter().find(|st| st.seat == seat.seat as usize));
                    PlayerLine {
                        user_id: user.id,
                        name: user.display_name.clone(),
                        label: s
                            .seat_labels
                            .get(seat.seat as usize)
                            .cloned()
                            .unwrap_or_default(),
                        waiting: s.waiting_for.contains(&(seat.seat as usize)),
                        rank: standing.map(|st| st.rank),
                        score: standing.map(|st| st.score),
                        breakdown: standing.map(|st| st.pad()).unwrap_or_default(),
                    }
                })
                .collect();
            let my_seat = viewer.is_some_and(|v| players.iter().any(|(_, u)| u.id == v));
            let waiting_for = s
                .waiting_for
                .iter()
                .filter_map(|w| players.get(*w).map(|(_, u)| u.display_name.clone()))
                .collect();
            let names: Vec<String> = players
                .iter()
                .map(|(_, u)| u.display_name.clone())
                .collect();
            let (timeline, charts) = match game.game.as_str() {
                "wonderful" => {
                    let (initial, steps) = replay::history::<Wonderful>(conn, &game)?;
                    let data = chart_data::series(initial, &steps);
                    (
                        timeline::entries::<Wonderful>(conn, &game, &names)?,
                        game_charts(&data, &names),
                    )
                }
                _ => (Vec::new(), Vec::new()),
            };
            let log = game_log::from_step(conn, id, 0)?
                .into_iter()
                .rev()
                .map(|e| (notify::deadline_text(e.at), e.text))
                .collect();
            Ok(GamePage {
                id,
                title: s.title,
                phase: s.phase,
                status: game.status.clone(),
                deadline: game.deadline.map(notify::deadline_text),
                players: lines,
                tie_break: s.outcome.and_then(|o| o.tie_break),
                my_seat,
                organizer: viewer == Some(game.organizer_id),
                waiting_for,
                log,
                timeline,
                steps: game.step,
                charts,
                csrf: String::new(),
            })
        })
        .await?;
    let mut page_data = page_data;
    if page_data.my_seat || page_data.organizer {
        page_data.csrf = session::csrf_token(&session);
    }
    page(&page_data)
}

/// The game, and how `user` sees it; refused when it does not exist or is not theirs to see.
pub(crate) fn visible_game(
    conn: &mut crate::db::DbConn,
    id: i64,
    user: Option<i64>,
) -> Result<(crate::db::models::GameRow, visibility::Viewer), WebError> {
    let game = games::get(conn, id)?.ok_or_else(|| WebError::not_found("This game"))?;
    let viewer = visibility::viewer(conn, &game, user)?.ok_or_else(WebError::players_only)?;
    Ok((game, viewer))
}

/// A signed-in player opens their seat: a fresh seat link, then its page.
pub async fn open_seat(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    fields: web::Form<Vec<(String, String)>>,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(&session, &state).await?;
    session::check_csrf(&session, &fields)?;
    let id = id.into_inner();
    let now = state.ctx().now;
    let token = state
        .db(move |conn| {
            let players = games::players(conn, id)?;
            let Some((seat, _)) = players.iter().find(|(_, u)| u.id == user.id) else {
                return Err(WebError::refused(
                    StatusCode::FORBIDDEN,
                    "Not your game",
                    "You do not play in this game.",
                ));
            };
            Ok(games::new_seat_link(conn, id, seat.seat, now)?)
        })
        .await?;
    Ok(see_other(&format!("/play/{token}")))
}
