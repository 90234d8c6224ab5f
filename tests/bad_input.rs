//! Bad input of every kind gets a 4xx page with the reason and a way back, and changes nothing.

use crate::support;

use missive::db::games;
use missive::games::wonderful::{Decision, State};
use missive::web::games::wonderful::form;
use reqwest::StatusCode;
use support::app::TestApp;

struct Table {
    app: TestApp,
    id: i64,
    links: Vec<String>,
}

async fn two_player_game() -> Table {
    let app = TestApp::spawn().await;
    let id = app
        .start_game(
            &[("ann@example.org", "Ann"), ("bob@example.org", "Bob")],
            "A",
            "0",
        )
        .await;
    let links = ["ann@example.org", "bob@example.org"]
        .map(|email| app.invitation_link(id, email))
        .to_vec();
    Table { app, id, links }
}

/// What must not change: the game row and every submission.
fn snapshot(t: &Table) -> (serde_json::Value, i32, usize) {
    let mut conn = t.app.pool.get().unwrap();
    let game = games::get(&mut conn, t.id).unwrap().unwrap();
    let subs = missive::db::history::all_submissions(&mut conn, t.id).unwrap();
    (game.state, game.step, subs.len())
}

fn state(t: &Table) -> State {
    let mut conn = t.app.pool.get().unwrap();
    serde_json::from_value(games::get(&mut conn, t.id).unwrap().unwrap().state).unwrap()
}

async fn expect_refusal(resp: reqwest::Response, status: StatusCode, reason: &str) {
    assert_eq!(resp.status(), status);
    let body = resp.text().await.unwrap();
    assert!(
        body.contains(reason),
        "the page should say {reason:?}:\n{body}"
    );
    assert!(body.contains("<a href="), "a way back");
}

#[actix_web::test]
async fn bad_input_is_refused_with_its_reason_and_changes_nothing() {
    let t = two_player_game().await;
    let browser = t.app.browser();
    let s = state(&t);
    let mine = s.players[0].hand[0];
    let theirs = s.players[1].hand[0];
    let pick = |card| {
        let mut f = form::fields(&Decision::Pick { card });
        f.push(("step".into(), "0".into()));
        f
    };
    let before = snapshot(&t);

    // A card id that does not exist.
    let mut tampered = pick(mine);
    for (k, v) in tampered.iter_mut() {
        if k != "step" {
            *v = "999".into();
        }
    }
    let r = browser
        .post(&t.links[0])
        .form(&tampered)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(snapshot(&t), before);

    // A card of the other seat's hand.
    let r = browser
        .post(&t.links[0])
        .form(&pick(theirs))
        .send()
        .await
        .unwrap();
    expect_refusal(r, StatusCode::UNPROCESSABLE_ENTITY, "is not in your hand").await;
    assert_eq!(snapshot(&t), before);

    // A form drawn for another step.
    let mut wrong_step = pick(mine);
    wrong_step.retain(|(k, _)| k != "step");
    wrong_step.push(("step".into(), "7".into()));
    let r = browser
        .post(&t.links[0])
        .form(&wrong_step)
        .send()
        .await
        .unwrap();
    expect_refusal(r, StatusCode::CONFLICT, "already closed").await;
    assert_eq!(snapshot(&t), before);

    // No step at all.
    let r = browser
        .post(&t.links[0])
        .form(&[("card", "1")])
        .send()
        .await
        .unwrap();
    expect_refusal(r, StatusCode::BAD_REQUEST, "missing the step").await;

    // A token that was never issued, and one of a game that does not exist.
    let forged = format!("{}x", t.links[0]);
    let r = browser
        .post(&forged)
        .form(&pick(mine))
        .send()
        .await
        .unwrap();
    expect_refusal(r, StatusCode::NOT_FOUND, "does not open any seat").await;
    let r = browser
        .get(t.app.url("/play/424242-abc"))
        .send()
        .await
        .unwrap();
    expect_refusal(r, StatusCode::NOT_FOUND, "does not open any seat").await;
    assert_eq!(snapshot(&t), before);

    // An oversized body.
    let huge = vec![
        ("step".to_string(), "0".to_string()),
        ("x".into(), "y".repeat(100_000)),
    ];
    let r = browser.post(&t.links[0]).form(&huge).send().await.unwrap();
    expect_refusal(r, StatusCode::PAYLOAD_TOO_LARGE, "far larger").await;

    // Malformed UTF-8.
    let r = browser
        .post(&t.links[0])
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body(b"step=0&card=%FF%FE\xff".to_vec())
        .send()
        .await
        .unwrap();
    assert!(r.status().is_client_error(), "{}", r.status());
    assert_eq!(snapshot(&t), before);

    // Missing CSRF token on a signed-in form.
    let organizer = t.app.browser();
    t.app.sign_in(&organizer, "ann@example.org").await;
    let r = organizer
        .post(t.app.url("/games"))
        .form(&[("email0", "x@example.org"), ("side", "A"), ("hours", "0")])
        .send()
        .await
        .unwrap();
    expect_refusal(r, StatusCode::FORBIDDEN, "did not come from a Missive page").await;

    // A double submit before the step closes keeps one decision; after it closes, it is refused.
    for _ in 0..2 {
        let r = browser
            .post(&t.links[0])
            .form(&pick(mine))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::SEE_OTHER);
    }
    assert_eq!(snapshot(&t).2, before.2 + 1, "one decision stored, not two");
    let r = browser
        .post(&t.links[1])
        .form(&pick(theirs))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let after = snapshot(&t);
    assert_eq!(after.1, before.1 + 1, "the step resolved once");
    let r = browser
        .post(&t.links[0])
        .form(&pick(mine))
        .send()
        .await
        .unwrap();
    expect_refusal(r, StatusCode::CONFLICT, "already closed").await;
    assert_eq!(snapshot(&t), after);

    // A revoked link opens nothing any more.
    {
        let mut conn = t.app.pool.get().unwrap();
        games::revoke_seat_links(&mut conn, t.id, 1, t.app.now()).unwrap();
    }
    let r = browser.get(&t.links[1]).send().await.unwrap();
    expect_refusal(r, StatusCode::GONE, "revoked").await;
    let r = browser
        .post(&t.links[1])
        .form(&pick(theirs))
        .send()
        .await
        .unwrap();
    expect_refusal(r, StatusCode::GONE, "revoked").await;
    assert_eq!(snapshot(&t), after);
}

#[actix_web::test]
async fn unknown_pages_and_expired_sign_in_links_are_4xx() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    let r = browser.get(app.url("/no/such/page")).send().await.unwrap();
    expect_refusal(r, StatusCode::NOT_FOUND, "does not exist").await;
    let r = browser
        .get(app.url("/games/notanumber"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    let r = browser
        .get(app.url("/sign-in/made-up-token"))
        .send()
        .await
        .unwrap();
    expect_refusal(r, StatusCode::GONE, "not valid").await;
    let r = browser.get(app.url("/games/new")).send().await.unwrap();
    expect_refusal(r, StatusCode::UNAUTHORIZED, "sign in").await;
    // The development mail page exists only without SMTP.
    let r = browser.get(app.url("/dev/mail")).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    // History and league pages of things that do not exist, or addresses that make no sense.
    for path in [
        "/games/999999",
        "/games/999999/steps/0",
        "/games/999999/record.json",
        "/players/999999",
        "/leagues/999999",
        "/leagues/999999/seasons/1",
        "/leagues/999999/ratings",
        "/leagues/999999/players/1",
    ] {
        let r = browser.get(app.url(path)).send().await.unwrap();
        expect_refusal(r, StatusCode::NOT_FOUND, "does not exist").await;
    }
    for path in [
        "/games/1/steps/last",
        "/leagues/notanumber",
        "/leagues/1/seasons/first",
        "/leagues/1/players/someone",
    ] {
        assert_eq!(
            app.status(&browser, path).await,
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
    let r = browser
        .get(app.url("/leagues/999999/join?key=made-up"))
        .send()
        .await
        .unwrap();
    expect_refusal(r, StatusCode::GONE, "ask the organizer for a new one").await;
    // League forms need a signed-in member: a visitor is sent to sign in.
    for path in ["/leagues/999999/leave", "/leagues/999999/seasons"] {
        let r = browser
            .post(app.url(path))
            .form(&[("csrf", "x")])
            .send()
            .await
            .unwrap();
        expect_refusal(r, StatusCode::UNAUTHORIZED, "sign in").await;
    }
}

#[actix_web::test]
async fn sign_in_emails_are_rate_limited_per_address() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    for _ in 0..missive::accounts::PER_ADDRESS {
        let r = browser
            .post(app.url("/sign-in"))
            .form(&[("email", "eve@example.org")])
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::OK);
    }
    let r = browser
        .post(app.url("/sign-in"))
        .form(&[("email", "eve@example.org")])
        .send()
        .await
        .unwrap();
    expect_refusal(r, StatusCode::TOO_MANY_REQUESTS, "in the last 15 minutes").await;
    // The queue is drained: exactly the allowed emails went out.
    let sent = app.emails_to("eve@example.org", missive::accounts::PER_ADDRESS as usize);
    assert_eq!(sent.len(), missive::accounts::PER_ADDRESS as usize);
    assert_eq!(app.smtp.messages().len(), sent.len());
}

#[actix_web::test]
async fn sign_in_refuses_an_address_no_email_can_be_sent_to() {
    let app = TestApp::spawn().await;
    let before = app.fingerprint();
    for address in [
        "\\@x.example",
        "ann@exa mple.org",
        "ann@@x.example",
        "ann@localhost",
    ] {
        let r = app
            .browser()
            .post(app.url("/sign-in"))
            .form(&[("email", address)])
            .send()
            .await
            .unwrap();
        expect_refusal(
            r,
            StatusCode::UNPROCESSABLE_ENTITY,
            "Emails cannot be sent to that address",
        )
        .await;
    }
    app.settle();
    assert_eq!(app.fingerprint(), before, "no account, no email");
    assert!(app.smtp.messages().is_empty());
}

/// A form: the page that holds it, where it posts, its fields.
type Form = (String, String, Vec<(&'static str, &'static str)>);

#[actix_web::test]
async fn a_control_character_in_any_text_field_is_refused_and_changes_nothing() {
    let t = two_player_game().await;
    let app = &t.app;
    let ann = app.browser();
    app.sign_in(&ann, "ann@example.org").await;
    let league = {
        let r = app
            .submit(
                &ann,
                "/leagues/new",
                "/leagues",
                &support::forms::new_league(),
            )
            .await;
        assert_eq!(r.status(), 303, "{}", r.text().await.unwrap());
        r.headers()["location"].to_str().unwrap().to_string()
    };
    let manage = format!("/games/{}/manage", t.id);
    let game_form = |name1: &'static str| {
        vec![
            ("email0", "ann@example.org"),
            ("name0", "Ann"),
            ("email1", "cy@example.org"),
            ("name1", name1),
            ("side", "A"),
            ("hours", "0"),
        ]
    };
    // Each form holds one control character.
    let forms: Vec<Form> = vec![
        (
            "/account".into(),
            "/account".into(),
            vec![("name", "Ann\0"), ("notify", "each")],
        ),
        ("/games/new".into(), "/games".into(), game_form("C\0y")),
        (
            "/games/new".into(),
            "/games".into(),
            game_form("Cy\u{1b}[31m"),
        ),
        (
            "/leagues/new".into(),
            "/leagues".into(),
            vec![("name", "Tues\0day")],
        ),
        (
            league.clone(),
            format!("{league}/invite"),
            vec![("emails", "dan@example.org\0")],
        ),
        (
            manage.clone(),
            format!("/games/{}/replace", t.id),
            vec![
                ("seat", "1"),
                ("email", "dan@example.org"),
                ("name", "D\0an"),
            ],
        ),
        (
            manage.clone(),
            format!("/games/{}/extend", t.id),
            vec![("hours", "2"), ("reason", "away\0")],
        ),
        (
            manage.clone(),
            format!("/games/{}/abandon", t.id),
            vec![("reason", "\0")],
        ),
    ];
    let before = app.fingerprint();
    for (page, action, fields) in &forms {
        let r = app.submit(&ann, page, action, fields).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{action}");
        let body = r.text().await.unwrap();
        assert!(body.contains("control character"), "{action}: {body}");
        assert!(
            body.contains(&format!("href=\"{page}\"")),
            "back to the form: {body}"
        );
        assert_eq!(app.fingerprint(), before, "{action} changed something");
    }
    // A seat's decision form, and a query, with no sign-in.
    let r = app
        .browser()
        .post(&t.links[0])
        .form(&[("step", "0"), ("card", "1\0")])
        .send()
        .await
        .unwrap();
    expect_refusal(r, StatusCode::UNPROCESSABLE_ENTITY, "control character").await;
    let r = app
        .browser()
        .get(app.url("/games?status=%00"))
        .send()
        .await
        .unwrap();
    expect_refusal(r, StatusCode::UNPROCESSABLE_ENTITY, "control character").await;
    assert_eq!(app.fingerprint(), before);
}

#[actix_web::test]
async fn a_body_that_trickles_in_is_cut_off() {
    use std::io::{Read, Write};
    let app = TestApp::spawn().await;
    let before = app.fingerprint();
    let address = app.base.trim_start_matches("http://").to_string();
    let answer = tokio::task::spawn_blocking(move || {
        let mut stream = std::net::TcpStream::connect(address).unwrap();
        stream
            .set_read_timeout(Some(std::time::Duration::from_secs(30)))
            .unwrap();
        // Part of the body, and then nothing more.
        stream
            .write_all(
                b"POST /sign-in HTTP/1.1\r\nHost: missive.test\r\n\
                  Content-Type: application/x-www-form-urlencoded\r\n\
                  Content-Length: 40\r\n\r\nemail=eve",
            )
            .unwrap();
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        String::from_utf8_lossy(&answer).into_owned()
    })
    .await
    .unwrap();
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("took too long to arrive"), "{answer}");
    assert_eq!(app.fingerprint(), before);
}

#[actix_web::test]
async fn a_refused_game_form_comes_back_as_typed_with_the_reason_beside_the_field() {
    let app = TestApp::spawn().await;
    let ann = app.browser();
    app.sign_in(&ann, "ann@example.org").await;
    let mut fields = app
        .form_of(&ann, "/games/new", &[("side", "B"), ("hours", "24")])
        .await;
    for (name, value) in [
        ("email0", "ann@example.org"),
        ("name0", "Ann"),
        ("email1", "bob-at-example"),
        ("name1", "Bob"),
    ] {
        fields.push((name.to_string(), value.to_string()));
    }
    let r = ann
        .post(app.url("/games"))
        .form(&fields)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = r.text().await.unwrap();
    let reason = "id=\"email1-error\">“bob-at-example” is not an email address.";
    assert!(page.contains(reason), "{page}");
    assert!(page.contains("value=\"bob-at-example\""), "{page}");
    assert!(page.contains("value=\"Bob\""), "{page}");
    assert!(page.contains("value=\"B\" checked"), "{page}");
    use diesel::prelude::*;
    let stored: i64 = missive::db::schema::games::table
        .count()
        .get_result(&mut app.pool.get().unwrap())
        .unwrap();
    assert_eq!(stored, 0, "nothing was created");
}

#[actix_web::test]
async fn a_game_form_for_an_unknown_game_or_with_a_tampered_option_changes_nothing() {
    let app = TestApp::spawn().await;
    let ann = app.browser();
    app.sign_in(&ann, "ann@example.org").await;
    // The form names its game; a game this service does not run is refused with a way back.
    for path in ["/games/new?game=chess", "/leagues/new?game=chess"] {
        let r = ann.get(app.url(path)).send().await.unwrap();
        assert_eq!(r.status(), StatusCode::NOT_FOUND, "{path}");
        let page = r.text().await.unwrap();
        assert!(page.contains("There is no such game."), "{page}");
        assert!(page.contains("href=\"/\""), "{page}");
    }
    let mut fields = app
        .form_of(&ann, "/games/new", &[("side", "A"), ("hours", "24")])
        .await;
    assert!(
        fields.iter().any(|(k, _)| k == "game"),
        "the form says which game it starts"
    );
    fields.push(("email0".into(), "ann@example.org".into()));
    let post = |fields: Vec<(String, String)>| {
        let ann = ann.clone();
        let url = app.url("/games");
        async move { ann.post(url).form(&fields).send().await.unwrap() }
    };
    let tampered_game: Vec<(String, String)> = fields
        .iter()
        .map(|(k, v)| match k.as_str() {
            "game" => (k.clone(), "chess".to_string()),
            _ => (k.clone(), v.clone()),
        })
        .collect();
    let r = post(tampered_game).await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    // An option the game does not have is refused beside its field, the rest kept as typed.
    let tampered_side: Vec<(String, String)> = fields
        .iter()
        .map(|(k, v)| match k.as_str() {
            "side" => (k.clone(), "C".to_string()),
            _ => (k.clone(), v.clone()),
        })
        .collect();
    let r = post(tampered_side).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = r.text().await.unwrap();
    assert!(
        page.contains("id=\"side-error\">Choose side A or side B of the Empire cards."),
        "{page}"
    );
    assert!(page.contains("value=\"ann@example.org\""), "{page}");
    use diesel::prelude::*;
    let stored: i64 = missive::db::schema::games::table
        .count()
        .get_result(&mut app.pool.get().unwrap())
        .unwrap();
    assert_eq!(stored, 0, "nothing was created");
}
