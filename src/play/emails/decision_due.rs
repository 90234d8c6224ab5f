//! "Your decision is due": what the player is to decide, with a fresh seat link, what happened
//! since their last decision, the table's talk, and what a reply may say.

use crate::context::Ctx;
use crate::db::email_kind::EmailKind;
use crate::db::models::{GameRow, SeatRow, User};
use crate::db::{game_log, games, history, leagues, replies, seasons};
use crate::games::Seat;
use crate::games::commands::Lexicon;
use crate::i18n::Tr;
use crate::local_time;
use crate::mail::kinds::{DecisionDue, Invitation, QuickChoice};
use crate::outbox::queue::{Digest, queue_with};
use crate::play::emails::game_email::{game_email, seat_link, step_message_id};
use crate::play::table::names_of;
use crate::play::titles::game_title;
use crate::play::{PlayError, Playable, log_words, reply_commands, step_lines, talk};
use chrono::{DateTime, Utc};
use diesel::PgConnection;

/// At most this many lines of "what happened" in one email; the game page has the rest.
const HAPPENED_LINES: usize = 40;
/// What sets one "your decision is due" email apart from another of the same step.
pub struct Due<'a> {
    pub deadline: Option<DateTime<Utc>>,
    /// A first line: why this email comes now (a reminder, a nudge).
    pub lead: Option<String>,
    /// What the subject says, before the game's title; `None`: the prompt ("Planning (round
    /// 2)"), or the invitation.
    pub subject: Option<String>,
    /// Part of the Message-ID: "" for the step's own email, else the reminder's or nudge's.
    pub key: &'a str,
    pub invitation: bool,
    /// The notification log's kind.
    pub kind: EmailKind,
}

/// Tells `user`, at `seat`, what they are to decide, with a fresh seat link and what happened
/// since their last decision.
pub fn decision_due<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    state: &G::State,
    seat: Seat,
    user: &User,
    due: Due,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let Some((_, prompt)) = G::prompts(state).into_iter().find(|(s, _)| *s == seat) else {
        return Ok(());
    };
    let players = games::players(conn, game.id)?;
    let names = names_of(&players);
    let step = G::step(state) as i32;
    let seat_link = seat_link(conn, game.id, seat, ctx)?;
    let invitation = match due.invitation {
        true => Some(invitation(conn, game, &players, user)?),
        false => None,
    };
    let from = history::last_own_decision(conn, game.id, seat as i32)?.map_or(0, |s| s + 1);
    let tr = Tr::new(user.lang());
    let (happened, events) =
        happened_since::<G>(conn, game.id, from, &names, seat, (&tr, &user.time_zone))?;
    let subject = match (due.subject, &invitation) {
        (Some(subject), _) => subject,
        (None, Some(i)) => i.subject(&tr),
        (None, None) => match G::news(&events, &names, seat) {
            Some(news) => tr.t2(
                "email-subject-news",
                "what",
                tr.say(&G::subject(&prompt, state)),
                "news",
                tr.say(&news),
            ),
            None => tr.say(&G::subject(&prompt, state)),
        },
    };
    let seat_row = players
        .iter()
        .find(|(s, _)| s.seat as Seat == seat)
        .map(|(s, _)| s);
    let (talk, newest) = match seat_row {
        Some(row) => talk::unread(conn, row, user)?,
        None => (Vec::new(), 0),
    };
    let (replied, confirmed) = replies::confirmations(conn, game.id, seat as i32)?;
    let mut quick_choices: Vec<QuickChoice> = G::quick_choices(&prompt)
        .into_iter()
        .map(|(label, query)| QuickChoice {
            label: tr.word(&label),
            url: format!("{seat_link}?{query}"),
        })
        .collect();
    let (replies, linked) = reply_commands::help::<G>(
        state,
        seat,
        &prompt,
        seat_row.and_then(|s| s.orders.as_ref()),
        &names,
        &quick_choices,
        &Lexicon::new(tr.lang.code()),
    );
    if linked {
        quick_choices.clear();
    }
    let email = DecisionDue {
        name: user.display_name.clone(),
        game_title: game_title::<G>(game.id),
        game_url: ctx.url(&format!("/games/{}", game.id)),
        seat_link: seat_link.clone(),
        subject,
        due: tr.say(&G::due(&prompt, state)),
        lead: due.lead,
        invitation,
        replied,
        happened,
        deadline: due.deadline.map(|d| local_time::show(user, user.lang(), d)),
        replies: Some(replies),
        quick_choices,
        talk,
        settings_url: ctx.url("/account"),
    };
    let rendered = email.render(user.lang())?;
    let message_id = step_message_id(game.id, step, seat, due.key, user.id, ctx);
    let email = game_email(
        conn,
        user,
        rendered,
        message_id,
        (game.id, seat, step, true),
        &seat_link,
        ctx,
    )?;
    // A decision that alone holds the table (a turn, in a turn-based game) cannot wait for a
    // daily digest: the whole table would wait a day for each turn.
    let holds_table = players.len() > 1 && G::prompts(state).len() == 1;
    let digest = if holds_table {
        Digest::Never
    } else {
        Digest::MayWait
    };
    if queue_with(conn, user, Some(game.id), due.kind, email, ctx, digest)? {
        talk::carried(conn, game.id, seat as i32, newest)?;
        replies::confirmed(conn, game.id, seat as i32, confirmed)?;
    }
    Ok(())
}

/// What a game's first email says of it: the league season it belongs to, or who started it,
/// unless it was `user`.
pub fn invitation(
    conn: &mut PgConnection,
    game: &GameRow,
    players: &[(SeatRow, User)],
    user: &User,
) -> Result<Invitation, PlayError> {
    let mut occasion = None;
    if let Some(place) = seasons::of_game(conn, game.id)? {
        let season = seasons::get(conn, place.season_id)?.ok_or(PlayError::NotFound("season"))?;
        let league = leagues::get(conn, season.league_id)?.ok_or(PlayError::NoLeague)?;
        occasion = Some(Tr::new(user.lang()).t3(
            "email-occasion",
            ("season", season.number),
            ("league", &league.name),
            ("division", place.division),
        ));
    }
    let by = players
        .iter()
        .find(|(_, u)| u.id == game.organizer_id && u.id != user.id)
        .map(|(_, u)| u.display_name.clone());
    Ok(Invitation { occasion, by })
}

/// What happened from step `from` on, as `seat` may know it, in words: the game's log
/// (deadlines, absences, replacements) and each resolved step's events, the most recent lines
/// last; and those events themselves.
pub fn happened_since<G: Playable>(
    conn: &mut PgConnection,
    game_id: i64,
    from: i32,
    names: &[String],
    seat: Seat,
    (tr, zone): (&Tr, &str),
) -> Result<(Vec<String>, Vec<G::Event>), PlayError> {
    let log = game_log::from_step(conn, game_id, from)?;
    let mut happened = Vec::new();
    let mut seen = Vec::new();
    let mut logged = log.iter().peekable();
    for row in history::steps_from(conn, game_id, from)? {
        // Log entries of a step happened before it resolved.
        while let Some(entry) = logged.next_if(|e| e.step <= row.step) {
            happened.push(log_words::read(entry, tr, zone));
        }
        let events: Vec<G::Event> = serde_json::from_value(row.events)?;
        let lines = step_lines::step_lines::<G>(&events, names, Some(seat));
        happened.extend(lines.own.iter().map(|l| tr.say(l)));
        happened.extend(lines.opening.iter().map(|l| tr.say(l)));
        seen.extend(step_lines::visible::<G>(&events, Some(seat)));
    }
    happened.extend(logged.map(|e| log_words::read(e, tr, zone)));
    if happened.len() > HAPPENED_LINES {
        happened.drain(..happened.len() - HAPPENED_LINES);
    }
    Ok((happened, seen))
}
