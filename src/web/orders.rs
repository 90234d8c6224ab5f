//! `/play/{token}/orders`: a player's standing orders for their seat, used at a deadline they
//! miss, during an absence, and for the steps they ask to have played for them.

use crate::i18n::{Said, Tr};
use crate::play::table::seated::Seated;
use crate::play::views::seat_view::SeatView;
use crate::play::{PlayError, turn::orders};
use crate::web::error::WebError;
use crate::web::fields::{Fields, QueryFields, Saved};
use crate::web::games::{GameWeb, OrdersPageOf};
use crate::web::play::{context, seat_get, seat_post};
use crate::web::state::AppState;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};

fn draw<G: GameWeb>(
    conn: &mut diesel::PgConnection,
    v: &SeatView,
    token: &str,
    saved: bool,
    error: Option<&str>,
    tr: Tr,
) -> Result<String, WebError> {
    // Orders decide future steps: a game that has ended has none, so no form.
    if !v.game.status.is_active() {
        return Err(WebError::refused(
            StatusCode::CONFLICT,
            Said::msg("error-orders-over"),
            Said::msg("error-orders-over-why"),
        )
        .back_to(
            format!("/games/{}", v.game.id),
            Said::msg("error-back-game"),
        ));
    }
    let state = v.state::<G>()?;
    let mut ctx = context::<G>(v, token, tr.clone());
    ctx.action_url = format!("/play/{token}/orders");
    let current = orders::of_seat::<G>(conn, v.game.id, v.seat)?.unwrap_or_default();
    let page = OrdersPageOf {
        ctx: &ctx,
        state: &*state,
        seat: v.seat,
        orders: &current,
        saved,
        error,
    };
    Ok(G::orders_page(&page).ok_or_else(|| no_orders(token))??)
}

/// Standing orders are optional: a game without them has no such page.
fn no_orders(token: &str) -> WebError {
    WebError::refused(
        StatusCode::NOT_FOUND,
        Said::msg("error-no-orders"),
        Said::msg("error-no-orders-why"),
    )
    .back_to(format!("/play/{token}"), Said::msg("error-back-seat"))
}

pub async fn show(
    state: web::Data<AppState>,
    token: web::Path<String>,
    query: QueryFields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let saved = Saved::read(&query)?;
    seat_get(&state, token.into_inner(), move |conn, v, token| {
        crate::with_game!(&v.game.game, G => draw::<G>(conn, v, token, saved, None, tr.clone()))
    })
    .await
}

pub async fn save(
    state: web::Data<AppState>,
    token: web::Path<String>,
    fields: Fields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let fields = fields.into_inner();
    seat_post(
        &state,
        token.into_inner(),
        "/orders?saved=1",
        move |conn, s, token, ctx| {
            crate::with_game!(&s.table.game.game, G => save_in::<G>(conn, s, token, &fields, ctx, tr.clone()))
        },
    )
    .await
}

/// Saves the orders; `Some(page)` with the reason when the form is refused.
fn save_in<G: GameWeb>(
    conn: &mut diesel::PgConnection,
    s: &Seated,
    token: &str,
    fields: &[(String, String)],
    ctx: &crate::play::Ctx,
    tr: Tr,
) -> Result<Option<String>, WebError> {
    let parsed = match G::parse_orders(fields).ok_or_else(|| no_orders(token))? {
        Ok(o) => o,
        Err(reason) => {
            let page = draw::<G>(
                conn,
                &SeatView::of_seated(s),
                token,
                false,
                Some(&reason),
                tr.clone(),
            )?;
            return Ok(Some(page));
        }
    };
    match orders::save::<G>(conn, s.table.game.id, s.seat(), &parsed, ctx) {
        Ok(()) => Ok(None),
        Err(e @ PlayError::GameOver) => {
            Err(WebError::from(e).back_to(format!("/play/{token}"), Said::msg("error-back-seat")))
        }
        Err(e) => Err(e.into()),
    }
}
