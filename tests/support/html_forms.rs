//! Reading the HTML of our own pages as a browser would: the fields a form sends when it is
//! submitted as drawn. It reads only the markup our templates write (attributes in double
//! quotes, one tag per element), which is all these tests need.

/// The value of an attribute in a tag we wrote (attributes in double quotes).
pub fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let key = format!(" {name}=\"");
    let start = tag.find(&key)? + key.len();
    Some(&tag[start..start + tag[start..].find('"')?])
}

pub fn has_flag(tag: &str, name: &str) -> bool {
    tag.split(|c: char| c.is_whitespace() || c == '>')
        .any(|w| w == name)
}

/// The opening tags of an element, in order.
pub fn tags<'a>(html: &'a str, element: &str) -> Vec<&'a str> {
    let open = format!("<{element} ");
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(at) = rest.find(&open) {
        let tag = &rest[at..];
        let end = tag.find('>').unwrap() + 1;
        out.push(&tag[..end]);
        rest = &tag[end..];
    }
    out
}

pub fn unescape(text: &str) -> String {
    text.replace("&#34;", "\"")
        .replace("&#39;", "'")
        .replace("&#60;", "<")
        .replace("&#62;", ">")
        .replace("&#38;", "&")
        .replace("&amp;", "&")
}

/// What a browser would send for one <form> as drawn: hidden fields, checked boxes, numbers,
/// selected options, and the named button pressed.
pub fn submitted(form: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for tag in tags(form, "input") {
        let name = attr(tag, "name").unwrap().to_string();
        let value = unescape(attr(tag, "value").unwrap_or(""));
        match attr(tag, "type").unwrap() {
            "radio" | "checkbox" if !has_flag(tag, "checked") => {}
            _ => out.push((name, value)),
        }
    }
    for select in form.split("<select ").skip(1) {
        let open = format!(" {select}");
        let name = attr(&open, "name").unwrap().to_string();
        let body = &select[..select.find("</select>").unwrap()];
        let chosen = tags(body, "option")
            .into_iter()
            .find(|o| has_flag(o, "selected"))
            .and_then(|o| attr(o, "value"))
            .unwrap_or("");
        out.push((name, unescape(chosen)));
    }
    for button in tags(form, "button") {
        if let (Some(name), Some(value)) = (attr(button, "name"), attr(button, "value")) {
            out.push((name.to_string(), value.to_string()));
        }
    }
    out
}

/// The page's forms, but the one that writes at the table (every seat page has it).
pub fn forms(html: &str) -> Vec<&str> {
    html.split("<form ")
        .skip(1)
        .map(|f| &f[..f.find("</form>").unwrap()])
        .filter(|f| !f[..f.find('>').unwrap_or(0)].contains("class=\"talk\""))
        .collect()
}
