//! What a viewer may know of one player's table, drawn from the viewer's `View` (never from the
//! state, so a hidden hand cannot reach a page): the Empire by row, the supply, Deals and
//! Foundations, and the hand and the cards looked at to their owner only.

use super::card::{CardText, Name};
use crate::games::Seat;
use crate::games::settlers::cards::Kind;
use crate::games::settlers::view::{LocationView, PlayerView, View};
use crate::games::settlers::words;
use crate::i18n::Tr;

/// A built Location: the card, and what sits on it.
pub struct LocationText {
    pub card: CardText,
    /// "defended · Samurai · used 1 of 2 · 1 wood placed"; empty when nothing.
    pub state: String,
}

/// One row of the Empire: "Production", "Feature", "Action", or "No kind" for ruins.
pub struct EmpireRow {
    pub label: String,
    pub locations: Vec<LocationText>,
}

pub struct PlayerBoard {
    pub name: String,
    pub you: bool,
    pub faction: Name,
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
    /// "hand 5 cards · Faction deck 12 · 1 Foundation".
    pub card_counts: String,
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

    /// Whether the board shows a card, with its ability.
    pub fn has_cards(&self) -> bool {
        let some = |cards: &Option<Vec<CardText>>| cards.as_ref().is_some_and(|c| !c.is_empty());
        self.has_locations()
            || !self.deals.is_empty()
            || some(&self.hand)
            || some(&self.foundations)
            || some(&self.draft)
            || some(&self.looks)
    }
}

fn location_text(l: &LocationView, tr: &Tr) -> LocationText {
    let mut parts = Vec::new();
    if l.defense {
        parts.push(tr.g("settlers-page-defended"));
    }
    if l.samurai {
        parts.push(tr.g("settlers-page-samurai"));
    }
    if l.uses_per_round > 0 {
        parts.push(tr.g2(
            "settlers-page-used",
            "uses",
            l.uses,
            "per",
            l.uses_per_round,
        ));
    }
    let placed = l.placed.amounts();
    if !placed.is_empty() {
        parts.push(tr.say(
            &crate::games::Phrase::new("settlers-page-placed").with("goods", words::series(placed)),
        ));
    }
    LocationText {
        card: CardText::of(&l.card, tr),
        state: parts.join(" · "),
    }
}

fn rows(p: &PlayerView, tr: &Tr) -> Vec<EmpireRow> {
    [
        (Kind::Production, "settlers-page-row-production"),
        (Kind::Feature, "settlers-page-row-feature"),
        (Kind::Action, "settlers-page-row-action"),
        (Kind::Plain, "settlers-page-row-plain"),
    ]
    .into_iter()
    .filter_map(|(kind, label)| {
        let locations: Vec<LocationText> = p
            .locations
            .iter()
            .filter(|l| l.card.id.design().kind == kind)
            .map(|l| location_text(l, tr))
            .collect();
        // Ruins are rare: their row shows only when there are some.
        let shown = kind != Kind::Plain || !locations.is_empty();
        shown.then(|| EmpireRow {
            label: tr.g(label),
            locations,
        })
    })
    .collect()
}

/// The board of `seat` as `view` shows it; `viewer` is the seat reading the page, if any.
pub fn board(view: &View, seat: Seat, name: &str, viewer: Option<Seat>, tr: &Tr) -> PlayerBoard {
    let p = &view.players[seat];
    let cards = |faces: &[_]| CardText::all(faces, tr);
    PlayerBoard {
        name: name.to_string(),
        you: viewer == Some(seat),
        faction: Name::faction(p.faction, tr),
        first: view.first == seat,
        passed: p.passed,
        score: p.score,
        vp: p.vp,
        supply: tr.word(&words::paid(&p.supply)),
        hand: p.hand.as_deref().map(cards),
        hand_folded: false,
        hand_size: p.hand_size,
        deck_size: p.deck_size,
        card_counts: tr.g3(
            "settlers-page-card-counts",
            ("hand", p.hand_size),
            ("deck", p.deck_size),
            ("foundations", p.foundation_count),
        ),
        rows: rows(p, tr),
        deals: cards(&p.deals),
        foundations: p.foundations.as_deref().map(cards),
        foundation_count: p.foundation_count,
        draft: p.draft.as_deref().map(cards),
        draft_size: p.draft_size,
        looks: p
            .looks
            .as_ref()
            .map(|groups| groups.iter().flat_map(|g| cards(g)).collect()),
        looking: p.looking,
    }
}
