//! A finished game's pages, as the public sees them, are kept once drawn and served again as
//! kept; what can still change on them (a message at the table, a hidden message, a player's
//! name) shows at once.

use crate::support;

use crate::stored_history::derived_histories;
use diesel::prelude::*;
use missive::db::schema::finished_histories;
use reqwest::StatusCode;
use support::app::TestApp;
use support::bots::play;

const PLAYERS: [(&str, &str); 3] = [
    ("ann@example.org", "Ann"),
    ("bob@example.org", "Bob"),
    ("cy@example.org", "Cy"),
];

/// The page at `path` for a visitor who is not signed in: its status, validator and text.
async fn visit(app: &TestApp, path: &str) -> (StatusCode, String, String) {
    let r = app.browser().get(app.url(path)).send().await.unwrap();
    let status = r.status();
    let tag = r
        .headers()
        .get("etag")
        .map(|t| t.to_str().unwrap().to_string())
        .unwrap_or_default();
    (status, tag, r.text().await.unwrap())
}

#[actix_web::test]
async fn a_finished_games_public_pages_are_kept_until_what_they_show_changes() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "0").await;
    play(&app, id, |_| false);
    let game = format!("/games/{id}");
    let step = format!("/games/{id}/steps/9");
    let (status, tag, first) = visit(&app, &game).await;
    assert_eq!(status, StatusCode::OK);
    assert!(first.contains("Victory points by round"), "{first}");
    let (status, step_tag, first_step) = visit(&app, &step).await;
    assert_eq!(status, StatusCode::OK);

    // Kept: the public's pages are served again without being drawn. The figures the game
    // page is drawn from, once deleted, are not derived again by the public's visits...
    let derived = |app: &TestApp| derived_histories(app, id);
    assert_eq!(derived(&app), 1);
    diesel::delete(finished_histories::table.find(id))
        .execute(&mut app.pool.get().unwrap())
        .unwrap();
    assert_eq!(
        visit(&app, &game).await,
        (StatusCode::OK, tag.clone(), first)
    );
    assert_eq!(
        visit(&app, &step).await,
        (StatusCode::OK, step_tag, first_step)
    );
    assert_eq!(derived(&app), 0);
    // ...while a signed-in player's page is drawn for them.
    let ann = app.browser();
    app.sign_in(&ann, "ann@example.org").await;
    assert_eq!(app.status(&ann, &game).await, StatusCode::OK);
    assert_eq!(derived(&app), 1);

    // A message at the table shows at once, on the game page and on the step pages.
    let r = app
        .submit(
            &ann,
            &game,
            &format!("{game}/talk"),
            &[("message", "Well played, all")],
        )
        .await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let (_, talk_tag, page) = visit(&app, &game).await;
    assert!(page.contains("Well played, all"), "{page}");
    assert_ne!(talk_tag, tag);

    // So does a new name, in the players, the score pad and the talk.
    let r = app
        .submit(
            &ann,
            "/account",
            "/account",
            &[
                ("name", "Annabel"),
                ("notify", "each"),
                ("digest_hour", "8"),
                ("time_zone", "UTC"),
                ("quiet_from", ""),
                ("quiet_until", ""),
            ],
        )
        .await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let (_, name_tag, page) = visit(&app, &game).await;
    assert!(page.contains("Annabel"), "{page}");
    assert_ne!(name_tag, talk_tag);
    let (_, _, page) = visit(&app, &step).await;
    assert!(page.contains("Annabel"), "{page}");

    // And a message hidden by the organizer.
    let hidden = page_after_hiding(&app, &ann, id).await;
    assert!(!hidden.contains("Well played, all"), "{hidden}");
    assert!(
        hidden.contains("This message was hidden by the game’s organizer."),
        "{hidden}"
    );
}

/// Ann, who started the game, hides its one message; the public page then.
async fn page_after_hiding(app: &TestApp, ann: &reqwest::Client, id: i64) -> String {
    let game = format!("/games/{id}");
    let page = app.page(ann, &game).await;
    let action = support::app::link_in(&page, &format!("/games/{id}/talk/"))
        .expect("a hide button on the organizer's game page");
    let r = app.submit(ann, &game, &action, &[]).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    visit(app, &game).await.2
}
