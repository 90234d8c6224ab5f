//! Missive: board games played asynchronously by email.

pub mod db;
pub mod games;
pub mod simulate;
