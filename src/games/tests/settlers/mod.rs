//! Imperial Settlers' engine: its card data, its bots, properties over many bot games.

mod bots;
mod cards;
mod properties;
