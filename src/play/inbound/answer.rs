//! The answer to a reply that played nothing, or only part of what it said: what was done,
//! what was not and why, and the commands its step takes while it is open. Its own Reply-To
//! address speaks for the step the reply named, never a later one: "ok" to it decides that
//! step, or is refused once it closed.

use crate::db::email_kind::EmailKind;
use crate::db::messages::ReplySeat;
use crate::db::models::User;
use crate::db::notifications;
use crate::games::Seat;
use crate::games::commands::Lexicon;
use crate::i18n::Tr;
use crate::mail::QuickChoice;
use crate::play::emails::notice::Answering;
use crate::play::emails::notice::Titled;
use crate::play::emails::notice::{Said, notice_titled};
use crate::play::reply_commands;
use crate::play::table::Table;
use crate::play::{Ctx, PlayError, Playable};
use diesel::PgConnection;

/// At most this many answers go to one player in an hour; the rest are only logged, so that
/// whoever learns an address cannot flood its player.
const PER_HOUR: i64 = 10;

/// What a reply did and did not do.
pub struct Answer<'a> {
    /// Its first line, as written.
    pub first: &'a str,
    /// The decision it played, in words.
    pub played: Option<&'a str>,
    pub posted: bool,
    /// What was refused, and why.
    pub refused: &'a [String],
    /// Nothing was written above the quote.
    pub nothing: bool,
}

/// Answers the reply of `user` at `named`'s seat at once.
pub fn send<G: Playable>(
    conn: &mut PgConnection,
    table: &Table,
    named: &ReplySeat,
    (user, tr): (&User, &Tr),
    answer: Answer,
    key: &str,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let answered = notifications::count_since(
        conn,
        user.id,
        EmailKind::ReplyAnswer,
        ctx.now - chrono::Duration::hours(1),
    )?;
    if answered >= PER_HOUR {
        return Ok(());
    }
    let headline = match (answer.nothing, answer.played) {
        (true, _) => tr.t("reply-answer-empty"),
        (false, Some(_)) => tr.t("reply-answer-part"),
        (false, None) => tr.t("reply-answer-none"),
    };
    let mut lines = Vec::new();
    if answer.nothing {
        lines.push(tr.t("reply-answer-empty-why"));
    } else {
        lines.push(tr.t1(
            "reply-answer-you-replied",
            "line",
            crate::words::shorten(answer.first, 80),
        ));
    }
    if let Some(played) = answer.played {
        lines.push(tr.t1("reply-answer-played", "what", played));
    }
    if answer.posted {
        lines.push(tr.t("reply-answer-posted"));
    }
    lines.extend(answer.refused.iter().cloned());
    let open = table.game.status.is_active() && named.asks && named.step == table.game.step;
    let replies = if open {
        commands_of::<G>(table, named.seat as Seat, tr.lang.code())?
    } else {
        None
    };
    let link = QuickChoice {
        label: tr.t("email-your-seat"),
        url: crate::play::emails::game_email::seat_link(
            conn,
            named.game_id,
            named.seat as Seat,
            ctx,
        )?,
    };
    let title = crate::play::titles::game_title::<G>(table.game.id);
    let about = Titled {
        game_id: table.game.id,
        title: &title,
        kind: EmailKind::ReplyAnswer,
        answering: Some(Answering {
            step: named.step,
            asks: named.asks,
            replies,
        }),
    };
    let key = key.split('@').next().unwrap_or(key);
    notice_titled(
        conn,
        about,
        user,
        Said {
            headline,
            lines,
            link: Some(link),
            key: &format!("{key}-answer"),
        },
        ctx,
    )
}

/// The commands the seat's open prompt takes, if it has one.
fn commands_of<G: Playable>(
    table: &Table,
    seat: Seat,
    lang: &str,
) -> Result<Option<crate::mail::ReplyHelp>, PlayError> {
    let state: G::State = serde_json::from_value(table.game.state.clone())?;
    let Some((_, prompt)) = G::prompts(&state).into_iter().find(|(s, _)| *s == seat) else {
        return Ok(None);
    };
    let orders = table.player(seat).and_then(|(s, _)| s.orders.as_ref());
    let lex = Lexicon::new(lang);
    let (help, _) =
        reply_commands::help::<G>(&state, seat, &prompt, orders, &table.names(), &[], &lex);
    Ok(Some(help))
}
