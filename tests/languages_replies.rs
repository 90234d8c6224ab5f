//! Whole games played by replies alone, by players who read Spanish, Czech and Japanese: each
//! reads the commands its emails list in its own language, answers with them as they are
//! written there (verbs and card names), and is confirmed in its language.

use crate::support::app::TestApp;
use crate::support::bots::stored;
use crate::support::games::create_seeded;
use crate::support::inbox::Inbox;
use crate::support::replies::assert_decided_by_replies;
use crate::support::reply_bot::{ReplyBot, listed_in};
use missive::db::users;
use missive::games::commands::Term;
use missive::games::settlers::{Options as SettlersOptions, Settlers};
use missive::games::wonderful::Wonderful;
use missive::games::{Game, Phrase, Playable};
use missive::i18n::{Lang, Tr};
use std::collections::{BTreeMap, BTreeSet};

/// What one reader did and read over a whole game.
#[derive(Default, Debug)]
struct Read {
    /// The commands played, by the verb as the reader's emails spell it.
    played: BTreeMap<String, usize>,
    /// Every email's text, to look for the names the reader's language gives the cards.
    texts: String,
}

/// The verbs of `terms` as `lang` spells them in the emails.
fn spelt(terms: &[Term], lang: Lang) -> BTreeSet<String> {
    terms
        .iter()
        .map(|t| Phrase::new(t.id).read(lang.code()))
        .collect()
}

/// Plays game `id` of `G` to its end by replies alone, each player by a bot that reads the
/// emails in that player's language, and checks each email on the way.
fn play_by_replies<G: Playable>(app: &TestApp, id: i64, players: &[(&str, Lang)]) -> Vec<Read> {
    let mut inbox = Inbox::new(id, players.len());
    let mut bots: Vec<ReplyBot> = (0..players.len())
        .map(|i| ReplyBot::reading(40 + i as u64, players[i].1))
        .collect();
    let mut read: Vec<Read> = players.iter().map(|_| Read::default()).collect();
    while let Some(mails) = inbox.next(app) {
        for mail in mails {
            let seat = players
                .iter()
                .position(|(email, _)| mail.to[0] == *email)
                .expect("an email to a player");
            let lang = players[seat].1;
            let tr = Tr::new(lang);
            assert_eq!(
                mail.header("Content-Language").as_deref(),
                Some(lang.code())
            );
            // The commands are listed in the reader's language, verbs as it spells them.
            let listed = listed_in(&mail.text, lang);
            assert!(!listed.is_empty(), "{}", mail.text);
            let verbs = spelt(G::command_words(), lang);
            for command in listed.iter().filter(|c| c.verb() != "ok") {
                assert!(
                    verbs.iter().any(|v| command.usage.starts_with(v.as_str())),
                    "{} is not a verb of {}: {}",
                    command.usage,
                    lang.code(),
                    mail.text
                );
            }
            // The last reply is confirmed in the reader's words.
            if !read[seat].played.is_empty() {
                let confirmed = tr.t1("email-replied", "what", "\u{1}");
                let confirmed = confirmed.split('\u{1}').next().unwrap();
                assert!(mail.text.contains(confirmed), "{}", mail.text);
            }
            read[seat].texts.push_str(&mail.text);
            let line = bots[seat].answer(app, &mail);
            let verb = line.split_whitespace().next().unwrap().to_string();
            *read[seat].played.entry(verb).or_default() += 1;
        }
    }
    assert_decided_by_replies(app, id);
    read
}

/// Accounts for `players`, each reading its language.
fn accounts(app: &TestApp, players: &[(&str, &str, Lang)]) {
    let mut conn = app.pool.get().unwrap();
    for (email, name, lang) in players {
        let user = users::find_or_create(&mut conn, email, name).unwrap();
        users::set_language(&mut conn, user.id, *lang).unwrap();
    }
}

/// How many cards `text` names by a published name of `lang` that is not the English one.
fn published_names_in(game: &str, lang: Lang, text: &str) -> usize {
    let names = missive::games::registry::names(game).expect("the game's names");
    names
        .ids()
        .filter_map(|id| names.shown(id, lang.code()))
        .filter(|shown| !shown.english_for_want && text.contains(shown.name))
        .count()
}

#[actix_web::test]
async fn a_wonderful_game_is_played_to_its_end_by_replies_in_spanish_czech_and_japanese() {
    let app = TestApp::spawn().await;
    let players = [
        ("ana@example.org", "Ana", Lang::Es),
        ("bob@example.org", "Bob", Lang::Cs),
        ("cy@example.org", "Cy", Lang::Ja),
    ];
    accounts(&app, &players);
    let seats: Vec<(&str, &str)> = players.iter().map(|(e, n, _)| (*e, *n)).collect();
    let id = create_seeded::<Wonderful>(&app, &seats, Default::default(), 38);
    let langs: Vec<(&str, Lang)> = players.iter().map(|(e, _, l)| (*e, *l)).collect();
    let read = play_by_replies::<Wonderful>(&app, id, &langs);
    let (state, _, status) = stored::<Wonderful>(&app, id);
    assert_eq!(status, "finished");
    assert!(Wonderful::outcome(&state).is_some());
    for (seat, (_, _, lang)) in players.iter().enumerate() {
        let played = &read[seat].played;
        eprintln!("{}: {played:?}", lang.code());
        // Not only "ok": picks and plans by command, with the reader's verbs.
        let pick = Phrase::new("wonderful-verb-pick").read(lang.code());
        assert!(played.contains_key(&pick), "{pick}: {played:?}");
        assert!(played.len() >= 3, "{played:?}");
    }
    // The Spanish player reads the cards by their Spanish names.
    assert!(published_names_in("wonderful", Lang::Es, &read[0].texts) > 10);
}

#[actix_web::test]
async fn a_settlers_game_is_played_to_its_end_by_replies_in_spanish_and_czech() {
    let app = TestApp::spawn().await;
    let players = [
        ("ana@example.org", "Ana", Lang::Es),
        ("bob@example.org", "Bob", Lang::Cs),
    ];
    accounts(&app, &players);
    let seats: Vec<(&str, &str)> = players.iter().map(|(e, n, _)| (*e, *n)).collect();
    let id = create_seeded::<Settlers>(&app, &seats, SettlersOptions::default(), 2);
    let langs: Vec<(&str, Lang)> = players.iter().map(|(e, _, l)| (*e, *l)).collect();
    let read = play_by_replies::<Settlers>(&app, id, &langs);
    let (_, _, status) = stored::<Settlers>(&app, id);
    assert_eq!(status, "finished");
    let mut built = false;
    for (seat, (_, _, lang)) in players.iter().enumerate() {
        let played = &read[seat].played;
        eprintln!("{}: {played:?}", lang.code());
        // Turns by command, not only "ok" and picks, with the reader's verbs.
        assert!(played.len() >= 4, "{played:?}");
        built |= played.contains_key(&Phrase::new("settlers-verb-build").read(lang.code()));
    }
    assert!(built, "a build by command");
    // The Czech player reads the cards by the Czech edition's names.
    assert!(published_names_in("settlers", Lang::Cs, &read[1].texts) > 10);
}
