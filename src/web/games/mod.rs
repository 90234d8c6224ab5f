//! The web side of a game: its options on the new-game and new-league forms, its seat page and
//! form, its standing orders if it has any, its step pages and its charts. Each registered game
//! implements `GameWeb` in its own folder; the pages around them are the same for every game.

pub mod chosen;
pub mod settlers;
pub mod wonderful;

use crate::games::registry::Registered;
use crate::games::{Playable, Seat};
use crate::play::views::step_view::StepContext;
use crate::web::error::WebError;
use crate::web::refusal::Refusal;
use crate::web::seat_page::SeatContext;

/// `game`'s options from a form's fields, in its stored format, for pages that keep them as
/// stored (a league); or the field refused and why.
pub fn stored_options(
    game: &Registered,
    fields: &[(String, String)],
) -> Result<Result<serde_json::Value, (&'static str, String)>, WebError> {
    crate::with_game!(game.id, G => Ok(match G::parse_options(fields) {
        Ok(options) => Ok(serde_json::to_value(options).map_err(|e| WebError::Internal(e.to_string()))?),
        Err(refused) => Err(refused),
    }))
}

/// `game`'s own form fields, filled with `options` in its stored format, in the words of `tr`;
/// options that do not read (none typed yet) are the game's defaults.
pub fn stored_options_fields(
    game: &Registered,
    options: &serde_json::Value,
    refusal: &Refusal,
    tr: &crate::i18n::Tr,
) -> Result<String, WebError> {
    crate::with_game!(game.id, G => Ok(G::options_fields_in(
        &serde_json::from_value(options.clone()).unwrap_or_default(),
        refusal,
        tr,
    )?))
}

/// A step page's boards, one per seat: each drawn by `board` from the view it may show, the
/// viewer's while the game runs, every seat's own once it is over (see `GameWeb::step_page`).
pub fn step_boards<V, B>(
    ctx: &StepContext,
    views: &[V],
    board: impl Fn(&V, Seat, &str) -> B,
) -> Vec<B> {
    (0..ctx.names.len())
        .filter_map(|seat| {
            let view = if ctx.over {
                views.get(seat)
            } else {
                views.first()
            };
            view.map(|view| board(view, seat, &ctx.names[seat]))
        })
        .collect()
}

/// A page or a part of one, drawn from its template; a template that fails is our fault, shown
/// as such (a 500), never as a page that looks whole.
pub type Drawn = Result<String, askama::Error>;

/// What a seat's page is drawn from. `current` is the decision already submitted (or the
/// refused one, to refill the form); without one, the form is filled with what the seat's
/// `orders` (else the fallback) would decide. `query` is the page's query string (one-click
/// links preselect a choice). `sent` is a refused form that did not even read as a decision:
/// the form is filled with it, so that nothing the player chose is lost.
pub struct SeatPageOf<'a, G: Playable + ?Sized> {
    pub ctx: &'a SeatContext,
    pub state: &'a G::State,
    pub seat: Seat,
    pub current: Option<&'a G::Decision>,
    pub orders: Option<&'a G::Orders>,
    pub error: Option<&'a str>,
    pub query: &'a [(String, String)],
    pub sent: Option<&'a [(String, String)]>,
}

/// What a seat's page is drawn with besides the game: the address's query, or the form the
/// player sent and had refused.
#[derive(Clone, Copy)]
pub enum PageFields<'a> {
    Query(&'a [(String, String)]),
    Refused(&'a [(String, String)]),
}

/// What a seat's standing-orders page is drawn from: its form filled with `orders`; `saved`:
/// show that they were just saved.
pub struct OrdersPageOf<'a, G: Playable + ?Sized> {
    pub ctx: &'a SeatContext,
    pub state: &'a G::State,
    pub seat: Seat,
    pub orders: &'a G::Orders,
    pub saved: bool,
    pub error: Option<&'a str>,
}

pub trait GameWeb: Playable + 'static {
    /// The game's own fields of the new-game and new-league forms, filled with `options`, and
    /// the refusal's reason beside the field it names.
    fn options_fields(options: &Self::Options, refusal: &Refusal) -> Drawn;

    /// As `options_fields`, in the words of `tr`, as the new-game and new-league forms draw
    /// them: a game whose fields speak their reader's language draws them here.
    fn options_fields_in(
        options: &Self::Options,
        refusal: &Refusal,
        _tr: &crate::i18n::Tr,
    ) -> Drawn {
        Self::options_fields(options, refusal)
    }

    /// The options from the form's fields, or the field refused and why.
    fn parse_options(fields: &[(String, String)]) -> Result<Self::Options, (&'static str, String)>;

    /// The page of `page.seat`, drawn from that seat's view only.
    fn seat_page(page: &SeatPageOf<Self>) -> Drawn;

    /// The seat form's fields as a decision, or what is wrong with them.
    fn parse_decision(
        prompt: &Self::Prompt,
        fields: &[(String, String)],
    ) -> Result<Self::Decision, String>;

    /// The fields a browser sends to make `decision`: `parse_decision` reads them back.
    fn decision_fields(decision: &Self::Decision) -> Vec<(String, String)>;

    /// The standing-orders page of `page.seat`. `None`: the game has no standing orders (they
    /// are optional).
    fn orders_page(_page: &OrdersPageOf<Self>) -> Option<Drawn> {
        None
    }

    /// The standing-orders form's fields, or what is wrong with them; `None` as for
    /// `orders_page`.
    fn parse_orders(_fields: &[(String, String)]) -> Option<Result<Self::Orders, String>> {
        None
    }

    /// The table as it was after step `ctx.step`. `views` holds what the viewer could see then:
    /// one view, theirs, while the game runs; once it is over, every seat's own, by seat.
    fn step_page(ctx: &StepContext, views: &[Self::View]) -> Drawn;

    /// The game page's charts as inline SVG, in page order; `names[seat]` names the players,
    /// and what the page around the game says is in the words of `tr`.
    fn charts(figures: &Self::Figures, names: &[String], tr: &crate::i18n::Tr) -> Vec<String>;
}
