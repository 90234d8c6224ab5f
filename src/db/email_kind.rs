//! What an email in the log is, stored as the text of `notifications.kind`: a new kind of email
//! is one line here, with the words the player's email log shows for it.

use super::text_enum::text_enum;

text_enum! {
    pub enum EmailKind {
        /// A step opened and the player owes a decision.
        DecisionDue = "decision_due",
        /// The deadline of a step the player still owes is near.
        Reminder = "email-kind-reminder",
        /// Everyone else has decided.
        Nudge = "nudge",
        /// The day's list of owed decisions, for a player who chose it.
        Digest = "digest",
        /// The final scores.
        GameOver = "game_over",
        SignIn = "sign_in",
        /// A reply as received, logged when it is read.
        Reply = "reply",
        /// What the service made of a reply.
        ReplyAnswer = "reply_answer",
        /// About a game, asking nothing (an invitation to wait, a change of seat).
        Notice = "notice",
        /// A league's news: an invitation, a season planned, started or ended.
        League = "league",
        /// To the organizers: something the service could not do.
        Attention = "attention",
    }
}

impl EmailKind {
    /// The id of the message that names it in the player's email log.
    pub fn label(self) -> &'static str {
        match self {
            EmailKind::DecisionDue => "email-kind-decision-due",
            EmailKind::Reminder => "email-kind-reminder",
            EmailKind::Nudge => "email-kind-nudge",
            EmailKind::Digest => "email-kind-digest",
            EmailKind::GameOver => "email-kind-game-over",
            EmailKind::SignIn => "email-kind-sign-in",
            EmailKind::Reply => "email-kind-reply",
            EmailKind::ReplyAnswer => "email-kind-reply-answer",
            EmailKind::Notice | EmailKind::League | EmailKind::Attention => "email-kind-notice",
        }
    }

    /// An email about a decision owed, which a player who chose the digest gets in it instead.
    pub fn digestible(self) -> bool {
        matches!(
            self,
            EmailKind::DecisionDue | EmailKind::Reminder | EmailKind::Nudge
        )
    }
}
