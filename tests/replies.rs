//! Answering by replying to an email: the reply goes over real SMTP to the service's listener,
//! which keeps it as a job; draining the queue reads it.

use crate::support::app::{Spawn, TestApp};
use crate::support::inbox::Inbox;
use crate::support::replies::{reply_message, reply_to};
use crate::support::smtp::Received;
use diesel::prelude::*;
use missive::db::models::Submission;
use missive::db::schema::{messages, notifications, submissions};
use missive::games::Game;
use missive::games::wonderful::{Decision, Wonderful};

const PLAYERS: [(&str, &str); 3] = [
    ("ann@example.org", "Ann"),
    ("bob@example.org", "Bob"),
    ("cyd@example.org", "Cyd"),
];

fn submissions_of(app: &TestApp, id: i64) -> Vec<Submission> {
    let mut conn = app.pool.get().unwrap();
    submissions::table
        .filter(submissions::game_id.eq(id))
        .select(Submission::as_select())
        .load(&mut conn)
        .unwrap()
}

/// The invitation of the player at `seat`: their first decision email.
fn invitation(app: &TestApp, id: i64, seat: usize) -> Received {
    let email = PLAYERS[seat].0;
    let prefix = format!("game-{id}-step-0-seat-{seat}-");
    app.mail_where("an invitation", |m| {
        m.message_id.starts_with(&prefix) && m.to.iter().any(|t| t == email)
    })
}

/// (subject, status, reason) of the notification log's replies.
fn logged_replies(app: &TestApp) -> Vec<(String, String, Option<String>)> {
    let mut conn = app.pool.get().unwrap();
    notifications::table
        .filter(notifications::kind.eq("reply"))
        .order(notifications::id)
        .select((
            notifications::subject,
            notifications::status,
            notifications::reason,
        ))
        .load(&mut conn)
        .unwrap()
}

#[actix_web::test]
async fn a_whole_three_player_game_is_played_by_replying_ok_to_every_email() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "48").await;
    let mut inbox = Inbox::new(id, PLAYERS.len());
    let mut replies = 0;
    while let Some(mails) = inbox.next(&app) {
        for mail in mails {
            // Every game email names its own Reply-To address, with a secret.
            assert!(
                reply_to(&mail).starts_with("missive+"),
                "{}",
                reply_to(&mail)
            );
            app.reply(&mail, "ok");
            replies += 1;
        }
    }
    let (state, _, status) = crate::support::bots::stored::<Wonderful>(&app, id);
    assert_eq!(status, "finished");
    assert!(Wonderful::outcome(&state).is_some());
    // Every decision a player was asked for came from a reply; the rest had one legal choice.
    let made = submissions_of(&app, id);
    let by_email = made.iter().filter(|s| s.source == "email").count();
    assert_eq!(by_email, replies, "one decision per reply");
    assert!(
        made.iter()
            .all(|s| s.source == "email" || s.source == "auto")
    );
    assert!(by_email > 40, "only {by_email} decisions were asked");
    let logged = logged_replies(&app);
    assert_eq!(logged.len(), replies);
    assert!(
        logged
            .iter()
            .all(|(subject, status, _)| subject == "ok" && status == "received")
    );
}

#[actix_web::test]
async fn pick_by_number_picks_that_card_and_pick_of_a_card_not_in_the_hand_is_answered() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "48").await;
    let ann = invitation(&app, id, 0);

    app.reply(&ann, "pick Nonexistent Wonder");
    app.settle();
    assert!(submissions_of(&app, id).is_empty(), "nothing was decided");
    let answer = app.mail_where("the answer to a refused reply", |m| {
        m.subject.starts_with("Your reply was not played")
    });
    assert_eq!(answer.to, vec![PLAYERS[0].0.to_string()]);
    assert!(
        answer
            .text
            .contains("\"nonexistent wonder\" is not one of the choices"),
        "{}",
        answer.text
    );
    assert!(answer.text.contains(&app.url("/play/")), "the seat's link");
    let logged = logged_replies(&app);
    assert_eq!(logged.len(), 1);
    assert_eq!(logged[0].0, "pick Nonexistent Wonder");
    assert_eq!(logged[0].1, "refused");
    // The player reads it in their email log.
    let browser = app.browser();
    app.sign_in(&browser, PLAYERS[0].0).await;
    let account = app.page(&browser, "/account").await;
    assert!(account.contains("your reply") && account.contains("pick Nonexistent Wonder"));
    assert!(account.contains("refused: "));

    // "pick 3": the third card the email lists.
    app.reply(&ann, "pick 3");
    app.settle();
    let made = submissions_of(&app, id);
    assert_eq!(made.len(), 1);
    assert_eq!((made[0].seat, made[0].source.as_str()), (0, "email"));
    let decision: Decision = serde_json::from_value(made[0].decision.clone()).unwrap();
    let Decision::Pick { card } = decision else {
        panic!("a pick: {decision:?}")
    };
    let third = ann
        .text
        .lines()
        .filter(|l| l.starts_with("- ") && l.contains("card="))
        .nth(2)
        .expect("three quick choices");
    assert!(third.contains(&format!("card={}#", card.0)), "{third}");
}

#[actix_web::test]
async fn a_command_for_a_step_that_is_over_changes_nothing_and_says_so() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "48").await;
    let old: Vec<Received> = (0..3).map(|seat| invitation(&app, id, seat)).collect();
    for mail in &old {
        app.reply(mail, "ok");
    }
    app.settle();
    let (_, step, _) = crate::support::bots::stored::<Wonderful>(&app, id);
    assert!(step >= 1);
    let before = submissions_of(&app, id).len();
    app.reply(&old[1], "pick 1");
    app.settle();
    assert_eq!(submissions_of(&app, id).len(), before);
    let answer = app.mail_where("the answer", |m| {
        m.subject.starts_with("Your reply was not played") && m.to[0] == PLAYERS[1].0
    });
    assert!(
        answer.text.contains("the game has moved on"),
        "{}",
        answer.text
    );
}

#[actix_web::test]
async fn a_reply_with_quoted_text_becomes_a_table_message_without_the_quote() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "48").await;
    let ann = invitation(&app, id, 0);
    app.reply(
        &ann,
        "Sorry, travelling until Friday.\n-- \nAnn, from her phone",
    );
    app.settle();
    let mut conn = app.pool.get().unwrap();
    let written: Vec<(String, String)> = messages::table
        .filter(messages::game_id.eq(id))
        .select((messages::body, messages::via))
        .load(&mut conn)
        .unwrap();
    assert_eq!(
        written,
        vec![(
            "Sorry, travelling until Friday.".to_string(),
            "email".to_string()
        )]
    );
    // Nothing was decided by it.
    assert!(submissions_of(&app, id).is_empty());
    // The table shows it; the next email of each other player carries it, once.
    let browser = app.browser();
    app.sign_in(&browser, PLAYERS[1].0).await;
    let page = app.page(&browser, &format!("/games/{id}")).await;
    assert!(page.contains("Sorry, travelling until Friday."));
    assert!(!page.contains("from her phone"));
    for seat in 0..3 {
        app.reply(&invitation(&app, id, seat), "ok");
    }
    app.settle();
    let next = app.mail_where("Bob's next email", |m| {
        m.to[0] == PLAYERS[1].0 && m.message_id.starts_with(&format!("game-{id}-step-1-"))
    });
    assert!(
        next.text
            .replace("\r\n", "\n")
            .contains("At the table:\nann wrote:\n  Sorry, travelling until Friday."),
        "{}",
        next.text
    );
    let anns = app.mail_where("Ann's next email", |m| {
        m.to[0] == PLAYERS[0].0 && m.message_id.starts_with(&format!("game-{id}-step-1-"))
    });
    assert!(
        !anns.text.contains("travelling"),
        "her own message is not sent back"
    );
    for (email, _) in PLAYERS {
        let mail = app.mail_where("the next email", |m| {
            m.to[0] == email && m.message_id.starts_with(&format!("game-{id}-step-1-"))
        });
        app.reply(&mail, "ok");
    }
    app.settle();
    let later = app.mail_where("Bob's email after that", |m| {
        m.to[0] == PLAYERS[1].0 && m.message_id.starts_with(&format!("game-{id}-step-2-"))
    });
    assert!(!later.text.contains("travelling"), "carried once");
}

#[actix_web::test]
async fn a_forged_secret_or_an_unknown_address_changes_nothing() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "48").await;
    let ann = invitation(&app, id, 0);
    app.settle();
    let before = app.fingerprint();
    let real = reply_to(&ann);
    let forged = format!("missive+{id}-{}@test.example", "0".repeat(40));
    assert_ne!(real, forged);
    let from = PLAYERS[0].0;
    // A well-formed address with a secret never given: taken, then dropped.
    app.send_to_inbound(from, &forged, &reply_message(&ann, from, &forged, "ok"))
        .expect("taken at the door");
    // A secret of another game's form, and an address that is no reply address: refused.
    let unknown = "missive@test.example";
    let refused = app.send_to_inbound(from, unknown, &reply_message(&ann, from, unknown, "ok"));
    assert!(
        refused.is_err(),
        "an address that is no reply address is refused"
    );
    app.settle();
    assert_eq!(app.fingerprint(), before, "nothing changed");
    assert!(logged_replies(&app).is_empty());
    // An automatic answer to the real address is dropped too.
    let auto = String::from_utf8(reply_message(&ann, from, &real, "I am out of the office"))
        .unwrap()
        .replacen(
            "MIME-Version",
            "Auto-Submitted: auto-replied\r\nMIME-Version",
            1,
        );
    app.send_to_inbound(from, &real, auto.as_bytes()).unwrap();
    app.settle();
    assert_eq!(app.fingerprint(), before, "an auto-reply changes nothing");
}

#[actix_web::test]
async fn the_same_reply_delivered_twice_is_read_once() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "48").await;
    let ann = invitation(&app, id, 0);
    let to = reply_to(&ann);
    let raw = reply_message(&ann, PLAYERS[0].0, &to, "good luck all");
    app.send_to_inbound(PLAYERS[0].0, &to, &raw).unwrap();
    app.send_to_inbound(PLAYERS[0].0, &to, &raw).unwrap();
    app.settle();
    let mut conn = app.pool.get().unwrap();
    let count: i64 = messages::table
        .filter(messages::game_id.eq(id))
        .count()
        .get_result(&mut conn)
        .unwrap();
    assert_eq!(count, 1);
}

#[actix_web::test]
async fn the_development_mail_page_replies_through_the_same_path() {
    let app = TestApp::spawn_with(Spawn {
        file_mail: true,
        ..Spawn::default()
    })
    .await;
    let id = crate::support::games::create_wonderful(&app, &PLAYERS);
    app.drain();
    let browser = app.browser();
    let list = app.page(&browser, "/dev/mail").await;
    let name = list
        .split("href=\"/dev/mail/")
        .skip(1)
        .map(|rest| rest.split('"').next().unwrap().to_string())
        .find(|name| name.contains(&format!("game-{id}-step-0-seat-0-")))
        .expect("Ann's invitation in the list");
    let page = app.page(&browser, &format!("/dev/mail/{name}")).await;
    assert!(page.contains(&format!("action=\"/dev/mail/{name}/reply\"")));
    let r = browser
        .post(app.url(&format!("/dev/mail/{name}/reply")))
        .form(&[("text", "ok")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303);
    app.drain();
    let made = submissions_of(&app, id);
    assert_eq!(made.len(), 1);
    assert_eq!((made[0].seat, made[0].source.as_str()), (0, "email"));
}

#[actix_web::test]
async fn refused_replies_are_answered_at_most_ten_times_an_hour() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "48").await;
    let ann = invitation(&app, id, 0);
    let answers = |app: &TestApp| {
        app.smtp
            .messages()
            .iter()
            .filter(|m| m.subject.starts_with("Your reply was not played"))
            .count()
    };
    for _ in 0..12 {
        app.reply(&ann, "pick 99");
    }
    app.settle();
    assert_eq!(answers(&app), 10);
    assert_eq!(logged_replies(&app).len(), 12, "every reply is logged");
    app.advance(chrono::Duration::minutes(61));
    app.reply(&ann, "pick 99");
    app.settle();
    assert_eq!(answers(&app), 11);
}

#[actix_web::test]
async fn replies_to_a_seat_given_to_someone_else_no_longer_speak_for_it() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "48").await;
    let bob = invitation(&app, id, 1);
    let ann = app.browser();
    app.sign_in(&ann, PLAYERS[0].0).await;
    let manage = format!("/games/{id}/manage");
    let r = app
        .submit(
            &ann,
            &manage,
            &format!("/games/{id}/replace"),
            &[("seat", "1"), ("email", "dee@example.org"), ("name", "Dee")],
        )
        .await;
    assert_eq!(r.status(), 303);
    app.settle();
    let before = app.fingerprint();
    app.reply(&bob, "ok");
    app.reply(&bob, "I still play, right?");
    app.settle();
    assert_eq!(app.fingerprint(), before, "nothing changed");
}

#[actix_web::test]
async fn a_pick_email_says_which_card_ok_picks_and_ok_picks_it() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "48").await;
    let bob = invitation(&app, id, 1);
    let text = bob.text.replace("\r\n", "\n").replace('\n', " ");
    let named = text
        .split("\"ok\" picks ")
        .nth(1)
        .and_then(|rest| rest.split(", as your seat's page is filled").next())
        .unwrap_or_else(|| panic!("the email names the card \"ok\" picks: {}", bob.text))
        .to_string();
    app.reply(&bob, "OK.");
    app.settle();
    let made = submissions_of(&app, id);
    assert_eq!(made.len(), 1);
    assert_eq!(made[0].seat, 1);
    let Decision::Pick { card } = serde_json::from_value(made[0].decision.clone()).unwrap() else {
        panic!("a pick")
    };
    assert_eq!(card.name(), named);
}
