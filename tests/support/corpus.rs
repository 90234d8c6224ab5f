//! The corpus of replies in tests/fixtures/replies: messages as players' mail programs write
//! them (and the bounces and out-of-office answers that come back instead), one file per
//! program and language, listed with what each is in corpus.json.
//!
//! The files are templates: where a program quotes or names the email it answers, a
//! placeholder stands, and `Fixture::fill` puts one of our real emails there (`Original`, made
//! from a rendered email or from one received over SMTP). The placeholders:
//!
//! - `{{FROM}}`, `{{FROM_NAME}}`: the player (our email's recipient);
//! - `{{TO}}`: the address the reply goes to, our email's Reply-To;
//! - `{{ORIGINAL_FROM_NAME}}`, `{{ORIGINAL_FROM_ADDRESS}}`: our email's From;
//! - `{{SUBJECT}}`: our email's subject; `{{SUBJECT_MIME}}` the same as an RFC 2047 encoded word,
//!   for headers; `{{SUBJECT_HTML}}` escaped for HTML;
//! - `{{MESSAGE_ID}}`: the reply's own Message-ID; `{{IN_REPLY_TO}}`: our email's; both without
//!   angle brackets;
//! - `{{DATE}}`: the reply's date;
//! - `{{QUOTED_TEXT_GT}}`: our email's text part, each line quoted with "> "; `{{QUOTED_TEXT_RAW}}`
//!   as it is (Outlook and others paste it unquoted);
//! - `{{QUOTED_HTML}}`: what is inside our HTML part's <body>.
//!
//! A part's body between `{{#ENCODE <transfer encoding> <charset>}}` and `{{/ENCODE}}` lines is
//! written in the template as plain UTF-8 text and encoded when filled: transfer encoding
//! `quoted-printable`, `base64` or `8bit`; charset `utf-8` or `iso-8859-1` (a character it lacks
//! becomes "?", as Outlook writes it). Templates are written with LF line ends; a filled message
//! has CRLF, as SMTP carries it.

use super::smtp::Received;
use base64::Engine;
use base64::engine::general_purpose::STANDARD as BASE64;
use serde::Deserialize;
use std::path::PathBuf;

/// The email of ours that a reply answers.
#[derive(Debug, Clone)]
pub struct Original {
    pub from_name: String,
    pub from_address: String,
    /// The player it went to.
    pub to_name: String,
    pub to_address: String,
    /// Where a reply goes: "missive+<secret>@…".
    pub reply_to: String,
    pub subject: String,
    /// Without angle brackets.
    pub message_id: String,
    pub text: String,
    pub html: String,
}

impl Original {
    /// The email as it arrived at the test's SMTP receiver.
    pub fn received(mail: &Received) -> Original {
        let (from_name, from_address) = mailbox(&mail.header("from").unwrap_or_default());
        let (to_name, to_address) = mailbox(&mail.header("to").unwrap_or_default());
        Original {
            from_name,
            from_address,
            to_name,
            to_address,
            reply_to: super::replies::reply_to(mail),
            subject: mail.subject.clone(),
            message_id: mail.message_id.clone(),
            text: mail.text.clone(),
            html: mail.html.clone(),
        }
    }
}

/// `Name <address>` (or a bare address) as (name, address).
fn mailbox(header: &str) -> (String, String) {
    match (header.rfind('<'), header.rfind('>')) {
        (Some(start), Some(end)) if start < end => (
            header[..start].trim().trim_matches('"').to_string(),
            header[start + 1..end].to_string(),
        ),
        _ => (String::new(), header.trim().to_string()),
    }
}

/// What a message of the corpus is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// A player's reply: its `typed` text is what they wrote.
    Reply,
    /// A report that our email was not delivered.
    Bounce,
    /// An out-of-office answer.
    OutOfOffice,
    /// Another answer written by a program (a read receipt).
    Automatic,
}

/// One file of the corpus, as the manifest describes it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fixture {
    pub file: String,
    /// The program that wrote it: "Gmail web", "Outlook for iOS", "Postfix"…
    pub client: String,
    /// The language of its program's words: "en", "es", "cs", "ja", "de", "fr".
    pub language: String,
    pub kind: Kind,
    /// For a reply, what the player typed above the quote.
    #[serde(default)]
    pub typed: Option<String>,
    /// The envelope's sender when it is not the player: "" for `MAIL FROM:<>`.
    #[serde(default)]
    pub envelope_from: Option<String>,
}

fn folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/replies")
}

/// Every file of the corpus, in the manifest's order.
pub fn fixtures() -> Vec<Fixture> {
    let manifest = std::fs::read_to_string(folder().join("corpus.json")).unwrap();
    serde_json::from_str(&manifest).expect("corpus.json lists the fixtures")
}

impl Fixture {
    /// The template, as written.
    pub fn template(&self) -> String {
        std::fs::read_to_string(folder().join(&self.file))
            .unwrap_or_else(|e| panic!("{}: {e}", self.file))
    }

    /// The envelope sender it comes with: the player, unless the manifest says otherwise.
    pub fn envelope_from(&self, original: &Original) -> String {
        self.envelope_from
            .clone()
            .unwrap_or_else(|| original.to_address.clone())
    }

    /// The whole message, answering `original`; `message_id` is its own Message-ID.
    pub fn fill(&self, original: &Original, message_id: &str) -> Vec<u8> {
        fill(&self.template(), original, message_id)
            .unwrap_or_else(|e| panic!("{}: {e}", self.file))
    }
}

/// `template` with its placeholders filled from `original` and its parts encoded.
pub fn fill(template: &str, original: &Original, message_id: &str) -> Result<Vec<u8>, String> {
    let text = original.text.replace("\r\n", "\n");
    let text = text.trim_end_matches('\n');
    let quoted: Vec<String> = text
        .lines()
        .map(|l| {
            if l.is_empty() {
                ">".to_string()
            } else {
                format!("> {l}")
            }
        })
        .collect();
    let values = [
        ("FROM", original.to_address.clone()),
        ("FROM_NAME", original.to_name.clone()),
        ("TO", original.reply_to.clone()),
        ("ORIGINAL_FROM_NAME", original.from_name.clone()),
        ("ORIGINAL_FROM_ADDRESS", original.from_address.clone()),
        ("SUBJECT", original.subject.clone()),
        ("SUBJECT_MIME", encoded_word(&original.subject)),
        ("SUBJECT_HTML", escape_html(&original.subject)),
        ("MESSAGE_ID", message_id.to_string()),
        ("IN_REPLY_TO", original.message_id.clone()),
        ("DATE", "Fri, 27 Nov 2026 10:15:03 +0100".to_string()),
        ("QUOTED_TEXT_GT", quoted.join("\n")),
        ("QUOTED_TEXT_RAW", text.to_string()),
        ("QUOTED_HTML", body_of(&original.html).to_string()),
    ];
    let mut filled = String::with_capacity(template.len() + 4 * original.html.len());
    let mut rest = template;
    while let Some(at) = rest.find("{{") {
        filled.push_str(&rest[..at]);
        let end = rest[at..]
            .find("}}")
            .ok_or_else(|| format!("an unclosed placeholder at {:?}", &rest[at..]))?;
        let name = &rest[at + 2..at + end];
        match values.iter().find(|(n, _)| *n == name) {
            Some((_, value)) => filled.push_str(value),
            // Encoding markers are read after the values are in.
            None if name.starts_with("#ENCODE ") || name == "/ENCODE" => {
                filled.push_str(&rest[at..at + end + 2])
            }
            None => return Err(format!("no placeholder {{{{{name}}}}}")),
        }
        rest = &rest[at + end + 2..];
    }
    filled.push_str(rest);
    let filled = filled.replace("\r\n", "\n").replace('\n', "\r\n");
    encode_parts(&filled)
}

/// The message with each `{{#ENCODE …}}` … `{{/ENCODE}}` section encoded.
fn encode_parts(message: &str) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(message.len());
    let mut rest = message;
    while let Some(at) = rest.find("{{#ENCODE ") {
        out.extend_from_slice(&rest.as_bytes()[..at]);
        let line_end = rest[at..]
            .find("\r\n")
            .ok_or("an ENCODE marker without a line")?
            + at;
        let marker = &rest[at..line_end];
        let spec: Vec<&str> = marker
            .trim_start_matches("{{#ENCODE ")
            .trim_end_matches("}}")
            .split_whitespace()
            .collect();
        let [transfer, charset] = spec[..] else {
            return Err(format!("{marker}: a transfer encoding and a charset"));
        };
        let body_start = line_end + 2;
        let close = rest[body_start..]
            .find("{{/ENCODE}}\r\n")
            .ok_or_else(|| format!("{marker} is not closed"))?
            + body_start;
        let body = charset_bytes(&rest[body_start..close], charset)?;
        match transfer {
            "quoted-printable" => out.extend_from_slice(quoted_printable(&body).as_bytes()),
            "base64" => out.extend_from_slice(base64_lines(&body).as_bytes()),
            "8bit" => out.extend_from_slice(&body),
            other => return Err(format!("no transfer encoding {other}")),
        }
        rest = &rest[close + "{{/ENCODE}}\r\n".len()..];
    }
    out.extend_from_slice(rest.as_bytes());
    Ok(out)
}

fn charset_bytes(text: &str, charset: &str) -> Result<Vec<u8>, String> {
    match charset {
        "utf-8" => Ok(text.as_bytes().to_vec()),
        "iso-8859-1" => Ok(text
            .chars()
            .map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?'))
            .collect()),
        other => Err(format!("no charset {other}")),
    }
}

/// Quoted-printable (RFC 2045): each CRLF a line break; lines at most 76 characters, with soft
/// breaks.
fn quoted_printable(body: &[u8]) -> String {
    let mut out = String::new();
    let text_lines: Vec<&[u8]> = split_crlf(body);
    for (i, line) in text_lines.iter().enumerate() {
        if i > 0 {
            out.push_str("\r\n");
        }
        let mut width = 0;
        for (j, &b) in line.iter().enumerate() {
            let last = j + 1 == line.len();
            let literal = ((b'!'..=b'~').contains(&b) && b != b'=') || (b == b' ' && !last);
            let piece = if literal {
                (b as char).to_string()
            } else {
                format!("={b:02X}")
            };
            if width + piece.len() > 75 {
                out.push_str("=\r\n");
                width = 0;
            }
            width += piece.len();
            out.push_str(&piece);
        }
    }
    out
}

fn split_crlf(body: &[u8]) -> Vec<&[u8]> {
    let mut lines = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i + 1 < body.len() {
        if body[i] == b'\r' && body[i + 1] == b'\n' {
            lines.push(&body[start..i]);
            start = i + 2;
            i += 2;
        } else {
            i += 1;
        }
    }
    lines.push(&body[start..]);
    lines
}

/// Base64 in lines of 76 characters, ending with a line break.
fn base64_lines(body: &[u8]) -> String {
    let encoded = BASE64.encode(body);
    let mut out = String::new();
    for chunk in encoded.as_bytes().chunks(76) {
        out.push_str(std::str::from_utf8(chunk).unwrap());
        out.push_str("\r\n");
    }
    out
}

/// `=?UTF-8?B?…?=`, as mail programs write a subject that is not ASCII.
fn encoded_word(text: &str) -> String {
    if text.is_ascii() {
        return text.to_string();
    }
    format!("=?UTF-8?B?{}?=", BASE64.encode(text.as_bytes()))
}

fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// What is inside an HTML document's <body>, or all of it when there is no <body>.
fn body_of(html: &str) -> &str {
    let lower = html.to_ascii_lowercase();
    let Some(open) = lower.find("<body") else {
        return html;
    };
    let Some(start) = lower[open..].find('>').map(|i| open + i + 1) else {
        return html;
    };
    let end = lower
        .rfind("</body>")
        .filter(|&e| e >= start)
        .unwrap_or(html.len());
    &html[start..end]
}
