//! Settings from the environment (and command-line flags), with defaults that run on one machine.

use std::path::PathBuf;

#[derive(Debug, Clone)]
pub struct Config {
    /// `None`: a private PostgreSQL cluster under the data directory.
    pub database_url: Option<String>,
    pub bind: String,
    /// Where links in emails point, without a trailing slash; empty: the address listened on.
    pub base_url: String,
    /// `None`: emails are written as files under the data directory.
    pub smtp_url: Option<String>,
    pub mail_from: String,
    pub data_dir: PathBuf,
}

impl Config {
    pub fn from_env() -> Config {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        let bind = var("MISSIVE_BIND").unwrap_or_else(|| "127.0.0.1:8080".into());
        let base_url = var("MISSIVE_BASE_URL")
            .unwrap_or_default()
            .trim_end_matches('/')
            .to_string();
        Config {
            database_url: var("DATABASE_URL"),
            base_url,
            bind,
            smtp_url: var("SMTP_URL"),
            mail_from: var("MAIL_FROM").unwrap_or_else(|| "Missive <missive@localhost>".into()),
            data_dir: var("MISSIVE_DATA_DIR")
                .map(PathBuf::from)
                .unwrap_or_else(|| PathBuf::from("var")),
        }
    }

    /// The host part of the base URL, for Message-IDs.
    pub fn mail_domain(&self) -> String {
        url::Url::parse(&self.base_url)
            .ok()
            .and_then(|u| u.host_str().map(str::to_string))
            .unwrap_or_else(|| "localhost".into())
    }
}
