//! The league pages in their reader's language: the list of leagues, a league's page (its
//! organizers' part too), a season's page, the ratings, the join page and the new-league form
//! read in Spanish, Czech and Japanese, and in English still.

use crate::leagues::{create_league, invite_and_join, start_season};
use crate::support;

use missive::i18n::Lang;
use missive::local_time::date;
use support::app::TestApp;

/// The list of leagues, the league's page, its first season's page and its ratings, as
/// `browser` reads them.
async fn pages(app: &TestApp, browser: &reqwest::Client, id: i64) -> [String; 4] {
    [
        app.page(browser, "/leagues").await,
        app.page(browser, &format!("/leagues/{id}")).await,
        app.page(browser, &format!("/leagues/{id}/seasons/1")).await,
        app.page(browser, &format!("/leagues/{id}/ratings")).await,
    ]
}

/// `browser` chooses `lang` with the switch at the foot of the pages.
async fn choose(app: &TestApp, browser: &reqwest::Client, lang: Lang) {
    let r = browser
        .get(app.url(&format!("/language/{lang}?back=/leagues")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303);
}

#[actix_web::test]
async fn the_league_pages_read_in_spanish_czech_and_japanese_and_english_still() {
    let app = TestApp::spawn().await;
    let organizer = app.browser();
    app.sign_in(&organizer, "org@example.org").await;
    let id = create_league(&app, &organizer, &[("hours", "48")]).await;
    let members: Vec<String> = (1..4).map(|i| format!("m{i}@example.org")).collect();
    invite_and_join(&app, &organizer, id, &members).await;
    let season = start_season(&app, &organizer, id, "1", 30).await;
    let (first, last) = (season.first_day(), season.last_day());

    let visitor = app.browser();
    choose(&app, &visitor, Lang::Es).await;
    let [list, league, season_page, ratings] = pages(&app, &visitor, id).await;
    assert!(list.contains("<h1>Ligas</h1>"), "{list}");
    assert!(list.contains(">Inicia sesión para crear una liga</a>"));
    assert!(!list.contains("Leagues</h1>"));
    assert!(league.contains("<h2>Miembros (4)</h2>"), "{league}");
    assert!(league.contains("partidas de 4 jugadores siempre que se pueda"));
    assert!(league.contains("48 horas por decisión"));
    assert!(league.contains("<h2>Temporada 1</h2>"));
    assert!(league.contains("1 partida por miembro"));
    assert!(league.contains(&format!(
        "del {} al {}",
        date(first, Lang::Es),
        date(last, Lang::Es)
    )));
    assert!(league.contains("<h3>Clasificación</h3>"));
    assert!(league.contains("<th scope=\"col\">Miembro</th>"));
    assert!(league.contains("¿Ya eres miembro?"));
    assert!(!league.contains("Members ("), "{league}");
    assert!(!league.contains("Standings"));
    assert!(season_page.contains("<h1>Tuesday Wonders: temporada 1</h1>"));
    assert!(season_page.contains(">Jornada 1</a>"), "{season_page}");
    assert!(season_page.contains("en curso"));
    assert!(season_page.contains(">Volver a la liga</a>"));
    assert!(!season_page.contains("Back to the league"));
    assert!(ratings.contains("<h1>Tuesday Wonders: valoraciones</h1>"));
    assert!(ratings.contains("Todavía no ha terminado ninguna partida de liga."));

    choose(&app, &visitor, Lang::Cs).await;
    let [list, league, season_page, ratings] = pages(&app, &visitor, id).await;
    assert!(list.contains("<h1>Ligy</h1>"), "{list}");
    assert!(league.contains("<h2>Členové (4)</h2>"), "{league}");
    assert!(league.contains("48 hodin na rozhodnutí"));
    assert!(league.contains("<h2>Sezóna 1</h2>"));
    assert!(league.contains("1 hra na člena"));
    assert!(league.contains(&format!(
        "{} – {}",
        date(first, Lang::Cs),
        date(last, Lang::Cs)
    )));
    assert!(league.contains("<h3>Pořadí</h3>"));
    assert!(!league.contains("Members ("));
    assert!(season_page.contains(">1. kolo</a>"), "{season_page}");
    assert!(season_page.contains("probíhá"));
    assert!(!season_page.contains("<h2>Games</h2>"));
    assert!(ratings.contains("Zatím nebyla dohrána žádná ligová hra."));

    choose(&app, &visitor, Lang::Ja).await;
    let [list, league, season_page, ratings] = pages(&app, &visitor, id).await;
    assert!(list.contains("<h1>リーグ</h1>"), "{list}");
    assert!(league.contains("<h2>メンバー（4 人）</h2>"), "{league}");
    assert!(league.contains("1 回の選択につき 48 時間"));
    assert!(league.contains("1 人 1 ゲーム"));
    assert!(league.contains(&format!(
        "{}～{}",
        date(first, Lang::Ja),
        date(last, Lang::Ja)
    )));
    assert!(league.contains("<h3>順位表</h3>"));
    assert!(!league.contains("Members ("));
    assert!(season_page.contains(">第 1 回戦</a>"), "{season_page}");
    assert!(season_page.contains("開催中"));
    assert!(ratings.contains("終了したリーグのゲームはまだありません。"));
    assert!(!ratings.contains("No league game has finished yet."));

    choose(&app, &visitor, Lang::En).await;
    let [list, league, season_page, ratings] = pages(&app, &visitor, id).await;
    assert!(list.contains("<h1>Leagues</h1>"), "{list}");
    assert!(list.contains(">Sign in to start a league</a>"));
    assert!(league.contains("<h2>Members (4)</h2>"), "{league}");
    assert!(league.contains("48 hours per decision"));
    assert!(league.contains("1 game each"));
    assert!(league.contains(&missive::words::days(first, last)));
    assert!(league.contains("<h3>Standings</h3>"));
    assert!(season_page.contains(">Round 1</a>"), "{season_page}");
    assert!(season_page.contains("under way"));
    assert!(ratings.contains("No league game has finished yet."));

    // The organizer's part of the page, and the new-league form, in the organizer's Spanish.
    choose(&app, &organizer, Lang::Es).await;
    let page = app.page(&organizer, &format!("/leagues/{id}")).await;
    assert!(page.contains("<h2>Organizar</h2>"), "{page}");
    assert!(page.contains("<h3>Invitar por correo</h3>"));
    assert!(page.contains(">Enviar las invitaciones</button>"));
    assert!(
        page.contains(
            "La próxima temporada podrá programarse cuando termine la que está en curso."
        )
    );
    assert!(page.contains("<span class=\"muted\">organizador</span>"));
    assert!(!page.contains("Invite by email"));
    let form = app.page(&organizer, "/leagues/new").await;
    assert!(form.contains("<h1>Nueva liga de "), "{form}");
    assert!(form.contains(">48 horas</option>"));
    assert!(form.contains(">Sin recordatorios</option>"));
    assert!(form.contains("<legend>Temporadas</legend>"));
    assert!(form.contains(">Crear la liga</button>"));
    assert!(!form.contains("No reminders"));

    // A new join link, opened by a visitor who reads Czech.
    let (link, page) = crate::leagues::new_join_link(&app, &organizer, id).await;
    assert!(
        page.contains("El enlace de inscripción de la liga"),
        "{page}"
    );
    choose(&app, &visitor, Lang::Cs).await;
    let join = app.page(&visitor, link.trim_start_matches(&app.base)).await;
    assert!(
        join.contains("<h1>Vstup do ligy Tuesday Wonders</h1>"),
        "{join}"
    );
    assert!(join.contains("nejprve se přihlaste"));
    assert!(join.contains(">Přihlásit se</a>"));
}
