//! The emails a step causes, queued in the transaction that resolved it (the outbox): one to
//! each player who owes a decision, or the final scores to everyone.

use super::{Ctx, PlayError, Playable};
use crate::db::models::{GameRow, User};
use crate::db::{games, history, notifications};
use crate::games::{Game, Outcome, Seat};
use crate::jobs;
use crate::mail::kinds::{DecisionDue, GameOver, QuickChoice, StandingLine};
use crate::mail::{Email, Rendered};
use chrono::{DateTime, Utc};
use diesel::PgConnection;
use serde::{Deserialize, Serialize};

pub const SEND_EMAIL: &str = "send_email";
/// At most this many lines of "what happened" in one email; the game page has the rest.
const HAPPENED_LINES: usize = 40;

/// The payload of a `send_email` job.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SendEmail {
    pub notification_id: i64,
    pub email: Email,
}

pub fn game_title<G: Game>(game_id: i64) -> String {
    format!("{} #{game_id}", G::NAME)
}

pub fn deadline_text(deadline: DateTime<Utc>) -> String {
    deadline.format("%a %e %b %Y, %H:%M UTC").to_string()
}

pub fn step_opened<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    state: &G::State,
    deadline: Option<DateTime<Utc>>,
    ctx: &Ctx,
    invitation: bool,
) -> Result<(), PlayError> {
    let players = games::players(conn, game.id)?;
    let names: Vec<String> = players
        .iter()
        .map(|(_, u)| u.display_name.clone())
        .collect();
    if let Some(outcome) = G::outcome(state) {
        for (seat, user) in players.iter().map(|(s, u)| (s.seat as Seat, u)) {
            game_over::<G>(conn, game, seat, user, &names, &outcome, ctx)?;
        }
        return Ok(());
    }
    let step = G::step(state) as i32;
    let submitted = history::submissions_for_step(conn, game.id, step)?;
    let organizer = players
        .iter()
        .find(|(_, u)| u.id == game.organizer_id)
        .map(|(_, u)| u.display_name.clone());
    for (seat, prompt) in G::prompts(state) {
        if submitted.iter().any(|s| s.seat as Seat == seat) {
            continue;
        }
        let Some((_, user)) = players.iter().find(|(s, _)| s.seat as Seat == seat) else {
            continue;
        };
        let seat_link = seat_link(conn, game.id, seat, ctx)?;
        let from = history::last_own_decision(conn, game.id, seat as i32)?.map_or(0, |s| s + 1);
        let mut happened = Vec::new();
        for row in history::steps_from(conn, game.id, from)? {
            let events: Vec<G::Event> = serde_json::from_value(row.events)?;
            happened.extend(events.iter().filter_map(|e| G::tell(e, &names)));
        }
        if happened.len() > HAPPENED_LINES {
            happened.drain(..happened.len() - HAPPENED_LINES);
        }
        let due = DecisionDue {
            name: user.display_name.clone(),
            game_title: game_title::<G>(game.id),
            game_url: ctx.url(&format!("/games/{}", game.id)),
            seat_link: seat_link.clone(),
            due: G::due(&prompt, state),
            invited_by: if invitation { organizer.clone() } else { None },
            happened,
            deadline: deadline.map(deadline_text),
            quick_choices: G::quick_choices(&prompt)
                .into_iter()
                .map(|(label, query)| QuickChoice {
                    label,
                    url: format!("{seat_link}?{query}"),
                })
                .collect(),
            settings_url: ctx.url("/account"),
        };
        let rendered = due
            .render()
            .map_err(|e| PlayError::Corrupt(e.to_string()))?;
        let message_id = format!(
            "game-{}-step-{step}-seat-{seat}-user-{}@{}",
            game.id, user.id, ctx.mail_domain
        );
        let email = game_email(user, rendered, message_id, game.id, &seat_link, ctx);
        queue(conn, user, Some(game.id), "decision_due", email, ctx)?;
    }
    Ok(())
}

fn thread_id(game_id: i64, ctx: &Ctx) -> String {
    format!("game-{game_id}@{}", ctx.mail_domain)
}

fn game_over<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    seat: Seat,
    user: &User,
    names: &[String],
    outcome: &Outcome,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let seat_link = seat_link(conn, game.id, seat, ctx)?;
    let over = GameOver {
        name: user.display_name.clone(),
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
        settings_url: ctx.url("/account"),
    };
    let rendered = over
        .render()
        .map_err(|e| PlayError::Corrupt(e.to_string()))?;
    let message_id = format!("game-{}-over-user-{}@{}", game.id, user.id, ctx.mail_domain);
    let email = game_email(user, rendered, message_id, game.id, &seat_link, ctx);
    queue(conn, user, Some(game.id), "game_over", email, ctx)
}

/// A fresh link to the seat: every email carries its own.
fn seat_link(
    conn: &mut PgConnection,
    game_id: i64,
    seat: Seat,
    ctx: &Ctx,
) -> Result<String, PlayError> {
    let token = games::new_seat_link(conn, game_id, seat as i32, ctx.now)?;
    Ok(ctx.url(&format!("/play/{token}")))
}

/// An email of a game: in the game's thread, unsubscribed through the seat link.
fn game_email(
    user: &User,
    rendered: Rendered,
    message_id: String,
    game_id: i64,
    seat_link: &str,
    ctx: &Ctx,
) -> Email {
    email_to(
        user,
        rendered,
        message_id,
        Some(thread_id(game_id, ctx)),
        Some(format!("{seat_link}/unsubscribe")),
    )
}

/// A rendered email addressed to the user.
pub fn email_to(
    user: &User,
    rendered: Rendered,
    message_id: String,
    thread: Option<String>,
    unsubscribe_url: Option<String>,
) -> Email {
    Email {
        to: user.email.clone(),
        to_name: user.display_name.clone(),
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        message_id,
        thread,
        unsubscribe_url,
    }
}

/// Logs the email and queues its sending, unless the user asked for none.
pub fn queue(
    conn: &mut PgConnection,
    user: &User,
    game_id: Option<i64>,
    kind: &str,
    email: Email,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    // Sign-in emails are asked for, so they go out whatever the setting.
    let suppressed = user.notify == "none" && kind != "sign_in";
    let id = notifications::insert(
        conn,
        notifications::NewNotification {
            user_id: user.id,
            game_id,
            kind,
            message_id: &email.message_id,
            subject: &email.subject,
            status: if suppressed { "suppressed" } else { "queued" },
            reason: suppressed.then_some("the player asked for no emails"),
            now: ctx.now,
        },
    )?;
    if let (Some(notification_id), false) = (id, suppressed) {
        let payload = serde_json::to_value(SendEmail {
            notification_id,
            email,
        })?;
        jobs::enqueue(conn, SEND_EMAIL, &payload, ctx.now)?;
    }
    Ok(())
}
