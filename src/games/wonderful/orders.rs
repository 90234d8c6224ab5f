//! Standing orders: a player's own defaults for a game, used instead of the fallback bot when a
//! deadline passes or during an absence, and, if they opt in, to play their Production steps.
//!
//! Orders decide only what they speak about; everything else (a draft where no line matches the
//! hand, Planning without a rule, Production without a priority) is the fallback's decision.

use super::bots::{Sandbox, heuristic};
use super::cards::{CardId, Character, Kind, Resource, Space};
use super::decision::{Actions, Decision, Prompt, Recycle};
use super::flow;
use super::state::{CUBES_PER_KRYSTALLIUM, Player, ROUNDS, Site, State};
use crate::Seat;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Orders {
    /// Draft: take the first card of the hand that matches, trying these in order.
    #[serde(default)]
    pub draft: Vec<DraftChoice>,
    /// Planning: slate the cards the Empire can build within this many rounds of its
    /// production, recycle the rest. `None`: the fallback plans.
    #[serde(default)]
    pub plan_within_rounds: Option<u8>,
    /// Production: fill cards of these designs under construction first, in this order; the
    /// remaining cubes go to the Empire.
    #[serde(default)]
    pub fill_first: Vec<String>,
    /// Play my Production steps for me as soon as they open.
    #[serde(default)]
    pub play_production: bool,
}

/// One line of a draft preference.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "by", content = "value", rename_all = "snake_case")]
pub enum DraftChoice {
    /// A card design, by its id in the catalogue (any copy of it).
    Design(String),
    /// Any card of this type.
    Kind(Kind),
}

impl DraftChoice {
    pub fn matches(&self, card: CardId) -> bool {
        let design = card.design();
        match self {
            DraftChoice::Design(id) => design.id == *id,
            DraftChoice::Kind(kind) => design.kind == *kind,
        }
    }
}

/// The decision the orders make for `seat` in the open step (`None` when the seat owes nothing).
/// Always legal: what the orders leave open, or anything they would get wrong, is the fallback's.
pub fn decide(state: &State, seat: Seat, orders: &Orders) -> Option<Decision> {
    let prompt = flow::prompt(state, seat)?;
    by_orders(state, seat, orders).or_else(|| heuristic::decide(state, seat, &prompt))
}

/// The decision the orders themselves make for the open prompt, when they speak about it and it
/// passes `check`. `None` when they say nothing about it, or (never expected) when what they
/// built is refused.
pub fn by_orders(state: &State, seat: Seat, orders: &Orders) -> Option<Decision> {
    let decision = construct(state, seat, orders)?;
    flow::check(state, seat, &decision)
        .is_ok()
        .then_some(decision)
}

/// Whether the orders speak about the open prompt of `seat`.
pub fn covers(state: &State, seat: Seat, orders: &Orders) -> bool {
    construct(state, seat, orders).is_some()
}

/// Whether the orders play this prompt at once: only Production steps, and only when asked.
pub fn delegated(state: &State, seat: Seat, orders: &Orders) -> bool {
    orders.play_production && matches!(flow::prompt(state, seat), Some(Prompt::Produce { .. }))
}

fn construct(state: &State, seat: Seat, orders: &Orders) -> Option<Decision> {
    match flow::prompt(state, seat)? {
        Prompt::Pick { hand, .. } => {
            draft(state, seat, &orders.draft, &hand).map(|card| Decision::Pick { card })
        }
        Prompt::Keep { drawn } => {
            draft(state, seat, &orders.draft, &drawn).map(|card| Decision::Keep { card })
        }
        // Solo: with a planning rule the hand is planned, never traded.
        Prompt::Plan { cards } | Prompt::SoloSequence { hand: cards, .. } => orders
            .plan_within_rounds
            .map(|rounds| plan(state, seat, &cards, rounds)),
        prompt @ Prompt::Produce {
            resource,
            produced,
            choose_token,
        } => (!orders.fill_first.is_empty()).then(|| {
            // The token is not part of the orders: take the one the fallback would.
            let token = match heuristic::decide(state, seat, &prompt) {
                Some(Decision::Produce { token, .. }) if choose_token => token,
                _ => None,
            };
            produce(state, seat, &orders.fill_first, resource, produced, token)
        }),
    }
}

/// The first line that matches a card; among several cards matching it, the one the fallback
/// values most.
fn draft(state: &State, seat: Seat, lines: &[DraftChoice], cards: &[CardId]) -> Option<CardId> {
    let player = &state.players[seat];
    lines.iter().find_map(|line| {
        let matching: Vec<CardId> = cards.iter().copied().filter(|&c| line.matches(c)).collect();
        heuristic::best(&matching, player, state)
    })
}

/// Empty spaces to fill, per kind of space (`Space::index`).
type Need = [u32; 8];

fn need_of(site: &Site) -> Need {
    Space::ALL.map(|s| site.open(s) as u32)
}

/// What the Empire can fill within the planning horizon.
struct Budget {
    /// Cubes of each resource produced over the horizon, at today's production.
    produced: [u32; 5],
    /// Held Krystallium and the cubes on the Empire card, counted as cubes.
    held: u32,
    tokens: [u32; 2],
}

impl Budget {
    fn new(state: &State, player: &Player, rounds: u8) -> Budget {
        // No production after the last round, this round's still to come.
        let rounds = rounds.min(ROUNDS + 1 - state.round.min(ROUNDS)) as u32;
        let side = state.options.side;
        Budget {
            produced: Resource::ALL.map(|r| player.production(r, side) as u32 * rounds),
            held: player.krystallium as u32 * CUBES_PER_KRYSTALLIUM as u32
                + player.empire_cubes as u32,
            tokens: Character::ALL.map(|c| player.tokens(c) as u32),
        }
    }

    /// Whether `need` can be filled: each resource from its own production where it suffices;
    /// the shortfall, and the Krystallium spaces, with Krystallium made from the spare cubes
    /// (production left over and what is held), 5 cubes each; Character spaces with tokens held.
    fn covers(&self, need: &Need) -> bool {
        let mut spare = self.held;
        let mut short = need[Space::Krystallium.index()];
        for r in Resource::ALL {
            let (have, want) = (self.produced[r.index()], need[r.index()]);
            if have >= want {
                spare += have - want;
            } else {
                short += want - have;
            }
        }
        short * CUBES_PER_KRYSTALLIUM as u32 <= spare
            && Character::ALL
                .iter()
                .all(|c| need[c.space().index()] <= self.tokens[c.index()])
    }
}

/// A card's price in cubes, to plan the cheapest first: a Krystallium space costs 5 cubes.
fn price(card: CardId) -> u32 {
    let cost = card.design().cost;
    Space::ALL
        .iter()
        .map(|&s| {
            let n = cost[s.index()] as u32;
            if s == Space::Krystallium {
                n * CUBES_PER_KRYSTALLIUM as u32
            } else {
                n
            }
        })
        .sum()
}

/// Planning by "slate what the Empire can build within `rounds` rounds of its production":
///
/// - the budget is what the Empire produces now of each resource (Empire card and constructed
///   cards, not what is still being built), times `rounds` capped at the rounds left in the game,
///   plus what it holds (Krystallium, cubes on the Empire card, Generals and Financiers);
/// - a set of cards fits it as `Budget::covers` says: resources you do not produce enough of must
///   come from Krystallium, made 5 for 1 from the cubes you produce beyond your needs;
/// - the empty spaces of the cards already under construction are counted first; then the cards
///   to plan, cheapest first (`price`), are each slated if they still fit with those before;
/// - the others are recycled, each cube onto the card under construction (old or just slated)
///   with an empty space of its resource that is closest to completion, else onto the Empire.
///   Recycled cubes are left out of the budget: a margin.
fn plan(state: &State, seat: Seat, cards: &[CardId], rounds: u8) -> Decision {
    let player = &state.players[seat];
    let budget = Budget::new(state, player, rounds);
    let mut need: Need = [0; 8];
    for site in &player.construction {
        let open = need_of(site);
        for (total, n) in need.iter_mut().zip(open) {
            *total += n;
        }
    }
    let mut by_price = cards.to_vec();
    by_price.sort_by_key(|&c| price(c));
    let mut slate = Vec::new();
    for card in by_price {
        let mut with = need;
        for (total, n) in with.iter_mut().zip(need_of(&Site::new(card))) {
            *total += n;
        }
        if budget.covers(&with) {
            need = with;
            slate.push(card);
        }
    }

    let mut sandbox = Sandbox::new(state, seat);
    sandbox
        .player
        .construction
        .extend(slate.iter().map(|&c| Site::new(c)));
    let recycle = cards
        .iter()
        .filter(|c| !slate.contains(c))
        .map(|&card| {
            let resource = card.design().recycle;
            let onto = sandbox
                .player
                .construction
                .iter()
                .filter(|s| s.open(resource.into()) > 0)
                .min_by_key(|s| s.open_total())
                .map(|s| s.card)
                .filter(|&onto| sandbox.apply().cube_onto(onto, resource).is_ok());
            Recycle { card, onto }
        })
        .collect();
    Decision::Plan {
        slate,
        recycle,
        actions: Actions::default(),
    }
}

/// The produced cubes onto the cards of the listed designs, in that order, each card taking all
/// it can of the resource; the cubes left over go to the Empire.
fn produce(
    state: &State,
    seat: Seat,
    fill_first: &[String],
    resource: Resource,
    produced: u16,
    token: Option<Character>,
) -> Decision {
    let mut sandbox = Sandbox::new(state, seat);
    let mut onto = Vec::new();
    for id in fill_first {
        while onto.len() < produced as usize {
            let Some(card) = sandbox
                .player
                .construction
                .iter()
                .find(|s| s.card.design().id == *id && s.open(resource.into()) > 0)
                .map(|s| s.card)
            else {
                break;
            };
            if sandbox.apply().cube_onto(card, resource).is_err() {
                break;
            }
            onto.push(card);
        }
    }
    Decision::Produce {
        onto,
        token,
        actions: Actions::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wonderful::cards::{Side, catalog};
    use crate::wonderful::state::{Options, Phase};

    /// Round 1's Planning with nothing drafted and every card in the deck.
    fn table(empires: &[&str]) -> State {
        let c = catalog();
        let options = Options {
            side: Side::A,
            empires: Some(empires.iter().map(|e| c.empire_by_id(e).unwrap()).collect()),
        };
        let mut s = flow::setup(7, empires.len(), &options).unwrap();
        for p in &mut s.players {
            s.deck.append(&mut p.hand);
        }
        if let Some(solo) = &mut s.solo {
            s.deck.extend(solo.stacks.drain(..).flatten());
        }
        s.phase = Phase::Planning;
        s
    }

    fn take(s: &mut State, id: &str) -> CardId {
        let at = s.deck.iter().position(|c| c.design().id == id).unwrap();
        s.deck.remove(at)
    }

    fn cards(s: &mut State, ids: &[&str]) -> Vec<CardId> {
        ids.iter().map(|id| take(s, id)).collect()
    }

    fn design(id: &str) -> DraftChoice {
        DraftChoice::Design(id.into())
    }

    /// Seat 0 drafting from `hand`.
    fn drafting(hand: &[&str]) -> State {
        let mut s = table(&["noram_states", "aztec_empire"]);
        s.players[0].hand = cards(&mut s, hand);
        s.players[1].hand = cards(&mut s, &["zeppelin"; 5]);
        s.phase = Phase::Draft { pick: 3 };
        s
    }

    fn draft_orders(lines: Vec<DraftChoice>) -> Orders {
        Orders {
            draft: lines,
            ..Orders::default()
        }
    }

    fn picked(s: &State, orders: &Orders) -> CardId {
        match decide(s, 0, orders) {
            Some(Decision::Pick { card }) => card,
            other => panic!("not a pick: {other:?}"),
        }
    }

    #[test]
    fn a_design_line_picks_that_card_and_lines_go_in_order() {
        let s = drafting(&["zeppelin", "recycling_plant", "museum", "teleportation"]);
        let orders = draft_orders(vec![
            design("atlantis"),
            design("museum"),
            design("zeppelin"),
        ]);
        assert_eq!(picked(&s, &orders).design().id, "museum");
        assert!(covers(&s, 0, &orders));
    }

    #[test]
    fn a_kind_line_picks_the_best_card_of_that_kind() {
        let s = drafting(&["zeppelin", "museum", "harbor_zone", "teleportation"]);
        let orders = draft_orders(vec![DraftChoice::Kind(Kind::Project)]);
        let card = picked(&s, &orders);
        assert_eq!(card.design().kind, Kind::Project);
        let projects: Vec<CardId> = s.players[0].hand[1..3].to_vec();
        assert_eq!(Some(card), heuristic::best(&projects, &s.players[0], &s));
    }

    #[test]
    fn no_matching_line_leaves_the_pick_to_the_fallback() {
        let s = drafting(&["zeppelin", "museum", "teleportation"]);
        let orders = draft_orders(vec![design("atlantis"), DraftChoice::Kind(Kind::Discovery)]);
        assert!(!covers(&s, 0, &orders));
        assert_eq!(by_orders(&s, 0, &orders), None);
        let prompt = flow::prompt(&s, 0).unwrap();
        assert_eq!(decide(&s, 0, &orders), heuristic::decide(&s, 0, &prompt));
    }

    #[test]
    fn solo_keep_follows_the_draft_lines() {
        let mut s = table(&["noram_states"]);
        s.players[0].hand = cards(&mut s, &["zeppelin", "museum", "zeppelin"]);
        let drawn = cards(&mut s, &["museum", "teleportation", "wind_turbines"]);
        s.solo.as_mut().unwrap().drawn = drawn.clone();
        s.phase = Phase::SoloKeep { sequence: 1 };
        let orders = draft_orders(vec![DraftChoice::Kind(Kind::Research)]);
        assert_eq!(
            decide(&s, 0, &orders),
            Some(Decision::Keep { card: drawn[1] })
        );
    }

    fn planning(rounds: Option<u8>) -> Orders {
        Orders {
            plan_within_rounds: rounds,
            ..Orders::default()
        }
    }

    #[test]
    fn planning_within_2_rounds_slates_what_production_pays_for() {
        // Noram States (side A) produces 3 Materials and 1 Gold a round: 6 and 2 in 2 rounds.
        let mut s = table(&["noram_states", "aztec_empire"]);
        let drafted = cards(
            &mut s,
            &[
                "museum",                 // 3 Gold: 1 short, and no 5 spare cubes for Krystallium
                "transportation_network", // 3 Materials: 7 with the two below
                "recycling_plant",        // 2 Materials
                "zeppelin",               // 2 Energy, never produced
                "wind_turbines",          // 2 Materials: 4 in all
            ],
        );
        s.players[0].drafted = drafted.clone();
        let [museum, network, plant, zeppelin, turbines] = drafted[..] else {
            unreachable!()
        };
        let decision = decide(&s, 0, &planning(Some(2))).unwrap();
        assert_eq!(
            decision,
            Decision::Plan {
                slate: vec![plant, turbines],
                recycle: vec![
                    // Exploration: nothing under construction takes it.
                    Recycle {
                        card: museum,
                        onto: None
                    },
                    // Materials: onto the first of the two slated cards, tied for closest.
                    Recycle {
                        card: network,
                        onto: Some(plant)
                    },
                    Recycle {
                        card: zeppelin,
                        onto: None
                    },
                ],
                actions: Actions::default(),
            }
        );
        assert_eq!(flow::check(&s, 0, &decision), Ok(()));

        // With 3 rounds, 9 Materials and 3 Gold: after the Recycling Plant, 7 + 3 cubes are
        // spare, the 10 that make the 2 Krystallium the Zeppelin's Energy needs. Then nothing
        // else fits.
        let Decision::Plan { slate, .. } = decide(&s, 0, &planning(Some(3))).unwrap() else {
            unreachable!()
        };
        assert_eq!(slate, vec![plant, zeppelin]);
    }

    #[test]
    fn cards_under_construction_are_paid_for_first() {
        let mut s = table(&["noram_states", "aztec_empire"]);
        // 3 of the 6 Materials of 2 rounds are already owed.
        let old = take(&mut s, "transportation_network");
        s.players[0].construction.push(Site::new(old));
        let drafted = cards(&mut s, &["recycling_plant", "wind_turbines"]);
        s.players[0].drafted = drafted.clone();
        let decision = decide(&s, 0, &planning(Some(2))).unwrap();
        assert_eq!(
            decision,
            Decision::Plan {
                slate: vec![drafted[0]],
                recycle: vec![Recycle {
                    card: drafted[1],
                    // Energy: neither card has an Energy space.
                    onto: None
                }],
                actions: Actions::default(),
            }
        );
        assert_eq!(flow::check(&s, 0, &decision), Ok(()));
    }

    #[test]
    fn planning_in_the_last_round_counts_one_round_only() {
        let mut s = table(&["noram_states", "aztec_empire"]);
        s.round = 4;
        s.players[0].drafted = cards(&mut s, &["recycling_plant", "wind_turbines"]);
        let Decision::Plan { slate, .. } = decide(&s, 0, &planning(Some(4))).unwrap() else {
            unreachable!()
        };
        assert_eq!(slate, vec![s.players[0].drafted[0]]);
    }

    #[test]
    fn without_a_planning_rule_the_fallback_plans() {
        let mut s = table(&["noram_states", "aztec_empire"]);
        s.players[0].drafted = cards(&mut s, &["recycling_plant", "museum", "zeppelin"]);
        let prompt = flow::prompt(&s, 0).unwrap();
        assert!(!covers(&s, 0, &planning(None)));
        assert_eq!(
            decide(&s, 0, &planning(None)),
            heuristic::decide(&s, 0, &prompt)
        );
    }

    /// Noram States with a Recycling Plant built produces 5 Materials; seat 0 has three cards
    /// under construction that take Materials. Returns them.
    fn producing_materials() -> (State, [CardId; 3]) {
        let mut s = table(&["noram_states", "aztec_empire"]);
        let plant = take(&mut s, "recycling_plant");
        s.players[0].built.push(plant);
        let sites = cards(
            &mut s,
            &["wind_turbines", "military_base", "transportation_network"],
        );
        s.players[0]
            .construction
            .extend(sites.iter().map(|&c| Site::new(c)));
        let nothing = Decision::Plan {
            slate: vec![],
            recycle: vec![],
            actions: Actions::default(),
        };
        flow::resolve(&mut s, &[(0, nothing.clone()), (1, nothing)]).unwrap();
        assert_eq!(
            flow::prompt(&s, 0),
            Some(Prompt::Produce {
                resource: Resource::Materials,
                produced: 5,
                choose_token: false
            })
        );
        (s, [sites[0], sites[1], sites[2]])
    }

    fn filling(ids: &[&str]) -> Orders {
        Orders {
            fill_first: ids.iter().map(|id| id.to_string()).collect(),
            ..Orders::default()
        }
    }

    fn placed(s: &State, orders: &Orders) -> Vec<CardId> {
        let decision = decide(s, 0, orders).unwrap();
        assert_eq!(flow::check(s, 0, &decision), Ok(()));
        match decision {
            Decision::Produce { onto, token, .. } => {
                assert_eq!(token, None);
                onto
            }
            other => panic!("not a production: {other:?}"),
        }
    }

    #[test]
    fn production_fills_the_listed_designs_in_order_and_the_rest_goes_to_the_empire() {
        let (s, [turbines, base, network]) = producing_materials();
        // The base takes its 3 Materials (its Energy space stays empty), the network 2.
        let orders = filling(&["military_base", "transportation_network"]);
        assert_eq!(
            placed(&s, &orders),
            vec![base, base, base, network, network]
        );
        // Only the base listed: 3 onto it, 2 to the Empire, the turbines left empty.
        let orders = filling(&["atlantis", "military_base"]);
        assert_eq!(placed(&s, &orders), vec![base, base, base]);
        let mut after = s.clone();
        let decision = decide(&s, 0, &orders).unwrap();
        flow::resolve(
            &mut after,
            &[(0, decision), (1, flow::auto(&s, 1).unwrap())],
        )
        .unwrap();
        assert_eq!(after.players[0].empire_cubes, 2);
        assert_eq!(after.players[0].site(turbines).unwrap().filled, [0; 8]);
        // A listed card that completes is built, and the next listed one takes the rest.
        let orders = filling(&["wind_turbines", "military_base"]);
        assert_eq!(
            placed(&s, &orders),
            vec![turbines, turbines, base, base, base]
        );
    }

    #[test]
    fn production_orders_that_match_nothing_send_everything_to_the_empire() {
        let (s, _) = producing_materials();
        assert_eq!(placed(&s, &filling(&["atlantis"])), vec![]);
    }

    #[test]
    fn without_a_production_priority_the_fallback_places_the_cubes() {
        let (s, _) = producing_materials();
        let prompt = flow::prompt(&s, 0).unwrap();
        assert!(!covers(&s, 0, &Orders::default()));
        assert_eq!(
            decide(&s, 0, &Orders::default()),
            heuristic::decide(&s, 0, &prompt)
        );
    }

    #[test]
    fn only_production_steps_are_delegated_and_only_when_asked() {
        let (s, _) = producing_materials();
        let asked = Orders {
            play_production: true,
            ..Orders::default()
        };
        assert!(delegated(&s, 0, &asked));
        assert!(!delegated(&s, 0, &Orders::default()));
        let d = drafting(&["zeppelin"]);
        assert!(!delegated(&d, 0, &asked));
        assert_eq!(decide(&s, 2, &asked), None);
    }
}
