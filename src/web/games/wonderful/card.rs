//! The printed material in words: a card design (or an Empire card) as coloured badges for pages
//! and as one plain line for emails. Every badge says its resource in text, so nothing depends on
//! seeing the colour.

use crate::games::wonderful::cards::{CardId, Character, Kind, Points, Resource, Space, catalog};
use askama::Template;
use std::fmt;
use std::sync::LazyLock;

/// A count of something, drawn as a small coloured badge: "2 Energy", "1 VP per Vehicle".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Badge {
    /// CSS class suffix: materials, energy, science, gold, exploration, krystallium, general,
    /// financier, vp.
    pub class: &'static str,
    pub count: u16,
    pub name: &'static str,
    /// "per Vehicle", "per General"
    pub per: Option<&'static str>,
}

impl Badge {
    pub fn space(space: Space, count: u16) -> Badge {
        let (class, name) = match space {
            Space::General => ("general", plural("General", count)),
            Space::Financier => ("financier", plural("Financier", count)),
            other => (class_of(other), other.name()),
        };
        Badge {
            class,
            count,
            name,
            per: None,
        }
    }

    pub fn resource(resource: Resource, count: u16) -> Badge {
        Badge::space(resource.into(), count)
    }

    pub fn character(character: Character, count: u16) -> Badge {
        Badge::space(character.space(), count)
    }

    fn vp(count: u16, per: Option<&'static str>) -> Badge {
        Badge {
            class: "vp",
            count,
            name: "VP",
            per,
        }
    }
}

impl fmt::Display for Badge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.count, self.name)?;
        if let Some(per) = self.per {
            write!(f, " per {per}")?;
        }
        Ok(())
    }
}

fn plural(word: &'static str, count: u16) -> &'static str {
    match (word, count) {
        (_, 1) => word,
        ("General", _) => "Generals",
        ("Financier", _) => "Financiers",
        _ => word,
    }
}

/// The CSS class suffix of a kind of space.
pub fn class_of(space: Space) -> &'static str {
    [
        "materials",
        "energy",
        "science",
        "gold",
        "exploration",
        "krystallium",
        "general",
        "financier",
    ][space.index()]
}

/// A card design as the templates draw it: made once per card, with its HTML, since a card
/// never changes and a page shows many.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardText {
    pub id: u8,
    pub name: &'static str,
    pub kind: &'static str,
    /// CSS class suffix of the type: structure, vehicle, research, project, discovery.
    pub kind_class: &'static str,
    pub cost: Vec<Badge>,
    pub produces: Vec<Badge>,
    pub points: Vec<Badge>,
    pub bonus: Vec<Badge>,
    pub recycle: Badge,
    /// The card drawn by `card_text.html`: what `card.html` writes where a page shows it.
    pub html: String,
}

/// Draws one card's text.
#[derive(Template)]
#[template(path = "games/wonderful/card_text.html")]
struct CardHtml<'a> {
    card: &'a CardText,
}

/// Every card's text, by id.
static CARDS: LazyLock<Vec<CardText>> =
    LazyLock::new(|| catalog().cards().map(CardText::make).collect());

impl CardText {
    /// The text of `card`, one of the 150.
    pub fn of(card: CardId) -> &'static CardText {
        &CARDS[card.0 as usize]
    }

    fn make(card: CardId) -> CardText {
        let d = card.design();
        let cost = Space::ALL
            .iter()
            .filter(|s| d.cost[s.index()] > 0)
            .map(|&s| Badge::space(s, d.cost[s.index()] as u16))
            .collect();
        let mut produces: Vec<Badge> = fixed(&d.produces);
        if let Some(per) = d.produces_per {
            produces.push(Badge {
                per: Some(per.per.name()),
                ..Badge::resource(per.resource, per.amount as u16)
            });
        }
        let mut bonus = Vec::new();
        if d.bonus_krystallium > 0 {
            bonus.push(Badge::space(Space::Krystallium, d.bonus_krystallium as u16));
        }
        for c in Character::ALL {
            let n = d.bonus_characters[c.index()];
            if n > 0 {
                bonus.push(Badge::character(c, n as u16));
            }
        }
        let mut text = CardText {
            id: card.0,
            name: &d.name,
            kind: d.kind.name(),
            kind_class: kind_class(d.kind),
            cost,
            produces,
            points: points(&d.points),
            bonus,
            recycle: Badge::resource(d.recycle, 1),
            html: String::new(),
        };
        text.html = CardHtml { card: &text }
            .render()
            .expect("a card's text draws: the template has no fallible part");
        text
    }
}

fn kind_class(kind: Kind) -> &'static str {
    ["structure", "vehicle", "research", "project", "discovery"][kind.index()]
}

/// Badges for a fixed production, in production order, leaving out zeros.
pub fn fixed(produces: &[u8; 5]) -> Vec<Badge> {
    Resource::ALL
        .iter()
        .filter(|r| produces[r.index()] > 0)
        .map(|&r| Badge::resource(r, produces[r.index()] as u16))
        .collect()
}

/// Victory points as badges: flat, per constructed card of a type, per Character token.
pub fn points(p: &Points) -> Vec<Badge> {
    let mut out = Vec::new();
    if p.flat > 0 {
        out.push(Badge::vp(p.flat as u16, None));
    }
    for k in Kind::ALL {
        if p.per_kind[k.index()] > 0 {
            out.push(Badge::vp(p.per_kind[k.index()] as u16, Some(k.name())));
        }
    }
    for c in Character::ALL {
        if p.per_character[c.index()] > 0 {
            out.push(Badge::vp(p.per_character[c.index()] as u16, Some(c.name())));
        }
    }
    out
}

fn joined(badges: &[Badge]) -> String {
    badges
        .iter()
        .map(|b| b.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// One plain-text line for emails:
/// "Zeppelin — Vehicle · cost 2 Energy · produces 1 Exploration · recycle: Exploration".
pub fn card_line(card: CardId) -> String {
    let t = CardText::of(card);
    let mut parts = vec![format!("{} — {}", t.name, t.kind)];
    parts.push(format!("cost {}", joined(&t.cost)));
    if !t.produces.is_empty() {
        parts.push(format!("produces {}", joined(&t.produces)));
    }
    if !t.points.is_empty() {
        parts.push(joined(&t.points));
    }
    if !t.bonus.is_empty() {
        parts.push(format!("bonus {}", joined(&t.bonus)));
    }
    parts.push(format!("recycle: {}", t.recycle.name));
    parts.join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first(id: &str) -> CardId {
        catalog().first_card_of(id).unwrap()
    }

    #[test]
    fn zeppelin_in_one_line() {
        assert_eq!(
            card_line(first("zeppelin")),
            "Zeppelin — Vehicle · cost 2 Energy · produces 1 Exploration · recycle: Exploration"
        );
    }

    #[test]
    fn financial_center_has_its_bonus() {
        assert_eq!(
            card_line(first("financial_center")),
            "Financial Center — Structure · cost 4 Materials, 1 Energy · produces 2 Gold \
             · bonus 1 Financier · recycle: Gold"
        );
    }

    #[test]
    fn every_card_is_drawn_once_with_its_name_and_cost() {
        for card in catalog().cards() {
            let text = CardText::of(card);
            assert_eq!(text.id, card.0);
            let name = askama::filters::escape(card.name(), askama::filters::Html)
                .unwrap()
                .to_string();
            assert!(text.html.contains(&name), "{}", text.html);
            assert!(text.html.contains(">Cost<"), "{}", text.html);
        }
    }

    #[test]
    fn every_card_has_a_line_naming_it() {
        for card in catalog().cards() {
            let line = card_line(card);
            assert!(line.starts_with(card.name()), "{line}");
            assert!(line.contains("cost "), "{line}");
        }
    }

    #[test]
    fn per_type_production_and_points_say_per_what() {
        let per = catalog()
            .cards()
            .find(|c| c.design().produces_per.is_some())
            .unwrap();
        assert!(card_line(per).contains(" per "), "{}", card_line(per));
        let vp = catalog()
            .cards()
            .find(|c| c.design().points.per_character.iter().any(|&n| n > 0))
            .unwrap();
        let line = card_line(vp);
        assert!(
            line.contains("VP per General") || line.contains("VP per Financier"),
            "{line}"
        );
    }
}
