//! The workers: threads per lane that run due jobs, woken by NOTIFY or at each poll, each
//! restarting itself after any failure, so that no job and no lost connection stops them.

use super::health::Health;
use super::job::Lane;
use super::queue::RetryPolicy;
use super::registry::Registry;
use super::runner::{Runner, panic_message};
use super::wakeup::Bell;
use crate::clock::Clock;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// How many threads run each lane.
#[derive(Debug, Clone, Copy)]
pub struct Threads {
    pub email: usize,
    pub timers: usize,
}

impl Threads {
    fn of(&self, lane: Lane) -> usize {
        match lane {
            Lane::Email => self.email,
            Lane::Timers => self.timers,
        }
    }
}

impl Default for Threads {
    fn default() -> Threads {
        Threads {
            email: 4,
            timers: 2,
        }
    }
}

pub struct Worker<C> {
    pub url: String,
    pub registry: Arc<Registry<C>>,
    pub context: Arc<C>,
    /// Which jobs are due is decided by this clock, so that tests can move time.
    pub clock: Clock,
    /// How often to look for due jobs without a NOTIFY (retries and timers come due this way).
    pub poll: Duration,
    pub retry: RetryPolicy,
    pub threads: Threads,
    /// Runs jobs in the caller's thread, for `drain`.
    drainer: Mutex<Runner>,
}

/// The running lanes: stop them, or ask how they are.
pub struct Running {
    stop: Arc<AtomicBool>,
    bell: Arc<Bell>,
    threads: Vec<JoinHandle<()>>,
    pub health: Arc<Health>,
}

impl Running {
    /// Waits for the threads, which end only when stopped: the `worker` command runs until
    /// it is interrupted.
    pub fn wait(self) {
        for thread in self.threads {
            let _ = thread.join();
        }
    }

    /// Stops every thread after the job it is running, and waits for them.
    pub fn stop(self) {
        self.stop.store(true, Ordering::SeqCst);
        self.bell.ring_all();
        for thread in self.threads {
            let _ = thread.join();
        }
    }
}

impl<C: Send + Sync + 'static> Worker<C> {
    pub fn new(
        url: &str,
        registry: Registry<C>,
        context: C,
        clock: Clock,
        poll: Duration,
        retry: RetryPolicy,
        threads: Threads,
    ) -> Worker<C> {
        Worker {
            url: url.to_string(),
            registry: Arc::new(registry),
            context: Arc::new(context),
            clock,
            poll,
            retry,
            threads,
            drainer: Mutex::new(Runner::new(url)),
        }
    }

    /// Starts the lanes' threads and the listener that wakes them.
    pub fn spawn(&self) -> Result<Running, String> {
        let stop = Arc::new(AtomicBool::new(false));
        let bell = Arc::new(Bell::default());
        let threads_of = self.threads;
        let health = Arc::new(Health::new(|lane| threads_of.of(lane)));
        let mut threads = vec![spawn_named("missive-listener", {
            let (url, bell, stop) = (self.url.clone(), bell.clone(), stop.clone());
            move || super::wakeup::listen(&url, &bell, &stop)
        })?];
        for lane in Lane::ALL {
            for n in 0..self.threads.of(lane) {
                let lane_thread = LaneThread {
                    lane,
                    n,
                    url: self.url.clone(),
                    registry: self.registry.clone(),
                    context: self.context.clone(),
                    clock: self.clock.clone(),
                    poll: self.poll,
                    retry: self.retry,
                    bell: bell.clone(),
                    stop: stop.clone(),
                    health: health.clone(),
                };
                let name = format!("missive-{}-{n}", lane.as_str());
                threads.push(spawn_named(&name, move || lane_thread.run())?);
            }
        }
        Ok(Running {
            stop,
            bell,
            threads,
            health,
        })
    }

    /// Runs every job due now, of every lane, in this thread; returns how many ran. Failed tries
    /// move a job's time into the future, so this ends.
    pub fn drain(&self) -> Result<usize, String> {
        let mut runner = self.drainer.lock().unwrap_or_else(|e| e.into_inner());
        let mut ran = 0;
        while runner
            .run_next(
                None,
                (self.clock)(),
                &self.registry,
                &self.context,
                &self.retry,
            )?
            .is_some()
        {
            ran += 1;
        }
        Ok(ran)
    }
}

fn spawn_named(name: &str, body: impl FnOnce() + Send + 'static) -> Result<JoinHandle<()>, String> {
    std::thread::Builder::new()
        .name(name.to_string())
        .spawn(body)
        .map_err(|e| format!("cannot start the thread {name}: {e}"))
}

/// One thread of one lane.
struct LaneThread<C> {
    lane: Lane,
    n: usize,
    url: String,
    registry: Arc<Registry<C>>,
    context: Arc<C>,
    clock: Clock,
    poll: Duration,
    retry: RetryPolicy,
    bell: Arc<Bell>,
    stop: Arc<AtomicBool>,
    health: Arc<Health>,
}

impl<C: 'static> LaneThread<C> {
    /// Serves the lane until told to stop. Whatever goes wrong, a lost connection or a panic
    /// outside any job, the thread starts over with fresh connections a second later.
    fn run(self) {
        let lane = self.lane.as_str();
        while !self.stopping() {
            let mut runner = Runner::new(&self.url);
            match catch_unwind(AssertUnwindSafe(|| self.serve(&mut runner))) {
                Ok(Ok(())) => {}
                Ok(Err(e)) => {
                    tracing::error!(lane, error = %e, "worker lost its database; starting over")
                }
                Err(panic) => tracing::error!(
                    lane,
                    error = %panic_message(&panic),
                    "worker thread panicked outside a job; starting over"
                ),
            }
            self.health.lane(self.lane).beat(self.n);
            if !self.stopping() {
                std::thread::sleep(Duration::from_secs(1));
            }
        }
        self.health.lane(self.lane).stopped(self.n);
    }

    fn stopping(&self) -> bool {
        self.stop.load(Ordering::SeqCst)
    }

    fn serve(&self, runner: &mut Runner) -> Result<(), String> {
        let health = self.health.lane(self.lane);
        while !self.stopping() {
            health.beat(self.n);
            let seen = self.bell.rung(self.lane);
            while !self.stopping()
                && runner
                    .run_next(
                        Some(self.lane),
                        (self.clock)(),
                        &self.registry,
                        &self.context,
                        &self.retry,
                    )?
                    .is_some()
            {
                health.beat(self.n);
            }
            self.bell.wait(self.lane, seen, self.poll);
        }
        Ok(())
    }
}
