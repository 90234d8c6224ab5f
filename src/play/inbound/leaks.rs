//! What a reply may not post at the table: what was not written for it. A seat's link lets
//! whoever reads it play that seat; a reply address lets them speak for its player; lines of
//! the email being answered (a quote the player's mail program left unmarked) may show the
//! player's hand.

use crate::mail::fingerprint;
use crate::mail::inbound::reply_secret;

/// Why `text` may not be posted at the table (the id of the message that says so), if it may
/// not; `lines` are the fingerprints of the email it answers.
pub fn refusal(text: &str, lines: &[i64]) -> Option<&'static str> {
    if holds_seat_link(text) {
        return Some("reply-leak-seat-link");
    }
    if holds_reply_address(text) {
        return Some("reply-leak-reply-address");
    }
    if fingerprint::shared(text, lines) > 0 {
        return Some("reply-leak-our-lines");
    }
    None
}

/// A seat's link: `/play/<game>-<secret>`, whatever the host.
fn holds_seat_link(text: &str) -> bool {
    text.match_indices("/play/").any(|(at, found)| {
        let token: String = text[at + found.len()..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .collect();
        token.len() >= 16
    })
}

/// A Reply-To address of ours, or one of its form: `<anything>+<secret>@<domain>`.
fn holds_reply_address(text: &str) -> bool {
    text.split(|c: char| c.is_whitespace() || "<>()[]\"',;".contains(c))
        .map(|word| word.trim_start_matches("mailto:"))
        .filter(|word| word.contains('@') && word.contains('+'))
        .any(|word| reply_secret(&word.to_lowercase()).is_some_and(|s| s.contains('-')))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_addresses_and_quoted_lines_are_kept_from_the_table() {
        assert!(refusal("see http://x.example/play/12-AbCdEfGhIjKlMnOpQrStUv", &[]).is_some());
        assert!(refusal("write to <missive+12-0123456789abcdef@x.example>", &[]).is_some());
        let lines = fingerprint::lines(&["Your hand: Zeppelin, Airport, Casino"]);
        assert!(refusal("Your hand: Zeppelin, Airport, Casino", &lines).is_some());
        assert_eq!(
            refusal("Good luck! Play at x.example/play/ tonight?", &lines),
            None
        );
        assert_eq!(
            refusal("ann+games@x.example is my other address", &[]),
            None
        );
    }
}
