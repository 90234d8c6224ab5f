//! A game's history as each viewer may see it: the game page, its log and the table after every
//! step, for every seat and for a spectator, while the game goes on and once it is over.

mod support;

use missive::db::games;
use missive::games::wonderful::bots::heuristic;
use missive::games::wonderful::{State, Wonderful};
use missive::games::{Game, Seat};
use missive::play::{Ctx, Source, replay, submit};
use reqwest::StatusCode;
use std::collections::BTreeSet;
use support::app::TestApp;

const PLAYERS: [(&str, &str); 5] = [
    ("ann@example.org", "Ann"),
    ("bob@example.org", "Bob"),
    ("cy@example.org", "Cy"),
    ("dee@example.org", "Dee"),
    ("eve@example.org", "Eve"),
];

fn ctx(app: &TestApp) -> Ctx {
    Ctx {
        base_url: app.base.clone(),
        mail_domain: "127.0.0.1".into(),
        now: app.now(),
    }
}

fn game_state(app: &TestApp, id: i64) -> (State, i32, String) {
    let mut conn = app.pool.get().unwrap();
    let game = games::get(&mut conn, id).unwrap().unwrap();
    (
        serde_json::from_value(game.state).unwrap(),
        game.step,
        game.status,
    )
}

/// Plays heuristic decisions for every seat until `until` says stop or the game ends.
fn play(app: &TestApp, id: i64, until: impl Fn(&State) -> bool) {
    loop {
        let (state, step, status) = game_state(app, id);
        if status != "active" || until(&state) {
            return;
        }
        // One decision at a time: the last one owed resolves the step.
        let mut conn = app.pool.get().unwrap();
        let seat = missive::play::resolve::owing::<Wonderful>(&mut conn, id, &state).unwrap()[0];
        let prompt = Wonderful::prompts(&state)
            .into_iter()
            .find(|(s, _)| *s == seat)
            .unwrap()
            .1;
        let decision = heuristic::decide(&state, seat, &prompt);
        submit::submit::<Wonderful>(&mut conn, id, seat, step, &decision, Source::Web, &ctx(app))
            .unwrap();
    }
}

/// Card names shown in `page`, among `names`.
fn shown<'a>(page: &str, names: impl IntoIterator<Item = &'a str>) -> Vec<&'a str> {
    names
        .into_iter()
        .filter(|n| page.contains(n) || page.contains(&n.replace('\'', "&#39;")))
        .collect()
}

/// The names of the cards `viewer` may see in `state`, and those only in hands they may not.
fn known_and_hidden(
    state: &State,
    viewer: Option<Seat>,
) -> (BTreeSet<&'static str>, BTreeSet<&'static str>) {
    let view = Wonderful::view(state, viewer);
    let mut known = BTreeSet::new();
    for p in &view.players {
        let cards = p.hand.iter().flatten().chain(&p.drafted).chain(&p.built);
        known.extend(cards.map(|c| c.name()));
        known.extend(p.construction.iter().map(|s| s.card.name()));
    }
    let hidden = state
        .players
        .iter()
        .enumerate()
        .filter(|(s, _)| Some(*s) != viewer)
        .flat_map(|(_, p)| p.hand.iter().map(|c| c.name()))
        .filter(|n| !known.contains(n))
        .collect();
    (known, hidden)
}

#[actix_web::test]
async fn every_page_of_the_history_shows_each_viewer_what_they_knew_and_nothing_more() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "0").await;
    let mut browsers = Vec::new();
    for (email, _) in PLAYERS {
        let browser = app.browser();
        app.sign_in(&browser, email).await;
        browsers.push(browser);
    }
    let spectator = app.browser();
    // Into round 2's Planning: drafts, plans and productions of round 1 are history.
    play(&app, id, |s| {
        s.round == 2 && matches!(s.phase, missive::games::wonderful::Phase::Planning)
    });
    let (_, last, _) = game_state(&app, id);
    assert!(last > 15, "{last} steps");
    let game = games::get(&mut app.pool.get().unwrap(), id)
        .unwrap()
        .unwrap();
    for n in 0..=last {
        let state =
            replay::state_after::<Wonderful>(&mut app.pool.get().unwrap(), &game, n).unwrap();
        for (viewer, browser) in browsers
            .iter()
            .enumerate()
            .map(|(s, b)| (Some(s), b))
            .chain([(None, &spectator)])
        {
            let page = app.page(browser, &format!("/games/{id}/steps/{n}")).await;
            assert!(
                page.contains(&format!("After step {n} of {last}")),
                "step {n}: {page}"
            );
            let (known, hidden) = known_and_hidden(&state, viewer);
            let leaked = shown(&page, hidden.iter().copied());
            assert!(
                leaked.is_empty(),
                "step {n}, viewer {viewer:?} sees {leaked:?}"
            );
            if let Some(seat) = viewer {
                for card in &state.players[seat].hand {
                    assert!(known.contains(card.name()));
                    assert!(
                        !shown(&page, [card.name()]).is_empty(),
                        "step {n}: own hand"
                    );
                }
            }
        }
    }
    // The game page and its log, as each viewer, now.
    let (state, _, _) = game_state(&app, id);
    for (viewer, browser) in browsers
        .iter()
        .enumerate()
        .map(|(s, b)| (Some(s), b))
        .chain([(None, &spectator)])
    {
        let page = app.page(browser, &format!("/games/{id}")).await;
        assert!(page.contains("The game, step by step"));
        let (_, hidden) = known_and_hidden(&state, viewer);
        let leaked = shown(&page, hidden.iter().copied());
        assert!(
            leaked.is_empty(),
            "game page, viewer {viewer:?} sees {leaked:?}"
        );
    }

    // Once the game is over, every hand is shown to everyone, the spectator included.
    play(&app, id, |_| false);
    let (_, last, status) = game_state(&app, id);
    assert_eq!(status, "finished");
    let early = replay::state_after::<Wonderful>(
        &mut app.pool.get().unwrap(),
        &games::get(&mut app.pool.get().unwrap(), id)
            .unwrap()
            .unwrap(),
        1,
    )
    .unwrap();
    let page = app.page(&spectator, &format!("/games/{id}/steps/1")).await;
    for p in &early.players {
        for card in &p.hand {
            assert!(
                !shown(&page, [card.name()]).is_empty(),
                "{} of a hand",
                card.name()
            );
        }
    }
    let r = spectator
        .get(app.url(&format!("/games/{id}/steps/{}", last + 1)))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn a_players_only_game_is_closed_to_everyone_else() {
    let app = TestApp::spawn().await;
    let id = app
        .start_game_with(
            &PLAYERS[..2],
            &[("side", "A"), ("hours", "0"), ("visibility", "players")],
        )
        .await;
    let bob = app.browser();
    app.sign_in(&bob, PLAYERS[1].0).await;
    assert_eq!(
        bob.get(app.url(&format!("/games/{id}")))
            .send()
            .await
            .unwrap()
            .status(),
        200
    );
    assert_eq!(
        bob.get(app.url(&format!("/games/{id}/steps/0")))
            .send()
            .await
            .unwrap()
            .status(),
        200
    );
    let stranger = app.browser();
    for path in [format!("/games/{id}"), format!("/games/{id}/steps/0")] {
        let r = stranger.get(app.url(&path)).send().await.unwrap();
        assert_eq!(r.status(), StatusCode::FORBIDDEN, "{path}");
        assert!(r.text().await.unwrap().contains("open to its players only"));
    }
    let eve = app.browser();
    app.sign_in(&eve, PLAYERS[4].0).await;
    let r = eve
        .get(app.url(&format!("/games/{id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    // A public game is open to anyone.
    let open = app.start_game(&PLAYERS[..2], "A", "0").await;
    assert_eq!(
        stranger
            .get(app.url(&format!("/games/{open}")))
            .send()
            .await
            .unwrap()
            .status(),
        200
    );
}

#[actix_web::test]
async fn the_archive_lists_what_the_visitor_may_see_a_page_at_a_time() {
    use missive::games::wonderful::Options;
    use missive::play::create::{Invitee, NewGame, create};
    let app = TestApp::spawn().await;
    let closed = app
        .start_game_with(
            &PLAYERS[..2],
            &[("side", "A"), ("hours", "0"), ("visibility", "players")],
        )
        .await;
    let organizer = missive::db::users::by_email(&mut app.pool.get().unwrap(), PLAYERS[0].0)
        .unwrap()
        .unwrap();
    let mut open = Vec::new();
    for i in 0..21 {
        let new = NewGame::<Wonderful> {
            organizer_id: organizer.id,
            players: vec![
                Invitee {
                    email: PLAYERS[0].0.into(),
                    name: "Ann".into(),
                },
                Invitee {
                    email: format!("p{i}@example.org"),
                    name: format!("P{i}"),
                },
            ],
            options: Options::default(),
            decision_hours: None,
            reminder_hours: vec![],
            absence_days: 14,
            players_only: false,
            seed: Some(i),
        };
        let mut ctx = ctx(&app);
        ctx.now += chrono::Duration::seconds(i as i64);
        open.push(create(&mut app.pool.get().unwrap(), new, &ctx).unwrap());
    }
    let stranger = app.browser();
    let first = app.page(&stranger, "/games").await;
    assert_eq!(first.matches("<li><a href=\"/games/").count(), 20);
    assert!(
        first.contains(&format!("/games/{}\"", open[20])),
        "newest first"
    );
    assert!(
        !first.contains(&format!("/games/{closed}\"")),
        "players only"
    );
    let second = app.page(&stranger, "/games?status=&page=2").await;
    assert_eq!(second.matches("<li><a href=\"/games/").count(), 1);
    assert!(second.contains(&format!("/games/{}\"", open[0])));
    assert!(first.contains("rel=\"next\"") && !second.contains("rel=\"next\""));
    // The organizer sees their players-only game too; a player's page lists their games.
    let ann = app.browser();
    app.sign_in(&ann, PLAYERS[0].0).await;
    // Ann plays in all 22: the oldest, players-only one is on the second page.
    let mine = app
        .page(&ann, &format!("/games?player={}&page=2", organizer.id))
        .await;
    assert!(mine.contains(&format!("/games/{closed}\"")));
    let r = stranger
        .get(app.url("/games?status=lost"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        app.page(&stranger, "/games?status=finished")
            .await
            .matches("<li><a href=\"/games/")
            .count(),
        0
    );
    // A finished game shows its winner and, on a player's page, their result.
    play(&app, open[3], |_| false);
    let finished = app.page(&stranger, "/games?status=finished").await;
    assert!(finished.contains("won by"), "{finished}");
    let p3 = missive::db::users::by_email(&mut app.pool.get().unwrap(), "p3@example.org")
        .unwrap()
        .unwrap();
    let page = app.page(&stranger, &format!("/players/{}", p3.id)).await;
    assert!(page.contains("<h1>P3</h1>"));
    assert!(page.contains("VP"), "{page}");
    assert!(
        !page.contains("p3@example.org"),
        "no email address on public pages"
    );
}
