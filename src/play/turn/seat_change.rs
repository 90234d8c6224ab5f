//! A form posted on a seat's page changes the game in one transaction, under the game's lock:
//! what the form does either all stands, or, when it is refused, none of it does.

use crate::context::Ctx;
use crate::play::PlayError;
use crate::play::table::kept_states::KeptStates;
use crate::play::table::seated::Seated;
use diesel::{Connection, PgConnection};

/// Runs `act` on what the link `token` opens, locked. `act` returns `None` when it is done, or
/// `Some(refusal)`: then everything it wrote is rolled back, and the refusal returned.
pub fn change<R, E, F>(
    conn: &mut PgConnection,
    token: &str,
    ctx: &Ctx,
    states: &KeptStates,
    act: F,
) -> Result<Option<R>, E>
where
    E: From<PlayError> + From<diesel::result::Error>,
    F: FnOnce(&mut PgConnection, &mut Seated) -> Result<Option<R>, E>,
{
    let mut refused = None;
    let done = conn.transaction::<_, E, _>(|conn| {
        let mut seated = Seated::lock(conn, token, ctx.now, states)?;
        refused = act(conn, &mut seated)?;
        match refused {
            None => Ok(()),
            Some(_) => Err(diesel::result::Error::RollbackTransaction.into()),
        }
    });
    match (done, refused) {
        (_, Some(refusal)) => Ok(Some(refusal)),
        (Ok(()), None) => Ok(None),
        (Err(e), None) => Err(e),
    }
}
