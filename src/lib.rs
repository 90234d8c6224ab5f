//! Missive: board games played asynchronously by email.

pub mod games;
pub mod simulate;
