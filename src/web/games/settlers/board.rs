//! What a viewer may know of one player's table, drawn from the viewer's `View` (never from the
//! state, so a hidden hand cannot reach a page): the Empire by row, the supply, Deals and
//! Foundations, and the hand and the cards looked at to their owner only.

use super::card::CardText;
use crate::games::Seat;
use crate::games::settlers::cards::Kind;
use crate::games::settlers::view::{LocationView, PlayerView, View};

/// A built Location: the card, and what sits on it.
pub struct LocationText {
    pub card: CardText,
    /// "defended · Samurai · used 1 of 2 · 1 wood placed"; empty when nothing.
    pub state: String,
}

/// One row of the Empire: "Production", "Feature", "Action", or "No kind" for ruins.
pub struct EmpireRow {
    pub label: &'static str,
    pub locations: Vec<LocationText>,
}

pub struct PlayerBoard {
    pub name: String,
    pub you: bool,
    pub faction: &'static str,
    pub first: bool,
    pub passed: bool,
    /// The score if the game ended now, and the track's share of it.
    pub score: u32,
    pub vp: u16,
    /// "2 workers, 1 wood", or "nothing".
    pub supply: String,
    pub hand: Option<Vec<CardText>>,
    /// The hand folded under one line: on a turn, the form already shows each card the player
    /// can act on.
    pub hand_folded: bool,
    pub hand_size: usize,
    pub deck_size: usize,
    pub rows: Vec<EmpireRow>,
    pub deals: Vec<CardText>,
    pub foundations: Option<Vec<CardText>>,
    pub foundation_count: usize,
    /// Alternate Lookout: the cards held to keep one, when the viewer may see them.
    pub draft: Option<Vec<CardText>>,
    pub draft_size: usize,
    /// Faction cards looked at and waiting for the keep, to their owner.
    pub looks: Option<Vec<CardText>>,
    pub looking: usize,
}

impl PlayerBoard {
    /// The Empire has a Location in some row: the rows without one are left out.
    pub fn has_locations(&self) -> bool {
        self.rows.iter().any(|r| !r.locations.is_empty())
    }
}

fn location_text(l: &LocationView) -> LocationText {
    let mut parts = Vec::new();
    if l.defense {
        parts.push("defended".to_string());
    }
    if l.samurai {
        parts.push("Samurai".to_string());
    }
    if l.uses_per_round > 0 {
        parts.push(format!("used {} of {}", l.uses, l.uses_per_round));
    }
    let placed = l.placed.words();
    if !placed.is_empty() {
        parts.push(format!("{} placed", placed.join(", ")));
    }
    LocationText {
        card: CardText::of(&l.card),
        state: parts.join(" · "),
    }
}

fn rows(p: &PlayerView) -> Vec<EmpireRow> {
    [
        (Kind::Production, "Production"),
        (Kind::Feature, "Feature"),
        (Kind::Action, "Action"),
        (Kind::Plain, "No kind"),
    ]
    .into_iter()
    .filter_map(|(kind, label)| {
        let locations: Vec<LocationText> = p
            .locations
            .iter()
            .filter(|l| l.card.id.design().kind == kind)
            .map(location_text)
            .collect();
        // Ruins are rare: their row shows only when there are some.
        let shown = kind != Kind::Plain || !locations.is_empty();
        shown.then_some(EmpireRow { label, locations })
    })
    .collect()
}

/// The board of `seat` as `view` shows it; `viewer` is the seat reading the page, if any.
pub fn board(view: &View, seat: Seat, name: &str, viewer: Option<Seat>) -> PlayerBoard {
    let p = &view.players[seat];
    let supply = p.supply.words();
    PlayerBoard {
        name: name.to_string(),
        you: viewer == Some(seat),
        faction: p.faction.name(),
        first: view.first == seat,
        passed: p.passed,
        score: p.score,
        vp: p.vp,
        supply: if supply.is_empty() {
            "nothing".into()
        } else {
            supply.join(", ")
        },
        hand: p.hand.as_deref().map(CardText::all),
        hand_folded: false,
        hand_size: p.hand_size,
        deck_size: p.deck_size,
        rows: rows(p),
        deals: CardText::all(&p.deals),
        foundations: p.foundations.as_deref().map(CardText::all),
        foundation_count: p.foundation_count,
        draft: p.draft.as_deref().map(CardText::all),
        draft_size: p.draft_size,
        looks: p
            .looks
            .as_ref()
            .map(|groups| groups.iter().flat_map(|g| CardText::all(g)).collect()),
        looking: p.looking,
    }
}
