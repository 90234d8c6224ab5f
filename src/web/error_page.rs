//! The page shown for every 4xx answer: what went wrong, in words, and a way back.

use crate::i18n::Tr;
use askama::Template;

pub struct ErrorPage {
    pub status: u16,
    pub title: String,
    pub reason: String,
    pub back_url: String,
    pub back_label: String,
}

#[derive(Template)]
#[template(path = "pages/error.html")]
struct ErrorTemplate<'a> {
    pub tr: Tr,
    page: &'a ErrorPage,
}

impl ErrorPage {
    /// The page, framed in `tr`'s language.
    pub fn render(&self, tr: Tr) -> String {
        // Only strings and numbers go in: writing them into a String cannot fail.
        Template::render(&ErrorTemplate { tr, page: self }).expect("an error page renders")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_what_it_is_given() {
        let page = ErrorPage {
            status: 404,
            title: "No such <game>".into(),
            reason: "<script>alert(1)</script> & more".into(),
            back_url: "/games?a=1&b=\"2\"".into(),
            back_label: "Back to <games>".into(),
        };
        let html = page.render(Tr::default());
        assert!(!html.contains("<script"));
        assert!(html.contains("&#60;script&#62;"));
        assert!(html.contains("No such &#60;game&#62;"));
        assert!(html.contains("Back to &#60;games&#62;"));
        assert!(!html.contains("\"2\""));
        assert!(html.contains("Error 404"));
    }
}
