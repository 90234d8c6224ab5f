//! The printed material: 126 card designs (84 Common cards and 4 Faction decks of 30) and the 4
//! faction boards, from `cards.json`, compiled into the binary and parsed once. Card abilities
//! stay data here, in the vocabulary of the rules document; `effects` and the action modules
//! interpret them.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::sync::LazyLock;

/// The four factions, in the order of their boards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Faction {
    Barbarians,
    Romans,
    Japanese,
    Egyptians,
}

impl Faction {
    pub const ALL: [Faction; 4] = [
        Faction::Barbarians,
        Faction::Romans,
        Faction::Japanese,
        Faction::Egyptians,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        ["Barbarians", "Romans", "Japanese", "Egyptians"][self.index()]
    }

    /// "a Roman Location".
    pub fn adjective(self) -> &'static str {
        ["Barbarian", "Roman", "Japanese", "Egyptian"][self.index()]
    }

    /// Its Faction deck.
    pub fn deck(self) -> Deck {
        [
            Deck::Barbarians,
            Deck::Romans,
            Deck::Japanese,
            Deck::Egyptians,
        ][self.index()]
    }

    pub fn board(self) -> &'static Board {
        &catalog().boards[self.index()]
    }
}

impl fmt::Display for Faction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The deck a card belongs to, and whose discard pile it goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Deck {
    Common,
    Barbarians,
    Romans,
    Japanese,
    Egyptians,
}

impl Deck {
    pub fn faction(self) -> Option<Faction> {
        match self {
            Deck::Common => None,
            Deck::Barbarians => Some(Faction::Barbarians),
            Deck::Romans => Some(Faction::Romans),
            Deck::Japanese => Some(Faction::Japanese),
            Deck::Egyptians => Some(Faction::Egyptians),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Production,
    Feature,
    Action,
    /// Ruins: no kind.
    #[serde(rename = "none")]
    Plain,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Brown,
    Grey,
    Red,
    Pink,
    Gold,
    Blue,
    Black,
    Purple,
}

impl Colour {
    pub fn name(self) -> &'static str {
        match self {
            Colour::Brown => "brown",
            Colour::Grey => "grey",
            Colour::Red => "red",
            Colour::Pink => "pink",
            Colour::Gold => "gold",
            Colour::Blue => "blue",
            Colour::Black => "black",
            Colour::Purple => "purple",
        }
    }
}

/// Every good of the vocabulary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Good {
    Wood,
    Stone,
    Food,
    Gold,
    Worker,
    Raze,
    Defense,
    /// A card from the Common deck or the player's Faction deck, his choice.
    Card,
    CommonCard,
    FactionCard,
    Vp,
    /// Japanese: a worker from the general supply, deployed at once as a Samurai.
    Samurai,
}

impl Good {
    /// The three resources.
    pub const RESOURCES: [Good; 3] = [Good::Wood, Good::Stone, Good::Food];

    pub fn is_resource(self) -> bool {
        matches!(self, Good::Wood | Good::Stone | Good::Food)
    }

    /// "wood", "worker", "raze token"; `plural` for amounts other than 1.
    pub fn word(self, plural: bool) -> &'static str {
        match (self, plural) {
            (Good::Wood, _) => "wood",
            (Good::Stone, _) => "stone",
            (Good::Food, _) => "food",
            (Good::Gold, _) => "gold",
            (Good::Worker, false) => "worker",
            (Good::Worker, true) => "workers",
            (Good::Raze, false) => "raze token",
            (Good::Raze, true) => "raze tokens",
            (Good::Defense, false) => "defense token",
            (Good::Defense, true) => "defense tokens",
            (Good::Card, false) => "card",
            (Good::Card, true) => "cards",
            (Good::CommonCard, false) => "Common card",
            (Good::CommonCard, true) => "Common cards",
            (Good::FactionCard, false) => "Faction card",
            (Good::FactionCard, true) => "Faction cards",
            (Good::Vp, _) => "VP",
            (Good::Samurai, _) => "Samurai",
        }
    }

    /// "1 wood", "2 workers".
    pub fn count(self, n: u32) -> String {
        format!("{n} {}", self.word(n != 1))
    }
}

/// How many of a good: a number, or a count of the Empire capped at `max`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Amount {
    Fixed(u8),
    /// 1 per built Location of that colour in the Empire (Trade Colony counts for each of its).
    #[serde(rename_all = "camelCase")]
    PerColour {
        per_colour: Colour,
        max: u8,
    },
    /// 1 per Samurai the player has deployed.
    #[serde(rename_all = "camelCase")]
    PerSamurai {
        per_samurai: bool,
        max: u8,
    },
}

/// A goods map: what a card gives.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Goods(pub Vec<(Good, Amount)>);

impl Goods {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The fixed amount of a good (0 when absent or not fixed).
    pub fn fixed(&self, good: Good) -> u8 {
        self.0
            .iter()
            .filter_map(|(g, a)| match a {
                Amount::Fixed(n) if *g == good => Some(*n),
                _ => None,
            })
            .sum()
    }
}

/// A card's building cost: resources, and the Location part (discard a Location or Foundation).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cost {
    pub wood: u8,
    pub stone: u8,
    pub food: u8,
    pub location: bool,
}

/// "look at the top `look` cards of your Faction deck, keep `keep`".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Look {
    pub look: u8,
    pub keep: u8,
}

/// What a Production Location gives.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Production {
    pub goods: Goods,
    /// Exactly one of these, chosen each time (Pharaoh's Guard).
    pub choice: Vec<Goods>,
    /// Gain again the production of one other Production Location (Farmers At Work).
    pub copy: bool,
    /// Look at Faction cards and keep some (Architect, Buddha Temple).
    pub look: Option<Look>,
}

impl Production {
    /// Whether producing asks the player something (a choice or a Location to copy).
    pub fn asks(&self) -> bool {
        !self.choice.is_empty() || self.copy
    }
}

/// The named effects of Action Locations (the rules document's vocabulary).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "camelCase")]
pub enum Effect {
    /// Settlers: build a Faction card from the hand, without its Location part.
    BuildFactionWithoutLocation,
    /// Imperial Messenger: gain again the good of one of your Deals.
    RepeatDeal,
    /// Porters: gain again the production of one of your Production Locations.
    RepeatProduction,
    /// Saboteurs: take 1 resource from an opponent's supply.
    StealResource,
    /// Chariot Builder: raze an opponent's Location, whatever guards it.
    RazeEnemyIgnoringDefense,
    /// Garrison, Engineers: discard an opponent's Location (`any`: Faction ones too).
    DiscardEnemyLocation { any: bool },
    /// Robbers: an opponent discards one of his Deals, chosen by you.
    EnemyLosesDeal,
    /// Spies: take one of an opponent's Deals, under your board or into your hand.
    TakeEnemyDeal { to_hand: bool },
    /// Pack: one good of an opponent's Location's raze field.
    TakeRazeGood,
    /// Rabble: raze one of your own Locations.
    RazeOwnLocation,
    /// Dark Chapel: raze an opponent's Location for `base_price` + guards.
    RazeEnemy { base_price: u8 },
    /// Negotiator: build one of your Deals, without its Location part.
    BuildFromDeal,
    /// Sanctuary: a card of the hand becomes a Foundation.
    HandToFoundation,
}

/// An Action Location's action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionAbility {
    pub uses_per_round: u8,
    /// Goods paid per use (resources, gold, workers, tokens).
    pub spend: Vec<(Good, u8)>,
    /// Cards of the hand discarded per use.
    pub spend_cards: u8,
    /// Deals discarded per use.
    pub spend_deals: u8,
    pub gain: Goods,
    pub effect: Option<Effect>,
}

impl ActionAbility {
    pub fn spends(&self, good: Good) -> u8 {
        self.spend
            .iter()
            .filter(|(g, _)| *g == good)
            .map(|(_, n)| n)
            .sum()
    }
}

/// Everything a card does besides its cost, production and building bonus.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Ability {
    pub action: Option<ActionAbility>,
    /// "Each time you build a Location of this colour: gain".
    pub on_build_colour: Option<(Colour, Goods)>,
    /// "Each time you raze: gain".
    pub on_raze: Option<Goods>,
    /// "Each time another player spends workers in pairs: gain this per pair".
    pub on_opponent_spends_workers: Option<Goods>,
}

/// One card design.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Design {
    pub id: String,
    pub name: String,
    /// The name is our translation (the official English name is unknown).
    pub translated: bool,
    pub deck: Deck,
    /// `false` for the fixture cards of the engine's own tests.
    pub in_deck: bool,
    pub count: u8,
    pub kind: Kind,
    pub colours: Vec<Colour>,
    /// End value of the built Location.
    pub vp: u8,
    pub production: Option<Production>,
    pub bonus: Goods,
    pub ability: Ability,
    /// `false`: status ability-unknown, the card plays with no ability (rules §10).
    pub verified: bool,
    /// The card in our own words.
    pub text: String,
    /// Unverified cards: what the sources do say (a note, never played).
    pub known: Option<String>,
}

impl Design {
    pub fn has_colour(&self, colour: Colour) -> bool {
        self.colours.contains(&colour)
    }

    pub fn is_faction(&self) -> bool {
        self.deck != Deck::Common
    }
}

/// One physical card: its design, and the fields in which copies of a design differ.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Copy {
    pub design: u16,
    pub cost: Cost,
    /// `None`: no raze field.
    pub raze: Option<Goods>,
    /// `None`: no deal field (Common cards).
    pub deal: Option<Goods>,
}

/// A faction board: what it produces every round, and the goods it stores at Cleanup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    pub name: String,
    pub production: Goods,
    pub storage: Vec<Good>,
}

/// A physical card, numbered in the order of the data file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u8);

impl CardId {
    /// Whether the id names a card of the game (decisions come from outside).
    pub fn exists(self) -> bool {
        (self.0 as usize) < catalog().copies.len()
    }

    pub fn copy(self) -> &'static Copy {
        &catalog().copies[self.0 as usize]
    }

    pub fn design(self) -> &'static Design {
        &catalog().designs[self.copy().design as usize]
    }

    pub fn name(self) -> &'static str {
        if self.exists() {
            &self.design().name
        } else {
            "an unknown card"
        }
    }

    pub fn deck(self) -> Deck {
        self.design().deck
    }

    pub fn cost(self) -> Cost {
        self.copy().cost
    }

    pub fn raze(self) -> Option<&'static Goods> {
        self.copy().raze.as_ref()
    }

    pub fn deal(self) -> Option<&'static Goods> {
        self.copy().deal.as_ref()
    }

    pub fn kind(self) -> Kind {
        self.design().kind
    }

    pub fn is_faction(self) -> bool {
        self.design().is_faction()
    }

    pub fn action(self) -> Option<&'static ActionAbility> {
        self.design().ability.action.as_ref()
    }
}

pub struct Catalog {
    pub designs: Vec<Design>,
    /// Every physical card, indexed by `CardId`.
    pub copies: Vec<Copy>,
    /// Indexed by `Faction::index`.
    pub boards: Vec<Board>,
}

impl Catalog {
    pub fn cards(&self) -> impl Iterator<Item = CardId> + use<> {
        (0..self.copies.len() as u8).map(CardId)
    }

    /// The physical cards of a deck, in data order.
    pub fn deck(&self, deck: Deck) -> Vec<CardId> {
        self.cards()
            .filter(|c| {
                let design = &self.designs[self.copies[c.0 as usize].design as usize];
                design.deck == deck && design.in_deck
            })
            .collect()
    }

    pub fn design(&self, id: &str) -> Option<&Design> {
        self.designs.iter().find(|d| d.id == id)
    }

    /// The physical cards of a design, in data order.
    pub fn copies_of(&self, id: &str) -> Vec<CardId> {
        let Some(index) = self.designs.iter().position(|d| d.id == id) else {
            return Vec::new();
        };
        self.cards()
            .filter(|c| self.copies[c.0 as usize].design as usize == index)
            .collect()
    }
}

static CATALOG: LazyLock<Catalog> = LazyLock::new(|| {
    let raw: RawFile =
        serde_json::from_str(include_str!("cards.json")).expect("cards.json is valid JSON");
    #[cfg(test)]
    let raw = with_fixtures(raw);
    parse(raw).expect("the compiled-in card data is valid")
});

/// Cards completed only for the engine's own tests (the reserved effects of rules §10); they
/// are in no deck.
#[cfg(test)]
fn with_fixtures(mut raw: RawFile) -> RawFile {
    let fixtures: RawFile =
        serde_json::from_str(include_str!("fixtures.json")).expect("fixtures.json is valid");
    raw.cards.extend(fixtures.cards);
    raw
}

pub fn catalog() -> &'static Catalog {
    &CATALOG
}

/// The names of the cards and factions in each language, as published.
pub fn names() -> &'static crate::names::Names {
    static NAMES: LazyLock<crate::names::Names> =
        LazyLock::new(|| crate::names::Names::parse(include_str!("names.json")));
    &NAMES
}

// The data file's own shape, converted into the types above.
#[derive(Deserialize)]
struct RawFile {
    #[serde(default)]
    boards: BTreeMap<Faction, RawBoard>,
    cards: Vec<RawCard>,
}

#[derive(Deserialize)]
struct RawBoard {
    name: String,
    production: BTreeMap<Good, Amount>,
    storage: Vec<Good>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawCard {
    id: String,
    name: String,
    name_status: String,
    deck: Deck,
    /// Fixture cards (the engine's own tests) are in no deck.
    #[serde(default)]
    fixture: bool,
    count: u8,
    kind: Kind,
    colours: Vec<Colour>,
    vp: u8,
    cost: Option<RawCost>,
    raze: Option<BTreeMap<Good, Amount>>,
    deal: Option<BTreeMap<Good, Amount>>,
    production: Option<BTreeMap<String, serde_json::Value>>,
    build_bonus: Option<BTreeMap<Good, Amount>>,
    ability: Option<RawAbility>,
    variants: Option<Vec<RawVariant>>,
    status: String,
    text: String,
    #[serde(default)]
    known: Option<String>,
}

#[derive(Deserialize, Clone)]
struct RawCost {
    goods: BTreeMap<Good, u8>,
    location: u8,
}

#[derive(Deserialize)]
struct RawVariant {
    n: u8,
    cost: Option<RawCost>,
    raze: Option<BTreeMap<Good, Amount>>,
    deal: Option<BTreeMap<Good, Amount>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct RawAbility {
    action: Option<RawAction>,
    on_build_colour: Option<RawColourTrigger>,
    on_raze: Option<RawGain>,
    on_opponent_spends_workers: Option<RawPerPair>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct RawAction {
    uses_per_round: u8,
    spend: BTreeMap<String, u8>,
    gain: BTreeMap<Good, Amount>,
    effect: Option<String>,
    #[serde(default)]
    effect_params: BTreeMap<String, serde_json::Value>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawColourTrigger {
    colour: Colour,
    gain: BTreeMap<Good, Amount>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGain {
    gain: BTreeMap<Good, Amount>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct RawPerPair {
    gain_per_pair: BTreeMap<Good, Amount>,
}

fn goods(map: &BTreeMap<Good, Amount>) -> Goods {
    Goods(map.iter().map(|(g, a)| (*g, *a)).collect())
}

fn cost(raw: &RawCost, id: &str) -> Result<Cost, String> {
    let mut cost = Cost {
        location: raw.location == 1,
        ..Cost::default()
    };
    for (good, n) in &raw.goods {
        match good {
            Good::Wood => cost.wood = *n,
            Good::Stone => cost.stone = *n,
            Good::Food => cost.food = *n,
            other => return Err(format!("{id}: a cost in {other:?} is not in the game")),
        }
    }
    Ok(cost)
}

fn production(raw: &BTreeMap<String, serde_json::Value>, id: &str) -> Result<Production, String> {
    let mut p = Production::default();
    let bad = |e: serde_json::Error| format!("{id}: production: {e}");
    for (key, value) in raw {
        match key.as_str() {
            "choice" => {
                let options: Vec<BTreeMap<Good, Amount>> =
                    serde_json::from_value(value.clone()).map_err(bad)?;
                p.choice = options.iter().map(goods).collect();
            }
            "copyProduction" => p.copy = true,
            "factionCardLook" => p.look = Some(serde_json::from_value(value.clone()).map_err(bad)?),
            good => {
                let good: Good =
                    serde_json::from_value(serde_json::Value::String(good.into())).map_err(bad)?;
                let amount: Amount = serde_json::from_value(value.clone()).map_err(bad)?;
                p.goods.0.push((good, amount));
            }
        }
    }
    Ok(p)
}

/// The effect word and its parameters. Effects whose rules are not known yet are refused: a card
/// cannot be marked verified with them until they have code.
fn effect(
    word: &str,
    params: &BTreeMap<String, serde_json::Value>,
    id: &str,
) -> Result<Effect, String> {
    let param = |name: &str| {
        params
            .get(name)
            .ok_or_else(|| format!("{id}: effect {word} needs effectParams.{name}"))
    };
    Ok(match word {
        "buildFactionWithoutLocation" => Effect::BuildFactionWithoutLocation,
        "repeatDeal" => Effect::RepeatDeal,
        "repeatProduction" => Effect::RepeatProduction,
        "stealResource" => Effect::StealResource,
        "razeEnemyIgnoringDefense" => Effect::RazeEnemyIgnoringDefense,
        "discardEnemyLocation" => Effect::DiscardEnemyLocation {
            any: match param("targets")?.as_str() {
                Some("common") => false,
                Some("any") => true,
                _ => return Err(format!("{id}: targets is common or any")),
            },
        },
        "enemyLosesDeal" => Effect::EnemyLosesDeal,
        "takeEnemyDeal" => Effect::TakeEnemyDeal {
            to_hand: match param("destination")?.as_str() {
                Some("deals") => false,
                Some("hand") => true,
                _ => return Err(format!("{id}: destination is deals or hand")),
            },
        },
        "takeRazeGood" => Effect::TakeRazeGood,
        "razeOwnLocation" => Effect::RazeOwnLocation,
        "razeEnemy" => Effect::RazeEnemy {
            base_price: param("basePrice")?
                .as_u64()
                .and_then(|n| u8::try_from(n).ok())
                .ok_or_else(|| format!("{id}: basePrice is a number"))?,
        },
        "buildFromDeal" => Effect::BuildFromDeal,
        "handToFoundation" => Effect::HandToFoundation,
        other => return Err(format!("{id}: the effect {other} has no rules yet")),
    })
}

fn ability(raw: &RawAbility, id: &str) -> Result<Ability, String> {
    let action = match &raw.action {
        None => None,
        Some(a) => {
            let mut action = ActionAbility {
                uses_per_round: a.uses_per_round,
                spend: Vec::new(),
                spend_cards: 0,
                spend_deals: 0,
                gain: goods(&a.gain),
                effect: None,
            };
            for (key, n) in &a.spend {
                match key.as_str() {
                    "cardFromHand" => action.spend_cards = *n,
                    "deal" => action.spend_deals = *n,
                    good => {
                        let good: Good =
                            serde_json::from_value(serde_json::Value::String(good.into()))
                                .map_err(|e| format!("{id}: spend: {e}"))?;
                        if !matches!(
                            good,
                            Good::Wood
                                | Good::Stone
                                | Good::Food
                                | Good::Gold
                                | Good::Worker
                                | Good::Raze
                                | Good::Defense
                        ) {
                            return Err(format!("{id}: cannot spend {good:?}"));
                        }
                        action.spend.push((good, *n));
                    }
                }
            }
            if let Some(word) = &a.effect {
                action.effect = Some(effect(word, &a.effect_params, id)?);
            }
            Some(action)
        }
    };
    Ok(Ability {
        action,
        on_build_colour: raw
            .on_build_colour
            .as_ref()
            .map(|t| (t.colour, goods(&t.gain))),
        on_raze: raw.on_raze.as_ref().map(|t| goods(&t.gain)),
        on_opponent_spends_workers: raw
            .on_opponent_spends_workers
            .as_ref()
            .map(|t| goods(&t.gain_per_pair)),
    })
}

/// Copies that share a cost, raze field and deal field: how many, and those fields.
type Group = (u8, Option<Cost>, Option<Goods>, Option<Goods>);

fn parse(raw: RawFile) -> Result<Catalog, String> {
    let mut designs = Vec::new();
    let mut copies = Vec::new();
    for (index, c) in raw.cards.into_iter().enumerate() {
        let verified = match c.status.as_str() {
            "verified" => true,
            "ability-unknown" => false,
            other => return Err(format!("{}: unknown status {other}", c.id)),
        };
        // An unverified card plays with no ability, whatever the data holds (rules §10).
        let ability = match (&c.ability, verified) {
            (Some(a), true) => ability(a, &c.id)?,
            _ => Ability::default(),
        };
        let production = match &c.production {
            Some(p) => Some(production(p, &c.id)?),
            None => None,
        };
        let base = (
            c.cost.as_ref().map(|r| cost(r, &c.id)).transpose()?,
            c.raze.as_ref().map(goods),
            c.deal.as_ref().map(goods),
        );
        let groups: Vec<Group> = match &c.variants {
            None => vec![(c.count, base.0, base.1.clone(), base.2.clone())],
            Some(variants) => variants
                .iter()
                .map(|v| {
                    Ok((
                        v.n,
                        match &v.cost {
                            Some(r) => Some(cost(r, &c.id)?),
                            None => base.0,
                        },
                        v.raze.as_ref().map(goods).or_else(|| base.1.clone()),
                        v.deal.as_ref().map(goods).or_else(|| base.2.clone()),
                    ))
                })
                .collect::<Result<_, String>>()?,
        };
        if groups.iter().map(|g| g.0 as usize).sum::<usize>() != c.count as usize {
            return Err(format!("{}: variants do not add up to count", c.id));
        }
        for (n, cost, raze, deal) in groups {
            let cost = cost.ok_or_else(|| format!("{}: a copy has no cost", c.id))?;
            for _ in 0..n {
                copies.push(Copy {
                    design: index as u16,
                    cost,
                    raze: raze.clone(),
                    deal: deal.clone(),
                });
            }
        }
        designs.push(Design {
            translated: c.name_status == "translated",
            id: c.id,
            name: c.name,
            deck: c.deck,
            in_deck: !c.fixture,
            count: c.count,
            kind: c.kind,
            colours: c.colours,
            vp: c.vp,
            production,
            bonus: c.build_bonus.as_ref().map(goods).unwrap_or_default(),
            ability,
            verified,
            text: c.text,
            known: c.known,
        });
    }
    if copies.len() > u8::MAX as usize {
        return Err("too many cards for a CardId".into());
    }
    let boards = Faction::ALL
        .iter()
        .map(|f| {
            let b = raw
                .boards
                .get(f)
                .ok_or_else(|| format!("no board for the {}", f.name()))?;
            Ok(Board {
                name: b.name.clone(),
                production: goods(&b.production),
                storage: b.storage.clone(),
            })
        })
        .collect::<Result<_, String>>()?;
    Ok(Catalog {
        designs,
        copies,
        boards,
    })
}
