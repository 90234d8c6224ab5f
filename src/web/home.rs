//! `/`: a signed-in player's games — the ones waiting for them first — or the way in.

use crate::db::games;
use crate::play::summary::summary;
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
    /// "you", or the names we wait for.
    pub waiting: String,
    pub result: String,
}

#[derive(Template)]
#[template(path = "pages/home.html")]
struct HomePage {
    name: Option<String>,
    csrf: String,
    waiting_for_me: Vec<GameLine>,
    others: Vec<GameLine>,
    finished: Vec<GameLine>,
}

pub async fn home(state: web::Data<AppState>, session: Session) -> Result<HttpResponse, WebError> {
    let Some(user) = session::user(&session, &state).await? else {
        return page(&HomePage {
            name: None,
            csrf: String::new(),
            waiting_for_me: vec![],
            others: vec![],
            finished: vec![],
        });
    };
    let user_id = user.id;
    let lines = state
        .db(move |conn| {
            let mut lines = Vec::new();
            for (game, seat) in games::of_user(conn, user_id)? {
                let players = games::players(conn, game.id)?;
                let s = summary(conn, &game)?;
                let mine = s.waiting_for.contains(&(seat as usize));
                let names: Vec<String> = s
                    .waiting_for
                    .iter()
                    .filter_map(|w| players.get(*w).map(|(_, u)| u.display_name.clone()))
                    .collect();
                let result = s
                    .outcome
                    .as_ref()
                    .and_then(|o| o.standings.iter().find(|st| st.seat == seat as usize))
                    .map(|st| format!("rank {} with {} VP", st.rank, st.score))
                    .unwrap_or_default();
                let line = GameLine {
                    id: game.id,
                    title: s.title,
                    phase: s.phase,
                    waiting: if mine { "you".into() } else { names.join(", ") },
                    result,
                };
                lines.push((game.status.clone(), mine, line));
            }
            Ok(lines)
        })
        .await?;
    let mut home = HomePage {
        name: Some(user.display_name),
        csrf: session::csrf_token(&session),
        waiting_for_me: vec![],
        others: vec![],
        finished: vec![],
    };
    for (status, mine, line) in lines {
        match (status.as_str(), mine) {
            ("active", true) => home.waiting_for_me.push(line),
            ("active", false) => home.others.push(line),
            _ => home.finished.push(line),
        }
    }
    page(&home)
}
