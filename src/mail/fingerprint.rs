//! Fingerprints of an email's lines: a reply that carries lines of the email it answers back
//! (a quote its mail program did not mark) is told apart from what the player wrote.

use sha2::{Digest, Sha256};

/// Lines shorter than this say too little to be told apart from what anyone might write
/// ("Hello Ann,", "ok").
const SHORTEST: usize = 16;

/// A line as it is compared: without quote marks, case, and runs of spaces.
fn plain(line: &str) -> String {
    let line = line.trim_start_matches(|c: char| c == '>' || c.is_whitespace());
    line.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

fn hash(plain: &str) -> i64 {
    let digest = Sha256::digest(plain.as_bytes());
    i64::from_be_bytes(digest[..8].try_into().expect("8 bytes"))
}

/// The fingerprints of the lines of `texts` long enough to tell apart, each once.
pub fn lines(texts: &[&str]) -> Vec<i64> {
    let mut out: Vec<i64> = texts
        .iter()
        .flat_map(|t| t.lines())
        .map(plain)
        .filter(|l| l.chars().count() >= SHORTEST)
        .map(|l| hash(&l))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// How many lines of `text` are among `fingerprints`.
pub fn shared(text: &str, fingerprints: &[i64]) -> usize {
    text.lines()
        .map(plain)
        .filter(|l| l.chars().count() >= SHORTEST)
        .filter(|l| fingerprints.binary_search(&hash(l)).is_ok())
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_of_an_email_are_found_again_quoted_or_not() {
        let email = "Hello Ann,\n\nPick a card (round 1, pick 2 of 7).\nDecide here:\nhttp://example.org/play/0123456789abcdef0123\n";
        let prints = lines(&[email]);
        assert_eq!(shared("ok", &prints), 0);
        assert_eq!(shared("> Pick a card (round 1, pick 2 of 7).", &prints), 1);
        assert_eq!(
            shared(
                "pick a card  (ROUND 1, pick 2 of 7).\nhttp://example.org/play/0123456789abcdef0123",
                &prints
            ),
            2
        );
        assert_eq!(shared("Hello Ann,", &prints), 0, "too short to tell apart");
        assert_eq!(shared("Good luck to you all, see you soon", &prints), 0);
    }
}
