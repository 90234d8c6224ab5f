//! The corpus of replies (tests/fixtures/replies), each answering a real decision email of
//! ours as its mail program would: what the player typed is read whole and alone, nothing of
//! the quoted email comes with it (its seat link least of all), and bounces and automatic
//! answers are told from replies.

use crate::support::corpus::{self, Fixture, Kind, Original};
use crate::support::smtp::Received;
use lettre::message::Mailbox;
use mail_parser::{MessageParser, MimeHeaders, PartType};
use missive::i18n::Lang;
use missive::mail::Email;
use missive::mail::automatic::{Automatic, automatic};
use missive::mail::html_text::text_of;
use missive::mail::kinds::{
    DecisionDue, QuickChoice, ReplyChoice, ReplyCommand, ReplyHelp, TalkNote,
};
use missive::mail::reply_text::{fresh_html, fresh_of};

/// The seat link's secret: whoever has it plays the seat.
const SECRET: &str = "3f9a1c0d7e5b2a4968c1f0e3d2b7a6958c4e1f0a";

/// A decision email as the service sends it, with a seat link, a hand of cards to pick from and
/// the hint that says what a reply may do; read back from its MIME as a player's program gets it.
fn our_email() -> Original {
    let seat_link = format!("http://127.0.0.1:8080/play/{SECRET}");
    let card = |i: usize, label: &str| QuickChoice {
        label: label.into(),
        url: format!("{seat_link}?pick={i}"),
    };
    let rendered = DecisionDue {
        name: "Ann".into(),
        game_title: "It's a Wonderful World #12".into(),
        game_url: "http://127.0.0.1:8080/games/12".into(),
        seat_link: seat_link.clone(),
        subject: "Your pick (round 1, pick 3 of 7)".into(),
        due: "Pick a card — round 1, pick 3 of 7".into(),
        lead: None,
        invitation: None,
        happened: vec![
            "Bob built a Zeppelin.".into(),
            "Cyd passed you a hand of 5 cards.".into(),
        ],
        deadline: Some("Sat 28 Nov, 18:00 UTC".into()),
        quick_choices: vec![card(0, "Zeppelin")],
        replied: vec!["Pick Oil Field".into()],
        replies: Some(ReplyHelp {
            ok: Some("Pick Zeppelin".into()),
            commands: vec![ReplyCommand {
                usage: "pick <card>".into(),
                does: "pick that card of your hand".into(),
                choices: ["Zeppelin", "Oil Field", "Secret Society", "Research Center"]
                    .iter()
                    .enumerate()
                    .map(|(i, name)| ReplyChoice {
                        name: name.to_string(),
                        detail: String::new(),
                        url: Some(format!("{seat_link}?pick={i}")),
                    })
                    .collect(),
            }],
        }),
        talk: vec![TalkNote {
            who: "Bob".into(),
            body: "Watch out for my zeppelins.\nThey are coming for you.".into(),
        }],
        settings_url: "http://127.0.0.1:8080/account".into(),
    }
    .render(Lang::En)
    .unwrap();
    let email = Email {
        to: "ann@example.org".into(),
        to_name: "Ann".into(),
        subject: rendered.subject,
        language: "en".into(),
        text: rendered.text,
        html: rendered.html,
        message_id: "game-12-step-3-seat-0-user-7@test.example".into(),
        thread: Some("game-12-step-0-seat-0-user-7@test.example".into()),
        unsubscribe_url: Some("http://127.0.0.1:8080/account".into()),
        reply_secret: Some("12-7f3e9a0c1b2d".into()),
    };
    let from = Mailbox::new(
        Some("Missive".into()),
        "missive@test.example".parse().unwrap(),
    );
    let raw = email.to_message(&from).unwrap().formatted();
    let original = Original::received(&Received::parse(
        "missive@test.example".into(),
        vec![email.to.clone()],
        raw,
    ));
    assert_eq!(original.reply_to, "missive+12-7f3e9a0c1b2d@test.example");
    assert_eq!(original.to_address, "ann@example.org");
    assert!(original.text.contains(SECRET) && original.html.contains(SECRET));
    original
}

/// Each fixture filled in, parsed as the service parses what it receives.
fn filled(original: &Original) -> Vec<(Fixture, Vec<u8>)> {
    corpus::fixtures()
        .into_iter()
        .enumerate()
        .map(|(i, fixture)| {
            let raw = fixture.fill(original, &format!("corpus-{i}@player.example"));
            (fixture, raw)
        })
        .collect()
}

/// The message's own text/html part, decoded.
fn html_part(message: &mail_parser::Message) -> Option<String> {
    message
        .html_bodies()
        .filter(|p| p.is_content_type("text", "html"))
        .find_map(|p| match &p.body {
            PartType::Html(html) => Some(html.to_string()),
            _ => None,
        })
}

/// What of `original` is in `read`, a reply's text as the service reads it.
fn leaks(read: &str, original: &Original) -> Vec<String> {
    let mut found = Vec::new();
    for secret in [SECRET, "/play/", "missive+", "missive@"] {
        if read.contains(secret) {
            found.push(format!("{secret:?}"));
        }
    }
    let html = text_of(&original.html);
    for line in original.text.lines().chain(html.lines()) {
        let line = line.trim();
        // A line as short as a card's name may be what the player typed ("pick Zeppelin"); a
        // longer one is ours.
        if line.len() >= 16 && read.contains(line) {
            found.push(format!("the line {line:?}"));
        }
    }
    found
}

#[test]
fn every_reply_reads_as_exactly_what_its_player_typed_and_nothing_of_our_email() {
    let original = our_email();
    let mut failures = Vec::new();
    let mut replies = 0;
    for (fixture, raw) in filled(&original) {
        if fixture.kind != Kind::Reply {
            continue;
        }
        replies += 1;
        let name = format!(
            "{} ({}, {})",
            fixture.file, fixture.client, fixture.language
        );
        let typed = fixture
            .typed
            .as_deref()
            .expect("a reply says what was typed");
        let message = MessageParser::default().parse(&raw).expect("an email");
        let read = fresh_of(&message);
        if read != typed {
            failures.push(format!("{name}: read {read:?}, typed {typed:?}"));
        }
        let leaked = leaks(&read, &original);
        if !leaked.is_empty() {
            failures.push(format!("{name}: our email leaks: {}", leaked.join(", ")));
        }
        // The HTML part, where there is one, says the same: a program that sent only it would
        // be read the same way.
        if let Some(html) = html_part(&message) {
            let read = fresh_html(&html);
            if read != typed {
                failures.push(format!("{name}: its HTML part read {read:?}"));
            }
            let leaked = leaks(&read, &original);
            if !leaked.is_empty() {
                failures.push(format!(
                    "{name}: our email leaks from its HTML part: {}",
                    leaked.join(", ")
                ));
            }
        }
        let envelope = fixture.envelope_from(&original);
        if let Some(what) = automatic(&message, &envelope) {
            failures.push(format!("{name}: a reply taken for {what:?}"));
        }
    }
    assert!(replies >= 30, "only {replies} replies in the corpus");
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn bounces_and_automatic_answers_are_recognised_for_what_they_are() {
    let original = our_email();
    let mut failures = Vec::new();
    for (fixture, raw) in filled(&original) {
        let name = format!(
            "{} ({}, {})",
            fixture.file, fixture.client, fixture.language
        );
        let message = MessageParser::default().parse(&raw).expect("an email");
        let found = automatic(&message, &fixture.envelope_from(&original));
        let right = match fixture.kind {
            Kind::Reply => continue,
            Kind::Bounce => matches!(found, Some(Automatic::Bounce(_))),
            Kind::OutOfOffice => matches!(found, Some(Automatic::OutOfOffice(_))),
            Kind::Automatic => matches!(found, Some(Automatic::Other(_))),
        };
        if !right {
            failures.push(format!("{name}: a {:?} read as {found:?}", fixture.kind));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn the_corpus_has_each_language_and_kind_and_every_file_is_listed() {
    let fixtures = corpus::fixtures();
    for language in ["en", "es", "cs", "ja", "de", "fr"] {
        for kind in [Kind::Reply, Kind::OutOfOffice] {
            assert!(
                fixtures
                    .iter()
                    .any(|f| f.language == language && f.kind == kind),
                "no {kind:?} in {language}"
            );
        }
    }
    for kind in [Kind::Bounce, Kind::Automatic] {
        assert!(fixtures.iter().any(|f| f.kind == kind), "no {kind:?}");
    }
    for fixture in &fixtures {
        assert_eq!(
            fixture.kind == Kind::Reply,
            fixture.typed.is_some(),
            "{}: what was typed is said of replies, and only of them",
            fixture.file
        );
    }
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/replies");
    let mut files: Vec<String> = std::fs::read_dir(folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".eml"))
        .collect();
    files.sort();
    let mut listed: Vec<String> = fixtures.iter().map(|f| f.file.clone()).collect();
    listed.sort();
    assert_eq!(files, listed, "the manifest lists every file, once");
}

#[test]
fn every_filled_template_is_an_email_to_our_reply_address_in_our_thread() {
    let original = our_email();
    for (fixture, raw) in filled(&original) {
        let text = String::from_utf8_lossy(&raw);
        assert!(
            !text.contains("{{"),
            "{}: a placeholder is left",
            fixture.file
        );
        let message = MessageParser::default().parse(&raw).expect("an email");
        let to: Vec<&str> = message
            .to()
            .map(|a| a.iter().filter_map(|a| a.address()).collect())
            .unwrap_or_default();
        assert!(
            to.contains(&original.reply_to.as_str()),
            "{}: sent to {to:?}",
            fixture.file
        );
        if fixture.kind == Kind::Reply {
            assert_eq!(
                message.in_reply_to().as_text(),
                Some(original.message_id.as_str()),
                "{}",
                fixture.file
            );
            assert!(
                message
                    .subject()
                    .unwrap_or_default()
                    .ends_with(&original.subject),
                "{}: {:?}",
                fixture.file,
                message.subject()
            );
        }
    }
}
