//! Replying to the service's emails as a player's mail program would: over SMTP, to the
//! service's listener for replies, to the address the email's Reply-To header gives, with the
//! email quoted below.

use super::app::TestApp;
use super::smtp::Received;
use diesel::prelude::*;
use missive::db::models::Submission;
use missive::db::schema::submissions;
use missive::mail::smtp::{Settings, SmtpClient};

/// Holds that every decision of game `id` came from a reply, or had one legal choice.
pub fn assert_decided_by_replies(app: &TestApp, id: i64) {
    let made: Vec<Submission> = submissions::table
        .filter(submissions::game_id.eq(id))
        .select(Submission::as_select())
        .load(&mut app.pool.get().unwrap())
        .unwrap();
    assert!(
        made.iter()
            .all(|s| s.source == "email" || s.source == "auto"),
        "every decision came from a reply or had one legal choice"
    );
}

impl TestApp {
    /// The service's listener for replies, as an SMTP URL.
    pub fn inbound_url(&self) -> String {
        let addr = self
            .running
            .inbound
            .as_ref()
            .expect("the tests' service listens for replies")
            .addr();
        format!("smtp://{addr}")
    }

    /// Sends `raw` to `to` through the service's listener for replies; `Err` with the SMTP
    /// server's answer when it refuses.
    pub fn send_to_inbound(&self, from: &str, to: &str, raw: &[u8]) -> Result<(), String> {
        let settings = Settings::parse(&self.inbound_url()).unwrap();
        let client = SmtpClient::new(settings, "player.example", None).unwrap();
        client
            .send(from, &[to.to_string()], raw)
            .map_err(|e| e.to_string())
    }

    /// The player `mail` went to replies `text` to it; the reply is read once the queue is
    /// drained.
    pub fn reply(&self, mail: &Received, text: &str) {
        let to = reply_to(mail);
        let from = mail.to[0].clone();
        self.send_to_inbound(&from, &to, &reply_message(mail, &from, &to, text))
            .expect("the reply is taken");
    }
}

/// The address of an email's Reply-To header.
pub fn reply_to(mail: &Received) -> String {
    let header = mail.header("reply-to").expect("a Reply-To header");
    match (header.rfind('<'), header.rfind('>')) {
        (Some(start), Some(end)) => header[start + 1..end].to_string(),
        _ => header.trim().to_string(),
    }
}

/// A reply as mail programs write it: threaded on `mail`, which is quoted below the text.
pub fn reply_message(mail: &Received, from: &str, to: &str, text: &str) -> Vec<u8> {
    let quoted: String = mail.text.lines().map(|l| format!("> {l}\r\n")).collect();
    let body = format!(
        "{}\r\n\r\nOn Mon, 2 Mar 2026 at 09:00, Missive <missive@test.example> wrote:\r\n{quoted}",
        text.replace('\n', "\r\n")
    );
    format!(
        "From: <{from}>\r\nTo: <{to}>\r\nSubject: Re: {}\r\nMessage-ID: <reply-{}@player.example>\r\nIn-Reply-To: <{}>\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n{body}",
        mail.subject,
        unique(),
        mail.message_id
    )
    .into_bytes()
}

fn unique() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::SeqCst)
}
