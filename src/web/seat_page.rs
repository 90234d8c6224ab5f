//! Where a seat page sits: what its game's page needs beyond the rules engine's view.

use crate::play::talk::TalkLine;

/// How many of the latest messages a seat's page shows; its talk page has them all.
pub const TALK_SHOWN: usize = 5;

/// Everything about the seat and the game that the rules engine does not know.
pub struct SeatContext {
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

/// A finished game's ranking as a seat's page gives it.
pub struct FinalRanking {
    /// "Ann wins with 72 VP."
    pub headline: String,
    /// "1. Ann: 72 VP", best first; tied players share a place.
    pub places: Vec<String>,
}

impl FinalRanking {
    pub fn of(outcome: &crate::games::Outcome, names: &[String], viewer: usize) -> FinalRanking {
        let headline = crate::play::views::result::game_result(outcome, names).headline;
        let places = outcome
            .standings
            .iter()
            .map(|s| {
                let name = match s.seat == viewer {
                    true => "you",
                    false => names.get(s.seat).map_or("", String::as_str),
                };
                format!("{}. {name}: {} VP", s.rank, s.score)
            })
            .collect();
        FinalRanking { headline, places }
    }
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
