//! It's a Wonderful World's seat pages read in their player's language: a table of a Spanish, a
//! Czech and a Japanese player plays round 1 through its pages, and each page (the draft pick,
//! the planning, the production) holds the player's words and none of the English ones; the
//! cards and the Empires go by their published names, an English one marked as such; a form
//! refused, a decision's or the standing orders', says why in the player's language.

use crate::support;

use missive::games::Seat;
use missive::games::wonderful::cards::{CardId, names};
use missive::games::wonderful::{Phase, Wonderful};
use missive::play::table;
use support::app::TestApp;
use support::bots::game_state;
use support::html_forms::{forms, submitted};

/// Ann reads Spanish, Bob Czech, Cy Japanese: each made their account in their language, from
/// a browser that asks for it (and named themselves nothing: their addresses name them).
const PLAYERS: [(&str, &str, &str); 3] = [
    ("ann@example.org", "Ann", "es-ES,es;q=0.9"),
    ("bob@example.org", "Bob", "cs"),
    ("cy@example.org", "Cy", "ja-JP,ja;q=0.9"),
];

/// A browser whose Accept-Language asks for `lang`.
fn speaking(lang: &str) -> reqwest::Client {
    let mut headers = reqwest::header::HeaderMap::new();
    headers.insert("accept-language", lang.parse().unwrap());
    reqwest::Client::builder()
        .cookie_store(true)
        .default_headers(headers)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

/// `text` as the templates write it in a page.
fn escaped(text: &str) -> String {
    text.replace('&', "&#38;")
        .replace('<', "&#60;")
        .replace('>', "&#62;")
        .replace('"', "&#34;")
        .replace('\'', "&#39;")
}

/// `page` holds every one of `present` and none of `absent`.
fn reads(what: &str, page: &str, present: &[&str], absent: &[&str]) {
    for text in present {
        assert!(
            page.contains(text),
            "{what}: {text:?} is missing from {page}"
        );
    }
    for text in absent {
        assert!(
            !page.contains(text),
            "{what}: {text:?} is still there in {page}"
        );
    }
}

/// A card's name as the page of a reader of `lang` shows it: the published one, or the English
/// one marked `lang="en"`.
fn card_name(card: CardId, lang: &str) -> String {
    let id = &card.design().id;
    match names().published(id, lang) {
        Some(name) => format!("<span class=\"card-name\">{}</span>", escaped(name)),
        None => format!(
            "<span class=\"card-name\" lang=\"en\">{}</span>",
            escaped(card.name())
        ),
    }
}

/// The English words of each page that no translated page may hold.
const ENGLISH: [&str; 12] = [
    "Your Empire",
    "The other players",
    ">Cost<",
    ">Recycle<",
    "Under construction",
    "Empire cubes",
    "Round 1 of 4",
    " · step ",
    "Filled in with a suggestion",
    "(you)",
    ", side A",
    "Constructed:",
];

/// What the page of a reader of `lang` says, whatever is asked.
fn every_page(lang: &str) -> &'static [&'static str] {
    match lang {
        "es" => &[
            "<html lang=\"es\">",
            "<h2 id=\"yours\">Tu Imperio</h2>",
            "<h2 id=\"others\">Los demás jugadores</h2>",
            "Ronda 1 de 4 · ",
            ">Coste<",
            ">Reciclaje<",
            ">Cubos del Imperio<",
            "Rellenado con una sugerencia. Confírmalo o cámbialo antes.",
            " (tú)</h3>",
        ],
        "cs" => &[
            "<html lang=\"cs\">",
            "<h2 id=\"yours\">Vaše říše</h2>",
            "<h2 id=\"others\">Ostatní hráči</h2>",
            "Kolo 1 ze 4 · ",
            ">Cena<",
            ">Recyklace<",
            ">Kostky na kartě říše<",
            "Vyplněno podle návrhu. Potvrďte to, nebo to nejdřív změňte.",
            " (vy)</h3>",
        ],
        _ => &[
            "<html lang=\"ja\">",
            "<h2 id=\"yours\">あなたの帝国</h2>",
            "<h2 id=\"others\">ほかのプレイヤー</h2>",
            "ラウンド 1／4 · ",
            ">コスト<",
            ">リサイクル<",
            ">帝国カードのキューブ<",
            "おすすめの選択を入力しました。このまま確定するか、先に変更してください。",
            "（あなた）</h3>",
        ],
    }
}

/// The language tag of a player's `Accept-Language`.
fn lang_of(accept: &str) -> &str {
    &accept[..2]
}

/// What a seat page asks, as the test tells the pages apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Asked {
    Pick,
    Plan,
    Produce,
}

/// The words of the page asking `asked` of a reader of `lang`, and the English ones it replaces.
fn asking(lang: &str, asked: Asked) -> (&'static [&'static str], &'static [&'static str]) {
    let english: &'static [&'static str] = match asked {
        Asked::Pick => &[
            "Choose one card",
            "Confirm this pick",
            "choose one card of your hand to keep",
        ],
        Asked::Plan => &[
            ">Slate<",
            "Confirm my plan",
            "Its cube onto",
            "for each card of your Draft area",
        ],
        Asked::Produce => &["Confirm my cubes", "You produced", "Production of "],
    };
    let translated: &'static [&'static str] = match (lang, asked) {
        ("es", Asked::Pick) => &[
            "<legend>Elige una carta</legend>",
            ">Confirmar esta elección</button>",
            "Draft, elección 1 de 7: elige una carta de tu mano para quedártela. El resto de la mano pasa después a bob.",
        ],
        ("es", Asked::Plan) => &[
            ">Poner en construcción</label>",
            ">Reciclar</label>",
            ">Confirmar mi planificación</button>",
            "Planificación: pon en construcción o recicla cada carta de tu zona de draft.",
            "aria-label=\"Qué hacer con ",
        ],
        ("es", Asked::Produce) => &[
            ">Confirmar mis cubos</button>",
            "<p>Has producido <span class=\"badge b-",
            "<p class=\"ask\">Producción de ",
        ],
        ("cs", Asked::Pick) => &[
            "<legend>Vyberte jednu kartu</legend>",
            ">Potvrdit výběr</button>",
            "Draft, výběr 1 z 7: vyberte si z ruky jednu kartu, kterou si ponecháte. Zbytek karet pak přejde k hráči cy.",
        ],
        ("cs", Asked::Plan) => &[
            ">Do výstavby</label>",
            ">Recyklovat</label>",
            ">Potvrdit plán</button>",
            "Plánování: u každé karty v oblasti draftu zvolte",
        ],
        ("cs", Asked::Produce) => &[
            ">Potvrdit kostky</button>",
            "<p>Vyprodukovali jste: <span class=\"badge b-",
            "<p class=\"ask\">Produkce – ",
        ],
        (_, Asked::Pick) => &[
            "<legend>カードを1枚選んでください</legend>",
            ">この選択で確定する</button>",
            "ドラフト（7枚中 1枚目）：手札から残すカードを1枚選んでください。残りの手札はannに渡ります。",
        ],
        (_, Asked::Plan) => &[
            ">建設予定</label>",
            ">リサイクル</label>",
            ">この計画で確定する</button>",
        ],
        (_, Asked::Produce) => &[
            ">この配置で確定する</button>",
            "<p>生産：<span class=\"badge b-",
            "の生産：",
        ],
    };
    (translated, english)
}

/// Why a form that sends only its step is refused, in each language.
fn refusal(lang: &str, asked: Asked, first: Option<CardId>) -> String {
    let name = |lang: &str| {
        let card = first.expect("a card to plan");
        let id = &card.design().id;
        escaped(names().published(id, lang).unwrap_or(card.name()))
    };
    match (lang, asked) {
        ("es", Asked::Pick) => "<strong>No aceptado:</strong> elige una carta".into(),
        ("cs", Asked::Pick) => "<strong>Nepřijato:</strong> vyberte kartu".into(),
        (_, Asked::Pick) => {
            "<strong>受け付けられませんでした：</strong> カードを選んでください".into()
        }
        ("es", Asked::Plan) => format!(
            "<strong>No aceptado:</strong> indica si pones en construcción o reciclas {}",
            name("es")
        ),
        ("cs", Asked::Plan) => format!(
            "<strong>Nepřijato:</strong> zvolte, zda kartu {} dáte do výstavby, nebo ji zrecyklujete",
            name("cs")
        ),
        (_, Asked::Plan) => format!(
            "<strong>受け付けられませんでした：</strong> {}を建設予定にするかリサイクルするか選んでください",
            name("ja")
        ),
        _ => String::new(),
    }
}

#[actix_web::test]
async fn each_seat_page_reads_in_its_players_language() {
    let app = TestApp::spawn().await;
    let browsers: Vec<reqwest::Client> = PLAYERS.iter().map(|p| speaking(p.2)).collect();
    for ((email, _, _), browser) in PLAYERS.iter().zip(&browsers) {
        app.sign_in(browser, email).await;
    }
    let players: Vec<(&str, &str)> = PLAYERS.iter().map(|(e, n, _)| (*e, *n)).collect();
    let id = app.start_game(&players, "A", "0").await;
    let links: Vec<String> = PLAYERS
        .iter()
        .map(|(email, _, _)| app.invitation_link(id, email))
        .collect();

    // Who has been shown what, checked once each: the pick, the plan, the production.
    let mut seen: Vec<Vec<Asked>> = vec![Vec::new(); PLAYERS.len()];
    let mut refused_once = vec![Vec::new(); PLAYERS.len()];
    loop {
        let (state, step, status) = game_state(&app, id);
        assert_eq!(status, "active");
        if seen.iter().all(|s| s.contains(&Asked::Produce)) {
            break;
        }
        let owing: Vec<Seat> = {
            let mut conn = app.pool.get().unwrap();
            table::owing::<Wonderful>(&mut conn, id, &state).unwrap()
        };
        assert!(!owing.is_empty(), "the game stopped with nothing to decide");
        for seat in owing {
            let lang = lang_of(PLAYERS[seat].2);
            let link = &links[seat];
            let browser = &browsers[seat];
            let page = app.page(browser, link.trim_start_matches(&app.base)).await;
            let asked = match state.phase {
                Phase::Draft { .. } => Asked::Pick,
                Phase::Planning => Asked::Plan,
                Phase::Production { .. } => Asked::Produce,
                ref other => panic!("a 3-player game in {other:?}"),
            };
            let me = &state.players[seat];
            if !seen[seat].contains(&asked) {
                seen[seat].push(asked);
                let what = format!("{} at step {step} ({asked:?})", PLAYERS[seat].1);
                reads(&what, &page, every_page(lang), &ENGLISH);
                let (translated, english) = asking(lang, asked);
                reads(&what, &page, translated, english);
                // The Empire by its published name.
                let empire = &me.empire.empire().id;
                let empire_name = names().published(empire, lang).map_or_else(
                    || {
                        format!(
                            "<span lang=\"en\">{}</span>",
                            escaped(&me.empire.empire().name)
                        )
                    },
                    escaped,
                );
                assert!(
                    page.contains(&empire_name),
                    "{what}: {empire_name} in {page}"
                );
                // The cards to choose from, or to plan, by their published names.
                let cards: &[CardId] = match asked {
                    Asked::Pick => &me.hand,
                    Asked::Plan => &me.drafted,
                    Asked::Produce => &[],
                };
                for &card in cards {
                    let name = card_name(card, lang);
                    assert!(
                        page.contains(&name),
                        "{what}: {name} is missing from {page}"
                    );
                }
            }
            // A form sent without its choices is refused, why said in the player's words.
            if matches!(asked, Asked::Pick | Asked::Plan) && !refused_once[seat].contains(&asked) {
                refused_once[seat].push(asked);
                let r = browser
                    .post(link.as_str())
                    .form(&[("step", step.to_string())])
                    .send()
                    .await
                    .unwrap();
                assert_eq!(r.status(), 422);
                let refused = r.text().await.unwrap();
                let first = match asked {
                    Asked::Plan => me.drafted.first().copied(),
                    _ => None,
                };
                let why = refusal(lang, asked, first);
                reads(
                    &format!("{}'s refused {asked:?}", PLAYERS[seat].1),
                    &refused,
                    &[&why],
                    &["Not accepted:", "choose a card", "say whether to slate"],
                );
            }
            // The player confirms the form as it was filled in for them.
            let sent = submitted(forms(&page)[0]);
            let r = browser
                .post(link.as_str())
                .form(&sent)
                .send()
                .await
                .unwrap();
            assert_eq!(r.status(), 303, "{} sends {sent:?}", PLAYERS[seat].1);
        }
    }
    assert!(seen.iter().all(|s| s.len() == 3), "{seen:?}");
}

#[actix_web::test]
async fn the_standing_orders_read_in_the_players_language() {
    let app = TestApp::spawn().await;
    let browsers: Vec<reqwest::Client> = PLAYERS.iter().map(|p| speaking(p.2)).collect();
    for ((email, _, _), browser) in PLAYERS.iter().zip(&browsers) {
        app.sign_in(browser, email).await;
    }
    let players: Vec<(&str, &str)> = PLAYERS.iter().map(|(e, n, _)| (*e, *n)).collect();
    let id = app.start_game(&players, "A", "0").await;
    for (seat, (email, name, accept)) in PLAYERS.iter().enumerate() {
        let orders = format!("{}/orders", app.invitation_link(id, email));
        let browser = &browsers[seat];
        let page = app
            .page(browser, orders.trim_start_matches(&app.base))
            .await;
        let refused = browser
            .post(&orders)
            .form(&[("draft_1", "kind:spaceship")])
            .send()
            .await
            .unwrap();
        assert_eq!(refused.status(), 422);
        let refused = refused.text().await.unwrap();
        let english = [
            "<h1>Standing orders</h1>",
            "Save my orders",
            "Let Missive decide",
            "First choice",
            "Any card of a type",
            "Your Empire produces each round",
        ];
        let (present, why): (&[&str], &str) = match lang_of(accept) {
            "es" => (
                &[
                    "<h1>Órdenes permanentes</h1>",
                    ">Guardar mis órdenes</button>",
                    ">Que decida Missive</option>",
                    ">Primera opción</label>",
                    "<optgroup label=\"Cualquier carta de un tipo\">",
                    ">Cualquier Vehículo</option>",
                    ">Centro Financiero</option>",
                    "Tu Imperio produce en cada ronda: ",
                ],
                "<strong>No guardado:</strong> opción de draft 1: no hay ninguna carta ni tipo de carta &#34;kind:spaceship&#34;",
            ),
            "cs" => (
                &[
                    "<h1>Stálé pokyny</h1>",
                    ">Uložit pokyny</button>",
                    ">Ať rozhodne Missive</option>",
                    ">2 kol</option>",
                    ">První volba</label>",
                    " lang=\"en\">Financial Center</option>",
                    "Vaše říše produkuje každé kolo: ",
                ],
                "<strong>Neuloženo:</strong> volba draftu 1: karta ani typ karty &#34;kind:spaceship&#34; neexistuje",
            ),
            _ => (
                &[
                    "<h1>事前指示</h1>",
                    ">指示を保存する</button>",
                    ">Missive に任せる</option>",
                    ">第1希望</label>",
                    "あなたの帝国が毎ラウンド生産するもの：",
                ],
                "<strong>保存されませんでした：</strong> ドラフトの第1希望：&#34;kind:spaceship&#34;というカードやカードの種類はありません",
            ),
        };
        reads(&format!("{name}'s orders"), &page, present, &english);
        reads(
            &format!("{name}'s refused orders"),
            &refused,
            &[why],
            &["Not saved:", "there is no card"],
        );
    }
}

#[actix_web::test]
async fn the_new_game_options_read_in_the_organizers_language() {
    let app = TestApp::spawn().await;
    for (email, accept, present) in [
        (
            "ann@example.org",
            "es",
            [
                "<legend>Cartas de Imperio</legend>",
                "Lado A: cada Imperio es distinto (recomendado para las primeras partidas)",
            ],
        ),
        (
            "bob@example.org",
            "cs",
            [
                "<legend>Karty říší</legend>",
                "Strana B: všechny říše jsou stejné",
            ],
        ),
        (
            "cy@example.org",
            "ja",
            ["<legend>帝国カード</legend>", "B面：すべての帝国が同じ"],
        ),
    ] {
        let organizer = speaking(accept);
        app.sign_in(&organizer, email).await;
        let page = app.page(&organizer, "/games/new").await;
        reads(
            &format!("the new game in {accept}"),
            &page,
            &present,
            &["Empire cards", "Side A: each Empire different"],
        );
    }
}
