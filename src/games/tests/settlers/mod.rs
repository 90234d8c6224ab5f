//! Imperial Settlers' engine: its card data, each rule on hand-built tables (`support.rs`), the
//! worked examples, the refusals, what each viewer sees, its bots, properties over many bot
//! games, and what it says in each language.

mod bots;
mod card_words;
mod cards;
mod examples;
mod names;
mod properties;
mod refusals;
mod rules;
mod speech;
pub mod support;
mod views;
