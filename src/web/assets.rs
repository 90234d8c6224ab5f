//! The files every page links to, compiled in: the stylesheet and the icon. Browsers ask for
//! `/favicon.ico` on a first visit whatever the page says, so it is served there too.

use actix_web::HttpResponse;

const STYLESHEET: &str = include_str!("../../static/missive.css");
const ICON_SVG: &str = include_str!("../../static/favicon.svg");
const ICON_ICO: &[u8] = include_bytes!("../../static/favicon.ico");

fn cached(content_type: &str) -> actix_web::HttpResponseBuilder {
    let mut response = HttpResponse::Ok();
    response
        .content_type(content_type)
        .insert_header(("Cache-Control", "public, max-age=3600"));
    response
}

pub async fn stylesheet() -> HttpResponse {
    cached("text/css; charset=utf-8").body(STYLESHEET)
}

pub async fn icon_svg() -> HttpResponse {
    cached("image/svg+xml").body(ICON_SVG)
}

pub async fn icon_ico() -> HttpResponse {
    cached("image/x-icon").body(ICON_ICO)
}
