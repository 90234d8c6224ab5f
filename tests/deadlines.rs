//! Deadlines, reminders, nudges, absences, organizer controls, the digest, quiet hours and the
//! calendar, with the service's clock moved forward instead of waiting.

use crate::support;

use chrono::{Duration, Timelike};
use missive::db::models::Submission;
use missive::db::{games, history, notifications, users};
use missive::games::wonderful::bots::heuristic;
use missive::games::wonderful::{State, Wonderful};
use missive::games::{Game, Seat};
use missive::web::games::wonderful::form;
use reqwest::StatusCode;
use support::app::{TestApp, hidden, link_in};
use support::smtp::Received;

const ANN: &str = "ann@example.org";
const BOB: &str = "bob@example.org";
const CY: &str = "cy@example.org";

pub struct Table {
    pub app: TestApp,
    pub id: i64,
    /// Seat links from the invitations, in seat order.
    pub links: Vec<String>,
}

/// Ann organizes a 3-player game with 24 hours per decision.
pub async fn three_players() -> Table {
    let app = TestApp::spawn().await;
    let id = app
        .start_game(&[(ANN, "Ann"), (BOB, "Bob"), (CY, "Cy")], "A", "24")
        .await;
    let links = [ANN, BOB, CY].map(|e| app.invitation_link(id, e)).to_vec();
    Table { app, id, links }
}

pub fn state(app: &TestApp, id: i64) -> (State, i32) {
    let mut conn = app.pool.get().unwrap();
    let game = games::get(&mut conn, id).unwrap().unwrap();
    (serde_json::from_value(game.state).unwrap(), game.step)
}

fn submission(app: &TestApp, id: i64, step: i32, seat: i32) -> Option<Submission> {
    let mut conn = app.pool.get().unwrap();
    history::submissions_for_step(&mut conn, id, step)
        .unwrap()
        .into_iter()
        .find(|s| s.seat == seat)
}

/// Submits the heuristic bot's decision through the seat page's form.
pub async fn decide(app: &TestApp, id: i64, link: &str, seat: Seat) {
    let (state, step) = state(app, id);
    let prompt = Wonderful::prompts(&state)
        .into_iter()
        .find(|(s, _)| *s == seat)
        .map(|(_, p)| p)
        .expect("the seat owes a decision");
    let mut fields = form::fields(&heuristic::decide(&state, seat, &prompt).unwrap());
    fields.push(("step".into(), step.to_string()));
    let r = app.browser().post(link).form(&fields).send().await.unwrap();
    assert_eq!(r.status(), 303, "{}", r.text().await.unwrap());
}

fn mails(app: &TestApp, to: &str, id_part: &str) -> Vec<Received> {
    app.smtp
        .messages()
        .into_iter()
        .filter(|m| m.to.iter().any(|t| t == to) && m.message_id.contains(id_part))
        .collect()
}

/// The seat link in an email.
fn seat_link(app: &TestApp, mail: &Received) -> String {
    let link = link_in(&mail.text, &app.url("/play/")).expect("a seat link");
    link.split('?').next().unwrap().to_string()
}

#[actix_web::test]
async fn reminders_a_nudge_then_the_deadline_decides_and_the_game_goes_on() {
    let t = three_players().await;
    let app = &t.app;
    decide(app, t.id, &t.links[0], 0).await;
    decide(app, t.id, &t.links[1], 1).await;
    // Cy is the last one: one nudge, to Cy only, once the step has been open an hour.
    app.settle();
    assert!(
        mails(app, CY, "-nudge-").is_empty(),
        "not in the same minutes"
    );
    app.advance(Duration::hours(1));
    let nudge = app.mail_where("the nudge", |m| m.message_id.contains("-nudge-"));
    assert_eq!(nudge.to, vec![CY.to_string()]);
    assert!(nudge.text.contains("Everyone else has decided"));
    assert!(
        app.page(&app.browser(), &format!("/games/{}", t.id))
            .await
            .contains("Still waiting for Cy.")
    );

    // 12 hours before the deadline: a reminder to Cy, who still owes; none to Ann or Bob.
    app.advance(Duration::hours(11) + Duration::minutes(1));
    app.settle();
    let reminders = mails(app, CY, "-remind-12h-");
    assert_eq!(reminders.len(), 1);
    assert!(
        reminders[0]
            .text
            .contains("Reminder: the deadline is in 12 hours."),
        "{}",
        reminders[0].text
    );
    assert!(mails(app, ANN, "-remind-").is_empty());
    assert!(mails(app, BOB, "-remind-").is_empty());

    app.advance(Duration::hours(11));
    app.settle();
    assert_eq!(mails(app, CY, "-remind-1h-").len(), 1);
    assert!(
        submission(app, t.id, 0, 2).is_none(),
        "not decided before the deadline"
    );

    // The deadline passes: Cy's pick is made, the step resolves, the next emails go out.
    app.advance(Duration::minutes(60));
    app.settle();
    let made = submission(app, t.id, 0, 2).expect("decided at the deadline");
    assert_eq!(made.source, "deadline");
    assert_eq!(state(app, t.id).1, 1, "the step resolved");
    let next = app.mail_where("Cy's next decision", |m| {
        m.message_id
            .starts_with(&format!("game-{}-step-1-seat-2-user-", t.id))
    });
    assert!(
        next.text.contains("decided at the deadline for Cy"),
        "{}",
        next.text
    );
    let page = app.page(&app.browser(), &format!("/games/{}", t.id)).await;
    assert!(page.contains("decided at the deadline for Cy"));
    // Each reminder went once, the nudge once.
    assert_eq!(
        mails(app, CY, &format!("game-{}-step-0-", t.id))
            .iter()
            .filter(|m| m.message_id.contains("-remind-"))
            .count(),
        2
    );
    assert_eq!(mails(app, CY, "-nudge-").len(), 1);

    // A second miss in a row: the organizer hears of it, with the way to replace Cy.
    let link = seat_link(app, &next);
    for seat in [0, 1] {
        let mail = app.mail_where("step 1 emails", |m| {
            m.message_id
                .starts_with(&format!("game-{}-step-1-seat-{seat}-", t.id))
        });
        decide(app, t.id, &seat_link(app, &mail), seat).await;
    }
    assert!(mails(app, ANN, "-misses-").is_empty());
    app.advance(Duration::hours(25));
    app.settle();
    let told = app.mail_where("the organizer told of misses", |m| {
        m.message_id.contains("-misses-seat-2-")
    });
    assert_eq!(told.to, vec![ANN.to_string()]);
    assert!(told.text.contains("Cy has missed 2 deadlines in a row"));
    assert!(
        told.text
            .contains(&app.url(&format!("/games/{}/manage", t.id)))
    );
    // Deciding for oneself ends the run of misses.
    decide(app, t.id, &link, 2).await;
    let players = games::players(&mut app.pool.get().unwrap(), t.id).unwrap();
    assert_eq!(players[2].0.misses, 0);
}

/// Signs `email` in and returns a browser with the session, and the CSRF token of `path`.
async fn signed_in(app: &TestApp, email: &str, path: &str) -> (reqwest::Client, String) {
    let browser = app.browser();
    app.sign_in(&browser, email).await;
    let page = app.page(&browser, path).await;
    let csrf = hidden(&page, "csrf").expect("a CSRF field");
    (browser, csrf)
}

/// Saves the account settings form: each email, 08:00, UTC and no quiet hours, but for `changes`.
async fn save_settings(
    app: &TestApp,
    browser: &reqwest::Client,
    csrf: &str,
    name: &str,
    changes: &[(&str, &str)],
) {
    let r = post_settings(app, browser, csrf, name, changes).await;
    assert_eq!(r.status(), 303, "{}", r.text().await.unwrap());
}

async fn post_settings(
    app: &TestApp,
    browser: &reqwest::Client,
    csrf: &str,
    name: &str,
    changes: &[(&str, &str)],
) -> reqwest::Response {
    let mut fields = vec![
        ("csrf", csrf),
        ("name", name),
        ("notify", "each"),
        ("digest_hour", "8"),
        ("time_zone", "UTC"),
        ("quiet_from", ""),
        ("quiet_until", ""),
    ];
    for (key, value) in changes {
        fields.retain(|(k, _)| k != key);
        fields.push((key, value));
    }
    browser
        .post(app.url("/account"))
        .form(&fields)
        .send()
        .await
        .unwrap()
}

/// Posts the absence form of a seat: away from `from` to `until`, both included.
async fn declare_absence(
    browser: &reqwest::Client,
    link: &str,
    from: chrono::NaiveDate,
    until: chrono::NaiveDate,
) -> reqwest::Response {
    browser
        .post(format!("{link}/absence"))
        .form(&[("from", from.to_string()), ("until", until.to_string())])
        .send()
        .await
        .unwrap()
}

#[actix_web::test]
async fn an_absent_player_is_decided_for_at_once_and_nobody_waits() {
    let t = three_players().await;
    let app = &t.app;
    let today = app.now().date_naive();
    let r = declare_absence(
        &app.browser(),
        &t.links[2],
        today,
        today + Duration::days(2),
    )
    .await;
    assert_eq!(r.status(), 303);
    // Cy's open decision was made at once.
    assert_eq!(submission(app, t.id, 0, 2).unwrap().source, "absent");
    decide(app, t.id, &t.links[0], 0).await;
    decide(app, t.id, &t.links[1], 1).await;
    // The step resolved without waiting for Cy, and so is the next one for Cy's part.
    let (_, step) = state(app, t.id);
    assert_eq!(step, 1);
    assert_eq!(submission(app, t.id, 1, 2).unwrap().source, "absent");
    app.settle();
    assert!(mails(app, CY, "-step-1-").is_empty(), "no email while away");
    assert_eq!(mails(app, ANN, "-step-1-").len(), 1);
    let page = app.page(&app.browser(), &format!("/games/{}", t.id)).await;
    assert!(
        page.contains("Cy is away from"),
        "the absence is in the history"
    );
    // The allowance is capped: 14 days per game by default, 3 used.
    let far = today + Duration::days(20);
    let r = declare_absence(&app.browser(), &t.links[2], far, far + Duration::days(11)).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.text().await.unwrap().contains("you have 11 days left"));
    let absences = missive::db::absences::of_seat(&mut app.pool.get().unwrap(), t.id, 2).unwrap();
    assert_eq!(absences.len(), 1, "the refused absence was not stored");
    // Back early: Cy is asked again.
    let r = app
        .browser()
        .post(format!("{}/absence/{}/end", t.links[2], absences[0].id))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303);
    decide(app, t.id, &t.links[0], 0).await;
    decide(app, t.id, &t.links[1], 1).await;
    app.settle();
    assert!(
        submission(app, t.id, 2, 2).is_none(),
        "Cy decides for themselves again"
    );
    assert_eq!(mails(app, CY, "-step-2-seat-2-").len(), 1);
}

#[actix_web::test]
async fn the_organizer_extends_replaces_and_abandons() {
    let t = three_players().await;
    let app = &t.app;
    let manage = format!("/games/{}/manage", t.id);
    // Only the organizer manages.
    let (bob, bob_csrf) = signed_in(app, BOB, "/account").await;
    let r = bob.get(app.url(&manage)).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let r = bob
        .post(app.url(&format!("/games/{}/abandon", t.id)))
        .form(&[("csrf", bob_csrf.as_str()), ("reason", "mine now")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);

    let (ann, csrf) = signed_in(app, ANN, &manage).await;
    let deadline = |app: &TestApp| {
        games::get(&mut app.pool.get().unwrap(), t.id)
            .unwrap()
            .unwrap()
            .deadline
            .unwrap()
    };
    let before = deadline(app);
    let extend = |hours: &'static str| {
        ann.post(app.url(&format!("/games/{}/extend", t.id)))
            .form(&[
                ("csrf", csrf.as_str()),
                ("hours", hours),
                ("reason", "Cy is travelling"),
            ])
            .send()
    };
    assert_eq!(extend("24").await.unwrap().status(), 303);
    assert_eq!(deadline(app), before + Duration::hours(24));
    assert_eq!(extend("72").await.unwrap().status(), 303);
    assert_eq!(extend("72").await.unwrap().status(), 303);
    // 168 hours in all per step.
    let r = extend("1").await.unwrap();
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    // The form comes back as typed, the reason beside the hours.
    let page = r.text().await.unwrap();
    let why = "by 168 hours in all; 0 hours left.</p>";
    assert!(
        page.contains(&format!(
            "id=\"extend.hours-error\">One step&#39;s deadline may be extended {why}"
        )),
        "{page}"
    );
    assert!(page.contains("value=\"Cy is travelling\""), "{page}");
    assert_eq!(deadline(app), before + Duration::hours(168));
    let page = app.page(&app.browser(), &format!("/games/{}", t.id)).await;
    assert!(page.contains("extended the deadline by 24 hours"), "{page}");
    assert!(page.contains("Cy is travelling"));
    // The old deadline passes and nothing happens.
    app.advance(Duration::hours(25));
    app.settle();
    assert_eq!(state(app, t.id).1, 0);
    assert!(submission(app, t.id, 0, 2).is_none());

    // Cy's seat goes to Dee.
    let (cy_state, _) = state(app, t.id);
    let r = ann
        .post(app.url(&format!("/games/{}/replace", t.id)))
        .form(&[
            ("csrf", csrf.as_str()),
            ("seat", "2"),
            ("email", BOB),
            ("name", ""),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(
        r.status(),
        StatusCode::UNPROCESSABLE_ENTITY,
        "Bob already plays"
    );
    // The seat and the address stay as chosen, the reason beside the address.
    let page = r.text().await.unwrap();
    assert!(page.contains("id=\"replace.email-error\">"), "{page}");
    assert!(page.contains(&format!("value=\"{BOB}\"")), "{page}");
    assert!(page.contains("<option value=\"2\" selected>"), "{page}");
    let r = ann
        .post(app.url(&format!("/games/{}/replace", t.id)))
        .form(&[
            ("csrf", csrf.as_str()),
            ("seat", "2"),
            ("email", "dee@example.org"),
            ("name", "Dee"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303);
    assert_eq!(
        app.browser()
            .get(&t.links[2])
            .send()
            .await
            .unwrap()
            .status(),
        StatusCode::GONE
    );
    let left = app.mail_where("Cy told", |m| m.message_id.contains("-left-seat-2-"));
    assert_eq!(left.to, vec![CY.to_string()]);
    let joined = app.mail_where("Dee's link", |m| {
        m.to.iter().any(|t| t == "dee@example.org")
    });
    assert!(joined.text.contains("You take over Cy’s seat"));
    let dee_link = seat_link(app, &joined);
    let page = app
        .browser()
        .get(&dee_link)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    // Dee sees the seat's hand and nothing of the other hands.
    let shown = |name: &str| page.contains(name) || page.contains(&name.replace('\'', "&#39;"));
    let mine: Vec<&str> = cy_state.players[2].hand.iter().map(|c| c.name()).collect();
    for name in &mine {
        assert!(shown(name), "{name} of the seat's hand");
    }
    for seat in [0, 1] {
        for card in &cy_state.players[seat].hand {
            if !mine.contains(&card.name()) {
                assert!(!shown(card.name()), "{} of seat {seat} leaked", card.name());
            }
        }
    }
    decide(app, t.id, &dee_link, 2).await;
    assert_eq!(submission(app, t.id, 0, 2).unwrap().source, "web");

    // Abandoned: everyone is told, nothing more can be decided, timers do nothing.
    let r = ann
        .post(app.url(&format!("/games/{}/abandon", t.id)))
        .form(&[
            ("csrf", csrf.as_str()),
            ("reason", "we moved to another table"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303);
    // Its timers are dropped by a job of their own, which runs at once.
    app.settle();
    assert_eq!(
        timers(app, t.id),
        vec![],
        "an abandoned game's timers are dropped"
    );
    for to in [ANN, BOB, "dee@example.org"] {
        let m = app.mail_where("the abandon notice", |m| {
            m.message_id.contains("-abandoned-") && m.to.iter().any(|x| x == to)
        });
        assert!(m.text.contains("we moved to another table"));
    }
    let home = app.page(&ann, "/").await;
    assert!(home.contains("abandoned"), "the dashboard says so");
    let r = app
        .browser()
        .post(&t.links[0])
        .form(&[("step", "0"), ("card", "0")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::CONFLICT);
    app.advance(Duration::days(30));
    app.settle();
    assert_eq!(state(app, t.id).1, 0);
}

#[actix_web::test]
async fn a_digest_lists_every_decision_due_once_a_day() {
    let app = TestApp::spawn().await;
    let (bob, csrf) = signed_in(&app, BOB, "/account").await;
    let hour = (app.now() + Duration::hours(2)).hour();
    let digest_hour = hour.to_string();
    let settings = [("notify", "digest"), ("digest_hour", digest_hour.as_str())];
    save_settings(&app, &bob, &csrf, "Bob", &settings).await;
    let first = app
        .start_game(&[(ANN, "Ann"), (BOB, "Bob")], "A", "48")
        .await;
    let second = app.start_game(&[(CY, "Cy"), (BOB, "Bob")], "B", "48").await;
    app.settle();
    assert!(
        app.emails_to(BOB, 0)
            .iter()
            .all(|m| !m.message_id.contains("game-")),
        "no email per decision"
    );
    let log = notifications::of_user(
        &mut app.pool.get().unwrap(),
        users::by_email(&mut app.pool.get().unwrap(), BOB)
            .unwrap()
            .unwrap()
            .id,
        10,
    )
    .unwrap();
    assert!(log.iter().any(|n| n.status == "suppressed"
        && n.reason.as_deref() == Some("the player gets one daily digest instead")));
    // What is written at a table meanwhile comes with the digest, under its game.
    let (cy, _) = signed_in(&app, CY, "/account").await;
    let game = format!("/games/{second}");
    let r = app
        .submit(
            &cy,
            &game,
            &format!("{game}/talk"),
            &[("message", "Zeppelins ahoy")],
        )
        .await;
    assert_eq!(r.status(), 303);

    app.advance(Duration::hours(2));
    app.settle();
    let digests: Vec<_> = app
        .emails_to(BOB, 2)
        .into_iter()
        .filter(|m| m.message_id.starts_with("digest-"))
        .collect();
    assert_eq!(digests.len(), 1);
    let d = &digests[0];
    assert_eq!(d.subject, "Missive: 2 decisions wait for you");
    assert!(d.text.contains(&format!("It's a Wonderful World #{first}")));
    assert!(
        d.text
            .contains(&format!("It's a Wonderful World #{second}"))
    );
    // (Cy's name is the one her sign-in gave her.)
    let text = d.text.replace("\r\n", "\n");
    assert!(text.contains("cy wrote:\n  Zeppelins ahoy"), "{text}");
    assert!(
        text.find("cy wrote:") > text.find(&format!("#{second}")),
        "under its game"
    );
    // Its links open the seats.
    let link = seat_link(&app, d);
    assert_eq!(app.browser().get(&link).send().await.unwrap().status(), 200);
    // Still waiting the next day: the next digest says so again; nothing more before.
    app.advance(Duration::hours(23));
    app.settle();
    assert_eq!(
        app.smtp
            .messages()
            .iter()
            .filter(|m| m.message_id.starts_with("digest-"))
            .count(),
        1
    );
    app.advance(Duration::hours(1));
    app.settle();
    let digests: Vec<_> = app
        .smtp
        .messages()
        .into_iter()
        .filter(|m| m.message_id.starts_with("digest-"))
        .collect();
    assert_eq!(digests.len(), 2);
    assert!(
        !digests[1].text.contains("Zeppelins ahoy"),
        "the talk is carried once"
    );
}

/// Gives `email`'s account quiet hours from `from` to `until` o'clock (taken modulo 24).
async fn quiet_hours(app: &TestApp, email: &str, name: &str, from: u32, until: u32) {
    let (browser, csrf) = signed_in(app, email, "/account").await;
    let (from, until) = ((from % 24).to_string(), (until % 24).to_string());
    let settings = [
        ("quiet_from", from.as_str()),
        ("quiet_until", until.as_str()),
    ];
    save_settings(app, &browser, &csrf, name, &settings).await;
}

#[actix_web::test]
async fn quiet_hours_hold_the_nudge_until_they_end() {
    let t = three_players().await;
    let app = &t.app;
    let hour = app.now().hour();
    quiet_hours(app, CY, "Cy", hour, hour + 3).await;
    decide(app, t.id, &t.links[0], 0).await;
    decide(app, t.id, &t.links[1], 1).await;
    app.settle();
    assert!(
        mails(app, CY, "-nudge-").is_empty(),
        "held through quiet hours"
    );
    app.advance(Duration::hours(2));
    app.settle();
    assert!(mails(app, CY, "-nudge-").is_empty());
    app.advance(Duration::hours(1));
    app.settle();
    assert_eq!(
        mails(app, CY, "-nudge-").len(),
        1,
        "sent when quiet hours end"
    );
}

#[actix_web::test]
async fn a_steps_reminder_reaches_each_seat_that_owes_and_waits_for_each_ones_quiet_hours() {
    let t = three_players().await;
    let app = &t.app;
    // Cy's quiet hours begin when the reminder 12 hours before the deadline comes due.
    let hour = app.now().hour();
    quiet_hours(app, CY, "Cy", hour + 12, hour + 14).await;
    decide(app, t.id, &t.links[0], 0).await;
    app.advance(Duration::hours(12) + Duration::minutes(1));
    app.settle();
    assert_eq!(mails(app, BOB, "-remind-12h-").len(), 1, "Bob owes");
    assert!(mails(app, ANN, "-remind-").is_empty(), "Ann has decided");
    assert!(
        mails(app, CY, "-remind-").is_empty(),
        "held through quiet hours"
    );
    app.advance(Duration::hours(1));
    app.settle();
    assert!(mails(app, CY, "-remind-").is_empty());
    app.advance(Duration::hours(1));
    app.settle();
    let held = mails(app, CY, "-remind-12h-");
    assert_eq!(held.len(), 1, "sent when quiet hours end");
    assert!(
        held[0]
            .text
            .contains("Reminder: the deadline is in 10 hours."),
        "{}",
        held[0].text
    );
    assert_eq!(mails(app, BOB, "-remind-12h-").len(), 1, "Bob's went once");
}

#[actix_web::test]
async fn the_calendar_feed_lists_the_deadlines_a_player_owes() {
    let t = three_players().await;
    let app = &t.app;
    let (cy, csrf) = signed_in(app, CY, "/account").await;
    let r = cy
        .post(app.url("/account/calendar"))
        .form(&[("csrf", csrf.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let page = r.text().await.unwrap();
    let feed = link_in(&page, &app.url("/calendar/")).expect("the calendar address");
    let r = app.browser().get(&feed).send().await.unwrap();
    assert_eq!(r.status(), 200);
    assert_eq!(r.headers()["content-type"], "text/calendar; charset=utf-8");
    let ics = r.text().await.unwrap();
    assert_eq!(ics.matches("BEGIN:VEVENT").count(), 1);
    assert!(ics.contains(&format!("UID:game-{}-step-0-seat-2@", t.id)));
    decide(app, t.id, &t.links[2], 2).await;
    let ics = app.page(&app.browser(), &feed.replace(&app.base, "")).await;
    assert_eq!(
        ics.matches("BEGIN:VEVENT").count(),
        0,
        "decided: no deadline left"
    );
    // A new address replaces the old one.
    cy.post(app.url("/account/calendar"))
        .form(&[("csrf", csrf.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(
        app.browser().get(&feed).send().await.unwrap().status(),
        StatusCode::NOT_FOUND
    );
}

#[actix_web::test]
async fn standing_orders_decide_at_the_deadline_and_play_production_when_asked() {
    use missive::games::wonderful::{Decision, Prompt};
    let t = three_players().await;
    let app = &t.app;
    // Cy prefers a card of the hand the fallback would not take.
    let (st, _) = state(app, t.id);
    let Some(Decision::Pick { card: fallback }) = Wonderful::fallback(&st, 2) else {
        panic!("a pick");
    };
    let wanted = st.players[2]
        .hand
        .iter()
        .find(|c| c.design().id != fallback.design().id)
        .expect("a hand of several designs")
        .design()
        .id
        .clone();
    let orders_url = format!("{}/orders", t.links[2]);
    let page = app.browser().get(&orders_url).send().await.unwrap();
    assert_eq!(page.status(), 200);
    let r = app
        .browser()
        .post(&orders_url)
        .form(&[("draft_1", "kind:spaceship")])
        .send()
        .await
        .unwrap();
    assert_eq!(
        r.status(),
        StatusCode::UNPROCESSABLE_ENTITY,
        "a tampered form"
    );
    let r = app
        .browser()
        .post(&orders_url)
        .form(&[
            ("draft_1", format!("design:{wanted}")),
            ("play_production", "on".into()),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303);
    let saved = r.headers()["location"].to_str().unwrap().to_string();
    let page = app.page(&app.browser(), &saved).await;
    assert!(page.contains("Your standing orders are saved."));
    assert!(
        page.contains(&format!("value=\"design:{wanted}\" selected")),
        "{page}"
    );

    decide(app, t.id, &t.links[0], 0).await;
    decide(app, t.id, &t.links[1], 1).await;
    app.advance(Duration::hours(24) + Duration::minutes(1));
    app.settle();
    let made = submission(app, t.id, 0, 2).expect("decided at the deadline");
    assert_eq!(made.source, "standing_order");
    let Decision::Pick { card } = serde_json::from_value(made.decision).unwrap() else {
        panic!("a pick");
    };
    assert_eq!(
        card.design().id,
        wanted,
        "the orders' card, not the fallback's"
    );

    // Through the first Production steps: Cy's are played as soon as they open, unasked.
    let ctx = missive::play::Ctx {
        base_url: app.base.clone(),
        mail_domain: "127.0.0.1".into(),
        now: app.now(),
        email_grace: app.email_grace,
    };
    // (A step with one legal outcome is played as such, before any orders.)
    let mut played = Vec::new();
    while played.len() < 2 {
        let (st, step) = state(app, t.id);
        assert!(st.round <= 4, "the orders never played a Production step");
        for (seat, prompt) in Wonderful::prompts(&st) {
            if matches!(prompt, Prompt::Produce { .. }) && seat == 2 {
                let made = submission(app, t.id, step, 2).expect("played at once");
                assert!(["standing_order", "auto"].contains(&made.source.as_str()));
                if made.source == "standing_order" {
                    played.push(step);
                }
                continue;
            }
            if submission(app, t.id, step, seat as i32).is_some() {
                continue;
            }
            let decision = heuristic::decide(&st, seat, &prompt).unwrap();
            missive::play::turn::submit::submit::<Wonderful>(
                &mut app.pool.get().unwrap(),
                t.id,
                seat,
                step,
                &decision,
                missive::play::Source::Web,
                &ctx,
            )
            .unwrap();
        }
    }
    app.settle();
    let cy = users::by_email(&mut app.pool.get().unwrap(), CY)
        .unwrap()
        .unwrap();
    let asked: Vec<_> = notifications::of_user(&mut app.pool.get().unwrap(), cy.id, 100)
        .unwrap()
        .into_iter()
        .filter(|n| n.kind == "decision_due")
        .collect();
    for n in &asked {
        let step: i32 = n
            .message_id
            .split("-step-")
            .nth(1)
            .unwrap()
            .split('-')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert!(
            !played.contains(&step),
            "Cy was emailed about step {step}, which the orders played"
        );
    }
}

#[actix_web::test]
async fn the_organizer_chooses_reminders_and_the_absence_allowance() {
    let app = TestApp::spawn().await;
    let page = {
        let (browser, _) = signed_in(&app, ANN, "/games/new").await;
        app.page(&browser, "/games/new").await
    };
    assert!(page.contains("name=\"reminders\"") && page.contains("name=\"absence_days\""));
    let id = app
        .start_game_with(
            &[(ANN, "Ann"), (BOB, "Bob")],
            &[
                ("side", "A"),
                ("hours", "24"),
                ("reminders", ""),
                ("absence_days", "2"),
            ],
        )
        .await;
    let link = app.invitation_link(id, BOB);
    // No reminders: the whole day passes in silence until the deadline decides.
    app.advance(Duration::hours(23) + Duration::minutes(59));
    app.settle();
    assert!(mails(&app, BOB, "-remind-").is_empty());
    // Two days of absence at most.
    let today = app.now().date_naive();
    let r = declare_absence(&app.browser(), &link, today, today + Duration::days(2)).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        r.text()
            .await
            .unwrap()
            .contains("This game allows 2 days of absence")
    );
}

#[actix_web::test]
async fn settings_that_make_no_sense_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    let (ann, csrf) = signed_in(&app, ANN, "/account").await;
    let cases: [(&[(&str, &str)], &str); 5] = [
        (
            &[("time_zone", "Mars/Olympus_Mons")],
            "Choose your time zone",
        ),
        (
            &[("quiet_from", "22")],
            "Give both ends of your quiet hours",
        ),
        (
            &[("quiet_from", "7"), ("quiet_until", "7")],
            "end at another hour",
        ),
        (&[("notify", "hourly")], "Choose how you want to hear"),
        (&[("digest_hour", "24")], "Hours go from 0 to 23"),
    ];
    for (changes, reason) in cases {
        let r = post_settings(&app, &ann, &csrf, "Ann", changes).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
        assert!(r.text().await.unwrap().contains(reason), "{reason}");
    }
    // A refused form comes back as it was typed, the reason beside the field.
    let r = post_settings(&app, &ann, &csrf, "Ann Typed", &[("quiet_from", "22")]).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = r.text().await.unwrap();
    assert!(
        page.contains("id=\"quiet_until-error\">Give both ends"),
        "{page}"
    );
    assert!(page.contains("value=\"Ann Typed\""), "{page}");
    assert!(
        page.contains("<option value=\"22\" selected>22:00"),
        "{page}"
    );
    let user = users::by_email(&mut app.pool.get().unwrap(), ANN)
        .unwrap()
        .unwrap();
    assert_eq!(
        (
            user.time_zone.as_str(),
            user.quiet_from,
            user.notify.as_str(),
            user.digest_hour
        ),
        ("UTC", None, "each", 8)
    );
    // A real zone and quiet hours over midnight are kept, and shown again.
    let changes = [
        ("time_zone", "Europe/Paris"),
        ("quiet_from", "22"),
        ("quiet_until", "7"),
    ];
    save_settings(&app, &ann, &csrf, "Ann", &changes).await;
    let page = app.page(&ann, "/account").await;
    assert!(page.contains("<option selected>Europe/Paris</option>"));
    assert!(page.contains("<option value=\"22\" selected>22:00</option>"));
    // The log says what each email was, and when, in the player's own time.
    assert!(page.contains("sign-in link"));
    assert!(page.contains("(Europe/Paris)"));
}

/// Each waiting deadline, reminders or notice job of a game, as (kind, step).
fn timers(app: &TestApp, id: i64) -> Vec<(String, i64)> {
    missive::jobs::queue::pending(&mut app.pool.get().unwrap())
        .unwrap()
        .into_iter()
        .filter(|j| {
            j.game_id == Some(id) && ["deadline", "reminders", "notice"].contains(&j.kind.as_str())
        })
        .map(|j| (j.kind, j.payload["step"].as_i64().unwrap()))
        .collect()
}

#[actix_web::test]
async fn a_resolved_steps_timers_are_dropped() {
    let t = three_players().await;
    let app = &t.app;
    // A deadline, and the step's reminders 12 h and 1 h before it: one job each, whoever owes.
    let first = timers(app, t.id);
    assert_eq!(first.len(), 3, "{first:?}");
    assert!(first.iter().all(|(_, step)| *step == 0));
    for seat in 0..3 {
        decide(app, t.id, &t.links[seat], seat).await;
    }
    app.settle();
    assert_eq!(state(app, t.id).1, 1);
    let now = timers(app, t.id);
    assert!(
        now.iter().all(|(_, step)| *step == 1),
        "only the open step's timers are left: {now:?}"
    );
    assert_eq!(now.len(), 3);
}

#[actix_web::test]
async fn the_deadline_racing_the_last_decision_resolves_the_step_once() {
    for _ in 0..4 {
        let t = three_players().await;
        let app = &t.app;
        decide(app, t.id, &t.links[0], 0).await;
        decide(app, t.id, &t.links[1], 1).await;
        app.settle();
        app.advance_only(Duration::hours(24));
        let (state, step) = state(app, t.id);
        let prompt = Wonderful::prompts(&state)
            .into_iter()
            .find(|(seat, _)| *seat == 2)
            .unwrap()
            .1;
        let mut fields = form::fields(&heuristic::decide(&state, 2, &prompt).unwrap());
        fields.push(("step".into(), step.to_string()));

        // The deadline's job and Cy's decision start at the same moment.
        let start = std::sync::Arc::new(std::sync::Barrier::new(2));
        let worker = app.running.worker.clone();
        let deadline = std::thread::spawn({
            let start = start.clone();
            move || {
                start.wait();
                worker.drain().unwrap()
            }
        });
        let browser = app.browser();
        let post = browser.post(&t.links[2]).form(&fields);
        tokio::task::spawn_blocking(move || start.wait())
            .await
            .unwrap();
        let status = post.send().await.unwrap().status();
        deadline.join().unwrap();
        app.settle();

        // Exactly one resolution, with Cy's decision or the deadline's, never both or neither.
        assert_eq!(self::state(app, t.id).1, 1);
        let cy = submission(app, t.id, 0, 2).unwrap();
        match status {
            StatusCode::SEE_OTHER => assert_eq!(cy.source, "web"),
            StatusCode::CONFLICT => assert_eq!(cy.source, "deadline"),
            other => panic!("Cy's decision got {other}"),
        }
        let resolved = history::steps_from(&mut app.pool.get().unwrap(), t.id, 0).unwrap();
        assert_eq!(resolved.len(), 1);
    }
}

#[actix_web::test]
async fn the_digest_comes_once_on_the_night_the_clocks_go_back() {
    use chrono::TimeZone;
    let app = TestApp::spawn().await;
    let at = |s: &str| s.parse::<chrono::DateTime<chrono::Utc>>().unwrap();
    // The night of 24 to 25 October 2026 Paris puts its clocks back from 03:00 to 02:00, so
    // 02:00 comes twice: at 00:00 UTC, then at 01:00 UTC.
    let eve = chrono::Utc
        .with_ymd_and_hms(2026, 10, 24, 12, 0, 0)
        .unwrap();
    app.advance_only(eve - app.now());
    let (bob, csrf) = signed_in(&app, BOB, "/account").await;
    let settings = [
        ("notify", "digest"),
        ("digest_hour", "2"),
        ("time_zone", "Europe/Paris"),
    ];
    save_settings(&app, &bob, &csrf, "Bob", &settings).await;
    // No deadline: Bob owes his decision for days.
    app.start_game(&[(ANN, "Ann"), (BOB, "Bob")], "A", "0")
        .await;
    let digests = || {
        app.smtp
            .messages()
            .into_iter()
            .filter(|m| m.message_id.starts_with("digest-"))
            .collect::<Vec<_>>()
    };
    let until = |t: &str| app.advance(at(t) - app.now());

    until("2026-10-24T23:59:00Z");
    assert!(digests().is_empty());
    until("2026-10-25T00:00:00Z");
    assert_eq!(digests().len(), 1, "02:00 the first time round");
    assert!(digests()[0].text.contains("Sunday 25 October"));
    until("2026-10-25T01:30:00Z");
    assert_eq!(digests().len(), 1, "not again when 02:00 comes back");
    until("2026-10-26T00:59:00Z");
    assert_eq!(digests().len(), 1);
    until("2026-10-26T01:00:00Z");
    assert_eq!(digests().len(), 2, "the next day, at 02:00 in winter time");
    assert!(digests()[1].text.contains("Monday 26 October"));
}
