//! A game's history as each viewer may see it: the game page, its log and the table after every
//! step, for every seat and for a spectator, while the game goes on and once it is over.

use crate::support;

use missive::db::games;
use missive::games::wonderful::{State, Wonderful};
use missive::games::{Game, Seat};
use missive::play::{Playable, table::replay};
use reqwest::StatusCode;
use std::collections::BTreeSet;
use support::app::TestApp;
use support::bots::{game_state, play};

const PLAYERS: [(&str, &str); 5] = [
    ("ann@example.org", "Ann"),
    ("bob@example.org", "Bob"),
    ("cy@example.org", "Cy"),
    ("dee@example.org", "Dee"),
    ("eve@example.org", "Eve"),
];

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

/// Submits heuristic decisions until the game's step moves on (or it ends).
fn play_step(app: &TestApp, id: i64) {
    let (_, before, _) = game_state(app, id);
    play(app, id, |_| game_state(app, id).1 != before);
}

/// Checks one page as `viewer` against what that viewer may know in `state`: no card only in a
/// hand they may not see; and, where the page shows the table (`table`), for a seat, every card
/// of their own hand.
///
/// Pages name cards, and a design has several copies: a name already revealed in public (a
/// card drafted, built or recycled by anyone) may rightly appear in the log while another copy
/// of it sits in a hidden hand. `public` holds those names; they cannot count as a leak.
fn check_page(
    page: &str,
    state: &State,
    viewer: Option<Seat>,
    table: bool,
    public: &BTreeSet<&str>,
    what: &str,
) {
    let (known, hidden) = known_and_hidden(state, viewer);
    let leaked = shown(page, hidden.difference(public).copied());
    assert!(
        leaked.is_empty(),
        "{what}, viewer {viewer:?} sees {leaked:?}"
    );
    if let (Some(seat), true) = (viewer, table) {
        for card in &state.players[seat].hand {
            assert!(known.contains(card.name()));
            assert!(
                !shown(page, [card.name()]).is_empty(),
                "{what}, viewer {viewer:?}: own hand lacks {}",
                card.name()
            );
        }
    }
}

#[actix_web::test]
async fn every_page_of_the_history_shows_each_viewer_what_they_knew_and_nothing_more() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "0").await;
    let viewers = app.viewers(&PLAYERS.map(|p| p.0)).await;
    let spectator = &viewers.last().expect("a spectator").1;

    // The whole game, a step at a time: after each, the new step pages and the game page with
    // its log, as every seat and a spectator see them while the game goes on.
    let mut checked = 0;
    let mut public = BTreeSet::new();
    loop {
        let (state, last, status) = game_state(&app, id);
        let game = games::get(&mut app.pool.get().unwrap(), id)
            .unwrap()
            .unwrap();
        if status != "active" {
            break;
        }
        for n in checked..=last {
            let then =
                replay::state_after::<Wonderful>(&mut app.pool.get().unwrap(), &game, n).unwrap();
            public.extend(known_and_hidden(&then, None).0);
            for (viewer, browser) in &viewers {
                let page = app.page(browser, &format!("/games/{id}/steps/{n}")).await;
                let heading = match n {
                    0 => "Before the first step".to_string(),
                    n => format!("Step {n} of {last} · "),
                };
                assert!(page.contains(&heading), "step {n}: {page}");
                check_page(&page, &then, *viewer, true, &public, &format!("step {n}"));
            }
        }
        for (viewer, browser) in &viewers {
            let page = app.page(browser, &format!("/games/{id}")).await;
            if last > 0 {
                assert!(page.contains("The game, round by round"), "{page}");
            }
            check_page(
                &page,
                &state,
                *viewer,
                false,
                &public,
                &format!("game page at step {last}"),
            );
        }
        checked = last + 1;
        play_step(&app, id);
    }
    let (_, last, status) = game_state(&app, id);
    assert_eq!(status, "finished");
    assert!(last >= 52, "a 5-player game of 4 rounds: {last} steps");

    // Once the game is over, every hand at every step is shown to everyone, the spectator
    // included.
    let game = games::get(&mut app.pool.get().unwrap(), id)
        .unwrap()
        .unwrap();
    for n in 0..=last {
        let then =
            replay::state_after::<Wonderful>(&mut app.pool.get().unwrap(), &game, n).unwrap();
        let page = app.page(spectator, &format!("/games/{id}/steps/{n}")).await;
        for p in &then.players {
            for card in &p.hand {
                assert!(
                    !shown(&page, [card.name()]).is_empty(),
                    "step {n}: {} of a hand",
                    card.name()
                );
            }
        }
    }
    let page = app.page(spectator, &format!("/games/{id}")).await;
    for round in 1..=4 {
        assert!(page.contains(&format!("<h3>Round {round}</h3>")), "{page}");
    }
    // Each step of the log is headed by the phase it opened in: "Draft, pick 3 of 7".
    for n in 0..last {
        let then =
            replay::state_after::<Wonderful>(&mut app.pool.get().unwrap(), &game, n).unwrap();
        let phase = <Wonderful as Playable>::heading(&then).to_string();
        let (_, detail) = phase.split_once(" · ").expect("a round and a detail");
        let heading = format!("<a href=\"/games/{id}/steps/{}\">{detail}</a>", n + 1);
        assert!(page.contains(&heading), "step {n}: {heading}");
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
    use missive::play::turn::create::{Invitee, NewGame, create};
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
            season: None,
        };
        let mut ctx = app.ctx();
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
    let second = app.page(&stranger, &next_page(&first)).await;
    assert_eq!(second.matches("<li><a href=\"/games/").count(), 1);
    assert!(second.contains(&format!("/games/{}\"", open[0])));
    assert!(!second.contains("rel=\"next\""));
    assert!(second.contains("href=\"/games?status=\" rel=\"first\""));
    // A damaged page link is refused with the way back.
    assert_eq!(
        app.status(&stranger, "/games?after=yesterday").await,
        StatusCode::BAD_REQUEST
    );
    // The organizer sees their players-only game too; a player's page lists their games.
    let ann = app.browser();
    app.sign_in(&ann, PLAYERS[0].0).await;
    // Ann plays in all 22: the oldest, players-only one is on the second page.
    let mine = app
        .page(&ann, &format!("/games?player={}", organizer.id))
        .await;
    let mine = app.page(&ann, &next_page(&mine)).await;
    assert!(mine.contains(&format!("/games/{closed}\"")));
    assert_eq!(
        app.status(&stranger, "/games?status=lost").await,
        StatusCode::BAD_REQUEST
    );
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
    // Someone with no game a visitor may see has no page for that visitor: account names are
    // not listed one id at a time. Their own page they can see.
    let nobody = app.browser();
    app.sign_in(&nobody, "nobody@example.org").await;
    let id = missive::db::users::by_email(&mut app.pool.get().unwrap(), "nobody@example.org")
        .unwrap()
        .unwrap()
        .id;
    let their_page = format!("/players/{id}");
    assert_eq!(app.status(&nobody, &their_page).await, StatusCode::OK);
    assert_eq!(
        app.status(&stranger, &their_page).await,
        StatusCode::NOT_FOUND
    );
}

/// The link to a page's next page, as a browser follows it.
fn next_page(page: &str) -> String {
    let end = page.find("\" rel=\"next\"").expect("a next page");
    let start = page[..end].rfind("href=\"").unwrap() + "href=\"".len();
    crate::support::html_forms::unescape(&page[start..end])
}

#[actix_web::test]
async fn a_home_page_lists_the_last_ended_games_and_the_players_page_has_them_all() {
    let app = TestApp::spawn().await;
    let players = &PLAYERS[..2];
    let ended: Vec<i64> = (0..12)
        .map(|_| {
            let id = support::games::create_wonderful(&app, players);
            games::abandon(&mut app.pool.get().unwrap(), id, app.now()).unwrap();
            id
        })
        .collect();
    let running = support::games::create_wonderful(&app, players);
    app.settle();
    // The seats keep whether their game runs, which the running games are read by.
    let running_seats: Vec<i64> = {
        use diesel::prelude::*;
        use missive::db::schema::seats;
        seats::table
            .filter(seats::running)
            .select(seats::game_id)
            .load(&mut app.pool.get().unwrap())
            .unwrap()
    };
    assert_eq!(running_seats, vec![running; 2]);
    let ann = app.browser();
    app.sign_in(&ann, PLAYERS[0].0).await;
    let home = app.page(&ann, "/").await;
    let listed = |page: &str, id: i64| page.contains(&format!("href=\"/games/{id}\""));
    assert!(
        home.contains(&format!("action=\"/games/{running}/open\"")),
        "{home}"
    );
    // The ten that ended last (all at once: the newest first), not the two before them.
    for (i, id) in ended.iter().enumerate() {
        assert_eq!(listed(&home, *id), i >= 2, "game {id}: {home}");
    }
    let ann_id = missive::db::users::by_email(&mut app.pool.get().unwrap(), PLAYERS[0].0)
        .unwrap()
        .unwrap()
        .id;
    let link = format!("/players/{ann_id}");
    assert!(home.contains(&format!("href=\"{link}\"")), "{home}");
    let all = app.page(&ann, &link).await;
    for id in ended.iter().chain([&running]) {
        assert!(listed(&all, *id), "game {id}: {all}");
    }
    // A player with fewer ended games has them all on the home page, and no such link.
    let cyd_game = support::games::create_wonderful(&app, &[PLAYERS[2], PLAYERS[3]]);
    games::abandon(&mut app.pool.get().unwrap(), cyd_game, app.now()).unwrap();
    let cyd = app.browser();
    app.sign_in(&cyd, PLAYERS[2].0).await;
    let home = app.page(&cyd, "/").await;
    assert!(listed(&home, cyd_game), "{home}");
    assert!(!home.contains("All your games"), "{home}");
}
