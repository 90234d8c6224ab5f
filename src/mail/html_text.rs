//! An HTML body as plain text, a line for each block: what a reader sees, without the tags, the
//! head, styles or scripts. Replies that come only as HTML are read through it, and so are the
//! lines of our own HTML emails when they are compared with a reply, so the same HTML always
//! gives the same text.

use html5gum::{DefaultEmitter, StartTag, Token, Tokenizer};

/// The text of `html`, one line per block, whitespace inside a line collapsed.
pub fn text_of(html: &str) -> String {
    text_before(html, |_| false)
}

/// The text of `html` up to the first start tag for which `stop` is true (a reply's quoted
/// original, say); all of it when there is none.
pub fn text_before(html: &str, stop: impl Fn(&Tag) -> bool) -> String {
    let mut emitter = DefaultEmitter::default();
    // The tokenizer alone does not know that a <style> or <script> holds raw text: the tree
    // builder would tell it, and this is the part of the tree builder it needs.
    emitter.naively_switch_states(true);
    let mut text = Text::default();
    // Inside one of these nothing is shown: the tag's name, until its end tag.
    let mut hidden: Option<Vec<u8>> = None;
    let mut in_head = false;
    let mut in_pre = 0usize;
    for token in Tokenizer::new_with_emitter(html, emitter) {
        let Ok(token) = token;
        match token {
            Token::StartTag(tag) => {
                let name = tag.name.as_slice();
                if hidden.is_some() {
                    continue;
                }
                if stop(&Tag { tag: &tag }) {
                    break;
                }
                match name {
                    b"head" => in_head = true,
                    b"body" => in_head = false,
                    b"style" | b"script" | b"title" | b"template" | b"noscript"
                        if !tag.self_closing =>
                    {
                        hidden = Some(name.to_vec())
                    }
                    b"br" => text.break_line(),
                    b"td" | b"th" => text.space(),
                    b"pre" => {
                        text.end_line();
                        in_pre += 1;
                    }
                    _ if is_block(name) => text.end_line(),
                    _ => {}
                }
            }
            Token::EndTag(tag) => {
                let name = tag.name.as_slice();
                if let Some(open) = &hidden {
                    if open.as_slice() == name {
                        hidden = None;
                    }
                    continue;
                }
                match name {
                    b"head" => in_head = false,
                    b"br" => text.break_line(),
                    b"td" | b"th" => text.space(),
                    b"pre" => {
                        text.end_line();
                        in_pre = in_pre.saturating_sub(1);
                    }
                    _ if is_block(name) => text.end_line(),
                    _ => {}
                }
            }
            Token::String(s) if hidden.is_none() && !in_head => {
                let s = String::from_utf8_lossy(&s);
                if in_pre > 0 {
                    text.preformatted(&s);
                } else {
                    text.words(&s);
                }
            }
            _ => {}
        }
    }
    text.finish()
}

/// A start tag, as `text_before`'s test sees it.
pub struct Tag<'a> {
    tag: &'a StartTag<()>,
}

impl Tag<'_> {
    /// Its name, in lower case: "div".
    pub fn name(&self) -> &str {
        std::str::from_utf8(&self.tag.name).unwrap_or_default()
    }

    /// The value of its attribute `name` (lower case), entities decoded.
    pub fn attribute(&self, name: &str) -> Option<&str> {
        let value = self.tag.attributes.get(name.as_bytes())?;
        std::str::from_utf8(&value.value).ok()
    }

    /// Whether its class attribute holds a class that contains `part`.
    pub fn class_contains(&self, part: &str) -> bool {
        self.attribute("class")
            .is_some_and(|c| c.split_ascii_whitespace().any(|c| c.contains(part)))
    }
}

/// Elements that start and end a line of their own.
fn is_block(name: &[u8]) -> bool {
    matches!(
        name,
        b"address"
            | b"article"
            | b"aside"
            | b"blockquote"
            | b"body"
            | b"caption"
            | b"center"
            | b"dd"
            | b"details"
            | b"dialog"
            | b"div"
            | b"dl"
            | b"dt"
            | b"fieldset"
            | b"figcaption"
            | b"figure"
            | b"footer"
            | b"form"
            | b"h1"
            | b"h2"
            | b"h3"
            | b"h4"
            | b"h5"
            | b"h6"
            | b"header"
            | b"hr"
            | b"html"
            | b"li"
            | b"main"
            | b"nav"
            | b"ol"
            | b"p"
            | b"section"
            | b"summary"
            | b"table"
            | b"tbody"
            | b"tfoot"
            | b"thead"
            | b"tr"
            | b"ul"
    )
}

/// The lines so far, and the one being written.
#[derive(Default)]
struct Text {
    lines: Vec<String>,
    line: String,
    /// Whitespace came after the line's last word: one space goes before the next.
    space: bool,
}

impl Text {
    /// Words, each run of whitespace between them one space. A no-break space is a space too:
    /// mail programs write blank lines and indents with them.
    fn words(&mut self, s: &str) {
        for c in s.chars() {
            if c.is_ascii_whitespace() || c == '\u{a0}' {
                self.space = !self.line.is_empty();
            } else {
                if self.space {
                    self.line.push(' ');
                    self.space = false;
                }
                self.line.push(c);
            }
        }
    }

    /// Text inside <pre>: its line breaks are lines, its spaces kept.
    fn preformatted(&mut self, s: &str) {
        let s = s.replace("\r\n", "\n").replace('\u{a0}', " ");
        for (i, part) in s.split('\n').enumerate() {
            if i > 0 {
                self.break_line();
            }
            if self.space && !part.is_empty() {
                self.line.push(' ');
            }
            self.space = false;
            self.line.push_str(part);
        }
    }

    /// A cell boundary: a space, unless the line is empty.
    fn space(&mut self) {
        self.space = !self.line.is_empty();
    }

    /// A block boundary: the line ends, if anything is on it.
    fn end_line(&mut self) {
        if !self.line.is_empty() {
            self.break_line();
        }
    }

    /// A <br>: the line ends, even an empty one.
    fn break_line(&mut self) {
        self.lines.push(self.line.trim_end().to_string());
        self.line.clear();
        self.space = false;
    }

    /// The lines, without blank lines at either end or more than one in a row.
    fn finish(mut self) -> String {
        self.end_line();
        let mut out: Vec<String> = Vec::new();
        for line in self.lines {
            let blank = line.trim().is_empty();
            if blank && out.last().is_none_or(|l| l.is_empty()) {
                continue;
            }
            out.push(if blank { String::new() } else { line });
        }
        while out.last().is_some_and(|l| l.is_empty()) {
            out.pop();
        }
        out.join("\n")
    }
}

#[cfg(test)]
mod tests {
    use super::{text_before, text_of};

    #[test]
    fn each_block_is_a_line_and_nothing_of_the_head_is_shown() {
        let html = "<!DOCTYPE html><html><head><meta charset=utf-8><title>Missive</title>\
            <style>p { color: red }</style></head><body><div>ok</div><div>From:Missive &lt;missive@example.org&gt;</div>\
            <p>one</p><p>two</p><ul><li>a</li><li>b</li></ul><h2>Title</h2><table><tr><td>x</td><td>y</td></tr>\
            <tr><td>z</td></tr></table><script>alert(1)</script><blockquote>q</blockquote><hr>end</body></html>";
        assert_eq!(
            text_of(html),
            "ok\nFrom:Missive <missive@example.org>\none\ntwo\na\nb\nTitle\nx y\nz\nq\nend"
        );
    }

    #[test]
    fn whitespace_is_collapsed_entities_decoded_and_link_text_kept() {
        let html = "<p>  Your \n\t turn:&nbsp;&nbsp;pick&#32;a&amp;card  </p>\
            <p>Decide <a href=\"https://example.org/play/abc\">here</a>, caf&eacute; &lt;3</p>";
        assert_eq!(
            text_of(html),
            "Your turn: pick a&card\nDecide here, café <3"
        );
    }

    #[test]
    fn a_br_ends_a_line_and_an_empty_line_stays_one_blank_line() {
        let html =
            "<div>ok<br></div><div><br></div><div><br></div><div>Good luck</div>a<br>b<br><br>c";
        assert_eq!(text_of(html), "ok\n\nGood luck\na\nb\n\nc");
    }

    #[test]
    fn preformatted_text_keeps_its_lines() {
        let html = "<pre>a  b\nc</pre>d";
        assert_eq!(text_of(html), "a  b\nc\nd");
    }

    #[test]
    fn the_text_stops_at_the_tag_asked_for() {
        let html = "<div>ok</div><div class=\"gmail_quote\"><div>On Fri wrote:</div></div>";
        let text = text_before(html, |t| t.class_contains("gmail_quote"));
        assert_eq!(text, "ok");
        let text = text_before(html, |t| t.attribute("id") == Some("nothing"));
        assert_eq!(text, "ok\nOn Fri wrote:");
    }

    #[test]
    fn the_same_html_gives_the_same_text() {
        let html = "<div><b>Hello</b> <i>Ann</i>,</div><p>pick 3</p>";
        assert_eq!(text_of(html), text_of(html));
        assert_eq!(text_of(html), "Hello Ann,\npick 3");
    }
}
