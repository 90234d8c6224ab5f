//! The seat's page while the step waits for others: whom it waits for, and a refresh the player
//! controls (WCAG 2.2.1): the page looks again only when asked, by a link or, once the player
//! chose it, every 20 seconds until their next prompt opens and shows instead. No JavaScript.

use crate::i18n::Tr;
use askama::Template;

/// How often the waiting page looks again, once the player asked it to.
pub const REFRESH_SECONDS: u32 = 20;
/// The query parameter of a waiting page that looks again by itself: the player chose it.
pub const WATCH: &str = "watch";
/// The query parameter of the waiting page's own refresh: a page it brings is not one the
/// player opened, and does not count as seen. It keeps looking.
pub const REFRESHED: &str = "refreshed";

#[derive(Template)]
#[template(path = "pages/waiting.html")]
pub struct WaitingPage {
    pub tr: Tr,
    pub game_title: String,
    /// Where the game stands: "Round 2 · Planning".
    pub phase: String,
    /// "you, Ann and Bob", in the reader's words.
    pub waiting_for: String,
    /// The seat has decided this step, and may still change it.
    pub submitted: bool,
    pub action_url: String,
    pub game_url: String,
    /// Seconds between looks, when the player asked for them.
    pub refresh: Option<u32>,
}
