//! Sessions end on the server: after signing out, an old copy of the cookie opens nothing; "sign
//! out everywhere" ends every browser's session; and no other site can sign a visitor in.

use crate::support;

use reqwest::StatusCode;
use reqwest::cookie::{CookieStore, Jar};
use std::sync::Arc;
use support::app::{TestApp, hidden, link_in};

const ANN: &str = "ann@example.org";

/// A browser whose cookies the test can read.
fn browser_with_jar() -> (reqwest::Client, Arc<Jar>) {
    let jar = Arc::new(Jar::default());
    let client = reqwest::Client::builder()
        .cookie_provider(jar.clone())
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    (client, jar)
}

/// The status of /account for a request carrying exactly this Cookie header.
async fn account_with(app: &TestApp, cookie: &str) -> StatusCode {
    reqwest::Client::new()
        .get(app.url("/account"))
        .header("Cookie", cookie)
        .send()
        .await
        .unwrap()
        .status()
}

async fn post_with_csrf(app: &TestApp, browser: &reqwest::Client, page: &str, action: &str) {
    let r = app.submit(browser, page, action, &[]).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER, "{action}");
}

#[actix_web::test]
async fn signing_out_ends_the_session_so_an_old_cookie_opens_nothing() {
    let app = TestApp::spawn().await;
    let (browser, jar) = browser_with_jar();
    app.sign_in(&browser, ANN).await;
    let base = app.base.parse().unwrap();
    let saved = jar.cookies(&base).unwrap().to_str().unwrap().to_string();
    assert_eq!(account_with(&app, &saved).await, StatusCode::OK);

    post_with_csrf(&app, &browser, "/", "/sign-out").await;
    assert_eq!(
        app.status(&browser, "/account").await,
        StatusCode::UNAUTHORIZED
    );
    // The cookie as it was before signing out, replayed from anywhere.
    assert_eq!(account_with(&app, &saved).await, StatusCode::UNAUTHORIZED);
}

#[actix_web::test]
async fn signing_out_everywhere_ends_every_browsers_session() {
    let app = TestApp::spawn().await;
    let phone = app.browser();
    let (laptop, jar) = browser_with_jar();
    app.sign_in(&phone, ANN).await;
    app.sign_in(&laptop, ANN).await;
    let saved = jar
        .cookies(&app.base.parse().unwrap())
        .unwrap()
        .to_str()
        .unwrap()
        .to_string();
    let account = app.page(&laptop, "/account").await;
    assert!(account.contains("Sign out everywhere"));
    post_with_csrf(&app, &laptop, "/account", "/sign-out-everywhere").await;
    assert_eq!(
        app.status(&phone, "/account").await,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.status(&laptop, "/account").await,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(account_with(&app, &saved).await, StatusCode::UNAUTHORIZED);
    // Signing in again works as before.
    app.sign_in(&phone, ANN).await;
    assert_eq!(app.status(&phone, "/account").await, StatusCode::OK);
}

#[actix_web::test]
async fn another_site_cannot_sign_a_visitor_in_as_someone_else() {
    let app = TestApp::spawn().await;
    // Mallory asks for a sign-in link to her own account...
    let mallory = app.browser();
    let r = mallory
        .post(app.url("/sign-in"))
        .form(&[("email", "mallory@example.org")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let mail = app.mail_where("Mallory's link", |m| {
        m.to.iter().any(|t| t == "mallory@example.org")
    });
    let link = link_in(&mail.text, &app.url("/sign-in/")).unwrap();
    // ...and her page makes a visitor's browser post it. The visitor has been on Missive
    // before, so their browser has a cookie, but her page cannot know its CSRF token.
    let visitor = app.browser();
    let page = app.page(&visitor, "/sign-in").await;
    assert!(page.contains("Sign in"));
    let before = app.fingerprint();
    for forged in [vec![], vec![("csrf", "guessed")]] {
        let r = visitor.post(&link).form(&forged).send().await.unwrap();
        assert_eq!(r.status(), StatusCode::FORBIDDEN);
        assert!(
            r.text()
                .await
                .unwrap()
                .contains("Open the sign-in link again")
        );
    }
    assert_eq!(
        app.status(&visitor, "/account").await,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(app.fingerprint(), before, "the link was not used up");
    // Mallory herself, from the page the link opens, signs in.
    let confirm = app.page(&mallory, link.trim_start_matches(&app.base)).await;
    let csrf = hidden(&confirm, "csrf").unwrap();
    let r = mallory
        .post(&link)
        .form(&[("csrf", csrf)])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(app.status(&mallory, "/account").await, StatusCode::OK);
}
