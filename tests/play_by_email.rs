//! Whole games played over HTTP only: every decision is reached from the link in the email just
//! received, until the final scores arrive by email.

use crate::support;

use missive::db::games;
use missive::games::wonderful::bots::heuristic;
use missive::games::wonderful::{State, Wonderful};
use missive::games::{Game, Seat};
use missive::web::games::wonderful::form;
use support::app::{TestApp, hidden};
use support::inbox::{self, Inbox, seat_link};

/// The seat a link opens and the game's state, read from the database.
fn seat_and_state(app: &TestApp, link: &str) -> (Seat, State, i32) {
    let (seat, game) = inbox::seat_and_game(app, link);
    let state: State = serde_json::from_value(game.state).unwrap();
    (seat, state, game.step)
}

/// Answers every decision email with the heuristic bot's choice, through the seat page's form,
/// until every player has the game-over email.
async fn play_to_the_end(app: &TestApp, game_id: i64, emails: &[&str]) {
    let browser = app.browser();
    let mut inbox = Inbox::new(game_id, emails.len());
    let mut decisions = 0;
    while let Some(todo) = inbox.next(app) {
        for mail in todo {
            let link = seat_link(app, &mail);
            assert!(
                mail.html.contains(&link),
                "the HTML part links the seat too"
            );
            let page = browser.get(&link).send().await.unwrap();
            assert_eq!(page.status(), 200);
            let page = page.text().await.unwrap();
            let (seat, state, step) = seat_and_state(app, &link);
            assert_eq!(
                hidden(&page, "step").as_deref(),
                Some(step.to_string().as_str())
            );
            let prompt = Wonderful::prompts(&state)
                .into_iter()
                .find(|(s, _)| *s == seat)
                .map(|(_, p)| p)
                .expect("an email only when a decision is owed");
            let decision = heuristic::decide(&state, seat, &prompt).unwrap();
            let mut fields = form::fields(&decision);
            fields.push(("step".into(), step.to_string()));
            let r = browser.post(&link).form(&fields).send().await.unwrap();
            let status = r.status();
            assert_eq!(status, 303, "{}", r.text().await.unwrap());
            decisions += 1;
        }
    }
    assert!(decisions > 20, "only {decisions} decisions were asked");
}

#[actix_web::test]
async fn three_players_play_a_whole_game_by_email() {
    let app = TestApp::spawn().await;
    let players = [
        ("ann@example.org", "Ann"),
        ("bob@example.org", "Bob"),
        ("cyd@example.org", "Cyd"),
    ];
    let id = app.start_game(&players, "A", "48").await;

    // The first email of each player is the invitation with their seat link and the draft.
    for (i, (email, _)) in players.iter().enumerate() {
        // The organizer also has their sign-in email.
        let mail = &app
            .emails_to(email, if i == 0 { 2 } else { 1 })
            .into_iter()
            .find(|m| m.message_id.contains(&format!("game-{id}-step-0-")))
            .expect("an invitation");
        // Who started the game, unless it is the player themselves.
        let invited = match i {
            0 => format!("Your game It's a Wonderful World #{id} starts on Missive."),
            _ => format!("ann invited you to play It's a Wonderful World #{id} on Missive."),
        };
        assert!(mail.text.contains(&invited), "{}", mail.text);
        assert!(mail.text.contains("Pick a card"));
        assert_eq!(
            mail.header("In-Reply-To").as_deref(),
            Some(format!("<game-{id}@127.0.0.1>").as_str())
        );
        assert!(mail.header("List-Unsubscribe").is_some());
        assert_eq!(
            mail.header("List-Unsubscribe-Post").as_deref(),
            Some("List-Unsubscribe=One-Click")
        );
    }

    let emails: Vec<&str> = players.iter().map(|p| p.0).collect();
    play_to_the_end(&app, id, &emails).await;

    // Everyone has the final scores; the stored game replays to its snapshot.
    let mut conn = app.pool.get().unwrap();
    let game = games::get(&mut conn, id).unwrap().unwrap();
    assert_eq!(game.status, "finished");
    let state: State = serde_json::from_value(game.state.clone()).unwrap();
    let outcome = Wonderful::outcome(&state).unwrap();
    for (email, _) in &players {
        let over = app
            .emails_to(email, 1)
            .into_iter()
            .find(|m| m.message_id.contains("-over-"))
            .expect("a game-over email");
        let winner = &outcome.standings[0];
        assert!(over.text.contains(&winner.score.to_string()));
    }
    let replayed = missive::play::table::replay::replay::<Wonderful>(&mut conn, &game).unwrap();
    assert_eq!(replayed, state);
}

#[actix_web::test]
async fn a_solo_game_by_email() {
    let app = TestApp::spawn().await;
    let id = app
        .start_game(&[("solo@example.org", "Sol")], "A", "48")
        .await;
    play_to_the_end(&app, id, &["solo@example.org"]).await;
    let mut conn = app.pool.get().unwrap();
    let game = games::get(&mut conn, id).unwrap().unwrap();
    assert_eq!(game.status, "finished");
}

#[actix_web::test]
async fn a_player_who_wants_no_emails_gets_none_and_the_log_says_why() {
    let app = TestApp::spawn().await;
    let bob = app.browser();
    app.sign_in(&bob, "bob@example.org").await;
    let page = app.page(&bob, "/account").await;
    let csrf = hidden(&page, "csrf").unwrap();
    let r = bob
        .post(app.url("/account"))
        .form(&[("csrf", csrf.as_str()), ("name", "Bob"), ("notify", "none")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303);
    let r = bob
        .post(app.url("/account"))
        .form(&[("csrf", csrf.as_str()), ("name", ""), ("notify", "none")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 422, "an empty name is refused");

    let id = app
        .start_game(
            &[("ann@example.org", "Ann"), ("bob@example.org", "")],
            "A",
            "0",
        )
        .await;
    app.invitation_link(id, "ann@example.org");
    // The queue is drained: nothing else is on its way.
    let to_bob: Vec<_> = app
        .smtp
        .messages()
        .into_iter()
        .filter(|m| m.to.iter().any(|t| t == "bob@example.org"))
        .collect();
    assert_eq!(to_bob.len(), 1, "only the sign-in email he asked for");
    let log = app.page(&bob, "/account").await;
    assert!(log.contains("Bob"));
    assert!(log.contains("suppressed: the player asked for no emails"));
}
