//! `/play/{token}`: a seat's page, reached from the link in an email without signing in.
//! GET changes nothing in the game (mail scanners open links); it only notes that the player
//! has seen the open prompt, so that its email need not be sent. POST submits the seat's
//! decision, and the browser comes back here: to the next prompt, or to the waiting page.

use crate::db::models::User;
use crate::games::Game;
use crate::i18n::{Said, Tr};
use crate::play::table::kept_states::KeptStates;
use crate::play::table::seated::{Seated, usable};
use crate::play::turn::decide::{self, Decided};
use crate::play::turn::seat_change;
use crate::play::views::result::FinalRanking;
use crate::play::views::seat_view::SeatView;
use crate::play::{Ctx, PlayError, Source, emails::step_email};
use crate::web::error::WebError;
use crate::web::fields::{Fields, QueryFields};
use crate::web::games::{GameWeb, PageFields, SeatPageOf};
use crate::web::render::{html, see_other};
use crate::web::seat_page::{SeatContext, TALK_SHOWN};
use crate::web::state::AppState;
use crate::web::waiting_page::{REFRESH_SECONDS, REFRESHED, WATCH, WaitingPage};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::http::{Method, StatusCode};
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use diesel::PgConnection;
use serde::Deserialize;
use std::sync::Arc;

pub(crate) fn context<G: Game>(v: &SeatView, token: &str, tr: Tr) -> SeatContext {
    SeatContext {
        game_id: v.game.id,
        game_title: crate::play::titles::game_title::<G>(v.game.id),
        seat: v.seat,
        names: v.names(),
        step: v.game.step as u32,
        // In the seat's player's own time zone.
        deadline: v.game.deadline.map(|d| match v.me() {
            Some(me) => crate::local_time::show_in(&me.time_zone, tr.lang, d),
            None => crate::play::titles::deadline_text(d),
        }),
        waiting_for: Vec::new(),
        action_url: format!("/play/{token}"),
        game_url: format!("/games/{}", v.game.id),
        submitted: v.submitted(),
        talk: Vec::new(),
        talk_count: 0,
        talk_once: crate::db::tokens::new_secret(),
        over: !v.game.status.is_active(),
        result: None,
        tr,
    }
}

/// Draws the seat page of a game of type `G`.
#[allow(clippy::too_many_arguments)]
fn render<G: GameWeb>(
    conn: &mut PgConnection,
    v: &SeatView,
    state: &G::State,
    token: &str,
    current: Option<&G::Decision>,
    error: Option<&str>,
    fields: PageFields,
    tr: Tr,
) -> Result<String, WebError> {
    let (query, sent) = match fields {
        PageFields::Query(query) => (query, None),
        PageFields::Refused(sent) => (&[][..], Some(sent)),
    };
    let mut ctx = context::<G>(v, token, tr.clone());
    let zone = v.me().map(|me| me.time_zone.as_str());
    let mut talk = match v.talk {
        true => crate::play::talk::lines(conn, v.game.id, zone, tr.lang)?,
        false => Vec::new(),
    };
    ctx.talk_count = talk.len();
    ctx.talk = talk.split_off(talk.len().saturating_sub(TALK_SHOWN));
    ctx.waiting_for = v.waiting_for::<G>(state, &tr.t("waiting-you"));
    ctx.result = G::outcome(state).map(|o| FinalRanking::of(&o, &ctx.names, v.seat));
    // Orders this version cannot read are no orders: the form is then filled by the fallback.
    let orders: Option<G::Orders> = v
        .me()
        .and_then(|me| me.orders.clone())
        .and_then(|o| serde_json::from_value(o).ok());
    let stored: Option<G::Decision> = match current {
        Some(_) => None,
        None => v
            .me()
            .and_then(|me| me.decision.clone())
            .and_then(|d| serde_json::from_value(d).ok()),
    };
    Ok(G::seat_page(&SeatPageOf {
        ctx: &ctx,
        state,
        seat: v.seat,
        current: current.or(stored.as_ref()),
        orders: orders.as_ref(),
        error,
        query,
        sent,
    })?)
}

/// The game's state: as kept for the row's revision, or parsed from the row and kept.
pub(crate) fn state_of<G: GameWeb>(s: &Seated) -> Result<Arc<G::State>, WebError> {
    Ok(s.table.state::<G>(&s.states)?)
}

pub async fn show(
    state: web::Data<AppState>,
    token: web::Path<String>,
    query: QueryFields,
    request: HttpRequest,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let query = query.into_inner();
    // HEAD only asks about the page: nobody has seen anything.
    let looking = request.method() == Method::GET;
    seat_get(&state, token.into_inner(), move |conn, v, token| {
        crate::with_game!(&v.game.game, G => seat_page::<G>(conn, v, token, &query, looking, tr.clone()))
    })
    .await
}

/// The seat's open prompt; or, while the step waits for others, the waiting page (unless the
/// player asked to change their decision).
fn seat_page<G: GameWeb>(
    conn: &mut PgConnection,
    v: &SeatView,
    token: &str,
    query: &[(String, String)],
    looking: bool,
    tr: Tr,
) -> Result<SeatAnswer, WebError> {
    let state = v.state::<G>()?;
    // The page with its form (or, once the game is over, its result).
    let page = |conn: &mut PgConnection| {
        render::<G>(
            conn,
            v,
            &state,
            token,
            None,
            None,
            PageFields::Query(query),
            tr.clone(),
        )
    };
    if !v.game.status.is_active() {
        return Ok(page(conn)?.into());
    }
    let prompts = G::prompts(&state);
    let asked = prompts.iter().any(|(seat, _)| *seat == v.seat);
    let refreshed = query.iter().any(|(k, _)| k == REFRESHED);
    if asked && looking && !refreshed && !v.seen() {
        step_email::seen(conn, v.game.id, v.seat, v.game.step)?;
    }
    let submitted = v.submitted();
    // Asked to change the decision, or an email's card link: the form, not the waiting page.
    let change = query.iter().any(|(k, _)| k == "change" || k == "card");
    if asked && (!submitted || change) {
        return Ok(page(conn)?.into());
    }
    let waiting = v.waiting_for::<G>(&state, &tr.t("waiting-you"));
    let action_url = format!("/play/{token}");
    let watching = query.iter().any(|(k, _)| k == WATCH || k == REFRESHED);
    let refresh = watching.then_some(REFRESH_SECONDS);
    let body = WaitingPage {
        tr: tr.clone(),
        game_title: crate::play::titles::game_title::<G>(v.game.id),
        phase: tr.heading(&G::heading(&state)),
        waiting_for: tr.list(&waiting),
        submitted,
        action_url: action_url.clone(),
        game_url: format!("/games/{}", v.game.id),
        refresh,
    }
    .render()
    .map_err(|e| WebError::Internal(format!("template: {e}")))?;
    Ok(SeatAnswer {
        body,
        refresh: refresh.map(|s| (s, format!("{action_url}?{REFRESHED}=1"))),
    })
}

/// A page of a seat, and whether the browser looks at it again by itself (an HTTP `Refresh`
/// header: seconds, and where it leads).
pub(crate) struct SeatAnswer {
    pub body: String,
    pub refresh: Option<(u32, String)>,
}

impl From<String> for SeatAnswer {
    fn from(body: String) -> SeatAnswer {
        SeatAnswer {
            body,
            refresh: None,
        }
    }
}

/// A page of a seat, drawn by `draw` from what the seat's link opens.
pub(crate) async fn seat_get<F, A>(
    state: &AppState,
    token: String,
    draw: F,
) -> Result<HttpResponse, WebError>
where
    F: FnOnce(&mut PgConnection, &SeatView, &str) -> Result<A, WebError> + Send + 'static,
    A: Into<SeatAnswer> + Send + 'static,
{
    let states = state.states.clone();
    let answer = state
        .db(move |conn| {
            let v = SeatView::load(conn, &token, &states)?.ok_or(PlayError::NoSuchLink)?;
            usable(v.revoked_at)?;
            draw(conn, &v, &token)
        })
        .await?
        .into();
    let mut response = html(StatusCode::OK, answer.body);
    if let Some((seconds, url)) = answer.refresh {
        // The player asked for it: the browser looks again by itself until they stop it.
        if let Ok(value) = HeaderValue::from_str(&format!("{seconds}; url={url}")) {
            response
                .headers_mut()
                .insert(HeaderName::from_static("refresh"), value);
        }
    }
    Ok(response)
}

pub async fn decide(
    state: web::Data<AppState>,
    token: web::Path<String>,
    fields: Fields,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let fields = fields.into_inner();
    let token = token.into_inner();
    // Most decisions change nothing but their own row: checked against the kept state and
    // written in one statement. Any other goes the locked way.
    if unmoved(&state, &token, fields.clone()).await {
        return Ok(see_other(&format!("/play/{token}")));
    }
    seat_post(&state, token, "", move |conn, s, token, ctx| {
        crate::with_game!(&s.table.game.game, G => decide_in::<G>(conn, s, token, &fields, ctx, tr.clone()))
    })
    .await
}

/// Whether the decision in the form was recorded by `decide_unmoved`, written after those
/// posted through the same link just before it, or with the newer ones posted while it waited
/// (`SeatQueue`).
async fn unmoved(state: &AppState, token: &str, fields: Vec<(String, String)>) -> bool {
    let (answer, writer) = state.decisions.join(token, (fields, state.ctx()));
    if let Some(writer) = writer {
        let (states, token) = (state.states.clone(), token.to_string());
        // Apart from this request: the writer also answers those queued behind it. Without a
        // connection it is dropped, and every decision goes the locked way, which says why.
        state.db_apart(move |conn| {
            writer.run(|(fields, ctx)| {
                decide_unmoved(conn, &token, &fields, &ctx, &states).unwrap_or_else(|e| {
                    tracing::warn!(error = %e, "a decision that moves nothing else was not written");
                    false
                })
            })
        });
    }
    answer.await.unwrap_or(false)
}

/// A form posted on a seat's page or one of its pages: `act` does it and returns `None`, and the
/// browser goes on to `/play/{token}{then}`; or it returns the page again with the reason,
/// sent as 422.
pub(crate) async fn seat_post<F>(
    state: &AppState,
    token: String,
    then: &str,
    act: F,
) -> Result<HttpResponse, WebError>
where
    F: FnOnce(&mut PgConnection, &mut Seated, &str, &Ctx) -> Result<Option<String>, WebError>
        + Send
        + 'static,
{
    let ctx = state.ctx();
    let t = token.clone();
    let states = state.states.clone();
    let refused = state
        .db(move |conn| {
            seat_change::change(conn, &t, &ctx, &states, |conn, seated| {
                act(conn, seated, &t, &ctx)
            })
        })
        .await?;
    Ok(match refused {
        None => see_other(&format!("/play/{token}{then}")),
        Some(page) => html(StatusCode::UNPROCESSABLE_ENTITY, page),
    })
}

/// What every decision form carries besides the decision, which its game reads.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Stamp {
    /// The step the form was drawn for.
    #[serde(deserialize_with = "crate::web::fields::number")]
    step: Option<i32>,
    /// "link" for a one-tap link from an email.
    via: String,
}

impl Stamp {
    fn read(fields: &[(String, String)]) -> Result<Stamp, WebError> {
        crate::web::fields::read(fields)
    }

    /// Where the decision came from: a one-tap link from an email, or the seat's page.
    fn source(&self) -> Source {
        match self.via.as_str() {
            "link" => Source::Link,
            _ => Source::Web,
        }
    }
}

/// The decision in the form, written the quick way when the seat the link opens and its
/// game's state are kept; whether it was recorded. One that is not goes the locked way, which
/// says why.
fn decide_unmoved(
    conn: &mut PgConnection,
    token: &str,
    fields: &[(String, String)],
    ctx: &Ctx,
    states: &KeptStates,
) -> Result<bool, WebError> {
    let Some(at) = decide::kept_at(states, token) else {
        return Ok(false);
    };
    let stamp = Stamp::read(fields)?;
    Ok(crate::with_game!(at.kept.game, G => decide::unmoved::<G>(
        conn,
        &at,
        stamp.step,
        |prompt| G::parse_decision(prompt, fields).ok(),
        stamp.source(),
        ctx,
    ))?)
}

/// Submits the form; `Some(page)` when the decision is refused, drawn again with the reason.
fn decide_in<G: GameWeb>(
    conn: &mut PgConnection,
    s: &mut Seated,
    token: &str,
    fields: &[(String, String)],
    ctx: &Ctx,
    tr: Tr,
) -> Result<Option<String>, WebError> {
    let back = format!("/play/{token}");
    let stamp = Stamp::read(fields)?;
    let Some(step) = stamp.step else {
        return Err(WebError::refused(
            StatusCode::BAD_REQUEST,
            Said::msg("error-form-incomplete"),
            Said::msg("error-form-incomplete-why"),
        )
        .back_to(back, Said::msg("error-back-seat")));
    };
    let parse = |prompt: &G::Prompt| G::parse_decision(prompt, fields);
    match decide::locked::<G>(conn, s, step, parse, stamp.source(), ctx) {
        Ok(Decided::Recorded) => Ok(None),
        Ok(Decided::Refused { reason, decision }) => {
            let state = state_of::<G>(s)?;
            let page = render::<G>(
                conn,
                &SeatView::of_seated(s),
                &state,
                token,
                decision.as_ref(),
                Some(&reason.read(tr.lang)),
                PageFields::Refused(fields),
                tr.clone(),
            )?;
            Ok(Some(page))
        }
        Err(e @ (PlayError::StepClosed | PlayError::GameOver | PlayError::NothingOwed)) => {
            Err(WebError::from(e).back_to(back, Said::msg("error-where-game-stands")))
        }
        Err(e) => Err(e.into()),
    }
}

#[derive(Template)]
#[template(path = "pages/unsubscribe.html")]
struct UnsubscribePage {
    pub tr: Tr,
    action: String,
    done: bool,
    email: String,
}

/// GET: a button; changes nothing.
pub async fn unsubscribe_form(
    state: web::Data<AppState>,
    token: web::Path<String>,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let token = token.into_inner();
    let t = token.clone();
    let states = state.states.clone();
    let user = state.db(move |conn| seat_user(conn, &t, &states)).await?;
    crate::web::render::page(&UnsubscribePage {
        tr: tr.clone(),
        action: format!("/play/{token}/unsubscribe"),
        done: false,
        email: user.email,
    })
}

/// POST, also the one-click unsubscription of RFC 8058: no more emails for this player.
pub async fn unsubscribe(
    state: web::Data<AppState>,
    token: web::Path<String>,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let token = token.into_inner();
    let t = token.clone();
    let states = state.states.clone();
    let user = state
        .db(move |conn| {
            let user = seat_user(conn, &t, &states)?;
            crate::accounts::settings::stop_emails(conn, user.id)?;
            Ok(user)
        })
        .await?;
    crate::web::render::page(&UnsubscribePage {
        tr: tr.clone(),
        action: format!("/play/{token}/unsubscribe"),
        done: true,
        email: user.email,
    })
}

fn seat_user(conn: &mut PgConnection, token: &str, states: &KeptStates) -> Result<User, WebError> {
    Ok(Seated::open(conn, token, states)?.user()?.clone())
}
