//! The pages of finished games as the public sees them, kept in memory once drawn. A finished
//! game changes only with its table talk and its players' names (`db::page_stamps`), so a kept
//! page is served again, with its validator, for as long as its stamp stands: one small query
//! in place of reading and drawing the whole game. Signed-in visitors get pages drawn for them,
//! since theirs carry their seat and their forms.

use crate::play::visibility::public_page_stamp;
use crate::web::error::WebError;
use crate::web::settled::{etag, settled_html, tagged_html};
use crate::web::state::AppState;
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse};
use quick_cache::Weighter;
use quick_cache::sync::Cache;
use std::sync::Arc;

/// How many bytes of pages are kept: about 400 game or step pages of a 5-player game.
const KEPT_BYTES: u64 = 16 * 1024 * 1024;

#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum Page {
    Game(i64),
    Step(i64, i32),
}

impl Page {
    fn game(self) -> i64 {
        match self {
            Page::Game(id) | Page::Step(id, _) => id,
        }
    }
}

#[derive(Clone)]
struct Kept {
    stamp: Arc<str>,
    tag: Arc<str>,
    body: Bytes,
}

#[derive(Clone)]
struct BodySize;

impl Weighter<Page, Kept> for BodySize {
    fn weight(&self, _page: &Page, kept: &Kept) -> u64 {
        (kept.body.len() + kept.stamp.len() + kept.tag.len()) as u64
    }
}

/// Shared by the server's workers; cloning shares the same pages.
#[derive(Clone)]
pub struct KeptPages {
    cache: Arc<Cache<Page, Kept, BodySize>>,
}

impl Default for KeptPages {
    fn default() -> Self {
        KeptPages {
            cache: Arc::new(Cache::with_weighter(512, KEPT_BYTES, BodySize)),
        }
    }
}

/// What a look at the kept pages found.
pub enum Lookup {
    /// The page as kept, answered (or 304).
    Served(HttpResponse),
    /// Not kept or out of date: draw it, then `answer` with it under this stamp; `None` when
    /// it is not a page to keep (a signed-in visitor, a running or players-only game, none).
    Draw(Option<String>),
}

/// The kept `page`, for a visitor who is not signed in, when it is still current.
pub async fn lookup(
    state: &AppState,
    request: &HttpRequest,
    page: Page,
    user: Option<i64>,
) -> Result<Lookup, WebError> {
    if user.is_some() {
        return Ok(Lookup::Draw(None));
    }
    let id = page.game();
    let Some(stamp) = state
        .db(move |conn| Ok(public_page_stamp(conn, id)?))
        .await?
    else {
        return Ok(Lookup::Draw(None));
    };
    Ok(match state.pages.cache.get(&page) {
        Some(kept) if *kept.stamp == stamp => {
            Lookup::Served(tagged_html(request, &kept.tag, kept.body))
        }
        _ => Lookup::Draw(Some(stamp)),
    })
}

/// Answers with `body`, a finished game's page, and keeps it when `lookup` gave a stamp, the
/// stamp of what it was drawn from.
pub fn answer(
    state: &AppState,
    request: &HttpRequest,
    page: Page,
    stamp: Option<String>,
    body: String,
) -> HttpResponse {
    let Some(stamp) = stamp else {
        return settled_html(request, body);
    };
    let tag = etag(&body);
    let kept = Kept {
        stamp: stamp.into(),
        tag: tag.into(),
        body: Bytes::from(body),
    };
    state.pages.cache.insert(page, kept.clone());
    tagged_html(request, &kept.tag, kept.body)
}
