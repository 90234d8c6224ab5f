//! A finished game's page for a visitor who is not signed in: served from the kept pages while
//! the stamp it was drawn from stands, else drawn and kept.

use crate::play::visibility::public_page_stamp;
use crate::web::error::WebError;
use crate::web::kept_pages::Page;
use crate::web::settled::{settled_html, tagged_html};
use crate::web::state::AppState;
use actix_web::{HttpRequest, HttpResponse};

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
    Ok(match state.pages.current(page, &stamp) {
        Some((tag, body)) => Lookup::Served(tagged_html(request, &tag, body)),
        None => Lookup::Draw(Some(stamp)),
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
    let (tag, body) = state.pages.keep(page, stamp, body);
    tagged_html(request, &tag, body)
}
