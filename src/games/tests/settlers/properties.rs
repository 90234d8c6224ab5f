//! Properties of Imperial Settlers over many bot games: 2, 3 and 4 players, both Lookouts, random
//! bots mostly (they reach the odd corners: razing, activations, empty decks), some heuristic
//! ones. Each property is checked after every step; a failure names the table and the step,
//! which is enough to replay the game.

use missive_games::bots::{Bot, BotKind};
use missive_games::settlers::cards::{CardId, Good, catalog};
use missive_games::settlers::decision::Prompt;
use missive_games::settlers::event::Event;
use missive_games::settlers::scoring;
use missive_games::settlers::{Action, Build, Decision, Options, Phase, Settlers, State, Turn};
use missive_games::{Game, Seat};
use proptest::prelude::*;
use proptest::test_runner::{RngSeed, TestCaseResult};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Each case plays 6 games: 2, 3 and 4 players, each Lookout.
const CASES: u32 = 200;
/// Far more steps than a game can take: reaching it means the game never ends.
const MAX_STEPS: usize = 3000;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: CASES,
        // Shrinking replays whole games, and a smaller seed is no simpler a game.
        max_shrink_iters: 16,
        // The failing table is in the message; no regression files in the source tree.
        failure_persistence: None,
        // The same games at every run, so that a red run comes from the change and not from
        // the draw; a new number explores other games.
        rng_seed: RngSeed::Fixed(20_261_127),
        ..ProptestConfig::default()
    }
}

#[derive(Debug, Clone)]
struct Table {
    seed: u64,
    seats: usize,
    alternate: bool,
    bots: Vec<BotKind>,
}

impl Table {
    fn options(&self) -> Options {
        Options {
            factions: None,
            alternate_lookout: self.alternate,
        }
    }
}

/// Every place a card can be, with the cards in it.
fn places(state: &State) -> Vec<(String, Vec<CardId>)> {
    let mut out = vec![
        ("Common deck".to_string(), state.common.clone()),
        ("Common discard".to_string(), state.common_discard.clone()),
        ("Lookout row".to_string(), state.row.clone()),
    ];
    for (s, p) in state.players.iter().enumerate() {
        out.push((format!("hand {s}"), p.hand.clone()));
        out.push((format!("Faction deck {s}"), p.deck.clone()));
        out.push((format!("Faction discard {s}"), p.discard.clone()));
        out.push((
            format!("Empire {s}"),
            p.locations.iter().map(|l| l.card).collect(),
        ));
        out.push((format!("Foundations {s}"), p.foundations.clone()));
        out.push((format!("Deals {s}"), p.deals.clone()));
        out.push((format!("Alternate Lookout {s}"), p.draft.clone()));
        out.push((
            format!("looked at {s}"),
            p.looks.iter().flat_map(|g| g.cards.clone()).collect(),
        ));
    }
    out
}

fn check_cards(state: &State) -> Result<(), String> {
    let mut seen: Vec<Option<String>> = vec![None; catalog().copies.len()];
    for (place, cards) in places(state) {
        for card in cards {
            let slot = &mut seen[card.0 as usize];
            if let Some(other) = slot {
                return Err(format!("{} is in {other} and in {place}", card.name()));
            }
            *slot = Some(place.clone());
        }
    }
    // Every card of the Common deck and of the Faction decks in play is somewhere.
    for card in catalog().cards() {
        let in_play = match card.deck().faction() {
            None => true,
            Some(f) => state.seat_of(f).is_some(),
        };
        if in_play != seen[card.0 as usize].is_some() {
            return Err(format!(
                "{} ({}) is lost or out of play",
                card.name(),
                card.0
            ));
        }
    }
    Ok(())
}

/// Counters stay sane (an underflow would panic first; this catches a wrap).
fn check_counts(state: &State) -> Result<(), String> {
    for (s, p) in state.players.iter().enumerate() {
        let s_ = &p.supply;
        for (name, n) in [
            ("wood", s_.wood),
            ("stone", s_.stone),
            ("food", s_.food),
            ("gold", s_.gold),
            ("workers", s_.workers),
            ("raze", s_.raze),
            ("defense", s_.defense),
            ("vp", p.vp),
        ] {
            if n > 5000 {
                return Err(format!("seat {s} holds {n} {name}"));
            }
        }
        if s_.defense > 1 {
            return Err(format!("seat {s} holds {} defense tokens", s_.defense));
        }
        for l in &p.locations {
            if l.samurai && !l.card.is_faction() {
                return Err(format!("a Samurai on the Common {}", l.card.name()));
            }
            if l.defense && l.card.is_faction() {
                return Err(format!("a defense token on the Faction {}", l.card.name()));
            }
            let limit = l.card.action().map(|a| a.uses_per_round).unwrap_or(0);
            if l.uses > limit {
                return Err(format!("{} used {} times", l.card.name(), l.uses));
            }
        }
    }
    Ok(())
}

/// Right after Cleanup (the next round's Lookout has added no goods): only storage goods are
/// held, and nothing is left on Locations.
fn check_cleanup(state: &State) -> Result<(), String> {
    for (s, p) in state.players.iter().enumerate() {
        let storage = &p.faction.board().storage;
        for good in [
            Good::Wood,
            Good::Stone,
            Good::Food,
            Good::Gold,
            Good::Worker,
            Good::Raze,
            Good::Defense,
        ] {
            if p.supply.get(good) > 0 && !storage.contains(&good) {
                return Err(format!(
                    "seat {s} ({}) kept {} through Cleanup",
                    p.faction.name(),
                    good.word(true)
                ));
            }
        }
        if p.locations
            .iter()
            .any(|l| l.defense || l.uses > 0 || !l.placed.is_empty())
        {
            return Err(format!("seat {s} kept tokens or goods on a Location"));
        }
        if p.passed {
            return Err(format!("seat {s} is still passed"));
        }
    }
    Ok(())
}

fn check_outcome(state: &State, cleanups: usize) -> Result<(), String> {
    if state.round != 5 || cleanups != 4 {
        return Err(format!(
            "over in round {} after {cleanups} Cleanups",
            state.round
        ));
    }
    let outcome = Settlers::outcome(state).ok_or("no outcome")?;
    let mut seats: Vec<Seat> = outcome.standings.iter().map(|s| s.seat).collect();
    seats.sort();
    if seats != (0..state.seats()).collect::<Vec<_>>() {
        return Err(format!("standings name seats {seats:?}"));
    }
    let mut previous: Option<(i64, usize)> = None;
    for st in &outcome.standings {
        let sum: i64 = st.breakdown.iter().map(|(_, p)| p).sum();
        if sum != st.score {
            return Err(format!(
                "seat {}: the pad adds to {sum}, not {}",
                st.seat, st.score
            ));
        }
        let expected = scoring::score(&state.players[st.seat]).total() as i64;
        if st.score != expected {
            return Err(format!(
                "seat {}: score {} instead of {expected}",
                st.seat, st.score
            ));
        }
        if let Some((score, rank)) = previous
            && (st.score > score || st.rank < rank || (st.score < score && st.rank == rank))
        {
            return Err(format!("ranking out of order: {:?}", outcome.standings));
        }
        previous = Some((st.score, st.rank));
    }
    if outcome.standings[0].rank != 1 {
        return Err("nobody ranks first".into());
    }
    Ok(())
}

/// No view shows another seat's hand, looked-at cards, Foundations or Alternate Lookout cards
/// (the passer's excepted), nor any deck order, while the game runs.
fn check_views(state: &State) -> Result<(), String> {
    let n = state.seats();
    let viewers: Vec<Option<Seat>> = std::iter::once(None).chain((0..n).map(Some)).collect();
    for viewer in viewers {
        let view = Settlers::view(state, viewer);
        if view.common_deck.is_some() {
            return Err(format!("{viewer:?} sees the Common deck"));
        }
        for (seat, p) in view.players.iter().enumerate() {
            if p.deck.is_some() {
                return Err(format!("{viewer:?} sees seat {seat}'s Faction deck"));
            }
            let own = viewer == Some(seat);
            let passer =
                state.phase == Phase::AlternateSecond && viewer == Some((seat + n - 1) % n);
            if !own && (p.hand.is_some() || p.looks.is_some() || p.foundations.is_some()) {
                return Err(format!("{viewer:?} sees seat {seat}'s hidden cards"));
            }
            if !own && !passer && p.draft.is_some() {
                return Err(format!("{viewer:?} sees seat {seat}'s Lookout cards"));
            }
            if own && p.hand.as_ref().map(|h| h.len()) != Some(state.players[seat].hand.len()) {
                return Err(format!("seat {seat} does not see its own hand"));
            }
        }
    }
    Ok(())
}

/// Across one step: VP never go down, and a player who had passed is nobody's target (rules
/// §3.3): until Cleanup, only an opponent's spending of workers gives him something (Oasis).
fn check_untouchable(before: &State, after: &State, cleaned: bool) -> Result<(), String> {
    for (s, (b, a)) in before.players.iter().zip(&after.players).enumerate() {
        if a.vp < b.vp {
            return Err(format!("seat {s} lost VP: {} to {}", b.vp, a.vp));
        }
        if !b.passed || cleaned || after.is_over() {
            continue;
        }
        let mut supply = a.supply;
        supply.workers = b.supply.workers.min(supply.workers);
        if a.hand != b.hand
            || a.locations != b.locations
            || a.foundations != b.foundations
            || a.deals != b.deals
            || a.vp != b.vp
            || supply != b.supply
            || a.supply.workers < b.supply.workers
        {
            return Err(format!("seat {s} had passed, yet something of his changed"));
        }
    }
    Ok(())
}

/// `auto` is right: when it decides, the decision is legal and nothing else was; when a turn
/// has nothing to do, `auto` passes.
fn check_auto(state: &State, seat: Seat, prompt: &Prompt) -> Result<(), String> {
    let auto = Settlers::auto(state, seat);
    if let Some(d) = &auto {
        Settlers::check(state, seat, d).map_err(|e| format!("auto decided illegally: {e}"))?;
    }
    match prompt {
        Prompt::Turn(turn) => {
            let nothing = !turn.any_action() && !state.players[seat].can_deploy_samurai();
            if nothing != (auto == Some(Decision::Turn(Turn::new(Action::Pass)))) {
                return Err(format!(
                    "auto {auto:?} for a turn with nothing to do: {nothing}"
                ));
            }
            if nothing {
                // Nothing else is legal: every card of the hand, built, dealt or razed, and
                // a pair of workers, is refused.
                let p = &state.players[seat];
                let mut tries = vec![Action::SpendWorkers {
                    goods: vec![missive_games::settlers::WorkerGood::Wood],
                }];
                for &card in &p.hand {
                    let mut b = Build::new(card);
                    b.part = p
                        .locations
                        .first()
                        .map(|l| l.card)
                        .or(p.foundations.first().copied());
                    tries.push(Action::Build(b));
                    tries.push(Action::Deal { card, gold: None });
                    tries.push(Action::RazeCard { card });
                }
                for action in tries {
                    let d = Decision::Turn(Turn::new(action));
                    if Settlers::check(state, seat, &d).is_ok() {
                        return Err(format!("auto passes, but {d:?} is legal"));
                    }
                }
            }
        }
        Prompt::Pick {
            row,
            production: None,
            ..
        } if row.len() == 1 && auto.is_none() => {
            return Err("a pick of the one card left was not automatic".into());
        }
        Prompt::Pick { row, .. } if row.len() > 1 && auto.is_some() => {
            return Err("auto chose among several cards".into());
        }
        _ => {}
    }
    Ok(())
}

/// A decision changed at random: `check` and `resolve` must agree on it, and a refusal must
/// leave the state untouched.
fn check_agreement(
    state: &State,
    seat: Seat,
    decision: &Decision,
    rng: &mut ChaCha8Rng,
) -> Result<(), String> {
    let mut changed = decision.clone();
    let random_card =
        |rng: &mut ChaCha8Rng| CardId(rng.random_range(0..catalog().copies.len() as u8));
    match &mut changed {
        Decision::Pick { card, .. } => *card = random_card(rng),
        Decision::Keep { cards } => cards.push(random_card(rng)),
        Decision::Production { plan } => plan.faction_cards += 1,
        Decision::Turn(turn) => match rng.random_range(0..5) {
            0 => {
                turn.action = Action::RazeCard {
                    card: random_card(rng),
                }
            }
            1 => {
                turn.action = Action::Build(Build::new(
                    *state.players[seat].hand.choose(rng).unwrap_or(&CardId(0)),
                ))
            }
            2 => turn.defense = Some(random_card(rng)),
            3 => turn.samurai.push(random_card(rng)),
            _ => {
                turn.action = Action::Raze {
                    seat: rng.random_range(0..state.seats()),
                    location: random_card(rng),
                }
            }
        },
    }
    let checked = Settlers::check(state, seat, &changed);
    let mut after = state.clone();
    let resolved = Settlers::resolve(&mut after, &[(seat, changed.clone())]).map(|_| ());
    if checked != resolved {
        return Err(format!(
            "check says {checked:?} and resolve {resolved:?} for {changed:?}"
        ));
    }
    if resolved.is_err() && after != *state {
        return Err(format!("a refused {changed:?} changed the state"));
    }
    Ok(())
}

/// Any decision at all, mostly illegal: card numbers (some beyond the game), seats, counts.
pub(super) fn garbage(rng: &mut ChaCha8Rng) -> Decision {
    use missive_games::settlers::decision::{Choice, ProductionPlan};
    use missive_games::settlers::goods::GoldUse;
    use missive_games::settlers::{Target, Use, With, WorkerGood};
    fn card(rng: &mut ChaCha8Rng) -> CardId {
        CardId(rng.random_range(0..=u8::MAX))
    }
    fn cards(rng: &mut ChaCha8Rng) -> Vec<CardId> {
        (0..rng.random_range(0..3)).map(|_| card(rng)).collect()
    }
    fn small(rng: &mut ChaCha8Rng) -> u8 {
        rng.random_range(0..4)
    }
    fn with(rng: &mut ChaCha8Rng) -> With {
        With {
            option: rng.random_bool(0.3).then(|| small(rng)),
            copy: rng.random_bool(0.3).then(|| card(rng)),
            copy_option: rng.random_bool(0.2).then(|| small(rng)),
        }
    }
    fn gold(rng: &mut ChaCha8Rng) -> Option<GoldUse> {
        rng.random_bool(0.3).then(|| GoldUse {
            wood: small(rng),
            stone: small(rng),
            food: small(rng),
        })
    }
    fn build(rng: &mut ChaCha8Rng) -> Build {
        Build {
            card: card(rng),
            part: rng.random_bool(0.5).then(|| card(rng)),
            gold: gold(rng),
            with: with(rng),
            samurai: cards(rng),
        }
    }
    fn good(rng: &mut ChaCha8Rng) -> Good {
        *[
            Good::Wood,
            Good::Stone,
            Good::Food,
            Good::Gold,
            Good::Vp,
            Good::Card,
            Good::Worker,
        ]
        .choose(rng)
        .unwrap()
    }
    fn plan(rng: &mut ChaCha8Rng) -> ProductionPlan {
        ProductionPlan {
            faction_cards: small(rng),
            choices: (0..rng.random_range(0..3))
                .map(|_| Choice {
                    location: card(rng),
                    with: with(rng),
                })
                .collect(),
        }
    }
    let seat = |rng: &mut ChaCha8Rng| rng.random_range(0..6);
    match rng.random_range(0..4) {
        0 => Decision::Pick {
            card: card(rng),
            production: rng.random_bool(0.5).then(|| plan(rng)),
        },
        1 => Decision::Production { plan: plan(rng) },
        2 => Decision::Keep { cards: cards(rng) },
        _ => {
            let action = match rng.random_range(0..7) {
                0 => Action::Build(build(rng)),
                1 => Action::Deal {
                    card: card(rng),
                    gold: gold(rng),
                },
                2 => Action::RazeCard { card: card(rng) },
                3 => Action::Raze {
                    seat: seat(rng),
                    location: card(rng),
                },
                4 => Action::Activate {
                    location: card(rng),
                    uses: (0..rng.random_range(0..4))
                        .map(|_| Use {
                            cards: cards(rng),
                            deals: cards(rng),
                            target: match rng.random_range(0..10) {
                                0 => None,
                                1 => Some(Target::Deal { deal: card(rng) }),
                                2 => Some(Target::Production {
                                    location: card(rng),
                                    with: with(rng),
                                }),
                                3 => Some(Target::Steal {
                                    seat: seat(rng),
                                    resource: good(rng),
                                }),
                                4 => Some(Target::Location {
                                    seat: seat(rng),
                                    location: card(rng),
                                }),
                                5 => Some(Target::RazeGood {
                                    seat: seat(rng),
                                    location: card(rng),
                                    good: good(rng),
                                }),
                                6 => Some(Target::Own {
                                    location: card(rng),
                                }),
                                7 => Some(Target::EnemyDeal {
                                    seat: seat(rng),
                                    deal: card(rng),
                                }),
                                8 => Some(Target::Build(build(rng))),
                                _ => Some(Target::Card { card: card(rng) }),
                            },
                        })
                        .collect(),
                    gold: gold(rng),
                },
                5 => Action::SpendWorkers {
                    goods: (0..rng.random_range(0..4))
                        .map(|_| *WorkerGood::ALL.choose(rng).unwrap())
                        .collect(),
                },
                _ => Action::Pass,
            };
            let mut turn = Turn::new(action);
            turn.faction_cards = small(rng);
            turn.defense = rng.random_bool(0.3).then(|| card(rng));
            turn.samurai = cards(rng);
            Decision::Turn(turn)
        }
    }
}

/// Any decision from any seat: `check` never panics and agrees with `resolve`, which leaves
/// the state untouched when it refuses.
fn check_garbage(state: &State, rng: &mut ChaCha8Rng) -> Result<(), String> {
    let seat = rng.random_range(0..state.seats() + 1);
    let decision = garbage(rng);
    let checked = Settlers::check(state, seat, &decision);
    if Settlers::prompts(state).len() != 1 {
        return Ok(());
    }
    let mut after = state.clone();
    let resolved = Settlers::resolve(&mut after, &[(seat, decision.clone())]).map(|_| ());
    if checked != resolved {
        return Err(format!(
            "check says {checked:?} and resolve {resolved:?} for {decision:?}"
        ));
    }
    if resolved.is_err() && after != *state {
        return Err(format!("a refused {decision:?} changed the state"));
    }
    Ok(())
}

/// Plays one game, checking every property after every step; returns the decisions made.
fn play(table: &Table) -> TestCaseResult {
    let fail = |step: usize, what: String| {
        TestCaseResult::Err(TestCaseError::fail(format!(
            "{table:?}, step {step}: {what}"
        )))
    };
    let mut state = Settlers::setup(table.seed, table.seats, &table.options())
        .map_err(|e| TestCaseError::fail(format!("{table:?}: {e}")))?;
    let initial = state.clone();
    let mut bots: Vec<Box<dyn Bot<Settlers>>> = table
        .bots
        .iter()
        .enumerate()
        .map(|(s, k)| k.build(table.seed.wrapping_add(s as u64)))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(table.seed);
    let mut history: Vec<Vec<(Seat, Decision)>> = Vec::new();
    let mut cleanups = 0;
    if let Err(e) = check_cards(&state).and_then(|_| check_views(&state)) {
        return fail(0, e);
    }
    for step in 0..MAX_STEPS {
        let prompts = Settlers::prompts(&state);
        if prompts.is_empty() {
            if !state.is_over() {
                return fail(
                    step,
                    "nobody owes a decision, yet the game is not over".into(),
                );
            }
            if let Err(e) = check_outcome(&state, cleanups) {
                return fail(step, e);
            }
            // Replaying the seed and the decisions gives the same game.
            let mut replay = initial.clone();
            for decisions in &history {
                Settlers::resolve(&mut replay, decisions).map_err(|e| {
                    TestCaseError::fail(format!("{table:?}: the replay refused: {e}"))
                })?;
            }
            prop_assert_eq!(&replay, &state, "{:?}: the replay differs", table);
            let view = Settlers::view(&state, None);
            prop_assert!(
                view.players.iter().all(|p| p.hand.is_some()),
                "all shown at the end"
            );
            return Ok(());
        }
        let decisions: Vec<(Seat, Decision)> = prompts
            .iter()
            .map(|(seat, prompt)| {
                let d = Settlers::auto(&state, *seat)
                    .unwrap_or_else(|| bots[*seat].decide(&state, *seat, prompt));
                (*seat, d)
            })
            .collect();
        for ((seat, prompt), (_, d)) in prompts.iter().zip(&decisions) {
            if let Err(e) = check_auto(&state, *seat, prompt) {
                return fail(step, e);
            }
            if let Err(e) = Settlers::check(&state, *seat, d) {
                return fail(step, format!("check refused the bot's {d:?}: {e}"));
            }
            if prompts.len() == 1
                && rng.random_bool(0.3)
                && let Err(e) = check_agreement(&state, *seat, d, &mut rng)
            {
                return fail(step, e);
            }
            if rng.random_bool(0.3)
                && let Err(e) = check_garbage(&state, &mut rng)
            {
                return fail(step, e);
            }
        }
        let before = state.clone();
        let events = match Settlers::resolve(&mut state, &decisions) {
            Ok(events) => events,
            Err(e) => return fail(step, format!("resolve refused {decisions:?}: {e}")),
        };
        history.push(decisions);
        let cleaned = events.iter().any(|e| matches!(e, Event::Cleanup { .. }));
        if let Err(e) = check_untouchable(&before, &state, cleaned) {
            return fail(step, e);
        }
        if cleaned {
            cleanups += 1;
        }
        let mut checks = check_cards(&state).and_then(|_| check_counts(&state));
        if cleaned && matches!(state.phase, Phase::Lookout { .. } | Phase::AlternateKeep) {
            checks = checks.and_then(|_| check_cleanup(&state));
        }
        if !state.is_over() && step % 4 == 0 {
            checks = checks.and_then(|_| check_views(&state));
        }
        if let Err(e) = checks {
            return fail(step, e);
        }
        for e in &events {
            if let Event::Drew { seat, .. }
            | Event::Looked { seat, .. }
            | Event::Gave { seat, .. }
            | Event::Received { seat, .. } = e
                && e.audience() != Some(*seat)
            {
                return fail(step, format!("{e:?} is not private"));
            }
        }
        let names: Vec<String> = (0..table.seats).map(|s| format!("Seat{s}")).collect();
        if let Some(line) = missive_games::settlers::describe::lines(&events, &names, None)
            .iter()
            .map(ToString::to_string)
            .find(|l| l.starts_with("You "))
        {
            return fail(
                step,
                format!("a private line in the public history: {line}"),
            );
        }
        if step % 16 == 0 {
            let text = serde_json::to_string(&state).expect("serializable");
            let back: State = serde_json::from_str(&text).expect("deserializable");
            prop_assert_eq!(
                &back,
                &state,
                "{:?}, step {}: serde round-trip",
                table,
                step
            );
            let events_back: Vec<Event> =
                serde_json::from_str(&serde_json::to_string(&events).unwrap()).unwrap();
            prop_assert_eq!(&events_back, &events);
            for (_, d) in history.last().unwrap() {
                let back: Decision =
                    serde_json::from_str(&serde_json::to_string(d).unwrap()).unwrap();
                prop_assert_eq!(&back, d);
            }
        }
    }
    fail(MAX_STEPS, "the game never ends".into())
}

fn tables(seed: u64, heuristic: Vec<bool>) -> Vec<Table> {
    let mut out = Vec::new();
    for seats in 2..=4 {
        for alternate in [false, true] {
            out.push(Table {
                seed: seed.wrapping_add(seats as u64 * 2 + alternate as u64),
                seats,
                alternate,
                bots: (0..seats)
                    .map(|s| {
                        if heuristic[s] {
                            BotKind::Heuristic
                        } else {
                            BotKind::Random
                        }
                    })
                    .collect(),
            });
        }
    }
    out
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn every_rule_holds_in_random_games(
        seed in any::<u64>(),
        heuristic in proptest::collection::vec(proptest::bool::weighted(0.15), 4),
    ) {
        for table in tables(seed, heuristic) {
            play(&table)?;
        }
    }
}

/// Many more random games, with the cheaper checks only (cards, counts, the end).
#[test]
fn a_thousand_more_random_games_keep_every_card_and_end_after_round_5() {
    for g in 0..1000u64 {
        let seats = 2 + (g % 3) as usize;
        let options = Options {
            factions: None,
            alternate_lookout: g % 2 == 1,
        };
        let mut bots: Vec<Box<dyn Bot<Settlers>>> = (0..seats)
            .map(|s| BotKind::Random.build(g * 10 + s as u64))
            .collect();
        let state =
            missive_games::autoplay::with_bots::<Settlers>(g, &options, &mut bots, |state, _| {
                if let Err(e) = check_cards(state).and_then(|_| check_counts(state)) {
                    panic!("game {g}: {e}");
                }
            });
        check_cards(&state).unwrap();
        assert!(state.is_over());
        check_outcome(&state, 4).unwrap_or_else(|e| panic!("game {g}: {e}"));
    }
}
