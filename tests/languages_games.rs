//! The pages of a game besides its seats read in their reader's language: the game page, the
//! archive, the new-game form, the manage page, the steps of its history and the unsubscribe
//! page; once the game is over, its ranking, score pad and record, and how a player finished.

use crate::support;

use missive::db::{games, users};
use support::app::TestApp;
use support::bots::{game_state, play};

/// Ann signs in to start the game, before it names her: her account keeps the name "ann".
const PLAYERS: [(&str, &str); 3] = [
    ("ann@example.org", "Ann"),
    ("bob@example.org", "Bob"),
    ("cy@example.org", "Cy"),
];

/// Ann, signed in, on a browser of her own.
async fn ann(app: &TestApp) -> reqwest::Client {
    let browser = app.browser();
    app.sign_in(&browser, PLAYERS[0].0).await;
    browser
}

/// `browser` chooses `lang` with the switch at the foot of every page.
async fn choose(app: &TestApp, browser: &reqwest::Client, lang: &str) {
    let r = browser
        .get(app.url(&format!("/language/{lang}?back=/")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303);
}

/// The languages, Ann's browser reading each in turn.
const LANGUAGES: [&str; 4] = ["es", "cs", "ja", "en"];

/// `page` holds every one of `present` and none of `absent`.
fn reads(page: &str, present: &[&str], absent: &[&str]) {
    for text in present {
        assert!(page.contains(text), "{text:?} is missing from {page}");
    }
    for text in absent {
        assert!(!page.contains(text), "{text:?} is still there in {page}");
    }
}

#[actix_web::test]
async fn a_running_games_pages_read_in_the_readers_language() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "48").await;
    let ann = ann(&app).await;
    for lang in LANGUAGES {
        choose(&app, &ann, lang).await;
        let game = app.page(&ann, &format!("/games/{id}")).await;
        let archive = app.page(&ann, "/games").await;
        let form = app.page(&ann, "/games/new").await;
        let manage = app.page(&ann, &format!("/games/{id}/manage")).await;
        let step = app.page(&ann, &format!("/games/{id}/steps/0")).await;
        assert!(game.contains(&format!("<html lang=\"{lang}\">")), "{game}");
        match lang {
            "es" => {
                reads(
                    &game,
                    &[
                        "Faltan por decidir: tú, Bob y Cy.",
                        "<th scope=\"col\">Jugador</th><th scope=\"col\">Estado</th>",
                        "decidiendo…",
                        " · plazo: ",
                        "<button type=\"submit\">Ir a mi sitio</button>",
                        ">Gestionar esta partida</a> (ampliar el plazo",
                        "<title>Puntos de victoria por ronda</title>",
                        "Aún no hay datos",
                    ],
                    &["Still waiting", "<h2>Charts</h2>", "No data yet"],
                );
                reads(
                    &archive,
                    &["<h1>Partidas</h1>", ">en curso</option>", "ann, Bob y Cy"],
                    &["<h1>Games</h1>", ">Show</button>"],
                );
                reads(
                    &form,
                    &[
                        "<title>Partida nueva · Missive</title>",
                        "Jugadores (de 1 a 5), en orden de asiento",
                        ">Empezar en su lugar una partida de Imperial Settlers</a>",
                        "Correo del jugador 1",
                        ">Sin plazo</option>",
                        ">1 hora</option>",
                        ">48 horas</option>",
                        ">A mitad del plazo, sea cual sea el tiempo dado</option>",
                        "> Solo sus jugadores</label>",
                        ">Empezar la partida</button>",
                    ],
                    &["Start the game", "48 hours"],
                );
                reads(
                    &manage,
                    &[
                        "<h2>Plazo</h2>",
                        "Aún puede ampliarse ",
                        ">Plazos vencidos seguidos</th>",
                        ">Dar el sitio</button>",
                        ">Abandonar la partida</button>",
                    ],
                    &["Extend the deadline", "<h2>Players</h2>"],
                );
                reads(
                    &step,
                    &[
                        "Antes del primer paso",
                        "Tal como se veía entonces desde tu sitio.",
                        "La mesa tras el paso 0",
                        "A continuación: ",
                    ],
                    &["Before the first step", "The table after step"],
                );
            }
            "cs" => {
                reads(
                    &game,
                    &[
                        "Ještě se nerozhodli: vy, Bob a Cy.",
                        "rozhoduje se…",
                        " · termín ",
                        ">Spravovat tuto hru</a>",
                        "<title>Vítězné body po kolech</title>",
                    ],
                    &["Still waiting", "Manage this game"],
                );
                reads(
                    &archive,
                    &["<h1>Hry</h1>", ">rozehrané</option>", "ann, Bob a Cy"],
                    &["<h1>Games</h1>"],
                );
                reads(
                    &form,
                    &[
                        "<h1>Nová hra: It&#39;s a Wonderful World</h1>",
                        ">1 hodina</option>",
                        ">2 hodiny</option>",
                        ">48 hodin</option>",
                        ">Založit hru</button>",
                    ],
                    &["Start the game"],
                );
                reads(
                    &manage,
                    &[
                        "Celkem ho lze prodloužit ještě o ",
                        ">Prodloužit termín</button>",
                    ],
                    &["Extend the deadline"],
                );
                reads(&step, &["Před prvním krokem"], &["Before the first step"]);
            }
            "ja" => {
                reads(
                    &game,
                    &[
                        "まだ選んでいない人：あなた、Bob、Cy。",
                        "選択中…",
                        " · 締め切り：",
                        ">このゲームを管理する</a>",
                        "<title>ラウンドごとの勝利点</title>",
                    ],
                    &["Still waiting", "Manage this game"],
                );
                reads(
                    &archive,
                    &["<h1>ゲーム一覧</h1>", ">進行中</option>", "ann、Bob、Cy"],
                    &["<h1>Games</h1>"],
                );
                reads(
                    &form,
                    &[">48 時間</option>", ">ゲームを始める</button>"],
                    &["Start the game"],
                );
                reads(
                    &manage,
                    &["<h2>締め切り</h2>", ">締め切りを延長する</button>"],
                    &["Extend the deadline"],
                );
                reads(&step, &["最初の手番の前"], &["Before the first step"]);
            }
            _ => {
                reads(
                    &game,
                    &[
                        "Still waiting for you, Bob and Cy.",
                        "deciding…",
                        " · deadline ",
                        ">Manage this game</a> (extend the deadline, replace a player, abandon)",
                        "<title>Victory points by round</title>",
                    ],
                    &[],
                );
                reads(&archive, &["<h1>Games</h1>", "ann, Bob and Cy"], &[]);
                reads(
                    &form,
                    &[
                        ">1 hour</option>",
                        ">48 hours</option>",
                        ">Start the game</button>",
                    ],
                    &[],
                );
                reads(
                    &manage,
                    &[
                        "It can still be extended by ",
                        ">Extend the deadline</button>",
                    ],
                    &[],
                );
                reads(&step, &["Before the first step"], &[]);
            }
        }
    }

    // What was just done on the manage page is said in the reader's words.
    choose(&app, &ann, "es").await;
    let manage = format!("/games/{id}/manage");
    let extend = format!("/games/{id}/extend");
    let fields = [("hours", "2"), ("reason", "Vacaciones")];
    let r = app.submit(&ann, &manage, &extend, &fields).await;
    assert_eq!(r.status(), 303);
    let page = app.page(&ann, &format!("{manage}?done=extended")).await;
    assert!(page.contains("Se ha ampliado el plazo."), "{page}");

    // A player stopping their emails from a link reads their browser's language.
    let seat = app.invitation_link(id, PLAYERS[1].0);
    let page = app.page_in(&format!("{seat}/unsubscribe"), "cs").await;
    reads(
        &page,
        &[
            "Zastavit e-maily?",
            ">Zastavit všechny e-maily o hrách</button>",
        ],
        &["Stop emails?"],
    );
}

#[actix_web::test]
async fn a_finished_games_ranking_and_record_read_in_the_readers_language() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "0").await;
    play(&app, id, |_| false);
    assert_eq!(game_state(&app, id).2, "finished");
    let mut conn = app.pool.get().unwrap();
    let game = games::get(&mut conn, id).unwrap().unwrap();
    let outcome = missive::play::summary::outcome(&game).unwrap().unwrap();
    let ann_id = users::by_email(&mut conn, PLAYERS[0].0)
        .unwrap()
        .unwrap()
        .id;
    drop(conn);
    let mine = outcome.standings.iter().find(|s| s.seat == 0).unwrap();
    let (rank, score) = (mine.rank, mine.score);

    let browser = ann(&app).await;
    for lang in LANGUAGES {
        choose(&app, &browser, lang).await;
        let page = app.page(&browser, &format!("/games/{id}")).await;
        let finished = app.page(&browser, "/games?status=finished").await;
        let player = app.page(&browser, &format!("/players/{ann_id}")).await;
        let (present, absent): (Vec<String>, Vec<&str>) = match lang {
            "es" => (
                vec![
                    "<th scope=\"col\">Puesto</th>".into(),
                    "<h2 id=\"score-pad\">Hoja de puntuación</h2>".into(),
                    "<tfoot><tr><th scope=\"row\">PV</th>".into(),
                    "<h2>La partida, ronda a ronda</h2>".into(),
                    "<title>Puntuación final</title>".into(),
                    "(todos los pasos, para reproducirla con <code>missive replay</code>)".into(),
                ],
                vec!["Score pad", "Download the game"],
            ),
            "cs" => (
                vec![
                    "<h2 id=\"score-pad\">Bodovací arch</h2>".into(),
                    "<tfoot><tr><th scope=\"row\">VB</th>".into(),
                    ">Stáhnout záznam hry</a>".into(),
                ],
                vec!["Score pad"],
            ),
            "ja" => (
                vec![
                    "<h2 id=\"score-pad\">得点表</h2>".into(),
                    "<th scope=\"col\">順位</th>".into(),
                    "<title>最終得点</title>".into(),
                ],
                vec!["Score pad"],
            ),
            _ => (
                vec![
                    "<h2 id=\"score-pad\">Score pad</h2>".into(),
                    "<tfoot><tr><th scope=\"row\">VP</th>".into(),
                    "Download the game’s record".into(),
                ],
                vec![],
            ),
        };
        let present: Vec<&str> = present.iter().map(String::as_str).collect();
        reads(&page, &present, &absent);

        let (won, result) = match lang {
            "es" => ("victoria de ", format!("puesto {rank} con {score} PV")),
            "cs" => ("vítězství: ", format!("{rank}. místo, {score} VB")),
            "ja" => (" の勝利", format!("{rank} 位・{score} 勝利点")),
            _ => ("won by ", format!("rank {rank} with {score} VP")),
        };
        reads(&finished, &[won], &[]);
        reads(&player, &[&result], &[]);
    }

    // A visitor's kept copy of the finished page is kept for each language apart.
    for (accept, heading) in [
        ("cs", "Bodovací arch"),
        ("en", "Score pad"),
        ("cs", "Bodovací arch"),
    ] {
        let page = app.page_in(&format!("/games/{id}"), accept).await;
        assert!(page.contains(heading), "{accept}: {page}");
    }
}

#[actix_web::test]
async fn a_refused_form_and_the_games_log_read_in_the_readers_language() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "48").await;
    let ann = ann(&app).await;
    choose(&app, &ann, "es").await;
    let manage = app.page(&ann, &format!("/games/{id}/manage")).await;
    let csrf = support::app::hidden(&manage, "csrf").expect("a CSRF field");
    let extend = |hours: &'static str| {
        ann.post(app.url(&format!("/games/{id}/extend")))
            .form(&[
                ("csrf", csrf.as_str()),
                ("hours", hours),
                ("reason", "Cy está de viaje"),
            ])
            .send()
    };
    // A refusal reads in Spanish, as a sentence, beside its field.
    let r = extend("0").await.unwrap();
    assert_eq!(r.status(), 422);
    reads(
        &r.text().await.unwrap(),
        &["Una ampliación es de 1 a "],
        &["an extension is"],
    );
    assert_eq!(extend("24").await.unwrap().status(), 303);
    // The log keeps what happened, not its words: each reader reads it in their own.
    let log = [
        ("es", "ann ha ampliado el plazo 24 horas, hasta el "),
        ("cs", "ann prodlužuje termín o 24 hodin do "),
        ("ja", "annが期限を24時間延長し"),
        ("en", "ann extended the deadline by 24 hours, to "),
    ];
    for (lang, line) in log {
        choose(&app, &ann, lang).await;
        let page = app.page(&ann, &format!("/games/{id}")).await;
        reads(&page, &[line, "Cy está de viaje"], &[]);
    }
}
