//! Speed of the It's a Wonderful World engine: whole bot games, and the calls the turn service
//! makes on every step (resolve, check, view).

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use missive::games::autoplay;
use missive::games::bots::BotKind;
use missive::games::wonderful::chart_data;
use missive::games::wonderful::{Decision, Options, Phase, State, Wonderful};
use missive::games::{Game, Seat};
use missive::web::games::wonderful::charts::game_charts;
use std::hint::black_box;

/// Games cycle through this many seeds, so a figure is an average over several deals.
const SEEDS: u64 = 16;

fn game(seed: u64, seats: usize, kind: BotKind) -> State {
    let mut bots: Vec<_> = (0..seats)
        .map(|s| kind.build(seed.wrapping_add(s as u64 + 1)))
        .collect();
    autoplay::with_bots::<Wonderful>(seed, &Options::default(), &mut bots, |_, _| {})
}

fn full_games(c: &mut Criterion) {
    for (name, seats, kind) in [
        ("game/5 players/random", 5, BotKind::Random),
        ("game/5 players/heuristic", 5, BotKind::Heuristic),
        ("game/solo/heuristic", 1, BotKind::Heuristic),
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

/// Every production step of a few 5-player heuristic games, with each seat's heuristic decision
/// (the one the service applies at a deadline).
fn production_steps() -> Vec<(State, Vec<(Seat, Decision)>)> {
    let mut steps = Vec::new();
    for seed in 0..4 {
        let mut bots: Vec<_> = (0..5)
            .map(|s| BotKind::Heuristic.build(seed + s + 1))
            .collect();
        autoplay::with_bots::<Wonderful>(seed, &Options::default(), &mut bots, |state, _| {
            if matches!(state.phase, Phase::Production { .. }) {
                let decisions = (0..state.seats())
                    .map(|seat| (seat, Wonderful::fallback(state, seat).expect("a prompt")))
                    .collect();
                steps.push((state.clone(), decisions));
            }
        });
    }
    steps
}

fn step_calls(c: &mut Criterion) {
    let steps = production_steps();
    let mut i = 0;
    c.bench_function("production step/resolve", |b| {
        b.iter_batched(
            || {
                i = (i + 1) % steps.len();
                steps[i].clone()
            },
            |(mut state, decisions)| {
                Wonderful::resolve(&mut state, black_box(&decisions)).expect("legal");
                state
            },
            BatchSize::SmallInput,
        )
    });

    let mut i = 0;
    c.bench_function("production step/check one decision", |b| {
        b.iter(|| {
            i = (i + 1) % (steps.len() * 5);
            let (state, decisions) = &steps[i / 5];
            let (seat, decision) = &decisions[i % 5];
            Wonderful::check(black_box(state), *seat, black_box(decision))
        })
    });

    let mut i = 0;
    c.bench_function("view/one seat", |b| {
        b.iter(|| {
            i = (i + 1) % (steps.len() * 5);
            let (state, _) = &steps[i / 5];
            Wonderful::view(black_box(state), Some(i % 5))
        })
    });
}

/// One step's decisions.
type Step = Vec<(Seat, Decision)>;

/// What a game page pays for its charts: replaying a finished 5-player game's history into chart
/// data, then drawing the three SVGs.
fn charts_of_a_5_player_game(c: &mut Criterion) {
    let games: Vec<(State, Vec<Step>)> = (0..4)
        .map(|seed| {
            let mut bots: Vec<_> = (0..5)
                .map(|s| BotKind::Heuristic.build(seed + s + 1))
                .collect();
            let mut initial = None;
            let mut steps = Vec::new();
            autoplay::with_bots::<Wonderful>(
                seed,
                &Options::default(),
                &mut bots,
                |state, decisions| {
                    initial.get_or_insert_with(|| state.clone());
                    steps.push(decisions.to_vec());
                },
            );
            (initial.expect("a step"), steps)
        })
        .collect();
    let names: Vec<String> = (1..=5).map(|n| format!("Player {n}")).collect();
    let mut i = 0;
    c.bench_function("charts/5 players/data and SVG", |b| {
        b.iter(|| {
            i = (i + 1) % games.len();
            let (initial, steps) = &games[i];
            let data = chart_data::series(initial.clone(), black_box(steps));
            game_charts(&data, &names, &Default::default())
        })
    });
}

criterion_group!(benches, full_games, step_calls, charts_of_a_5_player_game);
criterion_main!(benches);
