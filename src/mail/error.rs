//! What can go wrong while building or sending an email.

use std::path::PathBuf;

/// Errors keep the underlying text: an operator reads them in the logs and
/// in the notifications table, and needs to know what the server said.
#[derive(Debug, thiserror::Error)]
pub enum MailError {
    #[error("bad email address {address:?}: {reason}")]
    BadAddress { address: String, reason: String },

    #[error("bad SMTP_URL: {0}")]
    BadSmtpUrl(String),

    #[error("cannot build the message: {0}")]
    Build(String),

    #[error("cannot render the email template: {0}")]
    Template(#[from] askama::Error),

    /// The server answered, and said no. `permanent` is a 5xx: retrying the
    /// same message will not help.
    #[error("SMTP server refused the message: {message}")]
    Refused { message: String, permanent: bool },

    /// No answer: connection refused, DNS, TLS or a timeout. Worth retrying.
    #[error("SMTP server unreachable: {0}")]
    Unreachable(String),

    /// The connection broke after the message went out, before the server answered: it may
    /// have been delivered. Worth retrying, and saying so.
    #[error("the SMTP server did not answer after the message: {0}")]
    FateUnknown(String),

    #[error("cannot write {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

impl MailError {
    /// True when sending the same message again cannot succeed.
    pub fn is_permanent(&self) -> bool {
        match self {
            MailError::Refused { permanent, .. } => *permanent,
            MailError::BadAddress { .. } | MailError::Build(_) | MailError::Template(_) => true,
            MailError::BadSmtpUrl(_)
            | MailError::Unreachable(_)
            | MailError::FateUnknown(_)
            | MailError::Io { .. } => false,
        }
    }
}
