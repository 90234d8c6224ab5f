//! A card as pages show it: its name, marked when its ability is not verified, and the whole
//! card in words (deck, kind, colours, cost, raze and deal fields, ability).

use crate::games::settlers::describe;
use crate::games::settlers::view::CardFace;

pub struct CardText {
    pub id: u8,
    pub name: &'static str,
    /// The card in words, from `describe::card`.
    pub text: String,
    /// No source gives its ability: it plays with none (rules §10).
    pub unverified: bool,
}

impl CardText {
    pub fn of(face: &CardFace) -> CardText {
        CardText {
            id: face.id.0,
            name: face.name,
            text: describe::card(face.id),
            unverified: face.unverified,
        }
    }

    pub fn all(faces: &[CardFace]) -> Vec<CardText> {
        faces.iter().map(CardText::of).collect()
    }
}
