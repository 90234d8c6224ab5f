//! The game's charts, ready to put on a page: each player's score at the end of every round,
//! and the final score pads.

use crate::games::settlers::figures::Figures;
use crate::i18n::Tr;
use crate::web::charts::{final_scores, player_name, points_by_round};

/// `names[seat]` names the players; the page's own words are those of `tr`.
pub fn game_charts(figures: &Figures, names: &[String], tr: &Tr) -> Vec<String> {
    let name = |seat: usize| player_name(tr, names, seat);
    let mut charts = vec![points_by_round(tr, &figures.rounds, &figures.vp, name)];
    if let Some(pads) = &figures.breakdown {
        charts.push(final_scores(tr, pads, name));
    }
    charts
}
