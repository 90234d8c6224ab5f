//! Shared helpers for the integration tests; each test file uses them with `mod support;`.
#![allow(dead_code, unused_imports)]

pub mod app;
pub mod bots;
pub mod corpus;
pub mod db;
pub mod forms;
pub mod games;
pub mod html_forms;
pub mod inbox;
pub mod process;
pub mod replies;
pub mod reply_bot;
pub mod seat_pages;
pub mod smtp;

pub use db::{empty_database, fresh_database};
