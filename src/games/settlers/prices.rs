//! What things cost in goods, which the actions charge and the legal moves check.

use crate::settlers::cards::CardId;
use crate::settlers::goods::Supply;

/// The price in goods of building a card.
pub fn goods_price(card: CardId) -> Supply {
    let cost = card.cost();
    Supply {
        wood: cost.wood as u16,
        stone: cost.stone as u16,
        food: cost.food as u16,
        ..Supply::default()
    }
}

/// What `uses` uses of an Action Location cost in goods.
pub fn spend_price(card: CardId, uses: u8) -> Supply {
    let mut price = Supply::default();
    if let Some(action) = card.action() {
        for &(good, n) in &action.spend {
            price.add(good, n as u16 * uses as u16);
        }
    }
    price
}

/// What a Deal costs.
pub const DEAL: Supply = Supply {
    wood: 0,
    stone: 0,
    food: 1,
    gold: 0,
    workers: 0,
    raze: 0,
    defense: 0,
};
