//! A private PostgreSQL cluster started from the system's server binaries: kept in `<dir>/data`,
//! reachable only through a Unix socket, running as our child so that it stops when we do.

mod binaries;
mod error;
mod logfile;
mod run_as;
mod socket;
mod spawn;

pub use binaries::{Binaries, find_binaries, search_dirs, versioned_bin_dirs};
pub use error::ClusterError;

use diesel::{Connection, PgConnection};
use logfile::Log;
use run_as::RunAs;
use socket::{PORT, SocketDir};
use std::os::unix::fs::DirBuilderExt;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The superuser initdb creates; local socket connections are trusted, so no password.
const SUPERUSER: &str = "missive";
const READY_TIMEOUT: Duration = Duration::from_secs(30);
const STOP_TIMEOUT: Duration = Duration::from_secs(30);

pub struct Cluster {
    child: Child,
    socket: SocketDir,
    log: Log,
}

impl Cluster {
    /// Starts the cluster in `dir`, creating it on first use; the data survives restarts.
    pub fn start(dir: &Path) -> Result<Cluster, ClusterError> {
        Cluster::start_with(dir, false)
    }

    /// Like `start`, but never fsyncs: fast, for tests. A machine crash may corrupt the data.
    pub fn start_throwaway(dir: &Path) -> Result<Cluster, ClusterError> {
        Cluster::start_with(dir, true)
    }

    /// A libpq URL for `database` on this cluster.
    pub fn url(&self, database: &str) -> String {
        format!(
            "postgres://{SUPERUSER}@/{}?host={}&port={PORT}",
            percent_encode(database),
            percent_encode(&self.socket.path.to_string_lossy()),
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

    fn start_with(dir: &Path, throwaway: bool) -> Result<Cluster, ClusterError> {
        let binaries = find_binaries(&search_dirs())?;
        let run_as = RunAs::choose()?;
        std::fs::create_dir_all(dir)
            .map_err(ClusterError::io(format!("cannot create {}", dir.display())))?;
        let dir = dir.canonicalize().map_err(ClusterError::io(format!(
            "cannot resolve {}",
            dir.display()
        )))?;
        if let Some(user) = &run_as {
            user.check_can_reach(&dir)?;
            // PostgreSQL writes its socket and lock file here.
            user.give(&dir)?;
        }
        let data = dir.join("data");
        refuse_if_running(&data)?;
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
            .args(["-c", "unix_socket_permissions=0700"]);
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
        let mut cluster = Cluster { child, socket, log };
        cluster.wait_until_ready()?;
        Ok(cluster)
    }

    fn wait_until_ready(&mut self) -> Result<(), ClusterError> {
        let url = self.url("postgres");
        let started = Instant::now();
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                let log = self.log.recent();
                return Err(ClusterError::Exited { status, log });
            }
            match PgConnection::establish(&url) {
                Ok(_) => return Ok(()),
                Err(e) if started.elapsed() > READY_TIMEOUT => {
                    return Err(ClusterError::NotReady {
                        seconds: READY_TIMEOUT.as_secs(),
                        last_error: e.to_string(),
                        log: self.log.recent(),
                    });
                }
                Err(_) => std::thread::sleep(Duration::from_millis(20)),
            }
        }
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        // An exited child has been reaped: its pid may belong to someone else now.
        if !matches!(self.child.try_wait(), Ok(None)) {
            return;
        }
        let pid = self.child.id() as libc::pid_t;
        // SAFETY (both kills): no memory-safety preconditions; pid is our unreaped child.
        // SIGINT is PostgreSQL's fast shutdown: end sessions, checkpoint, exit.
        unsafe { libc::kill(pid, libc::SIGINT) };
        let deadline = Instant::now() + STOP_TIMEOUT;
        while matches!(self.child.try_wait(), Ok(None)) {
            if Instant::now() > deadline {
                // SIGQUIT: immediate shutdown; the next start recovers from the WAL.
                unsafe { libc::kill(pid, libc::SIGQUIT) };
                let _ = self.child.wait();
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

/// A postgres still running on `data` would make ours fail with a cryptic lock-file message.
fn refuse_if_running(data: &Path) -> Result<(), ClusterError> {
    let Ok(lock) = std::fs::read_to_string(data.join("postmaster.pid")) else {
        return Ok(());
    };
    let Some(pid) = lock
        .lines()
        .next()
        .and_then(|l| l.trim().parse::<i32>().ok())
    else {
        return Ok(());
    };
    // A stale file may name our own pid (reused after a crash); PostgreSQL ignores that too.
    if pid <= 0 || pid == std::process::id() as i32 {
        return Ok(());
    }
    // SAFETY: signal 0 only checks that the process exists.
    let alive = unsafe { libc::kill(pid, 0) } == 0
        || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM);
    if alive {
        return Err(ClusterError::AlreadyRunning {
            pid,
            data: data.to_path_buf(),
        });
    }
    Ok(())
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
