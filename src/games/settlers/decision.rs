//! What players are asked and what they answer (rules §12). A turn is one decision that carries
//! the action and all its choices, the deck split, the defense token and the Samurai.

use super::cards::{CardId, Good};
use super::goods::GoldUse;
use super::look_group::LookGroup;
use crate::Seat;
use serde::{Deserialize, Serialize};

/// What a seat is asked in the open step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Prompt {
    /// Standard Lookout: take one card of the face-up row. The pick of the second draft also
    /// asks the Production choices of the round.
    Pick {
        row: Vec<CardId>,
        second_draft: bool,
        production: Option<ProductionAsk>,
    },
    /// Alternate Lookout: keep one of these cards and pass the others to `pass_to`.
    AlternateKeep { cards: Vec<CardId>, pass_to: Seat },
    /// Alternate Lookout: keep one of the cards received; the other is discarded.
    AlternateSecond {
        cards: Vec<CardId>,
        production: Option<ProductionAsk>,
    },
    /// The Production choices of a seat that had no last Lookout form.
    ProductionChoices { production: ProductionAsk },
    /// Keep cards of each group looked at; the others are discarded.
    Keep { looks: Vec<LookGroup> },
    /// An Action turn: the legal actions and the free parts.
    Turn(TurnPrompt),
}

/// The Production choices of a round, asked in advance (rules §12.2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProductionAsk {
    /// "card" goods the production gives, each from the deck of the player's choice (with the
    /// default choices; copying a card producer adds its cards).
    pub cards: u8,
    /// Cards left in the player's Faction deck.
    pub faction_deck: u8,
    /// Locations whose production asks something.
    pub choices: Vec<ChoiceAsk>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChoiceAsk {
    pub location: CardId,
    /// Options of a choice production (Pharaoh's Guard), by number; 0 when it has none.
    pub options: u8,
    /// Locations a copy production (Farmers At Work) may copy.
    pub copy: Vec<CardId>,
}

/// The legal actions of a turn, enough to draw the form.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnPrompt {
    /// Cards of the hand that can be built now.
    pub build: Vec<CardId>,
    /// Faction cards of the hand that can become Deals now.
    pub deal: Vec<CardId>,
    /// Cards of the hand that can be razed now.
    pub raze_card: Vec<CardId>,
    /// Opponents' Locations that can be razed now, with their price in raze tokens.
    pub raze: Vec<RazeOption>,
    /// Action Locations that can be used now, with their uses left this round.
    pub activate: Vec<ActivateOption>,
    /// The most pairs of workers that can be spent.
    pub worker_pairs: u16,
    /// Common Locations that can take the defense token now.
    pub defense: Vec<CardId>,
    /// Faction Locations that can take a Samurai now (Japanese only).
    pub samurai: Vec<CardId>,
    /// Cards left in the Faction deck, for the deck split.
    pub faction_deck: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RazeOption {
    pub seat: Seat,
    pub location: CardId,
    pub price: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActivateOption {
    pub location: CardId,
    pub uses_left: u8,
    /// Two uses can be paid and made in this one action (a ×2 card).
    #[serde(default)]
    pub twice: bool,
}

/// A seat's answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Decision {
    /// A Lookout pick; in the Alternate Lookout, the card kept. `production` belongs to the
    /// seat's last Lookout form of the round; absent choices take their defaults.
    Pick {
        card: CardId,
        #[serde(default)]
        production: Option<ProductionPlan>,
    },
    /// Production choices alone.
    Production {
        plan: ProductionPlan,
    },
    /// The cards kept, from each group looked at.
    Keep {
        cards: Vec<CardId>,
    },
    Turn(Turn),
}

/// Production choices (rules §12.2).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProductionPlan {
    /// How many of the "card" goods come from the Faction deck; the rest from the Common deck.
    #[serde(default)]
    pub faction_cards: u8,
    /// The choices of Locations whose production asks one; absent ones take their default.
    #[serde(default)]
    pub choices: Vec<Choice>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub location: CardId,
    #[serde(flatten)]
    pub with: With,
}

/// How a Location produces when its production asks something.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct With {
    /// The option of a choice production (Pharaoh's Guard), counted from 0.
    #[serde(default)]
    pub option: Option<u8>,
    /// The Location a copy production copies (Farmers At Work).
    #[serde(default)]
    pub copy: Option<CardId>,
    /// The option of the copied Location, when it has a choice.
    #[serde(default)]
    pub copy_option: Option<u8>,
}

/// One turn of the Action phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub action: Action,
    /// Of the cards the action gives from the deck of the player's choice, take up to this many
    /// from the Faction deck, the rest from the Common deck.
    #[serde(default)]
    pub faction_cards: u8,
    /// Place the defense token on this Common Location, after the action.
    #[serde(default)]
    pub defense: Option<CardId>,
    /// Deploy a Samurai (one worker each) on these Faction Locations of the Empire, before the
    /// action (rules §12.3, revised): Daimyo's Castle built by the action counts them. Stored
    /// turns have none.
    #[serde(default)]
    pub samurai_before: Vec<CardId>,
    /// Deploy a Samurai (one worker each) on these Faction Locations, after the defense token.
    #[serde(default)]
    pub samurai: Vec<CardId>,
    /// Applied for the player when a deadline passed (the history says so).
    #[serde(default)]
    pub deadline: bool,
}

impl Turn {
    pub fn new(action: Action) -> Turn {
        Turn {
            action,
            faction_cards: 0,
            defense: None,
            samurai_before: Vec::new(),
            samurai: Vec::new(),
            deadline: false,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    Build(Build),
    /// Make a Deal with a Faction card of the hand, paying 1 food (gold may pay it).
    Deal {
        card: CardId,
        #[serde(default)]
        gold: Option<GoldUse>,
    },
    /// Raze a card of the hand (1 raze token).
    RazeCard {
        card: CardId,
    },
    /// Raze an opponent's Location.
    Raze {
        seat: Seat,
        location: CardId,
    },
    /// Use an Action Location: one use, or two for a ×2 card; `gold` pays resources of every use.
    Activate {
        location: CardId,
        uses: Vec<Use>,
        #[serde(default)]
        gold: Option<GoldUse>,
    },
    /// Spend 2 workers for each good listed.
    SpendWorkers {
        goods: Vec<WorkerGood>,
    },
    /// Final for this round.
    Pass,
}

/// Building a card, by the Build action or an effect.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Build {
    pub card: CardId,
    /// The built Location or Foundation discarded as the Location part.
    #[serde(default)]
    pub part: Option<CardId>,
    #[serde(default)]
    pub gold: Option<GoldUse>,
    /// Its production choices, when it produces at once and asks something.
    #[serde(default)]
    pub with: With,
    /// Where the Samurai of its building bonus go (the rest: default places).
    #[serde(default)]
    pub samurai: Vec<CardId>,
}

impl Build {
    pub fn new(card: CardId) -> Build {
        Build {
            card,
            part: None,
            gold: None,
            with: With::default(),
            samurai: Vec::new(),
        }
    }
}

/// One use of an Action Location: the cards and Deals its cost discards, and its effect's
/// choice.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Use {
    #[serde(default)]
    pub cards: Vec<CardId>,
    #[serde(default)]
    pub deals: Vec<CardId>,
    #[serde(default)]
    pub target: Option<Target>,
}

/// The choice an effect needs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "target", rename_all = "snake_case")]
pub enum Target {
    /// One of your Deals (repeat it; build it).
    Deal { deal: CardId },
    /// One of your Production Locations, and its choices (repeat its production).
    Production {
        location: CardId,
        #[serde(default)]
        with: With,
    },
    /// An opponent and a resource of his supply.
    Steal { seat: Seat, resource: Good },
    /// An opponent's Location (raze it, discard it).
    Location { seat: Seat, location: CardId },
    /// An opponent's Location and one good of its raze field.
    RazeGood {
        seat: Seat,
        location: CardId,
        good: Good,
    },
    /// One of your own Locations.
    Own { location: CardId },
    /// One of an opponent's Deals.
    EnemyDeal { seat: Seat, deal: CardId },
    /// A card to build (from the hand, or a Deal), with its payment and choices.
    Build(Build),
    /// A card of your hand.
    Card { card: CardId },
}

/// What 2 workers buy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum WorkerGood {
    Wood,
    Stone,
    Food,
    CommonCard,
    FactionCard,
}

impl WorkerGood {
    pub const ALL: [WorkerGood; 5] = [
        WorkerGood::Wood,
        WorkerGood::Stone,
        WorkerGood::Food,
        WorkerGood::CommonCard,
        WorkerGood::FactionCard,
    ];

    pub fn good(self) -> Good {
        match self {
            WorkerGood::Wood => Good::Wood,
            WorkerGood::Stone => Good::Stone,
            WorkerGood::Food => Good::Food,
            WorkerGood::CommonCard => Good::CommonCard,
            WorkerGood::FactionCard => Good::FactionCard,
        }
    }
}

impl Build {
    fn cards(&self, out: &mut Vec<CardId>) {
        out.push(self.card);
        out.extend(self.part);
        out.extend(&self.samurai);
        self.with.cards(out);
    }
}

impl With {
    fn cards(&self, out: &mut Vec<CardId>) {
        out.extend(self.copy);
    }
}

impl Decision {
    /// Every card the decision names (decisions come from outside: flow checks they exist).
    pub fn cards(&self) -> Vec<CardId> {
        let mut out = Vec::new();
        let plan = |p: &ProductionPlan, out: &mut Vec<CardId>| {
            for c in &p.choices {
                out.push(c.location);
                c.with.cards(out);
            }
        };
        match self {
            Decision::Pick { card, production } => {
                out.push(*card);
                if let Some(p) = production {
                    plan(p, &mut out);
                }
            }
            Decision::Production { plan: p } => plan(p, &mut out),
            Decision::Keep { cards } => out.extend(cards),
            Decision::Turn(turn) => {
                out.extend(turn.defense);
                out.extend(&turn.samurai_before);
                out.extend(&turn.samurai);
                match &turn.action {
                    Action::Build(b) => b.cards(&mut out),
                    Action::Deal { card, .. } | Action::RazeCard { card } => out.push(*card),
                    Action::Raze { location, .. } => out.push(*location),
                    Action::Activate { location, uses, .. } => {
                        out.push(*location);
                        for u in uses {
                            out.extend(&u.cards);
                            out.extend(&u.deals);
                            match &u.target {
                                Some(Target::Deal { deal })
                                | Some(Target::EnemyDeal { deal, .. }) => out.push(*deal),
                                Some(Target::Production { location, with }) => {
                                    out.push(*location);
                                    with.cards(&mut out);
                                }
                                Some(Target::Location { location, .. })
                                | Some(Target::RazeGood { location, .. })
                                | Some(Target::Own { location }) => out.push(*location),
                                Some(Target::Build(b)) => b.cards(&mut out),
                                Some(Target::Card { card }) => out.push(*card),
                                Some(Target::Steal { .. }) | None => {}
                            }
                        }
                    }
                    Action::SpendWorkers { .. } | Action::Pass => {}
                }
            }
        }
        out
    }
}
