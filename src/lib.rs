//! Missive: board games played asynchronously by email.

pub mod accounts;
pub mod app;
pub mod clock;
pub mod config;
pub mod context;
pub mod db;
pub mod games;
pub mod jobs;
pub mod league;
pub mod local_time;
pub mod mail;
pub mod outbox;
pub mod play;
pub mod simulate;
pub mod web;
pub mod words;
