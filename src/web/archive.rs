//! `/games`: every game the visitor may see, by status and player, a page at a time; and
//! `/players/{id}`: one player's games and results.

use crate::db::games::{self, ArchiveFilter};
use crate::db::users;
use crate::play::summary::summary;
use crate::web::error::WebError;
use crate::web::render::page;
use crate::web::session::{self, field};
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;

const PER_PAGE: i64 = 20;

pub struct ArchiveLine {
    pub id: i64,
    pub title: String,
    pub status: String,
    /// "Round 2 · Planning", or who won.
    pub state: String,
    pub players: String,
    /// On a player's page: their rank and score.
    pub result: Option<String>,
}

#[derive(Template)]
#[template(path = "pages/archive.html")]
struct ArchivePage {
    heading: String,
    /// The query string without the page, for the filter form and the page links.
    status: String,
    player: Option<i64>,
    lines: Vec<ArchiveLine>,
    page: i64,
    more: bool,
    base: String,
}

fn lines(
    conn: &mut crate::db::DbConn,
    filter: &ArchiveFilter,
    player: Option<i64>,
) -> Result<(Vec<ArchiveLine>, bool), WebError> {
    let mut rows = games::archive(
        conn,
        &ArchiveFilter {
            limit: filter.limit + 1,
            ..*filter
        },
    )?;
    let more = rows.len() as i64 > filter.limit;
    rows.truncate(filter.limit as usize);
    let mut lines = Vec::with_capacity(rows.len());
    for game in rows {
        let players = games::players(conn, game.id)?;
        let names: Vec<String> = players
            .iter()
            .map(|(_, u)| u.display_name.clone())
            .collect();
        let s = summary(conn, &game)?;
        let state = match (&s.outcome, game.status.as_str()) {
            (Some(o), _) => {
                let winners: Vec<&str> = o
                    .winners()
                    .filter_map(|w| names.get(w))
                    .map(String::as_str)
                    .collect();
                format!("won by {}", winners.join(" and "))
            }
            (None, "abandoned") => "abandoned".into(),
            (None, _) => s.phase.clone(),
        };
        let result = player.and_then(|p| {
            let seat = players.iter().find(|(_, u)| u.id == p)?.0.seat as usize;
            let st = s
                .outcome
                .as_ref()?
                .standings
                .iter()
                .find(|st| st.seat == seat)?;
            Some(format!("rank {} with {} VP", st.rank, st.score))
        });
        lines.push(ArchiveLine {
            id: game.id,
            title: s.title,
            status: game.status,
            state,
            players: names.join(", "),
            result,
        });
    }
    Ok((lines, more))
}

fn page_number(query: &[(String, String)]) -> i64 {
    field(query, "page")
        .and_then(|p| p.parse::<i64>().ok())
        .filter(|p| (1..=10_000).contains(p))
        .unwrap_or(1)
}

pub async fn index(
    state: web::Data<AppState>,
    session: Session,
    query: web::Query<Vec<(String, String)>>,
) -> Result<HttpResponse, WebError> {
    let viewer = session::user(&session, &state).await?.map(|u| u.id);
    let status = match field(&query, "status").unwrap_or("") {
        "" => None,
        s @ ("active" | "finished" | "abandoned") => Some(s.to_string()),
        _ => {
            return Err(WebError::refused(
                StatusCode::BAD_REQUEST,
                "Unknown status",
                "Games are active, finished or abandoned.",
            )
            .back_to("/games", "All games"));
        }
    };
    let player = match field(&query, "player") {
        None | Some("") => None,
        Some(p) => Some(
            p.parse::<i64>()
                .map_err(|_| WebError::not_found("This player"))?,
        ),
    };
    let page_no = page_number(&query);
    let s = status.clone();
    let (lines, more) = state
        .db(move |conn| {
            let filter = ArchiveFilter {
                status: s.as_deref(),
                player,
                viewer,
                offset: (page_no - 1) * PER_PAGE,
                limit: PER_PAGE,
            };
            lines(conn, &filter, player)
        })
        .await?;
    let mut base = format!("/games?status={}", status.clone().unwrap_or_default());
    if let Some(p) = player {
        base.push_str(&format!("&player={p}"));
    }
    page(&ArchivePage {
        heading: "Games".into(),
        status: status.unwrap_or_default(),
        player,
        lines,
        page: page_no,
        more,
        base,
    })
}

pub async fn player(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    query: web::Query<Vec<(String, String)>>,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let viewer = session::user(&session, &state).await?.map(|u| u.id);
    let page_no = page_number(&query);
    let (name, lines, more) = state
        .db(move |conn| {
            let user = users::by_id(conn, id)?.ok_or_else(|| WebError::not_found("This player"))?;
            let filter = ArchiveFilter {
                status: None,
                player: Some(id),
                viewer,
                offset: (page_no - 1) * PER_PAGE,
                limit: PER_PAGE,
            };
            let (lines, more) = lines(conn, &filter, Some(id))?;
            Ok((user.display_name, lines, more))
        })
        .await?;
    page(&ArchivePage {
        heading: name,
        status: String::new(),
        player: Some(id),
        lines,
        page: page_no,
        more,
        base: format!("/players/{id}?"),
    })
}
