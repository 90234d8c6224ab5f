//! The final scores, to each seat once the game is over.

use crate::context::Ctx;
use crate::db::email_kind::EmailKind;
use crate::db::models::{GameRow, SeatRow, User};
use crate::db::{games, replies};
use crate::games::{Outcome, Seat};
use crate::i18n::Tr;
use crate::mail::kinds::{GameOver, StandingLine};
use crate::outbox::queue::queue;
use crate::play::due::GameOverEmail;
use crate::play::emails::game_email::{game_email, seat_link};
use crate::play::table::names_of;
use crate::play::titles::game_title;
use crate::play::{PlayError, Playable, talk};
use diesel::PgConnection;

/// The final scores to one seat, once the game is over.
pub fn game_over_due<G: Playable>(
    conn: &mut PgConnection,
    due: &GameOverEmail,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let Some(game) = games::get(conn, due.game_id)? else {
        return Ok(());
    };
    let state: G::State = serde_json::from_value(game.state.clone())?;
    let Some(outcome) = G::outcome(&state) else {
        return Ok(());
    };
    let players = games::players(conn, game.id)?;
    let names = names_of(&players);
    let Some((seat, user)) = players.iter().find(|(s, _)| s.seat == due.seat) else {
        return Ok(());
    };
    game_over::<G>(conn, &game, seat, user, &names, &outcome, ctx)
}

fn game_over<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    seat_row: &SeatRow,
    user: &User,
    names: &[String],
    outcome: &Outcome,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let seat = seat_row.seat as Seat;
    let seat_link = seat_link(conn, game.id, seat, ctx)?;
    let (talk, newest) = talk::unread(conn, seat_row, user)?;
    let (replied, confirmed) = replies::confirmations(conn, game.id, seat_row.seat)?;
    let winners: Vec<String> = outcome
        .winners()
        .map(|seat| names.get(seat).cloned().unwrap_or_default())
        .collect();
    let tr = Tr::new(user.lang());
    let result = match &winners[..] {
        [] => tr.t("email-over-no-winner"),
        [one] => tr.t1("email-over-wins", "name", one),
        many => tr.t1("email-over-share", "names", tr.list(many)),
    };
    let over = GameOver {
        name: user.display_name.clone(),
        replied,
        result,
        game_title: game_title::<G>(game.id),
        game_url: ctx.url(&format!("/games/{}", game.id)),
        standings: outcome
            .standings
            .iter()
            .map(|s| StandingLine {
                rank: s.rank,
                name: names.get(s.seat).cloned().unwrap_or_default(),
                score: s.score,
                breakdown: s.pad(),
            })
            .collect(),
        tie_break: outcome.tie_break.clone(),
        talk,
        settings_url: ctx.url("/account"),
    };
    let rendered = over.render(user.lang())?;
    let message_id = format!("game-{}-over-user-{}@{}", game.id, user.id, ctx.mail_domain);
    let email = game_email(
        conn,
        user,
        rendered,
        message_id,
        (game.id, seat, game.step, false),
        &seat_link,
        ctx,
    )?;
    if queue(conn, user, Some(game.id), EmailKind::GameOver, email, ctx)? {
        talk::carried(conn, game.id, seat as i32, newest)?;
        replies::confirmed(conn, game.id, seat as i32, confirmed)?;
    }
    Ok(())
}
