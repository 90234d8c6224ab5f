//! A reply read: the seat its Reply-To secret names, what the player wrote above the quote, a
//! command on its first line (checked by the rules like a form), and the rest posted at the
//! table unless it carries what was not written for it. A reply that played nothing, or only
//! part of what it said, is answered at once; one that played is confirmed by the seat's next
//! email. Every reply is in the player's email log and counted for the operator.

use crate::db::email_kind::EmailKind;
use crate::db::email_status::EmailStatus;
use crate::db::messages::{self, ReplySeat};
use crate::db::{notifications, replies, tokens};
use crate::games::Seat;
use crate::games::commands::{Lexicon, Reading};
use crate::i18n::Tr;
use crate::mail::inbound::reply_secret;
use crate::mail::{automatic, reply_text};
use crate::play::inbound::answer::{self, Answer};
use crate::play::inbound::command::{self, Line};
use crate::play::inbound::leaks;
use crate::play::reply_commands::ok_decision;
use crate::play::table::Table;
use crate::play::talk::{self, Via};
use crate::play::{Ctx, PlayError, Playable, Source};
use diesel::prelude::*;

/// The envelope a reply came in.
#[derive(Debug, Clone, Copy)]
pub struct Envelope<'a> {
    /// The sender (MAIL FROM): empty for a bounce.
    pub from: &'a str,
    /// The recipients: one of them carries the Reply-To secret.
    pub to: &'a [String],
}

/// One reply as it arrived.
pub fn receive(
    conn: &mut PgConnection,
    envelope: Envelope,
    raw: &[u8],
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let Some(message) = mail_parser::MessageParser::default().parse(raw) else {
        tracing::warn!("a reply that is no email was dropped");
        replies::count(conn, "unreadable", ctx.now)?;
        return Ok(());
    };
    let mut named = None;
    for secret in envelope.to.iter().filter_map(|a| reply_secret(a)) {
        if let Some(seat) = messages::reply_seat(conn, secret)? {
            named = Some(seat);
            break;
        }
    }
    let Some(named) = named else {
        tracing::info!(to = ?envelope.to, "a reply to an address we never gave was dropped");
        replies::count(conn, "unknown_address", ctx.now)?;
        return Ok(());
    };
    // One reply, one reading: a relay that delivers it again changes nothing. Its Message-ID
    // (else its bytes) with the seat it speaks for, so that no one else's email can take its
    // place.
    let id = match message.message_id() {
        Some(id) => id.to_string(),
        None => String::from_utf8_lossy(raw).into_owned(),
    };
    let seen = format!("{}-{}-{id}", named.game_id, named.seat);
    let key = format!(
        "reply-{}@{}",
        &tokens::hex(&tokens::hash(&seen))[..24],
        ctx.mail_domain
    );
    let reply = Reply {
        named,
        key,
        automatic: automatic::automatic(&message, envelope.from),
        text: reply_text::fresh_of(&message),
    };
    let kind = crate::db::games::kind_of(conn, reply.named.game_id)?.ok_or(PlayError::NoGame)?;
    crate::with_game!(&kind, G => read::<G>(conn, &reply, ctx))
}

/// What a reply brings, before the game reads it.
struct Reply {
    named: ReplySeat,
    /// Its key in the notification log.
    key: String,
    /// Why a program wrote it, if one did.
    automatic: Option<automatic::Automatic>,
    /// What the player wrote, without the quote and the signature.
    text: String,
}

/// What became of a reply.
#[derive(Debug, Default)]
struct Done {
    /// The decision played, in words.
    played: Option<String>,
    posted: bool,
    /// What was refused, and why, one sentence each.
    refused: Vec<String>,
}

/// What the reply says, for the seat it names, in a game of `G`.
fn read<G: Playable>(conn: &mut PgConnection, reply: &Reply, ctx: &Ctx) -> Result<(), PlayError> {
    let named = &reply.named;
    let mut table = Table::lock(conn, named.game_id, ctx.now)?.ok_or(PlayError::NoGame)?;
    let Some((_, user)) = table.player(named.seat as Seat).cloned() else {
        return Ok(());
    };
    // What the player is told of their reply, in the answer and in their account's log.
    let tr = Tr::new(user.lang());
    let first = reply
        .text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or_default();
    let subject = if first.is_empty() {
        tr.t("reply-log-empty")
    } else {
        crate::words::shorten(first, 80)
    };
    let log = |conn: &mut PgConnection, key: &str, status: EmailStatus, reason: &str| {
        notifications::insert(
            conn,
            notifications::NewNotification {
                user_id: user.id,
                game_id: Some(named.game_id),
                kind: EmailKind::Reply,
                message_id: key,
                subject: &subject,
                status,
                reason: Some(reason),
                now: ctx.now,
            },
        )
    };
    // The game's lock makes two deliveries at once wait for each other.
    if notifications::exists(conn, &reply.key)? {
        replies::count(conn, "duplicate", ctx.now)?;
        let again = format!("{}-again-{}", reply.key, ctx.now.timestamp_micros());
        log(conn, &again, EmailStatus::Ignored, &tr.t("reply-log-again"))?;
        return Ok(());
    }
    if let Some(automatic) = &reply.automatic {
        tracing::info!(why = automatic.why(), "an automatic reply was dropped");
        replies::count(conn, "automatic", ctx.now)?;
        let reason = format!("{}: nothing was done", automatic.why());
        log(conn, &reply.key, EmailStatus::Ignored, &reason)?;
        return Ok(());
    }
    let mut done = Done::default();
    let lex = Lexicon::new(tr.lang.code());
    let talk_text = match command::line::<G>(first, &lex) {
        Line::Talk => reply.text.trim(),
        line => {
            match decide::<G>(conn, &mut table, named, (first, line), (&tr, &lex), ctx)? {
                Ok(words) => done.played = Some(words),
                Err(why) => done.refused.push(why),
            }
            reply.text.trim()[reply.text.trim().find(first).unwrap_or(0) + first.len()..].trim()
        }
    };
    if !talk_text.is_empty() {
        if !done.refused.is_empty() {
            done.refused.push(tr.t("reply-talk-held-back"));
        } else if let Some(why) = leaks::refusal(talk_text, &named.lines) {
            done.refused
                .push(tr.t1("reply-talk-refused", "why", tr.t(why)));
        } else {
            match talk::post(conn, &table.game, &user, talk_text, Via::Email, ctx.now) {
                Ok(_) => done.posted = true,
                Err(PlayError::Database(e)) => return Err(PlayError::Database(e)),
                Err(e) => done.refused.push(tr.t1(
                    "reply-talk-not-posted",
                    "why",
                    e.reason().sentence(tr.lang),
                )),
            }
        }
    }
    let nothing = first.is_empty();
    let (status, outcome) = match (&done.played, done.posted, done.refused.is_empty()) {
        (None, false, true) if nothing => (EmailStatus::Refused, "empty"),
        (None, false, _) => (EmailStatus::Refused, "refused"),
        (Some(_), _, false) => (EmailStatus::Received, "partly_played"),
        (Some(_), _, true) => (EmailStatus::Received, "played"),
        (None, true, _) => (EmailStatus::Received, "posted"),
    };
    replies::count(conn, outcome, ctx.now)?;
    let mut said = Vec::new();
    if let Some(played) = &done.played {
        said.push(tr.t1("reply-log-played", "what", played));
    }
    if done.posted {
        said.push(tr.t("reply-log-posted"));
    }
    said.extend(done.refused.iter().cloned());
    if nothing {
        said.push(tr.t("reply-log-nothing"));
    }
    log(conn, &reply.key, status, &said.join("; "))?;
    let answer = Answer {
        first,
        played: done.played.as_deref(),
        posted: done.posted,
        refused: &done.refused,
        nothing,
    };
    if done.refused.is_empty() && !nothing {
        // All of it was done: the seat's next email says so.
        if let Some(played) = &done.played {
            replies::confirm(conn, named.game_id, named.seat, played, ctx.now)?;
        }
        return Ok(());
    }
    answer::send::<G>(conn, &table, named, (&user, &tr), answer, &reply.key, ctx)
}

/// Plays the command on the reply's first line for the seat; the decision in words, or why
/// not. A failure of the database or of stored data is no answer for the player: it is
/// returned, and the reply is read again.
fn decide<G: Playable>(
    conn: &mut PgConnection,
    table: &mut Table,
    named: &ReplySeat,
    (first, line): (&str, Line),
    (tr, lex): (&Tr, &Lexicon),
    ctx: &Ctx,
) -> Result<Result<String, String>, PlayError> {
    let refuse = |why: String| Ok(Err(why));
    if !table.game.status.is_active() {
        return refuse(tr.t("reply-game-over"));
    }
    if !named.asks {
        return refuse(tr.t("reply-asked-nothing"));
    }
    if named.step != table.game.step {
        return refuse(tr.t("reply-step-over"));
    }
    let state: G::State = serde_json::from_value(table.game.state.clone())?;
    let seat = named.seat as Seat;
    let Some((_, prompt)) = G::prompts(&state).into_iter().find(|(s, _)| *s == seat) else {
        return refuse(tr.t("reply-nothing-owed"));
    };
    let names = table.names();
    let orders = table.player(seat).and_then(|(s, _)| s.orders.as_ref());
    let ok = ok_decision::<G>(&state, seat, orders);
    let decision = match line {
        Line::Ok => {
            if let Some(made) = table.submitted.iter().find(|s| s.seat == named.seat) {
                let made: G::Decision = serde_json::from_value(made.decision.clone())?;
                return Ok(Ok(tr.t1(
                    "reply-decided-already",
                    "what",
                    G::decision_words(&state, seat, &made, &names, lex),
                )));
            }
            match ok {
                Some(ok) => ok,
                None => return refuse(tr.t("reply-nothing-owed")),
            }
        }
        Line::OkAndMore => {
            return refuse(tr.t1(
                "reply-ok-and-more",
                "line",
                crate::words::shorten(first, 60),
            ));
        }
        Line::Command => {
            match G::read_command(&state, seat, &prompt, first, &names, ok.as_ref(), lex) {
                Reading::Decision(decision) => decision,
                Reading::Unreadable(why) => return refuse(why),
                Reading::NotACommand => {
                    return refuse(tr.t1(
                        "reply-not-a-command",
                        "line",
                        crate::words::shorten(first, 60),
                    ));
                }
            }
        }
        Line::Talk => return refuse(tr.t("reply-no-command")),
    };
    let step = table.game.step;
    let stored = table.submitted.clone();
    // A savepoint: a refused decision writes nothing.
    let submitted = conn.transaction(|conn| {
        crate::play::turn::submit::submit_at::<G>(
            conn,
            table,
            state.clone(),
            seat,
            step,
            &decision,
            Source::Email,
            ctx,
        )
    });
    match submitted {
        Ok(_) => Ok(Ok(G::decision_words(&state, seat, &decision, &names, lex))),
        Err(
            e @ (PlayError::Rule(_)
            | PlayError::StepClosed
            | PlayError::NothingOwed
            | PlayError::GameOver),
        ) => {
            table.submitted = stored;
            refuse(match e {
                PlayError::StepClosed => tr.t("error-step-closed"),
                PlayError::NothingOwed => tr.t("error-nothing-owed"),
                PlayError::GameOver => tr.t("error-game-over"),
                rule => rule.reason().sentence(tr.lang),
            })
        }
        Err(e) => Err(e),
    }
}
