//! Where a seat page sits: what its game's page needs beyond the rules engine's view.

use crate::play::talk::TalkLine;
use crate::play::views::result::FinalRanking;

/// How many of the latest messages a seat's page shows; its talk page has them all.
pub const TALK_SHOWN: usize = 5;

/// Everything about the seat and the game that the rules engine does not know.
pub struct SeatContext {
    /// The reader's words.
    pub tr: crate::i18n::Tr,
    pub game_id: i64,
    pub game_title: String,
    pub seat: usize,
    /// Display name per seat.
    pub names: Vec<String>,
    pub step: u32,
    pub deadline: Option<String>,
    pub waiting_for: Vec<String>,
    /// Where the form posts.
    pub action_url: String,
    pub game_url: String,
    /// A decision is already in for this step (it can still be changed).
    pub submitted: bool,
    /// The latest messages at the table, oldest first, and how many there are in all.
    pub talk: Vec<TalkLine>,
    pub talk_count: usize,
    /// The talk form's one-time key.
    pub talk_once: String,
    /// The game is over (finished or abandoned): nothing more to order or be away from.
    pub over: bool,
    /// A finished game's result: who won, then each player's place, "you" for the viewer.
    pub result: Option<FinalRanking>,
}

impl SeatContext {
    /// The seat's own page: the standing-orders page posts to `/play/{token}/orders`, the seat
    /// page to `/play/{token}`.
    pub fn seat_url(&self) -> &str {
        self.action_url
            .strip_suffix("/orders")
            .unwrap_or(&self.action_url)
    }
}
