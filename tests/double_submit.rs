//! A form that creates something, sent twice (a double tap, two tabs, a resend after a slow
//! answer), creates it once, and both answers lead to it.

use crate::support;

use diesel::prelude::*;
use reqwest::StatusCode;
use support::app::TestApp;

const ANN: &str = "ann@example.org";

fn count(app: &TestApp, table: &str) -> i64 {
    #[derive(QueryableByName)]
    struct Count {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }
    diesel::sql_query(format!("SELECT count(*) AS n FROM {table}"))
        .get_result::<Count>(&mut app.pool.get().unwrap())
        .unwrap()
        .n
}

/// Sends `form` to `action` twice at the same moment; returns both answers' statuses and
/// locations.
async fn twice(
    app: &TestApp,
    browser: &reqwest::Client,
    action: &str,
    form: &[(String, String)],
) -> Vec<(StatusCode, String)> {
    let send = || async {
        let r = browser
            .post(app.url(action))
            .form(form)
            .send()
            .await
            .unwrap();
        let location = r
            .headers()
            .get("location")
            .map(|l| l.to_str().unwrap().to_string())
            .unwrap_or_default();
        (r.status(), location)
    };
    let (first, second) = tokio::join!(send(), send());
    vec![first, second]
}

#[actix_web::test]
async fn the_new_game_form_sent_twice_starts_one_game() {
    let app = TestApp::spawn().await;
    let ann = app.browser();
    app.sign_in(&ann, ANN).await;
    let fields = [
        ("email0", ANN),
        ("name0", "Ann"),
        ("email1", "bob@example.org"),
        ("name1", "Bob"),
        ("side", "A"),
        ("hours", "0"),
    ];
    let form = app.form_of(&ann, "/games/new", &fields).await;
    let answers = twice(&app, &ann, "/games", &form).await;
    assert_eq!(count(&app, "games"), 1);
    assert_eq!(answers[0], answers[1], "both lead to the one game");
    assert_eq!(answers[0].0, StatusCode::SEE_OTHER);
    assert!(answers[0].1.starts_with("/games/"));
    // And once more, later: still the one game, and Bob has one invitation.
    let r = ann
        .post(app.url("/games"))
        .form(&form)
        .send()
        .await
        .unwrap();
    assert_eq!(r.headers()["location"].to_str().unwrap(), answers[0].1);
    assert_eq!(count(&app, "games"), 1);
    assert_eq!(app.emails_to("bob@example.org", 1).len(), 1);
    // A new form is a new game.
    let form = app.form_of(&ann, "/games/new", &fields).await;
    let r = ann
        .post(app.url("/games"))
        .form(&form)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(count(&app, "games"), 2);
}

#[actix_web::test]
async fn league_forms_sent_twice_make_one_league_one_invitation_and_one_season() {
    let app = TestApp::spawn().await;
    let ann = app.browser();
    app.sign_in(&ann, ANN).await;
    let fields = support::forms::new_league();
    let form = app.form_of(&ann, "/leagues/new", &fields).await;
    let answers = twice(&app, &ann, "/leagues", &form).await;
    assert_eq!(count(&app, "leagues"), 1);
    assert_eq!(answers[0].1, answers[1].1);
    let league = answers[0].1.clone();

    let form = app
        .form_of(&ann, &league, &[("emails", "bob@example.org")])
        .await;
    let answers = twice(&app, &ann, &format!("{league}/invite"), &form).await;
    assert!(answers.iter().all(|(s, _)| *s == StatusCode::SEE_OTHER));
    assert_eq!(count(&app, "league_invites"), 1);
    assert_eq!(app.emails_to("bob@example.org", 1).len(), 1);

    let today = app.now().date_naive().to_string();
    let dates = [
        ("starts", today.as_str()),
        ("ends", today.as_str()),
        ("games_each", "2"),
    ];
    let form = app.form_of(&ann, &league, &dates).await;
    let answers = twice(&app, &ann, &format!("{league}/seasons"), &form).await;
    assert!(answers.iter().all(|(s, _)| *s == StatusCode::SEE_OTHER));
    assert_eq!(count(&app, "seasons"), 1);
    let starts = missive::jobs::queue::pending(&mut app.pool.get().unwrap())
        .unwrap()
        .into_iter()
        .filter(|j| j.kind == "season_starts")
        .count();
    assert_eq!(starts, 1, "one start planned");
}
