//! How long a client may take and how many may be connected at once: bounds that keep slow or
//! greedy clients from holding the listener, generous enough that a real relay never meets them.

use std::time::Duration;

/// The listener's bounds. `Limits::default()` is production's; tests pass short ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// How long one read may wait for a byte: a client silent this long is cut off.
    pub silence: Duration,
    /// From when we are ready for a command until its line ends.
    pub command: Duration,
    /// From the 354 until the message's final dot.
    pub message: Duration,
    /// Connections open at once, from everyone.
    pub connections: usize,
    /// Connections open at once from one address (for IPv6, one /64).
    pub connections_per_address: usize,
}

impl Default for Limits {
    /// RFC 5321 (4.5.3.2) asks a server to wait at least 5 minutes for a command: so long for
    /// a silence and for a whole command line. It bounds no whole message; 10 minutes for one
    /// of at most 1 MiB asks for under 2 kB/s, which any relay exceeds a thousandfold, and still
    /// frees a slot held by a client trickling bytes. A relay forwarding replies needs a few
    /// connections at once: 4 from one address, so that slow clients there leave the other 28
    /// to everyone else.
    fn default() -> Limits {
        Limits {
            silence: Duration::from_secs(5 * 60),
            command: Duration::from_secs(5 * 60),
            message: Duration::from_secs(10 * 60),
            connections: 32,
            connections_per_address: 4,
        }
    }
}
