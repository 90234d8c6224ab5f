//! Turning a template into a response.

use crate::web::error::WebError;
use actix_web::HttpResponse;
use actix_web::http::StatusCode;

pub fn page<T: askama::Template>(template: &T) -> Result<HttpResponse, WebError> {
    page_with_status(StatusCode::OK, template)
}

pub fn page_with_status<T: askama::Template>(
    status: StatusCode,
    template: &T,
) -> Result<HttpResponse, WebError> {
    let body = template
        .render()
        .map_err(|e| WebError::Internal(format!("template: {e}")))?;
    Ok(html(status, body))
}

pub fn html(status: StatusCode, body: String) -> HttpResponse {
    HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .body(body)
}

/// 303 See Other: after a POST, the browser GETs the page.
pub fn see_other(location: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header(("Location", location))
        .finish()
}
