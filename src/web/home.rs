//! `/`: a signed-in player's games — the ones waiting for them first — or the way in.

use crate::db::game_status::GameStatus;
use crate::i18n::Tr;
use crate::play::summary;
use crate::web::error::WebError;
use crate::web::render::page;
use crate::web::session;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{HttpResponse, web};
use askama::Template;

pub struct GameLine {
    pub id: i64,
    pub title: String,
    pub phase: String,
    /// "waiting for you", or for the names we wait for; empty when nobody owes a decision.
    pub waiting: String,
    pub result: String,
}

#[derive(Template)]
#[template(path = "pages/home.html")]
struct HomePage {
    pub tr: Tr,
    name: Option<String>,
    csrf: String,
    waiting_for_me: Vec<GameLine>,
    others: Vec<GameLine>,
    finished: Vec<GameLine>,
    /// The player's own page, which lists every game they played, when the home page shows
    /// only the last of them.
    all_games: Option<String>,
}

pub async fn home(
    state: web::Data<AppState>,
    session: Session,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let Some(user) = session::user(&session, &state).await? else {
        return page(&HomePage {
            tr: tr.clone(),
            name: None,
            csrf: String::new(),
            waiting_for_me: vec![],
            others: vec![],
            finished: vec![],
            all_games: None,
        });
    };
    let user_id = user.id;
    let games = state
        .db(move |conn| Ok(summary::of_user(conn, user_id)?))
        .await?;
    let mut home = HomePage {
        tr: tr.clone(),
        name: Some(user.display_name),
        csrf: session::csrf_token(&session),
        waiting_for_me: vec![],
        others: vec![],
        finished: vec![],
        all_games: None,
    };
    for g in games {
        let line = GameLine {
            id: g.id,
            title: g.summary.title,
            phase: tr.heading(&g.summary.heading),
            waiting: if g.mine {
                tr.t("home-waiting-for-you")
            } else if g.waiting_names.is_empty() {
                String::new()
            } else {
                tr.t1("home-waiting-for", "names", tr.list(&g.waiting_names))
            },
            result: match g.result {
                Some((rank, score)) => tr.t2("home-rank", "rank", rank, "score", score),
                None if g.status == GameStatus::Abandoned => tr.t("home-abandoned"),
                None => String::new(),
            },
        };
        match (g.status, g.mine) {
            (GameStatus::Active, true) => home.waiting_for_me.push(line),
            (GameStatus::Active, false) => home.others.push(line),
            _ => home.finished.push(line),
        }
    }
    if home.finished.len() as i64 >= summary::ENDED_LISTED {
        home.all_games = Some(format!("/players/{user_id}"));
    }
    page(&home)
}
