//! The game's charts, ready to put on a page: each player's score at the end of every round,
//! and the final score pads.

use crate::games::settlers::figures::Figures;
use crate::web::charts::{final_scores, player_name, points_by_round};

pub fn game_charts(figures: &Figures, names: &[String]) -> Vec<String> {
    let name = |seat: usize| player_name(names, seat);
    let mut charts = vec![points_by_round(&figures.rounds, &figures.vp, name)];
    if let Some(pads) = &figures.breakdown {
        charts.push(final_scores(pads, name));
    }
    charts
}
