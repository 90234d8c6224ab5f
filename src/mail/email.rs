//! One email to one person, as stored in a job row and turned into MIME.

use lettre::Message;
use lettre::message::header::{InReplyTo, MessageId, References};
use lettre::message::{Mailbox, MultiPart};
use serde::{Deserialize, Serialize};

use super::MailError;
use super::headers::{AutoSubmitted, ContentLanguage, ListUnsubscribe, ListUnsubscribePost};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Email {
    /// Address only, e.g. "eve@example.org".
    pub to: String,
    pub to_name: String,
    pub subject: String,
    /// The language it is written in ("es"); emails queued before languages were English.
    #[serde(default = "english")]
    pub language: String,
    pub text: String,
    pub html: String,
    /// Without angle brackets, e.g. "game-12-step-3-user-7@missive.example".
    pub message_id: String,
    /// Message id of the game's thread root, without angle brackets.
    pub thread: Option<String>,
    pub unsubscribe_url: Option<String>,
    /// The secret of the Reply-To address, for a game's email to a seat: a reply to it is
    /// read as that seat's (`inbound::reply_address` makes the address).
    #[serde(default)]
    pub reply_secret: Option<String>,
}

fn english() -> String {
    "en".to_owned()
}

/// Whether emails can be sent to `address`: the mailer reads it as an address, as it will
/// when an email to it goes out.
pub fn deliverable(address: &str) -> bool {
    address.parse::<lettre::Address>().is_ok()
}

impl Email {
    pub fn recipient(&self) -> Result<Mailbox, MailError> {
        let address = self.to.parse().map_err(|e| MailError::BadAddress {
            address: self.to.clone(),
            reason: format!("{e}"),
        })?;
        let name = Some(self.to_name.trim().to_string()).filter(|n| !n.is_empty());
        Ok(Mailbox::new(name, address))
    }

    /// multipart/alternative with the plain text first: clients show the
    /// last part they understand, so HTML wins where it can.
    pub fn to_message(&self, from: &Mailbox) -> Result<Message, MailError> {
        let mut builder = Message::builder()
            .from(from.clone())
            .to(self.recipient()?)
            .subject(self.subject.clone())
            .header(MessageId::from(format!("<{}>", self.message_id)))
            .header(AutoSubmitted)
            .header(ContentLanguage(self.language.clone()));
        // The thread root itself has no parent; every later email of the game
        // points at it so clients group the game into one conversation.
        if let Some(root) = self.thread.as_ref().filter(|r| **r != self.message_id) {
            builder = builder
                .header(InReplyTo::from(format!("<{root}>")))
                .header(References::from(format!("<{root}>")));
        }
        if let Some(secret) = &self.reply_secret {
            let address = super::inbound::reply_address(from.email.as_ref(), secret)
                .and_then(|a| a.parse().ok())
                .ok_or_else(|| MailError::BadAddress {
                    address: from.email.to_string(),
                    reason: "no Reply-To address can be made from it".into(),
                })?;
            builder = builder.reply_to(Mailbox::new(from.name.clone(), address));
        }
        if let Some(url) = &self.unsubscribe_url {
            builder = builder
                .header(ListUnsubscribe(url.clone()))
                .header(ListUnsubscribePost);
        }
        builder
            .multipart(MultiPart::alternative_plain_html(
                self.text.clone(),
                self.html.clone(),
            ))
            .map_err(|e| MailError::Build(e.to_string()))
    }
}
