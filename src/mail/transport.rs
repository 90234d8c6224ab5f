//! Where emails go: an SMTP server when SMTP_URL is set, otherwise .eml files
//! in the data directory, shown by a development page.

use std::path::{Path, PathBuf};

use lettre::message::Mailbox;

use super::smtp::{Settings, SmtpClient};
use super::{Email, MailError, files};

pub use super::files::{StoredEmail, list, read};

pub enum Mailer {
    Smtp { client: SmtpClient, from: Mailbox },
    Files { dir: PathBuf, from: Mailbox },
}

impl Mailer {
    /// `smtp_url`: `smtp://host:25`, `smtp://user:pass@host:587?tls=required`, `smtps://host`
    /// (see `smtp::Settings`); `None`, files under the data directory. `smtp_ca`: a PEM
    /// certificate to trust besides the system's, for a relay with a private authority.
    pub fn new(
        smtp_url: Option<&str>,
        mail_from: &str,
        data_dir: &Path,
        smtp_ca: Option<&Path>,
    ) -> Result<Mailer, MailError> {
        let from: Mailbox = mail_from.parse().map_err(|e| MailError::BadAddress {
            address: mail_from.to_string(),
            reason: format!("{e}"),
        })?;
        match smtp_url.map(str::trim).filter(|u| !u.is_empty()) {
            Some(url) => {
                let settings = Settings::parse(url)?;
                let ca = smtp_ca
                    .map(|path| {
                        std::fs::read(path).map_err(|source| MailError::Io {
                            path: path.to_path_buf(),
                            source,
                        })
                    })
                    .transpose()?;
                // Our name in EHLO: the domain we send from.
                let hello = from.email.domain().to_string();
                let client = SmtpClient::new(settings, &hello, ca.as_deref())?;
                Ok(Mailer::Smtp { client, from })
            }
            None => Ok(Mailer::Files {
                dir: data_dir.join("mail"),
                from,
            }),
        }
    }

    /// Blocking; returns once the SMTP server has taken the email (or it is written).
    pub fn send(&self, email: &Email) -> Result<(), MailError> {
        let message = email.to_message(match self {
            Mailer::Smtp { from, .. } | Mailer::Files { from, .. } => from,
        })?;
        match self {
            Mailer::Smtp { client, .. } => {
                let envelope = message.envelope();
                let sender = envelope.from().map(|a| a.to_string()).unwrap_or_default();
                let to: Vec<String> = envelope.to().iter().map(|a| a.to_string()).collect();
                client.send(&sender, &to, &message.formatted())
            }
            Mailer::Files { dir, .. } => {
                files::write(dir, email, &message.formatted())?;
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
