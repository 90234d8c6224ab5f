//! A phone's view of the seat pages: headless Chromium (Debian's `chromium`) at 390 px wide, the
//! size of a common phone, against the whole service on its embedded defaults.
//!
//! - How tall each page is: seat 0's pages of 3-player games (It's a Wonderful World: a draft
//!   pick, planning in rounds 2 and 4, a production step; Imperial Settlers: a Lookout pick, an
//!   Alternate Lookout keep, the waiting page, a turn in round 4 and a turn with a 10-card
//!   hand), a step of the history, and the game pages of finished games.
//! - What axe finds serious or critical on each of them, when `AXE_JS` names axe-core's
//!   `axe.min.js` (`npm install axe-core`).
//! - Taps per decision of a bot that plays whole games through the pages, and the median and
//!   tallest height of those pages (see `taps.rs`).
//!
//! `cargo bench --bench phone` prints each page's height in CSS pixels, axe's findings, and the
//! taps. `PHONE_LANG` (en, es, cs, ja) is the language the browser asks for; `PHONE_HTML` names a
//! folder to write each page as served in, for an HTML checker (Nu); `PHONE_TAPS=no` measures
//! the pages alone.

#[path = "phone/chrome.rs"]
mod chrome;
#[path = "phone/played.rs"]
mod played;
#[path = "support/service.rs"]
mod service;
#[path = "phone/taps.rs"]
mod taps;

use chrome::{Chrome, WIDTH};
use diesel::PgConnection;
use missive::db::games;
use missive::games::bots::{BotKind, Bots};
use missive::games::settlers::Options as SettlersOptions;
use missive::games::settlers::describe as settlers_describe;
use missive::games::settlers::{Phase as SettlersPhase, Settlers, State as SettlersState};
use missive::games::wonderful::cards::Resource;
use missive::games::wonderful::{Phase, State, Wonderful};
use missive::play::demo::bot_game;
use missive::play::{Ctx, Playable};

fn main() {
    let service = service::start("phone");
    let base = service.running.base_url.clone();
    let ctx = &service.ctx;
    let mut conn = service.running.pool.get().unwrap();
    let wonderful = |conn: &mut _, stop: fn(&State) -> bool| {
        seat_page::<Wonderful>(conn, &base, ctx, Default::default(), stop)
    };
    let settlers = |conn: &mut _, stop: fn(&SettlersState) -> bool| {
        seat_page::<Settlers>(conn, &base, ctx, Default::default(), stop)
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
        (
            "Settlers: a turn, 10-card hand",
            settlers(&mut conn, |s| {
                s.round >= 4
                    && s.phase == SettlersPhase::Action { seat: 0 }
                    && s.players[0].hand.len() >= 10
            }),
        ),
    ];
    let alternate = SettlersOptions {
        factions: None,
        alternate_lookout: true,
    };
    pages.push((
        "Settlers: Alternate Lookout keep",
        seat_page::<Settlers>(&mut conn, &base, ctx, alternate, |s| {
            s.round == 2 && s.phase == SettlersPhase::AlternateKeep
        }),
    ));
    let wonderful_finished = bot_game::<Wonderful>(&mut conn, 3, 7, ctx).unwrap();
    pages.push((
        "game page, finished, 3 players",
        format!("{base}/games/{wonderful_finished}"),
    ));
    pages.push((
        "a history step, finished",
        format!("{base}/games/{wonderful_finished}/steps/40"),
    ));
    pages.push((
        "game page, finished, 5 players",
        format!(
            "{base}/games/{}",
            bot_game::<Wonderful>(&mut conn, 5, 7, ctx).unwrap()
        ),
    ));
    // The seat's other pages: standing orders and table talk.
    let seat_of = |pages: &[(&str, String)], name: &str| {
        pages.iter().find(|(n, _)| *n == name).unwrap().1.clone()
    };
    let (draft, turn) = (
        seat_of(&pages, "draft, round 2 pick 3"),
        seat_of(&pages, "Settlers: a turn, round 4"),
    );
    pages.push(("standing orders", format!("{draft}/orders")));
    pages.push(("table talk", format!("{draft}/talk")));
    pages.push(("Settlers: standing orders", format!("{turn}/orders")));
    let finished = bot_game::<Settlers>(&mut conn, 3, 7, ctx).unwrap();
    pages.push((
        "Settlers: game page, finished, 3",
        format!("{base}/games/{finished}"),
    ));
    pages.push((
        "Settlers: a history step, finished",
        format!("{base}/games/{finished}/steps/40"),
    ));
    pages.push((
        "Settlers: seat page, finished",
        seat_link(&mut conn, &base, ctx, finished),
    ));
    drop(conn);
    let axe = std::env::var("AXE_JS")
        .ok()
        .map(|path| std::fs::read_to_string(&path).expect("AXE_JS names axe.min.js"));
    let (pool, ctx) = (service.running.pool.clone(), service.ctx.clone());
    let lang = std::env::var("PHONE_LANG").unwrap_or_else(|_| "en".into());
    let html = std::env::var("PHONE_HTML").ok();
    let taps = std::env::var("PHONE_TAPS").map_or(true, |t| t != "no");

    // The service answers only while its actix System runs: measure on a blocking thread
    // inside it.
    let profile = service.dir.join("chromium");
    service.system.block_on(async move {
        actix_web::rt::task::spawn_blocking(move || {
            let mut chrome = Chrome::start(&profile, &lang);
            println!("page heights at {WIDTH} px wide (CSS pixels), in {lang}:");
            for (n, (name, url)) in pages.iter().enumerate() {
                if let Some(dir) = &html {
                    let page = served(url, &lang);
                    std::fs::write(format!("{dir}/{lang}-{n:02}.html"), page).unwrap();
                }
                print!("  {name:36} {:>6} px", chrome.height(url));
                match &axe {
                    Some(axe) => println!("   axe: {}", words(&chrome.axe(axe))),
                    None => println!(),
                }
            }
            if axe.is_none() {
                println!("(axe not run: set AXE_JS to axe-core's axe.min.js)");
            }
            let mut conn = pool.get().unwrap();
            let bots = if taps {
                &[BotKind::Heuristic, BotKind::Random][..]
            } else {
                &[]
            };
            for &bot in bots {
                let wonderful = taps::play::<Wonderful>(
                    &mut conn,
                    &mut chrome,
                    &base,
                    &ctx,
                    (3, 21, Default::default()),
                    bot,
                );
                print_taps("It's a Wonderful World", bot, &wonderful);
                for alternate_lookout in [false, true] {
                    let options = SettlersOptions {
                        factions: None,
                        alternate_lookout,
                    };
                    let settlers = taps::play::<Settlers>(
                        &mut conn,
                        &mut chrome,
                        &base,
                        &ctx,
                        (3, 21, options),
                        bot,
                    );
                    print_taps("Imperial Settlers", bot, &settlers);
                }
            }
            chrome.stop();
        })
        .await
        .unwrap()
    });
    service.stop();
}

/// Seat 0's page of a 3-player game of heuristic bots (seed 11) stopped where `stop` first
/// holds.
fn seat_page<G: Playable + Bots>(
    conn: &mut PgConnection,
    base: &str,
    ctx: &Ctx,
    options: G::Options,
    stop: impl Fn(&G::State) -> bool,
) -> String {
    let id = played::until::<G>(conn, ctx, (3, 11, options), stop);
    let game = games::get(conn, id).unwrap().unwrap();
    assert!(
        game.status.is_active(),
        "the game ended before the page looked for"
    );
    seat_link(conn, base, ctx, id)
}

/// The page at `url` as the service serves it to a browser asking for `lang`: its HTML, for a
/// checker that reads what was sent rather than what a browser made of it.
fn served(url: &str, lang: &str) -> String {
    use std::io::{Read, Write};
    let rest = url.strip_prefix("http://").expect("an http URL");
    let (host, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    let mut stream = std::net::TcpStream::connect(host).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.0\r\nHost: {host}\r\nAccept-Language: {lang}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).unwrap();
    let response = String::from_utf8_lossy(&response).into_owned();
    let body = response.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    body.to_owned()
}

fn seat_link(conn: &mut PgConnection, base: &str, ctx: &Ctx, id: i64) -> String {
    let token = games::new_seat_link(conn, id, 0, ctx.now).unwrap();
    format!("{base}/play/{token}")
}

fn words(found: &[String]) -> String {
    if found.is_empty() {
        "nothing serious or critical".into()
    } else {
        found.join(", ")
    }
}

/// Median, mean and most taps of each kind of step.
fn print_taps(game: &str, bot: BotKind, taps: &taps::Taps) {
    println!("taps per decision, {game}, {bot:?} bot (median / mean / most, decisions):");
    for (step, all) in &taps.by_step {
        let mut all = all.clone();
        all.sort_unstable();
        let mean = all.iter().sum::<u32>() as f64 / all.len() as f64;
        println!(
            "  {step:40} {:>2} / {mean:>4.1} / {:>2}   {:>4}",
            all[all.len() / 2],
            all[all.len() - 1],
            all.len()
        );
    }
    let mut heights = taps.heights.clone();
    heights.sort_unstable();
    println!(
        "  its seat pages: median {} px, tallest {} px ({}; {} pages)",
        heights[heights.len() / 2],
        heights[heights.len() - 1],
        taps.tallest.1,
        heights.len()
    );
    if taps.unmade > 0 {
        println!(
            "  decisions the page cannot make: {} (the first: {})",
            taps.unmade,
            taps.first_unmade.as_deref().unwrap_or_default()
        );
    }
}
