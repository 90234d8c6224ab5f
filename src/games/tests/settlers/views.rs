//! What each viewer sees (rules §11): hands, looked-at cards, Alternate Lookout holdings and
//! Foundations only to their owner, deck orders to nobody, everything once the game is over; and
//! cards whose ability is not verified are marked.

use super::support::*;
use missive_games::Game;
use missive_games::autoplay;
use missive_games::bots::BotKind;
use missive_games::settlers::cards::{CardId, Faction};
use missive_games::settlers::describe;
use missive_games::settlers::view::CardFace;
use missive_games::settlers::{Options, Phase, Settlers};

const R: Faction = Faction::Romans;
const J: Faction = Faction::Japanese;

fn ids(faces: &[CardFace]) -> Vec<CardId> {
    faces.iter().map(|f| f.id).collect()
}

#[test]
fn a_seat_sees_its_own_hand_and_foundations_and_only_the_size_of_others() {
    let mut state = table(&[R, J]);
    let mill = give(&mut state, 0, "common:mill");
    let farm = give(&mut state, 1, "japanese:farm");
    let hidden = foundation(&mut state, 1, "common:quarry");
    dealt(&mut state, 1, "japanese:rice-fields");
    let view = Settlers::view(&state, Some(0));
    assert_eq!(ids(view.players[0].hand.as_ref().unwrap()), [mill]);
    assert_eq!(view.players[1].hand, None);
    assert_eq!(view.players[1].hand_size, 1);
    assert_eq!(view.players[1].foundations, None);
    assert_eq!(view.players[1].foundation_count, 1);
    assert_eq!(view.players[1].deals.len(), 1, "Deals are public");
    let ben = Settlers::view(&state, Some(1));
    assert_eq!(ids(ben.players[1].hand.as_ref().unwrap()), [farm]);
    assert_eq!(ids(ben.players[1].foundations.as_ref().unwrap()), [hidden]);
    let spectator = Settlers::view(&state, None);
    assert!(spectator.players.iter().all(|p| p.hand.is_none()));
    let text = serde_json::to_string(&spectator).unwrap();
    assert!(
        !text.contains("\"Mill\""),
        "no hand card in a spectator's view"
    );
}

#[test]
fn no_view_shows_a_deck_order_until_the_game_is_over() {
    let state = Settlers::setup(8, 3, &Options::default()).unwrap();
    for viewer in [None, Some(0), Some(1), Some(2)] {
        let view = Settlers::view(&state, viewer);
        assert_eq!(view.common_deck, None);
        assert_eq!(view.common_deck_size, state.common.len());
        for (p, v) in state.players.iter().zip(&view.players) {
            assert_eq!(v.deck, None);
            assert_eq!(v.deck_size, p.deck.len());
        }
    }
    let mut bots: Vec<_> = (0..2).map(|s| BotKind::Random.build(s)).collect();
    let over = autoplay::with_bots::<Settlers>(8, &Options::default(), &mut bots, |_, _| {});
    let view = Settlers::view(&over, None);
    assert!(view.common_deck.is_some());
    assert!(
        view.players
            .iter()
            .all(|p| p.hand.is_some() && p.deck.is_some())
    );
}

#[test]
fn looked_at_cards_and_alternate_lookout_cards_are_private() {
    let mut state = table(&[R, J]);
    built(&mut state, 0, "romans:architect");
    production(&mut state, None).unwrap();
    let mine = Settlers::view(&state, Some(0));
    assert_eq!(mine.players[0].looks.as_ref().unwrap()[0].len(), 2);
    let theirs = Settlers::view(&state, Some(1));
    assert_eq!(theirs.players[0].looks, None);
    assert_eq!(theirs.players[0].looking, 2);

    let options = Options {
        factions: Some(vec![R, J, Faction::Egyptians]),
        alternate_lookout: true,
    };
    let mut state = Settlers::setup(2, 3, &options).unwrap();
    let v = Settlers::view(&state, Some(0));
    assert!(v.players[0].draft.is_some());
    assert!(v.players[1].draft.is_none() && v.players[2].draft.is_none());
    let keep: Vec<_> = (0..3)
        .map(|s| {
            (
                s,
                missive_games::settlers::Decision::Pick {
                    card: state.players[s].draft[0],
                    production: None,
                },
            )
        })
        .collect();
    Settlers::resolve(&mut state, &keep).unwrap();
    assert_eq!(state.phase, Phase::AlternateSecond);
    // Seat 0 passed its 2 cards to seat 1: it knows them; seat 2 does not.
    let v = Settlers::view(&state, Some(0));
    assert_eq!(
        ids(v.players[1].draft.as_ref().unwrap()),
        state.players[1].draft
    );
    assert!(v.players[2].draft.is_none());
    let v = Settlers::view(&state, Some(2));
    assert!(v.players[1].draft.is_none());
}

#[test]
fn cards_whose_ability_is_not_verified_are_marked() {
    let mut state = table(&[R, J]);
    let altar_free = give(&mut state, 0, "romans:gardens");
    built(&mut state, 0, "romans:colossus");
    let quarry = give(&mut state, 0, "common:quarry");
    let view = Settlers::view(&state, Some(0));
    let hand = view.players[0].hand.as_ref().unwrap();
    assert!(hand.iter().find(|f| f.id == altar_free).unwrap().unverified);
    assert!(!hand.iter().find(|f| f.id == quarry).unwrap().unverified);
    assert!(view.players[0].locations[0].card.unverified);
    assert_eq!(describe::name(altar_free), "Gardens (ability not verified)");
    assert_eq!(describe::name(quarry), "Quarry");
    let text = describe::card(altar_free);
    assert!(text.contains("[ability not verified]"), "{text}");
    assert!(text.contains("Note: Deck statistics"), "{text}");
    assert!(text.contains("our translation"), "{text}");
    assert_eq!(
        describe::card(quarry),
        "Quarry — Common Production Location (grey); costs 1 wood and 1 stone; raze: 2 stone; worth 1 VP at the end. Production (also at once when built): 1 stone. Building bonus: 1 stone."
    );
}

#[test]
fn private_events_are_meant_for_one_seat_and_public_lines_never_name_a_drawn_card() {
    let mut state = table(&[R, J]);
    let tower = built(&mut state, 0, "common:watchtower");
    let _ = tower;
    let events = production(&mut state, None).unwrap();
    let drew: Vec<_> = events.iter().filter(|e| e.audience().is_some()).collect();
    assert!(!drew.is_empty());
    let names: Vec<String> = ["Ana", "Ben"].map(String::from).to_vec();
    let read = |viewer| -> Vec<String> {
        describe::lines(&events, &names, viewer)
            .iter()
            .map(ToString::to_string)
            .collect()
    };
    let public = read(None);
    let ana = read(Some(0));
    assert!(ana.len() > public.len());
    assert!(ana.iter().any(|l| l.starts_with("You drew ")));
    assert!(!public.iter().any(|l| l.starts_with("You ")));
    assert_eq!(Settlers::audience(&events[0]), events[0].audience());
}
