//! Waking the lanes: one connection LISTENs for every lane's channel and rings that lane's bell;
//! the lane's threads wait on it, or until their next poll if the listener is down.

use super::job::Lane;
use diesel::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};

/// How often the listener looks for notifications: diesel only reads them when asked.
const LISTEN_EVERY: Duration = Duration::from_millis(20);

#[derive(Default)]
pub struct Bell {
    /// How many times each lane was rung.
    rung: Mutex<[u64; 2]>,
    changed: Condvar,
}

impl Bell {
    pub fn rung(&self, lane: Lane) -> u64 {
        self.rung.lock().unwrap_or_else(|e| e.into_inner())[lane.index()]
    }

    pub fn ring(&self, lane: Lane) {
        let mut rung = self.rung.lock().unwrap_or_else(|e| e.into_inner());
        rung[lane.index()] += 1;
        self.changed.notify_all();
    }

    pub fn ring_all(&self) {
        for lane in Lane::ALL {
            self.ring(lane);
        }
    }

    /// Waits until the lane is rung after `seen`, or `timeout` passes.
    pub fn wait(&self, lane: Lane, seen: u64, timeout: Duration) {
        let rung = self.rung.lock().unwrap_or_else(|e| e.into_inner());
        let _ = self
            .changed
            .wait_timeout_while(rung, timeout, |rung| rung[lane.index()] == seen);
    }
}

/// Rings the bells of the lanes whose channel is notified, until `stop`. A lost connection is
/// opened again; meanwhile the lanes still poll.
pub fn listen(url: &str, bell: &Bell, stop: &AtomicBool) {
    while !stop.load(Ordering::SeqCst) {
        if let Err(e) = listen_once(url, bell, stop) {
            tracing::warn!(error = %e, "the job listener lost its database; the lanes poll meanwhile");
            let until = Instant::now() + Duration::from_secs(1);
            while Instant::now() < until && !stop.load(Ordering::SeqCst) {
                std::thread::sleep(LISTEN_EVERY);
            }
        }
    }
}

fn listen_once(url: &str, bell: &Bell, stop: &AtomicBool) -> Result<(), String> {
    let mut conn = PgConnection::establish(url).map_err(|e| e.to_string())?;
    for lane in Lane::ALL {
        diesel::sql_query(format!("LISTEN {}", lane.channel()))
            .execute(&mut conn)
            .map_err(|e| e.to_string())?;
    }
    // Whatever was queued before we listened is picked up by the lanes' first look.
    bell.ring_all();
    while !stop.load(Ordering::SeqCst) {
        for notification in conn.notifications_iter() {
            let notification = notification.map_err(|e| e.to_string())?;
            if let Some(lane) = Lane::ALL
                .into_iter()
                .find(|l| l.channel() == notification.channel)
            {
                bell.ring(lane);
            }
        }
        std::thread::sleep(LISTEN_EVERY);
    }
    Ok(())
}
