//! A division's standings over a season: league points by placement, then victory points, then
//! head to head.
//!
//! Each game awards league points by place from a [`PointsTable`], one row per pod size. Members
//! who share a place split evenly the points of the places they take up together: two tied for
//! second in a game of four share (3 + 2) / 2 = 2.5 each. A game's points thus always add up to
//! the same total, and tying gains nobody anything. To keep such shares exact, [`Points`] count
//! sixtieths of a point (any tie of up to six players divides evenly).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::ops::{Add, AddAssign};

/// The smallest and largest games a points table can score: shares of up to six divide 60.
pub const MIN_TABLE_SIZE: usize = 2;
pub const MAX_TABLE_SIZE: usize = 6;

/// League points, exactly, as a whole number of sixtieths of a point.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(i64);

impl Points {
    /// Sixtieths in a point.
    pub const SCALE: i64 = 60;

    pub fn whole(points: u32) -> Points {
        Points(i64::from(points) * Points::SCALE)
    }

    pub fn from_sixtieths(sixtieths: i64) -> Points {
        Points(sixtieths)
    }

    pub fn sixtieths(self) -> i64 {
        self.0
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        self.0 += other.0;
    }
}

/// Whole points as a whole number, others to two decimals at most: "4", "2.5", "3.33".
impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        let scale = Points::SCALE.unsigned_abs();
        let (whole, rest) = (abs / scale, abs % scale);
        if rest == 0 {
            return write!(f, "{sign}{whole}");
        }
        let hundredths = (rest * 100 + scale / 2) / scale;
        let (whole, hundredths) = if hundredths == 100 {
            (whole + 1, 0)
        } else {
            (whole, hundredths)
        };
        let decimals = format!("{hundredths:02}");
        let decimals = decimals.trim_end_matches('0');
        if decimals.is_empty() {
            write!(f, "{sign}{whole}")
        } else {
            write!(f, "{sign}{whole}.{decimals}")
        }
    }
}

/// What is wrong with a points table or a game's result, in words for an organizer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StandingsError {
    #[error("Points can be set for games of 2 to 6 players, not {0}")]
    SizeOutOfRange(usize),
    #[error("Games of {size} players need {size} point values, one per place, not {given}")]
    WrongLength { size: usize, given: usize },
    #[error("Games of {0} players: a better place cannot earn fewer points than a worse one")]
    NotDescending(usize),
    #[error("\"{0}\" is not a number of points")]
    NotANumber(String),
    #[error("\"{0}\" should read like \"4: 5,3,2,1\" (players, then points by place)")]
    BadLine(String),
    #[error("No league points are set for games of {0} players")]
    NoPointsFor(usize),
    #[error("Member {0} has more than one seat in the same game")]
    MemberTwice(i64),
    #[error("Places start at 1; member {0} has place 0")]
    PlaceZero(i64),
}

/// League points by place (first place first), for each pod size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PointsTable {
    by_size: BTreeMap<usize, Vec<u32>>,
}

/// 3 players: 4,2,1; 4 players: 5,3,2,1; 5 players: 6,4,3,2,1. Every place earns something,
/// so finishing a game always counts; first place earns two more than second, since winning is
/// the point; a larger game is worth a little more to its winner for beating more people.
impl Default for PointsTable {
    fn default() -> Self {
        PointsTable::suggested(3..=5)
    }
}

impl PointsTable {
    /// The suggested points for tables of these sizes: n players earn n+1, n-1, n-2, …, 1.
    pub fn suggested(sizes: std::ops::RangeInclusive<usize>) -> PointsTable {
        let points = |n: usize| {
            let n = n as u32;
            std::iter::once(n + 1).chain((1..n).rev()).collect()
        };
        PointsTable {
            by_size: sizes.map(|n| (n, points(n))).collect(),
        }
    }

    /// A table with no sizes set: every game needs its size set before it can be scored.
    pub fn empty() -> PointsTable {
        PointsTable {
            by_size: BTreeMap::new(),
        }
    }

    /// Sets the points by place for games of `size` players: one value per place, never more
    /// for a worse place than for a better one.
    pub fn set(&mut self, size: usize, points: Vec<u32>) -> Result<(), StandingsError> {
        if !(MIN_TABLE_SIZE..=MAX_TABLE_SIZE).contains(&size) {
            return Err(StandingsError::SizeOutOfRange(size));
        }
        if points.len() != size {
            return Err(StandingsError::WrongLength {
                size,
                given: points.len(),
            });
        }
        if points.windows(2).any(|w| w[0] < w[1]) {
            return Err(StandingsError::NotDescending(size));
        }
        self.by_size.insert(size, points);
        Ok(())
    }

    /// The points by place for games of `size` players, if set.
    pub fn get(&self, size: usize) -> Option<&[u32]> {
        self.by_size.get(&size).map(Vec::as_slice)
    }

    /// Reads one size's points, as an organizer types them: "5,3,2,1", "5, 3, 2, 1" or
    /// "5 3 2 1".
    pub fn parse_points(text: &str) -> Result<Vec<u32>, StandingsError> {
        text.split(|c: char| c == ',' || c.is_whitespace())
            .filter(|value| !value.is_empty())
            .map(|value| {
                value
                    .parse()
                    .map_err(|_| StandingsError::NotANumber(value.to_string()))
            })
            .collect()
    }

    /// One size's points as [`PointsTable::parse_points`] reads them: "5,3,2,1".
    pub fn format_points(points: &[u32]) -> String {
        points
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(",")
    }

    /// Reads a whole table, one size a line, as its [`fmt::Display`] writes it: "4: 5,3,2,1".
    /// The colon may be left out ("4 5 3 2 1": the first number is the size), lines may also
    /// be split by ";" as the league page shows them, and blank lines are skipped.
    pub fn parse(text: &str) -> Result<PointsTable, StandingsError> {
        let mut table = PointsTable::empty();
        let lines = text.split(['\n', ';']).map(str::trim);
        for line in lines.filter(|l| !l.is_empty()) {
            let (size, points) = line
                .split_once(':')
                .or_else(|| line.split_once(|c: char| c == ',' || c.is_whitespace()))
                .ok_or_else(|| StandingsError::BadLine(line.to_string()))?;
            let size = size
                .trim()
                .parse()
                .map_err(|_| StandingsError::BadLine(line.to_string()))?;
            table.set(size, PointsTable::parse_points(points)?)?;
        }
        Ok(table)
    }

    /// Each seat's league points in one game. Seats are ordered by place; a group of k seats
    /// sharing a place, taking up positions p to p+k-1 in that order, split the points of those
    /// positions evenly. Only the order of places matters: 1,1,3 and 1,1,2 score alike.
    pub fn award(&self, seats: &[Placing]) -> Result<Vec<Points>, StandingsError> {
        let table = self
            .get(seats.len())
            .ok_or(StandingsError::NoPointsFor(seats.len()))?;
        let mut order: Vec<usize> = (0..seats.len()).collect();
        order.sort_by_key(|&i| seats[i].place);
        let mut awarded = vec![Points::default(); seats.len()];
        let mut start = 0;
        while start < order.len() {
            let place = seats[order[start]].place;
            let end = start
                + order[start..]
                    .iter()
                    .take_while(|&&i| seats[i].place == place)
                    .count();
            let pooled: i64 = table[start..end].iter().map(|&p| i64::from(p)).sum();
            let share = Points(pooled * Points::SCALE / (end - start) as i64);
            for &i in &order[start..end] {
                awarded[i] = share;
            }
            start = end;
        }
        Ok(awarded)
    }
}

/// One size a line, smallest first: "3: 4,2,1".
impl fmt::Display for PointsTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (size, points) in &self.by_size {
            writeln!(f, "{size}: {}", PointsTable::format_points(points))?;
        }
        Ok(())
    }
}

/// One member's result in one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placing {
    pub member: i64,
    /// 1 is first; members who tie have the same place.
    pub place: u32,
    /// Victory points scored in the game.
    pub vp: i32,
}

/// One finished game of the season.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameResult {
    pub seats: Vec<Placing>,
    /// The game ended without being played out (a player dropped out or ran out of time); its
    /// places count as recorded, and each member's row says how many such games they had.
    pub finished_by_default: bool,
}

/// One member's line in the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub member: i64,
    /// 1 for the leader; members who cannot be told apart share a rank, and the next rank
    /// skips as many (1, 2, 2, 4).
    pub rank: u32,
    pub points: Points,
    /// Victory points over all games.
    pub vp: i64,
    pub games: u32,
    /// Games in which the member had the best place, shared or not.
    pub wins: u32,
    pub by_default_games: u32,
}

/// The standings of the members who played in `games`, best first.
///
/// Order: league points, then total victory points, then head to head among exactly the members
/// still tied: each scores one for every game in which they placed ahead of another of them, and
/// loses one for every game in which they placed behind one. Members tied on all three share a
/// rank, and are listed by member id. Head to head is applied once, not again within a smaller
/// tie it leaves.
pub fn standings(table: &PointsTable, games: &[GameResult]) -> Result<Vec<Row>, StandingsError> {
    let mut rows: BTreeMap<i64, Row> = BTreeMap::new();
    for game in games {
        let mut seated = BTreeSet::new();
        for seat in &game.seats {
            if !seated.insert(seat.member) {
                return Err(StandingsError::MemberTwice(seat.member));
            }
            if seat.place == 0 {
                return Err(StandingsError::PlaceZero(seat.member));
            }
        }
        let awarded = table.award(&game.seats)?;
        let best = game.seats.iter().map(|s| s.place).min();
        for (seat, points) in game.seats.iter().zip(awarded) {
            let row = rows.entry(seat.member).or_insert_with(|| Row {
                member: seat.member,
                rank: 0,
                points: Points::default(),
                vp: 0,
                games: 0,
                wins: 0,
                by_default_games: 0,
            });
            row.points += points;
            row.vp += i64::from(seat.vp);
            row.games += 1;
            row.wins += u32::from(Some(seat.place) == best);
            row.by_default_games += u32::from(game.finished_by_default);
        }
    }
    let mut rows: Vec<Row> = rows.into_values().collect();
    rows.sort_by_key(|r| std::cmp::Reverse((r.points, r.vp)));
    // Within each run tied on points and VP: head to head, then rank.
    let mut start = 0;
    while start < rows.len() {
        let key = (rows[start].points, rows[start].vp);
        let end = start
            + rows[start..]
                .iter()
                .take_while(|r| (r.points, r.vp) == key)
                .count();
        let tied: BTreeSet<i64> = rows[start..end].iter().map(|r| r.member).collect();
        let scores = head_to_head(&tied, games);
        rows[start..end].sort_by_key(|r| (std::cmp::Reverse(scores[&r.member]), r.member));
        for i in start..end {
            let same = i > start && scores[&rows[i].member] == scores[&rows[i - 1].member];
            rows[i].rank = if same { rows[i - 1].rank } else { i as u32 + 1 };
        }
        start = end;
    }
    Ok(rows)
}

/// The rows of the members `keep` accepts, ranked again among themselves: someone who sat in
/// for a member is scored in that game (the table size stays right) but has no line of their own.
pub fn only(rows: Vec<Row>, keep: impl Fn(i64) -> bool) -> Vec<Row> {
    let mut kept: Vec<Row> = rows.into_iter().filter(|r| keep(r.member)).collect();
    let mut previous = None;
    for i in 0..kept.len() {
        let rank = kept[i].rank;
        kept[i].rank = if previous == Some(rank) {
            kept[i - 1].rank
        } else {
            i as u32 + 1
        };
        previous = Some(rank);
    }
    kept
}

/// Each tied member's head-to-head score against the others in `tied`: over every game, +1 for
/// each other tied member they placed ahead of, -1 for each they placed behind.
fn head_to_head(tied: &BTreeSet<i64>, games: &[GameResult]) -> BTreeMap<i64, i64> {
    let mut scores: BTreeMap<i64, i64> = tied.iter().map(|&m| (m, 0)).collect();
    if tied.len() < 2 {
        return scores;
    }
    for game in games {
        let present: Vec<&Placing> = game
            .seats
            .iter()
            .filter(|s| tied.contains(&s.member))
            .collect();
        for a in &present {
            for b in &present {
                let score = scores.get_mut(&a.member).expect("tied members have scores");
                *score += match a.place.cmp(&b.place) {
                    std::cmp::Ordering::Less => 1,
                    std::cmp::Ordering::Greater => -1,
                    std::cmp::Ordering::Equal => 0,
                };
            }
        }
    }
    scores
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(seats: &[(i64, u32, i32)]) -> GameResult {
        GameResult {
            seats: seats
                .iter()
                .map(|&(member, place, vp)| Placing { member, place, vp })
                .collect(),
            finished_by_default: false,
        }
    }

    /// "member #rank points pts vp vp", one per row.
    fn summary(rows: &[Row]) -> Vec<String> {
        rows.iter()
            .map(|r| format!("{} #{} {} pts {} vp", r.member, r.rank, r.points, r.vp))
            .collect()
    }

    #[test]
    fn leaving_out_a_substitute_ranks_the_rest_again() {
        // 2 and 3 share second place; 9 sat in for someone and finished first.
        let games = [
            game(&[(9, 1, 60), (2, 2, 40), (3, 2, 40), (4, 4, 20)]),
            game(&[(2, 1, 40), (3, 1, 40), (4, 3, 20)]),
        ];
        let rows = standings(&PointsTable::default(), &games).unwrap();
        let ranks = |rows: &[Row]| rows.iter().map(|r| (r.member, r.rank)).collect::<Vec<_>>();
        assert_eq!(ranks(&rows), vec![(2, 1), (3, 1), (9, 3), (4, 4)]);
        let rows = only(rows, |m| m != 9);
        assert_eq!(ranks(&rows), vec![(2, 1), (3, 1), (4, 3)]);
        let rows = only(rows, |m| m != 2);
        assert_eq!(ranks(&rows), vec![(3, 1), (4, 2)]);
    }

    #[test]
    fn two_games_add_up_by_the_default_table() {
        let games = [
            game(&[(1, 1, 50), (2, 2, 40), (3, 3, 30), (4, 4, 20)]),
            game(&[(2, 1, 35), (3, 2, 33), (1, 3, 20)]),
        ];
        let rows = standings(&PointsTable::default(), &games).unwrap();
        // 1: 5 + 1 = 6; 2: 3 + 4 = 7; 3: 2 + 2 = 4; 4: 1.
        assert_eq!(
            summary(&rows),
            vec![
                "2 #1 7 pts 75 vp",
                "1 #2 6 pts 70 vp",
                "3 #3 4 pts 63 vp",
                "4 #4 1 pts 20 vp",
            ]
        );
        assert_eq!(
            rows.iter().map(|r| (r.games, r.wins)).collect::<Vec<_>>(),
            vec![(2, 1), (2, 1), (2, 0), (1, 0)]
        );
    }

    #[test]
    fn equal_points_are_decided_by_victory_points() {
        // 1 and 2 each win once and come second once: 5 + 3 = 8 each.
        let games = [
            game(&[(1, 1, 60), (2, 2, 50), (3, 3, 10), (4, 4, 5)]),
            game(&[(2, 1, 44), (1, 2, 43), (3, 3, 10), (4, 4, 5)]),
        ];
        let rows = standings(&PointsTable::default(), &games).unwrap();
        assert_eq!(
            summary(&rows),
            vec![
                "1 #1 8 pts 103 vp",
                "2 #2 8 pts 94 vp",
                "3 #3 4 pts 20 vp",
                "4 #4 2 pts 10 vp",
            ]
        );
    }

    #[test]
    fn equal_points_and_victory_points_are_decided_head_to_head() {
        // 5 and 6 end level on points and VP; 6 placed ahead of 5 in the one game they shared.
        let games = [
            game(&[(6, 1, 30), (5, 2, 30), (7, 3, 20)]),
            game(&[(5, 1, 40), (8, 2, 30), (9, 3, 20)]),
            game(&[(6, 2, 40), (8, 1, 41), (9, 3, 10)]),
        ];
        let rows = standings(&PointsTable::default(), &games).unwrap();
        // 5: 2 + 4 = 6, vp 70; 6: 4 + 2 = 6, vp 70; 8: 2 + 4 = 6, vp 71.
        assert_eq!(
            summary(&rows),
            vec![
                "8 #1 6 pts 71 vp",
                "6 #2 6 pts 70 vp",
                "5 #3 6 pts 70 vp",
                "9 #4 2 pts 30 vp",
                "7 #5 1 pts 20 vp",
            ]
        );
    }

    #[test]
    fn a_three_way_tie_is_decided_by_each_ones_record_against_the_other_two() {
        // Points and VP equal for 1, 2, 3 (one win, one second, one third each, 30 VP each);
        // against each other: 1 is ahead of 2 twice and behind once, ahead of 3 once and
        // behind twice, and so on round the cycle...
        let games = [
            game(&[(1, 1, 10), (2, 2, 10), (3, 3, 10)]),
            game(&[(3, 1, 10), (1, 2, 10), (2, 3, 10)]),
            game(&[(2, 1, 10), (3, 2, 10), (1, 3, 10)]),
        ];
        // ... so everyone is ahead three times and behind three times: all share first.
        let rows = standings(&PointsTable::default(), &games).unwrap();
        assert_eq!(
            rows.iter().map(|r| r.rank).collect::<Vec<_>>(),
            vec![1, 1, 1]
        );
        let mut games = games.to_vec();
        games.push(game(&[(1, 1, 0), (2, 2, 0), (9, 3, 0)]));
        games.push(game(&[(3, 1, 0), (2, 2, 0), (8, 3, 0)]));
        // Now 1 and 3 have 7 + 4 = 11, and 2 has 7 + 2 + 2 = 11 as well, all still 30 VP;
        // head to head 1: +1 (ahead of 2 in the new game), 3: +1, 2: -2.
        let rows = standings(&PointsTable::default(), &games).unwrap();
        assert_eq!(
            summary(&rows)[..3],
            [
                "1 #1 11 pts 30 vp",
                "3 #1 11 pts 30 vp",
                "2 #3 11 pts 30 vp",
            ]
        );
    }

    #[test]
    fn a_full_tie_shares_the_points_and_the_rank() {
        let games = [game(&[(1, 1, 20), (2, 1, 20), (3, 3, 5)])];
        let rows = standings(&PointsTable::default(), &games).unwrap();
        // (4 + 2) / 2 = 3 each; both count the win.
        assert_eq!(
            summary(&rows),
            vec!["1 #1 3 pts 20 vp", "2 #1 3 pts 20 vp", "3 #3 1 pts 5 vp",]
        );
        assert_eq!(rows[0].wins, 1);
        assert_eq!(rows[1].wins, 1);
    }

    #[test]
    fn shared_places_split_points_exactly() {
        let table = PointsTable::default();
        let seats = |places: &[u32]| -> Vec<Placing> {
            places
                .iter()
                .enumerate()
                .map(|(i, &place)| Placing {
                    member: i as i64,
                    place,
                    vp: 0,
                })
                .collect()
        };
        let text = |places: &[u32]| -> Vec<String> {
            table
                .award(&seats(places))
                .unwrap()
                .iter()
                .map(Points::to_string)
                .collect()
        };
        assert_eq!(text(&[1, 2, 2]), ["4", "1.5", "1.5"]);
        assert_eq!(text(&[2, 1, 2]), ["1.5", "4", "1.5"]);
        assert_eq!(text(&[1, 1, 1, 4]), ["3.33", "3.33", "3.33", "1"]);
        // Dense places score as competition places do.
        assert_eq!(text(&[1, 1, 2, 3]), ["4", "4", "2", "1"]);
        assert_eq!(text(&[1, 1, 3, 4]), ["4", "4", "2", "1"]);
        assert_eq!(text(&[1, 2, 2, 2, 5]), ["6", "3", "3", "3", "1"]);
        let thirds = table.award(&seats(&[1, 1, 1, 4])).unwrap();
        assert_eq!(thirds[0], Points::from_sixtieths(200));
        // Every game's points add up the same whatever the ties.
        let total = |places: &[u32]| -> i64 {
            table
                .award(&seats(places))
                .unwrap()
                .iter()
                .map(|p| p.sixtieths())
                .sum()
        };
        assert_eq!(total(&[1, 1, 1, 1, 1]), Points::whole(16).sixtieths());
        assert_eq!(total(&[1, 2, 2, 4, 4]), Points::whole(16).sixtieths());
    }

    #[test]
    fn points_print_as_an_organizer_reads_them() {
        assert_eq!(Points::whole(7).to_string(), "7");
        assert_eq!(Points::from_sixtieths(90).to_string(), "1.5");
        assert_eq!(Points::from_sixtieths(20).to_string(), "0.33");
        assert_eq!(Points::from_sixtieths(40).to_string(), "0.67");
        assert_eq!(Points::from_sixtieths(119).to_string(), "1.98");
        assert_eq!(Points::from_sixtieths(-90).to_string(), "-1.5");
        assert_eq!(Points::default().to_string(), "0");
    }

    #[test]
    fn games_by_default_are_counted_and_scored_as_recorded() {
        let mut forfeit = game(&[(1, 1, 0), (2, 2, 0), (3, 3, 0)]);
        forfeit.finished_by_default = true;
        let games = [forfeit, game(&[(1, 3, 0), (2, 1, 0), (3, 2, 0)])];
        let rows = standings(&PointsTable::default(), &games).unwrap();
        assert!(rows.iter().all(|r| r.by_default_games == 1 && r.games == 2));
        assert_eq!(rows[0].points, Points::whole(6));
    }

    #[test]
    fn the_table_reads_and_writes_as_text() {
        let table = PointsTable::default();
        assert_eq!(table.to_string(), "3: 4,2,1\n4: 5,3,2,1\n5: 6,4,3,2,1\n");
        assert_eq!(PointsTable::parse(&table.to_string()), Ok(table));
        let custom = PointsTable::parse("4: 10, 6, 3, 0\n\n 3 : 3,1,0 ").unwrap();
        assert_eq!(custom.get(4), Some(&[10, 6, 3, 0][..]));
        assert_eq!(custom.get(3), Some(&[3, 1, 0][..]));
        assert_eq!(custom.get(5), None);
        assert_eq!(PointsTable::parse_points("5,3,2,1"), Ok(vec![5, 3, 2, 1]));
        // Spaces or commas, with or without the colon, and the league page's one-line form.
        let spaced = PointsTable::parse("3 3 1 0\n4: 5 3 2 1\n5,6,4,3,2,1").unwrap();
        assert_eq!(spaced.get(3), Some(&[3, 1, 0][..]));
        assert_eq!(spaced.get(4), Some(&[5, 3, 2, 1][..]));
        assert_eq!(spaced.get(5), Some(&[6, 4, 3, 2, 1][..]));
        let shown = PointsTable::default()
            .to_string()
            .trim()
            .replace('\n', "; ");
        assert_eq!(PointsTable::parse(&shown), Ok(PointsTable::default()));
        assert_eq!(PointsTable::format_points(&[5, 3, 2, 1]), "5,3,2,1");
    }

    #[test]
    fn bad_tables_and_results_are_refused_with_a_reason() {
        let mut table = PointsTable::default();
        assert_eq!(
            table.set(4, vec![5, 3, 2]),
            Err(StandingsError::WrongLength { size: 4, given: 3 })
        );
        assert_eq!(
            table.set(3, vec![1, 2, 0]),
            Err(StandingsError::NotDescending(3))
        );
        assert_eq!(
            table.set(7, vec![0; 7]),
            Err(StandingsError::SizeOutOfRange(7))
        );
        assert_eq!(
            PointsTable::parse("4: 5,three,2,1"),
            Err(StandingsError::NotANumber("three".into()))
        );
        assert_eq!(
            PointsTable::parse("5,3,2,1"),
            Err(StandingsError::WrongLength { size: 5, given: 3 })
        );
        assert_eq!(
            PointsTable::parse("4"),
            Err(StandingsError::BadLine("4".into()))
        );
        let two = [game(&[(1, 1, 0), (2, 2, 0)])];
        assert_eq!(standings(&table, &two), Err(StandingsError::NoPointsFor(2)));
        assert_eq!(
            StandingsError::NoPointsFor(2).to_string(),
            "No league points are set for games of 2 players"
        );
        let twice = [game(&[(1, 1, 0), (2, 2, 0), (1, 3, 0)])];
        assert_eq!(
            standings(&table, &twice),
            Err(StandingsError::MemberTwice(1))
        );
        let zero = [game(&[(1, 0, 0), (2, 2, 0), (3, 3, 0)])];
        assert_eq!(standings(&table, &zero), Err(StandingsError::PlaceZero(1)));
    }
}
