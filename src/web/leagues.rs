//! `/leagues`: the leagues a visitor may see; `/leagues/new`: an organizer starts one;
//! `/leagues/{id}`: a league's page.

use crate::db::tokens;
use crate::games::registry::Registered;
use crate::i18n::{Said, Tr};
use crate::league::standings::{PointsTable, StandingsError};
use crate::play::PlayError;
use crate::play::leagues::league::{self, Settings, create};
use crate::play::leagues::league_view::{LeagueView, league_view};
use crate::play::once::{self, Done};
use crate::web::deadline_policy::{self, HOURS, MAX_ABSENCE_DAYS, REMINDERS, reminder_choices};
use crate::web::error::WebError;
use crate::web::fields::{Fields, JustDone, QueryFields};
use crate::web::games::chosen::{chosen, others};
use crate::web::games::{stored_options, stored_options_fields};
use crate::web::refusal::Refusal;
use crate::web::render::{page, page_with_status, see_other};
use crate::web::session;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

/// Where the join link waits, once, between creating it and showing it.
pub const NEW_JOIN_LINK: &str = "new_join_link";

#[derive(Template)]
#[template(path = "pages/leagues.html")]
struct LeaguesPage {
    pub tr: Tr,
    leagues: Vec<(i64, String, String)>,
    signed_in: bool,
    done: Option<String>,
}

pub async fn index(
    state: web::Data<AppState>,
    session: Session,
    query: QueryFields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let user = session::user(&session, &state).await?.map(|u| u.id);
    let leagues = state
        .db(move |conn| {
            Ok(league::listed(conn, user)?
                .into_iter()
                .map(|l| (l.id, l.name, l.description))
                .collect())
        })
        .await?;
    // Whoever leaves a league lands here: a members-only league is no longer theirs to see.
    let done = (JustDone::read(&query)? == "left").then(|| tr.t("leagues-left"));
    page(&LeaguesPage {
        tr: tr.clone(),
        leagues,
        signed_in: user.is_some(),
        done,
    })
}

/// The league form's values, as typed.
struct Form {
    name: String,
    description: String,
    game: Registered,
    /// The game's options as typed, in the game's own format.
    options: serde_json::Value,
    hours: i32,
    reminders: String,
    absence_days: i32,
    members_only: bool,
    pod_size: i32,
    divisions: i32,
    promote: i32,
    relegate: i32,
    points: String,
}

#[derive(Template)]
#[template(path = "pages/league_new.html")]
struct NewLeaguePage {
    pub tr: Tr,
    csrf: String,
    /// The form's one-time key: sent twice, it makes one league.
    once: String,
    f: Form,
    /// The other games a league could play: (id, name).
    others: Vec<(&'static str, &'static str)>,
    /// The game's own fields (`GameWeb::options_fields_in`), drawn by the game.
    options: String,
    hour_choices: Vec<i32>,
    /// (form value, label in the reader's words).
    reminder_choices: Vec<(&'static str, String)>,
    max_absence_days: i32,
    refusal: Refusal,
}

pub async fn form(
    state: web::Data<AppState>,
    session: Session,
    query: QueryFields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    session::require_user(&session, &state).await?;
    let game = chosen(&query, "/leagues")?;
    let f = Form {
        name: String::new(),
        description: String::new(),
        game,
        options: serde_json::Value::Null,
        hours: 48,
        reminders: REMINDERS[0].0.into(),
        absence_days: 14,
        members_only: false,
        // Tables of 4 where the game allows them.
        pod_size: 4.clamp(*game.league_seats().start(), *game.league_seats().end()) as i32,
        divisions: 1,
        promote: 1,
        relegate: 1,
        points: PointsTable::suggested(game.league_seats()).to_string(),
    };
    new_league_page(&session, f, Refusal::none(), StatusCode::OK, tr.clone())
}

fn new_league_page(
    session: &Session,
    f: Form,
    refusal: Refusal,
    status: StatusCode,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let options = stored_options_fields(&f.game, &f.options, &refusal, &tr)?;
    page_with_status(
        status,
        &NewLeaguePage {
            tr: tr.clone(),
            csrf: session::csrf_token(session),
            once: tokens::new_secret(),
            others: others(&f.game),
            options,
            f,
            hour_choices: HOURS.to_vec(),
            reminder_choices: reminder_choices(&tr),
            max_absence_days: MAX_ABSENCE_DAYS,
            refusal,
        },
    )
}

/// The new league form's fixed fields, as sent (the game's options are read by the game).
#[derive(Deserialize, Default)]
#[serde(default)]
struct Sent {
    name: String,
    description: String,
    #[serde(deserialize_with = "crate::web::fields::number")]
    hours: Option<i32>,
    reminders: String,
    #[serde(deserialize_with = "crate::web::fields::number")]
    absence_days: Option<i32>,
    visibility: String,
    #[serde(deserialize_with = "crate::web::fields::number")]
    pod_size: Option<i32>,
    #[serde(deserialize_with = "crate::web::fields::number")]
    divisions: Option<i32>,
    #[serde(deserialize_with = "crate::web::fields::number")]
    promote: Option<i32>,
    #[serde(deserialize_with = "crate::web::fields::number")]
    relegate: Option<i32>,
    points: String,
    once: Option<String>,
}

pub async fn start(
    state: web::Data<AppState>,
    session: Session,
    fields: Fields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(&session, &state).await?;
    session::check_csrf(&session, &fields)?;
    let game = chosen(&fields, "/leagues/new")?;
    let parsed_options = stored_options(&game, &fields)?;
    let sent: Sent = fields.read()?;
    let f = Form {
        name: sent.name,
        description: sent.description,
        game,
        options: parsed_options.clone().unwrap_or(serde_json::Value::Null),
        hours: sent.hours.unwrap_or(-1),
        reminders: sent.reminders,
        absence_days: sent.absence_days.unwrap_or(-1),
        members_only: sent.visibility == "members",
        pod_size: sent.pod_size.unwrap_or(0),
        divisions: sent.divisions.unwrap_or(0),
        promote: sent.promote.unwrap_or(-1),
        relegate: sent.relegate.unwrap_or(-1),
        points: sent.points,
    };
    let refuse = |f: Form, refusal: Refusal| {
        new_league_page(
            &session,
            f,
            refusal,
            StatusCode::UNPROCESSABLE_ENTITY,
            tr.clone(),
        )
    };
    let options = match parsed_options {
        Ok(options) => options,
        Err((field, reason)) => return refuse(f, Refusal::at(field, &reason, &tr)),
    };
    let policy = match deadline_policy::check(f.hours, &f.reminders, f.absence_days) {
        Ok(policy) => policy,
        Err((field, why)) => return refuse(f, Refusal::at(field, &why.read(tr.lang), &tr)),
    };
    let points = match PointsTable::parse(&f.points) {
        Ok(points) => points,
        Err(e) => return refuse(f, Refusal::at("points", &points_refusal(&e, &tr), &tr)),
    };
    let settings = Settings {
        name: f.name.clone(),
        description: f.description.clone(),
        game: game.id,
        options,
        decision_hours: policy.decision_hours,
        reminder_hours: policy.reminder_hours,
        absence_days: policy.absence_days,
        members_only: f.members_only,
        pod_size: f.pod_size,
        divisions: f.divisions,
        promote: f.promote,
        relegate: f.relegate,
        points,
    };
    let ctx = state.ctx();
    let once = sent.once;
    let created = state
        .db(move |conn| {
            Ok(once::once(
                conn,
                user.id,
                once.as_deref(),
                ctx.now,
                |conn| {
                    let (league, secret) = create(conn, &user, &settings, &ctx)?;
                    let location = format!("/leagues/{}", league.id);
                    Ok(((league, secret), location))
                },
            ))
        })
        .await?;
    match created {
        Ok(Done::First((league, secret))) => {
            session
                .insert(NEW_JOIN_LINK, (league.id, secret))
                .map_err(|e| WebError::Internal(e.to_string()))?;
            Ok(see_other(&format!("/leagues/{}", league.id)))
        }
        Ok(Done::Again(location)) => Ok(see_other(&location)),
        Err(e) => match Refusal::of(&e, &tr) {
            Some(refusal) => refuse(f, refusal),
            None => Err(e.into()),
        },
    }
}

#[derive(Template)]
#[template(path = "pages/league.html")]
struct LeaguePage {
    pub tr: Tr,
    v: LeagueView,
    signed_in: bool,
    csrf: String,
    /// One-time key of the forms that send invitations or plan a season.
    once: String,
    /// A join link just made, shown once.
    join_link: Option<String>,
    done: Option<String>,
    forms: LeagueForms,
    refusal: Refusal,
    /// A season is planned and not started: the season form changes it.
    replanning: bool,
}

/// What the organizer's forms on the league page hold: as typed, when one was refused.
#[derive(Default)]
pub struct LeagueForms {
    /// The season form's first day, last day and games each; `None`: the planned season's, or
    /// a month from today.
    pub plan: Option<(String, String, String)>,
    /// The invitation form's addresses.
    pub emails: String,
}

pub async fn show(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    query: QueryFields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let done = match JustDone::read(&query)?.as_str() {
        "invited" => Some(tr.t("league-done-invited")),
        "joined" => Some(tr.t("league-done-joined")),
        "organizer" => Some(tr.t("league-done-organizer")),
        "planned" => Some(tr.t("league-done-planned")),
        "started" => Some(tr.t("league-done-started")),
        _ => None,
    };
    let forms = LeagueForms::default();
    league_page(
        &state,
        &session,
        id.into_inner(),
        done,
        forms,
        Refusal::none(),
        tr.clone(),
    )
    .await
}

/// An organizer's form on the league page was refused: the page again, with what was typed and
/// the reason, or the error page when it is no form's to show.
pub(crate) async fn refused(
    state: &AppState,
    session: &Session,
    id: i64,
    error: PlayError,
    forms: LeagueForms,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    match Refusal::of(&error, &tr) {
        Some(refusal) => league_page(state, session, id, None, forms, refusal, tr.clone()).await,
        None => {
            Err(WebError::from(error)
                .back_to(format!("/leagues/{id}"), Said::msg("error-back-league")))
        }
    }
}

async fn league_page(
    state: &AppState,
    session: &Session,
    id: i64,
    done: Option<String>,
    mut forms: LeagueForms,
    refusal: Refusal,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let user = session::user(session, state).await?.map(|u| u.id);
    let v = state
        .db(move |conn| Ok(league_view(conn, id, user)?))
        .await?;
    let join_link = match session.get::<(i64, String)>(NEW_JOIN_LINK) {
        Ok(Some((league, secret))) if league == id && v.organizer => {
            session.remove(NEW_JOIN_LINK);
            Some(state.ctx().url(&format!("/leagues/{id}/join?key={secret}")))
        }
        _ => None,
    };
    let now = state.ctx().now;
    let planned = v.seasons.iter().find(|s| s.status == "planned");
    let replanning = planned.is_some();
    forms.plan.get_or_insert_with(|| match planned {
        Some(s) => (
            s.first_day().to_string(),
            s.last_day().to_string(),
            s.games_each.to_string(),
        ),
        None => (
            now.date_naive().to_string(),
            (now + chrono::Duration::days(30)).date_naive().to_string(),
            "3".into(),
        ),
    });
    let signed_in = user.is_some();
    let status = refusal.status();
    page_with_status(
        status,
        &LeaguePage {
            tr: tr.clone(),
            csrf: if signed_in {
                session::csrf_token(session)
            } else {
                String::new()
            },
            once: tokens::new_secret(),
            v,
            signed_in,
            join_link,
            done,
            forms,
            refusal,
            replanning,
        },
    )
}

/// Why a league's points table does not read, in the words of `tr`.
fn points_refusal(e: &StandingsError, tr: &Tr) -> String {
    match e {
        StandingsError::SizeOutOfRange(size) => tr.t1("refused-points-size", "size", size),
        StandingsError::WrongLength { size, given } => {
            tr.t2("refused-points-length", "size", size, "given", given)
        }
        StandingsError::NotDescending(size) => tr.t1("refused-points-order", "size", size),
        StandingsError::NotANumber(text) => tr.t1("refused-points-number", "text", text),
        StandingsError::BadLine(line) => tr.t1("refused-points-line", "line", line),
        other => other.to_string(),
    }
}
