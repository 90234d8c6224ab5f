//! The compiled-in card data against the printed cards.

use missive_games::wonderful::cards::{
    CARD_COUNT, Character, Kind, PerKind, Resource, Side, Space, catalog,
};

#[test]
fn the_deck_holds_150_cards_of_78_designs() {
    let c = catalog();
    assert_eq!(c.designs.len(), 78);
    assert_eq!(c.cards().count(), CARD_COUNT);
    assert_eq!(CARD_COUNT, 150);
    let mut cards = [0u32; 5];
    let mut designs = [0u32; 5];
    for d in &c.designs {
        cards[d.kind.index()] += d.copies as u32;
        designs[d.kind.index()] += 1;
    }
    assert_eq!(cards, [50, 31, 23, 29, 17], "cards by type");
    assert_eq!(designs, [9, 9, 23, 20, 17], "designs by type");
    let numbers: Vec<u8> = c.designs.iter().map(|d| d.number).collect();
    assert_eq!(numbers, (1..=78).collect::<Vec<u8>>());
}

#[test]
fn physical_cards_map_to_their_designs() {
    let c = catalog();
    for d in &c.designs {
        let copies = c.cards().filter(|card| card.design().id == d.id).count();
        assert_eq!(copies, d.copies as usize, "{}", d.name);
    }
}

fn cost(pairs: &[(Space, u8)]) -> [u8; 8] {
    let mut out = [0; 8];
    for (s, n) in pairs {
        out[s.index()] = *n;
    }
    out
}

#[test]
fn zeppelin_field_by_field() {
    let d = catalog().design_by_id("zeppelin").unwrap();
    assert_eq!(d.name, "Zeppelin");
    assert_eq!(d.number, 18);
    assert_eq!(d.kind, Kind::Vehicle);
    assert_eq!(d.copies, 6);
    assert_eq!(d.cost, cost(&[(Space::Energy, 2)]));
    assert_eq!(d.produces, [0, 0, 0, 0, 1]);
    assert_eq!(d.produces_per, None);
    assert_eq!(d.points.flat, 0);
    assert_eq!(d.bonus_krystallium, 0);
    assert_eq!(d.bonus_characters, [0, 0]);
    assert_eq!(d.recycle, Resource::Exploration);
}

#[test]
fn time_travel_needs_krystallium_and_scores_15() {
    let d = catalog().design_by_id("time_travel").unwrap();
    assert_eq!(d.kind, Kind::Research);
    assert_eq!(d.copies, 1);
    assert_eq!(
        d.cost,
        cost(&[(Space::Science, 5), (Space::Krystallium, 3)])
    );
    assert_eq!(d.points.flat, 15);
    assert_eq!(d.recycle, Resource::Exploration);
}

#[test]
fn aircraft_carrier_produces_per_vehicle() {
    let d = catalog().design_by_id("aircraft_carrier").unwrap();
    assert_eq!(d.cost, cost(&[(Space::Materials, 3), (Space::Energy, 4)]));
    assert_eq!(
        d.produces_per,
        Some(PerKind {
            resource: Resource::Exploration,
            per: Kind::Vehicle,
            amount: 1
        })
    );
    assert_eq!(d.bonus_characters[Character::General.index()], 2);
    assert_eq!(d.recycle, Resource::Materials);
}

#[test]
fn world_congress_costs_financiers_and_scores_per_project() {
    let d = catalog().design_by_id("world_congress").unwrap();
    assert_eq!(d.kind, Kind::Project);
    assert_eq!(d.cost, cost(&[(Space::Gold, 6), (Space::Financier, 2)]));
    assert_eq!(d.points.per_kind[Kind::Project.index()], 3);
    assert_eq!(d.points.flat, 0);
}

#[test]
fn fountain_of_youth_gives_krystallium_and_scores_per_general() {
    let d = catalog().design_by_id("fountain_of_youth").unwrap();
    assert_eq!(d.kind, Kind::Discovery);
    assert_eq!(d.cost, cost(&[(Space::Exploration, 7)]));
    assert_eq!(d.bonus_krystallium, 3);
    assert_eq!(d.points.per_character[Character::General.index()], 1);
    assert_eq!(d.recycle, Resource::Energy);
}

#[test]
fn empires_sides_a_and_b() {
    let c = catalog();
    assert_eq!(c.empires.len(), 5);
    let noram = c.empire_by_id("noram_states").unwrap().empire();
    assert_eq!(noram.side(Side::A).produces, [3, 0, 0, 1, 0]);
    assert_eq!(noram.side(Side::A).points.per_character, [0, 1]);
    let aztec = c.empire_by_id("aztec_empire").unwrap().empire();
    assert_eq!(aztec.side(Side::A).produces, [0, 2, 0, 0, 1]);
    assert_eq!(
        aztec.side(Side::A).points.per_kind[Kind::Discovery.index()],
        3
    );
    for e in &c.empires {
        assert_eq!(e.side(Side::B).produces, [2, 1, 1, 0, 0], "{}", e.name);
        assert_eq!(e.side(Side::B).points.flat, 0);
        assert_eq!(e.side(Side::B).points.per_kind, [0; 5]);
        assert_eq!(e.side(Side::B).points.per_character, [0; 2]);
    }
}
