//! It's a Wonderful World in every language: every refusal reads in Spanish, Czech and Japanese
//! with nothing left unresolved, and names its cards and Empires as published.

use super::games::{Table, play};
use super::properties::{ghost_card_decisions, mutations};
use missive_games::bots::BotKind;
use missive_games::speech::{LANGUAGES, catalogue};
use missive_games::wonderful::cards::{CardId, EmpireId, Resource, Side, Space, catalog};
use missive_games::wonderful::state::Site;
use missive_games::wonderful::{Actions, Decision, Options, Phase, State, Wonderful};
use missive_games::{Game, Phrase, RuleError, Seat, Word};
use std::collections::BTreeSet;

/// Every message id in `phrase`, its words' too.
fn ids(phrase: &Phrase, out: &mut BTreeSet<String>) {
    out.insert(phrase.id.clone());
    for (_, word) in &phrase.args {
        match word {
            Word::Phrase(p) => ids(p, out),
            Word::List(items) => {
                for item in items {
                    if let Word::Phrase(p) = item {
                        ids(p, out);
                    }
                }
            }
            _ => {}
        }
    }
}

/// The refusal reads in every language, with nothing unresolved, and not as in English.
fn reads_everywhere(place: &str, refusal: &RuleError) {
    let english = refusal.to_string();
    assert_eq!(english, refusal.reason().read("en"));
    for &lang in LANGUAGES {
        let text = refusal.reason().read(lang);
        assert!(
            !text.contains(['{', '}']) && !text.contains("wonderful-") && !text.trim().is_empty(),
            "{place} in {lang}: {text}"
        );
        if lang != "en" {
            assert_ne!(text, english, "{place} in {lang} reads as in English");
        }
    }
}

/// The tables whose games the refusals are drawn from: every player count, a solo game that
/// trades until the deck runs dry, random and heuristic bots.
fn tables() -> Vec<Table> {
    let mut out = Vec::new();
    for seed in 1..=3u64 {
        for seats in 1..=5 {
            out.push(Table {
                seed: seed * 100 + seats as u64,
                seats,
                side: if seed.is_multiple_of(2) {
                    Side::B
                } else {
                    Side::A
                },
                chosen: seed == 3,
                trader: seats == 1 && seed != 2,
                bots: (0..seats)
                    .map(|s| {
                        if (s as u64 + seed).is_multiple_of(3) {
                            BotKind::Heuristic
                        } else {
                            BotKind::Random
                        }
                    })
                    .collect(),
            });
        }
    }
    out
}

/// What the engine refuses at one step: each seat's decision made wrong in every way the
/// properties know, decisions from no seat or twice from one, and one seat's wrong decision
/// among the others' right ones.
fn refusals_at(state: &State, decisions: &[(Seat, Decision)], out: &mut Vec<(String, RuleError)>) {
    let at = format!("step {} of {} seats", state.step, state.seats());
    let mut refused = |what: String, result: Result<(), RuleError>| {
        if let Err(e) = result {
            out.push((format!("{at}: {what}"), e));
        }
    };
    for (seat, decision) in decisions {
        let wrongs = mutations(state, *seat, decision)
            .into_iter()
            .map(|(what, d)| (what.to_string(), d))
            .chain(
                ghost_card_decisions(state, *seat)
                    .into_iter()
                    .map(|d| ("a card that does not exist".to_string(), d)),
            );
        for (what, wrong) in wrongs {
            refused(what.clone(), Wonderful::check(state, *seat, &wrong));
            let submissions: Vec<(Seat, Decision)> = decisions
                .iter()
                .map(|(s, d)| (*s, if s == seat { wrong.clone() } else { d.clone() }))
                .collect();
            let mut copy = state.clone();
            refused(
                format!("{what}, resolved"),
                Wonderful::resolve(&mut copy, &submissions).map(|_| ()),
            );
        }
    }
    let seats = state.seats();
    refused(
        "no such seat".into(),
        Wonderful::check(state, seats, &decisions[0].1),
    );
    let mut copy = state.clone();
    refused(
        "a seat left out".into(),
        Wonderful::resolve(&mut copy, &decisions[1..]).map(|_| ()),
    );
    let mut twice = decisions.to_vec();
    twice.push(decisions[0].clone());
    refused(
        "a seat twice".into(),
        Wonderful::resolve(&mut copy, &twice).map(|_| ()),
    );
    let mut stranger = decisions.to_vec();
    stranger.push((seats, decisions[0].1.clone()));
    refused(
        "a stranger".into(),
        Wonderful::resolve(&mut copy, &stranger).map(|_| ()),
    );
}

/// A table the rules do not allow.
fn setup_refused(seats: usize, empires: Option<Vec<EmpireId>>) -> RuleError {
    let options = Options {
        side: Side::A,
        empires,
    };
    Wonderful::setup(1, seats, &options)
        .map(|_| ())
        .unwrap_err()
}

fn noram_states() -> EmpireId {
    catalog().empire_by_id("noram_states").unwrap()
}

/// The refusals bot games do not reach: tables the rules do not allow, a cube where only
/// Krystallium fits, a solo trade with one card in hand.
fn hand_built() -> Vec<(String, RuleError)> {
    let noram = noram_states();
    let mut out = vec![
        ("no player".to_string(), setup_refused(0, None)),
        ("six players".into(), setup_refused(6, None)),
        (
            "one Empire for two".into(),
            setup_refused(2, Some(vec![noram])),
        ),
        (
            "an Empire that does not exist".into(),
            setup_refused(2, Some(vec![noram, EmpireId(99)])),
        ),
        (
            "an Empire twice".into(),
            setup_refused(2, Some(vec![noram, noram])),
        ),
    ];
    let mut s = Wonderful::setup(1, 2, &Options::default()).unwrap();
    let (card, resource) = catalog()
        .cards()
        .find_map(|c| {
            let cost = c.design().cost;
            let resource = Resource::ALL.into_iter().find(|r| cost[r.index()] == 0)?;
            (cost[Space::Krystallium.index()] > 0).then_some((c, resource))
        })
        .expect("a card with a Krystallium space that lacks a resource");
    s.players[0].construction.push(Site::new(card));
    s.phase = Phase::Production {
        resource,
        produced: vec![1, 1],
        supremacy: None,
    };
    let cube = Decision::Produce {
        onto: vec![card],
        token: None,
        actions: Actions::default(),
    };
    out.push((
        "a cube where only Krystallium fits".into(),
        Wonderful::check(&s, 0, &cube).unwrap_err(),
    ));
    let mut solo = Wonderful::setup(1, 1, &Options::default()).unwrap();
    solo.players[0].hand.truncate(1);
    let last = solo.players[0].hand[0];
    let trade = Decision::Trade {
        discard: [last, last],
    };
    out.push((
        "a trade with one card in hand".into(),
        Wonderful::check(&solo, 0, &trade).unwrap_err(),
    ));
    out
}

#[test]
fn every_refusal_reads_in_every_language() {
    let mut refusals = hand_built();
    for table in tables() {
        let played = play(&table, false, |step| {
            refusals_at(step.before, step.decisions, &mut refusals);
            Ok(())
        })
        .unwrap();
        let end = &played.end;
        if let Err(e) = Wonderful::check(end, 0, &Decision::Pick { card: CardId(0) }) {
            refusals.push(("after the end".into(), e));
        }
        if let Err(e) = Wonderful::resolve(&mut end.clone(), &[]) {
            refusals.push(("resolved after the end".into(), e));
        }
    }
    let mut told = BTreeSet::new();
    for (place, refusal) in &refusals {
        reads_everywhere(place, refusal);
        ids(refusal.reason(), &mut told);
    }
    // Every refusal of the game's messages is told.
    let all: BTreeSet<String> = catalogue()
        .ids("en")
        .into_keys()
        .filter(|id| id.starts_with("wonderful-refused-"))
        .collect();
    let untold: Vec<&String> = all.difference(&told).collect();
    assert!(untold.is_empty(), "never told: {untold:?}");
}

#[test]
fn a_refusal_names_cards_and_empires_as_published() {
    let mut s = Wonderful::setup(1, 2, &Options::default()).unwrap();
    let zeppelin = catalog().first_card_of("zeppelin").unwrap();
    for player in &mut s.players {
        player.hand.retain(|&c| c != zeppelin);
    }
    s.deck.retain(|&c| c != zeppelin);
    s.players[0].hand.push(zeppelin);
    let pick = Decision::Pick { card: zeppelin };
    let refusal = Wonderful::check(&s, 1, &pick).unwrap_err();
    assert_eq!(refusal.to_string(), "Zeppelin is not in your hand");
    assert_eq!(refusal.reason().read("es"), "Zepelín no está en tu mano");
    // No Czech or Japanese name is published: the English one stands in.
    assert_eq!(refusal.reason().read("cs"), "kartu Zeppelin nemáte v ruce");
    assert_eq!(refusal.reason().read("ja"), "Zeppelinは手札にありません");
    // Among every seat's decisions, the refusal says whose it is.
    let refusal = Wonderful::resolve(&mut s.clone(), &[(0, pick.clone()), (1, pick)]).unwrap_err();
    assert_eq!(refusal.to_string(), "seat 1: Zeppelin is not in your hand");
    assert_eq!(
        refusal.reason().read("es"),
        "sitio 1: Zepelín no está en tu mano"
    );
    // An Empire, in each language's published name.
    let noram = noram_states();
    let refusal = setup_refused(2, Some(vec![noram, noram]));
    assert_eq!(
        refusal.to_string(),
        "Noram States is chosen twice: every player needs a different Empire"
    );
    assert_eq!(
        refusal.reason().read("es"),
        "se ha elegido dos veces Estados de Noram: cada jugador necesita un Imperio distinto"
    );
    assert_eq!(
        refusal.reason().read("cs"),
        "říše Státy Noramu je vybrána dvakrát: každý hráč potřebuje jinou říši"
    );
    assert_eq!(
        refusal.reason().read("ja"),
        "北アメリカ王国が2回選ばれています：プレイヤーごとに別の帝国が必要です"
    );
}
