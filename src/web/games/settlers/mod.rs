//! Imperial Settlers on the web: its options, its seat page and form, its standing orders, its
//! cards in words, every player's table as a viewer may know it, its step pages and its charts.

pub mod board;
pub mod card;
pub mod charts;
mod controls;
pub mod form;
mod game_web;
pub mod history;
pub mod options;
pub mod orders;
mod page;
