//! Mail coming in: an SMTP listener for the replies to our emails. It takes a message only for
//! one of our Reply-To addresses (`address.rs`), hands it to a sink (which stores it as a job,
//! in one transaction) and only then says "250": a message is either kept or refused, never
//! lost. Slow clients are cut off and no one client may hold many connections (`limits.rs`);
//! what it refuses is counted for `/healthz` (`counters.rs`). Commands are parsed by
//! smtp-proto; what a message means is decided later, by whoever runs the job.

mod address;
mod connections;
mod counters;
mod door;
mod limits;
mod listener;
mod session;

pub use address::ReplyAddresses;
pub use counters::Counters;
pub use door::{Door, Sink};
pub use limits::Limits;
pub use listener::InboundListener;

/// One message as it arrived.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivered {
    /// The envelope's sender (MAIL FROM); empty for a bounce.
    pub from: String,
    /// The envelope's recipients (RCPT TO) that were taken.
    pub to: Vec<String>,
    /// The message, headers and body, as sent.
    pub data: Vec<u8>,
}

/// The secret in a Reply-To address: `<anything>+<secret>@<domain>` → `<secret>`.
pub fn reply_secret(address: &str) -> Option<&str> {
    let (local, _domain) = address.rsplit_once('@')?;
    let (_, secret) = local.split_once('+')?;
    let plausible = !secret.is_empty()
        && secret.len() <= 80
        && secret
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    plausible.then_some(secret)
}

/// The Reply-To address that carries `secret`, beside our From address: `missive@example.org`
/// → `missive+<secret>@example.org`.
pub fn reply_address(from: &str, secret: &str) -> Option<String> {
    ReplyAddresses::beside(from).map(|ours| ours.with(secret))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reply_address_carries_its_secret_and_nothing_else_does() {
        let address = reply_address("missive@example.org", "12-ab09").unwrap();
        assert_eq!(address, "missive+12-ab09@example.org");
        assert_eq!(reply_secret(&address), Some("12-ab09"));
        assert_eq!(reply_secret("missive@example.org"), None);
        assert_eq!(reply_secret("missive+@example.org"), None);
        assert_eq!(reply_secret("missive+12-AB09@example.org"), None);
        assert_eq!(reply_secret("missive+12 ab@example.org"), None);
        assert_eq!(reply_secret("no-at-sign+12-ab"), None);
    }
}
