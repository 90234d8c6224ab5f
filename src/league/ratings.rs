//! Members' playing strength, estimated from their placings by the Weng-Lin method
//! (Bradley-Terry model, every pair of players compared), as the `skillratings` crate computes it.
//!
//! Standings say who did well this season in this division; a rating follows a member across
//! divisions and seasons, and weighs whom they beat: it is what places newcomers and what can
//! be shown beside a name. Each rating is an estimate `mu` with an uncertainty `sigma` that
//! shrinks as the member plays.

use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use std::collections::BTreeMap;

/// A member's estimated strength `mu`, give or take `sigma`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
}

/// Where every member starts: mu 25, sigma 25/3, the method's usual scale.
impl Default for Rating {
    fn default() -> Self {
        let start = WengLinRating::new();
        Rating {
            mu: start.rating,
            sigma: start.uncertainty,
        }
    }
}

impl Rating {
    /// The rating to show and to compare members by: mu - 3·sigma, a strength the member is
    /// very likely above. It starts at 0 and rises as games both raise mu and shrink sigma, so a
    /// newcomer with one lucky win does not outrank a proven player.
    pub fn display(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }
}

impl From<Rating> for WengLinRating {
    fn from(r: Rating) -> Self {
        WengLinRating {
            rating: r.mu,
            uncertainty: r.sigma,
        }
    }
}

impl From<WengLinRating> for Rating {
    fn from(r: WengLinRating) -> Self {
        Rating {
            mu: r.rating,
            sigma: r.uncertainty,
        }
    }
}

/// The players' ratings after a free-for-all game (meant for pods of 3 to 5; any number works),
/// given their ratings before it and their places, in the same order. Players who share a place
/// count as drawn with each other. The default settings of the method apply (beta 25/6).
///
/// # Panics
/// If `ratings` and `places` differ in length.
pub fn rate_game(ratings: &[Rating], places: &[u32]) -> Vec<Rating> {
    assert_eq!(
        ratings.len(),
        places.len(),
        "one place for each player's rating"
    );
    let teams: Vec<[WengLinRating; 1]> = ratings.iter().map(|&r| [r.into()]).collect();
    let teams_and_ranks: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(places)
        .map(|(team, &place)| (&team[..], MultiTeamOutcome::new(place as usize)))
        .collect();
    weng_lin_multi_team(&teams_and_ranks, &WengLinConfig::new())
        .into_iter()
        .map(|team| team[0].into())
        .collect()
}

/// Every member's rating after each of their games, replaying `games` in order, each given as
/// (members, their places). A member's first game starts from [`Rating::default`]; their
/// history holds one rating per game they played, the last being their current rating.
///
/// # Panics
/// If a game has not one place per member.
pub fn replay(games: &[(Vec<i64>, Vec<u32>)]) -> BTreeMap<i64, Vec<Rating>> {
    let mut history: BTreeMap<i64, Vec<Rating>> = BTreeMap::new();
    for (members, places) in games {
        let before: Vec<Rating> = members
            .iter()
            .map(|m| {
                history
                    .get(m)
                    .and_then(|h| h.last().copied())
                    .unwrap_or_default()
            })
            .collect();
        for (&member, after) in members.iter().zip(rate_game(&before, places)) {
            history.entry(member).or_default().push(after);
        }
    }
    history
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn everyone_starts_at_zero_shown() {
        let start = Rating::default();
        assert_eq!(start.mu, 25.0);
        assert!(close(start.sigma, 25.0 / 3.0));
        assert!(close(start.display(), 0.0));
    }

    /// Three newcomers finish 1, 2, 3. By the Weng-Lin formulas with beta = 25/6 and
    /// sigma = 25/3 for all: c = sqrt(2·beta² + 2·sigma²) for every pair and each pairwise
    /// win chance is 1/2, so mu moves by sigma²/c · (sum of (score - 1/2)): +1 for the
    /// winner, 0 for second, -1 for last; and sigma² shrinks by the factor
    /// 1 - 2 · (sigma/c)³ · 1/4 for all three.
    #[test]
    fn three_newcomers_match_the_formulas_by_hand() {
        let start = Rating::default();
        let after = rate_game(&[start; 3], &[1, 2, 3]);
        let (beta, sigma) = (25.0f64 / 6.0, 25.0f64 / 3.0);
        let c = (2.0 * beta * beta + 2.0 * sigma * sigma).sqrt();
        let step = sigma * sigma / c;
        assert!(close(step, 5.270_462_766_947_3), "{step}");
        assert!(close(after[0].mu, 25.0 + step));
        assert!(close(after[1].mu, 25.0));
        assert!(close(after[2].mu, 25.0 - step));
        let shrink = 1.0 - 2.0 * (sigma / c).powi(3) / 4.0;
        for rating in &after {
            assert!(close(rating.sigma, sigma * shrink.sqrt()));
            assert!(rating.sigma < sigma);
        }
        // Rounded: 30.27, 25.00, 19.73; sigma 7.79.
        assert!((after[0].mu - 30.27).abs() < 0.005);
        assert!((after[2].sigma - 7.79).abs() < 0.005);
    }

    /// The crate documents a two-player case: 42 ± 1.3 beats a newcomer, giving 42.03 ± 1.30
    /// and 23.91 ± 8.03. A game of two is a free-for-all of two.
    #[test]
    fn a_game_of_two_matches_the_documented_example() {
        let favourite = Rating {
            mu: 42.0,
            sigma: 1.3,
        };
        let after = rate_game(&[favourite, Rating::default()], &[1, 2]);
        let round = |x: f64| (x * 100.0).round() / 100.0;
        assert_eq!(round(after[0].mu), 42.03);
        assert_eq!(round(after[0].sigma), 1.30);
        assert_eq!(round(after[1].mu), 23.91);
        assert_eq!(round(after[1].sigma), 8.03);
    }

    #[test]
    fn winners_rise_losers_fall_and_equal_ties_move_alike() {
        let priors = [
            Rating {
                mu: 30.0,
                sigma: 5.0,
            },
            Rating {
                mu: 22.0,
                sigma: 6.0,
            },
            Rating {
                mu: 25.0,
                sigma: 7.0,
            },
            Rating {
                mu: 25.0,
                sigma: 7.0,
            },
        ];
        let after = rate_game(&priors, &[4, 1, 2, 2]);
        assert!(after[1].mu > priors[1].mu, "the winner rises");
        assert!(after[0].mu < priors[0].mu, "the last falls");
        assert_eq!(
            after[2], after[3],
            "equal priors sharing a place move alike"
        );
        for (a, p) in after.iter().zip(&priors) {
            assert!(a.sigma < p.sigma);
        }
        // Sharing first with an equal: drawn with each other, both ahead of the third.
        let start = Rating::default();
        let after = rate_game(&[start; 3], &[1, 1, 3]);
        assert_eq!(after[0], after[1]);
        assert!(after[0].mu > 25.0 && after[2].mu < 25.0);
        // Each tied player: nothing against the other (a draw at even odds), half a step
        // against the last; the last loses half a step to each.
        let beta = 25.0f64 / 6.0;
        let c = (2.0 * beta * beta + 2.0 * start.sigma * start.sigma).sqrt();
        let step = start.sigma * start.sigma / c;
        assert!(close(after[0].mu, 25.0 + step / 2.0));
        assert!(close(after[2].mu, 25.0 - step));
    }

    #[test]
    fn replay_keeps_each_members_history_game_by_game() {
        let games = vec![
            (vec![1, 2, 3], vec![1, 2, 3]),
            (vec![3, 4, 1, 5], vec![1, 2, 3, 4]),
        ];
        let history = replay(&games);
        assert_eq!(history.len(), 5);
        assert_eq!(history[&1].len(), 2);
        assert_eq!(history[&4].len(), 1);
        let first = rate_game(&[Rating::default(); 3], &[1, 2, 3]);
        assert_eq!(history[&1][0], first[0]);
        assert_eq!(history[&3][0], first[2]);
        let second = rate_game(
            &[first[2], Rating::default(), first[0], Rating::default()],
            &[1, 2, 3, 4],
        );
        assert_eq!(history[&3][1], second[0]);
        assert_eq!(history[&1][1], second[2]);
        assert_eq!(history[&5], vec![second[3]]);
        assert!(replay(&[]).is_empty());
    }
}
