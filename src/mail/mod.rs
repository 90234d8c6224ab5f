//! Email: what we send (`Email`, rendered from templates in `kinds`) and how
//! (`Mailer`: SMTP, or .eml files for development).

pub mod automatic;
pub mod email;
pub mod error;
pub mod files;
pub mod fingerprint;
pub mod headers;
pub mod html_text;
pub mod inbound;
pub mod kinds;
pub mod reply_text;
pub mod smtp;
pub mod transport;

pub use email::Email;
pub use error::MailError;
pub use files::{StoredEmail, list, read};
pub use kinds::{
    DecisionDue, GameOver, Invitation, QuickChoice, Rendered, ReplyChoice, ReplyCommand, ReplyHelp,
    SignIn, StandingLine,
};
pub use transport::Mailer;
