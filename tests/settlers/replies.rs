//! Imperial Settlers answered by replying to its emails: a Lookout card picked by name, and
//! every other decision confirmed with "ok", to the final scores.

use crate::support::app::TestApp;
use crate::support::bots::stored;
use crate::support::inbox::Inbox;
use diesel::prelude::*;
use missive::db::models::Submission;
use missive::db::schema::submissions;
use missive::games::Game;
use missive::games::settlers::{Decision, Settlers};

#[actix_web::test]
async fn a_two_player_game_is_played_by_replying_to_its_emails() {
    let app = TestApp::spawn().await;
    let players = [("ann@example.org", "Ann"), ("bob@example.org", "Bob")];
    let id = app
        .start_game_from(
            "/games/new?game=settlers",
            &players,
            &[
                ("hours", "24"),
                ("faction0", "Romans"),
                ("faction1", "Japanese"),
            ],
        )
        .await;
    let mut inbox = Inbox::new(id, players.len());
    let mut picked_by_name = None;
    while let Some(mails) = inbox.next(&app) {
        for mail in mails {
            // The first Lookout email: its second card, by name.
            let listed: Vec<String> = mail
                .text
                .lines()
                .filter(|l| l.starts_with("- ") && l.contains("card="))
                .map(|l| l[2..l.find(": http").unwrap()].to_string())
                .collect();
            if picked_by_name.is_none() && listed.len() >= 2 {
                app.reply(&mail, &format!("pick {}", listed[1].to_uppercase()));
                picked_by_name = Some((mail.to[0].clone(), listed[1].clone()));
            } else {
                app.reply(&mail, "ok");
            }
        }
    }
    let (state, _, status) = stored::<Settlers>(&app, id);
    assert_eq!(status, "finished");
    assert!(Settlers::outcome(&state).is_some());
    let made: Vec<Submission> = submissions::table
        .filter(submissions::game_id.eq(id))
        .order((submissions::step, submissions::seat))
        .select(Submission::as_select())
        .load(&mut app.pool.get().unwrap())
        .unwrap();
    assert!(made.iter().any(|s| s.source == "email"));
    // The card picked by name is the one the email listed.
    let (email, name) = picked_by_name.expect("a Lookout email listed cards");
    let seat = players.iter().position(|p| p.0 == email).unwrap() as i32;
    let first_pick = made
        .iter()
        .find(|s| s.source == "email" && s.seat == seat)
        .map(|s| serde_json::from_value::<Decision>(s.decision.clone()).unwrap());
    let Some(Decision::Pick { card, .. }) = first_pick else {
        panic!("the first reply picked a card: {first_pick:?}")
    };
    assert_eq!(card.name(), name);
}
