//! What a person wrote in a reply, without what their mail program added: the quoted email
//! below it ("On Tue, Bob wrote:", "> …", an Outlook header block) and their signature. Mail
//! programs write these in their user's language; the rules know the forms of English, Spanish,
//! Czech, Japanese, German and French.

mod attribution;
mod flowed;
mod outlook_header;
mod signature;

use super::html_text::{self, Tag};
use mail_parser::{MessagePart, MimeHeaders, PartType};

/// What the person wrote in `message`: its own text/plain part when it has one (that is what
/// they typed, in the program's own words), else its HTML part.
pub fn fresh_of(message: &mail_parser::Message) -> String {
    // mail-parser offers an HTML-only message as text too, converted without a line break at a
    // <div>: the reply and the line that introduces the quote would run together.
    let plain = message
        .text_bodies()
        .filter(|part| is(part, "plain"))
        .find_map(|part| match &part.body {
            PartType::Text(text) => Some((part, text)),
            _ => None,
        });
    if let Some((part, text)) = plain {
        let parameter = |name: &str| {
            part.content_type()
                .and_then(|t| t.attribute(name))
                .map(str::to_ascii_lowercase)
        };
        // A long line typed in Thunderbird comes wrapped; it is one line at the table.
        return match parameter("format").as_deref() {
            Some("flowed") => fresh(&flowed::unflowed(
                text,
                parameter("delsp").as_deref() == Some("yes"),
            )),
            _ => fresh(text),
        };
    }
    let html = message
        .html_bodies()
        .find(|part| is(part, "html"))
        .and_then(|part| match &part.body {
            PartType::Html(html) => Some(html),
            _ => None,
        });
    html.map(|html| fresh_html(html)).unwrap_or_default()
}

/// Whether `part` is text/`subtype` (a part without a Content-Type is text/plain).
fn is(part: &MessagePart, subtype: &str) -> bool {
    part.content_type().map_or(subtype == "plain", |t| {
        t.ctype().eq_ignore_ascii_case("text")
            && t.subtype().unwrap_or("plain").eq_ignore_ascii_case(subtype)
    })
}

/// The new text of a reply's HTML body, trimmed: the HTML up to the element its program puts
/// the quoted email in, as text, then read like a plain-text body.
pub fn fresh_html(html: &str) -> String {
    fresh(&html_text::text_before(html, holds_quote))
}

/// The elements in which mail programs put the email they quote, its introduction or the
/// person's signature.
fn holds_quote(tag: &Tag) -> bool {
    let id = tag.attribute("id").unwrap_or_default();
    matches!(tag.name(), "blockquote" | "hr")
        || [
            // Gmail: the attribution and the quote, and the signature.
            "gmail_quote",
            "gmail_attr",
            "gmail_signature",
            // Thunderbird.
            "moz-cite-prefix",
            "moz-signature",
            // Yahoo.
            "yahoo_quoted",
        ]
        .iter()
        .any(|class| tag.class_contains(class))
        // Outlook on the web and the new Outlook.
        || id == "divRplyFwdMsg"
        || id == "appendonsend"
        || id.starts_with("yahoo_quoted")
}

/// The new text of a reply's plain-text body, trimmed.
pub fn fresh(body: &str) -> String {
    let body = body.replace("\r\n", "\n").replace('\r', "\n");
    let lines: Vec<&str> = body.lines().collect();
    let mut kept: Vec<&str> = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let rest = &lines[i..];
        if signature::starts(line) || attribution::starts(rest) || outlook_header::starts(rest) {
            break;
        }
        if line.trim_start().starts_with('>') {
            continue;
        }
        kept.push(line.trim_end());
    }
    kept.join("\n").trim().to_string()
}

/// A line as the rules read it: trimmed, its no-break spaces plain spaces (French puts one
/// before a colon).
fn plain(line: &str) -> String {
    line.trim()
        .chars()
        .map(|c| match c {
            '\u{a0}' | '\u{202f}' | '\u{2007}' => ' ',
            c => c,
        })
        .collect::<String>()
        .trim()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::{fresh, fresh_html, fresh_of};

    #[test]
    fn the_quote_below_a_reply_is_left_out() {
        let body = "Sorry, travelling until Friday.\n\nOn Mon, 2 Mar 2026 at 09:00, Missive <missive@example.org> wrote:\n> Your turn: pick a card.\n> https://example.org/play/abc\n";
        assert_eq!(fresh(body), "Sorry, travelling until Friday.");
    }

    #[test]
    fn an_introduction_over_two_lines_and_a_signature_are_left_out() {
        let body = "good move!\r\n-- \r\nAnn\r\n";
        assert_eq!(fresh(body), "good move!");
        let body = "ok\nOn Mon, 2 Mar 2026 at 09:00, Missive\n<missive@example.org> wrote:\n> text";
        assert_eq!(fresh(body), "ok");
        let body = "pick 3\n\nSent from my phone\n";
        assert_eq!(fresh(body), "pick 3");
    }

    #[test]
    fn quoted_lines_between_answers_are_dropped_and_the_rest_kept() {
        let body = "> Your turn?\nyes\n> Really?\nreally\n";
        assert_eq!(fresh(body), "yes\nreally");
    }

    #[test]
    fn an_outlook_reply_ends_at_its_original() {
        let body = "nice\n\n-----Original Message-----\nFrom: Missive\n";
        assert_eq!(fresh(body), "nice");
        let body = "nice\n________________________________\nFrom: Missive\n";
        assert_eq!(fresh(body), "nice");
    }

    #[test]
    fn an_outlook_reply_in_html_mode_ends_at_its_bare_header_block() {
        let body = "pick Zeppelin\r\nGood luck, all!\r\n\r\nFrom: Missive <missive@example.org>\r\nSent: Friday, November 27, 2026 9:42 AM\r\nTo: Ann <ann@example.org>\r\nSubject: Your pick\r\n\r\nHello Ann,\r\nDecide here:\r\nhttps://example.org/play/abc\r\n";
        assert_eq!(fresh(body), "pick Zeppelin\nGood luck, all!");
    }

    #[test]
    fn ordinary_talk_stays_whole() {
        for talk in [
            "From: me\nSent with love, pick 3 next time",
            "On Monday I'll be away.\nPlease wait for me.",
            "Le 3 est le meilleur choix.",
            "Am Ende gewinnt Bob: wetten?",
            "To: everyone\nGood game!",
            "Sent the zeppelin to Bob, you're welcome",
            "Absence makes the heart grow fonder",
            "I wrote:\nnothing",
            "-- not a signature, a dash",
        ] {
            assert_eq!(fresh(talk), talk, "{talk:?}");
        }
    }

    #[test]
    fn an_html_reply_ends_where_its_program_put_the_quote() {
        let gmail = "<div dir=\"ltr\">ok</div><br><div class=\"gmail_quote gmail_quote_container\"><div dir=\"ltr\" class=\"gmail_attr\">On Fri, Nov 27, 2026 at 9:42 AM Missive &lt;<a href=\"mailto:missive@example.org\">missive@example.org</a>&gt; wrote:<br></div><blockquote class=\"gmail_quote\">Hello Ann</blockquote></div>";
        assert_eq!(fresh_html(gmail), "ok");
        let apple = "<html><body><div>pick 3</div><div><br><blockquote type=\"cite\"><div>On 27 Nov 2026, at 09:42, Missive wrote:</div>Hello Ann</blockquote></div></body></html>";
        assert_eq!(fresh_html(apple), "pick 3");
        let outlook_web = "<div>ok</div><div id=\"appendonsend\"></div><hr style=\"display:inline-block;width:98%\"><div id=\"divRplyFwdMsg\"><b>From:</b> Missive</div>";
        assert_eq!(fresh_html(outlook_web), "ok");
        let thunderbird = "<p>good luck</p><div class=\"moz-cite-prefix\">On 27/11/2026 09:42, Missive wrote:<br></div><blockquote type=\"cite\" cite=\"mid:x@y\">Hello</blockquote>";
        assert_eq!(fresh_html(thunderbird), "good luck");
        let yahoo = "<div>ok</div><div id=\"yahoo_quoted_1234\" class=\"yahoo_quoted\"><div>On Friday, Missive wrote:</div></div>";
        assert_eq!(fresh_html(yahoo), "ok");
    }

    #[test]
    fn an_html_only_reply_keeps_its_lines_apart_from_the_quote_introduction() {
        let raw = "From: ann@example.org\r\nTo: missive+abc@example.org\r\nSubject: Re: Your pick\r\nMIME-Version: 1.0\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<div>ok</div><div>From:Missive &lt;missive@example.org&gt;</div><div>Sent: Friday</div><div>To: Ann</div><div>Subject: Your pick</div><div>Hello Ann,</div>";
        let message = mail_parser::MessageParser::default()
            .parse(raw.as_bytes())
            .unwrap();
        assert_eq!(fresh_of(&message), "ok");
    }

    #[test]
    fn the_plain_text_part_is_read_before_the_html_part() {
        let raw = "From: ann@example.org\r\nSubject: Re: x\r\nMIME-Version: 1.0\r\nContent-Type: multipart/alternative; boundary=\"b\"\r\n\r\n--b\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nfrom the text part\r\n--b\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<div>from the html part</div>\r\n--b--\r\n";
        let message = mail_parser::MessageParser::default()
            .parse(raw.as_bytes())
            .unwrap();
        assert_eq!(fresh_of(&message), "from the text part");
    }
}
