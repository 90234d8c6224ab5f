//! A game's history is kept as it is played: the state every few steps, so that a step page
//! replays a few steps rather than the whole game; and, once the game is over, the figures its
//! page derives from the whole history, computed once. Its pages then carry a validator, and a
//! browser holding one gets 304 Not Modified.

use crate::support;

use diesel::prelude::*;
use missive::db::schema::{finished_histories, snapshots};
use missive::db::{games, history};
use missive::games::Game;
use missive::games::wonderful::Wonderful;
use missive::play::table::replay::{self, SNAPSHOT_EVERY};
use reqwest::StatusCode;
use support::app::TestApp;
use support::bots::{game_state, play};

const PLAYERS: [(&str, &str); 3] = [
    ("ann@example.org", "Ann"),
    ("bob@example.org", "Bob"),
    ("cy@example.org", "Cy"),
];

#[actix_web::test]
async fn every_step_replayed_from_a_kept_state_is_the_step_replayed_from_the_setup() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "0").await;
    play(&app, id, |_| false);
    let (end, last, status) = game_state(&app, id);
    assert_eq!(status, "finished");
    let mut conn = app.pool.get().unwrap();
    let game = games::get(&mut conn, id).unwrap().unwrap();

    let kept: Vec<i32> = snapshots::table
        .filter(snapshots::game_id.eq(id))
        .order(snapshots::steps)
        .select(snapshots::steps)
        .load(&mut conn)
        .unwrap();
    let every: Vec<i32> = (1..=last / SNAPSHOT_EVERY)
        .map(|k| k * SNAPSHOT_EVERY)
        .collect();
    assert_eq!(kept, every);

    // The whole game replayed from its setup, step by step, beside what the pages use.
    let submissions = history::all_submissions(&mut conn, id).unwrap();
    let (mut state, steps) = replay::history::<Wonderful>(&game, 3, &submissions).unwrap();
    assert_eq!(steps.len() as i32, last);
    for n in 0..=last {
        let (before, after) = replay::states_around::<Wonderful>(&mut conn, &game, n).unwrap();
        assert_eq!(after, state, "after {n} steps");
        if n > 0 {
            assert!(before.is_some(), "a state before step {n}");
        }
        if let Some(decisions) = steps.get(n as usize) {
            Wonderful::resolve(&mut state, decisions).unwrap();
        }
    }
    assert_eq!(state, end);
}

/// How many times game `id`'s history has been derived and kept (0 or 1).
pub(crate) fn derived_histories(app: &TestApp, id: i64) -> i64 {
    finished_histories::table
        .filter(finished_histories::game_id.eq(id))
        .count()
        .get_result(&mut app.pool.get().unwrap())
        .unwrap()
}

/// A GET of `path` with If-None-Match set to `tag`.
async fn revalidate(app: &TestApp, path: &str, tag: &str) -> reqwest::Response {
    app.browser()
        .get(app.url(path))
        .header("If-None-Match", tag)
        .send()
        .await
        .unwrap()
}

#[actix_web::test]
async fn a_finished_games_pages_are_derived_once_and_carry_a_validator() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "0").await;
    let spectator = app.browser();

    // While the game goes on, its page changes: no validator.
    let r = spectator
        .get(app.url(&format!("/games/{id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.headers().get("etag").is_none());
    play(&app, id, |_| false);
    let kept = |app: &TestApp| derived_histories(app, id);
    assert_eq!(kept(&app), 0);

    // The first view replays the game and keeps what it derived; the next one draws the same
    // page from what was kept.
    let page = format!("/games/{id}");
    let first = spectator.get(app.url(&page)).send().await.unwrap();
    assert_eq!(first.status(), StatusCode::OK);
    let tag = first.headers()["etag"].to_str().unwrap().to_string();
    assert_eq!(first.headers()["cache-control"], "private, no-cache");
    let first = first.text().await.unwrap();
    assert!(first.contains("Victory points by round"), "{first}");
    assert_eq!(kept(&app), 1);
    let again = spectator.get(app.url(&page)).send().await.unwrap();
    assert_eq!(again.headers()["etag"].to_str().unwrap(), tag);
    assert_eq!(again.text().await.unwrap(), first);

    // A browser that holds the page is told it has not changed, without the page.
    let r = revalidate(&app, &page, &tag).await;
    assert_eq!(r.status(), StatusCode::NOT_MODIFIED);
    assert_eq!(r.headers()["etag"].to_str().unwrap(), tag);
    assert!(r.text().await.unwrap().is_empty());
    let r = revalidate(&app, &page, "\"an older page\"").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.text().await.unwrap(), first);

    // So are the step pages.
    let step = format!("/games/{id}/steps/9");
    let r = spectator.get(app.url(&step)).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let tag = r.headers()["etag"].to_str().unwrap().to_string();
    assert_eq!(
        revalidate(&app, &step, &tag).await.status(),
        StatusCode::NOT_MODIFIED
    );
}
