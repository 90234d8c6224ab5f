//! A game of Imperial Settlers' history as each viewer may see it over HTTP: the table after every
//! step and the game page's log, for every seat and a spectator, while the game goes on.

use super::pages::hidden_from;
use super::service::{game_state, play_step};
use crate::support::app::TestApp;
use missive::db::games;
use missive::games::Seat;
use missive::games::settlers::{Event, Settlers, describe};
use missive::play::table::replay;
use std::collections::BTreeSet;

const PLAYERS: [(&str, &str); 3] = [
    ("ann@example.org", "Ann"),
    ("bob@example.org", "Bob"),
    ("cy@example.org", "Cy"),
];

/// The log lines of the steps so far that only another seat may read. A line another seat reads
/// in one step may read the same as one of the viewer's own in another ("You drew Quarry."), so
/// the viewer's lines of every step are set aside.
fn lines_for_others(app: &TestApp, id: i64, viewer: Option<Seat>) -> BTreeSet<String> {
    let names: Vec<String> = PLAYERS.iter().map(|p| p.1.to_string()).collect();
    let steps = missive::db::history::steps_from(&mut app.pool.get().unwrap(), id, 0).unwrap();
    let events: Vec<Vec<Event>> = steps
        .into_iter()
        .map(|step| serde_json::from_value(step.events).unwrap())
        .collect();
    let mine: BTreeSet<String> = events
        .iter()
        .flat_map(|step| describe::lines(step, &names, viewer))
        .map(|l| l.to_string())
        .collect();
    let mut theirs = BTreeSet::new();
    for step in &events {
        for other in (0..PLAYERS.len()).filter(|&s| Some(s) != viewer) {
            for line in describe::lines(step, &names, Some(other)) {
                let line = line.to_string();
                if !mine.contains(&line) {
                    theirs.insert(line);
                }
            }
        }
    }
    theirs
}

#[actix_web::test]
async fn every_page_of_the_history_shows_each_viewer_what_they_knew_and_nothing_more() {
    let app = TestApp::spawn().await;
    let id = app
        .start_game_from("/games/new?game=settlers", &PLAYERS, &[("hours", "0")])
        .await;
    let viewers = app.viewers(&PLAYERS.map(|p| p.0)).await;

    let mut checked = 0;
    let mut told_apart = 0;
    loop {
        let (_, last, status) = game_state(&app, id);
        if status != "active" {
            break;
        }
        let game = games::get(&mut app.pool.get().unwrap(), id)
            .unwrap()
            .unwrap();
        for n in checked..=last {
            let then =
                replay::state_after::<Settlers>(&mut app.pool.get().unwrap(), &game, n).unwrap();
            for (viewer, browser) in &viewers {
                let page = app.page(browser, &format!("/games/{id}/steps/{n}")).await;
                let shown = |card: &missive::games::settlers::cards::CardId| {
                    page.contains(&format!("id=\"card-{}\"", card.0))
                };
                for card in hidden_from(&then, *viewer) {
                    assert!(!shown(&card), "step {n}: {viewer:?} sees {}", card.name());
                }
                if let Some(seat) = viewer {
                    for card in &then.players[*seat].hand {
                        assert!(shown(card), "step {n}: {seat}'s own {}", card.name());
                    }
                }
            }
        }
        // The log, every few steps: what one seat alone was told stays with that seat.
        if last % 8 == 0 {
            for (viewer, browser) in &viewers {
                let page = app.page(browser, &format!("/games/{id}")).await;
                for line in lines_for_others(&app, id, *viewer) {
                    let escaped = line.replace('\'', "&#39;");
                    assert!(
                        !page.contains(&escaped),
                        "the game page at step {last} tells {viewer:?}: {line}"
                    );
                    told_apart += 1;
                }
            }
        }
        checked = last + 1;
        play_step(&app, id);
    }
    let (_, last, status) = game_state(&app, id);
    assert_eq!(status, "finished");
    assert!(last > 60, "a 3-player game of 5 rounds: {last} steps");
    assert!(told_apart > 0, "some lines were for one seat alone");
}
