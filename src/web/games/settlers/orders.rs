//! A seat's standing-orders page: which kinds of action alone make Missive pass for the player.

use super::form::key_of;
use crate::games::Seat;
use crate::games::settlers::State;
use crate::games::settlers::orders::{ActionKind, Orders};
use crate::i18n::Tr;
use crate::web::games::Drawn;
use crate::web::seat_page::SeatContext;
use askama::Template;

#[derive(Template)]
#[template(path = "games/settlers/orders.html")]
struct Page<'a> {
    pub tr: Tr,
    ctx: &'a SeatContext,
    back_url: &'a str,
    saved: bool,
    error: Option<&'a str>,
    faction: &'static str,
    /// (form value, words, ticked).
    kinds: Vec<(String, &'static str, bool)>,
}

pub fn orders_page(
    ctx: &SeatContext,
    state: &State,
    seat: Seat,
    orders: &Orders,
    saved: bool,
    error: Option<&str>,
) -> Drawn {
    let back_url = ctx.seat_url();
    Page {
        tr: ctx.tr.clone(),
        ctx,
        back_url,
        saved,
        error,
        faction: state.players.get(seat).map_or("", |p| p.faction.name()),
        kinds: ActionKind::ALL
            .into_iter()
            .map(|k| (key_of(k), k.words(), orders.pass_when_only.contains(&k)))
            .collect(),
    }
    .render()
}

/// The orders the form's fields make, or what is wrong with them.
pub fn parse_orders(fields: &[(String, String)]) -> Result<Orders, String> {
    let mut pass_when_only = Vec::new();
    for (name, value) in fields {
        if name != "pass_when_only" {
            continue;
        }
        let kind = ActionKind::ALL
            .into_iter()
            .find(|k| key_of(k) == *value)
            .ok_or_else(|| "The form names a kind of action that does not exist.".to_string())?;
        if !pass_when_only.contains(&kind) {
            pass_when_only.push(kind);
        }
    }
    pass_when_only.sort();
    Ok(Orders { pass_when_only })
}
