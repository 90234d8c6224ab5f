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
    Ok(html(status, template.render()?))
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

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::ResponseError;
    use actix_web::body::MessageBody;
    use std::fmt;

    /// A value that cannot be written, as a broken filter or Display would be.
    struct Unwritable;

    impl fmt::Display for Unwritable {
        fn fmt(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
            Err(fmt::Error)
        }
    }

    #[derive(askama::Template)]
    #[template(source = "<p>{{ value }}</p>", ext = "html")]
    struct Broken {
        value: Unwritable,
    }

    #[test]
    fn a_template_that_fails_is_a_500_page_that_says_so() {
        let error = page(&Broken { value: Unwritable }).expect_err("the template fails");
        let response = error.error_response();
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let body = response.into_body().try_into_bytes().unwrap();
        let body = String::from_utf8(body.to_vec()).unwrap();
        assert!(body.contains("This page could not be drawn."), "{body}");
        assert!(body.contains("Nothing you sent was lost"), "{body}");
    }
}
