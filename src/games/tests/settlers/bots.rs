//! The bots: the random one reaches every kind of action, the heuristic one clearly beats it.

use missive_games::Game;
use missive_games::autoplay;
use missive_games::bots::{Bot, BotKind};
use missive_games::settlers::{Action, Decision, Options, Settlers};
use std::collections::BTreeSet;

#[test]
fn the_heuristic_bot_clearly_beats_the_random_bot() {
    let mut wins = 0;
    let games = 60;
    for g in 0..games {
        // The heuristic bot sits in seat 0 or 1 in turn.
        let kinds = if g % 2 == 0 {
            [BotKind::Heuristic, BotKind::Random]
        } else {
            [BotKind::Random, BotKind::Heuristic]
        };
        let mut bots: Vec<Box<dyn Bot<Settlers>>> = kinds.iter().map(|k| k.build(g)).collect();
        let state = autoplay::with_bots::<Settlers>(g, &Options::default(), &mut bots, |_, _| {});
        let outcome = Settlers::outcome(&state).unwrap();
        let heuristic_seat = (g % 2) as usize;
        if outcome.winners().any(|s| s == heuristic_seat) {
            wins += 1;
        }
    }
    assert!(
        wins * 100 >= games * 75,
        "the heuristic bot won {wins} of {games}"
    );
}

#[test]
fn the_random_bot_takes_every_kind_of_action() {
    let mut kinds = BTreeSet::new();
    for g in 0..40 {
        let mut bots: Vec<Box<dyn Bot<Settlers>>> =
            (0..3).map(|s| BotKind::Random.build(g * 3 + s)).collect();
        autoplay::with_bots::<Settlers>(g, &Options::default(), &mut bots, |_, decisions| {
            for (_, d) in decisions {
                if let Decision::Turn(turn) = d {
                    kinds.insert(match &turn.action {
                        Action::Build(_) => "build",
                        Action::Deal { .. } => "deal",
                        Action::RazeCard { .. } => "raze a card",
                        Action::Raze { .. } => "raze a Location",
                        Action::Activate { uses, .. } if uses.len() == 2 => "activate twice",
                        Action::Activate { .. } => "activate",
                        Action::SpendWorkers { .. } => "spend workers",
                        Action::Pass => "pass",
                    });
                    if turn.defense.is_some() {
                        kinds.insert("defense token");
                    }
                    if !turn.samurai.is_empty() {
                        kinds.insert("samurai");
                    }
                }
            }
        });
    }
    assert_eq!(kinds.len(), 10, "{kinds:?}");
}
