//! A league's seasons: planned with dates and games per member; at the start every game is
//! scheduled in pods within divisions, started and announced; at the end the games still going
//! are finished by default and everyone gets the final table. A season whose games all finish
//! early ends then.

use crate::db::models::{League, Season, User};
use crate::db::{games, leagues, seasons};
use crate::i18n::{Said, Tr};
use crate::jobs;
use crate::league::standings::{GameResult, Placing, Points, PointsTable, Row};
use crate::league::{divisions, pods, ratings};
use crate::mail::kinds::{QuickChoice, TableLine};
use crate::play::leagues::league::{LeagueSaid, news, organized};
use crate::play::log_words::LogWords;
use crate::play::summary::outcome;
use crate::play::turn::create::{InSeason, Invitee, NewGame, create};
use crate::play::{Ctx, PlayError, Playable, due, turn::finish};
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use std::collections::BTreeMap;

/// The most games one member may play in a season.
pub const MAX_GAMES_EACH: i32 = 20;
/// How far ahead a season may start, and how long it may last.
pub const MAX_DAYS_AHEAD: i64 = 366;

/// Whether the league's next season may be planned: not while one is under way. A season planned
/// and not started yet may be planned again, which changes it.
pub fn can_plan(seasons: &[Season]) -> bool {
    seasons.iter().all(|s| s.status != "running")
}

/// Plans the league's next season; it starts by itself at `starts_at` (or when an organizer
/// starts it early).
pub fn plan(
    conn: &mut PgConnection,
    league_id: i64,
    actor: &User,
    starts_at: DateTime<Utc>,
    ends_at: DateTime<Utc>,
    games_each: i32,
    ctx: &Ctx,
) -> Result<Season, PlayError> {
    if !(1..=MAX_GAMES_EACH).contains(&games_each) {
        return Err(PlayError::Field(
            "games_each",
            Said::msg("refused-season-games").with("max", MAX_GAMES_EACH),
        ));
    }
    if ends_at <= starts_at {
        return Err(PlayError::field("ends", "refused-season-order"));
    }
    if ends_at <= ctx.now {
        return Err(PlayError::field("ends", "refused-season-past"));
    }
    let limit = chrono::Duration::days(MAX_DAYS_AHEAD);
    if starts_at > ctx.now + limit {
        return Err(PlayError::Field(
            "starts",
            Said::msg("refused-season-starts").with("days", MAX_DAYS_AHEAD),
        ));
    }
    if ends_at - starts_at > limit {
        return Err(PlayError::Field(
            "ends",
            Said::msg("refused-season-long").with("days", MAX_DAYS_AHEAD),
        ));
    }
    conn.transaction(|conn| {
        let league = organized(conn, league_id, actor)?;
        // One season at a time is planned or running; the league row serialises planners.
        leagues::lock(conn, league.id)?;
        let all = seasons::of_league(conn, league.id)?;
        if !can_plan(&all) {
            return Err(PlayError::invalid("refused-season-under-way"));
        }
        let season = match all.iter().find(|s| s.status == "planned") {
            // Planning again replaces the dates: the start timer of the old ones finds the
            // season not yet due and does nothing.
            Some(s) => seasons::reschedule(conn, s.id, starts_at, ends_at, games_each)?,
            None => seasons::insert(conn, league.id, starts_at, ends_at, games_each, ctx.now)?,
        };
        let due = due::SeasonStarts {
            season_id: season.id,
        };
        jobs::enqueue(conn, &due, starts_at.max(ctx.now), ctx.now)?;
        Ok(season)
    })
}

/// An organizer starts the league's planned season `number` before its date.
pub fn start_now(
    conn: &mut PgConnection,
    league_id: i64,
    number: i32,
    actor: &User,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    organized(conn, league_id, actor)?;
    let season =
        seasons::by_number(conn, league_id, number)?.ok_or(PlayError::NotFound("season"))?;
    match season.status.as_str() {
        "planned" => start(conn, season.id, ctx),
        // Pressed twice, or just after its date started it: it is started, as asked.
        "running" => Ok(()),
        _ => Err(PlayError::invalid("refused-season-over")),
    }
}

/// The start timer: starts the season if its first day has come (planning it again may have
/// moved the day later, with a timer of its own).
pub fn start_on_date(conn: &mut PgConnection, season_id: i64, ctx: &Ctx) -> Result<(), PlayError> {
    match seasons::get(conn, season_id)? {
        Some(season) if season.starts_at <= ctx.now => start(conn, season_id, ctx),
        _ => Ok(()),
    }
}

/// Starts a planned season: divisions, pods, games, emails. Does nothing to a season already
/// started; refuses (and leaves it planned) when the league has too few members.
pub fn start(conn: &mut PgConnection, season_id: i64, ctx: &Ctx) -> Result<(), PlayError> {
    conn.transaction(|conn| {
        let Some(season) = seasons::get(conn, season_id)? else {
            return Ok(());
        };
        // The league first, as planning takes it: members cannot join or leave while they are
        // divided into tables, and no season is planned again meanwhile.
        let league = leagues::lock(conn, season.league_id)?.ok_or(PlayError::NoLeague)?;
        let Some(season) = seasons::lock(conn, season_id)? else {
            return Ok(());
        };
        if season.status != "planned" {
            return Ok(());
        }
        if season.ends_at <= ctx.now {
            return Err(PlayError::invalid("refused-season-last-day"));
        }
        crate::with_game!(&league.game, G => start_locked::<G>(conn, &league, &season, ctx))
    })
}

fn start_locked<G: Playable>(
    conn: &mut PgConnection,
    league: &League,
    season: &Season,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let members = leagues::members(conn, league.id)?;
    if members.len() < 3 {
        return Err(PlayError::Invalid(
            Said::msg("refused-season-members").with("count", members.len()),
        ));
    }
    let organizer = members
        .iter()
        .find(|(m, _)| m.organizer)
        .map(|(_, u)| u.id)
        .ok_or_else(|| PlayError::invalid("refused-no-organizer"))?;
    let ids: Vec<i64> = members.iter().map(|(_, u)| u.id).collect();
    let divisions = divisions_for(conn, league, season, &ids)?;
    let options: G::Options = serde_json::from_value(league.options.clone())?;
    let by_id: BTreeMap<i64, &User> = members.iter().map(|(_, u)| (u.id, u)).collect();
    let mut games_of: BTreeMap<i64, usize> = BTreeMap::new();
    for (d, division) in divisions.iter().enumerate() {
        let number = d as i32 + 1;
        let seed = ((season.id as u64) << 8) | d as u64;
        let schedule = pods::schedule(
            division,
            season.games_each as u32,
            league.pod_size as usize,
            &G::league_seats(),
            seed,
        )
        .map_err(|e| PlayError::Invalid(Said::Text(e.to_string())))?;
        for member in division {
            seasons::add_member(conn, season.id, *member, number)?;
        }
        for (round, pods) in schedule.rounds.iter().enumerate() {
            for pod in pods {
                let players = pod
                    .iter()
                    .map(|id| Invitee {
                        email: by_id[id].email.clone(),
                        name: by_id[id].display_name.clone(),
                    })
                    .collect();
                create::<G>(
                    conn,
                    NewGame {
                        organizer_id: organizer,
                        players,
                        options: options.clone(),
                        decision_hours: league.decision_hours,
                        reminder_hours: league.reminder_hours.iter().flatten().copied().collect(),
                        absence_days: league.absence_days,
                        players_only: league.visibility == "members",
                        seed: None,
                        season: Some(InSeason {
                            season_id: season.id,
                            division: number,
                            round: round as i32 + 1,
                        }),
                    },
                    ctx,
                )?;
                for id in pod {
                    *games_of.entry(*id).or_default() += 1;
                }
            }
        }
    }
    seasons::set_status(conn, season.id, "running", ctx.now)?;
    let due = due::SeasonEnds {
        season_id: season.id,
    };
    jobs::enqueue(conn, &due, season.ends_at, ctx.now)?;
    let url = ctx.url(&format!("/leagues/{}/seasons/{}", league.id, season.number));
    for (d, division) in divisions.iter().enumerate() {
        for member in division {
            let user = by_id[member];
            let tr = Tr::new(user.lang());
            let games = games_of.get(member).copied().unwrap_or(0);
            let place = match divisions.len() {
                1 => tr.t1("email-season-among", "members", division.len()),
                n => tr.t3(
                    "email-season-division",
                    ("division", d + 1),
                    ("divisions", n),
                    ("members", division.len()),
                ),
            };
            let lines = vec![
                tr.t3(
                    "email-season-you-play",
                    ("games", games),
                    ("place", place),
                    ("last", crate::local_time::date(season.last_day(), tr.lang)),
                ),
                tr.t("email-season-how"),
            ];
            let link = QuickChoice {
                label: tr.t("email-season-see"),
                url: url.clone(),
            };
            news(
                conn,
                league,
                user,
                LeagueSaid {
                    headline: tr.t1("email-season-begun", "season", season.number),
                    lines,
                    table: Vec::new(),
                    link: Some(link),
                    key: &format!("season-{}-start", season.number),
                },
                ctx,
            )?;
        }
    }
    Ok(())
}

/// Who plays in which division (top first). The first season splits the members by rating;
/// later ones promote and relegate from the last season's final tables, and place newcomers by
/// rating.
fn divisions_for(
    conn: &mut PgConnection,
    league: &League,
    season: &Season,
    members: &[i64],
) -> Result<Vec<Vec<i64>>, PlayError> {
    let rating = current_ratings(conn, league.id)?;
    let unrated = ratings::Rating::default().display();
    let previous = match season.number {
        1 => None,
        n => seasons::by_number(conn, league.id, n - 1)?.filter(|s| s.status == "finished"),
    };
    let split = match previous {
        Some(previous) => {
            let tables = standings(conn, league, &previous)?;
            let last: Vec<Vec<i64>> = tables
                .iter()
                .map(|t| {
                    t.rows
                        .iter()
                        .map(|r| r.row.member)
                        .filter(|m| members.contains(m))
                        .collect::<Vec<i64>>()
                })
                .filter(|d| !d.is_empty())
                .collect();
            let newcomers: Vec<(i64, f64)> = members
                .iter()
                .filter(|m| !last.iter().flatten().any(|x| x == *m))
                .map(|m| (*m, rating.get(m).copied().unwrap_or(unrated)))
                .collect();
            divisions::next_season(
                &last,
                league.promote as usize,
                league.relegate as usize,
                &newcomers,
                &rating,
            )
        }
        None => divisions::first_season(members, &rating, unrated, league.divisions as usize),
    };
    Ok(divisions::merge_small(split))
}

/// Ends the season: at its date (`at_end`), or once all its games are over.
pub fn end(
    conn: &mut PgConnection,
    season_id: i64,
    at_end: bool,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    conn.transaction(|conn| {
        let Some(season) = seasons::lock(conn, season_id)? else {
            return Ok(());
        };
        if season.status != "running" {
            return Ok(());
        }
        let season_games = seasons::games(conn, season.id)?;
        if !at_end && season_games.iter().any(|(_, g)| g.status.is_active()) {
            return Ok(());
        }
        let league = leagues::get(conn, season.league_id)?.ok_or(PlayError::NoLeague)?;
        // Marked first, so the games finished below do not end the season again.
        seasons::set_status(conn, season.id, "finished", ctx.now)?;
        for (_, game) in season_games.iter().filter(|(_, g)| g.status.is_active()) {
            let why = &LogWords::new("log-season-ended");
            // Each game in a savepoint: one that cannot be finished (a fault in its rules or
            // its stored state) is left as it is, and the season still ends.
            let finished = conn.transaction(|conn| {
                crate::with_game!(&game.game, G => finish::by_default::<G>(conn, game.id, why, ctx))
            });
            match finished {
                Ok(true) => seasons::mark_finished_by_default(conn, game.id)?,
                Ok(false) => {}
                Err(PlayError::Database(e)) => return Err(e.into()),
                Err(e) => {
                    tracing::error!(game = game.id, error = %e, "a season game could not be finished by default");
                }
            }
        }
        let season = seasons::get(conn, season.id)?.ok_or(PlayError::NotFound("season"))?;
        tell_final_tables(conn, &league, &season, ctx)
    })
}

/// Emails every member who played the season their division's final table.
fn tell_final_tables(
    conn: &mut PgConnection,
    league: &League,
    season: &Season,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let tables = standings(conn, league, season)?;
    let count = tables.len();
    let url = ctx.url(&format!("/leagues/{}/seasons/{}", league.id, season.number));
    for table in &tables {
        for r in &table.rows {
            let Some(user) = crate::db::users::by_id(conn, r.row.member)? else {
                continue;
            };
            let tr = Tr::new(user.lang());
            let mut text = vec![tr.t2(
                "email-season-finished",
                "place",
                tr.t2(
                    "email-season-rank",
                    "rank",
                    r.row.rank,
                    "of",
                    table.rows.len(),
                ),
                "division",
                tr.t2(
                    "email-season-division-of",
                    "division",
                    table.division,
                    "divisions",
                    count,
                ),
            )];
            if table.by_default > 0 {
                text.push(tr.t1("email-season-by-default", "count", table.by_default));
            }
            let lines: Vec<TableLine> = table
                .rows
                .iter()
                .map(|r| TableLine {
                    rank: r.row.rank as usize,
                    name: r.name.clone(),
                    figures: r.figures(&tr),
                })
                .collect();
            news(
                conn,
                league,
                &user,
                LeagueSaid {
                    headline: tr.t1("email-season-over", "season", season.number),
                    lines: text,
                    table: lines,
                    link: Some(QuickChoice {
                        label: tr.t("email-season-tables"),
                        url: url.clone(),
                    }),
                    key: &format!("season-{}-end", season.number),
                },
                ctx,
            )?;
        }
    }
    Ok(())
}

/// One division's table.
pub struct DivisionTable {
    pub division: i32,
    pub rows: Vec<TableRow>,
    /// Games of the division finished by default when the season ended.
    pub by_default: usize,
}

pub struct TableRow {
    pub row: Row,
    pub name: String,
    /// Left the league during the season.
    pub dropped: bool,
}

impl TableRow {
    /// "7 pts · 112 VP · 3 games".
    pub fn figures(&self, tr: &Tr) -> String {
        tr.t3(
            "email-season-figures",
            ("points", tr.decimal(self.row.points)),
            ("vp", self.row.vp),
            ("games", self.row.games),
        )
    }
}

/// The season's standings, division by division: league points by placement from its finished
/// games, tie-broken by VP, then head-to-head.
pub fn standings(
    conn: &mut PgConnection,
    league: &League,
    season: &Season,
) -> Result<Vec<DivisionTable>, PlayError> {
    let table = PointsTable::parse(&league.points)
        .map_err(|e| PlayError::Corrupt(format!("league points: {e}")))?;
    let members = seasons::members(conn, season.id)?;
    let season_games = seasons::games(conn, season.id)?;
    let mut tables = Vec::new();
    let mut numbers: Vec<i32> = members.iter().map(|(m, _)| m.division).collect();
    numbers.dedup();
    for division in numbers {
        let in_division: Vec<i64> = members
            .iter()
            .filter(|(m, _)| m.division == division)
            .map(|(_, u)| u.id)
            .collect();
        let mut results = Vec::new();
        let mut by_default = 0;
        for (sg, game) in season_games
            .iter()
            .filter(|(sg, _)| sg.division == division)
        {
            let Some(o) = outcome(game)? else { continue };
            let players = games::players(conn, game.id)?;
            results.push(GameResult {
                seats: o
                    .standings
                    .iter()
                    .filter_map(|st| {
                        players.get(st.seat).map(|(_, u)| Placing {
                            member: u.id,
                            place: st.rank as u32,
                            vp: st.score as i32,
                        })
                    })
                    .collect(),
                finished_by_default: sg.finished_by_default,
            });
            by_default += usize::from(sg.finished_by_default);
        }
        let rows = crate::league::standings::standings(&table, &results)
            .map_err(|e| PlayError::Corrupt(format!("season standings: {e}")))?;
        // A substitute's place counts in the game, but the table lists the division only.
        let mut rows = crate::league::standings::only(rows, |m| in_division.contains(&m));
        // Members yet to finish a game share the last place.
        let unplaced = rows.len() as u32 + 1;
        for member in &in_division {
            if !rows.iter().any(|r| r.member == *member) {
                rows.push(Row {
                    member: *member,
                    rank: unplaced,
                    points: Points::whole(0),
                    vp: 0,
                    games: 0,
                    wins: 0,
                    by_default_games: 0,
                });
            }
        }
        let rows = rows
            .into_iter()
            .map(|row| {
                let found = members.iter().find(|(_, u)| u.id == row.member);
                TableRow {
                    name: found
                        .map(|(_, u)| u.display_name.clone())
                        .unwrap_or_default(),
                    dropped: found.is_some_and(|(m, _)| m.dropped_at.is_some()),
                    row,
                }
            })
            .collect();
        tables.push(DivisionTable {
            division,
            rows,
            by_default,
        });
    }
    Ok(tables)
}

/// Every member's rating history over the league's finished games, in the order they finished.
pub fn rating_history(
    conn: &mut PgConnection,
    league_id: i64,
) -> Result<BTreeMap<i64, Vec<ratings::Rating>>, PlayError> {
    let finished = seasons::finished_games_of_league(conn, league_id)?;
    let ids: Vec<i64> = finished.iter().map(|(_, game)| game.id).collect();
    // Each game's users in seat order, read at once for all the games.
    let mut seated: BTreeMap<i64, Vec<i64>> = BTreeMap::new();
    for (game_id, _, user_id) in games::seat_users(conn, &ids)? {
        seated.entry(game_id).or_default().push(user_id);
    }
    let mut played = Vec::new();
    for (_, game) in finished {
        let Some(o) = outcome(&game)? else { continue };
        let players = seated.get(&game.id).map_or(&[][..], Vec::as_slice);
        let (ids, places): (Vec<i64>, Vec<u32>) = o
            .standings
            .iter()
            .filter_map(|st| players.get(st.seat).map(|&user| (user, st.rank as u32)))
            .unzip();
        played.push((ids, places));
    }
    Ok(ratings::replay(&played))
}

/// Each rated member's current rating, as shown.
pub fn current_ratings(
    conn: &mut PgConnection,
    league_id: i64,
) -> Result<BTreeMap<i64, f64>, PlayError> {
    Ok(rating_history(conn, league_id)?
        .into_iter()
        .filter_map(|(m, h)| h.last().map(|r| (m, r.display())))
        .collect())
}
