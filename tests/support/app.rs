//! The whole service on a free port, against a fresh database and a real SMTP receiver.

use super::db::fresh_database;
use super::smtp::{Received, SmtpReceiver};
use chrono::{DateTime, TimeZone, Utc};
use missive::app::{self, Running, StartOptions};
use missive::config::Config;
use missive::db::DbPool;
use missive::jobs::RetryPolicy;
use std::net::TcpListener;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Where every test's clock starts: a Monday morning, so no test depends on when it runs.
pub fn start_of_time() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 3, 2, 9, 0, 0).unwrap()
}

pub struct TestApp {
    pub base: String,
    pub smtp: SmtpReceiver,
    pub pool: DbPool,
    pub running: Running,
    pub data_dir: PathBuf,
    /// The service's clock: it stands still until a test moves it with `advance`.
    pub clock: Arc<Mutex<DateTime<Utc>>>,
    pub email_grace: chrono::Duration,
    /// Jobs the test means to fail; any other failed job fails the test at its end.
    expected_failures: AtomicUsize,
}

fn data_dir() -> PathBuf {
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

#[derive(Default)]
pub struct Spawn {
    /// Run the workers' lanes in threads, as `serve` does; otherwise jobs run only when the
    /// test drains the queue.
    pub lanes: bool,
    /// Proxies whose forwarding headers count (MISSIVE_TRUSTED_PROXIES).
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// How long a step's email waits for the player to come to the page; `None`: no wait, so
    /// that a test sees each step's email as soon as it drains the queue.
    pub email_grace: Option<chrono::Duration>,
    /// Emails written as files (the development mailer) instead of sent to the receiver.
    pub file_mail: bool,
    /// The bounds of the listener for replies: production's unless a test shortens them.
    pub inbound_limits: missive::mail::inbound::Limits,
}

/// How long the tests' service waits for a request's body: short, so that a test of a late
/// body is short too.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(2);

/// How the tests' service retries: the first retry a minute after a failure.
pub fn test_retry() -> RetryPolicy {
    RetryPolicy {
        base: Duration::from_secs(60),
        ..RetryPolicy::default()
    }
}

impl TestApp {
    pub async fn spawn() -> TestApp {
        TestApp::spawn_with(Spawn::default()).await
    }

    pub async fn spawn_with(spawn: Spawn) -> TestApp {
        // The service's warnings and errors, shown with a failing test's output.
        let _ = tracing_subscriber::fmt()
            .with_test_writer()
            .with_env_filter("warn,actix_server=error")
            .try_init();
        let smtp = SmtpReceiver::start();
        let data_dir = data_dir();
        let config = Config {
            database_url: Some(fresh_database().into()),
            bind: "127.0.0.1:0".into(),
            smtp_url: (!spawn.file_mail).then(|| smtp.url().into()),
            mail_from: "Missive <missive@test.example>".into(),
            data_dir: data_dir.clone(),
            trusted_proxies: spawn.trusted_proxies,
            email_grace: spawn.email_grace.unwrap_or_else(chrono::Duration::zero),
            inbound_smtp: Some("127.0.0.1:0".into()),
            ..Config::default()
        };
        let email_grace = config.email_grace;
        let clock = Arc::new(Mutex::new(start_of_time()));
        let read = clock.clone();
        let running = app::start(
            config,
            StartOptions {
                clock: Arc::new(move || *read.lock().unwrap()),
                worker: spawn.lanes,
                poll: Duration::from_millis(200),
                retry: test_retry(),
                body_timeout: BODY_TIMEOUT,
                listener: Some(TcpListener::bind("127.0.0.1:0").unwrap()),
                inbound_limits: spawn.inbound_limits,
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
            clock,
            email_grace,
            expected_failures: AtomicUsize::new(0),
        }
    }

    /// The service's time.
    pub fn now(&self) -> DateTime<Utc> {
        *self.clock.lock().unwrap()
    }

    /// Moves the service's clock forward, then runs whatever came due.
    pub fn advance(&self, by: chrono::Duration) {
        *self.clock.lock().unwrap() += by;
        self.settle();
    }

    /// Moves the service's clock forward without running anything.
    pub fn advance_only(&self, by: chrono::Duration) {
        *self.clock.lock().unwrap() += by;
    }

    /// Runs every job due by the service's clock, in this thread, until none is left (emails
    /// are in the receiver when it returns); returns how many ran.
    pub fn drain(&self) -> usize {
        self.running.drain().expect("the job queue drains")
    }

    /// How many jobs the test means to have failed for good when it ends.
    pub fn expect_failed_jobs(&self, n: usize) {
        self.expected_failures.store(n, Ordering::SeqCst);
    }

    /// A browser: keeps cookies, does not follow redirects (tests look at them).
    pub fn browser(&self) -> reqwest::Client {
        browser()
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// Every email `to` has received, once the queue is drained; `count` is at least how many
    /// the caller expects.
    pub fn emails_to(&self, to: &str, count: usize) -> Vec<Received> {
        self.settle();
        let mine: Vec<Received> = self
            .smtp
            .messages()
            .into_iter()
            .filter(|m| m.to.iter().any(|t| t == to))
            .collect();
        assert!(
            mine.len() >= count,
            "{to} has {} emails, not {count}",
            mine.len()
        );
        mine
    }

    /// The body of the page at `path`, fetched by `browser`.
    pub async fn page(&self, browser: &reqwest::Client, path: &str) -> String {
        body_of(browser.get(self.url(path))).await
    }

    /// The body of the page at `url` (a path of the service, or a whole address), fetched by a
    /// new visitor whose browser asks for `accept` (`Accept-Language`).
    pub async fn page_in(&self, url: &str, accept: &str) -> String {
        let url = if url.starts_with('/') {
            self.url(url)
        } else {
            url.to_owned()
        };
        body_of(self.browser().get(url).header("Accept-Language", accept)).await
    }

    /// The status `browser` gets for the page at `path`.
    pub async fn status(&self, browser: &reqwest::Client, path: &str) -> reqwest::StatusCode {
        browser.get(self.url(path)).send().await.unwrap().status()
    }

    /// The first email that matches, once the queue is drained.
    pub fn mail_where(&self, what: &str, matches: impl Fn(&Received) -> bool) -> Received {
        self.settle();
        self.smtp
            .messages()
            .into_iter()
            .find(|m| matches(m))
            .unwrap_or_else(|| panic!("no email: {what}"))
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
        self.start_game_from("/games/new", players, options).await
    }

    /// Like `start_game_with`, from the new-game form at `page` (`/games/new?game=<id>`).
    pub async fn start_game_from(
        &self,
        page: &str,
        players: &[(&str, &str)],
        options: &[(&str, &str)],
    ) -> i64 {
        let organizer = self.browser();
        self.sign_in(&organizer, players[0].0).await;
        let mut fields = self.form_of(&organizer, page, options).await;
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

    /// Runs every job due by the service's clock (emails handed to SMTP included); nothing due
    /// is left when it returns.
    pub fn settle(&self) {
        self.drain();
        let now = self.now();
        let due: Vec<_> = missive::jobs::queue::pending(&mut self.pool.get().unwrap())
            .unwrap()
            .into_iter()
            .filter(|j| j.run_at <= now)
            .collect();
        assert!(due.is_empty(), "jobs stayed due after draining: {due:?}");
    }

    /// At the end of a test: no job may have failed unless the test meant it to, and none may
    /// be stuck (due, yet not run by a drain).
    fn check_jobs(&self) {
        self.drain();
        let mut conn = self.pool.get().unwrap();
        let failed = missive::jobs::queue::failed(&mut conn).unwrap();
        let expected = self.expected_failures.load(Ordering::SeqCst);
        assert_eq!(
            failed.len(),
            expected,
            "jobs failed for good (the test expected {expected}): {failed:?}"
        );
        let now = self.now();
        let stuck: Vec<_> = missive::jobs::queue::pending(&mut conn)
            .unwrap()
            .into_iter()
            .filter(|j| j.run_at <= now)
            .collect();
        assert!(stuck.is_empty(), "jobs stuck in the queue: {stuck:?}");
    }

    /// A digest of every table a request could change, to show that a refused one changed
    /// nothing.
    pub fn fingerprint(&self) -> String {
        use diesel::prelude::*;
        #[derive(QueryableByName)]
        struct Digest {
            #[diesel(sql_type = diesel::sql_types::Text)]
            digest: String,
        }
        let tables = [
            "users",
            "games",
            "seats",
            "seat_links",
            "submissions",
            "steps",
            "jobs",
            "notifications",
            "absences",
            "game_log",
            "leagues",
            "league_members",
            "league_invites",
            "seasons",
            "season_members",
            "season_games",
            "login_tokens",
            "messages",
            "reply_addresses",
            "reply_confirmations",
        ];
        let parts: Vec<String> = tables
            .iter()
            .map(|t| {
                format!("COALESCE((SELECT json_agg(r ORDER BY r::text)::text FROM {t} r), '')")
            })
            .collect();
        let query = format!("SELECT md5({}) AS digest", parts.join(" || '|' || "));
        diesel::sql_query(query)
            .get_result::<Digest>(&mut self.pool.get().unwrap())
            .unwrap()
            .digest
    }

    /// POSTs the form of the page at `page` (its CSRF field included) to `action`.
    pub async fn submit(
        &self,
        browser: &reqwest::Client,
        page: &str,
        action: &str,
        fields: &[(&str, &str)],
    ) -> reqwest::Response {
        let form = self.form_of(browser, page, fields).await;
        browser
            .post(self.url(action))
            .form(&form)
            .send()
            .await
            .unwrap()
    }

    /// The fields a browser sends from the form on `page`: its hidden CSRF field and one-time
    /// key (taken from the first form that has them), then `fields`.
    pub async fn form_of(
        &self,
        browser: &reqwest::Client,
        page: &str,
        fields: &[(&str, &str)],
    ) -> Vec<(String, String)> {
        let html = self.page(browser, page).await;
        let mut form = vec![(
            "csrf".to_string(),
            hidden(&html, "csrf").expect("a CSRF field"),
        )];
        for name in ["once", "game"] {
            if let Some(value) = hidden(&html, name) {
                form.push((name.to_string(), value));
            }
        }
        form.extend(fields.iter().map(|(k, v)| (k.to_string(), v.to_string())));
        form
    }

    /// A browser signed in as each of these players, by seat, then a spectator's.
    pub async fn viewers(&self, emails: &[&str]) -> Vec<(Option<usize>, reqwest::Client)> {
        let mut viewers = Vec::new();
        for (seat, email) in emails.iter().enumerate() {
            let browser = self.browser();
            self.sign_in(&browser, email).await;
            viewers.push((Some(seat), browser));
        }
        viewers.push((None, self.browser()));
        viewers
    }

    /// The turn service's context, as the service would make it now.
    pub fn ctx(&self) -> missive::play::Ctx {
        missive::play::Ctx {
            base_url: self.base.clone(),
            mail_domain: "127.0.0.1".into(),
            now: self.now(),
            email_grace: self.email_grace,
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
        confirm_sign_in(browser, &link).await;
    }

    /// What was written at the game's table, oldest first.
    pub fn table_talk(&self, id: i64) -> Vec<String> {
        use diesel::prelude::*;
        use missive::db::schema::messages;
        messages::table
            .filter(messages::game_id.eq(id))
            .order(messages::id)
            .select(messages::body)
            .load(&mut self.pool.get().unwrap())
            .unwrap()
    }
}

/// A browser: keeps cookies, does not follow redirects (tests look at them).
/// The body of the answer to `request`.
async fn body_of(request: reqwest::RequestBuilder) -> String {
    request.send().await.unwrap().text().await.unwrap()
}

pub fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        // Below the server's keep-alive timeout (5 s): never reuse a connection the server
        // may be closing at that very moment.
        .pool_idle_timeout(Duration::from_secs(2))
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

/// Follows an emailed sign-in link and confirms it, as the player would.
pub async fn confirm_sign_in(browser: &reqwest::Client, link: &str) {
    let page = browser.get(link).send().await.unwrap();
    assert_eq!(page.status(), 200);
    let page = page.text().await.unwrap();
    let csrf = hidden(&page, "csrf").expect("the confirmation carries a CSRF field");
    let r = browser
        .post(link)
        .form(&[("csrf", csrf)])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303, "{}", r.text().await.unwrap());
}

impl Drop for TestApp {
    fn drop(&mut self) {
        // A test that failed already says why; a second panic would abort the run. Its data
        // directory is kept, to be looked at.
        if !std::thread::panicking() {
            self.check_jobs();
            let _ = std::fs::remove_dir_all(&self.data_dir);
        }
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
