//! Settings from the environment (and command-line flags), with defaults that run on one machine.

use ipnet::IpNet;
use secrecy::{ExposeSecret, SecretString};
use std::path::PathBuf;

/// Its Debug prints no secret: the database and SMTP URLs may carry passwords.
#[derive(Debug, Clone)]
pub struct Config {
    /// `None`: a private PostgreSQL cluster under the data directory.
    pub database_url: Option<SecretString>,
    pub bind: String,
    /// Where links in emails point, without a trailing slash; empty: the address listened on.
    pub base_url: String,
    /// `None`: emails are written as files under the data directory.
    pub smtp_url: Option<SecretString>,
    /// A PEM certificate to trust for the SMTP server besides the system's.
    pub smtp_ca_file: Option<PathBuf>,
    pub mail_from: String,
    pub data_dir: PathBuf,
    /// Proxies whose X-Forwarded-For / Forwarded headers name the client; anyone else's are
    /// ignored, so that nobody can pick the address the sign-in limits count.
    pub trusted_proxies: Vec<IpNet>,
    /// Threads sending emails, each with its own SMTP connection.
    pub email_threads: usize,
    /// How long a step's email waits: it is not sent if the player opens the prompt meanwhile.
    pub email_grace: chrono::Duration,
    /// Where `serve` listens for replies by SMTP (`0.0.0.0:25` behind an MX record, or a port a
    /// relay forwards to); `None`: no listener.
    pub inbound_smtp: Option<String>,
    /// The key that signs sign-in cookies, shared by every web server of one deployment;
    /// `None`: a key made once and kept in the data directory, good for one server.
    pub secret_key: Option<SecretString>,
}

/// The shortest key `MISSIVE_SECRET_KEY` may give: the cookie key's 64 bytes.
pub const MIN_SECRET_KEY: usize = 64;

impl Default for Config {
    /// The embedded defaults: nothing to set up.
    fn default() -> Config {
        Config {
            database_url: None,
            bind: "127.0.0.1:8080".into(),
            base_url: String::new(),
            smtp_url: None,
            smtp_ca_file: None,
            mail_from: "Missive <missive@localhost>".into(),
            data_dir: PathBuf::from("var"),
            trusted_proxies: Vec::new(),
            email_threads: 4,
            email_grace: chrono::Duration::minutes(2),
            inbound_smtp: None,
            secret_key: None,
        }
    }
}

impl Config {
    /// The defaults, with whatever the environment sets; a setting that cannot be read is an
    /// error that names it.
    pub fn from_env() -> Result<Config, String> {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        let defaults = Config::default();
        let email_threads = match var("MISSIVE_EMAIL_THREADS") {
            Some(n) => match n.trim().parse::<usize>() {
                Ok(n @ 1..=64) => n,
                _ => return Err(format!("MISSIVE_EMAIL_THREADS must be 1 to 64, not {n:?}")),
            },
            None => defaults.email_threads,
        };
        let email_grace = match var("MISSIVE_EMAIL_GRACE_MINUTES") {
            Some(n) => match n.trim().parse::<i64>() {
                Ok(n @ 0..=1440) => chrono::Duration::minutes(n),
                _ => {
                    return Err(format!(
                        "MISSIVE_EMAIL_GRACE_MINUTES must be 0 to 1440, not {n:?}"
                    ));
                }
            },
            None => defaults.email_grace,
        };
        let trusted_proxies = match var("MISSIVE_TRUSTED_PROXIES") {
            Some(list) => parse_proxies(&list)?,
            None => Vec::new(),
        };
        let secret_key = var("MISSIVE_SECRET_KEY");
        if let Some(key) = &secret_key
            && key.trim().len() < MIN_SECRET_KEY
        {
            return Err(format!(
                "MISSIVE_SECRET_KEY must be at least {MIN_SECRET_KEY} characters (e.g. `openssl rand -hex 64`), not {}",
                key.trim().len()
            ));
        }
        Ok(Config {
            database_url: var("DATABASE_URL").map(SecretString::from),
            bind: var("MISSIVE_BIND").unwrap_or(defaults.bind),
            base_url: var("MISSIVE_BASE_URL")
                .unwrap_or_default()
                .trim_end_matches('/')
                .to_string(),
            smtp_url: var("SMTP_URL").map(SecretString::from),
            smtp_ca_file: var("SMTP_CA_FILE").map(PathBuf::from),
            mail_from: var("MAIL_FROM").unwrap_or(defaults.mail_from),
            data_dir: var("MISSIVE_DATA_DIR")
                .map(PathBuf::from)
                .unwrap_or(defaults.data_dir),
            trusted_proxies,
            email_threads,
            email_grace,
            inbound_smtp: var("MISSIVE_INBOUND_SMTP"),
            secret_key: secret_key.map(|k| SecretString::from(k.trim().to_string())),
        })
    }

    /// The host part of the base URL, for Message-IDs.
    pub fn mail_domain(&self) -> String {
        url::Url::parse(&self.base_url)
            .ok()
            .and_then(|u| u.host_str().map(str::to_string))
            .unwrap_or_else(|| "localhost".into())
    }

    pub fn smtp_url(&self) -> Option<&str> {
        self.smtp_url.as_ref().map(|u| u.expose_secret())
    }

    /// The mailer these settings describe.
    pub fn mailer(&self) -> Result<crate::mail::Mailer, crate::mail::MailError> {
        crate::mail::Mailer::new(
            self.smtp_url(),
            &self.mail_from,
            &self.data_dir,
            self.smtp_ca_file.as_deref(),
        )
    }

    pub fn database_url(&self) -> Option<&str> {
        self.database_url.as_ref().map(|u| u.expose_secret())
    }
}

/// "10.0.0.1, 192.168.0.0/16, ::1": addresses or networks, separated by commas or spaces.
pub fn parse_proxies(list: &str) -> Result<Vec<IpNet>, String> {
    list.split([',', ' '])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|item| {
            item.parse::<IpNet>()
                .or_else(|_| item.parse::<std::net::IpAddr>().map(IpNet::from))
                .map_err(|_| {
                    format!("MISSIVE_TRUSTED_PROXIES: {item:?} is not an IP address or network")
                })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_prints_no_password() {
        let config = Config {
            smtp_url: Some("smtp://ann:hunter2@mail.example.org:587".into()),
            database_url: Some("postgres://app:s3cret@db/missive".into()),
            ..Config::default()
        };
        let printed = format!("{config:?}");
        assert!(!printed.contains("hunter2"), "{printed}");
        assert!(!printed.contains("s3cret"), "{printed}");
        assert_eq!(
            config.smtp_url(),
            Some("smtp://ann:hunter2@mail.example.org:587")
        );
    }

    #[test]
    fn proxies_are_addresses_or_networks() {
        let proxies = parse_proxies("10.0.0.1, 192.168.0.0/16 ::1").unwrap();
        assert_eq!(proxies.len(), 3);
        assert!(proxies[1].contains(&"192.168.4.5".parse::<std::net::IpAddr>().unwrap()));
        assert!(parse_proxies("10.0.0.300").is_err());
        assert!(parse_proxies("proxy.example.org").is_err());
    }
}
