//! How much an account may do that reaches other people: games started and people invited, per
//! hour and per day. Counted under a lock on the account, in the transaction of the action
//! itself, so that requests at the same instant cannot slip past together, and an action that
//! fails counts for nothing.

use crate::db::account_actions;
use crate::db::locks::{self, Kind};
use crate::i18n::Said;
use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// A new game started.
    Game,
    /// Someone else seated in a new game, who gets its emails.
    Invitation,
    /// An address invited to a league.
    LeagueInvitation,
}

impl Action {
    fn as_str(self) -> &'static str {
        match self {
            Action::Game => "game",
            Action::Invitation => "invitation",
            Action::LeagueInvitation => "league_invitation",
        }
    }

    /// The most per hour and per day: well above what a busy organizer needs.
    pub fn limits(self) -> (i64, i64) {
        match self {
            Action::Game => (10, 40),
            Action::Invitation => (40, 150),
            Action::LeagueInvitation => (50, 200),
        }
    }

    /// The message that says the limit `per` (an hour or a day) is reached.
    fn refusal(self, per_hour: bool) -> &'static str {
        match (self, per_hour) {
            (Action::Game, true) => "limit-games-hour",
            (Action::Game, false) => "limit-games-day",
            (Action::Invitation, true) => "limit-invitations-hour",
            (Action::Invitation, false) => "limit-invitations-day",
            (Action::LeagueInvitation, true) => "limit-league-invitations-hour",
            (Action::LeagueInvitation, false) => "limit-league-invitations-day",
        }
    }
}

/// Records `amount` of `action` by the account now, or says which limit it would pass.
pub fn spend(
    conn: &mut PgConnection,
    user_id: i64,
    action: Action,
    amount: i64,
    now: DateTime<Utc>,
) -> QueryResult<Result<(), Said>> {
    if amount <= 0 {
        return Ok(Ok(()));
    }
    locks::lock(conn, Kind::AccountActions, &user_id.to_string())?;
    let (per_hour, per_day) = action.limits();
    for (limit, window, hourly) in [
        (per_hour, Duration::hours(1), true),
        (per_day, Duration::days(1), false),
    ] {
        let done = account_actions::since(conn, user_id, action.as_str(), now - window)?;
        if done + amount > limit {
            return Ok(Err(Said::msg(action.refusal(hourly))
                .with("limit", limit)
                .with("count", done + amount)));
        }
    }
    account_actions::record(conn, user_id, action.as_str(), amount as i32, now)?;
    Ok(Ok(()))
}
