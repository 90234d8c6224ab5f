//! Hand-built tables: a game set up with chosen factions, then brought to the Action phase with
//! empty hands and supplies, and cards moved from the decks to where a test needs them (so that
//! every card stays in exactly one place).

use missive_games::settlers::cards::{CardId, Faction, catalog};
use missive_games::settlers::goods::Supply;
use missive_games::settlers::{Action, Decision, Event, Options, Phase, Settlers, State, Turn};
use missive_games::speech::LANGUAGES;
use missive_games::{Game, RuleError, Seat};

pub const SEED: u64 = 7;

/// A game of these factions (seat order) at the start of round 2's Action phase, seat 0 First
/// player and to play; hands, row and supplies empty.
pub fn table(factions: &[Faction]) -> State {
    let options = Options {
        factions: Some(factions.to_vec()),
        alternate_lookout: false,
    };
    let mut state = Settlers::setup(SEED, factions.len(), &options).expect("a valid table");
    for seat in 0..state.seats() {
        let hand = std::mem::take(&mut state.players[seat].hand);
        for card in hand {
            put_back(&mut state, card);
        }
        state.players[seat].supply = Supply::default();
        state.players[seat].plan = None;
    }
    for card in std::mem::take(&mut state.row) {
        state.common.push(card);
    }
    state.round = 2;
    state.first = 0;
    state.phase = Phase::Action { seat: 0 };
    state
}

/// Puts a card back on its own deck.
fn put_back(state: &mut State, card: CardId) {
    match card.deck().faction() {
        None => state.common.push(card),
        Some(f) => {
            let seat = state.seat_of(f).expect("a faction in play");
            state.players[seat].deck.push(card);
        }
    }
}

/// Takes a copy of the design `id` out of the decks and discard piles.
pub fn take(state: &mut State, id: &str) -> CardId {
    let copies = catalog().copies_of(id);
    assert!(!copies.is_empty(), "no design {id}");
    for &card in &copies {
        if let Some(i) = state.common.iter().position(|&c| c == card) {
            return state.common.remove(i);
        }
        if let Some(i) = state.common_discard.iter().position(|&c| c == card) {
            return state.common_discard.remove(i);
        }
        for p in &mut state.players {
            if let Some(i) = p.deck.iter().position(|&c| c == card) {
                return p.deck.remove(i);
            }
            if let Some(i) = p.discard.iter().position(|&c| c == card) {
                return p.discard.remove(i);
            }
        }
    }
    panic!("every copy of {id} is in play already")
}

/// A copy of `id`, put into the seat's hand.
pub fn give(state: &mut State, seat: Seat, id: &str) -> CardId {
    let card = take(state, id);
    state.players[seat].hand.push(card);
    card
}

/// A copy of `id`, built in the seat's Empire (without paying or its effects).
pub fn built(state: &mut State, seat: Seat, id: &str) -> CardId {
    let card = take(state, id);
    state.players[seat]
        .locations
        .push(missive_games::settlers::state::Location::new(card));
    card
}

/// A copy of `id`, under the seat's board as a Deal.
pub fn dealt(state: &mut State, seat: Seat, id: &str) -> CardId {
    let card = take(state, id);
    state.players[seat].deals.push(card);
    card
}

/// A copy of `id`, as the seat's Foundation.
pub fn foundation(state: &mut State, seat: Seat, id: &str) -> CardId {
    let card = take(state, id);
    state.players[seat].foundations.push(card);
    card
}

pub fn supply(wood: u16, stone: u16, food: u16, gold: u16, workers: u16) -> Supply {
    Supply {
        wood,
        stone,
        food,
        gold,
        workers,
        ..Supply::default()
    }
}

/// The seat plays `turn`.
pub fn play(state: &mut State, seat: Seat, turn: Turn) -> Result<Vec<Event>, RuleError> {
    Settlers::resolve(state, &[(seat, Decision::Turn(turn))])
}

/// The seat takes `action` (nothing else in the turn).
pub fn act(state: &mut State, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
    play(state, seat, Turn::new(action))
}

/// Checks that the decision is refused with exactly this reason (which reads in every language),
/// and that neither `check` nor `resolve` changed the state.
pub fn refused(state: &State, seat: Seat, decision: Decision, reason: &str) {
    let before = state.clone();
    let checked = Settlers::check(state, seat, &decision);
    assert_eq!(
        checked.as_ref().map_err(ToString::to_string),
        Err(reason.to_string()),
        "check of {decision:?}"
    );
    refusal_reads_everywhere(&format!("{decision:?}"), checked.as_ref().unwrap_err());
    let mut after = state.clone();
    let resolved = Settlers::resolve(&mut after, &[(seat, decision.clone())]).map(|_| ());
    assert_eq!(resolved, checked, "resolve of {decision:?}");
    assert_eq!(after, before, "a refused decision left the state as it was");
}

/// A refusal reads in every language, with nothing unresolved, and not as in English.
pub fn refusal_reads_everywhere(place: &str, refusal: &RuleError) {
    let english = refusal.to_string();
    for &lang in LANGUAGES {
        let text = refusal.reason().read(lang);
        assert!(
            !text.contains(['{', '}']) && !text.contains("settlers-") && !text.trim().is_empty(),
            "{place} in {lang}: {text}"
        );
        if lang != "en" {
            assert_ne!(text, english, "{place} in {lang} reads as in English");
        }
    }
}

/// Refused turn with only an action.
pub fn refused_action(state: &State, seat: Seat, action: Action, reason: &str) {
    refused(state, seat, Decision::Turn(Turn::new(action)), reason);
}

/// Everyone but `seat` passes, so that `seat` plays on alone.
pub fn others_pass(state: &mut State, seat: Seat) {
    for s in 0..state.seats() {
        if s != seat {
            state.players[s].passed = true;
        }
    }
}

/// The lines the history shows for these events (seats named Ana, Ben, Cleo, Dan).
pub fn lines(events: &[Event]) -> Vec<String> {
    let names: Vec<String> = ["Ana", "Ben", "Cleo", "Dan"].map(String::from).to_vec();
    missive_games::settlers::describe::lines(events, &names, None)
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// Runs the table's Production phase: the First player makes the last pick of the second draft
/// (a Common card from the deck) with `plan`; the other seats take their default choices.
pub fn production(
    state: &mut State,
    plan: Option<missive_games::settlers::decision::ProductionPlan>,
) -> Result<Vec<Event>, RuleError> {
    let card = state.common.pop().expect("a Common card");
    state.row = vec![card];
    let n = state.seats() as u8;
    state.phase = Phase::Lookout {
        draft: 2,
        pick: n - 1,
    };
    let first = state.first;
    for seat in 0..state.seats() {
        if seat != first {
            state.players[seat].plan = Some(Default::default());
        }
    }
    Settlers::resolve(
        state,
        &[(
            first,
            Decision::Pick {
                card,
                production: plan,
            },
        )],
    )
}
