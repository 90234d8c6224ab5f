//! What can go wrong when starting the private cluster, worded for the person who has to fix it.

use std::io;
use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum ClusterError {
    #[error(
        "PostgreSQL server binaries (initdb, postgres) were not found. Install them \
         (Debian/Ubuntu: apt-get install postgresql) or set DATABASE_URL to an existing database."
    )]
    BinariesNotFound,

    #[error("{what}: {source}")]
    Io {
        what: String,
        #[source]
        source: io::Error,
    },

    #[error(
        "PostgreSQL refuses to run as root, and neither `postgres` nor `nobody` is in /etc/passwd \
         to run it as; create a `postgres` user or set DATABASE_URL"
    )]
    NoUnprivilegedUser,

    #[error(
        "PostgreSQL runs as user `{user}` here (it refuses root), but `{user}` cannot enter \
         {blocked} on the way to {dir}; allow it (chmod o+x {blocked}) or use a data directory \
         elsewhere"
    )]
    NotTraversable {
        user: String,
        blocked: PathBuf,
        dir: PathBuf,
    },

    #[error("initdb failed ({status}) for {data}:\n{log}")]
    Initdb {
        status: std::process::ExitStatus,
        data: PathBuf,
        log: String,
    },

    #[error(
        "another PostgreSQL (pid {pid}) is already running on {data}; stop it, or if pid {pid} \
         is not PostgreSQL, delete {data}/postmaster.pid"
    )]
    AlreadyRunning { pid: i32, data: PathBuf },

    #[error("PostgreSQL exited during startup ({status}); its log says:\n{log}")]
    Exited {
        status: std::process::ExitStatus,
        log: String,
    },

    #[error(
        "PostgreSQL did not accept connections within {seconds} s ({last_error}); its log says:\n{log}"
    )]
    NotReady {
        seconds: u64,
        last_error: String,
        log: String,
    },

    #[error("cannot create database {name}: {source}")]
    CreateDatabase {
        name: String,
        #[source]
        source: diesel::result::Error,
    },

    #[error("cannot connect to the cluster: {0}")]
    Connect(#[from] diesel::ConnectionError),
}

impl ClusterError {
    /// Wraps an I/O error with what we were doing, since io::Error alone names no path.
    pub(crate) fn io(what: impl Into<String>) -> impl FnOnce(io::Error) -> ClusterError {
        let what = what.into();
        move |source| ClusterError::Io { what, source }
    }
}
