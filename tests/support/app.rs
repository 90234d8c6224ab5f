//! The whole service on a free port, against a fresh database and a real SMTP receiver.

use super::db::fresh_database;
use super::smtp::{Received, SmtpReceiver};
use missive::app::{self, Running, StartOptions};
use missive::config::Config;
use missive::db::DbPool;
use std::net::TcpListener;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

pub struct TestApp {
    pub base: String,
    pub smtp: SmtpReceiver,
    pub pool: DbPool,
    pub running: Running,
    pub data_dir: PathBuf,
    /// How far the service's clock runs ahead of the real one: tests move time with `advance`.
    pub ahead: Arc<Mutex<chrono::Duration>>,
}

pub fn data_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "missive-app-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub struct Spawn {
    pub worker: bool,
    pub retry_base: Duration,
}

impl Default for Spawn {
    fn default() -> Spawn {
        Spawn {
            worker: true,
            retry_base: Duration::from_millis(200),
        }
    }
}

impl TestApp {
    pub async fn spawn() -> TestApp {
        TestApp::spawn_with(Spawn::default()).await
    }

    pub async fn spawn_with(spawn: Spawn) -> TestApp {
        let smtp = SmtpReceiver::start();
        let data_dir = data_dir();
        let config = Config {
            database_url: Some(fresh_database()),
            bind: "127.0.0.1:0".into(),
            base_url: String::new(),
            smtp_url: Some(smtp.url()),
            mail_from: "Missive <missive@test.example>".into(),
            data_dir: data_dir.clone(),
        };
        let ahead = Arc::new(Mutex::new(chrono::Duration::zero()));
        let clock_ahead = ahead.clone();
        let running = app::start(
            config,
            StartOptions {
                clock: Arc::new(move || chrono::Utc::now() + *clock_ahead.lock().unwrap()),
                worker: spawn.worker,
                poll: Duration::from_millis(200),
                retry_base: spawn.retry_base,
                listener: Some(TcpListener::bind("127.0.0.1:0").unwrap()),
            },
        )
        .expect("the service starts");
        let base = running.base_url.clone();
        let pool = running.pool.clone();
        TestApp {
            base,
            smtp,
            pool,
            running,
            data_dir,
            ahead,
        }
    }

    /// The service's time.
    pub fn now(&self) -> chrono::DateTime<chrono::Utc> {
        chrono::Utc::now() + *self.ahead.lock().unwrap()
    }

    /// Moves the service's clock forward; the worker picks up what came due at its next poll.
    pub fn advance(&self, by: chrono::Duration) {
        *self.ahead.lock().unwrap() += by;
    }

    /// A browser: keeps cookies, does not follow redirects (tests look at them).
    pub fn browser(&self) -> reqwest::Client {
        reqwest::Client::builder()
            .cookie_store(true)
            // Below the server's keep-alive timeout (5 s): never reuse a connection the server
            // may be closing at that very moment.
            .pool_idle_timeout(Duration::from_secs(2))
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap()
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// Waits for emails to `to` until there are `count` of them.
    pub fn emails_to(&self, to: &str, count: usize) -> Vec<Received> {
        let deadline = std::time::Instant::now() + Duration::from_secs(20);
        loop {
            let mine: Vec<Received> = self
                .smtp
                .messages()
                .into_iter()
                .filter(|m| m.to.iter().any(|t| t == to))
                .collect();
            if mine.len() >= count || std::time::Instant::now() > deadline {
                return mine;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The body of the page at `path`, fetched by `browser`.
    pub async fn page(&self, browser: &reqwest::Client, path: &str) -> String {
        browser
            .get(self.url(path))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap()
    }

    /// The status `browser` gets for the page at `path`.
    pub async fn status(&self, browser: &reqwest::Client, path: &str) -> reqwest::StatusCode {
        browser.get(self.url(path)).send().await.unwrap().status()
    }

    /// Waits for the first email that matches.
    pub fn mail_where(&self, what: &str, matches: impl Fn(&Received) -> bool) -> Received {
        let deadline = std::time::Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(m) = self.smtp.messages().into_iter().find(|m| matches(m)) {
                return m;
            }
            assert!(std::time::Instant::now() < deadline, "no email: {what}");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The seat link of a player's invitation to game `id`.
    pub fn invitation_link(&self, id: i64, to: &str) -> String {
        let step0 = format!("game-{id}-step-0-");
        let mail = self.mail_where("an invitation", |m| {
            m.message_id.contains(&step0) && m.to.iter().any(|t| t == to)
        });
        let link = link_in(&mail.text, &self.url("/play/")).expect("a seat link");
        link.split('?').next().unwrap().to_string()
    }

    /// Signs the first player in as the organizer and starts a game of these (email, name)
    /// players through the new-game form; returns the game's id.
    pub async fn start_game(&self, players: &[(&str, &str)], side: &str, hours: &str) -> i64 {
        self.start_game_with(players, &[("side", side), ("hours", hours)])
            .await
    }

    /// Like `start_game`, with the form's other fields as given.
    pub async fn start_game_with(&self, players: &[(&str, &str)], options: &[(&str, &str)]) -> i64 {
        let organizer = self.browser();
        self.sign_in(&organizer, players[0].0).await;
        let page = self.page(&organizer, "/games/new").await;
        let mut fields = vec![(
            "csrf".to_string(),
            hidden(&page, "csrf").expect("a CSRF field"),
        )];
        fields.extend(options.iter().map(|(k, v)| (k.to_string(), v.to_string())));
        for (i, (email, name)) in players.iter().enumerate() {
            fields.push((format!("email{i}"), email.to_string()));
            fields.push((format!("name{i}"), name.to_string()));
        }
        let r = organizer
            .post(self.url("/games"))
            .form(&fields)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 303);
        let location = r.headers()["location"].to_str().unwrap().to_string();
        location
            .trim_start_matches("/games/")
            .parse()
            .expect("redirected to the game page")
    }

    /// Waits until every job due by the service's clock has run (emails handed to SMTP included).
    pub fn settle(&self) {
        let started = std::time::Instant::now();
        loop {
            let pending = missive::jobs::queue::pending(&mut self.pool.get().unwrap()).unwrap();
            // The clock is read after the jobs: a job queued while they were read (an email a
            // timer just sent) is due by the worker's clock then, so it counts as due here too.
            let now = self.now();
            let due: Vec<_> = pending.into_iter().filter(|j| j.run_at <= now).collect();
            if due.is_empty() {
                return;
            }
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "{} jobs stayed due, the first: {} after {} attempts ({:?})",
                due.len(),
                due[0].kind,
                due[0].attempts,
                due[0].last_error
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The turn service's context, as the service would make it now.
    pub fn ctx(&self) -> missive::play::Ctx {
        missive::play::Ctx {
            base_url: self.base.clone(),
            mail_domain: "127.0.0.1".into(),
            now: self.now(),
        }
    }

    /// Signs the browser in through the emailed link.
    pub async fn sign_in(&self, browser: &reqwest::Client, email: &str) {
        let prefix = format!("{}/sign-in/", self.base);
        let is_sign_in = |m: &Received| m.to.iter().any(|t| t == email) && m.text.contains(&prefix);
        let before: Vec<String> = self
            .smtp
            .messages()
            .into_iter()
            .filter(is_sign_in)
            .map(|m| m.message_id)
            .collect();
        let r = browser
            .post(self.url("/sign-in"))
            .form(&[("email", email)])
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200);
        // Other emails (invitations) may arrive in between: wait for this sign-in email.
        let mail = self.mail_where("a sign-in email", |m| {
            is_sign_in(m) && !before.contains(&m.message_id)
        });
        let link = link_in(&mail.text, &prefix).expect("a sign-in link in the email");
        let page = browser.get(&link).send().await.unwrap();
        assert_eq!(page.status(), 200);
        let r = browser.post(&link).send().await.unwrap();
        assert_eq!(r.status(), 303, "{}", r.text().await.unwrap());
    }
}

/// The first URL in `text` that starts with `prefix`.
pub fn link_in(text: &str, prefix: &str) -> Option<String> {
    let start = text.find(prefix)?;
    let rest = &text[start..];
    let end = rest
        .find(|c: char| c.is_whitespace() || "<>\")".contains(c))
        .unwrap_or(rest.len());
    Some(rest[..end].to_string())
}

/// The value of a hidden form field in a page.
pub fn hidden(page: &str, name: &str) -> Option<String> {
    let marker = format!("name=\"{name}\" value=\"");
    let start = page.find(&marker)? + marker.len();
    let end = page[start..].find('"')?;
    Some(page[start..start + end].to_string())
}
