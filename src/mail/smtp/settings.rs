//! Where and how to reach the SMTP server, from `SMTP_URL`:
//! `smtp://[user[:password]@]host[:port][?tls=required|opportunistic]` (STARTTLS when asked,
//! port 25 by default, 587 usual for submission), or `smtps://…` (TLS from the start, port 465).

use super::super::MailError;
use secrecy::SecretString;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tls {
    /// No encryption: for a relay on this machine or a trusted network.
    None,
    /// STARTTLS if the server offers it.
    Opportunistic,
    /// STARTTLS, or no email at all.
    Required,
    /// TLS from the first byte (smtps).
    Implicit,
}

#[derive(Debug, Clone)]
pub struct Settings {
    pub host: String,
    pub port: u16,
    pub tls: Tls,
    pub user: Option<String>,
    pub password: Option<SecretString>,
}

impl Settings {
    pub fn parse(url: &str) -> Result<Settings, MailError> {
        let bad = |why: &str| MailError::BadSmtpUrl(why.to_string());
        let parsed = url::Url::parse(url.trim()).map_err(|e| bad(&e.to_string()))?;
        let implicit = match parsed.scheme() {
            "smtp" => false,
            "smtps" => true,
            other => {
                return Err(bad(&format!(
                    "the scheme must be smtp or smtps, not {other}"
                )));
            }
        };
        let host = parsed
            .host_str()
            .filter(|h| !h.is_empty())
            .ok_or_else(|| bad("it names no host"))?
            .trim_matches(['[', ']'])
            .to_string();
        let mut tls = if implicit { Tls::Implicit } else { Tls::None };
        for (key, value) in parsed.query_pairs() {
            match (key.as_ref(), value.as_ref(), implicit) {
                ("tls", "required", false) => tls = Tls::Required,
                ("tls", "opportunistic", false) => tls = Tls::Opportunistic,
                ("tls", "none", false) => tls = Tls::None,
                ("tls", _, true) => return Err(bad("smtps is TLS already: drop ?tls=")),
                ("tls", other, _) => {
                    return Err(bad(&format!(
                        "tls= takes required, opportunistic or none, not {other}"
                    )));
                }
                (other, _, _) => return Err(bad(&format!("unknown setting {other}"))),
            }
        }
        let decode = |s: &str| {
            percent_encoding::percent_decode_str(s)
                .decode_utf8()
                .map(|s| s.into_owned())
                .map_err(|_| bad("the user or password is not UTF-8"))
        };
        let user = Some(decode(parsed.username())?).filter(|u| !u.is_empty());
        let password = parsed
            .password()
            .map(decode)
            .transpose()?
            .map(SecretString::from);
        Ok(Settings {
            port: parsed.port().unwrap_or(if implicit { 465 } else { 25 }),
            host,
            tls,
            user,
            password,
        })
    }

    /// A password may cross the network only encrypted; to this very machine it may go plain.
    pub fn may_send_password_plain(&self) -> bool {
        self.host == "localhost"
            || self
                .host
                .parse::<std::net::IpAddr>()
                .is_ok_and(|ip| ip.is_loopback())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use secrecy::ExposeSecret;

    #[test]
    fn reads_the_urls_lettre_read() {
        let s = Settings::parse("smtp://127.0.0.1:2525").unwrap();
        assert_eq!(
            (s.host.as_str(), s.port, s.tls),
            ("127.0.0.1", 2525, Tls::None)
        );
        assert!(s.user.is_none());
        let s =
            Settings::parse("smtp://ann%40example.org:p%3Ass@mail.example.org:587?tls=required")
                .unwrap();
        assert_eq!(
            (s.host.as_str(), s.port, s.tls),
            ("mail.example.org", 587, Tls::Required)
        );
        assert_eq!(s.user.as_deref(), Some("ann@example.org"));
        assert_eq!(s.password.unwrap().expose_secret(), "p:ss");
        let s = Settings::parse("smtps://mail.example.org").unwrap();
        assert_eq!((s.port, s.tls), (465, Tls::Implicit));
        assert_eq!(
            Settings::parse("smtp://h?tls=opportunistic").unwrap().tls,
            Tls::Opportunistic
        );
        assert_eq!(Settings::parse("smtp://[::1]:25").unwrap().host, "::1");
    }

    #[test]
    fn refuses_what_it_cannot_use() {
        for bad in [
            "http://mail.example.org",
            "smtp://",
            "smtp://h?tls=maybe",
            "smtps://h?tls=required",
            "smtp://h?timeout=5",
            "not a url",
        ] {
            assert!(Settings::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_password_goes_plain_only_to_this_machine() {
        for (url, plain) in [
            ("smtp://u:p@localhost", true),
            ("smtp://u:p@127.0.0.1", true),
            ("smtp://u:p@[::1]", true),
            ("smtp://u:p@mail.example.org", false),
            ("smtp://u:p@10.0.0.5", false),
        ] {
            let s = Settings::parse(url).unwrap();
            assert_eq!(s.may_send_password_plain(), plain, "{url}");
        }
    }
}
