//! A game's charts, ready to put on a page: VP over the rounds, the table's production, and the
//! final score pads.

use crate::games::wonderful::cards::Resource;
use crate::games::wonderful::chart_data::ChartData;
use crate::i18n::Tr;
use crate::web::charts::{
    Series, final_scores, grouped_bars, player_name, points_by_round, round_labels,
};

/// The game's charts as inline SVG, in page order:
/// 1. each player's VP at the end of every finished round;
/// 2. production per resource per round, summed over the whole table (per player would be up to
///    100 bars, too many for a phone; each player's own production is on their board);
/// 3. once the game is over, each player's final score pad, part by part.
///
/// `names[seat]` names the players; a missing name reads "Player n". The page's own words (the
/// rounds, the charts every game has) are those of `tr`.
pub fn game_charts(data: &ChartData, names: &[String], tr: &Tr) -> Vec<String> {
    let name = |seat: usize| player_name(tr, names, seat);
    let mut charts = vec![points_by_round(tr, &data.rounds, &data.vp, name)];

    let rounds = round_labels(tr, &data.rounds);
    let table = data.table_production();
    let production: Vec<Series> = Resource::ALL
        .iter()
        .map(|r| Series {
            name: tr.word(&r.word()),
            values: table.iter().map(|round| round[r.index()] as i64).collect(),
        })
        .collect();
    charts.push(grouped_bars(
        tr,
        &tr.g("wonderful-chart-production"),
        &rounds,
        &production,
    ));

    if let Some(breakdown) = &data.breakdown {
        charts.push(final_scores(tr, breakdown, name));
    }
    charts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn data(over: bool) -> ChartData {
        ChartData {
            rounds: vec![1, 2],
            vp: vec![vec![3, 9], vec![1, 12]],
            production: vec![
                vec![[2, 1, 0, 0, 0], [3, 1, 1, 0, 0]],
                vec![[1, 0, 2, 0, 0], [1, 0, 3, 1, 0]],
            ],
            breakdown: over.then(|| {
                vec![
                    vec![("Cards".into(), 5), ("Combos".into(), 4)],
                    vec![("Cards".into(), 2), ("Combos".into(), 10)],
                ]
            }),
        }
    }

    #[test]
    fn the_score_chart_comes_once_the_game_is_over() {
        let names = vec!["Ann".to_string()];
        let charts = game_charts(&data(false), &names, &Tr::default());
        assert_eq!(charts.len(), 2);
        assert!(charts[0].contains("Ann: Round 1 3, Round 2 9."));
        assert!(charts[0].contains("Player 2: Round 1 1, Round 2 12."));
        assert!(charts[1].contains("Materials: Round 1 3, Round 2 4."));
        assert!(charts[1].contains("Science: Round 1 2, Round 2 4."));

        let charts = game_charts(&data(true), &names, &Tr::default());
        assert_eq!(charts.len(), 3);
        assert!(charts[2].contains("Ann: 9 (Cards 5, Combos 4)."));
        assert!(charts[2].contains("Player 2: 12 (Cards 2, Combos 10)."));
    }

    #[test]
    fn a_new_game_has_no_data_yet() {
        let charts = game_charts(&ChartData::default(), &[], &Tr::default());
        assert_eq!(charts.len(), 2);
        assert!(charts.iter().all(|c| c.contains("No data yet")));
    }
}
