//! Every kind of illegal decision is refused by `check` and by `resolve` with a reason a player
//! understands, and the state is left exactly as it was.

use super::support::*;
use missive_games::settlers::cards::{CardId, Faction, Good};
use missive_games::settlers::decision::{Choice, ProductionPlan};
use missive_games::settlers::goods::GoldUse;
use missive_games::settlers::{
    Action, Build, Decision, Options, Phase, Settlers, Target, Turn, Use, With, WorkerGood,
};
use missive_games::{Game, RuleError};

const R: Faction = Faction::Romans;
const J: Faction = Faction::Japanese;
const E: Faction = Faction::Egyptians;
const B: Faction = Faction::Barbarians;

fn activate(location: CardId, uses: Vec<Use>) -> Action {
    Action::Activate {
        location,
        uses,
        gold: None,
    }
}

fn aimed(target: Target) -> Vec<Use> {
    vec![Use {
        target: Some(target),
        ..Use::default()
    }]
}

#[test]
fn decisions_out_of_turn_out_of_step_or_out_of_the_game() {
    let mut state = table(&[R, J]);
    refused_action(
        &state,
        1,
        Action::Pass,
        "it is not your turn: the Romans are playing",
    );
    refused_action(
        &state,
        7,
        Action::Pass,
        "there is no such seat in this game",
    );
    refused(
        &state,
        0,
        Decision::Pick {
            card: CardId(0),
            production: None,
        },
        "this step asks for your turn",
    );
    refused(
        &state,
        0,
        Decision::Keep { cards: vec![] },
        "this step asks for your turn",
    );
    refused_action(
        &state,
        0,
        Action::RazeCard { card: CardId(250) },
        "there is no card number 250",
    );
    let lookout = Settlers::setup(1, 2, &Options::default()).unwrap();
    let f = lookout.first;
    refused(
        &lookout,
        f,
        Decision::Turn(Turn::new(Action::Pass)),
        "this step asks for a card of the Lookout row",
    );
    state.round = 5;
    state.players[1].passed = true;
    act(&mut state, 0, Action::Pass).unwrap();
    refused_action(&state, 0, Action::Pass, "the game is over");
}

#[test]
fn resolve_wants_exactly_the_owed_decisions() {
    let state = Settlers::setup(
        1,
        3,
        &Options {
            factions: None,
            alternate_lookout: true,
        },
    )
    .unwrap();
    let card = |s: usize| Decision::Pick {
        card: state.players[s].draft[0],
        production: None,
    };
    let mut after = state.clone();
    let reason = |result: Result<_, RuleError>| result.unwrap_err().to_string();
    assert_eq!(
        reason(Settlers::resolve(&mut after, &[(0, card(0)), (2, card(2))])),
        "seat 1 has not decided yet"
    );
    assert_eq!(
        reason(Settlers::resolve(&mut after, &[(0, card(0)), (0, card(0))])),
        "seat 0 decided twice"
    );
    let bad = Decision::Pick {
        card: state.players[0].draft[0],
        production: None,
    };
    let err = Settlers::resolve(&mut after, &[(0, card(0)), (1, bad), (2, card(2))]).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "The {}: {} is not among the cards you may keep",
            state.players[1].faction.name(),
            state.players[0].draft[0].name()
        )
    );
    assert_eq!(after, state);
}

#[test]
fn builds_that_cannot_be_paid_or_are_not_allowed() {
    let mut state = table(&[R, J]);
    let quarry = give(&mut state, 0, "common:quarry");
    let mason = give(&mut state, 0, "romans:stonemason");
    let statue = give(&mut state, 0, "common:statue");
    let mill = take(&mut state, "common:mill");
    state.common.push(mill);
    state.players[0].supply = supply(1, 0, 0, 0, 0);
    let build = |b: Build| Action::Build(b);
    refused_action(
        &state,
        0,
        build(Build::new(quarry)),
        "Quarry costs 1 wood and 1 stone; you have 1 wood",
    );
    refused_action(
        &state,
        0,
        build(Build::new(mill)),
        "Mill is not in your hand",
    );
    state.players[0].supply = supply(1, 1, 0, 0, 0);
    let mut b = Build::new(quarry);
    b.gold = Some(GoldUse {
        wood: 2,
        ..GoldUse::default()
    });
    refused_action(
        &state,
        0,
        build(b),
        "Quarry costs 1 wood and 1 stone: you chose to pay 2 wood with gold, but it needs only 1 wood",
    );
    let mut b = Build::new(quarry);
    b.gold = Some(GoldUse {
        stone: 1,
        ..GoldUse::default()
    });
    refused_action(
        &state,
        0,
        build(b),
        "Quarry costs 1 wood and 1 stone: paying with gold as you chose takes 1 gold; you have 0 gold",
    );
    refused_action(
        &state,
        0,
        build(Build::new(mason)),
        "Stonemason needs its Location part, and you have no Location or Foundation to discard",
    );
    let ruins = built(&mut state, 0, "common:ruins");
    let theirs = built(&mut state, 1, "common:ruins");
    refused_action(
        &state,
        0,
        build(Build::new(mason)),
        "Stonemason needs its Location part: name one of your Locations or Foundations to discard",
    );
    let mut b = Build::new(mason);
    b.part = Some(theirs);
    refused_action(
        &state,
        0,
        build(b),
        "Ruins is not one of your Locations or Foundations",
    );
    let mut b = Build::new(quarry);
    b.part = Some(ruins);
    refused_action(
        &state,
        0,
        build(b),
        "Quarry has no Location part: discard nothing",
    );
    let mut b = Build::new(statue);
    b.with = With {
        option: Some(0),
        ..With::default()
    };
    refused_action(
        &state,
        0,
        build(b),
        "Statue does not produce: it needs no production choices",
    );
    let mut b = Build::new(quarry);
    b.with = With {
        option: Some(1),
        ..With::default()
    };
    refused_action(
        &state,
        0,
        build(b),
        "Quarry's production has no options to choose from",
    );
    let mut b = Build::new(quarry);
    b.samurai = vec![ruins];
    refused_action(
        &state,
        0,
        build(b),
        "Quarry gives no Samurai: name no places for them",
    );
}

#[test]
fn ninjas_samurai_places_must_be_unguarded_faction_locations_of_the_japanese() {
    let mut state = table(&[J, R]);
    let ninjas = give(&mut state, 0, "japanese:ninjas");
    let ruins = built(&mut state, 0, "common:ruins");
    let farm = built(&mut state, 0, "japanese:farm");
    state.players[0].supply.stone = 1;
    let with_places = |places: Vec<CardId>| {
        let mut b = Build::new(ninjas);
        b.part = Some(ruins);
        b.samurai = places;
        Action::Build(b)
    };
    refused_action(
        &state,
        0,
        with_places(vec![farm, ninjas, farm]),
        "Ninjas gives 2 Samurai; you named 3 places",
    );
    refused_action(
        &state,
        0,
        with_places(vec![farm, farm]),
        "Farm is named twice: a Location takes one Samurai",
    );
    refused_action(
        &state,
        0,
        with_places(vec![ruins]),
        "Ruins cannot take a Samurai: it is not one of your unguarded Faction Locations",
    );
}

#[test]
fn deals_need_a_faction_card_of_the_hand_and_1_food_or_gold() {
    let mut state = table(&[R, J]);
    let quarry = give(&mut state, 0, "common:quarry");
    let builder = give(&mut state, 0, "romans:builder");
    let legion = take(&mut state, "romans:legion");
    state.players[0].deck.push(legion);
    let deal = |card| Action::Deal { card, gold: None };
    refused_action(
        &state,
        0,
        deal(quarry),
        "Quarry is a Common card: Deals are made with Faction cards",
    );
    refused_action(
        &state,
        0,
        deal(builder),
        "a Deal costs 1 food; you have none",
    );
    refused_action(&state, 0, deal(legion), "Legion is not in your hand");
}

#[test]
fn razing_refusals_name_what_is_wrong() {
    let mut state = table(&[R, J, E]);
    let ruins = give(&mut state, 0, "common:ruins");
    let builder = give(&mut state, 0, "romans:builder");
    let tower = give(&mut state, 0, "common:watchtower");
    let own = built(&mut state, 0, "common:quarry");
    let quarry = built(&mut state, 1, "common:quarry");
    refused_action(
        &state,
        0,
        Action::RazeCard { card: tower },
        "razing Watchtower from your hand takes 1 raze token; you have none",
    );
    state.players[0].supply.raze = 1;
    refused_action(
        &state,
        0,
        Action::RazeCard { card: ruins },
        "Ruins has no raze field: it cannot be razed",
    );
    refused_action(
        &state,
        0,
        Action::RazeCard { card: builder },
        "Builder has no raze field: it cannot be razed",
    );
    refused_action(
        &state,
        0,
        Action::Raze {
            seat: 0,
            location: own,
        },
        "you cannot raze your own Locations this way: choose an opponent's",
    );
    refused_action(
        &state,
        0,
        Action::Raze {
            seat: 2,
            location: quarry,
        },
        "Quarry is not a Location of the Egyptians",
    );
    refused_action(
        &state,
        0,
        Action::Raze {
            seat: 5,
            location: quarry,
        },
        "there is no seat 5 at this table",
    );
    refused_action(
        &state,
        0,
        Action::Raze {
            seat: 1,
            location: quarry,
        },
        "razing Quarry takes 2 raze tokens; you have 1",
    );
}

#[test]
fn activations_that_are_not_possible() {
    let mut state = table(&[R, J]);
    let castle = built(&mut state, 0, "common:castle");
    let quarry = built(&mut state, 0, "common:quarry");
    let tavern = built(&mut state, 0, "common:tavern");
    let theirs = built(&mut state, 1, "common:barracks");
    let league = built(&mut state, 0, "common:hanseatic-league");
    refused_action(
        &state,
        0,
        activate(theirs, vec![Use::default()]),
        "Barracks is not one of your Locations",
    );
    refused_action(
        &state,
        0,
        activate(quarry, vec![Use::default()]),
        "Quarry is not an Action Location",
    );
    refused_action(
        &state,
        0,
        activate(castle, vec![]),
        "say how many times you use Castle",
    );
    refused_action(
        &state,
        0,
        activate(castle, vec![Use::default(); 3]),
        "Castle has 2 uses left this round",
    );
    refused_action(
        &state,
        0,
        activate(castle, vec![Use::default()]),
        "using Castle costs 1 worker; you have none",
    );
    state.players[0].supply.workers = 1;
    refused_action(
        &state,
        0,
        activate(castle, vec![Use::default(), Use::default()]),
        "using Castle twice costs 2 workers; you have 1 worker",
    );
    refused_action(
        &state,
        0,
        activate(castle, aimed(Target::Card { card: quarry })),
        "Castle has no effect to aim",
    );
    refused_action(
        &state,
        0,
        activate(tavern, vec![Use::default()]),
        "each use of Tavern discards 1 card of your hand; you named 0",
    );
    refused_action(
        &state,
        0,
        activate(
            tavern,
            vec![Use {
                cards: vec![quarry],
                ..Use::default()
            }],
        ),
        "Quarry is not in your hand",
    );
    let their_deal = dealt(&mut state, 1, "japanese:farm");
    refused_action(
        &state,
        0,
        activate(
            league,
            vec![Use {
                deals: vec![their_deal],
                ..Use::default()
            }],
        ),
        "Farm is not one of your Deals",
    );
}

#[test]
fn effects_need_their_choice_and_refuse_wrong_ones() {
    let mut state = table(&[R, J, E]);
    let messenger = built(&mut state, 0, "common:imperial-messenger");
    let porters = built(&mut state, 0, "common:porters");
    let settlers = built(&mut state, 0, "common:settlers");
    let castle = built(&mut state, 0, "common:castle");
    let quarry = give(&mut state, 0, "common:quarry");
    let mason = give(&mut state, 0, "romans:stonemason");
    let their_deal = dealt(&mut state, 1, "japanese:farm");
    dealt(&mut state, 0, "romans:builder");
    state.players[0].supply = supply(1, 0, 1, 0, 2);
    refused_action(
        &state,
        0,
        activate(messenger, vec![Use::default()]),
        "Imperial Messenger needs one of your Deals",
    );
    refused_action(
        &state,
        0,
        activate(messenger, aimed(Target::Card { card: quarry })),
        "Imperial Messenger needs one of your Deals",
    );
    refused_action(
        &state,
        0,
        activate(messenger, aimed(Target::Deal { deal: their_deal })),
        "Farm is not one of your Deals",
    );
    refused_action(
        &state,
        0,
        activate(
            porters,
            aimed(Target::Production {
                location: castle,
                with: With::default(),
            }),
        ),
        "Castle is not one of your Production Locations",
    );
    refused_action(
        &state,
        0,
        activate(settlers, aimed(Target::Build(Build::new(quarry)))),
        "Settlers builds only Faction cards, and Quarry is a Common card",
    );
    let mut b = Build::new(mason);
    b.part = Some(castle);
    refused_action(
        &state,
        0,
        activate(settlers, aimed(Target::Build(b))),
        "Settlers builds Stonemason without its Location part: discard nothing",
    );
    refused_action(
        &state,
        0,
        activate(settlers, aimed(Target::Build(Build::new(mason)))),
        "Stonemason costs 1 wood and 1 stone; you have none",
    );
}

#[test]
fn effects_that_choose_an_opponent_refuse_oneself_and_passed_players() {
    let mut state = table(&[B, J, E]);
    let saboteurs = built(&mut state, 0, "barbarians:saboteurs");
    state.players[0].supply = supply(1, 0, 0, 0, 1);
    state.players[1].supply = supply(1, 0, 0, 0, 0);
    state.players[2].passed = true;
    state.players[2].supply = supply(1, 0, 0, 0, 0);
    let steal = |seat| {
        activate(
            saboteurs,
            aimed(Target::Steal {
                seat,
                resource: Good::Wood,
            }),
        )
    };
    refused_action(&state, 0, steal(0), "choose an opponent, not yourself");
    refused_action(
        &state,
        0,
        steal(2),
        "The Egyptians have passed: they cannot be chosen this round",
    );

    let mut state = table(&[E, J, R]);
    let chariot = built(&mut state, 0, "egyptians:chariot-builder");
    let builder = built(&mut state, 2, "romans:builder");
    let farm = built(&mut state, 1, "japanese:farm");
    state.players[0].supply.raze = 1;
    state.players[1].passed = true;
    refused_action(
        &state,
        0,
        activate(
            chariot,
            aimed(Target::Location {
                seat: 1,
                location: farm,
            }),
        ),
        "The Japanese have passed: their Locations cannot be razed this round",
    );
    refused_action(
        &state,
        0,
        activate(
            chariot,
            aimed(Target::Location {
                seat: 2,
                location: builder,
            }),
        ),
        "Builder is a Roman Location: only Common and Japanese Locations can be razed",
    );
}

#[test]
fn spending_workers_refusals() {
    let mut state = table(&[R, J]);
    state.players[0].supply.workers = 3;
    let spend = |goods: Vec<WorkerGood>| Action::SpendWorkers { goods };
    refused_action(
        &state,
        0,
        spend(vec![]),
        "name what each pair of workers buys: wood, stone, food, a Common card or a Faction card",
    );
    refused_action(
        &state,
        0,
        spend(vec![WorkerGood::Wood, WorkerGood::Stone]),
        "spending 2 pairs of workers takes 4 workers; you have 3",
    );
    let mut one = state.clone();
    one.players[0].supply.workers = 1;
    refused_action(
        &one,
        0,
        spend(vec![WorkerGood::Wood]),
        "spending 1 pair of workers takes 2 workers; you have 1",
    );
    refused_action(
        &state,
        0,
        spend(vec![WorkerGood::Wood; 40_000]),
        "spending 40000 pairs of workers takes 80000 workers; you have 3",
    );
}

#[test]
fn free_parts_that_are_not_possible() {
    let mut state = table(&[J, R]);
    let quarry = built(&mut state, 0, "common:quarry");
    let farm = built(&mut state, 0, "japanese:farm");
    let rice = built(&mut state, 0, "japanese:rice-fields");
    let theirs = built(&mut state, 1, "common:ruins");
    let with = |defense: Option<CardId>, samurai: Vec<CardId>| {
        let mut t = Turn::new(Action::Pass);
        t.defense = defense;
        t.samurai = samurai;
        Decision::Turn(t)
    };
    refused(
        &state,
        0,
        with(Some(quarry), vec![]),
        "you have no defense token to place",
    );
    state.players[0].supply.defense = 1;
    refused(
        &state,
        0,
        with(Some(theirs), vec![]),
        "Ruins is not one of your Locations: the defense token goes on one of yours",
    );
    state.players[0].location_mut(quarry).unwrap().defense = true;
    refused(
        &state,
        0,
        with(Some(quarry), vec![]),
        "Quarry already has a defense token",
    );
    state.players[0].supply.workers = 1;
    refused(
        &state,
        0,
        with(None, vec![farm, rice]),
        "deploying 2 Samurai takes 2 workers; you have 1",
    );
    let mut none = state.clone();
    none.players[0].supply.workers = 0;
    refused(
        &none,
        0,
        with(None, vec![farm]),
        "deploying 1 Samurai takes 1 worker; you have 0",
    );
    refused(
        &state,
        0,
        with(None, vec![theirs]),
        "Ruins is not one of your Locations",
    );
    refused(
        &state,
        0,
        with(None, vec![farm; 40_000]),
        "you name more places for Samurai than you have Locations",
    );
}

#[test]
fn production_choices_that_do_not_fit() {
    let mut state = table(&[E, J]);
    let guard = built(&mut state, 0, "egyptians:pharaohs-guard");
    let castle = built(&mut state, 0, "common:castle");
    let farmers = built(&mut state, 0, "common:farmers-at-work");
    let theirs = built(&mut state, 1, "japanese:farm");
    let card = state.common.pop().unwrap();
    state.row = vec![card];
    state.phase = Phase::Lookout { draft: 2, pick: 1 };
    let with_plan = |choices: Vec<Choice>| Decision::Pick {
        card,
        production: Some(ProductionPlan {
            faction_cards: 0,
            choices,
        }),
    };
    let choice = |location, with| Choice { location, with };
    let option = |o| With {
        option: Some(o),
        ..With::default()
    };
    refused(
        &state,
        0,
        with_plan(vec![choice(guard, option(2))]),
        "Pharaoh's Guard has 2 options, numbered from 0",
    );
    refused(
        &state,
        0,
        with_plan(vec![choice(guard, option(0)), choice(guard, option(1))]),
        "Pharaoh's Guard is named twice in your Production choices",
    );
    refused(
        &state,
        0,
        with_plan(vec![choice(theirs, option(0))]),
        "Farm is not one of your Locations",
    );
    refused(
        &state,
        0,
        with_plan(vec![choice(castle, option(0))]),
        "Castle is not a Production Location",
    );
    refused(
        &state,
        0,
        with_plan(vec![choice(
            guard,
            With {
                copy: Some(castle),
                ..With::default()
            },
        )]),
        "Pharaoh's Guard copies no production",
    );
    refused(
        &state,
        0,
        with_plan(vec![choice(
            farmers,
            With {
                copy: Some(castle),
                ..With::default()
            },
        )]),
        "Farmers At Work cannot copy Castle: it copies only your other Production Locations that do not copy",
    );
}

#[test]
fn keeping_looked_at_cards_wrongly() {
    let mut state = table(&[R, J]);
    built(&mut state, 0, "romans:architect");
    production(&mut state, None).unwrap();
    let looked = state.players[0].looks[0].cards.clone();
    let other = state.players[0].deck[0];
    let keep = |cards: Vec<CardId>| Decision::Keep { cards };
    refused(
        &state,
        0,
        keep(vec![other]),
        &format!("{} is not among the cards you looked at", other.name()),
    );
    refused(
        &state,
        0,
        keep(vec![looked[0], looked[0]]),
        &format!("{} is named twice", looked[0].name()),
    );
    refused(
        &state,
        0,
        keep(vec![]),
        &format!("keep 1 of {}, {}", looked[0].name(), looked[1].name()),
    );
    refused(
        &state,
        1,
        keep(vec![looked[0]]),
        "you have nothing to decide in this step",
    );
}
