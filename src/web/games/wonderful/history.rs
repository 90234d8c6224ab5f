//! The table as it was after one step, for time travel through a game's history. Drawn from
//! the viewer's `View` of that moment, so a page shows what the viewer's seat knew then; once
//! the game is over, every hand is shown to everyone.

use super::board::{PlayerBoard, board};
use crate::games::Game;
use crate::games::wonderful::{State, Wonderful};
use crate::play::step_view::StepContext;
use askama::Template;

#[derive(Template)]
#[template(path = "games/wonderful/step.html")]
struct StepPage<'a> {
    ctx: &'a StepContext,
    boards: Vec<PlayerBoard>,
}

pub fn step_page(ctx: &StepContext, state: &State) -> String {
    let seats = state.players.len();
    let shared = Wonderful::view(state, ctx.seat);
    let boards = (0..seats)
        .map(|s| {
            let name = ctx.names.get(s).map_or("", String::as_str);
            if ctx.over {
                board(&Wonderful::view(state, Some(s)), s, name, ctx.seat)
            } else {
                board(&shared, s, name, ctx.seat)
            }
        })
        .collect();
    StepPage { ctx, boards }
        .render()
        .unwrap_or_else(|e| format!("<p>This page could not be drawn: {e}</p>"))
}
