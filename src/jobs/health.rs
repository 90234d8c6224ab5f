//! Whether each lane's threads are alive: each beats at every look for work and every job, and a
//! thread that has not beaten for a while is stuck (or gone).

use super::job::Lane;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// A thread beats at least once per poll, or per job; a job may take a while (an SMTP server's
/// timeout), but not this long.
pub const STUCK_AFTER: Duration = Duration::from_secs(120);

/// Milliseconds since this moment; 0 means "stopped".
fn epoch() -> Instant {
    static EPOCH: OnceLock<Instant> = OnceLock::new();
    *EPOCH.get_or_init(Instant::now)
}

fn millis_now() -> u64 {
    epoch().elapsed().as_millis() as u64 + 1
}

pub struct LaneHealth {
    pub lane: Lane,
    beats: Vec<AtomicU64>,
}

impl LaneHealth {
    pub fn new(lane: Lane, threads: usize) -> LaneHealth {
        LaneHealth {
            lane,
            beats: (0..threads).map(|_| AtomicU64::new(millis_now())).collect(),
        }
    }

    pub fn beat(&self, thread: usize) {
        if let Some(beat) = self.beats.get(thread) {
            beat.store(millis_now(), Ordering::Relaxed);
        }
    }

    pub fn stopped(&self, thread: usize) {
        if let Some(beat) = self.beats.get(thread) {
            beat.store(0, Ordering::Relaxed);
        }
    }

    pub fn threads(&self) -> usize {
        self.beats.len()
    }

    /// Threads that beat recently.
    pub fn alive(&self) -> usize {
        let now = millis_now();
        let stuck = STUCK_AFTER.as_millis() as u64;
        self.beats
            .iter()
            .map(|b| b.load(Ordering::Relaxed))
            .filter(|&beat| beat != 0 && now.saturating_sub(beat) < stuck)
            .count()
    }
}

pub struct Health {
    /// In the order of `Lane::ALL`.
    lanes: Vec<LaneHealth>,
}

impl Health {
    pub fn new(threads: impl Fn(Lane) -> usize) -> Health {
        Health {
            lanes: Lane::ALL
                .into_iter()
                .map(|lane| LaneHealth::new(lane, threads(lane)))
                .collect(),
        }
    }

    pub fn lane(&self, lane: Lane) -> &LaneHealth {
        &self.lanes[lane.index()]
    }

    pub fn lanes(&self) -> &[LaneHealth] {
        &self.lanes
    }
}

/// What the health check reports of the queue and the lanes.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Report {
    /// Whether this process runs the workers' lanes at all.
    pub workers_here: bool,
    pub lanes: Vec<LaneReport>,
    /// Jobs kept after failing for good, waiting for an operator.
    pub failed_jobs: i64,
}

#[derive(Debug, Clone, serde::Serialize)]
pub struct LaneReport {
    pub lane: &'static str,
    pub threads: usize,
    pub alive: usize,
    /// How long the longest-waiting due job has waited, in seconds (0 when none is due).
    pub oldest_due_seconds: i64,
}

impl Report {
    /// Every lane this process runs has all its threads alive.
    pub fn lanes_alive(&self) -> bool {
        self.lanes.iter().all(|l| l.alive == l.threads)
    }
}

/// Reads the queue; `health` is `None` when the lanes run in another process.
pub fn report(
    conn: &mut diesel::PgConnection,
    health: Option<&Health>,
    now: chrono::DateTime<chrono::Utc>,
) -> diesel::QueryResult<Report> {
    let mut lanes = Vec::new();
    for lane in Lane::ALL {
        let oldest = super::queue::oldest_due(conn, lane, now)?;
        let (threads, alive) = health.map_or((0, 0), |h| {
            let l = h.lane(lane);
            (l.threads(), l.alive())
        });
        lanes.push(LaneReport {
            lane: lane.as_str(),
            threads,
            alive,
            oldest_due_seconds: oldest.map_or(0, |t| (now - t).num_seconds().max(0)),
        });
    }
    Ok(Report {
        workers_here: health.is_some(),
        lanes,
        failed_jobs: super::queue::count_failed(conn)?,
    })
}
