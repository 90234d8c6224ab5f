//! A league's divisions: the first season's, by rating; then from one season to the next,
//! promotion, relegation, and placing newcomers.
//!
//! Divisions are ranked, top first. Between seasons the best few of each division go up one and
//! the worst few go down one, so that members end up playing people of their own strength;
//! newcomers, with no standings yet, go where their rating fits best.

use std::collections::BTreeMap;

/// The fewest members a division is left with by promotion and relegation, when it had as many.
pub const MIN_DIVISION: usize = 3;

/// The next season's divisions, top first.
///
/// `divisions` are this season's, top first, each in final standings order. The top `up` of every
/// division but the first go up one; the bottom `down` of every division but the last go down one.
/// A member never moves both ways: in a small division, going up comes first.
///
/// No division is left with fewer than three members (or fewer than it had, if it had fewer
/// already): while one would be, one move out of it is taken back, the one of the two kinds
/// (up or down) that moves more people, relegation on a tie; so the member nearest the middle
/// of the table stays. This is repeated, top division first, until every division is fine.
///
/// Each new division lists those relegated into it first (they played a division higher), then
/// its own members who stay, in their order, then those promoted into it.
///
/// Newcomers, given with their rating (the shown one, [`super::ratings::Rating::display`]),
/// then join the division whose median rating is closest to theirs; on a tie the lower
/// division. Medians are taken over the divisions as promotion and relegation left them, counting
/// the members found in `ratings_of_members` and not the newcomers; divisions without any
/// rated member take no newcomers, unless no division has one, when all newcomers go to the
/// lowest. Newcomers join at the end of their division, highest rating first. With no divisions
/// at all, the newcomers make up the one division.
pub fn next_season(
    divisions: &[Vec<i64>],
    up: usize,
    down: usize,
    newcomers: &[(i64, f64)],
    ratings_of_members: &BTreeMap<i64, f64>,
) -> Vec<Vec<i64>> {
    let mut newcomers = newcomers.to_vec();
    newcomers.sort_by(|a, b| b.1.total_cmp(&a.1));
    if divisions.is_empty() {
        return if newcomers.is_empty() {
            Vec::new()
        } else {
            vec![newcomers.iter().map(|&(m, _)| m).collect()]
        };
    }
    let (ups, downs) = moves(divisions, up, down);
    let last = divisions.len() - 1;
    let mut next: Vec<Vec<i64>> = (0..divisions.len())
        .map(|d| {
            let own = &divisions[d];
            let mut members = Vec::new();
            if d > 0 {
                let above = &divisions[d - 1];
                members.extend(&above[above.len() - downs[d - 1]..]);
            }
            members.extend(&own[ups[d]..own.len() - downs[d]]);
            if d < last {
                members.extend(&divisions[d + 1][..ups[d + 1]]);
            }
            members
        })
        .collect();
    let medians: Vec<Option<f64>> = next
        .iter()
        .map(|members| {
            median(
                members
                    .iter()
                    .filter_map(|m| ratings_of_members.get(m).copied())
                    .collect(),
            )
        })
        .collect();
    for (member, rating) in newcomers {
        let closest = (0..next.len())
            .filter_map(|d| medians[d].map(|m| (d, (m - rating).abs())))
            // Later (lower) divisions win ties: keep the last of the equally close.
            .min_by(|a, b| a.1.total_cmp(&b.1).then(b.0.cmp(&a.0)))
            .map_or(last, |(d, _)| d);
        next[closest].push(member);
    }
    next
}

/// The first season's divisions, top first: members by rating, best first (equal ratings keep
/// the order given, which is the order they joined in), cut into `wanted` divisions of near equal
/// size, fewer when there are not [`MIN_DIVISION`] members for each. `unrated` stands in for a
/// member with no rating.
pub fn first_season(
    members: &[i64],
    ratings: &BTreeMap<i64, f64>,
    unrated: f64,
    wanted: usize,
) -> Vec<Vec<i64>> {
    let rating = |m: &i64| ratings.get(m).copied().unwrap_or(unrated);
    let mut ranked = members.to_vec();
    ranked.sort_by(|a, b| rating(b).total_cmp(&rating(a)));
    let count = wanted.min(ranked.len() / MIN_DIVISION).max(1);
    (0..count)
        .map(|d| ranked[d * ranked.len() / count..(d + 1) * ranked.len() / count].to_vec())
        .collect()
}

/// A division of fewer than [`MIN_DIVISION`] cannot play: it joins the one above it (the one
/// below, at the top). Empty divisions go.
pub fn merge_small(mut divisions: Vec<Vec<i64>>) -> Vec<Vec<i64>> {
    divisions.retain(|d| !d.is_empty());
    while divisions.len() > 1 {
        let Some(small) = divisions.iter().position(|d| d.len() < MIN_DIVISION) else {
            break;
        };
        let members = divisions.remove(small);
        if small == 0 {
            // The top division takes the best of the one below instead of growing downwards.
            let mut merged = members;
            merged.extend(divisions[0].iter().copied());
            divisions[0] = merged;
        } else {
            divisions[small - 1].extend(members);
        }
    }
    divisions
}

/// How many go up from each division (0 for the top) and down from each (0 for the bottom),
/// after taking back the moves that would leave a division too small.
fn moves(divisions: &[Vec<i64>], up: usize, down: usize) -> (Vec<usize>, Vec<usize>) {
    let count = divisions.len();
    let last = count - 1;
    let mut ups: Vec<usize> = (0..count)
        .map(|d| {
            if d == 0 {
                0
            } else {
                up.min(divisions[d].len())
            }
        })
        .collect();
    let mut downs: Vec<usize> = (0..count)
        .map(|d| {
            if d == last {
                0
            } else {
                down.min(divisions[d].len() - ups[d])
            }
        })
        .collect();
    loop {
        let size = |d: usize| -> usize {
            let gained =
                if d > 0 { downs[d - 1] } else { 0 } + if d < last { ups[d + 1] } else { 0 };
            divisions[d].len() - ups[d] - downs[d] + gained
        };
        let Some(short) = (0..count).find(|&d| size(d) < MIN_DIVISION.min(divisions[d].len()))
        else {
            return (ups, downs);
        };
        // A division only shrinks by what leaves it, so one of these is positive.
        if downs[short] >= ups[short] {
            downs[short] -= 1;
        } else {
            ups[short] -= 1;
        }
    }
}

/// The middle value, or the mean of the two middle values; none for no values.
fn median(mut values: Vec<f64>) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    values.sort_by(f64::total_cmp);
    let mid = values.len() / 2;
    Some(if values.len() % 2 == 1 {
        values[mid]
    } else {
        (values[mid - 1] + values[mid]) / 2.0
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn none() -> BTreeMap<i64, f64> {
        BTreeMap::new()
    }

    #[test]
    fn the_first_season_cuts_by_rating_and_keeps_divisions_playable() {
        let ratings: BTreeMap<i64, f64> = [(5, 30.0), (2, 20.0)].into_iter().collect();
        // 5 and 2 are rated; the others keep the order they joined in.
        assert_eq!(
            first_season(&[1, 2, 3, 4, 5, 6, 7], &ratings, 0.0, 2),
            vec![vec![5, 2, 1], vec![3, 4, 6, 7]]
        );
        // Seven members cannot make three divisions of three.
        assert_eq!(
            first_season(&[1, 2, 3, 4, 5, 6, 7], &ratings, 0.0, 3).len(),
            2
        );
    }

    #[test]
    fn a_division_too_small_joins_its_neighbour() {
        assert_eq!(
            merge_small(vec![vec![1, 2], vec![11, 12, 13], vec![], vec![21, 22]]),
            vec![vec![1, 2, 11, 12, 13, 21, 22]]
        );
        assert_eq!(
            merge_small(vec![vec![1, 2, 3], vec![11, 12, 13], vec![21]]),
            vec![vec![1, 2, 3], vec![11, 12, 13, 21]]
        );
    }

    #[test]
    fn two_divisions_swap_their_edges() {
        let divisions = [vec![1, 2, 3, 4, 5, 6], vec![11, 12, 13, 14, 15, 16]];
        assert_eq!(
            next_season(&divisions, 2, 2, &[], &none()),
            vec![vec![1, 2, 3, 4, 11, 12], vec![5, 6, 13, 14, 15, 16]]
        );
        // More down than up: the top division shrinks, the bottom one grows.
        assert_eq!(
            next_season(&divisions, 1, 2, &[], &none()),
            vec![vec![1, 2, 3, 4, 11], vec![5, 6, 12, 13, 14, 15, 16]]
        );
        assert_eq!(
            next_season(&divisions, 0, 0, &[], &none()),
            divisions.to_vec()
        );
    }

    #[test]
    fn three_divisions_move_one_step_at_most() {
        let divisions = [vec![1, 2, 3, 4], vec![11, 12, 13, 14], vec![21, 22, 23, 24]];
        assert_eq!(
            next_season(&divisions, 1, 2, &[], &none()),
            vec![vec![1, 2, 11], vec![3, 4, 12, 21], vec![13, 14, 22, 23, 24],]
        );
    }

    #[test]
    fn no_division_is_left_with_fewer_than_three() {
        // Three each, two up and one down: the bottom would keep 2, then the middle 2.
        let divisions = [vec![1, 2, 3], vec![11, 12, 13], vec![21, 22, 23]];
        assert_eq!(
            next_season(&divisions, 2, 1, &[], &none()),
            vec![vec![1, 2, 11], vec![3, 12, 21], vec![13, 22, 23]]
        );
        // The top division has three and would send two down for one up: one goes down.
        let divisions = [vec![1, 2, 3], vec![11, 12, 13, 14, 15, 16]];
        assert_eq!(
            next_season(&divisions, 1, 2, &[], &none()),
            vec![vec![1, 2, 11], vec![3, 12, 13, 14, 15, 16]]
        );
        // A division already below three loses nobody it cannot replace.
        let divisions = [vec![1, 2, 3, 4], vec![11, 12]];
        assert_eq!(
            next_season(&divisions, 2, 1, &[], &none()),
            vec![vec![1, 2, 3, 11], vec![4, 12]]
        );
        // Going up comes first in a division too small for both.
        let divisions = [vec![1, 2, 3], vec![11, 12, 13], vec![21, 22, 23]];
        // The middle sends all three up, so none down, and the bottom cannot go up unreplaced.
        assert_eq!(
            next_season(&divisions, 3, 3, &[], &none()),
            vec![vec![11, 12, 13], vec![1, 2, 3], vec![21, 22, 23]]
        );
    }

    #[test]
    fn newcomers_join_the_division_nearest_their_rating() {
        let divisions = [vec![1, 2, 3], vec![11, 12, 13], vec![21, 22, 23]];
        let ratings: BTreeMap<i64, f64> = [
            (1, 25.0),
            (2, 20.0),
            (3, 18.0),
            (11, 12.0),
            (12, 10.0),
            (13, 4.0),
            (21, 2.0),
            (22, 0.0),
            (23, -3.0),
        ]
        .into();
        // Medians 20, 10 and 0.
        let newcomers = [
            (100, 30.0),
            (101, 15.0),
            (102, 5.0),
            (103, 11.0),
            (104, -9.0),
        ];
        assert_eq!(
            next_season(&divisions, 0, 0, &newcomers, &ratings),
            vec![
                vec![1, 2, 3, 100],
                // 15 is as near 20 as 10, and 5 as near 10 as 0: the lower division.
                vec![11, 12, 13, 101, 103],
                vec![21, 22, 23, 102, 104],
            ]
        );
    }

    #[test]
    fn newcomer_medians_follow_the_moves_and_skip_the_unrated() {
        let divisions = [vec![1, 2, 3, 4], vec![11, 12, 13, 14]];
        // 4 goes down, 11 goes up; 3 and 14 have no rating.
        let ratings: BTreeMap<i64, f64> = [
            (1, 30.0),
            (2, 20.0),
            (4, 0.0),
            (11, 19.0),
            (12, 5.0),
            (13, 1.0),
        ]
        .into();
        // Top: 1, 2, 11 → median 20; bottom: 4, 12, 13 → median 1.
        let next = next_season(&divisions, 1, 1, &[(50, 11.0), (51, 10.0)], &ratings);
        assert_eq!(next, vec![vec![1, 2, 3, 11, 50], vec![4, 12, 13, 14, 51]]);
        // Nobody rated: newcomers go to the lowest division.
        let next = next_season(&divisions, 0, 0, &[(50, 11.0)], &none());
        assert_eq!(next[1], vec![11, 12, 13, 14, 50]);
        // No divisions yet: the newcomers are the division, strongest first.
        assert_eq!(
            next_season(&[], 1, 1, &[(7, 1.0), (8, 3.0)], &none()),
            vec![vec![8, 7]]
        );
        assert!(next_season(&[], 1, 1, &[], &none()).is_empty());
    }
}
