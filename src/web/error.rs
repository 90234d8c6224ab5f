//! Every refusal is a page with the reason and a way back, with a 4xx status; only our own
//! failures are 5xx, and they say that nothing was lost.

use crate::i18n::{Lang, Said};
use crate::play::PlayError;
use crate::web::error_page::ErrorPage;
pub use crate::words::sentence;
use actix_web::http::StatusCode;
use actix_web::http::header::{CONTENT_TYPE, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use std::fmt;

#[derive(Debug)]
pub enum WebError {
    /// A refusal (boxed: errors travel through every `Result` of a request).
    Refused(Box<Refusal>),
    /// The database cannot be reached.
    Unavailable(String),
    /// A template failed to draw its page.
    Undrawn(String),
    Internal(String),
}

/// A refusal: status, title, reason, and where to go back to; each in words the page puts in
/// its reader's language.
#[derive(Debug)]
pub struct Refusal {
    pub status: StatusCode,
    pub title: Said,
    pub reason: Said,
    pub back: (String, Said),
}

/// What was not found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Missing {
    Page,
    Game,
    Player,
    Email,
    League,
    Season,
    Seat,
    Message,
}

impl Missing {
    /// The page's title and reason.
    fn words(self) -> (&'static str, &'static str) {
        match self {
            Missing::Page => ("error-no-page", "error-no-page-why"),
            Missing::Game => ("error-no-game", "error-no-game-why"),
            Missing::Player => ("error-no-player", "error-no-player-why"),
            Missing::Email => ("error-no-email", "error-no-email-why"),
            Missing::League => ("error-no-league", "error-no-league-why"),
            Missing::Season => ("error-no-season", "error-no-season-why"),
            Missing::Seat => ("error-no-seat", "error-no-seat-why"),
            Missing::Message => ("error-no-message", "error-no-message-why"),
        }
    }
}

impl WebError {
    /// A refusal; a title or reason given as text reads as a sentence whatever the caller gives
    /// (a rule's reason comes lower-case, without a full stop).
    pub fn refused(
        status: StatusCode,
        title: impl Into<Said>,
        reason: impl Into<Said>,
    ) -> WebError {
        WebError::Refused(Box::new(Refusal {
            status,
            title: as_sentence(title.into()),
            reason: as_sentence(reason.into()),
            back: ("/".into(), Said::msg("error-back-missive")),
        }))
    }

    pub fn back_to(mut self, url: impl Into<String>, label: impl Into<Said>) -> WebError {
        if let WebError::Refused(refusal) = &mut self {
            refusal.back = (url.into(), label.into());
        }
        self
    }

    pub fn not_found(what: Missing) -> WebError {
        let (title, reason) = what.words();
        WebError::refused(StatusCode::NOT_FOUND, Said::msg(title), Said::msg(reason))
    }

    /// A game open to its players only, and this visitor is not one of them (or not signed in).
    pub fn players_only() -> WebError {
        WebError::refused(
            StatusCode::FORBIDDEN,
            Said::msg("error-players-only"),
            Said::msg("error-players-only-why"),
        )
        .back_to("/sign-in", Said::msg("error-sign-in"))
    }

    pub fn sign_in_needed() -> WebError {
        WebError::refused(
            StatusCode::UNAUTHORIZED,
            Said::msg("error-sign-in-needed"),
            Said::msg("error-sign-in-needed-why"),
        )
        .back_to("/sign-in", Said::msg("error-sign-in"))
    }

    /// The page that shows this error, in `lang`.
    pub fn page(&self, lang: Lang) -> ErrorPage {
        match self {
            WebError::Refused(refusal) => ErrorPage {
                status: refusal.status.as_u16(),
                title: refusal.title.read(lang),
                reason: refusal.reason.sentence(lang),
                back_url: refusal.back.0.clone(),
                back_label: refusal.back.1.read(lang),
            },
            other => {
                let title = match other {
                    WebError::Undrawn(_) => "error-undrawn",
                    _ => "error-ours",
                };
                ErrorPage {
                    status: self.status_code().as_u16(),
                    title: Said::msg(title).read(lang),
                    reason: Said::msg("error-ours-why").read(lang),
                    back_url: "/".into(),
                    back_label: Said::msg("error-back-missive").read(lang),
                }
            }
        }
    }
}

/// A text as a sentence; a message is one already.
fn as_sentence(said: Said) -> Said {
    match said {
        Said::Text(text) => Said::Text(sentence(&text)),
        message => message,
    }
}

impl fmt::Display for WebError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WebError::Refused(refusal) => write!(
                f,
                "{}: {}",
                refusal.title.read(Lang::En),
                refusal.reason.read(Lang::En)
            ),
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
        let refused =
            |status, title, reason| WebError::refused(status, Said::msg(title), Said::msg(reason));
        let status = match &e {
            PlayError::NoGame => return WebError::not_found(Missing::Game),
            PlayError::NoSuchLink => {
                return refused(
                    StatusCode::NOT_FOUND,
                    "error-bad-link",
                    "error-bad-link-why",
                );
            }
            PlayError::LinkRevoked => {
                return refused(StatusCode::GONE, "error-old-link", "error-old-link-why");
            }
            PlayError::PlayersOnly => return WebError::players_only(),
            PlayError::NoLeague => return WebError::not_found(Missing::League),
            PlayError::NotFound(what) => {
                return WebError::not_found(match *what {
                    "player" => Missing::Player,
                    "season" => Missing::Season,
                    "seat" => Missing::Seat,
                    "message" => Missing::Message,
                    _ => Missing::Page,
                });
            }
            PlayError::MembersOnly => {
                return refused(
                    StatusCode::FORBIDDEN,
                    "error-members-only",
                    "error-members-only-why",
                )
                .back_to("/sign-in", Said::msg("error-sign-in"));
            }
            PlayError::BadInvite => {
                return refused(StatusCode::GONE, "error-not-accepted", "error-bad-invite");
            }
            PlayError::StepClosed => {
                return refused(
                    StatusCode::CONFLICT,
                    "error-not-accepted",
                    "error-step-closed",
                );
            }
            PlayError::GameOver => {
                return refused(
                    StatusCode::CONFLICT,
                    "error-not-accepted",
                    "error-game-over",
                );
            }
            PlayError::NothingOwed => {
                return refused(
                    StatusCode::CONFLICT,
                    "error-not-accepted",
                    "error-nothing-owed",
                );
            }
            PlayError::NotOrganizer => {
                return refused(
                    StatusCode::FORBIDDEN,
                    "error-not-accepted",
                    "error-not-organizer",
                );
            }
            PlayError::NotAPlayer => {
                return refused(
                    StatusCode::FORBIDDEN,
                    "error-not-accepted",
                    "error-not-a-player",
                );
            }
            PlayError::Rule(_) | PlayError::Invalid(_) | PlayError::Field(..) => {
                StatusCode::UNPROCESSABLE_ENTITY
            }
            PlayError::Limited(reason) => {
                return WebError::refused(
                    StatusCode::TOO_MANY_REQUESTS,
                    Said::msg("error-limited"),
                    reason.clone(),
                );
            }
            PlayError::Database(_) | PlayError::Corrupt(_) | PlayError::Mail(_) => {
                return WebError::Internal(e.to_string());
            }
        };
        WebError::refused(status, Said::msg("error-not-accepted"), e.reason())
    }
}

impl ResponseError for WebError {
    fn status_code(&self) -> StatusCode {
        match self {
            WebError::Refused(refusal) => refusal.status,
            WebError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            WebError::Undrawn(_) | WebError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The page in English: `error_language` draws it again in the reader's language.
    fn error_response(&self) -> HttpResponse {
        if !matches!(self, WebError::Refused(_)) {
            tracing::error!(error = %self, "request failed");
        }
        let mut response = HttpResponse::build(self.status_code())
            .body(self.page(Lang::En).render(crate::i18n::Tr::new(Lang::En)));
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
            WebError::Refused(r) => (r.title.read(Lang::En), r.reason.read(Lang::En)),
            other => panic!("not a refusal: {other}"),
        }
    }

    #[test]
    fn refusals_read_as_sentences() {
        let refusals = [
            WebError::not_found(Missing::Game),
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
