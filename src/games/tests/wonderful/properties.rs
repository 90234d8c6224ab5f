//! Properties of It's a Wonderful World over many bot games: every player count (1 to 5) and both
//! Empire sides in every case, random bots mostly (they reach the odd corners), some heuristic
//! ones. Each property is checked after every resolved step. A failure names the table (seed,
//! seats, side, bots) and the step, which is enough to replay the game.

use super::games::*;
use missive_games::autoplay;
use missive_games::bots::BotKind;
use missive_games::wonderful::cards::{CARD_COUNT, CardId, Character, Kind, Resource, Side, Space};
use missive_games::wonderful::orders;
use missive_games::wonderful::state::Player;
use missive_games::wonderful::{
    Actions, Decision, Event, Orders, Phase, Placement, Prompt, Recycle, State, TokenPlacement,
    Wonderful,
};
use missive_games::{Game, Seat};
use proptest::prelude::*;
use proptest::test_runner::TestCaseResult;
use serde_json::Value;
use std::collections::BTreeSet;

// ----- Cards -----

fn every_card(state: &State) -> Vec<CardId> {
    let mut cards = state.deck.clone();
    cards.extend(&state.discard);
    for p in &state.players {
        cards.extend(&p.hand);
        cards.extend(&p.drafted);
        cards.extend(p.construction.iter().map(|s| s.card));
        cards.extend(&p.built);
    }
    if let Some(solo) = &state.solo {
        cards.extend(solo.stacks.iter().flatten());
        cards.extend(&solo.drawn);
    }
    cards.sort_unstable();
    cards
}

fn cards_accounted_for(state: &State, at: &str) -> TestCaseResult {
    let all: Vec<CardId> = (0..CARD_COUNT as u8).map(CardId).collect();
    prop_assert!(
        every_card(state) == all,
        "{at}: cards lost or doubled: {:?}",
        every_card(state)
    );
    let solo = state.seats() == 1;
    prop_assert_eq!(state.solo.is_some(), solo, "{}: solo supply", at);
    if let Some(s) = &state.solo {
        prop_assert!(
            s.stacks.iter().all(|stack| stack.len() == 5),
            "{at}: a solo stack is not 5 cards"
        );
        let keeping = matches!(state.phase, Phase::SoloKeep { .. });
        prop_assert_eq!(!s.drawn.is_empty(), keeping, "{}: drawn cards", at);
    }
    // Where the cards of the round lie, phase by phase.
    let dealt = if state.seats() == 2 { 10 } else { 7 };
    for (seat, p) in state.players.iter().enumerate() {
        let (hand, drafted) = match state.phase {
            Phase::Draft { pick } => (dealt + 1 - pick as usize, pick as usize - 1),
            Phase::Planning => (0, 7),
            Phase::SoloSequence { .. } | Phase::SoloKeep { .. } => (p.hand.len(), 0),
            Phase::Production { .. } | Phase::Over => (0, 0),
        };
        prop_assert_eq!(
            (p.hand.len(), p.drafted.len()),
            (hand, drafted),
            "{}: seat {} hand and draft area in {:?}",
            at,
            seat,
            &state.phase
        );
    }
    Ok(())
}

/// Picks go to the Draft area, the rest of the hand to the neighbour the round says.
fn hands_pass_the_right_way(step: &Step) -> TestCaseResult {
    let Phase::Draft { pick } = step.before.phase else {
        return Ok(());
    };
    let at = step.at();
    let n = step.before.seats();
    let to_next = step.before.round % 2 == 1;
    for (seat, decision) in step.decisions {
        let Decision::Pick { card } = decision else {
            return Err(TestCaseError::fail(format!(
                "{at}: {decision:?} in the draft"
            )));
        };
        // The order of a hand or a Draft area means nothing: compare them sorted.
        let sorted = |mut cards: Vec<CardId>| {
            cards.sort_unstable();
            cards
        };
        let mut drafted = step.before.players[*seat].drafted.clone();
        drafted.push(*card);
        prop_assert_eq!(
            sorted(drafted),
            sorted(step.after.players[*seat].drafted.clone()),
            "{}: seat {} drafted",
            at,
            seat
        );
        if pick == 7 {
            continue;
        }
        let mut rest = step.before.players[*seat].hand.clone();
        rest.retain(|c| c != card);
        let to = if to_next {
            (seat + 1) % n
        } else {
            (seat + n - 1) % n
        };
        prop_assert!(
            sorted(step.after.players[to].hand.clone()) == sorted(rest),
            "{at}: seat {seat}'s hand did not go to seat {to}"
        );
        let passed = Event::Passed { to_next };
        prop_assert!(step.events.contains(&passed), "{at}: no {passed:?}");
    }
    Ok(())
}

// ----- Cubes and holdings -----

fn sites_within_cost(state: &State, at: &str) -> TestCaseResult {
    for (seat, p) in state.players.iter().enumerate() {
        prop_assert!(
            p.empire_cubes < 5,
            "{at}: seat {seat} keeps {} cubes on its Empire",
            p.empire_cubes
        );
        for site in &p.construction {
            let cost = site.card.design().cost;
            prop_assert!(
                (0..8).all(|k| site.filled[k] <= cost[k]),
                "{at}: seat {seat}: {} holds {:?} for a cost of {:?}",
                site.card.name(),
                site.filled,
                cost
            );
            prop_assert!(
                site.filled != cost,
                "{at}: seat {seat}: {} is full but not built",
                site.card.name()
            );
        }
        prop_assert!(
            p.krystallium < 1000 && p.characters.iter().all(|&c| c < 1000),
            "{at}: seat {seat} holdings out of range: {} Krystallium, {:?} tokens",
            p.krystallium,
            p.characters
        );
        prop_assert!(p.built.len() <= CARD_COUNT);
    }
    Ok(())
}

/// Where one seat's decision puts things: (card, space) for every cube, Krystallium and token
/// placed on a card, the cards slated and scrapped, and the cubes sent to the Empire.
#[derive(Default)]
struct Moves {
    placed: Vec<(CardId, Space)>,
    krystallium: u32,
    tokens: [u32; 2],
    slated: Vec<CardId>,
    scrapped: Vec<CardId>,
    to_empire: u32,
}

fn moves(phase: &Phase, seat: Seat, decision: Option<&Decision>) -> Moves {
    let mut m = Moves::default();
    let actions = match decision {
        Some(Decision::Plan {
            slate,
            recycle,
            actions,
        }) => {
            m.slated = slate.clone();
            for r in recycle {
                match r.onto {
                    Some(card) => m.placed.push((card, r.card.design().recycle.into())),
                    None => m.to_empire += 1,
                }
            }
            actions
        }
        Some(Decision::Produce { onto, actions, .. }) => {
            let Phase::Production {
                resource, produced, ..
            } = phase
            else {
                return m;
            };
            m.placed
                .extend(onto.iter().map(|&card| (card, Space::from(*resource))));
            m.to_empire += produced[seat] as u32 - onto.len() as u32;
            actions
        }
        _ => return m,
    };
    m.scrapped = actions.scrap.clone();
    m.to_empire += actions.scrap.len() as u32;
    for p in &actions.krystallium {
        m.placed.push((p.card, p.space));
        m.krystallium += 1;
    }
    for t in &actions.tokens {
        m.placed.push((t.card, t.token.space()));
        m.tokens[t.token.index()] += 1;
    }
    m
}

/// Everything a player holds changes only by what the decision and the step's events say.
fn holdings_follow_the_ledger(step: &Step) -> TestCaseResult {
    let at = step.at();
    for seat in 0..step.before.seats() {
        let (b, a) = (&step.before.players[seat], &step.after.players[seat]);
        let m = moves(&step.before.phase, seat, decision_of(step, seat));
        let mut built_now = Vec::new();
        let mut made = 0u32;
        let mut supremacy = [0u32; 2];
        for e in step.events {
            match e {
                Event::Built { seat: s, card } if *s == seat => built_now.push(*card),
                Event::KrystalliumMade { seat: s, count } if *s == seat => made += *count as u32,
                Event::Supremacy {
                    seat: s, token: t, ..
                } if *s == seat => supremacy[t.index()] += 1,
                _ => {}
            }
        }
        let mut expected_built = b.built.clone();
        expected_built.extend(&built_now);
        prop_assert!(
            a.built == expected_built,
            "{at}: seat {seat} built {:?}, events say {built_now:?}",
            a.built
        );

        let bonus_k: u32 = built_now
            .iter()
            .map(|c| c.design().bonus_krystallium as u32)
            .sum();
        prop_assert_eq!(
            a.krystallium as u32 + m.krystallium,
            b.krystallium as u32 + made + bonus_k,
            "{}: seat {} Krystallium",
            at,
            seat
        );
        for c in Character::ALL {
            let bonus: u32 = built_now
                .iter()
                .map(|card| card.design().bonus_characters[c.index()] as u32)
                .sum();
            prop_assert_eq!(
                a.characters[c.index()] as u32 + m.tokens[c.index()],
                b.characters[c.index()] as u32 + supremacy[c.index()] + bonus,
                "{}: seat {} {} tokens",
                at,
                seat,
                c
            );
        }
        prop_assert_eq!(
            a.empire_cubes as u32 + 5 * made,
            b.empire_cubes as u32 + m.to_empire,
            "{}: seat {} Empire cubes",
            at,
            seat
        );

        // Sites: the old ones and the slated ones, less the scrapped and the built, in order.
        let expected_sites: Vec<CardId> = b
            .construction
            .iter()
            .map(|s| s.card)
            .chain(m.slated.iter().copied())
            .filter(|c| !m.scrapped.contains(c) && !built_now.contains(c))
            .collect();
        let sites: Vec<CardId> = a.construction.iter().map(|s| s.card).collect();
        prop_assert!(
            sites == expected_sites,
            "{at}: seat {seat} sites {sites:?}, expected {expected_sites:?}"
        );
        // Each space gains exactly what was placed on it; a built card got exactly its cost.
        let filled_after = |card: CardId| {
            let mut f = b
                .construction
                .iter()
                .find(|s| s.card == card)
                .map_or([0; 8], |s| s.filled);
            for &(c, space) in &m.placed {
                if c == card {
                    f[space.index()] += 1;
                }
            }
            f
        };
        for site in &a.construction {
            prop_assert_eq!(
                site.filled,
                filled_after(site.card),
                "{}: seat {} spaces of {}",
                at,
                seat,
                site.card.name()
            );
        }
        for &card in &built_now {
            prop_assert!(
                b.site(card).is_some() || m.slated.contains(&card),
                "{at}: seat {seat} built {} without it being under construction",
                card.name()
            );
            prop_assert_eq!(
                filled_after(card),
                card.design().cost,
                "{}: seat {} built {} with these spaces filled",
                at,
                seat,
                card.name()
            );
        }
    }
    Ok(())
}

// ----- Course of the game and outcome -----

/// The open step that must follow `before`'s.
fn next_phase_ok(before: &State, after: &State, decisions: &[(Seat, Decision)]) -> bool {
    let same_round = after.round == before.round;
    let solo = before.is_solo();
    match (&before.phase, &after.phase) {
        (Phase::Draft { pick }, Phase::Draft { pick: next }) => same_round && *next == pick + 1,
        (Phase::Draft { pick: 7 }, Phase::Planning) => same_round,
        (
            Phase::Planning,
            Phase::Production {
                resource: Resource::Materials,
                ..
            },
        ) => same_round,
        (Phase::SoloSequence { sequence }, next) => {
            let traded = matches!(decisions, [(0, Decision::Trade { .. })]);
            same_round
                && match next {
                    Phase::SoloKeep { sequence: s } => traded && s == sequence,
                    Phase::SoloSequence { sequence: 2 } => !traded && *sequence == 1,
                    Phase::Production {
                        resource: Resource::Materials,
                        ..
                    } => !traded && *sequence == 2,
                    _ => false,
                }
        }
        (Phase::SoloKeep { sequence }, Phase::SoloSequence { sequence: s }) => {
            same_round && s == sequence
        }
        (Phase::Production { resource, .. }, next) => match (resource.next(), next) {
            (Some(r), Phase::Production { resource: n, .. }) => same_round && r == *n,
            (None, Phase::Over) => before.round == 4 && same_round,
            (None, Phase::Draft { pick: 1 }) => !solo && after.round == before.round + 1,
            (None, Phase::SoloSequence { sequence: 1 }) => solo && after.round == before.round + 1,
            _ => false,
        },
        _ => false,
    }
}

/// Production counted again from the card data, apart from the engine's own count.
fn production(p: &Player, resource: Resource, side: Side) -> u16 {
    let mut by_kind = [0u16; 5];
    for c in &p.built {
        by_kind[c.design().kind.index()] += 1;
    }
    let mut total = p.empire.empire().side(side).produces[resource.index()] as u16;
    for c in &p.built {
        let d = c.design();
        total += d.produces[resource.index()] as u16;
        if let Some(per) = d.produces_per.filter(|per| per.resource == resource) {
            total += per.amount as u16 * by_kind[per.per.index()];
        }
    }
    total
}

/// A production step that opens counts what each Empire produces and settles supremacy.
fn production_opens_right(step: &Step) -> TestCaseResult {
    let Phase::Production {
        resource,
        produced,
        supremacy,
    } = &step.after.phase
    else {
        return Ok(());
    };
    let at = step.at();
    let side = step.table.side;
    let expected: Vec<u16> = step
        .after
        .players
        .iter()
        .map(|p| production(p, *resource, side))
        .collect();
    prop_assert_eq!(produced, &expected, "{}: {} produced", at, resource);
    let most = *produced.iter().max().unwrap();
    let winner = if step.after.is_solo() {
        (produced[0] >= 5).then_some(0)
    } else {
        let top: Vec<Seat> = (0..produced.len())
            .filter(|&s| produced[s] == most)
            .collect();
        (most > 0 && top.len() == 1).then(|| top[0])
    };
    prop_assert_eq!(*supremacy, winner, "{}: {} supremacy", at, resource);
    let announced = step.events.iter().any(|e| match e {
        Event::Supremacy {
            resource: r, seat, ..
        } => r == resource && Some(*seat) == winner,
        Event::NoSupremacy { resource: r } => r == resource && winner.is_none(),
        _ => false,
    });
    // Science's winner takes a token with their decision, in the next step.
    prop_assert!(
        announced || (*resource == Resource::Science && winner.is_some()),
        "{at}: {resource} supremacy not announced: {:?}",
        step.events
    );
    Ok(())
}

/// The score pad added up again from the card data, apart from the engine's own scoring.
fn expected_score(p: &Player, side: Side) -> i64 {
    let mut by_kind = [0i64; 5];
    for c in &p.built {
        by_kind[c.design().kind.index()] += 1;
    }
    let empire = &p.empire.empire().side(side).points;
    let mut total = 0;
    let mut per_token = [1i64; 2];
    for points in std::iter::once(empire).chain(p.built.iter().map(|c| &c.design().points)) {
        total += points.flat as i64;
        for k in Kind::ALL {
            total += points.per_kind[k.index()] as i64 * by_kind[k.index()];
        }
        for c in Character::ALL {
            per_token[c.index()] += points.per_character[c.index()] as i64;
        }
    }
    total
        + (0..2)
            .map(|i| per_token[i] * p.characters[i] as i64)
            .sum::<i64>()
}

fn outcome_consistent(table: &Table, end: &State) -> TestCaseResult {
    prop_assert!(end.is_over(), "{table:?}: not over");
    prop_assert_eq!(end.round, 4, "{:?}: ended in round {}", table, end.round);
    prop_assert!(Wonderful::prompts(end).is_empty());
    for seat in 0..end.seats() {
        prop_assert!(Wonderful::auto(end, seat).is_none());
        prop_assert!(Wonderful::fallback(end, seat).is_none());
        let any = Decision::Pick { card: CardId(0) };
        prop_assert!(Wonderful::check(end, seat, &any).is_err());
    }
    let mut after = end.clone();
    prop_assert!(Wonderful::resolve(&mut after, &[]).is_err() && &after == end);

    let outcome = Wonderful::outcome(end);
    prop_assert!(outcome.is_some(), "{table:?}: no outcome");
    let outcome = outcome.unwrap();
    let back: missive_games::Outcome =
        serde_json::from_str(&serde_json::to_string(&outcome).unwrap()).unwrap();
    prop_assert_eq!(&back, &outcome);
    let standings = &outcome.standings;
    let mut seats: Vec<Seat> = standings.iter().map(|s| s.seat).collect();
    seats.sort_unstable();
    prop_assert_eq!(seats, (0..end.seats()).collect::<Vec<_>>(), "{:?}", table);
    prop_assert_eq!(standings[0].rank, 1, "{:?}", table);
    let key = |seat: Seat| {
        let p = &end.players[seat];
        (
            expected_score(p, table.side),
            p.built.len(),
            p.characters.iter().sum::<u16>(),
        )
    };
    for (i, s) in standings.iter().enumerate() {
        let sum: i64 = s.breakdown.iter().map(|(_, v)| v).sum();
        prop_assert_eq!(sum, s.score, "{:?}: seat {} breakdown", table, s.seat);
        prop_assert_eq!(s.score, key(s.seat).0, "{:?}: seat {} score", table, s.seat);
        let better = standings
            .iter()
            .filter(|o| key(o.seat) > key(s.seat))
            .count();
        prop_assert_eq!(s.rank, 1 + better, "{:?}: seat {} rank", table, s.seat);
        if i > 0 {
            let prev = &standings[i - 1];
            prop_assert!(prev.rank <= s.rank, "{table:?}: ranks go down");
            prop_assert_eq!(
                prev.rank == s.rank,
                key(prev.seat) == key(s.seat),
                "{:?}: seats {} and {} tied or not",
                table,
                prev.seat,
                s.seat
            );
        }
    }
    let top = standings[0].score;
    let tied = standings.iter().filter(|s| s.score == top).count();
    prop_assert_eq!(
        outcome.tie_break.is_some(),
        tied > 1,
        "{:?}: tie-break {:?}",
        table,
        &outcome.tie_break
    );
    prop_assert_eq!(
        outcome.winners().count(),
        standings
            .iter()
            .filter(|s| key(s.seat) == key(standings[0].seat))
            .count()
    );
    Ok(())
}

// ----- Hidden information -----

const VIEW_KEYS: &[&str] = &[
    "viewer",
    "step",
    "round",
    "phase",
    "side",
    "deck_size",
    "discard_size",
    "players",
    "stacks_left",
    "drawn",
];
const PLAYER_KEYS: &[&str] = &[
    "seat",
    "empire",
    "hand",
    "hand_size",
    "drafted",
    "construction",
    "built",
    "empire_cubes",
    "krystallium",
    "characters",
];
const PHASE_KEYS: &[&str] = &[
    "phase",
    "pick",
    "sequence",
    "resource",
    "produced",
    "supremacy",
];
const SITE_KEYS: &[&str] = &["card", "filled"];

fn keys_known(value: &Value, known: &[&str], at: &str) -> TestCaseResult {
    let object = value.as_object();
    prop_assert!(object.is_some(), "{at}: not an object: {value}");
    for key in object.unwrap().keys() {
        prop_assert!(
            known.contains(&key.as_str()),
            "{at}: the view has a field {key:?} this test does not know: check it for leaks"
        );
    }
    Ok(())
}

fn card_list(value: &Value, into: &mut Vec<CardId>) {
    for v in value.as_array().into_iter().flatten() {
        into.push(CardId(v.as_u64().expect("a card id") as u8));
    }
}

/// Every card the view's JSON shows, found by structure: all fields are known, and only the
/// card fields hold card ids.
fn cards_in_view(json: &Value, at: &str) -> Result<Vec<CardId>, TestCaseError> {
    keys_known(json, VIEW_KEYS, at)?;
    keys_known(&json["phase"], PHASE_KEYS, at)?;
    let mut cards = Vec::new();
    card_list(&json["drawn"], &mut cards);
    for p in json["players"].as_array().into_iter().flatten() {
        keys_known(p, PLAYER_KEYS, at)?;
        card_list(&p["hand"], &mut cards);
        card_list(&p["drafted"], &mut cards);
        card_list(&p["built"], &mut cards);
        for site in p["construction"].as_array().into_iter().flatten() {
            keys_known(site, SITE_KEYS, at)?;
            cards.push(CardId(site["card"].as_u64().expect("a card id") as u8));
        }
    }
    cards.sort_unstable();
    Ok(cards)
}

fn views_hide_what_they_must(state: &State, at: &str) -> TestCaseResult {
    let over = state.is_over();
    let mut public: Vec<CardId> = Vec::new();
    for p in &state.players {
        public.extend(&p.drafted);
        public.extend(p.construction.iter().map(|s| s.card));
        public.extend(&p.built);
    }
    for viewer in (0..state.seats()).map(Some).chain([None]) {
        let at = format!("{at}, viewer {viewer:?}");
        let view = Wonderful::view(state, viewer);
        prop_assert_eq!(view.viewer, viewer);
        prop_assert_eq!(view.players.len(), state.seats());
        prop_assert_eq!(view.deck_size, state.deck.len());
        prop_assert_eq!(view.discard_size, state.discard.len());
        let mut expected = public.clone();
        for (seat, (pv, p)) in view.players.iter().zip(&state.players).enumerate() {
            prop_assert_eq!(pv.seat, seat);
            prop_assert_eq!(pv.hand_size, p.hand.len());
            if over {
                prop_assert!(p.hand.is_empty(), "{at}: seat {seat} ends with a hand");
            } else if viewer == Some(seat) {
                prop_assert_eq!(pv.hand.as_ref(), Some(&p.hand), "{}: own hand", at);
                expected.extend(&p.hand);
            } else {
                prop_assert!(pv.hand.is_none(), "{at}: sees seat {seat}'s hand");
            }
        }
        let drawn = state.solo.as_ref().map(|s| &s.drawn);
        if let Some(drawn) = drawn.filter(|_| viewer == Some(0) || over) {
            prop_assert_eq!(view.drawn.as_ref(), Some(drawn), "{}: drawn", at);
            expected.extend(drawn);
        } else {
            prop_assert!(view.drawn.is_none(), "{at}: sees the drawn cards");
        }
        expected.sort_unstable();
        let json = serde_json::to_value(&view).unwrap();
        let shown = cards_in_view(&json, &at)?;
        prop_assert!(
            shown == expected,
            "{at}: the view shows cards {shown:?}, it may show {expected:?}"
        );
    }
    Ok(())
}

/// Cards nobody but their holder may know after the step.
fn secret_cards(state: &State) -> BTreeSet<CardId> {
    let mut secret: BTreeSet<CardId> = state.deck.iter().copied().collect();
    for p in &state.players {
        secret.extend(&p.hand);
    }
    if let Some(solo) = &state.solo {
        secret.extend(solo.stacks.iter().flatten());
        secret.extend(&solo.drawn);
    }
    secret
}

fn event_cards(event: &Event) -> Vec<CardId> {
    match event {
        Event::Revealed { cards, .. } => cards.clone(),
        Event::Planned {
            slated, recycled, ..
        } => slated.iter().chain(recycled).copied().collect(),
        Event::Built { card, .. } | Event::Scrapped { card, .. } => vec![*card],
        Event::Traded { discarded, .. } => discarded.to_vec(),
        Event::Kept { discarded } => discarded.clone(),
        Event::RoundStarted { .. }
        | Event::Dealt { .. }
        | Event::Passed { .. }
        | Event::LeftoverDiscarded { .. }
        | Event::Produced { .. }
        | Event::Supremacy { .. }
        | Event::NoSupremacy { .. }
        | Event::KrystalliumMade { .. }
        | Event::StackTaken { .. }
        | Event::GameOver => Vec::new(),
    }
}

/// A prompt shows a seat only its own cards.
fn prompts_private(state: &State, at: &str) -> TestCaseResult {
    for (seat, prompt) in Wonderful::prompts(state) {
        let p = &state.players[seat];
        let ok = match &prompt {
            Prompt::Pick { hand, .. } | Prompt::SoloSequence { hand, .. } => hand == &p.hand,
            Prompt::Plan { cards } => cards == &p.drafted,
            Prompt::Keep { drawn } => {
                seat == 0 && Some(drawn) == state.solo.as_ref().map(|s| &s.drawn)
            }
            Prompt::Produce { .. } => true,
        };
        prop_assert!(ok, "{at}: seat {seat} is prompted {prompt:?}");
    }
    Ok(())
}

// ----- Decisions -----

/// A card that is in none of this seat's piles, nor among the solo drawn cards.
fn foreign_card(state: &State, seat: Seat) -> CardId {
    let p = &state.players[seat];
    let drawn = state.solo.as_ref().map_or(&[][..], |s| &s.drawn[..]);
    (0..CARD_COUNT as u8)
        .map(CardId)
        .find(|c| {
            !p.hand.contains(c)
                && !p.drafted.contains(c)
                && !p.built.contains(c)
                && p.site(*c).is_none()
                && !drawn.contains(c)
        })
        .expect("150 cards")
}

/// Variants of a legal decision that the rules refuse, each with what is wrong with it.
pub(super) fn mutations(
    state: &State,
    seat: Seat,
    decision: &Decision,
) -> Vec<(&'static str, Decision)> {
    let player = &state.players[seat];
    let foreign = foreign_card(state, seat);
    let mut out = vec![(
        "a decision of another kind",
        if matches!(state.phase, Phase::SoloKeep { .. }) {
            Decision::Pick { card: foreign }
        } else {
            Decision::Keep { card: foreign }
        },
    )];
    match decision {
        Decision::Pick { .. } => {
            let other =
                (0..state.seats()).find(|&s| s != seat && !state.players[s].hand.is_empty());
            if let Some(other) = other {
                out.push((
                    "a card of another seat's hand",
                    Decision::Pick {
                        card: state.players[other].hand[0],
                    },
                ));
            }
            out.push(("a card not in hand", Decision::Pick { card: foreign }));
        }
        Decision::Plan {
            slate,
            recycle,
            actions,
        } => {
            let plan = |slate: Vec<CardId>, recycle: Vec<Recycle>, actions| Decision::Plan {
                slate,
                recycle,
                actions,
            };
            let (mut s, mut r) = (slate.clone(), recycle.clone());
            if s.pop().is_none() {
                r.pop();
            }
            out.push(("a plan that omits a card", plan(s, r, actions.clone())));
            let (mut s, mut r) = (slate.clone(), recycle.clone());
            match slate.first() {
                Some(&card) => r.push(Recycle { card, onto: None }),
                None => s.push(recycle[0].card),
            }
            out.push(("a card slated and recycled", plan(s, r, actions.clone())));
            let mut s = slate.clone();
            s.push(foreign);
            out.push((
                "a card not in the plan",
                plan(s, recycle.clone(), actions.clone()),
            ));
            if !recycle.is_empty() {
                let mut r = recycle.clone();
                r[0].onto = Some(foreign);
                out.push((
                    "a cube onto a card not under construction",
                    plan(slate.clone(), r, actions.clone()),
                ));
            }
            let mut a = actions.clone();
            let card = slate
                .first()
                .or(player.construction.first().map(|s| &s.card));
            a.krystallium.push(Placement {
                card: *card.unwrap_or(&foreign),
                space: Space::General,
            });
            out.push((
                "Krystallium on a General space",
                plan(slate.clone(), recycle.clone(), a),
            ));
            let solo_sequence = matches!(state.phase, Phase::SoloSequence { .. });
            if solo_sequence && state.deck.is_empty() && player.hand.len() >= 2 {
                out.push((
                    "a trade with no card left to draw",
                    Decision::Trade {
                        discard: [player.hand[0], player.hand[1]],
                    },
                ));
            }
        }
        Decision::Produce {
            onto,
            token,
            actions,
        } => {
            let Phase::Production { produced, .. } = &state.phase else {
                unreachable!("a Produce decision outside production")
            };
            let mut more = onto.clone();
            let filler = player.construction.first().map_or(foreign, |s| s.card);
            more.resize(produced[seat] as usize + 1, filler);
            out.push((
                "one cube more than produced",
                Decision::Produce {
                    onto: more,
                    token: *token,
                    actions: actions.clone(),
                },
            ));
            out.push((
                "a token taken or left wrongly",
                Decision::Produce {
                    onto: onto.clone(),
                    token: match token {
                        Some(_) => None,
                        None => Some(Character::General),
                    },
                    actions: actions.clone(),
                },
            ));
            let mut a = actions.clone();
            a.scrap.push(foreign);
            out.push((
                "a scrap of a card not under construction",
                Decision::Produce {
                    onto: onto.clone(),
                    token: *token,
                    actions: a,
                },
            ));
            // More than any player holds or any card has spaces for.
            let mut a = actions.clone();
            let card = player.construction.first().map_or(foreign, |s| s.card);
            a.tokens.extend(std::iter::repeat_n(
                TokenPlacement {
                    card,
                    token: Character::Financier,
                },
                1000,
            ));
            out.push((
                "a thousand Financiers placed",
                Decision::Produce {
                    onto: onto.clone(),
                    token: *token,
                    actions: a,
                },
            ));
        }
        Decision::Trade { discard } => {
            out.push((
                "the same card twice",
                Decision::Trade {
                    discard: [discard[0], discard[0]],
                },
            ));
            out.push((
                "a card not in hand",
                Decision::Trade {
                    discard: [discard[0], foreign],
                },
            ));
        }
        Decision::Keep { .. } => out.push(("a card not drawn", Decision::Keep { card: foreign })),
    }
    out
}

/// Decisions naming a card number that no card has: decisions come from forms, so the number is
/// whatever a player sent.
pub(super) fn ghost_card_decisions(state: &State, seat: Seat) -> Vec<Decision> {
    let ghost = CardId(CARD_COUNT as u8 + 50);
    let player = &state.players[seat];
    let plan = |cards: &[CardId], extra: Option<CardId>, scrap: Vec<CardId>| Decision::Plan {
        slate: cards.iter().copied().chain(extra).collect(),
        recycle: Vec::new(),
        actions: Actions {
            scrap,
            ..Actions::default()
        },
    };
    match &state.phase {
        Phase::Draft { .. } => vec![Decision::Pick { card: ghost }],
        Phase::Planning => vec![
            plan(&player.drafted, Some(ghost), Vec::new()),
            plan(&player.drafted, None, vec![ghost]),
        ],
        Phase::SoloSequence { .. } => vec![
            plan(&player.hand, Some(ghost), Vec::new()),
            plan(&player.hand, None, vec![ghost]),
            Decision::Trade {
                discard: [player.hand[0], ghost],
            },
        ],
        Phase::SoloKeep { .. } => vec![Decision::Keep { card: ghost }],
        Phase::Production {
            resource,
            supremacy,
            ..
        } => vec![Decision::Produce {
            onto: Vec::new(),
            token: (*resource == Resource::Science && *supremacy == Some(seat))
                .then_some(Character::General),
            actions: Actions {
                scrap: vec![ghost],
                ..Actions::default()
            },
        }],
        Phase::Over => Vec::new(),
    }
}

fn ghost_cards_refused(step: &Step) -> TestCaseResult {
    let at = step.at();
    for (seat, _) in step.decisions {
        for ghost in ghost_card_decisions(step.before, *seat) {
            let checked = std::panic::catch_unwind(|| Wonderful::check(step.before, *seat, &ghost));
            prop_assert!(
                matches!(checked, Ok(Err(_))),
                "{at}: seat {seat}: check does not refuse a card that does not exist \
                 (it panics or accepts): {ghost:?}"
            );
            let submissions: Vec<(Seat, Decision)> = step
                .decisions
                .iter()
                .map(|(s, d)| (*s, if s == seat { ghost.clone() } else { d.clone() }))
                .collect();
            let refused = std::panic::catch_unwind(|| refused_untouched(step.before, &submissions));
            prop_assert!(
                matches!(refused, Ok(true)),
                "{at}: seat {seat}: resolve does not refuse a card that does not exist \
                 (it panics, accepts, or changes the state): {ghost:?}"
            );
        }
    }
    Ok(())
}

fn refused_untouched(state: &State, submissions: &[(Seat, Decision)]) -> bool {
    let mut copy = state.clone();
    Wonderful::resolve(&mut copy, submissions).is_err() && &copy == state
}

fn check_matches_resolve(step: &Step) -> TestCaseResult {
    let at = step.at();
    let state = step.before;
    for (seat, decision) in step.decisions {
        let checked = Wonderful::check(state, *seat, decision);
        prop_assert!(
            checked.is_ok(),
            "{at}: seat {seat}'s {decision:?} resolved but fails check: {checked:?}"
        );
        for (what, wrong) in mutations(state, *seat, decision) {
            prop_assert!(
                Wonderful::check(state, *seat, &wrong).is_err(),
                "{at}: seat {seat}: check accepts {what}: {wrong:?}"
            );
            let submissions: Vec<(Seat, Decision)> = step
                .decisions
                .iter()
                .map(|(s, d)| (*s, if s == seat { wrong.clone() } else { d.clone() }))
                .collect();
            prop_assert!(
                refused_untouched(state, &submissions),
                "{at}: seat {seat}: resolve accepts {what}, or changes the state: {wrong:?}"
            );
        }
    }
    let seats = state.seats();
    for seat in 0..seats {
        let fallback = Wonderful::fallback(state, seat);
        prop_assert!(fallback.is_some(), "{at}: no fallback for seat {seat}");
        let checked = Wonderful::check(state, seat, fallback.as_ref().unwrap());
        prop_assert!(checked.is_ok(), "{at}: seat {seat}'s fallback: {checked:?}");
    }
    prop_assert!(Wonderful::fallback(state, seats).is_none());
    let (first, rest) = step.decisions.split_first().unwrap();
    prop_assert!(Wonderful::check(state, seats, &first.1).is_err());
    prop_assert!(refused_untouched(state, rest), "{at}: a seat left out");
    let mut twice = step.decisions.to_vec();
    twice.push(first.clone());
    prop_assert!(refused_untouched(state, &twice), "{at}: a seat twice");
    let mut stranger = step.decisions.to_vec();
    stranger.push((seats, first.1.clone()));
    prop_assert!(refused_untouched(state, &stranger), "{at}: no such seat");
    Ok(())
}

/// The automatic decision is legal, and it is the only one: random choices (discards of cards
/// under construction apart, which are always possible) all come to it.
fn auto_only_when_forced(step: &Step) -> TestCaseResult {
    let at = step.at();
    let state = step.before;
    let prompts = Wonderful::prompts(state);
    for seat in 0..=state.seats() {
        let Some(auto) = Wonderful::auto(state, seat) else {
            continue;
        };
        let prompt = prompts.iter().find(|(s, _)| *s == seat).map(|(_, p)| p);
        prop_assert!(prompt.is_some(), "{at}: auto for unprompted seat {seat}");
        let checked = Wonderful::check(state, seat, &auto);
        prop_assert!(
            checked.is_ok(),
            "{at}: seat {seat}'s auto {auto:?}: {checked:?}"
        );
        for i in 0..4 {
            let mut bot =
                BotKind::Random.build::<Wonderful>(step.table.seed ^ (i << 32) ^ state.step as u64);
            let other = bot.decide(state, seat, prompt.unwrap());
            let scraps = matches!(&other, Decision::Plan { actions, .. }
                | Decision::Produce { actions, .. } if !actions.scrap.is_empty());
            prop_assert!(
                scraps || other == auto,
                "{at}: seat {seat} has auto {auto:?} but could decide {other:?}"
            );
        }
    }
    Ok(())
}

// ----- Standing orders -----

/// At every prompt the orders give a legal decision; where they speak, their own decision is
/// legal (the fallback never has to step in for them); where they do not, the fallback decides.
fn orders_decide_legally(step: &Step, orders: &[Orders]) -> TestCaseResult {
    let at = step.at();
    let state = step.before;
    let prompts = Wonderful::prompts(state);
    for (seat, o) in orders.iter().enumerate().take(state.seats() + 1) {
        let prompt = prompts.iter().find(|(s, _)| *s == seat).map(|(_, p)| p);
        let ordered = Wonderful::ordered(state, seat, o);
        prop_assert_eq!(
            ordered.is_some(),
            prompt.is_some(),
            "{}: seat {} ordered {:?} for {:?}",
            at,
            seat,
            &ordered,
            prompt
        );
        let delegated = o.play_production && matches!(prompt, Some(Prompt::Produce { .. }));
        prop_assert_eq!(Wonderful::delegated(state, seat, o), delegated, "{}", at);
        let Some(ordered) = ordered else {
            continue;
        };
        let checked = Wonderful::check(state, seat, &ordered);
        prop_assert!(
            checked.is_ok(),
            "{at}: seat {seat}'s orders {o:?} decide {ordered:?}: {checked:?}"
        );
        if orders::covers(state, seat, o) {
            let own = orders::by_orders(state, seat, o);
            prop_assert!(
                own.as_ref() == Some(&ordered),
                "{at}: seat {seat}'s orders {o:?} needed the fallback: {:?}",
                prompt
            );
        } else {
            prop_assert!(
                Some(&ordered) == Wonderful::fallback(state, seat).as_ref(),
                "{at}: seat {seat}'s orders {o:?} say nothing, yet decide {ordered:?}"
            );
        }
    }
    Ok(())
}

// ----- The properties -----

proptest! {
    #![proptest_config(config())]

    #[test]
    fn all_150_cards_are_always_accounted_for((seed, heuristic) in cases()) {
        for table in tables(seed, &heuristic) {
            let played = play(&table, false, |step| {
                cards_accounted_for(step.after, &step.at())?;
                hands_pass_the_right_way(step)
            })?;
            cards_accounted_for(&played.start, &format!("{table:?}, setup"))?;
            // Coverage: the trading bot must reach the end of the solo deck.
            prop_assert!(!table.trader || played.end.deck.is_empty(), "{table:?}: deck left");
        }
    }

    #[test]
    fn no_cube_is_kept_where_the_rules_forbid((seed, heuristic) in cases()) {
        for table in tables(seed, &heuristic) {
            let played = play(&table, false, |step| sites_within_cost(step.after, &step.at()))?;
            sites_within_cost(&played.start, &format!("{table:?}, setup"))?;
        }
    }

    #[test]
    fn holdings_change_only_by_placements_and_gains((seed, heuristic) in cases()) {
        for table in tables(seed, &heuristic) {
            play(&table, false, holdings_follow_the_ledger)?;
        }
    }

    #[test]
    fn every_game_ends_after_round_4_with_a_consistent_outcome((seed, heuristic) in cases()) {
        for table in tables(seed, &heuristic) {
            let played = play(&table, false, |step| {
                let at = step.at();
                prop_assert!(Wonderful::outcome(step.before).is_none(), "{at}: outcome before the end");
                prop_assert_eq!(step.after.step, step.before.step + 1, "{}", at);
                prop_assert_eq!(Wonderful::step(step.after), step.after.step);
                prop_assert!(
                    next_phase_ok(step.before, step.after, step.decisions),
                    "{at}: {:?} round {} is followed by {:?} round {}",
                    &step.before.phase, step.before.round, &step.after.phase, step.after.round
                );
                production_opens_right(step)
            })?;
            if table.seats > 1 {
                prop_assert_eq!(played.steps.len(), 4 * 13, "{:?}: steps in a game", &table);
            }
            outcome_consistent(&table, &played.end)?;
        }
    }

    #[test]
    fn replaying_the_decisions_reproduces_the_game((seed, heuristic) in cases()) {
        for table in tables(seed, &heuristic) {
            let played = play(&table, false, |step| {
                // Simultaneous decisions: the order they come in makes no difference.
                let mut reversed = step.decisions.to_vec();
                reversed.reverse();
                let mut state = step.before.clone();
                let events = Wonderful::resolve(&mut state, &reversed);
                prop_assert!(
                    events.as_deref() == Ok(step.events) && &state == step.after,
                    "{}: the order of the decisions matters", step.at()
                );
                Ok(())
            })?;
            prop_assert!(replay(&table, &played)? == played.end, "{table:?}: replay ends elsewhere");
            let mut observed = Vec::new();
            let end = autoplay::with_bots::<Wonderful>(table.seed, &table.options(), &mut table.bots(), |_, d| {
                observed.push(d.to_vec())
            });
            prop_assert!(end == played.end, "{table:?}: autoplay ends elsewhere");
            let recorded: Vec<_> = played.steps.iter().map(|(d, _)| d.clone()).collect();
            prop_assert!(observed == recorded, "{table:?}: autoplay decides otherwise");
        }
    }

    #[test]
    fn the_state_survives_a_json_round_trip((seed, heuristic) in cases()) {
        for table in tables(seed, &heuristic) {
            let played = play(&table, true, |step| {
                let at = step.at();
                let json = serde_json::to_string(step.after).unwrap();
                let back: State = serde_json::from_str(&json).unwrap();
                prop_assert!(&back == step.after, "{at}: state differs after a JSON round trip");
                prop_assert_eq!(serde_json::to_string(&back).unwrap(), json, "{}", at);
                let decisions: Vec<(Seat, Decision)> =
                    serde_json::from_str(&serde_json::to_string(step.decisions).unwrap()).unwrap();
                prop_assert!(decisions == step.decisions, "{at}: decisions");
                let events: Vec<Event> =
                    serde_json::from_str(&serde_json::to_string(step.events).unwrap()).unwrap();
                prop_assert!(events == step.events, "{at}: events");
                let prompts = Wonderful::prompts(step.after);
                let back: Vec<(Seat, Prompt)> =
                    serde_json::from_str(&serde_json::to_string(&prompts).unwrap()).unwrap();
                prop_assert!(back == prompts, "{at}: prompts");
                Ok(())
            })?;
            // The game above went on from a JSON copy after every step.
            prop_assert!(
                replay(&table, &played)? == played.end,
                "{table:?}: a game continued from JSON copies ends elsewhere"
            );
        }
    }

    #[test]
    fn views_prompts_and_events_leak_no_hidden_card((seed, heuristic) in cases()) {
        for table in tables(seed, &heuristic) {
            let played = play(&table, false, |step| {
                let at = step.at();
                views_hide_what_they_must(step.after, &at)?;
                prompts_private(step.after, &at)?;
                let secret = secret_cards(step.after);
                for event in step.events {
                    let leaked: Vec<_> =
                        event_cards(event).into_iter().filter(|c| secret.contains(c)).collect();
                    prop_assert!(leaked.is_empty(), "{at}: {event:?} names secret cards {leaked:?}");
                }
                Ok(())
            })?;
            views_hide_what_they_must(&played.start, &format!("{table:?}, setup"))?;
            prompts_private(&played.start, &format!("{table:?}, setup"))?;
        }
    }

    #[test]
    fn check_agrees_with_resolve((seed, heuristic) in cases()) {
        for table in tables(seed, &heuristic) {
            play(&table, false, check_matches_resolve)?;
        }
    }

    #[test]
    fn cards_that_do_not_exist_are_refused((seed, heuristic) in cases()) {
        for table in tables(seed, &heuristic) {
            play(&table, false, ghost_cards_refused)?;
        }
    }

    #[test]
    fn auto_answers_only_when_there_is_one_outcome((seed, heuristic) in cases()) {
        for table in tables(seed, &heuristic) {
            play(&table, false, auto_only_when_forced)?;
        }
    }

    #[test]
    fn standing_orders_always_decide_legally(
        (seed, heuristic) in cases(),
        orders in proptest::collection::vec(random_orders(), 6),
    ) {
        for table in tables(seed, &heuristic) {
            play(&table, false, |step| orders_decide_legally(step, &orders))?;
        }
    }
}

/// Every order of `items`.
fn orders_of<T: Clone>(items: &[T]) -> Vec<Vec<T>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    for first in 0..items.len() {
        let mut rest = items.to_vec();
        let head = rest.remove(first);
        for mut tail in orders_of(&rest) {
            tail.insert(0, head.clone());
            out.push(tail);
        }
    }
    out
}

/// A form sends its Krystallium placements in page order, not in the order they were meant.
/// At step 51 of `table`, seat 2's fallback places `placed` Krystallium holding `held`: the
/// others are paid by the bonus of a card that some of them complete. The placements in every
/// order are accepted and end where the fallback's order does.
fn placements_accepted_in_any_order(table: Table, held: u16, placed: usize) {
    let mut checked = false;
    play(&table, false, |step| {
        if step.before.step != 51 {
            return Ok(());
        }
        let state = step.before;
        let Some(Decision::Produce {
            onto,
            token,
            actions,
        }) = Wonderful::fallback(state, 2)
        else {
            panic!("a production step");
        };
        assert_eq!(state.players[2].krystallium, held);
        assert_eq!(actions.krystallium.len(), placed, "some come from a bonus");
        let after = |krystallium: Vec<Placement>| {
            let decision = Decision::Produce {
                onto: onto.clone(),
                token,
                actions: Actions {
                    krystallium,
                    ..actions.clone()
                },
            };
            assert_eq!(
                Wonderful::check(state, 2, &decision),
                Ok(()),
                "{decision:?}"
            );
            let mut s = state.clone();
            let mut decisions = step.decisions.to_vec();
            decisions.retain(|(seat, _)| *seat != 2);
            decisions.push((2, decision));
            Wonderful::resolve(&mut s, &decisions).unwrap();
            let p = &s.players[2];
            (p.krystallium, p.construction.clone(), p.built.len())
        };
        let as_meant = after(actions.krystallium.clone());
        for order in orders_of(&actions.krystallium) {
            assert_eq!(after(order), as_meant);
        }
        checked = true;
        Ok(())
    })
    .unwrap();
    assert!(checked);
}

/// The second placement is paid by the bonus of the card the first one completes. Found by the
/// prefilled-forms property on this table.
#[test]
fn krystallium_placements_are_accepted_in_any_order_that_can_be_made() {
    let table = Table {
        seed: 7_001_603_420_151_540_854,
        seats: 4,
        side: Side::B,
        chosen: false,
        trader: false,
        bots: vec![
            BotKind::Heuristic,
            BotKind::Heuristic,
            BotKind::Random,
            BotKind::Heuristic,
        ],
    };
    placements_accepted_in_any_order(table, 1, 2);
}

/// The third placement is paid by the bonus of a card that the first two complete together,
/// whichever comes first on the page. Found by the prefilled-forms property on this table.
#[test]
fn krystallium_that_completes_a_card_in_two_placements_goes_first() {
    let table = Table {
        seed: 6_816_176_945_612_777_683,
        seats: 4,
        side: Side::B,
        chosen: false,
        trader: false,
        bots: vec![
            BotKind::Random,
            BotKind::Random,
            BotKind::Random,
            BotKind::Heuristic,
        ],
    };
    placements_accepted_in_any_order(table, 2, 3);
}
