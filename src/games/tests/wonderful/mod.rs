//! It's a Wonderful World's engine: its card data, each rule on hand-built tables, properties over
//! many bot games (`games.rs` plays them), and its refusals in every language.

mod cards;
pub mod games;
mod names;
mod properties;
mod rules;
mod speech;
