//! Table talk: what a game's players (and its league's organizers) write at its table, from a
//! page or by replying to an email. Plain text, checked here whatever way it came; shown
//! wherever the game may be seen, in the order it was written, and carried by each player's
//! next email.

use crate::db::messages::{self, NewMessage};
use crate::db::models::{GameRow, Message, SeatRow, User};
use crate::db::{games, locks};
use crate::i18n::Lang;
use crate::local_time;
use crate::mail::kinds::TalkNote;
use crate::play::PlayError;
use crate::play::visibility::manages;
use chrono::{DateTime, Duration, Utc};
use diesel::{Connection, PgConnection};

/// The longest message, in characters: a few paragraphs.
pub const MAX_CHARS: usize = 2000;
/// How many messages one person may write in an hour, across games.
pub const PER_HOUR: i64 = 30;

/// How a message came.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Via {
    Page,
    Email,
}

impl Via {
    fn as_str(self) -> &'static str {
        match self {
            Via::Page => "page",
            Via::Email => "email",
        }
    }
}

/// A message as a page shows it.
#[derive(Debug, Clone)]
pub struct TalkLine {
    pub id: i64,
    /// The step open when it was written.
    pub step: i32,
    pub who: String,
    pub when: String,
    /// Empty once hidden.
    pub body: String,
    pub hidden: bool,
    pub by_email: bool,
}

/// The text as it is kept: line ends made plain and the whole trimmed; refused when empty, too
/// long, or holding a control character.
pub fn clean(body: &str) -> Result<String, PlayError> {
    let text = body.replace("\r\n", "\n").replace('\r', "\n");
    let text = text.trim();
    if text.is_empty() {
        return Err(PlayError::invalid("refused-talk-empty"));
    }
    if crate::words::control_character(text).is_some() {
        return Err(PlayError::invalid("refused-talk-control"));
    }
    let length = text.chars().count();
    if length > MAX_CHARS {
        return Err(PlayError::Invalid(
            crate::i18n::Said::msg("refused-talk-long")
                .with("length", length)
                .with("max", MAX_CHARS),
        ));
    }
    Ok(text.to_string())
}

/// Writes `body` at the table of `game` as `author`: one of its players, or one of those who
/// run it. Returns the message's id.
pub fn post(
    conn: &mut PgConnection,
    game: &GameRow,
    author: &User,
    body: &str,
    via: Via,
    now: DateTime<Utc>,
) -> Result<i64, PlayError> {
    let text = clean(body)?;
    let seat = games::players(conn, game.id)?
        .into_iter()
        .find(|(_, u)| u.id == author.id)
        .map(|(s, _)| s.seat);
    if seat.is_none() && !manages(conn, game, author.id)? {
        return Err(PlayError::NotAPlayer);
    }
    // Counted under a lock on the author, held to the end of the (caller's) transaction: posts
    // that arrive together cannot all see room for one more.
    conn.transaction(|conn| {
        locks::lock(conn, locks::Kind::TalkAuthor, &author.id.to_string())?;
        let written = messages::written_since(conn, author.id, now - Duration::hours(1))?;
        if written >= PER_HOUR {
            return Err(PlayError::Limited(
                crate::i18n::Said::msg("refused-talk-limit").with("count", written),
            ));
        }
        let id = messages::insert(
            conn,
            NewMessage {
                game_id: game.id,
                author_id: author.id,
                seat,
                step: game.step,
                body: &text,
                via: via.as_str(),
                now,
            },
        )?;
        Ok(id)
    })
}

/// Hides a message of `game`; only those who run the game may.
pub fn hide(
    conn: &mut PgConnection,
    game: &GameRow,
    by: &User,
    message_id: i64,
    now: DateTime<Utc>,
) -> Result<(), PlayError> {
    if !manages(conn, game, by.id)? {
        return Err(PlayError::NotOrganizer);
    }
    let message =
        messages::get(conn, game.id, message_id)?.ok_or(PlayError::NotFound("message"))?;
    messages::hide(conn, game.id, message.id, by.id, now)?;
    Ok(())
}

/// Every message of the game, oldest first, with times in the reader's time zone, named by
/// `reader_zone` (UTC for a spectator who is not signed in).
pub fn lines(
    conn: &mut PgConnection,
    game_id: i64,
    reader_zone: Option<&str>,
    lang: Lang,
) -> Result<Vec<TalkLine>, PlayError> {
    Ok(messages::of_game(conn, game_id)?
        .into_iter()
        .map(|(m, author)| line(m, &author, reader_zone, lang))
        .collect())
}

/// The message `m` by `author`, its time in the reader's time zone (and `lang`) when the reader
/// is known.
fn line(m: Message, author: &User, reader_zone: Option<&str>, lang: Lang) -> TalkLine {
    let when = match reader_zone {
        Some(zone) => local_time::show_in(zone, lang, m.posted_at),
        None => crate::play::titles::deadline_text(m.posted_at),
    };
    let hidden = m.hidden_at.is_some();
    TalkLine {
        id: m.id,
        step: m.step,
        who: author.display_name.clone(),
        when,
        body: if hidden { String::new() } else { m.body },
        hidden,
        by_email: m.via == "email",
    }
}

/// What the next email to the player at `seat` carries: the shown messages of others it has
/// not carried yet, and the id to note as carried once it is sent.
pub fn unread(
    conn: &mut PgConnection,
    seat: &SeatRow,
    reader: &User,
) -> Result<(Vec<TalkNote>, i64), PlayError> {
    // Read up to the newest first: a message written meanwhile waits for the next email.
    let newest = messages::newest(conn, seat.game_id)?;
    let unread = messages::unread(conn, seat.game_id, seat.talk_mailed, reader.id)?
        .into_iter()
        .filter(|(m, _)| m.id <= newest)
        .map(|(m, author)| TalkNote {
            who: author.display_name,
            body: m.body,
        })
        .collect();
    Ok((unread, newest))
}

/// Notes that `seat`'s emails have carried the messages up to `newest`.
pub fn carried(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i32,
    newest: i64,
) -> Result<(), PlayError> {
    messages::mailed_up_to(conn, game_id, seat, newest)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_plain_text_within_bounds() {
        assert_eq!(clean("  hello\r\nthere \n").unwrap(), "hello\nthere");
        assert!(clean("   \n ").is_err());
        assert!(clean("bell\u{7}").is_err());
        assert!(clean("escape \u{1b}[31m").is_err());
        assert!(clean(&"x".repeat(MAX_CHARS)).is_ok());
        assert!(clean(&"x".repeat(MAX_CHARS + 1)).is_err());
        assert_eq!(clean("tab\there").unwrap(), "tab\there");
    }
}
