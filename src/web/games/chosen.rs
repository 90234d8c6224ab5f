//! Which game a new-game or new-league form is for: its `game` field or query, else the first
//! game registered.

use crate::games::registry::{self, Registered};
use crate::i18n::Said;
use crate::web::error::WebError;
use actix_web::http::StatusCode;
use serde::Deserialize;

/// The one field this reads.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Named {
    game: String,
}

/// The game named by the `game` field among `fields`, or the first registered one when none is
/// named; a name no game has is refused, with a way back to `back`.
pub fn chosen(fields: &[(String, String)], back: &str) -> Result<Registered, WebError> {
    let named: Named = crate::web::fields::read(fields)?;
    let all = registry::all();
    match named.game.as_str() {
        "" => Ok(all[0]),
        id => registry::find(id).map_err(|_| {
            WebError::refused(
                StatusCode::NOT_FOUND,
                Said::msg("error-no-such-game"),
                Said::msg("error-no-such-game-why").with(
                    "games",
                    all.iter().map(|g| g.name).collect::<Vec<_>>().join(" · "),
                ),
            )
            .back_to(back, Said::msg("error-back"))
        }),
    }
}

/// The other games a form could be for, as (id, name): the form offers to switch to them.
pub fn others(current: &Registered) -> Vec<(&'static str, &'static str)> {
    registry::all()
        .into_iter()
        .filter(|g| g.id != current.id)
        .map(|g| (g.id, g.name))
        .collect()
}
