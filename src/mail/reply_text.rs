//! What a person wrote in a reply, without what their mail program added: the quoted email
//! below ("On Tue, Bob wrote:", "> …", "-----Original Message-----") and their signature.

/// The new text of a reply's plain-text body, trimmed.
pub fn fresh(body: &str) -> String {
    let body = body.replace("\r\n", "\n").replace('\r', "\n");
    let lines: Vec<&str> = body.lines().collect();
    let mut kept: Vec<&str> = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let trimmed = line.trim();
        if ends_here(trimmed) || introduces_quote(trimmed, lines.get(i + 1).copied()) {
            break;
        }
        if trimmed.starts_with('>') {
            continue;
        }
        kept.push(line.trim_end());
    }
    kept.join("\n").trim().to_string()
}

/// A line after which nothing is the person's own: a signature or a forwarded original.
fn ends_here(line: &str) -> bool {
    line == "--"
        || line == "-- "
        || line.starts_with("-----Original Message-----")
        || line.starts_with("________________________________")
        || line.starts_with("Sent from my ")
        || line.starts_with("Get Outlook for ")
}

/// The line that introduces the quoted email, "On Tue, 3 Mar 2026, Missive <…> wrote:", which
/// some programs break over two lines.
fn introduces_quote(line: &str, next: Option<&str>) -> bool {
    let intro = |l: &str| {
        let l = l.trim_end();
        l.ends_with("wrote:") || l.ends_with("a écrit :") || l.ends_with("schrieb:")
    };
    let starts = line.starts_with("On ") || line.starts_with("Le ") || line.starts_with("Am ");
    starts && (intro(line) || next.is_some_and(intro))
}

#[cfg(test)]
mod tests {
    use super::fresh;

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
}
