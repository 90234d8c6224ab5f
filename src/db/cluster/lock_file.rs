//! `postmaster.pid`: who runs the cluster now, where its socket is, and whether it is stopping.
//!
//! After a crash of ours, the cluster we started gets SIGQUIT and shuts down on its own; that
//! takes a moment, and a restart must wait for it rather than fail.

use super::ClusterError;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How long a cluster left by a crash may take to stop.
const STOPPING_TIMEOUT: Duration = Duration::from_secs(60);
/// A postmaster whose owner just died may not have marked itself stopping yet.
const GRACE: Duration = Duration::from_secs(2);

/// A live postmaster on the data directory.
#[derive(Debug, Clone)]
pub struct Running {
    pub pid: i32,
    /// The directory of its Unix socket.
    pub socket_dir: PathBuf,
    pub port: u16,
}

struct Lock {
    running: Running,
    /// "ready", "starting", "stopping" or "standby".
    status: String,
}

/// Waits while a postmaster left by a crash stops; returns the one that serves the directory
/// for a live owner, if any.
pub fn wait_for_stopping(data: &Path) -> Result<Option<Running>, ClusterError> {
    let started = Instant::now();
    let mut told = false;
    loop {
        let Some(lock) = read(data) else {
            return Ok(None);
        };
        if !alive(lock.running.pid) {
            return Ok(None);
        }
        // Ours were started as children that die with their parent: an orphan is stopping.
        let leaving = lock.status == "stopping" || parent_of(lock.running.pid) == Some(1);
        if !leaving && started.elapsed() >= GRACE {
            return Ok(Some(lock.running));
        }
        if started.elapsed() >= STOPPING_TIMEOUT {
            return Err(ClusterError::AlreadyRunning {
                pid: lock.running.pid,
                data: data.to_path_buf(),
            });
        }
        if leaving && !told {
            tracing::info!(
                pid = lock.running.pid,
                "waiting for the PostgreSQL of an earlier run to stop"
            );
            told = true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn read(data: &Path) -> Option<Lock> {
    let text = std::fs::read_to_string(data.join("postmaster.pid")).ok()?;
    let lines: Vec<&str> = text.lines().collect();
    let pid = lines.first()?.trim().parse::<i32>().ok()?;
    // A stale file may name our own pid (reused after a crash); PostgreSQL ignores that too.
    if pid <= 0 || pid == std::process::id() as i32 {
        return None;
    }
    Some(Lock {
        running: Running {
            pid,
            port: lines
                .get(3)
                .and_then(|p| p.trim().parse().ok())
                .unwrap_or(5432),
            socket_dir: PathBuf::from(lines.get(4).map_or("", |s| s.trim())),
        },
        status: lines.get(7).map_or("", |s| s.trim()).to_string(),
    })
}

fn alive(pid: i32) -> bool {
    // SAFETY: signal 0 only checks that the process exists.
    let answered = unsafe { libc::kill(pid, 0) } == 0;
    answered || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
}

/// The parent of `pid`, from /proc (the 4th field of its stat line, after the name).
fn parent_of(pid: i32) -> Option<i32> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let after_name = &stat[stat.rfind(')')? + 1..];
    after_name.split_whitespace().nth(1)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_lock_file_postgres_writes() {
        let dir = std::env::temp_dir().join(format!("missive-lock-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join("postmaster.pid"),
            "4242\n/srv/data\n1700000000\n5432\n/srv/sock\n\n  1234567    12\nstopping\n",
        )
        .unwrap();
        let lock = read(&dir).unwrap();
        assert_eq!(lock.running.pid, 4242);
        assert_eq!(lock.running.socket_dir, PathBuf::from("/srv/sock"));
        assert_eq!(lock.running.port, 5432);
        assert_eq!(lock.status, "stopping");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn knows_its_own_parent() {
        let me = std::process::id() as i32;
        assert_eq!(
            parent_of(me),
            Some(std::os::unix::process::parent_id() as i32)
        );
    }
}
