//! Starting Missive: the database (given, or a private cluster under the data directory), its
//! migrations, the mailer, the job worker and the web server.

use crate::clock::Clock;
use crate::config::Config;
use crate::context::JobContext;
use crate::db::cluster::Cluster;
use crate::db::{self, DbPool};
use crate::jobs::worker::{Threads, Worker};
use crate::jobs::{self, RetryPolicy};
use crate::mail::inbound::{Door, InboundListener, Limits, ReplyAddresses, Sink};
use crate::mail::transport::Mailer;
use crate::play;
use crate::play::table::kept_states::KeptStates;
use crate::play::turn::seat_queue::SeatQueue;
use crate::web::kept_pages::KeptPages;
use crate::web::state::AppState;
use actix_web::cookie::Key;
use actix_web::dev::ServerHandle;
use secrecy::ExposeSecret;
use std::net::TcpListener;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// The database the process uses, and the private cluster serving it when there is one.
pub struct Database {
    pub url: String,
    pub cluster: Option<Cluster>,
}

/// DATABASE_URL, or else a private cluster under the data directory (kept across restarts), for
/// `serve`: the cluster is this process's, and stops with it.
pub fn database(config: &Config) -> Result<Database, String> {
    database_with(config, Cluster::start)
}

/// Like `database`, for the other commands: they connect to the private cluster of a `serve`
/// that runs, or start it for as long as they run.
pub fn database_joined(config: &Config) -> Result<Database, String> {
    database_with(config, Cluster::join_or_start)
}

fn database_with(
    config: &Config,
    start: fn(&Path) -> Result<Cluster, crate::db::cluster::ClusterError>,
) -> Result<Database, String> {
    if let Some(url) = config.database_url() {
        return Ok(Database {
            url: url.to_string(),
            cluster: None,
        });
    }
    let cluster = start(&config.data_dir.join("postgres")).map_err(|e| e.to_string())?;
    cluster
        .create_database("missive", None)
        .map_err(|e| e.to_string())?;
    Ok(Database {
        url: cluster.url("missive"),
        cluster: Some(cluster),
    })
}

pub fn migrate(url: &str) -> Result<Vec<String>, String> {
    use diesel::Connection;
    let mut conn = diesel::PgConnection::establish(url)
        .map_err(|e| format!("cannot connect to the database: {e}"))?;
    db::migrate(&mut conn)
}

/// The key that signs session cookies: the one the settings give, which every web server of a
/// deployment shares, else one made once and kept in the data directory.
pub fn secret_key(config: &Config) -> Result<Key, String> {
    match &config.secret_key {
        Some(key) => Ok(Key::from(key.expose_secret().as_bytes())),
        None => kept_key(&config.data_dir),
    }
}

/// A key made once and kept in `data_dir`, for a deployment of one web server.
fn kept_key(data_dir: &Path) -> Result<Key, String> {
    let path = data_dir.join("secret.key");
    if let Ok(bytes) = std::fs::read(&path)
        && bytes.len() >= 64
    {
        return Ok(Key::from(&bytes));
    }
    let key = Key::generate();
    std::fs::create_dir_all(data_dir).map_err(|e| format!("{}: {e}", data_dir.display()))?;
    write_private(&path, key.master()).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(key)
}

fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)?;
    f.write_all(bytes)
}

/// What a worker needs besides the database: how to send, where links point, and the time.
pub struct WorkerSetup {
    pub mailer: Arc<Mailer>,
    pub config: Config,
    pub clock: Clock,
    pub poll: Duration,
    pub retry: RetryPolicy,
    pub threads: Threads,
}

/// The service's workers, not yet started: `spawn` starts their lanes, `drain` runs what is
/// due in the caller's thread.
pub fn worker(database_url: &str, setup: WorkerSetup) -> Worker<JobContext> {
    let WorkerSetup {
        mailer,
        config,
        clock,
        poll,
        retry,
        threads,
    } = setup;
    let base_url = if config.base_url.is_empty() {
        format!("http://{}", config.bind)
    } else {
        config.base_url.clone()
    };
    let context = JobContext {
        base_url,
        mail_domain: config.mail_domain(),
        mailer,
        email_grace: config.email_grace,
    };
    Worker::new(
        database_url,
        play::jobs::registry(),
        context,
        clock,
        poll,
        retry,
        threads,
    )
}

pub struct StartOptions {
    pub clock: Clock,
    /// Run the workers' lanes in this process (tests run jobs with `Running::drain` instead).
    pub worker: bool,
    pub poll: Duration,
    pub retry: RetryPolicy,
    /// How long a request's body may take to arrive.
    pub body_timeout: Duration,
    /// Listen here instead of on the configured address (tests bind port 0).
    pub listener: Option<TcpListener>,
    /// The bounds of the SMTP listener for replies (tests shorten its deadlines).
    pub inbound_limits: Limits,
}

impl Default for StartOptions {
    fn default() -> StartOptions {
        StartOptions {
            clock: crate::clock::system(),
            worker: true,
            poll: Duration::from_secs(5),
            retry: RetryPolicy::default(),
            body_timeout: crate::web::body_timeout::DEFAULT,
            listener: None,
            inbound_limits: Limits::default(),
        }
    }
}

pub struct Running {
    pub base_url: String,
    pub pool: DbPool,
    server: Option<actix_web::rt::task::JoinHandle<std::io::Result<()>>>,
    pub handle: ServerHandle,
    pub mailer: Arc<Mailer>,
    /// The workers: their lanes run in this process when asked for; `drain` runs what is due.
    pub worker: Arc<Worker<JobContext>>,
    lanes: Option<jobs::worker::Running>,
    /// The SMTP listener for replies, when configured.
    pub inbound: Option<InboundListener>,
    database: Database,
}

impl Running {
    /// Serves until the server stops (Ctrl-C), then stops the worker.
    pub async fn run(mut self) -> std::io::Result<()> {
        if let Some(server) = self.server.take() {
            server.await.map_err(std::io::Error::other)??;
        }
        self.stop().await;
        Ok(())
    }

    pub async fn stop(&mut self) {
        if let Some(mut inbound) = self.inbound.take() {
            let _ = actix_web::rt::task::spawn_blocking(move || inbound.stop()).await;
        }
        self.handle.stop(true).await;
        if let Some(lanes) = self.lanes.take() {
            let _ = actix_web::rt::task::spawn_blocking(move || lanes.stop()).await;
        }
    }

    /// Runs every job due by the service's clock, in the caller's thread; returns how many ran.
    pub fn drain(&self) -> Result<usize, String> {
        self.worker.drain()
    }

    pub fn database_url(&self) -> String {
        self.database.url.clone()
    }

    pub fn uses_private_cluster(&self) -> bool {
        self.database.cluster.is_some()
    }
}

/// Starts everything; must be called inside the async runtime.
pub fn start(mut config: Config, options: StartOptions) -> Result<Running, String> {
    let database = database(&config)?;
    migrate(&database.url)?;
    let pool = db::pool(&database.url, 16)?;
    let mailer = Arc::new(config.mailer().map_err(|e| e.to_string())?);
    let listener = match options.listener {
        Some(l) => l,
        None => TcpListener::bind(&config.bind)
            .map_err(|e| format!("cannot listen on {}: {e}", config.bind))?,
    };
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    if config.base_url.is_empty() {
        config.base_url = format!("http://{addr}");
    }
    let worker = Arc::new(worker(
        &database.url,
        WorkerSetup {
            mailer: mailer.clone(),
            config: config.clone(),
            clock: options.clock.clone(),
            poll: options.poll,
            retry: options.retry,
            threads: Threads {
                email: config.email_threads,
                ..Threads::default()
            },
        },
    ));
    let lanes = if options.worker {
        Some(worker.spawn()?)
    } else {
        None
    };
    let inbound = match &config.inbound_smtp {
        Some(bind) => Some(inbound(
            bind,
            &config,
            &pool,
            &options.clock,
            options.inbound_limits,
        )?),
        None => None,
    };
    let state = AppState {
        pool: pool.clone(),
        mail_dir: mailer.is_files().then(|| config.data_dir.join("mail")),
        config: config.clone(),
        clock: options.clock,
        health: lanes.as_ref().map(|l| l.health.clone()),
        body_timeout: options.body_timeout,
        pages: KeptPages::default(),
        states: KeptStates::default(),
        decisions: SeatQueue::default(),
        inbound: inbound.as_ref().map(InboundListener::counters),
    };
    let key = secret_key(&config)?;
    let server = crate::web::app::server(state, listener, key).map_err(|e| e.to_string())?;
    let handle = server.handle();
    Ok(Running {
        base_url: config.base_url,
        pool,
        handle,
        // The server runs once spawned on the runtime.
        server: Some(actix_web::rt::spawn(server)),
        mailer,
        worker,
        lanes,
        inbound,
        database,
    })
}

/// Listens for replies by SMTP on `bind`, for the reply addresses beside MAIL_FROM: each
/// message is kept as a job before it is acknowledged.
fn inbound(
    bind: &str,
    config: &Config,
    pool: &DbPool,
    clock: &Clock,
    limits: Limits,
) -> Result<InboundListener, String> {
    let from: lettre::message::Mailbox = config
        .mail_from
        .parse()
        .map_err(|e| format!("MAIL_FROM {}: {e}", config.mail_from))?;
    let addresses = ReplyAddresses::beside(from.email.as_ref())
        .ok_or_else(|| format!("MAIL_FROM {}: no reply address beside it", config.mail_from))?;
    let listener =
        TcpListener::bind(bind).map_err(|e| format!("cannot listen for replies on {bind}: {e}"))?;
    let (pool, clock) = (pool.clone(), clock.clone());
    let sink: Sink = Arc::new(move |delivered| {
        let mut conn = pool.get().map_err(|e| e.to_string())?;
        play::inbound::received::keep(&mut conn, &delivered, clock()).map_err(|e| e.to_string())
    });
    let door = Door {
        hostname: config.mail_domain(),
        addresses,
        limits,
        sink,
    };
    InboundListener::start(listener, door).map_err(|e| e.to_string())
}
