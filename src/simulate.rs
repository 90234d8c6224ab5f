//! `missive simulate`: many bot games in a row, with what they tell about the bots and the speed.

use crate::games::settlers::bots as settlers_bots;
use crate::games::settlers::{self, Settlers};
use crate::games::wonderful::bots::{BotKind, autoplay};
use crate::games::wonderful::{Options, Wonderful};
use crate::games::{Game, Outcome};
use std::collections::BTreeMap;
use std::fmt;
use std::time::Duration;

pub struct Settings {
    pub players: usize,
    pub games: u64,
    pub seed: u64,
    /// Assigned to the seats in turn; the assignment rotates from game to game.
    pub bots: Vec<BotKind>,
    pub options: Options,
}

#[derive(Debug, Default, Clone, PartialEq)]
pub struct Report {
    pub games: u64,
    pub winning_score_sum: i64,
    pub winning_score_min: i64,
    pub winning_score_max: i64,
    pub by_bot: BTreeMap<BotKind, Tally>,
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

pub fn run(settings: &Settings) -> Report {
    run_games(
        settings.games,
        settings.seed,
        settings.players,
        &settings.bots,
        |seed, kinds| {
            let mut bots: Vec<_> = kinds
                .iter()
                .enumerate()
                .map(|(s, k)| k.build(seed.wrapping_add(s as u64 + 1)))
                .collect();
            let state = autoplay::play(seed, &settings.options, &mut bots, |_, _| {});
            Wonderful::outcome(&state).expect("the game is over")
        },
    )
}

/// `games` games of `players` seats; `play` plays one from its seed with the bot of each seat
/// and gives its outcome. The bots take the seats in turn, rotating from game to game.
fn run_games(
    games: u64,
    seed: u64,
    players: usize,
    bots: &[BotKind],
    mut play: impl FnMut(u64, &[BotKind]) -> Outcome,
) -> Report {
    let mut report = Report {
        winning_score_min: i64::MAX,
        ..Report::default()
    };
    for g in 0..games {
        let kinds: Vec<BotKind> = (0..players)
            .map(|s| bots[(s + g as usize) % bots.len()])
            .collect();
        let outcome = play(game_seed(seed, g), &kinds);
        report.record(&outcome, &kinds);
    }
    report
}

/// A run of Imperial Settlers games; the bots are named as for It's a Wonderful World.
pub struct SettlersSettings {
    pub players: usize,
    pub games: u64,
    pub seed: u64,
    pub bots: Vec<BotKind>,
    pub options: settlers::Options,
}

/// Imperial Settlers games between bots, with the same report.
pub fn run_settlers(settings: &SettlersSettings) -> Report {
    run_games(
        settings.games,
        settings.seed,
        settings.players,
        &settings.bots,
        |seed, kinds| {
            let mut bots: Vec<_> = kinds
                .iter()
                .enumerate()
                .map(|(s, k)| {
                    let kind = match k {
                        BotKind::Random => settlers_bots::BotKind::Random,
                        BotKind::Heuristic => settlers_bots::BotKind::Heuristic,
                    };
                    kind.build(seed.wrapping_add(s as u64 + 1))
                })
                .collect();
            let state =
                settlers_bots::autoplay::play(seed, &settings.options, &mut bots, |_, _| {});
            Settlers::outcome(&state).expect("the game is over")
        },
    )
}

impl Report {
    /// Adds one game's outcome; `kinds` is the bot of each seat.
    fn record(&mut self, outcome: &Outcome, kinds: &[BotKind]) {
        let top = outcome.standings[0].score;
        self.games += 1;
        self.winning_score_sum += top;
        self.winning_score_min = self.winning_score_min.min(top);
        self.winning_score_max = self.winning_score_max.max(top);
        if outcome.tie_break.is_some() {
            self.decided_by_tie_break += 1;
        }
        if outcome.winners().count() > 1 {
            self.shared_victories += 1;
        }
        for standing in &outcome.standings {
            let tally = self.by_bot.entry(kinds[standing.seat]).or_default();
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
