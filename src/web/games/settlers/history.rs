//! The table as it was after one step, for time travel through a game's history, drawn from the
//! viewer's `View` of that moment; once the game is over, from every seat's own.

use super::board::{PlayerBoard, board};
use super::card::CardText;
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
}

/// `views`: the viewer's view while the game runs; once it is over, every seat's own.
pub fn step_page(ctx: &StepContext, views: &[View]) -> Drawn {
    let boards = step_boards(ctx, views, |view, seat, name| {
        board(view, seat, name, ctx.seat)
    });
    let row = views
        .first()
        .map(|v| CardText::all(&v.row))
        .unwrap_or_default();
    StepPage {
        tr: ctx.tr.clone(),
        ctx,
        row,
        boards,
    }
    .render()
}
