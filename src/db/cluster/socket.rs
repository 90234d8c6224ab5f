//! The directory holding the cluster's Unix socket: the cluster's own directory when it can be.

use super::ClusterError;
use super::run_as::RunAs;
use std::os::unix::fs::DirBuilderExt;
use std::path::{Path, PathBuf};

/// The socket file is `<dir>/.s.PGSQL.<port>`; the port only names it (no TCP), so clusters in
/// different directories do not clash.
pub const PORT: u16 = 5432;

/// A socket path must fit sockaddr_un.sun_path: 107 bytes and a NUL.
const MAX_SOCKET_PATH: usize = 107;

pub struct SocketDir {
    pub path: PathBuf,
    /// Made by us under /tmp; removed when the cluster stops.
    temporary: bool,
}

impl SocketDir {
    pub fn choose(dir: &Path, run_as: Option<&RunAs>) -> Result<SocketDir, ClusterError> {
        let socket_file = format!("/.s.PGSQL.{PORT}");
        let text = dir.to_string_lossy();
        // unix_socket_directories is a comma-separated list: keep its special characters out.
        let listable = !text.contains([',', '"', '\\']) && !text.contains(char::is_whitespace);
        if text.len() + socket_file.len() <= MAX_SOCKET_PATH && listable {
            return Ok(SocketDir {
                path: dir.to_path_buf(),
                temporary: false,
            });
        }
        // Too long (or unlistable): a short directory of our own under /tmp instead, made fresh
        // (create_dir fails on anything already there, so nobody can slip us a symlink).
        for n in 0.. {
            let path = PathBuf::from(format!("/tmp/missive-pg-{}-{n}", std::process::id()));
            match std::fs::DirBuilder::new().mode(0o700).create(&path) {
                Ok(()) => {
                    let socket = SocketDir {
                        path,
                        temporary: true,
                    };
                    if let Some(user) = run_as {
                        user.give(&socket.path)?;
                    }
                    return Ok(socket);
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => {
                    return Err(ClusterError::io(format!(
                        "cannot create {}",
                        path.display()
                    ))(e));
                }
            }
        }
        unreachable!("ran out of directory names under /tmp")
    }
}

impl Drop for SocketDir {
    fn drop(&mut self) {
        if self.temporary {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}
