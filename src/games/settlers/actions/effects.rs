//! The named effects of Action Locations (the rules document's vocabulary), one small function
//! each. The reserved ones (discardEnemyLocation … handToFoundation) belong to cards whose
//! ability is not verified yet: completing such a card is a change of its data only.

use crate::settlers::actions::build::{self, From};
use crate::settlers::actions::raze::{self, LocationOf};
use crate::settlers::actions::{check_opponent, not_in_hand, not_your_deal, not_your_location};
use crate::settlers::cards::{CardId, Effect, Good};
use crate::settlers::decision::{Build, Target, With};
use crate::settlers::defense;
use crate::settlers::event::{Event, Source};
use crate::settlers::factions;
use crate::settlers::gain::{self, Draws};
use crate::settlers::goods::Haul;
use crate::settlers::production;
use crate::settlers::state::State;
use crate::{Phrase, RuleError, Seat};

/// What an effect asks the player to choose, for a refusal: "an opponent's Location".
pub fn needs(effect: Effect) -> Phrase {
    Phrase::new(match effect {
        Effect::BuildFactionWithoutLocation => "settlers-refused-needs-faction-card",
        Effect::RepeatDeal => "settlers-refused-needs-deal",
        Effect::RepeatProduction => "settlers-refused-needs-production-location",
        Effect::StealResource => "settlers-refused-needs-steal",
        Effect::RazeEnemyIgnoringDefense
        | Effect::RazeEnemy { .. }
        | Effect::DiscardEnemyLocation { .. } => "settlers-refused-needs-enemy-location",
        Effect::EnemyLosesDeal | Effect::TakeEnemyDeal { .. } => {
            "settlers-refused-needs-enemy-deal"
        }
        Effect::TakeRazeGood => "settlers-refused-needs-raze-good",
        Effect::RazeOwnLocation => "settlers-refused-needs-own-location",
        Effect::BuildFromDeal => "settlers-refused-needs-deal-to-build",
        Effect::HandToFoundation => "settlers-refused-needs-hand-card",
    })
}

/// Resolves the effect of `by` (an Action Location of `seat`) with the player's choice.
pub fn resolve(
    state: &mut State,
    seat: Seat,
    by: CardId,
    effect: Effect,
    target: Option<&Target>,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let wrong = || {
        RuleError::new(
            Phrase::new("settlers-refused-needs")
                .with("card", by.word())
                .with("what", needs(effect)),
        )
    };
    let target = target.ok_or_else(wrong)?;
    match (effect, target) {
        (Effect::BuildFactionWithoutLocation, Target::Build(b)) => build::build(
            state,
            seat,
            b,
            From::FactionWithoutPart { by },
            draws,
            events,
        ),
        (Effect::RepeatDeal, Target::Deal { deal }) => {
            repeat_deal(state, seat, *deal, draws, events)
        }
        (Effect::RepeatProduction, Target::Production { location, with }) => {
            repeat_production(state, seat, *location, *with, draws, events)
        }
        (
            Effect::StealResource,
            Target::Steal {
                seat: victim,
                resource,
            },
        ) => steal_resource(state, seat, *victim, *resource, events),
        (
            Effect::RazeEnemyIgnoringDefense,
            Target::Location {
                seat: victim,
                location,
            },
        ) => raze_ignoring_guards(state, seat, by, *victim, *location, draws, events),
        (
            Effect::DiscardEnemyLocation { any },
            Target::Location {
                seat: victim,
                location,
            },
        ) => discard_enemy_location(state, seat, by, any, *victim, *location, events),
        (Effect::EnemyLosesDeal, Target::EnemyDeal { seat: victim, deal }) => {
            enemy_loses_deal(state, seat, *victim, *deal, events)
        }
        (Effect::TakeEnemyDeal { to_hand }, Target::EnemyDeal { seat: victim, deal }) => {
            take_enemy_deal(state, seat, to_hand, *victim, *deal, events)
        }
        (
            Effect::TakeRazeGood,
            Target::RazeGood {
                seat: victim,
                location,
                good,
            },
        ) => {
            let target = LocationOf {
                owner: *victim,
                card: *location,
            };
            take_raze_good(state, seat, by, target, *good, draws, events)
        }
        (Effect::RazeOwnLocation, Target::Own { location }) => {
            raze_own_location(state, seat, by, *location, draws, events)
        }
        (
            Effect::RazeEnemy { base_price },
            Target::Location {
                seat: victim,
                location,
            },
        ) => {
            let target = LocationOf {
                owner: *victim,
                card: *location,
            };
            raze_enemy(state, seat, by, base_price, target, draws, events)
        }
        (Effect::BuildFromDeal, Target::Build(b)) => {
            build_from_deal(state, seat, by, b, draws, events)
        }
        (Effect::HandToFoundation, Target::Card { card }) => {
            hand_to_foundation(state, seat, *card, events)
        }
        _ => Err(wrong()),
    }
}

/// Imperial Messenger: the good of one of the player's Deals, once more.
pub fn repeat_deal(
    state: &mut State,
    seat: Seat,
    deal: CardId,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if !state.players[seat].deals.contains(&deal) {
        return Err(not_your_deal(deal));
    }
    let good = deal.deal().expect("a Deal has a deal field");
    let haul = gain::gain(state, seat, good, draws, events);
    events.push(Event::Gained {
        seat,
        from: Source::Deal(deal),
        haul,
    });
    Ok(())
}

/// Porters: one of the player's Production Locations produces once more, with its choices.
pub fn repeat_production(
    state: &mut State,
    seat: Seat,
    location: CardId,
    with: With,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if !state.players[seat]
        .production_locations()
        .any(|c| c == location)
    {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-not-your-production-location")
                .with("card", location.word()),
        ));
    }
    let haul = production::produce(state, seat, location, with, draws, events)?;
    events.push(Event::Gained {
        seat,
        from: Source::Production(location),
        haul,
    });
    Ok(())
}

/// Saboteurs: 1 wood, stone or food from the supply of an opponent who has not passed (never
/// goods placed on his Locations: those are not in his supply).
pub fn steal_resource(
    state: &mut State,
    seat: Seat,
    victim: Seat,
    resource: Good,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_opponent(state, seat, victim)?;
    if !resource.is_resource() {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-steal-resource-only").with("good", resource.named()),
        ));
    }
    let held = state.players[victim].supply.get(resource);
    if held == 0 {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-victim-lacks")
                .with("faction", state.players[victim].faction.word())
                .with("good", resource.named()),
        ));
    }
    *state.players[victim]
        .supply
        .slot(resource)
        .expect("a resource") -= 1;
    state.players[seat].supply.add(resource, 1);
    events.push(Event::Stole {
        seat,
        victim,
        resource,
    });
    Ok(())
}

/// Chariot Builder: razes an opponent's Location as the Raze action, for no more raze tokens,
/// whatever guards it.
pub fn raze_ignoring_guards(
    state: &mut State,
    seat: Seat,
    by: CardId,
    victim: Seat,
    location: CardId,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    raze::check_target(state, seat, victim, location)?;
    let target = LocationOf {
        owner: victim,
        card: location,
    };
    raze::raze_location(state, seat, target, 0, Some(by), draws, events);
    Ok(())
}

/// Dark Chapel: razes an opponent's Location for `base_price` raze tokens, +1 per defense
/// token and +1 per Samurai on it; the tokens are placed on the Dark Chapel.
pub fn raze_enemy(
    state: &mut State,
    seat: Seat,
    by: CardId,
    base_price: u8,
    target: LocationOf,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let location = target.card;
    let guarded = raze::check_target(state, seat, target.owner, location)?;
    let price = base_price + guarded.defense as u8 + guarded.samurai as u8;
    let have = state.players[seat].supply.raze;
    if have < price as u16 {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-raze-with-tokens")
                .with("card", location.word())
                .with("by", by.word())
                .with("tokens", Good::Raze.amount(price as u32))
                .with("have", have),
        ));
    }
    let player = &mut state.players[seat];
    player.supply.raze -= price as u16;
    if let Some(chapel) = player.location_mut(by) {
        chapel.placed.raze += price as u16;
    }
    raze::raze_location(state, seat, target, price, Some(by), draws, events);
    Ok(())
}

/// Garrison, Engineers: an opponent's Location is discarded (not a raze: no goods, no
/// Foundation); `any` allows Faction Locations, else only Common ones.
pub fn discard_enemy_location(
    state: &mut State,
    seat: Seat,
    by: CardId,
    any: bool,
    victim: Seat,
    location: CardId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_opponent(state, seat, victim)?;
    if state.players[victim].location(location).is_none() {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-not-their-location")
                .with("card", location.word())
                .with("faction", state.players[victim].faction.word()),
        ));
    }
    if !any && location.is_faction() {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-discards-common-only")
                .with("by", by.word())
                .with("card", location.word()),
        ));
    }
    defense::remove_location(&mut state.players[victim], location);
    state.discard(location);
    events.push(Event::LocationDiscarded {
        seat,
        victim,
        location,
    });
    Ok(())
}

fn check_enemy_deal(
    state: &State,
    seat: Seat,
    victim: Seat,
    deal: CardId,
) -> Result<(), RuleError> {
    check_opponent(state, seat, victim)?;
    if !state.players[victim].deals.contains(&deal) {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-not-their-deal")
                .with("card", deal.word())
                .with("faction", state.players[victim].faction.word()),
        ));
    }
    Ok(())
}

/// Robbers: an opponent discards one of his Deals, chosen by the player.
pub fn enemy_loses_deal(
    state: &mut State,
    seat: Seat,
    victim: Seat,
    deal: CardId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_enemy_deal(state, seat, victim, deal)?;
    state.players[victim].deals.retain(|&d| d != deal);
    state.discard(deal);
    events.push(Event::DealDiscarded { seat, victim, deal });
    Ok(())
}

/// Spies: takes one of an opponent's Deals, under the player's board (not "making a Deal": no
/// food paid, no good gained now) or into his hand.
pub fn take_enemy_deal(
    state: &mut State,
    seat: Seat,
    to_hand: bool,
    victim: Seat,
    deal: CardId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_enemy_deal(state, seat, victim, deal)?;
    state.players[victim].deals.retain(|&d| d != deal);
    let player = &mut state.players[seat];
    if to_hand {
        player.hand.push(deal);
    } else {
        player.deals.push(deal);
    }
    events.push(Event::DealTaken {
        seat,
        victim,
        deal,
        to_hand,
    });
    Ok(())
}

/// Pack: one good of the player's choice from the raze field of an opponent's Location, which
/// stays.
pub fn take_raze_good(
    state: &mut State,
    seat: Seat,
    by: CardId,
    target: LocationOf,
    good: Good,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let location = target.card;
    raze::check_target(state, seat, target.owner, location)?;
    let field = location
        .raze()
        .expect("a razable Location has a raze field");
    if !field.0.iter().any(|(g, _)| *g == good) {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-raze-field-lacks")
                .with("card", location.word())
                .with("good", good.named()),
        ));
    }
    let mut haul = Haul::default();
    gain::gain_good(state, seat, good, 1, draws, &mut haul, events);
    events.push(Event::Gained {
        seat,
        from: Source::Action(by),
        haul,
    });
    Ok(())
}

/// Rabble: the player razes one of his own Locations: its raze goods, and a Foundation with
/// 1 wood (a Japanese Location is discarded instead, as when an opponent razes it).
pub fn raze_own_location(
    state: &mut State,
    seat: Seat,
    by: CardId,
    location: CardId,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if state.players[seat].location(location).is_none() {
        return Err(not_your_location(location));
    }
    factions::check_razable(location)?;
    let own = LocationOf {
        owner: seat,
        card: location,
    };
    raze::raze_location(state, seat, own, 0, Some(by), draws, events);
    Ok(())
}

/// Negotiator: one of the player's Deals is built, paying its goods but not its Location part.
pub fn build_from_deal(
    state: &mut State,
    seat: Seat,
    by: CardId,
    b: &Build,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    build::build(state, seat, b, From::Deal { by }, draws, events)
}

/// Sanctuary: a card of the hand goes face down into the Empire as a Foundation (not a raze).
pub fn hand_to_foundation(
    state: &mut State,
    seat: Seat,
    card: CardId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let player = &mut state.players[seat];
    if !player.hand.contains(&card) {
        return Err(not_in_hand(card));
    }
    player.hand.retain(|&c| c != card);
    player.foundations.push(card);
    events.push(Event::FoundationLaid { seat });
    Ok(())
}

#[cfg(test)]
mod tests {
    //! Each named effect on a hand-built table; the reserved ones through fixture cards that
    //! complete Garrison, Engineers, Robbers, Spies, Pack, Rabble, Dark Chapel, Negotiator and
    //! Sanctuary as their data will.

    use crate::RuleError;
    use crate::settlers::cards::Good;
    use crate::settlers::decision::{Build, Target, With};
    use crate::settlers::event::Event;
    use crate::settlers::legal;
    use crate::settlers::testing::{aim, build, card, table};

    fn refused(result: Result<Vec<Event>, RuleError>, reason: &str) {
        assert_eq!(
            result.map(|_| ()).map_err(|e| e.to_string()),
            Err(reason.to_string())
        );
    }

    #[test]
    fn repeat_deal_gains_a_deals_good_again() {
        let mut state = table();
        let messenger = build(&mut state, 0, "common:imperial-messenger");
        let deal = card("romans:builder");
        state.players[0].deals.push(deal);
        state.players[0].supply.workers = 1;
        aim(&mut state, 0, messenger, Target::Deal { deal }).unwrap();
        assert_eq!(state.players[0].supply.stone, 1);
    }

    #[test]
    fn repeat_production_produces_once_more() {
        let mut state = table();
        let porters = build(&mut state, 0, "common:porters");
        let quarry = build(&mut state, 0, "common:quarry");
        state.players[0].supply.food = 1;
        aim(
            &mut state,
            0,
            porters,
            Target::Production {
                location: quarry,
                with: With::default(),
            },
        )
        .unwrap();
        assert_eq!(state.players[0].supply.stone, 1);
    }

    #[test]
    fn steal_resource_moves_one_resource() {
        let mut state = table();
        let saboteurs = build(&mut state, 0, "barbarians:saboteurs");
        state.players[0].supply.workers = 1;
        state.players[2].supply.stone = 2;
        aim(
            &mut state,
            0,
            saboteurs,
            Target::Steal {
                seat: 2,
                resource: Good::Stone,
            },
        )
        .unwrap();
        assert_eq!(state.players[0].supply.stone, 1);
        assert_eq!(state.players[2].supply.stone, 1);
    }

    #[test]
    fn raze_ignoring_guards_pays_nothing_more() {
        let mut state = table();
        let chariot = build(&mut state, 2, "egyptians:chariot-builder");
        let quarry = build(&mut state, 0, "common:quarry");
        state.players[0].location_mut(quarry).unwrap().defense = true;
        state.players[2].supply.raze = 1;
        state.phase = crate::settlers::state::Phase::Action { seat: 2 };
        aim(
            &mut state,
            2,
            chariot,
            Target::Location {
                seat: 0,
                location: quarry,
            },
        )
        .unwrap();
        assert_eq!(state.players[2].supply.stone, 2);
        assert_eq!(state.players[0].foundations, vec![quarry]);
    }

    #[test]
    fn build_faction_without_location_waives_the_location_part() {
        let mut state = table();
        let settlers = build(&mut state, 0, "common:settlers");
        let legion = card("romans:legion");
        state.players[0].hand.push(legion);
        state.players[0].supply.wood = 1;
        state.players[0].supply.food = 1;
        aim(&mut state, 0, settlers, Target::Build(Build::new(legion))).unwrap();
        assert!(state.players[0].location(legion).is_some());
        assert_eq!(
            state.players[0].hand.len(),
            2,
            "Legion's bonus and production"
        );
    }

    #[test]
    fn discard_enemy_location_common_only_no_goods_no_foundation() {
        let mut state = table();
        let garrison = build(&mut state, 0, "fixture:garrison");
        let quarry = build(&mut state, 1, "common:quarry");
        let farm = build(&mut state, 1, "japanese:farm");
        state.players[1].location_mut(quarry).unwrap().defense = true;
        state.players[0].supply.workers = 2;
        refused(
            aim(
                &mut state,
                0,
                garrison,
                Target::Location {
                    seat: 1,
                    location: farm,
                },
            ),
            "Garrison (completed) discards only Common Locations, and Farm is a Faction Location",
        );
        let events = aim(
            &mut state,
            0,
            garrison,
            Target::Location {
                seat: 1,
                location: quarry,
            },
        )
        .unwrap();
        assert!(events.contains(&Event::LocationDiscarded {
            seat: 0,
            victim: 1,
            location: quarry
        }));
        assert!(state.players[1].location(quarry).is_none());
        assert!(state.players[1].foundations.is_empty());
        assert_eq!(state.players[1].supply.wood, 0);
        assert_eq!(state.players[0].supply.stone, 0);
        assert_eq!(state.common_discard, vec![quarry]);
    }

    #[test]
    fn discard_enemy_location_any_takes_faction_locations_and_refuses_passed_players() {
        let mut state = table();
        let engineers = build(&mut state, 0, "fixture:engineers");
        let pyramid = build(&mut state, 2, "egyptians:pyramid");
        state.players[0].supply.workers = 1;
        state.players[2].passed = true;
        let target = crate::settlers::decision::Target::Location {
            seat: 2,
            location: pyramid,
        };
        refused(
            aim(&mut state, 0, engineers, target.clone()),
            "The Egyptians have passed: they cannot be chosen this round",
        );
        state.players[2].passed = false;
        aim(&mut state, 0, engineers, target).unwrap();
        assert_eq!(state.players[2].discard, vec![pyramid]);
    }

    #[test]
    fn enemy_loses_deal_discards_it_to_its_pile() {
        let mut state = table();
        let robbers = build(&mut state, 0, "fixture:robbers");
        state.players[0].supply.workers = 1;
        assert!(
            !legal::can_activate(&state, 0, robbers, 1),
            "nobody has a Deal"
        );
        let farm = card("japanese:farm");
        state.players[1].deals.push(farm);
        assert!(legal::can_activate(&state, 0, robbers, 1));
        aim(
            &mut state,
            0,
            robbers,
            Target::EnemyDeal {
                seat: 1,
                deal: farm,
            },
        )
        .unwrap();
        assert!(state.players[1].deals.is_empty());
        assert_eq!(state.players[1].discard, vec![farm]);
    }

    #[test]
    fn take_enemy_deal_goes_under_the_board_without_food_or_good_or_into_the_hand() {
        let mut state = table();
        let spies = build(&mut state, 0, "fixture:spies");
        let farm = card("japanese:farm");
        state.players[1].deals.push(farm);
        state.players[0].supply.workers = 1;
        let events = aim(
            &mut state,
            0,
            spies,
            Target::EnemyDeal {
                seat: 1,
                deal: farm,
            },
        )
        .unwrap();
        assert_eq!(state.players[0].deals, vec![farm]);
        assert_eq!(
            state.players[0].supply,
            Default::default(),
            "no good at once"
        );
        assert!(!events.iter().any(|e| matches!(e, Event::DealMade { .. })));

        let mut state = table();
        let spies = build(&mut state, 0, "fixture:spies-hand");
        let rice = card("japanese:rice-fields");
        state.players[1].deals.push(rice);
        state.players[0].supply.workers = 1;
        aim(
            &mut state,
            0,
            spies,
            Target::EnemyDeal {
                seat: 1,
                deal: rice,
            },
        )
        .unwrap();
        assert_eq!(state.players[0].hand, vec![rice]);
        state.phase = crate::settlers::state::Phase::Action { seat: 0 };
        refused(
            {
                let other = card("japanese:gate");
                aim(
                    &mut state,
                    0,
                    spies,
                    Target::EnemyDeal {
                        seat: 1,
                        deal: other,
                    },
                )
            },
            "Spies to the hand has been used this round",
        );
    }

    #[test]
    fn take_raze_good_takes_one_good_and_the_location_stays() {
        let mut state = table();
        let pack = build(&mut state, 0, "fixture:pack");
        let mason = *crate::settlers::cards::catalog()
            .copies_of("common:mason")
            .last()
            .unwrap();
        state.players[1]
            .locations
            .push(crate::settlers::state::Location::new(mason));
        state.players[0].supply.food = 2;
        let target = |good| Target::RazeGood {
            seat: 1,
            location: mason,
            good,
        };
        refused(
            aim(&mut state, 0, pack, target(Good::Wood)),
            "Mason's raze field has no wood",
        );
        aim(&mut state, 0, pack, target(Good::Vp)).unwrap();
        assert_eq!(state.players[0].vp, 1);
        assert!(state.players[1].location(mason).is_some());
    }

    #[test]
    fn raze_own_location_gives_its_raze_goods_a_foundation_and_1_wood() {
        let mut state = table();
        let rabble = build(&mut state, 0, "fixture:rabble");
        let quarry = build(&mut state, 0, "common:quarry");
        build(&mut state, 0, "common:gallows");
        state.players[0].supply.workers = 1;
        refused(
            aim(&mut state, 0, rabble, Target::Own { location: rabble }),
            "Rabble (completed) is a Barbarian Location: only Common and Japanese Locations can be razed",
        );
        aim(&mut state, 0, rabble, Target::Own { location: quarry }).unwrap();
        let p = &state.players[0];
        assert_eq!(p.foundations, vec![quarry]);
        assert_eq!((p.supply.stone, p.supply.wood), (2, 1));
        assert_eq!(p.vp, 1, "Gallows fires: it is a raze");
    }

    #[test]
    fn raze_enemy_costs_its_base_price_plus_guards_placed_on_the_card() {
        let mut state = table();
        let chapel = build(&mut state, 0, "fixture:dark-chapel");
        let quarry = build(&mut state, 1, "common:quarry");
        state.players[1].location_mut(quarry).unwrap().defense = true;
        state.players[0].supply.raze = 1;
        let target = Target::Location {
            seat: 1,
            location: quarry,
        };
        assert!(!legal::can_activate(&state, 0, chapel, 1));
        let unguarded = build(&mut state, 1, "common:armorer");
        state.players[0].supply.raze = 0;
        refused(
            aim(
                &mut state,
                0,
                chapel,
                Target::Location {
                    seat: 1,
                    location: unguarded,
                },
            ),
            "razing Armorer with Dark Chapel (completed) takes 1 raze token; you have 0",
        );
        state.players[0].supply.raze = 1;
        refused(
            aim(&mut state, 0, chapel, target.clone()),
            "razing Quarry with Dark Chapel (completed) takes 2 raze tokens; you have 1",
        );
        state.players[0].supply.raze = 2;
        aim(&mut state, 0, chapel, target).unwrap();
        assert_eq!(state.players[0].supply.raze, 0);
        assert_eq!(state.players[0].location(chapel).unwrap().placed.raze, 2);
        assert_eq!(state.players[1].foundations, vec![quarry]);
    }

    #[test]
    fn build_from_deal_builds_a_deal_without_its_location_part() {
        let mut state = table();
        let negotiator = build(&mut state, 0, "fixture:negotiator");
        build(&mut state, 0, "common:supplier");
        let mason = card("romans:stonemason");
        state.players[0].deals.push(mason);
        state.players[0].supply.workers = 1;
        state.players[0].supply.wood = 1;
        state.players[0].supply.stone = 1;
        aim(&mut state, 0, negotiator, Target::Build(Build::new(mason))).unwrap();
        let p = &state.players[0];
        assert!(p.deals.is_empty());
        assert!(p.location(mason).is_some());
        assert_eq!(p.supply.stone, 2);
        assert_eq!(p.vp, 1, "it counts as building: Supplier fires");
    }

    #[test]
    fn hand_to_foundation_lays_a_hidden_foundation() {
        let mut state = table();
        let sanctuary = build(&mut state, 2, "fixture:sanctuary");
        let pyramid = card("egyptians:pyramid");
        state.players[2].hand.push(pyramid);
        state.players[2].supply.workers = 1;
        state.phase = crate::settlers::state::Phase::Action { seat: 2 };
        let events = aim(&mut state, 2, sanctuary, Target::Card { card: pyramid }).unwrap();
        assert_eq!(state.players[2].foundations, vec![pyramid]);
        assert_eq!(state.players[2].supply.stone, 1);
        // The public event does not say which card.
        assert!(events.contains(&Event::FoundationLaid { seat: 2 }));
    }

    #[test]
    fn every_reserved_effect_parses_from_data() {
        for id in [
            "fixture:garrison",
            "fixture:engineers",
            "fixture:robbers",
            "fixture:spies",
            "fixture:spies-hand",
            "fixture:pack",
            "fixture:rabble",
            "fixture:dark-chapel",
            "fixture:negotiator",
            "fixture:sanctuary",
        ] {
            let c = card(id);
            assert!(c.action().and_then(|a| a.effect).is_some(), "{id}");
        }
    }
}
