//! A job that fails for good is kept, its game shows "needs attention" to its organizers, who
//! are emailed, and the operator lists and retries it with `missive jobs`; then the game goes on.

use crate::deadlines::{decide, state, three_players};
use crate::support;

use chrono::Duration;
use diesel::prelude::*;
use missive::db::schema::{jobs, submissions};
use support::process;

const ANN: &str = "ann@example.org";
const BOB: &str = "bob@example.org";

#[actix_web::test]
async fn a_deadline_that_fails_is_kept_shown_to_the_organizers_and_retried_by_the_operator() {
    let t = three_players().await;
    let app = &t.app;
    decide(app, t.id, &t.links[0], 0).await;
    // Ann's stored decision is damaged: resolving the step cannot read it.
    let original: serde_json::Value = {
        let mut conn = app.pool.get().unwrap();
        let mine = submissions::table
            .filter(submissions::game_id.eq(t.id))
            .filter(submissions::seat.eq(0));
        let original = mine.select(submissions::decision).first(&mut conn).unwrap();
        diesel::update(mine)
            .set(submissions::decision.eq(serde_json::json!({"damaged": true})))
            .execute(&mut conn)
            .unwrap();
        original
    };
    app.expect_failed_jobs(1);
    app.advance(Duration::hours(25));
    assert_eq!(state(app, t.id).1, 0, "the step did not resolve");

    // The deadline's job is kept, with its error, not dropped.
    let failed = missive::jobs::queue::failed(&mut app.pool.get().unwrap()).unwrap();
    assert_eq!(failed.len(), 1);
    assert_eq!(
        (failed[0].kind.as_str(), failed[0].game_id),
        ("deadline", Some(t.id))
    );
    let error = failed[0].last_error.clone().unwrap();
    assert!(error.contains("stored data is damaged"), "{error}");

    // The organizer hears of it, and sees it on the game page; the players do not.
    let told = app.mail_where("the organizer is told", |m| {
        m.message_id
            .contains(&format!("-attention-job-{}-", failed[0].id))
    });
    assert_eq!(told.to, vec![ANN.to_string()]);
    assert!(
        told.subject.contains(&format!("#{}", t.id)),
        "{}",
        told.subject
    );
    assert!(
        told.text
            .contains("The deadline of step 0 could not be applied")
    );
    assert!(told.text.contains(&error));
    let ann = app.browser();
    app.sign_in(&ann, ANN).await;
    let page = app.page(&ann, &format!("/games/{}", t.id)).await;
    assert!(page.contains("This game needs attention"), "{page}");
    assert!(page.contains("The deadline of step 0 could not be applied"));
    let bob = app.browser();
    app.sign_in(&bob, BOB).await;
    let page = app.page(&bob, &format!("/games/{}", t.id)).await;
    assert!(!page.contains("needs attention"));
    assert!(
        app.smtp
            .messages()
            .iter()
            .all(|m| m.to == [ANN.to_string()] || !m.message_id.contains("-attention-"))
    );

    // The operator's list shows it; once the cause is mended, a retry passes the deadline.
    let listed = process::run(app, &["jobs"]);
    let listed = String::from_utf8(listed.stdout).unwrap();
    assert!(listed.contains("1 failed for good"), "{listed}");
    assert!(
        listed.contains(&format!("job {} (deadline, game {})", failed[0].id, t.id)),
        "{listed}"
    );
    assert!(listed.contains("stored data is damaged"), "{listed}");
    {
        let mut conn = app.pool.get().unwrap();
        diesel::update(
            submissions::table
                .filter(submissions::game_id.eq(t.id))
                .filter(submissions::seat.eq(0)),
        )
        .set(submissions::decision.eq(original))
        .execute(&mut conn)
        .unwrap();
    }
    let id = failed[0].id.to_string();
    let retried = process::run(app, &["jobs", "retry", &id]);
    assert!(String::from_utf8_lossy(&retried.stdout).contains("1 job(s) back in the queue"));
    app.expect_failed_jobs(0);
    app.settle();
    assert_eq!(state(app, t.id).1, 1, "the deadline passed at last");
    let page = app.page(&ann, &format!("/games/{}", t.id)).await;
    assert!(!page.contains("needs attention"));
    let left: i64 = jobs::table
        .filter(jobs::failed_at.is_not_null())
        .count()
        .get_result(&mut app.pool.get().unwrap())
        .unwrap();
    assert_eq!(left, 0);
}

#[actix_web::test]
async fn a_players_address_refused_for_good_is_told_to_the_organizer() {
    let app = support::app::TestApp::spawn().await;
    app.smtp
        .reject_address(BOB, Some("550 5.1.1 <bob@example.org>: no such user"));
    app.expect_failed_jobs(1);
    let id = app
        .start_game(&[(ANN, "Ann"), (BOB, "Bob")], "A", "0")
        .await;
    let told = app.mail_where("the organizer is told", |m| {
        m.message_id.contains("-attention-job-")
    });
    assert_eq!(told.to, vec![ANN.to_string()]);
    assert!(
        told.text
            .contains("to bob@example.org could not be delivered"),
        "{}",
        told.text
    );
    assert!(told.text.contains("no such user"));
    let ann = app.browser();
    app.sign_in(&ann, ANN).await;
    let page = app.page(&ann, &format!("/games/{id}")).await;
    assert!(page.contains("This game needs attention"));
    assert!(page.contains("no such user"));
}

#[actix_web::test]
async fn an_email_about_a_failure_that_fails_too_is_not_told_of_again() {
    let app = support::app::TestApp::spawn().await;
    app.start_game(&[(ANN, "Ann"), (BOB, "Bob")], "A", "0")
        .await;
    // Neither address takes mail any more: both invitations fail, and so does each email
    // telling Ann of it; those are not told of in turn, or this would never end.
    app.smtp.reject_recipients(Some("550 5.1.1 no such user"));
    app.settle();
    let failed = missive::jobs::queue::failed(&mut app.pool.get().unwrap()).unwrap();
    let subjects: Vec<String> = failed
        .iter()
        .map(|job| missive::play::attention::describe(job, &missive::i18n::Tr::default()))
        .collect();
    assert_eq!(failed.len(), 4, "{subjects:#?}");
    app.expect_failed_jobs(4);
}
