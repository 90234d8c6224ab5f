//! What every request handler shares.

use crate::config::Config;
use crate::db::{DbConn, DbPool};
use crate::jobs::health::Health;
use crate::mail::inbound::Counters;
use crate::play::Ctx;
use crate::play::table::kept_states::KeptStates;
use crate::play::turn::seat_queue::SeatQueue;
use crate::web::error::WebError;
use crate::web::kept_pages::KeptPages;
use actix_web::web;
use std::path::PathBuf;
use std::sync::Arc;

pub use crate::clock::Clock;

#[derive(Clone)]
pub struct AppState {
    pub pool: DbPool,
    pub config: Config,
    pub clock: Clock,
    /// Where emails are written when there is no SMTP server: the development mail page.
    pub mail_dir: Option<PathBuf>,
    /// The workers' lanes, when they run in this process: the health check reports on them.
    pub health: Option<Arc<Health>>,
    /// How long a request's body may take to arrive.
    pub body_timeout: std::time::Duration,
    /// Finished games' pages as the public sees them.
    pub pages: KeptPages,
    /// Running games' states as last parsed, for seat pages and decisions.
    pub states: KeptStates,
    /// Decisions posted through a link while an earlier one is written, by the link's token.
    pub decisions: SeatQueue<(Vec<(String, String)>, Ctx)>,
    /// What the SMTP listener for replies took, refused and cut off, when this process listens.
    pub inbound: Option<Arc<Counters>>,
}

impl AppState {
    pub fn ctx(&self) -> Ctx {
        Ctx {
            base_url: self.config.base_url.clone(),
            mail_domain: self.config.mail_domain(),
            now: (self.clock)(),
            email_grace: self.config.email_grace,
        }
    }

    /// Runs blocking database work off the async executor.
    pub async fn db<T, F>(&self, f: F) -> Result<T, WebError>
    where
        T: Send + 'static,
        F: FnOnce(&mut DbConn) -> Result<T, WebError> + Send + 'static,
    {
        let pool = self.pool.clone();
        web::block(move || {
            let mut conn = pool
                .get()
                .map_err(|e| WebError::Unavailable(e.to_string()))?;
            f(&mut conn)
        })
        .await
        .map_err(|e| WebError::Internal(e.to_string()))?
    }

    /// Runs blocking database work off the async executor, apart from the request: nothing
    /// waits for it. Without a connection `f` is dropped unrun.
    pub fn db_apart<F>(&self, f: F)
    where
        F: FnOnce(&mut DbConn) + Send + 'static,
    {
        let pool = self.pool.clone();
        actix_web::rt::task::spawn_blocking(move || {
            if let Ok(mut conn) = pool.get() {
                f(&mut conn)
            }
        });
    }
}
