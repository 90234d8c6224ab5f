//! Plain words for a player: cards, what is asked, what happened (rules §12.8). A card whose
//! ability is not verified is marked wherever its name appears. What is asked and what happened
//! are phrases of the game's messages (`messages/<lang>/story.ftl`), and so is a card in words
//! (`card_phrase`, `messages/<lang>/pages.ftl`) but for its ability, which stays as the data
//! gives it.

use super::cards::{Amount, CardId, Good, Goods};
use super::decision::Prompt;
use super::event::{Event, Part, PassWhy, Source};
use super::goods::{Haul, Supply, and_list};
use super::lookout;
use super::state::{Phase, ROUNDS, State};
use super::words::{self, card_series, clauses, sentences, series};
use crate::{Heading, Outcome, Phrase, Seat, Word};

/// What marks a card whose ability is not verified (rules §10).
pub const UNVERIFIED: &str = "ability not verified";

/// A card's name, marked when its ability is not verified.
pub fn name(card: CardId) -> String {
    if card.exists() && !card.design().verified {
        format!("{} ({UNVERIFIED})", card.name())
    } else {
        card.name().to_string()
    }
}

fn seat_name(names: &[String], seat: Seat) -> Word {
    match names.get(seat) {
        Some(name) => name.into(),
        None => Phrase::new("settlers-a-player").into(),
    }
}

fn amount_words(good: Good, amount: Amount) -> String {
    match amount {
        Amount::Fixed(n) => good.count(n as u32),
        Amount::PerColour { per_colour, max } => format!(
            "1 {} per {} Location in your Empire (max {max})",
            good.word(false),
            per_colour.name()
        ),
        Amount::PerSamurai { max, .. } => format!(
            "1 {} per Samurai you have deployed (max {max})",
            good.word(false)
        ),
    }
}

/// "2 wood and 1 VP", in English: the reply commands' words. Pages read `words::goods`.
pub fn goods_words(goods: &Goods) -> String {
    let parts: Vec<String> = goods.0.iter().map(|&(g, a)| amount_words(g, a)).collect();
    if parts.is_empty() {
        "nothing".into()
    } else {
        and_list(&parts)
    }
}

/// The whole card in words, in English: deck, kind, colours, cost, raze and deal fields, text,
/// marks. Pages read `card_phrase` in their reader's language.
pub fn card(card: CardId) -> String {
    card_phrase(card).to_string()
}

/// The whole card in words: its name, deck, kind, colours, cost, raze and deal fields and
/// points in the game's messages, then its ability as the data gives it (in English: no source
/// translates the abilities), marked when it is not verified.
pub fn card_phrase(card: CardId) -> Phrase {
    let design = card.design();
    let copy = card.copy();
    let kind = Phrase::new("settlers-card-location")
        .with("deck", design.deck.word())
        .with("kind", design.kind.location());
    let location = if design.colours.is_empty() {
        kind
    } else {
        let colours = design.colours.iter().map(|c| c.word()).collect();
        Phrase::new("settlers-card-colours")
            .with("location", kind)
            .with("colours", series(colours))
    };
    let goods = Supply {
        wood: copy.cost.wood as u16,
        stone: copy.cost.stone as u16,
        food: copy.cost.food as u16,
        ..Supply::default()
    };
    // A card that costs no goods says so on its own: a language may not say "costs nothing"
    // as it says "costs 2 wood" (Spanish "no cuesta nada").
    let amounts = goods.amounts();
    let costs = match (amounts.is_empty(), copy.cost.location) {
        (true, false) => Phrase::new("settlers-card-costs-nothing"),
        (true, true) => Phrase::new("settlers-card-costs-part-only"),
        (false, false) => Phrase::new("settlers-card-costs").with("cost", Word::List(amounts)),
        (false, true) => Phrase::new("settlers-card-costs").with(
            "cost",
            Phrase::new("settlers-card-cost-part").with("cost", Word::List(amounts)),
        ),
    };
    let mut fields: Vec<Word> = vec![
        Phrase::new("settlers-card-named")
            .with("name", card.word())
            .with("location", location)
            .into(),
        costs.into(),
    ];
    fields.push(match &copy.raze {
        Some(r) => Phrase::new("settlers-card-raze")
            .with("goods", words::goods(r))
            .into(),
        None => Phrase::new("settlers-card-no-raze").into(),
    });
    if let Some(d) = &copy.deal {
        fields.push(
            Phrase::new("settlers-card-deal")
                .with("goods", words::goods(d))
                .into(),
        );
    }
    fields.push(
        Phrase::new("settlers-card-worth")
            .with("vp", Good::Vp.amount(design.vp as u32))
            .into(),
    );
    let summary = Phrase::new("settlers-card-summary").with("fields", clauses(fields));
    let mut rest = vec![Word::Text(design.text.clone())];
    if !design.verified {
        rest.push(Phrase::new("settlers-card-unverified").into());
        if let Some(known) = &design.known {
            rest.push(
                Phrase::new("settlers-card-known")
                    .with("known", known)
                    .into(),
            );
        }
    }
    if design.translated {
        rest.push(Phrase::new("settlers-card-translated").into());
    }
    words::sentence_words(summary, rest)
}

/// Where the game stands: the round, then the step within it.
pub fn heading(state: &State) -> Heading {
    let round = Phrase::new("settlers-round")
        .with("round", state.round)
        .with("rounds", ROUNDS);
    let step = |id: &str| Heading::new(round.clone(), Phrase::new(id));
    match &state.phase {
        Phase::Lookout { draft, pick } => Heading::new(
            round.clone(),
            Phrase::new("settlers-step-lookout")
                .with("draft", *draft)
                .with("pick", pick + 1)
                .with("picks", state.seats()),
        ),
        Phase::AlternateKeep => step("settlers-step-alternate-keep"),
        Phase::AlternateSecond => step("settlers-step-alternate-second"),
        Phase::ProductionChoices => step("settlers-step-production-choices"),
        Phase::ProductionKeep => step("settlers-step-production-keep"),
        Phase::Action { .. } | Phase::ActionKeep { .. } => step("settlers-step-action"),
        Phase::Over => Heading::whole(Phrase::new("settlers-game-over")),
    }
}

/// What is asked, in one line.
pub fn prompt(prompt: &Prompt, state: &State) -> Phrase {
    let round = state.round;
    match prompt {
        Prompt::Pick {
            second_draft,
            production,
            ..
        } => Phrase::new(if production.is_some() {
            "settlers-due-pick-production"
        } else {
            "settlers-due-pick"
        })
        .with("round", round)
        .with("draft", if *second_draft { 2 } else { 1 }),
        Prompt::AlternateKeep { cards, .. } => Phrase::new("settlers-due-alternate-keep")
            .with("cards", words::cards(cards))
            .with("round", round),
        Prompt::AlternateSecond { cards, production } => Phrase::new(if production.is_some() {
            "settlers-due-alternate-second-production"
        } else {
            "settlers-due-alternate-second"
        })
        .with("cards", words::cards(cards))
        .with("round", round),
        Prompt::ProductionChoices { .. } => {
            Phrase::new("settlers-due-production-choices").with("round", round)
        }
        Prompt::Keep { looks } => {
            let groups = looks
                .iter()
                .map(|g| {
                    Phrase::new("settlers-due-keep-group")
                        .with("keep", g.keep)
                        .with("cards", words::cards(&g.cards))
                        .into()
                })
                .collect();
            Phrase::new("settlers-due-keep").with("groups", clauses(groups))
        }
        Prompt::Turn(_) => Phrase::new("settlers-due-turn").with("round", round),
    }
}

/// What a prompt asks, in a few words: an email's subject.
pub fn subject(prompt: &Prompt, state: &State) -> Phrase {
    let round = state.round;
    match prompt {
        Prompt::Pick { .. } => Phrase::new("settlers-subject-pick"),
        Prompt::AlternateKeep { .. } => Phrase::new("settlers-subject-alternate-keep"),
        Prompt::AlternateSecond { .. } => Phrase::new("settlers-subject-alternate-second"),
        Prompt::ProductionChoices { .. } => Phrase::new("settlers-subject-production-choices"),
        Prompt::Keep { .. } => Phrase::new("settlers-subject-keep"),
        Prompt::Turn(_) => match state.phase {
            Phase::Action { seat } => Phrase::new("settlers-subject-turn")
                .with("turn", state.players[seat].turns as u16 + 1),
            _ => Phrase::new("settlers-subject-turn-open"),
        },
    }
    .with("round", round)
}

/// The opening, which `setup` resolves without a step: seats, First player, the first Lookout.
pub fn opening(state: &State, names: &[String]) -> Vec<Phrase> {
    let seats = state
        .players
        .iter()
        .enumerate()
        .map(|(s, p)| {
            Phrase::new("settlers-seat")
                .with("player", seat_name(names, s))
                .with("faction", p.faction.word())
                .into()
        })
        .collect();
    let mut lines = vec![
        Phrase::new("settlers-seats")
            .with("seats", series(seats))
            .with("first", seat_name(names, state.first)),
    ];
    lines.push(Phrase::new("settlers-opening-draw"));
    if state.round == 1 {
        lines.push(sentences(vec![
            Phrase::new("settlers-round-began").with("round", 1),
            Phrase::new("settlers-faction-cards-taken"),
        ]));
        if !state.row.is_empty() && matches!(state.phase, Phase::Lookout { draft: 1, pick: 0 }) {
            lines.push(Phrase::new("settlers-revealed").with("cards", card_series(&state.row)));
        }
        if state.options.alternate_lookout {
            lines.push(Phrase::new("settlers-opening-alternate"));
        }
    }
    lines
}

/// What a build paid: its goods, and the Location part it discarded.
fn build_cost(paid: &Supply, part: &Option<Part>) -> Word {
    match part {
        Some(Part::Location(c)) => Phrase::new("settlers-cost-location")
            .with("paid", words::paid(paid))
            .with("part", c.marked())
            .into(),
        Some(Part::Foundation(c)) => Phrase::new("settlers-cost-foundation")
            .with("paid", words::paid(paid))
            .with("part", c.marked())
            .into(),
        None => words::paid(paid),
    }
}

/// The first part of an action's line, before what it gained: "Ana builds Quarry (1 wood,
/// 1 stone)". `None` for events that are not actions.
fn action_head(event: &Event, who: &dyn Fn(Seat) -> Word) -> Option<Phrase> {
    Some(match event {
        Event::Built {
            seat,
            card,
            paid,
            part,
            by,
        } => {
            let head = match by {
                Some(by) => Phrase::new("settlers-builds-with").with("by", by.marked()),
                None => Phrase::new("settlers-builds"),
            };
            head.with("player", who(*seat))
                .with("card", card.marked())
                .with("cost", build_cost(paid, part))
        }
        Event::DealMade { seat, card, paid } => Phrase::new("settlers-makes-deal")
            .with("player", who(*seat))
            .with("card", card.marked())
            .with("paid", words::paid(paid)),
        Event::RazedCard { seat, card } => Phrase::new("settlers-razes-card")
            .with("player", who(*seat))
            .with("card", card.marked()),
        Event::Razed {
            seat,
            victim,
            location,
            paid,
            defense,
            samurai,
            by,
            ..
        } => {
            let head = match (by, defense, samurai) {
                (Some(by), _, _) => Phrase::new("settlers-razes-with").with("by", by.marked()),
                (None, false, false) => Phrase::new("settlers-razes"),
                (None, true, false) => Phrase::new("settlers-razes-guarded")
                    .with("guards", Phrase::new("settlers-guards-defense")),
                (None, false, true) => Phrase::new("settlers-razes-guarded")
                    .with("guards", Phrase::new("settlers-guards-samurai")),
                (None, true, true) => Phrase::new("settlers-razes-guarded")
                    .with("guards", Phrase::new("settlers-guards-both")),
            };
            let head = head
                .with("player", who(*seat))
                .with("victim", who(*victim))
                .with("card", location.marked());
            if by.is_some() {
                head
            } else {
                head.with("paid", Good::Raze.amount(*paid as u32))
            }
        }
        Event::Activated {
            seat,
            location,
            uses,
            paid,
            cards,
            deals,
        } => {
            let mut costs = Vec::new();
            if !paid.is_empty() {
                costs.push(words::paid(paid));
            }
            if !cards.is_empty() {
                costs.push(
                    Phrase::new("settlers-cost-discards")
                        .with("cards", card_series(cards))
                        .into(),
                );
            }
            if !deals.is_empty() {
                costs.push(
                    Phrase::new("settlers-cost-discards-deals")
                        .with("cards", card_series(deals))
                        .into(),
                );
            }
            let head = match (*uses == 2, costs.is_empty()) {
                (false, true) => Phrase::new("settlers-uses"),
                (true, true) => Phrase::new("settlers-uses-twice"),
                (false, false) => Phrase::new("settlers-uses-paying"),
                (true, false) => Phrase::new("settlers-uses-twice-paying"),
            };
            let head = head
                .with("player", who(*seat))
                .with("card", location.marked());
            if costs.is_empty() {
                head
            } else {
                head.with("costs", clauses(costs))
            }
        }
        Event::SpentWorkers { seat, goods } => {
            let each = goods.iter().map(|g| g.good().amount(1)).collect();
            Phrase::new("settlers-spends-workers")
                .with("player", who(*seat))
                .with("count", 2 * goods.len())
                .with("goods", series(each))
        }
        _ => return None,
    })
}

/// What follows a razed Location: "Quarry becomes Ben's Foundation; Ben takes 1 wood; the
/// defense token returns to the supply."
fn razed_tail(event: &Event, who: &dyn Fn(Seat) -> Word) -> Option<Phrase> {
    let Event::Razed {
        victim,
        location,
        defense,
        samurai,
        foundation,
        ..
    } = event
    else {
        return None;
    };
    let razed = if *foundation {
        Phrase::new("settlers-razed-foundation")
            .with("card", location.marked())
            .with("player", who(*victim))
    } else {
        Phrase::new("settlers-razed-discarded").with("card", location.marked())
    };
    let returned = match (defense, samurai) {
        (true, true) => Some("settlers-returns-both"),
        (true, false) => Some("settlers-returns-defense"),
        (false, true) => Some("settlers-returns-samurai"),
        (false, false) => None,
    };
    Some(match returned {
        Some(returned) => Phrase::new("settlers-razed-tail-returns")
            .with("razed", razed)
            .with("returned", Phrase::new(returned)),
        None => Phrase::new("settlers-razed-tail").with("razed", razed),
    })
}

/// The message `some` with the haul as its goods, or `none` when the haul is empty: a language
/// may not say "produces nothing" as it says "produces 2 stone" (Spanish "no produce nada").
fn gain(some: &str, none: &str, haul: &Haul) -> Phrase {
    if haul.is_empty() {
        Phrase::new(none)
    } else {
        Phrase::new(some).with("goods", haul.word())
    }
}

/// A gain of the actor, told after its action: "produces 2 stone", "Supplier: 1 gold and 1 VP".
fn own_gain(built: Option<CardId>, from: Source, haul: &Haul) -> Word {
    match from {
        Source::Bonus(_) => gain("settlers-gain-bonus", "settlers-gain-bonus-nothing", haul),
        Source::Production(c) if Some(c) == built => gain(
            "settlers-gain-produces",
            "settlers-gain-produces-nothing",
            haul,
        ),
        Source::Production(c) => gain(
            "settlers-gain-card-produces",
            "settlers-gain-card-produces-nothing",
            haul,
        )
        .with("card", c.marked()),
        Source::Feature(c) => gain(
            "settlers-gain-feature",
            "settlers-gain-feature-nothing",
            haul,
        )
        .with("card", c.marked()),
        Source::Deal(_) | Source::RazeField(_) | Source::Action(_) | Source::Workers => {
            gain("settlers-gain", "settlers-gain-nothing", haul)
        }
    }
    .into()
}

/// Another player's gain, told after the action that caused it: "Oasis: Cleo gains 3
/// workers."
fn other_gain(seat: Seat, from: Source, haul: &Haul, who: &dyn Fn(Seat) -> Word) -> Phrase {
    match from {
        Source::Feature(c) => gain(
            "settlers-gained-feature",
            "settlers-gained-feature-nothing",
            haul,
        )
        .with("card", c.marked()),
        _ => gain("settlers-gained", "settlers-gained-nothing", haul),
    }
    .with("player", who(seat))
}

/// The history's lines for the events of one step, as `viewer` may read them (`None`: the
/// public history): an action and what it gained make one line (rules §12.8).
pub fn lines(events: &[Event], names: &[String], viewer: Option<Seat>) -> Vec<Phrase> {
    let who = |s: Seat| seat_name(names, s);
    let visible: Vec<&Event> = events
        .iter()
        .filter(|e| e.audience().is_none() || e.audience() == viewer)
        .collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < visible.len() {
        let e = visible[i];
        i += 1;
        if let (Event::RoundStarted { .. }, Some(taken @ Event::FactionCardsTaken { .. })) =
            (e, visible.get(i))
        {
            out.extend(event(e, names).into_iter().chain(event(taken, names)));
            let joined = sentences(out.split_off(out.len() - 2));
            out.push(joined);
            i += 1;
            continue;
        }
        let Some(head) = action_head(e, &who) else {
            out.extend(event(e, names));
            continue;
        };
        let actor = match e {
            Event::Built { seat, .. }
            | Event::DealMade { seat, .. }
            | Event::RazedCard { seat, .. }
            | Event::Razed { seat, .. }
            | Event::Activated { seat, .. }
            | Event::SpentWorkers { seat, .. } => *seat,
            _ => unreachable!("an action"),
        };
        let built = match e {
            Event::Built { card, .. } => Some(*card),
            _ => None,
        };
        // The gains that follow, those of one source together (a ×2 card's two uses). A
        // reshuffle of the Common deck, or a look at Faction cards, made while the action gives
        // its goods is told after the action's line.
        let mut gains: Vec<(Seat, Source, Haul)> = Vec::new();
        let mut aside: Vec<&Event> = Vec::new();
        loop {
            match visible.get(i) {
                Some(Event::Gained { seat, from, haul }) => {
                    // Spending workers already says what the pairs bought.
                    if *from != Source::Workers {
                        match gains.last_mut() {
                            Some((s, f, h)) if s == seat && f == from => h.add(haul),
                            _ => gains.push((*seat, *from, haul.clone())),
                        }
                    }
                }
                Some(e @ (Event::CommonReshuffled { .. } | Event::Looked { .. })) => aside.push(e),
                _ => break,
            }
            i += 1;
        }
        let (own, others): (Vec<_>, Vec<_>) = gains.iter().partition(|g| g.0 == actor);
        let mut line = vec![if own.is_empty() {
            Phrase::new("settlers-line-alone").with("action", head)
        } else {
            let gains = own.iter().map(|(_, f, h)| own_gain(built, *f, h)).collect();
            Phrase::new("settlers-line")
                .with("action", head)
                .with("gains", clauses(gains))
        }];
        line.extend(razed_tail(e, &who));
        line.extend(others.iter().map(|(s, f, h)| other_gain(*s, *f, h, &who)));
        out.push(sentences(line));
        out.extend(aside.into_iter().filter_map(|e| event(e, names)));
    }
    out
}

/// One line for one event, alone; `None` for bookkeeping. Private events speak to their seat
/// ("You drew …"). `lines` tells a whole step.
pub fn event(event: &Event, names: &[String]) -> Option<Phrase> {
    let who = |s: Seat| seat_name(names, s);
    if let Some(head) = action_head(event, &who) {
        let mut line = vec![Phrase::new("settlers-line-alone").with("action", head)];
        line.extend(razed_tail(event, &who));
        return Some(sentences(line));
    }
    Some(match event {
        Event::RoundStarted { round, .. } => {
            Phrase::new("settlers-round-began").with("round", *round)
        }
        Event::FactionCardsTaken { empty } => {
            let mut said = vec![Phrase::new("settlers-faction-cards-taken")];
            said.extend(
                empty.iter().map(|seat| {
                    Phrase::new("settlers-faction-deck-empty").with("player", who(*seat))
                }),
            );
            sentences(said)
        }
        Event::Drew { cards, .. } => {
            Phrase::new("settlers-you-drew").with("cards", card_series(cards))
        }
        Event::CommonReshuffled { cards } => {
            Phrase::new("settlers-common-reshuffled").with("count", *cards)
        }
        Event::Revealed { cards } => {
            Phrase::new("settlers-revealed").with("cards", card_series(cards))
        }
        Event::Took { seat, card } => Phrase::new("settlers-took")
            .with("player", who(*seat))
            .with("card", card.marked()),
        Event::LeftoverDiscarded { card } => {
            Phrase::new("settlers-leftover-discarded").with("card", card.marked())
        }
        Event::AlternatePassed { passed } => {
            if passed.iter().all(|&n| n == 2) {
                Phrase::new("settlers-alternate-passed")
            } else {
                let each = passed
                    .iter()
                    .enumerate()
                    .map(|(s, n)| {
                        Phrase::new("settlers-passed-count")
                            .with("player", who(s))
                            .with("count", *n)
                            .into()
                    })
                    .collect();
                Phrase::new("settlers-alternate-passed-some").with("counts", series(each))
            }
        }
        Event::Gave { to, cards, .. } => Phrase::new("settlers-you-passed")
            .with("cards", card_series(cards))
            .with("player", who(*to)),
        Event::Received { from, cards, .. } => Phrase::new("settlers-passed-you")
            .with("player", who(*from))
            .with("cards", card_series(cards)),
        Event::AlternateDiscarded { cards } => {
            let each = cards
                .iter()
                .map(|(s, c)| {
                    Phrase::new("settlers-card-of")
                        .with("card", c.marked())
                        .with("player", who(*s))
                        .into()
                })
                .collect();
            Phrase::new("settlers-alternate-discarded").with("cards", series(each))
        }
        Event::Produced { seat, haul } => {
            gain("settlers-produced", "settlers-produced-nothing", haul).with("player", who(*seat))
        }
        Event::Looked { cards, .. } => {
            Phrase::new("settlers-you-look").with("cards", card_series(cards))
        }
        Event::Kept {
            seat,
            kept,
            looked,
            discarded,
        } => Phrase::new("settlers-kept")
            .with("player", who(*seat))
            .with("kept", *kept)
            .with("looked", *looked)
            .with("discarded", words::cards(discarded)),
        Event::Gained { seat, from, haul } => {
            let (some, none, card) = match from {
                Source::Bonus(c) => (
                    "settlers-gained-bonus",
                    "settlers-gained-bonus-nothing",
                    Some(c),
                ),
                Source::Production(c) => (
                    "settlers-gained-production",
                    "settlers-gained-production-nothing",
                    Some(c),
                ),
                Source::Feature(c) => (
                    "settlers-gained-feature",
                    "settlers-gained-feature-nothing",
                    Some(c),
                ),
                Source::Deal(c) => (
                    "settlers-gained-deal",
                    "settlers-gained-deal-nothing",
                    Some(c),
                ),
                Source::RazeField(c) => (
                    "settlers-gained-raze-field",
                    "settlers-gained-raze-field-nothing",
                    Some(c),
                ),
                Source::Action(c) => (
                    "settlers-gained-action",
                    "settlers-gained-action-nothing",
                    Some(c),
                ),
                Source::Workers => ("settlers-gained", "settlers-gained-nothing", None),
            };
            let said = gain(some, none, haul).with("player", who(*seat));
            match card {
                Some(c) => said.with("card", c.marked()),
                None => said,
            }
        }
        Event::Stole {
            seat,
            victim,
            resource,
        } => Phrase::new("settlers-stole")
            .with("player", who(*seat))
            .with("goods", resource.amount(1))
            .with("victim", who(*victim)),
        Event::LocationDiscarded {
            seat,
            victim,
            location,
        } => Phrase::new("settlers-location-discarded")
            .with("player", who(*seat))
            .with("victim", who(*victim))
            .with("card", location.marked()),
        Event::DealDiscarded { seat, victim, deal } => Phrase::new("settlers-deal-discarded")
            .with("player", who(*seat))
            .with("victim", who(*victim))
            .with("card", deal.marked()),
        Event::DealTaken {
            seat,
            victim,
            deal,
            to_hand,
        } => Phrase::new(if *to_hand {
            "settlers-deal-taken-to-hand"
        } else {
            "settlers-deal-taken"
        })
        .with("player", who(*seat))
        .with("victim", who(*victim))
        .with("card", deal.marked()),
        Event::FoundationLaid { seat } => {
            Phrase::new("settlers-foundation-laid").with("player", who(*seat))
        }
        Event::DefensePlaced { seat, location } => Phrase::new("settlers-defense-placed")
            .with("player", who(*seat))
            .with("card", location.marked()),
        Event::SamuraiDeployed { seat, locations } => Phrase::new("settlers-samurai-deployed")
            .with("player", who(*seat))
            .with("cards", words::cards(locations)),
        Event::Passed { seat, why } => Phrase::new(match why {
            PassWhy::Chose => "settlers-passes",
            PassWhy::NothingToDo => "settlers-passes-nothing-to-do",
            PassWhy::Deadline => "settlers-passes-deadline",
        })
        .with("player", who(*seat)),
        Event::Cleanup { kept, first } => {
            let each: Vec<Word> = kept
                .iter()
                .enumerate()
                .filter(|(_, k)| !k.is_empty())
                .map(|(s, k)| {
                    Phrase::new("settlers-keeps")
                        .with("player", who(s))
                        .with("goods", Word::List(k.amounts()))
                        .into()
                })
                .collect();
            let kept = if each.is_empty() {
                Phrase::new("settlers-nobody-keeps").into()
            } else {
                clauses(each)
            };
            sentences(vec![
                Phrase::new("settlers-cleanup").with("kept", kept),
                Phrase::new("settlers-first-player").with("player", who(*first)),
            ])
        }
        Event::GameOver => return None,
        Event::Built { .. }
        | Event::DealMade { .. }
        | Event::RazedCard { .. }
        | Event::Razed { .. }
        | Event::Activated { .. }
        | Event::SpentWorkers { .. } => unreachable!("told by action_head"),
    })
}

/// "Final: Ana 61 (track 44, Common Locations 5, Faction Locations 12), …; tie broken on …".
/// The score pad's labels and the tie-break are the outcome's own words, in English.
pub fn outcome(outcome: &Outcome, names: &[String]) -> Phrase {
    let each = outcome
        .standings
        .iter()
        .map(|s| {
            let pad = s
                .breakdown
                .iter()
                .map(|(label, points)| {
                    let label = if label == "Track" { "track" } else { label };
                    Phrase::new("settlers-pad-line")
                        .with("label", label)
                        .with("points", *points)
                        .into()
                })
                .collect();
            Phrase::new("settlers-standing")
                .with("player", seat_name(names, s.seat))
                .with("score", s.score)
                .with("pad", series(pad))
                .into()
        })
        .collect();
    match &outcome.tie_break {
        Some(t) => Phrase::new("settlers-final-tie")
            .with("standings", series(each))
            .with("tie", t),
        None => Phrase::new("settlers-final").with("standings", series(each)),
    }
}

/// Whose pick it is, for pages that show the Lookout.
pub fn picker(state: &State) -> Option<Seat> {
    match state.phase {
        Phase::Lookout { draft, pick } => Some(lookout::picker(state, draft, pick)),
        _ => None,
    }
}
