//! Whose language a page is drawn in, and the switch that changes it: a chosen language is kept
//! in a cookie; a visitor who chose none gets the one their browser asks for (`Accept-Language`),
//! else English.

use crate::accounts::settings;
use crate::i18n::{Lang, Tr};
use crate::web::error::WebError;
use crate::web::fields::QueryFields;
use crate::web::session;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::cookie::{Cookie, SameSite, time::Duration};
use actix_web::dev::Payload;
use actix_web::http::{Method, header};
use actix_web::{FromRequest, HttpRequest, HttpResponse, web};
use std::convert::Infallible;
use std::future::{Ready, ready};

/// The cookie that keeps a chosen language.
pub const COOKIE: &str = "lang";

/// The language a request asks for.
pub fn of_request(req: &HttpRequest) -> Lang {
    req.cookie(COOKIE)
        .and_then(|c| Lang::of_tag(c.value()))
        .or_else(|| {
            req.headers()
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|h| h.to_str().ok())
                .and_then(Lang::negotiate)
        })
        .unwrap_or_default()
}

/// The words of the page a request draws; a switch of language on it comes back to the same
/// address (the home page after a form was sent, which a GET cannot repeat).
impl FromRequest for Tr {
    type Error = Infallible;
    type Future = Ready<Result<Tr, Infallible>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let here = match *req.method() {
            Method::GET | Method::HEAD => req
                .uri()
                .path_and_query()
                .map_or("/".to_owned(), |p| p.as_str().to_owned()),
            _ => "/".to_owned(),
        };
        ready(Ok(Tr {
            lang: of_request(req),
            here,
        }))
    }
}

/// `GET /language/{code}?back=…`: keeps the language in a cookie for a year and goes back to
/// the page, which only a path of this site can be.
pub async fn switch(
    state: web::Data<AppState>,
    session: Session,
    code: web::Path<String>,
    query: QueryFields,
) -> Result<HttpResponse, WebError> {
    let back = query
        .iter()
        .find(|(name, _)| name == "back")
        .map(|(_, value)| value.as_str())
        .filter(|b| b.starts_with('/') && !b.starts_with("//") && !b.contains('\\'))
        .unwrap_or("/")
        .to_owned();
    let mut answer = HttpResponse::SeeOther()
        .insert_header((header::LOCATION, back))
        .finish();
    let Some(lang) = Lang::of_tag(&code) else {
        return Ok(answer);
    };
    // A signed-in player's choice is their account's: their emails follow it.
    if let Some(user) = session::user(&session, &state).await? {
        let id = user.id;
        state
            .db(move |conn| Ok(settings::choose_language(conn, id, lang)?))
            .await?;
    }
    keep(&mut answer, lang);
    Ok(answer)
}

/// Keeps `lang` in the browser, for a year.
pub fn keep(answer: &mut HttpResponse, lang: Lang) {
    let cookie = Cookie::build(COOKIE, lang.code())
        .path("/")
        .max_age(Duration::days(365))
        .same_site(SameSite::Lax)
        .http_only(true)
        .finish();
    // A cookie built here always has a valid name and value.
    let _ = answer.add_cookie(&cookie);
}
