//! The seat page's form, over every prompt of whole bot games: each decision the bots make is
//! one the page offers (every field and value it sends is on the page), the form reads back to
//! that decision, and the page shows the seat no card hidden from it.

use crate::support::html_forms::{attr, forms, submitted, tags};
use crate::support::seat_pages::opened;
use missive::games::autoplay;
use missive::games::bots::BotKind;
use missive::games::settlers::cards::CardId;
use missive::games::settlers::decision::{Action, ProductionPlan, Target};
use missive::games::settlers::{Decision, Options, Prompt, Settlers, State};
use missive::games::{Game, Seat};
use missive::web::games::settlers::form;
use missive::web::games::{GameWeb, SeatPageOf};
use missive::web::seat_page::SeatContext;

/// Every (field, value) the page's form can send: each box and button, each list's options.
fn offered(page: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for tag in tags(page, "input") {
        if let (Some(name), Some(value)) = (attr(tag, "name"), attr(tag, "value")) {
            out.push((name.to_string(), value.to_string()));
        }
    }
    for list in page.split("<select ").skip(1) {
        let name = attr(&format!(" {list}"), "name")
            .unwrap_or_default()
            .to_string();
        let options = &list[..list.find("</select>").unwrap_or(list.len())];
        for option in tags(options, "option") {
            out.push((
                name.clone(),
                attr(option, "value").unwrap_or_default().to_string(),
            ));
        }
    }
    out
}

fn context(state: &State, seat: Seat) -> SeatContext {
    SeatContext {
        tr: Default::default(),
        game_id: 1,
        game_title: "Game #1".into(),
        seat,
        names: (0..state.seats()).map(|s| format!("Player{s}")).collect(),
        step: state.step,
        deadline: None,
        waiting_for: Vec::new(),
        action_url: "/play/token".into(),
        game_url: "/games/1".into(),
        submitted: false,
        talk: Vec::new(),
        talk_count: 0,
        talk_once: String::new(),
        over: false,
        result: None,
    }
}

/// The decision as the form makes it: what the form leaves to its defaults (paying with gold,
/// the Samurai of a building bonus, choices left as the rules choose) dropped.
fn as_the_form_makes_it(prompt: &Prompt, decision: &Decision) -> Decision {
    let plan = |p: &Option<ProductionPlan>, asked: bool| {
        let mut p = p.clone().or_else(|| asked.then(ProductionPlan::default));
        if let Some(p) = &mut p {
            p.choices.retain(|c| c.with != Default::default());
        }
        p
    };
    let mut d = decision.clone();
    match (&mut d, prompt) {
        (
            Decision::Pick { production, .. },
            Prompt::Pick {
                production: ask, ..
            },
        )
        | (
            Decision::Pick { production, .. },
            Prompt::AlternateSecond {
                production: ask, ..
            },
        ) => *production = plan(production, ask.is_some()),
        (Decision::Production { plan: p }, _) => *p = plan(&Some(p.clone()), true).unwrap(),
        (Decision::Turn(turn), _) => match &mut turn.action {
            Action::Build(b) => {
                b.gold = None;
                b.samurai.clear();
            }
            Action::Deal { gold, .. } => *gold = None,
            Action::Activate { uses, gold, .. } => {
                *gold = None;
                for u in uses {
                    if let Some(Target::Build(b)) = &mut u.target {
                        b.gold = None;
                        b.samurai.clear();
                    }
                }
            }
            Action::SpendWorkers { goods } => {
                goods.sort_by_key(|g| form::SPEND.iter().position(|(s, _)| s == g));
            }
            _ => {}
        },
        _ => {}
    }
    d
}

#[test]
fn every_decision_of_whole_games_is_made_by_the_seat_form() {
    let mut checked = 0;
    for (seed, seats, alternate_lookout, kind) in [
        (41, 3, false, BotKind::Heuristic),
        (42, 2, true, BotKind::Random),
        (43, 4, false, BotKind::Random),
        (44, 2, false, BotKind::Heuristic),
    ] {
        let options = Options {
            factions: None,
            alternate_lookout,
        };
        let mut bots: Vec<_> = (0..seats).map(|s| kind.build(s + seed)).collect();
        autoplay::with_bots::<Settlers>(seed, &options, &mut bots, |state, decisions| {
            let prompts = Settlers::prompts(state);
            for (seat, decision) in decisions {
                let Some((_, prompt)) = prompts.iter().find(|(s, _)| s == seat) else {
                    continue;
                };
                // A decision made without asking (one legal choice) has no page.
                if Settlers::auto(state, *seat).as_ref() == Some(decision) {
                    continue;
                }
                let fields = form::fields(decision);
                let read = form::parse(prompt, &fields).unwrap_or_else(|e| {
                    panic!("step {}: {decision:?} does not read back: {e}", state.step)
                });
                let expected = as_the_form_makes_it(prompt, decision);
                assert_eq!(read, expected, "step {}: {fields:?}", state.step);
                Settlers::check(state, *seat, &read).unwrap();

                let page = page(state, *seat);
                let offered = offered(&page);
                for field in &fields {
                    assert!(
                        offered.contains(field),
                        "step {}: the page does not offer {field:?} for {decision:?}",
                        state.step
                    );
                }
                let hidden = super::pages::hidden_from(state, Some(*seat));
                for (name, value) in &offered {
                    let names_a_card = ["card", "keep", "discard", "discard_deal", "samurai"]
                        .contains(&name.as_str())
                        || ["part", "defense"].contains(&name.as_str())
                        || name.starts_with("copy-");
                    let card = value.parse::<u8>().ok().map(CardId);
                    assert!(
                        !(names_a_card && card.is_some_and(|c| hidden.contains(&c))),
                        "step {}: seat {seat}'s form offers {name}={value}, a card hidden from it",
                        state.step
                    );
                }
                for card in &hidden {
                    assert!(
                        !page.contains(&format!("id=\"card-{}\"", card.0)),
                        "step {}: seat {seat}'s page shows card {} ({}), hidden from it",
                        state.step,
                        card.0,
                        card.name()
                    );
                }
                checked += 1;
            }
        });
    }
    assert!(checked > 300, "only {checked} decisions were checked");
}

#[test]
fn the_form_refuses_what_it_does_not_offer_with_a_reason() {
    let options = Options::default();
    let mut bots: Vec<_> = (0..3).map(|s| BotKind::Random.build(s)).collect();
    let mut turn = None;
    autoplay::with_bots::<Settlers>(51, &options, &mut bots, |state, _| {
        if turn.is_none() {
            turn = Settlers::prompts(state)
                .into_iter()
                .find(|(_, p)| matches!(p, Prompt::Turn(_)))
                .map(|(_, p)| p);
        }
    });
    let turn = turn.expect("a turn");
    let refused = |fields: &[(&str, &str)]| {
        let fields: Vec<(String, String)> = fields
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        form::parse(&turn, &fields).unwrap_err()
    };
    assert_eq!(refused(&[]), "Choose an action, or pass.");
    assert_eq!(
        refused(&[("act", "fly-3")]),
        "That action is not one the form offers."
    );
    assert_eq!(
        refused(&[("act", "build-250")]),
        "The form names a card that is not in this game."
    );
    assert_eq!(refused(&[("act", "spend")]), "Say what your workers buy.");
    assert_eq!(
        refused(&[("act", "spend"), ("spend-wood", "two")]),
        "A number of pairs of workers must be a whole number."
    );
    assert_eq!(
        refused(&[("act", "pass"), ("faction_cards", "\u{7}")]),
        "The number of Faction cards must be a whole number."
    );
}

/// The turn form opens on what the player most likely does: sent as it comes, it is a legal
/// decision, at every prompt of whole bot games; and what it opens on does not change with the
/// cards the seat cannot see.
#[test]
fn the_prefilled_form_is_accepted_as_it_comes_and_hides_what_it_must() {
    let mut checked = 0;
    for (seed, seats, alternate_lookout) in [(51, 2, false), (52, 3, true), (53, 4, false)] {
        let options = Options {
            factions: None,
            alternate_lookout,
        };
        let mut bots: Vec<_> = (0..seats)
            .map(|s| BotKind::Random.build::<Settlers>(s + seed))
            .collect();
        autoplay::with_bots::<Settlers>(seed, &options, &mut bots, |state, _| {
            for (seat, prompt) in Settlers::prompts(state) {
                if Settlers::auto(state, seat).is_some() {
                    continue;
                }
                let html = page(state, seat);
                let sent = submitted(forms(&html)[0]);
                let decision = form::parse(&prompt, &sent).unwrap_or_else(|e| {
                    panic!("step {}, seat {seat}: {sent:?} is refused: {e}", state.step)
                });
                let checked_ok = Settlers::check(state, seat, &decision);
                assert!(
                    checked_ok.is_ok(),
                    "step {}, seat {seat}: {decision:?}: {checked_ok:?}",
                    state.step
                );
                assert_eq!(
                    page(&hidden_cards_moved(state, seat), seat),
                    html,
                    "step {}: seat {seat}'s page changes with cards it cannot see",
                    state.step
                );
                checked += 1;
            }
        });
    }
    assert!(checked > 200, "{checked} prompts");
}

/// The seat page with nothing submitted, as the email's link opens it.
fn page(state: &State, seat: Seat) -> String {
    <Settlers as GameWeb>::seat_page(&opened(&context(state, seat), state, seat)).unwrap()
}

/// The same game with the cards the seat cannot see in other places: the Common deck in
/// another order, and each opponent's hand and Faction deck exchanging cards with it or among
/// themselves, every pile keeping its size.
fn hidden_cards_moved(state: &State, seat: Seat) -> State {
    let mut moved = state.clone();
    let by = state.step as usize;
    if !moved.common.is_empty() {
        let n = moved.common.len();
        moved.common.rotate_left(by % n);
    }
    let own = &mut moved.players[seat].deck;
    if !own.is_empty() {
        let n = own.len();
        own.rotate_left(by % n);
    }
    for (s, p) in moved.players.iter_mut().enumerate() {
        if s == seat {
            continue;
        }
        p.deck.reverse();
        // Common cards of the hand change places with the deck's.
        for card in p.hand.iter_mut().filter(|c| !c.is_faction()) {
            if let Some(other) = moved.common.pop() {
                moved.common.insert(0, *card);
                *card = other;
            }
        }
    }
    moved
}

/// A form drawn for another action (here a spend of workers, as a refused form comes back)
/// still has a Location part ready: choosing a build that needs one is enough.
#[test]
fn choosing_a_build_that_needs_a_location_part_is_enough() {
    use super::support::{built, give, table};
    use missive::games::settlers::WorkerGood;
    use missive::games::settlers::cards::Faction;
    use missive::games::settlers::decision::Turn;
    let mut state = table(&[Faction::Romans, Faction::Japanese]);
    state.players[0].supply.workers = 2;
    state.players[0].supply.stone = 1;
    let ruins = built(&mut state, 0, "common:ruins");
    let builder = give(&mut state, 0, "romans:builder");
    let (_, prompt) = Settlers::prompts(&state).remove(0);
    let spend = Decision::Turn(Turn::new(Action::SpendWorkers {
        goods: vec![WorkerGood::Wood],
    }));
    let ctx = context(&state, 0);
    let html = <Settlers as GameWeb>::seat_page(&SeatPageOf {
        current: Some(&spend),
        ..opened(&ctx, &state, 0)
    })
    .unwrap();
    let mut fields: Vec<(String, String)> = submitted(forms(&html)[0])
        .into_iter()
        .filter(|(k, _)| k != "act")
        .collect();
    fields.push(("act".into(), format!("build-{}", builder.0)));
    let decision = form::parse(&prompt, &fields).unwrap();
    Settlers::check(&state, 0, &decision).unwrap();
    let Decision::Turn(turn) = decision else {
        panic!("a turn")
    };
    let Action::Build(b) = turn.action else {
        panic!("a build")
    };
    assert_eq!(b.part, Some(ruins));
}
