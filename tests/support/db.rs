//! One brand-new, migrated database per test.
//!
//! The first call in a test binary picks a server (DATABASE_URL if set, else a throwaway cluster
//! of our own), creates a template database there and migrates it; every call then copies the
//! template, which is much faster than migrating each time.

#![allow(dead_code)]

use diesel::{Connection, PgConnection};
use missive::db::admin::{create_database, drop_database};
use missive::db::cluster::Cluster;
use std::path::Path;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{SystemTime, UNIX_EPOCH};

/// The URL of a new database, migrated and empty, for one test.
pub fn fresh_database() -> String {
    new_database(true)
}

/// The URL of a new database with nothing in it, not even the migrations.
pub fn empty_database() -> String {
    new_database(false)
}

fn new_database(migrated: bool) -> String {
    // Started once per test binary; if that failed, every test reports why.
    let server = match SERVER.get_or_init(Server::start) {
        Ok(server) => server,
        Err(e) => panic!("no database server for the tests: {e}"),
    };
    let name = format!(
        "missive_test_{}_{}",
        server.run,
        server.next.fetch_add(1, Ordering::Relaxed)
    );
    // One CREATE DATABASE at a time, on the one admin connection: copying a template is
    // refused while any other session uses it.
    let mut admin = server.admin.lock().unwrap_or_else(|e| e.into_inner());
    let template = migrated.then_some(server.template.as_str());
    create_database(&mut admin, &name, template)
        .unwrap_or_else(|e| panic!("cannot create test database {name}: {e}"));
    server.origin.url(&name)
}

static SERVER: OnceLock<Result<Server, String>> = OnceLock::new();

struct Server {
    origin: Origin,
    /// Connected to the server's maintenance database, never to the template.
    admin: Mutex<PgConnection>,
    /// `<pid>_<nanos>`: tells this run's databases from other runs' on the same server.
    run: String,
    template: String,
    next: AtomicU32,
}

enum Origin {
    /// Held until the process exits; the kernel then stops it (see db::cluster).
    Cluster(Cluster),
    External(String),
}

impl Server {
    fn start() -> Result<Server, String> {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let run = format!("{}_{nanos}", std::process::id());
        let origin = match std::env::var("DATABASE_URL") {
            Ok(url) if !url.is_empty() => {
                if with_database(&url, "postgres").is_none() {
                    return Err(format!("DATABASE_URL must be a postgres:// URL, not {url}"));
                }
                // SAFETY: registering a handler has no preconditions; it runs at normal exit.
                unsafe { libc::atexit(drop_this_runs_databases) };
                Origin::External(url)
            }
            _ => Origin::Cluster(start_cluster()?),
        };
        let admin_url = match &origin {
            Origin::Cluster(cluster) => cluster.url("postgres"),
            Origin::External(url) => url.clone(),
        };
        let mut admin = PgConnection::establish(&admin_url)
            .map_err(|e| format!("cannot connect to {admin_url}: {e}"))?;
        let template = format!("missive_tpl_{run}");
        create_database(&mut admin, &template, None).map_err(|e| e.to_string())?;
        // Scoped: the template must have no session left when it is copied.
        {
            let mut conn =
                PgConnection::establish(&origin.url(&template)).map_err(|e| e.to_string())?;
            missive::db::migrate(&mut conn)?;
        }
        Ok(Server {
            origin,
            admin: Mutex::new(admin),
            run,
            template,
            next: AtomicU32::new(0),
        })
    }
}

impl Origin {
    fn url(&self, database: &str) -> String {
        match self {
            Origin::Cluster(cluster) => cluster.url(database),
            Origin::External(url) => with_database(url, database).expect("checked at start"),
        }
    }
}

/// `url` with its database (the path) replaced. By hand: the url crate rejects libpq's
/// `postgres://user@/db?host=/socket/dir` (a user but no host).
fn with_database(url: &str, database: &str) -> Option<String> {
    let authority = url.find("://")? + 3;
    let path = url[authority..]
        .find(['/', '?'])
        .map_or(url.len(), |i| authority + i);
    let query = url[path..].find('?').map_or(url.len(), |i| path + i);
    Some(format!("{}/{database}{}", &url[..path], &url[query..]))
}

/// A throwaway cluster in `<tmp>/missive-test-<pid>`, after clearing those of dead test runs.
fn start_cluster() -> Result<Cluster, String> {
    let tmp = std::env::temp_dir();
    remove_stale_clusters(&tmp);
    let dir = tmp.join(format!("missive-test-{}", std::process::id()));
    // Left by an earlier process that had our pid.
    let _ = std::fs::remove_dir_all(&dir);
    Cluster::start_throwaway(&dir).map_err(|e| e.to_string())
}

/// Removes `missive-test-<pid>[-…]` directories whose process is gone; their postgres went with
/// it.
fn remove_stale_clusters(tmp: &Path) {
    for entry in std::fs::read_dir(tmp).into_iter().flatten().flatten() {
        let name = entry.file_name();
        let Some(rest) = name.to_str().and_then(|n| n.strip_prefix("missive-test-")) else {
            continue;
        };
        let Some(Ok(pid)) = rest.split('-').next().map(str::parse::<i32>) else {
            continue;
        };
        // SAFETY: signal 0 only checks that the process exists.
        let gone = unsafe { libc::kill(pid, 0) } != 0
            && std::io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH);
        if gone {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

/// At exit, on a DATABASE_URL server: drop the template and test databases this run made.
extern "C" fn drop_this_runs_databases() {
    let Some(Ok(server)) = SERVER.get() else {
        return;
    };
    let mut admin = server.admin.lock().unwrap_or_else(|e| e.into_inner());
    let count = server.next.load(Ordering::Relaxed);
    let tests = (0..count).map(|n| format!("missive_test_{}_{n}", server.run));
    for name in tests.chain([server.template.clone()]) {
        let _ = drop_database(&mut admin, &name);
    }
}
