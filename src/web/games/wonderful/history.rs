//! The table as it was after one step, for time travel through a game's history. Drawn from
//! the viewer's `View` of that moment, so a page shows what the viewer's seat knew then; once
//! the game is over, every hand is shown to everyone.

use super::board::{PlayerBoard, board};
use crate::games::wonderful::View;
use crate::i18n::Tr;
use crate::play::views::step_view::StepContext;
use crate::web::games::Drawn;
use crate::web::games::step_boards;
use askama::Template;

#[derive(Template)]
#[template(path = "games/wonderful/step.html")]
struct StepPage<'a> {
    pub tr: Tr,
    ctx: &'a StepContext,
    boards: Vec<PlayerBoard>,
}

/// `views`: the viewer's view while the game runs; once it is over, every seat's own.
pub fn step_page(ctx: &StepContext, views: &[View]) -> Drawn {
    let boards = step_boards(ctx, views, |view, seat, name| {
        board(view, seat, name, ctx.seat, &ctx.tr)
    });
    StepPage {
        tr: ctx.tr.clone(),
        ctx,
        boards,
    }
    .render()
}
