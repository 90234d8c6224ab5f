//! `/leagues/{id}/ratings`: the league's rating leaderboard; `/leagues/{id}/players/{user}`:
//! one member's rating over their league games, as a chart.

use crate::i18n::Tr;
use crate::play::leagues::league_view::{RatingLine, leaderboard, rating, rating_of};
use crate::web::charts::{Series, line_chart_in};
use crate::web::error::WebError;
use crate::web::render::page;
use crate::web::session;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{HttpResponse, web};
use askama::Template;

#[derive(Template)]
#[template(path = "pages/league_ratings.html")]
struct RatingsPage {
    pub tr: Tr,
    league_id: i64,
    league_name: String,
    lines: Vec<RatingLine>,
}

pub async fn leaderboard_page(
    state: web::Data<AppState>,
    session: Session,
    id: web::Path<i64>,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let id = id.into_inner();
    let user = session::user(&session, &state).await?.map(|u| u.id);
    let (league, lines) = state
        .db(move |conn| Ok(leaderboard(conn, id, user)?))
        .await?;
    page(&RatingsPage {
        tr: tr.clone(),
        league_id: league.id,
        league_name: league.name,
        lines,
    })
}

#[derive(Template)]
#[template(path = "pages/league_player.html")]
struct PlayerPage {
    pub tr: Tr,
    league_id: i64,
    league_name: String,
    player_id: i64,
    name: String,
    games: usize,
    rating: Option<String>,
    chart: String,
}

pub async fn player(
    state: web::Data<AppState>,
    session: Session,
    path: web::Path<(i64, i64)>,
    tr: Tr,
) -> Result<HttpResponse, WebError> {
    let (id, player) = path.into_inner();
    let user = session::user(&session, &state).await?.map(|u| u.id);
    let (league, who, history) = state
        .db(move |conn| Ok(rating_of(conn, id, player, user)?))
        .await?;
    let labels: Vec<String> = (1..=history.len())
        .map(|g| tr.t1("league-player-chart-game", "number", g))
        .collect();
    // Whole numbers: the chart's scale is in whole units; the line shows the trend.
    let series = [Series {
        name: who.display_name.clone(),
        values: history.iter().map(|r| r.mu.round() as i64).collect(),
    }];
    page(&PlayerPage {
        tr: tr.clone(),
        league_id: league.id,
        league_name: league.name,
        player_id: who.id,
        name: who.display_name,
        games: history.len(),
        rating: history.last().map(|r| rating(&tr, &r.display())),
        chart: line_chart_in(&tr, &tr.t("league-player-chart"), &labels, &series),
    })
}
