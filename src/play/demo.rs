//! A game played to its end by the fallback bot through the turn service, stored like any
//! other: to look around the history pages of a finished game, and to measure them.

use crate::db::notify_preference::NotifyPreference;
use crate::db::{games, users};
use crate::play::table::owing;
use crate::play::turn::create::{Invitee, NewGame, create};
use crate::play::{Ctx, PlayError, Playable, Source, turn::submit};
use diesel::PgConnection;

/// Plays a public game of `players` bots from `seed` to its end; returns its id. The bots'
/// accounts (`bot1@demo.invalid`, …) get no email.
pub fn bot_game<G: Playable>(
    conn: &mut PgConnection,
    players: usize,
    seed: u64,
    ctx: &Ctx,
) -> Result<i64, PlayError> {
    bot_game_with::<G>(conn, players, seed, G::Options::default(), ctx, |_| false)
}

/// Like `bot_game`, with the game's options (a variant to look at), stopping as soon as `stop`
/// holds of the state (or the game ends): a `stop` that holds at once only creates the game, for
/// other players to play it.
pub fn bot_game_with<G: Playable>(
    conn: &mut PgConnection,
    players: usize,
    seed: u64,
    options: G::Options,
    ctx: &Ctx,
    stop: impl Fn(&G::State) -> bool,
) -> Result<i64, PlayError> {
    if !(G::MIN_SEATS..=G::MAX_SEATS).contains(&players) {
        return Err(PlayError::Invalid(
            crate::i18n::Said::msg("refused-demo-players")
                .with("game", G::NAME)
                .with("min", G::MIN_SEATS)
                .with("max", G::MAX_SEATS),
        ));
    }
    let mut invitees = Vec::with_capacity(players);
    for i in 1..=players {
        let (email, name) = (format!("bot{i}@demo.invalid"), format!("Bot {i}"));
        let user = users::find_or_create(conn, &email, &name)?;
        users::set_notify(conn, user.id, NotifyPreference::None)?;
        invitees.push(Invitee { email, name });
    }
    let organizer = users::by_email(conn, &invitees[0].email)?.ok_or(PlayError::NoGame)?;
    let id = create::<G>(
        conn,
        NewGame {
            organizer_id: organizer.id,
            players: invitees,
            options,
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
        if !game.status.is_active() {
            return Ok(id);
        }
        let state: G::State = serde_json::from_value(game.state)?;
        if stop(&state) {
            return Ok(id);
        }
        for seat in owing::<G>(conn, id, &state)? {
            let decision = G::fallback(&state, seat)
                .ok_or_else(|| PlayError::Corrupt(format!("seat {seat} has no decision")))?;
            submit::submit::<G>(conn, id, seat, game.step, &decision, Source::Web, ctx)?;
        }
    }
}
