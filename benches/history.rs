//! Speed of the history pages of a finished 5-player game, served by the whole service (HTTP,
//! sessions, database reads, replay, charts, templates) on its embedded defaults: a private
//! PostgreSQL cluster in a temporary directory.
//!
//! First prints each page's latency percentiles over many sequential requests (the issue's
//! target: p99 under 10 ms), then runs the criterion benchmarks.

use criterion::Criterion;
use missive::app::{self, Running, StartOptions};
use missive::config::Config;
use missive::db::{games, users};
use missive::play::Ctx;
use missive::play::demo::bot_game;
use std::net::TcpListener;
use std::os::unix::fs::PermissionsExt;
use std::time::{Duration, Instant};

const SAMPLES: usize = 500;

struct Served {
    system: actix_web::rt::SystemRunner,
    running: Running,
    client: reqwest::Client,
    base: String,
    pages: Vec<(String, String)>,
    dir: std::path::PathBuf,
}

impl Served {
    fn start() -> Served {
        let dir = std::env::temp_dir().join(format!("missive-bench-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        // As root the private cluster runs as an unprivileged user, who must be able to enter.
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
        let config = Config {
            bind: "127.0.0.1:0".into(),
            mail_from: "Missive <missive@bench.example>".into(),
            data_dir: dir.clone(),
            ..Config::default()
        };
        let system = actix_web::rt::System::new();
        let running = system
            .block_on(async {
                app::start(
                    config,
                    StartOptions {
                        worker: false,
                        listener: Some(TcpListener::bind("127.0.0.1:0").unwrap()),
                        ..StartOptions::default()
                    },
                )
            })
            .expect("the service starts");
        let base = running.base_url.clone();
        let ctx = Ctx {
            base_url: base.clone(),
            mail_domain: "bench.example".into(),
            now: chrono::Utc::now(),
            email_grace: chrono::Duration::zero(),
        };
        let mut conn = running.pool.get().unwrap();
        let id = bot_game(&mut conn, 5, 7, &ctx).unwrap();
        let last = games::get(&mut conn, id).unwrap().unwrap().step;
        let player = users::by_email(&mut conn, "bot1@demo.invalid")
            .unwrap()
            .unwrap()
            .id;
        let pages = vec![
            ("game page".into(), format!("/games/{id}")),
            ("step 0".into(), format!("/games/{id}/steps/0")),
            (
                "middle step".into(),
                format!("/games/{id}/steps/{}", last / 2),
            ),
            ("last step".into(), format!("/games/{id}/steps/{last}")),
            ("record".into(), format!("/games/{id}/record.json")),
            ("archive".into(), "/games?status=finished".into()),
            ("player page".into(), format!("/players/{player}")),
        ];
        Served {
            system,
            running,
            // Below the server's keep-alive timeout (5 s): never reuse a connection the server
            // may be closing at that very moment.
            client: reqwest::Client::builder()
                .pool_idle_timeout(Duration::from_secs(2))
                .build()
                .unwrap(),
            base,
            pages,
            dir,
        }
    }

    /// One GET, read to the end; panics unless it is a 200.
    fn get(&self, path: &str) -> usize {
        let url = format!("{}{path}", self.base);
        self.system.block_on(async {
            let response = self.client.get(&url).send().await.unwrap();
            assert_eq!(response.status(), 200, "{path}");
            response.bytes().await.unwrap().len()
        })
    }

    fn percentiles(&self) {
        println!("history pages of a finished 5-player game, {SAMPLES} sequential requests each:");
        for (name, path) in &self.pages {
            for _ in 0..20 {
                self.get(path);
            }
            let mut times: Vec<Duration> = (0..SAMPLES)
                .map(|_| {
                    let start = Instant::now();
                    self.get(path);
                    start.elapsed()
                })
                .collect();
            times.sort();
            let at = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
            println!(
                "  {name:12} {:>7} bytes  p50 {:>8.2?}  p99 {:>8.2?}  max {:>8.2?}",
                self.get(path),
                at(0.50),
                at(0.99),
                times[times.len() - 1],
            );
        }
    }
}

fn main() {
    let served = Served::start();
    served.percentiles();
    let mut c = Criterion::default().configure_from_args();
    for (name, path) in &served.pages {
        c.bench_function(&format!("history/{name}"), |b| b.iter(|| served.get(path)));
    }
    c.final_summary();
    let Served {
        system,
        mut running,
        dir,
        ..
    } = served;
    system.block_on(running.stop());
    drop(running);
    let _ = std::fs::remove_dir_all(dir);
}
