//! Why the service refused or failed; the web layer turns each into a page.

use crate::games::RuleError;
use crate::i18n::Said;

#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// The rules refuse the decision; the reason is the player's.
    #[error("{0}")]
    Rule(#[from] RuleError),
    /// The form was drawn for a step that has since resolved.
    #[error("that step is already closed: the game has moved on since this page was loaded")]
    StepClosed,
    #[error("this game is over")]
    GameOver,
    #[error("you have no decision to make in this step")]
    NothingOwed,
    #[error("no such game")]
    NoGame,
    /// A seat link that opens no seat: never issued, or cut short.
    #[error("this link does not open any seat")]
    NoSuchLink,
    /// A seat link that was revoked: the seat was given to someone else, or the link replaced.
    #[error("this link was revoked")]
    LinkRevoked,
    #[error("no such league")]
    NoLeague,
    /// A season or a player that does not exist: "season", "player".
    #[error("no such {0}")]
    NotFound(&'static str),
    /// The league is open to its members only, and the visitor is not one of them.
    #[error("this league is open to its members only")]
    MembersOnly,
    /// A league invitation or join link that is not (or no longer) valid.
    #[error(
        "this link to join a league does not work: it was used already, is over 30 days old, or was replaced by a newer one; ask the organizer for a new one"
    )]
    BadInvite,
    /// The game is open to its players only, and the visitor is not one of them.
    #[error("this game is open to its players only")]
    PlayersOnly,
    #[error("only the organizer of this game may do that")]
    NotOrganizer,
    #[error("you do not play in this game")]
    NotAPlayer,
    /// A request the service refuses, with its reason in no language yet.
    #[error("{0}")]
    Invalid(Said),
    /// Like `Invalid`, about one field of the form that asked: its name, then the reason.
    #[error("{1}")]
    Field(&'static str, Said),
    /// An account's limit on what reaches other people; the reason says which.
    #[error("{0}")]
    Limited(Said),
    #[error("database: {0}")]
    Database(#[from] diesel::result::Error),
    /// A stored state or decision that does not read back: a bug, never the player's fault.
    #[error("stored data is damaged: {0}")]
    Corrupt(String),
    /// An email that could not be drawn or built: a bug, never the player's fault.
    #[error("email: {0}")]
    Mail(#[from] crate::mail::MailError),
}

impl PlayError {
    /// The site's message `id`, as the reason a request is refused.
    pub fn invalid(id: &'static str) -> PlayError {
        PlayError::Invalid(Said::msg(id))
    }

    /// The site's message `id`, as the reason `field` of a form is refused.
    pub fn field(field: &'static str, id: &'static str) -> PlayError {
        PlayError::Field(field, Said::msg(id))
    }

    /// Why the request was refused, in no language yet: the reason of a refusal the player can
    /// mend, or else what went wrong, in English.
    pub fn reason(&self) -> Said {
        match self {
            PlayError::Invalid(said) | PlayError::Field(_, said) | PlayError::Limited(said) => {
                said.clone()
            }
            PlayError::Rule(rule) => Said::Game(rule.reason().clone()),
            other => Said::Text(other.to_string()),
        }
    }
}

impl From<crate::games::registry::UnknownGame> for PlayError {
    fn from(e: crate::games::registry::UnknownGame) -> PlayError {
        PlayError::Corrupt(e.to_string())
    }
}

impl From<serde_json::Error> for PlayError {
    fn from(e: serde_json::Error) -> PlayError {
        PlayError::Corrupt(e.to_string())
    }
}

/// The turn service's error as the job queue sees it: the database may come back, nothing else
/// mends itself.
impl From<PlayError> for crate::jobs::JobError {
    fn from(e: PlayError) -> crate::jobs::JobError {
        match e {
            PlayError::Database(e) => crate::jobs::JobError::retry(format!("database: {e}")),
            other => crate::jobs::JobError::fatal(other.to_string()),
        }
    }
}
