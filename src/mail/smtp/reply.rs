//! An SMTP server's reply: a three-digit code and its lines ("250-…" continued, "250 …" last).

use super::super::MailError;
use std::io::{BufRead, Read};

/// Longer lines are not SMTP (RFC 5321 allows 512 bytes).
const MAX_LINE: usize = 2048;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    pub code: u16,
    pub lines: Vec<String>,
}

impl Reply {
    pub fn read<R: BufRead>(input: &mut R) -> Result<Reply, MailError> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            let n = Read::take(&mut *input, MAX_LINE as u64)
                .read_line(&mut line)
                .map_err(|e| MailError::Unreachable(format!("reading the server's reply: {e}")))?;
            if n == 0 {
                return Err(MailError::Unreachable(
                    "the server closed the connection".into(),
                ));
            }
            let line = line.trim_end_matches(['\r', '\n']);
            let (code, rest) = line.split_at_checked(3).unwrap_or((line, ""));
            let code: u16 = code
                .parse()
                .map_err(|_| MailError::Unreachable(format!("not an SMTP reply: {line:?}")))?;
            let last = !rest.starts_with('-');
            lines.push(rest.get(1..).unwrap_or("").to_string());
            if last {
                return Ok(Reply { code, lines });
            }
        }
    }

    pub fn text(&self) -> String {
        format!("{} {}", self.code, self.lines.join(" "))
    }

    /// The reply as an error, unless its code is one of `expected`.
    pub fn expect(self, expected: &[u16], doing: &str) -> Result<Reply, MailError> {
        if expected.contains(&self.code) {
            return Ok(self);
        }
        Err(MailError::Refused {
            message: format!("{doing}: {}", self.text()),
            // 5xx: the same command will fail again; 4xx: try later.
            permanent: self.code >= 500,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_one_line_and_continued_replies() {
        let mut input: &[u8] =
            b"250-mail.example.org\r\n250-STARTTLS\r\n250 8BITMIME\r\n220 next\r\n";
        let reply = Reply::read(&mut input).unwrap();
        assert_eq!(reply.code, 250);
        assert_eq!(reply.lines, ["mail.example.org", "STARTTLS", "8BITMIME"]);
        assert_eq!(Reply::read(&mut input).unwrap().code, 220);
        assert!(Reply::read(&mut input).is_err(), "closed");
    }

    #[test]
    fn a_4xx_is_temporary_and_a_5xx_permanent() {
        let reply = |code| Reply {
            code,
            lines: vec!["text".into()],
        };
        assert!(reply(250).expect(&[250], "MAIL").is_ok());
        let busy = reply(451).expect(&[250], "MAIL").unwrap_err();
        assert!(!busy.is_permanent());
        assert!(busy.to_string().contains("MAIL: 451 text"));
        assert!(
            reply(550)
                .expect(&[250], "RCPT")
                .unwrap_err()
                .is_permanent()
        );
    }

    #[test]
    fn garbage_is_not_a_reply() {
        let mut input: &[u8] = b"hello\r\n";
        assert!(Reply::read(&mut input).is_err());
    }
}
