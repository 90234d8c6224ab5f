//! A game's record: refused while the game is played, downloaded once it is over, replayed to the
//! stored state in process and by `missive replay`.

use crate::support;

use missive::db::{games, users};
use missive::games::Game;
use missive::games::wonderful::bots::heuristic;
use missive::games::wonderful::{State, Wonderful};
use missive::play::talk::{self, Via};
use missive::play::views::record::{self, Record};
use missive::play::{Source, turn::organizer, turn::submit};
use std::process::Command;
use support::app::TestApp;
use support::bots::play;

async fn get(app: &TestApp, path: &str) -> reqwest::Response {
    app.browser().get(app.url(path)).send().await.unwrap()
}

fn replay_file(path: &std::path::Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_missive"))
        .arg("replay")
        .arg(path)
        .output()
        .unwrap()
}

#[actix_web::test]
async fn a_finished_game_is_downloaded_and_replays_to_its_state() {
    let app = TestApp::spawn().await;
    let players = [("ann@example.org", "Ann"), ("bob@example.org", "Bob")];
    let id = app.start_game(&players, "A", "0").await;
    let path = format!("/games/{id}/record.json");

    // While the game is played, the seed would deal every hand: no record.
    play(&app, id, |s| Wonderful::step(s) >= 5);
    let r = get(&app, &path).await;
    assert_eq!(r.status(), 409);
    let body = r.text().await.unwrap();
    assert!(body.contains("once the game is over"), "{body}");
    assert!(!body.contains("seed"));
    assert_eq!(get(&app, "/games/999999/record.json").await.status(), 404);
    // Table talk is part of the record; a hidden message keeps its place, not its text.
    {
        let mut conn = app.pool.get().unwrap();
        let game = games::get(&mut conn, id).unwrap().unwrap();
        let user = |conn: &mut _, email| users::by_email(conn, email).unwrap().unwrap();
        let (ann, bob) = (user(&mut conn, players[0].0), user(&mut conn, players[1].0));
        talk::post(
            &mut conn,
            &game,
            &bob,
            "good game so far",
            Via::Page,
            app.now(),
        )
        .unwrap();
        let rude = talk::post(&mut conn, &game, &bob, "rude", Via::Email, app.now()).unwrap();
        talk::hide(&mut conn, &game, &ann, rude, app.now()).unwrap();
    }

    play(&app, id, |_| false);
    let r = get(&app, &path).await;
    assert_eq!(r.status(), 200);
    assert_eq!(r.headers()["content-type"], "application/json");
    assert_eq!(
        r.headers()["content-disposition"],
        format!("attachment; filename=\"missive-game-{id}.json\"").as_str()
    );
    let text = r.text().await.unwrap();
    let record = Record::from_json(&text).unwrap();
    assert_eq!(record.id, Some(id));
    let names: Vec<String> = games::players(&mut app.pool.get().unwrap(), id)
        .unwrap()
        .into_iter()
        .map(|(_, u)| u.display_name)
        .collect();
    assert_eq!(record.players, names);
    assert_eq!(record.status, "finished");
    let talk: Vec<_> = record
        .talk
        .iter()
        .map(|m| {
            (
                m.author.as_str(),
                m.seat,
                m.text.as_deref(),
                m.via.as_str(),
                m.step,
            )
        })
        .collect();
    assert_eq!(
        talk,
        vec![
            ("Bob", Some(1), Some("good game so far"), "page", 5),
            ("Bob", Some(1), None, "email", 5)
        ]
    );

    let game = games::get(&mut app.pool.get().unwrap(), id)
        .unwrap()
        .unwrap();
    assert_eq!(record.steps.len(), game.step as usize);
    let replayed = record::replay::<Wonderful>(&record).unwrap();
    assert_eq!(serde_json::to_value(&replayed.state).unwrap(), game.state);
    let outcome = replayed.outcome.expect("the game is over");
    let winner = &names[outcome.standings[0].seat];

    // The command line replays the same file, and finds where a copy was changed.
    let file = app.data_dir.join("record.json");
    std::fs::write(&file, &text).unwrap();
    let out = replay_file(&file);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains(&format!("Winner: {winner}")), "{stdout}");

    let mut tampered: serde_json::Value = serde_json::from_str(&text).unwrap();
    let step = tampered["steps"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .skip(4)
        .find_map(|s| {
            let d = s["decisions"]
                .as_array_mut()
                .unwrap()
                .iter_mut()
                .find(|d| d["decision"]["kind"] == "pick")?;
            let card = d["decision"]["card"].as_u64().unwrap();
            d["decision"]["card"] = (if card > 0 { card - 1 } else { 1 }).into();
            Some(s["step"].as_u64().unwrap())
        })
        .expect("a draft pick");
    let changed = app.data_dir.join("tampered.json");
    std::fs::write(&changed, tampered.to_string()).unwrap();
    let out = replay_file(&changed);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(&format!("diverges at step {step}:")),
        "{stderr}"
    );

    let broken = app.data_dir.join("broken.json");
    std::fs::write(&broken, &text[..text.len() / 2]).unwrap();
    let out = replay_file(&broken);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read"));
}

#[actix_web::test]
async fn an_abandoned_game_is_recorded_without_its_open_step() {
    let app = TestApp::spawn().await;
    let players = [("ann@example.org", "Ann"), ("bob@example.org", "Bob")];
    let id = app.start_game(&players, "A", "0").await;
    play(&app, id, |s| Wonderful::step(s) >= 3);

    // Ann decides in the open step; Bob never does.
    let mut conn = app.pool.get().unwrap();
    let game = games::get(&mut conn, id).unwrap().unwrap();
    let state: State = serde_json::from_value(game.state).unwrap();
    let (seat, prompt) = Wonderful::prompts(&state)
        .into_iter()
        .find(|(s, _)| *s == 0)
        .expect("Ann owes a decision");
    let decision = heuristic::decide(&state, seat, &prompt).unwrap();
    let submitted = submit::submit::<Wonderful>(
        &mut conn,
        id,
        seat,
        game.step,
        &decision,
        Source::Web,
        &app.ctx(),
    )
    .unwrap();
    assert!(!submitted.resolved, "the step waits for Bob");
    let ann = users::by_email(&mut conn, "ann@example.org")
        .unwrap()
        .unwrap();
    organizer::abandon::<Wonderful>(&mut conn, id, &ann, "Bob moved away", &app.ctx()).unwrap();

    let r = get(&app, &format!("/games/{id}/record.json")).await;
    assert_eq!(r.status(), 200);
    let record = Record::from_json(&r.text().await.unwrap()).unwrap();
    assert_eq!(record.status, "abandoned");
    assert_eq!(record.steps.len(), game.step as usize, "no open step");
    let replayed = record::replay::<Wonderful>(&record).unwrap();
    assert_eq!(replayed.state, state);
    assert!(replayed.outcome.is_none());
}
