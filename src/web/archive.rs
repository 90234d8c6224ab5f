//! `/games`: every game the visitor may see, by status and player, a page at a time; and
//! `/players/{id}`: one player's games and results.

use crate::db::game_status::GameStatus;
use crate::db::games::{ArchiveCursor, ArchiveFilter};
use crate::i18n::{Said, Tr};
use crate::play::views::archive::{ArchiveLine, lines, of_player};
use crate::web::error::{Missing, WebError};
use crate::web::fields::QueryFields;
use crate::web::render::page;
use crate::web::session;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

const PER_PAGE: i64 = 20;

#[derive(Template)]
#[template(path = "pages/archive.html")]
struct ArchivePage {
    pub tr: Tr,
    heading: String,
    /// The query string without the page, for the filter form and the page links.
    status: String,
    player: Option<i64>,
    lines: Vec<ArchiveLine>,
    /// This page follows another: it links back to the newest.
    later: bool,
    /// Where the next page starts, if there is one.
    next: Option<String>,
    base: String,
}

/// The page's address: the filters, and the game the page starts after.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Query {
    status: String,
    player: String,
    after: String,
}

/// Where the page starts: after the game the link names (the last of the page before), else
/// at the newest. A page is read from there along an index, so that the hundredth page costs
/// what the first does.
fn start(query: &Query) -> Result<Option<ArchiveCursor>, WebError> {
    match query.after.as_str() {
        "" => Ok(None),
        p => ArchiveCursor::from_param(p).map(Some).ok_or_else(|| {
            WebError::refused(
                StatusCode::BAD_REQUEST,
                Said::msg("error-archive-damaged"),
                Said::msg("error-archive-damaged-why"),
            )
            .back_to("/games", Said::msg("error-all-games"))
        }),
    }
}

pub async fn index(
    state: web::Data<AppState>,
    session: Session,
    query: QueryFields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let viewer = session::user(&session, &state).await?.map(|u| u.id);
    let query: Query = query.read()?;
    let status = match query.status.as_str() {
        "" => None,
        s => Some(GameStatus::parse(s).ok_or_else(|| {
            WebError::refused(
                StatusCode::BAD_REQUEST,
                Said::msg("error-archive-status"),
                Said::msg("error-archive-status-why"),
            )
            .back_to("/games", Said::msg("error-all-games"))
        })?),
    };
    let player = match query.player.as_str() {
        "" => None,
        p => Some(
            p.parse::<i64>()
                .map_err(|_| WebError::not_found(Missing::Player))?,
        ),
    };
    let after = start(&query)?;
    let words = tr.clone();
    let (lines, next) = state
        .db(move |conn| {
            let filter = ArchiveFilter {
                status,
                player,
                viewer,
                after,
                limit: PER_PAGE,
            };
            Ok(lines(conn, &filter, player, &words)?)
        })
        .await?;
    let status = status.map_or("", GameStatus::as_str);
    let mut base = format!("/games?status={status}");
    if let Some(p) = player {
        base.push_str(&format!("&player={p}"));
    }
    page(&ArchivePage {
        heading: tr.t("archive-title"),
        tr,
        status: status.to_string(),
        player,
        lines,
        later: after.is_some(),
        next: next.map(ArchiveCursor::to_param),
        base,
    })
}

pub async fn player(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    query: QueryFields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let viewer = session::user(&session, &state).await?.map(|u| u.id);
    let after = start(&query.read()?)?;
    let words = tr.clone();
    let (name, lines, next) = state
        .db(move |conn| {
            let filter = ArchiveFilter {
                status: None,
                player: Some(id),
                viewer,
                after,
                limit: PER_PAGE,
            };
            Ok(of_player(conn, &filter, id, &words)?)
        })
        .await?;
    page(&ArchivePage {
        tr,
        heading: name,
        status: String::new(),
        player: Some(id),
        lines,
        later: after.is_some(),
        next: next.map(ArchiveCursor::to_param),
        base: format!("/players/{id}?"),
    })
}
