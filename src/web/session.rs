//! Who is signed in (a signed cookie holding the user id), and the CSRF token of their forms.

use crate::db::models::User;
use crate::db::tokens;
use crate::db::users;
use crate::web::error::WebError;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::StatusCode;

const USER_ID: &str = "user_id";
const CSRF: &str = "csrf";

/// The signed-in user, if any.
pub async fn user(session: &Session, state: &AppState) -> Result<Option<User>, WebError> {
    let Ok(Some(id)) = session.get::<i64>(USER_ID) else {
        return Ok(None);
    };
    state.db(move |conn| Ok(users::by_id(conn, id)?)).await
}

pub async fn require_user(session: &Session, state: &AppState) -> Result<User, WebError> {
    user(session, state)
        .await?
        .ok_or_else(WebError::sign_in_needed)
}

pub fn sign_in(session: &Session, user_id: i64) -> Result<(), WebError> {
    session.renew();
    session
        .insert(USER_ID, user_id)
        .map_err(|e| WebError::Internal(e.to_string()))
}

pub fn sign_out(session: &Session) {
    session.purge();
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
            "Form expired",
            "This form has expired or did not come from a Missive page, so nothing was changed. Go back, reload the page and send it again.",
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
