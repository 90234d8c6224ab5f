//! What the service's work needs besides the database: `Ctx`, a request's or a job's view of
//! the service (where links point, and the time), and `JobContext`, what a job has to run with.

use crate::mail::Mailer;
use chrono::{DateTime, Utc};
use std::sync::Arc;

/// Where links point, and the time.
#[derive(Debug, Clone)]
pub struct Ctx {
    pub base_url: String,
    pub mail_domain: String,
    pub now: DateTime<Utc>,
    /// How long a step's email waits for the player to come to the page first.
    pub email_grace: chrono::Duration,
}

impl Ctx {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base_url)
    }
}

/// What every job may use besides the database.
pub struct JobContext {
    pub base_url: String,
    pub mail_domain: String,
    pub mailer: Arc<Mailer>,
    pub email_grace: chrono::Duration,
}

impl JobContext {
    /// The service's context at `now`, the time the job runs.
    pub fn ctx(&self, now: DateTime<Utc>) -> Ctx {
        Ctx {
            base_url: self.base_url.clone(),
            mail_domain: self.mail_domain.clone(),
            now,
            email_grace: self.email_grace,
        }
    }
}
