//! Imperial Settlers: the card data, each rule on hand-built tables, the worked examples, the
//! refusals, what each viewer sees, properties over many bot games, and the game in the service:
//! its seat form, whole games by email, turns and deadlines, history and leagues.

mod by_email;
mod demo;
mod examples;
mod history;
mod league;
mod pages;
mod refusals;
mod replies;
mod rules;
mod seat_form;
mod service;
mod support;
mod told;
mod turns;
mod views;
