//! The page's words in its reader's language: a card or an Empire by its published name (marked
//! when it is the English one, for want of a translation), and a message that holds a piece of
//! HTML, such as a badge, where each language puts it.

use crate::games::Game;
use crate::games::wonderful::Wonderful;
use crate::games::wonderful::cards::{CardId, EmpireId};
use crate::i18n::{Lang, Tr};

/// A name as a page shows it: the published one in the reader's language, or the English one,
/// which the page marks `lang="en"`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Name {
    pub text: String,
    /// Whether it is the English name, for want of one in the reader's language.
    pub english: bool,
}

impl Name {
    fn of(id: &str, text: String, lang: Lang) -> Name {
        let english = lang != Lang::En
            && Wonderful::names()
                .shown(id, lang.code())
                .is_some_and(|shown| shown.english_for_want);
        Name { text, english }
    }

    /// A card by its published name.
    pub fn card(card: CardId, tr: &Tr) -> Name {
        let id = if card.exists() {
            card.design().id.as_str()
        } else {
            ""
        };
        Name::of(id, tr.word(&card.word()), tr.lang)
    }

    /// An Empire by its published name.
    pub fn empire(empire: EmpireId, tr: &Tr) -> Name {
        Name::of(&empire.empire().id, tr.word(&empire.word()), tr.lang)
    }

    /// The name as HTML: in a `<span lang="en">` when it is the English one.
    pub fn html(&self) -> String {
        let text = escape(&self.text);
        if self.english {
            format!("<span lang=\"en\">{text}</span>")
        } else {
            text
        }
    }
}

/// The place of the `i`th piece of HTML in a message's arguments: a character of Unicode's
/// private use area, which no message holds and escaping leaves as it is.
pub fn slot(i: usize) -> String {
    char::from_u32(0xE000 + i as u32)
        .expect("a private use character")
        .to_string()
}

/// `text`, a message read with `slot(i)` for its pieces of HTML, escaped for a page with
/// `html[i]` in each slot.
pub fn with_html(text: &str, html: &[String]) -> String {
    let mut out = escape(text);
    for (i, piece) in html.iter().enumerate() {
        out = out.replace(&slot(i), piece);
    }
    out
}

/// `text` escaped for HTML, as the templates escape what they print.
pub fn escape(text: &str) -> String {
    askama::filters::escape(text, askama::filters::Html)
        .map(|safe| safe.to_string())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::wonderful::cards::catalog;

    #[test]
    fn html_goes_in_its_slot_and_the_words_around_it_are_escaped() {
        let text = format!("<b> & {} here", slot(0));
        assert_eq!(
            with_html(&text, &["<i>x</i>".to_owned()]),
            "&#60;b&#62; &#38; <i>x</i> here"
        );
    }

    #[test]
    fn a_name_without_a_translation_is_the_english_one_marked() {
        let card = catalog().first_card_of("financial_center").unwrap();
        let es = Name::card(card, &Tr::new(Lang::Es));
        assert_eq!(es.text, "Centro Financiero");
        assert!(!es.english);
        let cs = Name::card(card, &Tr::new(Lang::Cs));
        assert_eq!(cs.text, "Financial Center");
        assert!(cs.english);
        assert_eq!(cs.html(), "<span lang=\"en\">Financial Center</span>");
        assert!(!Name::card(card, &Tr::default()).english);
    }
}
