//! A private PostgreSQL cluster started from the system's server binaries: kept in `<dir>/data`,
//! reachable only through a Unix socket, running as our child so that it stops when we do.

mod binaries;
mod elsewhere;
mod error;
mod lock_file;
mod logfile;
mod run_as;
mod socket;
mod spawn;

pub use binaries::{Binaries, find_binaries, search_dirs, versioned_bin_dirs};
pub use elsewhere::{NOTE as ELSEWHERE_NOTE, ROOT as ELSEWHERE_ROOT};
pub use error::ClusterError;

use diesel::{Connection, PgConnection};
use logfile::Log;
use run_as::RunAs;
use socket::{PORT, SocketDir};
use std::os::unix::fs::DirBuilderExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The superuser initdb creates; local socket connections are trusted, so no password.
const SUPERUSER: &str = "missive";
const READY_TIMEOUT: Duration = Duration::from_secs(30);
const STOP_TIMEOUT: Duration = Duration::from_secs(30);

pub struct Cluster {
    /// `None` when another process of ours runs the cluster and we only connect to it.
    child: Option<Child>,
    socket_dir: PathBuf,
    port: u16,
    /// Ours to remove when the cluster stops, if we made it.
    _socket: Option<SocketDir>,
    log: Option<Log>,
}

/// Whether another process may already run the cluster.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Sharing {
    /// Ours alone (`serve`): another running it is an error.
    Own,
    /// Connect to it if another process of ours runs it (`worker`, `migrate`, `jobs`).
    Join,
}

impl Cluster {
    /// Starts the cluster in `dir`, creating it on first use; the data survives restarts. A
    /// cluster left by a crash is waited for while it stops.
    pub fn start(dir: &Path) -> Result<Cluster, ClusterError> {
        Cluster::start_with(dir, false, Sharing::Own)
    }

    /// Like `start`, but if a live process of ours runs the cluster, connects to it instead.
    pub fn join_or_start(dir: &Path) -> Result<Cluster, ClusterError> {
        Cluster::start_with(dir, false, Sharing::Join)
    }

    /// Like `start`, but never fsyncs: fast, for tests. A machine crash may corrupt the data.
    pub fn start_throwaway(dir: &Path) -> Result<Cluster, ClusterError> {
        Cluster::start_with(dir, true, Sharing::Own)
    }

    /// A libpq URL for `database` on this cluster.
    pub fn url(&self, database: &str) -> String {
        format!(
            "postgres://{SUPERUSER}@/{}?host={}&port={}",
            percent_encode(database),
            percent_encode(&self.socket_dir.to_string_lossy()),
            self.port,
        )
    }

    /// Creates `name` (from `template` if given); fine if it already exists.
    pub fn create_database(&self, name: &str, template: Option<&str>) -> Result<(), ClusterError> {
        let mut conn = PgConnection::establish(&self.url("postgres"))?;
        super::admin::create_database(&mut conn, name, template).map_err(|source| {
            ClusterError::CreateDatabase {
                name: name.to_string(),
                source,
            }
        })
    }

    fn start_with(dir: &Path, throwaway: bool, sharing: Sharing) -> Result<Cluster, ClusterError> {
        let binaries = find_binaries(&search_dirs())?;
        let run_as = RunAs::choose()?;
        std::fs::create_dir_all(dir)
            .map_err(ClusterError::io(format!("cannot create {}", dir.display())))?;
        let dir = dir.canonicalize().map_err(ClusterError::io(format!(
            "cannot resolve {}",
            dir.display()
        )))?;
        let dir = match &run_as {
            Some(user) => {
                let dir = elsewhere::reachable(dir, user)?;
                // PostgreSQL writes its socket and lock file here.
                user.give(&dir)?;
                dir
            }
            None => dir,
        };
        let data = dir.join("data");
        if let Some(running) = lock_file::wait_for_stopping(&data)? {
            return match sharing {
                Sharing::Join => Ok(Cluster {
                    child: None,
                    socket_dir: running.socket_dir,
                    port: running.port,
                    _socket: None,
                    log: None,
                }),
                Sharing::Own => Err(ClusterError::AlreadyRunning {
                    pid: running.pid,
                    data,
                }),
            };
        }
        let log = Log::open(&dir)?;
        if !data.join("PG_VERSION").exists() {
            initdb(&binaries, &data, run_as.as_ref(), throwaway, &log)?;
        }

        let socket = SocketDir::choose(&dir, run_as.as_ref())?;
        let mut postgres = server_command(&binaries.postgres, run_as.as_ref(), &log)?;
        postgres
            .arg("-D")
            .arg(&data)
            .arg("-k")
            .arg(&socket.path)
            .args(["-p", &PORT.to_string()])
            .args(["-c", "listen_addresses="])
            // Only the owner (and root) may connect: local connections are trusted.
            .args(["-c", "unix_socket_permissions=0700"])
            // The cluster's tables fit in memory, so a page costs little beside the rows read
            // from it, in order or not: PostgreSQL's advice for such a database is both page
            // costs equal and low. With them at 1 and 1.1, a table of one page (the accounts of
            // a young service) was scanned whole and hashed on every seat page rather than
            // read by its key; PostgreSQL's defaults (1 and 4) favour the scan even more.
            .args(["-c", "seq_page_cost=0.1", "-c", "random_page_cost=0.1"]);
        if throwaway {
            postgres.args(["-c", "fsync=off", "-c", "synchronous_commit=off"]);
            postgres.args(["-c", "full_page_writes=off"]);
            // Many test apps at once, each with its pool and worker.
            postgres.args(["-c", "max_connections=300"]);
        }
        let child = spawn::spawn_tied_to_us(postgres).map_err(ClusterError::io(format!(
            "cannot run {}",
            binaries.postgres.display()
        )))?;

        // From here on, dropping the cluster stops the child.
        let mut cluster = Cluster {
            child: Some(child),
            socket_dir: socket.path.clone(),
            port: PORT,
            _socket: Some(socket),
            log: Some(log),
        };
        cluster.wait_until_ready()?;
        Ok(cluster)
    }

    fn recent_log(&self) -> String {
        self.log.as_ref().map(Log::recent).unwrap_or_default()
    }

    fn wait_until_ready(&mut self) -> Result<(), ClusterError> {
        let url = self.url("postgres");
        let started = Instant::now();
        loop {
            if let Some(Ok(Some(status))) = self.child.as_mut().map(Child::try_wait) {
                let log = self.recent_log();
                return Err(ClusterError::Exited { status, log });
            }
            match PgConnection::establish(&url) {
                Ok(_) => return Ok(()),
                Err(e) if started.elapsed() > READY_TIMEOUT => {
                    return Err(ClusterError::NotReady {
                        seconds: READY_TIMEOUT.as_secs(),
                        last_error: e.to_string(),
                        log: self.recent_log(),
                    });
                }
                Err(_) => std::thread::sleep(Duration::from_millis(20)),
            }
        }
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        // A cluster we only connected to is its owner's to stop.
        let Some(child) = self.child.as_mut() else {
            return;
        };
        // An exited child has been reaped: its pid may belong to someone else now.
        if !matches!(child.try_wait(), Ok(None)) {
            return;
        }
        let pid = child.id() as libc::pid_t;
        // SAFETY (both kills): no memory-safety preconditions; pid is our unreaped child.
        // SIGINT is PostgreSQL's fast shutdown: end sessions, checkpoint, exit.
        unsafe { libc::kill(pid, libc::SIGINT) };
        let deadline = Instant::now() + STOP_TIMEOUT;
        while matches!(child.try_wait(), Ok(None)) {
            if Instant::now() > deadline {
                // SIGQUIT: immediate shutdown; the next start recovers from the WAL.
                unsafe { libc::kill(pid, libc::SIGQUIT) };
                let _ = child.wait();
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

/// Creates the cluster's files in `data`.
fn initdb(
    binaries: &Binaries,
    data: &Path,
    run_as: Option<&RunAs>,
    throwaway: bool,
    log: &Log,
) -> Result<(), ClusterError> {
    // Made by us so that, as root, we can hand it to the user initdb runs as.
    match std::fs::DirBuilder::new().mode(0o700).create(data) {
        Err(e) if e.kind() != std::io::ErrorKind::AlreadyExists => {
            return Err(ClusterError::io(format!(
                "cannot create {}",
                data.display()
            ))(e));
        }
        _ => {}
    }
    if let Some(user) = run_as {
        user.give(data)?;
    }
    let mut command = server_command(&binaries.initdb, run_as, log)?;
    command
        .arg("-D")
        .arg(data)
        .args(["-U", SUPERUSER, "-E", "UTF8", "--no-locale"])
        // Nothing listens on TCP anyway; refuse it should that ever change.
        .args(["--auth-local=trust", "--auth-host=reject"]);
    if throwaway {
        command.arg("--no-sync");
    }
    let status = command.status().map_err(ClusterError::io(format!(
        "cannot run {}",
        binaries.initdb.display()
    )))?;
    if !status.success() {
        return Err(ClusterError::Initdb {
            status,
            data: data.to_path_buf(),
            log: log.recent(),
        });
    }
    Ok(())
}

/// A command for initdb or postgres: output to the log, as the unprivileged user if we are root.
fn server_command(
    program: &Path,
    run_as: Option<&RunAs>,
    log: &Log,
) -> Result<Command, ClusterError> {
    let mut command = Command::new(program);
    command
        .stdin(Stdio::null())
        .stdout(log.sink()?)
        .stderr(log.sink()?)
        // Our own working directory may be closed to that user.
        .current_dir("/");
    if let Some(user) = run_as {
        command.uid(user.uid).gid(user.gid);
    }
    Ok(command)
}

/// Percent-encodes all but unreserved characters, for a URL's path or query value.
fn percent_encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}
