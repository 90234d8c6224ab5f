//! Replies to a game's emails: kept as a job when they arrive (`received`), then read (`read`):
//! the seat their address names, what the player wrote above the quote, a command on its first
//! line (`command`), the rest posted at the table unless it carries what was not written for
//! it (`leaks`); answered at once when nothing or only part of it was done (`answer`); and
//! counted by outcome for an operator (`counts`).

pub mod answer;
pub mod command;
pub mod counts;
pub mod leaks;
pub mod read;
pub mod received;
