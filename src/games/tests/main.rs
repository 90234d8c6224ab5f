//! The engines' tests, one binary, a folder per game: the card data, each rule on hand-built
//! tables, properties over many bot games. They need nothing of the service:
//! `cargo test -p missive-games` runs them.

pub mod settlers;
pub mod wonderful;
