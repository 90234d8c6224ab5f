//! Jobs that failed for good are kept, and whoever runs what they were about hears of it: a
//! game's organizers see "needs attention" on its page and get an email, a league's organizers
//! get an email about its season. An operator lists and retries them with `missive jobs`.

use crate::context::JobContext;
use crate::db::email_kind::EmailKind;
use crate::db::models::Job;
use crate::db::schema::jobs;
use crate::db::{games, leagues, notifications, seasons};
use crate::jobs::{BackgroundJob, Failure};
use crate::mail::kinds::QuickChoice;
use crate::outbox::send_email::SendEmail;
use crate::play::due::{
    AbsenceStarts, DeadlineDue, GameOverEmail, Notice, NoticeDue, SeasonComplete, SeasonEnds,
    SeasonStarts, StepEmailDue,
};
use crate::play::emails::notice::{Said, Titled, notice_titled};
use crate::play::{PlayError, leagues::league, visibility};
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use serde::de::DeserializeOwned;

/// A failed job, as an organizer reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attention {
    pub job_id: i64,
    pub what: String,
    pub error: String,
    pub failed_at: DateTime<Utc>,
}

fn payload<J: BackgroundJob + DeserializeOwned>(job: &Job) -> Option<J> {
    serde_json::from_value(job.payload.clone()).ok()
}

/// What the job was doing, in words.
pub fn describe(job: &Job) -> String {
    match job.kind.as_str() {
        DeadlineDue::KIND => match payload::<DeadlineDue>(job) {
            Some(due) => format!("The deadline of step {} could not be applied", due.step),
            None => "A deadline could not be applied".into(),
        },
        NoticeDue::KIND => match payload::<NoticeDue>(job).map(|n| n.notice) {
            Some(Notice::Nudge) => "A nudge could not be sent".into(),
            _ => "A reminder could not be sent".into(),
        },
        StepEmailDue::KIND => match payload::<StepEmailDue>(job) {
            Some(due) => format!("The email of step {} could not be made", due.step),
            None => "A step's email could not be made".into(),
        },
        GameOverEmail::KIND => "The final scores could not be sent".into(),
        AbsenceStarts::KIND => "A player's absence could not begin".into(),
        SeasonStarts::KIND => "The season could not start".into(),
        SeasonEnds::KIND => "The season could not end".into(),
        SeasonComplete::KIND => "The season could not end after its last game".into(),
        SendEmail::KIND => match payload::<SendEmail>(job) {
            Some(send) => format!(
                "The email \u{201c}{}\u{201d} to {} could not be delivered",
                send.email.subject, send.email.to
            ),
            None => "An email could not be delivered".into(),
        },
        other => format!("A job of kind {other}"),
    }
}

/// The failed jobs of a game.
pub fn of_game(conn: &mut PgConnection, game_id: i64) -> Result<Vec<Attention>, PlayError> {
    Ok(crate::jobs::queue::failed_of_game(conn, game_id)?
        .iter()
        .map(|job| Attention {
            job_id: job.id,
            what: describe(job),
            error: job.last_error.clone().unwrap_or_default(),
            failed_at: job.failed_at.unwrap_or(job.run_at),
        })
        .collect())
}

/// Tells the organizers of whatever the failed job was about; every kind of job that fails for
/// good comes here (see `play::jobs::registry`).
pub fn tell(
    conn: &mut PgConnection,
    failure: &Failure,
    context: &JobContext,
) -> Result<(), PlayError> {
    let Some(job) = jobs::table
        .find(failure.job_id)
        .select(Job::as_select())
        .first(conn)
        .optional()?
    else {
        return Ok(());
    };
    // An email that told organizers of a failure is not told of in turn.
    if job.kind == SendEmail::KIND {
        let told_already = payload::<SendEmail>(&job)
            .map(|send| notifications::get(conn, send.notification_id))
            .transpose()?
            .flatten()
            .is_some_and(|n| n.kind == EmailKind::Attention.as_str());
        if told_already {
            return Ok(());
        }
    }
    let ctx = context.ctx(failure.now);
    let what = describe(&job);
    let lines = vec![
        format!("It stopped on this error: {}", failure.error.message),
        "Whoever runs this Missive sees it in their list of failed jobs and can try it again once the cause is mended.".to_string(),
    ];
    let key = format!("attention-job-{}", job.id);
    if let Some(game_id) = job.game_id {
        let Some(game) = games::get(conn, game_id)? else {
            return Ok(());
        };
        let title = format!(
            "{} #{}",
            crate::games::registry::name_of(&game.game),
            game.id
        );
        let link = QuickChoice {
            label: "Open the game".into(),
            url: ctx.url(&format!("/games/{}", game.id)),
        };
        for organizer in visibility::managers(conn, &game)? {
            notice_titled(
                conn,
                Titled {
                    game_id: game.id,
                    title: &title,
                    kind: EmailKind::Attention,
                    answering: None,
                },
                &organizer,
                Said {
                    headline: format!("{what}: this game needs attention"),
                    lines: lines.clone(),
                    link: Some(link.clone()),
                    key: &key,
                },
                &ctx,
            )?;
        }
        return Ok(());
    }
    let season_id = job.payload.get("season_id").and_then(|v| v.as_i64());
    let Some(season) = season_id
        .map(|id| seasons::get(conn, id))
        .transpose()?
        .flatten()
    else {
        return Ok(());
    };
    let Some(league_row) = leagues::get(conn, season.league_id)? else {
        return Ok(());
    };
    let organizers = leagues::members(conn, league_row.id)?
        .into_iter()
        .filter(|(m, _)| m.organizer && m.left_at.is_none());
    for (_, organizer) in organizers {
        league::news(
            conn,
            &league_row,
            &organizer,
            league::LeagueSaid {
                headline: format!("{what}: season {} needs attention", season.number),
                lines: lines.clone(),
                table: Vec::new(),
                link: None,
                key: &key,
            },
            &ctx,
        )?;
    }
    Ok(())
}

/// `tell`, as the job registry calls it.
pub fn on_failure(
    conn: &mut PgConnection,
    context: &JobContext,
    failure: &Failure,
) -> Result<(), crate::jobs::JobError> {
    tell(conn, failure, context).map_err(crate::jobs::JobError::from)
}
