//! Finding the PostgreSQL server binaries (initdb, postgres) installed on this machine.

use super::ClusterError;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

pub struct Binaries {
    pub initdb: PathBuf,
    pub postgres: PathBuf,
}

/// Where to look, in order: PATH, then the newest of Debian's versioned directories
/// (/usr/lib/postgresql/<version>/bin), then the source-build default.
pub fn search_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|path| std::env::split_paths(&path).collect())
        .unwrap_or_default();
    dirs.extend(versioned_bin_dirs(Path::new("/usr/lib/postgresql")));
    dirs.push(PathBuf::from("/usr/local/pgsql/bin"));
    dirs
}

/// The first directory holding both binaries. Both must come from the same directory: initdb
/// and postgres of different versions do not work together.
pub fn find_binaries(dirs: &[PathBuf]) -> Result<Binaries, ClusterError> {
    dirs.iter()
        .map(|dir| Binaries {
            initdb: dir.join("initdb"),
            postgres: dir.join("postgres"),
        })
        .find(|found| is_executable(&found.initdb) && is_executable(&found.postgres))
        .ok_or(ClusterError::BinariesNotFound)
}

/// `<root>/<version>/bin` for each version directory under `root`, highest version first.
pub fn versioned_bin_dirs(root: &Path) -> Vec<PathBuf> {
    let mut versions: Vec<(Vec<u32>, PathBuf)> = std::fs::read_dir(root)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            let version = name
                .split('.')
                .map(|part| part.parse().ok())
                .collect::<Option<Vec<u32>>>()?;
            Some((version, entry.path().join("bin")))
        })
        .collect();
    versions.sort_by(|a, b| b.0.cmp(&a.0));
    versions.into_iter().map(|(_, dir)| dir).collect()
}

fn is_executable(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}
