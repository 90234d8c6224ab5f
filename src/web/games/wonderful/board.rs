//! What a seat may know of the table, drawn from its `View` (never from the state, so a hidden
//! hand cannot reach a page): every Empire, construction area and Draft area, and its own hand.

use super::card::{Badge, CardText, class_of, fixed, points};
use super::labels::Labels;
use super::text::{Name, slot, with_html};
use crate::games::wonderful::cards::{CardId, Character, Kind, Resource, Space};
use crate::games::wonderful::state::{Phase, Player};
use crate::games::wonderful::view::{PlayerView, View};
use crate::games::{Phrase, Seat};
use crate::i18n::Tr;

/// One kind of space on a card under construction: "Energy 1/2".
pub struct SpaceFill {
    pub class: &'static str,
    pub name: String,
    pub filled: u8,
    pub total: u8,
}

pub struct SiteText {
    pub label: String,
    pub card: &'static CardText,
    pub spaces: Vec<SpaceFill>,
}

pub struct PlayerBoard {
    pub name: String,
    pub you: bool,
    /// "Empire, side A", the Empire by its published name.
    pub empire: String,
    /// What the Empire produces each step, Empire card and constructed cards together.
    pub production: Vec<Badge>,
    /// The Empire card's own victory points (side A).
    pub empire_points: Vec<Badge>,
    /// Krystallium, Generals, Financiers held.
    pub held: Vec<Badge>,
    pub empire_cubes: u8,
    /// The hand, to its owner only (and to everyone once the game is over).
    pub hand: Option<Vec<&'static CardText>>,
    pub hand_size: usize,
    pub drafted: Vec<&'static CardText>,
    pub construction: Vec<SiteText>,
    pub built: Vec<&'static CardText>,
    pub built_summary: String,
    /// During a production step: what this Empire produces now, and supremacy.
    pub this_step: Option<String>,
    /// Drawn closed, its summary the name and `glance`: a board below a seat page's decision.
    pub folded: bool,
    /// The board in one line, for its folded summary.
    pub glance: String,
}

/// The seat's own cards in the order forms and boards number their copies.
pub fn own_cards(p: &PlayerView) -> Vec<CardId> {
    p.construction
        .iter()
        .map(|s| s.card)
        .chain(p.drafted.iter().copied())
        .chain(p.hand.iter().flatten().copied())
        .collect()
}

/// The production of an Empire, computed by the rules' own code from the public cards.
pub fn production(p: &PlayerView, view: &View, tr: &Tr) -> Vec<Badge> {
    let mut player = Player::new(p.empire);
    player.built = p.built.clone();
    let amounts: [u8; 5] =
        Resource::ALL.map(|r| player.production(r, view.side).min(u8::MAX as u16) as u8);
    fixed(&amounts, tr)
}

fn built_summary(built: &[CardId], tr: &Tr) -> String {
    if built.is_empty() {
        return tr.g("wonderful-page-none-built");
    }
    let kinds: Vec<String> = Kind::ALL
        .iter()
        .filter_map(|&k| {
            let n = built.iter().filter(|c| c.design().kind == k).count();
            (n > 0).then(|| {
                tr.say(
                    &Phrase::new("wonderful-page-built-kind")
                        .with("count", n)
                        .with("kind", k.word()),
                )
            })
        })
        .collect();
    tr.g2(
        "wonderful-page-built",
        "count",
        built.len(),
        "kinds",
        kinds.join(&tr.g("list-comma")),
    )
}

/// What matters most of a board, in one line: "produces 3 Materials, 1 Energy · holds
/// 1 Krystallium · 2 built · 1 under construction · hand 5".
fn glance(p: &PlayerView, production: &[Badge], held: &[Badge], tr: &Tr) -> String {
    let list = |badges: &[Badge]| {
        badges
            .iter()
            .filter(|b| b.count > 0)
            .map(|b| b.to_string())
            .collect::<Vec<_>>()
            .join(&tr.g("list-comma"))
    };
    let mut parts = Vec::new();
    if !production.is_empty() {
        parts.push(tr.g1("wonderful-glance-produces", "badges", list(production)));
    }
    if held.iter().any(|b| b.count > 0) {
        parts.push(tr.g1("wonderful-glance-holds", "badges", list(held)));
    }
    parts.push(tr.g1("wonderful-glance-built", "count", p.built.len()));
    if !p.construction.is_empty() {
        parts.push(tr.g1(
            "wonderful-glance-construction",
            "count",
            p.construction.len(),
        ));
    }
    if !p.drafted.is_empty() {
        parts.push(tr.g1("wonderful-glance-drafted", "count", p.drafted.len()));
    }
    parts.push(tr.g1("wonderful-glance-hand", "count", p.hand_size));
    parts.join(" · ")
}

fn this_step(view: &View, seat: Seat, tr: &Tr) -> Option<String> {
    let Phase::Production {
        resource,
        produced,
        supremacy,
    } = &view.phase
    else {
        return None;
    };
    let id = if *supremacy == Some(seat) {
        "wonderful-page-this-step-supremacy"
    } else {
        "wonderful-page-this-step"
    };
    Some(
        tr.say(
            &Phrase::new(id)
                .with("count", produced[seat])
                .with("resource", resource.word()),
        ),
    )
}

/// The board of `seat`, named `name`, as `viewer` may see it, in the words of `tr`.
pub fn board(view: &View, seat: Seat, name: &str, viewer: Option<Seat>, tr: &Tr) -> PlayerBoard {
    let p = &view.players[seat];
    let labels = Labels::new(&own_cards(p), tr);
    let empire = p.empire.empire();
    let cards = |list: &[CardId]| {
        list.iter()
            .map(|&c| CardText::of(c, tr))
            .collect::<Vec<_>>()
    };
    let construction = p
        .construction
        .iter()
        .map(|site| SiteText {
            label: labels.get(site.card, tr),
            card: CardText::of(site.card, tr),
            spaces: Space::ALL
                .iter()
                .filter(|s| site.card.design().cost[s.index()] > 0)
                .map(|&s| SpaceFill {
                    class: class_of(s),
                    name: tr.word(&s.word()),
                    filled: site.filled[s.index()],
                    total: site.card.design().cost[s.index()],
                })
                .collect(),
        })
        .collect();
    let production = production(p, view, tr);
    let held = vec![
        Badge::space(Space::Krystallium, p.krystallium, tr),
        Badge::character(Character::General, p.characters[0], tr),
        Badge::character(Character::Financier, p.characters[1], tr),
    ];
    let side = match view.side {
        crate::games::wonderful::cards::Side::A => "A",
        crate::games::wonderful::cards::Side::B => "B",
    };
    let empire_name = Name::empire(p.empire, tr);
    let empire_text = tr.g2("wonderful-side", "empire", slot(0), "side", side);
    PlayerBoard {
        glance: glance(p, &production, &held, tr),
        name: name.to_owned(),
        you: viewer == Some(seat),
        empire: with_html(&empire_text, &[empire_name.html()]),
        production,
        empire_points: points(&empire.side(view.side).points, tr),
        held,
        empire_cubes: p.empire_cubes,
        hand: p.hand.as_deref().map(cards),
        hand_size: p.hand_size,
        drafted: cards(&p.drafted),
        construction,
        built: cards(&p.built),
        built_summary: built_summary(&p.built, tr),
        this_step: this_step(view, seat, tr),
        folded: false,
    }
}
