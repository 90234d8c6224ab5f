//! Where emails go: an SMTP server when SMTP_URL is set, otherwise .eml files
//! in the data directory, shown by a development page.

use std::path::{Path, PathBuf};
use std::time::Duration;

use lettre::message::Mailbox;
use lettre::{SmtpTransport, Transport};

use super::{Email, MailError, files};

pub use super::files::{StoredEmail, list, read};

/// Long enough for a slow relay, short enough that a dead one does not hold
/// a worker: the job is retried later anyway.
const SMTP_TIMEOUT: Duration = Duration::from_secs(10);

pub enum Mailer {
    Smtp {
        transport: SmtpTransport,
        from: Mailbox,
    },
    Files {
        dir: PathBuf,
        from: Mailbox,
    },
}

impl Mailer {
    /// `smtp_url` as lettre reads it: `smtp://host:25`,
    /// `smtp://user:pass@host:587?tls=required`, `smtps://host`.
    pub fn new(
        smtp_url: Option<&str>,
        mail_from: &str,
        data_dir: &Path,
    ) -> Result<Mailer, MailError> {
        let from: Mailbox = mail_from.parse().map_err(|e| MailError::BadAddress {
            address: mail_from.to_string(),
            reason: format!("{e}"),
        })?;
        match smtp_url.map(str::trim).filter(|u| !u.is_empty()) {
            Some(url) => {
                let transport = SmtpTransport::from_url(url)
                    .map_err(|e| MailError::BadSmtpUrl(e.to_string()))?
                    .timeout(Some(SMTP_TIMEOUT))
                    .build();
                Ok(Mailer::Smtp { transport, from })
            }
            None => Ok(Mailer::Files {
                dir: data_dir.join("mail"),
                from,
            }),
        }
    }

    /// Blocking. SMTP connections are kept open and reused (lettre's pool): the answer to an
    /// email comes back as soon as the server accepted it, with no QUIT to wait for.
    pub fn send(&self, email: &Email) -> Result<(), MailError> {
        match self {
            Mailer::Smtp { transport, from } => {
                transport.send(&email.to_message(from)?)?;
                Ok(())
            }
            Mailer::Files { dir, from } => {
                files::write(dir, email, &email.to_message(from)?.formatted())?;
                Ok(())
            }
        }
    }

    pub fn is_files(&self) -> bool {
        matches!(self, Mailer::Files { .. })
    }

    /// The directory of the file mailer, for the development page.
    pub fn files_dir(&self) -> Option<&Path> {
        match self {
            Mailer::Files { dir, .. } => Some(dir),
            Mailer::Smtp { .. } => None,
        }
    }
}
