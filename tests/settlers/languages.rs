//! Imperial Settlers' pages in their reader's language: a Spanish and a Czech player play a game
//! through their seat pages, each page read in the player's language (Lookout picks, turns and
//! their actions, refusals, a history step, the standing orders, the new-game options), the Czech
//! one with the Czech edition's card names; no English word of the pages' own is left.

use crate::support::app::{TestApp, hidden, link_in};
use crate::support::html_forms::{forms, submitted};
use missive::db::games;
use missive::games::Seat;
use missive::games::settlers::cards::{CardId, names};
use missive::games::settlers::{Phase, State};

/// Ana reads Spanish, Jana Czech; Ana organizes the game.
const PLAYERS: [(&str, &str); 2] = [("ana@example.org", "Ana"), ("jana@example.org", "Jana")];
const LANGS: [&str; 2] = ["es", "cs"];

/// `page` holds every one of `present` and none of `absent`.
fn reads(page: &str, present: &[&str], absent: &[&str]) {
    for text in present {
        assert!(page.contains(text), "{text:?} is missing from {page}");
    }
    for text in absent {
        assert!(!page.contains(text), "{text:?} is still there in {page}");
    }
}

/// Words of the seat page that must not be left in English, whatever is asked.
const ENGLISH_TABLE: [&str; 10] = [
    "Your Empire",
    "The other players",
    "Score now",
    "Supply</dt>",
    "on the track",
    "Nothing built yet.",
    "points now",
    "in hand",
    // The mark of a card whose ability is not verified (the ability's own text is English).
    "<span class=\"mark\">ability not verified",
    "[ability not verified]",
];

/// Words of the turn form that must not be left in English.
const ENGLISH_TURN: [&str; 8] = [
    "Your action",
    "Pass: no more actions this round",
    "Confirm your turn",
    "Make a Deal, for 1 food",
    "Raze a card of your hand",
    "Use an Action Location",
    "Spend workers",
    "With the action:",
];

/// The seat of the player emailed at `email` and its link, once an email has given it.
fn seat_link(app: &TestApp, email: &str) -> Option<(Seat, String)> {
    app.settle();
    let prefix = app.url("/play/");
    let link = app
        .smtp
        .messages()
        .into_iter()
        .filter(|m| m.to.iter().any(|t| t == email))
        .find_map(|m| link_in(&m.text, &prefix))?;
    let link = link.split('?').next().unwrap().to_string();
    let token = link.rsplit('/').next().unwrap();
    let seat = games::seat_link(&mut app.pool.get().unwrap(), token)
        .unwrap()
        .unwrap()
        .seat as Seat;
    Some((seat, link))
}

/// The game's state as stored.
fn state(app: &TestApp, id: i64) -> State {
    let row = games::get(&mut app.pool.get().unwrap(), id)
        .unwrap()
        .unwrap();
    serde_json::from_value(row.state).unwrap()
}

/// A card's name as a page writes it, in `lang`.
fn shown(card: CardId, lang: &str) -> Option<String> {
    let name = names().published(&card.design().id, lang)?;
    Some(name.replace('&', "&amp;").replace('\'', "&#39;"))
}

/// What a Lookout pick's page says, in `lang`.
fn a_lookout_page(page: &str, lang: &str, state: &State, seat: Seat) {
    match lang {
        "es" => reads(
            page,
            &[
                "Toma una carta de la fila de Exploración",
                ">Confirmar</button>",
                "<h2 id=\"row\">La fila de Exploración</h2>",
                "<h2 id=\"yours\">Tu Imperio</h2>",
                "Puntuación actual",
                "Las habilidades de las cartas están en inglés",
                // Most cards have no published Spanish name: the English one is marked.
                "<span class=\"card-name\" lang=\"en\">",
            ],
            &[
                "Take one card of the Lookout row",
                ">Confirm</button>",
                "The Lookout row",
            ],
        ),
        _ => {
            reads(
                page,
                &[
                    "Vezměte si jednu kartu z Rozhledu",
                    ">Potvrdit</button>",
                    "<h2 id=\"row\">Karty Rozhledu</h2>",
                    "<h2 id=\"yours\">Vaše impérium</h2>",
                    "Skóre nyní",
                    "Schopnosti karet jsou uvedeny anglicky",
                ],
                &[
                    "Take one card of the Lookout row",
                    ">Confirm</button>",
                    "The Lookout row",
                    // Every card has its Czech name.
                    "<span class=\"card-name\" lang=\"en\">",
                ],
            );
            // The row and the hand by the Czech edition's names.
            for &card in state.row.iter().chain(&state.players[seat].hand) {
                let czech = shown(card, "cs").expect("a Czech name");
                reads(page, &[&format!(">{czech}</")], &[]);
            }
        }
    }
    reads(page, &[], &ENGLISH_TABLE);
}

/// What a turn's page says, in `lang`.
fn a_turn_page(page: &str, lang: &str, state: &State, seat: Seat) {
    match lang {
        "es" => reads(
            page,
            &[
                "Tu turno (ronda ",
                "<legend>Tu acción</legend>",
                "Pasar: ninguna acción más esta ronda",
                ">Confirmar tu turno</button>",
                "Puntuación actual",
            ],
            &[],
        ),
        _ => {
            reads(
                page,
                &[
                    "Jste na tahu (kolo ",
                    "<legend>Vaše akce</legend>",
                    "Pasovat: v tomto kole už žádné další akce",
                    ">Potvrdit tah</button>",
                    "Skóre nyní",
                ],
                &[],
            );
            for &card in &state.players[seat].hand {
                let czech = shown(card, "cs").expect("a Czech name");
                reads(page, &[&format!(">{czech}</")], &[]);
            }
        }
    }
    reads(page, &[], &ENGLISH_TABLE);
    reads(page, &[], &ENGLISH_TURN);
}

/// A tampered turn form is refused with its reason in `lang`.
async fn refused_turns(app: &TestApp, link: &str, lang: &str, page: &str) {
    let step = hidden(page, "step").expect("the step field");
    let (spend, card, none) = match lang {
        "es" => (
            "Di qué compran tus trabajadores.",
            "El formulario indica una carta que no está en esta partida.",
            "Elige una acción o pasa.",
        ),
        _ => (
            "Uveďte, co vaši dělníci koupí.",
            "Formulář uvádí kartu, která v této hře není.",
            "Vyberte akci, nebo pasujte.",
        ),
    };
    for (fields, reason, english) in [
        (vec![("act", "spend")], spend, "Say what your workers buy."),
        (
            vec![("act", "build-250")],
            card,
            "The form names a card that is not in this game.",
        ),
        (vec![], none, "Choose an action, or pass."),
    ] {
        let mut form = fields.clone();
        form.push(("step", &step));
        let r = app
            .browser()
            .post(link)
            .header("Accept-Language", lang)
            .form(&form)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 422, "{fields:?}");
        let refused = r.text().await.unwrap();
        reads(&refused, &[reason], &[english]);
        // The page around it is the player's too.
        reads(&refused, &[], &ENGLISH_TURN);
    }
}

#[actix_web::test]
async fn a_spanish_and_a_czech_player_play_through_pages_in_their_languages() {
    let app = TestApp::spawn().await;
    let id = app
        .start_game_from(
            "/games/new?game=settlers",
            &PLAYERS,
            &[
                ("hours", "24"),
                ("faction0", "Romans"),
                ("faction1", "Japanese"),
            ],
        )
        .await;
    app.settle();

    // Each player decides from their page, as it opens, until both have had a turn. A seat's
    // link comes with the first email that asks it something.
    let mut seats: [Option<(Seat, String)>; 2] = [None, None];
    let (mut picked, mut turned, mut waited) = ([false; 2], [false; 2], [false; 2]);
    for _ in 0..80 {
        if turned.iter().all(|t| *t) {
            break;
        }
        for (i, lang) in LANGS.into_iter().enumerate() {
            if seats[i].is_none() {
                seats[i] = seat_link(&app, PLAYERS[i].0);
            }
            let Some((seat, link)) = &seats[i] else {
                continue;
            };
            let page = app.page_in(link, lang).await;
            assert!(page.contains(&format!("<html lang=\"{lang}\">")));
            if !page.contains("class=\"decision\"") {
                let nothing = match lang {
                    "es" => "En este paso no se te pide nada.",
                    _ => "V tomto kroku se od vás nic nečeká.",
                };
                reads(&page, &[nothing], &["Nothing is asked of you"]);
                reads(&page, &[], &ENGLISH_TABLE);
                waited[i] = true;
                continue;
            }
            let state = state(&app, id);
            match state.phase {
                Phase::Lookout { .. } => {
                    a_lookout_page(&page, lang, &state, *seat);
                    picked[i] = true;
                }
                Phase::Action { .. } => {
                    a_turn_page(&page, lang, &state, *seat);
                    if !turned[i] {
                        refused_turns(&app, link, lang, &page).await;
                    }
                    turned[i] = true;
                }
                _ => reads(&page, &[], &ENGLISH_TABLE),
            }
            let fields = submitted(forms(&page)[0]);
            let r = app
                .browser()
                .post(link)
                .header("Accept-Language", lang)
                .form(&fields)
                .send()
                .await
                .unwrap();
            assert_eq!(r.status(), 303, "{fields:?}: {}", r.text().await.unwrap());
            app.settle();
        }
    }
    assert_eq!(picked, [true; 2], "each player picked in the Lookout");
    assert_eq!(turned, [true; 2], "each player had a turn");
    assert_eq!(waited, [true; 2], "each player waited for the other");

    // A step of the history, its table in the reader's words.
    let step = app.page_in(&format!("/games/{id}/steps/1"), "es").await;
    reads(
        &step,
        &[
            "Puntuación actual",
            "Reserva</dt>",
            "Las habilidades de las cartas están en inglés",
        ],
        &ENGLISH_TABLE,
    );
    let step = app.page_in(&format!("/games/{id}/steps/1"), "cs").await;
    reads(&step, &["Skóre nyní", "Zásoba</dt>"], &ENGLISH_TABLE);

    // The standing orders, and a form that does not read.
    let (lang, (_, link)) = (LANGS[1], seats[1].as_ref().unwrap());
    let orders = format!("{link}/orders");
    let page = app.page_in(&orders, lang).await;
    reads(
        &page,
        &[
            "<h1>Stálé pokyny</h1>",
            ">utracení dělníků</label>",
            ">Uložit pokyny</button>",
            ">Zpět na vaše místo</a>",
        ],
        &["Standing orders", "spending workers", "Save my orders"],
    );
    let r = app
        .browser()
        .post(&orders)
        .header("Accept-Language", lang)
        .form(&[("pass_when_only", "flying")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 422);
    reads(
        &r.text().await.unwrap(),
        &["Formulář uvádí druh akce, který neexistuje."],
        &["kind of action that does not exist", "Not saved"],
    );
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

#[actix_web::test]
async fn the_new_game_options_read_in_the_readers_language() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    app.sign_in(&browser, PLAYERS[1].0).await;
    choose(&app, &browser, "cs").await;
    let page = app.page(&browser, "/games/new?game=settlers").await;
    reads(
        &page,
        &[
            "<legend>Frakce podle pořadí míst</legend>",
            ">Náhodně</option>",
            "<option value=\"Romans\" >Římané</option>",
            "Alternativní: dobrat 3",
        ],
        &["Factions, in seat order", "Drawn at random", ">Romans<"],
    );
    // A refused faction says why in the reader's words.
    let fields = app
        .form_of(
            &browser,
            "/games/new?game=settlers",
            &[
                ("faction0", "random"),
                ("faction1", "Romans"),
                ("email0", PLAYERS[1].0),
                ("email1", PLAYERS[0].0),
            ],
        )
        .await;
    choose(&app, &browser, "es").await;
    let r = browser
        .post(app.url("/games"))
        .form(&fields)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 422);
    reads(
        &r.text().await.unwrap(),
        &[
            "Elige las facciones empezando por el primer asiento, o déjalas todas al azar.",
            "<legend>Facciones, en orden de asiento</legend>",
        ],
        &["Choose the factions from the first seat on"],
    );
}
