//! Imperial Settlers answered by replying to its emails: a Lookout card picked by name, and
//! every other decision confirmed with "ok", to the final scores.

use crate::support::app::TestApp;
use crate::support::bots::stored;
use crate::support::games::create_seeded;
use crate::support::inbox::Inbox;
use crate::support::reply_bot::ReplyBot;
use diesel::prelude::*;
use missive::db::models::Submission;
use missive::db::schema::submissions;
use missive::games::Game;
use missive::games::settlers::decision::Action;
use missive::games::settlers::state::{Options, State};
use missive::games::settlers::{Decision, Settlers};
use std::collections::{BTreeMap, HashMap};

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
                .filter(|l| l.starts_with("   ") && l.contains("card="))
                .map(|l| {
                    let l = l.trim_start();
                    let label = &l[l.find(". ").unwrap() + 2..l.find(": http").unwrap()];
                    label.split(" (").next().unwrap().to_string()
                })
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

/// Plays a whole game by replies alone, each player a bot that reads only its emails; the
/// commands that played, by their word.
/// The game is dealt from `seed`, so that it is the same game on every run.
fn played_by_replies(
    app: &TestApp,
    players: &[(&str, &str)],
    options: Options,
    seed: u64,
) -> (State, BTreeMap<String, usize>) {
    let id = create_seeded::<Settlers>(app, players, options, seed);
    let mut inbox = Inbox::new(id, players.len());
    let mut bot = ReplyBot::new(seed);
    let mut played: BTreeMap<String, usize> = BTreeMap::new();
    let mut subjects: HashMap<String, Vec<String>> = HashMap::new();
    while let Some(mails) = inbox.next(app) {
        for mail in mails {
            assert!(
                !mail.subject.contains("Your turn: Your turn"),
                "{}",
                mail.subject
            );
            assert!(!mail.text.contains("Your turn: Your turn"), "{}", mail.text);
            assert!(mail.text.contains("\n- ok: "), "{}", mail.text);
            subjects
                .entry(mail.to[0].clone())
                .or_default()
                .push(mail.subject.clone());
            let line = bot.answer(app, &mail);
            let verb = line.split_whitespace().next().unwrap().to_string();
            *played.entry(verb).or_default() += 1;
        }
    }
    // A player's turn emails are told apart by their subjects.
    for (player, subjects) in &subjects {
        let turns: Vec<&String> = subjects
            .iter()
            .filter(|s| s.starts_with("Your turn"))
            .collect();
        let mut distinct = turns.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), turns.len(), "{player}: {turns:?}");
    }
    let (state, _, status) = stored::<Settlers>(app, id);
    assert_eq!(status, "finished");
    crate::support::replies::assert_decided_by_replies(app, id);
    (state, played)
}

/// The turns played by reply, by the kind of their action.
fn actions_by_kind(app: &TestApp) -> BTreeMap<&'static str, usize> {
    let made: Vec<Submission> = submissions::table
        .filter(submissions::source.eq("email"))
        .select(Submission::as_select())
        .load(&mut app.pool.get().unwrap())
        .unwrap();
    let mut kinds = BTreeMap::new();
    for s in made {
        if let Ok(Decision::Turn(turn)) = serde_json::from_value::<Decision>(s.decision) {
            let kind = match turn.action {
                Action::Build(_) => "build",
                Action::Deal { .. } => "deal",
                Action::RazeCard { .. } => "raze from hand",
                Action::Raze { .. } => "raze a Location",
                Action::Activate { .. } => "use",
                Action::SpendWorkers { .. } => "workers",
                Action::Pass => "pass",
            };
            *kinds.entry(kind).or_default() += 1;
        }
    }
    kinds
}

#[actix_web::test]
async fn two_players_play_a_whole_game_by_replies_alone_with_the_standard_lookout() {
    let app = TestApp::spawn().await;
    let players = [("ann@example.org", "Ann"), ("bob@example.org", "Bob")];
    let (state, played) = played_by_replies(&app, &players, Options::default(), 2);
    assert!(!state.options.alternate_lookout);
    let kinds = actions_by_kind(&app);
    eprintln!("Imperial Settlers, 2 players, by replies: {played:?}; turns {kinds:?}");
    for kind in ["build", "pass"] {
        assert!(kinds.get(kind).is_some_and(|n| *n > 0), "{kind}: {kinds:?}");
    }
    assert!(kinds.len() >= 4, "more than builds and passes: {kinds:?}");
}

#[actix_web::test]
async fn four_players_play_a_whole_game_by_replies_alone_with_the_alternate_lookout() {
    let app = TestApp::spawn().await;
    let players = [
        ("ann@example.org", "Ann"),
        ("bob@example.org", "Bob"),
        ("cyd@example.org", "Cyd"),
        ("dee@example.org", "Dee"),
    ];
    let options = Options {
        alternate_lookout: true,
        ..Options::default()
    };
    let (state, played) = played_by_replies(&app, &players, options, 4);
    assert!(state.options.alternate_lookout);
    let kinds = actions_by_kind(&app);
    eprintln!("Imperial Settlers, 4 players, by replies: {played:?}; turns {kinds:?}");
    for kind in ["build", "deal", "pass"] {
        assert!(kinds.get(kind).is_some_and(|n| *n > 0), "{kind}: {kinds:?}");
    }
    assert!(
        kinds.contains_key("raze from hand") || kinds.contains_key("raze a Location"),
        "a raze: {kinds:?}"
    );
    assert!(kinds.contains_key("use"), "an Action Location: {kinds:?}");
}
