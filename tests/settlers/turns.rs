//! Turns in the service: a follow-up of a turn is asked on the page, with no email and the turn's
//! own deadline; a turn whose deadline passes is a pass, and the history says so; a digest
//! player's turn is emailed at once; standing orders pass the turns they name.

use super::support::{built, give, table};
use crate::support::app::{TestApp, link_in};
use crate::support::html_forms::{forms, submitted};
use missive::db::game_status::GameStatus;
use missive::db::games;
use missive::games::Seat;
use missive::games::settlers::cards::Faction;
use missive::games::settlers::{Action, Build, Decision, Phase, Settlers, State, Turn, WorkerGood};
use missive::play::{Source, turn::submit};
use missive::web::games::settlers::form;

/// A 2-player game whose stored table is set to `arrange`'s, made for the seat asked first (the
/// one with an email and a link); returns the game, that seat and its link.
async fn arranged(app: &TestApp, arrange: impl Fn(Seat) -> State) -> (i64, Seat, String) {
    let players = [("ann@example.org", "Ann"), ("bob@example.org", "Bob")];
    let id = app
        .start_game_from("/games/new?game=settlers", &players, &[("hours", "24")])
        .await;
    app.settle();
    let mail = app
        .smtp
        .messages()
        .into_iter()
        .find(|m| m.message_id.contains(&format!("game-{id}-step-0-")))
        .expect("the first pick's email");
    let link = link_in(&mail.text, &app.url("/play/")).unwrap();
    let link = link.split('?').next().unwrap().to_string();
    let mut conn = app.pool.get().unwrap();
    let token = link.rsplit('/').next().unwrap();
    let seat = games::seat_link(&mut conn, token).unwrap().unwrap().seat as Seat;
    let game = games::get(&mut conn, id).unwrap().unwrap();
    let state = arrange(seat);
    games::store(
        &mut conn,
        id,
        games::Snapshot {
            state: serde_json::to_value(&state).unwrap(),
            step: 0,
            status: GameStatus::Active,
            deadline: game.deadline,
            finished_at: None,
            now: app.now(),
        },
    )
    .unwrap();
    (id, seat, link)
}

/// Seat `seat` plays the Romans and is to play, First player; both players have workers to
/// spend, so that each turn asks something.
fn romans_to_play(seat: Seat) -> State {
    let factions = match seat {
        0 => [Faction::Romans, Faction::Japanese],
        _ => [Faction::Japanese, Faction::Romans],
    };
    let mut state = table(&factions);
    state.first = seat;
    state.phase = Phase::Action { seat };
    for player in &mut state.players {
        player.supply.workers = 4;
    }
    state
}

fn game(app: &TestApp, id: i64) -> (State, i32, Option<chrono::DateTime<chrono::Utc>>) {
    let row = games::get(&mut app.pool.get().unwrap(), id)
        .unwrap()
        .unwrap();
    (
        serde_json::from_value(row.state).unwrap(),
        row.step,
        row.deadline,
    )
}

fn step_emails(app: &TestApp, id: i64, step: i32) -> usize {
    app.smtp
        .messages()
        .iter()
        .filter(|m| m.message_id.contains(&format!("game-{id}-step-{step}-")))
        .count()
}

#[actix_web::test]
async fn a_follow_up_of_a_turn_is_asked_on_the_page_with_no_email_and_the_same_deadline() {
    let app = TestApp::spawn().await;
    let (id, seat, link) = arranged(&app, |seat| {
        let mut state = romans_to_play(seat);
        give(&mut state, seat, "romans:architect");
        built(&mut state, seat, "common:ruins");
        state.players[seat].supply.stone = 2;
        state
    })
    .await;
    let (state, _, deadline) = game(&app, id);
    let architect = state.players[seat].hand[0];
    let ruins = state.players[seat].locations[0].card;
    // An hour later, the Architect is built: it looks at Faction cards, to keep one.
    app.advance(chrono::Duration::hours(1));
    let mut build = Build::new(architect);
    build.part = Some(ruins);
    let mut fields = form::fields(&Decision::Turn(Turn::new(
        missive::games::settlers::Action::Build(build),
    )));
    fields.push(("step".into(), "0".into()));
    let browser = app.browser();
    let r = browser.post(&link).form(&fields).send().await.unwrap();
    assert_eq!(r.status(), 303);
    let next = app.url(r.headers()["location"].to_str().unwrap());
    let page = browser
        .get(&next)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(page.contains("Keep 1 of these"), "{page}");
    // The page speaks to its viewer: the step waits for "you", not for the viewer by name.
    assert!(page.contains("Still waiting for: you."), "{page}");
    app.settle();

    let (state, step, kept) = game(&app, id);
    assert_eq!(state.phase, Phase::ActionKeep { seat });
    assert_eq!(step, 1);
    assert_eq!(kept, deadline, "the follow-up keeps the turn's deadline");
    assert_eq!(step_emails(&app, id, 1), 0, "the follow-up sends no email");

    // Keeping a card ends the turn: the other player's turn gets an email and a new deadline.
    let looked = state.players[seat].looks[0].cards[0];
    let mut fields = form::fields(&Decision::Keep {
        cards: vec![looked],
    });
    fields.push(("step".into(), "1".into()));
    let r = browser.post(&link).form(&fields).send().await.unwrap();
    assert_eq!(r.status(), 303);
    app.settle();
    let (state, step, deadline) = game(&app, id);
    assert_eq!(state.phase, Phase::Action { seat: 1 - seat });
    assert!(state.players[seat].hand.contains(&looked));
    assert_eq!(deadline, Some(app.now() + chrono::Duration::hours(24)));
    assert_eq!(step_emails(&app, id, step), 1);
}

#[actix_web::test]
async fn a_turn_whose_deadline_passes_is_a_pass() {
    let app = TestApp::spawn().await;
    let (id, seat, _) = arranged(&app, romans_to_play).await;
    app.advance(chrono::Duration::hours(25));
    let (state, step, _) = game(&app, id);
    assert!(state.players[seat].passed, "the missed turn passed");
    assert_eq!(state.phase, Phase::Action { seat: 1 - seat });
    // The history tells who passed, and why.
    let mut conn = app.pool.get().unwrap();
    let resolved = missive::db::history::steps_from(&mut conn, id, 0).unwrap();
    let events: Vec<missive::games::settlers::Event> =
        serde_json::from_value(resolved[0].events.clone()).unwrap();
    let names = ["Ann".to_string(), "Bob".to_string()];
    let lines: Vec<String> = missive::games::settlers::describe::lines(&events, &names, None)
        .iter()
        .map(|l| l.to_string())
        .collect();
    let passed = format!("{} passes (deadline).", names[seat]);
    assert!(lines.contains(&passed), "{lines:?}");
    // The other player is asked next, by email.
    assert_eq!(step_emails(&app, id, step), 1);
}

#[actix_web::test]
async fn a_digest_player_is_emailed_at_their_turn_but_not_for_choices_made_together() {
    let app = TestApp::spawn().await;
    let players = [("ann@example.org", "Ann"), ("bob@example.org", "Bob")];
    app.sign_in(&app.browser(), "bob@example.org").await;
    let bob = missive::db::users::by_email(&mut app.pool.get().unwrap(), "bob@example.org")
        .unwrap()
        .unwrap();
    missive::db::users::set_notify(
        &mut app.pool.get().unwrap(),
        bob.id,
        missive::db::notify_preference::NotifyPreference::Digest,
    )
    .unwrap();
    let id = app
        .start_game_from(
            "/games/new?game=settlers",
            &players,
            &[("hours", "24"), ("lookout", "alternate")],
        )
        .await;
    app.settle();
    let to_bob = |step: i32| {
        app.smtp
            .messages()
            .iter()
            .filter(|m| m.to.iter().any(|t| t == "bob@example.org"))
            .filter(|m| m.message_id.contains(&format!("game-{id}-step-{step}-")))
            .count()
    };
    // Both keep a card at once: that can wait for Bob's digest.
    assert_eq!(to_bob(0), 0);
    // His first turn holds the table: it is emailed at once.
    loop {
        let (state, step, _) = game(&app, id);
        if state.phase == (Phase::Action { seat: 1 }) {
            app.settle();
            assert_eq!(to_bob(step), 1, "Bob's turn, step {step}");
            break;
        }
        super::service::play_step(&app, id);
    }
}

#[actix_web::test]
async fn standing_orders_pass_a_turn_whose_only_actions_are_the_kinds_named() {
    let app = TestApp::spawn().await;
    let (id, seat, link) = arranged(&app, |seat| {
        let mut state = romans_to_play(seat);
        // The other player acts first; then it is this seat's turn, with workers to spend and
        // nothing else to do.
        state.first = 1 - seat;
        state.phase = Phase::Action { seat: 1 - seat };
        state
    })
    .await;
    let orders = format!("{link}/orders");
    let page = app
        .page(&app.browser(), orders.trim_start_matches(&app.base))
        .await;
    assert!(
        page.contains("Pass at once when my only actions are"),
        "{page}"
    );
    let browser = app.browser();
    let refused = browser
        .post(&orders)
        .form(&[("pass_when_only", "fly")])
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 422);
    let r = browser
        .post(&orders)
        .form(&[("pass_when_only", "spend_workers")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303);
    let saved = app
        .page(&browser, r.headers()["location"].to_str().unwrap())
        .await;
    assert!(saved.contains("Your standing orders are saved."), "{saved}");
    assert!(saved.contains("value=\"spend_workers\" checked"), "{saved}");

    let spend = Action::SpendWorkers {
        goods: vec![WorkerGood::Wood],
    };
    let mut conn = app.pool.get().unwrap();
    submit::submit::<Settlers>(
        &mut conn,
        id,
        1 - seat,
        0,
        &Decision::Turn(Turn::new(spend)),
        Source::Web,
        &app.ctx(),
    )
    .unwrap();
    app.settle();
    let (state, _, _) = game(&app, id);
    assert!(state.players[seat].passed, "the orders passed the turn");
    let made = missive::db::history::submissions_for_step(&mut conn, id, 1).unwrap();
    assert_eq!(made.len(), 1);
    assert_eq!(
        (made[0].seat as Seat, made[0].source.as_str()),
        (seat, "standing_order")
    );
    assert_eq!(
        step_emails(&app, id, 1),
        0,
        "a turn the orders pass asks nobody"
    );
}

#[actix_web::test]
async fn a_tampered_turn_form_gets_its_reason_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let (_, _, link) = arranged(&app, romans_to_play).await;
    let before = app.fingerprint();
    let browser = app.browser();
    for (fields, reason) in [
        (
            vec![("act", "raze-99-40")],
            "there is no seat 99 at this table",
        ),
        (
            vec![("act", "build-250")],
            "The form names a card that is not in this game.",
        ),
        (
            vec![("act", "fly")],
            "That action is not one the form offers.",
        ),
        (
            vec![("act", "spend"), ("spend-wood", "two")],
            "must be a whole number",
        ),
        (
            vec![("act", "spend"), ("spend-wood", "\u{1}")],
            "invisible control character",
        ),
        (vec![], "Choose an action, or pass."),
    ] {
        let mut form: Vec<(&str, &str)> = fields.clone();
        form.push(("step", "0"));
        let r = browser.post(&link).form(&form).send().await.unwrap();
        let status = r.status();
        let page = r.text().await.unwrap();
        assert_eq!(status, 422, "{fields:?}: {page}");
        assert!(page.contains(reason), "{fields:?}: {page}");
        assert_eq!(app.fingerprint(), before, "{fields:?} changed something");
    }
}

#[actix_web::test]
async fn a_turn_opens_on_a_likely_action_and_a_refused_spend_comes_back_as_sent() {
    let app = TestApp::spawn().await;
    let (_, seat, link) = arranged(&app, |seat| {
        let mut state = romans_to_play(seat);
        give(&mut state, seat, "common:quarry");
        state.players[seat].supply.wood = 3;
        state
    })
    .await;
    let browser = app.browser();
    let path = link.trim_start_matches(&app.base).to_string();
    let opened = app.page(&browser, &path).await;
    let sent = |page: &str| submitted(forms(page)[0]);
    let act = |page: &str| {
        sent(page)
            .into_iter()
            .find(|(k, _)| k == "act")
            .map(|(_, v)| v)
    };
    // The page opens on a legal action chosen, not on a blank form.
    assert!(act(&opened).is_some(), "{opened}");
    // The players' tables leave out what they do not have: no empty rows, no empty Deals.
    assert!(!opened.contains("None."), "{opened}");
    assert_eq!(opened.matches("Nothing built yet.").count(), 2, "{opened}");
    assert!(!opened.contains("<h4>Deals</h4>"), "{opened}");
    // The opponent's table is folded to one line, one tap from the whole of it.
    assert_eq!(
        opened
            .matches("<details class=\"board\"><summary><span class=\"who\">")
            .count(),
        1,
        "{opened}"
    );

    // Spending workers without saying on what is refused; the form comes back as it was sent:
    // on that action, with nothing bought (the likely action, had it been a spend, buys).
    let r = browser
        .post(&link)
        .form(&[("step", "0"), ("act", "spend")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 422);
    let refused = r.text().await.unwrap();
    assert!(refused.contains("Say what your workers buy."), "{refused}");
    assert_eq!(act(&refused).as_deref(), Some("spend"), "seat {seat}");
    let bought: Vec<(String, String)> = sent(&refused)
        .into_iter()
        .filter(|(k, v)| k.starts_with("spend-") && !matches!(v.as_str(), "" | "0"))
        .collect();
    assert!(bought.is_empty(), "{bought:?}");
}
