//! Each command form on hand-built tables: names by number, name or start, opponents' things by
//! their owner's name, what a command leaves unsaid, and the reasons given for lines that
//! cannot be read.

use super::super::Settlers;
use super::super::cards::{CardId, Good, catalog};
use super::super::decision::{Action, Build, Decision, Prompt, Target, Turn, Use, WorkerGood};
use super::super::event::{Event, PassWhy};
use super::super::flow;
use super::super::goods::Supply;
use super::super::look_group::LookGroup;
use super::super::state::{Location, Options, Phase, State};
use super::super::testing::{build, card, table};
use super::{VERBS, commands, news, read, words};
use crate::commands::{Lexicon, Reading};
use crate::{Game, Playable, Seat};

fn names() -> Vec<String> {
    ["Ann", "Bob", "Cyd"].map(String::from).to_vec()
}

/// What `line` reads to for `seat`, with "ok" as the service would make it.
fn reading(state: &State, seat: Seat, line: &str) -> Reading<Decision> {
    reading_in(state, seat, line, "en")
}

/// The decision `line` makes, which the rules accept.
fn decided(state: &State, seat: Seat, line: &str) -> Decision {
    match reading(state, seat, line) {
        Reading::Decision(d) => {
            if let Err(e) = Settlers::check(state, seat, &d) {
                panic!("{line:?} reads to {d:?}, refused: {e}");
            }
            d
        }
        other => panic!("{line:?} reads to {other:?}"),
    }
}

fn turn(state: &State, seat: Seat, line: &str) -> Turn {
    match decided(state, seat, line) {
        Decision::Turn(t) => t,
        other => panic!("{line:?} is not a turn: {other:?}"),
    }
}

fn action(state: &State, seat: Seat, line: &str) -> Action {
    turn(state, seat, line).action
}

/// Why `line` cannot be read; it must mention each of `mentions`.
fn unreadable(state: &State, seat: Seat, line: &str, mentions: &[&str]) -> String {
    match reading(state, seat, line) {
        Reading::Unreadable(why) => {
            for m in mentions {
                assert!(why.contains(m), "{line:?}: {why:?} does not say {m:?}");
            }
            why
        }
        other => panic!("{line:?} should be unreadable, reads to {other:?}"),
    }
}

fn said(state: &State, seat: Seat, line: &str) -> String {
    let d = decided(state, seat, line);
    words(state, seat, &d, &names(), &Lexicon::english())
}

fn nth(id: &str, n: usize) -> CardId {
    catalog().copies_of(id)[n]
}

/// A Lookout whose row is Quarry, Castle and Ruins, in its first draft.
fn lookout() -> (State, Seat) {
    let mut state = Settlers::setup(3, 3, &Options::default()).unwrap();
    state.row = vec![
        card("common:quarry"),
        card("common:castle"),
        card("common:ruins"),
    ];
    let seat = state.first;
    (state, seat)
}

#[test]
fn every_command_word_is_a_verb() {
    for word in [
        "pick", "keep", "pass", "build", "deal", "raze", "use", "workers", "defense", "samurai",
        "faction", "choose", "copy",
    ] {
        assert!(VERBS.iter().any(|t| t.word == word), "{word}");
    }
    assert_eq!(
        <Settlers as Playable>::command_words(),
        &VERBS[..],
        "the game lists them"
    );
}

#[test]
fn a_pick_names_a_card_of_the_row_by_number_name_or_start() {
    let (state, seat) = lookout();
    let quarry = state.row[0];
    let pick = |card| Decision::Pick {
        card,
        production: None,
    };
    assert_eq!(decided(&state, seat, "pick 2"), pick(state.row[1]));
    assert_eq!(decided(&state, seat, "Pick: QUARRY."), pick(quarry));
    assert_eq!(decided(&state, seat, "pick ru"), pick(state.row[2]));
    assert_eq!(said(&state, seat, "pick 1"), "Pick Quarry");
    unreadable(
        &state,
        seat,
        "pick 4",
        &["no card number 4", "1 Quarry, 2 Castle, 3 Ruins"],
    );
    unreadable(&state, seat, "pick Farm", &["called \"Farm\"", "1 Quarry"]);
    unreadable(&state, seat, "pick Quarry, Castle", &["one card only"]);
    unreadable(&state, seat, "pick", &["Name the card"]);
    unreadable(
        &state,
        seat,
        "build Quarry",
        &["\"build\" is not a command of this step", "pick <card>"],
    );
    unreadable(
        &state,
        seat,
        "pick 1; faction cards 1",
        &["\"faction\" is not a command of this step"],
    );
    assert_eq!(
        reading(&state, seat, "good luck, all"),
        Reading::NotACommand
    );
    assert_eq!(reading(&state, seat, "👍"), Reading::NotACommand);
    let listed = commands(
        &state,
        seat,
        &flow::prompt(&state, seat).unwrap(),
        &Lexicon::english(),
    );
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].usage, "pick <card>");
    assert_eq!(listed[0].choices[0].name, "Quarry");
    assert_eq!(
        listed[0].choices[0].detail,
        "Common Production (1 stone), costs 1 wood and 1 stone"
    );
    assert_eq!(
        listed[0].choices[1].detail,
        "Common Action (1 worker: gives 1 card), costs 1 wood and 1 stone"
    );
}

/// The second draft's pick, by the Egyptians, who hold Pharaoh's Guard and a Deal that gives a
/// card.
fn second_draft() -> State {
    let mut state = table();
    build(&mut state, 2, "egyptians:pharaohs-guard");
    state.players[2].deals.push(card("egyptians:caravan"));
    state.row = vec![card("common:quarry"), card("common:castle")];
    state.phase = Phase::Lookout { draft: 2, pick: 0 };
    state
}

#[test]
fn a_last_pick_carries_the_production_clauses_and_ok_for_the_rest() {
    let state = second_draft();
    let seat = 2;
    let Some(Prompt::Pick {
        production: Some(ask),
        ..
    }) = flow::prompt(&state, seat)
    else {
        panic!("the Egyptians pick with their Production choices")
    };
    assert_eq!(ask.cards, 1);
    let Decision::Pick {
        card: picked,
        production: Some(plan),
    } = decided(&state, seat, "pick castle; faction cards 1; choose raze")
    else {
        panic!("a pick with a plan")
    };
    assert_eq!(picked, state.row[1]);
    assert_eq!(plan.faction_cards, 1);
    let guard = card("egyptians:pharaohs-guard");
    assert_eq!(plan.with_for(guard).option, Some(0));
    assert_eq!(
        said(&state, seat, "pick castle; faction cards 1; choose raze"),
        "Pick Castle; Production: 1 card from your Faction deck; Pharaoh's Guard: 1 raze token"
    );
    // Unsaid, the plan is "ok"'s: every card from the Common deck, 2 VP.
    assert_eq!(
        said(&state, seat, "pick 1"),
        "Pick Quarry; Production: 1 card from the Common deck; Pharaoh's Guard: 2 VP"
    );
    assert_eq!(
        said(&state, seat, "pick 1; choose 2"),
        "Pick Quarry; Production: 1 card from the Common deck; Pharaoh's Guard: 2 VP"
    );
    unreadable(
        &state,
        seat,
        "pick 1; faction cards 3",
        &["gives 1 card", "take 0 to 1"],
    );
    unreadable(
        &state,
        seat,
        "pick 1; faction cards some",
        &["takes a number"],
    );
    unreadable(
        &state,
        seat,
        "pick 1; copy Quarry",
        &["Nothing of yours copies"],
    );
    unreadable(&state, seat, "pick 1; choose gold", &["called \"gold\""]);
    unreadable(
        &state,
        seat,
        "faction cards 1",
        &["Say which card you take"],
    );
    let listed: Vec<String> = commands(
        &state,
        seat,
        &flow::prompt(&state, seat).unwrap(),
        &Lexicon::english(),
    )
    .into_iter()
    .map(|c| c.usage)
    .collect();
    assert_eq!(
        listed,
        ["pick <card>", "faction cards <n>", "choose <option>"]
    );
}

#[test]
fn production_choices_alone_copy_choose_and_split() {
    let mut state = table();
    let farmers = build(&mut state, 0, "common:farmers-at-work");
    let quarry = build(&mut state, 0, "common:quarry");
    let village = build(&mut state, 0, "common:village");
    state.phase = Phase::ProductionChoices;
    let Decision::Production { plan } = decided(&state, 0, "copy village") else {
        panic!("Production choices")
    };
    assert_eq!(plan.with_for(farmers).copy, Some(village));
    let Decision::Production { plan } = decided(&state, 0, "Copy: 1") else {
        panic!("Production choices")
    };
    assert_eq!(plan.with_for(farmers).copy, Some(quarry));
    assert_eq!(
        said(&state, 0, "copy village"),
        "Farmers At Work copies Village"
    );
    unreadable(&state, 0, "choose 2 VP", &["no options to choose"]);
    unreadable(&state, 0, "copy Farmers", &["called \"Farmers\""]);
    unreadable(
        &state,
        0,
        "pick Quarry",
        &["not a command of your Production choices"],
    );
    unreadable(
        &state,
        0,
        "copy village; copy quarry",
        &["Say \"copy\" once"],
    );
}

#[test]
fn keep_names_cards_of_each_group_and_ok_keeps_the_rest() {
    let mut state = table();
    let (legion, builder, fort, bank) = (
        card("romans:legion"),
        card("romans:builder"),
        card("romans:roman-fort"),
        card("romans:roman-bank"),
    );
    state.players[0].looks = vec![
        LookGroup {
            cards: vec![legion, builder],
            keep: 1,
        },
        LookGroup {
            cards: vec![fort, bank],
            keep: 1,
        },
    ];
    state.phase = Phase::ProductionKeep;
    assert_eq!(
        decided(&state, 0, "keep builder, roman bank"),
        Decision::Keep {
            cards: vec![builder, bank]
        }
    );
    // Only the second group named: the first keeps what "ok" keeps (its first card).
    assert_eq!(
        decided(&state, 0, "keep 4"),
        Decision::Keep {
            cards: vec![legion, bank]
        }
    );
    assert_eq!(said(&state, 0, "keep 2, 3"), "Keep Builder and Roman Fort");
    unreadable(
        &state,
        0,
        "keep legion and builder",
        &["Keep 1 of Legion, Builder: you named 2"],
    );
    unreadable(
        &state,
        0,
        "keep legion, legion",
        &["named more often than there are"],
    );
    unreadable(&state, 0, "keep", &["Name the cards you keep"]);
    unreadable(
        &state,
        0,
        "pick legion",
        &["\"pick\" is not a command of this step", "keep <card>"],
    );
}

/// The Romans' turn, with Ruins and Quarry built, a Foundation, Legion (which needs a Location
/// part) and Castle in hand, and goods to pay.
fn romans_turn() -> State {
    let mut state = table();
    build(&mut state, 0, "common:ruins");
    build(&mut state, 0, "common:quarry");
    state.players[0].hand = vec![card("romans:legion"), card("common:castle")];
    state.players[0].supply = Supply {
        wood: 1,
        food: 2,
        raze: 1,
        ..Supply::default()
    };
    state
}

#[test]
fn build_takes_the_least_valuable_location_part_unless_one_is_named() {
    let mut state = romans_turn();
    let (ruins, quarry, legion) = (
        card("common:ruins"),
        card("common:quarry"),
        card("romans:legion"),
    );
    let Action::Build(b) = action(&state, 0, "build legion") else {
        panic!("a build")
    };
    assert_eq!((b.card, b.part, b.gold), (legion, Some(ruins), None));
    assert_eq!(
        said(&state, 0, "build legion"),
        "Build Legion (discarding Ruins as its Location part)"
    );
    let Action::Build(b) = action(&state, 0, "Build: Legion on Quarry") else {
        panic!("a build")
    };
    assert_eq!(b.part, Some(quarry));
    unreadable(
        &state,
        0,
        "build legion on farm",
        &["called \"farm\"", "1 Ruins, 2 Quarry"],
    );
    unreadable(
        &state,
        0,
        "build castle",
        &["You cannot build Castle now", "Castle costs"],
    );
    unreadable(
        &state,
        0,
        "build Watchtower",
        &["Watchtower is not in your hand"],
    );
    unreadable(
        &state,
        0,
        "build Nothing At All",
        &["No card you can build is called"],
    );
    unreadable(
        &state,
        0,
        "build legion; choose 2 VP",
        &["Legion has no options"],
    );

    // A Foundation goes first, and can be named.
    let razed = nth("common:quarry", 1);
    state.players[0].foundations.push(razed);
    let Action::Build(b) = action(&state, 0, "build legion") else {
        panic!("a build")
    };
    assert_eq!(b.part, Some(razed));
    assert_eq!(
        said(&state, 0, "build legion"),
        "Build Legion (discarding your Foundation Quarry as its Location part)"
    );
    let Action::Build(b) = action(&state, 0, "build legion on foundation") else {
        panic!("a build")
    };
    assert_eq!(b.part, Some(razed));
    // The name as listed names the Location; the Foundation goes by its own.
    let Action::Build(b) = action(&state, 0, "build legion on quarry") else {
        panic!("a build")
    };
    assert_eq!(b.part, Some(quarry));
    let Action::Build(b) = action(&state, 0, "build legion on quarry (foundation)") else {
        panic!("a build")
    };
    assert_eq!(b.part, Some(razed));

    // A card without a Location part takes none.
    state.players[0].hand.push(card("common:village"));
    unreadable(
        &state,
        0,
        "build village on ruins",
        &["Village has no Location part"],
    );
    assert_eq!(said(&state, 0, "build village"), "Build Village");
}

#[test]
fn a_build_says_how_a_production_card_produces() {
    let mut state = table();
    build(&mut state, 2, "common:ruins");
    build(&mut state, 2, "common:quarry");
    let guard = card("egyptians:pharaohs-guard");
    let farmers = card("common:farmers-at-work");
    state.players[2].hand = vec![guard, farmers];
    state.players[2].supply.food = 2;
    state.players[2].supply.wood = 3;
    state.phase = Phase::Action { seat: 2 };
    let Action::Build(b) = action(&state, 2, "build pharaoh's guard; choose raze token") else {
        panic!("a build")
    };
    assert_eq!(b.with.option, Some(0));
    assert_eq!(
        said(&state, 2, "build pharaoh's guard; choose 2"),
        "Build Pharaoh's Guard (discarding Ruins as its Location part; Pharaoh's Guard: 2 VP)"
    );
    let Action::Build(b) = action(&state, 2, "build farmers; copy quarry") else {
        panic!("a build")
    };
    assert_eq!(b.with.copy, Some(card("common:quarry")));
    let listed: Vec<String> = commands(
        &state,
        2,
        &flow::prompt(&state, 2).unwrap(),
        &Lexicon::english(),
    )
    .into_iter()
    .map(|c| c.usage)
    .collect();
    assert!(
        listed.contains(&"build Pharaoh's Guard; choose <option>".to_string()),
        "{listed:?}"
    );
    assert!(
        listed.contains(&"build Farmers At Work; copy <Location>".to_string()),
        "{listed:?}"
    );
    unreadable(
        &state,
        2,
        "pass; choose 2 VP",
        &["this action does neither"],
    );
}

#[test]
fn a_deal_pays_food_or_gold() {
    let mut state = romans_turn();
    assert_eq!(
        action(&state, 0, "deal legion"),
        Action::Deal {
            card: card("romans:legion"),
            gold: None
        }
    );
    assert_eq!(
        said(&state, 0, "deal 1"),
        "Make a Deal with Legion (1 food)"
    );
    unreadable(
        &state,
        0,
        "deal castle",
        &["You cannot make a Deal with Castle now", "Faction cards"],
    );
    state.players[0].supply.food = 0;
    state.players[0].supply.gold = 1;
    assert_eq!(
        said(&state, 0, "deal legion"),
        "Make a Deal with Legion (1 gold)"
    );
}

/// The Romans with raze tokens and Castle in hand; Bob (Japanese) has a Quarry with a defense
/// token and Farm; Cyd (Egyptians) a Quarry too.
fn razing() -> State {
    let mut state = romans_turn();
    state.players[0].supply.raze = 3;
    let bobs = build(&mut state, 1, "common:quarry");
    state.players[1].location_mut(bobs).unwrap().defense = true;
    build(&mut state, 1, "japanese:farm");
    state.players[2]
        .locations
        .push(Location::new(nth("common:quarry", 1)));
    state
}

#[test]
fn raze_names_a_card_of_the_hand_or_an_opponents_location_by_the_players_name() {
    let mut state = razing();
    let castle = card("common:castle");
    let bobs = card("common:quarry");
    let cyds = nth("common:quarry", 1);
    assert_eq!(
        action(&state, 0, "raze castle"),
        Action::RazeCard { card: castle }
    );
    assert_eq!(
        action(&state, 0, "raze 1"),
        Action::RazeCard { card: castle }
    );
    assert_eq!(
        said(&state, 0, "raze castle"),
        "Raze Castle from your hand (1 raze token)"
    );
    let on = |seat, location| Action::Raze { seat, location };
    assert_eq!(action(&state, 0, "raze Bob's Quarry"), on(1, bobs));
    assert_eq!(action(&state, 0, "Raze: BOBS QUARRY"), on(1, bobs));
    assert_eq!(action(&state, 0, "raze cyd’s quarry"), on(2, cyds));
    assert_eq!(action(&state, 0, "raze the Egyptians' Quarry"), on(2, cyds));
    assert_eq!(action(&state, 0, "raze Quarry (Egyptians)"), on(2, cyds));
    assert_eq!(action(&state, 0, "raze farm"), on(1, card("japanese:farm")));
    assert_eq!(
        said(&state, 0, "raze bob's quarry"),
        "Raze Bob's Quarry (3 raze tokens)"
    );
    assert_eq!(
        said(&state, 0, "raze cyd's quarry"),
        "Raze Cyd's Quarry (2 raze tokens)"
    );
    unreadable(
        &state,
        0,
        "raze quarry",
        &[
            "could be Quarry (Japanese) or Quarry (Egyptians)",
            "its number",
        ],
    );
    unreadable(
        &state,
        0,
        "raze legion",
        &["You cannot raze Legion now", "no raze field"],
    );
    let listed = commands(
        &state,
        0,
        &flow::prompt(&state, 0).unwrap(),
        &Lexicon::english(),
    );
    let raze = listed.iter().find(|c| c.usage.starts_with("raze")).unwrap();
    let shown: Vec<(&str, &str)> = raze
        .choices
        .iter()
        .map(|c| (c.name.as_str(), c.detail.as_str()))
        .collect();
    assert_eq!(
        shown,
        [
            ("Castle", "from your hand, 1 raze token: gives 2 cards"),
            (
                "Quarry (Japanese)",
                "3 raze tokens (2 + defense token): gives 2 stone"
            ),
            ("Farm (Japanese)", "2 raze tokens: gives 1 VP"),
            ("Quarry (Egyptians)", "2 raze tokens: gives 2 stone"),
        ]
    );
    state.players[1].passed = true;
    unreadable(
        &state,
        0,
        "raze bob's quarry",
        &["You cannot raze Quarry (Japanese) now", "have passed"],
    );
}

#[test]
fn use_takes_twice_a_target_and_the_cards_its_cost_discards() {
    let mut state = romans_turn();
    let castle = build(&mut state, 0, "common:castle");
    let tavern = build(&mut state, 0, "common:tavern");
    state.players[0].supply.workers = 2;
    state.players[0].hand.push(card("common:village"));
    let Action::Activate { location, uses, .. } = action(&state, 0, "use castle") else {
        panic!("a use")
    };
    assert_eq!((location, uses.len()), (castle, 1));
    for line in ["use castle twice", "use castle x2", "Use: Castle, twice."] {
        let Action::Activate { uses, .. } = action(&state, 0, line) else {
            panic!("a use")
        };
        assert_eq!(uses.len(), 2, "{line}");
    }
    assert_eq!(said(&state, 0, "use castle twice"), "Use Castle twice");
    unreadable(
        &state,
        0,
        "use tavern twice",
        &["Tavern is used once a round"],
    );
    unreadable(&state, 0, "use castle on bob", &["Castle aims at nothing"]);
    unreadable(
        &state,
        0,
        "use quarry",
        &["You cannot use Quarry now", "not an Action Location"],
    );
    // Tavern's cost discards the card worth least, unless one is named.
    let Action::Activate { location, uses, .. } = action(&state, 0, "use tavern") else {
        panic!("a use")
    };
    assert_eq!(location, tavern);
    assert_eq!(uses[0].cards.len(), 1);
    let Action::Activate { uses, .. } = action(&state, 0, "use tavern discarding legion") else {
        panic!("a use")
    };
    assert_eq!(uses[0].cards, vec![card("romans:legion")]);
    assert_eq!(
        said(&state, 0, "use tavern discarding legion"),
        "Use Tavern, discarding Legion"
    );
    unreadable(
        &state,
        0,
        "use tavern discarding legion, castle",
        &["Tavern discards 1 card of your hand: you named more"],
    );
    unreadable(
        &state,
        0,
        "use tavern discarding farm",
        &["called \"farm\""],
    );
    unreadable(
        &state,
        0,
        "use castle discarding legion",
        &["Castle discards nothing"],
    );
    // The same in each language's words, a spelling of several words too.
    let castle_cs = Lexicon::new("cs").word(&castle.word());
    for (lang, line) in [
        ("es", "usar Castle dos veces".to_string()),
        ("es", "Usar: Castle, doble.".to_string()),
        ("cs", format!("použít {castle_cs} dvakrát")),
        ("ja", "使う Castle 2回".to_string()),
    ] {
        assert_eq!(uses_read(&state, &line, lang).len(), 2, "{line}");
    }
    let legion = card("romans:legion");
    let legion_cs = Lexicon::new("cs").word(&legion.word());
    for (lang, line) in [
        ("es", "usar tavern descartando legion".to_string()),
        ("cs", format!("použít 2 odhodit {legion_cs}")),
        ("ja", "使う Tavern 捨て札 Legion".to_string()),
    ] {
        assert_eq!(
            uses_read(&state, &line, lang)[0].cards,
            vec![legion],
            "{line}"
        );
    }
    unreadable_in(
        &state,
        0,
        "usar castle descartando legion",
        "es",
        &["no descarta nada", "«descartando»"],
    );
}

#[test]
fn use_names_every_kind_of_target() {
    let mut state = table();
    let seat = 0;
    let p = |state: &mut State| {
        state.players[seat].supply = Supply {
            workers: 9,
            wood: 9,
            stone: 9,
            food: 9,
            raze: 9,
            ..Supply::default()
        }
    };
    p(&mut state);
    // An opponent and a resource.
    build(&mut state, seat, "barbarians:saboteurs");
    state.players[1].supply.wood = 1;
    state.players[2].supply.wood = 1;
    state.players[2].supply.stone = 1;
    unreadable(
        &state,
        seat,
        "use saboteurs",
        &[
            "Say what Saboteurs aims at",
            "use Saboteurs on wood (Japanese)",
            "3 stone (Egyptians)",
        ],
    );
    let steal = |seat, resource| Target::Steal { seat, resource };
    let target = |state: &State, line: &str| match action(state, 0, line) {
        Action::Activate { uses, .. } => uses[0].target.clone().expect("a target"),
        other => panic!("{other:?}"),
    };
    assert_eq!(
        target(&state, "use saboteurs on Bob's wood"),
        steal(1, Good::Wood)
    );
    assert_eq!(
        target(&state, "use saboteurs on stone"),
        steal(2, Good::Stone)
    );
    assert_eq!(
        target(&state, "use saboteurs on wood from Cyd"),
        steal(2, Good::Wood)
    );
    assert_eq!(target(&state, "use saboteurs on 2"), steal(2, Good::Wood));
    assert_eq!(
        said(&state, seat, "use saboteurs on cyd's stone"),
        "Use Saboteurs to take 1 stone from Cyd"
    );
    unreadable(
        &state,
        seat,
        "use saboteurs on wood",
        &["could be wood (Japanese) or wood (Egyptians)"],
    );

    // One of the player's Deals; one of his Production Locations, and how it produces.
    let mut state = table();
    p(&mut state);
    build(&mut state, seat, "common:imperial-messenger");
    let deal = card("romans:builder");
    state.players[seat].deals.push(deal);
    assert_eq!(
        target(&state, "use imperial messenger"),
        Target::Deal { deal }
    );
    assert_eq!(
        said(&state, seat, "use imperial"),
        "Use Imperial Messenger on your Deal Builder"
    );
    build(&mut state, seat, "common:porters");
    let guard = build(&mut state, seat, "egyptians:pharaohs-guard");
    build(&mut state, seat, "common:quarry");
    let Target::Production { location, with } =
        target(&state, "use porters on pharaoh's guard; choose raze")
    else {
        panic!("a production")
    };
    assert_eq!((location, with.option), (guard, Some(0)));
    assert_eq!(
        said(&state, seat, "use porters on pharaoh's guard; choose raze"),
        "Use Porters on Pharaoh's Guard (Pharaoh's Guard: 1 raze token)"
    );
    unreadable(
        &state,
        seat,
        "use porters on quarry; choose raze",
        &["Quarry has no options"],
    );

    // An opponent's Location, a good of its raze field, a Deal of his.
    let mut state = table();
    p(&mut state);
    build(&mut state, seat, "fixture:garrison");
    build(&mut state, seat, "fixture:pack");
    build(&mut state, seat, "fixture:robbers");
    let mason = nth("common:mason", 1);
    state.players[1].locations.push(Location::new(mason));
    state.players[2].deals.push(card("egyptians:caravan"));
    assert_eq!(
        target(&state, "use garrison on bob's mason"),
        Target::Location {
            seat: 1,
            location: mason
        }
    );
    assert_eq!(
        said(&state, seat, "use garrison"),
        "Use Garrison (completed) on Bob's Mason"
    );
    assert_eq!(
        target(&state, "use pack on bob's mason for vp"),
        Target::RazeGood {
            seat: 1,
            location: mason,
            good: Good::Vp
        }
    );
    assert_eq!(
        said(&state, seat, "use pack on 2"),
        "Use Pack (completed) to take 1 VP from Bob's Mason"
    );
    assert_eq!(
        target(&state, "use robbers on cyd's caravan"),
        Target::EnemyDeal {
            seat: 2,
            deal: card("egyptians:caravan")
        }
    );

    // One of the player's own Locations; a card to build; a card of the hand.
    let mut state = table();
    p(&mut state);
    build(&mut state, seat, "fixture:rabble");
    let quarry = build(&mut state, seat, "common:quarry");
    build(&mut state, seat, "common:settlers");
    build(&mut state, seat, "fixture:sanctuary");
    let legion = card("romans:legion");
    state.players[seat].hand = vec![legion, card("common:village")];
    assert_eq!(
        target(&state, "use rabble on quarry"),
        Target::Own { location: quarry }
    );
    assert_eq!(
        said(&state, seat, "use rabble on 1"),
        "Use Rabble (completed) on your Quarry"
    );
    unreadable(
        &state,
        seat,
        "use rabble",
        &[
            "Say what Rabble (completed) aims at",
            "1 Quarry, 2 Settlers",
        ],
    );
    assert_eq!(
        target(&state, "use settlers"),
        Target::Build(Build::new(legion))
    );
    assert_eq!(
        said(&state, seat, "use settlers on legion"),
        "Use Settlers to build Legion"
    );
    assert_eq!(
        target(&state, "use sanctuary on village"),
        Target::Card {
            card: card("common:village")
        }
    );
    unreadable(
        &state,
        seat,
        "use sanctuary",
        &["Say what Sanctuary (completed) aims at"],
    );
}

#[test]
fn workers_buy_goods_in_pairs() {
    let mut state = table();
    state.players[0].supply.workers = 5;
    let spend = |goods: Vec<WorkerGood>| Action::SpendWorkers { goods };
    use WorkerGood::*;
    assert_eq!(action(&state, 0, "workers 2 wood"), spend(vec![Wood, Wood]));
    assert_eq!(
        action(&state, 0, "workers wood and food"),
        spend(vec![Wood, Food])
    );
    assert_eq!(action(&state, 0, "workers 4"), spend(vec![CommonCard]));
    assert_eq!(
        action(&state, 0, "workers faction card"),
        spend(vec![FactionCard])
    );
    assert_eq!(
        action(&state, 0, "Spend 4 workers: 1 wood, 1 stone"),
        spend(vec![Wood, Stone])
    );
    assert_eq!(
        said(&state, 0, "workers wood, 1 wood"),
        "Spend 4 workers: 2 wood"
    );
    assert_eq!(
        said(&state, 0, "workers stone, common"),
        "Spend 4 workers: 1 stone, 1 Common card"
    );
    unreadable(
        &state,
        0,
        "spend 4 workers: wood",
        &["4 workers buy 2 goods", "you named 1"],
    );
    unreadable(&state, 0, "workers gold", &["called \"gold\"", "1 wood"]);
    unreadable(&state, 0, "workers", &["Say what your workers buy"]);
    unreadable(
        &state,
        0,
        "workers 3 wood",
        &["You have 5 workers: they buy at most 2 goods"],
    );
    unreadable(&state, 0, "workers 4000000000 wood", &["at most 2 goods"]);
    state.players[0].deck.clear();
    unreadable(&state, 0, "workers faction card", &["No good is called"]);
}

/// Bob's turn (Japanese): Farm and Rice Fields unguarded, Quarry without a defense token,
/// 3 workers and the defense token.
fn japanese_turn() -> State {
    let mut state = table();
    build(&mut state, 1, "japanese:farm");
    build(&mut state, 1, "japanese:rice-fields");
    build(&mut state, 1, "common:quarry");
    state.players[1].supply.workers = 3;
    state.players[1].supply.defense = 1;
    state.phase = Phase::Action { seat: 1 };
    state
}

#[test]
fn the_free_parts_follow_the_action_and_ok_fills_what_is_unsaid() {
    let state = japanese_turn();
    let (farm, rice, quarry) = (
        card("japanese:farm"),
        card("japanese:rice-fields"),
        card("common:quarry"),
    );
    let t = turn(&state, 1, "pass; samurai rice, farm; defense quarry");
    assert_eq!(t.samurai, vec![rice, farm]);
    assert_eq!(t.defense, Some(quarry));
    assert_eq!(
        said(&state, 1, "pass; samurai 2, 1; defense 1"),
        "Pass (final for this round); defense token on Quarry; Samurai on Rice Fields and Farm"
    );
    // "ok" (the deadline's pass) deploys the workers: a bare pass does too, unless told not.
    assert_eq!(turn(&state, 1, "pass").samurai, vec![farm, rice]);
    assert!(turn(&state, 1, "pass; samurai none").samurai.is_empty());
    // Spending workers leaves none for ok's Samurai: they are dropped.
    let t = turn(&state, 1, "workers wood");
    assert_eq!(
        t.samurai,
        vec![farm],
        "1 worker left for 1 Samurai: ok's two do not fit"
    );
    let t = turn(&state, 1, "workers wood; faction cards 2");
    assert_eq!(t.faction_cards, 2);
    unreadable(&state, 1, "defense quarry", &["Say your action too"]);
    unreadable(
        &state,
        1,
        "pass; defense farm",
        &["called \"farm\"", "1 Quarry"],
    );
    unreadable(&state, 1, "pass; samurai quarry", &["called \"quarry\""]);
    unreadable(
        &state,
        1,
        "workers wood; pass",
        &["One action a turn: you wrote \"workers\" and \"pass\""],
    );
    unreadable(
        &state,
        1,
        "pick farm",
        &[
            "\"pick\" is not a command of your turn",
            "build, deal, raze, use, workers or pass",
        ],
    );
    unreadable(
        &state,
        1,
        "pass; pick farm",
        &["\"pick\" is not a command of your turn"],
    );
    unreadable(&state, 1, "pass now", &["\"pass\" takes nothing more"]);
    unreadable(
        &state,
        1,
        "pass; defense quarry; defense quarry",
        &["Say \"defense\" once"],
    );
    unreadable(
        &state,
        1,
        "pass; hello",
        &["\"hello\" is not a command of your turn"],
    );
    let romans = table();
    unreadable(
        &romans,
        0,
        "pass; samurai farm",
        &["Only the Japanese deploy Samurai"],
    );
    unreadable(
        &romans,
        0,
        "pass; defense quarry",
        &["You have no defense token"],
    );
}

#[test]
fn a_card_built_this_turn_may_take_the_defense_token_or_a_samurai() {
    let mut state = japanese_turn();
    let geisha = card("japanese:geisha-house");
    state.players[1].hand = vec![geisha, card("common:village")];
    state.players[1].supply.wood = 2;
    let t = turn(&state, 1, "build geisha on quarry; samurai geisha");
    assert_eq!(t.samurai, vec![geisha]);
    let t = turn(&state, 1, "build village; defense village");
    assert_eq!(t.defense, Some(card("common:village")));
}

#[test]
fn the_turn_lists_its_commands_with_their_choices() {
    let mut state = razing();
    build(&mut state, 0, "common:castle");
    state.players[0].supply.workers = 4;
    state.players[0].supply.defense = 1;
    let listed = commands(
        &state,
        0,
        &flow::prompt(&state, 0).unwrap(),
        &Lexicon::english(),
    );
    let usages: Vec<&str> = listed.iter().map(|c| c.usage.as_str()).collect();
    assert_eq!(
        usages,
        [
            "pass",
            "build <card> [on <Location or Foundation>]",
            "deal <card>",
            "raze <card, or player's Location>",
            "use <Location> [twice]",
            "workers <good>, …",
            "faction cards <n>",
            "defense <Location>",
        ]
    );
    let build = &listed[1];
    assert!(
        build
            .does
            .contains("(Ruins, Quarry, Castle); unsaid, Ruins, the one worth least"),
        "{}",
        build.does
    );
    assert_eq!(build.choices[0].name, "Legion");
    assert_eq!(build.choices[0].detail, "1 food and a Location part");
    let castle = &listed[4].choices[0];
    assert_eq!(
        (castle.name.as_str(), castle.detail.as_str()),
        ("Castle", "1 worker: gives 1 card; may be used twice")
    );
    let defense: Vec<(&str, &str)> = listed[7]
        .choices
        .iter()
        .map(|c| (c.name.as_str(), c.detail.as_str()))
        .collect();
    assert_eq!(
        defense,
        [
            ("Ruins", "cannot be razed anyway"),
            ("Quarry", "raze price 3 with it"),
            ("Castle", "raze price 3 with it"),
        ]
    );
}

#[test]
fn news_tells_blows_first_then_passes_then_the_last_action() {
    // In English.
    let news = |events: &[Event], names: &[String], viewer: Seat| {
        news(events, names, viewer).map(|said| said.to_string())
    };
    let quarry = card("common:quarry");
    let farm = card("japanese:farm");
    let names = names();
    let razed = |seat, victim, location| Event::Razed {
        seat,
        victim,
        location,
        paid: 2,
        defense: false,
        samurai: false,
        by: None,
        foundation: true,
    };
    let passed = |seat| Event::Passed {
        seat,
        why: PassWhy::Chose,
    };
    let built = |seat, card| Event::Built {
        seat,
        card,
        paid: Supply::default(),
        part: None,
        by: None,
    };
    let events = vec![
        built(1, farm),
        razed(2, 0, quarry),
        passed(1),
        razed(2, 0, farm),
    ];
    assert_eq!(
        news(&events, &names, 0).as_deref(),
        Some("Cyd razed your Quarry and your Farm")
    );
    assert_eq!(
        news(&events, &names, 1).as_deref(),
        Some("Cyd razed Ann's Farm")
    );
    assert_eq!(
        news(&[passed(1), built(2, quarry), passed(2)], &names, 0).as_deref(),
        Some("Bob and Cyd passed")
    );
    assert_eq!(
        news(&[built(1, farm), built(2, quarry)], &names, 0).as_deref(),
        Some("Cyd built Quarry")
    );
    assert_eq!(
        news(&[built(0, quarry)], &names, 0),
        None,
        "one's own action is no news"
    );
    let next_round = vec![
        passed(1),
        Event::RoundStarted { round: 3, first: 1 },
        Event::Took {
            seat: 1,
            card: farm,
        },
    ];
    assert_eq!(
        news(&next_round, &names, 0),
        None,
        "last round's passes are old"
    );
    assert_eq!(news(&[], &names, 0), None);
    assert_eq!(
        news(
            &[Event::Stole {
                seat: 2,
                victim: 0,
                resource: Good::Wood
            }],
            &names,
            0
        )
        .as_deref(),
        Some("Cyd took 1 wood from you")
    );
}

#[test]
fn decision_words_for_a_pass_and_a_use_with_discards() {
    let state = table();
    assert_eq!(
        words(
            &state,
            0,
            &Decision::Turn(Turn::new(Action::Pass)),
            &names(),
            &Lexicon::english()
        ),
        "Pass (final for this round)"
    );
    let hanseatic = card("common:hanseatic-league");
    let d = Decision::Turn(Turn::new(Action::Activate {
        location: hanseatic,
        uses: vec![Use {
            deals: vec![card("romans:builder")],
            ..Use::default()
        }],
        gold: None,
    }));
    assert_eq!(
        words(&state, 0, &d, &names(), &Lexicon::english()),
        "Use Hanseatic League, discarding the Deal Builder"
    );
}

/// What `line` reads to for `seat` when its writer reads `lang`.
fn reading_in(state: &State, seat: Seat, line: &str, lang: &str) -> Reading<Decision> {
    let prompt = flow::prompt(state, seat).expect("a prompt");
    let ok = Settlers::suggested(state, seat);
    read(
        state,
        seat,
        &prompt,
        line,
        &names(),
        ok.as_ref(),
        &Lexicon::new(lang),
    )
}

/// The uses of a Location `line` reads to, for seat 0 reading `lang`.
fn uses_read(state: &State, line: &str, lang: &str) -> Vec<Use> {
    let Reading::Decision(Decision::Turn(t)) = reading_in(state, 0, line, lang) else {
        panic!("{line}")
    };
    let Action::Activate { uses, .. } = t.action else {
        panic!("{line}: a use")
    };
    uses
}

fn unreadable_in(state: &State, seat: Seat, line: &str, lang: &str, mentions: &[&str]) -> String {
    match reading_in(state, seat, line, lang) {
        Reading::Unreadable(why) => {
            for m in mentions {
                assert!(
                    why.contains(m),
                    "{line:?} ({lang}): {why:?} does not say {m:?}"
                );
            }
            why
        }
        other => panic!("{line:?} ({lang}) should be unreadable, reads to {other:?}"),
    }
}

#[test]
fn a_reader_writes_commands_in_his_language_or_in_english() {
    let state = romans_turn();
    let (quarry, legion) = (card("common:quarry"), card("romans:legion"));
    let english = reading(&state, 0, "Build: Legion on Quarry");
    let Reading::Decision(Decision::Turn(built)) = &english else {
        panic!("{english:?}")
    };
    let Action::Build(b) = &built.action else {
        panic!("a build")
    };
    assert_eq!((b.card, b.part), (legion, Some(quarry)));
    for lang in ["es", "cs", "ja"] {
        assert_eq!(
            reading_in(&state, 0, "Build: Legion on Quarry", lang),
            english,
            "English still reads for a reader of {lang}"
        );
    }
    // Each language's own words, and the cards by the names it shows them.
    let cs = Lexicon::new("cs");
    let (legion_cs, quarry_cs) = (cs.word(&legion.word()), cs.word(&quarry.word()));
    assert_ne!(quarry_cs, "Quarry", "the Czech edition names the Quarry");
    for (lang, line) in [
        ("cs", format!("Postavit: {legion_cs} na {quarry_cs}")),
        ("cs", format!("postavím {} na 2", legion_cs.to_lowercase())),
        ("es", "construir Legion en Quarry".to_string()),
        ("ja", "建設 Legion 対象 Quarry".to_string()),
    ] {
        assert_eq!(reading_in(&state, 0, &line, lang), english, "{line}");
    }
    let listed = commands(
        &state,
        0,
        &flow::prompt(&state, 0).unwrap(),
        &Lexicon::new("cs"),
    );
    let build = listed
        .iter()
        .find(|c| c.usage.starts_with("postavit <karta>"))
        .expect("the build command, in Czech");
    assert_eq!(build.choices[0].name, legion_cs);
    assert!(build.does.contains(&quarry_cs), "{}", build.does);
    let pass = &listed[0];
    assert_eq!(pass.usage, "pasovat");
    for lang in ["es", "cs", "ja"] {
        let lex = Lexicon::new(lang);
        let each = commands(&state, 0, &flow::prompt(&state, 0).unwrap(), &lex);
        let english = commands(
            &state,
            0,
            &flow::prompt(&state, 0).unwrap(),
            &Lexicon::english(),
        );
        assert_eq!(each.len(), english.len());
        for (c, e) in each.iter().zip(&english) {
            assert_ne!(c.usage, e.usage, "{lang}");
            assert_ne!(c.does, e.does, "{lang}");
            for text in [&c.usage, &c.does] {
                assert!(!text.contains(['{', '}']), "{text}");
            }
        }
    }
}

#[test]
fn a_czech_reader_names_cards_by_their_czech_names_in_the_lookout() {
    let (state, seat) = lookout();
    let cs = Lexicon::new("cs");
    let prompt = flow::prompt(&state, seat).unwrap();
    let listed = commands(&state, seat, &prompt, &cs);
    assert_eq!(listed[0].usage, "vybrat <karta>");
    for (i, choice) in listed[0].choices.iter().enumerate() {
        assert_eq!(
            choice.name,
            cs.word(&state.row[i].word()),
            "the quick choice's name"
        );
        let picked = Decision::Pick {
            card: state.row[i],
            production: None,
        };
        let line = format!("vyber {}", choice.name.to_uppercase());
        assert_eq!(
            reading_in(&state, seat, &line, "cs"),
            Reading::Decision(picked.clone())
        );
        assert_eq!(
            reading_in(&state, seat, &format!("pick {}", state.row[i].name()), "cs"),
            Reading::Decision(picked.clone()),
            "the English name too"
        );
        let said = words(&state, seat, &picked, &names(), &cs);
        assert_eq!(said, format!("Vybrat {}", choice.name));
    }
}

#[test]
fn why_a_line_cannot_be_read_is_said_in_the_readers_language() {
    let state = romans_turn();
    unreadable_in(
        &state,
        0,
        "construir",
        "es",
        &["Escribe el nombre o el número"],
    );
    unreadable_in(
        &state,
        0,
        "pasar; hola",
        "es",
        &["«hola» no es una orden de tu turno"],
    );
    unreadable_in(
        &state,
        0,
        "pasar; construir legion",
        "es",
        &["Una sola acción por turno"],
    );
    unreadable_in(
        &state,
        0,
        "postavit Nic takového",
        "cs",
        &[
            "Nic se nejmenuje „Nic takového“",
            "karta, kterou můžete postavit",
        ],
    );
    unreadable_in(
        &state,
        0,
        "pasovat zítra",
        "cs",
        &["„pasovat“ už nic dalšího nepřijímá"],
    );
    unreadable_in(
        &state,
        0,
        "パス; パス",
        "ja",
        &["アクションは1手番に1つです"],
    );
    unreadable_in(
        &state,
        0,
        "建設 Castle",
        "ja",
        &["今はCastleを建設できません"],
    );
    let (lookout, seat) = lookout();
    unreadable_in(
        &lookout,
        seat,
        "elegir 4",
        "es",
        &["No hay ningún número 4"],
    );
    unreadable_in(&lookout, seat, "選ぶ 1、2", "ja", &["カードは1枚だけ"]);
    unreadable_in(
        &lookout,
        seat,
        "vybrat 1; frakce 1",
        "cs",
        &["není příkaz tohoto kroku"],
    );
}

#[test]
fn decision_words_speak_the_readers_language() {
    let state = romans_turn();
    let d = decided(&state, 0, "build legion");
    let said = |lang| words(&state, 0, &d, &names(), &Lexicon::new(lang));
    assert_eq!(
        said("en"),
        "Build Legion (discarding Ruins as its Location part)"
    );
    assert!(said("es").starts_with("Construir Legion"), "{}", said("es"));
    assert!(said("cs").starts_with("Postavit "), "{}", said("cs"));
    assert!(said("ja").contains("を建設"), "{}", said("ja"));
    let pass = decided(&state, 0, "pass");
    assert_eq!(
        words(&state, 0, &pass, &names(), &Lexicon::new("es")),
        "Pasar (definitivo en esta ronda)"
    );
}

#[test]
fn an_opponents_location_is_named_in_the_readers_words() {
    let state = razing();
    let bobs = card("common:quarry");
    let cyds = nth("common:quarry", 1);
    let on = |seat, location| {
        Reading::Decision(Decision::Turn(Turn::new(Action::Raze { seat, location })))
    };
    let cs = Lexicon::new("cs");
    let quarry_cs = cs.word(&bobs.word());
    let egyptians_cs = cs.word(&state.players[2].faction.word());
    for (lang, line, seat, location) in [
        ("es", "arrasar Quarry de Bob".to_string(), 1, bobs),
        ("es", "arrasar Bob's Quarry".to_string(), 1, bobs),
        ("cs", format!("zbořit {quarry_cs} hráče Cyd"), 2, cyds),
        (
            "cs",
            format!("zbořit {quarry_cs} ({egyptians_cs})"),
            2,
            cyds,
        ),
        ("cs", "zbořit Quarry of Bob".to_string(), 1, bobs),
        ("ja", "略奪 BobのQuarry".to_string(), 1, bobs),
    ] {
        let read = reading_in(&state, 0, &line, lang);
        let Reading::Decision(Decision::Turn(t)) = &read else {
            panic!("{line}: {read:?}")
        };
        assert_eq!(
            Reading::Decision(Decision::Turn(Turn::new(t.action.clone()))),
            on(seat, location),
            "{line}"
        );
    }
    let listed = commands(&state, 0, &flow::prompt(&state, 0).unwrap(), &cs);
    let raze = listed
        .iter()
        .find(|c| c.usage.starts_with("zbořit"))
        .unwrap();
    let shown: Vec<&str> = raze.choices.iter().map(|c| c.name.as_str()).collect();
    assert!(
        shown.contains(&format!("{quarry_cs} ({egyptians_cs})").as_str()),
        "{shown:?}"
    );
    let d = Decision::Turn(Turn::new(Action::Raze {
        seat: 1,
        location: bobs,
    }));
    assert_eq!(
        words(&state, 0, &d, &names(), &cs),
        format!("Zbořit {quarry_cs} hráče Bob (3 žetony zboření)")
    );
}
