//! What the listener took, refused and cut off since the process started, for `/healthz`: an
//! operator sees there what would otherwise be only in the log.

use serde::Serialize;
use std::sync::atomic::{AtomicU64, Ordering};

#[derive(Debug, Default, Serialize)]
pub struct Counters {
    /// Messages kept (250 after the final dot).
    pub taken: AtomicU64,
    /// Recipients refused (550): not one of our reply addresses.
    pub not_a_reply_address: AtomicU64,
    /// Connections refused (421) because their address had as many open as one may.
    pub over_address_limit: AtomicU64,
    /// Connections refused (421) because as many were open as the listener takes.
    pub over_total_limit: AtomicU64,
    /// Clients cut off (421) when a command line took longer than its deadline.
    pub command_deadline: AtomicU64,
    /// Clients cut off (421) when a message took longer than its deadline.
    pub message_deadline: AtomicU64,
    /// Clients cut off (421) after a silence longer than the listener waits.
    pub silent: AtomicU64,
    /// Messages refused (552) for their size, declared or sent.
    pub too_big: AtomicU64,
    /// Messages refused (451) because they could not be stored then.
    pub not_kept: AtomicU64,
}

/// One more.
pub fn add_one(counter: &AtomicU64) {
    counter.fetch_add(1, Ordering::Relaxed);
}
