//! The printed material in words: a card design (or an Empire card) as coloured badges for pages
//! and as one plain line for emails, in the reader's language. Every badge says its resource in
//! text, so nothing depends on seeing the colour.

use super::text::Name;
use crate::games::wonderful::cards::{CardId, Character, Kind, Points, Resource, Space, catalog};
use crate::i18n::{Lang, Tr};
use askama::Template;
use std::fmt;
use std::sync::{LazyLock, OnceLock};

/// A count of something, drawn as a small coloured badge: "2 Energy", "1 VP per Vehicle".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Badge {
    /// CSS class suffix: materials, energy, science, gold, exploration, krystallium, general,
    /// financier, vp.
    pub class: &'static str,
    pub count: u16,
    /// The badge in the reader's words.
    text: String,
}

/// What a victory point or a production counts per: a card type or a Character token, as the
/// messages choose their words by it.
fn per_key(per: Per) -> &'static str {
    match per {
        Per::Kind(kind) => kind_class(kind),
        Per::Character(c) => class_of(c.space()),
    }
}

/// A card type or a Character token, counted by a "per" badge.
#[derive(Debug, Clone, Copy)]
pub enum Per {
    Kind(Kind),
    Character(Character),
}

impl Badge {
    pub fn space(space: Space, count: u16, tr: &Tr) -> Badge {
        let text = match space {
            Space::General => tr.g1("wonderful-badge-general", "count", count),
            Space::Financier => tr.g1("wonderful-badge-financier", "count", count),
            other => tr.say(
                &crate::games::Phrase::new("wonderful-badge")
                    .with("count", count)
                    .with("what", other.word()),
            ),
        };
        Badge {
            class: class_of(space),
            count,
            text,
        }
    }

    pub fn resource(resource: Resource, count: u16, tr: &Tr) -> Badge {
        Badge::space(resource.into(), count, tr)
    }

    pub fn character(character: Character, count: u16, tr: &Tr) -> Badge {
        Badge::space(character.space(), count, tr)
    }

    fn vp(count: u16, tr: &Tr) -> Badge {
        Badge {
            class: "vp",
            count,
            text: tr.g1("wonderful-badge-vp", "count", count),
        }
    }

    /// This badge counted per card of a type or per token: "1 VP per Vehicle".
    fn per(self, per: Per, tr: &Tr) -> Badge {
        Badge {
            text: tr.g2(
                "wonderful-badge-per",
                "badge",
                &self.text,
                "per",
                per_key(per),
            ),
            ..self
        }
    }
}

impl fmt::Display for Badge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
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

/// A card design as the templates draw it: made once per card and language, with its HTML,
/// since a card never changes and a page shows many.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardText {
    pub id: u8,
    /// Its published name in the reader's language, or the English one, marked.
    pub name: Name,
    /// Its type in the reader's words.
    pub kind: String,
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
    pub tr: &'a Tr,
    card: &'a CardText,
}

/// Every card's text, by id, in each language (in the order of `Lang::all`), each made on first
/// use.
static CARDS: LazyLock<Vec<OnceLock<Vec<CardText>>>> =
    LazyLock::new(|| Lang::all().map(|_| OnceLock::new()).collect());

impl CardText {
    /// The text of `card`, one of the 150, in the words of `tr`.
    pub fn of(card: CardId, tr: &Tr) -> &'static CardText {
        let index = Lang::all().position(|l| l == tr.lang).unwrap_or_default();
        let cards = CARDS[index].get_or_init(|| {
            let tr = Tr::new(tr.lang);
            catalog().cards().map(|c| CardText::make(c, &tr)).collect()
        });
        &cards[card.0 as usize]
    }

    fn make(card: CardId, tr: &Tr) -> CardText {
        let d = card.design();
        let cost = Space::ALL
            .iter()
            .filter(|s| d.cost[s.index()] > 0)
            .map(|&s| Badge::space(s, d.cost[s.index()] as u16, tr))
            .collect();
        let mut produces: Vec<Badge> = fixed(&d.produces, tr);
        if let Some(per) = d.produces_per {
            produces.push(
                Badge::resource(per.resource, per.amount as u16, tr).per(Per::Kind(per.per), tr),
            );
        }
        let mut bonus = Vec::new();
        if d.bonus_krystallium > 0 {
            bonus.push(Badge::space(
                Space::Krystallium,
                d.bonus_krystallium as u16,
                tr,
            ));
        }
        for c in Character::ALL {
            let n = d.bonus_characters[c.index()];
            if n > 0 {
                bonus.push(Badge::character(c, n as u16, tr));
            }
        }
        let mut text = CardText {
            id: card.0,
            name: Name::card(card, tr),
            kind: tr.word(&d.kind.word()),
            kind_class: kind_class(d.kind),
            cost,
            produces,
            points: points(&d.points, tr),
            bonus,
            recycle: Badge::resource(d.recycle, 1, tr),
            html: String::new(),
        };
        text.html = CardHtml { tr, card: &text }
            .render()
            .expect("a card's text draws: the template has no fallible part");
        text
    }
}

fn kind_class(kind: Kind) -> &'static str {
    ["structure", "vehicle", "research", "project", "discovery"][kind.index()]
}

/// Badges for a fixed production, in production order, leaving out zeros.
pub fn fixed(produces: &[u8; 5], tr: &Tr) -> Vec<Badge> {
    Resource::ALL
        .iter()
        .filter(|r| produces[r.index()] > 0)
        .map(|&r| Badge::resource(r, produces[r.index()] as u16, tr))
        .collect()
}

/// Victory points as badges: flat, per constructed card of a type, per Character token.
pub fn points(p: &Points, tr: &Tr) -> Vec<Badge> {
    let mut out = Vec::new();
    if p.flat > 0 {
        out.push(Badge::vp(p.flat as u16, tr));
    }
    for k in Kind::ALL {
        if p.per_kind[k.index()] > 0 {
            out.push(Badge::vp(p.per_kind[k.index()] as u16, tr).per(Per::Kind(k), tr));
        }
    }
    for c in Character::ALL {
        if p.per_character[c.index()] > 0 {
            out.push(Badge::vp(p.per_character[c.index()] as u16, tr).per(Per::Character(c), tr));
        }
    }
    out
}

/// Badges as a list in words.
pub fn joined(badges: &[Badge], tr: &Tr) -> String {
    badges
        .iter()
        .map(|b| b.to_string())
        .collect::<Vec<_>>()
        .join(&tr.g("list-comma"))
}

/// One plain-text line for emails:
/// "Zeppelin — Vehicle · cost 2 Energy · produces 1 Exploration · recycle: Exploration".
pub fn card_line(card: CardId, tr: &Tr) -> String {
    let t = CardText::of(card, tr);
    let mut parts = vec![tr.g2("wonderful-line-card", "card", &t.name.text, "kind", &t.kind)];
    parts.push(tr.g1("wonderful-line-cost", "badges", joined(&t.cost, tr)));
    if !t.produces.is_empty() {
        parts.push(tr.g1("wonderful-line-produces", "badges", joined(&t.produces, tr)));
    }
    if !t.points.is_empty() {
        parts.push(joined(&t.points, tr));
    }
    if !t.bonus.is_empty() {
        parts.push(tr.g1("wonderful-line-bonus", "badges", joined(&t.bonus, tr)));
    }
    parts.push(
        tr.say(
            &crate::games::Phrase::new("wonderful-line-recycle")
                .with("resource", card.design().recycle.word()),
        ),
    );
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
            card_line(first("zeppelin"), &Tr::default()),
            "Zeppelin — Vehicle · cost 2 Energy · produces 1 Exploration · recycle: Exploration"
        );
    }

    #[test]
    fn financial_center_has_its_bonus() {
        assert_eq!(
            card_line(first("financial_center"), &Tr::default()),
            "Financial Center — Structure · cost 4 Materials, 1 Energy · produces 2 Gold \
             · bonus 1 Financier · recycle: Gold"
        );
    }

    #[test]
    fn every_card_is_drawn_once_with_its_name_and_cost() {
        for card in catalog().cards() {
            let text = CardText::of(card, &Tr::default());
            assert_eq!(text.id, card.0);
            let name = askama::filters::escape(card.name(), askama::filters::Html)
                .unwrap()
                .to_string();
            assert!(text.html.contains(&name), "{}", text.html);
            assert!(text.html.contains(">Cost<"), "{}", text.html);
        }
    }

    #[test]
    fn a_card_reads_in_the_readers_language_its_english_name_marked() {
        let card = first("financial_center");
        let es = Tr::new(Lang::Es);
        assert_eq!(
            card_line(card, &es),
            "Centro Financiero — Estructura · coste: 4 de Materiales, 1 de Energía · \
             produce: 2 de Oro · bonificación: 1 Financiero · reciclaje: Oro"
        );
        let cs = CardText::of(card, &Tr::new(Lang::Cs));
        assert!(
            cs.html
                .contains("<span class=\"card-name\" lang=\"en\">Financial Center</span>")
        );
        assert!(cs.html.contains(">Cena<"), "{}", cs.html);
        let ja = CardText::of(first("zeppelin"), &Tr::new(Lang::Ja));
        assert!(ja.html.contains(">コスト<"), "{}", ja.html);
        assert!(!CardText::of(card, &es).html.contains("lang="));
    }

    #[test]
    fn every_card_has_a_line_naming_it() {
        for card in catalog().cards() {
            let line = card_line(card, &Tr::default());
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
        let line = card_line(per, &Tr::default());
        assert!(line.contains(" per "), "{line}");
        let vp = catalog()
            .cards()
            .find(|c| c.design().points.per_character.iter().any(|&n| n > 0))
            .unwrap();
        let line = card_line(vp, &Tr::default());
        assert!(
            line.contains("VP per General") || line.contains("VP per Financier"),
            "{line}"
        );
    }
}
