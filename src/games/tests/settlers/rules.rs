//! Each rule of the rules document on a hand-built table.

use super::support::*;
use missive_games::settlers::cards::{CardId, Faction, Good, catalog};
use missive_games::settlers::decision::{Choice, ProductionPlan, Prompt};
use missive_games::settlers::event::{PassWhy, Source};
use missive_games::settlers::goods::{GoldUse, Haul, Supply};
use missive_games::settlers::look_group::LookGroup;
use missive_games::settlers::{
    Action, Build, Decision, Event, Options, Phase, Settlers, State, Target, Turn, Use, With,
    WorkerGood,
};
use missive_games::{Game, Seat};

const R: Faction = Faction::Romans;
const J: Faction = Faction::Japanese;
const E: Faction = Faction::Egyptians;
const B: Faction = Faction::Barbarians;

fn gained(events: &[Event], seat: Seat) -> Vec<(Source, Haul)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Gained {
                seat: s,
                from,
                haul,
            } if *s == seat => Some((*from, haul.clone())),
            _ => None,
        })
        .collect()
}

fn haul(supply: Supply, vp: u16) -> Haul {
    Haul {
        supply,
        vp,
        ..Haul::default()
    }
}

// ---- Setup (rules §2) ----

#[test]
fn setup_deals_2_common_and_2_faction_cards_then_opens_the_first_lookout() {
    let state = Settlers::setup(3, 3, &Options::default()).unwrap();
    assert_eq!(state.round, 1);
    assert_eq!(state.phase, Phase::Lookout { draft: 1, pick: 0 });
    assert_eq!(state.row.len(), 4, "N+1 cards revealed");
    for p in &state.players {
        let common = p.hand.iter().filter(|c| !c.is_faction()).count();
        let faction = p
            .hand
            .iter()
            .filter(|c| c.deck() == p.faction.deck())
            .count();
        assert_eq!(
            (common, faction),
            (2, 3),
            "2 + 2 at setup, 1 at Lookout step 1"
        );
        assert_eq!(p.deck.len(), 27);
        assert_eq!(p.supply, Supply::default());
        assert_eq!(p.vp, 0);
    }
    assert_eq!(state.common.len(), 84 - 6 - 4);
    let prompts = Settlers::prompts(&state);
    assert_eq!(prompts.len(), 1);
    assert_eq!(prompts[0].0, state.first);
}

#[test]
fn factions_are_chosen_by_the_organizer_or_drawn_at_random() {
    let chosen = Options {
        factions: Some(vec![E, B]),
        alternate_lookout: false,
    };
    let state = Settlers::setup(1, 2, &chosen).unwrap();
    assert_eq!(state.players[0].faction, E);
    assert_eq!(state.players[1].faction, B);
    let mut seen = std::collections::BTreeSet::new();
    let mut firsts = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let state = Settlers::setup(seed, 3, &Options::default()).unwrap();
        let factions: Vec<Faction> = state.players.iter().map(|p| p.faction).collect();
        let mut unique = factions.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 3, "different factions");
        seen.insert(factions);
        firsts.insert(state.first);
        // Decks of factions not in play are not used.
        for p in &state.players {
            assert!(
                p.hand
                    .iter()
                    .all(|c| c.deck() == p.faction.deck() || !c.is_faction())
            );
        }
    }
    assert!(seen.len() > 5, "factions are dealt at random");
    assert_eq!(firsts.len(), 3, "the First player is drawn at random");
}

#[test]
fn setup_refuses_tables_the_rules_do_not_allow() {
    let err = |seats, factions: Option<Vec<Faction>>| {
        Settlers::setup(
            1,
            seats,
            &Options {
                factions,
                alternate_lookout: false,
            },
        )
        .unwrap_err()
        .to_string()
    };
    assert_eq!(
        err(1, None),
        "Imperial Settlers is played by 2 to 4 players, not 1"
    );
    assert_eq!(
        err(5, None),
        "Imperial Settlers is played by 2 to 4 players, not 5"
    );
    assert_eq!(
        err(2, Some(vec![R, R])),
        "the Romans are chosen twice: every player needs a different faction"
    );
    assert_eq!(
        err(3, Some(vec![R, J])),
        "choose one faction for each of the 3 players"
    );
}

// ---- Lookout (rules §3.1, §12.1) ----

/// Plays the open Lookout picks with each picker's first card; returns who took what.
fn pick_all(state: &mut State) -> Vec<(Seat, CardId)> {
    let mut took = Vec::new();
    while let Phase::Lookout { .. } = state.phase {
        let (seat, prompt) = Settlers::prompts(state).remove(0);
        let Prompt::Pick { row, .. } = prompt else {
            panic!("a pick")
        };
        let events = Settlers::resolve(
            state,
            &[(
                seat,
                Decision::Pick {
                    card: row[0],
                    production: None,
                },
            )],
        )
        .unwrap();
        for e in events {
            if let Event::Took { seat, card } = e {
                took.push((seat, card));
            }
        }
    }
    took
}

#[test]
fn the_first_draft_goes_clockwise_from_the_first_player_and_the_second_back_from_the_last() {
    let mut state = Settlers::setup(11, 3, &Options::default()).unwrap();
    let f = state.first;
    let first_row = state.row.clone();
    // The first draft's picks ask no Production choices; the second's are the last forms.
    let Prompt::Pick {
        second_draft,
        production,
        ..
    } = Settlers::prompts(&state)[0].1.clone()
    else {
        panic!()
    };
    assert!(!second_draft);
    assert_eq!(production, None);
    let took = pick_all(&mut state);
    let seats: Vec<Seat> = took.iter().map(|t| t.0).collect();
    assert_eq!(
        seats,
        [f, (f + 1) % 3, (f + 2) % 3, (f + 2) % 3, (f + 1) % 3, f]
    );
    assert_eq!(
        &took[..3].iter().map(|t| t.1).collect::<Vec<_>>()[..],
        &first_row[..3]
    );
    // Each leftover went to the Common discard pile.
    assert_eq!(state.common_discard.len(), 2);
    assert_eq!(state.common_discard[0], first_row[3]);
    assert_eq!(state.phase, Phase::Action { seat: f });
    for p in &state.players {
        assert_eq!(p.hand.len(), 5 + 2);
    }
}

#[test]
fn a_pick_must_be_in_the_row_and_production_choices_wait_for_the_second_draft() {
    let state = Settlers::setup(11, 2, &Options::default()).unwrap();
    let f = state.first;
    let not_in_row = state.players[f].hand[0];
    refused(
        &state,
        f,
        Decision::Pick {
            card: not_in_row,
            production: None,
        },
        &format!("{} is not in the Lookout row", not_in_row.name()),
    );
    refused(
        &state,
        f,
        Decision::Pick {
            card: state.row[0],
            production: Some(ProductionPlan::default()),
        },
        "Production choices go with your last Lookout form of the round, not this one",
    );
    let other = (f + 1) % 2;
    refused(
        &state,
        other,
        Decision::Pick {
            card: state.row[0],
            production: None,
        },
        &format!(
            "it is not your pick: the {} pick now",
            state.players[f].faction.name()
        ),
    );
}

#[test]
fn the_alternate_lookout_keeps_1_of_3_passes_2_and_keeps_1_of_2() {
    let options = Options {
        factions: Some(vec![R, J, E]),
        alternate_lookout: true,
    };
    let mut state = Settlers::setup(5, 3, &options).unwrap();
    assert_eq!(state.phase, Phase::AlternateKeep);
    assert!(state.row.is_empty());
    let prompts = Settlers::prompts(&state);
    assert_eq!(prompts.len(), 3, "everyone at once");
    let drafts: Vec<Vec<CardId>> = state.players.iter().map(|p| p.draft.clone()).collect();
    let keep: Vec<(Seat, Decision)> = (0..3)
        .map(|s| {
            (
                s,
                Decision::Pick {
                    card: drafts[s][1],
                    production: None,
                },
            )
        })
        .collect();
    let events = Settlers::resolve(&mut state, &keep).unwrap();
    assert_eq!(state.phase, Phase::AlternateSecond);
    for s in 0..3 {
        assert!(state.players[s].hand.contains(&drafts[s][1]));
        let from = (s + 2) % 3;
        assert_eq!(
            state.players[s].draft,
            vec![drafts[from][0], drafts[from][2]]
        );
        assert!(events.contains(&Event::Received {
            seat: s,
            from,
            cards: vec![drafts[from][0], drafts[from][2]],
        }));
    }
    let second: Vec<(Seat, Decision)> = (0..3)
        .map(|s| {
            (
                s,
                Decision::Pick {
                    card: state.players[s].draft[0],
                    production: None,
                },
            )
        })
        .collect();
    let events = Settlers::resolve(&mut state, &second).unwrap();
    let discarded: Vec<(Seat, CardId)> = (0..3).map(|s| (s, drafts[(s + 2) % 3][2])).collect();
    assert!(events.contains(&Event::AlternateDiscarded { cards: discarded }));
    assert_eq!(state.common_discard.len(), 3);
    assert!(matches!(state.phase, Phase::Action { .. }));
    for p in &state.players {
        assert_eq!(p.hand.len(), 5 + 2);
    }
}

#[test]
fn the_row_runs_short_when_the_common_cards_run_out_and_choices_are_asked_apart() {
    let mut state = table(&[R, J, E]);
    built(&mut state, 2, "common:watchtower");
    // Only 2 Common cards are left anywhere but in hands.
    let mut rest: Vec<CardId> = std::mem::take(&mut state.common);
    let keep: Vec<CardId> = rest.drain(..2).collect();
    state.players[0].hand.extend(rest);
    state.common = keep.clone();
    state.phase = Phase::Lookout { draft: 1, pick: 0 };
    // The round starts over from the reveal: fewer cards, and the picks stop with the row.
    state.row = std::mem::take(&mut state.common);
    let took = pick_all(&mut state);
    assert_eq!(took.iter().map(|t| t.0).collect::<Vec<_>>(), [0, 1]);
    // Seat 2 had no pick in the second draft: its choices are asked in a step of their own.
    assert_eq!(state.phase, Phase::ProductionChoices);
    let prompts = Settlers::prompts(&state);
    assert_eq!(prompts.len(), 1);
    assert_eq!(prompts[0].0, 2);
    let Prompt::ProductionChoices { production } = &prompts[0].1 else {
        panic!()
    };
    assert_eq!(production.cards, 1);
    let deck = state.players[2].deck.len();
    Settlers::resolve(
        &mut state,
        &[(
            2,
            Decision::Production {
                plan: ProductionPlan {
                    faction_cards: 1,
                    choices: vec![],
                },
            },
        )],
    )
    .unwrap();
    assert_eq!(
        state.players[2].deck.len(),
        deck - 1,
        "its card came from its Faction deck"
    );
}

// ---- Production (rules §3.2) ----

#[test]
fn round_1_production_is_the_boards_only() {
    let options = Options {
        factions: Some(vec![B, R, J, E]),
        alternate_lookout: false,
    };
    let mut state = Settlers::setup(2, 4, &options).unwrap();
    pick_all(&mut state);
    let s = |p: usize| state.players[p].supply;
    assert_eq!(
        s(0),
        Supply {
            workers: 5,
            raze: 1,
            defense: 1,
            ..Supply::default()
        }
    );
    assert_eq!(
        s(1),
        Supply {
            workers: 2,
            wood: 1,
            stone: 1,
            raze: 1,
            defense: 1,
            ..Supply::default()
        }
    );
    assert_eq!(
        s(2),
        Supply {
            workers: 4,
            wood: 1,
            raze: 1,
            defense: 1,
            ..Supply::default()
        }
    );
    assert_eq!(
        s(3),
        Supply {
            workers: 3,
            gold: 1,
            raze: 1,
            defense: 1,
            ..Supply::default()
        }
    );
}

#[test]
fn production_adds_deals_and_production_locations() {
    let mut state = table(&[R, J]);
    dealt(&mut state, 0, "romans:stonemason");
    built(&mut state, 0, "common:quarry");
    built(&mut state, 0, "romans:builder");
    built(&mut state, 0, "common:castle");
    let events = production(&mut state, None).unwrap();
    assert_eq!(
        state.players[0].supply,
        Supply {
            workers: 2,
            wood: 2,
            stone: 4,
            raze: 1,
            defense: 1,
            ..Supply::default()
        }
    );
    assert!(events.contains(&Event::Produced {
        seat: 0,
        haul: haul(state.players[0].supply, 0)
    }));
}

#[test]
fn amounts_count_colours_with_a_cap_and_trade_colony_counts_three_times() {
    let mut state = table(&[R, J]);
    built(&mut state, 0, "common:lords-fields");
    built(&mut state, 0, "common:grain-field");
    built(&mut state, 0, "romans:trade-colony");
    built(&mut state, 0, "common:wood-supplier");
    // Red: Lord's Fields, Grain Field, Trade Colony = 3 food (+1 Grain Field).
    // Brown: Trade Colony, Wood Supplier = 2 wood.
    production(&mut state, None).unwrap();
    let s = state.players[0].supply;
    assert_eq!(s.food, 3 + 1);
    assert_eq!(s.wood, 1 + 2);
    assert_eq!(s.gold, 1);
    // The cap: a fourth red Location changes nothing.
    let mut state = table(&[R, J]);
    for id in [
        "common:lords-fields",
        "common:grain-field",
        "common:grain-field",
        "common:hunter-joe",
    ] {
        built(&mut state, 0, id);
    }
    production(&mut state, None).unwrap();
    assert_eq!(state.players[0].supply.food, 3 + 2);
}

#[test]
fn daimyos_castle_counts_every_deployed_samurai() {
    let mut state = table(&[R, J]);
    let castle = built(&mut state, 1, "japanese:daimyos-castle");
    let farm = built(&mut state, 1, "japanese:farm");
    state.players[1].location_mut(castle).unwrap().samurai = true;
    state.players[1].location_mut(farm).unwrap().samurai = true;
    production(&mut state, None).unwrap();
    assert_eq!(state.players[1].vp, 2);
}

#[test]
fn card_goods_follow_the_deck_split_given_in_advance() {
    let mut state = table(&[R, J]);
    built(&mut state, 0, "common:watchtower");
    built(&mut state, 0, "common:watchtower");
    built(&mut state, 0, "romans:legion");
    let deck = state.players[0].deck.len();
    let events = production(
        &mut state,
        Some(ProductionPlan {
            faction_cards: 1,
            choices: vec![],
        }),
    )
    .unwrap();
    let Some(Event::Produced { haul, .. }) = events
        .iter()
        .find(|e| matches!(e, Event::Produced { seat: 0, .. }))
    else {
        panic!()
    };
    // Legion names the Common deck; the two Watchtower cards are split 1 and 1.
    assert_eq!((haul.common_cards, haul.faction_cards), (2, 1));
    assert_eq!(state.players[0].deck.len(), deck - 1);
    // The identity of drawn cards is told to the seat alone.
    let drew = events
        .iter()
        .find(|e| matches!(e, Event::Drew { seat: 0, .. }))
        .unwrap();
    assert_eq!(drew.audience(), Some(0));
}

#[test]
fn a_split_beyond_the_card_goods_is_refused() {
    let mut state = table(&[R, J]);
    built(&mut state, 0, "common:watchtower");
    let card = state.common.pop().unwrap();
    state.row = vec![card];
    state.phase = Phase::Lookout { draft: 2, pick: 1 };
    refused(
        &state,
        0,
        Decision::Pick {
            card,
            production: Some(ProductionPlan {
                faction_cards: 2,
                choices: vec![],
            }),
        },
        "your production gives 1 card, so at most 1 can come from your Faction deck",
    );
}

#[test]
fn pharaohs_guard_gives_the_option_chosen_and_2_vp_by_default() {
    for (option, raze, vp) in [(Some(0), 1, 0), (Some(1), 0, 2), (None, 0, 2)] {
        let mut state = table(&[E, J]);
        let guard = built(&mut state, 0, "egyptians:pharaohs-guard");
        let plan = ProductionPlan {
            faction_cards: 0,
            choices: option
                .map(|o| {
                    vec![Choice {
                        location: guard,
                        with: With {
                            option: Some(o),
                            ..With::default()
                        },
                    }]
                })
                .unwrap_or_default(),
        };
        production(&mut state, Some(plan)).unwrap();
        assert_eq!(state.players[0].supply.raze, 1 + raze, "{option:?}");
        assert_eq!(state.players[0].vp, vp, "{option:?}");
    }
}

#[test]
fn farmers_at_work_copies_another_production_location_with_its_choices() {
    let mut state = table(&[E, J]);
    let quarry = built(&mut state, 0, "common:quarry");
    let guard = built(&mut state, 0, "egyptians:pharaohs-guard");
    let farmers = built(&mut state, 0, "common:farmers-at-work");
    let plan = ProductionPlan {
        faction_cards: 0,
        choices: vec![Choice {
            location: farmers,
            with: With {
                copy: Some(guard),
                copy_option: Some(0),
                ..With::default()
            },
        }],
    };
    production(&mut state, Some(plan)).unwrap();
    // Guard's own default (2 VP), and the copy's chosen raze token.
    assert_eq!(state.players[0].vp, 2);
    assert_eq!(state.players[0].supply.raze, 1 + 1);
    assert_eq!(state.players[0].supply.stone, 1);
    // By default it copies the earliest-built other Production Location: the Quarry.
    let mut state = table(&[E, J]);
    built(&mut state, 0, "common:quarry");
    built(&mut state, 0, "common:farmers-at-work");
    production(&mut state, None).unwrap();
    assert_eq!(state.players[0].supply.stone, 2);
    let _ = quarry;
    // Never itself.
    let mut state = table(&[E, J]);
    let farmers = built(&mut state, 0, "common:farmers-at-work");
    let card = state.common.pop().unwrap();
    state.row = vec![card];
    state.phase = Phase::Lookout { draft: 2, pick: 1 };
    refused(
        &state,
        0,
        Decision::Pick {
            card,
            production: Some(ProductionPlan {
                faction_cards: 0,
                choices: vec![Choice {
                    location: farmers,
                    with: With {
                        copy: Some(farmers),
                        ..With::default()
                    },
                }],
            }),
        },
        "Farmers At Work cannot copy itself",
    );
}

#[test]
fn architect_looks_at_2_faction_cards_and_keeps_1_in_a_step_after_production() {
    let mut state = table(&[R, J]);
    built(&mut state, 0, "romans:architect");
    let top: Vec<CardId> = state.players[0]
        .deck
        .iter()
        .rev()
        .take(2)
        .copied()
        .collect();
    let events = production(&mut state, None).unwrap();
    assert!(events.contains(&Event::Looked {
        seat: 0,
        cards: top.clone()
    }));
    assert_eq!(state.phase, Phase::ProductionKeep);
    let prompts = Settlers::prompts(&state);
    assert_eq!(prompts.len(), 1);
    assert_eq!(
        prompts[0].1,
        Prompt::Keep {
            looks: vec![LookGroup {
                cards: top.clone(),
                keep: 1
            }]
        }
    );
    assert_eq!(Settlers::auto(&state, 0), None);
    let events = Settlers::resolve(
        &mut state,
        &[(
            0,
            Decision::Keep {
                cards: vec![top[1]],
            },
        )],
    )
    .unwrap();
    assert!(state.players[0].hand.contains(&top[1]));
    assert_eq!(state.players[0].discard, vec![top[0]]);
    assert!(events.contains(&Event::Kept {
        seat: 0,
        kept: 1,
        looked: 2,
        discarded: vec![top[0]]
    }));
    assert_eq!(state.phase, Phase::Action { seat: 0 });
}

#[test]
fn a_look_at_a_short_faction_deck_keeps_what_is_there() {
    let mut state = table(&[R, J]);
    built(&mut state, 0, "romans:architect");
    let last = state.players[0].deck.pop().unwrap();
    let rest = std::mem::take(&mut state.players[0].deck);
    state.players[0].discard.extend(rest);
    state.players[0].deck = vec![last];
    production(&mut state, None).unwrap();
    assert!(state.players[0].hand.contains(&last));
    assert_eq!(state.phase, Phase::Action { seat: 0 }, "no keep step");
}

#[test]
fn an_empty_faction_deck_gives_card_goods_from_the_common_deck_and_nothing_by_name() {
    let mut state = table(&[R, J]);
    built(&mut state, 0, "common:watchtower");
    let rest = std::mem::take(&mut state.players[0].deck);
    state.players[0].discard.extend(rest);
    let hand = state.players[0].hand.len();
    let events = production(
        &mut state,
        Some(ProductionPlan {
            faction_cards: 1,
            choices: vec![],
        }),
    )
    .unwrap();
    let Some(Event::Produced { haul, .. }) = events
        .iter()
        .find(|e| matches!(e, Event::Produced { seat: 0, .. }))
    else {
        panic!()
    };
    assert_eq!((haul.common_cards, haul.faction_cards), (1, 0));
    assert_eq!(
        state.players[0].hand.len(),
        hand + 2,
        "the pick and the card"
    );
    // Faction decks are never reshuffled: Lookout step 1 gives nothing.
    state.players[0].passed = true;
    state.players[1].passed = true;
    state.phase = Phase::Action { seat: 1 };
    state.players[1].passed = false;
    let events = act(&mut state, 1, Action::Pass).unwrap();
    assert!(events.contains(&Event::FactionCardsTaken { empty: vec![0] }));
    assert!(state.players[0].deck.is_empty());
}

// ---- Build (rules §4.1) ----

#[test]
fn gold_pays_for_missing_resources_and_a_stated_gold_use_is_followed() {
    let mut state = table(&[R, J]);
    let quarry = give(&mut state, 0, "common:quarry");
    state.players[0].supply = supply(1, 0, 0, 1, 0);
    let events = act(&mut state, 0, Action::Build(Build::new(quarry))).unwrap();
    assert!(events.contains(&Event::Built {
        seat: 0,
        card: quarry,
        paid: supply(1, 0, 0, 1, 0),
        part: None,
        by: None,
    }));
    // Building bonus 1 stone, then production 1 stone.
    assert_eq!(state.players[0].supply, supply(0, 2, 0, 0, 0));

    let mut state = table(&[R, J]);
    let quarry = give(&mut state, 0, "common:quarry");
    state.players[0].supply = supply(1, 1, 0, 1, 0);
    let mut b = Build::new(quarry);
    b.gold = Some(GoldUse {
        wood: 1,
        ..GoldUse::default()
    });
    act(&mut state, 0, Action::Build(b)).unwrap();
    assert_eq!(state.players[0].supply, supply(1, 2, 0, 0, 0));
}

#[test]
fn the_location_part_discards_a_location_or_a_foundation_and_what_was_on_it() {
    let mut state = table(&[R, J]);
    let quarry = built(&mut state, 0, "common:quarry");
    state.players[0].location_mut(quarry).unwrap().defense = true;
    let mason = give(&mut state, 0, "romans:stonemason");
    state.players[0].supply = supply(1, 1, 0, 0, 0);
    let mut b = Build::new(mason);
    b.part = Some(quarry);
    let events = act(&mut state, 0, Action::Build(b)).unwrap();
    let p = &state.players[0];
    assert_eq!(p.locations.len(), 1);
    assert_eq!(p.locations[0].card, mason);
    assert!(!p.locations[0].defense);
    assert_eq!(state.common_discard, vec![quarry]);
    assert_eq!(p.supply.stone, 2, "Stonemason produces at once");
    assert_eq!(
        lines(&events)[0],
        "Ana builds Stonemason (1 wood, 1 stone; discards Quarry): produces 2 stone."
    );

    let mut state = table(&[R, J]);
    let ruins = foundation(&mut state, 0, "common:ruins");
    let mason = give(&mut state, 0, "romans:stonemason");
    state.players[0].supply = supply(1, 1, 0, 0, 0);
    let mut b = Build::new(mason);
    b.part = Some(ruins);
    act(&mut state, 0, Action::Build(b)).unwrap();
    assert!(state.players[0].foundations.is_empty());
    assert_eq!(state.common_discard, vec![ruins]);
}

#[test]
fn a_samurai_on_a_discarded_location_goes_back_to_the_supply() {
    let mut state = table(&[J, R]);
    let farm = built(&mut state, 0, "japanese:farm");
    state.players[0].location_mut(farm).unwrap().samurai = true;
    let ninjas = give(&mut state, 0, "japanese:ninjas");
    state.players[0].supply = supply(0, 1, 0, 0, 0);
    let mut b = Build::new(ninjas);
    b.part = Some(farm);
    act(&mut state, 0, Action::Build(b)).unwrap();
    let p = &state.players[0];
    assert_eq!(
        p.supply.workers, 0,
        "the Samurai is not given back to the player"
    );
    assert_eq!(p.discard, vec![farm]);
    // Ninjas' bonus: 2 Samurai, one on Ninjas itself, the other lost (no other Location).
    assert_eq!(p.samurai_count(), 1);
    assert!(p.location(ninjas).unwrap().samurai);
}

#[test]
fn ruins_cost_nothing_but_take_a_build_action() {
    let mut state = table(&[R, J]);
    let ruins = give(&mut state, 0, "common:ruins");
    let events = act(&mut state, 0, Action::Build(Build::new(ruins))).unwrap();
    assert_eq!(state.players[0].supply.workers, 1, "its building bonus");
    assert_eq!(state.phase, Phase::Action { seat: 1 }, "the turn is over");
    assert_eq!(
        lines(&events),
        ["Ana builds Ruins (nothing): building bonus 1 worker."]
    );
}

#[test]
fn a_build_gives_its_bonus_then_its_production_then_the_colour_features() {
    let mut state = table(&[R, J]);
    built(&mut state, 0, "common:supplier");
    built(&mut state, 0, "common:quarry");
    let statue = give(&mut state, 0, "common:statue");
    state.players[0].supply = supply(1, 2, 0, 0, 0);
    let events = act(&mut state, 0, Action::Build(Build::new(statue))).unwrap();
    let g = gained(&events, 0);
    // Statue's bonus counts the grey Locations once it has joined: Supplier, Quarry, Statue.
    assert_eq!(g[0].0, Source::Bonus(statue));
    assert_eq!(g[0].1.vp, 3);
    assert_eq!(g[0].1.common_cards, 1);
    assert_eq!(g[1].0, Source::Feature(state.players[0].locations[0].card));
    assert_eq!(g[1].1, haul(supply(0, 0, 0, 1, 0), 1));
    assert_eq!(state.players[0].vp, 4);
}

#[test]
fn a_colour_feature_fires_for_itself_and_not_when_discarded_as_the_location_part() {
    let mut state = table(&[R, J]);
    let workshop = give(&mut state, 0, "common:carpenters-workshop");
    state.players[0].supply = supply(3, 0, 0, 0, 0);
    act(&mut state, 0, Action::Build(Build::new(workshop))).unwrap();
    assert_eq!(state.players[0].vp, 1);
    assert_eq!(state.players[0].supply.gold, 1);

    // Trade Colony is brown, grey and red: every matching Feature fires, but not the one
    // discarded to pay for it.
    let mut state = table(&[R, J]);
    built(&mut state, 0, "common:carpenters-workshop");
    built(&mut state, 0, "common:supplier");
    let mill = built(&mut state, 0, "common:mill");
    let colony = give(&mut state, 0, "romans:trade-colony");
    state.players[0].supply = supply(1, 2, 0, 0, 0);
    let mut b = Build::new(colony);
    b.part = Some(mill);
    let events = act(&mut state, 0, Action::Build(b)).unwrap();
    let features: Vec<Source> = gained(&events, 0)
        .into_iter()
        .map(|g| g.0)
        .filter(|s| matches!(s, Source::Feature(_)))
        .collect();
    assert_eq!(features.len(), 2);
    assert_eq!(state.players[0].vp, 2);
    // Trade Colony also produced at once: 1 worker and 1 gold.
    assert_eq!(state.players[0].supply.gold, 2 + 1);
    assert_eq!(state.players[0].supply.workers, 1);
}

#[test]
fn copies_of_one_design_add_up() {
    let mut state = table(&[R, J]);
    built(&mut state, 0, "common:quarry");
    built(&mut state, 0, "common:quarry");
    built(&mut state, 0, "common:quarry");
    production(&mut state, None).unwrap();
    assert_eq!(state.players[0].supply.stone, 1 + 3);
}

// ---- Deal (rules §4.2) ----

#[test]
fn a_deal_costs_1_food_or_1_gold_and_gives_its_good_at_once_and_every_round() {
    let mut state = table(&[R, J]);
    let farm = give(&mut state, 1, "japanese:farm");
    state.players[1].supply = supply(0, 0, 1, 0, 0);
    state.phase = Phase::Action { seat: 1 };
    let events = act(
        &mut state,
        1,
        Action::Deal {
            card: farm,
            gold: None,
        },
    )
    .unwrap();
    assert_eq!(state.players[1].deals, vec![farm]);
    assert_eq!(state.players[1].supply, supply(0, 0, 0, 0, 1));
    assert_eq!(
        lines(&events),
        ["Ben makes a Deal with Farm (1 food): gains 1 worker."]
    );
    let mut state = table(&[R, J]);
    let builder = give(&mut state, 0, "romans:builder");
    state.players[0].supply = supply(0, 0, 0, 1, 0);
    act(
        &mut state,
        0,
        Action::Deal {
            card: builder,
            gold: None,
        },
    )
    .unwrap();
    assert_eq!(state.players[0].supply, supply(0, 1, 0, 0, 0));
    production(&mut state, None).unwrap();
    assert_eq!(state.players[0].supply.stone, 1 + 1 + 1);
}

// ---- Raze (rules §4.3) ----

#[test]
fn razing_a_card_from_the_hand_costs_1_raze_token_and_gives_its_raze_goods() {
    let mut state = table(&[R, J]);
    let tower = give(&mut state, 0, "common:watchtower");
    built(&mut state, 0, "common:gallows");
    state.players[0].supply.raze = 1;
    let events = act(&mut state, 0, Action::RazeCard { card: tower }).unwrap();
    let p = &state.players[0];
    assert_eq!(p.supply.raze, 0);
    assert_eq!(p.hand.len(), 2, "its raze field: 2 cards");
    assert_eq!(state.common_discard, vec![tower]);
    assert_eq!(p.vp, 1, "Gallows fires");
    assert_eq!(
        lines(&events),
        [
            "Ana razes Watchtower from the hand (1 raze token): gains 2 cards (2 Common); Gallows: 1 VP."
        ]
    );
}

#[test]
fn a_card_razed_from_the_hand_is_discarded_after_its_raze_goods_are_gained() {
    // "Pay 1 raze token, gain its raze goods, discard it": with no Common card left to draw,
    // Watchtower's 2 cards give nothing, and Watchtower cannot come back through a reshuffle.
    let mut state = table(&[R, J]);
    let tower = give(&mut state, 0, "common:watchtower");
    let rest = std::mem::take(&mut state.common);
    state.players[1].hand.extend(rest);
    state.players[0].supply.raze = 1;
    let events = act(&mut state, 0, Action::RazeCard { card: tower }).unwrap();
    assert!(state.players[0].hand.is_empty(), "nothing to draw");
    assert_eq!(state.common_discard, vec![tower]);
    assert!(state.common.is_empty());
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::CommonReshuffled { .. }))
    );
}

#[test]
fn the_japanese_raze_their_own_cards_from_the_hand_and_nobody_else_may() {
    let mut state = table(&[J, R]);
    let farm = give(&mut state, 0, "japanese:farm");
    state.players[0].supply.raze = 1;
    act(&mut state, 0, Action::RazeCard { card: farm }).unwrap();
    assert_eq!(state.players[0].vp, 1);
    assert_eq!(state.players[0].discard, vec![farm]);

    let mut state = table(&[R, J]);
    let farm = give(&mut state, 0, "japanese:farm");
    state.players[0].supply.raze = 1;
    refused_action(
        &state,
        0,
        Action::RazeCard { card: farm },
        "Farm is a Japanese card: only Common cards, and the Japanese player's own cards, are razed from the hand",
    );
}

#[test]
fn razing_a_common_location_makes_a_foundation_and_gives_its_owner_1_wood() {
    let mut state = table(&[R, J]);
    let quarry = built(&mut state, 1, "common:quarry");
    state.players[1].location_mut(quarry).unwrap().defense = true;
    state.players[0].supply.raze = 3;
    let events = act(
        &mut state,
        0,
        Action::Raze {
            seat: 1,
            location: quarry,
        },
    )
    .unwrap();
    assert_eq!(state.players[0].supply, supply(0, 2, 0, 0, 0));
    assert_eq!(state.players[1].foundations, vec![quarry]);
    assert_eq!(state.players[1].supply.wood, 1);
    assert!(state.players[1].locations.is_empty());
    assert_eq!(
        lines(&events),
        [
            "Ana razes Ben's Quarry (3 raze tokens: 2 + defense token): gains 2 stone. Quarry becomes Ben's Foundation; Ben takes 1 wood; the defense token returns to the supply."
        ]
    );
}

#[test]
fn razing_a_japanese_location_discards_it_with_no_wood_and_its_samurai_returns() {
    let mut state = table(&[R, J]);
    let farm = built(&mut state, 1, "japanese:farm");
    state.players[1].location_mut(farm).unwrap().samurai = true;
    state.players[0].supply.raze = 2;
    refused_action(
        &state,
        0,
        Action::Raze {
            seat: 1,
            location: farm,
        },
        "razing Farm takes 3 raze tokens (2 + Samurai); you have 2",
    );
    state.players[0].supply.raze = 3;
    act(
        &mut state,
        0,
        Action::Raze {
            seat: 1,
            location: farm,
        },
    )
    .unwrap();
    assert_eq!(state.players[0].vp, 1);
    assert_eq!(state.players[1].discard, vec![farm]);
    assert!(state.players[1].foundations.is_empty());
    assert_eq!(state.players[1].supply, Supply::default());
    assert_eq!(state.players[1].samurai_count(), 0);
}

#[test]
fn a_passed_player_cannot_be_targeted_and_other_factions_locations_cannot_be_razed() {
    let mut state = table(&[R, J, E]);
    let quarry = built(&mut state, 1, "common:quarry");
    let pyramid = built(&mut state, 2, "egyptians:pyramid");
    let ruins = built(&mut state, 2, "common:ruins");
    let shrine = built(&mut state, 1, "japanese:shrine");
    state.players[0].supply.raze = 5;
    state.players[1].passed = true;
    refused_action(
        &state,
        0,
        Action::Raze {
            seat: 1,
            location: quarry,
        },
        "The Japanese have passed: their Locations cannot be razed this round",
    );
    refused_action(
        &state,
        0,
        Action::Raze {
            seat: 2,
            location: pyramid,
        },
        "Pyramid is an Egyptian Location: only Common and Japanese Locations can be razed",
    );
    refused_action(
        &state,
        0,
        Action::Raze {
            seat: 2,
            location: ruins,
        },
        "Ruins cannot be razed",
    );
    state.players[1].passed = false;
    refused_action(
        &state,
        0,
        Action::Raze {
            seat: 1,
            location: shrine,
        },
        "Shrine cannot be razed",
    );
}

// ---- Activate (rules §4.4) ----

#[test]
fn an_x2_card_is_used_twice_in_one_action_or_once_in_each_of_two() {
    let mut state = table(&[R, J]);
    let castle = built(&mut state, 0, "common:castle");
    state.players[0].supply = supply(0, 0, 0, 0, 3);
    let twice = Action::Activate {
        location: castle,
        uses: vec![Use::default(), Use::default()],
        gold: None,
    };
    let events = act(&mut state, 0, twice.clone()).unwrap();
    assert_eq!(state.players[0].hand.len(), 2);
    assert_eq!(state.players[0].supply.workers, 1);
    assert_eq!(state.players[0].location(castle).unwrap().placed.workers, 2);
    assert_eq!(
        lines(&events),
        ["Ana uses Castle twice (2 workers): gains 2 cards (2 Common)."]
    );
    others_pass(&mut state, 0);
    state.phase = Phase::Action { seat: 0 };
    refused_action(
        &state,
        0,
        Action::Activate {
            location: castle,
            uses: vec![Use::default()],
            gold: None,
        },
        "Castle has been used twice this round",
    );

    let mut state = table(&[R, J]);
    let castle = built(&mut state, 0, "common:castle");
    others_pass(&mut state, 0);
    state.players[0].supply = supply(0, 0, 0, 0, 3);
    let once = Action::Activate {
        location: castle,
        uses: vec![Use::default()],
        gold: None,
    };
    act(&mut state, 0, once.clone()).unwrap();
    refused_action(&state, 0, twice, "Castle has 1 use left this round");
    act(&mut state, 0, once).unwrap();
    assert_eq!(state.players[0].hand.len(), 2);
}

#[test]
fn tavern_discards_a_card_from_the_hand_for_2_vp() {
    let mut state = table(&[R, J]);
    let tavern = built(&mut state, 0, "common:tavern");
    let mill = give(&mut state, 0, "common:mill");
    let events = act(
        &mut state,
        0,
        Action::Activate {
            location: tavern,
            uses: vec![Use {
                cards: vec![mill],
                ..Use::default()
            }],
            gold: None,
        },
    )
    .unwrap();
    assert_eq!(state.players[0].vp, 2);
    assert_eq!(state.common_discard, vec![mill]);
    assert_eq!(
        lines(&events),
        ["Ana uses Tavern (discards Mill): gains 2 VP."]
    );
}

#[test]
fn hanseatic_league_discards_a_deal_to_its_faction_discard_pile() {
    let mut state = table(&[R, J]);
    let league = built(&mut state, 0, "common:hanseatic-league");
    let deal = dealt(&mut state, 0, "romans:builder");
    state.players[0].supply.workers = 1;
    act(
        &mut state,
        0,
        Action::Activate {
            location: league,
            uses: vec![Use {
                deals: vec![deal],
                ..Use::default()
            }],
            gold: None,
        },
    )
    .unwrap();
    assert_eq!(state.players[0].vp, 2);
    assert!(state.players[0].deals.is_empty());
    assert_eq!(state.players[0].discard, vec![deal]);
}

#[test]
fn imperial_messenger_repeats_a_deal_and_is_not_offered_without_one() {
    let mut state = table(&[R, J]);
    let messenger = built(&mut state, 0, "common:imperial-messenger");
    state.players[0].supply.workers = 1;
    let Prompt::Turn(turn) = Settlers::prompts(&state)[0].1.clone() else {
        panic!()
    };
    assert!(turn.activate.is_empty(), "no Deal to repeat: not legal");
    let deal = dealt(&mut state, 0, "romans:builder");
    act(
        &mut state,
        0,
        Action::Activate {
            location: messenger,
            uses: vec![Use {
                target: Some(Target::Deal { deal }),
                ..Use::default()
            }],
            gold: None,
        },
    )
    .unwrap();
    assert_eq!(state.players[0].supply, supply(0, 1, 0, 0, 0));
}

#[test]
fn porters_repeat_a_production_with_its_choices() {
    let mut state = table(&[E, J]);
    let porters = built(&mut state, 0, "common:porters");
    let guard = built(&mut state, 0, "egyptians:pharaohs-guard");
    state.players[0].supply.food = 1;
    act(
        &mut state,
        0,
        Action::Activate {
            location: porters,
            uses: vec![Use {
                target: Some(Target::Production {
                    location: guard,
                    with: With {
                        option: Some(0),
                        ..With::default()
                    },
                }),
                ..Use::default()
            }],
            gold: None,
        },
    )
    .unwrap();
    assert_eq!(
        state.players[0].supply,
        Supply {
            raze: 1,
            ..Supply::default()
        }
    );
}

#[test]
fn saboteurs_take_a_resource_from_an_opponents_supply_only() {
    let mut state = table(&[B, J]);
    let saboteurs = built(&mut state, 0, "barbarians:saboteurs");
    let stalls = built(&mut state, 1, "common:brewer");
    state.players[1].location_mut(stalls).unwrap().placed.food = 2;
    state.players[0].supply.workers = 1;
    state.players[1].supply = supply(0, 0, 1, 3, 0);
    let steal = |resource| Action::Activate {
        location: saboteurs,
        uses: vec![Use {
            target: Some(Target::Steal { seat: 1, resource }),
            ..Use::default()
        }],
        gold: None,
    };
    refused_action(&state, 0, steal(Good::Wood), "The Japanese have no wood");
    refused_action(
        &state,
        0,
        steal(Good::Gold),
        "only wood, stone or food can be taken, not gold",
    );
    act(&mut state, 0, steal(Good::Food)).unwrap();
    assert_eq!(state.players[0].supply.food, 1);
    assert_eq!(state.players[1].supply.food, 0);
}

#[test]
fn chariot_builder_razes_whatever_guards_the_location_for_its_one_raze_token() {
    let mut state = table(&[E, J]);
    let chariot = built(&mut state, 0, "egyptians:chariot-builder");
    built(&mut state, 0, "common:gallows");
    let farm = built(&mut state, 1, "japanese:farm");
    state.players[1].location_mut(farm).unwrap().samurai = true;
    state.players[0].supply.raze = 1;
    let events = act(
        &mut state,
        0,
        Action::Activate {
            location: chariot,
            uses: vec![Use {
                target: Some(Target::Location {
                    seat: 1,
                    location: farm,
                }),
                ..Use::default()
            }],
            gold: None,
        },
    )
    .unwrap();
    assert_eq!(state.players[0].vp, 1 + 1, "Farm's raze field and Gallows");
    assert_eq!(state.players[1].discard, vec![farm]);
    assert_eq!(
        lines(&events),
        [
            "Ana uses Chariot Builder (1 raze token).",
            "Ana razes Ben's Farm with Chariot Builder: gains 1 VP; Gallows: 1 VP. Farm is discarded; the Samurai returns to the supply."
        ]
    );
}

#[test]
fn settlers_build_a_faction_card_without_its_location_part_and_it_counts_as_building() {
    let mut state = table(&[R, J]);
    let settlers = built(&mut state, 0, "common:settlers");
    built(&mut state, 0, "common:supplier");
    let mason = give(&mut state, 0, "romans:stonemason");
    state.players[0].supply = supply(2, 1, 0, 0, 0);
    let events = act(
        &mut state,
        0,
        Action::Activate {
            location: settlers,
            uses: vec![Use {
                target: Some(Target::Build(Build::new(mason))),
                ..Use::default()
            }],
            gold: None,
        },
    )
    .unwrap();
    let p = &state.players[0];
    assert!(p.location(mason).is_some());
    assert_eq!(p.supply.stone, 2);
    assert_eq!(p.vp, 1, "Supplier fires for a grey build");
    assert_eq!(
        lines(&events),
        [
            "Ana uses Settlers (1 wood).",
            "Ana uses Settlers to build Stonemason (1 wood, 1 stone): produces 2 stone; Supplier: 1 gold and 1 VP."
        ]
    );
}

#[test]
fn an_unverified_action_location_is_never_offered_nor_activated() {
    let mut state = table(&[B, J]);
    let altar = built(&mut state, 0, "barbarians:barbarian-altar");
    state.players[0].supply = supply(5, 5, 5, 5, 5);
    let Prompt::Turn(turn) = Settlers::prompts(&state)[0].1.clone() else {
        panic!()
    };
    assert!(turn.activate.is_empty());
    refused_action(
        &state,
        0,
        Action::Activate {
            location: altar,
            uses: vec![Use::default()],
            gold: None,
        },
        "Barbarian Altar's ability is not verified: it cannot be activated",
    );
}

#[test]
fn an_unverified_card_plays_every_known_part() {
    // Hillfort: built for its cost, its known building bonus, counted as black, worth 2 VP.
    let mut state = table(&[B, J]);
    built(&mut state, 0, "common:armorer");
    let hillfort = give(&mut state, 0, "barbarians:hillfort");
    let part = built(&mut state, 0, "common:ruins");
    state.players[0].supply.wood = 2;
    let mut b = Build::new(hillfort);
    b.part = Some(part);
    act(&mut state, 0, Action::Build(b)).unwrap();
    assert_eq!(state.players[0].vp, 2, "Armorer and Hillfort are black");
    // It can become a Deal for its deal good.
    let raid = give(&mut state, 0, "barbarians:raid");
    state.players[0].supply.food = 1;
    state.phase = Phase::Action { seat: 0 };
    act(
        &mut state,
        0,
        Action::Deal {
            card: raid,
            gold: None,
        },
    )
    .unwrap();
    assert_eq!(state.players[0].supply.wood, 1);
}

#[test]
fn the_known_bonuses_of_unverified_cards_are_given_and_a_faction_card_good_needs_a_card() {
    // Desert: no cost at all, its bonus of 2 cards (deck of the player's choice).
    let mut state = table(&[E, J]);
    let desert = give(&mut state, 0, "egyptians:desert");
    let deck = state.players[0].deck.len();
    let mut turn = Turn::new(Action::Build(Build::new(desert)));
    turn.faction_cards = 1;
    let events = play(&mut state, 0, turn).unwrap();
    assert_eq!(
        lines(&events),
        [
            "Ana builds Desert (ability not verified) (nothing): building bonus 2 cards (1 Common, 1 Faction)."
        ]
    );
    assert_eq!(state.players[0].deck.len(), deck - 1);
    // Nor is its action offered.
    state.players[0].supply = supply(5, 5, 5, 5, 5);
    state.phase = Phase::Action { seat: 0 };
    let Prompt::Turn(prompt) = Settlers::prompts(&state)[0].1.clone() else {
        panic!()
    };
    assert!(prompt.activate.is_empty());

    // Dojo: 1 card of the Faction deck; none when that deck is empty (rules §7).
    let mut state = table(&[J, R]);
    let part = built(&mut state, 0, "common:ruins");
    let dojo = give(&mut state, 0, "japanese:dojo");
    state.players[0].supply.wood = 1;
    let mut b = Build::new(dojo);
    b.part = Some(part);
    let mut empty = state.clone();
    act(&mut state, 0, Action::Build(b.clone())).unwrap();
    assert_eq!(state.players[0].hand.len(), 1);
    assert!(state.players[0].hand[0].is_faction());
    let rest = std::mem::take(&mut empty.players[0].deck);
    empty.players[0].discard.extend(rest);
    let events = act(&mut empty, 0, Action::Build(b)).unwrap();
    assert!(empty.players[0].hand.is_empty());
    assert_eq!(
        lines(&events),
        [
            "Ana builds Dojo (ability not verified) (1 wood; discards Ruins): building bonus nothing."
        ]
    );
}

// ---- Spend workers (rules §4.5) ----

#[test]
fn workers_buy_a_good_per_pair_and_an_opponents_oasis_gains_a_worker_per_pair() {
    let mut state = table(&[R, E]);
    built(&mut state, 1, "egyptians:oasis");
    state.players[1].passed = true;
    state.players[0].supply.workers = 7;
    let deck = state.players[0].deck.len();
    let events = act(
        &mut state,
        0,
        Action::SpendWorkers {
            goods: vec![WorkerGood::Wood, WorkerGood::Food, WorkerGood::FactionCard],
        },
    )
    .unwrap();
    assert_eq!(state.players[0].supply, supply(1, 0, 1, 0, 1));
    assert_eq!(state.players[0].deck.len(), deck - 1);
    assert_eq!(
        state.players[1].supply.workers, 3,
        "even when he has passed"
    );
    assert_eq!(
        lines(&events),
        ["Ana spends 6 workers: 1 wood, 1 food, 1 Faction card. Oasis: Ben gains 3 workers."]
    );
}

// ---- Defense tokens and Samurai (rules §5.2, §6.1) ----

#[test]
fn the_defense_token_goes_on_a_common_location_after_the_action_and_stays_there() {
    let mut state = table(&[R, J]);
    let quarry = give(&mut state, 0, "common:quarry");
    let builder = built(&mut state, 0, "romans:builder");
    state.players[0].supply = supply(1, 1, 0, 0, 0);
    state.players[0].supply.defense = 1;
    let mut turn = Turn::new(Action::Build(Build::new(quarry)));
    turn.defense = Some(builder);
    refused(
        &state,
        0,
        Decision::Turn(turn.clone()),
        "Builder is a Faction Location: the defense token goes on a Common Location",
    );
    // Guarding what was just built.
    turn.defense = Some(quarry);
    let events = play(&mut state, 0, turn).unwrap();
    assert!(state.players[0].location(quarry).unwrap().defense);
    assert_eq!(state.players[0].supply.defense, 0);
    assert!(lines(&events).contains(&"Ana places the defense token on Quarry.".to_string()));
    // Cleanup discards it.
    others_pass(&mut state, 0);
    state.phase = Phase::Action { seat: 0 };
    act(&mut state, 0, Action::Pass).unwrap();
    assert!(!state.players[0].location(quarry).unwrap().defense);
}

#[test]
fn samurai_come_from_workers_after_the_action_and_stay_through_cleanup() {
    let mut state = table(&[J, R]);
    let farm = give(&mut state, 0, "japanese:farm");
    let rice = built(&mut state, 0, "japanese:rice-fields");
    state.players[0].supply = supply(1, 0, 0, 0, 0);
    // Farm produces 1 worker at once: it guards Farm itself.
    let mut turn = Turn::new(Action::Build(Build::new(farm)));
    turn.samurai = vec![farm];
    let events = play(&mut state, 0, turn).unwrap();
    assert!(state.players[0].location(farm).unwrap().samurai);
    assert_eq!(state.players[0].supply.workers, 0);
    assert!(lines(&events).contains(&"Ana deploys Samurai on Farm.".to_string()));
    others_pass(&mut state, 0);
    state.players[0].supply.workers = 1;
    let mut pass = Turn::new(Action::Pass);
    pass.samurai = vec![rice];
    state.phase = Phase::Action { seat: 0 };
    let events = play(&mut state, 0, pass).unwrap();
    assert!(events.contains(&Event::Passed {
        seat: 0,
        why: PassWhy::Chose
    }));
    assert_eq!(state.round, 3);
    assert_eq!(
        state.players[0].samurai_count(),
        2,
        "not discarded at Cleanup"
    );
}

#[test]
fn only_the_japanese_deploy_samurai_one_per_faction_location() {
    let mut state = table(&[J, R]);
    let farm = built(&mut state, 0, "japanese:farm");
    let quarry = built(&mut state, 0, "common:quarry");
    state.players[0].supply.workers = 1;
    let samurai = |places: Vec<CardId>| {
        let mut t = Turn::new(Action::Pass);
        t.samurai = places;
        Decision::Turn(t)
    };
    refused(
        &state,
        0,
        samurai(vec![quarry]),
        "Quarry is a Common Location: Samurai guard only your Faction Locations",
    );
    refused(
        &state,
        0,
        samurai(vec![farm, farm]),
        "Farm is named twice: a Location takes one Samurai",
    );
    let mut romans = table(&[R, J]);
    let builder = built(&mut romans, 0, "romans:builder");
    romans.players[0].supply.workers = 1;
    refused(
        &romans,
        0,
        samurai(vec![builder]),
        "only the Japanese deploy Samurai",
    );
    state.players[0].location_mut(farm).unwrap().samurai = true;
    refused(&state, 0, samurai(vec![farm]), "Farm already has a Samurai");
}

// ---- Turns, Cleanup, the end (rules §3.3, §3.4, §8) ----

#[test]
fn turns_go_clockwise_skip_passed_players_and_the_phase_ends_when_all_have_passed() {
    let mut state = table(&[R, J, E]);
    for s in 0..3 {
        state.players[s].supply.workers = 10;
    }
    let spend = || Action::SpendWorkers {
        goods: vec![WorkerGood::Wood],
    };
    act(&mut state, 0, spend()).unwrap();
    assert_eq!(state.phase, Phase::Action { seat: 1 });
    act(&mut state, 1, Action::Pass).unwrap();
    assert_eq!(state.phase, Phase::Action { seat: 2 });
    act(&mut state, 2, spend()).unwrap();
    assert_eq!(state.phase, Phase::Action { seat: 0 }, "seat 1 has passed");
    let refusal = format!(
        "it is not your turn: the {} are playing",
        state.players[0].faction.name()
    );
    refused_action(&state, 1, spend(), &refusal);
    act(&mut state, 0, Action::Pass).unwrap();
    act(&mut state, 2, spend()).unwrap();
    assert_eq!(
        state.phase,
        Phase::Action { seat: 2 },
        "the last one plays on"
    );
    let events = act(&mut state, 2, Action::Pass).unwrap();
    assert_eq!(state.round, 3);
    assert_eq!(state.first, 1, "the First-player marker moved clockwise");
    assert!(events.iter().any(|e| matches!(e, Event::Cleanup { .. })));
}

#[test]
fn cleanup_keeps_each_boards_storage_good_and_discards_the_rest() {
    let mut state = table(&[B, R, J, E]);
    let everything = Supply {
        wood: 1,
        stone: 1,
        food: 2,
        gold: 3,
        workers: 4,
        raze: 5,
        defense: 1,
    };
    let castle = built(&mut state, 0, "common:castle");
    state.players[0].location_mut(castle).unwrap().uses = 2;
    for s in 0..4 {
        state.players[s].supply = everything;
        state.players[s].passed = s != 3;
    }
    state.phase = Phase::Action { seat: 3 };
    let events = act(&mut state, 3, Action::Pass).unwrap();
    let kept: Vec<Supply> = events
        .iter()
        .find_map(|e| match e {
            Event::Cleanup { kept, .. } => Some(kept.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(
        kept[0],
        Supply {
            workers: 4,
            ..Supply::default()
        }
    );
    assert_eq!(
        kept[1],
        Supply {
            raze: 5,
            ..Supply::default()
        }
    );
    assert_eq!(
        kept[2],
        Supply {
            food: 2,
            ..Supply::default()
        }
    );
    assert_eq!(
        kept[3],
        Supply {
            gold: 3,
            ..Supply::default()
        }
    );
    assert_eq!(state.players[0].location(castle).unwrap().uses, 0);
    assert_eq!(
        lines(&events)[..2],
        [
            "Dan passes.",
            "Ana keeps 4 workers; Ben keeps 5 raze tokens; Cleo keeps 2 food; Dan keeps 3 gold; the rest is discarded. Ben is First player."
        ]
    );
}

fn finish(state: &mut State) {
    state.round = 5;
    for s in 0..state.seats() {
        state.players[s].passed = s != 0;
    }
    state.phase = Phase::Action { seat: 0 };
    let events = act(state, 0, Action::Pass).unwrap();
    assert!(events.contains(&Event::GameOver));
    assert!(
        !events.iter().any(|e| matches!(e, Event::Cleanup { .. })),
        "no Cleanup in round 5"
    );
}

#[test]
fn the_game_ends_after_round_5_with_locations_worth_1_and_2_vp() {
    let mut state = table(&[R, J]);
    state.players[0].vp = 20;
    built(&mut state, 0, "common:ruins");
    built(&mut state, 0, "common:quarry");
    built(&mut state, 0, "romans:builder");
    foundation(&mut state, 0, "common:mill");
    dealt(&mut state, 0, "romans:legion");
    state.players[1].vp = 23;
    state.players[0].supply = supply(3, 0, 0, 0, 0);
    finish(&mut state);
    assert!(state.is_over());
    assert_eq!(state.players[0].supply.wood, 3, "nothing is discarded");
    assert!(Settlers::prompts(&state).is_empty());
    let outcome = Settlers::outcome(&state).unwrap();
    assert_eq!(outcome.standings[0].seat, 0);
    assert_eq!(outcome.standings[0].score, 24);
    assert_eq!(
        outcome.standings[0].breakdown,
        vec![
            ("Track".to_string(), 20),
            ("Common Locations".to_string(), 2),
            ("Faction Locations".to_string(), 2)
        ]
    );
    assert_eq!(outcome.standings[1].rank, 2);
    assert_eq!(outcome.tie_break, None);
}

#[test]
fn ties_are_broken_by_workers_and_resources_then_cards_in_hand_then_shared() {
    let mut state = table(&[R, J, E]);
    for s in 0..3 {
        state.players[s].vp = 10;
    }
    state.players[0].supply = Supply {
        gold: 9,
        raze: 9,
        ..supply(1, 0, 0, 0, 1)
    };
    state.players[1].supply = supply(0, 1, 1, 0, 0);
    state.players[2].supply = supply(0, 0, 0, 0, 1);
    give(&mut state, 0, "common:mill");
    finish(&mut state);
    let outcome = Settlers::outcome(&state).unwrap();
    let order: Vec<(Seat, usize)> = outcome.standings.iter().map(|s| (s.seat, s.rank)).collect();
    assert_eq!(order, [(0, 1), (1, 2), (2, 3)]);
    // Each place the tie-break decided gives its values: first place on cards in hand, second
    // on workers and resources.
    assert_eq!(
        outcome.tie_break.as_deref(),
        Some(
            "most cards in hand (1 against 0); 2nd place: most workers and resources left (2 against 1)"
        )
    );

    // A tie for a later place only is given with its place.
    let mut state = table(&[R, J, E]);
    state.players[0].vp = 12;
    state.players[1].vp = 5;
    state.players[2].vp = 5;
    state.players[1].supply = supply(0, 0, 0, 0, 0);
    state.players[2].supply = supply(0, 0, 0, 0, 0);
    give(&mut state, 2, "common:mill");
    finish(&mut state);
    let outcome = Settlers::outcome(&state).unwrap();
    let order: Vec<(Seat, usize)> = outcome.standings.iter().map(|s| (s.seat, s.rank)).collect();
    assert_eq!(order, [(0, 1), (2, 2), (1, 3)]);
    assert_eq!(
        outcome.tie_break.as_deref(),
        Some("2nd place: most cards in hand (1 against 0)")
    );

    let mut state = table(&[R, J]);
    state.players[0].supply = supply(2, 0, 0, 0, 0);
    state.players[1].supply = supply(0, 0, 0, 5, 1);
    finish(&mut state);
    let outcome = Settlers::outcome(&state).unwrap();
    assert_eq!(
        outcome.tie_break.as_deref(),
        Some("most workers and resources left (2 against 1)")
    );

    let mut state = table(&[R, J]);
    finish(&mut state);
    let outcome = Settlers::outcome(&state).unwrap();
    assert_eq!(outcome.winners().count(), 2);
    assert_eq!(
        outcome.tie_break.as_deref(),
        Some("none: the tied players share the victory")
    );
}

// ---- Running out of cards (rules §7) ----

#[test]
fn a_faction_card_bought_with_workers_from_an_empty_faction_deck_gives_nothing() {
    let mut state = table(&[R, J]);
    state.players[0].supply.workers = 4;
    let deck = std::mem::take(&mut state.players[0].deck);
    state.players[0].discard = deck;
    let hand = state.players[0].hand.clone();
    act(
        &mut state,
        0,
        Action::SpendWorkers {
            goods: vec![WorkerGood::FactionCard, WorkerGood::Wood],
        },
    )
    .unwrap();
    assert_eq!(state.players[0].supply, supply(1, 0, 0, 0, 0));
    assert_eq!(state.players[0].hand, hand, "no card, from no deck");
}

#[test]
fn a_reshuffle_or_a_look_in_the_middle_of_an_action_keeps_the_action_on_one_line() {
    // An action and what it gained make one line (rules §12.8), even when the Common deck is
    // rebuilt while it draws, or when the player looks at cards while it produces.
    let mut state = table(&[R, J]);
    let tower = give(&mut state, 0, "common:watchtower");
    let mut all = std::mem::take(&mut state.common);
    state.common_discard = all.drain(..3).collect();
    state.players[1].hand.extend(all);
    state.players[0].supply.raze = 1;
    let events = act(&mut state, 0, Action::RazeCard { card: tower }).unwrap();
    assert_eq!(
        lines(&events),
        [
            "Ana razes Watchtower from the hand (1 raze token): gains 2 cards (2 Common).",
            "The Common discard pile is shuffled into a new deck of 3 cards."
        ]
    );

    let mut state = table(&[R, J]);
    let architect = give(&mut state, 0, "romans:architect");
    let part = built(&mut state, 0, "common:ruins");
    state.players[0].supply.stone = 2;
    let mut b = Build::new(architect);
    b.part = Some(part);
    let events = act(&mut state, 0, Action::Build(b)).unwrap();
    let looked = state.players[0].looks[0].cards.clone();
    let names: Vec<String> = ["Ana", "Ben"].map(String::from).to_vec();
    assert_eq!(
        missive_games::settlers::describe::lines(&events, &names, Some(0))
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
        [
            "Ana builds Architect (2 stone; discards Ruins): produces a look at 2 Faction cards."
                .to_string(),
            format!(
                "You look at {}, {}.",
                missive_games::settlers::describe::name(looked[0]),
                missive_games::settlers::describe::name(looked[1])
            ),
        ]
    );
}

#[test]
fn an_empty_common_deck_is_rebuilt_from_its_discard_pile_but_not_from_the_row() {
    let mut state = table(&[R, J]);
    let mut all = std::mem::take(&mut state.common);
    state.row = all.drain(..2).collect();
    state.common_discard = all.drain(..3).collect();
    state.players[1].hand.extend(all);
    let discard = state.common_discard.clone();
    state.players[0].supply.workers = 2;
    let events = act(
        &mut state,
        0,
        Action::SpendWorkers {
            goods: vec![WorkerGood::CommonCard],
        },
    )
    .unwrap();
    assert!(events.contains(&Event::CommonReshuffled { cards: 3 }));
    assert!(
        lines(&events)
            .contains(&"The Common discard pile is shuffled into a new deck of 3 cards.".into())
    );
    assert_eq!(
        missive_games::settlers::describe::event(&Event::CommonReshuffled { cards: 1 }, &[])
            .map(|line| line.to_string()),
        Some("The Common discard pile is shuffled into a new deck of 1 card.".into())
    );
    assert!(discard.contains(&state.players[0].hand[0]));
    assert_eq!(state.common.len(), 2);
    assert!(state.common_discard.is_empty());
    assert_eq!(state.row.len(), 2);
    // Both empty: nothing is drawn.
    let mut state = table(&[R, J]);
    let all = std::mem::take(&mut state.common);
    state.players[1].hand.extend(all);
    state.players[0].supply.workers = 2;
    act(
        &mut state,
        0,
        Action::SpendWorkers {
            goods: vec![WorkerGood::CommonCard],
        },
    )
    .unwrap();
    assert!(state.players[0].hand.is_empty());
}

// ---- No email when there is nothing to decide (rules §12.6, §12.7) ----

#[test]
fn a_turn_with_nothing_to_do_passes_by_itself() {
    let mut state = table(&[R, J]);
    assert_eq!(
        Settlers::auto(&state, 0),
        Some(Decision::Turn(Turn::new(Action::Pass)))
    );
    let events = act(&mut state, 0, Action::Pass).unwrap();
    assert!(lines(&events).contains(&"Ana passes (nothing to do).".to_string()));
    // A Japanese player with a worker and an unguarded Faction Location has a choice.
    let mut state = table(&[J, R]);
    built(&mut state, 0, "japanese:farm");
    state.players[0].supply.workers = 1;
    assert_eq!(Settlers::auto(&state, 0), None);
    // As has anyone with an action.
    let mut state = table(&[R, J]);
    state.players[0].supply.workers = 2;
    assert_eq!(Settlers::auto(&state, 0), None);
}

#[test]
fn at_a_deadline_the_japanese_guard_what_they_can_then_pass() {
    let mut state = table(&[J, R]);
    let shrine = built(&mut state, 0, "japanese:shrine");
    let farm = built(&mut state, 0, "japanese:farm");
    let rice = built(&mut state, 0, "japanese:rice-fields");
    state.players[0].supply.workers = 2;
    let Some(Decision::Turn(turn)) = Settlers::fallback(&state, 0) else {
        panic!()
    };
    assert_eq!(turn.action, Action::Pass);
    assert_eq!(
        turn.samurai,
        vec![farm, rice],
        "raze fields first, in build order"
    );
    assert!(turn.deadline);
    let events = play(&mut state, 0, turn).unwrap();
    assert!(lines(&events).contains(&"Ana passes (deadline).".to_string()));
    assert!(!state.players[0].location(shrine).unwrap().samurai);
}

#[test]
fn lookout_and_keep_defaults_take_the_first_card() {
    let state = Settlers::setup(4, 2, &Options::default()).unwrap();
    let f = state.first;
    assert_eq!(
        Settlers::fallback(&state, f),
        Some(Decision::Pick {
            card: state.row[0],
            production: None
        })
    );
    assert_eq!(Settlers::fallback(&state, 1 - f), None);
    let mut state = table(&[R, J]);
    built(&mut state, 0, "romans:architect");
    production(&mut state, None).unwrap();
    let first = state.players[0].looks[0].cards[0];
    assert_eq!(
        Settlers::fallback(&state, 0),
        Some(Decision::Keep { cards: vec![first] })
    );
}

#[test]
fn a_look_made_by_an_action_is_kept_in_a_follow_up_of_the_same_turn() {
    let mut state = table(&[R, J]);
    let architect = give(&mut state, 0, "romans:architect");
    let part = built(&mut state, 0, "common:ruins");
    state.players[0].supply.stone = 2;
    let mut b = Build::new(architect);
    b.part = Some(part);
    act(&mut state, 0, Action::Build(b)).unwrap();
    assert_eq!(state.phase, Phase::ActionKeep { seat: 0 });
    assert!(Settlers::follow_up(&state));
    let looked = state.players[0].looks[0].cards.clone();
    refused(
        &state,
        0,
        Decision::Keep {
            cards: looked.clone(),
        },
        &format!("keep 1 of {}, {}", looked[0].name(), looked[1].name()),
    );
    Settlers::resolve(
        &mut state,
        &[(
            0,
            Decision::Keep {
                cards: vec![looked[0]],
            },
        )],
    )
    .unwrap();
    assert_eq!(state.phase, Phase::Action { seat: 1 });
    assert!(!Settlers::follow_up(&state));
    let _ = catalog();
}

#[test]
fn the_alternate_lookout_with_too_few_common_cards_draws_what_there_is() {
    let options = Options {
        factions: Some(vec![R, J]),
        alternate_lookout: true,
    };
    let mut state = Settlers::setup(6, 2, &options).unwrap();
    // Round 2 begins with only 4 Common cards left to draw.
    state.phase = Phase::Action { seat: state.first };
    for s in 0..2 {
        let draft = std::mem::take(&mut state.players[s].draft);
        state.players[s].hand.extend(draft);
        state.players[s].passed = s != state.first;
    }
    built(&mut state, 0, "common:watchtower");
    let keep: Vec<CardId> = state.common.drain(..4).collect();
    let rest = std::mem::take(&mut state.common);
    state.players[0].hand.extend(rest);
    state.common = keep;
    let first = state.first;
    act(&mut state, first, Action::Pass).unwrap();
    let second = 1 - state.first;
    assert_eq!(state.players[state.first].draft.len(), 3);
    assert_eq!(state.players[second].draft.len(), 1);
    // One card: nothing to choose.
    assert!(Settlers::auto(&state, second).is_some());
    let decisions: Vec<(Seat, Decision)> = (0..2)
        .map(|s| {
            (
                s,
                Decision::Pick {
                    card: state.players[s].draft[0],
                    production: None,
                },
            )
        })
        .collect();
    let events = Settlers::resolve(&mut state, &decisions).unwrap();
    assert!(lines(&events)[0].starts_with("Each player kept 1 of the Common cards drawn"));
    // The first player received nothing: only the second keeps 1 of 2; the first, who has a
    // Watchtower when he is seat 0, is asked his Production choices apart.
    let prompts: Vec<Seat> = Settlers::prompts(&state).iter().map(|p| p.0).collect();
    assert_eq!(prompts, [second]);
    let d = Settlers::fallback(&state, second).unwrap();
    Settlers::resolve(&mut state, &[(second, d)]).unwrap();
    if state.first == 0 {
        assert_eq!(state.phase, Phase::ProductionChoices);
        assert_eq!(Settlers::prompts(&state)[0].0, 0);
    } else {
        assert!(matches!(state.phase, Phase::Action { .. }));
    }
}

#[test]
fn standing_orders_pass_only_when_every_action_left_is_of_a_kind_they_name() {
    use missive_games::settlers::orders::{ActionKind, Orders};
    let only = |kinds: &[ActionKind]| Orders {
        pass_when_only: kinds.to_vec(),
    };
    let mut state = table(&[R, J]);
    state.players[0].supply.workers = 2;
    assert!(Settlers::delegated(
        &state,
        0,
        &only(&[ActionKind::SpendWorkers])
    ));
    assert!(!Settlers::delegated(&state, 0, &only(&[])));
    assert!(!Settlers::delegated(&state, 0, &only(&[ActionKind::Deal])));
    assert!(
        !Settlers::delegated(&state, 1, &only(&[ActionKind::SpendWorkers])),
        "not his turn"
    );
    // A card that can be built is an action the orders do not name.
    give(&mut state, 0, "common:ruins");
    state.players[0].supply.wood = 5;
    state.players[0].supply.stone = 5;
    assert!(!Settlers::delegated(
        &state,
        0,
        &only(&[ActionKind::SpendWorkers])
    ));
    let all = only(&ActionKind::ALL);
    assert!(Settlers::delegated(&state, 0, &all));
    let Some(Decision::Turn(pass)) = Settlers::ordered(&state, 0, &all) else {
        panic!("a turn");
    };
    assert_eq!(pass.action, Action::Pass);
    assert!(!pass.deadline, "the orders' pass is not a deadline's");
}
