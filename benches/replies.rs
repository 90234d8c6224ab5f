//! Replies by email under load, against a private PostgreSQL cluster:
//! - how many replies a second the SMTP listener takes (each kept as a job in its own
//!   transaction before its "250"), over one connection and over four at once;
//! - how many replies a second a worker reads: games of three played by "ok" replies, each
//!   checked by the rules and stored, the last of a step resolving it and queueing its emails.
//!
//! `cargo bench --bench replies`; it prints its figures (no criterion: one run is the figure).
//! `MISSIVE_BENCH_REPLIES` sets how many replies the first part sends (2000 by default) and
//! `MISSIVE_BENCH_GAMES` how many games the second part plays to their end (5 by default).

#[path = "support/setting.rs"]
mod setting;

use diesel::prelude::*;
use missive::app::{WorkerSetup, worker};
use missive::config::Config;
use missive::db::cluster::Cluster;
use missive::db::{games, messages, schema::jobs, users};
use missive::games::Game;
use missive::games::wonderful::Wonderful;
use missive::mail::Mailer;
use missive::mail::inbound::{Door, InboundListener, Limits, ReplyAddresses, Sink, reply_address};
use missive::mail::smtp::{Settings, SmtpClient};
use missive::play::Ctx;
use missive::play::inbound::received as reply_received;
use missive::play::turn::create::{Invitee, NewGame, create};
use setting::setting;
use std::net::TcpListener;
use std::os::unix::fs::PermissionsExt;
use std::sync::Arc;
use std::time::{Duration, Instant};

const REPLIES: usize = 2000;
const GAMES: usize = 5;
const FROM: &str = "missive@bench.example";

fn main() {
    let replies = setting("MISSIVE_BENCH_REPLIES", REPLIES);
    let games = setting("MISSIVE_BENCH_GAMES", GAMES);
    let dir = std::env::temp_dir().join(format!("missive-bench-replies-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    let cluster = Cluster::start(&dir.join("postgres")).expect("a private cluster");

    taken(&cluster, replies);
    read(&cluster, &dir, games);

    drop(cluster);
    let _ = std::fs::remove_dir_all(&dir);
}

fn database(cluster: &Cluster, name: &str) -> String {
    cluster.create_database(name, None).unwrap();
    let url = cluster.url(name);
    missive::db::migrate(&mut PgConnection::establish(&url).unwrap()).unwrap();
    url
}

fn ctx() -> Ctx {
    Ctx {
        base_url: "http://bench.example".into(),
        mail_domain: "bench.example".into(),
        now: chrono::Utc::now(),
        email_grace: chrono::Duration::zero(),
    }
}

/// A reply as a mail program writes it: a line, then the email quoted.
fn reply(to: &str, text: &str, n: usize) -> Vec<u8> {
    let quoted = "> Your turn: pick a card.\r\n".repeat(30);
    format!(
        "From: <player@example.org>\r\nTo: <{to}>\r\nSubject: Re: Your pick\r\nMessage-ID: <bench-{n}@example.org>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{text}\r\n\r\nOn Mon, 2 Mar 2026, Missive <{FROM}> wrote:\r\n{quoted}"
    )
    .into_bytes()
}

fn listener(url: &str) -> InboundListener {
    let pool = missive::db::pool(url, 8).unwrap();
    let sink: Sink = Arc::new(move |delivered| {
        let mut conn = pool.get().map_err(|e| e.to_string())?;
        reply_received::keep(&mut conn, &delivered, chrono::Utc::now()).map_err(|e| e.to_string())
    });
    let socket = TcpListener::bind("127.0.0.1:0").unwrap();
    let door = Door {
        hostname: "bench.example".into(),
        addresses: ReplyAddresses::beside(FROM).unwrap(),
        limits: Limits::default(),
        sink,
    };
    InboundListener::start(socket, door).unwrap()
}

fn client(listener: &InboundListener) -> SmtpClient {
    let settings = Settings::parse(&format!("smtp://{}", listener.addr())).unwrap();
    SmtpClient::new(settings, "player.example", None).unwrap()
}

/// The listener's side: replies sent over SMTP until each is kept.
fn taken(cluster: &Cluster, replies: usize) {
    let url = database(cluster, "taken");
    let inbound = listener(&url);
    let to = reply_address(FROM, "1-00ff").unwrap();
    for connections in [1, 4] {
        let started = Instant::now();
        std::thread::scope(|scope| {
            for c in 0..connections {
                let (inbound, to) = (&inbound, &to);
                scope.spawn(move || {
                    let client = client(inbound);
                    for n in (c..replies).step_by(connections) {
                        client
                            .send(
                                "player@example.org",
                                std::slice::from_ref(to),
                                &reply(to, "ok", n),
                            )
                            .unwrap();
                    }
                });
            }
        });
        let elapsed = started.elapsed();
        let kept: i64 = jobs::table
            .filter(jobs::kind.eq("reply_received"))
            .count()
            .get_result(&mut PgConnection::establish(&url).unwrap())
            .unwrap();
        println!(
            "taken: {replies} replies over {connections} SMTP connection(s) in {:.2} s: {:.0} replies/s ({kept} kept in all)",
            elapsed.as_secs_f64(),
            replies as f64 / elapsed.as_secs_f64()
        );
    }
}

/// The worker's side: games played to their end by "ok" replies, each step's replies kept and
/// then read by `drain`.
fn read(cluster: &Cluster, dir: &std::path::Path, games_to_play: usize) {
    let url = database(cluster, "read");
    let mut conn = PgConnection::establish(&url).unwrap();
    let mailer = Mailer::new(None, FROM, dir, None).unwrap();
    let worker = worker(
        &url,
        WorkerSetup {
            mailer: Arc::new(mailer),
            config: Config::default(),
            clock: missive::clock::system(),
            poll: Duration::from_secs(1),
            retry: Default::default(),
            threads: Default::default(),
        },
    );
    let mut ids = Vec::new();
    for g in 0..games_to_play {
        let organizer = users::find_or_create(&mut conn, &format!("o{g}@example.org"), "").unwrap();
        let new = NewGame::<Wonderful> {
            organizer_id: organizer.id,
            players: (0..3)
                .map(|s| Invitee {
                    email: format!("g{g}s{s}@example.org"),
                    name: format!("P{s}"),
                })
                .collect(),
            options: Default::default(),
            decision_hours: None,
            reminder_hours: Vec::new(),
            absence_days: 0,
            players_only: false,
            seed: Some(g as u64),
            season: None,
        };
        ids.push(create::<Wonderful>(&mut conn, new, &ctx()).unwrap());
    }
    worker.drain().unwrap();
    let (mut replies, mut reading, mut n) = (0usize, Duration::ZERO, 0usize);
    loop {
        let mut sent = 0;
        for &id in &ids {
            let game = games::get(&mut conn, id).unwrap().unwrap();
            let state: <Wonderful as Game>::State = serde_json::from_value(game.state).unwrap();
            for (seat, _) in Wonderful::prompts(&state) {
                // A fresh address, as the step's email would carry.
                let address = messages::NewReplyAddress {
                    game_id: id,
                    seat: seat as i32,
                    step: game.step,
                    asks: true,
                    lines: &[],
                    now: ctx().now,
                };
                let secret = messages::new_reply_secret(&mut conn, address).unwrap();
                let to = reply_address(FROM, &secret).unwrap();
                let delivered = missive::mail::inbound::Delivered {
                    from: "player@example.org".into(),
                    to: vec![to.clone()],
                    data: reply(&to, "ok", n),
                };
                reply_received::keep(&mut conn, &delivered, ctx().now).unwrap();
                n += 1;
                sent += 1;
            }
        }
        if sent == 0 {
            break;
        }
        let started = Instant::now();
        worker.drain().unwrap();
        reading += started.elapsed();
        replies += sent;
    }
    let finished = ids
        .iter()
        .filter(|&&id| games::get(&mut conn, id).unwrap().unwrap().status == "finished")
        .count();
    println!(
        "read: {replies} \"ok\" replies read in {:.2} s of draining ({finished} of {} games of three played to their end, with every email they caused): {:.0} replies/s",
        reading.as_secs_f64(),
        ids.len(),
        replies as f64 / reading.as_secs_f64()
    );
}
