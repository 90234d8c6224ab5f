//! HEAD answers like GET, without a body, on every GET route: link checkers and some mail
//! scanners ask with HEAD before (or instead of) GET.

use crate::support;

use support::app::{TestApp, link_in};

#[actix_web::test]
async fn head_answers_like_get_on_every_get_route() {
    let app = TestApp::spawn().await;
    let ann = app.browser();
    let id = app
        .start_game(
            &[("ann@example.org", "Ann"), ("bob@example.org", "Bob")],
            "A",
            "0",
        )
        .await;
    // The record is there once a game is over.
    let finished = app
        .start_game(
            &[("ann@example.org", "Ann"), ("cyd@example.org", "Cyd")],
            "A",
            "0",
        )
        .await;
    support::bots::play(&app, finished, |_| false);
    let seat = app.invitation_link(id, "bob@example.org");
    let seat = seat.trim_start_matches(&app.base).to_string();
    app.sign_in(&ann, "ann@example.org").await;
    let ann_id = {
        let mut conn = app.pool.get().unwrap();
        missive::db::users::by_email(&mut conn, "ann@example.org")
            .unwrap()
            .unwrap()
            .id
    };

    // A league with a planned season, an invitation and a join link.
    let r = app
        .submit(
            &ann,
            "/leagues/new",
            "/leagues",
            &support::forms::new_league(),
        )
        .await;
    assert_eq!(r.status(), 303);
    let league = r.headers()["location"].to_str().unwrap().to_string();
    let r = app
        .submit(
            &ann,
            &league,
            &format!("{league}/invite"),
            &[("emails", "cyd@example.org")],
        )
        .await;
    assert_eq!(r.status(), 303);
    let invitation = app.mail_where("a league invitation", |m| {
        m.to.iter().any(|t| t == "cyd@example.org") && m.subject.contains("You are invited")
    });
    let invitation = link_in(&invitation.text, &app.url("/leagues/invite/"))
        .expect("an invitation link")
        .trim_start_matches(&app.base)
        .to_string();
    let r = app
        .submit(&ann, &league, &format!("{league}/join-link"), &[])
        .await;
    assert_eq!(r.status(), 303);
    let page = app.page(&ann, &league).await;
    let join = link_in(&page, &app.url(&format!("{league}/join?key=")))
        .expect("a join link")
        .trim_start_matches(&app.base)
        .to_string();
    let today = app.now().date_naive();
    let starts = (today + chrono::Duration::days(1)).to_string();
    let ends = (today + chrono::Duration::days(30)).to_string();
    let r = app
        .submit(
            &ann,
            &league,
            &format!("{league}/seasons"),
            &[("starts", &starts), ("ends", &ends), ("games_each", "1")],
        )
        .await;
    assert_eq!(r.status(), 303);
    let season = r.headers()["location"].to_str().unwrap().to_string();

    // A private calendar address, shown once.
    let r = app.submit(&ann, "/account", "/account/calendar", &[]).await;
    let page = if r.status().is_redirection() {
        let to = r.headers()["location"].to_str().unwrap().to_string();
        app.page(&ann, &to).await
    } else {
        r.text().await.unwrap()
    };
    let calendar = link_in(&page, &app.url("/calendar/"))
        .expect("the calendar address")
        .trim_start_matches(&app.base)
        .to_string();
    // A sign-in link, not used.
    let stranger = app.browser();
    let r = stranger
        .post(app.url("/sign-in"))
        .form(&[("email", "dee@example.org")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let sign_in = app.mail_where("a sign-in email", |m| {
        m.to.iter().any(|t| t == "dee@example.org")
    });
    let sign_in = link_in(&sign_in.text, &app.url("/sign-in/"))
        .unwrap()
        .trim_start_matches(&app.base)
        .to_string();

    // One address for each GET route of src/web/app.rs.
    let paths = [
        "/".to_string(),
        "/static/missive.css".into(),
        "/static/favicon.svg".into(),
        "/favicon.ico".into(),
        "/healthz".into(),
        "/sign-in".into(),
        sign_in,
        "/account".into(),
        calendar,
        "/games/new".into(),
        "/games".into(),
        format!("/players/{ann_id}"),
        format!("/games/{id}"),
        format!("/games/{id}/steps/0"),
        format!("/games/{finished}/record.json"),
        format!("/games/{id}/manage"),
        "/leagues".into(),
        "/leagues/new".into(),
        invitation,
        league.clone(),
        join,
        season,
        format!("{league}/ratings"),
        format!("{league}/players/{ann_id}"),
        seat.clone(),
        format!("{seat}/orders"),
        format!("{seat}/absence"),
        format!("{seat}/unsubscribe"),
    ];
    // HEAD first: asking about a page changes nothing (not even a seat's "seen" mark).
    let before = app.fingerprint();
    let mut heads = Vec::new();
    for path in &paths {
        let head = ann.head(app.url(path)).send().await.unwrap();
        let status = head.status();
        let content_type = head.headers().get("content-type").cloned();
        assert!(
            head.bytes().await.unwrap().is_empty(),
            "HEAD {path} has no body"
        );
        heads.push((status, content_type));
    }
    assert_eq!(app.fingerprint(), before, "HEAD changed something");

    for (path, (head_status, head_type)) in paths.iter().zip(heads) {
        let got = ann.get(app.url(path)).send().await.unwrap();
        let status = got.status();
        assert!(status.is_success(), "GET {path}: {status}");
        assert_eq!(head_status, status, "HEAD {path}");
        assert_eq!(
            head_type,
            got.headers().get("content-type").cloned(),
            "HEAD {path}"
        );
        assert!(
            !got.bytes().await.unwrap().is_empty(),
            "GET {path} has a body"
        );
    }
    // An unknown address is a 404 either way.
    let head = ann.head(app.url("/no-such-page")).send().await.unwrap();
    assert_eq!(head.status(), 404);
}
