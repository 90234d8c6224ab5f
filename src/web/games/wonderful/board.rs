//! What a seat may know of the table, drawn from its `View` (never from the state, so a hidden
//! hand cannot reach a page): every Empire, construction area and Draft area, and its own hand.

use super::card::{Badge, CardText, class_of, fixed, points};
use super::labels::Labels;
use crate::games::Seat;
use crate::games::wonderful::cards::{CardId, Character, Kind, Resource, Space};
use crate::games::wonderful::state::{Phase, Player};
use crate::games::wonderful::view::{PlayerView, View};

/// One kind of space on a card under construction: "Energy 1/2".
pub struct SpaceFill {
    pub class: &'static str,
    pub name: &'static str,
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
    pub empire: &'static str,
    pub side: &'static str,
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
pub fn production(p: &PlayerView, view: &View) -> Vec<Badge> {
    let mut player = Player::new(p.empire);
    player.built = p.built.clone();
    let amounts: [u8; 5] =
        Resource::ALL.map(|r| player.production(r, view.side).min(u8::MAX as u16) as u8);
    fixed(&amounts)
}

fn built_summary(built: &[CardId]) -> String {
    if built.is_empty() {
        return "none yet".into();
    }
    let kinds: Vec<String> = Kind::ALL
        .iter()
        .filter_map(|&k| {
            let n = built.iter().filter(|c| c.design().kind == k).count();
            (n > 0).then(|| format!("{n} {}", k.name()))
        })
        .collect();
    format!("{} ({})", built.len(), kinds.join(", "))
}

/// What matters most of a board, in one line: "produces 3 Materials, 1 Energy · holds
/// 1 Krystallium · 2 built · 1 under construction · hand 5".
fn glance(p: &PlayerView, production: &[Badge], held: &[Badge]) -> String {
    let list = |badges: &[Badge]| {
        badges
            .iter()
            .filter(|b| b.count > 0)
            .map(|b| b.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut parts = Vec::new();
    if !production.is_empty() {
        parts.push(format!("produces {}", list(production)));
    }
    if held.iter().any(|b| b.count > 0) {
        parts.push(format!("holds {}", list(held)));
    }
    parts.push(format!("{} built", p.built.len()));
    if !p.construction.is_empty() {
        parts.push(format!("{} under construction", p.construction.len()));
    }
    if !p.drafted.is_empty() {
        parts.push(format!("{} drafted", p.drafted.len()));
    }
    parts.push(format!("hand {}", p.hand_size));
    parts.join(" · ")
}

fn this_step(view: &View, seat: Seat) -> Option<String> {
    let Phase::Production {
        resource,
        produced,
        supremacy,
    } = &view.phase
    else {
        return None;
    };
    let mut text = format!("This step: {} {resource} produced", produced[seat]);
    if *supremacy == Some(seat) {
        text.push_str(", supremacy won");
    }
    Some(text)
}

pub fn board(view: &View, seat: Seat, name: &str, viewer: Option<Seat>) -> PlayerBoard {
    let p = &view.players[seat];
    let labels = Labels::new(&own_cards(p));
    let empire = p.empire.empire();
    let cards = |list: &[CardId]| list.iter().map(|&c| CardText::of(c)).collect::<Vec<_>>();
    let construction = p
        .construction
        .iter()
        .map(|site| SiteText {
            label: labels.get(site.card),
            card: CardText::of(site.card),
            spaces: Space::ALL
                .iter()
                .filter(|s| site.card.design().cost[s.index()] > 0)
                .map(|&s| SpaceFill {
                    class: class_of(s),
                    name: s.name(),
                    filled: site.filled[s.index()],
                    total: site.card.design().cost[s.index()],
                })
                .collect(),
        })
        .collect();
    let production = production(p, view);
    let held = vec![
        Badge::space(Space::Krystallium, p.krystallium),
        Badge::character(Character::General, p.characters[0]),
        Badge::character(Character::Financier, p.characters[1]),
    ];
    PlayerBoard {
        glance: glance(p, &production, &held),
        name: name.to_owned(),
        you: viewer == Some(seat),
        empire: &empire.name,
        side: match view.side {
            crate::games::wonderful::cards::Side::A => "A",
            crate::games::wonderful::cards::Side::B => "B",
        },
        production,
        empire_points: points(&empire.side(view.side).points),
        held,
        empire_cubes: p.empire_cubes,
        hand: p.hand.as_deref().map(cards),
        hand_size: p.hand_size,
        drafted: cards(&p.drafted),
        construction,
        built: cards(&p.built),
        built_summary: built_summary(&p.built),
        this_step: this_step(view, seat),
        folded: false,
    }
}
