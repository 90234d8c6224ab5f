//! The languages of the pages: each has every message, the switch keeps a choice, and a
//! browser's `Accept-Language` chooses for a visitor who made none.

use crate::support;

use missive::i18n::{Lang, catalogue};
use std::collections::BTreeSet;
use support::app::{TestApp, hidden};

#[test]
fn every_message_is_in_every_language_with_the_same_arguments_but_plurals() {
    assert!(!catalogue().ids(Lang::En).is_empty());
    let disagreements = catalogue().disagreements();
    assert!(disagreements.is_empty(), "{disagreements:#?}");
}

/// Every text of the templates and the code, for looking up where a message is used.
/// A language is its files: the site's folders of messages and the games' files name the same
/// languages, so that one written for the one and not the other fails here.
#[test]
fn the_site_and_the_games_speak_the_same_languages_english_first() {
    let site: Vec<&str> = Lang::all().map(Lang::code).collect();
    assert_eq!(site.as_slice(), missive::games::LANGUAGES);
    assert_eq!(site[0], "en");
    assert!(site.len() >= 4, "{site:?}");
}

fn sources() -> String {
    fn walk(dir: &std::path::Path, out: &mut String) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path
                .extension()
                .is_some_and(|e| e == "rs" || e == "html" || e == "txt")
            {
                out.push_str(&std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let mut out = String::new();
    for dir in ["src", "templates"] {
        walk(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join(dir)
                .as_path(),
            &mut out,
        );
    }
    out
}

#[test]
fn every_message_is_used_and_every_one_used_exists() {
    let sources = sources();
    let ids: BTreeSet<String> = catalogue().ids(Lang::En).into_keys().collect();
    let unused: Vec<&String> = ids
        .iter()
        .filter(|id| !sources.contains(&format!("\"{id}\"")))
        .collect();
    assert!(unused.is_empty(), "messages no page uses: {unused:?}");
    // What the pages ask for: every `.t("…")`, `.t1("…"`, `.t2("…"`, `.t3("…"` and
    // `Said::msg("…")`.
    let asked: BTreeSet<String> = [".t(\"", ".t1(\"", ".t2(\"", ".t3(\"", "msg(\""]
        .iter()
        .flat_map(|call| sources.split(call).skip(1))
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_owned)
        .collect();
    let unknown: Vec<&String> = asked.difference(&ids).collect();
    assert!(
        unknown.is_empty(),
        "messages the catalogue lacks: {unknown:?}"
    );
}

#[actix_web::test]
async fn a_visitor_reads_their_browsers_language_until_they_choose_another() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    let get = |path: &str, accept: &str| {
        browser
            .get(app.url(path))
            .header("Accept-Language", accept.to_owned())
            .send()
    };

    let page = get("/games", "cs-CZ,cs;q=0.9,en;q=0.5").await.unwrap();
    assert_eq!(page.headers()["vary"], "Cookie, Accept-Language");
    let page = page.text().await.unwrap();
    assert!(page.contains("<html lang=\"cs\">"), "{page}");
    assert!(page.contains(">Hry</a>"));
    // The switch names each language in itself, and comes back to this page.
    assert!(page.contains("href=\"/language/es?back=/games\""), "{page}");
    assert!(page.contains(">日本語</a>"));

    let page = get("/games", "fr").await.unwrap().text().await.unwrap();
    assert!(page.contains("<html lang=\"en\">"));
    assert!(page.contains(">Games</a>"));

    // The switch keeps the choice in a cookie and goes back.
    let r = get("/language/es?back=%2Fgames", "cs").await.unwrap();
    assert_eq!(r.status(), 303);
    assert_eq!(r.headers()["location"], "/games");
    let page = get("/games", "cs").await.unwrap().text().await.unwrap();
    assert!(page.contains("<html lang=\"es\">"), "{page}");
    assert!(page.contains(">Partidas</a>"));
    assert!(page.contains(">Ligas</a>"));

    // Only a path of this site is gone back to; a language Missive does not speak changes
    // nothing.
    for back in [
        "%2F%2Fevil.example%2F",
        "https%3A%2F%2Fevil.example%2F",
        "%2F%5Cevil.example",
    ] {
        let r = get(&format!("/language/ja?back={back}"), "").await.unwrap();
        assert_eq!(r.headers()["location"], "/", "{back}");
    }
    let r = get("/language/de?back=%2Fleagues", "").await.unwrap();
    assert_eq!(r.status(), 303);
    assert_eq!(r.headers()["location"], "/leagues");
    let page = get("/leagues", "").await.unwrap().text().await.unwrap();
    assert!(page.contains("<html lang=\"ja\">"), "{page}");
    assert!(page.contains(">リーグ</a>"));
}

/// The language of `email`'s account.
fn account_language(app: &TestApp, email: &str) -> String {
    let mut conn = app.pool.get().unwrap();
    missive::db::users::by_email(&mut conn, email)
        .unwrap()
        .unwrap()
        .language
}

#[actix_web::test]
async fn an_account_reads_the_language_it_was_made_in_until_the_player_chooses_another() {
    let app = TestApp::spawn().await;
    let mut headers = reqwest::header::HeaderMap::new();
    headers.insert("accept-language", "es-ES,es;q=0.9".parse().unwrap());
    let ana = reqwest::Client::builder()
        .cookie_store(true)
        .default_headers(headers)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    app.sign_in(&ana, "ana@example.org").await;
    assert_eq!(account_language(&app, "ana@example.org"), "es");
    let home = app.page(&ana, "/").await;
    assert!(home.contains("<h1>Tus partidas</h1>"), "{home}");
    assert!(home.contains("Has iniciado sesión como ana."));
    assert!(home.contains("No tienes nada pendiente."));

    // The account page offers the four languages, the account's chosen.
    let page = app.page(&ana, "/account").await;
    assert!(page.contains("<html lang=\"es\">"));
    assert!(page.contains("<h1>Ajustes</h1>"));
    assert!(page.contains("Horas de silencio"));
    // The log names its emails in the reader's language.
    assert!(page.contains("<td>enlace para entrar</td>"), "{page}");
    assert!(page.contains("<td>enviado</td>"), "{page}");
    assert!(
        page.contains("<option value=\"es\" lang=\"es\" selected>Español</option>"),
        "{page}"
    );
    assert!(page.contains("<option value=\"cs\" lang=\"cs\">Čeština</option>"));
    let csrf = hidden(&page, "csrf").unwrap();
    let form = |language: &'static str| {
        vec![
            ("csrf", csrf.clone()),
            ("name", "Ana".to_owned()),
            ("notify", "each".to_owned()),
            ("digest_hour", "8".to_owned()),
            ("time_zone", "UTC".to_owned()),
            ("language", language.to_owned()),
        ]
    };
    let r = ana
        .post(app.url("/account"))
        .form(&form("cs"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303);
    assert_eq!(account_language(&app, "ana@example.org"), "cs");
    let page = app.page(&ana, "/account?saved=1").await;
    assert!(
        page.contains("<html lang=\"cs\">"),
        "the saved language, whatever the browser says"
    );

    // A language Missive does not speak is refused, and changes nothing.
    let r = ana
        .post(app.url("/account"))
        .form(&form("de"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 422);
    assert!(
        r.text()
            .await
            .unwrap()
            .contains("Vyberte jazyk ze seznamu.")
    );
    assert_eq!(account_language(&app, "ana@example.org"), "cs");

    // The switch at the foot of a page is the account's choice too.
    let r = ana
        .get(app.url("/language/ja?back=/"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303);
    assert_eq!(account_language(&app, "ana@example.org"), "ja");

    // Signing in on another browser brings the account's language with it.
    let other = app.browser();
    app.sign_in(&other, "ana@example.org").await;
    let page = app.page(&other, "/").await;
    assert!(page.contains("<html lang=\"ja\">"), "{page}");
}

#[actix_web::test]
async fn a_seat_page_is_framed_in_its_readers_language() {
    let app = TestApp::spawn().await;
    let id = app
        .start_game(
            &[("ann@example.org", "Ann"), ("bob@example.org", "Bob")],
            "A",
            "0",
        )
        .await;
    let seat = app.invitation_link(id, "bob@example.org");
    let page = app.page_in(&seat, "es").await;
    assert!(page.contains("<html lang=\"es\">"));
    assert!(
        page.contains("La partida completa: historial y todos los jugadores"),
        "{page}"
    );
    assert!(page.contains("Conversación de la mesa"));
    assert!(page.contains("(nadie ha escrito todavía)"));
    let page = app.page_in(&seat, "cs").await;
    assert!(page.contains("Celá hra: historie a všichni hráči"));
    assert!(page.contains("Vaše stálé pokyny"));
    let page = app.page_in(&seat, "ja").await;
    assert!(page.contains("テーブルトーク"));
    let page = app.page_in(&seat, "en").await;
    assert!(page.contains("The whole game: history and every player"));
    // Her table talk page and its form, too.
    let talk = format!("{}/talk", seat.trim_start_matches(&app.base));
    let page = app.page_in(&talk, "es").await;
    assert!(
        page.contains("Nadie ha escrito todavía en esta mesa."),
        "{page}"
    );
    assert!(page.contains(">Publicar</button>"));
}

#[actix_web::test]
async fn a_refusal_reads_in_its_readers_language_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let browser = app.browser();
    let get = |path: &str, accept: &'static str| {
        browser
            .get(app.url(path))
            .header("Accept-Language", accept)
            .send()
    };
    let r = get("/games/999999", "es").await.unwrap();
    assert_eq!(r.status(), 404);
    let page = r.text().await.unwrap();
    assert!(page.contains("<html lang=\"es\">"), "{page}");
    assert!(
        page.contains("<h1>No se encontró esta partida.</h1>"),
        "{page}"
    );
    assert!(page.contains("Esta partida no existe."));
    assert!(page.contains(">Volver a Missive</a>"));

    let r = get("/play/1-nothing", "cs").await.unwrap();
    assert_eq!(r.status(), 404);
    let page = r.text().await.unwrap();
    assert!(page.contains("Chyba 404"), "{page}");
    assert!(
        page.contains("Tento odkaz neotevírá žádné místo."),
        "{page}"
    );

    let r = get("/nowhere", "ja").await.unwrap();
    assert_eq!(r.status(), 404);
    let page = r.text().await.unwrap();
    assert!(
        page.contains("このページは見つかりませんでした。"),
        "{page}"
    );
    assert!(page.contains("エラー 404"));

    // A form refused for a control character says so in the reader's language, and no account
    // is made.
    let r = browser
        .post(app.url("/sign-in"))
        .header("Accept-Language", "es")
        .form(&[("email", "ann\u{7}@example.org")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 422);
    let page = r.text().await.unwrap();
    assert!(
        page.contains("contiene un carácter de control invisible (U+0007)"),
        "{page}"
    );
    assert!(page.contains(">Volver al formulario</a>"));
    let mut conn = app.pool.get().unwrap();
    assert!(
        missive::db::users::by_email(&mut conn, "ann\u{7}@example.org")
            .unwrap()
            .is_none()
    );

    // English stays the default.
    let page = app.page(&browser, "/games/999999").await;
    assert!(page.contains("<h1>This game was not found.</h1>"), "{page}");
}
