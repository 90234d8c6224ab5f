//! The inputs each prompt needs, with their labels, filled in from a decision (already made, the
//! refused one drawn again, or the one proposed). Every choice is a tap: a radio button or a
//! checkbox, never a number to type. Names follow `form.rs`; every input's id is unique on the
//! page so that its <label for> finds it.

use super::board::own_cards;
use super::card::{Badge, CardText, class_of};
use super::form::{fields, space_key};
use super::labels::Labels;
use crate::games::Phrase;
use crate::games::wonderful::Decision;
use crate::games::wonderful::cards::{CardId, Character, Resource, Space};
use crate::games::wonderful::state::Site;
use crate::games::wonderful::view::PlayerView;
use crate::i18n::Tr;

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

    /// How many a number field asks for, over every field of that name.
    fn count(&self, name: &str) -> usize {
        self.0
            .iter()
            .filter(|(n, _)| n == name)
            .filter_map(|(_, v)| v.parse::<usize>().ok())
            .sum()
    }

    /// How many all the number fields whose names start with `prefix` ask for.
    fn total(&self, prefix: &str) -> usize {
        self.0
            .iter()
            .filter(|(n, _)| n.starts_with(prefix))
            .filter_map(|(_, v)| v.parse::<usize>().ok())
            .sum()
    }

    /// Whether a field whose name starts with `prefix` asks for something.
    fn uses(&self, prefix: &str) -> bool {
        self.0
            .iter()
            .any(|(n, v)| n.starts_with(prefix) && v != "0")
    }
}

/// A radio button or checkbox that stands for a card.
pub struct CardChoice {
    pub id: String,
    pub value: String,
    pub checked: bool,
    pub card: &'static CardText,
    /// The card an email link pointed at: a "Confirm your pick" button stands beside it.
    pub linked: bool,
}

/// A checkbox or radio button with a text label.
pub struct Check {
    pub id: String,
    pub name: &'static str,
    pub value: String,
    pub label: String,
    pub checked: bool,
}

/// A box that stands for one empty space: ticked, one cube (or Krystallium, or token) goes there.
#[derive(Clone)]
pub struct SpaceBox {
    pub id: String,
    pub label: String,
    pub checked: bool,
}

/// The boxes of one card's empty spaces of one kind, all sent under one field name: the number
/// ticked is the number placed.
#[derive(Clone)]
pub struct SpaceBoxes {
    pub name: String,
    pub boxes: Vec<SpaceBox>,
}

/// The boxes of one card, after the card's name.
#[derive(Clone)]
pub struct CardSpaces {
    /// The id of the card's name, which labels the group.
    pub id: String,
    pub legend: String,
    pub kinds: Vec<SpaceBoxes>,
}

/// `count` boxes for field `name`, the first `ticked` of them ticked.
fn space_boxes(name: String, label: &str, count: u8, ticked: usize) -> SpaceBoxes {
    SpaceBoxes {
        boxes: (0..count as usize)
            .map(|i| SpaceBox {
                id: format!("{name}_{}", i + 1),
                label: if count == 1 {
                    label.to_owned()
                } else {
                    format!("{label} {}", i + 1)
                },
                checked: i < ticked,
            })
            .collect(),
        name,
    }
}

/// Where a recycled card's cube may go, an option of its select.
pub struct PlanOption {
    pub value: String,
    pub label: String,
    pub selected: bool,
}

/// One card to plan: a switch to slate or recycle it, and where a recycled card's cube goes
/// (drawn only when there is a choice besides the Empire).
pub struct PlanRow {
    pub id: CardId,
    /// The switch's field name, also the start of its ids.
    pub name: String,
    /// The card's name, telling copies apart.
    pub label: String,
    /// What to do with the card, for its switch: "What to do with Zeppelin".
    pub question: String,
    pub card: &'static CardText,
    pub slated: bool,
    pub recycled: bool,
    /// The field name of where the cube goes.
    pub place_name: String,
    pub places: Vec<PlanOption>,
    /// The card's own spaces for Krystallium and tokens, drawn in its row and shown only while
    /// it is not recycled.
    pub if_slated: Vec<CardSpaces>,
}

/// The "at any time" part of Planning and Production forms. Only what the seat can use is drawn:
/// Krystallium and tokens when it holds some (or the form's decision places some), and a part
/// is drawn open only when the decision uses it.
pub struct AnyTime {
    pub scrap: Vec<Check>,
    pub scrap_open: bool,
    pub krystallium: Vec<CardSpaces>,
    pub krystallium_open: bool,
    pub tokens: Vec<CardSpaces>,
    pub tokens_open: bool,
    /// The spaces of the cards of a Planning form, which take Krystallium and tokens only if
    /// slated: they belong in those cards' rows (see `PlanRow::if_slated`).
    pub if_slated: Vec<(CardId, CardSpaces)>,
    /// What the seat holds now: Krystallium, Generals, Financiers.
    pub held: Vec<Badge>,
    /// A Planning form, where slating comes before the cubes.
    pub planning: bool,
}

impl AnyTime {
    pub fn is_empty(&self) -> bool {
        self.scrap.is_empty() && !self.places_any()
    }

    /// Whether the form can place Krystallium or tokens anywhere.
    pub fn places_any(&self) -> bool {
        !(self.krystallium.is_empty() && self.tokens.is_empty() && self.if_slated.is_empty())
    }
}

/// One radio button per card; `linked` (the card an email link named) is chosen whatever the
/// form was filled with.
pub fn card_choices(
    cards: &[CardId],
    name: &str,
    filled: &Filled,
    linked: Option<CardId>,
    tr: &Tr,
) -> Vec<CardChoice> {
    let linked = linked.filter(|c| cards.contains(c));
    let chosen = |card: CardId| match linked {
        Some(l) => l == card,
        None => filled.has(name, &card.0.to_string()),
    };
    cards
        .iter()
        .map(|&card| CardChoice {
            id: format!("{name}_{}", card.0),
            value: card.0.to_string(),
            checked: chosen(card),
            card: CardText::of(card, tr),
            linked: linked == Some(card),
        })
        .collect()
}

/// One switch per card to plan. A recycled cube may go onto a card under construction with an
/// empty space of its resource, or onto another card of this plan if that card is slated.
pub fn plan_rows(p: &PlayerView, cards: &[CardId], filled: &Filled, tr: &Tr) -> Vec<PlanRow> {
    let labels = Labels::new(&own_cards(p), tr);
    cards
        .iter()
        .map(|&card| {
            let name = format!("plan_{}", card.0);
            let place_name = format!("recycle_{}", card.0);
            let resource = card.design().recycle;
            let current = filled.value(&name).unwrap_or("");
            let recycled = !current.is_empty() && current != "slate";
            // Where the cube goes if the player switches to recycling: the Empire at first.
            let place = if recycled { current } else { "empire" };
            let mut places = vec![("empire".to_owned(), tr.g("wonderful-page-my-empire"))];
            for site in &p.construction {
                if site.open(resource.into()) > 0 {
                    places.push((format!("onto_{}", site.card.0), labels.get(site.card, tr)));
                }
            }
            for &other in cards {
                if other != card && other.design().cost[resource.index()] > 0 {
                    places.push((
                        format!("onto_{}", other.0),
                        tr.g1("wonderful-page-if-slated", "card", labels.get(other, tr)),
                    ));
                }
            }
            if places.len() == 1 {
                places.clear();
            }
            let label = labels.get(card, tr);
            PlanRow {
                id: card,
                question: tr.g1("wonderful-page-what-to-do", "card", &label),
                label,
                card: CardText::of(card, tr),
                slated: current == "slate",
                recycled,
                places: places
                    .into_iter()
                    .map(|(value, label)| PlanOption {
                        selected: value == place,
                        value,
                        label,
                    })
                    .collect(),
                place_name,
                name,
                if_slated: Vec::new(),
            }
        })
        .collect()
}

/// Per card under construction with an empty space of the produced resource, a box per space
/// (no more than the cubes produced).
pub fn cube_boxes(
    p: &PlayerView,
    resource: Resource,
    produced: u16,
    filled: &Filled,
    tr: &Tr,
) -> Vec<CardSpaces> {
    let labels = Labels::new(&own_cards(p), tr);
    p.construction
        .iter()
        .filter(|s| s.open(resource.into()) > 0)
        .map(|site| {
            let name = format!("cubes_{}", site.card.0);
            let open = site.open(resource.into());
            let shown = open.min(produced.min(u8::MAX as u16) as u8);
            let ticked = filled.count(&name);
            CardSpaces {
                id: format!("cubes_{}_spaces", site.card.0),
                legend: tr.g2(
                    "wonderful-page-empty-spaces",
                    "card",
                    labels.get(site.card, tr),
                    "count",
                    open,
                ),
                kinds: vec![space_boxes(name, &tr.word(&resource.word()), shown, ticked)],
            }
        })
        .collect()
}

pub fn token_choice(filled: &Filled, tr: &Tr) -> Vec<Check> {
    Character::ALL
        .iter()
        .map(|&c| {
            let value = class_of(c.space()).to_owned();
            Check {
                id: format!("token_{value}"),
                name: "token",
                checked: filled.has("token", &value),
                label: tr.word(&c.word()),
                value,
            }
        })
        .collect()
}

/// What a form brings besides what the seat holds.
pub struct Incoming {
    /// Science supremacy: a token of either kind arrives with the form.
    pub any_token: bool,
    /// The Krystallium this form's cubes may make when no later step can use it.
    pub last_krystallium: u16,
    pub planning: bool,
}

/// The "at any time" inputs; `planned` are the cards of a Planning form, which take Krystallium
/// and tokens only if slated. A card shows no more boxes of a kind than the seat can place.
pub fn any_time(
    p: &PlayerView,
    planned: &[CardId],
    incoming: Incoming,
    filled: &Filled,
    tr: &Tr,
) -> AnyTime {
    let labels = Labels::new(&own_cards(p), tr);
    let scrap = p
        .construction
        .iter()
        .map(|site| {
            let value = site.card.0.to_string();
            Check {
                id: format!("scrap_{value}"),
                name: "scrap",
                checked: filled.has("scrap", &value),
                label: tr.say(
                    &Phrase::new("wonderful-page-discard")
                        .with("card", labels.get(site.card, tr))
                        .with("resource", site.card.design().recycle.word()),
                ),
                value,
            }
        })
        .collect();

    // The boxes of one card: what is open of a card under construction, every space of a
    // planned card.
    let krystallium_cap = (p.krystallium as usize + incoming.last_krystallium as usize)
        .max(filled.total("kry_"))
        .min(u8::MAX as usize) as u8;
    let krystallium = |site: &Site| CardSpaces {
        id: format!("kry_{}_spaces", site.card.0),
        legend: labels.get(site.card, tr),
        kinds: Space::ALL[..6]
            .iter()
            .filter(|&&s| krystallium_cap > 0 && site.open(s) > 0)
            .map(|&space| {
                let name = format!("kry_{}_{}", site.card.0, space_key(space));
                let ticked = filled.count(&name);
                let shown = site.open(space).min(krystallium_cap);
                space_boxes(name, &tr.word(&space.word()), shown, ticked)
            })
            .collect(),
    };
    let token_cap = |c: Character| {
        let key = format!("{}_", class_of(c.space()));
        (p.characters[c.index()] as usize + incoming.any_token as usize)
            .max(filled.total(&key))
            .min(u8::MAX as usize) as u8
    };
    let tokens = |site: &Site| CardSpaces {
        id: format!("tokens_{}_spaces", site.card.0),
        legend: labels.get(site.card, tr),
        kinds: Character::ALL
            .iter()
            .filter(|&&c| token_cap(c) > 0 && site.open(c.space()) > 0)
            .map(|&c| {
                let name = format!("{}_{}", class_of(c.space()), site.card.0);
                let ticked = filled.count(&name);
                let shown = site.open(c.space()).min(token_cap(c));
                space_boxes(name, &tr.word(&c.word()), shown, ticked)
            })
            .collect(),
    };
    let drawn = |group: &CardSpaces| !group.kinds.is_empty();
    let krystallium_sites: Vec<CardSpaces> = p
        .construction
        .iter()
        .map(krystallium)
        .filter(drawn)
        .collect();
    let token_sites: Vec<CardSpaces> = p.construction.iter().map(tokens).filter(drawn).collect();
    // A planned card's groups sit in its row, where the card needs no naming.
    let if_slated = planned
        .iter()
        .flat_map(|&card| {
            let site = Site::new(card);
            [
                CardSpaces {
                    legend: tr.g("wonderful-page-krystallium-onto"),
                    ..krystallium(&site)
                },
                CardSpaces {
                    legend: tr.g("wonderful-page-tokens-onto"),
                    ..tokens(&site)
                },
            ]
            .into_iter()
            .filter(drawn)
            .map(move |group| (card, group))
        })
        .collect();
    let ticks = |groups: &[CardSpaces]| {
        groups
            .iter()
            .flat_map(|g| &g.kinds)
            .any(|k| k.boxes.iter().any(|b| b.checked))
    };
    AnyTime {
        scrap_open: filled.uses("scrap"),
        scrap,
        krystallium_open: ticks(&krystallium_sites),
        krystallium: krystallium_sites,
        tokens_open: ticks(&token_sites),
        tokens: token_sites,
        if_slated,
        held: vec![
            Badge::space(Space::Krystallium, p.krystallium, tr),
            Badge::character(Character::General, p.characters[0], tr),
            Badge::character(Character::Financier, p.characters[1], tr),
        ],
        planning: incoming.planning,
    }
}
