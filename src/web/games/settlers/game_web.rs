//! Imperial Settlers on the web, as the pages around every game call it.

use super::{charts, form, history, options, orders, page};
use crate::games::Seat;
use crate::games::settlers::figures::Figures;
use crate::games::settlers::{Decision, Options, Orders, Prompt, Settlers, State, View};
use crate::play::views::step_view::StepContext;
use crate::web::games::{Drawn, GameWeb};
use crate::web::refusal::Refusal;
use crate::web::seat_page::SeatContext;

impl GameWeb for Settlers {
    fn options_fields(options: &Options, refusal: &Refusal) -> Drawn {
        options::options_fields(options, refusal)
    }

    fn parse_options(fields: &[(String, String)]) -> Result<Options, (&'static str, String)> {
        options::parse_options(fields)
    }

    fn seat_page(
        ctx: &SeatContext,
        state: &State,
        seat: Seat,
        current: Option<&Decision>,
        _orders: Option<&Orders>,
        error: Option<&str>,
        query: &[(String, String)],
    ) -> Drawn {
        page::seat_page(ctx, state, seat, current, error, query)
    }

    fn parse_decision(prompt: &Prompt, fields: &[(String, String)]) -> Result<Decision, String> {
        form::parse(prompt, fields)
    }

    fn orders_page(
        ctx: &SeatContext,
        state: &State,
        seat: Seat,
        orders: &Orders,
        saved: bool,
        error: Option<&str>,
    ) -> Option<Drawn> {
        Some(orders::orders_page(ctx, state, seat, orders, saved, error))
    }

    fn parse_orders(fields: &[(String, String)]) -> Option<Result<Orders, String>> {
        Some(orders::parse_orders(fields))
    }

    fn step_page(ctx: &StepContext, views: &[View]) -> Drawn {
        history::step_page(ctx, views)
    }

    fn charts(figures: &Figures, names: &[String]) -> Vec<String> {
        charts::game_charts(figures, names)
    }
}
