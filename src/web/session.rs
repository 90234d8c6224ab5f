//! Who is signed in, and the CSRF token of their forms. The signed cookie holds a session token
//! that PostgreSQL knows: signing out deletes it there, so an old copy of the cookie opens
//! nothing.

use crate::accounts;
use crate::db::models::User;
use crate::db::tokens;
use crate::i18n::Said;
use crate::web::error::WebError;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::StatusCode;

const TOKEN: &str = "session";
const CSRF: &str = "csrf";

/// The signed-in user, if any.
pub async fn user(session: &Session, state: &AppState) -> Result<Option<User>, WebError> {
    let Ok(Some(token)) = session.get::<String>(TOKEN) else {
        return Ok(None);
    };
    let now = state.ctx().now;
    state
        .db(move |conn| Ok(accounts::sessions::user(conn, &token, now)?))
        .await
}

pub async fn require_user(session: &Session, state: &AppState) -> Result<User, WebError> {
    user(session, state)
        .await?
        .ok_or_else(WebError::sign_in_needed)
}

/// Signs the browser in as `user_id`, in a fresh cookie (with a fresh CSRF token).
pub async fn sign_in(session: &Session, state: &AppState, user_id: i64) -> Result<(), WebError> {
    let now = state.ctx().now;
    let token = state
        .db(move |conn| Ok(accounts::sessions::start(conn, user_id, now)?))
        .await?;
    session.renew();
    session.remove(CSRF);
    session
        .insert(TOKEN, token)
        .map_err(|e| WebError::Internal(e.to_string()))
}

/// Ends this browser's session, here and on the server.
pub async fn sign_out(session: &Session, state: &AppState) -> Result<(), WebError> {
    if let Ok(Some(token)) = session.get::<String>(TOKEN) {
        state
            .db(move |conn| Ok(accounts::sessions::end(conn, &token)?))
            .await?;
    }
    session.purge();
    Ok(())
}

/// The token every form of a signed-in user carries; made on first use.
pub fn csrf_token(session: &Session) -> String {
    if let Ok(Some(token)) = session.get::<String>(CSRF) {
        return token;
    }
    let token = tokens::new_secret();
    // A cookie that cannot be written only means the form will be refused, with a reason.
    let _ = session.insert(CSRF, &token);
    token
}

/// Refuses a form whose CSRF token is missing or not this session's.
pub fn check_csrf(session: &Session, fields: &[(String, String)]) -> Result<(), WebError> {
    let sent = fields
        .iter()
        .find(|(k, _)| k == "csrf")
        .map(|(_, v)| v.as_str());
    let expected = session.get::<String>(CSRF).ok().flatten();
    match (sent, expected) {
        (Some(sent), Some(expected)) if tokens::hash(sent) == tokens::hash(&expected) => Ok(()),
        _ => Err(WebError::refused(
            StatusCode::FORBIDDEN,
            Said::msg("error-form-expired"),
            Said::msg("error-form-expired-why"),
        )),
    }
}

/// The value of a form field.
pub fn field<'a>(fields: &'a [(String, String)], name: &str) -> Option<&'a str> {
    fields
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}
