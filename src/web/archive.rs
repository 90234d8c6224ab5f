//! `/games`: every game the visitor may see, by status and player, a page at a time; and
//! `/players/{id}`: one player's games and results.

use crate::db::games::ArchiveFilter;
use crate::play::archive::{ArchiveLine, lines, of_player};
use crate::web::error::WebError;
use crate::web::fields::QueryFields;
use crate::web::render::page;
use crate::web::session::{self, field};
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;

const PER_PAGE: i64 = 20;

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

fn page_number(query: &[(String, String)]) -> i64 {
    field(query, "page")
        .and_then(|p| p.parse::<i64>().ok())
        .filter(|p| (1..=10_000).contains(p))
        .unwrap_or(1)
}

pub async fn index(
    state: web::Data<AppState>,
    session: Session,
    query: QueryFields,
) -> Result<HttpResponse, WebError> {
    let viewer = session::user(&session, &state).await?.map(|u| u.id);
    let status = match field(&query, "status").unwrap_or("") {
        "" => None,
        s @ ("active" | "finished" | "abandoned") => Some(s.to_string()),
        _ => {
            return Err(WebError::refused(
                StatusCode::BAD_REQUEST,
                "There is no such status.",
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
            Ok(lines(conn, &filter, player)?)
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
    query: QueryFields,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let viewer = session::user(&session, &state).await?.map(|u| u.id);
    let page_no = page_number(&query);
    let (name, lines, more) = state
        .db(move |conn| {
            let filter = ArchiveFilter {
                status: None,
                player: Some(id),
                viewer,
                offset: (page_no - 1) * PER_PAGE,
                limit: PER_PAGE,
            };
            Ok(of_player(conn, &filter, id)?)
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
