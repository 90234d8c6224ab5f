//! It's a Wonderful World on the web: its options, the decision page and its form, the standing
//! orders, step pages, charts, and cards in words.

pub mod board;
pub mod card;
pub mod charts;
pub mod form;
mod game_web;
pub mod history;
pub mod inputs;
pub mod labels;
pub mod options;
pub mod orders;
pub mod page;
pub mod prefill;
pub mod text;
