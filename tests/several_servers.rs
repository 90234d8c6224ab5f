//! Several `missive` processes on one database, as a deployment behind a load balancer runs
//! them: processes that start together migrate once, a sign-in made on one web server holds on
//! another, and decisions of one step posted to two servers at once close it once.

use crate::support::app::{browser, confirm_sign_in, hidden, link_in};
use crate::support::html_forms::{attr, forms, submitted};
use crate::support::process::on_database as missive;
use crate::support::smtp::{Received, SmtpReceiver};
use crate::support::{empty_database, fresh_database};
use diesel::migration::MigrationSource;
use diesel::prelude::*;
use missive::db::schema::{games, jobs, submissions};
use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The key every web server of the deployment shares.
const KEY: &str = "6d697373697665206b6579206f6620746865207465737420666f7220736576657261\
                   6c2073657276657273206f6e65206461746162617365206f6e65206b6579206f6b";

/// Runs `missive <args>` in `n` processes started together; their outputs.
fn together(database: &str, n: usize, args: &[&str]) -> Vec<Output> {
    let children: Vec<Child> = (0..n)
        .map(|_| {
            missive(database, args)
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("missive starts")
        })
        .collect();
    children
        .into_iter()
        .map(|c| c.wait_with_output().unwrap())
        .collect()
}

/// How many migrations the outputs say they applied, after checking that every process
/// succeeded.
fn applied(outputs: &[Output]) -> usize {
    for output in outputs {
        assert!(
            output.status.success(),
            "a process failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    outputs
        .iter()
        .map(|o| {
            String::from_utf8_lossy(&o.stdout)
                .matches("applied ")
                .count()
        })
        .sum()
}

#[test]
fn processes_started_together_migrate_once_and_all_go_on() {
    let database = empty_database();
    let names = MigrationSource::<diesel::pg::Pg>::migrations(&missive::db::MIGRATIONS)
        .unwrap()
        .len();
    // A fresh database.
    assert_eq!(applied(&together(&database, 5, &["migrate"])), names);
    // A rolling upgrade: two migrations pending.
    let reverted = missive(&database, &["migrate", "--revert", "2"])
        .output()
        .unwrap();
    assert!(reverted.status.success());
    assert_eq!(applied(&together(&database, 5, &["migrate"])), 2);
}

/// A `missive` process that is stopped when the test ends, however it ends.
struct Running {
    child: Child,
    /// Where a web server answers; empty for a worker.
    base: String,
    data_dir: PathBuf,
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}

/// `missive serve` on a port of its own, signing cookies with `key`.
fn serve(database: &str, smtp: &SmtpReceiver, key: &str) -> Running {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let base = format!("http://127.0.0.1:{port}");
    let mut command = missive(database, &["serve"]);
    command
        .env("MISSIVE_BIND", format!("127.0.0.1:{port}"))
        .env("MISSIVE_BASE_URL", &base)
        .env("MISSIVE_SECRET_KEY", key);
    start(command, smtp, base)
}

fn worker(database: &str, smtp: &SmtpReceiver) -> Running {
    start(missive(database, &["worker"]), smtp, String::new())
}

/// Starts `command` with the settings every process shares besides the database, and a data
/// directory of its own.
fn start(mut command: Command, smtp: &SmtpReceiver, base: String) -> Running {
    let data_dir = std::env::temp_dir().join(format!(
        "missive-several-{}-{}",
        std::process::id(),
        NEXT_DIR.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    ));
    let child = command
        .env("SMTP_URL", smtp.url())
        .env("MAIL_FROM", "Missive <missive@test.example>")
        .env("MISSIVE_DATA_DIR", &data_dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("missive starts");
    Running {
        child,
        base,
        data_dir,
    }
}

static NEXT_DIR: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// The page at `url`, as text.
async fn text_of(client: &reqwest::Client, url: &str) -> String {
    client.get(url).send().await.unwrap().text().await.unwrap()
}

/// Waits until the server answers, as a load balancer's health check would.
async fn ready(server: &Running) {
    let client = browser();
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let answered = client
            .get(format!("{}/healthz", server.base))
            .send()
            .await
            .is_ok_and(|r| r.status().is_success());
        if answered {
            return;
        }
        assert!(Instant::now() < deadline, "{} never answered", server.base);
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Waits for the first email to `to` that `matches`.
fn email_to(smtp: &SmtpReceiver, to: &str, matches: impl Fn(&Received) -> bool) -> Received {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let found = smtp
            .messages()
            .into_iter()
            .find(|m| m.to.iter().any(|t| t == to) && matches(m));
        if let Some(mail) = found {
            return mail;
        }
        assert!(Instant::now() < deadline, "no email came to {to}");
        let count = smtp.messages().len();
        smtp.wait_for(count + 1, Duration::from_secs(1));
    }
}

/// The fields of the page's decision form, as drawn, and where it posts.
fn decision_form(html: &str) -> (String, Vec<(String, String)>) {
    let form = forms(html)
        .into_iter()
        .find(|f| f.contains("name=\"step\""))
        .unwrap_or_else(|| panic!("a decision form: {html}"));
    let head = format!(" {}", &form[..form.find('>').unwrap()]);
    (attr(&head, "action").unwrap().to_string(), submitted(form))
}

#[actix_web::test]
async fn a_sign_in_and_a_step_hold_across_two_web_servers() {
    let database = fresh_database();
    let smtp = SmtpReceiver::start();
    let servers = [serve(&database, &smtp, KEY), serve(&database, &smtp, KEY)];
    let _worker = worker(&database, &smtp);
    for server in &servers {
        ready(server).await;
    }
    let [a, b] = &servers;

    // Ann asks for a sign-in link on one server and follows it on the other.
    let ann = browser();
    let r = ann
        .post(format!("{}/sign-in", a.base))
        .form(&[("email", "ann@example.org")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let mail = email_to(&smtp, "ann@example.org", |m| m.text.contains("/sign-in/"));
    let link = link_in(&mail.text, &format!("{}/sign-in/", a.base))
        .expect("a sign-in link")
        .replace(&a.base, &b.base);
    confirm_sign_in(&ann, &link).await;
    // Signed in on both.
    for server in &servers {
        let r = ann
            .get(format!("{}/account", server.base))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200, "{}", server.base);
        assert!(r.text().await.unwrap().contains("ann@example.org"));
    }

    // A form drawn by one server is taken by the other: a game of three.
    let page = text_of(&ann, &format!("{}/games/new", b.base)).await;
    let mut fields = vec![("csrf".to_string(), hidden(&page, "csrf").unwrap())];
    for name in ["once", "game"] {
        if let Some(value) = hidden(&page, name) {
            fields.push((name.into(), value));
        }
    }
    let players = ["ann@example.org", "bob@example.org", "cyd@example.org"];
    for (i, email) in players.iter().enumerate() {
        fields.push((format!("email{i}"), email.to_string()));
        fields.push((format!("name{i}"), email[..3].to_string()));
    }
    fields.extend([("side".into(), "A".into()), ("hours".into(), "48".into())]);
    let r = ann
        .post(format!("{}/games", a.base))
        .form(&fields)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303, "{}", r.text().await.unwrap());
    let id: i64 = r.headers()["location"]
        .to_str()
        .unwrap()
        .trim_start_matches("/games/")
        .parse()
        .unwrap();

    // Each player's seat, from the invitation the workers sent.
    let seats: Vec<String> = players
        .iter()
        .map(|email| {
            let mail = email_to(&smtp, email, |m| m.text.contains("/play/"));
            link_in(&mail.text, &format!("{}/play/", a.base))
                .expect("a seat link")
                .split('?')
                .next()
                .unwrap()
                .trim_start_matches(&a.base)
                .to_string()
        })
        .collect();

    // Six draft picks, each step's three decisions posted at once, to two servers, each form
    // read from the other server.
    let mut conn = PgConnection::establish(&database).unwrap();
    let step_of = |conn: &mut PgConnection| -> i32 {
        games::table
            .find(id)
            .select(games::step)
            .first(conn)
            .unwrap()
    };
    let client = browser();
    for _ in 0..6 {
        let before = step_of(&mut conn);
        let mut posts = Vec::new();
        for (seat, path) in seats.iter().enumerate() {
            let (read, write) = (&servers[seat % 2], &servers[(seat + 1) % 2]);
            let html = text_of(&client, &format!("{}{path}", read.base)).await;
            let (action, fields) = decision_form(&html);
            posts.push(
                client
                    .post(format!("{}{action}", write.base))
                    .form(&fields)
                    .send(),
            );
        }
        let [p0, p1, p2]: [_; 3] = posts.try_into().ok().unwrap();
        let (r0, r1, r2) = tokio::join!(p0, p1, p2);
        for r in [r0, r1, r2] {
            let r = r.unwrap();
            assert_eq!(r.status(), 303, "{}", r.text().await.unwrap());
        }
        // The step closed once, with one decision of each seat (the next may have been
        // played for them: a last card is nobody's choice).
        let step = step_of(&mut conn);
        assert!(step > before, "step {before} closed");
        let made: i64 = submissions::table
            .filter(submissions::game_id.eq(id))
            .filter(submissions::step.eq(before))
            .count()
            .get_result(&mut conn)
            .unwrap();
        assert_eq!(made, 3, "step {before}");
        // Both servers show the step now open.
        for server in &servers {
            let html = text_of(&client, &format!("{}{}", server.base, seats[0])).await;
            assert_eq!(
                hidden(&html, "step"),
                Some(step.to_string()),
                "{}",
                server.base
            );
        }
    }
    let failed: i64 = jobs::table
        .filter(jobs::failed_at.is_not_null())
        .count()
        .get_result(&mut conn)
        .unwrap();
    assert_eq!(failed, 0, "no job failed");
}

#[test]
fn a_secret_key_too_short_to_sign_with_is_refused_by_name() {
    let out = missive(&fresh_database(), &["migrate"])
        .env("MISSIVE_SECRET_KEY", "short")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("MISSIVE_SECRET_KEY must be at least 64"),
        "{said}"
    );
}
