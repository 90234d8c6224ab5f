//! The SMTP client the worker sends with: connections are kept open and reused, each used by
//! one sending thread at a time.

use super::super::MailError;
use super::connection::{Connection, Stage};
use super::settings::Settings;
use native_tls::TlsConnector;
use std::sync::Mutex;
use std::time::Duration;

/// A connection idle for longer is asked whether it still answers before it is used.
const IDLE_CHECK: Duration = Duration::from_secs(30);
/// Connections kept open at most; more are closed once used.
const MAX_IDLE: usize = 16;

pub struct SmtpClient {
    settings: Settings,
    tls: TlsConnector,
    /// Our name in EHLO.
    hello: String,
    idle: Mutex<Vec<Connection>>,
}

impl SmtpClient {
    /// `extra_root`: a PEM certificate to trust besides the system's (a relay with a private
    /// authority).
    pub fn new(
        settings: Settings,
        hello: &str,
        extra_root: Option<&[u8]>,
    ) -> Result<SmtpClient, MailError> {
        let mut builder = TlsConnector::builder();
        if let Some(pem) = extra_root {
            let root = native_tls::Certificate::from_pem(pem)
                .map_err(|e| MailError::BadSmtpUrl(format!("the SMTP CA certificate: {e}")))?;
            builder.add_root_certificate(root);
        }
        let tls = builder
            .build()
            .map_err(|e| MailError::BadSmtpUrl(format!("TLS: {e}")))?;
        Ok(SmtpClient {
            settings,
            tls,
            hello: hello.to_string(),
            idle: Mutex::new(Vec::new()),
        })
    }

    /// Hands the message to the server; returns once the server has taken it.
    pub fn send(&self, from: &str, to: &[String], message: &[u8]) -> Result<(), MailError> {
        if let Some(mut conn) = self.take_idle() {
            match conn.send(from, to, message) {
                Ok(()) => {
                    self.put_back(conn);
                    return Ok(());
                }
                // The server refused, or the message may have gone out: no second try here.
                Err((e @ MailError::Refused { .. }, _)) => return Err(e),
                Err((e, Stage::Data)) => return Err(unknown(e)),
                // A kept connection the server closed meanwhile: nothing went out, so a fresh
                // connection tries at once.
                Err((_, Stage::BeforeData)) => {}
            }
        }
        let mut conn = Connection::open(&self.settings, &self.tls, &self.hello)?;
        conn.send(from, to, message)
            .map_err(|(e, stage)| match stage {
                Stage::Data => unknown(e),
                Stage::BeforeData => e,
            })?;
        self.put_back(conn);
        Ok(())
    }

    fn take_idle(&self) -> Option<Connection> {
        loop {
            let mut conn = self.idle.lock().unwrap_or_else(|e| e.into_inner()).pop()?;
            if conn.last_used.elapsed() < IDLE_CHECK || conn.alive() {
                return Some(conn);
            }
        }
    }

    fn put_back(&self, conn: Connection) {
        let mut idle = self.idle.lock().unwrap_or_else(|e| e.into_inner());
        if idle.len() < MAX_IDLE {
            idle.push(conn);
        } else {
            drop(idle);
            conn.quit();
        }
    }
}

/// A connection lost while the message went out, or before the server said it took it.
fn unknown(e: MailError) -> MailError {
    match e {
        MailError::Unreachable(why) => MailError::FateUnknown(why),
        other => other,
    }
}

impl Drop for SmtpClient {
    fn drop(&mut self) {
        let idle = std::mem::take(self.idle.get_mut().unwrap_or_else(|e| e.into_inner()));
        for conn in idle {
            conn.quit();
        }
    }
}
