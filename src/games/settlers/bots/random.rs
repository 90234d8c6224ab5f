//! A bot that decides at random among the legal decisions: each legal action of a turn (pass,
//! every build, deal, raze of a card or of a Location, every activation, spending workers) is
//! equally likely, and its choices, the deck split, the defense token and the Samurai are drawn
//! at random among the legal ones.

use crate::Seat;
use crate::bots::Bot;
use crate::settlers::Settlers;
use crate::settlers::cards::{CardId, Good, Kind};
use crate::settlers::decision::{
    Action, Build, Choice, ChoiceAsk, Decision, ProductionAsk, ProductionPlan, Prompt, RazeOption,
    Target, Turn, TurnPrompt, Use, With, WorkerGood,
};
use crate::settlers::legal;
use crate::settlers::prices::spend_price;
use crate::settlers::production;
use crate::settlers::state::{Player, State};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub struct RandomBot {
    rng: ChaCha8Rng,
}

/// One legal action of a turn, before its choices are drawn.
#[derive(Debug, Clone, Copy)]
enum Candidate {
    Pass,
    Build(CardId),
    Deal(CardId),
    RazeCard(CardId),
    Raze(RazeOption),
    Activate(CardId, u8),
    Spend,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// A random production choice for one Location.
    fn with(&mut self, player: &Player, card: CardId) -> With {
        let Some(p) = card.design().production.as_ref() else {
            return With::default();
        };
        let mut with = With::default();
        if !p.choice.is_empty() {
            with.option = Some(self.rng.random_range(0..p.choice.len()) as u8);
        }
        if p.copy {
            let targets = production::copy_targets(player, card);
            if let Some(&target) = targets.choose(&mut self.rng) {
                with.copy = Some(target);
                let options = target
                    .design()
                    .production
                    .as_ref()
                    .map(|t| t.choice.len())
                    .unwrap_or(0);
                if options > 0 {
                    with.copy_option = Some(self.rng.random_range(0..options) as u8);
                }
            }
        }
        with
    }

    fn plan(&mut self, player: &Player, ask: &ProductionAsk) -> ProductionPlan {
        let mut plan = ProductionPlan::default();
        for ChoiceAsk { location, .. } in &ask.choices {
            plan.choices.push(Choice {
                location: *location,
                with: self.with(player, *location),
            });
        }
        let cards = production::card_goods(player, &plan);
        plan.faction_cards = self.rng.random_range(0..=cards.min(u8::MAX as u16)) as u8;
        plan
    }

    /// `n` distinct cards drawn from `from`, none of `except`.
    fn some(&mut self, from: &[CardId], n: usize, except: &[CardId]) -> Vec<CardId> {
        let mut pool: Vec<CardId> = from
            .iter()
            .copied()
            .filter(|c| !except.contains(c))
            .collect();
        pool.shuffle(&mut self.rng);
        pool.truncate(n);
        pool
    }

    fn build(&mut self, player: &Player, card: CardId) -> Build {
        let mut b = Build::new(card);
        if card.cost().location {
            let parts: Vec<CardId> = player
                .locations
                .iter()
                .map(|l| l.card)
                .chain(player.foundations.iter().copied())
                .collect();
            b.part = parts.choose(&mut self.rng).copied();
        }
        if card.kind() == Kind::Production {
            b.with = self.with(player, card);
        }
        b
    }

    fn activate(&mut self, state: &State, seat: Seat, card: CardId, n: u8) -> Action {
        let player = &state.players[seat];
        let action = card.action().expect("an activatable Location");
        let mut uses = Vec::new();
        let mut used_cards = Vec::new();
        let mut used_deals = Vec::new();
        for _ in 0..n {
            let mut target = legal::effect_targets(state, seat, card)
                .choose(&mut self.rng)
                .cloned();
            if let Some(Target::Build(b)) = &target {
                let mut b = b.clone();
                b.with = self.with(player, b.card);
                target = Some(Target::Build(b));
            }
            let mut except = used_cards.clone();
            if let Some(Target::Card { card } | Target::Build(Build { card, .. })) = &target {
                except.push(*card);
            }
            let cards = self.some(&player.hand, action.spend_cards as usize, &except);
            let mut except = used_deals.clone();
            if let Some(Target::Deal { deal } | Target::Build(Build { card: deal, .. })) = &target {
                except.push(*deal);
            }
            let deals = self.some(&player.deals, action.spend_deals as usize, &except);
            used_cards.extend(&cards);
            used_deals.extend(&deals);
            uses.push(Use {
                cards,
                deals,
                target,
            });
        }
        Action::Activate {
            location: card,
            uses,
            gold: None,
        }
    }

    fn spend(&mut self, player: &Player, pairs: u16) -> Action {
        let k = self.rng.random_range(1..=pairs);
        let mut faction_left = player.deck.len();
        let goods = (0..k)
            .map(|_| {
                let options: Vec<WorkerGood> = WorkerGood::ALL
                    .into_iter()
                    .filter(|&g| g != WorkerGood::FactionCard || faction_left > 0)
                    .collect();
                let g = *options
                    .choose(&mut self.rng)
                    .expect("resources are always there");
                if g == WorkerGood::FactionCard {
                    faction_left -= 1;
                }
                g
            })
            .collect();
        Action::SpendWorkers { goods }
    }

    fn turn(&mut self, state: &State, seat: Seat, prompt: &TurnPrompt) -> Decision {
        let player = &state.players[seat];
        let mut candidates = vec![Candidate::Pass];
        candidates.extend(prompt.build.iter().map(|&c| Candidate::Build(c)));
        candidates.extend(prompt.deal.iter().map(|&c| Candidate::Deal(c)));
        candidates.extend(prompt.raze_card.iter().map(|&c| Candidate::RazeCard(c)));
        candidates.extend(prompt.raze.iter().map(|&o| Candidate::Raze(o)));
        for option in &prompt.activate {
            candidates.push(Candidate::Activate(option.location, 1));
            // Two uses in one action, for a ×2 card whose uses need no choice.
            let plain = option.location.action().is_some_and(|a| a.effect.is_none());
            if plain && option.twice {
                candidates.push(Candidate::Activate(option.location, 2));
            }
        }
        if prompt.worker_pairs > 0 {
            candidates.push(Candidate::Spend);
        }
        let candidate = *candidates
            .choose(&mut self.rng)
            .expect("passing is always there");
        let action = match candidate {
            Candidate::Pass => Action::Pass,
            Candidate::Build(c) => Action::Build(self.build(player, c)),
            Candidate::Deal(card) => Action::Deal { card, gold: None },
            Candidate::RazeCard(card) => Action::RazeCard { card },
            Candidate::Raze(o) => Action::Raze {
                seat: o.seat,
                location: o.location,
            },
            Candidate::Activate(c, n) => self.activate(state, seat, c, n),
            Candidate::Spend => self.spend(player, prompt.worker_pairs),
        };
        let mut turn = Turn::new(action);
        turn.faction_cards = self.rng.random_range(0..=prompt.faction_deck.min(3));
        self.free_parts(state, seat, prompt, &mut turn);
        Decision::Turn(turn)
    }

    /// The defense token and the Samurai, drawn among the places the action leaves legal.
    fn free_parts(&mut self, state: &State, seat: Seat, prompt: &TurnPrompt, turn: &mut Turn) {
        let player = &state.players[seat];
        // What the action takes away or uses up, so the free parts stay legal after it.
        let (gone, workers_spent, bonus_samurai) = match &turn.action {
            Action::Build(b) => (b.part, 0, samurai_bonus(b.card)),
            Action::SpendWorkers { goods } => (None, 2 * goods.len() as u16, false),
            Action::Activate { location, uses, .. } => {
                let built = uses.iter().any(|u| match &u.target {
                    Some(Target::Build(b)) => samurai_bonus(b.card),
                    _ => false,
                });
                let workers = spend_price(*location, uses.len() as u8).workers;
                (None, workers, built)
            }
            _ => (None, 0, false),
        };
        let defense: Vec<CardId> = prompt
            .defense
            .iter()
            .copied()
            .filter(|&c| Some(c) != gone)
            .collect();
        if !defense.is_empty() && self.rng.random_bool(0.5) {
            turn.defense = defense.choose(&mut self.rng).copied();
        }
        if !player.is_japanese() || bonus_samurai {
            return;
        }
        let places: Vec<CardId> = prompt
            .samurai
            .iter()
            .copied()
            .filter(|&c| Some(c) != gone)
            .collect();
        let workers = player.supply.workers.saturating_sub(workers_spent) as usize;
        let most = places.len().min(workers);
        if most > 0 {
            let n = self.rng.random_range(0..=most);
            turn.samurai = self.some(&places, n, &[]);
        }
    }
}

fn samurai_bonus(card: CardId) -> bool {
    card.design().bonus.fixed(Good::Samurai) > 0
}

impl Bot<Settlers> for RandomBot {
    fn decide(&mut self, state: &State, seat: Seat, prompt: &Prompt) -> Decision {
        let player = &state.players[seat];
        match prompt {
            Prompt::Pick {
                row, production, ..
            } => Decision::Pick {
                card: *row.choose(&mut self.rng).expect("a card to pick"),
                production: production.as_ref().map(|a| self.plan(player, a)),
            },
            Prompt::AlternateKeep { cards, .. } => Decision::Pick {
                card: *cards.choose(&mut self.rng).expect("a card to keep"),
                production: None,
            },
            Prompt::AlternateSecond { cards, production } => Decision::Pick {
                card: *cards.choose(&mut self.rng).expect("a card to keep"),
                production: production.as_ref().map(|a| self.plan(player, a)),
            },
            Prompt::ProductionChoices { production } => Decision::Production {
                plan: self.plan(player, production),
            },
            Prompt::Keep { looks } => Decision::Keep {
                cards: looks
                    .iter()
                    .flat_map(|g| self.some(&g.cards, g.keep as usize, &[]))
                    .collect(),
            },
            Prompt::Turn(turn) => self.turn(state, seat, turn),
        }
    }
}
