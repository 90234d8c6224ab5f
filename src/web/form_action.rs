//! A signed-in user's action from a form: sign-in and CSRF checked, the action run against the
//! database, then a 303 to the page that shows its result.

use crate::db::DbConn;
use crate::db::models::User;
use crate::play::Ctx;
use crate::web::error::WebError;
use crate::web::render::see_other;
use crate::web::session;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::HttpResponse;

pub async fn run(
    state: &AppState,
    session: &Session,
    fields: &[(String, String)],
    done: String,
    action: impl FnOnce(&mut DbConn, &User, &Ctx) -> Result<(), WebError> + Send + 'static,
) -> Result<HttpResponse, WebError> {
    attempt(state, session, fields, action).await?;
    Ok(see_other(&done))
}

/// The same checks and `action`, whose result comes back to the caller: a form that shows
/// itself again when the rules refuse it returns their refusal as its `T`.
pub async fn attempt<T: Send + 'static>(
    state: &AppState,
    session: &Session,
    fields: &[(String, String)],
    action: impl FnOnce(&mut DbConn, &User, &Ctx) -> Result<T, WebError> + Send + 'static,
) -> Result<T, WebError> {
    let user = session::require_user(session, state).await?;
    session::check_csrf(session, fields)?;
    let ctx = state.ctx();
    state.db(move |conn| action(conn, &user, &ctx)).await
}
