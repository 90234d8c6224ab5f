//! The compiled-in card data against the data file it was converted from.

use missive_games::settlers::cards::{
    Amount, Colour, Cost, Deck, Effect, Faction, Good, Goods, Kind, Look, catalog,
};
use std::collections::BTreeMap;

fn goods(pairs: &[(Good, u8)]) -> Goods {
    Goods(pairs.iter().map(|&(g, n)| (g, Amount::Fixed(n))).collect())
}

fn cost(wood: u8, stone: u8, food: u8, location: bool) -> Cost {
    Cost {
        wood,
        stone,
        food,
        location,
    }
}

#[test]
fn totals_84_common_copies_4_faction_decks_of_30_and_4_boards() {
    let c = catalog();
    assert_eq!(c.designs.len(), 126);
    assert_eq!(c.deck(Deck::Common).len(), 84);
    for f in Faction::ALL {
        assert_eq!(c.deck(f.deck()).len(), 30, "{}", f.name());
    }
    assert_eq!(c.copies.len(), 84 + 4 * 30);
    assert_eq!(c.boards.len(), 4);
}

#[test]
fn every_faction_deck_is_3_designs_of_3_copies_6_of_2_and_9_of_1() {
    let c = catalog();
    for f in Faction::ALL {
        let mut shape: BTreeMap<u8, u32> = BTreeMap::new();
        for d in c.designs.iter().filter(|d| d.deck == f.deck()) {
            *shape.entry(d.count).or_default() += 1;
        }
        assert_eq!(
            shape,
            BTreeMap::from([(1, 9), (2, 6), (3, 3)]),
            "{}",
            f.name()
        );
    }
}

#[test]
fn common_colour_copies_match_the_data_totals() {
    let c = catalog();
    let mut by: BTreeMap<Option<Colour>, u32> = BTreeMap::new();
    for card in c.deck(Deck::Common) {
        let colours = &card.design().colours;
        if colours.is_empty() {
            *by.entry(None).or_default() += 1;
        }
        for &colour in colours {
            *by.entry(Some(colour)).or_default() += 1;
        }
    }
    assert_eq!(
        by,
        BTreeMap::from([
            (Some(Colour::Brown), 16),
            (Some(Colour::Grey), 13),
            (Some(Colour::Red), 12),
            (Some(Colour::Pink), 12),
            (Some(Colour::Gold), 10),
            (Some(Colour::Blue), 8),
            (Some(Colour::Black), 6),
            (Some(Colour::Purple), 1),
            (None, 6),
        ])
    );
}

#[test]
fn forty_seven_designs_are_unverified_and_have_no_ability() {
    let c = catalog();
    let unverified: Vec<_> = c.designs.iter().filter(|d| !d.verified).collect();
    assert_eq!(unverified.len(), 47);
    assert_eq!(
        unverified
            .iter()
            .filter(|d| d.deck == Deck::Common)
            .map(|d| d.id.as_str())
            .collect::<Vec<_>>(),
        ["common:acting-troupe"]
    );
    for d in unverified {
        assert_eq!(d.ability, Default::default(), "{}", d.id);
        assert!(d.known.is_some(), "{} says what is known", d.id);
    }
}

#[test]
fn quarry_field_by_field() {
    let c = catalog();
    let d = c.design("common:quarry").unwrap();
    assert_eq!(d.name, "Quarry");
    assert_eq!(d.count, 3);
    assert_eq!(d.kind, Kind::Production);
    assert_eq!(d.colours, [Colour::Grey]);
    assert_eq!(d.vp, 1);
    assert_eq!(
        d.production.as_ref().unwrap().goods,
        goods(&[(Good::Stone, 1)])
    );
    assert_eq!(d.bonus, goods(&[(Good::Stone, 1)]));
    assert!(d.verified);
    for card in c.copies_of("common:quarry") {
        assert_eq!(card.cost(), cost(1, 1, 0, false));
        assert_eq!(card.raze(), Some(&goods(&[(Good::Stone, 2)])));
        assert_eq!(card.deal(), None);
    }
    // The Egyptian Quarry is another design.
    let egyptian = c.design("egyptians:quarry").unwrap();
    assert_eq!(egyptian.deck, Deck::Egyptians);
    assert_eq!(egyptian.vp, 2);
}

#[test]
fn copies_that_differ_keep_their_own_cost_raze_and_deal() {
    let c = catalog();
    let castles: Vec<Cost> = c
        .copies_of("common:castle")
        .iter()
        .map(|k| k.cost())
        .collect();
    assert_eq!(
        castles,
        [
            cost(1, 1, 0, false),
            cost(1, 1, 0, false),
            cost(0, 2, 0, false)
        ]
    );
    let masons: Vec<_> = c
        .copies_of("common:mason")
        .iter()
        .map(|k| (k.cost(), k.raze().cloned()))
        .collect();
    assert_eq!(
        masons,
        [
            (
                cost(1, 1, 0, false),
                Some(goods(&[(Good::Wood, 1), (Good::Stone, 1)]))
            ),
            (
                cost(0, 2, 0, false),
                Some(goods(&[(Good::Stone, 1), (Good::Vp, 1)]))
            ),
        ]
    );
    let villages: Vec<_> = c
        .copies_of("common:village")
        .iter()
        .map(|k| k.raze().cloned())
        .collect();
    assert_eq!(
        villages,
        [
            Some(goods(&[(Good::Worker, 2)])),
            Some(goods(&[(Good::Worker, 2)])),
            Some(goods(&[(Good::Wood, 1), (Good::Worker, 1)])),
        ]
    );
    let trade_routes: Vec<_> = c
        .copies_of("japanese:trade-route")
        .iter()
        .map(|k| k.deal().cloned())
        .collect();
    assert_eq!(
        trade_routes,
        [
            Some(goods(&[(Good::Food, 1)])),
            Some(goods(&[(Good::Worker, 1)])),
            Some(goods(&[(Good::Vp, 1)])),
        ]
    );
}

#[test]
fn special_productions_and_amounts() {
    let c = catalog();
    let guard = c.design("egyptians:pharaohs-guard").unwrap();
    let p = guard.production.as_ref().unwrap();
    assert_eq!(
        p.choice,
        [goods(&[(Good::Raze, 1)]), goods(&[(Good::Vp, 2)])]
    );
    assert!(
        c.design("common:farmers-at-work")
            .unwrap()
            .production
            .as_ref()
            .unwrap()
            .copy
    );
    assert_eq!(
        c.design("romans:architect")
            .unwrap()
            .production
            .as_ref()
            .unwrap()
            .look,
        Some(Look { look: 2, keep: 1 })
    );
    assert_eq!(
        c.design("japanese:daimyos-castle")
            .unwrap()
            .production
            .as_ref()
            .unwrap()
            .goods,
        Goods(vec![(
            Good::Vp,
            Amount::PerSamurai {
                per_samurai: true,
                max: 3
            }
        )])
    );
    assert_eq!(
        c.design("common:lords-fields")
            .unwrap()
            .production
            .as_ref()
            .unwrap()
            .goods,
        Goods(vec![(
            Good::Food,
            Amount::PerColour {
                per_colour: Colour::Red,
                max: 3
            }
        )])
    );
    assert_eq!(
        c.design("romans:trade-colony").unwrap().colours,
        [Colour::Red, Colour::Brown, Colour::Grey]
    );
    assert_eq!(
        c.design("japanese:ninjas").unwrap().bonus,
        goods(&[(Good::Samurai, 2)])
    );
}

#[test]
fn abilities_are_data_in_the_vocabulary() {
    let c = catalog();
    let castle = c
        .design("common:castle")
        .unwrap()
        .ability
        .action
        .clone()
        .unwrap();
    assert_eq!(castle.uses_per_round, 2);
    assert_eq!(castle.spend, [(Good::Worker, 1)]);
    assert_eq!(castle.gain, goods(&[(Good::Card, 1)]));
    let tavern = c
        .design("common:tavern")
        .unwrap()
        .ability
        .action
        .clone()
        .unwrap();
    assert_eq!(tavern.spend_cards, 1);
    let hanseatic = c
        .design("common:hanseatic-league")
        .unwrap()
        .ability
        .action
        .clone()
        .unwrap();
    assert_eq!(hanseatic.spend_deals, 1);
    assert_eq!(hanseatic.spend, [(Good::Worker, 1)]);
    let effects: Vec<(&str, Effect)> = [
        ("common:settlers", Effect::BuildFactionWithoutLocation),
        ("common:imperial-messenger", Effect::RepeatDeal),
        ("common:porters", Effect::RepeatProduction),
        ("barbarians:saboteurs", Effect::StealResource),
        (
            "egyptians:chariot-builder",
            Effect::RazeEnemyIgnoringDefense,
        ),
    ]
    .into_iter()
    .collect();
    for (id, effect) in effects {
        let a = c.design(id).unwrap().ability.action.clone().unwrap();
        assert_eq!(a.effect, Some(effect), "{id}");
    }
    let mill = &c.design("common:mill").unwrap().ability;
    assert_eq!(
        mill.on_build_colour,
        Some((Colour::Red, goods(&[(Good::Gold, 1), (Good::Vp, 1)])))
    );
    assert_eq!(
        c.design("common:gallows").unwrap().ability.on_raze,
        Some(goods(&[(Good::Vp, 1)]))
    );
    assert_eq!(
        c.design("egyptians:oasis")
            .unwrap()
            .ability
            .on_opponent_spends_workers,
        Some(goods(&[(Good::Worker, 1)]))
    );
}

#[test]
fn boards_produce_and_store_as_the_table_says() {
    let b = |f: Faction| f.board();
    assert_eq!(
        b(Faction::Barbarians).production,
        goods(&[(Good::Worker, 5), (Good::Raze, 1), (Good::Defense, 1)])
    );
    assert_eq!(b(Faction::Barbarians).storage, [Good::Worker]);
    let romans: BTreeMap<Good, u8> = b(Faction::Romans)
        .production
        .0
        .iter()
        .map(|(g, a)| {
            (
                *g,
                match a {
                    Amount::Fixed(n) => *n,
                    _ => 0,
                },
            )
        })
        .collect();
    assert_eq!(
        romans,
        BTreeMap::from([
            (Good::Worker, 2),
            (Good::Wood, 1),
            (Good::Stone, 1),
            (Good::Raze, 1),
            (Good::Defense, 1)
        ])
    );
    assert_eq!(b(Faction::Romans).storage, [Good::Raze]);
    assert_eq!(b(Faction::Japanese).storage, [Good::Food]);
    assert_eq!(b(Faction::Japanese).production.fixed(Good::Worker), 4);
    assert_eq!(b(Faction::Japanese).production.fixed(Good::Wood), 1);
    assert_eq!(b(Faction::Egyptians).storage, [Good::Gold]);
    assert_eq!(b(Faction::Egyptians).production.fixed(Good::Gold), 1);
    assert_eq!(b(Faction::Egyptians).production.fixed(Good::Worker), 3);
}

#[test]
fn raze_and_deal_fields_follow_the_deck() {
    let c = catalog();
    for card in c.cards() {
        let d = card.design();
        match d.deck {
            Deck::Common => {
                assert!(card.deal().is_none(), "{}", d.id);
                assert_eq!(card.raze().is_none(), d.id == "common:ruins", "{}", d.id);
                assert!(!card.cost().location, "{}", d.id);
                assert_eq!(d.vp, 1);
            }
            Deck::Japanese => {
                assert!(card.deal().is_some(), "{}", d.id);
                let none = ["japanese:shrine", "japanese:gate"].contains(&d.id.as_str());
                assert_eq!(card.raze().is_none(), none, "{}", d.id);
                assert_eq!(d.vp, 2);
            }
            _ => {
                assert!(card.deal().is_some(), "{}", d.id);
                assert!(card.raze().is_none(), "{}", d.id);
                assert_eq!(d.vp, 2);
            }
        }
        if let Some(deal) = card.deal() {
            assert_eq!(deal.0.len(), 1, "{}: a deal field holds one good", d.id);
        }
    }
    let ruins = c.design("common:ruins").unwrap();
    assert!(ruins.colours.is_empty());
    assert_eq!(ruins.kind, Kind::Plain);
    assert_eq!(ruins.bonus, goods(&[(Good::Worker, 1)]));
}
