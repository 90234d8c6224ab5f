//! Imperial Settlers on the web: its options, its cards in words, every player's table as a
//! viewer may know it, its step pages and its charts. Its seat page and form are still to come;
//! until then the game is not registered, so no game of it can be created.

pub mod board;
pub mod card;
pub mod charts;
pub mod history;
pub mod options;
