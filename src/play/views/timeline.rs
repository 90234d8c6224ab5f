//! A game's history in words, round by round: what each resolved step did (public events only),
//! which decisions were made for a player and why, and what happened around the rules
//! (deadlines, absences, replacements).

use crate::db::models::{GameRow, LogEntry};
use crate::db::{game_log, history};
use crate::games::{Heading, Phrase, Seat};
use crate::i18n::Tr;
use crate::play::step_lines::step_lines;
use crate::play::{PlayError, Playable};
use diesel::PgConnection;

/// What the game page reads of a game's past once, for its log and its notes.
pub struct Past {
    /// Who made each decision of the resolved steps: (step, seat, source), by step and seat.
    pub sources: Vec<(i32, i32, String)>,
    /// What happened around the rules, oldest first.
    pub log: Vec<LogEntry>,
}

impl Past {
    pub fn read(conn: &mut PgConnection, game: &GameRow) -> Result<Past, PlayError> {
        Ok(Past {
            sources: history::sources_before(conn, game.id, game.step)?,
            log: game_log::from_step(conn, game.id, 0)?,
        })
    }
}

/// The steps of one chapter of the game's history: a round, or whatever the game's headings say.
pub struct Chapter {
    /// "Round 2".
    pub title: String,
    pub entries: Vec<Entry>,
}

pub struct Entry {
    /// The step's number, from 1: its page, `/games/{id}/steps/{number}`, shows the table once
    /// it resolved.
    pub number: i32,
    /// False for the open step, still being decided: it has no page yet.
    pub resolved: bool,
    /// What the step was: "Draft, pick 3 of 7".
    pub phase: String,
    /// What happened around the rules before it resolved.
    pub notes: Vec<String>,
    /// What happened in its phase: what opened it, then what its decisions did.
    pub lines: Vec<String>,
    /// Decisions made for a player, in the reader's words: "Cy: decided at the deadline".
    pub made_for: Vec<String>,
}

/// The game's steps, grouped by chapter: every resolved one, then the open one (`open_phase`,
/// its `Playable::heading`, while the game goes on). `phases` holds `Playable::heading` of the
/// state each step opened from, as a replay of the game's history finds them; a step past its end (a
/// history that stopped replaying) goes under "Later steps". `past` is the game's, read once by
/// the page. Each step is told as `viewer` (a seat, or `None` for a spectator) may know it;
/// what Missive adds to the game's own words (who a decision was made for, and why) is in
/// those of `tr`, its times in the time zone `zone`.
#[allow(clippy::too_many_arguments)]
pub fn chapters<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    names: &[String],
    phases: &[Heading],
    open_phase: Option<&Heading>,
    past: &Past,
    viewer: Option<Seat>,
    (tr, zone): (&Tr, &str),
) -> Result<Vec<Chapter>, PlayError> {
    let (sources, log) = (&past.sources, &past.log);
    let notes = |step: i32| -> Vec<String> {
        log.iter()
            .filter(|e| e.step == step)
            .map(|e| crate::play::log_words::read(e, tr, zone))
            .collect()
    };
    let mut chapters: Vec<Chapter> = Vec::new();
    let mut add = |heading: &Heading, entry: Entry| {
        let title = tr.say(&heading.chapter);
        let entry = Entry {
            phase: tr.say(heading.step_label()),
            ..entry
        };
        match chapters.last_mut() {
            Some(chapter) if chapter.title == title => chapter.entries.push(entry),
            _ => chapters.push(Chapter {
                title,
                entries: vec![entry],
            }),
        }
    };
    // Steps past the end of a history that stopped replaying.
    // (The site's words, already in the reader's language.)
    let later = Heading::whole(Phrase::verbatim(tr.t("game-later-steps")));
    // What the step before opened happened in the next step's phase.
    let mut opened: Vec<String> = Vec::new();
    for row in history::steps_from(conn, game.id, 0)? {
        let events: Vec<G::Event> = serde_json::from_value(row.events)?;
        let step_lines = step_lines::<G>(&events, names, viewer);
        let phase = phases.get(row.step as usize).unwrap_or(&later);
        let made_for = sources
            .iter()
            .filter(|(step, _, _)| *step == row.step)
            .filter_map(|(_, seat, source)| {
                let name = names.get(*seat as Seat).map_or("", String::as_str);
                let id = match source.as_str() {
                    "deadline" => "game-made-at-deadline",
                    "standing_order" => "game-made-by-orders",
                    "absent" => "game-made-while-away",
                    _ => return None,
                };
                Some(tr.t1(id, "name", name))
            })
            .collect();
        let read = |phrases: Vec<Phrase>| phrases.iter().map(|p| tr.say(p)).collect::<Vec<_>>();
        let mut lines = std::mem::replace(&mut opened, read(step_lines.opening));
        lines.extend(read(step_lines.own));
        add(
            phase,
            Entry {
                number: row.step + 1,
                resolved: true,
                phase: String::new(),
                notes: notes(row.step),
                lines,
                made_for,
            },
        );
    }
    if let Some(phase) = open_phase {
        add(
            phase,
            Entry {
                number: game.step + 1,
                resolved: false,
                phase: String::new(),
                notes: notes(game.step),
                lines: opened,
                made_for: Vec::new(),
            },
        );
    }
    Ok(chapters)
}
