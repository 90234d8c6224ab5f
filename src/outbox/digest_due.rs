//! The daily digest's timer: for a player who chose it, the emails about decisions they owe
//! wait for one email a day at their hour (drawn by `play::emails::digest` when it comes due).

use crate::context::Ctx;
use crate::db::models::User;
use crate::jobs;
use crate::local_time;
use diesel::{PgConnection, QueryResult};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct DigestDue {
    pub user_id: i64,
}

/// Makes sure the user's next digest is on its way.
pub fn schedule(conn: &mut PgConnection, user: &User, ctx: &Ctx) -> QueryResult<()> {
    let due = DigestDue { user_id: user.id };
    if !jobs::queue::waiting(conn, &due)? {
        jobs::enqueue(conn, &due, local_time::next_digest(user, ctx.now), ctx.now)?;
    }
    Ok(())
}
