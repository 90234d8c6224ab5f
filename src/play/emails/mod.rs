//! The emails of a game: what a step causes (an email to each player who owes a decision, or the
//! final scores), reminders and nudges, notices, and the daily digest. Each is queued through
//! `outbox` in the transaction that caused it.

pub mod decision_due;
pub mod digest;
pub mod game_email;
pub mod game_over;
pub mod notice;
pub mod notices;
pub mod pending;
pub mod step_email;
pub mod step_opened;
