//! The test database harness and the private cluster it stands on.

use crate::support;

use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use diesel::sql_types::Text;
use missive::db::cluster::{Cluster, ClusterError, find_binaries, versioned_bin_dirs};
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

#[test]
fn as_root_an_unreachable_directory_is_explained() {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        return; // Only root hands the cluster to another user.
    }
    use std::os::unix::fs::PermissionsExt;
    let closed = scratch_dir("closed");
    std::fs::create_dir_all(&closed).unwrap();
    std::fs::set_permissions(&closed, std::fs::Permissions::from_mode(0o700)).unwrap();

    let error = Cluster::start_throwaway(&closed.join("cluster"))
        .err()
        .expect("the postgres user cannot enter a root-only directory");
    assert!(
        matches!(error, ClusterError::NotTraversable { .. }),
        "{error}"
    );
    assert!(error.to_string().contains("cannot enter"), "{error}");

    std::fs::remove_dir_all(&closed).unwrap();
}
