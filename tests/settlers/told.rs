//! The history and the catch-up emails in words, as each seat and a spectator may read them:
//! the service passes a viewer only the events that are public or theirs, and the game's words
//! speak to that seat alone of what it drew or looked at.

use missive::games::autoplay;
use missive::games::bots::BotKind;
use missive::games::settlers::{Event, Options, Settlers};
use missive::games::{Game, Playable, Seat};
use missive::play::step_lines::{step_lines, visible};

/// Every step's events of a 3-player bot game.
fn steps_of_a_game(seed: u64, options: &Options) -> Vec<Vec<Event>> {
    let mut bots: Vec<_> = (0..3).map(|s| BotKind::Heuristic.build(s + seed)).collect();
    let mut steps = Vec::new();
    autoplay::with_bots::<Settlers>(seed, options, &mut bots, |state, decisions| {
        let mut after = state.clone();
        steps.push(Settlers::resolve(&mut after, decisions).unwrap());
    });
    steps
}

#[test]
fn each_viewer_is_told_what_is_public_and_what_is_their_own_only() {
    let names: Vec<String> = ["Ann", "Bob", "Cy"].map(String::from).to_vec();
    let alternate = Options {
        alternate_lookout: true,
        ..Options::default()
    };
    let mut private_seen = 0;
    for (seed, options) in [(3, Options::default()), (4, alternate)] {
        for events in steps_of_a_game(seed, &options) {
            for viewer in [None, Some(0), Some(1), Some(2)] {
                let shown = visible::<Settlers>(&events, viewer);
                let expected: Vec<&Event> = events
                    .iter()
                    .filter(|e| match Settlers::audience(e) {
                        None => true,
                        Some(seat) => Some(seat) == viewer,
                    })
                    .collect();
                assert_eq!(shown.iter().collect::<Vec<_>>(), expected);
                private_seen += shown
                    .iter()
                    .filter(|e| Settlers::audience(e).is_some())
                    .count();
                let lines = step_lines::<Settlers>(&events, &names, viewer);
                let told: Vec<String> = lines
                    .own
                    .iter()
                    .chain(&lines.opening)
                    .map(|l| l.to_string())
                    .collect();
                let draws = |seat: Option<Seat>| {
                    events
                        .iter()
                        .filter(|e| matches!(e, Event::Drew { seat: s, .. } if Some(*s) == seat))
                        .count()
                };
                let you_drew = told.iter().filter(|l| l.contains("You drew")).count();
                assert_eq!(
                    you_drew,
                    draws(viewer),
                    "{viewer:?} is told of its own draws only: {told:?}"
                );
            }
        }
    }
    assert!(private_seen > 0, "the games had private events to hide");
}

#[test]
fn the_history_is_headed_by_round_and_step() {
    let mut bots: Vec<_> = (0..2).map(|s| BotKind::Random.build(s)).collect();
    let mut headings = Vec::new();
    let end = autoplay::with_bots::<Settlers>(9, &Options::default(), &mut bots, |state, _| {
        headings.push(Settlers::heading(state));
    });
    assert_eq!(headings[0].chapter.to_string(), "Round 1 of 5");
    assert_eq!(
        headings[0].step.as_ref().map(|s| s.to_string()).as_deref(),
        Some("Lookout, draft 1, pick 1 of 2")
    );
    assert!(
        headings
            .iter()
            .any(|h| h.chapter.to_string() == "Round 5 of 5")
    );
    assert_eq!(Settlers::heading(&end).to_string(), "Game over");
}
