//! The engines' tests, one binary, a folder per game: the card data, each rule on hand-built
//! tables, properties over many bot games; and the games' messages in every language
//! (`speech.rs`). They need nothing of the service: `cargo test -p missive-games` runs them.

pub mod settlers;
mod speech;
pub mod wonderful;
