//! The worked examples: the history lines of the rules document (§12.8), played on the tables
//! they describe, the examples and notes of the seed rulebook (Spanish, partial), and the
//! Japanese examples (§6.1, and the rulebook examples the card data cites).

use super::support::*;
use missive_games::settlers::cards::{CardId, Faction};
use missive_games::settlers::decision::ProductionPlan;
use missive_games::settlers::describe;
use missive_games::settlers::goods::Supply;
use missive_games::settlers::{
    Action, Build, Decision, Options, Phase, Settlers, State, Turn, Use, With, WorkerGood,
};
use missive_games::{Game, Seat};

const R: Faction = Faction::Romans;
const J: Faction = Faction::Japanese;
const E: Faction = Faction::Egyptians;
const B: Faction = Faction::Barbarians;

fn names() -> Vec<String> {
    ["Ana", "Ben", "Cleo", "Dan"].map(String::from).to_vec()
}

fn pick(state: &mut State, seat: Seat, card: CardId) -> Vec<String> {
    let events = Settlers::resolve(
        state,
        &[(
            seat,
            Decision::Pick {
                card,
                production: None,
            },
        )],
    )
    .unwrap();
    lines(&events)
}

#[test]
fn setup_seats_ana_romans_ben_japanese_first_player_ben() {
    let options = Options {
        factions: Some(vec![R, J]),
        alternate_lookout: false,
    };
    let state = (0..)
        .map(|seed| Settlers::setup(seed, 2, &options).unwrap())
        .find(|s| s.first == 1)
        .unwrap();
    assert_eq!(
        describe::opening(&state, &names())[0].to_string(),
        "Seats: Ana – Romans, Ben – Japanese. First player: Ben."
    );
}

#[test]
fn lookout_revealed_quarry_castle_ruins_ben_takes_castle_quarry_is_discarded() {
    let mut state = table(&[R, J]);
    state.first = 1;
    let quarry = take(&mut state, "common:quarry");
    let castle = take(&mut state, "common:castle");
    let ruins = take(&mut state, "common:ruins");
    state.row = vec![quarry, castle, ruins];
    state.phase = Phase::Lookout { draft: 1, pick: 0 };
    assert_eq!(pick(&mut state, 1, castle), ["Ben takes Castle."]);
    let lines = pick(&mut state, 0, ruins);
    assert_eq!(lines[..2], ["Ana takes Ruins.", "Quarry is discarded."]);
    assert!(lines[2].starts_with("Revealed: "));
}

#[test]
fn round_2_each_player_takes_a_faction_card_and_anas_deck_is_empty() {
    let mut state = table(&[R, J]);
    state.round = 1;
    let deck = std::mem::take(&mut state.players[0].deck);
    state.players[0].discard = deck;
    state.players[1].passed = true;
    let events = act(&mut state, 0, Action::Pass).unwrap();
    let lines = lines(&events);
    assert!(
        lines.contains(
            &"Round 2. Each player takes a Faction card. Ana's Faction deck is empty.".to_string()
        ),
        "{lines:?}"
    );
}

#[test]
fn alternate_lookout_each_player_drew_3_kept_1_and_passed_2_then_discarded_ruins_and_mill() {
    let options = Options {
        factions: Some(vec![R, J]),
        alternate_lookout: true,
    };
    let mut state = Settlers::setup(3, 2, &options).unwrap();
    let keep: Vec<(Seat, Decision)> = (0..2)
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
    let events = Settlers::resolve(&mut state, &keep).unwrap();
    assert_eq!(
        lines(&events),
        ["Each player drew 3 Common cards, kept 1 and passed 2."]
    );
    // The second step, on cards of our choosing.
    for s in 0..2 {
        let cards = std::mem::take(&mut state.players[s].draft);
        state.common.extend(cards);
    }
    let ruins = take(&mut state, "common:ruins");
    let quarry = take(&mut state, "common:quarry");
    let mill = take(&mut state, "common:mill");
    let castle = take(&mut state, "common:castle");
    state.players[0].draft = vec![ruins, quarry];
    state.players[1].draft = vec![mill, castle];
    let events = Settlers::resolve(
        &mut state,
        &[
            (
                0,
                Decision::Pick {
                    card: quarry,
                    production: None,
                },
            ),
            (
                1,
                Decision::Pick {
                    card: castle,
                    production: None,
                },
            ),
        ],
    )
    .unwrap();
    assert_eq!(lines(&events)[0], "Discarded: Ruins (Ana), Mill (Ben).");
}

#[test]
fn production_ana_produces_2_workers_1_wood_1_stone_tokens_2_vp_and_2_cards() {
    let mut state = table(&[R, J]);
    let monument = built(&mut state, 0, "common:monument");
    let farmers = built(&mut state, 0, "common:farmers-at-work");
    built(&mut state, 0, "common:watchtower");
    built(&mut state, 0, "common:watchtower");
    let plan = ProductionPlan {
        faction_cards: 1,
        choices: vec![missive_games::settlers::decision::Choice {
            location: farmers,
            with: With {
                copy: Some(monument),
                ..With::default()
            },
        }],
    };
    let events = production(&mut state, Some(plan)).unwrap();
    assert!(
        lines(&events).contains(
            &"Ana produces 2 workers, 1 wood, 1 stone, 1 raze token, 1 defense token, 2 VP and 2 cards (1 Common, 1 Faction)."
                .to_string()
        ),
        "{:?}",
        lines(&events)
    );
}

#[test]
fn production_ana_keeps_1_of_2_faction_cards_and_discards_legion() {
    let mut state = table(&[R, J]);
    built(&mut state, 0, "romans:architect");
    let legion = take(&mut state, "romans:legion");
    let builder = take(&mut state, "romans:builder");
    state.players[0].deck.push(legion);
    state.players[0].deck.push(builder);
    production(&mut state, None).unwrap();
    let events = Settlers::resolve(
        &mut state,
        &[(
            0,
            Decision::Keep {
                cards: vec![builder],
            },
        )],
    )
    .unwrap();
    assert_eq!(
        lines(&events),
        ["Ana keeps 1 of 2 Faction cards and discards Legion."]
    );
}

#[test]
fn build_ana_builds_stonemason_discarding_ruins_and_it_produces_2_stone() {
    let mut state = table(&[R, J]);
    let ruins = built(&mut state, 0, "common:ruins");
    let mason = give(&mut state, 0, "romans:stonemason");
    state.players[0].supply = supply(1, 1, 0, 0, 0);
    let mut b = Build::new(mason);
    b.part = Some(ruins);
    let events = act(&mut state, 0, Action::Build(b)).unwrap();
    assert_eq!(
        lines(&events),
        ["Ana builds Stonemason (1 wood, 1 stone; discards Ruins): produces 2 stone."]
    );
}

#[test]
fn build_with_a_building_bonus_of_1_common_card_and_supplier_firing() {
    // The rules' words: "building bonus 1 card (Common)", "Supplier: 1 gold and 1 VP".
    let mut state = table(&[R, J]);
    let tavern = give(&mut state, 0, "common:tavern");
    state.players[0].supply = supply(1, 1, 0, 0, 0);
    let events = act(&mut state, 0, Action::Build(Build::new(tavern))).unwrap();
    assert_eq!(
        lines(&events),
        ["Ana builds Tavern (1 wood, 1 stone): building bonus 1 card (Common)."]
    );
    let mut state = table(&[R, J]);
    built(&mut state, 0, "common:supplier");
    let statue = give(&mut state, 0, "common:statue");
    state.players[0].supply = supply(1, 2, 0, 0, 0);
    let mut turn = Turn::new(Action::Build(Build::new(statue)));
    turn.faction_cards = 1;
    let events = play(&mut state, 0, turn).unwrap();
    assert_eq!(
        lines(&events),
        [
            "Ana builds Statue (1 wood, 2 stone): building bonus 2 VP and 1 card (Faction); Supplier: 1 gold and 1 VP."
        ]
    );
}

#[test]
fn deal_ben_makes_a_deal_with_farm_for_1_food_and_gains_1_worker() {
    let mut state = table(&[R, J]);
    let farm = give(&mut state, 1, "japanese:farm");
    state.players[1].supply.food = 1;
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
    assert_eq!(
        lines(&events),
        ["Ben makes a Deal with Farm (1 food): gains 1 worker."]
    );
}

#[test]
fn raze_ana_razes_watchtower_from_the_hand_and_bens_guarded_quarry() {
    let mut state = table(&[R, J]);
    let tower = give(&mut state, 0, "common:watchtower");
    state.players[0].supply.raze = 4;
    others_pass(&mut state, 0);
    let events = act(&mut state, 0, Action::RazeCard { card: tower }).unwrap();
    assert_eq!(
        lines(&events),
        ["Ana razes Watchtower from the hand (1 raze token): gains 2 cards (2 Common)."]
    );
    state.players[1].passed = false;
    let quarry = built(&mut state, 1, "common:quarry");
    state.players[1].location_mut(quarry).unwrap().defense = true;
    let events = act(
        &mut state,
        0,
        Action::Raze {
            seat: 1,
            location: quarry,
        },
    )
    .unwrap();
    assert_eq!(
        lines(&events),
        [
            "Ana razes Ben's Quarry (3 raze tokens: 2 + defense token): gains 2 stone. Quarry becomes Ben's Foundation; Ben takes 1 wood; the defense token returns to the supply."
        ]
    );
}

#[test]
fn activate_ben_uses_castle_twice_and_ana_uses_tavern() {
    let mut state = table(&[R, J]);
    let castle = built(&mut state, 1, "common:castle");
    state.players[1].supply.workers = 2;
    state.phase = Phase::Action { seat: 1 };
    let mut turn = Turn::new(Action::Activate {
        location: castle,
        uses: vec![Use::default(), Use::default()],
        gold: None,
    });
    turn.faction_cards = 1;
    let events = play(&mut state, 1, turn).unwrap();
    assert_eq!(
        lines(&events),
        ["Ben uses Castle twice (2 workers): gains 2 cards (1 Common, 1 Faction)."]
    );
    let tavern = built(&mut state, 0, "common:tavern");
    let mill = give(&mut state, 0, "common:mill");
    state.phase = Phase::Action { seat: 0 };
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
    assert_eq!(
        lines(&events),
        ["Ana uses Tavern (discards Mill): gains 2 VP."]
    );
}

#[test]
fn spend_workers_ana_spends_6_and_cleos_oasis_gains_3() {
    let mut state = table(&[R, J, E]);
    built(&mut state, 2, "egyptians:oasis");
    state.players[0].supply.workers = 6;
    let events = act(
        &mut state,
        0,
        Action::SpendWorkers {
            goods: vec![WorkerGood::Wood, WorkerGood::Food, WorkerGood::FactionCard],
        },
    )
    .unwrap();
    assert_eq!(
        lines(&events),
        ["Ana spends 6 workers: 1 wood, 1 food, 1 Faction card. Oasis: Cleo gains 3 workers."]
    );
}

#[test]
fn free_parts_ana_places_the_defense_token_and_ben_deploys_samurai() {
    let mut state = table(&[R, J]);
    let quarry = built(&mut state, 0, "common:quarry");
    state.players[0].supply.defense = 1;
    state.players[0].supply.workers = 2;
    let mut turn = Turn::new(Action::Pass);
    turn.defense = Some(quarry);
    let events = play(&mut state, 0, turn).unwrap();
    assert_eq!(
        lines(&events),
        ["Ana places the defense token on Quarry.", "Ana passes."]
    );
    let farm = built(&mut state, 1, "japanese:farm");
    let stalls = built(&mut state, 1, "japanese:stalls");
    state.players[1].supply.workers = 2;
    let mut turn = Turn::new(Action::Pass);
    turn.samurai = vec![farm, stalls];
    let events = play(&mut state, 1, turn).unwrap();
    assert_eq!(
        lines(&events)[..2],
        [
            "Ben deploys Samurai on Farm and Stalls (ability not verified).",
            "Ben passes."
        ]
    );
}

#[test]
fn cleanup_ana_keeps_3_workers_ben_keeps_2_food_cleo_is_first_player() {
    let mut state = table(&[B, J, E]);
    state.first = 1;
    state.players[0].supply = supply(1, 0, 0, 0, 3);
    state.players[1].supply = supply(0, 1, 2, 0, 0);
    state.players[2].supply = supply(0, 0, 1, 0, 0);
    state.players[0].passed = true;
    state.players[1].passed = true;
    state.phase = Phase::Action { seat: 2 };
    let events = act(&mut state, 2, Action::Pass).unwrap();
    assert!(
        lines(&events).contains(
            &"Ana keeps 3 workers; Ben keeps 2 food; the rest is discarded. Cleo is First player."
                .to_string()
        ),
        "{:?}",
        lines(&events)
    );
}

#[test]
fn end_final_ana_61_track_44_5_common_locations_6_faction_locations() {
    let mut state = table(&[R, J]);
    state.players[0].vp = 44;
    for id in [
        "common:quarry",
        "common:ruins",
        "common:ruins",
        "common:castle",
        "common:mill",
    ] {
        built(&mut state, 0, id);
    }
    for id in [
        "romans:builder",
        "romans:builder",
        "romans:legion",
        "romans:stonemason",
        "romans:architect",
        "romans:roman-bank",
    ] {
        built(&mut state, 0, id);
    }
    state.players[1].vp = 30;
    state.round = 5;
    state.players[1].passed = true;
    act(&mut state, 0, Action::Pass).unwrap();
    let outcome = Settlers::outcome(&state).unwrap();
    assert_eq!(
        describe::outcome(&outcome, &names()).to_string(),
        "Final: Ana 61 (track 44, Common Locations 5, Faction Locations 12), Ben 30 (track 30, Common Locations 0, Faction Locations 0)."
    );
}

// ---- The seed rulebook (partial Spanish text) ----

#[test]
fn seed_a_three_player_lookout_reveals_4_cards_and_each_player_gets_3_new_cards() {
    let mut state = Settlers::setup(9, 3, &Options::default()).unwrap();
    assert_eq!(state.row.len(), 4);
    let before: Vec<usize> = state.players.iter().map(|p| p.hand.len() - 1).collect();
    while let Phase::Lookout { .. } = state.phase {
        let (seat, _) = Settlers::prompts(&state)[0].clone();
        let decision = Settlers::fallback(&state, seat).unwrap();
        Settlers::resolve(&mut state, &[(seat, decision)]).unwrap();
    }
    for (p, b) in state.players.iter().zip(before) {
        assert_eq!(p.hand.len(), b + 3, "1 Faction card and 2 picks");
    }
}

#[test]
fn seed_goods_are_spent_in_their_round_and_only_vp_cards_and_storage_stay() {
    let mut state = table(&[R, J]);
    state.players[0].supply = Supply {
        raze: 2,
        ..supply(2, 2, 2, 2, 2)
    };
    state.players[0].vp = 3;
    give(&mut state, 0, "common:mill");
    state.players[1].passed = true;
    act(&mut state, 0, Action::Pass).unwrap();
    // Round 3's Lookout: only the Romans' raze tokens were kept.
    let p = &state.players[0];
    assert_eq!(state.round, 3);
    assert_eq!(p.vp, 3);
    assert_eq!(
        p.supply,
        Supply {
            raze: 2,
            ..Supply::default()
        }
    );
    assert!(p.hand.len() >= 2, "cards in hand are never discarded");
}

#[test]
fn seed_shrine_and_gate_are_unverified_so_they_score_2_vp_and_nothing_more() {
    let mut state = table(&[J, R]);
    built(&mut state, 0, "japanese:shrine");
    built(&mut state, 0, "japanese:gate");
    state.players[0].supply = supply(3, 3, 3, 0, 0);
    state.round = 5;
    state.players[1].passed = true;
    act(&mut state, 0, Action::Pass).unwrap();
    let outcome = Settlers::outcome(&state).unwrap();
    let ana = outcome.standings.iter().find(|s| s.seat == 0).unwrap();
    assert_eq!(ana.score, 4);
    let mark = describe::card(state.players[0].locations[0].card);
    assert!(mark.contains("[ability not verified]"), "{mark}");
}

// ---- The Japanese (rules §6.1) ----

#[test]
fn japanese_casino_costs_1_worker_and_gives_1_gold() {
    let mut state = table(&[J, R]);
    let casino = built(&mut state, 0, "japanese:casino");
    state.players[0].supply.workers = 1;
    let events = act(
        &mut state,
        0,
        Action::Activate {
            location: casino,
            uses: vec![Use::default()],
            gold: None,
        },
    )
    .unwrap();
    assert_eq!(state.players[0].supply, supply(0, 0, 0, 1, 0));
    assert_eq!(
        lines(&events),
        ["Ana uses Casino (1 worker): gains 1 gold."]
    );
}

#[test]
fn japanese_ninjas_deploy_2_samurai_and_one_without_a_free_location_is_lost() {
    let mut state = table(&[J, R]);
    let farm = built(&mut state, 0, "japanese:farm");
    let ruins = built(&mut state, 0, "common:ruins");
    let ninjas = give(&mut state, 0, "japanese:ninjas");
    state.players[0].supply.stone = 1;
    let mut b = Build::new(ninjas);
    b.part = Some(ruins);
    b.samurai = vec![farm];
    let events = act(&mut state, 0, Action::Build(b)).unwrap();
    let p = &state.players[0];
    assert!(p.location(farm).unwrap().samurai);
    assert!(p.location(ninjas).unwrap().samurai);
    assert_eq!(
        lines(&events),
        [
            "Ana builds Ninjas (ability not verified) (1 stone; discards Ruins): building bonus 2 Samurai."
        ]
    );
    // A second Ninjas finds one free place only: Farm and the first Ninjas are guarded.
    let second = give(&mut state, 0, "japanese:ninjas");
    state.players[0].supply.stone = 1;
    let mut b = Build::new(second);
    b.part = Some(farm);
    state.phase = Phase::Action { seat: 0 };
    let events = act(&mut state, 0, Action::Build(b)).unwrap();
    assert_eq!(state.players[0].samurai_count(), 2);
    assert!(lines(&events)[0].ends_with("building bonus 1 Samurai."));
}

#[test]
fn japanese_shrine_cannot_be_razed_but_holds_a_samurai_and_a_guarded_farm_costs_3() {
    let mut state = table(&[R, J]);
    let shrine = built(&mut state, 1, "japanese:shrine");
    let farm = built(&mut state, 1, "japanese:farm");
    state.players[1].supply.workers = 4;
    state.phase = Phase::Action { seat: 1 };
    let mut turn = Turn::new(Action::SpendWorkers {
        goods: vec![WorkerGood::Food],
    });
    turn.samurai = vec![shrine, farm];
    play(&mut state, 1, turn).unwrap();
    assert_eq!(state.players[1].samurai_count(), 2);
    assert_eq!(state.phase, Phase::Action { seat: 0 });
    state.players[0].supply.raze = 3;
    refused_action(
        &state,
        0,
        Action::Raze {
            seat: 1,
            location: shrine,
        },
        "Shrine cannot be razed",
    );
    act(
        &mut state,
        0,
        Action::Raze {
            seat: 1,
            location: farm,
        },
    )
    .unwrap();
    assert_eq!(state.players[0].supply.raze, 0, "2 + Samurai");
    assert_eq!(state.players[0].vp, 1);
    assert_eq!(state.players[1].samurai_count(), 1);
}

#[test]
fn japanese_samurai_count_for_daimyos_castle_when_it_is_built() {
    let mut state = table(&[J, R]);
    let farm = built(&mut state, 0, "japanese:farm");
    state.players[0].location_mut(farm).unwrap().samurai = true;
    let castle = give(&mut state, 0, "japanese:daimyos-castle");
    state.players[0].supply.stone = 2;
    let mut b = Build::new(castle);
    b.part = Some(farm);
    act(&mut state, 0, Action::Build(b)).unwrap();
    assert_eq!(
        state.players[0].vp, 0,
        "the Samurai left with the discarded Farm"
    );
}

#[test]
fn a_samurai_placed_before_building_daimyos_castle_counts_for_it_one_placed_after_does_not() {
    // Rules §12.3 (revised): the Japanese deploy before the action as well as after it.
    let build = |before: bool| {
        let mut state = table(&[J, R]);
        let farm = built(&mut state, 0, "japanese:farm");
        let ruins = built(&mut state, 0, "common:ruins");
        let castle = give(&mut state, 0, "japanese:daimyos-castle");
        state.players[0].supply.stone = 2;
        state.players[0].supply.workers = 1;
        let mut b = Build::new(castle);
        b.part = Some(ruins);
        let mut turn = Turn::new(Action::Build(b));
        match before {
            true => turn.samurai_before = vec![farm],
            false => turn.samurai = vec![farm],
        }
        play(&mut state, 0, turn).unwrap();
        assert!(state.players[0].location(farm).unwrap().samurai);
        assert_eq!(state.players[0].supply.workers, 0);
        state.players[0].vp
    };
    assert_eq!(build(true), 1, "the Samurai placed before counts");
    assert_eq!(build(false), 0, "the Samurai placed after does not");
}
