//! Where the cluster lives when PostgreSQL's user cannot reach the data directory: as root in a
//! clone under /root (mode 700), PostgreSQL runs as `postgres`, which cannot enter it. The
//! cluster then lives under /var/lib/missive, named after the data directory, so that each data
//! directory keeps its own cluster across restarts; a note in the data directory says where.

use super::ClusterError;
use super::run_as::RunAs;
use std::os::unix::fs::DirBuilderExt;
use std::path::{Path, PathBuf};

pub const ROOT: &str = "/var/lib/missive/clusters";

/// The note left in the unreachable directory.
pub const NOTE: &str = "CLUSTER-IS-ELSEWHERE.txt";

/// `dir` if `user` can reach it, else its place under `ROOT`, made and handed to `user`.
pub fn reachable(dir: PathBuf, user: &RunAs) -> Result<PathBuf, ClusterError> {
    match user.check_can_reach(&dir) {
        Ok(()) => return Ok(dir),
        Err(ClusterError::NotTraversable { .. }) => {}
        Err(e) => return Err(e),
    }
    let place = Path::new(ROOT).join(name_for(&dir));
    std::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o755)
        .create(&place)
        .map_err(ClusterError::io(format!(
            "cannot create {}",
            place.display()
        )))?;
    user.check_can_reach(&place)?;
    let note = format!(
        "PostgreSQL runs as `{}`, which cannot enter this directory, so the database cluster \
         of this data directory is kept in {}.\n",
        user.name,
        place.display()
    );
    std::fs::write(dir.join(NOTE), note)
        .map_err(ClusterError::io(format!("cannot write {}", dir.display())))?;
    tracing::info!(cluster = %place.display(), "the database cluster is kept outside the data directory, where PostgreSQL can reach it");
    Ok(place)
}

/// `/root/missive/var/postgres` → `root-missive-var-postgres`: readable, one per directory.
fn name_for(dir: &Path) -> String {
    dir.to_string_lossy()
        .trim_matches('/')
        .chars()
        .map(|c| if c == '/' { '-' } else { c })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_a_directory_by_its_path() {
        assert_eq!(
            name_for(Path::new("/root/missive/var/postgres")),
            "root-missive-var-postgres"
        );
    }
}
