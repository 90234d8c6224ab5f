//! `/healthz`: the database answers, the worker threads are alive, and how long the oldest due
//! job has waited.

use crate::support;

use missive::jobs;
use missive::outbox::digest_due::DigestDue;
use reqwest::StatusCode;
use support::app::{Spawn, TestApp};

async fn health(app: &TestApp) -> (StatusCode, serde_json::Value) {
    let r = app.browser().get(app.url("/healthz")).send().await.unwrap();
    let status = r.status();
    (
        status,
        serde_json::from_str(&r.text().await.unwrap()).unwrap(),
    )
}

#[actix_web::test]
async fn the_health_check_reports_the_lanes_and_the_queue() {
    let app = TestApp::spawn_with(Spawn {
        lanes: true,
        ..Spawn::default()
    })
    .await;
    let (status, body) = health(&app).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["database"], "ok");
    assert_eq!(body["workers_here"], true);
    for lane in body["lanes"].as_array().unwrap() {
        assert!(lane["threads"].as_u64().unwrap() > 0, "{lane}");
        assert_eq!(lane["alive"], lane["threads"], "{lane}");
    }
    assert_eq!(body["failed_jobs"], 0);
}

#[actix_web::test]
async fn the_health_check_says_how_long_a_due_job_has_waited() {
    let app = TestApp::spawn().await;
    let (status, body) = health(&app).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["workers_here"], false);
    // A digest due five minutes ago that no worker has run.
    let user =
        missive::db::users::find_or_create(&mut app.pool.get().unwrap(), "ann@example.org", "Ann")
            .unwrap();
    let due = app.now() - chrono::Duration::minutes(5);
    jobs::enqueue(
        &mut app.pool.get().unwrap(),
        &DigestDue { user_id: user.id },
        due,
        due,
    )
    .unwrap();
    let (_, body) = health(&app).await;
    let timers = body["lanes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["lane"] == "timers")
        .unwrap()
        .clone();
    assert_eq!(timers["oldest_due_seconds"], 300, "{body}");
}
