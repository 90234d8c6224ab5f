//! Properties of season schedules over every division size from 3 to 40, 1 to 6 games each, every
//! preferred pod size and any seed: the pods are well formed, everyone plays their games, the
//! same seed gives the same schedule, and pairings repeat no more than the bounds below.

use missive_league::pods::{
    PodSeats, meetings, pod_sizes, repeat_lower_bound, repeat_pairings, schedule,
};
use proptest::prelude::*;
use proptest::test_runner::RngSeed;
use std::collections::BTreeSet;

/// Pods of 3 to 5 players.
const SEATS: PodSeats = 3..=5;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 512,
        // The failing division is in the message; no regression files in the source tree.
        failure_persistence: None,
        // The same cases at every run. The scheduler is a heuristic: the bounds below hold on
        // every division size, game count and pod size over tens of thousands of seeds, but not
        // provably on every seed, and a test must not fail one run in a thousand.
        rng_seed: RngSeed::Fixed(20_261_123),
        ..ProptestConfig::default()
    }
}

/// Distinct member ids in no particular order.
fn members() -> impl Strategy<Value = Vec<i64>> {
    proptest::collection::btree_set(any::<i64>(), 3..=40)
        .prop_map(|ids| ids.into_iter().collect::<Vec<_>>())
        .prop_shuffle()
}

/// When the schedule must have no repeat pairing at all. Each member's games then need at most
/// half of the others as opponents at the preferred size, and, from two games on, the largest pod
/// must be no larger than the number of pods: otherwise, by pigeonhole, a second-round pod holds
/// two members who shared a first-round pod. Found safe by experiment over all sizes and many
/// seeds (it holds with room: three quarters instead of half fails only rarely).
fn must_not_repeat(n: usize, games: u32, target: usize, sizes: &[usize]) -> bool {
    let games = games as usize;
    games * (target - 1) <= (n - 1) / 2 && (games == 1 || sizes[0] <= sizes.len())
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn schedules_are_well_formed_and_spread_pairings(
        members in members(),
        games in 1u32..=6,
        target in SEATS,
        seed in any::<u64>(),
    ) {
        let n = members.len();
        let plan = schedule(&members, games, target, &SEATS, seed).unwrap();
        let sizes = pod_sizes(n, target, &SEATS).unwrap();
        let everyone: BTreeSet<i64> = members.iter().copied().collect();

        prop_assert_eq!(plan.rounds.len(), games as usize);
        for (r, round) in plan.rounds.iter().enumerate() {
            let mut round_sizes: Vec<usize> = round.iter().map(Vec::len).collect();
            round_sizes.sort_unstable_by(|a, b| b.cmp(a));
            prop_assert_eq!(&round_sizes, &sizes, "round {}", r);
            prop_assert!(round.iter().all(|pod| SEATS.contains(&pod.len())));
            // Everyone exactly once a round: as many seats as members, and all of them seated.
            let seated: Vec<i64> = round.iter().flatten().copied().collect();
            let distinct: BTreeSet<i64> = seated.iter().copied().collect();
            prop_assert_eq!(seated.len(), n, "round {} seats", r);
            prop_assert_eq!(&distinct, &everyone, "round {} members", r);
        }

        prop_assert_eq!(&schedule(&members, games, target, &SEATS, seed).unwrap(), &plan);

        let repeats = repeat_pairings(&plan);
        let lower = repeat_lower_bound(n, games, target, &SEATS).unwrap();
        prop_assert!(repeats >= lower, "{} repeats, below the bound {}", repeats, lower);

        // Nobody meets anyone much more often than an even spread of their opponents would have
        // them: a member of the largest pods meets games·(largest-1) opponents among n-1 others.
        let most = meetings(&plan).values().copied().max().unwrap_or(0);
        let even = (games as usize * (sizes[0] - 1)).div_ceil(n - 1) as u32;
        prop_assert!(most <= even + 1, "a pair meets {} times, the bound is {}", most, even + 1);

        if must_not_repeat(n, games, target, &sizes) {
            prop_assert_eq!(repeats, 0, "{} members, {} games, pods of {:?}", n, games, sizes);
        }
    }
}

/// The conditions above are not empty: they bind on a good share of the cases drawn.
#[test]
fn the_zero_repeat_condition_covers_real_cases() {
    let mut covered = 0;
    let mut total = 0;
    for n in 3..=40usize {
        for games in 1..=6u32 {
            for target in SEATS {
                let sizes = pod_sizes(n, target, &SEATS).unwrap();
                total += 1;
                if games > 1 && must_not_repeat(n, games, target, &sizes) {
                    covered += 1;
                }
            }
        }
    }
    assert!(covered * 4 >= total, "{covered} of {total}");
}
