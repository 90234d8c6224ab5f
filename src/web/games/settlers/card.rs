//! A card as pages show it: at a glance (its name, cost, what it does and its points, in one or
//! two lines on a phone), and the whole card in words one tap away (deck, kind, colours, cost,
//! raze and deal fields, ability), marked when its ability is not verified.

use crate::games::settlers::cards::CardId;
use crate::games::settlers::describe;
use crate::games::settlers::prices::goods_price;
use crate::games::settlers::view::CardFace;

pub struct CardText {
    pub id: u8,
    pub name: &'static str,
    /// Its cost and its points: "1 wood + a Location · 2 VP".
    pub glance: String,
    /// What it does, in the card's own words (a production, a feature, an action).
    pub ability: String,
    /// The card in words, from `describe::card`.
    pub text: String,
    /// No source gives its ability: it plays with none (rules §10).
    pub unverified: bool,
}

impl CardText {
    pub fn of(face: &CardFace) -> CardText {
        let (card, design) = (face.id, face.id.design());
        CardText {
            id: card.0,
            name: face.name,
            glance: glance(card),
            ability: design.text.clone(),
            text: describe::card(card),
            unverified: face.unverified,
        }
    }

    pub fn all(faces: &[CardFace]) -> Vec<CardText> {
        faces.iter().map(CardText::of).collect()
    }
}

/// "1 wood, 1 stone + a Location · 2 VP": short, to fit beside the name on a phone.
fn glance(card: CardId) -> String {
    let mut price = goods_price(card).words().join(", ");
    if card.cost().location {
        price += if price.is_empty() {
            "a Location"
        } else {
            " + a Location"
        };
    }
    if price.is_empty() {
        price = "free".into();
    }
    format!("{price} · {} VP", card.design().vp)
}
