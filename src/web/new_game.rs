//! `/games/new`: an organizer starts a game, of the first game registered unless `?game=` says.

use crate::accounts::normalize_email;
use crate::db::tokens;
use crate::games::registry::Registered;
use crate::i18n::Tr;
use crate::play::once::{self, Done};
use crate::play::turn::create::{Invitee, NewGame, start_by_hand};
use crate::web::deadline_policy::{self, HOURS, MAX_ABSENCE_DAYS, REMINDERS, reminder_choices};
use crate::web::error::WebError;
use crate::web::fields::{Fields, QueryFields};
use crate::web::games::GameWeb;
use crate::web::games::chosen::{chosen, others};
use crate::web::refusal::Refusal;
use crate::web::render::{page, page_with_status, see_other};
use crate::web::session::{self, field};
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

pub struct PlayerRow {
    pub email: String,
    pub name: String,
}

#[derive(Template)]
#[template(path = "pages/new_game.html")]
struct NewGamePage {
    pub tr: Tr,
    csrf: String,
    /// The form's one-time key: sent twice, it starts one game.
    once: String,
    game: Registered,
    /// The other games this form could start: (id, name).
    others: Vec<(&'static str, &'static str)>,
    players: Vec<PlayerRow>,
    /// The game's own fields (`GameWeb::options_fields_in`), drawn by the game.
    options: String,
    hours: i32,
    hour_choices: Vec<i32>,
    reminders: String,
    /// (form value, label in the reader's words).
    reminder_choices: Vec<(&'static str, String)>,
    absence_days: i32,
    max_absence_days: i32,
    players_only: bool,
    refusal: Refusal,
}

pub async fn form(
    state: web::Data<AppState>,
    session: Session,
    query: QueryFields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(&session, &state).await?;
    let game = chosen(&query, "/")?;
    let mut players = vec![PlayerRow {
        email: user.email,
        name: user.display_name,
    }];
    players.extend((1..game.max_seats).map(|_| PlayerRow {
        email: String::new(),
        name: String::new(),
    }));
    let options = crate::with_game!(game.id, G => Ok::<_, WebError>(
        G::options_fields_in(&Default::default(), &Refusal::none(), &tr)?
    ))?;
    page(&NewGamePage {
        tr: tr.clone(),
        csrf: session::csrf_token(&session),
        once: tokens::new_secret(),
        game,
        others: others(&game),
        players,
        options,
        hours: 48,
        hour_choices: HOURS.to_vec(),
        reminders: REMINDERS[0].0.into(),
        reminder_choices: reminder_choices(&tr),
        absence_days: 14,
        max_absence_days: MAX_ABSENCE_DAYS,
        players_only: false,
        refusal: Refusal::none(),
    })
}

pub async fn start(
    state: web::Data<AppState>,
    session: Session,
    fields: Fields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(&session, &state).await?;
    session::check_csrf(&session, &fields)?;
    let game = chosen(&fields, "/games/new")?;
    crate::with_game!(game.id, G => start_game::<G>(&state, &session, user, game, fields, tr.clone()).await)
}

/// The new game form's fields that every game has (the players' rows and the game's options
/// are read apart: their names depend on the game).
#[derive(Deserialize, Default)]
#[serde(default)]
struct Table {
    visibility: String,
    #[serde(deserialize_with = "crate::web::fields::number")]
    hours: Option<i32>,
    reminders: Option<String>,
    absence_days: Option<String>,
    once: Option<String>,
}

async fn start_game<G: GameWeb>(
    state: &web::Data<AppState>,
    session: &Session,
    user: crate::db::models::User,
    game: Registered,
    fields: Fields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let parsed_options = G::parse_options(&fields);
    let rows: Vec<PlayerRow> = (0..game.max_seats)
        .map(|i| PlayerRow {
            email: field(&fields, &format!("email{i}"))
                .unwrap_or("")
                .trim()
                .to_string(),
            name: field(&fields, &format!("name{i}"))
                .unwrap_or("")
                .trim()
                .to_string(),
        })
        .collect();
    let table: Table = fields.read()?;
    let players_only = table.visibility == "players";
    let hours: i32 = table.hours.unwrap_or(-1);
    // A form without these fields (an older page) gets the defaults.
    let reminders = table
        .reminders
        .unwrap_or_else(|| REMINDERS[0].0.to_string());
    let absence_days: i32 = table
        .absence_days
        .map_or(Some(14), |d| d.trim().parse().ok())
        .unwrap_or(-1);
    let typed_options = parsed_options.clone().unwrap_or_default();
    let refuse_with = |status: StatusCode, refusal: Refusal, rows: Vec<PlayerRow>| {
        page_with_status(
            status,
            &NewGamePage {
                tr: tr.clone(),
                csrf: session::csrf_token(session),
                once: tokens::new_secret(),
                game,
                others: others(&game),
                players: rows,
                options: G::options_fields_in(&typed_options, &refusal, &tr)?,
                hours,
                hour_choices: HOURS.to_vec(),
                reminders: reminders.clone(),
                reminder_choices: reminder_choices(&tr),
                absence_days,
                max_absence_days: MAX_ABSENCE_DAYS,
                players_only,
                refusal,
            },
        )
    };
    let refuse = |refusal, rows| refuse_with(StatusCode::UNPROCESSABLE_ENTITY, refusal, rows);
    let options = match parsed_options {
        Ok(options) => options,
        Err((field, reason)) => return refuse(Refusal::at(field, &reason, &tr), rows),
    };
    let policy = match deadline_policy::check(hours, &reminders, absence_days) {
        Ok(policy) => policy,
        Err((field, why)) => return refuse(Refusal::at(field, &why.read(tr.lang), &tr), rows),
    };
    let mut invitees = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        if row.email.is_empty() && row.name.is_empty() {
            continue;
        }
        let Some(email) = normalize_email(&row.email) else {
            let reason = tr.t1("refused-not-an-address", "address", &row.email);
            return refuse(Refusal::at(&format!("email{i}"), &reason, &tr), rows);
        };
        if row.name.chars().count() > 60 {
            let reason = tr.t1("refused-name-long", "max", 60);
            return refuse(Refusal::at(&format!("name{i}"), &reason, &tr), rows);
        }
        invitees.push(Invitee {
            email,
            name: row.name.clone(),
        });
    }
    if invitees.len() < game.min_seats.max(1) {
        let reason = match game.min_seats {
            0 | 1 => tr.t("refused-no-player"),
            n => tr.t2("refused-too-few-players", "game", game.name, "min", n),
        };
        return refuse(Refusal::at("", &reason, &tr), rows);
    }
    let new = NewGame::<G> {
        organizer_id: user.id,
        players: invitees,
        options,
        decision_hours: policy.decision_hours,
        reminder_hours: policy.reminder_hours,
        absence_days: policy.absence_days,
        players_only,
        seed: None,
        season: None,
    };
    let ctx = state.ctx();
    let once = table.once;
    let created = state
        .db(move |conn| {
            Ok(once::once(
                conn,
                user.id,
                once.as_deref(),
                ctx.now,
                |conn| {
                    let id = start_by_hand::<G>(conn, new, &ctx)?;
                    Ok((id, format!("/games/{id}")))
                },
            ))
        })
        .await?;
    match created {
        Ok(Done::First(id)) => Ok(see_other(&format!("/games/{id}"))),
        Ok(Done::Again(location)) => Ok(see_other(&location)),
        Err(crate::play::PlayError::Limited(why)) => refuse_with(
            StatusCode::TOO_MANY_REQUESTS,
            Refusal::at("", &why.read(tr.lang), &tr),
            rows,
        ),
        Err(e) => match Refusal::of(&e, &tr) {
            Some(refusal) => refuse(refusal, rows),
            None => Err(e.into()),
        },
    }
}
