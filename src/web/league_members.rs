//! Becoming and ceasing to be a league member: invitations by email, the join link, leaving.

use crate::db::models::User;
use crate::i18n::{Said, Tr};
use crate::play::once::once;
use crate::play::{Ctx, PlayError, leagues::league};
use crate::web::error::WebError;
use crate::web::fields::{Fields, QueryFields};
use crate::web::form_action;
use crate::web::leagues::{LeagueForms, NEW_JOIN_LINK, refused};
use crate::web::render::{page, see_other};
use crate::web::session;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

/// The page that asks to confirm joining: a GET never changes anything (mail scanners open
/// links), the button does.
#[derive(Template)]
#[template(path = "pages/league_join.html")]
struct JoinPage {
    pub tr: Tr,
    league_name: String,
    /// The game the league plays.
    game_name: &'static str,
    action: String,
    csrf: String,
    key: String,
    /// Joining with the league's link needs an account; an invitation does not.
    needs_sign_in: bool,
}

/// The invitation form: addresses, and the key that makes sending it twice invite once.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Invitations {
    emails: String,
    once: Option<String>,
}

/// The join link's key, in the link and in the form it opens.
#[derive(Deserialize, Default)]
#[serde(default)]
struct JoinKey {
    key: String,
}

/// The member a league's organizers make one of them.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Member {
    #[serde(deserialize_with = "crate::web::fields::number")]
    member: Option<i64>,
}

pub async fn invite(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    fields: Fields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let Invitations { emails, once: key } = fields.read()?;
    let typed = emails.clone();
    let outcome = form_action::attempt(&state, &session, &fields, move |conn, user, ctx| {
        // The same form sent twice sends the invitations once.
        Ok(once(conn, user.id, key.as_deref(), ctx.now, |conn| {
            league::invite(conn, id, user, &emails, ctx).map(|_| ((), String::new()))
        })
        .map(|_| ()))
    })
    .await?;
    match outcome {
        Ok(()) => Ok(see_other(&format!("/leagues/{id}?done=invited"))),
        Err(e) => {
            let forms = LeagueForms {
                emails: typed,
                ..LeagueForms::default()
            };
            refused(&state, &session, id, e, forms, tr.clone()).await
        }
    }
}

/// Runs one signed-in member's action on league `id` from a form, then back to the league page
/// saying it is `done`; a refusal links back to the league.
pub(crate) async fn act(
    state: &AppState,
    session: &Session,
    id: i64,
    fields: &[(String, String)],
    done: &str,
    action: impl FnOnce(&mut crate::db::DbConn, &User, &Ctx) -> Result<(), PlayError> + Send + 'static,
) -> Result<HttpResponse, WebError> {
    let done = format!("/leagues/{id}?done={done}");
    form_action::run(state, session, fields, done, move |conn, user, ctx| {
        action(conn, user, ctx).map_err(|e| {
            WebError::from(e).back_to(format!("/leagues/{id}"), Said::msg("error-back-league"))
        })
    })
    .await
}

pub async fn new_join_link(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    let user = session::require_user(&session, &state).await?;
    session::check_csrf(&session, &fields)?;
    let id = id.into_inner();
    let secret = state
        .db(move |conn| Ok(league::new_join_link(conn, id, &user)?))
        .await?;
    session
        .insert(NEW_JOIN_LINK, (id, secret))
        .map_err(|e| WebError::Internal(e.to_string()))?;
    Ok(see_other(&format!("/leagues/{id}")))
}

/// `/leagues/{id}/join?key=…`: the league's join link.
pub async fn join_form(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    query: QueryFields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let key = query.read::<JoinKey>()?.key;
    let user = session::user(&session, &state).await?;
    let k = key.clone();
    let league = state
        .db(move |conn| Ok(league::joinable(conn, id, &k)?))
        .await?;
    page(&JoinPage {
        tr: tr.clone(),
        game_name: crate::games::registry::name_of(&league.game),
        league_name: league.name,
        action: format!("/leagues/{id}/join"),
        csrf: session::csrf_token(&session),
        key,
        needs_sign_in: user.is_none(),
    })
}

pub async fn join(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let key = fields.read::<JoinKey>()?.key;
    act(
        &state,
        &session,
        id,
        &fields,
        "joined",
        move |conn, user, ctx| league::join(conn, id, &key, user, ctx).map(|_| ()),
    )
    .await
}

/// `/leagues/invite/{token}`: an emailed invitation.
pub async fn invitation(
    state: web::Data<AppState>,
    session: Session,
    token: web::Path<String>,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let token = token.into_inner();
    let t = token.clone();
    let ctx = state.ctx();
    let league = state
        .db(move |conn| Ok(league::invited_to(conn, &t, &ctx)?))
        .await?;
    page(&JoinPage {
        tr: tr.clone(),
        game_name: crate::games::registry::name_of(&league.game),
        league_name: league.name,
        action: format!("/leagues/invite/{token}"),
        csrf: session::csrf_token(&session),
        key: String::new(),
        needs_sign_in: false,
    })
}

pub async fn accept(
    state: web::Data<AppState>,
    session: Session,
    token: web::Path<String>,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    session::check_csrf(&session, &fields)?;
    let token = token.into_inner();
    let ctx = state.ctx();
    let (league, user) = state
        .db(move |conn| Ok(league::accept_invite(conn, &token, &ctx)?))
        .await?;
    // The invitation came to their address: that signs them in, as a sign-in link would.
    session::sign_in(&session, &state, user.id).await?;
    Ok(see_other(&format!("/leagues/{}?done=joined", league.id)))
}

pub async fn leave(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    // To the list of leagues: a members-only league is no longer the leaver's to see.
    form_action::run(
        &state,
        &session,
        &fields,
        "/leagues?done=left".into(),
        move |conn, user, ctx| {
            league::leave(conn, id, user, ctx).map_err(|e| {
                WebError::from(e).back_to(format!("/leagues/{id}"), Said::msg("error-back-league"))
            })
        },
    )
    .await
}

pub async fn make_organizer(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let member = fields.read::<Member>()?.member;
    act(
        &state,
        &session,
        id,
        &fields,
        "organizer",
        move |conn, user, _| {
            let member = member.ok_or_else(|| PlayError::invalid("refused-choose-member"))?;
            league::make_organizer(conn, id, user, member)
        },
    )
    .await
}
