//! Pages of a finished game change only with its table talk: they carry a validator (ETag, a
//! hash of the page, so that a new message makes a new one), and a browser that has the page
//! already gets 304 Not Modified and no body. `private`: a page may differ from one viewer to
//! the next, so only the viewer's own browser keeps it.

use crate::db::tokens;
use actix_web::http::StatusCode;
use actix_web::http::header::{CACHE_CONTROL, ETAG, IF_NONE_MATCH};
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse};
use sha2::{Digest, Sha256};

/// `body` as an HTML page of a finished game, or 304 when the request's If-None-Match names it.
pub fn settled_html(request: &HttpRequest, body: String) -> HttpResponse {
    let tag = etag(&body);
    tagged_html(request, &tag, body)
}

/// `body`, whose validator is `tag`, or 304 when the request's If-None-Match names it.
pub fn tagged_html(request: &HttpRequest, tag: &str, body: impl Into<Bytes>) -> HttpResponse {
    let known = request
        .headers()
        .get_all(IF_NONE_MATCH)
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|t| {
            let t = t.trim();
            t == tag || t == "*" || t.strip_prefix("W/") == Some(tag)
        });
    let mut response = if known {
        HttpResponse::build(StatusCode::NOT_MODIFIED)
    } else {
        HttpResponse::build(StatusCode::OK)
    };
    response
        .insert_header((ETAG, tag))
        .insert_header((CACHE_CONTROL, "private, no-cache"));
    if known {
        return response.finish();
    }
    response
        .content_type("text/html; charset=utf-8")
        .body(body.into())
}

/// A strong validator: the first 128 bits of the page's SHA-256, quoted.
pub fn etag(body: &str) -> String {
    let digest = Sha256::digest(body.as_bytes());
    format!("\"{}\"", tokens::hex(&digest[..16]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    #[test]
    fn the_same_page_has_the_same_tag_and_another_page_another() {
        assert_eq!(etag("<p>a</p>"), etag("<p>a</p>"));
        assert_ne!(etag("<p>a</p>"), etag("<p>b</p>"));
    }

    #[test]
    fn a_browser_holding_the_page_gets_not_modified_without_a_body() {
        let tag = etag("page");
        let request = TestRequest::default()
            .insert_header((IF_NONE_MATCH, format!("\"other\", {tag}")))
            .to_http_request();
        let response = settled_html(&request, "page".into());
        assert_eq!(response.status(), StatusCode::NOT_MODIFIED);
        let stale = TestRequest::default()
            .insert_header((IF_NONE_MATCH, "\"other\""))
            .to_http_request();
        assert_eq!(settled_html(&stale, "page".into()).status(), StatusCode::OK);
    }
}
