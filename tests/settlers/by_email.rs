//! Whole games of Imperial Settlers played over HTTP only: every decision is reached from the
//! email just received, or from the page the previous submit led to, until the final scores
//! arrive by email.

use crate::support::app::{TestApp, hidden, link_in};
use crate::support::inbox::{self, Inbox, seat_link};
use missive::db::games;
use missive::games::settlers::bots::heuristic;
use missive::games::settlers::{Phase, Settlers, State};
use missive::games::{Game, Seat};
use missive::web::games::settlers::form;

/// The seat a link opens and the game's state, step and deadline, read from the database.
fn seat_and_game(
    app: &TestApp,
    link: &str,
) -> (Seat, State, i32, Option<chrono::DateTime<chrono::Utc>>) {
    let (seat, game) = inbox::seat_and_game(app, link);
    let state: State = serde_json::from_value(game.state).unwrap();
    (seat, state, game.step, game.deadline)
}

/// What the game showed and asked along the way.
#[derive(Default)]
struct Played {
    decisions: usize,
    /// Steps that continued a turn (keep cards after an action): answered from the page.
    follow_ups: Vec<i32>,
    turns: usize,
}

/// Answers the seat's open prompt on `page` with the heuristic bot's choice, sent from the
/// page's own form; returns the page the browser lands on after the submit, or `None` when the
/// page asks nothing.
async fn answer(
    app: &TestApp,
    browser: &reqwest::Client,
    link: &str,
    page: &str,
    played: &mut Played,
) -> Option<String> {
    // A decision already in: the page says so and waits for the others.
    hidden(page, "step")?;
    let (seat, state, step, _) = seat_and_game(app, link);
    let prompt = Settlers::prompts(&state)
        .into_iter()
        .find(|(s, _)| *s == seat)
        .map(|(_, p)| p)?;
    assert_eq!(
        hidden(page, "step").as_deref(),
        Some(step.to_string().as_str()),
        "the page asks the open step: {page}"
    );
    if matches!(prompt, missive::games::settlers::Prompt::Turn(_)) {
        played.turns += 1;
    }
    let decision = heuristic::decide(&state, seat, &prompt);
    let mut fields = form::fields(&decision);
    fields.push(("step".into(), step.to_string()));
    let r = browser.post(link).form(&fields).send().await.unwrap();
    let status = r.status();
    assert_eq!(status, 303, "{}", r.text().await.unwrap());
    played.decisions += 1;
    let next = app.url(r.headers()["location"].to_str().unwrap());
    let r = browser.get(&next).send().await.unwrap();
    assert_eq!(r.status(), 200);
    Some(r.text().await.unwrap())
}

async fn play_to_the_end(app: &TestApp, game_id: i64, emails: &[&str]) -> Played {
    let browser = app.browser();
    let mut inbox = Inbox::new(game_id, emails.len());
    let mut played = Played::default();
    while let Some(todo) = inbox.next(app) {
        for mail in todo {
            let link = seat_link(app, &mail);
            let page = browser.get(&link).send().await.unwrap();
            assert_eq!(page.status(), 200);
            let mut page = page.text().await.unwrap();
            // The page the submit leads to asks what the seat owes next, as long as it owes.
            loop {
                let (_, before, _, deadline) = seat_and_game(app, &link);
                let Some(next) = answer(app, &browser, &link, &page, &mut played).await else {
                    break;
                };
                let (_, after, step, kept) = seat_and_game(app, &link);
                if matches!(after.phase, Phase::ActionKeep { .. }) && before.step < after.step {
                    assert_eq!(kept, deadline, "a follow-up keeps the turn's deadline");
                    played.follow_ups.push(step);
                }
                page = next;
            }
        }
    }
    // A follow-up is asked on the page alone.
    for step in &played.follow_ups {
        let asked = app
            .smtp
            .messages()
            .into_iter()
            .filter(|m| {
                m.message_id
                    .contains(&format!("game-{game_id}-step-{step}-"))
            })
            .count();
        assert_eq!(asked, 0, "step {step} continued a turn, yet was emailed");
    }
    played
}

fn finished(app: &TestApp, id: i64) -> State {
    let mut conn = app.pool.get().unwrap();
    let game = games::get(&mut conn, id).unwrap().unwrap();
    assert_eq!(game.status, "finished");
    let state: State = serde_json::from_value(game.state.clone()).unwrap();
    let replayed = missive::play::table::replay::replay::<Settlers>(&mut conn, &game).unwrap();
    assert_eq!(replayed, state, "the stored game replays to its snapshot");
    state
}

/// Every player's game-over email gives the scores with the winner's score pad.
fn game_over_emails_tell_the_scores(app: &TestApp, state: &State, emails: &[&str]) {
    let outcome = Settlers::outcome(state).unwrap();
    let winner = &outcome.standings[0];
    for email in emails {
        let over = app
            .smtp
            .messages()
            .into_iter()
            .find(|m| m.to.iter().any(|t| t == email) && m.message_id.contains("-over-"))
            .expect("a game-over email");
        assert!(over.text.contains(&winner.pad()), "{}", over.text);
    }
}

#[actix_web::test]
async fn three_players_play_a_whole_game_of_imperial_settlers_by_email() {
    let app = TestApp::spawn().await;
    let players = [
        ("ann@example.org", "Ann"),
        ("bob@example.org", "Bob"),
        ("cyd@example.org", "Cyd"),
    ];
    let id = app
        .start_game_from(
            "/games/new?game=settlers",
            &players,
            &[
                ("hours", "24"),
                ("faction0", "Romans"),
                ("faction1", "Japanese"),
                ("faction2", "Egyptians"),
            ],
        )
        .await;
    // The Lookout is taken in turn: the first email goes to the first player alone.
    app.settle();
    let first: Vec<_> = app
        .smtp
        .messages()
        .into_iter()
        .filter(|m| m.message_id.contains(&format!("game-{id}-step-0-")))
        .collect();
    assert_eq!(first.len(), 1);
    assert!(
        first[0].text.contains(&format!("Imperial Settlers #{id}")),
        "{}",
        first[0].text
    );
    assert!(
        first[0].text.contains("Take a card of the Lookout row"),
        "{}",
        first[0].text
    );
    // Each card of the row is one link: it opens the page with that card chosen.
    let quick = link_in(&first[0].text, &app.url("/play/"))
        .into_iter()
        .chain(
            first[0]
                .text
                .lines()
                .filter_map(|l| link_in(l, &app.url("/play/"))),
        )
        .find(|l| l.contains("?card="))
        .expect("a link for a card of the row");
    let card = quick
        .split("card=")
        .nth(1)
        .unwrap()
        .split('#')
        .next()
        .unwrap();
    let page = app
        .page(&app.browser(), quick.trim_start_matches(&app.base))
        .await;
    assert!(
        page.contains(&format!("value=\"{card}\" required checked>")),
        "{page}"
    );
    // The others hear that the game starts, and whom it waits for.
    let picker = first[0].to[0].clone();
    let picker_name = games::players(&mut app.pool.get().unwrap(), id)
        .unwrap()
        .into_iter()
        .find(|(_, u)| u.email == picker)
        .map(|(_, u)| u.display_name)
        .unwrap();
    for (email, _) in players.iter().filter(|p| p.0 != picker) {
        let invited = app.mail_where("the invitation to wait", |m| {
            m.to.iter().any(|t| t == email) && m.message_id.contains(&format!("game-{id}-invited-"))
        });
        let subject = match *email {
            "ann@example.org" => format!("Your game starts · Imperial Settlers #{id}"),
            _ => format!("ann invites you to play · Imperial Settlers #{id}"),
        };
        assert_eq!(invited.subject, subject);
        let waits = format!("{picker_name} decides first. An email comes when it is your turn.");
        assert!(invited.text.contains(&waits), "{}", invited.text);
        assert!(
            invited.text.contains(&app.url("/play/")),
            "their seat's link"
        );
    }
    let emails: Vec<&str> = players.iter().map(|p| p.0).collect();
    let played = play_to_the_end(&app, id, &emails).await;
    assert!(played.turns > 30, "only {} turns were played", played.turns);

    let state = finished(&app, id);
    let factions: Vec<&str> = state.players.iter().map(|p| p.faction.name()).collect();
    assert_eq!(
        factions,
        ["Romans", "Japanese", "Egyptians"],
        "the factions chosen"
    );
    game_over_emails_tell_the_scores(&app, &state, &emails);

    // The game page and its history speak of this game.
    let browser = app.browser();
    let page = app.page(&browser, &format!("/games/{id}")).await;
    assert!(page.contains(&format!("Imperial Settlers #{id}")));
    let last = app
        .page(&browser, &format!("/games/{id}/steps/{}", state.step))
        .await;
    assert!(last.contains("Game over"), "{last}");
}

#[actix_web::test]
async fn two_players_play_imperial_settlers_with_the_alternate_lookout_by_email() {
    let app = TestApp::spawn().await;
    let players = [("ann@example.org", "Ann"), ("bob@example.org", "Bob")];
    let id = app
        .start_game_from(
            "/games/new?game=settlers",
            &players,
            &[("hours", "4"), ("lookout", "alternate")],
        )
        .await;
    let emails: Vec<&str> = players.iter().map(|p| p.0).collect();
    let first = app.emails_to(emails[1], 1).remove(0);
    assert!(first.text.contains("Keep 1 of"), "{}", first.text);
    play_to_the_end(&app, id, &emails).await;
    let state = finished(&app, id);
    assert!(state.options.alternate_lookout);
    game_over_emails_tell_the_scores(&app, &state, &emails);
}
