//! The last two decisions of a step arriving at the same instant make exactly one resolution,
//! and both are kept.

use crate::support;

use missive::db::{games, history};
use missive::games::Game;
use missive::games::wonderful::bots::heuristic;
use missive::games::wonderful::{State, Wonderful};
use missive::web::games::wonderful::form;
use support::app::TestApp;

#[actix_web::test]
async fn simultaneous_last_decisions_resolve_the_step_once() {
    let app = TestApp::spawn().await;
    let id = app
        .start_game(
            &[("ann@example.org", ""), ("bob@example.org", "")],
            "B",
            "24",
        )
        .await;
    let links = ["ann@example.org", "bob@example.org"].map(|email| app.invitation_link(id, email));
    let a = app.browser();
    let b = app.browser();

    for step in 0..5 {
        let state: State = {
            let mut conn = app.pool.get().unwrap();
            serde_json::from_value(games::get(&mut conn, id).unwrap().unwrap().state).unwrap()
        };
        let forms: Vec<Vec<(String, String)>> = Wonderful::prompts(&state)
            .into_iter()
            .map(|(seat, prompt)| {
                let mut f = form::fields(&heuristic::decide(&state, seat, &prompt).unwrap());
                f.push(("step".into(), step.to_string()));
                f
            })
            .collect();
        let (ra, rb) = tokio::join!(
            a.post(&links[0]).form(&forms[0]).send(),
            b.post(&links[1]).form(&forms[1]).send()
        );
        assert_eq!(ra.unwrap().status(), 303);
        assert_eq!(rb.unwrap().status(), 303);

        let mut conn = app.pool.get().unwrap();
        let game = games::get(&mut conn, id).unwrap().unwrap();
        assert_eq!(game.step, step + 1, "exactly one resolution");
        assert_eq!(history::steps_from(&mut conn, id, step).unwrap().len(), 1);
        assert_eq!(
            history::submissions_for_step(&mut conn, id, step)
                .unwrap()
                .len(),
            2,
            "both decisions kept"
        );
    }
    // One email per player per step: the Message-IDs are unique and none is repeated.
    let ids: Vec<String> = app
        .smtp
        .messages()
        .into_iter()
        .map(|m| m.message_id)
        .collect();
    let unique: std::collections::HashSet<_> = ids.iter().collect();
    assert_eq!(ids.len(), unique.len());
}

#[actix_web::test]
async fn a_seat_given_away_while_its_player_opens_it_leaves_them_no_link() {
    const ANN: &str = "ann@example.org";
    const BOB: &str = "bob@example.org";
    for round in 0..6 {
        let app = TestApp::spawn().await;
        let id = app
            .start_game(&[(ANN, "Ann"), (BOB, "Bob")], "A", "0")
            .await;
        let ann = app.browser();
        app.sign_in(&ann, ANN).await;
        let bob = app.browser();
        app.sign_in(&bob, BOB).await;
        let replace = app
            .form_of(
                &ann,
                &format!("/games/{id}/manage"),
                &[("seat", "1"), ("email", "dee@example.org"), ("name", "Dee")],
            )
            .await;
        let open = app.form_of(&bob, &format!("/games/{id}"), &[]).await;
        // Ann gives Bob's seat to Dee at the moment Bob opens it from the game page.
        let (replaced, opened) = tokio::join!(
            ann.post(app.url(&format!("/games/{id}/replace")))
                .form(&replace)
                .send(),
            bob.post(app.url(&format!("/games/{id}/open")))
                .form(&open)
                .send(),
        );
        assert_eq!(replaced.unwrap().status(), 303);
        let opened = opened.unwrap();
        match opened.status().as_u16() {
            // Bob was first: the replacement revoked the link he got.
            303 => {
                let link = opened.headers()["location"].to_str().unwrap().to_string();
                assert_eq!(app.status(&bob, &link).await, 410, "round {round}");
            }
            // Dee was first: Bob plays no more.
            403 => {}
            other => panic!("opening the seat answered {other}"),
        }
    }
}
