//! The It's a Wonderful World decision pages and their forms, over many bot games: every decision
//! survives the trip through its form fields, every page is well formed, a page never shows
//! another seat's hand, and tampered forms are refused with a clear reason.

use crate::support;
use missive::games::autoplay::with_bots;
use missive::games::bots::BotKind;
use missive::games::wonderful::cards::{CardId, Side};
use missive::games::wonderful::{Decision, Options, Prompt, State, Wonderful};
use missive::games::{Game, Seat};
use missive::web::games::wonderful::form::{fields, parse};
use missive::web::games::wonderful::page::decision_page;
use missive::web::games::wonderful::prefill::Prefill;
use missive::web::seat_page::SeatContext;
use std::collections::BTreeSet;
use support::html_forms::{attr, forms, submitted, tags};

/// One step of a bot game: the state before it and every seat's prompt and decision.
struct Step {
    state: State,
    owed: Vec<(Seat, Prompt, Decision)>,
}

fn game(seed: u64, seats: usize, bots: BotKind, side: Side) -> Vec<Step> {
    let mut players: Vec<_> = (0..seats)
        .map(|s| bots.build(seed * 10 + s as u64))
        .collect();
    let options = Options {
        side,
        empires: None,
    };
    let mut steps = Vec::new();
    with_bots::<Wonderful>(seed, &options, &mut players, |state, decisions| {
        let prompts = Wonderful::prompts(state);
        let owed = decisions
            .iter()
            .map(|(seat, d)| {
                let (_, p) = prompts.iter().find(|(s, _)| s == seat).unwrap();
                (*seat, p.clone(), d.clone())
            })
            .collect();
        steps.push(Step {
            state: state.clone(),
            owed,
        });
    });
    steps
}

/// Games of every size with both bots; solo games count twice, they have the most prompt kinds.
fn games() -> impl Iterator<Item = Vec<Step>> {
    let mut tables = Vec::new();
    for seats in 1..=5 {
        for bots in [BotKind::Random, BotKind::Heuristic] {
            for seed in 0..if seats == 1 { 6 } else { 3 } {
                let side = if seed % 2 == 0 { Side::A } else { Side::B };
                tables.push((seed + 100 * seats as u64, seats, bots, side));
            }
        }
    }
    tables
        .into_iter()
        .map(|(seed, seats, bots, side)| game(seed, seats, bots, side))
}

/// The order in which cards were slated, built or discarded carries no meaning in the game; a
/// form cannot always say it, so it is left out of the comparison.
fn normalized(mut state: State) -> State {
    for p in &mut state.players {
        p.built.sort();
        p.construction.sort_by_key(|s| s.card);
    }
    state.discard.sort();
    state
}

fn resolved(state: &State, decisions: &[(Seat, Decision)]) -> State {
    let mut s = state.clone();
    Wonderful::resolve(&mut s, decisions).expect("legal decisions");
    normalized(s)
}

/// Which parts of a decision it uses, to show the games cover every field of the forms.
fn parts(d: &Decision) -> Vec<&'static str> {
    let mut out = Vec::new();
    let actions = match d {
        Decision::Plan {
            recycle, actions, ..
        } => {
            if recycle.iter().any(|r| r.onto.is_some()) {
                out.push("recycle onto a card");
            }
            actions
        }
        Decision::Produce {
            onto,
            token,
            actions,
        } => {
            if !onto.is_empty() {
                out.push("cubes onto cards");
            }
            if token.is_some() {
                out.push("token");
            }
            actions
        }
        _ => return out,
    };
    for (used, name) in [
        (!actions.scrap.is_empty(), "scrap"),
        (!actions.krystallium.is_empty(), "krystallium"),
        (!actions.tokens.is_empty(), "tokens"),
    ] {
        if used {
            out.push(name);
        }
    }
    out
}

#[test]
fn every_bot_decision_survives_its_form_fields() {
    let mut checked = 0;
    let mut used = std::collections::BTreeMap::new();
    for steps in games() {
        for step in &steps {
            let decisions: Vec<(Seat, Decision)> =
                step.owed.iter().map(|(s, _, d)| (*s, d.clone())).collect();
            let expected = resolved(&step.state, &decisions);
            for (i, (seat, prompt, decision)) in step.owed.iter().enumerate() {
                let sent = fields(decision);
                let parsed = parse(prompt, &sent)
                    .unwrap_or_else(|e| panic!("{decision:?} sent as {sent:?}: {e}"));
                Wonderful::check(&step.state, *seat, &parsed)
                    .unwrap_or_else(|e| panic!("{decision:?} parsed as {parsed:?}: {e}"));
                let mut again = decisions.clone();
                again[i].1 = parsed.clone();
                assert_eq!(
                    resolved(&step.state, &again),
                    expected,
                    "{decision:?} parsed as {parsed:?}"
                );
                checked += 1;
                for part in parts(decision) {
                    *used.entry(part).or_insert(0) += 1;
                }
            }
        }
    }
    assert!(checked > 4000, "only {checked} decisions");
    for part in [
        "recycle onto a card",
        "cubes onto cards",
        "token",
        "scrap",
        "krystallium",
        "tokens",
    ] {
        let n = used.get(part).copied().unwrap_or(0);
        assert!(n >= 10, "only {n} decisions with {part}: {used:?}");
    }
}

/// The context of `seat`'s page: its name Ada, Bo, … and the others still to decide.
pub(crate) fn context(state: &State, seat: Seat, submitted: bool) -> SeatContext {
    let names: Vec<String> = ["Ada", "Bo", "Cyd", "Dee", "Eve"][..state.seats()]
        .iter()
        .map(|s| s.to_string())
        .collect();
    SeatContext {
        tr: Default::default(),
        game_id: 7,
        game_title: "Friday game".into(),
        seat,
        waiting_for: names.iter().skip(1).cloned().collect(),
        names,
        step: Wonderful::step(state),
        deadline: Some("Saturday 18:00 UTC".into()),
        action_url: "/play/token".into(),
        game_url: "/games/7".into(),
        submitted,
        talk: Vec::new(),
        talk_count: 0,
        talk_once: String::new(),
        over: false,
        result: None,
    }
}

fn page(state: &State, seat: Seat, prompt: Option<&Prompt>, current: Option<&Decision>) -> String {
    let view = Wonderful::view(state, Some(seat));
    let filled = match current {
        Some(d) => Prefill::Made(d.clone()),
        None => Prefill::Blank,
    };
    decision_page(
        &context(state, seat, current.is_some()),
        &view,
        prompt,
        &filled,
        None,
        None,
    )
    .unwrap()
}

/// Every page is complete: the step in each form, a label for every input, no script.
fn assert_well_formed(html: &str, step: u32) {
    assert!(!html.to_lowercase().contains("<script"), "a script");
    assert!(html.contains("<meta name=\"viewport\""));
    assert!(html.contains("/static/missive.css"));
    for form in forms(html) {
        assert!(
            form.contains(&format!(
                "<input type=\"hidden\" name=\"step\" value=\"{step}\">"
            )),
            "a form without the step"
        );
    }
    let mut ids = BTreeSet::new();
    let controls = tags(html, "input")
        .into_iter()
        .chain(tags(html, "select"))
        .filter(|t| attr(t, "type") != Some("hidden"));
    for tag in controls {
        let id = attr(tag, "id").unwrap_or_else(|| panic!("no id: {tag}"));
        assert!(ids.insert(id), "id {id} twice");
        assert!(
            html.contains(&format!("<label for=\"{id}\"")),
            "no label for {id}"
        );
    }
}

/// The form that carries `decision` (solo pages have a trade form and a plan form).
fn form_for<'a>(html: &'a str, decision: &Decision) -> &'a str {
    let all = forms(html);
    let trade = matches!(decision, Decision::Trade { .. });
    all.iter()
        .find(|f| f.contains("value=\"trade\"") == trade)
        .unwrap_or_else(|| panic!("no form for {decision:?}"))
}

#[test]
fn every_page_is_complete_and_shows_the_decision_made() {
    let mut kinds = BTreeSet::new();
    let mut pages = 0;
    for steps in games() {
        for step in &steps {
            let number = Wonderful::step(&step.state);
            let decisions: Vec<(Seat, Decision)> =
                step.owed.iter().map(|(s, _, d)| (*s, d.clone())).collect();
            let expected = resolved(&step.state, &decisions);
            for (i, (seat, prompt, decision)) in step.owed.iter().enumerate() {
                let kind = match prompt {
                    Prompt::Pick { .. } => "pick",
                    Prompt::Plan { .. } => "plan",
                    Prompt::Produce {
                        choose_token: true, ..
                    } => "produce with token",
                    Prompt::Produce { .. } => "produce",
                    Prompt::SoloSequence { .. } => "solo",
                    Prompt::Keep { .. } => "keep",
                };
                kinds.insert(kind);
                let blank = page(&step.state, *seat, Some(prompt), None);
                assert_well_formed(&blank, number);
                // The page drawn again with the decision made: the form sends that decision.
                let html = page(&step.state, *seat, Some(prompt), Some(decision));
                assert_well_formed(&html, number);
                let sent = submitted(form_for(&html, decision));
                let parsed = parse(prompt, &sent)
                    .unwrap_or_else(|e| panic!("{kind}: {decision:?} drawn as {sent:?}: {e}"));
                let mut again = decisions.clone();
                again[i].1 = parsed.clone();
                let mut s = step.state.clone();
                Wonderful::resolve(&mut s, &again)
                    .unwrap_or_else(|e| panic!("{kind}: {decision:?} drawn as {sent:?}: {e}"));
                assert_eq!(normalized(s), expected, "{decision:?} drawn as {parsed:?}");
                pages += 2;
            }
            if let Some(&(seat, _, _)) = step.owed.first() {
                // Waiting: the same seat once it has nothing to do.
                let html = page(&step.state, seat, None, None);
                assert_well_formed(&html, number);
                assert!(html.contains("Nothing is asked of you right now"));
            }
        }
        let end = steps.last().unwrap();
        let mut last = end.state.clone();
        let decisions: Vec<(Seat, Decision)> =
            end.owed.iter().map(|(s, _, d)| (*s, d.clone())).collect();
        Wonderful::resolve(&mut last, &decisions).unwrap();
        let html = page(&last, 0, None, None);
        assert!(html.contains("The game is over"));
    }
    let all = [
        "pick",
        "plan",
        "produce",
        "produce with token",
        "solo",
        "keep",
    ];
    for kind in all {
        assert!(kinds.contains(kind), "no {kind} prompt seen");
    }
    assert!(pages > 5000, "only {pages} pages");
}

#[test]
fn a_solo_page_without_a_trade_has_only_the_plan() {
    let steps = game(5, 1, BotKind::Heuristic, Side::A);
    let step = steps
        .iter()
        .find(|s| matches!(s.owed[0].1, Prompt::SoloSequence { .. }))
        .unwrap();
    let mut state = step.state.clone();
    state.deck.clear();
    let (_, prompt) = Wonderful::prompts(&state).remove(0);
    assert!(matches!(
        prompt,
        Prompt::SoloSequence {
            can_trade: false,
            ..
        }
    ));
    let html = page(&state, 0, Some(&prompt), None);
    assert_well_formed(&html, Wonderful::step(&state));
    assert_eq!(forms(&html).len(), 1);
    assert!(!html.contains("name=\"trade\""));
    assert!(html.contains("name=\"action\" value=\"plan\""));
}

/// A planned card's Krystallium spaces sit in its own row, which hides them while the card is
/// recycled; the part "at any time" keeps only the cards under construction.
#[test]
fn a_planned_cards_krystallium_spaces_sit_in_its_row() {
    let (state, plan) = find_step(|s, p| {
        matches!(p, Prompt::Plan { cards } if cards.len() > 1) && s.players[0].krystallium > 0
    });
    let Prompt::Plan { cards } = &plan else {
        unreachable!()
    };
    let html = page(&state, 0, Some(&plan), None);
    let any_time = html.find("class=\"any-time\"").unwrap();
    let rows: Vec<usize> = html
        .match_indices("class=\"plan-row\"")
        .map(|(i, _)| i)
        .collect();
    let mut placed = 0;
    for (i, card) in cards.iter().enumerate() {
        let end = rows.get(i + 1).copied().unwrap_or(any_time);
        let row = &html[rows[i]..end];
        assert!(row.contains(&format!("name=\"plan_{}\"", card.0)));
        let group = format!("id=\"kry_{}_spaces\"", card.0);
        if row.contains(&group) {
            assert!(row.contains("class=\"if-slated\""));
            assert!(row.contains("Krystallium onto"));
            placed += 1;
        }
        assert!(!html[any_time..].contains(&group));
    }
    assert!(placed > 0, "no planned card takes Krystallium");
    assert!(!html.contains("if you slate it"));
}

/// The HTML form of a card name, as askama escapes it.
fn escaped(name: &str) -> String {
    name.replace('&', "&#38;")
        .replace('\'', "&#39;")
        .replace('"', "&#34;")
}

#[test]
fn a_page_never_shows_another_seats_hand() {
    let mut looked = 0;
    for seats in 3..=5 {
        for seed in 0..3 {
            for step in game(seed + 50, seats, BotKind::Random, Side::A) {
                let s = &step.state;
                let view = Wonderful::view(s, Some(0));
                let mut public: BTreeSet<&str> = BTreeSet::new();
                for p in &view.players {
                    let cards = p.drafted.iter().chain(&p.built);
                    let sites = p.construction.iter().map(|site| &site.card);
                    public.extend(cards.chain(sites).map(|c| c.name()));
                }
                public.extend(s.players[0].hand.iter().map(|c| c.name()));
                let hidden: BTreeSet<&str> = s.players[1..]
                    .iter()
                    .flat_map(|p| p.hand.iter().map(|c| c.name()))
                    .filter(|n| !public.contains(n))
                    // A name inside a shown name ("Base" in "Military Base") proves nothing.
                    .filter(|n| !public.iter().any(|p| p.contains(n)))
                    .collect();
                let prompt = step.owed.iter().find(|(seat, _, _)| *seat == 0);
                let html = page(s, 0, prompt.map(|(_, p, _)| p), None);
                for name in &hidden {
                    assert!(
                        !html.contains(&escaped(name)),
                        "seat 0 sees {name}, which only another hand holds"
                    );
                }
                looked += hidden.len();
            }
        }
    }
    assert!(looked > 1000, "only {looked} hidden designs looked for");
}

#[test]
fn error_text_and_names_are_escaped() {
    let steps = game(3, 3, BotKind::Heuristic, Side::A);
    let step = &steps[0];
    let (seat, prompt, _) = &step.owed[0];
    let mut ctx = context(&step.state, *seat, false);
    ctx.names[1] = "<b>Bo</b>".into();
    ctx.game_title = "Fun & \"games\"".into();
    let view = Wonderful::view(&step.state, Some(*seat));
    let html = decision_page(
        &ctx,
        &view,
        Some(prompt),
        &Prefill::Blank,
        Some("<script>alert('x')</script> is not a card"),
        None,
    )
    .unwrap();
    assert!(!html.contains("<script"));
    assert!(html.contains("&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62; is not a card"));
    assert!(!html.contains("<b>Bo</b>"));
    assert!(html.contains("&#60;b&#62;Bo&#60;/b&#62;"));
    assert!(html.contains("Fun &#38; &#34;games&#34;"));
}

fn form(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect()
}

fn refused(prompt: &Prompt, pairs: &[(&str, &str)]) -> String {
    match parse(prompt, &form(pairs)) {
        Ok(d) => panic!("{pairs:?} was read as {d:?}"),
        Err(e) => e.to_string(),
    }
}

/// The first step of a table where seat 0 has a card under construction and a prompt of the kind
/// `wanted` picks.
fn find_step(wanted: impl Fn(&State, &Prompt) -> bool) -> (State, Prompt) {
    for steps in games() {
        for step in steps {
            if let Some((_, p, _)) = step.owed.iter().find(|(s, _, _)| *s == 0)
                && wanted(&step.state, p)
            {
                return (step.state.clone(), p.clone());
            }
        }
    }
    panic!("no such step")
}

#[test]
fn tampered_forms_are_refused_with_a_reason() {
    let (state, pick) = find_step(|s, p| matches!(p, Prompt::Pick { .. }) && s.seats() == 3);
    assert_eq!(
        refused(&pick, &[("card", "200")]),
        "there is no card number 200"
    );
    assert!(refused(&pick, &[("card", "zeppelin")]).contains("there is no card"));
    assert_eq!(refused(&pick, &[("step", "3")]), "choose a card");
    assert_eq!(
        refused(&pick, &[("card", "1"), ("card", "2")]),
        "choose only one card"
    );
    assert!(refused(&pick, &[("card", "1"), ("evil", "1")]).contains("\"evil\""));
    // A card of another seat's hand is a card: the form reads it, the rules refuse it.
    let theirs = state.players[1].hand[0];
    let d = parse(&pick, &form(&[("card", &theirs.0.to_string())])).unwrap();
    assert_eq!(d, Decision::Pick { card: theirs });
    let why = Wonderful::check(&state, 0, &d).unwrap_err();
    assert_eq!(
        why.to_string(),
        format!("{} is not in your hand", theirs.name())
    );

    let (state, produce) = find_step(|s, p| {
        matches!(p, Prompt::Produce { .. }) && !s.players[0].construction.is_empty()
    });
    let card: CardId = state.players[0].construction[0].card;
    let name = format!("cubes_{}", card.0);
    assert_eq!(
        refused(&produce, &[(&name, "two")]),
        format!("the number of cubes for {} is not a number", card.name())
    );
    assert_eq!(
        refused(&produce, &[(&name, "-1")]),
        format!("the number of cubes for {} cannot be negative", card.name())
    );
    assert!(refused(&produce, &[(&name, "100000000000000000000")]).contains("far too large"));
    let kry = format!("kry_{}_general", card.0);
    assert!(refused(&produce, &[(&kry, "1")]).contains("Krystallium cannot go onto"));
    assert!(refused(&produce, &[("scrap", "151")]).contains("no card number 151"));
    // Missing and empty numbers are 0.
    let d = parse(
        &produce,
        &form(&[(&name, ""), ("step", "9"), ("csrf", "x")]),
    );
    assert!(matches!(d, Ok(Decision::Produce { ref onto, .. }) if onto.is_empty()));

    let (_, plan) = find_step(|_, p| matches!(p, Prompt::Plan { cards } if cards.len() > 1));
    let Prompt::Plan { cards } = &plan else {
        unreachable!()
    };
    let first = format!("plan_{}", cards[0].0);
    assert_eq!(
        refused(&plan, &[(&first, "slate")]),
        format!("say whether to slate or recycle {}", cards[1].name())
    );
    assert!(refused(&plan, &[(&first, "burn")]).contains("choose to slate it"));
}

/// Writes a few pages to a directory for a look in a browser:
/// `MISSIVE_PAGES=/tmp/pages cargo test --test wonderful_pages -- --ignored`.
#[test]
#[ignore]
fn write_sample_pages() {
    let dir = std::env::var("MISSIVE_PAGES").unwrap_or_else(|_| "/tmp/missive-pages".into());
    std::fs::create_dir_all(&dir).unwrap();
    let write = |file: &str, html: String| {
        std::fs::write(format!("{dir}/{file}.html"), html).unwrap();
    };
    type Wanted<'a> = &'a dyn Fn(&State, &Prompt) -> bool;
    let samples: [(&str, usize, u64, Wanted); 6] = [
        ("pick", 5, 1, &|_, p| {
            matches!(p, Prompt::Pick { pick: 2, .. })
        }),
        ("plan", 4, 2, &|s, p| {
            matches!(p, Prompt::Plan { .. }) && s.round == 3 && s.players[0].krystallium > 0
        }),
        ("produce", 3, 3, &|s, p| {
            matches!(p, Prompt::Produce { produced, .. } if *produced > 1)
                && s.players[0].construction.len() > 1
        }),
        ("token", 3, 4, &|_, p| {
            matches!(
                p,
                Prompt::Produce {
                    choose_token: true,
                    ..
                }
            )
        }),
        ("solo", 1, 5, &|s, p| {
            matches!(p, Prompt::SoloSequence { .. }) && s.round == 2
        }),
        ("keep", 1, 6, &|_, p| matches!(p, Prompt::Keep { .. })),
    ];
    for (file, seats, seed, wanted) in samples {
        let steps = (0..40)
            .flat_map(|n| game(seed * 100 + n, seats, BotKind::Heuristic, Side::A))
            .find(|s| {
                s.owed
                    .iter()
                    .any(|(seat, p, _)| *seat == 0 && wanted(&s.state, p))
            })
            .unwrap_or_else(|| panic!("no {file} step"));
        let (_, prompt, decision) = steps.owed.iter().find(|(s, _, _)| *s == 0).unwrap();
        write(file, page(&steps.state, 0, Some(prompt), None));
        write(
            &format!("{file}-submitted"),
            page(&steps.state, 0, Some(prompt), Some(decision)),
        );
    }
    let steps = game(9, 3, BotKind::Heuristic, Side::B);
    let step = &steps[30];
    write("waiting", page(&step.state, 0, None, None));
    let (_, prompt, _) = &step.owed[0];
    let view = Wonderful::view(&step.state, Some(0));
    write(
        "refused",
        decision_page(
            &context(&step.state, 0, false),
            &view,
            Some(prompt),
            &Prefill::Blank,
            Some("the number of cubes for Zeppelin is not a number"),
            None,
        )
        .unwrap(),
    );
    let error = missive::web::error_page::ErrorPage {
        status: 404,
        title: "No such game".into(),
        reason: "This link does not open any game. It may have been mistyped.".into(),
        back_url: "/".into(),
        back_label: "Back to Missive".into(),
    };
    write("error", error.render(missive::i18n::Tr::default()));
}

#[test]
fn an_email_link_opens_the_page_at_its_card_with_a_button_to_confirm_it() {
    use crate::support::seat_pages::opened;
    use missive::play::Playable;
    use missive::web::games::{GameWeb, SeatPageOf};
    let (state, prompt) = find_step(|s, p| matches!(p, Prompt::Pick { .. }) && s.seats() == 3);
    let Prompt::Pick { hand, .. } = &prompt else {
        unreachable!()
    };
    let links = Wonderful::quick_choices(&prompt);
    assert_eq!(links.len(), hand.len());
    for ((label, link), card) in links.iter().zip(hand) {
        assert_eq!(missive::i18n::Tr::default().word(label), card.name());
        let (query, anchor) = link
            .split_once('#')
            .expect("the link names its card's anchor");
        let query: Vec<(String, String)> = query
            .split('&')
            .filter_map(|kv| kv.split_once('='))
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let ctx = context(&state, 0, false);
        let html = <Wonderful as GameWeb>::seat_page(&SeatPageOf {
            query: &query,
            ..opened(&ctx, &state, 0)
        })
        .unwrap();
        assert_well_formed(&html, Wonderful::step(&state));
        let at = html
            .find(&format!("id=\"{anchor}\""))
            .unwrap_or_else(|| panic!("no anchor {anchor}"));
        let choice = &html[at..at + html[at..].find("</div>").unwrap()];
        assert!(choice.contains(&format!("value=\"{}\" required checked", card.0)));
        assert!(choice.contains(">Confirm your pick</button>"));
        assert_eq!(html.matches("Confirm your pick").count(), 1);
        // The button beside the card sends the form as it stands: that card.
        let sent = submitted(forms(&html)[0]);
        assert!(sent.contains(&("via".to_string(), "link".to_string())));
        assert_eq!(parse(&prompt, &sent), Ok(Decision::Pick { card: *card }));
    }
}

#[test]
fn a_form_opens_filled_with_the_standing_orders_else_a_suggestion() {
    use crate::support::seat_pages::opened;
    use missive::games::wonderful::{DraftChoice, Orders};
    use missive::web::games::{GameWeb, SeatPageOf};
    let (state, prompt) = find_step(|s, p| matches!(p, Prompt::Pick { .. }) && s.seats() == 3);
    let Prompt::Pick { hand, .. } = &prompt else {
        unreachable!()
    };
    let draw = |orders: Option<&Orders>| {
        let ctx = context(&state, 0, false);
        <Wonderful as GameWeb>::seat_page(&SeatPageOf {
            orders,
            ..opened(&ctx, &state, 0)
        })
        .unwrap()
    };
    let chosen = |html: &str| parse(&prompt, &submitted(forms(html)[0])).unwrap();

    let suggested = draw(None);
    assert!(suggested.contains("Filled in with a suggestion."));
    assert_eq!(
        Some(chosen(&suggested)),
        Wonderful::fallback(&state, 0),
        "the fallback's pick"
    );

    // Orders naming the card the fallback likes least.
    let last = *hand
        .iter()
        .find(|c| Some(Decision::Pick { card: **c }) != Wonderful::fallback(&state, 0))
        .unwrap();
    let orders = Orders {
        draft: vec![DraftChoice::Design(last.design().id.clone())],
        ..Orders::default()
    };
    let ordered = draw(Some(&orders));
    assert!(ordered.contains("Filled in from your standing orders."));
    assert_eq!(
        chosen(&ordered).cards()[0].design().id,
        last.design().id,
        "the orders' pick"
    );
}
