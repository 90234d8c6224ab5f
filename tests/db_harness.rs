//! The test database harness and the private cluster it stands on.

use crate::support;

use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use diesel::sql_types::Text;
use missive::db::cluster::{
    Cluster, ClusterError, ELSEWHERE_NOTE, ELSEWHERE_ROOT, find_binaries, versioned_bin_dirs,
};
use missive::db::schema::*;
use std::path::PathBuf;
use support::fresh_database;

#[derive(QueryableByName)]
struct Note {
    #[diesel(sql_type = Text)]
    body: String,
}

/// A directory of this test process under the temp dir (cleared of any earlier leftover).
fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("missive-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn fresh_databases_are_independent() {
    let first = fresh_database();
    let second = fresh_database();
    assert_ne!(first, second);
    let mut one = PgConnection::establish(&first).unwrap();
    let mut other = PgConnection::establish(&second).unwrap();

    diesel::insert_into(users::table)
        .values((
            users::email.eq("ada@example.org"),
            users::display_name.eq("Ada"),
        ))
        .execute(&mut one)
        .unwrap();

    let count = |conn: &mut PgConnection| users::table.count().get_result::<i64>(conn).unwrap();
    assert_eq!(count(&mut one), 1);
    assert_eq!(count(&mut other), 0);
}

#[test]
fn fresh_databases_are_migrated_and_empty() {
    let mut conn = PgConnection::establish(&fresh_database()).unwrap();
    // Each query fails if its table is missing.
    let counts = [
        users::table.count().get_result::<i64>(&mut conn),
        login_tokens::table.count().get_result(&mut conn),
        games::table.count().get_result(&mut conn),
        seats::table.count().get_result(&mut conn),
        submissions::table.count().get_result(&mut conn),
        steps::table.count().get_result(&mut conn),
        jobs::table.count().get_result(&mut conn),
        notifications::table.count().get_result(&mut conn),
    ];
    for count in counts {
        assert_eq!(count.unwrap(), 0);
    }
}

#[test]
fn many_tests_get_databases_at_once() {
    let urls: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..8).map(|_| s.spawn(fresh_database)).collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut distinct = urls.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), urls.len());
}

#[test]
fn cluster_keeps_its_data_across_restarts() {
    // Longer than a Unix socket path may be, so the socket goes to a short directory instead.
    let dir = scratch_dir(&format!("restart-{}", "x".repeat(100)));

    // Throwaway skips fsync (initdb alone takes seconds longer with it); a fast shutdown still
    // checkpoints, so the restart must find everything.
    let cluster = Cluster::start_throwaway(&dir).unwrap();
    cluster.create_database("kept", None).unwrap();
    cluster.create_database("kept", None).unwrap(); // idempotent
    let url = cluster.url("kept");
    let mut conn = PgConnection::establish(&url).unwrap();
    conn.batch_execute("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hello');")
        .unwrap();
    drop(conn);

    // A second cluster on the same data refuses to start, and says why.
    let second = Cluster::start_throwaway(&dir)
        .err()
        .expect("second start must fail");
    assert!(
        matches!(second, ClusterError::AlreadyRunning { .. }),
        "{second}"
    );
    assert!(second.to_string().contains("already running"), "{second}");

    drop(cluster);
    assert!(
        PgConnection::establish(&url).is_err(),
        "stopped cluster still answers"
    );

    let cluster = Cluster::start_throwaway(&dir).unwrap();
    cluster.create_database("kept", None).unwrap();
    let mut conn = PgConnection::establish(&cluster.url("kept")).unwrap();
    let notes: Vec<Note> = diesel::sql_query("SELECT body FROM notes")
        .load(&mut conn)
        .unwrap();
    assert_eq!(notes.len(), 1);
    assert_eq!(notes[0].body, "hello");

    drop(conn);
    drop(cluster);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn missing_binaries_say_what_to_do() {
    let empty = scratch_dir("no-binaries");
    std::fs::create_dir_all(&empty).unwrap();

    let error = find_binaries(std::slice::from_ref(&empty))
        .err()
        .expect("nothing to find");
    let message = error.to_string();
    assert!(message.contains("apt-get install postgresql"), "{message}");
    assert!(message.contains("DATABASE_URL"), "{message}");

    std::fs::remove_dir_all(&empty).unwrap();
}

#[test]
fn binaries_come_from_the_newest_version() {
    let root = scratch_dir("versions");
    for version in ["9.6", "15", "16", "not-a-version"] {
        std::fs::create_dir_all(root.join(version).join("bin")).unwrap();
    }
    let found = versioned_bin_dirs(&root);
    let expected: Vec<PathBuf> = ["16", "15", "9.6"]
        .iter()
        .map(|v| root.join(v).join("bin"))
        .collect();
    assert_eq!(found, expected);
    std::fs::remove_dir_all(&root).unwrap();
}

/// A directory only root may enter, as a clone under /root (mode 700) is.
fn closed_dir(name: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let closed = scratch_dir(name);
    std::fs::create_dir_all(&closed).unwrap();
    std::fs::set_permissions(&closed, std::fs::Permissions::from_mode(0o700)).unwrap();
    closed
}

fn is_root() -> bool {
    // SAFETY: geteuid has no preconditions.
    unsafe { libc::geteuid() == 0 }
}

#[test]
fn as_root_an_unreachable_directory_keeps_its_cluster_where_postgres_can_reach_it() {
    if !is_root() {
        return; // Only root hands the cluster to another user.
    }
    let closed = closed_dir("closed");
    let dir = closed.join("cluster");

    let cluster = Cluster::start_throwaway(&dir).expect("the cluster starts elsewhere");
    cluster.create_database("kept", None).unwrap();
    drop(cluster);
    let note = std::fs::read_to_string(dir.join(ELSEWHERE_NOTE)).expect("a note says where");
    let place = note
        .split_whitespace()
        .find(|w| w.starts_with(ELSEWHERE_ROOT))
        .expect("the note names the place")
        .trim_end_matches('.')
        .to_string();
    assert!(
        PathBuf::from(&place).join("data/PG_VERSION").exists(),
        "{note}"
    );

    // Started again, it is the same cluster, with what was stored.
    let cluster = Cluster::start_throwaway(&dir).unwrap();
    let mut conn = PgConnection::establish(&cluster.url("kept")).expect("the database is kept");
    diesel::sql_query("SELECT 1").execute(&mut conn).unwrap();
    drop(conn);
    drop(cluster);

    std::fs::remove_dir_all(&place).unwrap();
    std::fs::remove_dir_all(&closed).unwrap();
}

#[test]
fn as_root_serve_starts_from_a_directory_postgres_cannot_enter() {
    if !is_root() {
        return; // Only root hands the cluster to another user.
    }
    use std::io::BufRead;
    let closed = closed_dir("serve-closed");
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut serve = std::process::Command::new(env!("CARGO_BIN_EXE_missive"))
        .arg("serve")
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("MISSIVE_DATA_DIR", closed.join("var"))
        .env("MISSIVE_BIND", format!("127.0.0.1:{port}"))
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::inherit())
        .spawn()
        .expect("missive serve starts");
    // It says where it runs once it listens.
    let mut lines = std::io::BufReader::new(serve.stdout.take().unwrap()).lines();
    let running = lines
        .find_map(|line| line.ok().filter(|l| l.contains("is running at")))
        .expect("serve reports that it runs");
    assert!(running.contains(&port.to_string()), "{running}");
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    use std::io::{Read, Write};
    stream
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");

    // SAFETY: a plain signal to our child: serve stops its cluster on SIGTERM.
    unsafe { libc::kill(serve.id() as i32, libc::SIGTERM) };
    serve.wait().unwrap();
    let note = std::fs::read_to_string(closed.join("var/postgres").join(ELSEWHERE_NOTE))
        .expect("a note says where the cluster is");
    let place = note
        .split_whitespace()
        .find(|w| w.starts_with(ELSEWHERE_ROOT))
        .unwrap()
        .trim_end_matches('.')
        .to_string();
    std::fs::remove_dir_all(&place).unwrap();
    std::fs::remove_dir_all(&closed).unwrap();
}
