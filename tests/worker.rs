//! The email worker: retries while SMTP is down, sends once, even with several workers or after
//! a crash between claiming a job and sending.

use crate::support;

use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use missive::app;
use missive::db::{notifications, users};
use missive::jobs::queue;
use missive::mail::Email;
use missive::mail::transport::Mailer;
use missive::play::{Ctx, notify};
use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use support::app::{Spawn, TestApp, data_dir};

fn ctx() -> Ctx {
    Ctx {
        base_url: "http://missive.test".into(),
        mail_domain: "missive.test".into(),
        now: chrono::Utc::now(),
    }
}

/// Queues `n` emails the way the service does: a notification row and a job.
fn queue_emails(conn: &mut PgConnection, n: usize) {
    for i in 0..n {
        let user = users::find_or_create(conn, &format!("p{i}@example.org"), "").unwrap();
        let email = Email {
            to: user.email.clone(),
            to_name: user.display_name.clone(),
            subject: format!("Message {i}"),
            text: "Hello".into(),
            html: "<p>Hello</p>".into(),
            message_id: format!("test-{i}@missive.test"),
            thread: None,
            unsubscribe_url: None,
        };
        notify::queue(conn, &user, None, "test", email, &ctx()).unwrap();
    }
}

fn wait_until(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting until {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[actix_web::test]
async fn smtp_down_is_retried_and_delivered_once_when_it_returns() {
    let app = TestApp::spawn_with(Spawn {
        worker: true,
        retry_base: Duration::from_millis(100),
    })
    .await;
    app.smtp.stop();
    queue_emails(&mut app.pool.get().unwrap(), 1);
    // It fails at least twice while the server is down.
    wait_until("the job failed twice", || {
        let jobs = queue::pending(&mut app.pool.get().unwrap()).unwrap();
        jobs.first().is_some_and(|j| j.attempts >= 2)
    });
    assert!(app.smtp.messages().is_empty());
    app.smtp.restart();
    wait_until("the email arrived", || !app.smtp.messages().is_empty());
    wait_until("the queue is empty", || {
        queue::pending(&mut app.pool.get().unwrap())
            .unwrap()
            .is_empty()
    });
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(app.smtp.messages().len(), 1, "sent exactly once");
    let user = users::by_email(&mut app.pool.get().unwrap(), "p0@example.org")
        .unwrap()
        .unwrap();
    let log = notifications::of_user(&mut app.pool.get().unwrap(), user.id, 10).unwrap();
    assert_eq!(log[0].status, "sent");
}

/// A worker of its own beside the app's, polling and retrying quickly.
fn setup(app: &TestApp, mailer: Arc<Mailer>) -> app::WorkerSetup {
    app::WorkerSetup {
        mailer,
        config: missive::config::Config {
            database_url: None,
            bind: "127.0.0.1:0".into(),
            base_url: app.base.clone(),
            smtp_url: Some(app.smtp.url()),
            mail_from: "Missive <m@missive.test>".into(),
            data_dir: data_dir(),
        },
        clock: missive::clock::system(),
        poll: Duration::from_millis(50),
        retry_base: Duration::from_millis(50),
    }
}

#[actix_web::test]
async fn two_workers_never_send_the_same_email_twice() {
    let app = TestApp::spawn_with(Spawn {
        worker: false,
        ..Spawn::default()
    })
    .await;
    queue_emails(&mut app.pool.get().unwrap(), 40);
    let mailer = Arc::new(
        Mailer::new(
            Some(&app.smtp.url()),
            "Missive <m@missive.test>",
            &data_dir(),
        )
        .unwrap(),
    );
    let stop = Arc::new(AtomicBool::new(false));
    let workers: Vec<_> = (0..2)
        .map(|_| app::worker(app.pool.clone(), setup(&app, mailer.clone())).spawn(stop.clone()))
        .collect();
    wait_until("40 emails arrived", || app.smtp.messages().len() >= 40);
    wait_until("the queue is empty", || {
        queue::pending(&mut app.pool.get().unwrap())
            .unwrap()
            .is_empty()
    });
    std::thread::sleep(Duration::from_millis(300));
    stop.store(true, Ordering::Relaxed);
    for w in workers {
        w.join().unwrap();
    }
    let ids: Vec<String> = app
        .smtp
        .messages()
        .into_iter()
        .map(|m| m.message_id)
        .collect();
    assert_eq!(ids.len(), 40);
    assert_eq!(ids.iter().collect::<HashSet<_>>().len(), 40, "no duplicate");
}

#[actix_web::test]
async fn a_crash_between_claim_and_send_loses_nothing() {
    let app = TestApp::spawn_with(Spawn {
        worker: false,
        ..Spawn::default()
    })
    .await;
    queue_emails(&mut app.pool.get().unwrap(), 1);
    // A worker claims the job and dies before committing: its connection goes away.
    {
        let url = app.running.database_url();
        let mut crashed = PgConnection::establish(&url).unwrap();
        crashed
            .batch_execute("BEGIN; SELECT id FROM jobs FOR UPDATE SKIP LOCKED LIMIT 1;")
            .unwrap();
        drop(crashed);
    }
    let mailer = Mailer::new(
        Some(&app.smtp.url()),
        "Missive <m@missive.test>",
        &data_dir(),
    )
    .unwrap();
    let worker = app::worker(app.pool.clone(), setup(&app, Arc::new(mailer)));
    // The server notices the dead connection and releases its lock a moment later.
    let mut ran = 0;
    wait_until("the job ran", || {
        ran += worker.drain(&mut app.pool.get().unwrap()).unwrap();
        ran >= 1
    });
    assert_eq!(ran, 1);
    wait_until("the email arrived", || app.smtp.messages().len() == 1);
}
