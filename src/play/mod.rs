//! The turn service: the one place a game changes. A decision comes in, is checked and stored;
//! when nobody else owes one, the step resolves in the same transaction, steps where nobody has
//! a real choice resolve after it, and the emails of the new step are queued with the change.
//!
//! Its rooms, each importing only those before it (a test keeps it so):
//! - leaves: `error`, `due` (the timers' payloads), `titles`, `visibility`, `talk`, `summary`,
//!   `step_lines`, `reply_commands`, `once`;
//! - `table`: the stored game as a change reads and writes it;
//! - `emails`: what a step, a reminder, a notice or the digest sends, through `crate::outbox`;
//! - `turn`: every change of a game (create, submit, resolve, deadline, organizer…);
//! - `leagues`, `views` (what pages read), `attention`, `inbound` (replies), `demo`;
//! - `timers` (what each timer does when due) and `jobs` (the registry), above all the rest.

pub mod attention;
pub mod demo;
pub mod due;
pub mod emails;
pub mod error;
pub mod inbound;
pub mod jobs;
pub mod leagues;
pub mod log_words;
pub mod once;
pub mod reply_commands;
pub mod step_lines;
pub mod summary;
pub mod table;
pub mod talk;
pub mod timers;
pub mod titles;
pub mod turn;
pub mod views;
pub mod visibility;

pub use crate::context::Ctx;
pub use crate::games::Playable;
pub use error::PlayError;

/// Where a decision came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The form on the seat's page.
    Web,
    /// A one-click link in an email.
    Link,
    /// The only legal outcome, applied without asking.
    Auto,
    /// Made for the player by the game's fallback when the deadline passed.
    Deadline,
    /// Made by the player's standing orders (at a deadline, while away, or as they asked).
    StandingOrder,
    /// Made by the game's fallback while the player is away.
    Absent,
    /// A command in a reply to an email.
    Email,
}

impl Source {
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Web => "web",
            Source::Link => "link",
            Source::Auto => "auto",
            Source::Deadline => "deadline",
            Source::StandingOrder => "standing_order",
            Source::Absent => "absent",
            Source::Email => "email",
        }
    }
}
