//! Speed of the history pages of a finished 5-player game, served by the whole service (HTTP,
//! sessions, database reads, replay, charts, templates) on its embedded defaults: a private
//! PostgreSQL cluster in a temporary directory.
//!
//! First prints each page's latency percentiles over many sequential requests (the issue's
//! target: p99 under 10 ms), then runs the criterion benchmarks.

#[path = "support/service.rs"]
mod service;

use criterion::Criterion;
use missive::db::{games, users};
use missive::games::wonderful::Wonderful;
use missive::play::demo::bot_game;
use service::Service;
use std::time::{Duration, Instant};

const SAMPLES: usize = 500;

struct Served {
    service: Service,
    client: reqwest::Client,
    base: String,
    pages: Vec<(String, String)>,
}

impl Served {
    fn start() -> Served {
        let service = service::start("history");
        let base = service.running.base_url.clone();
        let mut conn = service.running.pool.get().unwrap();
        let id = bot_game::<Wonderful>(&mut conn, 5, 7, &service.ctx).unwrap();
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
        drop(conn);
        Served {
            service,
            // Below the server's keep-alive timeout (5 s): never reuse a connection the server
            // may be closing at that very moment.
            client: reqwest::Client::builder()
                .pool_idle_timeout(Duration::from_secs(2))
                .build()
                .unwrap(),
            base,
            pages,
        }
    }

    /// One GET, read to the end; panics unless it is a 200.
    fn get(&self, path: &str) -> usize {
        let url = format!("{}{path}", self.base);
        self.service.system.block_on(async {
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
    served.service.stop();
}
