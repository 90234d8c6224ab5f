//! Signing in with an emailed link, and signing out.

use crate::accounts::{self, Requested, SignInLimit};
use crate::db::users;
use crate::i18n::{Said, Tr};
use crate::web::client_ip::client_ip;
use crate::web::error::WebError;
use crate::web::fields::Fields;
use crate::web::language;
use crate::web::render::{page, page_with_status, see_other};
use crate::web::session;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "pages/sign_in.html")]
struct SignInPage {
    pub tr: Tr,
    email: String,
    error: Option<String>,
}

#[derive(Template)]
#[template(path = "pages/sign_in_sent.html")]
struct SentPage {
    pub tr: Tr,
    email: String,
    minutes: i64,
    /// Emails are written as files (no SMTP server is set): the page that shows them.
    file_mail: bool,
}

#[derive(Template)]
#[template(path = "pages/sign_in_confirm.html")]
struct ConfirmPage {
    pub tr: Tr,
    token: String,
    /// Ties the button to this browser: another site cannot sign a visitor in as someone else.
    csrf: String,
}

pub async fn form(tr: Tr) -> Result<HttpResponse, WebError> {
    page(&SignInPage {
        tr: tr.clone(),
        email: String::new(),
        error: None,
    })
}

/// The sign-in form: the address to send the link to.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Address {
    email: String,
}

pub async fn request(
    req: HttpRequest,
    state: web::Data<AppState>,
    fields: Fields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let typed = fields.read::<Address>()?.email;
    let Some(email) = accounts::normalize_email(&typed) else {
        return page_with_status(
            StatusCode::UNPROCESSABLE_ENTITY,
            &SignInPage {
                tr: tr.clone(),
                email: typed,
                error: Some(tr.t("sign-in-refused-address")),
            },
        );
    };
    let ip = client_ip(&req, &state.config.trusted_proxies)
        .map_or_else(|| "unknown".to_string(), |ip| ip.to_string());
    let ctx = state.ctx();
    let to = email.clone();
    let lang = tr.lang;
    let result = state
        .db(move |conn| Ok(accounts::request_link(conn, &to, &ip, lang, &ctx)?))
        .await?;
    match result {
        Requested::Sent => page(&SentPage {
            tr: tr.clone(),
            email,
            minutes: accounts::LINK_MINUTES,
            file_mail: state.mail_dir.is_some(),
        }),
        Requested::Limited(limit) => page_with_status(
            StatusCode::TOO_MANY_REQUESTS,
            &SignInPage {
                tr: tr.clone(),
                email,
                error: Some(match limit {
                    SignInLimit::Address => {
                        tr.t1("sign-in-limit-address", "count", accounts::PER_ADDRESS)
                    }
                    SignInLimit::Network => tr.t("sign-in-limit-network"),
                }),
            },
        ),
    }
}

/// GET shows a button and changes nothing: mail scanners open links.
pub async fn confirm(
    state: web::Data<AppState>,
    session: Session,
    token: web::Path<String>,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let token = token.into_inner();
    let now = state.ctx().now;
    let t = token.clone();
    let token_state = state
        .db(move |conn| Ok(users::login_token_state(conn, &t, now)?))
        .await?;
    if let Some(problem) = accounts::link_problem(token_state) {
        return Err(WebError::refused(
            StatusCode::GONE,
            Said::msg("error-sign-in-link"),
            Said::msg(problem),
        )
        .back_to("/sign-in", Said::msg("error-new-link")));
    }
    page(&ConfirmPage {
        tr: tr.clone(),
        token,
        csrf: session::csrf_token(&session),
    })
}

pub async fn use_link(
    state: web::Data<AppState>,
    session: Session,
    token: web::Path<String>,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    session::check_csrf(&session, &fields).map_err(|e| {
        e.back_to(
            format!("/sign-in/{}", token.as_str()),
            Said::msg("error-sign-in-again"),
        )
    })?;
    let token = token.into_inner();
    let ctx = state.ctx();
    let result = state
        .db(move |conn| Ok(accounts::sign_in(conn, &token, &ctx)?))
        .await?;
    match result {
        Ok(user) => {
            session::sign_in(&session, &state, user.id).await?;
            let mut answer = see_other("/");
            language::keep(&mut answer, user.lang());
            Ok(answer)
        }
        Err(problem) => Err(WebError::refused(
            StatusCode::GONE,
            Said::msg("error-sign-in-link"),
            Said::msg(problem),
        )
        .back_to("/sign-in", Said::msg("error-new-link"))),
    }
}

pub async fn sign_out(
    state: web::Data<AppState>,
    session: Session,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    session::check_csrf(&session, &fields)?;
    session::sign_out(&session, &state).await?;
    Ok(see_other("/"))
}

/// Ends every session of the user, this browser's included: for a lost phone or a shared
/// computer.
pub async fn sign_out_everywhere(
    state: web::Data<AppState>,
    session: Session,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(&session, &state).await?;
    session::check_csrf(&session, &fields)?;
    state
        .db(move |conn| Ok(accounts::sessions::end_all(conn, user.id)?))
        .await?;
    session.purge();
    Ok(see_other("/"))
}
