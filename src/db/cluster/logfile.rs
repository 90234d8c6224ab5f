//! `<dir>/postgres.log`: where initdb and postgres write, and what our errors quote.

use super::ClusterError;
use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::process::Stdio;

/// How much of the end of the log an error quotes.
const TAIL: usize = 4000;

pub struct Log {
    file: File,
    pub path: PathBuf,
    /// The log's length when this start began: errors quote only what came after.
    start: u64,
}

impl Log {
    pub fn open(dir: &Path) -> Result<Log, ClusterError> {
        let path = dir.join("postgres.log");
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path)
            .map_err(ClusterError::io(format!("cannot open {}", path.display())))?;
        let start = file.metadata().map(|m| m.len()).unwrap_or(0);
        Ok(Log { file, path, start })
    }

    /// For a child's stdout or stderr.
    pub fn sink(&self) -> Result<Stdio, ClusterError> {
        self.file
            .try_clone()
            .map(Stdio::from)
            .map_err(ClusterError::io(format!(
                "cannot share {}",
                self.path.display()
            )))
    }

    /// The end of what was written during this start, and where the rest is.
    pub fn recent(&self) -> String {
        let mut text = Vec::new();
        if let Ok(mut file) = File::open(&self.path) {
            let _ = file.seek(SeekFrom::Start(self.start));
            let _ = file.read_to_end(&mut text);
        }
        let skip = text.len().saturating_sub(TAIL);
        format!(
            "{}\n(full log: {})",
            String::from_utf8_lossy(&text[skip..]).trim_end(),
            self.path.display()
        )
    }
}
