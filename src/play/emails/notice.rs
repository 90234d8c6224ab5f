//! An email about a game that asks no decision: a change of seat, a deadline moved, an answer
//! to a reply, a failure told to organizers.

use crate::context::Ctx;
use crate::db::email_kind::EmailKind;
use crate::db::models::{GameRow, User};
use crate::db::{games, replies};
use crate::mail::kinds::{Notice, QuickChoice, ReplyHelp};
use crate::outbox::queue::{email_to, queue};
use crate::play::emails::game_email::{reply_address, thread_id};
use crate::play::titles::game_title;
use crate::play::{PlayError, Playable, talk};
use diesel::PgConnection;

/// What a notice says: its headline, its lines, a link if it offers one, and `key`, which makes
/// its Message-ID unique.
pub struct Said<'a> {
    pub headline: String,
    pub lines: Vec<String>,
    pub link: Option<QuickChoice>,
    pub key: &'a str,
}

/// An email about the game that is not a decision.
pub fn notice<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    user: &User,
    said: Said,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let title = game_title::<G>(game.id);
    let about = Titled {
        game_id: game.id,
        title: &title,
        kind: EmailKind::Notice,
        answering: None,
    };
    notice_titled(conn, about, user, said, ctx)
}

/// Which game a notice is about, by its title, and its kind in the notification log.
pub struct Titled<'a> {
    pub game_id: i64,
    pub title: &'a str,
    pub kind: EmailKind,
    /// When the notice answers a reply: the step the reply spoke for.
    pub answering: Option<Answering>,
}

/// The step an answer to a reply speaks for: a reply to the answer decides for that step (if
/// the email the reply answered asked a decision), and the answer lists its commands while it
/// is open. Any other notice asks no decision.
pub struct Answering {
    pub step: i32,
    pub asks: bool,
    pub replies: Option<ReplyHelp>,
}

/// `notice`, for a caller that knows the game's title rather than its type.
pub fn notice_titled(
    conn: &mut PgConnection,
    about: Titled,
    user: &User,
    said: Said,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let game_id = about.game_id;
    // A player's notice carries the table's talk and can be answered; an organizer's cannot.
    let seat_row = games::players(conn, game_id)?
        .into_iter()
        .find(|(_, u)| u.id == user.id)
        .map(|(s, _)| s);
    let (talk, newest) = match &seat_row {
        Some(row) => talk::unread(conn, row, user)?,
        None => (Vec::new(), 0),
    };
    let seat = seat_row.map(|s| s.seat);
    let (replied, confirmed) = match seat {
        Some(seat) => replies::confirmations(conn, game_id, seat)?,
        None => (Vec::new(), 0),
    };
    let (step, asks, replies) = match about.answering {
        Some(a) => (Some(a.step), a.asks, a.replies),
        None => (None, false, None),
    };
    let notice = Notice {
        name: user.display_name.clone(),
        game_title: about.title.to_string(),
        game_url: ctx.url(&format!("/games/{game_id}")),
        replied,
        headline: said.headline,
        lines: said.lines,
        link: said.link,
        replies,
        talk,
        settings_url: ctx.url("/account"),
    };
    let rendered = notice.render(user.lang())?;
    let key = said.key;
    let message_id = format!("game-{game_id}-{key}-user-{}@{}", user.id, ctx.mail_domain);
    // A player's notice can be answered: by default it speaks for no step's decision.
    let secret = match seat {
        Some(seat) => {
            let step = match step {
                Some(step) => step,
                None => games::step_of(conn, game_id)?.unwrap_or_default(),
            };
            Some(reply_address(
                conn,
                &rendered,
                (game_id, seat, step, asks),
                ctx,
            )?)
        }
        None => None,
    };
    let mut email = email_to(
        user,
        rendered,
        message_id,
        Some(thread_id(game_id, ctx)),
        None,
    );
    email.reply_secret = secret;
    if queue(conn, user, Some(game_id), about.kind, email, ctx)?
        && let Some(seat) = seat
    {
        talk::carried(conn, game_id, seat, newest)?;
        replies::confirmed(conn, game_id, seat, confirmed)?;
    }
    Ok(())
}
