//! The workers: a panicking job stops nothing, an SMTP outage of hours loses no email, two
//! workers never send one email twice, and a crash (a real kill -9 of `missive worker`) sends
//! an email the server accepted never again, and one whose fate is unknown again with the same
//! Message-ID.

use crate::support;

use chrono::Utc;
use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use missive::app;
use missive::db::email_kind::EmailKind;
use missive::db::models::Notification;
use missive::db::{notifications, users};
use missive::jobs::worker::Threads;
use missive::jobs::{self, BackgroundJob, JobError, Lane, Registry, RetryPolicy, Run, Worker};
use missive::mail::Email;
use missive::mail::transport::Mailer;
use missive::outbox::queue;
use missive::outbox::send_email::SENT_AGAIN;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use support::app::{TestApp, test_retry};
use support::process;
use support::smtp::Hold;

/// Queues `n` emails the way the service does: a notification row and a job.
fn queue_emails(app: &TestApp, n: usize) {
    let mut conn = app.pool.get().unwrap();
    for i in 0..n {
        let user = users::find_or_create(&mut conn, &format!("p{i}@example.org"), "").unwrap();
        let email = Email {
            to: user.email.clone(),
            to_name: user.display_name.clone(),
            subject: format!("Message {i}"),
            language: "en".into(),
            text: "Hello".into(),
            html: "<p>Hello</p>".into(),
            message_id: format!("test-{i}@missive.test"),
            thread: None,
            unsubscribe_url: None,
            reply_secret: None,
        };
        queue::queue(&mut conn, &user, None, EmailKind::Notice, email, &app.ctx()).unwrap();
    }
}

/// The log line of the email to `p{i}@example.org`.
fn logged(app: &TestApp, i: usize) -> Notification {
    let mut conn = app.pool.get().unwrap();
    let user = users::by_email(&mut conn, &format!("p{i}@example.org"))
        .unwrap()
        .unwrap();
    notifications::of_user(&mut conn, user.id, 10)
        .unwrap()
        .remove(0)
}

/// For what other threads or processes do: polls until `done`, failing after 30 s.
fn wait_until(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting until {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn message_ids(app: &TestApp) -> Vec<String> {
    app.smtp
        .messages()
        .into_iter()
        .map(|m| m.message_id)
        .collect()
}

#[actix_web::test]
async fn smtp_down_for_hours_loses_nothing_and_everything_goes_when_it_returns() {
    let app = TestApp::spawn().await;
    app.smtp.stop();
    queue_emails(&app, 3);
    // Six hours of outage, the queue looked at every 20 minutes: the old queue gave up after
    // 10 tries (about 3 hours) and never sent those emails.
    for _ in 0..18 {
        app.drain();
        app.advance_only(chrono::Duration::minutes(20));
    }
    assert!(app.smtp.messages().is_empty());
    let waiting = jobs::queue::pending(&mut app.pool.get().unwrap()).unwrap();
    assert_eq!(waiting.len(), 3, "every email still waits");
    assert!(waiting.iter().all(|j| j.attempts > 10), "{waiting:?}");
    let log = logged(&app, 0);
    assert_eq!(log.status, "queued");
    assert!(
        log.reason
            .as_deref()
            .is_some_and(|r| r.starts_with("not sent yet, trying again")),
        "{log:?}"
    );
    // Retries are at most 10 minutes apart, and the first to go through sends the rest.
    app.smtp.restart();
    app.advance(chrono::Duration::minutes(10));
    let mut ids = message_ids(&app);
    ids.sort();
    assert_eq!(
        ids,
        [
            "test-0@missive.test",
            "test-1@missive.test",
            "test-2@missive.test"
        ]
    );
    for i in 0..3 {
        let log = logged(&app, i);
        assert_eq!((log.status.as_str(), log.reason), ("sent", None));
    }
    // Nothing else comes, however long we wait.
    app.advance(chrono::Duration::days(3));
    assert_eq!(app.smtp.messages().len(), 3);
}

#[actix_web::test]
async fn a_server_that_hangs_up_after_the_message_gets_it_again_with_the_same_message_id() {
    let app = TestApp::spawn().await;
    app.smtp.hang_up_after_data(1);
    queue_emails(&app, 1);
    app.drain();
    // The message arrived, but the server never said so: its fate is unknown to the worker.
    assert_eq!(message_ids(&app), ["test-0@missive.test"]);
    assert_eq!(logged(&app, 0).status, "sending");
    app.advance(chrono::Duration::minutes(1));
    assert_eq!(
        message_ids(&app),
        ["test-0@missive.test", "test-0@missive.test"]
    );
    let log = logged(&app, 0);
    assert_eq!(log.status, "sent");
    assert_eq!(log.reason.as_deref(), Some(SENT_AGAIN));
}

#[actix_web::test]
async fn a_permanent_refusal_is_final_and_logged_with_the_servers_words() {
    let app = TestApp::spawn().await;
    app.smtp.reject_recipients(Some("550 5.1.1 no such user"));
    queue_emails(&app, 1);
    app.expect_failed_jobs(1);
    app.drain();
    let log = logged(&app, 0);
    assert_eq!(log.status, "failed");
    assert!(log.reason.unwrap().contains("no such user"));
    let failed = jobs::queue::failed(&mut app.pool.get().unwrap()).unwrap();
    assert_eq!(failed.len(), 1, "kept, not deleted");
    assert_eq!(failed[0].attempts, 1, "a 5xx is not tried again");
    app.advance(chrono::Duration::days(1));
    assert!(app.smtp.messages().is_empty());
}

/// Jobs of a registry of their own, to fail on purpose.
struct Counter(AtomicUsize);

#[derive(Serialize, Deserialize)]
struct Boom {
    n: u32,
}

impl BackgroundJob for Boom {
    const KIND: &'static str = "test_boom";
    const LANE: Lane = Lane::Timers;
    type Context = Counter;

    fn run(&self, _run: Run<'_, Counter>) -> Result<(), JobError> {
        panic!("boom {}", self.n)
    }
}

#[derive(Serialize, Deserialize)]
struct Tick {
    n: u32,
}

impl BackgroundJob for Tick {
    const KIND: &'static str = "test_tick";
    const LANE: Lane = Lane::Timers;
    type Context = Counter;

    fn run(&self, run: Run<'_, Counter>) -> Result<(), JobError> {
        // Writes in the job's transaction still work after a panic dropped a connection.
        diesel::sql_query("SELECT 1").execute(run.conn)?;
        run.context.0.fetch_add(1, Ordering::SeqCst);
        Ok(())
    }
}

fn counting_worker(app: &TestApp) -> Worker<Counter> {
    Worker::new(
        &app.running.database_url(),
        Registry::default().register::<Boom>().register::<Tick>(),
        Counter(AtomicUsize::new(0)),
        missive::clock::system(),
        Duration::from_millis(50),
        RetryPolicy::default(),
        Threads {
            email: 1,
            timers: 2,
        },
    )
}

#[actix_web::test]
async fn a_panicking_job_is_kept_and_the_jobs_after_it_still_run() {
    let app = TestApp::spawn().await;
    app.expect_failed_jobs(2);
    let worker = counting_worker(&app);
    let enqueue = |job: &dyn Fn(&mut PgConnection) -> i64| job(&mut app.pool.get().unwrap());
    let now = Utc::now();
    let first = enqueue(&|c| jobs::enqueue(c, &Boom { n: 1 }, now, now).unwrap());
    for n in 0..3 {
        enqueue(&|c| jobs::enqueue(c, &Tick { n }, now, now).unwrap());
    }
    // In the caller's thread.
    assert_eq!(worker.drain().unwrap(), 4);
    assert_eq!(worker.context.0.load(Ordering::SeqCst), 3);

    // In the lanes' threads: the panic stops neither them nor the jobs queued after it.
    let lanes = worker.spawn().unwrap();
    let second = enqueue(&|c| jobs::enqueue(c, &Boom { n: 2 }, Utc::now(), Utc::now()).unwrap());
    for n in 3..6 {
        enqueue(&|c| jobs::enqueue(c, &Tick { n }, Utc::now(), Utc::now()).unwrap());
    }
    wait_until("the ticks after the second panic ran", || {
        worker.context.0.load(Ordering::SeqCst) == 6
    });
    let timers = lanes.health.lane(Lane::Timers);
    assert_eq!((timers.alive(), timers.threads()), (2, 2));
    lanes.stop();

    let failed = jobs::queue::failed(&mut app.pool.get().unwrap()).unwrap();
    let ids: Vec<i64> = failed.iter().map(|j| j.id).collect();
    assert_eq!(ids, [first, second], "kept, not deleted");
    for (job, n) in failed.iter().zip([1, 2]) {
        assert_eq!(
            job.last_error.as_deref(),
            Some(format!("the job panicked: boom {n}").as_str())
        );
    }
    assert!(
        jobs::queue::pending(&mut app.pool.get().unwrap())
            .unwrap()
            .is_empty()
    );
}

/// Workers of the service beside the test's app, on the real clock.
fn service_worker(app: &TestApp) -> Worker<missive::context::JobContext> {
    let mailer = Mailer::new(
        Some(&app.smtp.url()),
        "Missive <m@missive.test>",
        &app.data_dir,
        None,
    )
    .unwrap();
    app::worker(
        &app.running.database_url(),
        app::WorkerSetup {
            mailer: Arc::new(mailer),
            config: missive::config::Config {
                base_url: app.base.clone(),
                ..Default::default()
            },
            clock: missive::clock::system(),
            poll: Duration::from_millis(50),
            retry: test_retry(),
            threads: Threads::default(),
        },
    )
}

#[actix_web::test]
async fn two_workers_never_send_the_same_email_twice() {
    let app = TestApp::spawn().await;
    queue_emails(&app, 40);
    let workers = [service_worker(&app), service_worker(&app)];
    let lanes: Vec<_> = workers.iter().map(|w| w.spawn().unwrap()).collect();
    wait_until("40 emails arrived and the queue is empty", || {
        app.smtp.messages().len() >= 40
            && jobs::queue::pending(&mut app.pool.get().unwrap())
                .unwrap()
                .is_empty()
    });
    for lane in lanes {
        lane.stop();
    }
    let ids = message_ids(&app);
    assert_eq!(ids.len(), 40);
    assert_eq!(ids.iter().collect::<HashSet<_>>().len(), 40, "no duplicate");
}

#[actix_web::test]
async fn a_crash_between_claim_and_send_loses_nothing() {
    let app = TestApp::spawn().await;
    queue_emails(&app, 1);
    // A worker claims the job and dies before committing: its connection goes away.
    {
        let mut crashed = PgConnection::establish(&app.running.database_url()).unwrap();
        crashed
            .batch_execute("BEGIN; SELECT id FROM jobs FOR UPDATE SKIP LOCKED LIMIT 1;")
            .unwrap();
    }
    // The server notices the dead connection and releases its lock a moment later.
    let mut ran = 0;
    wait_until("the job ran", || {
        ran += app.drain();
        ran >= 1
    });
    assert_eq!(ran, 1);
    assert_eq!(message_ids(&app), ["test-0@missive.test"]);
}

#[actix_web::test]
async fn a_crash_before_the_server_answered_sends_again_with_the_same_message_id() {
    let app = TestApp::spawn().await;
    queue_emails(&app, 1);
    // The server has the whole message but has not said so when the worker dies.
    app.smtp.hold(Hold::DataReply);
    let worker = process::worker(&app, 1);
    assert!(
        app.smtp.wait_held(Duration::from_secs(30)),
        "the worker sent the email"
    );
    process::kill_9(worker);
    app.smtp.release();
    assert_eq!(
        logged(&app, 0).status,
        "sending",
        "the attempt was recorded"
    );
    wait_until("the job ran again", || app.drain() == 1);
    // Whether the first copy arrived is unknown to the service: it went again, with the same
    // Message-ID, so that mail clients show one.
    assert_eq!(
        message_ids(&app),
        ["test-0@missive.test", "test-0@missive.test"]
    );
    let log = logged(&app, 0);
    assert_eq!(log.status, "sent");
    assert_eq!(log.reason.as_deref(), Some(SENT_AGAIN));
    assert_eq!(log.attempts, 2);
}

#[actix_web::test]
async fn a_crash_after_the_server_accepted_an_email_never_sends_it_again() {
    let app = TestApp::spawn().await;
    queue_emails(&app, 2);
    // The first email is accepted; the worker dies while starting the second.
    app.smtp.hold(Hold::NextMail);
    let worker = process::worker(&app, 1);
    assert!(
        app.smtp.wait_held(Duration::from_secs(30)),
        "the worker went on to the second email"
    );
    process::kill_9(worker);
    app.smtp.release();
    wait_until("the second email's job ran again", || app.drain() == 1);
    let mut ids = message_ids(&app);
    ids.sort();
    assert_eq!(ids, ["test-0@missive.test", "test-1@missive.test"]);
    let first = logged(&app, 0);
    assert_eq!((first.status.as_str(), first.attempts), ("sent", 1));
    assert_eq!(logged(&app, 1).status, "sent");
    assert!(
        jobs::queue::pending(&mut app.pool.get().unwrap())
            .unwrap()
            .is_empty()
    );
}
