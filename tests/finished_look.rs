//! How a game looks to its players: the winner and the score pad once it is over, with nothing
//! left to manage or order; "you" among those it waits for; the email log a page at a time.

use crate::support;

use missive::db::email_kind::EmailKind;
use missive::db::email_status::EmailStatus;
use missive::db::notifications::{self, NewNotification};
use missive::db::{games, users};
use reqwest::StatusCode;
use support::app::TestApp;
use support::bots::{game_state, play};

const PLAYERS: [(&str, &str); 3] = [
    ("ann@example.org", "Ann"),
    ("bob@example.org", "Bob"),
    ("cy@example.org", "Cy"),
];

#[actix_web::test]
async fn a_finished_game_names_its_winner_and_lays_out_the_score_pad() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "0").await;
    let ann = app.browser();
    app.sign_in(&ann, PLAYERS[0].0).await;
    // Ann organizes and plays: while the game goes on she may manage it and open her seat.
    let page = app.page(&ann, &format!("/games/{id}")).await;
    assert!(page.contains(&format!("/games/{id}/manage")), "{page}");
    assert!(
        page.contains("Still waiting for you, Bob and Cy."),
        "{page}"
    );
    assert!(!page.contains("class=\"winner\""));

    play(&app, id, |_| false);
    assert_eq!(game_state(&app, id).2, "finished");
    let outcome = missive::play::summary::outcome(
        &games::get(&mut app.pool.get().unwrap(), id)
            .unwrap()
            .unwrap(),
    )
    .unwrap()
    .unwrap();
    let names: Vec<String> = games::players(&mut app.pool.get().unwrap(), id)
        .unwrap()
        .into_iter()
        .map(|(_, u)| u.display_name)
        .collect();
    let name = |seat: usize| names[seat].as_str();
    let page = app.page(&ann, &format!("/games/{id}")).await;

    let winners: Vec<&str> = outcome.winners().map(name).collect();
    let best = outcome.standings[0].score;
    let headline = match winners.as_slice() {
        [one] => format!("<p class=\"winner\">{one} wins with {best} VP.</p>"),
        _ => format!("share the victory with {best} VP.</p>"),
    };
    assert!(page.contains(&headline), "{headline} in {page}");

    // The score pad: a column per player, best first, a row per line of the pad, the totals.
    let pad = &page[page
        .find("<table class=\"score-pad\"")
        .expect("a score pad")..];
    let pad = &pad[..pad.find("</table>").unwrap()];
    let columns: String = outcome
        .standings
        .iter()
        .map(|s| format!("<th scope=\"col\">{}</th>", name(s.seat)))
        .collect();
    assert!(pad.contains(&columns), "{columns} in {pad}");
    for (line, (label, _)) in outcome.standings[0].breakdown.iter().enumerate() {
        let cells: String = outcome
            .standings
            .iter()
            .map(|s| format!("<td>{}</td>", s.breakdown[line].1))
            .collect();
        let row = format!("<tr><th scope=\"row\">{label}</th>{cells}</tr>");
        assert!(pad.contains(&row), "{row} in {pad}");
    }
    let totals: String = outcome
        .standings
        .iter()
        .map(|s| format!("<td>{}</td>", s.score))
        .collect();
    assert!(pad.contains(&format!("<th scope=\"row\">VP</th>{totals}")));

    // Over: nothing to manage, no seat to decide in, no standing orders to give.
    assert!(!page.contains(&format!("/games/{id}/manage")), "{page}");
    assert!(!page.contains(&format!("/games/{id}/open")), "{page}");
    assert!(!page.contains("Still waiting"));
    let token = games::new_seat_link(&mut app.pool.get().unwrap(), id, 0, app.now()).unwrap();
    // Her seat's page gives the final ranking, "you" for her, and no link to orders or absence.
    let seat = app.page(&ann, &format!("/play/{token}")).await;
    assert!(
        seat.contains("<h2 id=\"result\">Final ranking</h2>"),
        "{seat}"
    );
    assert!(seat.contains(&headline), "{headline} in {seat}");
    for s in &outcome.standings {
        let who = if s.seat == 0 { "you" } else { name(s.seat) };
        let place = format!("<li>{}. {who}: {} VP</li>", s.rank, s.score);
        assert!(seat.contains(&place), "{place} in {seat}");
    }
    assert!(!seat.contains(&format!("/play/{token}/orders")), "{seat}");
    assert!(!seat.contains(&format!("/play/{token}/absence")), "{seat}");
    let r = ann
        .get(app.url(&format!("/play/{token}/orders")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let body = r.text().await.unwrap();
    assert!(!body.contains("<form"), "{body}");
    assert!(body.contains("This game is over."), "{body}");
}

#[actix_web::test]
async fn the_email_log_comes_a_page_at_a_time() {
    let app = TestApp::spawn().await;
    let ann = app.browser();
    app.sign_in(&ann, PLAYERS[0].0).await;
    let user = users::by_email(&mut app.pool.get().unwrap(), PLAYERS[0].0)
        .unwrap()
        .unwrap();
    // With the sign-in link: 120 emails, the newest the last logged.
    for i in 1..=119 {
        let subject = format!("Notice number {i}");
        let message_id = format!("<notice-{i}@example.org>");
        notifications::insert(
            &mut app.pool.get().unwrap(),
            NewNotification {
                user_id: user.id,
                game_id: None,
                kind: EmailKind::Notice,
                message_id: &message_id,
                subject: &subject,
                status: EmailStatus::Sent,
                reason: None,
                now: app.now() + chrono::Duration::seconds(i),
            },
        )
        .unwrap();
    }
    let rows = |page: &str| page.matches("<tr><td>").count();
    let first = app.page(&ann, "/account").await;
    assert_eq!(rows(&first), 50);
    assert!(first.contains("Notice number 119<") && !first.contains("Notice number 69<"));
    assert!(first.contains("href=\"/account?page=2#emails\" rel=\"next\""));
    assert!(!first.contains("rel=\"prev\""));
    let second = app.page(&ann, "/account?page=2").await;
    assert_eq!(rows(&second), 50);
    assert!(second.contains("Notice number 69<") && second.contains("Notice number 20<"));
    assert!(second.contains("href=\"/account?page=1#emails\" rel=\"prev\""));
    let third = app.page(&ann, "/account?page=3").await;
    assert_eq!(rows(&third), 20);
    assert!(third.contains("Notice number 1<"));
    assert!(!third.contains("rel=\"next\""));
}
