//! `missive simulate`: many bot games in a row, with what they tell about the bots and the speed.

use crate::games::autoplay::Simulated;
use crate::games::{Game, Outcome};
use std::collections::BTreeMap;
use std::fmt;
use std::time::Duration;

pub struct Settings<G: Game> {
    pub players: usize,
    pub games: u64,
    pub seed: u64,
    /// The bots' names, assigned to the seats in turn; the assignment rotates from game to game.
    pub bots: Vec<String>,
    pub options: G::Options,
}

#[derive(Debug, Default, Clone, PartialEq)]
pub struct Report {
    pub games: u64,
    pub winning_score_sum: i64,
    pub winning_score_min: i64,
    pub winning_score_max: i64,
    /// By bot name.
    pub by_bot: BTreeMap<String, Tally>,
    pub decided_by_tie_break: u64,
    pub shared_victories: u64,
}

/// The seed of game `index` of a run.
pub fn game_seed(seed: u64, index: u64) -> u64 {
    seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// One bot's results over a run.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Tally {
    pub seats: u64,
    /// A shared victory counts for each winner.
    pub wins: u64,
    pub score_sum: i64,
}

/// Plays the run's games. The bots take the seats in turn, rotating from game to game. An
/// unknown bot, or a table the game refuses, is an error.
pub fn run<G: Simulated>(settings: &Settings<G>) -> Result<Report, String> {
    if !(G::MIN_SEATS..=G::MAX_SEATS).contains(&settings.players) {
        return Err(format!(
            "{} is played by {} to {} players",
            G::NAME,
            G::MIN_SEATS,
            G::MAX_SEATS
        ));
    }
    if settings.bots.is_empty() {
        return Err("name at least one bot".into());
    }
    let mut report = Report {
        winning_score_min: i64::MAX,
        ..Report::default()
    };
    for g in 0..settings.games {
        let bots: Vec<String> = (0..settings.players)
            .map(|s| settings.bots[(s + g as usize) % settings.bots.len()].clone())
            .collect();
        let state = G::play_bots(game_seed(settings.seed, g), &settings.options, &bots)?;
        let outcome = G::outcome(&state).ok_or("a bot game stopped before its end")?;
        report.record(&outcome, &bots);
    }
    Ok(report)
}

impl Report {
    /// Adds one game's outcome; `bots` names the bot of each seat.
    fn record(&mut self, outcome: &Outcome, bots: &[String]) {
        let top = outcome.standings[0].score;
        self.games += 1;
        self.winning_score_sum += top;
        self.winning_score_min = self.winning_score_min.min(top);
        self.winning_score_max = self.winning_score_max.max(top);
        // Tied on score for first, and the tie-break found a winner.
        let tied_first = outcome.standings.iter().filter(|s| s.score == top).count() > 1;
        if tied_first && outcome.winners().count() == 1 {
            self.decided_by_tie_break += 1;
        }
        if outcome.winners().count() > 1 {
            self.shared_victories += 1;
        }
        for standing in &outcome.standings {
            let tally = self.by_bot.entry(bots[standing.seat].clone()).or_default();
            tally.seats += 1;
            tally.wins += (standing.rank == 1) as u64;
            tally.score_sum += standing.score;
        }
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.games == 0 {
            return writeln!(f, "no games played");
        }
        writeln!(
            f,
            "winning score: mean {:.1}, min {}, max {}",
            self.winning_score_sum as f64 / self.games as f64,
            self.winning_score_min,
            self.winning_score_max
        )?;
        for (kind, t) in &self.by_bot {
            writeln!(
                f,
                "{kind}: won {} of {} seats ({:.1}%), mean score {:.1}",
                t.wins,
                t.seats,
                100.0 * t.wins as f64 / t.seats as f64,
                t.score_sum as f64 / t.seats as f64
            )?;
        }
        writeln!(
            f,
            "decided by a tie-break: {} games ({:.1}%), of which shared victories: {}",
            self.decided_by_tie_break,
            100.0 * self.decided_by_tie_break as f64 / self.games as f64,
            self.shared_victories
        )
    }
}

/// The speed line, kept apart from the report because it is the one line that varies.
pub fn speed(games: u64, elapsed: Duration) -> String {
    let secs = elapsed.as_secs_f64();
    format!(
        "speed: {:.0} games per second ({} games in {:.3} s)",
        games as f64 / secs.max(1e-9),
        games,
        secs
    )
}
