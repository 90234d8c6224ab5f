//! A bot with simple judgement: draft the cards worth most for what they cost, slate what its
//! Empire can afford to build, recycle the rest, and put every cube, Krystallium and token where
//! it brings a card closest to completion. It is also the decision made at a deadline.

use super::Sandbox;
use crate::Seat;
use crate::bots::Bot;
use crate::wonderful::Wonderful;
use crate::wonderful::cards::{CardId, Character, Design, Kind, Resource, Space};
use crate::wonderful::decision::{Actions, Decision, Placement, Prompt, Recycle, TokenPlacement};
use crate::wonderful::state::{Phase, Player, ROUNDS, Site, State};

pub struct HeuristicBot;

impl Bot<Wonderful> for HeuristicBot {
    fn decide(&mut self, state: &State, seat: Seat, prompt: &Prompt) -> Decision {
        decide(state, seat, prompt).expect("every prompt of a consistent state offers a choice")
    }
}

/// The bot's decision; `None` only for a prompt that offers nothing to choose from, which a
/// consistent state never makes. The service never unwraps it: a deadline must not panic.
pub fn decide(state: &State, seat: Seat, prompt: &Prompt) -> Option<Decision> {
    let player = state.players.get(seat)?;
    Some(match prompt {
        Prompt::Pick { hand, .. } => Decision::Pick {
            card: best(hand, player, state)?,
        },
        Prompt::Plan { cards } => plan(state, seat, cards),
        Prompt::SoloSequence { hand, can_trade } => {
            let mut ranked = hand.clone();
            ranked.sort_by(|a, b| worth(*a, player, state).total_cmp(&worth(*b, player, state)));
            let weak = ranked.len() >= 4 && worth(ranked[1], player, state) < 1.0;
            if *can_trade && weak {
                Decision::Trade {
                    discard: [ranked[0], ranked[1]],
                }
            } else {
                plan(state, seat, hand)
            }
        }
        Prompt::Keep { drawn } => Decision::Keep {
            card: best(drawn, player, state)?,
        },
        Prompt::Produce {
            resource,
            produced,
            choose_token,
        } => produce(state, seat, *resource, *produced, *choose_token),
    })
}

/// The card worth most; `None` when there is none.
pub(crate) fn best(cards: &[CardId], player: &Player, state: &State) -> Option<CardId> {
    cards
        .iter()
        .copied()
        .max_by(|a, b| worth(*a, player, state).total_cmp(&worth(*b, player, state)))
}

/// Production steps still to come, this round's included.
fn rounds_left(state: &State) -> f32 {
    (ROUNDS + 1 - state.round) as f32
}

/// What a card is worth to this player for what it costs.
pub(crate) fn worth(card: CardId, player: &Player, state: &State) -> f32 {
    let d = card.design();
    let by_kind = player.built_by_kind();
    let mut value = d.points.flat as f32;
    for kind in Kind::ALL {
        let expected = by_kind[kind.index()] as f32 + 1.5 + (d.kind == kind) as u8 as f32;
        value += d.points.per_kind[kind.index()] as f32 * expected;
    }
    for c in Character::ALL {
        value += d.points.per_character[c.index()] as f32 * (player.tokens(c) as f32 + 2.0);
        value += d.bonus_characters[c.index()] as f32 * 1.2;
    }
    value += d.bonus_krystallium as f32 * 1.5;
    let cubes = d.produces.iter().map(|&n| n as f32).sum::<f32>()
        + d.produces_per.map_or(0.0, |p| {
            p.amount as f32 * (by_kind[p.per.index()] as f32 + 1.0)
        });
    value += cubes * (rounds_left(state) - 1.0) * 0.8;
    value / effort(d, player, state)
}

/// How hard a card is to build: its spaces, the ones this Empire does not produce weighing more.
fn effort(d: &Design, player: &Player, state: &State) -> f32 {
    let mut effort = 0.5;
    for space in Space::ALL {
        let n = d.cost[space.index()] as f32;
        effort += match space.resource() {
            Some(r) if player.production(r, state.options.side) == 0 => n * 1.5,
            Some(_) => n,
            None if space == Space::Krystallium => n * 2.5,
            None => n * 1.2,
        };
    }
    effort
}

/// Slates the cards worth building that the Empire can afford in the rounds left; recycles the
/// rest, each cube onto the card it brings closest to completion.
fn plan(state: &State, seat: Seat, cards: &[CardId]) -> Decision {
    let player = &state.players[seat];
    let side = state.options.side;
    let mut ranked = cards.to_vec();
    ranked.sort_by(|a, b| worth(*b, player, state).total_cmp(&worth(*a, player, state)));

    let mut capacity = [0f32; 5];
    for r in Resource::ALL {
        capacity[r.index()] = player.production(r, side) as f32 * rounds_left(state)
            + player.krystallium as f32 * 0.5;
    }
    let mut demand = [0f32; 5];
    for site in &player.construction {
        for r in Resource::ALL {
            demand[r.index()] += site.open(r.into()) as f32;
        }
    }
    let mut slate = Vec::new();
    let mut recycled = Vec::new();
    for card in ranked {
        let d = card.design();
        // Recycled cubes add to what can be built; count the others' as a small margin.
        let fits = Resource::ALL.iter().all(|r| {
            let i = r.index();
            d.cost[i] == 0 || demand[i] + d.cost[i] as f32 <= capacity[i] + 1.5
        });
        let tokens_ok = Character::ALL
            .iter()
            .all(|c| d.cost[c.space().index()] as u16 <= player.tokens(*c) + 2)
            && d.cost[Space::Krystallium.index()] as u16 <= player.krystallium + 2;
        if fits && tokens_ok && worth(card, player, state) > 0.6 {
            for r in Resource::ALL {
                demand[r.index()] += d.cost[r.index()] as f32;
            }
            slate.push(card);
        } else {
            recycled.push(card);
        }
    }

    let mut sandbox = Sandbox::new(state, seat);
    sandbox
        .player
        .construction
        .extend(slate.iter().map(|&c| Site::new(c)));
    let recycle = recycled
        .into_iter()
        .map(|card| {
            let resource = card.design().recycle;
            // A cube that does not fit after all goes to the Empire.
            let onto = closest(&sandbox.player, resource.into())
                .filter(|&onto| sandbox.apply().cube_onto(onto, resource).is_ok());
            Recycle { card, onto }
        })
        .collect::<Vec<_>>();
    let to_empire = recycle.iter().filter(|r| r.onto.is_none()).count();
    sandbox.apply().cubes_to_empire(to_empire as u16);
    let actions = any_time(&mut sandbox, state);
    Decision::Plan {
        slate,
        recycle,
        actions,
    }
}

/// The card under construction with an empty space of that kind that is closest to completion.
fn closest(player: &Player, space: Space) -> Option<CardId> {
    player
        .construction
        .iter()
        .filter(|s| s.open(space) > 0)
        .min_by_key(|s| s.open_total())
        .map(|s| s.card)
}

fn produce(
    state: &State,
    seat: Seat,
    resource: Resource,
    produced: u16,
    choose_token: bool,
) -> Decision {
    let mut sandbox = Sandbox::new(state, seat);
    let token = choose_token.then(|| science_token(&sandbox.player, state));
    if let Some(t) = token {
        sandbox.player.characters[t.index()] += 1;
    }
    let mut onto = Vec::new();
    for _ in 0..produced {
        let Some(card) = closest(&sandbox.player, resource.into()) else {
            break;
        };
        if sandbox.apply().cube_onto(card, resource).is_err() {
            break;
        }
        onto.push(card);
    }
    sandbox
        .apply()
        .cubes_to_empire(produced - onto.len() as u16);
    let actions = any_time(&mut sandbox, state);
    Decision::Produce {
        onto,
        token,
        actions,
    }
}

/// The token a card under construction waits for, else the one worth more at the end.
fn science_token(player: &Player, state: &State) -> Character {
    let needed = |c: Character| player.construction.iter().any(|s| s.open(c.space()) > 0);
    let per_token = |c: Character| -> u32 {
        player
            .built
            .iter()
            .map(|card| card.design().points.per_character[c.index()] as u32)
            .sum::<u32>()
            + player
                .empire
                .empire()
                .side(state.options.side)
                .points
                .per_character[c.index()] as u32
    };
    match (needed(Character::General), needed(Character::Financier)) {
        (true, false) => Character::General,
        (false, true) => Character::Financier,
        _ if per_token(Character::General) > per_token(Character::Financier) => Character::General,
        _ => Character::Financier,
    }
}

/// Krystallium onto Krystallium spaces, then Krystallium and tokens wherever together they
/// complete a card; in the very last step, Krystallium wherever it fits (it is worth nothing at
/// the end). The sandbox applies them in the order the rules do: all Krystallium, then tokens.
fn any_time(sandbox: &mut Sandbox, state: &State) -> Actions {
    let last_step = state.round == ROUNDS
        && matches!(
            state.phase,
            Phase::Production {
                resource: Resource::Exploration,
                ..
            }
        );
    let mut actions = Actions::default();
    while sandbox.player.krystallium > 0 {
        let Some(card) = closest(&sandbox.player, Space::Krystallium) else {
            break;
        };
        place_krystallium(sandbox, &mut actions, card, Space::Krystallium);
    }

    // Choose the cards to complete, closest first, within what is held now.
    let mut krystallium = sandbox.player.krystallium;
    let mut tokens = sandbox.player.characters;
    let mut sites: Vec<Site> = sandbox.player.construction.clone();
    sites.sort_by_key(|s| s.open_total());
    let mut chosen = Vec::new();
    for site in sites {
        let resources: Vec<Space> = Space::ALL[..5]
            .iter()
            .flat_map(|&sp| std::iter::repeat_n(sp, site.open(sp) as usize))
            .collect();
        let needs = Character::ALL.map(|c| site.open(c.space()) as u16);
        if resources.len() as u16 <= krystallium && needs[0] <= tokens[0] && needs[1] <= tokens[1] {
            krystallium -= resources.len() as u16;
            tokens[0] -= needs[0];
            tokens[1] -= needs[1];
            chosen.push((site.card, resources, needs));
        }
    }
    for (card, resources, _) in &chosen {
        for &space in resources {
            place_krystallium(sandbox, &mut actions, *card, space);
        }
    }
    if last_step {
        while sandbox.player.krystallium > 0 {
            let target = sandbox.player.construction.iter().find_map(|s| {
                Space::ALL[..6]
                    .iter()
                    .find(|&&sp| s.open(sp) > 0)
                    .map(|&sp| (s.card, sp))
            });
            let Some((card, space)) = target else { break };
            place_krystallium(sandbox, &mut actions, card, space);
        }
    }
    for (card, _, needs) in &chosen {
        for token in Character::ALL {
            for _ in 0..needs[token.index()] {
                if sandbox.apply().token_onto(*card, token).is_ok() {
                    actions.tokens.push(TokenPlacement { card: *card, token });
                }
            }
        }
    }
    actions
}

fn place_krystallium(sandbox: &mut Sandbox, actions: &mut Actions, card: CardId, space: Space) {
    if sandbox.apply().krystallium_onto(card, space).is_ok() {
        actions.krystallium.push(Placement { card, space });
    }
}
