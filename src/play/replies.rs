//! A reply to a game's email. Its Reply-To secret names the seat; its first line may be a
//! command that decides for that seat ("ok", "pick Zeppelin", "pick 3"), checked by the rules
//! like a form; whatever else it says is posted at the table. A refused command gets an answer
//! that says why, with the seat's link. Every reply is in the notification log, with what
//! became of it.

use super::table::Table;
use super::talk::{self, Via};
use super::{Ctx, PlayError, Playable, Source, notify};
use crate::db::messages::{self, ReplySeat};
use crate::db::models::User;
use crate::db::{notifications, tokens};
use crate::games::Seat;
use crate::mail::QuickChoice;
use crate::mail::inbound::reply_secret;
use crate::mail::reply_text;
use diesel::prelude::*;

/// At most this many answers to refused replies go to one player in an hour; the rest are
/// only logged.
const ANSWERS_PER_HOUR: i64 = 10;

/// What a reply's first line asks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Accept the decision the seat's page is filled with.
    Ok,
    /// One of the email's quick choices, by name or number.
    Pick(String),
}

impl Command {
    /// The command on `line`, if it is one: "ok", "OK.", "pick 3", "Pick Zeppelin!".
    pub fn parse(line: &str) -> Option<Command> {
        let line = line
            .trim()
            .trim_end_matches(['.', '!'])
            .trim()
            .to_lowercase();
        if line == "ok" || line == "okay" {
            return Some(Command::Ok);
        }
        let rest = line.strip_prefix("pick ")?.trim().trim_matches('"').trim();
        (!rest.is_empty()).then(|| Command::Pick(rest.to_string()))
    }
}

/// What the decision email says a reply may do.
pub fn hint<G: Playable>(
    state: &G::State,
    seat: Seat,
    prompt: &G::Prompt,
    orders: Option<&serde_json::Value>,
) -> String {
    let pick = G::quick_decision(state, seat, prompt, 0).is_some();
    // When "ok" makes one of the listed choices, the email says which.
    let ok = ok_decision::<G>(state, seat, orders);
    let named = G::quick_choices(prompt)
        .into_iter()
        .enumerate()
        .find(|(i, _)| ok.is_some() && G::quick_decision(state, seat, prompt, *i) == ok)
        .map(|(_, (label, _))| label);
    let mut hint = match named {
        Some(label) => format!(
            "You can also answer by replying to this email: \"ok\" picks {label}, as your seat's page is filled"
        ),
        None => "You can also answer by replying to this email: \"ok\" confirms what your seat's page is filled with".to_string(),
    };
    if pick {
        hint.push_str(", \"pick\" and a name or number from the list above picks it");
    }
    hint.push_str(". Anything else you write is posted at the table.");
    hint
}

/// The decision "ok" makes for `seat`: what its standing orders decide, else what the game
/// decides at a deadline. Orders this version cannot read are no orders.
pub fn ok_decision<G: Playable>(
    state: &G::State,
    seat: Seat,
    orders: Option<&serde_json::Value>,
) -> Option<G::Decision> {
    let orders: Option<G::Orders> = orders.and_then(|o| serde_json::from_value(o.clone()).ok());
    match orders {
        Some(orders) => G::ordered(state, seat, &orders),
        None => G::fallback(state, seat),
    }
}

/// One reply as it arrived: its envelope recipients and the whole message.
pub fn receive(
    conn: &mut PgConnection,
    to: &[String],
    raw: &[u8],
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let Some(message) = mail_parser::MessageParser::default().parse(raw) else {
        tracing::warn!("a reply that is no email was dropped");
        return Ok(());
    };
    if let Some(why) = automatic(&message) {
        tracing::info!(why, "an automatic reply was dropped");
        return Ok(());
    }
    let mut named = None;
    for secret in to.iter().filter_map(|a| reply_secret(a)) {
        if let Some(seat) = messages::reply_seat(conn, secret)? {
            named = Some(seat);
            break;
        }
    }
    let Some(named) = named else {
        tracing::warn!(?to, "a reply to an address we never gave was dropped");
        return Ok(());
    };
    let text = reply_text::fresh(&message.body_text(0).unwrap_or_default());
    // One reply, one entry: a relay that delivers it again changes nothing. Its Message-ID
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
    let kind = crate::db::games::kind_of(conn, named.game_id)?.ok_or(PlayError::NoGame)?;
    crate::with_game!(&kind, G => read::<G>(conn, named, &text, &key, ctx))
}

/// Why a message was written by a program rather than a person (an out-of-office answer, a
/// bounce): answering it could start a loop of emails.
fn automatic(message: &mail_parser::Message) -> Option<&'static str> {
    let header = |name: &str| {
        message
            .header_raw(name)
            .map(|v| v.trim().to_ascii_lowercase())
    };
    if header("Auto-Submitted").is_some_and(|v| v != "no") {
        return Some("Auto-Submitted");
    }
    if header("Precedence")
        .is_some_and(|v| ["bulk", "junk", "list", "auto_reply"].contains(&v.as_str()))
    {
        return Some("Precedence");
    }
    if header("X-Autoreply").is_some() || header("X-Autorespond").is_some() {
        return Some("X-Autoreply");
    }
    None
}

/// What the reply says, for the seat it names, in a game of `G`.
fn read<G: Playable>(
    conn: &mut PgConnection,
    named: ReplySeat,
    text: &str,
    key: &str,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let mut table = Table::lock(conn, named.game_id, ctx.now)?.ok_or(PlayError::NoGame)?;
    // One reply, one reading: a relay that delivers it again changes nothing. (The game's lock
    // makes two deliveries at once wait for each other.)
    if notifications::exists(conn, key)? {
        return Ok(());
    }
    let Some((_, user)) = table
        .players
        .iter()
        .find(|(s, _)| s.seat == named.seat)
        .cloned()
    else {
        return Ok(());
    };
    let first = text.lines().next().unwrap_or_default();
    let (command, rest) = match Command::parse(first) {
        Some(command) => (Some(command), text[first.len()..].trim()),
        None => (None, text),
    };
    let subject = if first.is_empty() {
        "(empty reply)"
    } else {
        first
    };
    let log = |conn: &mut PgConnection, status: &str, reason: &str| {
        notifications::insert(
            conn,
            notifications::NewNotification {
                user_id: user.id,
                game_id: Some(named.game_id),
                kind: "reply",
                message_id: key,
                subject: &crate::words::shorten(subject, 80),
                status,
                reason: Some(reason),
                now: ctx.now,
            },
        )
    };
    let mut done = Vec::new();
    let mut refusal = None;
    if let Some(command) = &command {
        match decide::<G>(conn, &mut table, named, command, ctx) {
            Ok(what) => done.push(what),
            Err(reason) => refusal = Some(reason),
        }
    }
    if !rest.is_empty() {
        match talk::post(conn, &table.game, &user, rest, Via::Email, ctx.now) {
            Ok(_) => done.push("posted at the table".into()),
            Err(PlayError::Database(e)) => return Err(PlayError::Database(e)),
            Err(e) => {
                let reason = format!(
                    "Your message was not posted: {}",
                    crate::words::sentence(&e.to_string())
                );
                refusal = Some(match refusal {
                    Some(first) => format!("{first} {reason}"),
                    None => reason,
                });
            }
        }
    }
    let (status, answer) = match &refusal {
        Some(reason) => ("refused", reason.clone()),
        None if done.is_empty() => ("received", "nothing in it".to_string()),
        None => ("received", done.join("; ")),
    };
    log(conn, status, &answer)?;
    // Answers are few: whoever knows an address cannot flood its player with them.
    let answered = notifications::count_since(
        conn,
        user.id,
        "reply_answer",
        ctx.now - chrono::Duration::hours(1),
    )?;
    if let Some(reason) = refusal.filter(|_| answered < ANSWERS_PER_HOUR) {
        answer_refusal::<G>(conn, &table, named, &user, first, &reason, key, ctx)?;
    }
    Ok(())
}

/// Plays `command` for the seat; what was done, or why not.
fn decide<G: Playable>(
    conn: &mut PgConnection,
    table: &mut Table,
    named: ReplySeat,
    command: &Command,
    ctx: &Ctx,
) -> Result<String, String> {
    if table.game.status != "active" {
        return Err("This game is over: there is nothing left to decide.".into());
    }
    if named.step != table.game.step {
        return Err("That email was about a step that is over: the game has moved on since. Your seat's page shows what is asked now.".into());
    }
    let state: G::State =
        serde_json::from_value(table.game.state.clone()).map_err(|e| e.to_string())?;
    let seat = named.seat as Seat;
    let Some((_, prompt)) = G::prompts(&state).into_iter().find(|(s, _)| *s == seat) else {
        return Err("Nothing is asked of you in this step.".into());
    };
    let decision = match command {
        Command::Ok => {
            if table.submitted.iter().any(|s| s.seat == named.seat) {
                return Ok("the decision was in already".into());
            }
            let orders = table
                .players
                .iter()
                .find(|(s, _)| s.seat == named.seat)
                .and_then(|(s, _)| s.orders.as_ref());
            ok_decision::<G>(&state, seat, orders).ok_or("Nothing is asked of you in this step.")?
        }
        Command::Pick(wanted) => {
            let labels: Vec<String> = G::quick_choices(&prompt)
                .into_iter()
                .map(|(label, _)| label)
                .collect();
            if labels.is_empty() {
                return Err("\"pick\" chooses one of the cards an email lists, and this step asks something else. Decide on your seat's page.".into());
            }
            let choice = chosen(&labels, wanted).ok_or_else(|| {
                format!(
                    "\"{wanted}\" is not one of the choices: {}.",
                    crate::words::and_list(&numbered(&labels))
                )
            })?;
            G::quick_decision(&state, seat, &prompt, choice)
                .ok_or("That choice needs your seat's page: a reply cannot make it.".to_string())?
        }
    };
    let step = table.game.step;
    let stored = table.submitted.clone();
    // A savepoint: a refused decision writes nothing.
    let submitted = conn.transaction(|conn| {
        let state = state.clone();
        super::submit::submit_at::<G>(
            conn,
            table,
            state,
            seat,
            step,
            &decision,
            Source::Email,
            ctx,
        )
    });
    match submitted {
        Ok(_) => Ok(format!("played: {}", G::due(&prompt, &state))),
        Err(e @ (PlayError::Rule(_) | PlayError::StepClosed | PlayError::NothingOwed)) => {
            table.submitted = stored;
            Err(crate::words::sentence(&e.to_string()))
        }
        Err(e) => Err(format!("It could not be played: {e}.")),
    }
}

/// The choice `wanted` names: its number from 1, or its label, whole or as the start of one.
fn chosen(labels: &[String], wanted: &str) -> Option<usize> {
    if let Ok(n) = wanted.parse::<usize>() {
        return (1..=labels.len()).contains(&n).then(|| n - 1);
    }
    let wanted = wanted.to_lowercase();
    if let Some(i) = labels.iter().position(|l| l.to_lowercase() == wanted) {
        return Some(i);
    }
    let starting: Vec<usize> = (0..labels.len())
        .filter(|&i| labels[i].to_lowercase().starts_with(&wanted))
        .collect();
    match starting[..] {
        [one] => Some(one),
        _ => None,
    }
}

fn numbered(labels: &[String]) -> Vec<String> {
    labels
        .iter()
        .enumerate()
        .map(|(i, l)| format!("{} ({l})", i + 1))
        .collect()
}

/// Tells the player why their reply was not played, with their seat's link.
#[allow(clippy::too_many_arguments)]
fn answer_refusal<G: Playable>(
    conn: &mut PgConnection,
    table: &Table,
    named: ReplySeat,
    user: &User,
    command: &str,
    reason: &str,
    key: &str,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let link = QuickChoice {
        label: "Your seat".into(),
        url: notify::seat_link(conn, named.game_id, named.seat as Seat, ctx)?,
    };
    let lines = vec![
        format!("You replied: \"{}\".", crate::words::shorten(command, 80)),
        reason.to_string(),
    ];
    let title = notify::game_title::<G>(table.game.id);
    let about = notify::Titled {
        game_id: table.game.id,
        title: &title,
        kind: "reply_answer",
    };
    let key = key.split('@').next().unwrap_or(key);
    notify::notice_titled(
        conn,
        about,
        user,
        "Your reply was not played".into(),
        lines,
        Some(link),
        &format!("{key}-answer"),
        ctx,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_are_read_from_the_first_line_only_when_they_are_one() {
        assert_eq!(Command::parse("ok"), Some(Command::Ok));
        assert_eq!(Command::parse(" OK. "), Some(Command::Ok));
        assert_eq!(
            Command::parse("Pick Zeppelin!"),
            Some(Command::Pick("zeppelin".into()))
        );
        assert_eq!(Command::parse("pick 3"), Some(Command::Pick("3".into())));
        assert_eq!(Command::parse("pick"), None);
        assert_eq!(Command::parse("ok, travelling until Friday"), None);
        assert_eq!(Command::parse("good move!"), None);
    }

    #[test]
    fn a_choice_is_named_by_number_label_or_the_start_of_one() {
        let labels = vec!["Zeppelin".to_string(), "Zoo".into(), "Airport".into()];
        assert_eq!(chosen(&labels, "1"), Some(0));
        assert_eq!(chosen(&labels, "3"), Some(2));
        assert_eq!(chosen(&labels, "0"), None);
        assert_eq!(chosen(&labels, "4"), None);
        assert_eq!(chosen(&labels, "zoo"), Some(1));
        assert_eq!(chosen(&labels, "air"), Some(2));
        assert_eq!(chosen(&labels, "z"), None);
        assert_eq!(chosen(&labels, "castle"), None);
    }
}
