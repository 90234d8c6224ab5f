//! Missive: board games played asynchronously by email.

pub mod accounts;
pub mod app;
pub mod clock;
pub mod config;
pub mod db;
pub mod games;
pub mod jobs;
pub mod league;
pub mod mail;
pub mod play;
pub mod simulate;
pub mod web;
pub mod words;
