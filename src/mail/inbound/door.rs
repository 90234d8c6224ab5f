//! What the listener is started with: its name, the addresses it takes mail for, its limits,
//! and where a message goes.

use super::Delivered;
use super::address::ReplyAddresses;
use super::limits::Limits;
use std::sync::Arc;

/// Keeps a message: `Ok` once it is stored for good, `Err` with the reason to refuse it (the
/// sender tries again later).
pub type Sink = Arc<dyn Fn(Delivered) -> Result<(), String> + Send + Sync>;

/// What the listener is started with.
pub struct Door {
    /// Our name in the greeting.
    pub hostname: String,
    /// The recipients it takes mail for.
    pub addresses: ReplyAddresses,
    pub limits: Limits,
    pub sink: Sink,
}
