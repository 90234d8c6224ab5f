//! What the games say, in no language yet: a `Phrase` is a message id of the games' catalogue
//! with its arguments (a player's name, a count, a card, another phrase), read in a reader's
//! language only when a page or an email is drawn. Each game keeps its messages in its own
//! folder (`<game>/messages/<lang>/*.ftl`); `messages/<lang>.ftl` holds what every game shares.

mod arguments;
mod catalogue;
mod phrase;

pub use catalogue::{Catalogue, LANGUAGES, catalogue};
pub use phrase::{Phrase, Word};
