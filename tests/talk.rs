//! Table talk from the pages: who may write where, what is refused, hiding, and who may read.

use crate::support::app::{TestApp, hidden};
use chrono::Duration;
use diesel::prelude::*;
use missive::db::schema::messages;
use missive::play::talk::{MAX_CHARS, PER_HOUR};
use reqwest::StatusCode;

const PLAYERS: [(&str, &str); 4] = [
    ("ann@example.org", "Ann"),
    ("bob@example.org", "Bob"),
    ("cyd@example.org", "Cyd"),
    ("eve@example.org", "Eve"),
];

async fn signed_in(app: &TestApp, email: &str) -> reqwest::Client {
    let browser = app.browser();
    app.sign_in(&browser, email).await;
    browser
}

/// Posts `message` from the game page; the response.
async fn post_on_game(
    app: &TestApp,
    browser: &reqwest::Client,
    id: i64,
    message: &str,
) -> reqwest::Response {
    let game = format!("/games/{id}");
    app.submit(
        browser,
        &game,
        &format!("{game}/talk"),
        &[("message", message)],
    )
    .await
}

/// Posts `message` from a seat's page (its link is the key).
async fn post_on_seat(app: &TestApp, seat_link: &str, message: &str) -> reqwest::Response {
    app.browser()
        .post(app.url(&format!("{seat_link}/talk")))
        .form(&[("message", message)])
        .send()
        .await
        .unwrap()
}

/// The path of a player's seat page, from their invitation.
fn seat_path(app: &TestApp, id: i64, email: &str) -> String {
    app.invitation_link(id, email)
        .trim_start_matches(&app.base)
        .to_string()
}

#[actix_web::test]
async fn players_write_from_the_game_page_and_from_their_seat_and_read_in_order() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS[..3], "A", "48").await;
    let ann = signed_in(&app, PLAYERS[0].0).await;
    let r = post_on_game(&app, &ann, id, "Good luck, all!").await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let bob_seat = seat_path(&app, id, PLAYERS[1].0);
    // Bob's seat page shows the table's talk, with a form of its own.
    let page = app.page(&app.browser(), &bob_seat).await;
    assert!(page.contains("Good luck, all!"));
    assert!(page.contains(&format!("action=\"{bob_seat}/talk\"")));
    let r = post_on_seat(&app, &bob_seat, "Thanks,\nyou too.").await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(r.headers()["location"], format!("{bob_seat}/talk").as_str());
    let talk = app.page(&app.browser(), &format!("{bob_seat}/talk")).await;
    let first = talk.find("Good luck, all!").expect("Ann's message");
    let second = talk
        .find("Thanks,\nyou too.")
        .expect("Bob's message, lines kept");
    assert!(first < second, "oldest first");
    assert_eq!(
        app.table_talk(id),
        vec!["Good luck, all!", "Thanks,\nyou too."]
    );

    // A public game's talk is read by anyone; only its players and organizers write.
    let stranger = app.browser();
    let page = app.page(&stranger, &format!("/games/{id}")).await;
    assert!(page.contains("Good luck, all!") && page.contains("Thanks,"));
    assert!(
        !page.contains("name=\"message\""),
        "no form for a spectator"
    );
    let eve = signed_in(&app, PLAYERS[3].0).await;
    let before = app.fingerprint();
    let csrf = hidden(&app.page(&eve, "/account").await, "csrf").unwrap();
    let r = eve
        .post(app.url(&format!("/games/{id}/talk")))
        .form(&[("csrf", csrf.as_str()), ("message", "let me in")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    assert_eq!(app.fingerprint(), before);
}

#[actix_web::test]
async fn a_message_that_is_refused_comes_back_with_the_reason_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS[..3], "A", "48").await;
    let ann = signed_in(&app, PLAYERS[0].0).await;
    let bob_seat = seat_path(&app, id, PLAYERS[1].0);
    let too_long = "x".repeat(MAX_CHARS + 1);
    let refusals = [
        ("   ", "empty"),
        ("ring \u{7} ring", "control character"),
        (too_long.as_str(), "characters long"),
    ];
    let before = app.fingerprint();
    for (message, reason) in refusals {
        for r in [
            post_on_game(&app, &ann, id, message).await,
            post_on_seat(&app, &bob_seat, message).await,
        ] {
            assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{reason}");
            let page = r.text().await.unwrap();
            assert!(page.contains(reason), "{reason}: {page}");
            // A control character is refused with any form, before it is read.
            if reason != "control character" {
                assert!(page.contains("name=\"message\""), "the form again");
            }
            if message.trim().len() > 3 && reason != "control character" {
                assert!(page.contains(&message[..3]), "what was typed is kept");
            }
        }
    }
    assert_eq!(app.fingerprint(), before, "nothing changed");

    // A limit per hour, across games; the next hour writes again.
    for n in 0..PER_HOUR {
        let r = post_on_seat(&app, &bob_seat, &format!("message {n}")).await;
        assert_eq!(r.status(), StatusCode::SEE_OTHER);
    }
    let r = post_on_seat(&app, &bob_seat, "one too many").await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.text().await.unwrap().contains("in the last hour"));
    app.advance(Duration::minutes(61));
    let r = post_on_seat(&app, &bob_seat, "one too many").await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
}

#[actix_web::test]
async fn the_organizer_hides_a_message_and_nobody_else_may() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS[..3], "A", "48").await;
    let bob = signed_in(&app, PLAYERS[1].0).await;
    let r = post_on_game(&app, &bob, id, "something rude").await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let message: i64 = {
        let mut conn = app.pool.get().unwrap();
        messages::table
            .select(messages::id)
            .first(&mut conn)
            .unwrap()
    };
    let hide = format!("/games/{id}/talk/{message}/hide");
    let cyd = signed_in(&app, PLAYERS[2].0).await;
    let page = app.page(&cyd, &format!("/games/{id}")).await;
    assert!(!page.contains(&hide), "no hide button for a player");
    let before = app.fingerprint();
    let r = app.submit(&cyd, &format!("/games/{id}"), &hide, &[]).await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    assert_eq!(app.fingerprint(), before);

    let ann = signed_in(&app, PLAYERS[0].0).await;
    let page = app.page(&ann, &format!("/games/{id}")).await;
    assert!(page.contains(&hide), "a hide button for the organizer");
    let r = app.submit(&ann, &format!("/games/{id}"), &hide, &[]).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    for viewer in [&ann, &cyd, &app.browser()] {
        let page = app.page(viewer, &format!("/games/{id}")).await;
        assert!(!page.contains("something rude"));
        assert!(page.contains("This message was hidden by the game’s organizer."));
    }
    // A message of another game is not this game's to hide.
    let other = app.start_game(&PLAYERS[..3], "A", "48").await;
    let r = app
        .submit(
            &ann,
            &format!("/games/{other}"),
            &format!("/games/{other}/talk/{message}/hide"),
            &[],
        )
        .await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn talk_in_a_players_only_game_is_never_shown_to_a_stranger() {
    let app = TestApp::spawn().await;
    let id = app
        .start_game_with(
            &PLAYERS[..3],
            &[("side", "A"), ("hours", "0"), ("visibility", "players")],
        )
        .await;
    let ann = signed_in(&app, PLAYERS[0].0).await;
    let secret = "our secret plan: zeppelins";
    let r = post_on_game(&app, &ann, id, secret).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let bob = signed_in(&app, PLAYERS[1].0).await;
    assert!(
        app.page(&bob, &format!("/games/{id}"))
            .await
            .contains(secret)
    );
    // Let the game move on a little, so that there are step pages to look at.
    crate::support::bots::play_with::<missive::games::wonderful::Wonderful>(
        &app,
        id,
        |_, step| step >= 3,
        |state, seat, prompt| {
            missive::games::wonderful::bots::heuristic::decide(state, seat, prompt).unwrap()
        },
    );
    let ann_id = {
        let mut conn = app.pool.get().unwrap();
        missive::db::users::by_email(&mut conn, PLAYERS[0].0)
            .unwrap()
            .unwrap()
            .id
    };
    let mut paths = vec![
        "/".to_string(),
        "/games".to_string(),
        format!("/players/{ann_id}"),
        format!("/games/{id}"),
        format!("/games/{id}/record.json"),
        "/leagues".to_string(),
    ];
    paths.extend((0..=3).map(|n| format!("/games/{id}/steps/{n}")));
    let eve = signed_in(&app, PLAYERS[3].0).await;
    for stranger in [&eve, &app.browser()] {
        for path in &paths {
            let r = stranger.get(app.url(path)).send().await.unwrap();
            let status = r.status();
            let body = r.text().await.unwrap();
            assert!(
                !body.contains("zeppelins"),
                "{path} ({status}) shows the talk"
            );
        }
    }
    // The players see it on the step page of the step it was written in.
    let step = app.page(&bob, &format!("/games/{id}/steps/1")).await;
    assert!(step.contains(secret), "the step page of its step");
}

#[actix_web::test]
async fn a_message_sent_twice_is_posted_once() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS[..3], "A", "48").await;
    let ann = signed_in(&app, PLAYERS[0].0).await;
    let game = format!("/games/{id}");
    let form = app.form_of(&ann, &game, &[("message", "twice?")]).await;
    for _ in 0..2 {
        let r = ann
            .post(app.url(&format!("{game}/talk")))
            .form(&form)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::SEE_OTHER);
    }
    let bob_seat = seat_path(&app, id, PLAYERS[1].0);
    let page = app.page(&app.browser(), &bob_seat).await;
    let once = hidden(&page, "once").expect("the talk form's one-time key");
    for _ in 0..2 {
        let r = app
            .browser()
            .post(app.url(&format!("{bob_seat}/talk")))
            .form(&[("message", "me too"), ("once", once.as_str())])
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::SEE_OTHER);
    }
    assert_eq!(app.table_talk(id), vec!["twice?", "me too"]);
}

#[actix_web::test]
async fn the_hourly_limit_holds_when_messages_arrive_together() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS[..3], "A", "48").await;
    let url = app.url(&format!("{}/talk", seat_path(&app, id, PLAYERS[1].0)));
    let posts: Vec<_> = (0..PER_HOUR + 10)
        .map(|n| {
            let (browser, url) = (app.browser(), url.clone());
            actix_web::rt::spawn(async move {
                let message = format!("all at once {n}");
                let r = browser.post(url).form(&[("message", message)]).send().await;
                r.unwrap().status()
            })
        })
        .collect();
    let mut statuses = Vec::new();
    for post in posts {
        statuses.push(post.await.unwrap());
    }
    let posted = statuses
        .iter()
        .filter(|s| **s == StatusCode::SEE_OTHER)
        .count();
    let limited = statuses
        .iter()
        .filter(|s| **s == StatusCode::UNPROCESSABLE_ENTITY)
        .count();
    assert_eq!((posted, limited), (PER_HOUR as usize, 10), "{statuses:?}");
    assert_eq!(app.table_talk(id).len(), PER_HOUR as usize);
}
