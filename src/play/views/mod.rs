//! What the pages show, read from the stored game: the game page and its charts, a seat's page,
//! the history's steps, the archive, a game's record. Nothing here changes a game.

pub mod archive;
pub mod figures;
pub mod game_view;
pub mod record;
pub mod result;
pub mod seat_view;
pub mod step_view;
pub mod timeline;
