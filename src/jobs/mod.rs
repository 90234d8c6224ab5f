//! The job queue in PostgreSQL: jobs are rows, written in the same transaction as the change
//! that causes them (the outbox), and run by workers in lanes that claim them with SKIP LOCKED.
//! Nothing here knows what a job does: each kind registers itself (see `play::jobs`).

pub mod health;
pub mod job;
pub mod queue;
pub mod registry;
pub mod runner;
pub mod wakeup;
pub mod worker;

pub use job::{BackgroundJob, Failure, JobError, Lane, Run};
pub use queue::{RetryPolicy, enqueue};
pub use registry::Registry;
pub use worker::Worker;
