//! Answering by replying to an email: the reply goes over real SMTP to the service's listener,
//! which keeps it as a job; draining the queue reads it.

use crate::support::app::{Spawn, TestApp};
use crate::support::games::create_seeded;
use crate::support::inbox::Inbox;
use crate::support::replies::{reply_message, reply_to};
use crate::support::reply_bot::ReplyBot;
use crate::support::smtp::Received;
use diesel::prelude::*;
use missive::db::models::Submission;
use missive::db::schema::{messages, notifications, submissions};
use missive::games::Game;
use missive::games::wonderful::{Decision, Wonderful};
use std::collections::{BTreeMap, HashMap};

const PLAYERS: [(&str, &str); 3] = [
    ("ann@example.org", "Ann"),
    ("bob@example.org", "Bob"),
    ("cyd@example.org", "Cyd"),
];

fn submissions_of(app: &TestApp, id: i64) -> Vec<Submission> {
    let mut conn = app.pool.get().unwrap();
    submissions::table
        .filter(submissions::game_id.eq(id))
        .order((submissions::step, submissions::seat))
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
            .contains("\"Nonexistent Wonder\" is not one of the cards you can name now: 1 "),
        "{}",
        answer.text
    );
    // It lists what the step takes again, and nothing was posted at the table.
    assert!(answer.text.contains("- pick <card>: "), "{}", answer.text);
    assert_eq!(app.table_talk(id), Vec::<String>::new());
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
        .find(|l| l.starts_with("   3. ") && l.contains("card="))
        .expect("a third card, numbered");
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
    // An automatic answer to the real address is dropped too: nothing decided or posted, no
    // answer sent; the player's log says what came.
    let auto = String::from_utf8(reply_message(&ann, from, &real, "I am out of the office"))
        .unwrap()
        .replacen(
            "MIME-Version",
            "Auto-Submitted: auto-replied\r\nMIME-Version",
            1,
        );
    let emails = app.smtp.messages().len();
    app.send_to_inbound(from, &real, auto.as_bytes()).unwrap();
    app.settle();
    assert!(submissions_of(&app, id).is_empty());
    assert!(app.table_talk(id).is_empty());
    assert_eq!(
        app.smtp.messages().len(),
        emails,
        "an automatic answer is not answered"
    );
    let logged = logged_replies(&app);
    assert_eq!(logged.len(), 1);
    assert_eq!(logged[0].1, "ignored");
    assert!(
        logged[0]
            .2
            .as_deref()
            .unwrap()
            .ends_with("nothing was done")
    );
    // An operator sees what was dropped.
    let today = replies_today(&app).await;
    assert_eq!(today["unknown_address"], 1, "{today}");
    assert_eq!(today["automatic"], 1, "{today}");
}

/// What `/healthz` says of the replies read today.
async fn replies_today(app: &TestApp) -> serde_json::Value {
    let r = app.browser().get(app.url("/healthz")).send().await.unwrap();
    let health: serde_json::Value = serde_json::from_str(&r.text().await.unwrap()).unwrap();
    health["replies_today"].clone()
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
    let today = replies_today(&app).await;
    assert_eq!(
        (today["posted"].as_i64(), today["duplicate"].as_i64()),
        (Some(1), Some(1))
    );
    // The player's log says so too.
    let logged = logged_replies(&app);
    assert_eq!(logged.len(), 2);
    assert_eq!(logged[1].1, "ignored");
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
        .split("- ok: Pick ")
        .nth(1)
        .and_then(|rest| rest.split(". - pick").next())
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

/// The lines of an email's "Since your last decision" section.
fn happened(mail: &Received) -> Vec<String> {
    let text = mail.text.replace("\r\n", "\n");
    let Some(start) = text.find("Since your last decision:\n") else {
        return Vec::new();
    };
    text[start..]
        .lines()
        .skip(1)
        .map_while(|l| l.strip_prefix("- "))
        .map(str::to_string)
        .collect()
}

#[actix_web::test]
async fn a_whole_game_is_played_by_players_who_read_only_their_emails() {
    let app = TestApp::spawn().await;
    // Dealt from a seed, so that it is the same game on every run.
    let id = create_seeded::<Wonderful>(&app, &PLAYERS, Default::default(), 38);
    let mut inbox = Inbox::new(id, PLAYERS.len());
    let mut bot = ReplyBot::new(38);
    let mut played: BTreeMap<String, usize> = BTreeMap::new();
    let mut last_seen: HashMap<String, Vec<String>> = HashMap::new();
    while let Some(mails) = inbox.next(&app) {
        for mail in mails {
            let player = mail.to[0].clone();
            // Each decision's email says what "ok" decides and lists its commands.
            assert!(mail.text.contains("\n- ok: "), "{}", mail.text);
            let now = happened(&mail);
            if let Some(before) = last_seen.get(&player) {
                // The player's last reply is confirmed, and what they were told is not told
                // again.
                assert!(mail.text.contains("Your reply played: "), "{}", mail.text);
                // (A line may repeat when the same thing happened again.)
                let again: Vec<&String> = now.iter().filter(|l| before.contains(l)).collect();
                assert!(
                    again.len() * 4 <= now.len(),
                    "told again: {again:?}\n{}",
                    mail.text
                );
            }
            last_seen.insert(player, now);
            let line = bot.answer(&app, &mail);
            let verb = line.split_whitespace().next().unwrap().to_string();
            *played.entry(verb).or_default() += 1;
        }
    }
    let (state, _, status) = crate::support::bots::stored::<Wonderful>(&app, id);
    assert_eq!(status, "finished");
    assert!(Wonderful::outcome(&state).is_some());
    crate::support::replies::assert_decided_by_replies(&app, id);
    // Not only "ok": picks, plans and placements by command.
    for verb in ["pick", "build", "recycle", "place"] {
        assert!(
            played.get(verb).is_some_and(|n| *n > 0),
            "{verb}: {played:?}"
        );
    }
    eprintln!("It's a Wonderful World by replies alone: {played:?}");
}

/// The answers the service sent `email`, oldest first.
fn answers_to(app: &TestApp, email: &str) -> Vec<Received> {
    app.smtp
        .messages()
        .into_iter()
        .filter(|m| m.to[0] == email && m.message_id.contains("-answer-"))
        .collect()
}

/// The shortest start of `name`, of 5 characters at least and ending in a letter or digit, that
/// no other name of `names` starts with as the service reads names (without case or
/// punctuation: "Mega-" would name Mega-Bomb and Mega-Drill alike); the whole name when it
/// starts another.
fn unique_start(name: &str, names: &[String]) -> String {
    let plain = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let chars: Vec<char> = name.chars().collect();
    (5.min(chars.len())..=chars.len())
        .filter(|&n| chars[n - 1].is_alphanumeric())
        .map(|n| chars[..n].iter().collect::<String>())
        .find(|start| {
            names
                .iter()
                .all(|other| other == name || !plain(other).starts_with(&plain(start)))
        })
        .unwrap_or_else(|| name.to_string())
}

/// The email's listed cards to pick, in order.
fn pick_choices(mail: &Received) -> Vec<String> {
    crate::support::reply_bot::listed(&mail.text)
        .into_iter()
        .find(|c| c.verb() == "pick")
        .map(|c| c.choices)
        .expect("the email lists the cards to pick")
}

#[actix_web::test]
async fn ok_to_an_answer_decides_the_step_it_names_and_never_a_later_one() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "48").await;
    let ann = invitation(&app, id, 0);
    app.reply(&ann, "pick Nothing Of The Kind");
    app.settle();
    let answer = answers_to(&app, PLAYERS[0].0).pop().expect("an answer");
    assert!(answer.subject.starts_with("Your reply was not played"));
    // The answer lists the step's commands again, and "ok" to it decides that step.
    assert!(answer.text.contains("\n- ok: Pick "), "{}", answer.text);
    app.reply(&answer, "ok");
    app.settle();
    let made = submissions_of(&app, id);
    assert_eq!(
        (made.len(), made[0].step, made[0].source.as_str()),
        (1, 0, "email")
    );
    // Another answer about step 0; then step 0 closes.
    app.reply(&ann, "pick Nothing Of The Kind");
    app.settle();
    let second = answers_to(&app, PLAYERS[0].0).pop().unwrap();
    for seat in 1..3 {
        app.reply(&invitation(&app, id, seat), "ok");
    }
    app.settle();
    let (_, step, _) = crate::support::bots::stored::<Wonderful>(&app, id);
    assert_eq!(step, 1);
    // "ok" to an answer about step 0 does not decide step 1, which Ann has never been shown.
    let before = submissions_of(&app, id).len();
    app.reply(&second, "ok");
    app.settle();
    assert_eq!(submissions_of(&app, id).len(), before);
    let refused = answers_to(&app, PLAYERS[0].0).pop().unwrap();
    assert!(
        refused.text.contains("the game has moved on"),
        "{}",
        refused.text
    );
    assert!(
        !refused.text.contains("\n- ok: "),
        "no commands for a closed step"
    );
}

#[actix_web::test]
async fn what_looks_like_a_command_is_never_posted_and_is_answered_unless_it_plays() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "48").await;
    let (ann, bob, cyd) = (
        invitation(&app, id, 0),
        invitation(&app, id, 1),
        invitation(&app, id, 2),
    );
    // Near-commands: answered, not posted, nothing decided.
    for line in ["ok thanks", "pick", "pick Xyzzy", "build 1"] {
        app.reply(&ann, line);
    }
    app.settle();
    assert!(submissions_of(&app, id).is_empty());
    assert!(app.table_talk(id).is_empty(), "{:?}", app.table_talk(id));
    let answers = answers_to(&app, PLAYERS[0].0);
    assert_eq!(answers.len(), 4);
    assert!(
        answers[0].text.contains("“ok” stands alone"),
        "{}",
        answers[0].text
    );
    assert!(
        answers[3]
            .text
            .contains("\"build\" is not a command of this step"),
        "{}",
        answers[3].text
    );
    // Punctuation, case, accents and a unique start are forgiven; so is an emoji after "ok".
    let cards = pick_choices(&bob);
    let start = unique_start(&cards[1], &cards);
    app.reply(&bob, &format!("Pick: {}.", start.to_uppercase()));
    app.reply(&cyd, "Ok 👍");
    app.settle();
    let made = submissions_of(&app, id);
    let to_bob: Vec<String> = answers_to(&app, PLAYERS[1].0)
        .into_iter()
        .map(|m| m.text)
        .collect();
    assert_eq!(made.len(), 2, "{start:?} of {cards:?}: {made:?} {to_bob:?}");
    let Decision::Pick { card } = serde_json::from_value(made[0].decision.clone()).unwrap() else {
        panic!("a pick")
    };
    assert_eq!(card.name(), cards[1]);
    assert!(to_bob.is_empty(), "{to_bob:?}");
    assert!(app.table_talk(id).is_empty());
}

#[actix_web::test]
async fn a_command_that_plays_under_a_message_that_may_not_be_posted_is_answered_in_part() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "48").await;
    let ann = invitation(&app, id, 0);
    let link = crate::support::inbox::seat_link(&app, &ann);
    app.reply(&ann, &format!("pick 2\nBob, play my seat for me: {link}"));
    app.settle();
    assert_eq!(submissions_of(&app, id).len(), 1, "the pick played");
    assert!(app.table_talk(id).is_empty(), "the link was not posted");
    let answer = answers_to(&app, PLAYERS[0].0).pop().expect("an answer");
    assert!(answer.subject.starts_with("Your reply played only in part"));
    assert!(answer.text.contains("Played: Pick "), "{}", answer.text);
    assert!(answer.text.contains("link to a seat"), "{}", answer.text);
    let logged = logged_replies(&app);
    assert_eq!(logged[0].1, "received");
    assert!(logged[0].2.as_deref().unwrap().starts_with("played: Pick "));
    // A message with a control character is refused the same way, the pick standing.
    let bob = invitation(&app, id, 1);
    app.reply(&bob, "pick 1\nbell \u{7}");
    app.settle();
    assert_eq!(submissions_of(&app, id).len(), 2);
    let answer = answers_to(&app, PLAYERS[1].0).pop().expect("an answer");
    assert!(answer.text.contains("control character"), "{}", answer.text);
}

#[actix_web::test]
async fn a_reply_that_played_is_confirmed_at_the_top_of_the_next_email() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "48").await;
    let cards = pick_choices(&invitation(&app, id, 0));
    for seat in 0..3 {
        app.reply(&invitation(&app, id, seat), "pick 1");
    }
    app.settle();
    let next = app.mail_where("Ann's next email", |m| {
        m.to[0] == PLAYERS[0].0 && m.message_id.starts_with(&format!("game-{id}-step-1-"))
    });
    let text = next.text.replace("\r\n", "\n");
    assert!(
        text.starts_with(&format!(
            "Hello ann,\n\nYour reply played: Pick {}.\n",
            cards[0]
        )),
        "{text}"
    );
    // Said once: the email after it does not say it again.
    for (email, _) in PLAYERS {
        let mail = app.mail_where("the next email", |m| {
            m.to[0] == email && m.message_id.starts_with(&format!("game-{id}-step-1-"))
        });
        app.reply(&mail, "pick 1");
    }
    app.settle();
    let after = app.mail_where("Ann's email after it", |m| {
        m.to[0] == PLAYERS[0].0 && m.message_id.starts_with(&format!("game-{id}-step-2-"))
    });
    assert_eq!(
        after.text.matches("Your reply played:").count(),
        1,
        "{}",
        after.text
    );
}
