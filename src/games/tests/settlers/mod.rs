//! Imperial Settlers' engine: its card data, each rule on hand-built tables (`support.rs`), the
//! worked examples, the refusals, what each viewer sees, its bots, properties over many bot
//! games.

mod bots;
mod cards;
mod examples;
mod names;
mod properties;
mod refusals;
mod rules;
pub mod support;
mod views;
