//! Each rule on hand-built tables, including the rulebook's own examples.

use missive_games::wonderful::cards::{CardId, Character, Resource, Side, Space, catalog};
use missive_games::wonderful::scoring::{Score, score};
use missive_games::wonderful::state::{Phase, Site};
use missive_games::wonderful::{
    Actions, Decision, Event, Options, Placement, Prompt, Recycle, State, TokenPlacement, Wonderful,
};
use missive_games::{Game, Seat};

/// A table at the start of round 1's Planning with nothing drafted, every card in the deck.
fn table(empires: &[&str], side: Side) -> State {
    let c = catalog();
    let options = Options {
        side,
        empires: Some(empires.iter().map(|e| c.empire_by_id(e).unwrap()).collect()),
    };
    let mut s = Wonderful::setup(7, empires.len(), &options).unwrap();
    for p in &mut s.players {
        s.deck.append(&mut p.hand);
    }
    if let Some(solo) = &mut s.solo {
        s.deck.extend(solo.stacks.drain(..).flatten());
    }
    s.phase = Phase::Planning;
    s
}

/// Takes a card of that design out of the deck.
fn take(s: &mut State, id: &str) -> CardId {
    let at = s
        .deck
        .iter()
        .position(|c| c.design().id == id)
        .unwrap_or_else(|| panic!("no {id} left in the deck"));
    s.deck.remove(at)
}

fn build(s: &mut State, seat: Seat, id: &str) -> CardId {
    let card = take(s, id);
    s.players[seat].built.push(card);
    card
}

fn slate(s: &mut State, seat: Seat, id: &str) -> CardId {
    let card = take(s, id);
    s.players[seat].construction.push(Site::new(card));
    card
}

fn nothing_to_plan() -> Decision {
    Decision::Plan {
        slate: vec![],
        recycle: vec![],
        actions: Actions::default(),
    }
}

fn produce(onto: Vec<CardId>) -> Decision {
    Decision::Produce {
        onto,
        token: None,
        actions: Actions::default(),
    }
}

/// Resolves the open step with the same decision for every seat.
fn everyone(s: &mut State, d: Decision) -> Vec<Event> {
    let subs: Vec<(Seat, Decision)> = (0..s.seats()).map(|seat| (seat, d.clone())).collect();
    Wonderful::resolve(s, &subs).unwrap()
}

/// Resolves the open step: `seat` decides `d`, the others send everything to the Empire.
fn only(s: &mut State, seat: Seat, d: Decision) -> Result<Vec<Event>, String> {
    let subs: Vec<(Seat, Decision)> = (0..s.seats())
        .map(|other| {
            let mine = if other == seat {
                d.clone()
            } else {
                match &s.phase {
                    Phase::Planning => nothing_to_plan(),
                    _ => produce(vec![]),
                }
            };
            (other, mine)
        })
        .collect();
    Wonderful::resolve(s, &subs).map_err(|e| e.to_string())
}

fn production_phase(s: &State) -> (Resource, Vec<u16>, Option<Seat>) {
    match &s.phase {
        Phase::Production {
            resource,
            produced,
            supremacy,
        } => (*resource, produced.clone(), *supremacy),
        other => panic!("not a production step: {other:?}"),
    }
}

#[test]
fn benjamin_produces_5_materials() {
    // Noram States (side A) produces 3 Materials; a constructed Recycling Plant 2 more.
    let mut s = table(
        &["noram_states", "republic_of_europe", "aztec_empire"],
        Side::A,
    );
    build(&mut s, 0, "recycling_plant");
    everyone(&mut s, nothing_to_plan());
    let (resource, produced, supremacy) = production_phase(&s);
    assert_eq!(resource, Resource::Materials);
    assert_eq!(produced, vec![5, 2, 0]);
    assert_eq!(supremacy, Some(0));
    assert_eq!(
        s.players[0].tokens(Character::Financier),
        1,
        "Materials supremacy"
    );
}

#[test]
fn per_type_production_counts_each_constructed_card_of_the_type() {
    let mut s = table(&["aztec_empire", "republic_of_europe"], Side::A);
    build(&mut s, 0, "robot_assistants"); // 1 Materials per Structure
    build(&mut s, 0, "wind_turbines");
    build(&mut s, 0, "recycling_plant"); // itself 2 Materials
    assert_eq!(s.players[0].production(Resource::Materials, Side::A), 2 + 2);
    build(&mut s, 0, "aircraft_carrier"); // 1 Exploration per Vehicle, itself included
    build(&mut s, 0, "zeppelin"); // 1 Exploration
    assert_eq!(
        s.players[0].production(Resource::Exploration, Side::A),
        1 + 2 + 1
    );
    // Cards under construction produce nothing.
    slate(&mut s, 0, "research_center");
    assert_eq!(s.players[0].production(Resource::Science, Side::A), 0);
}

#[test]
fn simon_completes_wind_turbines_in_materials_and_it_produces_energy_next_step() {
    let mut s = table(
        &["republic_of_europe", "aztec_empire", "noram_states"],
        Side::A,
    );
    let turbines = slate(&mut s, 0, "wind_turbines");
    everyone(&mut s, nothing_to_plan());
    let (_, produced, _) = production_phase(&s);
    assert_eq!(produced[0], 2);
    let events = only(&mut s, 0, produce(vec![turbines, turbines])).unwrap();
    assert!(events.contains(&Event::Built {
        seat: 0,
        card: turbines
    }));
    assert_eq!(s.players[0].built, vec![turbines]);
    assert!(s.players[0].construction.is_empty());
    let (resource, produced, _) = production_phase(&s);
    assert_eq!(resource, Resource::Energy);
    assert_eq!(produced[0], 1 + 1, "Empire 1 + Wind Turbines 1");
}

#[test]
fn a_card_completed_during_planning_produces_this_round() {
    let mut s = table(&["aztec_empire", "republic_of_europe"], Side::A);
    // Wind Turbines needs 2 Materials: two recycled Materials cubes complete it.
    let turbines = take(&mut s, "wind_turbines");
    let a = take(&mut s, "recycling_plant");
    let b = take(&mut s, "military_base");
    s.players[0].drafted = vec![turbines, a, b];
    let plan = Decision::Plan {
        slate: vec![turbines],
        recycle: vec![
            Recycle {
                card: a,
                onto: Some(turbines),
            },
            Recycle {
                card: b,
                onto: Some(turbines),
            },
        ],
        actions: Actions::default(),
    };
    let events = only(&mut s, 0, plan).unwrap();
    assert!(events.contains(&Event::Built {
        seat: 0,
        card: turbines
    }));
    assert_eq!(s.discard, vec![a, b]);
    // Materials step first; the Energy step counts the turbines.
    only(&mut s, 0, produce(vec![])).unwrap();
    let (resource, produced, _) = production_phase(&s);
    assert_eq!(resource, Resource::Energy);
    assert_eq!(produced[0], 2 + 1);
}

#[test]
fn the_czech_scoring_example_makes_62() {
    let mut s = table(&["noram_states"], Side::B);
    for id in [
        "giant_tower",              // 10 VP, Project
        "harbor_zone",              // 2 VP, Project
        "universal_vaccine",        // 1 per Project
        "garden_of_the_hesperides", // 2 per Project
        "world_congress",           // 3 per Project, Project
        "casino_city",              // +1 per Financier, Project
        "space_elevator",           // +1 per Financier, Project
    ] {
        build(&mut s, 0, id);
    }
    s.players[0].characters = [2, 6];
    let sc = score(&s.players[0], Side::B);
    assert_eq!(
        sc,
        Score {
            flat: 12,
            combo: 30,
            generals: 2,
            financiers: 18
        }
    );
    assert_eq!(sc.total(), 62);
}

#[test]
fn empire_side_a_scores_and_krystallium_and_unbuilt_cards_do_not() {
    let mut s = table(&["panafrican_union"], Side::A); // 2 VP per Research
    build(&mut s, 0, "neuroscience"); // 1 VP, Research
    build(&mut s, 0, "super_sonar"); // 1 VP, Research
    slate(&mut s, 0, "teleportation"); // 8 VP, not built
    s.players[0].krystallium = 4;
    let sc = score(&s.players[0], Side::A);
    assert_eq!(sc.flat, 2);
    assert_eq!(sc.combo, 4);
    assert_eq!(sc.total(), 6);
}

#[test]
fn a_tie_for_the_most_gives_nobody_the_token() {
    // Both Empires produce 2 Materials on side B; the third makes the same.
    let mut s = table(
        &["noram_states", "aztec_empire", "republic_of_europe"],
        Side::B,
    );
    let events = everyone(&mut s, nothing_to_plan());
    assert!(events.contains(&Event::NoSupremacy {
        resource: Resource::Materials
    }));
    assert!(s.players.iter().all(|p| p.token_total() == 0));
}

#[test]
fn nobody_wins_supremacy_with_nothing_produced() {
    let mut s = table(&["noram_states", "aztec_empire"], Side::A);
    everyone(&mut s, nothing_to_plan());
    everyone(&mut s, produce(vec![])); // Materials
    everyone(&mut s, produce(vec![])); // Energy
    let (resource, produced, supremacy) = production_phase(&s);
    assert_eq!(resource, Resource::Science);
    assert_eq!(produced, vec![0, 0]);
    assert_eq!(supremacy, None);
}

#[test]
fn the_science_winner_chooses_a_token() {
    let mut s = table(&["panafrican_union", "noram_states"], Side::A); // 2 Science vs 0
    everyone(&mut s, nothing_to_plan());
    everyone(&mut s, produce(vec![]));
    everyone(&mut s, produce(vec![]));
    let prompts = Wonderful::prompts(&s);
    assert_eq!(
        prompts[0].1,
        Prompt::Produce {
            resource: Resource::Science,
            produced: 2,
            choose_token: true
        }
    );
    assert_eq!(Wonderful::auto(&s, 0), None, "a choice to make");
    let before = s.clone();
    let err = only(&mut s, 0, produce(vec![])).unwrap_err();
    assert!(err.contains("choose a General or a Financier"), "{err}");
    assert_eq!(s, before);
    let not_yours = Decision::Produce {
        onto: vec![],
        token: Some(Character::General),
        actions: Actions::default(),
    };
    assert!(
        Wonderful::check(&s, 1, &not_yours)
            .unwrap_err()
            .to_string()
            .contains("only the winner")
    );
    let events = only(&mut s, 0, not_yours.clone()).unwrap();
    assert!(events.contains(&Event::Supremacy {
        resource: Resource::Science,
        seat: 0,
        token: Character::General
    }));
    assert_eq!(s.players[0].characters, [1, 0]);
}

#[test]
fn solo_supremacy_needs_5() {
    for (extra, won) in [(None, false), (Some("recycling_plant"), true)] {
        let mut s = table(&["noram_states"], Side::A); // 3 Materials
        if let Some(id) = extra {
            build(&mut s, 0, id); // 2 more
        }
        s.phase = Phase::SoloSequence { sequence: 2 };
        let events = everyone(&mut s, nothing_to_plan());
        let (_, produced, supremacy) = production_phase(&s);
        assert_eq!(produced[0], if won { 5 } else { 3 });
        assert_eq!(supremacy.is_some(), won);
        assert_eq!(
            events.contains(&Event::NoSupremacy {
                resource: Resource::Materials
            }),
            !won
        );
    }
}

#[test]
fn five_cubes_on_the_empire_become_krystallium_usable_in_the_same_form() {
    let mut s = table(&["noram_states", "aztec_empire"], Side::A); // 3 Materials
    let lab = slate(&mut s, 0, "time_travel"); // 5 Science + 3 Krystallium
    s.players[0].empire_cubes = 2;
    everyone(&mut s, nothing_to_plan());
    let d = Decision::Produce {
        onto: vec![],
        token: None,
        actions: Actions {
            krystallium: vec![Placement {
                card: lab,
                space: Space::Krystallium,
            }],
            ..Actions::default()
        },
    };
    let events = only(&mut s, 0, d).unwrap();
    assert!(events.contains(&Event::KrystalliumMade { seat: 0, count: 1 }));
    assert_eq!(s.players[0].empire_cubes, 0);
    assert_eq!(s.players[0].krystallium, 0);
    assert_eq!(
        s.players[0].site(lab).unwrap().filled[Space::Krystallium.index()],
        1
    );
}

#[test]
fn completing_a_card_pays_its_construction_bonus() {
    let mut s = table(&["noram_states", "aztec_empire"], Side::A);
    let base = slate(&mut s, 0, "military_base"); // 3 Materials + 1 Energy, bonus a General
    s.players[0].construction[0].filled[Space::Energy.index()] = 1;
    everyone(&mut s, nothing_to_plan());
    only(&mut s, 0, produce(vec![base, base, base])).unwrap();
    assert_eq!(s.players[0].built, vec![base]);
    assert_eq!(
        s.players[0].characters,
        [1, 1],
        "bonus General + Materials supremacy Financier"
    );
}

#[test]
fn tokens_fill_character_spaces_and_krystallium_replaces_any_resource() {
    let mut s = table(&["noram_states", "aztec_empire"], Side::A);
    let tower = slate(&mut s, 0, "giant_tower"); // 2 Materials, 3 Gold, 1 Financier
    s.players[0].construction[0].filled[Space::Gold.index()] = 3;
    s.players[0].krystallium = 1;
    s.players[0].characters = [0, 1];
    everyone(&mut s, nothing_to_plan());
    // Materials step: one cube, one Krystallium on the other Materials space, the Financier.
    let d = Decision::Produce {
        onto: vec![tower],
        token: None,
        actions: Actions {
            krystallium: vec![Placement {
                card: tower,
                space: Space::Materials,
            }],
            tokens: vec![TokenPlacement {
                card: tower,
                token: Character::Financier,
            }],
            ..Actions::default()
        },
    };
    only(&mut s, 0, d).unwrap();
    assert_eq!(s.players[0].built, vec![tower]);
    // 3 produced, 1 placed: 2 to the Empire. The supremacy Financier is still held.
    assert_eq!(s.players[0].empire_cubes, 2);
    assert_eq!(s.players[0].characters, [0, 1]);
    assert_eq!(s.players[0].krystallium, 0);
}

#[test]
fn scrapping_a_card_under_construction_loses_what_is_on_it_and_sends_its_cube_to_the_empire() {
    let mut s = table(&["aztec_empire", "noram_states"], Side::A);
    let carrier = slate(&mut s, 0, "aircraft_carrier"); // recycles for Materials
    s.players[0].construction[0].filled[Space::Energy.index()] = 4;
    s.players[0].empire_cubes = 4;
    let d = Decision::Plan {
        slate: vec![],
        recycle: vec![],
        actions: Actions {
            scrap: vec![carrier],
            ..Actions::default()
        },
    };
    let events = only(&mut s, 0, d).unwrap();
    assert!(events.contains(&Event::Scrapped {
        seat: 0,
        card: carrier
    }));
    assert!(s.players[0].construction.is_empty());
    assert!(s.discard.contains(&carrier));
    assert_eq!(
        s.players[0].krystallium, 1,
        "the fifth cube made a Krystallium"
    );
    assert_eq!(s.players[0].empire_cubes, 0);
}

fn dealt(seats: usize, seed: u64) -> State {
    let empires = [
        "noram_states",
        "federation_of_asia",
        "panafrican_union",
        "republic_of_europe",
        "aztec_empire",
    ];
    let c = catalog();
    let options = Options {
        side: Side::A,
        empires: Some(
            empires[..seats]
                .iter()
                .map(|e| c.empire_by_id(e).unwrap())
                .collect(),
        ),
    };
    Wonderful::setup(seed, seats, &options).unwrap()
}

fn first_picks(s: &State) -> Vec<(Seat, Decision)> {
    s.players
        .iter()
        .enumerate()
        .map(|(seat, p)| (seat, Decision::Pick { card: p.hand[0] }))
        .collect()
}

#[test]
fn the_draft_passes_left_in_rounds_1_and_3_and_right_in_2_and_4() {
    let mut s = dealt(3, 11);
    assert!(s.players.iter().all(|p| p.hand.len() == 7));
    let hands: Vec<Vec<CardId>> = s.players.iter().map(|p| p.hand[1..].to_vec()).collect();
    let picks = first_picks(&s);
    let events = Wonderful::resolve(&mut s, &picks).unwrap();
    let revealed: Vec<CardId> = picks
        .iter()
        .map(|(_, d)| match d {
            Decision::Pick { card } => *card,
            _ => unreachable!(),
        })
        .collect();
    assert!(events.contains(&Event::Revealed {
        pick: 1,
        cards: revealed.clone()
    }));
    for seat in 0..3 {
        assert_eq!(s.players[seat].drafted, vec![revealed[seat]]);
        assert_eq!(
            s.players[(seat + 1) % 3].hand,
            hands[seat],
            "to the next seat"
        );
    }
    s.round = 2;
    let hands: Vec<Vec<CardId>> = s.players.iter().map(|p| p.hand[1..].to_vec()).collect();
    let picks = first_picks(&s);
    Wonderful::resolve(&mut s, &picks).unwrap();
    for (seat, hand) in hands.iter().enumerate() {
        assert_eq!(
            &s.players[(seat + 2) % 3].hand,
            hand,
            "to the previous seat"
        );
    }
}

#[test]
fn the_last_card_of_a_hand_picks_itself() {
    let mut s = dealt(4, 5);
    for pick in 1..=6 {
        assert_eq!(s.phase, Phase::Draft { pick });
        assert!((0..4).all(|seat| Wonderful::auto(&s, seat).is_none()));
        let picks = first_picks(&s);
        Wonderful::resolve(&mut s, &picks).unwrap();
    }
    let autos: Vec<(Seat, Decision)> = (0..4)
        .map(|seat| (seat, Wonderful::auto(&s, seat).unwrap()))
        .collect();
    Wonderful::resolve(&mut s, &autos).unwrap();
    assert_eq!(s.phase, Phase::Planning);
    assert!(
        s.players
            .iter()
            .all(|p| p.drafted.len() == 7 && p.hand.is_empty())
    );
}

#[test]
fn two_players_draft_from_10_and_discard_the_last_3() {
    let mut s = dealt(2, 9);
    assert!(s.players.iter().all(|p| p.hand.len() == 10));
    let mut events = Vec::new();
    for _ in 0..7 {
        let picks = first_picks(&s);
        events = Wonderful::resolve(&mut s, &picks).unwrap();
    }
    assert!(events.contains(&Event::LeftoverDiscarded { count: 3 }));
    assert_eq!(s.phase, Phase::Planning);
    assert_eq!(s.discard.len(), 6);
    assert!(
        s.players
            .iter()
            .all(|p| p.drafted.len() == 7 && p.hand.is_empty())
    );
}

#[test]
fn after_round_4_the_game_is_over_with_a_ranking() {
    let mut s = table(&["noram_states", "aztec_empire"], Side::A);
    s.round = 4;
    everyone(&mut s, nothing_to_plan());
    for _ in 0..5 {
        everyone(&mut s, produce(vec![]));
    }
    assert_eq!(s.phase, Phase::Over);
    assert!(Wonderful::prompts(&s).is_empty());
    let outcome = Wonderful::outcome(&s).unwrap();
    assert_eq!(outcome.standings.len(), 2);
    // Noram: 2 Financiers (Materials and Gold supremacy), worth 2 each on side A.
    assert_eq!(outcome.standings[0].seat, 0);
    assert_eq!(outcome.standings[0].score, 4);
}

#[test]
fn ties_go_to_the_most_cards_then_the_most_tokens_else_shared() {
    let mut s = table(
        &["noram_states", "aztec_empire", "republic_of_europe"],
        Side::B,
    );
    s.phase = Phase::Over;
    build(&mut s, 0, "wind_turbines");
    s.players[1].characters = [0, 0];
    s.players[0].characters = [0, 0];
    build(&mut s, 1, "zeppelin");
    build(&mut s, 1, "recycling_plant");
    s.players[2].characters = [0, 0];
    // All score 0: seat 1 has most cards.
    let o = Wonderful::outcome(&s).unwrap();
    assert_eq!(o.standings[0].seat, 1);
    assert_eq!(o.standings[0].rank, 1);
    assert_eq!(o.tie_break.as_deref(), Some("most constructed cards"));
    // Equal cards and tokens: shared.
    build(&mut s, 0, "zeppelin");
    let o = Wonderful::outcome(&s).unwrap();
    assert_eq!(o.winners().count(), 2);
    assert!(o.tie_break.unwrap().contains("share"));
    assert_eq!(o.standings[2].rank, 3);
}

/// Every refusal: the reason, and the state unchanged.
#[test]
fn illegal_decisions_are_refused_with_their_reason() {
    let mut s = dealt(3, 21);
    let other = s.players[1].hand[0];
    let cases: Vec<(Seat, Decision, String)> = vec![
        (
            0,
            Decision::Pick { card: other },
            format!("{} is not in your hand", other.name()),
        ),
        (
            0,
            nothing_to_plan(),
            "this step asks for a draft pick".into(),
        ),
        (7, Decision::Pick { card: other }, "no such seat".into()),
    ];
    for (seat, d, reason) in cases {
        let before = s.clone();
        let err = Wonderful::check(&s, seat, &d).unwrap_err().to_string();
        assert!(err.contains(&reason), "{err:?} should say {reason:?}");
        let mut subs = first_picks(&s);
        if seat < 3 {
            subs[seat] = (seat, d);
            assert!(Wonderful::resolve(&mut s, &subs).is_err());
        }
        assert_eq!(s, before);
    }
    let mut missing = first_picks(&s);
    missing.pop();
    assert!(
        Wonderful::resolve(&mut s, &missing)
            .unwrap_err()
            .to_string()
            .contains("has not decided")
    );
    let mut twice = first_picks(&s);
    twice.push(twice[0].clone());
    assert!(Wonderful::resolve(&mut s, &twice).is_err());

    // Planning.
    let mut s = table(&["noram_states", "aztec_empire"], Side::A);
    let zeppelin = take(&mut s, "zeppelin");
    let turbine = take(&mut s, "wind_turbines");
    s.players[0].drafted = vec![zeppelin, turbine];
    let lab = slate(&mut s, 0, "time_travel");
    let planning: Vec<(Decision, &str)> = vec![
        (
            Decision::Plan {
                slate: vec![zeppelin],
                recycle: vec![],
                actions: Actions::default(),
            },
            "say whether to slate or recycle Wind Turbines",
        ),
        (
            Decision::Plan {
                slate: vec![zeppelin, turbine],
                recycle: vec![Recycle {
                    card: turbine,
                    onto: None,
                }],
                actions: Actions::default(),
            },
            "Wind Turbines is both slated and recycled",
        ),
        (
            Decision::Plan {
                slate: vec![zeppelin, turbine, lab],
                recycle: vec![],
                actions: Actions::default(),
            },
            "Time Travel is not in your Draft area",
        ),
        (
            Decision::Plan {
                slate: vec![turbine],
                recycle: vec![Recycle {
                    card: zeppelin,
                    onto: Some(lab),
                }],
                actions: Actions::default(),
            },
            "Time Travel has no empty Exploration space",
        ),
        (
            Decision::Plan {
                slate: vec![zeppelin, turbine],
                recycle: vec![],
                actions: Actions {
                    krystallium: vec![Placement {
                        card: lab,
                        space: Space::Krystallium,
                    }],
                    ..Actions::default()
                },
            },
            "you have no Krystallium left to place",
        ),
        (
            Decision::Plan {
                slate: vec![zeppelin, turbine],
                recycle: vec![],
                actions: Actions {
                    scrap: vec![other],
                    ..Actions::default()
                },
            },
            "is not under construction in your Empire",
        ),
        (
            Decision::Pick { card: zeppelin },
            "this step asks for your Planning",
        ),
    ];
    for (d, reason) in planning {
        let before = s.clone();
        let err = Wonderful::check(&s, 0, &d).unwrap_err().to_string();
        assert!(err.contains(reason), "{err:?} should say {reason:?}");
        assert!(only(&mut s, 0, d).is_err());
        assert_eq!(s, before);
    }

    // Production.
    let plan = Decision::Plan {
        slate: vec![zeppelin, turbine],
        recycle: vec![],
        actions: Actions::default(),
    };
    only(&mut s, 0, plan).unwrap();
    s.players[0].krystallium = 1;
    let tower = slate(&mut s, 0, "giant_tower");
    let production: Vec<(Decision, &str)> = vec![
        (
            produce(vec![turbine, turbine, tower, tower]),
            "you produced 3 Materials and placed 4",
        ),
        (
            produce(vec![zeppelin]),
            "Zeppelin has no empty Materials space",
        ),
        (
            produce(vec![lab]),
            "Time Travel has no empty Materials space: only Krystallium fits",
        ),
        (
            Decision::Produce {
                onto: vec![],
                token: None,
                actions: Actions {
                    krystallium: vec![Placement {
                        card: tower,
                        space: Space::Financier,
                    }],
                    ..Actions::default()
                },
            },
            "Krystallium cannot replace a Financier",
        ),
        (
            Decision::Produce {
                onto: vec![],
                token: None,
                actions: Actions {
                    tokens: vec![TokenPlacement {
                        card: tower,
                        token: Character::General,
                    }],
                    ..Actions::default()
                },
            },
            "you have no General left to place",
        ),
        (
            Decision::Produce {
                onto: vec![],
                token: None,
                actions: Actions {
                    tokens: vec![TokenPlacement {
                        card: lab,
                        token: Character::Financier,
                    }],
                    ..Actions::default()
                },
            },
            "Time Travel has no empty Financier space",
        ),
    ];
    for (d, reason) in production {
        let before = s.clone();
        let err = Wonderful::check(&s, 0, &d).unwrap_err().to_string();
        assert!(err.contains(reason), "{err:?} should say {reason:?}");
        assert!(only(&mut s, 0, d).is_err());
        assert_eq!(s, before);
    }
}

#[test]
fn solo_trades_and_keeps_are_checked() {
    let mut s = Wonderful::setup(5, 1, &Options::default()).unwrap();
    assert_eq!(s.phase, Phase::SoloSequence { sequence: 1 });
    assert_eq!(s.players[0].hand.len(), 5);
    assert_eq!(s.solo.as_ref().unwrap().stacks.len(), 7);
    let hand = s.players[0].hand.clone();
    let stranger = s.deck[0];
    let before = s.clone();
    for (d, reason) in [
        (
            Decision::Trade {
                discard: [hand[0], hand[0]],
            },
            "two different cards",
        ),
        (
            Decision::Trade {
                discard: [hand[0], stranger],
            },
            "is not in your hand",
        ),
        (
            Decision::Keep { card: hand[0] },
            "this step asks for a trade or your Planning",
        ),
    ] {
        let err = Wonderful::check(&s, 0, &d).unwrap_err().to_string();
        assert!(err.contains(reason), "{err:?} should say {reason:?}");
        assert!(Wonderful::resolve(&mut s, &[(0, d)]).is_err());
        assert_eq!(s, before);
    }
    let events = Wonderful::resolve(
        &mut s,
        &[(
            0,
            Decision::Trade {
                discard: [hand[0], hand[1]],
            },
        )],
    )
    .unwrap();
    assert!(events.contains(&Event::Traded {
        discarded: [hand[0], hand[1]],
        drawn: 5
    }));
    let drawn = s.solo.as_ref().unwrap().drawn.clone();
    assert_eq!(drawn.len(), 5);
    assert!(
        Wonderful::check(&s, 0, &Decision::Keep { card: hand[2] })
            .unwrap_err()
            .to_string()
            .contains("not among the cards you drew")
    );
    Wonderful::resolve(&mut s, &[(0, Decision::Keep { card: drawn[3] })]).unwrap();
    assert_eq!(s.players[0].hand.len(), 4);
    assert!(s.players[0].hand.contains(&drawn[3]));
    assert_eq!(s.discard.len(), 2 + 4);
    // Planning the hand ends the first sequence; the second stack comes.
    let cards = s.players[0].hand.clone();
    let plan = Decision::Plan {
        slate: vec![],
        recycle: cards
            .iter()
            .map(|&card| Recycle { card, onto: None })
            .collect(),
        actions: Actions::default(),
    };
    let events = Wonderful::resolve(&mut s, &[(0, plan)]).unwrap();
    assert!(events.contains(&Event::StackTaken { sequence: 2 }));
    assert_eq!(s.phase, Phase::SoloSequence { sequence: 2 });
    assert_eq!(s.players[0].hand.len(), 5);
}

#[test]
fn a_step_with_one_legal_outcome_resolves_itself() {
    let mut s = table(&["noram_states", "aztec_empire"], Side::A);
    let zeppelin = slate(&mut s, 1, "zeppelin"); // needs Energy
    everyone(&mut s, nothing_to_plan());
    // Materials: Noram's cubes have nowhere to go but the Empire; Aztec produces none.
    assert_eq!(Wonderful::auto(&s, 0), Some(produce(vec![])));
    assert_eq!(Wonderful::auto(&s, 1), Some(produce(vec![])));
    everyone(&mut s, produce(vec![]));
    // Energy: Aztec makes 2 and has an Energy space open: a choice.
    assert_eq!(Wonderful::auto(&s, 1), None);
    only(&mut s, 1, produce(vec![zeppelin, zeppelin])).unwrap();
    assert_eq!(s.players[1].built, vec![zeppelin]);
}

#[test]
fn krystallium_made_by_the_forced_cubes_is_still_a_choice() {
    let mut s = table(&["noram_states", "aztec_empire"], Side::A);
    slate(&mut s, 0, "time_travel");
    s.players[0].empire_cubes = 2; // 3 Materials more make a Krystallium
    everyone(&mut s, nothing_to_plan());
    assert_eq!(Wonderful::auto(&s, 0), None);
    assert_eq!(Wonderful::auto(&s, 1), Some(produce(vec![])));
}

#[test]
fn a_player_sees_their_own_hand_only() {
    let s = dealt(3, 4);
    for viewer in 0..3 {
        let v = Wonderful::view(&s, Some(viewer));
        for p in &v.players {
            assert_eq!(p.hand.is_some(), p.seat == viewer);
            assert_eq!(p.hand_size, 7);
        }
        assert_eq!(
            v.players[viewer].hand.as_ref(),
            Some(&s.players[viewer].hand)
        );
    }
    let spectator = Wonderful::view(&s, None);
    assert!(spectator.players.iter().all(|p| p.hand.is_none()));
    let json = serde_json::to_string(&Wonderful::view(&s, Some(0))).unwrap();
    assert!(
        !json.contains("\"deck\""),
        "the deck's order is never shown"
    );
}

#[test]
fn decisions_and_events_are_serde_data() {
    let d = Decision::Produce {
        onto: vec![CardId(3)],
        token: Some(Character::Financier),
        actions: Actions::default(),
    };
    let json = serde_json::to_string(&d).unwrap();
    assert_eq!(
        json,
        r#"{"kind":"produce","onto":[3],"token":"financier","actions":{"scrap":[],"krystallium":[],"tokens":[]}}"#
    );
    let back: Decision =
        serde_json::from_str(r#"{"kind":"produce","onto":[3],"token":"financier"}"#).unwrap();
    assert_eq!(back, d);
}
