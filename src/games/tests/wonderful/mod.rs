//! It's a Wonderful World's engine: its card data, and each rule on hand-built tables.

mod cards;
mod rules;
