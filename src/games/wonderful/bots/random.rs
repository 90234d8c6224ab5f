//! A bot that makes every choice at random among the legal ones: each card, each cube's
//! destination, whether to place each Krystallium and token, and where.

use super::Sandbox;
use crate::Seat;
use crate::bots::Bot;
use crate::wonderful::Wonderful;
use crate::wonderful::cards::{CardId, Character, Resource, Space};
use crate::wonderful::decision::{Actions, Decision, Placement, Prompt, Recycle, TokenPlacement};
use crate::wonderful::state::{Site, State};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// A random destination for a cube: a card with an empty space of its resource, or the Empire.
    fn cube_target(&mut self, sandbox: &Sandbox, resource: Resource) -> Option<CardId> {
        let mut targets: Vec<Option<CardId>> = sandbox
            .player
            .construction
            .iter()
            .filter(|s| s.open(resource.into()) > 0)
            .map(|s| Some(s.card))
            .collect();
        targets.push(None);
        *targets
            .choose(&mut self.rng)
            .expect("the Empire is always there")
    }

    /// Places each held Krystallium and token with probability one half, on a random fitting
    /// space. Applied to the sandbox as it goes.
    fn any_time(&mut self, sandbox: &mut Sandbox) -> Actions {
        let mut actions = Actions::default();
        for _ in 0..sandbox.player.krystallium {
            let spaces: Vec<(CardId, Space)> = sandbox
                .player
                .construction
                .iter()
                .flat_map(|s| {
                    Space::ALL[..6]
                        .iter()
                        .filter(|&&sp| s.open(sp) > 0)
                        .map(|&sp| (s.card, sp))
                })
                .collect();
            if spaces.is_empty() || self.rng.random_bool(0.5) {
                continue;
            }
            let &(card, space) = spaces.choose(&mut self.rng).expect("not empty");
            sandbox.apply().krystallium_onto(card, space).expect("fits");
            actions.krystallium.push(Placement { card, space });
        }
        for token in Character::ALL {
            for _ in 0..sandbox.player.tokens(token) {
                let sites: Vec<CardId> = sandbox
                    .player
                    .construction
                    .iter()
                    .filter(|s| s.open(token.space()) > 0)
                    .map(|s| s.card)
                    .collect();
                if sites.is_empty() || self.rng.random_bool(0.5) {
                    continue;
                }
                let &card = sites.choose(&mut self.rng).expect("not empty");
                sandbox.apply().token_onto(card, token).expect("fits");
                actions.tokens.push(TokenPlacement { card, token });
            }
        }
        actions
    }

    /// Now and then discards a card under construction.
    fn scraps(&mut self, sandbox: &mut Sandbox) -> Vec<CardId> {
        let chosen: Vec<CardId> = sandbox
            .player
            .construction
            .iter()
            .map(|s| s.card)
            .filter(|_| self.rng.random_bool(0.05))
            .collect();
        for &card in &chosen {
            sandbox.apply().scrap(card).expect("under construction");
        }
        chosen
    }

    fn plan(&mut self, state: &State, seat: Seat, cards: &[CardId]) -> Decision {
        let mut sandbox = Sandbox::new(state, seat);
        let scrap = self.scraps(&mut sandbox);
        let (slate, recycled): (Vec<CardId>, Vec<CardId>) =
            cards.iter().partition(|_| self.rng.random_bool(0.5));
        sandbox
            .player
            .construction
            .extend(slate.iter().map(|&c| Site::new(c)));
        let recycle = recycled
            .into_iter()
            .map(|card| {
                let onto = self.cube_target(&sandbox, card.design().recycle);
                if let Some(onto) = onto {
                    sandbox
                        .apply()
                        .cube_onto(onto, card.design().recycle)
                        .expect("fits");
                }
                Recycle { card, onto }
            })
            .collect::<Vec<_>>();
        let to_empire = recycle.iter().filter(|r| r.onto.is_none()).count();
        sandbox.apply().cubes_to_empire(to_empire as u16);
        let actions = Actions {
            scrap,
            ..self.any_time(&mut sandbox)
        };
        Decision::Plan {
            slate,
            recycle,
            actions,
        }
    }

    fn produce(
        &mut self,
        state: &State,
        seat: Seat,
        resource: Resource,
        produced: u16,
        choose_token: bool,
    ) -> Decision {
        let mut sandbox = Sandbox::new(state, seat);
        let token = choose_token.then(|| *Character::ALL.choose(&mut self.rng).expect("two"));
        if let Some(t) = token {
            sandbox.player.characters[t.index()] += 1;
        }
        let scrap = self.scraps(&mut sandbox);
        let mut onto = Vec::new();
        let mut to_empire = 0;
        for _ in 0..produced {
            match self.cube_target(&sandbox, resource) {
                Some(card) => {
                    sandbox.apply().cube_onto(card, resource).expect("fits");
                    onto.push(card);
                }
                None => to_empire += 1,
            }
        }
        sandbox.apply().cubes_to_empire(to_empire);
        let actions = Actions {
            scrap,
            ..self.any_time(&mut sandbox)
        };
        Decision::Produce {
            onto,
            token,
            actions,
        }
    }
}

impl Bot<Wonderful> for RandomBot {
    fn decide(&mut self, state: &State, seat: Seat, prompt: &Prompt) -> Decision {
        match prompt {
            Prompt::Pick { hand, .. } => Decision::Pick {
                card: *hand.choose(&mut self.rng).expect("a hand to pick from"),
            },
            Prompt::Plan { cards } => self.plan(state, seat, cards),
            Prompt::SoloSequence { hand, can_trade } => {
                if *can_trade && self.rng.random_bool(0.3) {
                    let two: Vec<CardId> =
                        hand.choose_multiple(&mut self.rng, 2).copied().collect();
                    Decision::Trade {
                        discard: [two[0], two[1]],
                    }
                } else {
                    self.plan(state, seat, hand)
                }
            }
            Prompt::Keep { drawn } => Decision::Keep {
                card: *drawn.choose(&mut self.rng).expect("cards drawn"),
            },
            Prompt::Produce {
                resource,
                produced,
                choose_token,
            } => self.produce(state, seat, *resource, *produced, *choose_token),
        }
    }
}
