//! One log line per request (tracing-actix-web's span, closed when the answer is sent): method,
//! route, status, the client's address and a request id, and the time it took. The route is
//! its pattern ("/play/{token}"), never the path: seat and sign-in links are secrets.

use crate::web::client_ip::client_ip;
use crate::web::state::AppState;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::{Error, HttpMessage, web};
use tracing::Span;
use tracing_actix_web::{RequestId, RootSpanBuilder};

pub struct RequestLog;

impl RootSpanBuilder for RequestLog {
    fn on_request_start(request: &ServiceRequest) -> Span {
        let trusted = request
            .app_data::<web::Data<AppState>>()
            .map(|state| state.config.trusted_proxies.clone())
            .unwrap_or_default();
        let client = client_ip(request.request(), &trusted)
            .map_or_else(|| "unknown".to_string(), |ip| ip.to_string());
        let id = request
            .extensions()
            .get::<RequestId>()
            .map(ToString::to_string)
            .unwrap_or_default();
        tracing::info_span!(
            "request",
            method = %request.method(),
            route = request.match_pattern().as_deref().unwrap_or("(none)"),
            client = %client,
            id = %id,
            status = tracing::field::Empty,
            error = tracing::field::Empty,
        )
    }

    fn on_request_end<B: MessageBody>(span: Span, outcome: &Result<ServiceResponse<B>, Error>) {
        let (status, error) = match outcome {
            Ok(response) => (
                response.status(),
                response.response().error().map(ToString::to_string),
            ),
            Err(error) => (
                error.as_response_error().status_code(),
                Some(error.to_string()),
            ),
        };
        span.record("status", status.as_u16());
        if let Some(error) = error.filter(|_| status.is_server_error()) {
            span.record("error", error);
        }
    }
}
