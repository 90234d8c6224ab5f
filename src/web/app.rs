//! Routes, middleware and limits.

use crate::i18n::Said;
use crate::web::error::{Missing, WebError};
use crate::web::request_log::RequestLog;
use crate::web::state::AppState;
use crate::web::{
    absence, account, archive, assets, body_timeout, calendar, dev_mail, error_language, game_page,
    health, history, home, language, league_members, league_ratings, leagues, manage, new_game,
    no_store, orders, play, record, seasons, sign_in, talk,
};
use actix_session::SessionMiddleware;
use actix_session::config::PersistentSession;
use actix_session::storage::CookieSessionStore;
use actix_web::cookie::{Key, time};
use actix_web::error::PayloadError;
use actix_web::http::StatusCode;
use actix_web::middleware::{DefaultHeaders, from_fn};
use actix_web::{App, HttpResponse, HttpServer, dev::Server, guard, web};
use std::net::TcpListener;
use tracing_actix_web::TracingLogger;

/// The largest form accepted: a Planning form with every option is a few KiB.
pub const FORM_LIMIT: usize = 32 * 1024;

async fn not_found() -> Result<HttpResponse, WebError> {
    Err(WebError::not_found(Missing::Page))
}

fn form_config() -> web::FormConfig {
    web::FormConfig::default()
        .limit(FORM_LIMIT)
        .error_handler(|err, _req| {
            let (status, reason) = match &err {
                actix_web::error::UrlencodedError::Overflow { .. } => {
                    (StatusCode::PAYLOAD_TOO_LARGE, Said::msg("error-form-large"))
                }
                actix_web::error::UrlencodedError::Payload(PayloadError::Io(e))
                    if e.kind() == std::io::ErrorKind::TimedOut =>
                {
                    (StatusCode::REQUEST_TIMEOUT, Said::msg("error-form-slow"))
                }
                other => (
                    StatusCode::BAD_REQUEST,
                    Said::msg("error-form-unreadable").with("why", other.to_string()),
                ),
            };
            WebError::refused(status, Said::msg("error-form-refused"), reason).into()
        })
}

fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|err, _req| {
        WebError::refused(
            StatusCode::BAD_REQUEST,
            Said::msg("error-address"),
            Said::msg("error-address-why").with("why", err.to_string()),
        )
        .into()
    })
}

fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|_err, _req| WebError::not_found(Missing::Page).into())
}

/// A GET route that answers HEAD too: the same status and headers, no body (the server leaves
/// the body out of a HEAD answer).
fn get() -> actix_web::Route {
    web::route().guard(guard::Any(guard::Get()).or(guard::Head()))
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    // A request is matched against these patterns in order, and each pattern with a parameter
    // costs a regex: the seats' pages and decisions, the busiest, come first. No other pattern
    // starts with /play/, so none is shadowed.
    cfg.route("/play/{token}", get().to(play::show))
        .route("/play/{token}", web::post().to(play::decide))
        .route("/play/{token}/talk", get().to(talk::seat_show))
        .route(
            "/play/{token}/talk",
            web::post().to(talk::seat_post_message),
        )
        .route("/play/{token}/orders", get().to(orders::show))
        .route("/play/{token}/orders", web::post().to(orders::save))
        .route("/play/{token}/absence", get().to(absence::show))
        .route("/play/{token}/absence", web::post().to(absence::declare))
        .route(
            "/play/{token}/absence/{id}/end",
            web::post().to(absence::end),
        )
        .route(
            "/play/{token}/unsubscribe",
            get().to(play::unsubscribe_form),
        )
        .route(
            "/play/{token}/unsubscribe",
            web::post().to(play::unsubscribe),
        )
        .route("/", get().to(home::home))
        .route("/static/missive.css", get().to(assets::stylesheet))
        .route("/static/favicon.svg", get().to(assets::icon_svg))
        .route("/favicon.ico", get().to(assets::icon_ico))
        .route("/healthz", get().to(health::check))
        .route("/language/{code}", get().to(language::switch))
        .route("/sign-in", get().to(sign_in::form))
        .route("/sign-in", web::post().to(sign_in::request))
        .route("/sign-in/{token}", get().to(sign_in::confirm))
        .route("/sign-in/{token}", web::post().to(sign_in::use_link))
        .route("/sign-out", web::post().to(sign_in::sign_out))
        .route(
            "/sign-out-everywhere",
            web::post().to(sign_in::sign_out_everywhere),
        )
        .route("/account", get().to(account::show))
        .route("/account", web::post().to(account::save))
        .route("/account/calendar", web::post().to(account::new_calendar))
        .route("/calendar/{file}", get().to(calendar::feed))
        .route("/games/new", get().to(new_game::form))
        .route("/games", web::post().to(new_game::start))
        .route("/games", get().to(archive::index))
        .route("/players/{id}", get().to(archive::player))
        .route("/games/{id}", get().to(game_page::show))
        .route("/games/{id}/open", web::post().to(game_page::open_seat))
        .route("/games/{id}/talk", web::post().to(talk::post_from_game))
        .route(
            "/games/{id}/talk/{message}/hide",
            web::post().to(talk::hide),
        )
        .route("/games/{id}/steps/{n}", get().to(history::step))
        .route("/games/{id}/record.json", get().to(record::download))
        .route("/games/{id}/manage", get().to(manage::show))
        .route("/games/{id}/extend", web::post().to(manage::extend))
        .route("/games/{id}/replace", web::post().to(manage::replace))
        .route("/games/{id}/abandon", web::post().to(manage::abandon))
        .route("/leagues", get().to(leagues::index))
        .route("/leagues", web::post().to(leagues::start))
        .route("/leagues/new", get().to(leagues::form))
        .route(
            "/leagues/invite/{token}",
            get().to(league_members::invitation),
        )
        .route(
            "/leagues/invite/{token}",
            web::post().to(league_members::accept),
        )
        .route("/leagues/{id}", get().to(leagues::show))
        .route(
            "/leagues/{id}/invite",
            web::post().to(league_members::invite),
        )
        .route(
            "/leagues/{id}/join-link",
            web::post().to(league_members::new_join_link),
        )
        .route("/leagues/{id}/join", get().to(league_members::join_form))
        .route("/leagues/{id}/join", web::post().to(league_members::join))
        .route("/leagues/{id}/leave", web::post().to(league_members::leave))
        .route(
            "/leagues/{id}/organizers",
            web::post().to(league_members::make_organizer),
        )
        .route("/leagues/{id}/seasons", web::post().to(seasons::plan))
        .route("/leagues/{id}/seasons/{n}", get().to(seasons::show))
        .route(
            "/leagues/{id}/seasons/{n}/start",
            web::post().to(seasons::start),
        )
        .route(
            "/leagues/{id}/ratings",
            get().to(league_ratings::leaderboard_page),
        )
        .route(
            "/leagues/{id}/players/{user}",
            get().to(league_ratings::player),
        )
        .route("/dev/mail", get().to(dev_mail::index))
        .route("/dev/mail/{name}", get().to(dev_mail::one))
        .route("/dev/mail/{name}/html", get().to(dev_mail::one_html))
        .route("/dev/mail/{name}/reply", web::post().to(dev_mail::reply));
}

/// The HTTP server on `listener`. `key` signs the session cookies.
pub fn server(state: AppState, listener: TcpListener, key: Key) -> std::io::Result<Server> {
    let secure = state.config.base_url.starts_with("https://");
    // One worker per CPU, actix's default. A worker runs its requests' database work on its own
    // blocking threads (`AppState::db`): given more threads than its share of the pool's
    // connections, the extra ones only park until a connection comes free, and under load the
    // parking and waking cost more than the queries. With no more threads than connections,
    // the waiting requests wait as queued tasks, and a thread that finishes takes the next.
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = (state.pool.max_size() as usize / workers).max(1);
    let data = web::Data::new(state);
    let server = HttpServer::new(move || {
        App::new()
            .app_data(data.clone())
            .app_data(form_config())
            .app_data(query_config())
            .app_data(path_config())
            .wrap(
                SessionMiddleware::builder(CookieSessionStore::default(), key.clone())
                    .cookie_name("missive".into())
                    .cookie_secure(secure)
                    .session_lifecycle(PersistentSession::default().session_ttl(
                        time::Duration::days(crate::accounts::sessions::DAYS),
                    ))
                    .build(),
            )
            .wrap(
                DefaultHeaders::new()
                    // Seat links are secrets: never hand them on to another site.
                    .add(("Referrer-Policy", "no-referrer"))
                    .add(("X-Content-Type-Options", "nosniff"))
                    .add(("X-Frame-Options", "DENY"))
                    // A page is drawn in the language of the cookie or of the browser.
                    .add(("Vary", "Cookie, Accept-Language"))
                    .add((
                        "Content-Security-Policy",
                        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
                    )),
            )
            .wrap(from_fn(error_language::translate))
            .wrap(from_fn(body_timeout::limit))
            .wrap(from_fn(no_store::mark))
            .wrap(TracingLogger::<RequestLog>::new())
            .configure(routes)
            .default_service(web::to(not_found))
    })
    .workers(workers)
    .worker_max_blocking_threads(threads)
    .listen(listener)?
    .run();
    Ok(server)
}
