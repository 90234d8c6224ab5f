//! Resolving: once every owed decision of the open step is in, resolve it, then every following
//! step in which nobody has a real choice; take the snapshot and the history into the table,
//! and say what the game is left at (`Resolved`), for the caller to act on.

use crate::db::game_status::GameStatus;
use crate::db::games;
use crate::db::models::{StepRow, Submission};
use crate::games::Seat;
use crate::jobs::queue::Batch;
use crate::play::table::Table;
use crate::play::{Ctx, PlayError, Playable, Source, table::replay};
use chrono::{DateTime, SubsecRound, Utc};
use diesel::PgConnection;

/// Decisions made for seats without asking them, because they need not or cannot be asked.
pub struct Proxy<G: Playable> {
    /// Each seat's standing orders, if it has any.
    pub orders: Vec<Option<G::Orders>>,
    /// Seats whose player is away now.
    pub away: Vec<Seat>,
}

impl<G: Playable> Proxy<G> {
    /// The table's players' orders, and who was away when it was read.
    pub fn of(table: &Table) -> Self {
        // Orders are checked when saved; ones an older version wrote and this one cannot read
        // count as none rather than stalling the game.
        let orders = table
            .players
            .iter()
            .map(|(seat, _)| {
                seat.orders
                    .clone()
                    .and_then(|o| serde_json::from_value(o).ok())
            })
            .collect();
        Proxy {
            orders,
            away: table.away.clone(),
        }
    }

    fn orders(&self, seat: Seat) -> Option<&G::Orders> {
        self.orders.get(seat).and_then(Option::as_ref)
    }

    /// The decision the seat's orders make, else the game's fallback, and where it came from.
    /// Orders saved under older rules may decide what the rules now refuse: the fallback decides
    /// then.
    pub fn decide_for(
        &self,
        state: &G::State,
        seat: Seat,
        without_orders: Source,
    ) -> Option<(G::Decision, Source)> {
        let ordered = self
            .orders(seat)
            .and_then(|orders| G::ordered(state, seat, orders))
            .filter(|d| G::check(state, seat, d).is_ok());
        match ordered {
            Some(decision) => Some((decision, Source::StandingOrder)),
            None => G::fallback(state, seat).map(|d| (d, without_orders)),
        }
    }

    /// A decision made without asking: the only legal one, or, for a player away or who asked
    /// for it, by their orders.
    fn unasked(&self, state: &G::State, seat: Seat) -> Option<(G::Decision, Source)> {
        if let Some(decision) = G::auto(state, seat) {
            return Some((decision, Source::Auto));
        }
        if self.away.contains(&seat) {
            return self.decide_for(state, seat, Source::Absent);
        }
        let orders = self.orders(seat)?;
        G::delegated(state, seat, orders)
            .then(|| G::ordered(state, seat, orders))
            .flatten()
            .map(|d| (d, Source::StandingOrder))
    }
}

/// Fills in the decisions nobody needs to be asked for, and resolves what is complete.
/// Returns whether any step resolved; `table` then holds the decisions in for the step now open.
/// Runs inside the transaction that holds the game's lock. When no step resolved, it writes
/// the decisions taken (the caller's too); when one did, `store` and `after::carry_out` must
/// follow, and write them with the steps and the new state.
pub fn advance<G: Playable>(
    conn: &mut PgConnection,
    table: &mut Table,
    state: &mut G::State,
    ctx: &Ctx,
) -> Result<bool, PlayError> {
    let proxy = Proxy::<G>::of(table);
    let game_id = table.game.id;
    let mut resolved = false;
    loop {
        let step = G::step(state) as i32;
        table.open(step);
        let prompts = G::prompts(state);
        if prompts.is_empty() {
            break;
        }
        for (seat, _) in &prompts {
            if table.submitted.iter().any(|s| s.seat as Seat == *seat) {
                continue;
            }
            if let Some((decision, source)) = proxy.unasked(state, *seat) {
                table.record(submission(game_id, step, *seat, &decision, source, ctx)?);
            }
        }
        if !table.owing::<G>(state).is_empty() {
            break;
        }
        let decisions = table
            .submitted
            .iter()
            .map(|s| Ok((s.seat as Seat, serde_json::from_value(s.decision.clone())?)))
            .collect::<Result<Vec<(Seat, G::Decision)>, PlayError>>()?;
        let events = G::resolve(state, &decisions)?;
        table.unwritten.steps.push(StepRow {
            game_id,
            step,
            events: serde_json::to_value(&events)?,
            resolved_at: ctx.now,
        });
        if let Some(kept) = replay::snapshot_due::<G>(step + 1, state)? {
            table.unwritten.snapshots.push((step + 1, kept));
        }
        resolved = true;
    }
    if !resolved {
        table.write(conn, &Batch::default(), ctx.now)?;
    }
    Ok(resolved)
}

/// What resolving left the game at: its callers act on it (`after::carry_out` sets the timers,
/// tells the season, and queues the emails).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Resolved {
    /// A step is open to decide.
    Open {
        step: i32,
        /// The step was not open before: the earlier steps' timers are stale.
        moved: bool,
        deadline: Option<DateTime<Utc>>,
        /// Its players are asked by email: not for a follow-up of the turn just played on the
        /// page (that turn's clock runs on, and the page asks), but for one played by reply.
        ask: bool,
    },
    /// The game is over.
    Finished,
}

/// Takes the state after `advance` into what the table writes, and says what it left the game
/// at. Nothing is written yet: `after::carry_out` writes it with what follows.
pub fn store<G: Playable>(
    table: &mut Table,
    state: &G::State,
    ctx: &Ctx,
) -> Result<Resolved, PlayError> {
    let game = &table.game;
    let over = G::outcome(state).is_some();
    let step = G::step(state) as i32;
    // A follow-up of the turn just played keeps that turn's clock, and asks by page, not email.
    let follow_up = !over && step > game.step && G::follow_up(state);
    // ... unless it was played by reply: then the follow-up is asked by email.
    let by_reply = table
        .unwritten
        .submissions
        .iter()
        .any(|s| s.step == game.step && s.source == Source::Email.as_str());
    let deadline = match (over, game.decision_hours) {
        (false, Some(_)) if follow_up && game.deadline.is_some() => game.deadline,
        // Whole seconds: timers compare the deadline they were set for with the stored one,
        // which keeps microseconds at most.
        (false, Some(hours)) => {
            Some((ctx.now + chrono::Duration::hours(hours as i64)).trunc_subsecs(0))
        }
        _ => None,
    };
    let resolved = if over {
        Resolved::Finished
    } else {
        Resolved::Open {
            step,
            moved: step > game.step,
            deadline,
            ask: !follow_up || by_reply,
        }
    };
    table.unwritten.state = Some(games::Snapshot {
        state: serde_json::to_value(state)?,
        step,
        status: if over {
            GameStatus::Finished
        } else {
            GameStatus::Active
        },
        deadline,
        finished_at: over.then_some(ctx.now),
        now: ctx.now,
    });
    Ok(resolved)
}

pub fn submission<D: serde::Serialize>(
    game_id: i64,
    step: i32,
    seat: Seat,
    decision: &D,
    source: Source,
    ctx: &Ctx,
) -> Result<Submission, PlayError> {
    Ok(Submission {
        game_id,
        step,
        seat: seat as i32,
        decision: serde_json::to_value(decision)?,
        source: source.as_str().to_string(),
        submitted_at: ctx.now,
    })
}
