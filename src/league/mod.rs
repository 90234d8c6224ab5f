//! Leagues: divisions of members playing seasons of games, with standings, ratings, and promotion
//! and relegation between seasons. This module is the pure core: no database, no web.

pub mod divisions;
pub mod pods;
pub mod ratings;
pub mod standings;
