//! The table as it was after one step, for time travel through a game's history, drawn from the
//! viewer's `View` of that moment; once the game is over, from every seat's own.

use super::board::{PlayerBoard, board};
use super::card::{CardText, abilities_note};
use crate::games::settlers::View;
use crate::i18n::Tr;
use crate::play::views::step_view::StepContext;
use crate::web::games::Drawn;
use crate::web::games::step_boards;
use askama::Template;

#[derive(Template)]
#[template(path = "games/settlers/step.html")]
struct StepPage<'a> {
    pub tr: Tr,
    ctx: &'a StepContext,
    /// The face-up Lookout row.
    row: Vec<CardText>,
    boards: Vec<PlayerBoard>,
    /// To a reader of another language than English, where cards show: their abilities are in
    /// English.
    abilities_note: Option<String>,
}

/// `views`: the viewer's view while the game runs; once it is over, every seat's own.
pub fn step_page(ctx: &StepContext, views: &[View]) -> Drawn {
    let tr = &ctx.tr;
    let boards: Vec<PlayerBoard> = step_boards(ctx, views, |view, seat, name| {
        board(view, seat, name, ctx.seat, tr)
    });
    let row = views
        .first()
        .map(|v| CardText::all(&v.row, tr))
        .unwrap_or_default();
    let cards_shown = !row.is_empty() || boards.iter().any(PlayerBoard::has_cards);
    StepPage {
        tr: tr.clone(),
        ctx,
        row,
        boards,
        abilities_note: abilities_note(tr).filter(|_| cards_shown),
    }
    .render()
}
