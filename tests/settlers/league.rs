//! A league of Imperial Settlers: its form offers the game's own table sizes (2 to 4), and a
//! season of five members is scheduled in tables of 3 and 2, played to its end by bots, and
//! scored.

use super::service::play_to_the_end;
use crate::leagues::{invite_and_join, season_games, season_status, seated, start_season};
use crate::support::app::TestApp;
use std::collections::BTreeMap;

const ORGANIZER: &str = "org@example.org";

#[actix_web::test]
async fn a_season_of_imperial_settlers_is_played_in_tables_of_two_to_four() {
    let app = TestApp::spawn().await;
    let organizer = app.browser();
    app.sign_in(&organizer, ORGANIZER).await;

    // The form is the game's: tables of 2 to 4, points suggested for each.
    let form = app.page(&organizer, "/leagues/new?game=settlers").await;
    assert!(form.contains("Imperial Settlers"), "{form}");
    for n in 2..=4 {
        assert!(form.contains(&format!("<option value=\"{n}\"")), "{form}");
    }
    assert!(!form.contains("<option value=\"5\" "), "no tables of 5");
    assert!(form.contains("2: 3,1"), "{form}");

    let mut fields = vec![
        ("name", "Tuesday Wonders"),
        ("description", "Empires by email"),
        ("hours", "0"),
        ("reminders", ""),
        ("absence_days", "14"),
        ("visibility", "public"),
        ("pod_size", "5"),
        ("divisions", "1"),
        ("promote", "1"),
        ("relegate", "1"),
        ("points", "2: 3,1\n3: 4,2,1\n4: 5,3,2,1"),
    ];
    // A table of 5 is not one of the game's.
    let refused = app
        .submit(
            &organizer,
            "/leagues/new?game=settlers",
            "/leagues",
            &fields,
        )
        .await;
    assert_eq!(refused.status(), 422);
    let text = refused.text().await.unwrap();
    assert!(text.contains("Games have 2 to 4 players."), "{text}");
    fields[6] = ("pod_size", "3");
    let r = app
        .submit(
            &organizer,
            "/leagues/new?game=settlers",
            "/leagues",
            &fields,
        )
        .await;
    assert_eq!(r.status(), 303, "{}", r.text().await.unwrap());
    let id: i64 = r.headers()["location"]
        .to_str()
        .unwrap()
        .trim_start_matches("/leagues/")
        .parse()
        .unwrap();
    let members: Vec<String> = (1..5).map(|i| format!("m{i}@example.org")).collect();
    invite_and_join(&app, &organizer, id, &members).await;

    let season = start_season(&app, &organizer, id, "2", 30).await;
    let games = season_games(&app, &season);
    assert_eq!(
        games.len(),
        4,
        "5 members in a table of 3 and one of 2, twice"
    );
    let mut played: BTreeMap<i64, usize> = BTreeMap::new();
    let mut sizes = Vec::new();
    for game in &games {
        assert_eq!(game.game, "settlers");
        let ids = seated(&app, game.id);
        sizes.push(ids.len());
        for m in ids {
            *played.entry(m).or_default() += 1;
        }
    }
    sizes.sort_unstable();
    assert_eq!(sizes, [2, 2, 3, 3]);
    assert_eq!(played.len(), 5);
    assert!(played.values().all(|&n| n == 2), "{played:?}");

    for game in &games {
        play_to_the_end(&app, game.id);
    }
    app.settle();
    assert_eq!(season_status(&app, &season), "finished");
    let league = app.page(&app.browser(), &format!("/leagues/{id}")).await;
    assert!(league.contains("Imperial Settlers"), "{league}");
    let mut conn = app.pool.get().unwrap();
    let league = missive::db::leagues::get(&mut conn, id).unwrap().unwrap();
    let tables = missive::play::leagues::season::standings(&mut conn, &league, &season).unwrap();
    // Every table hands out its points: 4+2+1 for 3 players, 3+1 for 2, in each of two rounds.
    let rows = &tables[0].rows;
    assert_eq!(rows.len(), 5);
    let total: i64 = rows.iter().map(|r| r.row.points.sixtieths()).sum();
    assert_eq!(total, 2 * (7 + 4) * 60, "every table hands out its points");
}
