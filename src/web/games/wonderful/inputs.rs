//! The inputs each prompt needs, with their labels, filled in from a decision already made (or
//! the input to show again after an error). Names follow `form.rs`; every input's id is unique on
//! the page so that its <label for> finds it.

use super::board::own_cards;
use super::card::{Badge, CardText, class_of};
use super::form::{fields, space_key};
use super::labels::Labels;
use crate::games::wonderful::Decision;
use crate::games::wonderful::cards::{CardId, Character, Resource, Space};
use crate::games::wonderful::state::{CUBES_PER_KRYSTALLIUM, Site};
use crate::games::wonderful::view::PlayerView;

/// The values a decision puts in the form, looked up by field name.
pub struct Filled(Vec<(String, String)>);

impl Filled {
    pub fn from(decision: Option<&Decision>) -> Filled {
        Filled(decision.map(fields).unwrap_or_default())
    }

    fn value(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn has(&self, name: &str, value: &str) -> bool {
        self.0.iter().any(|(n, v)| n == name && v == value)
    }

    fn number(&self, name: &str) -> String {
        self.value(name).unwrap_or("0").to_owned()
    }
}

/// A radio button or checkbox that stands for a card.
pub struct CardChoice {
    pub id: String,
    pub value: String,
    pub checked: bool,
    pub card: CardText,
}

/// A checkbox or radio button with a text label.
pub struct Check {
    pub id: String,
    pub name: &'static str,
    pub value: String,
    pub label: String,
    pub checked: bool,
}

pub struct NumberInput {
    /// Both the field name and the element id.
    pub name: String,
    pub label: String,
    pub max: u8,
    pub value: String,
    /// The badge colour of the label, for an input about one kind of space ("" for none).
    pub class: &'static str,
}

/// The Krystallium inputs of one card, one per kind of empty space, under the card's name.
pub struct CardInputs {
    pub legend: String,
    pub inputs: Vec<NumberInput>,
}

pub struct SelectOption {
    pub value: String,
    pub label: String,
    pub selected: bool,
}

/// One card to plan: slate it, or recycle it and say where its cube goes.
pub struct PlanRow {
    pub name: String,
    /// The card's name, telling copies apart.
    pub label: String,
    pub card: CardText,
    pub options: Vec<SelectOption>,
}

/// The "at any time" part of Planning and Production forms. A part the seat is unlikely to use
/// now (nothing held to place, nothing chosen yet) is drawn folded, to keep the form short.
pub struct AnyTime {
    pub scrap: Vec<Check>,
    pub scrap_open: bool,
    pub krystallium: Vec<CardInputs>,
    pub krystallium_open: bool,
    pub tokens: Vec<NumberInput>,
    pub tokens_open: bool,
    /// What the seat holds now: Krystallium, Generals, Financiers.
    pub held: Vec<Badge>,
    /// A Planning form, where slating comes before the cubes.
    pub planning: bool,
}

impl AnyTime {
    pub fn is_empty(&self) -> bool {
        self.scrap.is_empty() && self.krystallium.is_empty() && self.tokens.is_empty()
    }
}

pub fn card_choices(
    cards: &[CardId],
    name: &str,
    filled: &Filled,
    preselect: Option<CardId>,
) -> Vec<CardChoice> {
    let chosen = |card: CardId| {
        let value = card.0.to_string();
        filled.has(name, &value) || (filled.value(name).is_none() && preselect == Some(card))
    };
    cards
        .iter()
        .map(|&card| CardChoice {
            id: format!("{name}_{}", card.0),
            value: card.0.to_string(),
            checked: chosen(card),
            card: CardText::of(card),
        })
        .collect()
}

fn plural(n: u8, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// One select per card to plan. A recycled cube may go onto a card under construction with an
/// empty space of its resource, or onto another card of this plan if that card is slated.
pub fn plan_rows(p: &PlayerView, cards: &[CardId], filled: &Filled) -> Vec<PlanRow> {
    let labels = Labels::new(&own_cards(p));
    cards
        .iter()
        .map(|&card| {
            let name = format!("plan_{}", card.0);
            let resource = card.design().recycle;
            let current = filled.value(&name).unwrap_or("");
            let mut options = vec![
                ("".to_owned(), "— choose —".to_owned()),
                ("slate".into(), "Slate for construction".into()),
                (
                    "empire".into(),
                    format!("Recycle: cube ({resource}) to my Empire"),
                ),
            ];
            for site in &p.construction {
                if site.open(resource.into()) > 0 {
                    options.push((
                        format!("onto_{}", site.card.0),
                        format!("Recycle: cube onto {}", labels.get(site.card)),
                    ));
                }
            }
            for &other in cards {
                if other != card && other.design().cost[resource.index()] > 0 {
                    options.push((
                        format!("onto_{}", other.0),
                        format!("Recycle: cube onto {} (if you slate it)", labels.get(other)),
                    ));
                }
            }
            PlanRow {
                label: labels.get(card),
                card: CardText::of(card),
                options: options
                    .into_iter()
                    .map(|(value, label)| SelectOption {
                        selected: value == current,
                        value,
                        label,
                    })
                    .collect(),
                name,
            }
        })
        .collect()
}

/// One number input per card under construction with an empty space of the produced resource.
pub fn cube_inputs(
    p: &PlayerView,
    resource: Resource,
    produced: u16,
    filled: &Filled,
) -> Vec<NumberInput> {
    let labels = Labels::new(&own_cards(p));
    p.construction
        .iter()
        .filter(|s| s.open(resource.into()) > 0)
        .map(|site| {
            let name = format!("cubes_{}", site.card.0);
            let open = site.open(resource.into());
            NumberInput {
                label: format!(
                    "{resource} cubes onto {} ({} empty)",
                    labels.get(site.card),
                    plural(open, "space", "spaces")
                ),
                max: open.min(produced.min(u8::MAX as u16) as u8),
                value: filled.number(&name),
                class: "",
                name,
            }
        })
        .collect()
}

pub fn token_choice(filled: &Filled) -> Vec<Check> {
    Character::ALL
        .iter()
        .map(|&c| {
            let value = class_of(c.space()).to_owned();
            Check {
                id: format!("token_{value}"),
                name: "token",
                checked: filled.has("token", &value),
                label: c.name().to_owned(),
                value,
            }
        })
        .collect()
}

/// Where a form's cubes may come from besides the cards: the most cubes it can put on the Empire.
pub struct Incoming {
    pub cubes: u16,
    /// Science supremacy: a token of either kind arrives with the form.
    pub any_token: bool,
    pub planning: bool,
}

/// The "at any time" inputs. Krystallium and token inputs appear when the seat holds some or
/// could get some in this same form (cubes turning into Krystallium on the Empire, a card's
/// bonus, the Science supremacy token); `planned` are the cards of a Planning form, which take
/// Krystallium and tokens only if slated.
pub fn any_time(
    p: &PlayerView,
    planned: &[CardId],
    incoming: Incoming,
    filled: &Filled,
) -> AnyTime {
    let labels = Labels::new(&own_cards(p));
    let scrap = p
        .construction
        .iter()
        .map(|site| {
            let value = site.card.0.to_string();
            Check {
                id: format!("scrap_{value}"),
                name: "scrap",
                checked: filled.has("scrap", &value),
                label: format!(
                    "Discard {} (its recycling cube, {}, goes to your Empire)",
                    labels.get(site.card),
                    site.card.design().recycle
                ),
                value,
            }
        })
        .collect();

    // Cards under construction with what is open, then the planned cards with all their spaces.
    let sites: Vec<(Site, &str)> = p
        .construction
        .iter()
        .map(|s| (s.clone(), ""))
        .chain(planned.iter().map(|&c| (Site::new(c), ", if you slate it")))
        .collect();
    let bonus = |f: &dyn Fn(CardId) -> bool| sites.iter().any(|(s, _)| f(s.card));
    let scraps = p.construction.len() as u16;
    let may_krystallium = p.krystallium > 0
        || (p.empire_cubes as u16 + incoming.cubes + scraps) >= CUBES_PER_KRYSTALLIUM as u16
        || bonus(&|c| c.design().bonus_krystallium > 0);
    let mut krystallium = Vec::new();
    for (site, note) in sites.iter().filter(|_| may_krystallium) {
        let spaces: Vec<Space> = Space::ALL[..6]
            .iter()
            .copied()
            .filter(|&s| site.open(s) > 0)
            .collect();
        if spaces.is_empty() {
            continue;
        }
        krystallium.push(CardInputs {
            legend: format!("{}{note}", labels.get(site.card)),
            inputs: spaces
                .iter()
                .map(|&space| {
                    let name = format!("kry_{}_{}", site.card.0, space_key(space));
                    NumberInput {
                        label: format!("{space}, {} empty", site.open(space)),
                        max: site.open(space),
                        value: filled.number(&name),
                        class: class_of(space),
                        name,
                    }
                })
                .collect(),
        });
    }
    let mut tokens = Vec::new();
    for c in Character::ALL {
        let may = p.characters[c.index()] > 0
            || incoming.any_token
            || bonus(&|card| card.design().bonus_characters[c.index()] > 0);
        if !may {
            continue;
        }
        for (site, note) in &sites {
            let open = site.open(c.space());
            if open == 0 {
                continue;
            }
            let name = format!("{}_{}", class_of(c.space()), site.card.0);
            tokens.push(NumberInput {
                label: format!(
                    "{}s onto {} ({} empty{note})",
                    c.name(),
                    labels.get(site.card),
                    plural(open, &format!("{c} space"), &format!("{c} spaces"))
                ),
                max: open,
                value: filled.number(&name),
                class: "",
                name,
            });
        }
    }
    let chosen = |prefix: &str| {
        filled
            .0
            .iter()
            .any(|(n, v)| n.starts_with(prefix) && v != "0")
    };
    AnyTime {
        scrap_open: chosen("scrap"),
        scrap,
        krystallium_open: p.krystallium > 0 || chosen("kry_"),
        krystallium,
        tokens_open: p.characters != [0, 0]
            || incoming.any_token
            || chosen("general_")
            || chosen("financier_"),
        tokens,
        held: vec![
            Badge::space(Space::Krystallium, p.krystallium),
            Badge::character(Character::General, p.characters[0]),
            Badge::character(Character::Financier, p.characters[1]),
        ],
        planning: incoming.planning,
    }
}
