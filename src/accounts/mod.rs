//! Accounts without passwords: a sign-in link by email, rate-limited in the database so that
//! every process shares the limit.

pub mod limits;
pub mod sessions;
pub mod settings;

use crate::context::Ctx;
use crate::db::email_kind::EmailKind;
use crate::db::locks::{self, Kind};
use crate::db::models::User;
use crate::db::users::{self, LoginTokenState};
use crate::mail::kinds::SignIn;
use crate::outbox::queue::{email_to, queue};
use chrono::Duration;
use diesel::prelude::*;

/// Why an account's request could not be carried out: never the visitor's fault.
#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    #[error("database: {0}")]
    Database(#[from] diesel::result::Error),
    #[error("email: {0}")]
    Mail(#[from] crate::mail::MailError),
    #[error("stored data is damaged: {0}")]
    Corrupt(String),
}

/// How long a sign-in link works.
pub const LINK_MINUTES: i64 = 30;
/// Sign-in emails per address per quarter hour, and per IP address per hour.
pub const PER_ADDRESS: i64 = 3;
pub const PER_IP: i64 = 20;

/// A plausible email address, lowercased; `None` if it cannot be one.
pub fn normalize_email(input: &str) -> Option<String> {
    let email = input.trim().to_lowercase();
    let (local, domain) = email.split_once('@')?;
    let ok = !local.is_empty()
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && email.len() <= 254
        && !domain.contains('@')
        && email.chars().all(|c| c.is_ascii_graphic() || !c.is_ascii())
        // What the mailer cannot send to would make an account whose emails all fail.
        && crate::mail::email::deliverable(&email);
    ok.then_some(email)
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Requested {
    Sent,
    /// Too many requests, by this limit.
    Limited(SignInLimit),
}

/// The limits on sign-in emails.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignInLimit {
    /// `PER_ADDRESS` to one address in 15 minutes.
    Address,
    /// `PER_IP` from one network in an hour.
    Network,
}

/// Queues a sign-in link for `email`, creating the account on first use: a new account reads
/// `lang`, the browser's language.
pub fn request_link(
    conn: &mut PgConnection,
    email: &str,
    ip: &str,
    lang: crate::i18n::Lang,
    ctx: &Ctx,
) -> Result<Requested, AccountError> {
    conn.transaction(|conn| {
        // Counted and recorded as one step: requests at the same instant wait their turn. Always
        // the address first, then the network, so that two requests never wait for each other.
        locks::lock(conn, Kind::SignInAddress, email)?;
        locks::lock(conn, Kind::SignInNetwork, ip)?;
        let (by_address, _) =
            users::sign_in_requests_since(conn, email, ip, ctx.now - Duration::minutes(15))?;
        let (_, by_ip) =
            users::sign_in_requests_since(conn, email, ip, ctx.now - Duration::hours(1))?;
        if by_address >= PER_ADDRESS {
            return Ok(Requested::Limited(SignInLimit::Address));
        }
        if by_ip >= PER_IP {
            return Ok(Requested::Limited(SignInLimit::Network));
        }
        users::record_sign_in_request(conn, email, ip, ctx.now)?;
        let user = users::find_or_create_speaking(conn, email, "", lang)?;
        let token =
            users::new_login_token(conn, user.id, ctx.now, Duration::minutes(LINK_MINUTES))?;
        let rendered = SignIn {
            name: user.display_name.clone(),
            link: ctx.url(&format!("/sign-in/{token}")),
            valid_minutes: LINK_MINUTES,
        }
        .render(user.lang())?;
        // Each link its own email: named after the link, never after the time, which two
        // requests may share.
        let tag = crate::db::tokens::hex(&crate::db::tokens::hash(&token)[..8]);
        let message_id = format!("sign-in-{}-{tag}@{}", user.id, ctx.mail_domain);
        let email = email_to(&user, rendered, message_id, None, None);
        queue(conn, &user, None, EmailKind::SignIn, email, ctx)?;
        Ok(Requested::Sent)
    })
}

/// Why a sign-in link does not work: the id of the message that says so.
pub fn link_problem(state: LoginTokenState) -> Option<&'static str> {
    match state {
        LoginTokenState::Valid(_) => None,
        LoginTokenState::Unknown => Some("sign-in-link-unknown"),
        LoginTokenState::Expired => Some("sign-in-link-expired"),
        LoginTokenState::Used => Some("sign-in-link-used"),
    }
}

/// Uses the link: the user it signs in, or why not (the id of the message that says so).
pub fn sign_in(
    conn: &mut PgConnection,
    token: &str,
    ctx: &Ctx,
) -> Result<Result<User, &'static str>, AccountError> {
    conn.transaction(|conn| {
        let user_id = match users::login_token_state(conn, token, ctx.now)? {
            LoginTokenState::Valid(user_id) => user_id,
            other => {
                return Ok(Err(link_problem(other).unwrap_or("sign-in-link-unknown")));
            }
        };
        if !users::use_login_token(conn, token, ctx.now)? {
            return Ok(Err("sign-in-link-used"));
        }
        let user = users::by_id(conn, user_id)?
            .ok_or_else(|| AccountError::Corrupt("a sign-in link of a missing user".into()))?;
        Ok(Ok(user))
    })
}

#[cfg(test)]
mod tests {
    use super::normalize_email;

    #[test]
    fn addresses() {
        assert_eq!(
            normalize_email(" Ann@Example.org "),
            Some("ann@example.org".into())
        );
        for bad in [
            "",
            "ann",
            "ann@",
            "@example.org",
            "ann@example",
            "a b@example.org",
            "a@b@example.org",
            "\\@x.example",
            "ann@exa mple.org",
        ] {
            assert_eq!(normalize_email(bad), None, "{bad}");
        }
    }
}
