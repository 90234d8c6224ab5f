//! How long the decision that closes a 5-player production step holds the game's row lock: the
//! whole `submit` of the last decision owed, from its BEGIN (the lock is its first statement) to
//! its COMMIT, on the service's embedded defaults (a private PostgreSQL cluster).
//!
//! Each sample is a game of its own, with a deadline and two reminders per step, brought by
//! default decisions to the same point (the same seed): round 2's first production step, every
//! seat but the last decided. The target: at most 5 ms.
//!
//! `cargo bench --bench lock`; it prints its figures (no criterion: each sample changes a game
//! for good).

#[path = "support/service.rs"]
mod service;

use missive::db::{games, users};
use missive::games::Game;
use missive::games::wonderful::{Options, Prompt, State, Wonderful};
use missive::play::turn::create::{Invitee, NewGame, create};
use missive::play::{Ctx, Source, table, turn::submit};
use std::time::{Duration, Instant};

// Enough games that the p99 is not simply the slowest one.
const SAMPLES: usize = 200;
const SEATS: usize = 5;

fn main() {
    let service = service::start("lock");
    let ctx = service.ctx.clone();
    let mut conn = service.running.pool.get().unwrap();
    let mut times: Vec<Duration> = (0..SAMPLES)
        .map(|_| {
            let (id, seat, step) = production_with_one_owed(&mut conn, &ctx);
            let state = state_of(&mut conn, id);
            let decision = Wonderful::fallback(&state, seat).unwrap();
            let start = Instant::now();
            let submitted = submit::submit::<Wonderful>(
                &mut conn,
                id,
                seat,
                step,
                &decision,
                Source::Web,
                &ctx,
            )
            .unwrap();
            let took = start.elapsed();
            assert!(submitted.resolved, "the last decision closes the step");
            took
        })
        .collect();
    times.sort();
    let at = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
    println!(
        "the decision closing a {SEATS}-player production step, {SAMPLES} games: lock held p50 {:.2?}, p99 {:.2?}, max {:.2?}",
        at(0.50),
        at(0.99),
        times[times.len() - 1],
    );
    drop(conn);
    service.stop();
}

fn state_of(conn: &mut missive::db::DbConn, id: i64) -> State {
    serde_json::from_value(games::get(conn, id).unwrap().unwrap().state).unwrap()
}

/// A new game at round 2's first production step with every seat but the last decided: the
/// game, the seat that still owes, and the step.
fn production_with_one_owed(conn: &mut missive::db::DbConn, ctx: &Ctx) -> (i64, usize, i32) {
    let players: Vec<Invitee> = (1..=SEATS)
        .map(|i| Invitee {
            email: format!("bot{i}@bench.invalid"),
            name: format!("Bot {i}"),
        })
        .collect();
    for p in &players {
        let user = users::find_or_create(conn, &p.email, &p.name).unwrap();
        users::set_notify(
            conn,
            user.id,
            missive::db::notify_preference::NotifyPreference::None,
        )
        .unwrap();
    }
    let organizer = users::by_email(conn, &players[0].email).unwrap().unwrap();
    let id = create::<Wonderful>(
        conn,
        NewGame {
            organizer_id: organizer.id,
            players,
            options: Options::default(),
            decision_hours: Some(48),
            reminder_hours: vec![24, 2],
            absence_days: 0,
            players_only: false,
            seed: Some(7),
            season: None,
        },
        ctx,
    )
    .unwrap();
    loop {
        let state = state_of(conn, id);
        let step = games::get(conn, id).unwrap().unwrap().step;
        let owing = table::owing::<Wonderful>(conn, id, &state).unwrap();
        let producing = matches!(
            Wonderful::prompts(&state).first(),
            Some((_, Prompt::Produce { .. }))
        );
        let last = match (state.round, producing) {
            (2, true) if !owing.is_empty() => owing.len() - 1,
            _ => owing.len(),
        };
        for &seat in &owing[..last] {
            let decision = Wonderful::fallback(&state, seat).unwrap();
            submit::submit::<Wonderful>(conn, id, seat, step, &decision, Source::Web, ctx).unwrap();
        }
        if last < owing.len() {
            return (id, owing[last], step);
        }
    }
}
