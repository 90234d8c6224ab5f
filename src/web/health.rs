//! `/healthz`, for a load balancer or a supervisor: 200 when the database answers and every
//! worker thread of this process is alive, 503 otherwise; the body says how the queue stands,
//! what became of the replies read today (whichever process read them) and, when this process
//! listens for replies, what its listener took, refused and cut off.

use crate::jobs::health;
use crate::web::error::WebError;
use crate::web::state::AppState;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};

pub async fn check(state: web::Data<AppState>) -> HttpResponse {
    let lanes = state.health.clone();
    let now = state.ctx().now;
    let report = state
        .db(move |conn| {
            let report = health::report(conn, lanes.as_deref(), now)?;
            Ok((report, crate::play::inbound::counts::today(conn, now)?))
        })
        .await;
    let (status, mut body) = match report {
        Ok((report, replies)) => {
            let ok = report.lanes_alive();
            let body = serde_json::json!({
                "status": if ok { "ok" } else { "workers down" },
                "database": "ok",
                "workers_here": report.workers_here,
                "lanes": report.lanes,
                "failed_jobs": report.failed_jobs,
                "replies_today": replies,
            });
            let status = if ok {
                StatusCode::OK
            } else {
                StatusCode::SERVICE_UNAVAILABLE
            };
            (status, body)
        }
        Err(e) => {
            let error = match e {
                WebError::Unavailable(e) | WebError::Undrawn(e) | WebError::Internal(e) => e,
                WebError::Refused(refusal) => refusal.reason.read(crate::i18n::Lang::En),
            };
            tracing::error!(error = %error, "health check: the database does not answer");
            let body = serde_json::json!({ "status": "database down", "database": error });
            (StatusCode::SERVICE_UNAVAILABLE, body)
        }
    };
    if let Some(counters) = &state.inbound {
        body["inbound"] = serde_json::json!(counters.as_ref());
    }
    HttpResponse::build(status)
        .insert_header(("Cache-Control", "no-store"))
        .json(body)
}
