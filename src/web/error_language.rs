//! A refusal's page in its reader's language. An error draws its page where the request is not
//! at hand (`ResponseError::error_response`), so in English; this draws it again, in the
//! language the request asks for, before it leaves.

use crate::i18n::{Lang, Tr};
use crate::web::error::WebError;
use crate::web::language;
use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;

pub async fn translate(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let lang = language::of_request(req.request());
    let response = next.call(req).await?.map_into_boxed_body();
    if lang == Lang::En {
        return Ok(response);
    }
    let page = response
        .response()
        .error()
        .and_then(|e| e.as_error::<WebError>())
        .map(|e| e.page(lang));
    Ok(match page {
        Some(page) => {
            let tr = Tr {
                lang,
                here: "/".to_owned(),
            };
            response.map_body(|_, _| BoxBody::new(page.render(tr)))
        }
        None => response,
    })
}
