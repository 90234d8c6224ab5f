//! Everything the game page shows, as the viewer may see it: the players and where the game
//! stands, the final ranking, the history round by round, and the figures behind the charts.

use crate::db::game_status::GameStatus;
use crate::db::models::GameRow;
use crate::db::{games, users};
use crate::i18n::Tr;
use crate::play::summary::summary_of;
use crate::play::talk::TalkLine;
use crate::play::views::figures::figures;
use crate::play::views::result::{GameResult, game_result};
use crate::play::views::timeline::{self, Chapter, Past};
use crate::play::visibility::Viewer;
use crate::play::{PlayError, Playable};
use diesel::PgConnection;

pub struct PlayerLine {
    pub user_id: i64,
    pub name: String,
    /// "Noram States, side A".
    pub label: String,
    pub waiting: bool,
    pub rank: Option<usize>,
    pub score: Option<i64>,
}

pub struct GameView {
    pub id: i64,
    pub viewer: Viewer,
    pub title: String,
    pub phase: String,
    pub status: GameStatus,
    /// The players' names by seat.
    pub names: Vec<String>,
    /// Once the game is over: who won, and the score pad.
    pub result: Option<GameResult>,
    pub deadline: Option<String>,
    /// By seat, or best first once the game is over.
    pub players: Vec<PlayerLine>,
    pub tie_break: Option<String>,
    /// The viewer organizes this game.
    pub organizer: bool,
    /// For its organizers: what failed for good and waits for the operator.
    pub attention: Vec<crate::play::attention::Attention>,
    /// Names of the players the open step waits for; the viewer as the reader's "you".
    pub waiting_for: Vec<String>,
    /// Deadlines passed or moved, absences, replacements: (when, what), newest first; when in
    /// the reader's language and time zone (UTC for a visitor).
    pub log: Vec<(String, String)>,
    /// Every resolved step in words, round by round, then the open one.
    pub chapters: Vec<Chapter>,
    /// Steps resolved so far: the last time-travel page.
    pub steps: i32,
    /// Table talk, oldest first.
    pub talk: Vec<TalkLine>,
}

/// The game page of `game`, a game of `G`, for `user` as `viewer`, in the words of `tr`; with
/// the figures behind its charts (public information only).
pub fn game_view<G: Playable>(
    conn: &mut PgConnection,
    game: GameRow,
    viewer: Viewer,
    user: Option<i64>,
    tr: &Tr,
) -> Result<(GameView, G::Figures), PlayError> {
    let id = game.id;
    let players = games::players(conn, id)?;
    let s = summary_of::<G>(conn, &game)?;
    let mut lines: Vec<PlayerLine> = players
        .iter()
        .map(|(seat, user)| {
            let standing = s
                .outcome
                .as_ref()
                .and_then(|o| o.standings.iter().find(|st| st.seat == seat.seat as usize));
            PlayerLine {
                user_id: user.id,
                name: user.display_name.clone(),
                label: s
                    .seat_labels
                    .get(seat.seat as usize)
                    .map(|l| tr.say(l))
                    .unwrap_or_default(),
                waiting: s.waiting_for.contains(&(seat.seat as usize)),
                rank: standing.map(|st| st.rank),
                score: standing.map(|st| st.score),
            }
        })
        .collect();
    // The viewer reads of themselves as "you".
    let waiting_for = s
        .waiting_for
        .iter()
        .filter_map(|w| match players.get(*w) {
            Some(_) if viewer.seat() == Some(*w) => Some(tr.t("waiting-you")),
            Some((_, u)) => Some(u.display_name.clone()),
            None => None,
        })
        .collect();
    let names: Vec<String> = players
        .iter()
        .map(|(_, u)| u.display_name.clone())
        .collect();
    if s.outcome.is_some() {
        lines.sort_by_key(|p| p.rank);
    }
    let result = s.outcome.as_ref().map(|o| game_result(o, &names));
    let reader = match user {
        Some(user) => users::by_id(conn, user)?,
        None => None,
    };
    // Times in the reader's time zone, or UTC for a visitor (whose page may be kept for all).
    let zone = reader.as_ref().map_or("UTC", |u| u.time_zone.as_str());
    let when = |at| crate::local_time::show_in(zone, tr.lang, at);
    // Read once: the log and the notes both use it.
    let past = Past::read(conn, &game)?;
    let figures = figures::<G>(conn, &game, players.len())?;
    let open = game.status.is_active().then_some(&s.heading);
    let chapters = timeline::chapters::<G>(
        conn,
        &game,
        &names,
        &figures.phases,
        open,
        &past,
        viewer.seat(),
        (tr, zone),
    )?;
    let log = past
        .log
        .into_iter()
        .rev()
        .map(|e| (when(e.at), crate::play::log_words::read(&e, tr, zone)))
        .collect();
    let organizer = match user {
        Some(user) => crate::play::visibility::manages(conn, &game, user)?,
        None => false,
    };
    let talk = crate::play::talk::lines(conn, id, Some(zone), tr.lang)?;
    let attention = if organizer {
        crate::play::attention::of_game(conn, game.id, tr)?
    } else {
        Vec::new()
    };
    let view = GameView {
        id,
        viewer,
        title: s.title,
        phase: tr.heading(&s.heading),
        status: game.status,
        names,
        result,
        deadline: game.deadline.map(when),
        players: lines,
        tie_break: s.outcome.and_then(|o| o.tie_break),
        organizer,
        attention,
        waiting_for,
        log,
        chapters,
        steps: game.step,
        talk,
    };
    Ok((view, figures.charts))
}
