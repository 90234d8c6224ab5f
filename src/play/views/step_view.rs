//! Time travel: the table as it was after step n, with what the viewer needs around it (names,
//! what that step did, their own last decision).

use crate::db::game_status::GameStatus;
use crate::db::models::GameRow;
use crate::db::{games, history};
use crate::games::Seat;
use crate::play::step_lines::step_lines;
use crate::play::table::replay::states_around;
use crate::play::visibility::Viewer;
use crate::play::{PlayError, Playable};
use diesel::PgConnection;

/// Where the step page sits in the game, and where it links to.
pub struct StepContext {
    /// The reader's words.
    pub tr: crate::i18n::Tr,
    pub game_id: i64,
    pub game_title: String,
    /// Steps resolved at this moment: the page is step `step`'s.
    pub step: i32,
    /// Steps resolved in all so far.
    pub last: i32,
    /// The phase step `step` was decided in ("Round 2 · Draft, pick 4 of 7"), as the game's
    /// history heads it; none before the first step.
    pub phase: Option<String>,
    /// What happened in that phase: what opened it, then what its decisions did.
    pub happened: Vec<String>,
    /// Where the table stands once the step resolved: the next step's phase.
    pub next_phase: String,
    /// What opened the next step, in its phase.
    pub opened: Vec<String>,
    pub names: Vec<String>,
    /// The viewer's seat, if they play.
    pub seat: Option<Seat>,
    /// The game is over: every hand is shown.
    pub over: bool,
    /// The step in which the viewer last decided for themselves.
    pub my_last: Option<i32>,
    /// What was written at the table while the step was open.
    pub talk: Vec<crate::play::talk::TalkLine>,
}

/// The table after the first `n` steps of `game` (0 ≤ n ≤ its step count) as `viewer` could
/// see it then, and its context. The views: the viewer's own while the game runs; once it is
/// over, every seat's, by seat, since every hand is then shown.
pub fn step_view<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    viewer: Viewer,
    n: i32,
    tr: crate::i18n::Tr,
) -> Result<(StepContext, Vec<G::View>), PlayError> {
    let names: Vec<String> = games::players(conn, game.id)?
        .into_iter()
        .map(|(_, u)| u.display_name)
        .collect();
    let (before, state) = states_around::<G>(conn, game, n)?;
    // Step n's phase began with what step n - 1 opened, and step n opened the next one.
    let (mut happened, mut opened) = (Vec::new(), Vec::new());
    if n > 0 {
        for row in history::steps_from(conn, game.id, (n - 2).max(0))? {
            if row.step >= n {
                break;
            }
            let events: Vec<G::Event> = serde_json::from_value(row.events)?;
            let lines = step_lines::<G>(&events, &names, viewer.seat());
            let read = |phrases: Vec<crate::games::Phrase>| -> Vec<String> {
                phrases.iter().map(|p| tr.say(p)).collect()
            };
            if row.step == n - 1 {
                happened.extend(read(lines.own));
                opened = read(lines.opening);
            } else {
                happened = read(lines.opening);
            }
        }
    }
    let my_last = match viewer.seat() {
        Some(seat) => history::last_own_decision(conn, game.id, seat as i32)?,
        None => None,
    };
    let talk = crate::play::talk::lines(conn, game.id, None, tr.lang)?
        .into_iter()
        .filter(|line| line.step == n - 1)
        .collect();
    let phase = before.as_ref().map(|b| tr.heading(&G::heading(b)));
    let next_phase = tr.heading(&G::heading(&state));
    let context = StepContext {
        tr,
        game_id: game.id,
        game_title: crate::play::titles::game_title::<G>(game.id),
        step: n,
        last: game.step,
        phase,
        happened,
        next_phase,
        opened,
        names,
        seat: viewer.seat(),
        over: game.status == GameStatus::Finished,
        my_last,
        talk,
    };
    let views = match context.over {
        true => (0..G::seats(&state))
            .map(|s| G::view(&state, Some(s)))
            .collect(),
        false => vec![G::view(&state, context.seat)],
    };
    Ok((context, views))
}
