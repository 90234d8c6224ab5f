//! Every email is written in its recipient's language, so one table can mix languages: the
//! frame, the subject (encoded for any mail program), dates and plurals, and Content-Language.

use crate::support;

use support::app::TestApp;
use support::smtp::Received;

/// A browser whose Accept-Language asks for `lang`: signing in with it makes an account in
/// that language.
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

/// The header section of an email as sent: what every mail program must read, so plain ASCII
/// with any other text encoded.
fn raw_headers(mail: &Received) -> String {
    let raw = String::from_utf8_lossy(&mail.raw);
    raw.split("\r\n\r\n").next().unwrap().to_owned()
}

fn invitation(app: &TestApp, id: i64, to: &str) -> Received {
    let step0 = format!("game-{id}-step-0-");
    app.mail_where("an invitation", |m| {
        m.message_id.contains(&step0) && m.to.iter().any(|t| t == to)
    })
}

#[actix_web::test]
async fn each_player_of_one_table_reads_their_emails_in_their_language() {
    let app = TestApp::spawn().await;
    // Ann reads Spanish, Bob Czech, Cy Japanese: each signed in once from their browser.
    for (email, lang) in [
        ("ann@example.org", "es-ES"),
        ("bob@example.org", "cs"),
        ("cy@example.org", "ja-JP,ja;q=0.9"),
    ] {
        app.sign_in(&speaking(lang), email).await;
    }
    let sign_in = app.mail_where("Cy's sign-in email", |m| {
        m.to.iter().any(|t| t == "cy@example.org")
    });
    assert_eq!(sign_in.subject, "Missive のサインイン用リンク");
    assert_eq!(sign_in.header("Content-Language").as_deref(), Some("ja"));
    assert!(
        sign_in
            .text
            .contains("このリンクから Missive にサインインしてください：")
    );
    assert!(sign_in.html.contains("<html lang=\"ja\">"));
    assert!(
        raw_headers(&sign_in).is_ascii(),
        "{}",
        raw_headers(&sign_in)
    );

    // Ann starts a game with them and with Dee, who has no account yet.
    let id = app
        .start_game(
            &[
                ("ann@example.org", "Ann"),
                ("bob@example.org", "Bob"),
                ("cy@example.org", "Cy"),
                ("dee@example.org", "Dee"),
            ],
            "A",
            "24",
        )
        .await;

    let ann = invitation(&app, id, "ann@example.org");
    assert_eq!(ann.header("Content-Language").as_deref(), Some("es"));
    // Ann named herself nothing when she signed in: her address names her.
    assert!(ann.text.starts_with("Hola, ann:"), "{}", ann.text);
    assert!(ann.text.contains("empieza en Missive."), "{}", ann.text);
    assert!(ann.text.contains("Decide aquí:"));
    assert!(ann.text.contains("Fecha límite: "));
    assert!(ann.html.contains(">Decidir ahora</a>"));
    assert!(!ann.text.contains("Decide here"));

    let bob = invitation(&app, id, "bob@example.org");
    assert_eq!(bob.header("Content-Language").as_deref(), Some("cs"));
    assert!(
        bob.subject.starts_with("ann vás zve ke hře · "),
        "{}",
        bob.subject
    );
    assert!(bob.text.starts_with("Dobrý den, bob,"), "{}", bob.text);
    assert!(bob.text.contains("Rozhodněte zde:"));
    assert!(bob.text.contains("Termín: "));
    assert!(raw_headers(&bob).is_ascii(), "{}", raw_headers(&bob));

    let cy = invitation(&app, id, "cy@example.org");
    assert_eq!(cy.header("Content-Language").as_deref(), Some("ja"));
    assert!(
        cy.subject.starts_with("ann さんからゲームへの招待 · "),
        "{}",
        cy.subject
    );
    assert!(cy.text.starts_with("cy さん、こんにちは。"), "{}", cy.text);
    assert!(cy.text.contains("締め切り："));
    // A Japanese date: year, month and day, and the weekday in Japanese.
    assert!(
        cy.text.contains("年") && cy.text.contains("月"),
        "{}",
        cy.text
    );
    assert!(
        cy.html.contains("Hiragino Sans"),
        "a font stack with Japanese fonts"
    );
    assert!(raw_headers(&cy).is_ascii(), "{}", raw_headers(&cy));
    // No header line is folded inside a character: every encoded word decodes whole.
    assert!(!cy.subject.contains('\u{fffd}'));

    // Dee had no account: hers is made in the game's language, the organizer's.
    let dee = invitation(&app, id, "dee@example.org");
    assert_eq!(dee.header("Content-Language").as_deref(), Some("es"));
    assert!(dee.text.starts_with("Hola, Dee:"), "{}", dee.text);
    let mut conn = app.pool.get().unwrap();
    let account = missive::db::users::by_email(&mut conn, "dee@example.org")
        .unwrap()
        .unwrap();
    assert_eq!(account.language, "es");
}

#[actix_web::test]
async fn the_answer_to_a_reply_reads_in_the_players_language() {
    let app = TestApp::spawn().await;
    app.sign_in(&speaking("cs"), "bob@example.org").await;
    let id = app
        .start_game(
            &[("ann@example.org", "Ann"), ("bob@example.org", "Bob")],
            "A",
            "24",
        )
        .await;
    let bob = invitation(&app, id, "bob@example.org");
    // A line that reads as a command but is none, and a seat link below it.
    app.reply(
        &bob,
        "ok díky\n\nhttp://x.example/play/1-AbCdEfGhIjKlMnOpQrStUv",
    );
    app.settle();
    let answer = app.mail_where("the answer to Bob's reply", |m| {
        m.to.iter().any(|t| t == "bob@example.org") && m.message_id.contains("-answer-")
    });
    assert_eq!(answer.header("Content-Language").as_deref(), Some("cs"));
    assert!(
        answer.subject.starts_with("Vaše odpověď se nezahrála · "),
        "{}",
        answer.subject
    );
    assert!(
        answer.text.contains("Odpověděli jste: „ok díky“."),
        "{}",
        answer.text
    );
    assert!(
        answer.text.contains("„ok díky“ není příkaz"),
        "{}",
        answer.text
    );
    assert!(
        answer
            .text
            .contains("Ani to, co jste napsali pod něj, se u stolu nezveřejnilo"),
        "{}",
        answer.text
    );
    assert!(app.table_talk(id).is_empty());
}
