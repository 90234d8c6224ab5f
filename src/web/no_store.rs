//! Personal pages are never stored by a browser or a proxy on the way: a seat link's page, the
//! account, a private calendar, a sign-in or invitation link hold what only their owner may see.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{CACHE_CONTROL, HeaderValue};
use actix_web::middleware::Next;

const PERSONAL: [&str; 6] = [
    "/play/",
    "/account",
    "/calendar/",
    "/sign-in/",
    "/leagues/invite/",
    "/dev/mail",
];

pub fn is_personal(path: &str) -> bool {
    PERSONAL.iter().any(|prefix| path.starts_with(prefix))
}

pub async fn mark(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let personal = is_personal(req.path());
    let mut response = next.call(req).await?;
    if personal {
        response
            .headers_mut()
            .insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    Ok(response)
}
