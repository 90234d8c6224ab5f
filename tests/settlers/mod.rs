//! Imperial Settlers: the card data, each rule on hand-built tables, the worked examples, the
//! refusals, what each viewer sees, and properties over many bot games.

mod bots;
mod by_email;
mod cards;
mod examples;
mod history;
mod pages;
mod properties;
mod refusals;
mod rules;
mod seat_form;
mod support;
mod told;
mod turns;
mod views;
