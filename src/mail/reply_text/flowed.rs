//! Plain text sent as format=flowed (RFC 3676), as Thunderbird and others send it: a line that
//! ends with a space goes on in the next line. Undone, a long line the person typed stays one
//! line at the table instead of breaking where their program wrapped it.

/// `text` with its soft line breaks joined; `delsp` (DelSp=yes) when the space before a soft
/// break is not part of the text.
pub(super) fn unflowed(text: &str, delsp: bool) -> String {
    let text = text.replace("\r\n", "\n");
    let mut lines: Vec<String> = Vec::new();
    // A paragraph still flowing: its quote depth and its text so far.
    let mut open: Option<(usize, String)> = None;
    for line in text.split('\n') {
        let depth = line.chars().take_while(|&c| c == '>').count();
        let content = &line[depth..];
        // A space after the quote marks, or before a line that starts with one, is stuffing.
        let content = content.strip_prefix(' ').unwrap_or(content);
        let soft = content.ends_with(' ') && content != "-- ";
        let content = if soft && delsp {
            &content[..content.len() - 1]
        } else {
            content
        };
        let mut paragraph = match open.take() {
            Some((d, text)) if d == depth => text,
            Some((d, text)) => {
                lines.push(quoted(d, &text));
                String::new()
            }
            None => String::new(),
        };
        paragraph.push_str(content);
        if soft {
            open = Some((depth, paragraph));
        } else {
            lines.push(quoted(depth, &paragraph));
        }
    }
    if let Some((depth, text)) = open {
        lines.push(quoted(depth, &text));
    }
    lines.join("\n")
}

fn quoted(depth: usize, text: &str) -> String {
    if depth == 0 {
        text.to_string()
    } else {
        format!("{} {text}", ">".repeat(depth))
    }
}

#[cfg(test)]
mod tests {
    use super::unflowed;

    #[test]
    fn soft_breaks_are_joined_and_hard_ones_kept() {
        let text = "Good game so far, everyone. I did not expect the zeppelins \r\nthis early.\r\nSee you.\r\n";
        assert_eq!(
            unflowed(text, false),
            "Good game so far, everyone. I did not expect the zeppelins this early.\nSee you.\n"
        );
    }

    #[test]
    fn quoted_paragraphs_flow_apart_from_the_text_and_the_signature_separator_stays() {
        let text = "ok\n> Your turn: pick \n> a card.\n>> older \n>> text\n-- \nAnn";
        assert_eq!(
            unflowed(text, false),
            "ok\n> Your turn: pick a card.\n>> older text\n-- \nAnn"
        );
    }

    #[test]
    fn with_delsp_the_space_before_a_soft_break_goes_and_stuffing_is_removed() {
        let text = "pick \nZeppelin\n From the start";
        assert_eq!(unflowed(text, true), "pickZeppelin\nFrom the start");
        assert_eq!(unflowed(text, false), "pick Zeppelin\nFrom the start");
    }
}
