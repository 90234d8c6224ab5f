//! Missive: board games played asynchronously by email.

pub mod accounts;
pub mod app;
pub mod clock;
pub mod config;
pub mod context;
pub mod db;
pub mod i18n;
pub mod jobs;
pub mod local_time;
pub mod mail;
pub mod outbox;
pub mod play;
pub mod simulate;
pub mod web;

// The rules engines (src/games) and the league rules (src/league) are crates of their own, built
// and tested without the service; the service names them as before.
pub use missive_games as games;
pub use missive_games::{registered_games, registry_list, with_game, with_game_among, words};
pub use missive_league as league;
