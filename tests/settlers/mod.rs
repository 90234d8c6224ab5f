//! Imperial Settlers in the service: its seat form, whole games by email, turns and deadlines,
//! history and leagues. The engine's own tests are in `src/games/tests/settlers`.

mod by_email;
mod demo;
mod history;
mod languages;
mod league;
mod pages;
mod replies;
mod seat_form;
mod service;
mod told;
mod turns;

// The engine tests' hand-built tables, for the turns played on them through the service; this
// binary uses a few of its helpers.
#[path = "../../src/games/tests/settlers/support.rs"]
#[allow(dead_code)]
mod support;
