//! What an email in the log is, stored as the text of `notifications.kind`: a new kind of email
//! is one line here, with the words the player's email log shows for it.

use super::text_enum::text_enum;

text_enum! {
    pub enum EmailKind {
        /// A step opened and the player owes a decision.
        DecisionDue = "decision_due",
        /// The deadline of a step the player still owes is near.
        Reminder = "reminder",
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
    /// How the player's email log names it.
    pub fn label(self) -> &'static str {
        match self {
            EmailKind::DecisionDue => "decision due",
            EmailKind::Reminder => "reminder",
            EmailKind::Nudge => "waiting for you",
            EmailKind::Digest => "daily digest",
            EmailKind::GameOver => "game over",
            EmailKind::SignIn => "sign-in link",
            EmailKind::Reply => "your reply",
            EmailKind::ReplyAnswer => "answer to your reply",
            EmailKind::Notice | EmailKind::League | EmailKind::Attention => "notice",
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
