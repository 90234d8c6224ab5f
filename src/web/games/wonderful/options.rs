//! The game's part of the new-game and new-league forms: which side of the Empire cards.

use crate::games::wonderful::Options;
use crate::games::wonderful::cards::Side;
use crate::i18n::Tr;
use crate::web::games::Drawn;
use crate::web::refusal::Refusal;
use crate::web::session::field;
use askama::Template;

#[derive(Template)]
#[template(path = "games/wonderful/options.html")]
struct OptionsFields<'a> {
    pub tr: &'a Tr,
    side_b: bool,
    refusal: &'a Refusal,
}

/// The fields in the words of `tr`; a refused side is told why in them too.
pub fn options_fields(options: &Options, refusal: &Refusal, tr: &Tr) -> Drawn {
    OptionsFields {
        tr,
        side_b: options.side == Side::B,
        refusal,
    }
    .render()
}

/// Side A unless the form says B: a form without the field (an older page) gets the default.
/// The reason of a refusal is English; the fields say it again in their reader's words.
pub fn parse_options(fields: &[(String, String)]) -> Result<Options, (&'static str, String)> {
    let side = match field(fields, "side") {
        None | Some("A") => Side::A,
        Some("B") => Side::B,
        Some(_) => {
            return Err((
                "side",
                "Choose side A or side B of the Empire cards.".into(),
            ));
        }
    };
    Ok(Options {
        side,
        empires: None,
    })
}
