//! It's a Wonderful World on the web: the decision page, its form, the standing orders, and
//! cards in words.

pub mod board;
pub mod card;
pub mod charts;
pub mod form;
pub mod history;
pub mod inputs;
pub mod labels;
pub mod orders;
pub mod page;
pub mod prefill;
