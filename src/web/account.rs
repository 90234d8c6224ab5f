//! `/account`: display name and email setting, and the log of emails sent.

use crate::db::models::Notification;
use crate::db::{notifications, users};
use crate::web::error::WebError;
use crate::web::render::{page_with_status, see_other};
use crate::web::session::{self, field};
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;

#[derive(Template)]
#[template(path = "pages/account.html")]
struct AccountPage {
    csrf: String,
    email: String,
    name: String,
    notify: String,
    error: Option<String>,
    saved: bool,
    log: Vec<Notification>,
}

async fn render(
    state: &AppState,
    session: &Session,
    status: StatusCode,
    error: Option<String>,
    saved: bool,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(session, state).await?;
    let id = user.id;
    let log = state
        .db(move |conn| Ok(notifications::of_user(conn, id, 50)?))
        .await?;
    page_with_status(
        status,
        &AccountPage {
            csrf: session::csrf_token(session),
            email: user.email,
            name: user.display_name,
            notify: user.notify,
            error,
            saved,
            log,
        },
    )
}

pub async fn show(
    state: web::Data<AppState>,
    session: Session,
    query: web::Query<Vec<(String, String)>>,
) -> Result<HttpResponse, WebError> {
    let saved = field(&query, "saved").is_some();
    render(&state, &session, StatusCode::OK, None, saved).await
}

pub async fn save(
    state: web::Data<AppState>,
    session: Session,
    fields: web::Form<Vec<(String, String)>>,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(&session, &state).await?;
    session::check_csrf(&session, &fields)?;
    let name = field(&fields, "name").unwrap_or("").trim().to_string();
    let notify = field(&fields, "notify").unwrap_or("");
    let problem = if name.is_empty() || name.chars().count() > 60 {
        Some("Your name must have 1 to 60 characters.")
    } else if !["each", "none"].contains(&notify) {
        Some("Choose how you want to hear of your decisions.")
    } else {
        None
    };
    if let Some(problem) = problem {
        let status = StatusCode::UNPROCESSABLE_ENTITY;
        return render(&state, &session, status, Some(problem.into()), false).await;
    }
    let notify = notify.to_string();
    state
        .db(move |conn| Ok(users::update_settings(conn, user.id, &name, &notify)?))
        .await?;
    Ok(see_other("/account?saved=1"))
}
