//! The job queue in PostgreSQL: jobs are rows, written in the same transaction as the change
//! that causes them (the outbox), and run by workers that claim them with SKIP LOCKED.

pub mod handlers;
pub mod queue;
pub mod worker;

pub use queue::{JobError, enqueue};
