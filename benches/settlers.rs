//! Speed of the Imperial Settlers engine: whole bot games, and the calls the turn service makes on
//! every step (check, resolve, view).

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use missive::games::autoplay;
use missive::games::bots::BotKind;
use missive::games::settlers::{Action, Decision, Options, Phase, Settlers, State};
use missive::games::{Game, Seat};
use std::hint::black_box;

/// Games cycle through this many seeds, so a figure is an average over several deals.
const SEEDS: u64 = 16;

fn game(seed: u64, seats: usize, kind: BotKind) -> State {
    let mut bots: Vec<_> = (0..seats)
        .map(|s| kind.build(seed.wrapping_add(s as u64 + 1)))
        .collect();
    autoplay::with_bots::<Settlers>(seed, &Options::default(), &mut bots, |_, _| {})
}

fn full_games(c: &mut Criterion) {
    for (name, seats, kind) in [
        ("game/4 players/random", 4, BotKind::Random),
        ("game/4 players/heuristic", 4, BotKind::Heuristic),
        ("game/2 players/heuristic", 2, BotKind::Heuristic),
    ] {
        let mut seed = 0;
        c.bench_function(name, |b| {
            b.iter(|| {
                seed = (seed + 1) % SEEDS;
                game(black_box(seed), seats, kind)
            })
        });
    }
}

/// Action turns of a few 4-player heuristic games whose decision is an action (not a pass),
/// with that decision.
fn action_turns() -> Vec<(State, Seat, Decision)> {
    let mut turns = Vec::new();
    for seed in 0..4 {
        let mut bots: Vec<_> = (0..4)
            .map(|s| BotKind::Heuristic.build(seed + s + 1))
            .collect();
        autoplay::with_bots::<Settlers>(
            seed,
            &Options::default(),
            &mut bots,
            |state, decisions| {
                if let (Phase::Action { .. }, [(seat, d @ Decision::Turn(turn))]) =
                    (&state.phase, decisions)
                    && turn.action != Action::Pass
                {
                    turns.push((state.clone(), *seat, d.clone()));
                }
            },
        );
    }
    turns
}

fn step_calls(c: &mut Criterion) {
    let turns = action_turns();
    let mut i = 0;
    c.bench_function("turn/check one action", |b| {
        b.iter(|| {
            i = (i + 1) % turns.len();
            let (state, seat, decision) = &turns[i];
            Settlers::check(black_box(state), *seat, black_box(decision))
        })
    });
    let mut i = 0;
    c.bench_function("turn/resolve one action", |b| {
        b.iter_batched(
            || {
                i = (i + 1) % turns.len();
                turns[i].clone()
            },
            |(mut state, seat, decision)| {
                Settlers::resolve(&mut state, black_box(&[(seat, decision)])).expect("legal");
                state
            },
            BatchSize::SmallInput,
        )
    });
    let mut i = 0;
    c.bench_function("turn/prompt", |b| {
        b.iter(|| {
            i = (i + 1) % turns.len();
            let (state, _, _) = &turns[i];
            Settlers::prompts(black_box(state))
        })
    });
    let mut i = 0;
    c.bench_function("view/one seat", |b| {
        b.iter(|| {
            i = (i + 1) % turns.len();
            let (state, seat, _) = &turns[i];
            Settlers::view(black_box(state), Some(*seat))
        })
    });
}

criterion_group!(benches, full_games, step_calls);
criterion_main!(benches);
