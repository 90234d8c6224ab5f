//! The web: thin handlers that read a request, call the turn service, and draw a page.

pub mod absence;
pub mod account;
pub mod app;
pub mod archive;
pub mod calendar;
pub mod charts;
pub mod dev_mail;
pub mod error;
pub mod error_page;
pub mod game_page;
pub mod games;
pub mod history;
pub mod home;
pub mod manage;
pub mod new_game;
pub mod orders;
pub mod play;
pub mod record;
pub mod render;
pub mod seat_page;
pub mod session;
pub mod sign_in;
pub mod state;
