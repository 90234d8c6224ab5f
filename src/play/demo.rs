//! A game played to its end by the fallback bot through the turn service, stored like any
//! other: to look around the history pages of a finished game, and to measure them.

use super::create::{Invitee, NewGame, create};
use super::resolve::owing;
use super::{Ctx, PlayError, Source, submit};
use crate::db::{games, users};
use crate::games::Game;
use crate::games::wonderful::{Options, State, Wonderful};
use diesel::PgConnection;

/// Plays a public game of `players` bots from `seed` to its end; returns its id. The bots'
/// accounts (`bot1@demo.invalid`, …) get no email.
pub fn bot_game(
    conn: &mut PgConnection,
    players: usize,
    seed: u64,
    ctx: &Ctx,
) -> Result<i64, PlayError> {
    bot_game_until(conn, players, seed, ctx, |_| false)
}

/// Like `bot_game`, but stops as soon as `stop` holds of the state (or the game ends): to look
/// at a seat's page in the middle of a game.
pub fn bot_game_until(
    conn: &mut PgConnection,
    players: usize,
    seed: u64,
    ctx: &Ctx,
    stop: impl Fn(&State) -> bool,
) -> Result<i64, PlayError> {
    if !(1..=5).contains(&players) {
        return Err(PlayError::Invalid("a game has 1 to 5 players".into()));
    }
    let mut invitees = Vec::with_capacity(players);
    for i in 1..=players {
        let (email, name) = (format!("bot{i}@demo.invalid"), format!("Bot {i}"));
        let user = users::find_or_create(conn, &email, &name)?;
        users::set_notify(conn, user.id, "none")?;
        invitees.push(Invitee { email, name });
    }
    let organizer = users::by_email(conn, &invitees[0].email)?.ok_or(PlayError::NoGame)?;
    let id = create::<Wonderful>(
        conn,
        NewGame {
            organizer_id: organizer.id,
            players: invitees,
            options: Options::default(),
            decision_hours: None,
            reminder_hours: Vec::new(),
            absence_days: 0,
            players_only: false,
            seed: Some(seed),
            season: None,
        },
        ctx,
    )?;
    loop {
        let game = games::get(conn, id)?.ok_or(PlayError::NoGame)?;
        if game.status != "active" {
            return Ok(id);
        }
        let state: State = serde_json::from_value(game.state)?;
        if stop(&state) {
            return Ok(id);
        }
        for seat in owing::<Wonderful>(conn, id, &state)? {
            let decision = Wonderful::fallback(&state, seat)
                .ok_or_else(|| PlayError::Corrupt(format!("seat {seat} has no decision")))?;
            submit::submit::<Wonderful>(conn, id, seat, game.step, &decision, Source::Web, ctx)?;
        }
    }
}
