//! It's a Wonderful World played by bots for property tests: the tables of a case (every player
//! count and both Empire sides), a game played step by step with what each step did, and random
//! standing orders. The engine's properties use them (`properties.rs`), and so does the
//! service's test of prefilled forms, which includes this file.

use missive_games::bots::{Bot, BotKind};
use missive_games::wonderful::cards::{EmpireId, Kind, Side, catalog};
use missive_games::wonderful::{
    Decision, DraftChoice, Event, Options, Orders, Prompt, State, Wonderful,
};
use missive_games::{Game, Seat};
use proptest::prelude::*;
use proptest::test_runner::{RngSeed, TestCaseResult};

/// Each case plays 10 games (5 player counts, 2 sides).
pub(crate) const CASES: u32 = 64;
/// Far more than a game can take (solo trades included): reaching it means the game never ends.
pub(crate) const MAX_STEPS: usize = 500;

pub(crate) fn config() -> ProptestConfig {
    ProptestConfig {
        cases: CASES,
        // Shrinking replays 10 games per try, and a smaller seed is no simpler a game.
        max_shrink_iters: 32,
        // The failing table is in the message; no regression files in the source tree.
        failure_persistence: None,
        // The same games at every run, so that a red run comes from the change and not from
        // the draw; a new number explores other games.
        rng_seed: RngSeed::Fixed(20_261_122),
        ..ProptestConfig::default()
    }
}

/// A case: a seed, and for each seat whether its bot is the heuristic one.
pub(crate) fn cases() -> impl Strategy<Value = (u64, Vec<bool>)> {
    (
        any::<u64>(),
        proptest::collection::vec(proptest::bool::weighted(0.3), 5),
    )
}

#[derive(Debug, Clone)]
pub(crate) struct Table {
    pub seed: u64,
    pub seats: usize,
    pub side: Side,
    /// Empires chosen by the organizer rather than dealt.
    pub chosen: bool,
    /// Solo: seat 0 trades whenever it may, which runs the deck dry.
    pub trader: bool,
    pub bots: Vec<BotKind>,
}

impl Table {
    pub(crate) fn options(&self) -> Options {
        Options {
            side: self.side,
            empires: self
                .chosen
                .then(|| (0..self.seats).rev().map(|i| EmpireId(i as u8)).collect()),
        }
    }

    pub(crate) fn bots(&self) -> Vec<Box<dyn Bot<Wonderful>>> {
        self.bots
            .iter()
            .enumerate()
            .map(|(seat, kind)| {
                let bot = kind.build(self.seed.wrapping_add(seat as u64 + 1));
                if self.trader {
                    Box::new(Trader(bot)) as Box<dyn Bot<Wonderful>>
                } else {
                    bot
                }
            })
            .collect()
    }
}

pub(crate) struct Trader(Box<dyn Bot<Wonderful>>);

impl Bot<Wonderful> for Trader {
    fn decide(&mut self, state: &State, seat: Seat, prompt: &Prompt) -> Decision {
        match prompt {
            Prompt::SoloSequence {
                hand,
                can_trade: true,
            } => Decision::Trade {
                discard: [hand[0], hand[1]],
            },
            _ => self.0.decide(state, seat, prompt),
        }
    }
}

/// Every player count and side for one case.
pub(crate) fn tables(seed: u64, heuristic: &[bool]) -> Vec<Table> {
    let mut out = Vec::new();
    for seats in 1..=5 {
        for (i, side) in [Side::A, Side::B].into_iter().enumerate() {
            let seed = seed ^ ((seats * 2 + i) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            out.push(Table {
                seed,
                seats,
                side,
                chosen: seed.is_multiple_of(3),
                trader: seats == 1 && seed % 4 < 2,
                bots: heuristic[..seats]
                    .iter()
                    .map(|&h| {
                        if h {
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

/// One resolved step, as a property sees it.
pub(crate) struct Step<'a> {
    pub table: &'a Table,
    pub before: &'a State,
    pub decisions: &'a [(Seat, Decision)],
    pub after: &'a State,
    pub events: &'a [Event],
}

impl Step<'_> {
    pub(crate) fn at(&self) -> String {
        format!("{:?}, step {}", self.table, self.before.step)
    }
}

/// One step's decisions, and the events that resolving them gave.
pub(crate) type Resolved = (Vec<(Seat, Decision)>, Vec<Event>);

pub(crate) struct Played {
    pub start: State,
    pub steps: Vec<Resolved>,
    pub end: State,
}

/// What a seat answers: the automatic decision when there is one, else its bot's (as the service
/// and `autoplay` do).
pub(crate) fn decide(state: &State, bots: &mut [Box<dyn Bot<Wonderful>>]) -> Vec<(Seat, Decision)> {
    Wonderful::prompts(state)
        .into_iter()
        .map(|(seat, prompt)| {
            let decision = Wonderful::auto(state, seat)
                .unwrap_or_else(|| bots[seat].decide(state, seat, &prompt));
            (seat, decision)
        })
        .collect()
}

/// Plays a whole game, calling `each` after every step. With `through_json`, every step is
/// resolved on a JSON copy of the state, as a service that stores snapshots would do.
pub(crate) fn play(
    table: &Table,
    through_json: bool,
    mut each: impl FnMut(&Step) -> TestCaseResult,
) -> Result<Played, TestCaseError> {
    let start = Wonderful::setup(table.seed, table.seats, &table.options())
        .map_err(|e| TestCaseError::fail(format!("{table:?}: setup refused: {e}")))?;
    let mut bots = table.bots();
    let mut state = start.clone();
    let mut steps = Vec::new();
    while !Wonderful::prompts(&state).is_empty() {
        prop_assert!(
            steps.len() < MAX_STEPS,
            "{table:?}: no end after {MAX_STEPS} steps"
        );
        if through_json {
            state = serde_json::from_str(&serde_json::to_string(&state).unwrap()).unwrap();
        }
        let decisions = decide(&state, &mut bots);
        let before = state.clone();
        let events = Wonderful::resolve(&mut state, &decisions).map_err(|e| {
            TestCaseError::fail(format!(
                "{table:?}, step {}: a bot's decisions were refused: {e}\n{decisions:?}",
                before.step
            ))
        })?;
        each(&Step {
            table,
            before: &before,
            decisions: &decisions,
            after: &state,
            events: &events,
        })?;
        steps.push((decisions, events));
    }
    Ok(Played {
        start,
        steps,
        end: state,
    })
}

pub(crate) fn replay(table: &Table, played: &Played) -> Result<State, TestCaseError> {
    let mut state = Wonderful::setup(table.seed, table.seats, &table.options()).unwrap();
    prop_assert!(state == played.start, "{table:?}: setup differs");
    for (i, (decisions, events)) in played.steps.iter().enumerate() {
        let replayed = Wonderful::resolve(&mut state, decisions).map_err(|e| {
            TestCaseError::fail(format!("{table:?}, step {i}: replay refused: {e}"))
        })?;
        prop_assert!(
            &replayed == events,
            "{table:?}, step {i}: replay gives other events"
        );
    }
    Ok(state)
}

pub(crate) fn decision_of<'a>(step: &'a Step, seat: Seat) -> Option<&'a Decision> {
    step.decisions
        .iter()
        .find(|(s, _)| *s == seat)
        .map(|(_, d)| d)
}

pub(crate) fn draft_choice() -> impl Strategy<Value = DraftChoice> {
    prop_oneof![
        design_id().prop_map(DraftChoice::Design),
        proptest::sample::select(Kind::ALL.to_vec()).prop_map(DraftChoice::Kind),
    ]
}

pub(crate) fn design_id() -> impl Strategy<Value = String> {
    let ids: Vec<String> = catalog().designs.iter().map(|d| d.id.clone()).collect();
    proptest::sample::select(ids)
}

/// Orders of every shape: empty lists, no planning rule, and 0 rounds (nothing is affordable)
/// included.
pub(crate) fn random_orders() -> impl Strategy<Value = Orders> {
    use proptest::collection::vec;
    (
        vec(draft_choice(), 0..6),
        proptest::option::of(0u8..=4),
        vec(design_id(), 0..6),
        any::<bool>(),
    )
        .prop_map(
            |(draft, plan_within_rounds, fill_first, play_production)| Orders {
                draft,
                plan_within_rounds,
                fill_first,
                play_production,
            },
        )
}
