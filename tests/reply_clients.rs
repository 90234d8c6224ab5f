//! The corpus of replies (tests/fixtures/replies) sent through the service's real SMTP listener,
//! each answering a real email of a game of its own: what the player typed is played or
//! answered, nothing of the quote, the signature or our email reaches the table, and bounces
//! and automatic answers change nothing and are answered by nothing.

use crate::support::app::TestApp;
use crate::support::corpus::{self, Fixture, Kind, Original};
use crate::support::reply_bot::listed;
use crate::support::smtp::Received;
use diesel::prelude::*;
use missive::db::schema::{messages, notifications, submissions};
use std::collections::BTreeMap;

const PLAYERS: [(&str, &str); 3] = [
    ("ann@example.org", "Ann"),
    ("bob@example.org", "Bob"),
    ("cyd@example.org", "Cyd"),
];

/// What became of one reply in the service.
#[derive(Debug, Default)]
struct Outcome {
    decided: usize,
    talk: Vec<String>,
    answers: Vec<Received>,
    logged: Vec<(String, Option<String>)>,
}

fn outcome(app: &TestApp, id: i64, emails_before: usize) -> Outcome {
    let mut conn = app.pool.get().unwrap();
    let decided = submissions::table
        .filter(submissions::game_id.eq(id))
        .filter(submissions::source.eq("email"))
        .count()
        .get_result::<i64>(&mut conn)
        .unwrap() as usize;
    let talk = messages::table
        .filter(messages::game_id.eq(id))
        .order(messages::id)
        .select(messages::body)
        .load(&mut conn)
        .unwrap();
    let logged = notifications::table
        .filter(notifications::game_id.eq(id))
        .filter(notifications::kind.eq("reply"))
        .select((notifications::status, notifications::reason))
        .load(&mut conn)
        .unwrap();
    let answers = app.smtp.messages()[emails_before..]
        .iter()
        .filter(|m| m.message_id.contains("-answer-"))
        .cloned()
        .collect();
    Outcome {
        decided,
        talk,
        answers,
        logged,
    }
}

/// Whether `command` ("ok", "pick 3", "pick Zeppelin") is one the email `mail` takes.
fn playable(command: &str, mail: &Received) -> bool {
    let Some(wanted) = command.strip_prefix("pick ") else {
        return command == "ok";
    };
    let cards = listed(&mail.text)
        .into_iter()
        .find(|c| c.verb() == "pick")
        .map(|c| c.choices)
        .unwrap_or_default();
    match wanted.parse::<usize>() {
        Ok(n) => (1..=cards.len()).contains(&n),
        Err(_) => cards
            .iter()
            .any(|c| c.to_lowercase().starts_with(&wanted.to_lowercase())),
    }
}

/// What of our email is in `text`.
fn ours(text: &str, original: &Original) -> Vec<String> {
    let mut found: Vec<String> = ["/play/", "missive+", "missive@"]
        .iter()
        .filter(|s| text.contains(**s))
        .map(|s| s.to_string())
        .collect();
    found.extend(
        original
            .text
            .lines()
            .map(str::trim)
            .filter(|l| l.len() >= 16 && text.contains(l))
            .map(str::to_string),
    );
    found
}

/// Sends `fixture`, filled from Ann's first email of a new game, and checks what came of it;
/// the tally's column, or why it failed.
fn try_one(app: &TestApp, fixture: &Fixture, n: usize) -> Result<&'static str, String> {
    let id = crate::support::games::create_wonderful(app, &PLAYERS);
    app.settle();
    let mail = app.mail_where("Ann's first email", |m| {
        m.to[0] == PLAYERS[0].0 && m.message_id.starts_with(&format!("game-{id}-step-0-"))
    });
    let original = Original::received(&mail);
    let raw = fixture.fill(&original, &format!("client-{n}@player.example"));
    let before = app.smtp.messages().len();
    app.send_to_inbound(&fixture.envelope_from(&original), &original.reply_to, &raw)
        .map_err(|e| format!("refused at the door: {e}"))?;
    app.settle();
    let got = outcome(app, id, before);
    for line in &got.talk {
        let leaked = ours(line, &original);
        if !leaked.is_empty() {
            return Err(format!("posted at the table from our email: {leaked:?}"));
        }
    }
    if fixture.kind != Kind::Reply {
        let ignored = got.logged.iter().all(|(status, _)| status == "ignored");
        return match (got.decided, got.talk.len(), got.answers.len(), ignored) {
            (0, 0, 0, true) if got.logged.len() == 1 => Ok("ignored"),
            _ => Err(format!("an automatic message changed something: {got:?}")),
        };
    }
    let typed = fixture
        .typed
        .as_deref()
        .expect("a reply says what was typed");
    let first = typed.lines().next().unwrap_or_default();
    let rest = typed[first.len()..].trim();
    let command = first == "ok" || first.starts_with("pick ");
    if !command {
        return match (got.decided, &got.talk[..], got.answers.len()) {
            (0, [posted], 0) if posted == typed => Ok("posted"),
            _ => Err(format!("talk {typed:?} became {got:?}")),
        };
    }
    if playable(first, &mail) {
        let posted: Vec<&str> = got.talk.iter().map(String::as_str).collect();
        let expected: Vec<&str> = if rest.is_empty() { vec![] } else { vec![rest] };
        return match (got.decided, got.answers.len()) {
            (1, 0) if posted == expected => Ok("played"),
            _ => Err(format!("{typed:?} was not played as typed: {got:?}")),
        };
    }
    // A card not in this hand: answered, with nothing posted.
    match (got.decided, got.talk.len(), &got.answers[..]) {
        (0, 0, [answer]) if answer.text.contains("is not one of the cards") => Ok("answered"),
        _ => Err(format!("{typed:?} should be answered: {got:?}")),
    }
}

#[actix_web::test]
async fn every_client_form_is_played_or_answered_and_nothing_of_it_leaks() {
    let app = TestApp::spawn().await;
    let mut tally: BTreeMap<String, BTreeMap<&str, usize>> = BTreeMap::new();
    let mut failures = Vec::new();
    for (n, fixture) in corpus::fixtures().iter().enumerate() {
        match try_one(&app, fixture, n) {
            Ok(column) => {
                *tally
                    .entry(fixture.client.clone())
                    .or_default()
                    .entry(column)
                    .or_default() += 1
            }
            Err(why) => failures.push(format!("{} ({}): {why}", fixture.file, fixture.client)),
        }
    }
    eprintln!("Replies by client form: {tally:#?}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
