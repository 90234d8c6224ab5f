//! Every refusal is a page with the reason and a way back, with a 4xx status; only our own
//! failures are 5xx, and they say that nothing was lost.

use crate::play::PlayError;
use crate::web::error_page::ErrorPage;
pub use crate::words::sentence;
use actix_web::http::StatusCode;
use actix_web::http::header::{CONTENT_TYPE, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use std::fmt;

#[derive(Debug)]
pub enum WebError {
    /// A refusal: status, title, reason, and where to go back to.
    Refused {
        status: StatusCode,
        title: String,
        reason: String,
        back: (String, String),
    },
    /// The database cannot be reached.
    Unavailable(String),
    /// A template failed to draw its page.
    Undrawn(String),
    Internal(String),
}

impl WebError {
    /// A refusal; its title and reason read as sentences whatever the caller gives (a rule's
    /// reason comes lower-case, without a full stop).
    pub fn refused(status: StatusCode, title: &str, reason: impl Into<String>) -> WebError {
        WebError::Refused {
            status,
            title: sentence(title),
            reason: sentence(&reason.into()),
            back: ("/".into(), "Back to Missive".into()),
        }
    }

    pub fn back_to(mut self, url: impl Into<String>, label: impl Into<String>) -> WebError {
        if let WebError::Refused { back, .. } = &mut self {
            *back = (url.into(), label.into());
        }
        self
    }

    pub fn not_found(what: &str) -> WebError {
        WebError::refused(
            StatusCode::NOT_FOUND,
            &format!("{what} was not found."),
            format!("{what} does not exist."),
        )
    }

    /// A game open to its players only, and this visitor is not one of them (or not signed in).
    pub fn players_only() -> WebError {
        WebError::refused(
            StatusCode::FORBIDDEN,
            "This game is for its players only.",
            "This game is open to its players only. If you play in it, sign in, or open it from a link in one of its emails.",
        )
        .back_to("/sign-in", "Sign in")
    }

    pub fn sign_in_needed() -> WebError {
        WebError::refused(
            StatusCode::UNAUTHORIZED,
            "Please sign in.",
            "This page is for signed-in players. Sign in with your email address; no password needed.",
        )
        .back_to("/sign-in", "Sign in")
    }
}

impl fmt::Display for WebError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WebError::Refused { title, reason, .. } => write!(f, "{title}: {reason}"),
            WebError::Unavailable(e) => write!(f, "database unavailable: {e}"),
            WebError::Undrawn(e) => write!(f, "template: {e}"),
            WebError::Internal(e) => write!(f, "internal error: {e}"),
        }
    }
}

impl From<diesel::result::Error> for WebError {
    fn from(e: diesel::result::Error) -> WebError {
        WebError::Internal(format!("database: {e}"))
    }
}

impl From<askama::Error> for WebError {
    fn from(e: askama::Error) -> WebError {
        WebError::Undrawn(e.to_string())
    }
}

impl From<crate::games::registry::UnknownGame> for WebError {
    fn from(e: crate::games::registry::UnknownGame) -> WebError {
        WebError::Internal(e.to_string())
    }
}

impl From<crate::accounts::AccountError> for WebError {
    fn from(e: crate::accounts::AccountError) -> WebError {
        WebError::Internal(e.to_string())
    }
}

impl From<PlayError> for WebError {
    fn from(e: PlayError) -> WebError {
        let status = match &e {
            PlayError::NoGame => return WebError::not_found("This game"),
            PlayError::NoSuchLink => {
                return WebError::refused(
                    StatusCode::NOT_FOUND,
                    "This link is not valid.",
                    "This link does not open any seat. Check that you used the whole link from the email.",
                );
            }
            PlayError::LinkRevoked => {
                return WebError::refused(
                    StatusCode::GONE,
                    "This link is no longer valid.",
                    "This link was revoked: the seat has been given to someone else or the link replaced. If you still play in this game, sign in to open it.",
                );
            }
            PlayError::PlayersOnly => return WebError::players_only(),
            PlayError::NoLeague => return WebError::not_found("This league"),
            PlayError::NotFound(what) => return WebError::not_found(&format!("This {what}")),
            PlayError::MembersOnly => {
                return WebError::refused(
                    StatusCode::FORBIDDEN,
                    "This league is for its members only.",
                    "This league is open to its members only. If you are one, sign in.",
                )
                .back_to("/sign-in", "Sign in");
            }
            PlayError::BadInvite => StatusCode::GONE,
            PlayError::Rule(_) | PlayError::Invalid(_) | PlayError::Field(..) => {
                StatusCode::UNPROCESSABLE_ENTITY
            }
            PlayError::StepClosed | PlayError::GameOver | PlayError::NothingOwed => {
                StatusCode::CONFLICT
            }
            PlayError::NotOrganizer | PlayError::NotAPlayer => StatusCode::FORBIDDEN,
            PlayError::Limited(reason) => {
                return WebError::refused(
                    StatusCode::TOO_MANY_REQUESTS,
                    "You have reached a limit.",
                    reason,
                );
            }
            PlayError::Database(_) | PlayError::Corrupt(_) | PlayError::Mail(_) => {
                return WebError::Internal(e.to_string());
            }
        };
        WebError::refused(status, "This was not accepted.", e.to_string())
    }
}

impl ResponseError for WebError {
    fn status_code(&self) -> StatusCode {
        match self {
            WebError::Refused { status, .. } => *status,
            WebError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            WebError::Undrawn(_) | WebError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let page = match self {
            WebError::Refused {
                status,
                title,
                reason,
                back,
            } => ErrorPage {
                status: status.as_u16(),
                title: title.clone(),
                reason: reason.clone(),
                back_url: back.0.clone(),
                back_label: back.1.clone(),
            },
            other => {
                tracing::error!(error = %other, "request failed");
                let title = match other {
                    WebError::Undrawn(_) => "This page could not be drawn.",
                    _ => "Something went wrong on our side.",
                };
                ErrorPage {
                    status: self.status_code().as_u16(),
                    title: title.into(),
                    reason:
                        "Nothing you sent was lost or half-applied. Please try again in a moment."
                            .into(),
                    back_url: "/".into(),
                    back_label: "Back to Missive".into(),
                }
            }
        };
        let mut response = HttpResponse::build(self.status_code()).body(page.render());
        response.headers_mut().insert(
            CONTENT_TYPE,
            HeaderValue::from_static("text/html; charset=utf-8"),
        );
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn title_and_reason(e: WebError) -> (String, String) {
        match e {
            WebError::Refused { title, reason, .. } => (title, reason),
            other => panic!("not a refusal: {other}"),
        }
    }

    #[test]
    fn refusals_read_as_sentences() {
        let refusals = [
            WebError::not_found("This game"),
            WebError::players_only(),
            WebError::sign_in_needed(),
            PlayError::GameOver.into(),
            PlayError::StepClosed.into(),
            PlayError::NotAPlayer.into(),
            PlayError::MembersOnly.into(),
            PlayError::Limited("at most 20 games a day".into()).into(),
        ];
        for e in refusals {
            let (title, reason) = title_and_reason(e);
            for text in [&title, &reason] {
                assert!(text.ends_with('.'), "{text:?}");
                assert!(text.starts_with(char::is_uppercase), "{text:?}");
            }
        }
        let (_, reason) = title_and_reason(PlayError::GameOver.into());
        assert_eq!(reason, "This game is over.");
    }

    #[test]
    fn a_sentence_gets_one_full_stop() {
        assert_eq!(
            sentence("the last day comes first"),
            "The last day comes first."
        );
        assert_eq!(sentence("Done."), "Done.");
        assert_eq!(sentence("Really?"), "Really?");
        assert_eq!(sentence(""), "");
    }
}
