//! A finished game's result as its page shows it: who won, and the score pad as a table.

use crate::games::Outcome;

pub struct GameResult {
    /// "Ann wins with 72 VP." or "Ann and Cy share the victory with 60 VP."
    pub headline: String,
    /// The players' names, best first: the score pad's columns.
    pub players: Vec<String>,
    /// The score pad's lines: (label, points of each player, best first).
    pub lines: Vec<(String, Vec<i64>)>,
    /// Each player's VP, best first.
    pub totals: Vec<i64>,
}

/// The result of `outcome`, with the players' `names` by seat.
pub fn game_result(outcome: &Outcome, names: &[String]) -> GameResult {
    let name = |seat: usize| names.get(seat).cloned().unwrap_or_default();
    let winners: Vec<String> = outcome.winners().map(name).collect();
    let best = outcome.standings.first().map_or(0, |s| s.score);
    let headline = match winners.split_last() {
        Some((only, [])) => format!("{only} wins with {best} VP."),
        Some((last, others)) => format!(
            "{} and {last} share the victory with {best} VP.",
            others.join(", ")
        ),
        None => "Nobody won.".to_string(),
    };
    // Every pad has the same lines in the same order; the winner's names them.
    let labels: Vec<String> = outcome
        .standings
        .first()
        .map(|s| s.breakdown.iter().map(|(label, _)| label.clone()).collect())
        .unwrap_or_default();
    let lines = labels
        .into_iter()
        .enumerate()
        .map(|(i, label)| {
            let points = outcome
                .standings
                .iter()
                .map(|s| s.breakdown.get(i).map_or(0, |(_, p)| *p))
                .collect();
            (label, points)
        })
        .collect();
    GameResult {
        headline,
        players: outcome.standings.iter().map(|s| name(s.seat)).collect(),
        lines,
        totals: outcome.standings.iter().map(|s| s.score).collect(),
    }
}

/// A finished game's ranking as a seat's page gives it.
pub struct FinalRanking {
    /// "Ann wins with 72 VP."
    pub headline: String,
    /// "1. Ann: 72 VP", best first; tied players share a place; `viewer` reads "you".
    pub places: Vec<String>,
}

impl FinalRanking {
    pub fn of(outcome: &Outcome, names: &[String], viewer: usize) -> FinalRanking {
        let headline = game_result(outcome, names).headline;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Standing;

    fn standing(seat: usize, rank: usize, cards: i64, combos: i64) -> Standing {
        Standing {
            seat,
            rank,
            score: cards + combos,
            breakdown: vec![("Cards".into(), cards), ("Combos".into(), combos)],
        }
    }

    #[test]
    fn names_the_winner_and_lays_the_pad_out_best_first() {
        let names = ["Ann".to_string(), "Bob".to_string()];
        let outcome = Outcome {
            standings: vec![standing(1, 1, 10, 20), standing(0, 2, 5, 4)],
            tie_break: None,
        };
        let result = game_result(&outcome, &names);
        assert_eq!(result.headline, "Bob wins with 30 VP.");
        assert_eq!(result.players, ["Bob", "Ann"]);
        assert_eq!(
            result.lines,
            [
                ("Cards".into(), vec![10, 5]),
                ("Combos".into(), vec![20, 4])
            ]
        );
        assert_eq!(result.totals, [30, 9]);
    }

    #[test]
    fn a_shared_victory_names_everyone_who_shares_it() {
        let names = ["Ann".to_string(), "Bob".to_string(), "Cy".to_string()];
        let outcome = Outcome {
            standings: vec![
                standing(2, 1, 10, 2),
                standing(0, 1, 6, 6),
                standing(1, 1, 12, 0),
            ],
            tie_break: None,
        };
        assert_eq!(
            game_result(&outcome, &names).headline,
            "Cy, Ann and Bob share the victory with 12 VP."
        );
    }
}
