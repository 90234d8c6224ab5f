//! A seat's standing-orders page: which kinds of action alone make Missive pass for the player.

use super::card::Name;
use super::form::key_of;
use crate::games::settlers::State;
use crate::games::settlers::orders::{ActionKind, Orders};
use crate::games::{Phrase, Seat};
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
    error: Option<String>,
    faction: Option<Name>,
    /// (form value, words, ticked).
    kinds: Vec<(String, String, bool)>,
}

/// The message that names a kind of action in the orders' list: "spending workers".
fn words(kind: ActionKind) -> &'static str {
    match kind {
        ActionKind::Build => "settlers-orders-build",
        ActionKind::Deal => "settlers-orders-deal",
        ActionKind::RazeCard => "settlers-orders-raze-card",
        ActionKind::Raze => "settlers-orders-raze",
        ActionKind::Activate => "settlers-orders-activate",
        ActionKind::SpendWorkers => "settlers-orders-spend-workers",
    }
}

/// Why the form does not read: the form names no kind of action there is.
fn unknown_kind() -> Phrase {
    Phrase::new("settlers-orders-no-kind")
}

pub fn orders_page(
    ctx: &SeatContext,
    state: &State,
    seat: Seat,
    orders: &Orders,
    saved: bool,
    error: Option<&str>,
) -> Drawn {
    let tr = &ctx.tr;
    let back_url = ctx.seat_url();
    // The reason `parse_orders` gave, in English, in the reader's words.
    let error = error.map(|reason| {
        let why = unknown_kind();
        if why.to_string() == reason {
            tr.say(&why)
        } else {
            reason.to_string()
        }
    });
    Page {
        tr: tr.clone(),
        ctx,
        back_url,
        saved,
        error,
        faction: state
            .players
            .get(seat)
            .map(|p| Name::faction(p.faction, tr)),
        kinds: ActionKind::ALL
            .into_iter()
            .map(|k| {
                let ticked = orders.pass_when_only.contains(&k);
                (key_of(k), tr.g(words(k)), ticked)
            })
            .collect(),
    }
    .render()
}

/// The orders the form's fields make, or what is wrong with them (in English: the page shows
/// it in the reader's words).
pub fn parse_orders(fields: &[(String, String)]) -> Result<Orders, String> {
    let mut pass_when_only = Vec::new();
    for (name, value) in fields {
        if name != "pass_when_only" {
            continue;
        }
        let kind = ActionKind::ALL
            .into_iter()
            .find(|k| key_of(k) == *value)
            .ok_or_else(|| unknown_kind().to_string())?;
        if !pass_when_only.contains(&kind) {
            pass_when_only.push(kind);
        }
    }
    pass_when_only.sort();
    Ok(Orders { pass_when_only })
}
