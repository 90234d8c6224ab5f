//! The development mailer's store: each email as `<name>.eml` (what an SMTP
//! server would have received) plus `<name>.json` (the `Email`, for the
//! development page). `<name>` starts with the UTC time it was written, so
//! names sort by age.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use chrono::{DateTime, NaiveDateTime, Utc};
use serde::Serialize;

use super::{Email, MailError};

const STAMP: &str = "%Y%m%dT%H%M%S%.6fZ";

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StoredEmail {
    /// File name without extension; what `read` takes.
    pub name: String,
    pub email: Email,
    pub written_at: DateTime<Utc>,
}

/// Writes both files; returns the name.
pub fn write(dir: &Path, email: &Email, eml: &[u8]) -> Result<String, MailError> {
    fs::create_dir_all(dir).map_err(|source| io(dir, source))?;
    let name = format!(
        "{}-{}",
        Utc::now().format(STAMP),
        sanitize(&email.message_id)
    );
    let json = serde_json::to_vec_pretty(email).map_err(|e| MailError::Build(e.to_string()))?;
    // The .json goes last: `list` only sees an email once both files exist.
    write_atomic(&dir.join(format!("{name}.eml")), eml)?;
    write_atomic(&dir.join(format!("{name}.json")), &json)?;
    Ok(name)
}

/// Newest first. Files that are not ours or do not parse are skipped.
pub fn list(dir: &Path) -> Vec<StoredEmail> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter_map(|file| file.strip_suffix(".json").map(str::to_string))
        .collect();
    names.sort_unstable_by(|a, b| b.cmp(a));
    names.iter().filter_map(|name| read(dir, name)).collect()
}

/// `name` comes from a URL: anything that could leave `dir` is refused.
pub fn read(dir: &Path, name: &str) -> Option<StoredEmail> {
    if name.is_empty() || name.contains(['/', '\\', '\0']) || name.contains("..") {
        return None;
    }
    let written_at = parse_stamp(name)?;
    let json = fs::read(dir.join(format!("{name}.json"))).ok()?;
    let email = serde_json::from_slice(&json).ok()?;
    Some(StoredEmail {
        name: name.to_string(),
        email,
        written_at,
    })
}

/// Path of the raw message, for showing or downloading the source.
pub fn eml_path(dir: &Path, name: &str) -> Option<PathBuf> {
    read(dir, name).map(|_| dir.join(format!("{name}.eml")))
}

fn parse_stamp(name: &str) -> Option<DateTime<Utc>> {
    let stamp = name.split('-').next()?;
    NaiveDateTime::parse_from_str(stamp, STAMP)
        .ok()
        .map(|t| t.and_utc())
}

/// Keeps message ids readable in a file name, without dots or slashes.
fn sanitize(id: &str) -> String {
    id.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// A reader never sees half a file: write a hidden temp file, then rename.
fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), MailError> {
    let file_name = path.file_name().and_then(|n| n.to_str()).unwrap_or("mail");
    let tmp = path.with_file_name(format!(".{file_name}.tmp"));
    let mut file = fs::File::create(&tmp).map_err(|source| io(&tmp, source))?;
    file.write_all(bytes)
        .and_then(|()| file.sync_all())
        .map_err(|source| io(&tmp, source))?;
    fs::rename(&tmp, path).map_err(|source| io(path, source))
}

fn io(path: &Path, source: std::io::Error) -> MailError {
    MailError::Io {
        path: path.to_path_buf(),
        source,
    }
}
