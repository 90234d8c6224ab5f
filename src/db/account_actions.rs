//! An account's recent actions that reach other people, for its limits.

use super::schema::account_actions;
use chrono::{DateTime, Utc};
use diesel::prelude::*;

pub fn record(
    conn: &mut PgConnection,
    user_id: i64,
    action: &str,
    amount: i32,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::insert_into(account_actions::table)
        .values((
            account_actions::user_id.eq(user_id),
            account_actions::action.eq(action),
            account_actions::amount.eq(amount),
            account_actions::at.eq(now),
        ))
        .execute(conn)
        .map(|_| ())
}

/// How much of `action` the account did since `since`.
pub fn since(
    conn: &mut PgConnection,
    user_id: i64,
    action: &str,
    since: DateTime<Utc>,
) -> QueryResult<i64> {
    account_actions::table
        .filter(account_actions::user_id.eq(user_id))
        .filter(account_actions::action.eq(action))
        .filter(account_actions::at.gt(since))
        .select(diesel::dsl::sum(account_actions::amount))
        .first::<Option<i64>>(conn)
        .map(|sum| sum.unwrap_or(0))
}
