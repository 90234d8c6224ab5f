//! The game's part of the new-game and new-league forms: the factions, chosen or drawn, and the
//! standard or the Alternate Lookout.

use super::card::Name;
use crate::games::Phrase;
use crate::games::settlers::Options;
use crate::games::settlers::cards::Faction;
use crate::games::settlers::state::MAX_SEATS;
use crate::i18n::Tr;
use crate::web::games::Drawn;
use crate::web::refusal::Refusal;
use crate::web::session::field;
use askama::Template;

#[derive(Template)]
#[template(path = "games/settlers/options.html")]
struct OptionsFields {
    pub tr: Tr,
    /// Per seat: the chosen faction's name (in English, the form's value), or "random".
    chosen: Vec<&'static str>,
    /// Each faction: its name in English (the form's value), and as the reader reads it.
    factions: Vec<(&'static str, Name)>,
    alternate_lookout: bool,
    /// The refusal's reason in the reader's words, by the field it concerns.
    refused: Refused,
}

/// Why the form was refused, beside the field it concerns.
struct Refused {
    factions: Option<String>,
    lookout: Option<String>,
}

/// The fields in English.
pub fn options_fields(options: &Options, refusal: &Refusal) -> Drawn {
    options_fields_in(options, refusal, &Tr::default())
}

/// The fields in the words of `tr`.
pub fn options_fields_in(options: &Options, refusal: &Refusal, tr: &Tr) -> Drawn {
    let chosen = (0..MAX_SEATS)
        .map(|s| {
            options
                .factions
                .as_ref()
                .and_then(|f| f.get(s))
                .map_or("random", |f| f.name())
        })
        .collect();
    let refused = |field: &str| refusal.on(field).map(|reason| said(reason, tr));
    OptionsFields {
        tr: tr.clone(),
        chosen,
        factions: Faction::ALL
            .iter()
            .map(|&f| (f.name(), Name::faction(f, tr)))
            .collect(),
        alternate_lookout: options.alternate_lookout,
        refused: Refused {
            factions: refused("faction0"),
            lookout: refused("lookout"),
        },
    }
    .render()
}

/// Every seat's faction drawn at random, or chosen from the first seat on: the rules deal
/// factions to a whole table at once, and say whether the count matches the players. A refusal
/// names its field and says why in a message of the game's.
fn read_options(fields: &[(String, String)]) -> Result<Options, (&'static str, Phrase)> {
    let field = |name: &str| field(fields, name);
    let mut chosen: Vec<Faction> = Vec::new();
    let mut drawn = false;
    for seat in 0..MAX_SEATS {
        match field(&format!("faction{seat}")) {
            None | Some("random") | Some("") => drawn = true,
            Some(_) if drawn => {
                return Err(("faction0", Phrase::new("settlers-options-in-order")));
            }
            Some(name) => match Faction::ALL.iter().find(|f| f.name() == name) {
                Some(f) if chosen.contains(f) => return Err(("faction0", twice(*f))),
                Some(f) => chosen.push(*f),
                None => return Err(("faction0", no_faction(name))),
            },
        }
    }
    let alternate_lookout = match field("lookout") {
        None | Some("standard") => false,
        Some("alternate") => true,
        Some(_) => {
            return Err(("lookout", Phrase::new("settlers-options-lookout-refused")));
        }
    };
    Ok(Options {
        factions: (!chosen.is_empty()).then_some(chosen),
        alternate_lookout,
    })
}

fn twice(faction: Faction) -> Phrase {
    Phrase::new("settlers-options-twice").with("faction", faction.word())
}

fn no_faction(name: &str) -> Phrase {
    Phrase::new("settlers-options-no-faction").with("name", name)
}

/// A refusal's reason (in English, as `parse_options` gives it) in the words of `tr`: the
/// message of the game's it was read from, else the reason as it is.
fn said(reason: &str, tr: &Tr) -> String {
    // The name a refusal quotes, found where the English message puts it.
    let blank = crate::words::sentence(&no_faction("\u{1}").to_string());
    let named = blank.split_once('\u{1}').and_then(|(before, after)| {
        reason
            .strip_prefix(before)
            .and_then(|rest| rest.strip_suffix(after))
            .map(no_faction)
    });
    let candidates = [
        Phrase::new("settlers-options-in-order"),
        Phrase::new("settlers-options-lookout-refused"),
    ]
    .into_iter()
    .chain(Faction::ALL.into_iter().map(twice))
    .chain(named);
    candidates
        .into_iter()
        .find(|phrase| crate::words::sentence(&phrase.to_string()) == reason)
        .map_or_else(|| reason.to_string(), |phrase| tr.say(&phrase))
}

/// The options of the form's fields, or the field refused and why (in English: the pages around
/// the form show it beside the field, in the reader's words).
pub fn parse_options(fields: &[(String, String)]) -> Result<Options, (&'static str, String)> {
    read_options(fields).map_err(|(field, why)| (field, why.to_string()))
}
