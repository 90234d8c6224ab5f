//! Where an email in the log stands, stored as the text of `notifications.status`: one sent,
//! or a reply received.

use super::text_enum::text_enum;

text_enum! {
    pub enum EmailStatus {
        /// Waiting for its `send_email` job.
        Queued = "queued",
        /// A try to hand it to the SMTP server began, and its answer is not recorded yet.
        Sending = "sending",
        Sent = "sent",
        /// Never sent: the player asked for no email, or for the digest instead.
        Suppressed = "suppressed",
        /// Never sent: not needed (the player came to the page first).
        Skipped = "skipped",
        /// Given up on.
        Failed = "failed",
        /// A reply the player sent, read and acted on (played, posted at the table).
        Received = "received",
        /// A reply nothing was done with but an answer saying why.
        Refused = "refused",
        /// A reply dropped: an automatic answer, or one that arrived twice.
        Ignored = "ignored",
    }
}

impl EmailStatus {
    /// The id of the message that names it in the player's email log.
    pub fn label(self) -> &'static str {
        match self {
            EmailStatus::Queued => "email-status-queued",
            EmailStatus::Sending => "email-status-sending",
            EmailStatus::Sent => "email-status-sent",
            EmailStatus::Suppressed => "email-status-suppressed",
            EmailStatus::Skipped => "email-status-skipped",
            EmailStatus::Failed => "email-status-failed",
            EmailStatus::Received => "email-status-received",
            EmailStatus::Refused => "email-status-refused",
            EmailStatus::Ignored => "email-status-ignored",
        }
    }
}
