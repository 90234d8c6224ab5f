//! Whom the listener takes mail for: the reply addresses beside our From address,
//! `<its local part>+<secret>@<its domain>`. Anything else is refused at RCPT, before a message
//! is sent.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplyAddresses {
    local: String,
    domain: String,
}

impl ReplyAddresses {
    /// Those beside `from`: `missive@example.org` (or `missive+news@example.org`) →
    /// `missive+<secret>@example.org`.
    pub fn beside(from: &str) -> Option<ReplyAddresses> {
        let (local, domain) = from.rsplit_once('@')?;
        let local = local.split_once('+').map_or(local, |(l, _)| l);
        Some(ReplyAddresses {
            local: local.to_string(),
            domain: domain.to_string(),
        })
    }

    /// The one that carries `secret`.
    pub fn with(&self, secret: &str) -> String {
        format!("{}+{secret}@{}", self.local, self.domain)
    }

    /// Whether `address` is one of them. The domain and the part before the `+` are compared
    /// whatever their case, as relays may change it; the secret is read by `reply_secret`.
    pub fn holds(&self, address: &str) -> bool {
        let Some((local, domain)) = address.rsplit_once('@') else {
            return false;
        };
        let Some((ours, _)) = local.split_once('+') else {
            return false;
        };
        ours.eq_ignore_ascii_case(&self.local)
            && domain.eq_ignore_ascii_case(&self.domain)
            && super::reply_secret(address).is_some()
    }
}

impl fmt::Display for ReplyAddresses {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}+<secret>@{}", self.local, self.domain)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_our_local_part_and_domain_with_a_secret_are_ours() {
        let ours = ReplyAddresses::beside("missive+news@example.org").unwrap();
        assert_eq!(ours.with("1-ab"), "missive+1-ab@example.org");
        assert!(ours.holds("missive+1-ab@example.org"));
        assert!(ours.holds("Missive+1-ab@EXAMPLE.org"));
        assert!(!ours.holds("missive+1-AB@example.org"));
        assert!(!ours.holds("missive@example.org"));
        assert!(!ours.holds("missive+@example.org"));
        assert!(!ours.holds("someone+1-ab@example.org"));
        assert!(!ours.holds("missive+1-ab@example.org.evil.example"));
        assert!(!ours.holds("missive+1-ab@other.example"));
        assert!(!ours.holds("missive+1-ab"));
    }
}
