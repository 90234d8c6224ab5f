//! The operator's commands for Imperial Settlers: `missive demo --game settlers` stores a
//! finished bot game, its record downloads from the game page, and `missive replay` replays it
//! to the same end.

use crate::support::app::TestApp;
use crate::support::process;
use missive::db::games;

#[actix_web::test]
async fn a_demo_game_is_stored_finished_and_its_record_replays() {
    let app = TestApp::spawn().await;
    let out = process::run(
        &app,
        &[
            "demo",
            "--game",
            "settlers",
            "--players",
            "3",
            "--seed",
            "4",
        ],
    );
    let said = String::from_utf8(out.stdout).unwrap();
    let id: i64 = said
        .trim()
        .rsplit("/games/")
        .next()
        .and_then(|id| id.parse().ok())
        .unwrap_or_else(|| panic!("a game's link: {said}"));
    let game = games::get(&mut app.pool.get().unwrap(), id)
        .unwrap()
        .unwrap();
    assert_eq!(
        (game.game.as_str(), game.status.as_str()),
        ("settlers", "finished")
    );

    let browser = app.browser();
    let page = app.page(&browser, &format!("/games/{id}")).await;
    assert!(page.contains(&format!("Imperial Settlers #{id}")), "{page}");
    let record = app
        .page(&browser, &format!("/games/{id}/record.json"))
        .await;
    let file =
        std::env::temp_dir().join(format!("settlers-record-{}-{id}.json", std::process::id()));
    std::fs::write(&file, &record).unwrap();
    let replayed = process::run(&app, &["replay", file.to_str().unwrap()]);
    std::fs::remove_file(&file).unwrap();
    let report = String::from_utf8(replayed.stdout).unwrap();
    assert!(report.contains("Imperial Settlers"), "{report}");

    // A record changed at one step diverges there.
    let mut changed: serde_json::Value = serde_json::from_str(&record).unwrap();
    let steps = changed["steps"].as_array_mut().unwrap();
    let last = steps.len() - 1;
    steps[last]["events"] = serde_json::json!([]);
    let file =
        std::env::temp_dir().join(format!("settlers-changed-{}-{id}.json", std::process::id()));
    std::fs::write(&file, changed.to_string()).unwrap();
    let out = process::missive(&app, &["replay", file.to_str().unwrap()])
        .output()
        .unwrap();
    std::fs::remove_file(&file).unwrap();
    assert!(!out.status.success());
    let said = String::from_utf8(out.stderr).unwrap();
    assert!(said.contains(&format!("diverges at step {last}")), "{said}");
}
