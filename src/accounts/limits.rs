//! How much an account may do that reaches other people: games started and people invited, per
//! hour and per day. Counted under a lock on the account, in the transaction of the action
//! itself, so that requests at the same instant cannot slip past together, and an action that
//! fails counts for nothing.

use crate::db::account_actions;
use crate::db::locks::{self, Kind};
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

    fn what(self, n: i64) -> String {
        let (one, many) = match self {
            Action::Game => ("new game", "new games"),
            Action::Invitation => (
                "player invited to your games",
                "players invited to your games",
            ),
            Action::LeagueInvitation => ("league invitation", "league invitations"),
        };
        format!("{n} {}", if n == 1 { one } else { many })
    }
}

/// Records `amount` of `action` by the account now, or says which limit it would pass.
pub fn spend(
    conn: &mut PgConnection,
    user_id: i64,
    action: Action,
    amount: i64,
    now: DateTime<Utc>,
) -> QueryResult<Result<(), String>> {
    if amount <= 0 {
        return Ok(Ok(()));
    }
    locks::lock(conn, Kind::AccountActions, &user_id.to_string())?;
    let (per_hour, per_day) = action.limits();
    for (limit, window, span) in [
        (per_hour, Duration::hours(1), "an hour"),
        (per_day, Duration::days(1), "a day"),
    ] {
        let done = account_actions::since(conn, user_id, action.as_str(), now - window)?;
        if done + amount > limit {
            return Ok(Err(format!(
                "An account may make {} in {span}, and this would make {}. Try again later; nothing was changed.",
                action.what(limit),
                done + amount
            )));
        }
    }
    account_actions::record(conn, user_id, action.as_str(), amount as i32, now)?;
    Ok(Ok(()))
}
