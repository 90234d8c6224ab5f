//! The game's part of the new-game and new-league forms: the factions, chosen or drawn, and the
//! standard or the Alternate Lookout.

use crate::games::settlers::Options;
use crate::games::settlers::cards::Faction;
use crate::games::settlers::state::MAX_SEATS;
use crate::web::games::Drawn;
use crate::web::refusal::Refusal;
use crate::web::session::field;
use askama::Template;

#[derive(Template)]
#[template(path = "games/settlers/options.html")]
struct OptionsFields<'a> {
    /// Per seat: the chosen faction's name, or "random".
    chosen: Vec<&'static str>,
    factions: Vec<&'static str>,
    alternate_lookout: bool,
    refusal: &'a Refusal,
}

pub fn options_fields(options: &Options, refusal: &Refusal) -> Drawn {
    let chosen = (0..MAX_SEATS)
        .map(|s| {
            options
                .factions
                .as_ref()
                .and_then(|f| f.get(s))
                .map_or("random", |f| f.name())
        })
        .collect();
    OptionsFields {
        chosen,
        factions: Faction::ALL.iter().map(|f| f.name()).collect(),
        alternate_lookout: options.alternate_lookout,
        refusal,
    }
    .render()
}

/// Every seat's faction drawn at random, or chosen from the first seat on: the rules deal
/// factions to a whole table at once, and say whether the count matches the players.
pub fn parse_options(fields: &[(String, String)]) -> Result<Options, (&'static str, String)> {
    let field = |name: &str| field(fields, name);
    let mut chosen: Vec<Faction> = Vec::new();
    let mut drawn = false;
    for seat in 0..MAX_SEATS {
        match field(&format!("faction{seat}")) {
            None | Some("random") | Some("") => drawn = true,
            Some(_) if drawn => {
                return Err((
                    "faction0",
                    "Choose the factions from the first seat on, or leave them all to chance."
                        .into(),
                ));
            }
            Some(name) => match Faction::ALL.iter().find(|f| f.name() == name) {
                Some(f) if chosen.contains(f) => {
                    return Err((
                        "faction0",
                        format!("Two seats cannot both play the {name}."),
                    ));
                }
                Some(f) => chosen.push(*f),
                None => return Err(("faction0", format!("There is no faction called {name}."))),
            },
        }
    }
    let alternate_lookout = match field("lookout") {
        None | Some("standard") => false,
        Some("alternate") => true,
        Some(_) => {
            return Err((
                "lookout",
                "Choose the standard or the Alternate Lookout.".into(),
            ));
        }
    };
    Ok(Options {
        factions: (!chosen.is_empty()).then_some(chosen),
        alternate_lookout,
    })
}
