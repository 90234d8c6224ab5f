//! The form controls of the seat page, as the template draws them: radio buttons and check boxes
//! (a card's, or a line of words), and drop-down lists. Each knows whether the filled decision
//! picks it.

use super::card::{CardText, Name};

/// The fields of the decision the form shows as chosen (the player's own, or the default).
pub struct Filled(pub Vec<(String, String)>);

impl Filled {
    pub fn has(&self, name: &str, value: &str) -> bool {
        self.0.iter().any(|(k, v)| k == name && v == value)
    }
}

/// One radio button or check box.
pub struct Item {
    pub name: String,
    pub value: String,
    /// Unique on the page, for the label.
    pub id: String,
    pub label: String,
    /// The label is a card's English name, for want of one in the reader's language.
    pub english: bool,
    pub card: Option<CardText>,
    pub checked: bool,
}

impl Item {
    pub fn new(filled: &Filled, name: &str, value: String, label: String) -> Item {
        Item {
            id: format!("f-{name}-{value}"),
            checked: filled.has(name, &value),
            name: name.to_string(),
            value,
            label,
            english: false,
            card: None,
        }
    }

    /// A card's choice, its label the card's name.
    pub fn named(filled: &Filled, name: &str, value: String, label: Name) -> Item {
        Item {
            english: label.english,
            ..Item::new(filled, name, value, label.text)
        }
    }

    pub fn with_card(mut self, card: CardText) -> Item {
        self.card = Some(card);
        self
    }
}

/// Radio buttons (one choice) or check boxes (any number) under one heading, with the parts that
/// go with them: drop-down lists, and check boxes of their own.
pub struct Group {
    pub legend: String,
    pub checkbox: bool,
    pub items: Vec<Item>,
    pub selects: Vec<Select>,
    pub checks: Vec<Group>,
    /// Shown folded under its heading (a `details` element), unless something in it is chosen.
    pub folded: bool,
}

impl Group {
    pub fn new(legend: String, checkbox: bool, items: Vec<Item>) -> Group {
        Group {
            legend,
            checkbox,
            items,
            selects: Vec::new(),
            checks: Vec::new(),
            folded: false,
        }
    }

    pub fn folded(mut self) -> Group {
        self.folded = true;
        self
    }

    pub fn with_parts(mut self, selects: Vec<Select>, checks: Vec<Group>) -> Group {
        self.selects = selects;
        self.checks = checks;
        self
    }

    /// Whether a folded group opens: one of its items is chosen. A group of parts alone stays
    /// folded: its heading says what it holds.
    pub fn open(&self) -> bool {
        self.items.iter().any(|i| i.checked)
    }
}

/// A drop-down list.
pub struct Select {
    pub name: String,
    pub label: String,
    pub options: Vec<SelectOption>,
}

pub struct SelectOption {
    pub value: String,
    pub text: String,
    /// The text is a card's English name, for want of one in the reader's language.
    pub english: bool,
    pub selected: bool,
}

impl Select {
    /// `options`: (value, text) pairs; the filled value is selected, else the first.
    pub fn new(
        filled: &Filled,
        name: String,
        label: String,
        options: Vec<(String, String)>,
    ) -> Select {
        let options = options
            .into_iter()
            .map(|(value, text)| (value, Name::plain(text)))
            .collect();
        Select::named(filled, name, label, options)
    }

    /// `options`: (value, name) pairs, a name marked when it is English for want of another.
    pub fn named(
        filled: &Filled,
        name: String,
        label: String,
        options: Vec<(String, Name)>,
    ) -> Select {
        let options = options
            .into_iter()
            .map(|(value, text)| SelectOption {
                selected: filled.has(&name, &value),
                value,
                text: text.text,
                english: text.english,
            })
            .collect();
        Select {
            name,
            label,
            options,
        }
    }

    /// 0 to `max`, as numbers.
    pub fn count(filled: &Filled, name: &str, label: String, max: u16) -> Select {
        let options = (0..=max).map(|n| (n.to_string(), n.to_string())).collect();
        Select::new(filled, name.to_string(), label, options)
    }
}
