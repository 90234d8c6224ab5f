//! What the seat page needs of a game: drawing the page from the seat's view, and reading its form;
//! the same for the seat's standing orders.

use crate::games::Seat;
use crate::games::wonderful::cards::{CARD_COUNT, CardId};
use crate::games::wonderful::{Decision, Orders, Prompt, State, Wonderful};
use crate::play::Playable;
use crate::web::games::wonderful::{form, orders, page, prefill};

pub use page::SeatContext;

pub trait SeatPage: Playable {
    /// The page of `seat`, drawn from that seat's view only. `current` is the decision already
    /// submitted (or the refused one, to refill the form); without one, the form is filled with
    /// what the seat's `orders` (else the fallback) would decide. `query` is the page's query
    /// string (one-click links preselect a choice).
    fn render(
        ctx: &SeatContext,
        state: &Self::State,
        seat: Seat,
        current: Option<&Self::Decision>,
        orders: Option<&Self::Orders>,
        error: Option<&str>,
        query: &[(String, String)],
    ) -> String;

    /// The form's fields as a decision, or what is wrong with them.
    fn parse(prompt: &Self::Prompt, fields: &[(String, String)]) -> Result<Self::Decision, String>;

    /// The standing-orders page of `seat`, its form filled with `orders`. `saved`: show that they
    /// were just saved.
    fn render_orders(
        ctx: &SeatContext,
        state: &Self::State,
        seat: Seat,
        orders: &Self::Orders,
        saved: bool,
        error: Option<&str>,
    ) -> String;

    /// The standing-orders form's fields, or what is wrong with them.
    fn parse_orders(fields: &[(String, String)]) -> Result<Self::Orders, String>;
}

impl SeatPage for Wonderful {
    fn render(
        ctx: &SeatContext,
        state: &State,
        seat: Seat,
        current: Option<&Decision>,
        orders: Option<&Orders>,
        error: Option<&str>,
        query: &[(String, String)],
    ) -> String {
        use crate::games::Game;
        let view = Wonderful::view(state, Some(seat));
        let prompt = Wonderful::prompts(state)
            .into_iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, p)| p);
        let filled = prefill::prefill(state, seat, current, orders);
        let linked = query
            .iter()
            .find(|(k, _)| k == "card")
            .and_then(|(_, v)| v.parse::<u8>().ok())
            .filter(|c| (*c as usize) < CARD_COUNT)
            .map(CardId);
        page::decision_page(ctx, &view, prompt.as_ref(), &filled, error, linked)
    }

    fn parse(prompt: &Prompt, fields: &[(String, String)]) -> Result<Decision, String> {
        form::parse(prompt, fields).map_err(|e| e.to_string())
    }

    fn render_orders(
        ctx: &SeatContext,
        state: &State,
        seat: Seat,
        orders: &Orders,
        saved: bool,
        error: Option<&str>,
    ) -> String {
        use crate::games::Game;
        let view = Wonderful::view(state, Some(seat));
        orders::orders_page(ctx, &view, seat, orders, saved, error)
    }

    fn parse_orders(fields: &[(String, String)]) -> Result<Orders, String> {
        orders::parse_orders(fields)
    }
}
