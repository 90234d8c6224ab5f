//! The email queue, below both accounts and the turn service: an email is logged in the
//! player's email log and queued as a `send_email` job in the transaction that caused it, so
//! that it goes if and only if what it tells of happened.

pub mod digest_due;
pub mod queue;
pub mod send_email;
