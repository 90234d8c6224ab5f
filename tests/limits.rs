//! Limits that hold under pressure: sign-in links counted as one step however many requests
//! arrive together, client addresses taken from trusted proxies only, games and invitations
//! per account, and personal pages that no cache keeps.

use crate::support;

use diesel::prelude::*;
use missive::accounts::{PER_ADDRESS, PER_IP};
use missive::db::schema::games;
use reqwest::StatusCode;
use support::app::{Spawn, TestApp};

const ANN: &str = "ann@example.org";

async fn ask_for_link(app: &TestApp, email: &str, forwarded: Option<&str>) -> StatusCode {
    let mut request = app
        .browser()
        .post(app.url("/sign-in"))
        .form(&[("email", email)]);
    if let Some(address) = forwarded {
        request = request.header("X-Forwarded-For", address);
    }
    request.send().await.unwrap().status()
}

#[actix_web::test]
async fn twelve_sign_in_requests_at_once_send_three_links() {
    let app = TestApp::spawn().await;
    let mut requests = tokio::task::JoinSet::new();
    for _ in 0..12 {
        let client = app.browser();
        let url = app.url("/sign-in");
        requests.spawn(async move {
            client
                .post(url)
                .form(&[("email", "eve@example.org")])
                .send()
                .await
                .unwrap()
                .status()
        });
    }
    let statuses = requests.join_all().await;
    let sent = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    let limited = statuses
        .iter()
        .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
        .count();
    assert_eq!(
        (sent, limited),
        (PER_ADDRESS as usize, 12 - PER_ADDRESS as usize)
    );
    let links = app.emails_to("eve@example.org", 0);
    assert_eq!(links.len(), PER_ADDRESS as usize);
}

#[actix_web::test]
async fn a_forwarded_address_counts_only_from_a_trusted_proxy() {
    // Nobody is trusted: whatever the header says, every request comes from 127.0.0.1.
    let app = TestApp::spawn().await;
    for i in 0..PER_IP {
        let forged = format!("203.0.113.{i}");
        let status = ask_for_link(&app, &format!("p{i}@example.org"), Some(&forged)).await;
        assert_eq!(status, StatusCode::OK);
    }
    let status = ask_for_link(&app, "late@example.org", Some("198.51.100.1")).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);

    // Behind a trusted proxy (the tests' own address), each client counts for itself: a
    // proxy does not lock everyone out.
    let app = TestApp::spawn_with(Spawn {
        trusted_proxies: missive::config::parse_proxies("127.0.0.1").unwrap(),
        ..Spawn::default()
    })
    .await;
    for i in 0..PER_IP + 5 {
        let client = format!("203.0.113.{i}");
        let status = ask_for_link(&app, &format!("p{i}@example.org"), Some(&client)).await;
        assert_eq!(status, StatusCode::OK, "client {client}");
    }
    // One client behind the proxy is still limited.
    for i in 0..PER_IP {
        ask_for_link(&app, &format!("q{i}@example.org"), Some("198.51.100.1")).await;
    }
    let status = ask_for_link(&app, "q@example.org", Some("198.51.100.1")).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
}

fn games_of(app: &TestApp) -> i64 {
    games::table
        .count()
        .get_result(&mut app.pool.get().unwrap())
        .unwrap()
}

#[actix_web::test]
async fn an_account_starts_at_most_ten_games_an_hour() {
    let app = TestApp::spawn().await;
    let (per_hour, _) = missive::accounts::limits::Action::Game.limits();
    let ann = app.browser();
    app.sign_in(&ann, ANN).await;
    let new_game = async || {
        let fields = [
            ("email0", ANN),
            ("name0", "Ann"),
            ("side", "A"),
            ("hours", "0"),
        ];
        app.submit(&ann, "/games/new", "/games", &fields).await
    };
    for _ in 0..per_hour {
        assert_eq!(new_game().await.status(), StatusCode::SEE_OTHER);
    }
    assert_eq!(games_of(&app), per_hour);
    let before = app.fingerprint();
    let r = new_game().await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    let page = r.text().await.unwrap();
    assert!(page.contains("10 new games in an hour"), "{page}");
    assert!(
        page.contains("name=\"email0\""),
        "the form again, as it was sent"
    );
    assert_eq!(app.fingerprint(), before, "nothing was created");
    // An hour later it is allowed again.
    app.advance(chrono::Duration::minutes(61));
    assert_eq!(new_game().await.status(), StatusCode::SEE_OTHER);
    assert_eq!(games_of(&app), per_hour + 1);
}

#[actix_web::test]
async fn personal_pages_are_never_stored_by_a_cache() {
    let app = TestApp::spawn().await;
    let id = app
        .start_game(&[(ANN, "Ann"), ("bob@example.org", "Bob")], "A", "0")
        .await;
    let seat = app.invitation_link(id, ANN);
    let ann = app.browser();
    app.sign_in(&ann, ANN).await;
    let cache_control = |r: &reqwest::Response| {
        r.headers()
            .get("cache-control")
            .map(|v| v.to_str().unwrap().to_string())
    };
    for path in [
        seat.trim_start_matches(&app.base).to_string(),
        "/account".into(),
    ] {
        let r = ann.get(app.url(&path)).send().await.unwrap();
        assert_eq!(r.status(), StatusCode::OK, "{path}");
        assert_eq!(cache_control(&r).as_deref(), Some("no-store"), "{path}");
    }
    let r = ann
        .get(app.url(&format!("/games/{id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(cache_control(&r), None, "a game page is not personal");
}

#[actix_web::test]
async fn an_account_invites_at_most_forty_players_an_hour_and_fifty_to_leagues() {
    let app = TestApp::spawn().await;
    let ann = app.browser();
    app.sign_in(&ann, ANN).await;
    let (per_hour, _) = missive::accounts::limits::Action::Invitation.limits();
    // Games of five others each (Ann organizes without playing): eight fill the hour.
    let game = |n: usize| {
        let mut fields: Vec<(String, String)> = (0..5)
            .flat_map(|seat| {
                let email = format!("g{n}s{seat}@example.org");
                [
                    (format!("email{seat}"), email),
                    (format!("name{seat}"), String::new()),
                ]
            })
            .collect();
        fields.push(("side".into(), "A".into()));
        fields.push(("hours".into(), "0".into()));
        fields
    };
    let post_game = async |n: usize| {
        let fields = game(n);
        let fields: Vec<(&str, &str)> = fields
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        app.submit(&ann, "/games/new", "/games", &fields).await
    };
    for n in 0..(per_hour as usize / 5) {
        assert_eq!(post_game(n).await.status(), StatusCode::SEE_OTHER);
    }
    let r = post_game(99).await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(
        r.text()
            .await
            .unwrap()
            .contains("40 players invited to your games in an hour")
    );
    assert!(app.emails_to("g99s0@example.org", 0).is_empty());

    // League invitations have their own allowance.
    let league = {
        let fields = support::forms::new_league();
        let r = app.submit(&ann, "/leagues/new", "/leagues", &fields).await;
        r.headers()["location"].to_str().unwrap().to_string()
    };
    let (per_hour, _) = missive::accounts::limits::Action::LeagueInvitation.limits();
    let many: Vec<String> = (0..per_hour).map(|i| format!("l{i}@example.org")).collect();
    let invite = async |emails: &str| {
        app.submit(
            &ann,
            &league,
            &format!("{league}/invite"),
            &[("emails", emails)],
        )
        .await
        .status()
    };
    assert_eq!(invite(&many.join("\n")).await, StatusCode::SEE_OTHER);
    assert_eq!(
        invite("one.more@example.org").await,
        StatusCode::TOO_MANY_REQUESTS
    );
    assert!(app.emails_to("one.more@example.org", 0).is_empty());
}
