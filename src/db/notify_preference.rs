//! Which emails a player asked for, stored as the text of `users.notify`.

use super::text_enum::text_enum;

text_enum! {
    pub enum NotifyPreference {
        /// An email for each decision due.
        Each = "each",
        /// One daily digest of the decisions due instead.
        Digest = "digest",
        /// No emails but the sign-in links asked for.
        None = "none",
    }
}
