//! The seat's page while the step waits for others: whom it waits for, refreshed by the
//! browser itself (no JavaScript) until the seat's next prompt opens and shows instead.

use askama::Template;

/// How often the waiting page looks again.
pub const REFRESH_SECONDS: u32 = 20;
/// The query parameter of the waiting page's own refresh: a page it brings is not one the
/// player opened, and does not count as seen.
pub const REFRESHED: &str = "refreshed";
/// The query parameter of a waiting page that does not look again by itself: a player may
/// stop the refresh (WCAG 2.2.1), and start it again with a link.
pub const STILL: &str = "still";

#[derive(Template)]
#[template(path = "pages/waiting.html")]
pub struct WaitingPage {
    pub game_title: String,
    /// Where the game stands: "Round 2 · Planning".
    pub phase: String,
    /// "Ann and Bob".
    pub waiting_for: String,
    /// The seat has decided this step, and may still change it.
    pub submitted: bool,
    pub action_url: String,
    pub game_url: String,
    /// Seconds between looks; `None` when the player stopped them.
    pub refresh: Option<u32>,
}

/// "Ann", "Ann and Bob", "Ann, Bob and Cy".
pub fn names_and(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}
