//! `/play/{token}`: a seat's page, reached from the link in an email without signing in.
//! GET changes nothing in the game (mail scanners open links); it only notes that the player
//! has seen the open prompt, so that its email need not be sent. POST submits the seat's
//! decision, and the browser comes back here: to the next prompt, or to the waiting page.

use crate::db::models::{SeatLink, User};
use crate::db::notify_preference::NotifyPreference;
use crate::db::users;
use crate::games::Game;
use crate::games::Seat;
use crate::play::table::Table;
use crate::play::table::kept_states::{Kept, KeptStates};
use crate::play::turn::submit::{KeptSeat, submit_at, submit_unmoved};
use crate::play::views::seat_view::SeatView;
use crate::play::{PlayError, Source, emails::step_email};
use crate::web::error::WebError;
use crate::web::fields::{Fields, QueryFields};
use crate::web::games::GameWeb;
use crate::web::render::{html, see_other};
use crate::web::seat_page::{SeatContext, TALK_SHOWN};
use crate::web::session::field;
use crate::web::state::AppState;
use crate::web::waiting_page::{REFRESH_SECONDS, REFRESHED, WaitingPage, names_and};
use actix_web::http::{Method, StatusCode};
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use chrono::{DateTime, Utc};
use diesel::Connection;
use std::sync::Arc;

/// What a seat's link opens with its game's whole table, read in one go: for the seat's
/// absence and talk pages, and, under the game's lock, for its forms.
pub(crate) struct Seated {
    pub link: SeatLink,
    pub table: Table,
    /// Whether the table talk is worth reading: someone has written, or it is not known.
    pub talk: bool,
    /// Where the game's state is kept once parsed.
    pub states: KeptStates,
}

impl Seated {
    pub fn seat(&self) -> Seat {
        self.link.seat as Seat
    }

    /// The player now at the seat.
    pub fn user(&self) -> Result<&User, WebError> {
        self.table
            .players
            .get(self.seat())
            .map(|(_, u)| u)
            .ok_or_else(|| WebError::not_found("This seat"))
    }

    /// What the seat's page is drawn from, when a form posted on it is refused.
    pub fn view(&self) -> SeatView {
        SeatView::of_table(self.seat(), &self.table, self.talk, &self.states)
    }
}

/// Refuses a token that opens no seat.
fn invalid_link() -> WebError {
    WebError::refused(
        StatusCode::NOT_FOUND,
        "This link is not valid.",
        "This link does not open any seat. Check that you used the whole link from the email.",
    )
}

/// Refuses a link that was revoked at `revoked_at`.
fn usable(revoked_at: Option<DateTime<Utc>>) -> Result<(), WebError> {
    if revoked_at.is_some() {
        return Err(WebError::refused(
            StatusCode::GONE,
            "This link is no longer valid.",
            "This link was revoked: the seat has been given to someone else or the link replaced. If you still play in this game, sign in to open it.",
        ));
    }
    Ok(())
}

/// What a seat's link opens, to draw its absence or talk page: one read.
pub(crate) fn load(
    conn: &mut crate::db::DbConn,
    token: &str,
    states: &KeptStates,
) -> Result<Seated, WebError> {
    let (link, table, talk) = Table::for_link(conn, token, states)?.ok_or_else(invalid_link)?;
    usable(link.revoked_at)?;
    Ok(Seated {
        link,
        table,
        talk,
        states: states.clone(),
    })
}

/// What a seat's link opens, to change the game: read under the game's lock, in the caller's
/// transaction.
fn load_locked(
    conn: &mut crate::db::DbConn,
    token: &str,
    now: DateTime<Utc>,
    states: &KeptStates,
) -> Result<Seated, WebError> {
    let (link, table) = Table::lock_for_link(conn, token, now, states)?.ok_or_else(invalid_link)?;
    usable(link.revoked_at)?;
    Ok(Seated {
        link,
        table,
        talk: true,
        states: states.clone(),
    })
}

pub(crate) fn context<G: Game>(v: &SeatView, token: &str) -> SeatContext {
    SeatContext {
        game_id: v.game.id,
        game_title: crate::play::titles::game_title::<G>(v.game.id),
        seat: v.seat,
        names: v.names(),
        step: v.game.step as u32,
        // In the seat's player's own time zone.
        deadline: v.game.deadline.map(|d| match v.me() {
            Some(me) => crate::local_time::show_in(&me.time_zone, d),
            None => crate::play::titles::deadline_text(d),
        }),
        waiting_for: Vec::new(),
        action_url: format!("/play/{token}"),
        game_url: format!("/games/{}", v.game.id),
        submitted: v.submitted(),
        talk: Vec::new(),
        talk_count: 0,
        talk_once: crate::db::tokens::new_secret(),
    }
}

/// Draws the seat page of a game of type `G`.
fn render<G: GameWeb>(
    conn: &mut crate::db::DbConn,
    v: &SeatView,
    state: &G::State,
    token: &str,
    current: Option<&G::Decision>,
    error: Option<&str>,
    query: &[(String, String)],
) -> Result<String, WebError> {
    let mut ctx = context::<G>(v, token);
    let zone = v.me().map(|me| me.time_zone.as_str());
    let mut talk = match v.talk {
        true => crate::play::talk::lines(conn, v.game.id, zone)?,
        false => Vec::new(),
    };
    ctx.talk_count = talk.len();
    ctx.talk = talk.split_off(talk.len().saturating_sub(TALK_SHOWN));
    ctx.waiting_for = waiting_for::<G>(v, state);
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
    Ok(G::seat_page(
        &ctx,
        state,
        v.seat,
        current.or(stored.as_ref()),
        orders.as_ref(),
        error,
        query,
    )?)
}

/// The names of the players the step still waits for.
fn waiting_for<G: GameWeb>(v: &SeatView, state: &G::State) -> Vec<String> {
    v.owing::<G>(state)
        .into_iter()
        .filter_map(|seat| v.seats.get(seat).map(|x| x.name.clone()))
        .collect()
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
) -> Result<HttpResponse, WebError> {
    let query = query.into_inner();
    // HEAD only asks about the page: nobody has seen anything.
    let looking = request.method() == Method::GET;
    seat_get(&state, token.into_inner(), move |conn, v, token| {
        crate::with_game!(&v.game.game, G => seat_page::<G>(conn, v, token, &query, looking))
    })
    .await
}

/// The seat's open prompt; or, while the step waits for others, the waiting page (unless the
/// player asked to change their decision).
fn seat_page<G: GameWeb>(
    conn: &mut crate::db::DbConn,
    v: &SeatView,
    token: &str,
    query: &[(String, String)],
    looking: bool,
) -> Result<String, WebError> {
    let state = v.state::<G>()?;
    if !v.game.status.is_active() {
        return render::<G>(conn, v, &state, token, None, None, query);
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
        return render::<G>(conn, v, &state, token, None, None, query);
    }
    let waiting = waiting_for::<G>(v, &state);
    WaitingPage {
        game_title: crate::play::titles::game_title::<G>(v.game.id),
        phase: G::phase(&state),
        waiting_for: names_and(&waiting),
        submitted,
        action_url: format!("/play/{token}"),
        game_url: format!("/games/{}", v.game.id),
        refresh: REFRESH_SECONDS,
    }
    .render()
    .map_err(|e| WebError::Internal(format!("template: {e}")))
}

/// A page of a seat, drawn by `draw` from what the seat's link opens.
pub(crate) async fn seat_get<F>(
    state: &AppState,
    token: String,
    draw: F,
) -> Result<HttpResponse, WebError>
where
    F: FnOnce(&mut crate::db::DbConn, &SeatView, &str) -> Result<String, WebError> + Send + 'static,
{
    let states = state.states.clone();
    let body = state
        .db(move |conn| {
            let v = SeatView::load(conn, &token, &states)?.ok_or_else(invalid_link)?;
            usable(v.revoked_at)?;
            draw(conn, &v, &token)
        })
        .await?;
    Ok(html(StatusCode::OK, body))
}

pub async fn decide(
    state: web::Data<AppState>,
    token: web::Path<String>,
    fields: Fields,
) -> Result<HttpResponse, WebError> {
    let fields = fields.into_inner();
    let token = token.into_inner();
    // Most decisions change nothing but their own row: checked against the kept state and
    // written in one statement. Any other goes the locked way.
    if unmoved(&state, &token, fields.clone()).await {
        return Ok(see_other(&format!("/play/{token}")));
    }
    seat_post(&state, token, "", move |conn, s, token, ctx| {
        crate::with_game!(&s.table.game.game, G => decide_in::<G>(conn, s, token, &fields, ctx))
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
    F: FnOnce(
            &mut crate::db::DbConn,
            &mut Seated,
            &str,
            &crate::play::Ctx,
        ) -> Result<Option<String>, WebError>
        + Send
        + 'static,
{
    let ctx = state.ctx();
    let t = token.clone();
    let states = state.states.clone();
    let refused = state
        .db(move |conn| {
            let mut refused = None;
            let done = conn.transaction::<_, WebError, _>(|conn| {
                let mut s = load_locked(conn, &t, ctx.now, &states)?;
                refused = act(conn, &mut s, &t, &ctx)?;
                match refused {
                    None => Ok(()),
                    // A refused form changes nothing: roll back whatever was written.
                    Some(_) => Err(WebError::Internal("refused".into())),
                }
            });
            match (done, refused) {
                (_, Some(page)) => Ok(Some(page)),
                (Ok(()), None) => Ok(None),
                (Err(e), None) => Err(e),
            }
        })
        .await?;
    Ok(match refused {
        None => see_other(&format!("/play/{token}{then}")),
        Some(page) => html(StatusCode::UNPROCESSABLE_ENTITY, page),
    })
}

/// The step a seat's form was drawn for.
fn form_step(fields: &[(String, String)]) -> Option<i32> {
    field(fields, "step").and_then(|v| v.parse::<i32>().ok())
}

/// Where a decision came from: a one-tap link from an email, or the seat's page.
fn source_of(fields: &[(String, String)]) -> Source {
    match field(fields, "via") {
        Some("link") => Source::Link,
        _ => Source::Web,
    }
}

/// The decision in the form, submitted as `submit_unmoved` does, when the seat the link opens
/// and its game's state are kept; whether it was recorded. A form that is incomplete, refused or
/// drawn for another step is not, and goes the locked way, which says why.
fn decide_unmoved(
    conn: &mut crate::db::DbConn,
    token: &str,
    fields: &[(String, String)],
    ctx: &crate::play::Ctx,
    states: &KeptStates,
) -> Result<bool, WebError> {
    let token_hash = crate::db::tokens::hash(token);
    let Some(link) = states.link(&token_hash) else {
        return Ok(false);
    };
    let Some(kept) = states.get(link.game_id) else {
        return Ok(false);
    };
    let at = KeptSeat {
        game_id: link.game_id,
        revision: kept.revision,
        seat: link.seat as Seat,
        token_hash: &token_hash,
    };
    crate::with_game!(kept.game, G => decide_kept::<G>(conn, &kept, &at, fields, ctx))
}

/// `decide_unmoved` for a game of type `G`, on its kept state.
fn decide_kept<G: GameWeb>(
    conn: &mut crate::db::DbConn,
    kept: &Kept,
    at: &KeptSeat,
    fields: &[(String, String)],
    ctx: &crate::play::Ctx,
) -> Result<bool, WebError> {
    let (Some(step), Some(state)) = (form_step(fields), kept.state::<G::State>()) else {
        return Ok(false);
    };
    let Some((_, prompt)) = G::prompts(&state)
        .into_iter()
        .find(|(seat, _)| *seat == at.seat)
    else {
        return Ok(false);
    };
    let Ok(decision) = G::parse_decision(&prompt, fields) else {
        return Ok(false);
    };
    let source = source_of(fields);
    Ok(submit_unmoved::<G>(
        conn, at, &state, step, &decision, source, ctx,
    )?)
}

/// Submits the form; `Some(page)` when the decision is refused, drawn again with the reason.
fn decide_in<G: GameWeb>(
    conn: &mut crate::db::DbConn,
    s: &mut Seated,
    token: &str,
    fields: &[(String, String)],
    ctx: &crate::play::Ctx,
) -> Result<Option<String>, WebError> {
    let back = format!("/play/{token}");
    let closed =
        |e: PlayError| WebError::from(e).back_to(back.clone(), "See where the game stands");
    let Some(step) = form_step(fields) else {
        return Err(WebError::refused(
            StatusCode::BAD_REQUEST,
            "This form is incomplete.",
            "This form is missing the step it was drawn for, so nothing was changed. Reload the page and try again.",
        )
        .back_to(back, "Back to your seat"));
    };
    if !s.table.game.status.is_active() {
        return Err(closed(PlayError::GameOver));
    }
    if step != s.table.game.step {
        return Err(closed(PlayError::StepClosed));
    }
    let state = state_of::<G>(s)?;
    let Some((_, prompt)) = G::prompts(&state)
        .into_iter()
        .find(|(seat, _)| *seat == s.seat())
    else {
        return Err(closed(PlayError::NothingOwed));
    };
    let decision = match G::parse_decision(&prompt, fields) {
        Ok(d) => d,
        Err(reason) => {
            return Ok(Some(render::<G>(
                conn,
                &s.view(),
                &state,
                token,
                None,
                Some(&reason),
                &[],
            )?));
        }
    };
    let source = source_of(fields);
    // On a refusal the transaction rolls back: the page shows the decisions as stored.
    let stored = s.table.submitted.clone();
    let seat = s.seat();
    let submitted = submit_at::<G>(
        conn,
        &mut s.table,
        (*state).clone(),
        seat,
        step,
        &decision,
        source,
        ctx,
    );
    if submitted.is_err() {
        s.table.submitted = stored;
    }
    match submitted {
        Ok(_) => Ok(None),
        Err(PlayError::Rule(reason)) => Ok(Some(render::<G>(
            conn,
            &s.view(),
            &state,
            token,
            Some(&decision),
            Some(&reason.0),
            &[],
        )?)),
        Err(e @ (PlayError::StepClosed | PlayError::GameOver | PlayError::NothingOwed)) => {
            Err(closed(e))
        }
        Err(e) => Err(e.into()),
    }
}

#[derive(Template)]
#[template(path = "pages/unsubscribe.html")]
struct UnsubscribePage {
    action: String,
    done: bool,
    email: String,
}

/// GET: a button; changes nothing.
pub async fn unsubscribe_form(
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, WebError> {
    let token = token.into_inner();
    let t = token.clone();
    let states = state.states.clone();
    let user = state.db(move |conn| seat_user(conn, &t, &states)).await?;
    crate::web::render::page(&UnsubscribePage {
        action: format!("/play/{token}/unsubscribe"),
        done: false,
        email: user.email,
    })
}

/// POST, also the one-click unsubscription of RFC 8058: no more emails for this player.
pub async fn unsubscribe(
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, WebError> {
    let token = token.into_inner();
    let t = token.clone();
    let states = state.states.clone();
    let user = state
        .db(move |conn| {
            let user = seat_user(conn, &t, &states)?;
            users::set_notify(conn, user.id, NotifyPreference::None)?;
            Ok(user)
        })
        .await?;
    crate::web::render::page(&UnsubscribePage {
        action: format!("/play/{token}/unsubscribe"),
        done: true,
        email: user.email,
    })
}

fn seat_user(
    conn: &mut crate::db::DbConn,
    token: &str,
    states: &KeptStates,
) -> Result<User, WebError> {
    load(conn, token, states)?.user().cloned()
}
