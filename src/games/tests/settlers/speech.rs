//! Imperial Settlers in every language: whole bot games read in Spanish, Czech and Japanese with
//! every message found and every argument given, every refusal too, and the cards by their
//! published names.

use super::properties::garbage;
use super::support::{act, built, give, refusal_reads_everywhere, supply, table};
use missive_games::bots::{Bot, BotKind};
use missive_games::settlers::cards::{CardId, Faction, Good, catalog, names};
use missive_games::settlers::decision::{Choice, ProductionPlan, WorkerGood};
use missive_games::settlers::event::{Part, PassWhy, Source};
use missive_games::settlers::goods::GoldUse;
use missive_games::settlers::goods::{Haul, Supply};
use missive_games::settlers::look_group::LookGroup;
use missive_games::settlers::{
    Action, Build, Decision, Event, Options, Phase, Prompt, Settlers, State, Target, Turn, Use,
    With, describe,
};
use missive_games::speech::{LANGUAGES, catalogue};
use missive_games::{Game, Phrase, Playable, RuleError, Word, autoplay};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;

const R: Faction = Faction::Romans;
const J: Faction = Faction::Japanese;
const E: Faction = Faction::Egyptians;

/// What a whole game says: (where it was said, the phrase).
fn a_whole_game(
    seed: u64,
    seats: usize,
    alternate_lookout: bool,
    kind: BotKind,
) -> Vec<(String, Phrase)> {
    let names: Vec<String> = ["Ana", "Ben", "Cleo", "Dan"][..seats]
        .iter()
        .map(|n| n.to_string())
        .collect();
    let options = Options {
        factions: None,
        alternate_lookout,
    };
    let mut bots: Vec<Box<dyn Bot<Settlers>>> = (0..seats)
        .map(|s| kind.build(seed * 10 + s as u64))
        .collect();
    let mut said: Vec<(String, Phrase)> = Vec::new();
    let mut public = Vec::new();
    let end = autoplay::with_bots::<Settlers>(seed, &options, &mut bots, |state, decisions| {
        if Settlers::step(state) == 0 {
            for line in describe::opening(state, &names) {
                said.push(("opening".into(), line));
            }
            for seat in 0..seats {
                said.push(("seat label".into(), Settlers::seat_label(state, seat)));
            }
        }
        for (seat, prompt) in Settlers::prompts(state) {
            said.push((format!("due of {seat}"), Settlers::due(&prompt, state)));
            said.push((
                format!("subject of {seat}"),
                Settlers::subject(&prompt, state),
            ));
        }
        let mut next = state.clone();
        let events = Settlers::resolve(&mut next, decisions).expect("bots decide legally");
        for viewer in std::iter::once(None).chain((0..seats).map(Some)) {
            let known: Vec<_> = events
                .iter()
                .filter(|e| {
                    let audience = Settlers::audience(e);
                    audience.is_none() || audience == viewer
                })
                .cloned()
                .collect();
            for line in Settlers::tell(&known, &names, viewer) {
                said.push((format!("history for {viewer:?}"), line));
            }
        }
        public.extend(
            events
                .iter()
                .filter(|e| Settlers::audience(e).is_none())
                .cloned(),
        );
        for seat in 0..seats {
            if let Some(news) = Settlers::news(&public, &names, seat) {
                said.push((format!("news for {seat}"), news));
            }
        }
        // The news of the last few steps, as between two of a player's decisions.
        if public.len() > 30 {
            public.drain(..public.len() - 30);
        }
    });
    let outcome = Settlers::outcome(&end).expect("the game is over");
    said.push(("outcome".into(), describe::outcome(&outcome, &names)));
    said
}

/// Every message id in `phrase`, its words' too.
fn ids(phrase: &Phrase, out: &mut Vec<String>) {
    fn word(w: &Word, out: &mut Vec<String>) {
        match w {
            Word::Phrase(p) => ids(p, out),
            Word::List(items) => items.iter().for_each(|w| word(w, out)),
            _ => {}
        }
    }
    out.push(phrase.id.clone());
    for (_, w) in &phrase.args {
        word(w, out);
    }
}

#[test]
fn whole_games_read_in_every_language_with_nothing_left_unresolved() {
    let mut told = std::collections::BTreeSet::new();
    let tables = [
        (1, 2, false, BotKind::Random),
        (2, 3, true, BotKind::Random),
        (3, 4, false, BotKind::Random),
        (4, 4, true, BotKind::Heuristic),
        (5, 3, false, BotKind::Heuristic),
    ];
    for (seed, seats, alternate, kind) in tables {
        for (place, phrase) in a_whole_game(seed, seats, alternate, kind) {
            let mut used = Vec::new();
            ids(&phrase, &mut used);
            assert!(
                used.iter().all(|id| id.starts_with("settlers-")),
                "{place}: {phrase:?} is not all of the game's messages"
            );
            told.extend(used);
            let english = phrase.to_string();
            for lang in ["en", "es", "cs", "ja"] {
                let text = phrase.read(lang);
                assert!(
                    !text.contains(['{', '}']) && !text.contains("settlers-"),
                    "{place} in {lang}: {text}"
                );
                assert!(!text.trim().is_empty(), "{place} in {lang}: {phrase:?}");
                if lang != "en" {
                    assert_ne!(text, english, "{place} in {lang} reads as in English");
                }
            }
        }
    }
    // The games reach most of what the history can say.
    assert!(told.len() > 100, "only {} messages told", told.len());
}

#[test]
fn settlers_gives_no_words_verbatim() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("settlers");
    fn walk(dir: &std::path::Path) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                assert!(!text.contains("verbatim"), "{}", path.display());
            }
        }
    }
    walk(&dir);
}

#[test]
fn a_built_card_reads_by_its_published_name() {
    let mut state = table(&[R, J]);
    let ruins = built(&mut state, 0, "common:ruins");
    let mason = give(&mut state, 0, "romans:stonemason");
    state.players[0].supply = supply(1, 1, 0, 0, 0);
    let mut b = Build::new(mason);
    b.part = Some(ruins);
    let events = act(&mut state, 0, Action::Build(b)).unwrap();
    let names: Vec<String> = ["Ana", "Ben"].map(String::from).to_vec();
    let line = &describe::lines(&events, &names, None)[0];
    assert_eq!(
        line.to_string(),
        "Ana builds Stonemason (1 wood, 1 stone; discards Ruins): produces 2 stone."
    );
    assert_eq!(names_of("romans:stonemason", "cs"), "Kameník");
    assert_eq!(
        line.read("cs"),
        "Ana staví lokaci Kameník (1 dřevo, 1 kámen; odhazuje lokaci Ruiny): produkuje 2 kameny."
    );
    assert_eq!(
        line.read("es"),
        "Ana construye Stonemason (1 madera, 1 piedra; descarta Ruins): produce 2 piedras."
    );
    assert_eq!(
        line.read("ja"),
        "AnaがStonemasonを建設（木材1個、石材1個／Ruinsを捨てる）：生産 石材2個。"
    );
    // The news of it, for the other player.
    let news = Settlers::news(&events, &names, 1).unwrap();
    assert_eq!(news.to_string(), "Ana built Stonemason");
    assert_eq!(news.read("cs"), "Ana staví lokaci Kameník");
}

fn names_of(id: &str, lang: &str) -> &'static str {
    names().shown(id, lang).unwrap().name
}

#[test]
fn an_unverified_card_keeps_its_mark_and_a_faction_its_published_name() {
    let mut state = table(&[R, J]);
    let gardens = give(&mut state, 0, "romans:gardens");
    let names: Vec<String> = ["Ana", "Ben"].map(String::from).to_vec();
    let revealed = describe::event(
        &Event::Revealed {
            cards: vec![gardens],
        },
        &names,
    )
    .unwrap();
    assert_eq!(
        revealed.to_string(),
        "Revealed: Gardens (ability not verified)."
    );
    assert_eq!(
        revealed.read("cs"),
        "Odkryto: Zahrady (schopnost neověřena)."
    );
    assert_eq!(
        revealed.read("es"),
        "Se revelan: Gardens (habilidad sin verificar)."
    );
    assert_eq!(revealed.read("ja"), "公開：Gardens（効果未確認）。");
    let label = Settlers::seat_label(&state, 0);
    assert_eq!(label.to_string(), "Romans");
    assert_eq!(label.read("cs"), "Římané");
    assert_eq!(label.read("es"), "Romanos");
    assert_eq!(label.read("ja"), "ローマ人");
    let opening = describe::opening(&state, &names);
    assert_eq!(
        opening[0].to_string(),
        "Seats: Ana – Romans, Ben – Japanese. First player: Ana."
    );
    assert_eq!(
        opening[0].read("cs"),
        "Místa: Ana – Římané, Ben – Japonci. Začínající hráč: Ana."
    );
    // The quick choices of a Lookout name their cards as published.
    let quarry = super::support::take(&mut state, "common:quarry");
    let prompt = Prompt::AlternateSecond {
        cards: vec![quarry, gardens],
        production: None,
    };
    let choices: Vec<String> = Settlers::quick_choices(&prompt)
        .iter()
        .map(|(word, _)| catalogue().word("cs", word))
        .collect();
    assert_eq!(choices, ["Lom", "Zahrady"]);
}

#[test]
fn counts_choose_their_plural_in_each_language() {
    let names: Vec<String> = ["Ana", "Ben"].map(String::from).to_vec();
    let reshuffled = |cards| describe::event(&Event::CommonReshuffled { cards }, &names).unwrap();
    assert_eq!(
        reshuffled(1).read("es"),
        "La pila de descartes común se baraja y forma un nuevo mazo de 1 carta."
    );
    assert_eq!(
        reshuffled(3).read("cs"),
        "Odhozené společné karty se zamíchají do nového balíčku s 3 kartami."
    );
    let gained = |workers| {
        describe::event(
            &Event::Gained {
                seat: 1,
                from: Source::Workers,
                haul: Haul {
                    supply: supply(0, 0, 0, 0, workers),
                    ..Default::default()
                },
            },
            &names,
        )
        .unwrap()
    };
    assert_eq!(gained(1).to_string(), "Ben gains 1 worker.");
    assert_eq!(gained(1).read("cs"), "Ben získává 1 dělníka.");
    assert_eq!(gained(3).read("cs"), "Ben získává 3 dělníky.");
    assert_eq!(gained(5).read("cs"), "Ben získává 5 dělníků.");
    assert_eq!(gained(2).read("es"), "Ben gana 2 trabajadores.");
    assert_eq!(gained(2).read("ja"), "Benが労働者2人を獲得。");
}

/// One of each event, in each of its forms, for what bot games seldom reach.
fn every_event() -> Vec<Event> {
    let card = |id: &str| catalog().copies_of(id)[0];
    let (quarry, farm, gardens) = (
        card("common:quarry"),
        card("japanese:farm"),
        card("romans:gardens"),
    );
    let haul = Haul {
        supply: supply(1, 2, 1, 1, 3),
        vp: 2,
        common_cards: 1,
        faction_cards: 2,
        samurai: 1,
        looked: 2,
    };
    let razed = |defense, samurai, by, foundation| Event::Razed {
        seat: 0,
        victim: 1,
        location: farm,
        paid: 2 + defense as u8 + samurai as u8,
        defense,
        samurai,
        by,
        foundation,
    };
    let activated = |uses, paid: Supply, cards: Vec<_>| Event::Activated {
        seat: 1,
        location: quarry,
        uses,
        paid,
        deals: cards.clone(),
        cards,
    };
    let mut events = vec![
        Event::RoundStarted { round: 3, first: 1 },
        Event::FactionCardsTaken { empty: vec![0, 1] },
        Event::Drew {
            seat: 0,
            cards: vec![quarry, gardens],
        },
        Event::CommonReshuffled { cards: 5 },
        Event::Revealed {
            cards: vec![quarry, farm, gardens],
        },
        Event::Took {
            seat: 1,
            card: gardens,
        },
        Event::LeftoverDiscarded { card: quarry },
        Event::AlternatePassed { passed: vec![2, 1] },
        Event::AlternatePassed { passed: vec![2, 2] },
        Event::Gave {
            seat: 0,
            to: 1,
            cards: vec![quarry],
        },
        Event::Received {
            seat: 0,
            from: 1,
            cards: vec![farm, gardens],
        },
        Event::AlternateDiscarded {
            cards: vec![(0, quarry), (1, farm)],
        },
        Event::Produced {
            seat: 0,
            haul: haul.clone(),
        },
        Event::Produced {
            seat: 1,
            haul: Haul::default(),
        },
        Event::Looked {
            seat: 0,
            cards: vec![gardens, farm],
        },
        Event::Kept {
            seat: 0,
            kept: 1,
            looked: 2,
            discarded: vec![farm],
        },
        Event::Built {
            seat: 0,
            card: gardens,
            paid: supply(1, 1, 0, 0, 0),
            part: Some(Part::Location(quarry)),
            by: None,
        },
        Event::Built {
            seat: 0,
            card: quarry,
            paid: Supply::default(),
            part: Some(Part::Foundation(farm)),
            by: Some(gardens),
        },
        Event::DealMade {
            seat: 1,
            card: farm,
            paid: supply(0, 0, 1, 0, 0),
        },
        Event::RazedCard {
            seat: 0,
            card: farm,
        },
        razed(false, false, None, true),
        razed(true, false, None, false),
        razed(false, true, None, true),
        razed(true, true, None, false),
        razed(true, true, Some(gardens), true),
        activated(1, Supply::default(), Vec::new()),
        activated(2, Supply::default(), Vec::new()),
        activated(1, supply(0, 0, 0, 1, 1), vec![farm]),
        activated(2, supply(0, 0, 0, 2, 0), vec![farm, gardens]),
        Event::SpentWorkers {
            seat: 1,
            goods: vec![
                WorkerGood::Wood,
                WorkerGood::CommonCard,
                WorkerGood::FactionCard,
            ],
        },
        Event::Stole {
            seat: 1,
            victim: 0,
            resource: Good::Stone,
        },
        Event::LocationDiscarded {
            seat: 1,
            victim: 0,
            location: quarry,
        },
        Event::DealDiscarded {
            seat: 1,
            victim: 0,
            deal: farm,
        },
        Event::DealTaken {
            seat: 1,
            victim: 0,
            deal: farm,
            to_hand: true,
        },
        Event::DealTaken {
            seat: 1,
            victim: 0,
            deal: farm,
            to_hand: false,
        },
        Event::FoundationLaid { seat: 0 },
        Event::DefensePlaced {
            seat: 0,
            location: quarry,
        },
        Event::SamuraiDeployed {
            seat: 1,
            locations: vec![farm, quarry],
        },
        Event::Passed {
            seat: 0,
            why: PassWhy::Chose,
        },
        Event::Passed {
            seat: 1,
            why: PassWhy::NothingToDo,
        },
        Event::Passed {
            seat: 2,
            why: PassWhy::Deadline,
        },
        Event::Cleanup {
            kept: vec![Supply::default(), Supply::default()],
            first: 1,
        },
        Event::Cleanup {
            kept: vec![supply(1, 0, 0, 1, 2), Supply::default()],
            first: 0,
        },
    ];
    for from in [
        Source::Bonus(quarry),
        Source::Production(quarry),
        Source::Deal(farm),
        Source::RazeField(farm),
        Source::Feature(gardens),
        Source::Action(quarry),
        Source::Workers,
    ] {
        for haul in [haul.clone(), Haul::default()] {
            events.push(Event::Gained {
                seat: 1,
                from,
                haul,
            });
        }
    }
    events
}

/// `phrase` reads in every language, with nothing unresolved, and not as in English.
fn reads_everywhere(place: &str, phrase: &Phrase) {
    let english = phrase.to_string();
    for &lang in LANGUAGES {
        let text = phrase.read(lang);
        assert!(
            !text.contains(['{', '}']) && !text.contains("settlers-") && !text.trim().is_empty(),
            "{place} in {lang}: {text}"
        );
        if lang != "en" {
            assert_ne!(text, english, "{place} in {lang} reads as in English");
        }
    }
}

#[test]
fn every_event_alone_and_after_an_action_reads_in_every_language() {
    // Seat 2 has no name: "a player".
    let names: Vec<String> = ["Ana", "Ben"].map(String::from).to_vec();
    let events = every_event();
    for e in &events {
        if let Some(line) = describe::event(e, &names) {
            reads_everywhere(&format!("{e:?}"), &line);
        }
    }
    // The gains after an action, the actor's and another player's, on the action's line.
    for (i, e) in events.iter().enumerate() {
        if matches!(e, Event::Gained { .. }) {
            continue;
        }
        let mut step = vec![e.clone()];
        step.extend(
            events
                .iter()
                .filter(|g| matches!(g, Event::Gained { .. }))
                .cloned()
                .map(|g| match g {
                    Event::Gained { from, haul, .. } => Event::Gained {
                        seat: i % 2,
                        from,
                        haul,
                    },
                    other => other,
                }),
        );
        for viewer in [None, Some(0), Some(1)] {
            for line in describe::lines(&step, &names, viewer) {
                reads_everywhere(&format!("{e:?} and gains"), &line);
            }
        }
        for viewer in 0..2 {
            if let Some(news) = Settlers::news(&step, &names, viewer) {
                reads_everywhere(&format!("news of {e:?}"), &news);
            }
        }
    }
    // The news of several deeds: each opponent's against the viewer, and several passes.
    for viewer in 0..3 {
        if let Some(news) = Settlers::news(&events, &names, viewer) {
            reads_everywhere("news of everything", &news);
        }
    }
}

#[test]
fn every_prompt_and_heading_reads_in_every_language() {
    let mut state = table(&[R, J]);
    let quarry = super::support::take(&mut state, "common:quarry");
    let gardens = super::support::take(&mut state, "romans:gardens");
    let mut said = vec![("heading", Settlers::heading(&state).chapter)];
    let phases = [
        Phase::Lookout { draft: 2, pick: 1 },
        Phase::AlternateKeep,
        Phase::AlternateSecond,
        Phase::ProductionChoices,
        Phase::ProductionKeep,
        Phase::Action { seat: 1 },
        Phase::Over,
    ];
    for phase in phases {
        state.phase = phase;
        said.push(("heading", Settlers::heading(&state).step_label().clone()));
    }
    // What each prompt asks, in and out of the Action phase.
    let prompts = [
        Prompt::AlternateKeep {
            cards: vec![quarry, gardens],
            pass_to: 1,
        },
        Prompt::AlternateSecond {
            cards: vec![quarry, gardens],
            production: None,
        },
        Prompt::Keep {
            looks: vec![
                LookGroup {
                    cards: vec![quarry, gardens],
                    keep: 1,
                },
                LookGroup {
                    cards: vec![gardens],
                    keep: 1,
                },
            ],
        },
    ];
    for phase in [Phase::ProductionKeep, Phase::Action { seat: 0 }] {
        state.phase = phase;
        for prompt in &prompts {
            said.push(("due", Settlers::due(prompt, &state)));
            said.push(("subject", Settlers::subject(prompt, &state)));
        }
    }
    let mut table = table(&[R, J]);
    while let Some((_, prompt)) = Settlers::prompts(&table).into_iter().next() {
        said.push(("due", Settlers::due(&prompt, &table)));
        said.push(("subject", Settlers::subject(&prompt, &table)));
        let seat = Settlers::prompts(&table)[0].0;
        let decision = Settlers::fallback(&table, seat).unwrap();
        Settlers::resolve(&mut table, &[(seat, decision)]).unwrap();
        if table.round > 3 {
            break;
        }
    }
    for (place, phrase) in &said {
        reads_everywhere(place, phrase);
    }
}

/// A decision of random parts, mostly illegal, made of the cards on the table: hands, Empires,
/// Deals, the Lookout row, the cards looked at.
fn of_the_table(state: &State, rng: &mut ChaCha8Rng) -> Decision {
    let mut cards: Vec<CardId> = state.row.clone();
    for p in &state.players {
        cards.extend(&p.hand);
        cards.extend(p.locations.iter().map(|l| l.card));
        cards.extend(&p.deals);
        cards.extend(&p.foundations);
        cards.extend(&p.draft);
        cards.extend(p.looks.iter().flat_map(|g| g.cards.iter().copied()));
    }
    if cards.is_empty() {
        cards.push(CardId(0));
    }
    let card = |rng: &mut ChaCha8Rng| *cards.choose(rng).unwrap();
    let some = |rng: &mut ChaCha8Rng| -> Vec<CardId> {
        (0..rng.random_range(0..3)).map(|_| card(rng)).collect()
    };
    let small = |rng: &mut ChaCha8Rng| rng.random_range(0..4u8);
    let seat = |rng: &mut ChaCha8Rng| rng.random_range(0..=state.seats());
    let good = |rng: &mut ChaCha8Rng| {
        *[
            Good::Wood,
            Good::Stone,
            Good::Food,
            Good::Gold,
            Good::Worker,
            Good::Card,
            Good::Vp,
        ]
        .choose(rng)
        .unwrap()
    };
    let with = |rng: &mut ChaCha8Rng| With {
        option: rng.random_bool(0.3).then(|| small(rng)),
        copy: rng.random_bool(0.3).then(|| card(rng)),
        copy_option: rng.random_bool(0.2).then(|| small(rng)),
    };
    let gold = |rng: &mut ChaCha8Rng| {
        rng.random_bool(0.3).then(|| GoldUse {
            wood: small(rng),
            stone: small(rng),
            food: small(rng),
        })
    };
    let build = |rng: &mut ChaCha8Rng| Build {
        card: card(rng),
        part: rng.random_bool(0.5).then(|| card(rng)),
        gold: gold(rng),
        with: if rng.random_bool(0.3) {
            with(rng)
        } else {
            With::default()
        },
        samurai: if rng.random_bool(0.2) {
            some(rng)
        } else {
            Vec::new()
        },
    };
    let plan = |rng: &mut ChaCha8Rng| ProductionPlan {
        faction_cards: small(rng),
        choices: (0..rng.random_range(0..3))
            .map(|_| Choice {
                location: card(rng),
                with: with(rng),
            })
            .collect(),
    };
    match rng.random_range(0..8) {
        0 => Decision::Pick {
            card: card(rng),
            production: rng.random_bool(0.5).then(|| plan(rng)),
        },
        1 => Decision::Production { plan: plan(rng) },
        2 => Decision::Keep { cards: some(rng) },
        _ => {
            let action = match rng.random_range(0..7) {
                0 => Action::Build(build(rng)),
                1 => Action::Deal {
                    card: card(rng),
                    gold: gold(rng),
                },
                2 => Action::RazeCard { card: card(rng) },
                3 => Action::Raze {
                    seat: seat(rng),
                    location: card(rng),
                },
                4 | 5 => Action::Activate {
                    location: card(rng),
                    uses: (0..rng.random_range(0..4))
                        .map(|_| Use {
                            cards: some(rng),
                            deals: some(rng),
                            target: match rng.random_range(0..10) {
                                0 => None,
                                1 => Some(Target::Deal { deal: card(rng) }),
                                2 => Some(Target::Production {
                                    location: card(rng),
                                    with: with(rng),
                                }),
                                3 => Some(Target::Steal {
                                    seat: seat(rng),
                                    resource: good(rng),
                                }),
                                4 => Some(Target::Location {
                                    seat: seat(rng),
                                    location: card(rng),
                                }),
                                5 => Some(Target::RazeGood {
                                    seat: seat(rng),
                                    location: card(rng),
                                    good: good(rng),
                                }),
                                6 => Some(Target::Own {
                                    location: card(rng),
                                }),
                                7 => Some(Target::EnemyDeal {
                                    seat: seat(rng),
                                    deal: card(rng),
                                }),
                                8 => Some(Target::Build(build(rng))),
                                _ => Some(Target::Card { card: card(rng) }),
                            },
                        })
                        .collect(),
                    gold: gold(rng),
                },
                _ => Action::SpendWorkers {
                    goods: (0..rng.random_range(0..4))
                        .map(|_| *WorkerGood::ALL.choose(rng).unwrap())
                        .collect(),
                },
            };
            let mut turn = Turn::new(action);
            turn.faction_cards = small(rng);
            if rng.random_bool(0.2) {
                turn.defense = Some(card(rng));
            }
            if rng.random_bool(0.2) {
                turn.samurai = some(rng);
            }
            Decision::Turn(turn)
        }
    }
}

/// Refusals of random decisions, mostly illegal, from any seat at every step of bot games; of
/// one player's wrong decision among several; of submissions no form makes (a seat left out, or
/// twice). Each reads in every language (the refusal tests read theirs too, `support::refused`).
#[test]
fn refusals_of_random_decisions_read_in_every_language() {
    let mut told = BTreeSet::new();
    let mut refusals: Vec<(String, RuleError)> = Vec::new();
    for (seed, seats, alternate_lookout) in
        [(1, 2, false), (2, 3, true), (3, 4, false), (4, 4, true)]
    {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let options = Options {
            factions: None,
            alternate_lookout,
        };
        let mut bots: Vec<Box<dyn Bot<Settlers>>> = (0..seats)
            .map(|s| BotKind::Random.build(seed * 10 + s as u64))
            .collect();
        autoplay::with_bots::<Settlers>(seed, &options, &mut bots, |state, decisions| {
            for i in 0..60 {
                let (seat, decision) = if i % 4 == 0 {
                    (rng.random_range(0..=state.seats()), garbage(&mut rng))
                } else {
                    (decisions[0].0, of_the_table(state, &mut rng))
                };
                if let Err(e) = Settlers::check(state, seat, &decision) {
                    refusals.push((format!("{decision:?}"), e));
                }
            }
            let mut wrong = decisions.to_vec();
            let last = wrong.len() - 1;
            wrong[last].1 = garbage(&mut rng);
            let mut twice = decisions.to_vec();
            twice.push(decisions[0].clone());
            for submissions in [wrong, twice, decisions[1..].to_vec()] {
                if let Err(e) = Settlers::resolve(&mut state.clone(), &submissions) {
                    refusals.push((format!("{submissions:?}"), e));
                }
            }
        });
    }
    for (place, refusal) in &refusals {
        refusal_reads_everywhere(place, refusal);
        let mut used = Vec::new();
        ids(refusal.reason(), &mut used);
        told.extend(
            used.into_iter()
                .filter(|id| id.starts_with("settlers-refused-")),
        );
    }
    // Random decisions reach many of the refusals; the refusal tests reach the others.
    assert!(
        told.len() > 50,
        "only {} refusals told: {told:?}",
        told.len()
    );
}

#[test]
fn a_refusal_names_cards_and_factions_as_published() {
    let mut state = table(&[R, J]);
    let quarry = give(&mut state, 0, "common:quarry");
    state.players[0].supply = supply(1, 0, 0, 0, 0);
    let turn = |action| Decision::Turn(Turn::new(action));
    let refusal = Settlers::check(&state, 0, &turn(Action::Build(Build::new(quarry)))).unwrap_err();
    assert_eq!(
        refusal.to_string(),
        "Quarry costs 1 wood and 1 stone; you have 1 wood"
    );
    assert_eq!(
        refusal.reason().read("cs"),
        "lokace Lom stojí 1 dřevo a 1 kámen; máte 1 dřevo"
    );
    // No Spanish or Japanese name is published: the English one stands in.
    assert_eq!(
        refusal.reason().read("es"),
        "Quarry cuesta 1 madera y 1 piedra; tienes 1 madera"
    );
    assert_eq!(
        refusal.reason().read("ja"),
        "Quarryのコストは木材1個、石材1個ですが、持っているのは木材1個です"
    );
    // A faction, by its published name.
    let refusal = Settlers::check(&state, 1, &turn(Action::Pass)).unwrap_err();
    assert_eq!(
        refusal.to_string(),
        "it is not your turn: the Romans are playing"
    );
    assert_eq!(refusal.reason().read("cs"), "nejste na tahu: hrají Římané");
    assert_eq!(
        refusal.reason().read("es"),
        "no es tu turno: juegan los Romanos"
    );
    assert_eq!(
        refusal.reason().read("ja"),
        "あなたの手番ではありません：いまはローマ人の手番です"
    );
    // English makes an adjective of a faction's name; Czech names the faction.
    let mut state = table(&[E, J, R]);
    let builder = built(&mut state, 2, "romans:builder");
    let raze = Action::Raze {
        seat: 2,
        location: builder,
    };
    let refusal = Settlers::check(&state, 0, &turn(raze)).unwrap_err();
    assert_eq!(
        refusal.to_string(),
        "Builder is a Roman Location: only Common and Japanese Locations can be razed"
    );
    assert_eq!(
        refusal.reason().read("cs"),
        "Stavitel je lokace frakce Římané: zbořit lze jen společné a japonské lokace"
    );
    // Counts choose their plural: Czech counts the workers in the accusative.
    let mut state = table(&[R, J]);
    state.players[0].supply.workers = 3;
    let spend = |pairs| {
        let goods = vec![WorkerGood::Wood; pairs];
        let decision = turn(Action::SpendWorkers { goods });
        Settlers::check(&state, 0, &decision).unwrap_err()
    };
    assert_eq!(
        spend(2).reason().read("cs"),
        "utratit 2 dvojice dělníků stojí 4 dělníky; máte 3"
    );
    assert_eq!(
        spend(5).reason().read("cs"),
        "utratit 5 dvojic dělníků stojí 10 dělníků; máte 3"
    );
    assert_eq!(
        spend(2).reason().read("es"),
        "gastar 2 parejas de trabajadores cuesta 4 trabajadores; tienes 3"
    );
}
