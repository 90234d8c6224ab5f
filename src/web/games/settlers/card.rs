//! A card as pages show it: at a glance (its name, cost, what it does and its points, in one or
//! two lines on a phone), and the whole card in words one tap away (deck, kind, colours, cost,
//! raze and deal fields, ability), marked when its ability is not verified. Its name is its
//! published one in the reader's language, or the English one for want of it (marked as English);
//! its ability stays as the data gives it, in English.

use crate::games::settlers::cards::{CardId, Faction, Good};
use crate::games::settlers::describe;
use crate::games::settlers::prices::goods_price;
use crate::games::settlers::view::CardFace;
use crate::games::settlers::{Settlers, words};
use crate::games::{Game, Phrase, Word};
use crate::i18n::{Lang, Tr};

/// A name of the game's (a card's, a faction's) as the reader reads it.
pub struct Name {
    pub text: String,
    /// The English name, shown for want of one in the reader's language: marked `lang="en"`.
    pub english: bool,
}

impl Name {
    /// Words of the reader's language, not a name of the game's.
    pub fn plain(text: String) -> Name {
        Name {
            text,
            english: false,
        }
    }

    /// `word`, the name of `id` in `names.json`.
    fn of(word: Word, id: &str, tr: &Tr) -> Name {
        let english = tr.lang != Lang::En
            && Settlers::names()
                .shown(id, tr.lang.code())
                .is_some_and(|shown| shown.english_for_want);
        Name {
            text: tr.word(&word),
            english,
        }
    }

    pub fn card(card: CardId, tr: &Tr) -> Name {
        let id = if card.exists() {
            card.design().id.as_str()
        } else {
            ""
        };
        Name::of(card.word(), id, tr)
    }

    pub fn faction(faction: Faction, tr: &Tr) -> Name {
        Name::of(faction.word(), &faction.name().to_lowercase(), tr)
    }
}

pub struct CardText {
    pub id: u8,
    pub name: Name,
    /// Its cost and its points: "1 wood + a Location · 2 VP".
    pub glance: String,
    /// What it does, in the card's own words (a production, a feature, an action): English.
    pub ability: String,
    /// The reader reads another language: the ability is marked `lang="en"`.
    pub ability_english: bool,
    /// The card in words, from `describe::card_phrase`.
    pub text: String,
    /// No source gives its ability: it plays with none (rules §10).
    pub unverified: bool,
}

impl CardText {
    pub fn of(face: &CardFace, tr: &Tr) -> CardText {
        let (card, design) = (face.id, face.id.design());
        CardText {
            id: card.0,
            name: Name::card(card, tr),
            glance: tr.say(&glance(card)),
            ability: design.text.clone(),
            ability_english: tr.lang != Lang::En,
            text: tr.say(&describe::card_phrase(card)),
            unverified: face.unverified,
        }
    }

    pub fn all(faces: &[CardFace], tr: &Tr) -> Vec<CardText> {
        faces.iter().map(|f| CardText::of(f, tr)).collect()
    }
}

/// "1 wood, 1 stone + a Location · 2 VP": short, to fit beside the name on a phone.
fn glance(card: CardId) -> Phrase {
    let goods = goods_price(card).amounts();
    let price: Word = match (goods.is_empty(), card.cost().location) {
        (true, true) => Phrase::new("settlers-glance-part").into(),
        (true, false) => Phrase::new("settlers-glance-free").into(),
        (false, true) => Phrase::new("settlers-glance-goods-part")
            .with("goods", words::series(goods))
            .into(),
        (false, false) => words::series(goods),
    };
    Phrase::new("settlers-glance")
        .with("price", price)
        .with("vp", Good::Vp.amount(card.design().vp as u32))
}

/// The note a reader of another language than English gets where cards' abilities show: they
/// are in English. `None` for an English reader.
pub fn abilities_note(tr: &Tr) -> Option<String> {
    (tr.lang != Lang::En).then(|| tr.g("settlers-page-abilities-english"))
}
