//! A decision posted on a seat's page or through an email's one-tap link. Most change nothing
//! but their own row: checked against the kept state and written in one statement (`unmoved`).
//! Any other, and any the quick way did not record, goes the locked way (`locked`), which
//! resolves what it completes and gives a refusal its reason. How a form reads into a decision
//! is the caller's (`parse`): the web side of each game.

use crate::context::Ctx;
use crate::games::Seat;
use crate::i18n::Said;
use crate::play::table::kept_states::{Kept, KeptStates};
use crate::play::table::seated::Seated;
use crate::play::turn::submit::{KeptSeat, submit_at, submit_unmoved};
use crate::play::{PlayError, Playable, Source};
use diesel::PgConnection;

/// What became of a decision posted the locked way.
pub enum Decided<D> {
    Recorded,
    /// Not recorded, and why: the form did not read (no decision), or the rules refused it.
    Refused {
        reason: Said,
        decision: Option<D>,
    },
}

/// The seat a link opened and its game's state, as kept in memory: what `unmoved` works on.
pub struct KeptAt {
    pub kept: Kept,
    game_id: i64,
    seat: Seat,
    token_hash: Vec<u8>,
}

/// The kept seat and state the link `token` opens, if both are kept.
pub fn kept_at(states: &KeptStates, token: &str) -> Option<KeptAt> {
    let token_hash = crate::db::tokens::hash(token);
    let link = states.link(&token_hash)?;
    let kept = states.get(link.game_id)?;
    Some(KeptAt {
        kept,
        game_id: link.game_id,
        seat: link.seat as Seat,
        token_hash,
    })
}

/// The quick way: whether the decision was recorded. One that does not read, is refused, is
/// for another step, or would move more than its own row is not, and nothing was written.
pub fn unmoved<G: Playable>(
    conn: &mut PgConnection,
    at: &KeptAt,
    step: Option<i32>,
    parse: impl FnOnce(&G::Prompt) -> Option<G::Decision>,
    source: Source,
    ctx: &Ctx,
) -> Result<bool, PlayError> {
    let (Some(step), Some(state)) = (step, at.kept.state::<G::State>()) else {
        return Ok(false);
    };
    let Some((_, prompt)) = G::prompts(&state).into_iter().find(|(s, _)| *s == at.seat) else {
        return Ok(false);
    };
    let Some(decision) = parse(&prompt) else {
        return Ok(false);
    };
    let kept = KeptSeat {
        game_id: at.game_id,
        revision: at.kept.revision,
        seat: at.seat,
        token_hash: &at.token_hash,
    };
    submit_unmoved::<G>(conn, &kept, &state, step, &decision, source, ctx)
}

/// The locked way, in the caller's transaction on the locked `seated`: the decision for the
/// form drawn at `step`, submitted, or the reason it was not. A game over, a step closed or a
/// seat that owes nothing is an error: the form is out of date, not wrong.
pub fn locked<G: Playable>(
    conn: &mut PgConnection,
    seated: &mut Seated,
    step: i32,
    parse: impl FnOnce(&G::Prompt) -> Result<G::Decision, String>,
    source: Source,
    ctx: &Ctx,
) -> Result<Decided<G::Decision>, PlayError> {
    if !seated.table.game.status.is_active() {
        return Err(PlayError::GameOver);
    }
    if step != seated.table.game.step {
        return Err(PlayError::StepClosed);
    }
    let seat = seated.seat();
    let state = seated.table.state::<G>(&seated.states)?;
    let Some((_, prompt)) = G::prompts(&state).into_iter().find(|(s, _)| *s == seat) else {
        return Err(PlayError::NothingOwed);
    };
    let decision = match parse(&prompt) {
        Ok(decision) => decision,
        Err(reason) => {
            return Ok(Decided::Refused {
                reason: Said::Text(reason),
                decision: None,
            });
        }
    };
    // On a refusal the caller's transaction rolls back: the table keeps the decisions as stored.
    let stored = seated.table.submitted.clone();
    let submitted = submit_at::<G>(
        conn,
        &mut seated.table,
        (*state).clone(),
        seat,
        step,
        &decision,
        source,
        ctx,
    );
    if submitted.is_err() {
        seated.table.submitted = stored;
    }
    match submitted {
        Ok(_) => Ok(Decided::Recorded),
        Err(PlayError::Rule(reason)) => Ok(Decided::Refused {
            reason: Said::Game(reason.0),
            decision: Some(decision),
        }),
        Err(e) => Err(e),
    }
}
