//! It's a Wonderful World on the web, as the pages around every game call it.

use super::{charts, form, history, options, orders, page, prefill};
use crate::games::Game;
use crate::games::wonderful::cards::{CARD_COUNT, CardId};
use crate::games::wonderful::{ChartData, Decision, Options, Orders, Prompt, View, Wonderful};
use crate::play::views::step_view::StepContext;
use crate::web::games::{Drawn, GameWeb, OrdersPageOf, SeatPageOf};
use crate::web::refusal::Refusal;
use crate::web::session::field;

impl GameWeb for Wonderful {
    fn options_fields(options: &Options, refusal: &Refusal) -> Drawn {
        options::options_fields(options, refusal, &crate::i18n::Tr::default())
    }

    fn options_fields_in(options: &Options, refusal: &Refusal, tr: &crate::i18n::Tr) -> Drawn {
        options::options_fields(options, refusal, tr)
    }

    fn parse_options(fields: &[(String, String)]) -> Result<Options, (&'static str, String)> {
        options::parse_options(fields)
    }

    fn seat_page(p: &SeatPageOf<Wonderful>) -> Drawn {
        let (state, seat) = (p.state, p.seat);
        let view = Wonderful::view(state, Some(seat));
        let prompt = Wonderful::prompts(state)
            .into_iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, p)| p);
        let filled = prefill::prefill(state, seat, p.current, p.orders);
        // An email's one-click link opens the page at that card.
        let linked = field(p.query, "card")
            .and_then(|v| v.parse::<u8>().ok())
            .filter(|c| (*c as usize) < CARD_COUNT)
            .map(CardId);
        // A form that did not read is refused for a reason of the game's messages, read here in
        // the player's language; a decision the rules refused keeps the rules' reason.
        let unread = match (prompt.as_ref(), p.sent, p.error) {
            (Some(prompt), Some(sent), Some(_)) => form::parse(prompt, sent).err(),
            _ => None,
        };
        let error = match &unread {
            Some(e) => Some(page::Refused::Form(&e.0)),
            None => p.error.map(page::Refused::Rules),
        };
        page::refused_page(p.ctx, &view, prompt.as_ref(), &filled, error, linked)
    }

    fn parse_decision(prompt: &Prompt, fields: &[(String, String)]) -> Result<Decision, String> {
        form::parse(prompt, fields).map_err(|e| e.to_string())
    }

    fn decision_fields(decision: &Decision) -> Vec<(String, String)> {
        form::fields(decision)
    }

    fn orders_page(p: &OrdersPageOf<Wonderful>) -> Option<Drawn> {
        let view = Wonderful::view(p.state, Some(p.seat));
        Some(orders::orders_page(
            p.ctx, &view, p.seat, p.orders, p.saved, p.error,
        ))
    }

    fn parse_orders(fields: &[(String, String)]) -> Option<Result<Orders, String>> {
        Some(orders::parse_orders(fields).map_err(|reason| orders::reason_text(&reason)))
    }

    fn step_page(ctx: &StepContext, views: &[View]) -> Drawn {
        history::step_page(ctx, views)
    }

    fn charts(figures: &ChartData, names: &[String], tr: &crate::i18n::Tr) -> Vec<String> {
        charts::game_charts(figures, names, tr)
    }
}
