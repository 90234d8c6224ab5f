//! The email worker under load and under crashes, against a private PostgreSQL cluster and an
//! SMTP receiver in this process:
//! - how many emails a second `missive worker` hands to SMTP;
//! - ten kill -9 of `missive worker` while it sends: how many emails arrive twice (by
//!   Message-ID) and how many the log marks as sent again after an interruption.
//!
//! `cargo bench --bench worker`; it prints its figures (no criterion: one run is the figure).
//! `MISSIVE_BENCH_EMAILS` sets how many emails each part sends (3000 by default) and
//! `MISSIVE_BENCH_CRASHES` how many kill -9 the second part makes (10 by default; 0 skips it):
//! `bash benches/load.sh` runs the first part alone with 10,000 emails.

#[path = "support/setting.rs"]
mod setting;
#[path = "../tests/support/smtp.rs"]
mod smtp;

use diesel::prelude::*;
use missive::context::Ctx;
use missive::db::cluster::Cluster;
use missive::db::email_kind::EmailKind;
use missive::db::{schema::notifications, users};
use missive::mail::Email;
use missive::outbox::queue::queue;
use missive::outbox::send_email::SENT_AGAIN;
use setting::setting;
use std::collections::HashMap;
use std::os::unix::fs::PermissionsExt;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const EMAILS: usize = 3000;
const CRASHES: usize = 10;

fn main() {
    // `cargo bench` passes "--bench"; nothing else to read.
    let emails = setting("MISSIVE_BENCH_EMAILS", EMAILS);
    let crashes_to_make = setting("MISSIVE_BENCH_CRASHES", CRASHES);
    let dir = std::env::temp_dir().join(format!("missive-bench-worker-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    let cluster = Cluster::start(&dir.join("postgres")).expect("a private cluster");

    throughput(&cluster, &dir, emails);
    if crashes_to_make > 0 {
        crashes(&cluster, &dir, emails, crashes_to_make);
    }

    drop(cluster);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A fresh database with `n` emails queued.
fn database_with_emails(cluster: &Cluster, name: &str, n: usize) -> String {
    cluster.create_database(name, None).unwrap();
    let url = cluster.url(name);
    let mut conn = PgConnection::establish(&url).unwrap();
    missive::db::migrate(&mut conn).unwrap();
    let ctx = Ctx {
        base_url: "http://bench.example".into(),
        mail_domain: "bench.example".into(),
        now: chrono::Utc::now(),
        email_grace: chrono::Duration::zero(),
    };
    conn.transaction::<_, diesel::result::Error, _>(|conn| {
        for i in 0..n {
            let user = users::find_or_create(conn, &format!("p{i}@example.org"), "").unwrap();
            let email = Email {
                to: user.email.clone(),
                to_name: format!("Player {i}"),
                subject: format!("Your pick (round 1, pick 1 of 7) · Game #{i}"),
                language: "en".into(),
                text: "A decision is due.\n".repeat(40),
                html: "<p>A decision is due.</p>".repeat(40),
                message_id: format!("bench-{i}@bench.example"),
                thread: None,
                unsubscribe_url: None,
                reply_secret: None,
            };
            queue(conn, &user, None, EmailKind::DecisionDue, email, &ctx).unwrap();
        }
        Ok(())
    })
    .unwrap();
    url
}

fn worker(url: &str, smtp: &smtp::SmtpReceiver, dir: &std::path::Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_missive"))
        .arg("worker")
        .env("DATABASE_URL", url)
        .env("SMTP_URL", smtp.url())
        .env("MISSIVE_DATA_DIR", dir)
        .env("RUST_LOG", "error")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("missive worker starts")
}

fn waiting(url: &str) -> i64 {
    use missive::db::schema::jobs;
    let mut conn = PgConnection::establish(url).unwrap();
    jobs::table.count().get_result(&mut conn).unwrap()
}

fn throughput(cluster: &Cluster, dir: &std::path::Path, emails: usize) {
    let url = database_with_emails(cluster, "throughput", emails);
    let smtp = smtp::SmtpReceiver::start();
    let started = Instant::now();
    let mut child = worker(&url, &smtp, dir);
    let received = smtp.wait_for(emails, Duration::from_secs(600));
    let elapsed = started.elapsed();
    child.kill().unwrap();
    child.wait().unwrap();
    println!(
        "throughput: {} emails in {:.1} s by `missive worker` (4 email threads): {:.0} emails/s",
        received.len(),
        elapsed.as_secs_f64(),
        received.len() as f64 / elapsed.as_secs_f64()
    );
}

fn crashes(cluster: &Cluster, dir: &std::path::Path, emails: usize, crashes: usize) {
    let url = database_with_emails(cluster, "crashes", emails);
    let smtp = smtp::SmtpReceiver::start();
    let mut rng_state = 0x9e3779b97f4a7c15u64;
    let mut next = || {
        rng_state ^= rng_state << 13;
        rng_state ^= rng_state >> 7;
        rng_state ^= rng_state << 17;
        rng_state
    };
    for _ in 0..crashes {
        let mut child = worker(&url, &smtp, dir);
        // Let it run a while, sending, then kill it without warning.
        let before = smtp.messages().len();
        let deadline = Instant::now() + Duration::from_secs(30);
        while smtp.messages().len() < before + 50 && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        std::thread::sleep(Duration::from_millis(next() % 200));
        child.kill().unwrap();
        child.wait().unwrap();
    }
    // One more, to the end.
    let mut child = worker(&url, &smtp, dir);
    let deadline = Instant::now() + Duration::from_secs(600);
    while waiting(&url) > 0 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    child.kill().unwrap();
    child.wait().unwrap();

    let mut copies: HashMap<String, usize> = HashMap::new();
    for m in smtp.messages() {
        *copies.entry(m.message_id).or_default() += 1;
    }
    let twice = copies.values().filter(|&&n| n > 1).count();
    let mut conn = PgConnection::establish(&url).unwrap();
    let sent_again: i64 = notifications::table
        .filter(notifications::reason.eq(SENT_AGAIN))
        .count()
        .get_result(&mut conn)
        .unwrap();
    println!(
        "crashes: {crashes} kill -9 while sending {emails} emails: {} distinct delivered, {} missing, {twice} delivered more than once (same Message-ID), {sent_again} logged as sent again after an interruption",
        copies.len(),
        emails - copies.len()
    );
}
