//! The worker loop: run every due job, then sleep until a NOTIFY or the next poll.

use super::queue::{self, CHANNEL, JobError};
use crate::clock::Clock;
use crate::db::DbPool;
use crate::db::models::Job;
use diesel::prelude::*;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

pub type Handler = dyn Fn(&mut PgConnection, &Job) -> Result<(), JobError> + Send + Sync;
pub type GiveUp = dyn Fn(&mut PgConnection, &Job, &JobError) -> QueryResult<()> + Send + Sync;

#[derive(Clone)]
pub struct Worker {
    pub pool: DbPool,
    pub handle: Arc<Handler>,
    pub give_up: Arc<GiveUp>,
    /// How often to look for due jobs without a NOTIFY (retries come due this way).
    pub poll: Duration,
    pub retry_base: Duration,
    /// Which jobs are due is decided by this clock, so that tests can move time.
    pub clock: Clock,
}

impl Worker {
    /// Runs jobs until `stop` is set.
    pub fn spawn(self, stop: Arc<AtomicBool>) -> JoinHandle<()> {
        std::thread::Builder::new()
            .name("missive-worker".into())
            .spawn(move || self.run(&stop))
            .expect("a thread for the worker")
    }

    /// Runs every job due now; returns how many ran.
    pub fn drain(&self, conn: &mut PgConnection) -> QueryResult<usize> {
        // A failed job moves its run_at into the future, so this loop ends.
        let mut ran = 0;
        while queue::run_next(
            conn,
            (self.clock)(),
            self.retry_base,
            &*self.handle,
            &*self.give_up,
        )?
        .is_some()
        {
            ran += 1;
        }
        Ok(ran)
    }

    fn run(&self, stop: &AtomicBool) {
        while !stop.load(Ordering::Relaxed) {
            if let Err(e) = self.listen_and_work(stop) {
                tracing::error!(error = %e, "worker lost its database connection; retrying");
                std::thread::sleep(Duration::from_secs(1));
            }
        }
    }

    fn listen_and_work(&self, stop: &AtomicBool) -> Result<(), String> {
        let mut listener = self.pool.get().map_err(|e| e.to_string())?;
        diesel::sql_query(format!("LISTEN {CHANNEL}"))
            .execute(&mut listener)
            .map_err(|e| e.to_string())?;
        let mut conn = self.pool.get().map_err(|e| e.to_string())?;
        while !stop.load(Ordering::Relaxed) {
            self.drain(&mut conn).map_err(|e| e.to_string())?;
            // Wake up on a NOTIFY (checked often: it costs no round trip) or at the next poll.
            let until = Instant::now() + self.poll;
            'wait: while Instant::now() < until && !stop.load(Ordering::Relaxed) {
                if let Some(n) = listener.notifications_iter().next() {
                    n.map_err(|e| e.to_string())?;
                    break 'wait;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            // Consume the rest of a burst of notifications.
            for n in listener.notifications_iter() {
                n.map_err(|e| e.to_string())?;
            }
        }
        Ok(())
    }
}
