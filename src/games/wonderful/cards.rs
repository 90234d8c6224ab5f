//! The printed material: 78 card designs (150 cards) and 5 Empires, from `cards.json`,
//! compiled into the binary and parsed once.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::sync::LazyLock;

/// The five cube resources, in production order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Resource {
    Materials,
    Energy,
    Science,
    Gold,
    Exploration,
}

impl Resource {
    pub const ALL: [Resource; 5] = [
        Resource::Materials,
        Resource::Energy,
        Resource::Science,
        Resource::Gold,
        Resource::Exploration,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        ["Materials", "Energy", "Science", "Gold", "Exploration"][self.index()]
    }

    /// The production step after this one, if any.
    pub fn next(self) -> Option<Resource> {
        Resource::ALL.get(self.index() + 1).copied()
    }

    /// The Character token its supremacy gives; `None` for Science, where the winner chooses.
    pub fn supremacy_token(self) -> Option<Character> {
        match self {
            Resource::Materials | Resource::Gold => Some(Character::Financier),
            Resource::Energy | Resource::Exploration => Some(Character::General),
            Resource::Science => None,
        }
    }
}

/// The two kinds of Character token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Character {
    General,
    Financier,
}

impl Character {
    pub const ALL: [Character; 2] = [Character::General, Character::Financier];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        ["General", "Financier"][self.index()]
    }

    pub fn space(self) -> Space {
        match self {
            Character::General => Space::General,
            Character::Financier => Space::Financier,
        }
    }
}

/// The five card types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Structure,
    Vehicle,
    Research,
    Project,
    Discovery,
}

impl Kind {
    pub const ALL: [Kind; 5] = [
        Kind::Structure,
        Kind::Vehicle,
        Kind::Research,
        Kind::Project,
        Kind::Discovery,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        ["Structure", "Vehicle", "Research", "Project", "Discovery"][self.index()]
    }
}

/// A kind of space in a construction cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Space {
    Materials,
    Energy,
    Science,
    Gold,
    Exploration,
    Krystallium,
    General,
    Financier,
}

impl Space {
    pub const ALL: [Space; 8] = [
        Space::Materials,
        Space::Energy,
        Space::Science,
        Space::Gold,
        Space::Exploration,
        Space::Krystallium,
        Space::General,
        Space::Financier,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self.resource() {
            Some(r) => r.name(),
            None => ["Krystallium", "General", "Financier"][self.index() - 5],
        }
    }

    /// The resource a resource space takes (`None` for Krystallium and Character spaces).
    pub fn resource(self) -> Option<Resource> {
        Resource::ALL.get(self.index()).copied()
    }
}

impl From<Resource> for Space {
    fn from(r: Resource) -> Space {
        Space::ALL[r.index()]
    }
}

impl fmt::Display for Resource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for Character {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Counts per kind of space, indexed by `Space::index`.
pub type Spaces = [u8; 8];

/// "Produce `amount` of `resource` for each constructed card of kind `per`."
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PerKind {
    pub resource: Resource,
    pub per: Kind,
    pub amount: u8,
}

/// Victory points a card or an Empire side scores at the end.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Points {
    pub flat: u8,
    /// Per constructed card of each kind, indexed by `Kind::index`.
    pub per_kind: [u8; 5],
    /// Per Character token held, on top of the 1 VP every token is worth.
    pub per_character: [u8; 2],
}

/// One card design; the deck holds `copies` of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Design {
    pub number: u8,
    pub id: String,
    pub name: String,
    pub kind: Kind,
    pub copies: u8,
    pub cost: Spaces,
    /// Fixed production, indexed by `Resource::index`.
    pub produces: [u8; 5],
    pub produces_per: Option<PerKind>,
    pub points: Points,
    /// Construction bonus: Krystallium, Generals, Financiers.
    pub bonus_krystallium: u8,
    pub bonus_characters: [u8; 2],
    pub recycle: Resource,
}

impl Design {
    pub fn cost_total(&self) -> u8 {
        self.cost.iter().sum()
    }
}

/// Side A or B of the Empire cards; every player uses the same side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Side {
    #[default]
    A,
    B,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmpireSide {
    pub produces: [u8; 5],
    pub points: Points,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Empire {
    pub id: String,
    pub name: String,
    pub a: EmpireSide,
    pub b: EmpireSide,
}

impl Empire {
    pub fn side(&self, side: Side) -> &EmpireSide {
        match side {
            Side::A => &self.a,
            Side::B => &self.b,
        }
    }
}

/// A physical card of the 150, numbered 0..150 in design order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u8);

impl CardId {
    /// Whether the id names one of the 150 cards (decisions come from outside).
    pub fn exists(self) -> bool {
        (self.0 as usize) < CARD_COUNT
    }

    /// The card's design. Only for ids that exist: `flow` refuses decisions naming others.
    pub fn design(self) -> &'static Design {
        let catalog = catalog();
        &catalog.designs[catalog.design_of[self.0 as usize] as usize]
    }

    pub fn name(self) -> &'static str {
        if self.exists() {
            &self.design().name
        } else {
            "an unknown card"
        }
    }
}

/// An Empire card, numbered 0..5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct EmpireId(pub u8);

impl EmpireId {
    pub fn empire(self) -> &'static Empire {
        &catalog().empires[self.0 as usize]
    }
}

pub const CARD_COUNT: usize = 150;
pub const EMPIRE_COUNT: usize = 5;

pub struct Catalog {
    pub designs: Vec<Design>,
    pub empires: Vec<Empire>,
    /// For each physical card, the index of its design.
    pub design_of: Vec<u8>,
}

impl Catalog {
    /// Every physical card, in design order.
    pub fn cards(&self) -> impl Iterator<Item = CardId> + use<> {
        (0..self.design_of.len() as u8).map(CardId)
    }

    pub fn design_by_id(&self, id: &str) -> Option<&Design> {
        self.designs.iter().find(|d| d.id == id)
    }

    /// The first physical card of a design (tests and examples build states with it).
    pub fn first_card_of(&self, id: &str) -> Option<CardId> {
        let design = self.designs.iter().position(|d| d.id == id)? as u8;
        let card = self.design_of.iter().position(|&d| d == design)?;
        Some(CardId(card as u8))
    }

    pub fn empire_by_id(&self, id: &str) -> Option<EmpireId> {
        let index = self.empires.iter().position(|e| e.id == id)?;
        Some(EmpireId(index as u8))
    }
}

static CATALOG: LazyLock<Catalog> = LazyLock::new(|| {
    parse(include_str!("cards.json")).expect("the compiled-in card data is valid")
});

pub fn catalog() -> &'static Catalog {
    &CATALOG
}

// The data file's own shape; converted into the compact types above.
#[derive(Deserialize)]
struct RawFile {
    designs: Vec<RawDesign>,
    empires: Vec<RawEmpire>,
}

#[derive(Deserialize)]
struct RawDesign {
    number: u8,
    id: String,
    name: String,
    kind: Kind,
    copies: u8,
    cost: BTreeMap<Space, u8>,
    produces: BTreeMap<Resource, u8>,
    produces_per: Option<PerKind>,
    vp: u8,
    #[serde(default)]
    vp_per_kind: BTreeMap<Kind, u8>,
    #[serde(default)]
    vp_per_character: BTreeMap<Character, u8>,
    #[serde(default)]
    bonus: BTreeMap<Space, u8>,
    recycle: Resource,
}

#[derive(Deserialize)]
struct RawEmpire {
    id: String,
    name: String,
    a: RawSide,
    b: RawSide,
}

#[derive(Deserialize)]
struct RawSide {
    produces: BTreeMap<Resource, u8>,
    vp: u8,
    #[serde(default)]
    vp_per_kind: BTreeMap<Kind, u8>,
    #[serde(default)]
    vp_per_character: BTreeMap<Character, u8>,
}

fn points(
    flat: u8,
    per_kind: &BTreeMap<Kind, u8>,
    per_character: &BTreeMap<Character, u8>,
) -> Points {
    let mut p = Points {
        flat,
        ..Points::default()
    };
    for (k, v) in per_kind {
        p.per_kind[k.index()] = *v;
    }
    for (c, v) in per_character {
        p.per_character[c.index()] = *v;
    }
    p
}

fn per_resource(map: &BTreeMap<Resource, u8>) -> [u8; 5] {
    let mut out = [0; 5];
    for (r, v) in map {
        out[r.index()] = *v;
    }
    out
}

fn parse(text: &str) -> Result<Catalog, String> {
    let raw: RawFile = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let mut designs = Vec::new();
    let mut design_of = Vec::new();
    for (index, d) in raw.designs.into_iter().enumerate() {
        let mut cost = [0; 8];
        for (space, n) in &d.cost {
            cost[space.index()] = *n;
        }
        let mut bonus_characters = [0; 2];
        let mut bonus_krystallium = 0;
        for (space, n) in &d.bonus {
            match space {
                Space::Krystallium => bonus_krystallium = *n,
                Space::General => bonus_characters[Character::General.index()] = *n,
                Space::Financier => bonus_characters[Character::Financier.index()] = *n,
                other => return Err(format!("{}: a bonus of {other} is not in the game", d.id)),
            }
        }
        design_of.extend(std::iter::repeat_n(index as u8, d.copies as usize));
        designs.push(Design {
            number: d.number,
            points: points(d.vp, &d.vp_per_kind, &d.vp_per_character),
            id: d.id,
            name: d.name,
            kind: d.kind,
            copies: d.copies,
            cost,
            produces: per_resource(&d.produces),
            produces_per: d.produces_per,
            bonus_krystallium,
            bonus_characters,
            recycle: d.recycle,
        });
    }
    let empires = raw
        .empires
        .into_iter()
        .map(|e| {
            let side = |s: &RawSide| EmpireSide {
                produces: per_resource(&s.produces),
                points: points(s.vp, &s.vp_per_kind, &s.vp_per_character),
            };
            Empire {
                a: side(&e.a),
                b: side(&e.b),
                id: e.id,
                name: e.name,
            }
        })
        .collect();
    Ok(Catalog {
        designs,
        empires,
        design_of,
    })
}

/// The names of the cards and Empires in each language, as published.
pub fn names() -> &'static crate::names::Names {
    static NAMES: LazyLock<crate::names::Names> =
        LazyLock::new(|| crate::names::Names::parse(include_str!("names.json")));
    &NAMES
}
