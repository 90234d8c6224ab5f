//! Planning: every drafted card is slated for construction or recycled for its cube.

use super::cards::CardId;
use super::decision::{Actions, Event, Recycle};
use super::draft;
use super::placement::Apply;
use super::state::Site;
use crate::{Phrase, RuleError};

/// Where the cards to plan lie: the Draft area, or (solo) the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pile {
    DraftArea,
    Hand,
}

impl Pile {
    /// A card that is not there.
    fn lacks(self, card: CardId) -> RuleError {
        match self {
            Pile::DraftArea => RuleError::new(
                Phrase::new("wonderful-refused-not-in-draft-area").with("card", card.word()),
            ),
            Pile::Hand => draft::not_in_hand(card),
        }
    }
}

/// Applies a plan in the ruled order: discards of cards under construction, slating,
/// recycled cubes onto cards, the rest onto the Empire, then Krystallium and tokens.
pub fn apply(
    a: &mut Apply,
    pile: Pile,
    slate: &[CardId],
    recycle: &[Recycle],
    actions: &Actions,
) -> Result<(), RuleError> {
    let cards = match pile {
        Pile::DraftArea => &mut a.player.drafted,
        Pile::Hand => &mut a.player.hand,
    };
    let mut listed: Vec<CardId> = slate
        .iter()
        .copied()
        .chain(recycle.iter().map(|r| r.card))
        .collect();
    if let Some(card) = listed.iter().find(|c| !cards.contains(c)) {
        return Err(pile.lacks(*card));
    }
    listed.sort_unstable();
    if let Some(pair) = listed.windows(2).find(|w| w[0] == w[1]) {
        return Err(RuleError::new(
            Phrase::new("wonderful-refused-listed-twice").with("card", pair[0].word()),
        ));
    }
    if let Some(card) = cards.iter().find(|c| listed.binary_search(c).is_err()) {
        return Err(RuleError::new(
            Phrase::new("wonderful-refused-slate-or-recycle").with("card", card.word()),
        ));
    }
    cards.clear();
    a.events.push(Event::Planned {
        seat: a.seat,
        slated: slate.to_vec(),
        recycled: recycle.iter().map(|r| r.card).collect(),
    });

    a.actions_before(actions)?;
    for &card in slate {
        a.player.construction.push(Site::new(card));
    }
    for r in recycle {
        a.discard.push(r.card);
        if let Some(onto) = r.onto {
            a.cube_onto(onto, r.card.design().recycle)?;
        }
    }
    let to_empire = recycle.iter().filter(|r| r.onto.is_none()).count();
    a.cubes_to_empire(to_empire as u16);
    a.actions_after(actions)
}
