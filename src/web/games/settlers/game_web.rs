//! Imperial Settlers on the web, as the pages around every game call it.

use super::{charts, form, history, options, orders, page};
use crate::games::settlers::figures::Figures;
use crate::games::settlers::{Decision, Options, Orders, Prompt, Settlers, View};
use crate::play::views::step_view::StepContext;
use crate::web::games::{Drawn, GameWeb, OrdersPageOf, SeatPageOf};
use crate::web::refusal::Refusal;

impl GameWeb for Settlers {
    fn options_fields(options: &Options, refusal: &Refusal) -> Drawn {
        options::options_fields(options, refusal)
    }

    fn options_fields_in(options: &Options, refusal: &Refusal, tr: &crate::i18n::Tr) -> Drawn {
        options::options_fields_in(options, refusal, tr)
    }

    fn parse_options(fields: &[(String, String)]) -> Result<Options, (&'static str, String)> {
        options::parse_options(fields)
    }

    fn seat_page(p: &SeatPageOf<Settlers>) -> Drawn {
        page::seat_page(p)
    }

    fn parse_decision(prompt: &Prompt, fields: &[(String, String)]) -> Result<Decision, String> {
        form::parse(prompt, fields)
    }

    fn decision_fields(decision: &Decision) -> Vec<(String, String)> {
        form::fields(decision)
    }

    fn orders_page(p: &OrdersPageOf<Settlers>) -> Option<Drawn> {
        Some(orders::orders_page(
            p.ctx, p.state, p.seat, p.orders, p.saved, p.error,
        ))
    }

    fn parse_orders(fields: &[(String, String)]) -> Option<Result<Orders, String>> {
        Some(orders::parse_orders(fields))
    }

    fn step_page(ctx: &StepContext, views: &[View]) -> Drawn {
        history::step_page(ctx, views)
    }

    fn charts(figures: &Figures, names: &[String], tr: &crate::i18n::Tr) -> Vec<String> {
        charts::game_charts(figures, names, tr)
    }
}
