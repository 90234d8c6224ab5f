//! Jobs that failed for good are kept, and whoever runs what they were about hears of it: a
//! game's organizers see "needs attention" on its page and get an email, a league's organizers
//! get an email about its season. An operator lists and retries them with `missive jobs`.

use crate::context::JobContext;
use crate::db::email_kind::EmailKind;
use crate::db::models::Job;
use crate::db::schema::jobs;
use crate::db::{games, leagues, notifications, seasons};
use crate::i18n::Tr;
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

/// What the job was doing, in the words of `tr`.
pub fn describe(job: &Job, tr: &Tr) -> String {
    match job.kind.as_str() {
        DeadlineDue::KIND => match payload::<DeadlineDue>(job) {
            Some(due) => tr.t1("attention-deadline-step", "step", due.step),
            None => tr.t("attention-deadline"),
        },
        NoticeDue::KIND => match payload::<NoticeDue>(job).map(|n| n.notice) {
            Some(Notice::Nudge) => tr.t("attention-nudge"),
            _ => tr.t("attention-reminder"),
        },
        StepEmailDue::KIND => match payload::<StepEmailDue>(job) {
            Some(due) => tr.t1("attention-step-email-step", "step", due.step),
            None => tr.t("attention-step-email"),
        },
        GameOverEmail::KIND => tr.t("attention-game-over"),
        AbsenceStarts::KIND => tr.t("attention-absence"),
        SeasonStarts::KIND => tr.t("attention-season-start"),
        SeasonEnds::KIND => tr.t("attention-season-end"),
        SeasonComplete::KIND => tr.t("attention-season-complete"),
        SendEmail::KIND => match payload::<SendEmail>(job) {
            Some(send) => tr.t2(
                "attention-email-to",
                "subject",
                &send.email.subject,
                "to",
                &send.email.to,
            ),
            None => tr.t("attention-email"),
        },
        other => tr.t1("attention-job", "kind", other),
    }
}

/// The failed jobs of a game, in the words of `tr`.
pub fn of_game(
    conn: &mut PgConnection,
    game_id: i64,
    tr: &Tr,
) -> Result<Vec<Attention>, PlayError> {
    Ok(crate::jobs::queue::failed_of_game(conn, game_id)?
        .iter()
        .map(|job| Attention {
            job_id: job.id,
            what: describe(job, tr),
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
    // What the organizer reads, in their language; the error itself is the operator's.
    let said = |tr: &Tr| {
        let lines = vec![
            tr.t1("attention-error", "error", &failure.error.message),
            tr.t("attention-who-mends"),
        ];
        (describe(&job, tr), lines)
    };
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
        for organizer in visibility::managers(conn, &game)? {
            let tr = Tr::new(organizer.lang());
            let (what, lines) = said(&tr);
            let link = QuickChoice {
                label: tr.t("attention-open-game"),
                url: ctx.url(&format!("/games/{}", game.id)),
            };
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
                    headline: tr.t1("attention-game-headline", "what", what),
                    lines,
                    link: Some(link),
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
        let tr = Tr::new(organizer.lang());
        let (what, lines) = said(&tr);
        league::news(
            conn,
            &league_row,
            &organizer,
            league::LeagueSaid {
                headline: tr.t2(
                    "attention-season-headline",
                    "what",
                    what,
                    "season",
                    season.number,
                ),
                lines,
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
