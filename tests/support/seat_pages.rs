//! A game's seat page drawn straight from its web side, for tests of what the page offers.

use missive::games::Seat;
use missive::web::games::{GameWeb, SeatPageOf};
use missive::web::seat_page::SeatContext;

/// What the page is drawn from as the email's link opens it: nothing submitted, no standing
/// orders, no refusal, no query. A test changes what it needs with `..opened(…)`.
pub fn opened<'a, G: GameWeb>(
    ctx: &'a SeatContext,
    state: &'a G::State,
    seat: Seat,
) -> SeatPageOf<'a, G> {
    SeatPageOf {
        ctx,
        state,
        seat,
        current: None,
        orders: None,
        error: None,
        query: &[],
        sent: None,
    }
}
