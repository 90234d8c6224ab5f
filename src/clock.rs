//! The time, injectable so that tests can move it: every "now" of the service comes from here.

use chrono::{DateTime, Utc};
use std::sync::Arc;

pub type Clock = Arc<dyn Fn() -> DateTime<Utc> + Send + Sync>;

/// The real time.
pub fn system() -> Clock {
    Arc::new(Utc::now)
}
