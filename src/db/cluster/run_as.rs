//! The unprivileged user PostgreSQL runs as when we are root (it refuses to run as root).

use super::ClusterError;
use std::os::unix::fs::MetadataExt;
use std::path::Path;

pub struct RunAs {
    pub name: String,
    pub uid: u32,
    pub gid: u32,
}

impl RunAs {
    /// None when we are not root: then PostgreSQL simply runs as us.
    pub fn choose() -> Result<Option<RunAs>, ClusterError> {
        // SAFETY: geteuid has no preconditions and cannot fail.
        if unsafe { libc::geteuid() } != 0 {
            return Ok(None);
        }
        let passwd = std::fs::read_to_string("/etc/passwd")
            .map_err(ClusterError::io("cannot read /etc/passwd"))?;
        ["postgres", "nobody"]
            .iter()
            .find_map(|name| passwd_entry(&passwd, name))
            .map(Some)
            .ok_or(ClusterError::NoUnprivilegedUser)
    }

    /// Hands a directory we created to this user, so PostgreSQL can write there.
    pub fn give(&self, dir: &Path) -> Result<(), ClusterError> {
        std::os::unix::fs::chown(dir, Some(self.uid), Some(self.gid))
            .map_err(ClusterError::io(format!("cannot chown {}", dir.display())))
    }

    /// Each directory above `dir` must be searchable by this user, or PostgreSQL fails later
    /// with a less helpful message. Mode bits only (ACLs and extra groups are not consulted).
    pub fn check_can_reach(&self, dir: &Path) -> Result<(), ClusterError> {
        for parent in dir.ancestors().skip(1) {
            let meta = std::fs::metadata(parent).map_err(ClusterError::io(format!(
                "cannot stat {}",
                parent.display()
            )))?;
            let search_bit = if meta.uid() == self.uid {
                0o100
            } else if meta.gid() == self.gid {
                0o010
            } else {
                0o001
            };
            if meta.mode() & search_bit == 0 {
                return Err(ClusterError::NotTraversable {
                    user: self.name.clone(),
                    blocked: parent.to_path_buf(),
                    dir: dir.to_path_buf(),
                });
            }
        }
        Ok(())
    }
}

/// The uid and gid of `name` in the text of /etc/passwd (name:password:uid:gid:...).
fn passwd_entry(passwd: &str, name: &str) -> Option<RunAs> {
    passwd.lines().find_map(|line| {
        let mut fields = line.split(':');
        if fields.next()? != name {
            return None;
        }
        let uid = fields.nth(1)?.parse().ok()?;
        let gid = fields.next()?.parse().ok()?;
        Some(RunAs {
            name: name.to_string(),
            uid,
            gid,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::passwd_entry;

    #[test]
    fn reads_uid_and_gid() {
        let passwd = "root:x:0:0:root:/root:/bin/bash\n\
                      postgres:x:101:104:PostgreSQL administrator,,,:/var/lib/postgresql:/bin/bash\n";
        let user = passwd_entry(passwd, "postgres").unwrap();
        assert_eq!((user.uid, user.gid), (101, 104));
        assert!(passwd_entry(passwd, "nobody").is_none());
        assert!(passwd_entry(passwd, "post").is_none());
    }
}
