//! How tall each page is on a phone: headless Chromium (Debian's `chromium`) at 390 px wide, the
//! size of a common phone, measures seat 0's pages of 3-player games (It's a Wonderful World: a
//! draft pick, planning in rounds 2 and 4, a production step; Imperial Settlers: a Lookout pick,
//! the waiting page, a turn in round 4) and the game pages of finished games, all served by the
//! whole service on its embedded defaults.
//!
//! `cargo bench --bench phone`; it prints each page's height in CSS pixels. Chromium is driven
//! over its debugging pipe (file descriptors 3 and 4), so nothing but Chromium is needed.

#[path = "support/service.rs"]
mod service;

use diesel::PgConnection;
use missive::db::games;
use missive::games::settlers::describe as settlers_describe;
use missive::games::settlers::{Phase as SettlersPhase, Settlers, State as SettlersState};
use missive::games::wonderful::cards::Resource;
use missive::games::wonderful::{Phase, State, Wonderful};
use missive::play::demo::{bot_game, bot_game_until};
use missive::play::{Ctx, Playable};
use serde_json::{Value, json};
use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::os::fd::FromRawFd;
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};

const WIDTH: u32 = 390;

fn main() {
    let service = service::start("phone");
    let base = service.running.base_url.clone();
    let ctx = &service.ctx;
    let mut conn = service.running.pool.get().unwrap();
    let wonderful =
        |conn: &mut _, stop: fn(&State) -> bool| seat_page::<Wonderful>(conn, &base, ctx, stop);
    let settlers = |conn: &mut _, stop: fn(&SettlersState) -> bool| {
        seat_page::<Settlers>(conn, &base, ctx, stop)
    };
    let mut pages = vec![
        (
            "draft, round 2 pick 3",
            wonderful(&mut conn, |s| {
                s.round == 2 && s.phase == Phase::Draft { pick: 3 }
            }),
        ),
        (
            "planning, round 2",
            wonderful(&mut conn, |s| s.round == 2 && s.phase == Phase::Planning),
        ),
        (
            "planning, round 4",
            wonderful(&mut conn, |s| s.round == 4 && s.phase == Phase::Planning),
        ),
        (
            "production, round 2",
            wonderful(&mut conn, |s| {
                s.round == 2
                    && matches!(
                        s.phase,
                        Phase::Production {
                            resource: Resource::Energy,
                            ..
                        }
                    )
            }),
        ),
        (
            "Settlers: Lookout pick, round 2",
            settlers(&mut conn, |s| {
                s.round == 2
                    && matches!(s.phase, SettlersPhase::Lookout { .. })
                    && settlers_describe::picker(s) == Some(0)
            }),
        ),
        (
            "Settlers: waiting, round 2",
            settlers(&mut conn, |s| {
                s.round == 2
                    && matches!(s.phase, SettlersPhase::Lookout { .. })
                    && settlers_describe::picker(s) == Some(2)
            }),
        ),
        (
            "Settlers: a turn, round 4",
            settlers(&mut conn, |s| {
                s.round == 4 && s.phase == SettlersPhase::Action { seat: 0 }
            }),
        ),
    ];
    pages.push((
        "game page, finished, 3 players",
        format!(
            "{base}/games/{}",
            bot_game::<Wonderful>(&mut conn, 3, 7, ctx).unwrap()
        ),
    ));
    pages.push((
        "game page, finished, 5 players",
        format!(
            "{base}/games/{}",
            bot_game::<Wonderful>(&mut conn, 5, 7, ctx).unwrap()
        ),
    ));
    pages.push((
        "Settlers: game page, finished, 3",
        format!(
            "{base}/games/{}",
            bot_game::<Settlers>(&mut conn, 3, 7, ctx).unwrap()
        ),
    ));
    drop(conn);

    // The service answers only while its actix System runs: measure on a blocking thread
    // inside it.
    let profile = service.dir.join("chromium");
    service.system.block_on(async move {
        actix_web::rt::task::spawn_blocking(move || {
            let mut chrome = Chrome::start(&profile);
            println!("page heights at {WIDTH} px wide (CSS pixels):");
            for (name, url) in &pages {
                println!("  {name:32} {:>6} px", chrome.height(url));
            }
            chrome.stop();
        })
        .await
        .unwrap()
    });
    service.stop();
}

/// Seat 0's page of a 3-player bot game (seed 11) stopped where `stop` first holds.
fn seat_page<G: Playable>(
    conn: &mut PgConnection,
    base: &str,
    ctx: &Ctx,
    stop: impl Fn(&G::State) -> bool,
) -> String {
    let id = bot_game_until::<G>(conn, 3, 11, ctx, stop).unwrap();
    let token = games::new_seat_link(conn, id, 0, ctx.now).unwrap();
    format!("{base}/play/{token}")
}

/// Chromium, headless, spoken to in its DevTools protocol over a pipe.
struct Chrome {
    child: Child,
    to: File,
    from: BufReader<File>,
    next: u64,
    session: String,
}

impl Chrome {
    fn start(profile: &std::path::Path) -> Chrome {
        let (chrome_reads, we_write) = pipe();
        let (we_read, chrome_writes) = pipe();
        let mut command = Command::new("chromium");
        command
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--hide-scrollbars",
                "--remote-debugging-pipe",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        // SAFETY: between fork and exec, only dup2 (async-signal-safe) on descriptors we own.
        unsafe {
            command.pre_exec(move || {
                if libc::dup2(chrome_reads, 3) < 0 || libc::dup2(chrome_writes, 4) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = command
            .spawn()
            .expect("chromium (Debian: apt-get install chromium)");
        // SAFETY: our ends of the pipes, owned from here on.
        let (to, from) = unsafe { (File::from_raw_fd(we_write), File::from_raw_fd(we_read)) };
        let mut chrome = Chrome {
            child,
            to,
            from: BufReader::new(from),
            next: 0,
            session: String::new(),
        };
        let target = chrome.call(None, "Target.createTarget", json!({"url": "about:blank"}));
        let target = target["targetId"].as_str().unwrap().to_string();
        let attached = chrome.call(
            None,
            "Target.attachToTarget",
            json!({"targetId": target, "flatten": true}),
        );
        chrome.session = attached["sessionId"].as_str().unwrap().to_string();
        let session = Some(chrome.session.clone());
        chrome.call(
            session.as_deref(),
            "Emulation.setDeviceMetricsOverride",
            json!({"width": WIDTH, "height": 844, "deviceScaleFactor": 1, "mobile": true}),
        );
        chrome.call(session.as_deref(), "Page.enable", json!({}));
        chrome
    }

    /// The page's full height once it has loaded.
    fn height(&mut self, url: &str) -> u64 {
        let session = self.session.clone();
        self.call(Some(&session), "Page.navigate", json!({"url": url}));
        self.wait_for(&session, "Page.loadEventFired");
        let result = self.call(
            Some(&session),
            "Runtime.evaluate",
            json!({"expression": "document.documentElement.scrollHeight", "returnByValue": true}),
        );
        result["result"]["value"].as_u64().unwrap()
    }

    fn call(&mut self, session: Option<&str>, method: &str, params: Value) -> Value {
        self.next += 1;
        let mut message = json!({"id": self.next, "method": method, "params": params});
        if let Some(session) = session {
            message["sessionId"] = json!(session);
        }
        let mut bytes = serde_json::to_vec(&message).unwrap();
        bytes.push(0);
        self.to.write_all(&bytes).unwrap();
        loop {
            let reply = self.read();
            if reply["id"].as_u64() == Some(self.next) {
                assert!(reply.get("error").is_none(), "{method}: {reply}");
                return reply["result"].clone();
            }
        }
    }

    fn wait_for(&mut self, session: &str, event: &str) {
        loop {
            let message = self.read();
            if message["method"] == event && message["sessionId"] == session {
                return;
            }
        }
    }

    fn read(&mut self) -> Value {
        let mut bytes = Vec::new();
        self.from.read_until(0, &mut bytes).unwrap();
        bytes.pop();
        serde_json::from_slice(&bytes).unwrap()
    }

    fn stop(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A pipe: (read end, write end), both inherited by children (no close-on-exec), numbered
/// above 100 so that neither is 3 or 4 already, which the child's dup2 would clobber.
fn pipe() -> (i32, i32) {
    let mut fds = [0; 2];
    // SAFETY: fds is a valid array of two; F_DUPFD returns a new descriptor or -1.
    unsafe {
        assert_eq!(libc::pipe(fds.as_mut_ptr()), 0);
        let high = fds.map(|fd| libc::fcntl(fd, libc::F_DUPFD, 100));
        assert!(high.iter().all(|&fd| fd >= 100));
        libc::close(fds[0]);
        libc::close(fds[1]);
        (high[0], high[1])
    }
}
