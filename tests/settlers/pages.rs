//! The pages' part of the game: every player's table as a viewer may know it, over every step of
//! whole games, for every seat and a spectator; the charts; the options form.

use missive::games::autoplay;
use missive::games::bots::BotKind;
use missive::games::settlers::cards::{CardId, Faction};
use missive::games::settlers::figures;
use missive::games::settlers::{Options, Phase, Settlers, State};
use missive::games::{Game, Seat};
use missive::play::views::step_view::StepContext;
use missive::web::games::settlers::{charts, history, options};
use missive::web::refusal::Refusal;

/// The cards of `state` a viewer at `viewer` may not know: other seats' hands, Foundations,
/// cards held in the Alternate Lookout (but those the viewer passed) and cards looked at, and
/// every deck's order.
pub(super) fn hidden_from(state: &State, viewer: Option<Seat>) -> Vec<CardId> {
    let n = state.seats();
    let mut hidden: Vec<CardId> = state.common.clone();
    for (seat, p) in state.players.iter().enumerate() {
        hidden.extend(&p.deck);
        if viewer == Some(seat) {
            continue;
        }
        hidden.extend(&p.hand);
        hidden.extend(&p.foundations);
        hidden.extend(p.looks.iter().flat_map(|g| g.cards.iter()));
        let passer = state.phase == Phase::AlternateSecond && viewer == Some((seat + n - 1) % n);
        if !passer {
            hidden.extend(&p.draft);
        }
    }
    hidden
}

fn context(state: &State, viewer: Option<Seat>, over: bool) -> StepContext {
    StepContext {
        tr: Default::default(),
        game_id: 1,
        game_title: "Game #1".into(),
        step: state.step as i32,
        last: state.step as i32,
        phase: None,
        happened: Vec::new(),
        next_phase: String::new(),
        opened: Vec::new(),
        names: (0..state.seats()).map(|s| format!("Player{s}")).collect(),
        seat: viewer,
        over,
        my_last: None,
        talk: Vec::new(),
    }
}

fn page(state: &State, viewer: Option<Seat>) -> String {
    let over = state.is_over();
    let views: Vec<_> = match over {
        true => (0..state.seats())
            .map(|s| Settlers::view(state, Some(s)))
            .collect(),
        false => vec![Settlers::view(state, viewer)],
    };
    history::step_page(&context(state, viewer, over), &views).unwrap()
}

#[test]
fn a_page_shows_a_viewer_their_own_cards_and_nothing_hidden_from_them() {
    for (seed, seats, alternate_lookout) in [(21, 3, false), (22, 2, true), (23, 4, false)] {
        let options = Options {
            factions: None,
            alternate_lookout,
        };
        let mut bots: Vec<_> = (0..seats)
            .map(|s| BotKind::Random.build(s + seed))
            .collect();
        let mut states = Vec::new();
        let end = autoplay::with_bots::<Settlers>(seed, &options, &mut bots, |state, _| {
            states.push(state.clone())
        });
        states.push(end);
        // Every step of the first round (every Lookout form), then one step in ten.
        let checked = states
            .iter()
            .enumerate()
            .filter(|(i, s)| s.round == 1 || i % 10 == 0 || s.is_over());
        for (_, state) in checked {
            for viewer in std::iter::once(None).chain((0..seats as usize).map(Some)) {
                let html = page(state, viewer);
                let shown = |card: &CardId| html.contains(&format!("id=\"card-{}\"", card.0));
                if !state.is_over() {
                    for card in hidden_from(state, viewer) {
                        assert!(
                            !shown(&card),
                            "step {} shows {viewer:?} card {} ({})",
                            state.step,
                            card.0,
                            card.name()
                        );
                    }
                }
                if let Some(seat) = viewer {
                    let own = &state.players[seat];
                    for card in own.hand.iter().chain(&own.foundations) {
                        assert!(
                            shown(card),
                            "step {}: {} is {seat}'s own",
                            state.step,
                            card.0
                        );
                    }
                }
                for card in &state.row {
                    assert!(shown(card), "the Lookout row is face up");
                }
                if state.is_over() {
                    for card in state.players.iter().flat_map(|p| &p.hand) {
                        assert!(shown(card), "every hand is shown once the game is over");
                    }
                }
            }
        }
    }
}

#[test]
fn a_card_whose_ability_is_not_verified_is_marked_on_the_page() {
    let mut bots: Vec<_> = (0..3).map(|s| BotKind::Random.build(s)).collect();
    let end = autoplay::with_bots::<Settlers>(31, &Options::default(), &mut bots, |_, _| {});
    let html = page(&end, None);
    let unverified = end
        .players
        .iter()
        .flat_map(|p| {
            p.locations
                .iter()
                .map(|l| l.card)
                .chain(p.hand.iter().copied())
        })
        .filter(|c| !c.design().verified)
        .count();
    assert!(unverified > 0, "the game built or held an unverified card");
    assert!(html.matches("ability not verified").count() >= unverified);
    assert!(html.contains("Production"), "the Empire is shown by row");
}

#[test]
fn the_charts_give_every_round_and_the_final_pads() {
    let mut bots: Vec<_> = (0..2).map(|s| BotKind::Heuristic.build(s)).collect();
    let mut steps = Vec::new();
    let mut initial = None;
    autoplay::with_bots::<Settlers>(41, &Options::default(), &mut bots, |state, decisions| {
        initial.get_or_insert_with(|| state.clone());
        steps.push(decisions.to_vec());
    });
    let figures = figures::series(initial.unwrap(), &steps, |_| {});
    let names = vec!["Ann".to_string(), "Bob".to_string()];
    let drawn = charts::game_charts(&figures, &names, &Default::default());
    assert_eq!(drawn.len(), 2);
    assert!(drawn[0].contains("Victory points by round"));
    assert!(drawn[0].contains("Ann: Round 1 "), "{}", drawn[0]);
    assert!(drawn[1].contains("Final score"));
    assert!(drawn[1].contains("Bob: "), "{}", drawn[1]);
}

#[test]
fn the_options_form_reads_factions_and_the_lookout_and_refuses_the_rest() {
    let fields = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    let drawn = options::parse_options(&fields(&[("faction0", "random")])).unwrap();
    assert_eq!(drawn, Options::default());
    let chosen = options::parse_options(&fields(&[
        ("faction0", "Romans"),
        ("faction1", "Japanese"),
        ("faction2", "random"),
        ("lookout", "alternate"),
    ]))
    .unwrap();
    assert_eq!(
        chosen.factions,
        Some(vec![Faction::Romans, Faction::Japanese])
    );
    assert!(chosen.alternate_lookout);
    for (pairs, reason) in [
        (
            &[("faction0", "random"), ("faction1", "Romans")][..],
            "from the first seat on",
        ),
        (
            &[("faction0", "Romans"), ("faction1", "Romans")][..],
            "cannot both play the Romans",
        ),
        (&[("faction0", "Vikings")][..], "no faction called Vikings"),
        (&[("lookout", "sideways")][..], "standard or the Alternate"),
    ] {
        let (_, why) = options::parse_options(&fields(pairs)).unwrap_err();
        assert!(why.contains(reason), "{why}");
    }
    let html = options::options_fields(&chosen, &Refusal::none()).unwrap();
    assert!(
        html.contains("<option value=\"Romans\" selected>Romans</option>"),
        "{html}"
    );
    assert!(html.contains("value=\"alternate\" checked"), "{html}");
}
