//! Scheduling a division's season: who plays whom, round by round.
//!
//! Every member plays one game a round, for `games_each` rounds. Each round splits the division
//! into pods of the sizes the league's game allows (three to five, say), sized as close to the
//! organizer's preferred size as the head count allows (see [`pod_sizes`]). Among the many ways
//! to fill those pods we want members to meet as many different opponents as they can, so the
//! search minimises the number of times pairs meet again, counted so that one pair meeting three
//! times costs more than two pairs meeting twice.
//! It is a seeded greedy fill improved by swapping members between pods, from a few seeded
//! starts: the same members, games and seed always give the same schedule.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::{BTreeMap, BTreeSet};
use std::ops::RangeInclusive;

/// The sizes a pod may have: the seats of the league's game (see `Playable::league_seats`).
pub type PodSeats = RangeInclusive<usize>;

/// How many complete schedules the search builds before keeping the best one.
const STARTS: usize = 4;
/// Passes over all rounds while polishing one start; each pass either improves or ends it.
const MAX_PASSES: usize = 50;
/// Random disturbances tried on each start once it can improve no further.
const KICKS: usize = 400;

/// The members who play one game together, by user id, in increasing order.
pub type Pod = Vec<i64>;

/// A season's games: for each round, its pods. Every member is in exactly one pod a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Schedule {
    pub rounds: Vec<Vec<Pod>>,
}

/// Why a division's season cannot be scheduled, in words for its organizer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PodError {
    #[error("A division needs at least {needed} members to schedule pods; this one has {members}")]
    TooFewMembers { members: usize, needed: usize },
    #[error("Each member must play at least one game in a season")]
    NoGames,
    #[error("The preferred pod size must be {} to {} players, not {target}", seats.start(), seats.end())]
    TargetOutOfRange { target: usize, seats: PodSeats },
    #[error("Member {0} is listed more than once in the division")]
    DuplicateMember(i64),
}

/// The sizes of the pods of one round, largest first.
///
/// The number of pods is the one whose pods, made as equal as possible, stray least in all from
/// `target_size` (summed distance from it); on a tie, the more pods, since smaller games finish
/// sooner and repeat fewer pairings. Any head count of at least the smallest pod can be split
/// into pods of the allowed sizes, as long as the largest is at least twice the smallest less one
/// (3 to 5, 2 to 4), which every game's seats here are.
pub fn pod_sizes(
    members: usize,
    target_size: usize,
    seats: &PodSeats,
) -> Result<Vec<usize>, PodError> {
    let (min, max) = (*seats.start(), *seats.end());
    if !seats.contains(&target_size) {
        return Err(PodError::TargetOutOfRange {
            target: target_size,
            seats: seats.clone(),
        });
    }
    if members < min {
        return Err(PodError::TooFewMembers {
            members,
            needed: min,
        });
    }
    let even = |pods: usize| -> Vec<usize> {
        (0..pods)
            .map(|i| members / pods + usize::from(i < members % pods))
            .collect()
    };
    let stray = |sizes: &[usize]| -> usize { sizes.iter().map(|s| s.abs_diff(target_size)).sum() };
    let fewest = members.div_ceil(max);
    let most = members / min;
    // Between these counts, pods made as equal as possible are all of allowed sizes; a range
    // too narrow for this head count leaves none.
    let best = (fewest..=most)
        .min_by_key(|&pods| (stray(&even(pods)), std::cmp::Reverse(pods)))
        .ok_or(PodError::TooFewMembers {
            members,
            needed: min,
        })?;
    Ok(even(best))
}

/// Schedules `games_each` rounds for `members`, preferring pods of `target_size`, in pods of
/// `seats`.
pub fn schedule(
    members: &[i64],
    games_each: u32,
    target_size: usize,
    seats: &PodSeats,
    seed: u64,
) -> Result<Schedule, PodError> {
    let sizes = pod_sizes(members.len(), target_size, seats)?;
    if games_each == 0 {
        return Err(PodError::NoGames);
    }
    let mut seen = BTreeSet::new();
    if let Some(&twice) = members.iter().find(|&&m| !seen.insert(m)) {
        return Err(PodError::DuplicateMember(twice));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut best: Option<Search> = None;
    for _ in 0..STARTS {
        let search = Search::run(members.len(), &sizes, games_each as usize, &mut rng);
        if best.as_ref().is_none_or(|b| search.score() < b.score()) {
            best = Some(search);
        }
        if best.as_ref().is_some_and(|b| b.cost() == 0) {
            break;
        }
    }
    Ok(best.expect("at least one start").schedule(members))
}

/// How many times, over the season, two members meet again after their first game together.
pub fn repeat_pairings(schedule: &Schedule) -> usize {
    meetings(schedule).values().map(|&m| m as usize - 1).sum()
}

/// How many games each pair of members who meet at all plays together, keyed by (lower id, higher id).
pub fn meetings(schedule: &Schedule) -> BTreeMap<(i64, i64), u32> {
    let mut met = BTreeMap::new();
    for pod in schedule.rounds.iter().flatten() {
        for (i, &a) in pod.iter().enumerate() {
            for &b in &pod[i + 1..] {
                *met.entry((a.min(b), a.max(b))).or_insert(0) += 1;
            }
        }
    }
    met
}

/// A number of repeat pairings ([`repeat_pairings`]) that no schedule with the pods of
/// [`pod_sizes`] can go below. It is not always reachable, and the scheduler does not always
/// reach it when it is.
///
/// Two arguments, the larger wins. Counting: a season has so many pairings in all, and there are
/// only n(n-1)/2 pairs to spread them over. Pigeonhole: from the second round on, a pod of s
/// members drawn from the k pods of the first round holds at least the pairs of s members spread
/// as evenly as possible over k pods, and each such pair is meeting again.
pub fn repeat_lower_bound(
    members: usize,
    games_each: u32,
    target_size: usize,
    seats: &PodSeats,
) -> Result<usize, PodError> {
    let sizes = pod_sizes(members, target_size, seats)?;
    let pairs = |s: usize| s * s.saturating_sub(1) / 2;
    let games = games_each as usize;
    let per_round: usize = sizes.iter().map(|&s| pairs(s)).sum();
    let counting = (games * per_round).saturating_sub(pairs(members));
    let k = sizes.len();
    let spread = |s: usize| (s % k) * pairs(s / k + 1) + (k - s % k) * pairs(s / k);
    let pigeonhole = games.saturating_sub(1) * sizes.iter().map(|&s| spread(s)).sum::<usize>();
    Ok(counting.max(pigeonhole))
}

/// What seating a pair together costs when they have already met `m` times: 8·m, plus m(m-1)/2.
///
/// Over a season a pair meeting m times then costs 8·(m choose 2) + (m choose 3). The first term
/// is the usual measure of repeats, which finds one pair meeting three times as bad as three pairs
/// meeting twice; the small second term breaks such ties towards spreading the repeats, so that
/// nobody keeps meeting the same opponent.
fn again(m: u32) -> i64 {
    let m = i64::from(m);
    8 * m + m * (m - 1) / 2
}

/// One attempt at a schedule, over member indices 0..n.
struct Search {
    n: usize,
    /// For each round, each pod's member indices.
    rounds: Vec<Vec<Vec<usize>>>,
    /// How many games each pair plays together over all rounds, row-major n × n.
    met: Vec<u32>,
}

impl Search {
    /// A greedy fill round after round, each round improved against the ones before it, then
    /// passes over all rounds improving each against all the others until none improves.
    fn run(n: usize, sizes: &[usize], games: usize, rng: &mut ChaCha8Rng) -> Search {
        let mut search = Search {
            n,
            rounds: Vec::with_capacity(games),
            met: vec![0; n * n],
        };
        for r in 0..games {
            search.rounds.push(search.greedy_round(sizes, rng));
            search.count(r, 1);
            search.improve(r);
        }
        if games > 1 {
            search.polish();
            search.kick_about(rng);
        }
        search
    }

    /// Improves every round against the others until no round improves.
    fn polish(&mut self) {
        for _ in 0..MAX_PASSES {
            let mut improved = false;
            for r in 0..self.rounds.len() {
                improved |= self.improve(r);
            }
            if !improved {
                break;
            }
        }
    }

    /// Swap descent stops where no single swap helps. To get out, many times over: swap two
    /// random members of a random round, improve that round again, and keep the result unless
    /// the schedule got worse.
    fn kick_about(&mut self, rng: &mut ChaCha8Rng) {
        let mut score = self.score();
        for _ in 0..KICKS {
            if score.0 == 0 {
                return;
            }
            let r = rng.random_range(0..self.rounds.len());
            let before = (self.rounds[r].clone(), self.met.clone());
            self.count(r, -1);
            let pods = &mut self.rounds[r];
            let (p, q) = (
                rng.random_range(0..pods.len()),
                rng.random_range(0..pods.len()),
            );
            if p != q {
                let (i, j) = (
                    rng.random_range(0..pods[p].len()),
                    rng.random_range(0..pods[q].len()),
                );
                let a = pods[p][i];
                pods[p][i] = pods[q][j];
                pods[q][j] = a;
            }
            self.count(r, 1);
            self.improve(r);
            let kicked = self.score();
            if kicked <= score {
                score = kicked;
            } else {
                (self.rounds[r], self.met) = before;
            }
        }
        self.polish();
    }

    /// Members in a random order, each into the pod with room where they meet the fewest
    /// people they have already met (ties: the emptiest such pod, then the first).
    fn greedy_round(&self, sizes: &[usize], rng: &mut ChaCha8Rng) -> Vec<Vec<usize>> {
        let mut order: Vec<usize> = (0..self.n).collect();
        order.shuffle(rng);
        let mut pods: Vec<Vec<usize>> = sizes.iter().map(|&s| Vec::with_capacity(s)).collect();
        for i in order {
            let pod = (0..pods.len())
                .filter(|&p| pods[p].len() < sizes[p])
                .min_by_key(|&p| {
                    let again: i64 = pods[p]
                        .iter()
                        .map(|&x| again(self.met[i * self.n + x]))
                        .sum();
                    (again, pods[p].len())
                })
                .expect("the sizes add up to the members");
            pods[pod].push(i);
        }
        pods
    }

    /// Adds (`sign` 1) or removes (`sign` -1) round `r`'s pairings from the meeting counts.
    fn count(&mut self, r: usize, sign: i32) {
        for pod in &self.rounds[r] {
            for &a in pod {
                for &b in pod {
                    if a != b {
                        let m = &mut self.met[a * self.n + b];
                        *m = m
                            .checked_add_signed(sign)
                            .expect("counts stay non-negative");
                    }
                }
            }
        }
    }

    /// Swaps members between round `r`'s pods while a swap lowers the cost against every other
    /// round: the sum, over the pairs the round seats together, of [`again`] for how often they
    /// meet in the other rounds.
    fn improve(&mut self, r: usize) -> bool {
        self.count(r, -1);
        let n = self.n;
        let pods = &mut self.rounds[r];
        let met = &self.met;
        let mut pod_of = vec![0; n];
        for (p, pod) in pods.iter().enumerate() {
            for &i in pod {
                pod_of[i] = p;
            }
        }
        // against[i * k + p]: how often i met, in other rounds, the members now in pod p.
        let k = pods.len();
        let mut against = vec![0i64; n * k];
        for i in 0..n {
            for (p, pod) in pods.iter().enumerate() {
                against[i * k + p] = pod.iter().map(|&x| again(met[i * n + x])).sum();
            }
        }
        let mut improved = false;
        loop {
            let mut swapped = false;
            for a in 0..n {
                for b in a + 1..n {
                    let (pa, pb) = (pod_of[a], pod_of[b]);
                    if pa == pb {
                        continue;
                    }
                    let ab = again(met[a * n + b]);
                    let delta = against[a * k + pb] - ab + against[b * k + pa]
                        - ab
                        - against[a * k + pa]
                        - against[b * k + pb];
                    if delta >= 0 {
                        continue;
                    }
                    let slot_a = pods[pa].iter().position(|&x| x == a).expect("a in its pod");
                    let slot_b = pods[pb].iter().position(|&x| x == b).expect("b in its pod");
                    pods[pa][slot_a] = b;
                    pods[pb][slot_b] = a;
                    pod_of[a] = pb;
                    pod_of[b] = pa;
                    for i in 0..n {
                        let (ia, ib) = (again(met[i * n + a]), again(met[i * n + b]));
                        against[i * k + pa] += ib - ia;
                        against[i * k + pb] += ia - ib;
                    }
                    swapped = true;
                    improved = true;
                }
            }
            if !swapped {
                break;
            }
        }
        self.count(r, 1);
        improved
    }

    /// The sum over pairs of [`again`] for each of their meetings but the first: zero when
    /// nobody meets twice.
    fn cost(&self) -> i64 {
        let mut cost = 0;
        for a in 0..self.n {
            for b in a + 1..self.n {
                cost += (1..self.met[a * self.n + b]).map(again).sum::<i64>();
            }
        }
        cost
    }

    /// What the starts are compared by: the cost, then the most games any pair plays together.
    fn score(&self) -> (i64, u32) {
        (self.cost(), self.met.iter().copied().max().unwrap_or(0))
    }

    fn schedule(&self, members: &[i64]) -> Schedule {
        let rounds = self
            .rounds
            .iter()
            .map(|round| {
                let mut pods: Vec<Pod> = round
                    .iter()
                    .map(|pod| {
                        let mut ids: Pod = pod.iter().map(|&i| members[i]).collect();
                        ids.sort_unstable();
                        ids
                    })
                    .collect();
                pods.sort();
                pods
            })
            .collect();
        Schedule { rounds }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEATS: PodSeats = 3..=5;

    fn ids(n: i64) -> Vec<i64> {
        (1..=n).map(|i| i * 10).collect()
    }

    #[test]
    fn pods_are_as_near_the_preferred_size_as_the_head_count_allows() {
        assert_eq!(pod_sizes(12, 4, &SEATS), Ok(vec![4, 4, 4]));
        assert_eq!(pod_sizes(12, 3, &SEATS), Ok(vec![3, 3, 3, 3]));
        assert_eq!(pod_sizes(3, 5, &SEATS), Ok(vec![3]));
        assert_eq!(pod_sizes(7, 5, &SEATS), Ok(vec![4, 3]));
        assert_eq!(pod_sizes(9, 4, &SEATS), Ok(vec![5, 4]));
        // 5+5 and 4+3+3 stray from 4 by 2 each: the more pods win.
        assert_eq!(pod_sizes(10, 4, &SEATS), Ok(vec![4, 3, 3]));
        assert_eq!(
            pod_sizes(41, 5, &SEATS),
            Ok(vec![5, 5, 5, 5, 5, 4, 4, 4, 4])
        );
        // A game of 2 to 4 players.
        assert_eq!(pod_sizes(2, 3, &(2..=4)), Ok(vec![2]));
        assert_eq!(pod_sizes(5, 2, &(2..=4)), Ok(vec![3, 2]));
        assert_eq!(pod_sizes(10, 4, &(2..=4)), Ok(vec![4, 3, 3]));
    }

    #[test]
    fn what_cannot_be_scheduled_is_refused_with_a_reason() {
        let too_few = PodError::TooFewMembers {
            members: 2,
            needed: 3,
        };
        assert_eq!(schedule(&[1, 2], 3, 4, &SEATS, 0), Err(too_few.clone()));
        assert_eq!(schedule(&ids(6), 0, 3, &SEATS, 0), Err(PodError::NoGames));
        for target in [6, 2] {
            assert_eq!(
                schedule(&ids(6), 2, target, &SEATS, 0),
                Err(PodError::TargetOutOfRange {
                    target,
                    seats: SEATS
                })
            );
        }
        assert_eq!(
            schedule(&[1, 2, 3, 2], 2, 4, &SEATS, 0),
            Err(PodError::DuplicateMember(2))
        );
        assert_eq!(
            too_few.to_string(),
            "A division needs at least 3 members to schedule pods; this one has 2"
        );
        assert_eq!(
            schedule(&[1], 1, 2, &(2..=4), 0),
            Err(PodError::TooFewMembers {
                members: 1,
                needed: 2
            })
        );
    }

    #[test]
    fn repeats_count_every_meeting_after_the_first() {
        let schedule = Schedule {
            rounds: vec![
                vec![vec![1, 2, 3], vec![4, 5, 6]],
                vec![vec![1, 2, 4], vec![3, 5, 6]],
                vec![vec![1, 2, 5], vec![3, 4, 6]],
            ],
        };
        let met = meetings(&schedule);
        assert_eq!(met[&(1, 2)], 3);
        assert_eq!(met[&(5, 6)], 2);
        assert_eq!(met[&(3, 6)], 2);
        assert_eq!(met[&(3, 5)], 1);
        assert_eq!(met.get(&(1, 6)), None);
        // (1,2) twice again; (5,6), (3,6) and (4,6) once again.
        assert_eq!(repeat_pairings(&schedule), 5);
    }

    #[test]
    fn the_lower_bound_takes_the_stronger_argument() {
        // Pigeonhole: the second round's pods of 4 draw on 3 first-round pods, one pair each.
        assert_eq!(repeat_lower_bound(12, 2, 4, &SEATS), Ok(3));
        assert_eq!(repeat_lower_bound(12, 3, 4, &SEATS), Ok(6));
        // Two pods of 3: pigeonhole 2 a round after the first; counting 18 pairings, 15 pairs.
        assert_eq!(repeat_lower_bound(6, 3, 3, &SEATS), Ok(4));
        assert_eq!(repeat_lower_bound(6, 4, 3, &SEATS), Ok(9));
        // One pod: all 10 pairs meet every game.
        assert_eq!(repeat_lower_bound(5, 3, 5, &SEATS), Ok(20));
        assert_eq!(repeat_lower_bound(16, 5, 4, &SEATS), Ok(0));
        assert_eq!(
            repeat_lower_bound(2, 5, 4, &SEATS),
            Err(PodError::TooFewMembers {
                members: 2,
                needed: 3
            })
        );
    }

    #[test]
    fn twelve_in_threes_never_meet_twice_in_three_games() {
        for seed in 0..8 {
            let schedule = schedule(&ids(12), 3, 3, &SEATS, seed).unwrap();
            assert_eq!(repeat_pairings(&schedule), 0, "seed {seed}");
        }
    }

    /// Twelve members in three pods of four cannot play two rounds without a repeat: each
    /// second-round pod takes four members from three first-round pods. The bound, 6, is reached
    /// only by pairs meeting three times; with nobody meeting anyone thrice the fewest repeats
    /// are 9 (an exhaustive search over the 5,775 ways to split each round says so), which is
    /// what the schedule finds.
    #[test]
    fn twelve_in_fours_repeat_little_and_nobody_thrice() {
        assert_eq!(repeat_lower_bound(12, 3, 4, &SEATS), Ok(6));
        for seed in 0..8 {
            let schedule = schedule(&ids(12), 3, 4, &SEATS, seed).unwrap();
            assert_eq!(repeat_pairings(&schedule), 9, "seed {seed}");
            assert_eq!(meetings(&schedule).values().max(), Some(&2), "seed {seed}");
        }
    }

    /// Sixteen members can play five rounds of fours meeting all 15 others once each (the affine
    /// plane of order 4); the search finds such a schedule.
    #[test]
    fn sixteen_in_fours_meet_everyone_once_in_five_games() {
        for seed in 0..8 {
            let schedule = schedule(&ids(16), 5, 4, &SEATS, seed).unwrap();
            assert_eq!(repeat_pairings(&schedule), 0, "seed {seed}");
            assert_eq!(meetings(&schedule).len(), 16 * 15 / 2, "seed {seed}");
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_schedule() {
        let a = schedule(&ids(23), 4, 4, &SEATS, 7).unwrap();
        assert_eq!(a, schedule(&ids(23), 4, 4, &SEATS, 7).unwrap());
        assert_ne!(a, schedule(&ids(23), 4, 4, &SEATS, 8).unwrap());
    }
}
