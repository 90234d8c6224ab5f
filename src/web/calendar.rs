//! `/calendar/{token}.ics`: a private iCalendar feed of the decisions a player owes, each at
//! its deadline, for their calendar app to subscribe to.

use crate::db::users;
use crate::i18n::{Said, Tr};
use crate::play::emails::pending::{self, Pending};
use crate::web::error::WebError;
use crate::web::state::AppState;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use chrono::{DateTime, Duration, Utc};

pub async fn feed(
    state: web::Data<AppState>,
    file: web::Path<String>,
) -> Result<HttpResponse, WebError> {
    let gone = || {
        WebError::refused(
            StatusCode::NOT_FOUND,
            Said::msg("error-no-calendar"),
            Said::msg("error-no-calendar-why"),
        )
    };
    let Some(token) = file.into_inner().strip_suffix(".ics").map(str::to_string) else {
        return Err(gone());
    };
    let ctx = state.ctx();
    let pending = state
        .db(move |conn| {
            let user = users::by_calendar_token(conn, &token)?.ok_or_else(gone)?;
            Ok((pending::of_user(conn, user.id)?, user.lang()))
        })
        .await?;
    let (pending, lang) = pending;
    let body = ics(
        &pending,
        &Tr::new(lang),
        &ctx.base_url,
        &ctx.mail_domain,
        ctx.now,
    );
    Ok(HttpResponse::Ok()
        .content_type("text/calendar; charset=utf-8")
        .insert_header(("Cache-Control", "private, max-age=300"))
        .body(body))
}

/// The feed: one event per decision owed with a deadline, ending at the deadline, in the words
/// of `tr`.
pub fn ics(
    pending: &[Pending],
    tr: &Tr,
    base_url: &str,
    domain: &str,
    now: DateTime<Utc>,
) -> String {
    let mut lines = vec![
        "BEGIN:VCALENDAR".to_string(),
        "VERSION:2.0".to_string(),
        "PRODID:-//Missive//Deadlines//EN".to_string(),
        "CALSCALE:GREGORIAN".to_string(),
        "METHOD:PUBLISH".to_string(),
        format!("X-WR-CALNAME:{}", text(&tr.t("calendar-name"))),
    ];
    for p in pending {
        let Some(deadline) = p.deadline else {
            continue;
        };
        lines.extend([
            "BEGIN:VEVENT".to_string(),
            format!(
                "UID:game-{}-step-{}-seat-{}@{domain}",
                p.game_id, p.step, p.seat
            ),
            format!("DTSTAMP:{}", stamp(now)),
            format!("DTSTART:{}", stamp(deadline - Duration::minutes(30))),
            format!("DTEND:{}", stamp(deadline)),
            format!(
                "SUMMARY:{}",
                text(&tr.t1("calendar-deadline", "game", &p.game_title))
            ),
            format!("DESCRIPTION:{}", text(&format!("{}.", tr.say(&p.due)))),
            format!("URL:{base_url}/games/{}", p.game_id),
            "END:VEVENT".to_string(),
        ]);
    }
    lines.push("END:VCALENDAR".to_string());
    lines.iter().map(|l| fold(l)).collect()
}

fn stamp(t: DateTime<Utc>) -> String {
    t.format("%Y%m%dT%H%M%SZ").to_string()
}

/// A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and newline escaped.
fn text(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace(';', "\\;")
        .replace(',', "\\,")
        .replace('\n', "\\n")
}

/// A content line folded at 75 octets, never inside a character, ending in CRLF.
fn fold(line: &str) -> String {
    let mut out = String::with_capacity(line.len() + 8);
    let mut width = 0;
    for c in line.chars() {
        if width + c.len_utf8() > 75 {
            out.push_str("\r\n ");
            width = 1;
        }
        out.push(c);
        width += c.len_utf8();
    }
    out.push_str("\r\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_fold_at_75_octets_without_splitting_a_character() {
        let line = format!("SUMMARY:{}", "é".repeat(60));
        let folded = fold(&line);
        for part in folded.split("\r\n").filter(|p| !p.is_empty()) {
            assert!(part.len() <= 75, "{} octets: {part}", part.len());
        }
        let unfolded = folded.replace("\r\n ", "");
        assert_eq!(unfolded.trim_end(), line);
    }

    #[test]
    fn text_escapes_what_ical_reserves() {
        assert_eq!(text("a,b;c\\d\ne"), "a\\,b\\;c\\\\d\\ne");
    }

    #[test]
    fn an_event_per_deadline_and_none_without() {
        let now: DateTime<Utc> = "2026-12-01T10:00:00Z".parse().unwrap();
        let p = |game_id, deadline| Pending {
            game_id,
            seat: 1,
            step: 4,
            game_title: format!("Tuesday game #{game_id}"),
            due: crate::games::Phrase::verbatim("Pick a card, round 1"),
            deadline,
        };
        let feed = ics(
            &[p(7, Some(now + Duration::hours(24))), p(8, None)],
            &Tr::default(),
            "https://m.test",
            "m.test",
            now,
        );
        assert!(feed.starts_with("BEGIN:VCALENDAR\r\n"));
        assert!(feed.ends_with("END:VCALENDAR\r\n"));
        assert_eq!(feed.matches("BEGIN:VEVENT").count(), 1);
        assert!(feed.contains("UID:game-7-step-4-seat-1@m.test\r\n"));
        assert!(feed.contains("DTEND:20261202T100000Z\r\n"));
        assert!(feed.contains("SUMMARY:Deadline: Tuesday game #7\r\n"));
        assert!(feed.contains("DESCRIPTION:Pick a card\\, round 1.\r\n"));
        assert!(feed.contains("URL:https://m.test/games/7\r\n"));
    }
}
