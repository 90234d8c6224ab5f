//! The game's words for its cards, Empires, resources and tokens, as a phrase's arguments.

use super::cards::{CardId, Character, EmpireId, Kind, Resource, Space};
use crate::{Phrase, Word};

impl CardId {
    /// The card, by its published name in the reader's language.
    pub fn word(self) -> Word {
        if self.exists() {
            Word::card(<super::Wonderful as crate::Game>::ID, &self.design().id)
        } else {
            Phrase::new("wonderful-unknown-card").into()
        }
    }
}

impl EmpireId {
    pub fn word(self) -> Word {
        Word::card(<super::Wonderful as crate::Game>::ID, &self.empire().id)
    }
}

impl Resource {
    pub fn word(self) -> Word {
        Phrase::new(match self {
            Resource::Materials => "wonderful-materials",
            Resource::Energy => "wonderful-energy",
            Resource::Science => "wonderful-science",
            Resource::Gold => "wonderful-gold",
            Resource::Exploration => "wonderful-exploration",
        })
        .into()
    }
}

impl Character {
    pub fn word(self) -> Word {
        Phrase::new(match self {
            Character::General => "wonderful-general",
            Character::Financier => "wonderful-financier",
        })
        .into()
    }
}

impl Kind {
    pub fn word(self) -> Word {
        Phrase::new(match self {
            Kind::Structure => "wonderful-structure",
            Kind::Vehicle => "wonderful-vehicle",
            Kind::Research => "wonderful-research",
            Kind::Project => "wonderful-project",
            Kind::Discovery => "wonderful-discovery",
        })
        .into()
    }
}

impl Space {
    pub fn word(self) -> Word {
        match (self.resource(), self) {
            (Some(resource), _) => resource.word(),
            (None, Space::Krystallium) => Phrase::new("wonderful-krystallium").into(),
            (None, Space::General) => Character::General.word(),
            (None, _) => Character::Financier.word(),
        }
    }
}

/// Cards as a list: "Zeppelin, Casino and Airship", or "nothing".
pub fn cards(cards: &[CardId]) -> Word {
    if cards.is_empty() {
        Phrase::new("wonderful-nothing").into()
    } else {
        Word::list(cards.iter().map(|c| c.word()))
    }
}
