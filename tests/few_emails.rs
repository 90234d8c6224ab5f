//! Few emails: a player at the table plays on from the page and gets no step emails; a player
//! who plays from the emails gets one per decision, each subject saying what is due; the last
//! player is nudged only after a fair share of time.

use crate::support;

use diesel::prelude::*;
use missive::db::schema::jobs;
use missive::db::{games, notifications};
use missive::games::wonderful::bots::heuristic;
use missive::games::wonderful::{State, Wonderful};
use missive::games::{Game, Seat};
use missive::web::games::wonderful::form;
use std::collections::HashMap;
use support::app::{Spawn, TestApp, hidden, link_in};
use support::bots::game_state;

const PLAYERS: [(&str, &str); 3] = [
    ("ann@example.org", "Ann"),
    ("bob@example.org", "Bob"),
    ("cyd@example.org", "Cyd"),
];

fn grace() -> chrono::Duration {
    chrono::Duration::minutes(2)
}

async fn spawn() -> TestApp {
    TestApp::spawn_with(Spawn {
        email_grace: Some(grace()),
        ..Spawn::default()
    })
    .await
}

/// Each player's seat link, from their invitation.
fn seat_links(app: &TestApp, id: i64) -> Vec<String> {
    PLAYERS
        .iter()
        .map(|(email, _)| app.invitation_link(id, email))
        .collect()
}

/// The seat a seat link opens.
fn seat_of(app: &TestApp, link: &str) -> Seat {
    let token = link.rsplit('/').next().unwrap();
    let mut conn = app.pool.get().unwrap();
    games::seat_link(&mut conn, token).unwrap().unwrap().seat as Seat
}

/// The form fields of the heuristic bot's decision for `seat`, with the step.
fn decision_fields(state: &State, step: i32, seat: Seat) -> Vec<(String, String)> {
    let prompt = Wonderful::prompts(state)
        .into_iter()
        .find(|(s, _)| *s == seat)
        .map(|(_, p)| p)
        .expect("the seat owes a decision");
    let decision = heuristic::decide(state, seat, &prompt).unwrap();
    let mut fields = form::fields(&decision);
    fields.push(("step".into(), step.to_string()));
    fields
}

/// The emails each player received, by address, leaving out the organizer's sign-in.
fn game_emails(app: &TestApp, id: i64) -> HashMap<String, Vec<String>> {
    let mut by_player: HashMap<String, Vec<String>> = HashMap::new();
    for mail in app.smtp.messages() {
        if mail.message_id.starts_with(&format!("game-{id}-")) {
            by_player
                .entry(mail.to[0].clone())
                .or_default()
                .push(mail.subject.clone());
        }
    }
    by_player
}

#[actix_web::test]
async fn players_at_the_table_get_the_invitation_and_the_final_scores_only() {
    let app = spawn().await;
    let id = app.start_game(&PLAYERS, "A", "0").await;
    let browser = app.browser();
    let links = seat_links(&app, id);
    let mut decisions = 0;
    loop {
        let (state, step, status) = game_state(&app, id);
        if status != "active" {
            break;
        }
        // Everyone answers at once, within the grace period: the clock stands still.
        let owing = {
            let mut conn = app.pool.get().unwrap();
            missive::play::table::owing::<Wonderful>(&mut conn, id, &state).unwrap()
        };
        assert!(!owing.is_empty(), "the game stopped with nothing to decide");
        for (i, link) in links.iter().enumerate() {
            let seat = seat_of(&app, link);
            let page = app.page(&browser, link.trim_start_matches(&app.base)).await;
            if !owing.contains(&seat) {
                continue;
            }
            assert_eq!(
                hidden(&page, "step").as_deref(),
                Some(step.to_string().as_str()),
                "{} is shown the open prompt",
                PLAYERS[i].1
            );
            let r = browser
                .post(link)
                .form(&decision_fields(&state, step, seat))
                .send()
                .await
                .unwrap();
            assert_eq!(r.status(), 303);
            // Back to the seat: the next prompt, or the waiting page, which looks again if asked.
            let back = r.headers()["location"].to_str().unwrap().to_string();
            assert!(link.ends_with(&back), "{back}");
            let next = app.page(&browser, &back).await;
            let (_, now_step, now_status) = game_state(&app, id);
            if now_status == "active" && now_step == step {
                assert!(next.contains("Look again every 20 seconds"), "{next}");
                assert!(next.contains("Waiting for"), "{next}");
            }
            decisions += 1;
        }
        // Nothing is due yet: the step emails wait out their grace period.
        app.settle();
    }
    assert!(decisions > 20, "only {decisions} decisions were asked");
    app.advance(grace());

    let emails = game_emails(&app, id);
    for (email, name) in PLAYERS {
        let subjects = &emails[email];
        assert_eq!(subjects.len(), 2, "{name}: {subjects:?}");
        // Ann started the game: she is not told that she invited herself.
        let first = match name {
            "Ann" => "Your game starts · It's a Wonderful World #",
            _ => "ann invites you to play · It's a Wonderful World #",
        };
        assert!(subjects[0].starts_with(first), "{}", subjects[0]);
        assert!(subjects[1].starts_with("Game over: "), "{}", subjects[1]);
    }
    // The log says why no step email went out.
    let mut conn = app.pool.get().unwrap();
    let user = missive::db::users::by_email(&mut conn, "bob@example.org")
        .unwrap()
        .unwrap();
    let log = notifications::of_user(&mut conn, user.id, 500).unwrap();
    let skipped = log.iter().filter(|n| n.status == "skipped").count();
    assert!(skipped > 20, "{skipped} step emails logged as not sent");
    assert!(
        log.iter()
            .all(|n| n.status != "skipped" || n.reason.as_deref() == Some("seen on the page"))
    );
}

#[actix_web::test]
async fn players_by_email_get_one_email_per_decision_each_naming_its_prompt() {
    let app = spawn().await;
    let id = app.start_game(&PLAYERS, "A", "0").await;
    let browser = app.browser();
    let mut handled = std::collections::HashSet::new();
    let mut owed: HashMap<String, usize> = HashMap::new();
    loop {
        let (_, _, status) = game_state(&app, id);
        if status != "active" {
            break;
        }
        // Nobody comes to the page: after the grace period, the step's emails go.
        app.advance(grace());
        let todo: Vec<_> = app
            .smtp
            .messages()
            .into_iter()
            .filter(|m| m.message_id.starts_with(&format!("game-{id}-step-")))
            .filter(|m| handled.insert(m.message_id.clone()))
            .collect();
        assert!(!todo.is_empty(), "the game stopped with nothing to decide");
        for mail in todo {
            let (state, step, _) = game_state(&app, id);
            let link = link_in(&mail.text, &app.url("/play/")).expect("a seat link");
            let link = link.split('?').next().unwrap().to_string();
            let seat = seat_of(&app, &link);
            let prompt = Wonderful::prompts(&state)
                .into_iter()
                .find(|(s, _)| *s == seat)
                .map(|(_, p)| p)
                .expect("an email only when a decision is owed");
            let what = if step == 0 && mail.to[0] == PLAYERS[0].0 {
                "Your game starts".to_string()
            } else if step == 0 {
                "ann invites you to play".to_string()
            } else {
                missive::games::wonderful::describe::subject(&prompt, &state).to_string()
            };
            assert_eq!(
                mail.subject,
                format!("{what} · It's a Wonderful World #{id}")
            );
            *owed.entry(mail.to[0].clone()).or_default() += 1;
            app.page(&browser, link.trim_start_matches(&app.base)).await;
            let r = browser
                .post(&link)
                .form(&decision_fields(&state, step, seat))
                .send()
                .await
                .unwrap();
            assert_eq!(r.status(), 303);
        }
    }
    app.settle();
    let emails = game_emails(&app, id);
    for (email, name) in PLAYERS {
        let subjects = &emails[email];
        // One email per owed decision (the first is the invitation), and the final scores.
        assert_eq!(subjects.len(), owed[email] + 1, "{name}: {subjects:?}");
        assert!(owed[email] > 20);
        assert!(
            !subjects.iter().any(|s| s.starts_with("Waiting for you")),
            "no nudge: every step was answered within minutes"
        );
        assert!(subjects.last().unwrap().starts_with("Game over: "));
    }
}

#[actix_web::test]
async fn the_last_player_is_nudged_once_after_a_fair_share_of_time() {
    let app = spawn().await;
    let id = app.start_game(&PLAYERS, "A", "0").await;
    let browser = app.browser();
    let links = seat_links(&app, id);
    let (state, step, _) = game_state(&app, id);
    // Ann decides after 10 minutes, Bob after 40: they took 25 on average. Each opens their
    // page first, as a player does.
    for (minutes, link) in [(10, &links[0]), (30, &links[1])] {
        app.advance(chrono::Duration::minutes(minutes));
        let seat = seat_of(&app, link);
        assert_eq!(browser.get(link).send().await.unwrap().status(), 200);
        let r = browser
            .post(link)
            .form(&decision_fields(&state, step, seat))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 303);
    }
    // Bob changes his mind twice while Cyd still owes: still one nudge waiting.
    for _ in 0..2 {
        let seat = seat_of(&app, &links[1]);
        let r = browser
            .post(&links[1])
            .form(&decision_fields(&state, step, seat))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 303);
    }
    let waiting: i64 = jobs::table
        .filter(jobs::kind.eq("notice"))
        .filter(jobs::game_id.eq(id))
        .count()
        .get_result(&mut app.pool.get().unwrap())
        .unwrap();
    assert_eq!(waiting, 1, "one nudge is queued for Cyd");
    let nudges = || {
        app.smtp
            .messages()
            .into_iter()
            .filter(|m| m.to[0] == "cyd@example.org" && m.message_id.contains("-nudge-"))
            .count()
    };
    // Not in the same minutes as the others: an hour at least since the step opened.
    app.advance(chrono::Duration::minutes(19));
    assert_eq!(nudges(), 0, "no nudge before an hour");
    app.advance(chrono::Duration::minutes(2));
    let nudge = app.mail_where("a nudge", |m| m.message_id.contains("-nudge-"));
    assert_eq!(nudge.to, ["cyd@example.org"]);
    assert_eq!(
        nudge.subject,
        format!("Waiting for you: Your pick (round 1, pick 1 of 7) · It's a Wonderful World #{id}")
    );
    app.advance(chrono::Duration::hours(5));
    assert_eq!(nudges(), 1, "once per step");
}

#[actix_web::test]
async fn a_slow_table_earns_a_later_nudge() {
    let opened = support::app::start_of_time();
    let hour = chrono::Duration::hours(1);
    // The others took 3 hours on average: the last player has 6.
    assert_eq!(
        missive::play::emails::notices::nudge_at(opened, &[hour * 2, hour * 4]),
        opened + hour * 6
    );
    // Quick others never bring the nudge within the hour.
    assert_eq!(
        missive::play::emails::notices::nudge_at(opened, &[chrono::Duration::seconds(5)]),
        opened + hour
    );
}

/// A seat page, and where its `Refresh` header leads when it has one ("20; url=…").
async fn page_and_refresh(
    app: &TestApp,
    browser: &reqwest::Client,
    path: &str,
) -> (String, Option<String>) {
    let r = browser.get(app.url(path)).send().await.unwrap();
    assert_eq!(r.status(), 200);
    let refresh = r.headers().get("refresh").map(|v| {
        let v = v.to_str().unwrap();
        let (seconds, url) = v.split_once("; url=").expect("seconds and where it leads");
        assert_eq!(seconds, "20");
        url.to_string()
    });
    (r.text().await.unwrap(), refresh)
}

#[actix_web::test]
async fn a_waiting_page_left_open_does_not_stop_the_next_email() {
    let app = spawn().await;
    let id = app.start_game(&PLAYERS, "A", "48").await;
    let links = seat_links(&app, id);
    let (state, step, _) = game_state(&app, id);
    // Ann decides on her page and is left on the waiting page, in a tab she walks away from.
    let ann = app.browser();
    let r = ann
        .post(&links[0])
        .form(&decision_fields(&state, step, seat_of(&app, &links[0])))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303);
    // The waiting page looks again only when she asks (WCAG 2.2.1), without JavaScript.
    let seat_path = links[0].trim_start_matches(&app.base).to_string();
    let (waiting, none) = page_and_refresh(&app, &ann, &seat_path).await;
    assert!(waiting.contains("Waiting for"), "{waiting}");
    assert_eq!(none, None, "the page does not look again by itself");
    assert!(!waiting.contains("http-equiv=\"refresh\""), "{waiting}");
    let watch = format!("{seat_path}?watch=1");
    assert!(
        waiting.contains(&format!(
            "<a href=\"{watch}\">Look again every 20 seconds</a>"
        )),
        "{waiting}"
    );
    let (watching, refresh) = page_and_refresh(&app, &ann, &watch).await;
    let refresh = refresh.expect("asked to, the page looks again every 20 seconds");
    assert_eq!(refresh, format!("{seat_path}?refreshed=1"));
    // Its own look keeps looking, and she can stop it.
    let (_, again) = page_and_refresh(&app, &ann, &refresh).await;
    assert_eq!(again.as_deref(), Some(refresh.as_str()));
    assert!(
        watching.contains(&format!("<a href=\"{seat_path}\">Stop looking again</a>")),
        "{watching}"
    );
    let (stopped, none) = page_and_refresh(&app, &ann, &seat_path).await;
    assert!(stopped.contains("Waiting for"), "{stopped}");
    assert_eq!(none, None);
    // The others decide by the page too; the step resolves and the next one opens.
    for link in &links[1..] {
        let r = app
            .browser()
            .post(link)
            .form(&decision_fields(&state, step, seat_of(&app, link)))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 303);
    }
    let (_, next, _) = game_state(&app, id);
    assert_eq!(next, step + 1);
    // Ann's tab refreshes on its own and shows her next prompt: nobody has looked at it.
    let shown = app.page(&ann, &refresh).await;
    assert!(shown.contains("name=\"step\""), "the next prompt: {shown}");
    // Bob opens his next prompt himself, within the grace period.
    let bob = app
        .page(&app.browser(), links[1].trim_start_matches(&app.base))
        .await;
    assert!(bob.contains("name=\"step\""));
    app.settle();
    app.advance(grace());
    let to_ann: Vec<String> = game_emails(&app, id)["ann@example.org"].clone();
    assert!(
        to_ann
            .iter()
            .any(|s| s.starts_with("Your pick (round 1, pick 2 of 7)")),
        "the email of her next pick went out after the grace period: {to_ann:?}"
    );
    // Bob's is not needed, and not sent.
    let to_bob = &game_emails(&app, id)["bob@example.org"];
    assert!(
        !to_bob
            .iter()
            .any(|s| s.starts_with("Your pick (round 1, pick 2 of 7)")),
        "{to_bob:?}"
    );
}
