//! Plain words for a player: cards, what is asked, what happened (rules §12.8). A card whose
//! ability is not verified is marked wherever its name appears.

use super::cards::{Amount, CardId, Good, Goods, Kind};
use super::decision::Prompt;
use super::event::{Event, Part, PassWhy, Source};
use super::goods::{Haul, Supply, and_list, price_words};
use super::lookout;
use super::state::{Phase, ROUNDS, State};
use crate::{Heading, Outcome, Phrase, Seat};

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

fn names(cards: &[CardId]) -> String {
    if cards.is_empty() {
        return "nothing".into();
    }
    and_list(&cards.iter().map(|&c| name(c)).collect::<Vec<_>>())
}

fn seat_name(names: &[String], seat: Seat) -> &str {
    names.get(seat).map(String::as_str).unwrap_or("a player")
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

/// "2 wood and 1 VP".
pub fn goods_words(goods: &Goods) -> String {
    let parts: Vec<String> = goods.0.iter().map(|&(g, a)| amount_words(g, a)).collect();
    if parts.is_empty() {
        "nothing".into()
    } else {
        and_list(&parts)
    }
}

/// The whole card in words: deck, kind, colours, cost, raze and deal fields, text, marks.
pub fn card(card: CardId) -> String {
    let design = card.design();
    let copy = card.copy();
    let deck = match design.deck.faction() {
        Some(f) => f.adjective().to_string(),
        None => "Common".to_string(),
    };
    let kind = match design.kind {
        Kind::Production => "Production",
        Kind::Feature => "Feature",
        Kind::Action => "Action",
        Kind::Plain => "no kind",
    };
    let colours: Vec<&str> = design.colours.iter().map(|c| c.name()).collect();
    let mut cost = price_words(&Supply {
        wood: copy.cost.wood as u16,
        stone: copy.cost.stone as u16,
        food: copy.cost.food as u16,
        ..Supply::default()
    });
    if copy.cost.location {
        cost += " and a Location part";
    }
    let mut out = format!(
        "{} — {deck} {kind} Location{}; costs {cost}",
        design.name,
        if colours.is_empty() {
            String::new()
        } else {
            format!(" ({})", colours.join(", "))
        }
    );
    match &copy.raze {
        Some(r) => out += &format!("; raze: {}", goods_words(r)),
        None => out += "; cannot be razed",
    }
    if let Some(d) = &copy.deal {
        out += &format!("; deal: {}", goods_words(d));
    }
    out += &format!("; worth {} VP at the end. {}", design.vp, design.text);
    if !design.verified {
        out += &format!(" [{UNVERIFIED}]");
        if let Some(known) = &design.known {
            out += &format!(" Note: {known}");
        }
    }
    if design.translated {
        out += " (The name is our translation: the official English name is unknown.)";
    }
    out
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
pub fn prompt(prompt: &Prompt, state: &State) -> String {
    let round = state.round;
    match prompt {
        Prompt::Pick {
            second_draft,
            production,
            ..
        } => {
            let mut s = format!(
                "Take a card of the Lookout row (round {round}, {} draft)",
                if *second_draft { "second" } else { "first" }
            );
            if production.is_some() {
                s += ", and make your Production choices";
            }
            s
        }
        Prompt::AlternateKeep { cards, .. } => format!(
            "Keep 1 of {} and pass the others (round {round})",
            names(cards)
        ),
        Prompt::AlternateSecond { cards, production } => format!(
            "Keep 1 of {} (round {round}){}",
            names(cards),
            if production.is_some() {
                ", and make your Production choices"
            } else {
                ""
            }
        ),
        Prompt::ProductionChoices { .. } => format!("Make your Production choices (round {round})"),
        Prompt::Keep { looks } => {
            let groups: Vec<String> = looks
                .iter()
                .map(|g| format!("keep {} of {}", g.keep, names(&g.cards)))
                .collect();
            format!("Faction cards: {}", groups.join("; "))
        }
        Prompt::Turn(_) => format!("Your turn (round {round}): take an action or pass"),
    }
}

/// The opening, which `setup` resolves without a step: seats, First player, the first Lookout.
pub fn opening(state: &State, names: &[String]) -> Vec<String> {
    let seats: Vec<String> = state
        .players
        .iter()
        .enumerate()
        .map(|(s, p)| format!("{} – {}", seat_name(names, s), p.faction.name()))
        .collect();
    let mut lines = vec![format!(
        "Seats: {}. First player: {}.",
        seats.join(", "),
        seat_name(names, state.first)
    )];
    lines.push("Each player draws 2 Common cards and 2 Faction cards.".into());
    if state.round == 1 {
        lines.push("Round 1. Each player takes a Faction card.".into());
        if !state.row.is_empty() && matches!(state.phase, Phase::Lookout { draft: 1, pick: 0 }) {
            lines.push(format!("Revealed: {}.", list(&state.row)));
        }
        if state.options.alternate_lookout {
            lines.push("Each player drew 3 Common cards, to keep 1 and pass 2.".into());
        }
    }
    lines
}

fn part_words(part: &Option<Part>) -> String {
    match part {
        Some(Part::Location(c)) => format!("; discards {}", name(*c)),
        Some(Part::Foundation(c)) => format!("; discards the Foundation {}", name(*c)),
        None => String::new(),
    }
}

/// "1 wood, 1 stone", "nothing".
fn paid_words(paid: &Supply) -> String {
    let words = paid.words();
    if words.is_empty() {
        "nothing".into()
    } else {
        words.join(", ")
    }
}

fn list(cards: &[CardId]) -> String {
    cards
        .iter()
        .map(|&c| name(c))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The first part of an action's line, before what it gained: "Ana builds Quarry (1 wood,
/// 1 stone)". `None` for events that are not actions.
fn action_head(event: &Event, who: &dyn Fn(Seat) -> String) -> Option<String> {
    Some(match event {
        Event::Built {
            seat,
            card,
            paid,
            part,
            by,
        } => match by {
            Some(by) => format!(
                "{} uses {} to build {} ({}{})",
                who(*seat),
                name(*by),
                name(*card),
                paid_words(paid),
                part_words(part)
            ),
            None => format!(
                "{} builds {} ({}{})",
                who(*seat),
                name(*card),
                paid_words(paid),
                part_words(part)
            ),
        },
        Event::DealMade { seat, card, paid } => format!(
            "{} makes a Deal with {} ({})",
            who(*seat),
            name(*card),
            paid_words(paid)
        ),
        Event::RazedCard { seat, card } => format!(
            "{} razes {} from the hand (1 raze token)",
            who(*seat),
            name(*card)
        ),
        Event::Razed {
            seat,
            victim,
            location,
            paid,
            defense,
            samurai,
            by,
            ..
        } => match by {
            Some(by) => format!(
                "{} razes {}'s {} with {}",
                who(*seat),
                who(*victim),
                name(*location),
                name(*by)
            ),
            None => {
                let mut guards = vec!["2".to_string()];
                if *defense {
                    guards.push("defense token".into());
                }
                if *samurai {
                    guards.push("Samurai".into());
                }
                let price = if guards.len() > 1 {
                    format!(": {}", guards.join(" + "))
                } else {
                    String::new()
                };
                format!(
                    "{} razes {}'s {} ({}{price})",
                    who(*seat),
                    who(*victim),
                    name(*location),
                    Good::Raze.count(*paid as u32),
                )
            }
        },
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
                costs.push(paid_words(paid));
            }
            if !cards.is_empty() {
                costs.push(format!("discards {}", list(cards)));
            }
            if !deals.is_empty() {
                costs.push(format!("discards the Deal {}", list(deals)));
            }
            format!(
                "{} uses {}{}{}",
                who(*seat),
                name(*location),
                if *uses == 2 { " twice" } else { "" },
                if costs.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", costs.join("; "))
                }
            )
        }
        Event::SpentWorkers { seat, goods } => {
            let each: Vec<String> = goods
                .iter()
                .map(|g| format!("1 {}", g.good().word(false)))
                .collect();
            format!(
                "{} spends {} workers: {}",
                who(*seat),
                2 * goods.len(),
                each.join(", ")
            )
        }
        _ => return None,
    })
}

/// What follows a razed Location: "Quarry becomes Ben's Foundation; Ben takes 1 wood; the
/// defense token returns to the supply."
fn razed_tail(event: &Event, who: &dyn Fn(Seat) -> String) -> Option<String> {
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
    let mut s = if *foundation {
        format!(
            "{} becomes {}'s Foundation; {} takes 1 wood",
            name(*location),
            who(*victim),
            who(*victim)
        )
    } else {
        format!("{} is discarded", name(*location))
    };
    match (defense, samurai) {
        (true, true) => s += "; the defense token and the Samurai return to the supply",
        (true, false) => s += "; the defense token returns to the supply",
        (false, true) => s += "; the Samurai returns to the supply",
        (false, false) => {}
    }
    Some(s + ".")
}

/// A gain told after its action: "produces 2 stone", "Supplier: 1 gold and 1 VP", "Oasis: Cleo
/// gains 3 workers".
fn gain_words(
    actor: Seat,
    built: Option<CardId>,
    seat: Seat,
    from: Source,
    haul: &Haul,
    who: &dyn Fn(Seat) -> String,
) -> String {
    let h = haul.words();
    if seat != actor {
        return match from {
            Source::Feature(c) => format!("{}: {} gains {h}", name(c), who(seat)),
            _ => format!("{} gains {h}", who(seat)),
        };
    }
    match from {
        Source::Bonus(_) => format!("building bonus {h}"),
        Source::Production(c) if Some(c) == built => format!("produces {h}"),
        Source::Production(c) => format!("{} produces {h}", name(c)),
        Source::Feature(c) => format!("{}: {h}", name(c)),
        Source::Deal(_) | Source::RazeField(_) | Source::Action(_) | Source::Workers => {
            format!("gains {h}")
        }
    }
}

/// The history's lines for the events of one step, as `viewer` may read them (`None`: the
/// public history): an action and what it gained make one line (rules §12.8).
pub fn lines(events: &[Event], names: &[String], viewer: Option<Seat>) -> Vec<String> {
    let who = |s: Seat| seat_name(names, s).to_string();
    let visible: Vec<&Event> = events
        .iter()
        .filter(|e| e.audience().is_none() || e.audience() == viewer)
        .collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < visible.len() {
        let e = visible[i];
        i += 1;
        if let (Event::RoundStarted { round, .. }, Some(Event::FactionCardsTaken { .. })) =
            (e, visible.get(i))
        {
            let taken = event(visible[i], names).unwrap_or_default();
            out.push(format!("Round {round}. {taken}"));
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
        let mut line = head;
        if !own.is_empty() {
            let parts: Vec<String> = own
                .iter()
                .map(|(s, f, h)| gain_words(actor, built, *s, *f, h, &who))
                .collect();
            line += &format!(": {}", parts.join("; "));
        }
        line += ".";
        if let Some(tail) = razed_tail(e, &who) {
            line += &format!(" {tail}");
        }
        for (s, f, h) in others {
            line += &format!(" {}.", gain_words(actor, built, *s, *f, h, &who));
        }
        out.push(line);
        out.extend(aside.into_iter().filter_map(|e| event(e, names)));
    }
    out
}

/// One line for one event, alone; `None` for bookkeeping. Private events speak to their seat
/// ("You drew …"). `lines` tells a whole step.
pub fn event(event: &Event, names: &[String]) -> Option<String> {
    let who = |s: Seat| seat_name(names, s).to_string();
    if let Some(head) = action_head(event, &who) {
        return Some(match razed_tail(event, &who) {
            Some(tail) => format!("{head}. {tail}"),
            None => format!("{head}."),
        });
    }
    Some(match event {
        Event::RoundStarted { round, .. } => format!("Round {round}."),
        Event::FactionCardsTaken { empty } => {
            let mut s = "Each player takes a Faction card.".to_string();
            for seat in empty {
                s += &format!(" {}'s Faction deck is empty.", who(*seat));
            }
            s
        }
        Event::Drew { cards, .. } => format!("You drew {}.", list(cards)),
        Event::CommonReshuffled { cards } => {
            format!(
                "The Common discard pile is shuffled into a new deck of {}.",
                Good::Card.count(*cards as u32)
            )
        }
        Event::Revealed { cards } => format!("Revealed: {}.", list(cards)),
        Event::Took { seat, card } => format!("{} takes {}.", who(*seat), name(*card)),
        Event::LeftoverDiscarded { card } => format!("{} is discarded.", name(*card)),
        Event::AlternatePassed { passed } => {
            if passed.iter().all(|&n| n == 2) {
                "Each player drew 3 Common cards, kept 1 and passed 2.".into()
            } else {
                let each: Vec<String> = passed
                    .iter()
                    .enumerate()
                    .map(|(s, n)| format!("{} {n}", who(s)))
                    .collect();
                format!(
                    "Each player kept 1 of the Common cards drawn and passed the others ({}).",
                    each.join(", ")
                )
            }
        }
        Event::Gave { to, cards, .. } => format!("You passed {} to {}.", list(cards), who(*to)),
        Event::Received { from, cards, .. } => {
            format!("{} passed you {}.", who(*from), list(cards))
        }
        Event::AlternateDiscarded { cards } => {
            let each: Vec<String> = cards
                .iter()
                .map(|(s, c)| format!("{} ({})", name(*c), who(*s)))
                .collect();
            format!("Discarded: {}.", each.join(", "))
        }
        Event::Produced { seat, haul } => format!("{} produces {}.", who(*seat), haul.words()),
        Event::Looked { cards, .. } => format!("You look at {}.", list(cards)),
        Event::Kept {
            seat,
            kept,
            looked,
            discarded,
        } => format!(
            "{} keeps {kept} of {looked} Faction cards and discards {}.",
            who(*seat),
            self::names(discarded)
        ),
        Event::Gained { seat, from, haul } => {
            let h = haul.words();
            match from {
                Source::Bonus(c) => format!("{}: building bonus {h}.", name(*c)),
                Source::Production(c) => format!("{} produces {h}.", name(*c)),
                Source::Feature(c) => format!("{}: {} gains {h}.", name(*c), who(*seat)),
                Source::Deal(c) => format!("{} gains {h} ({}'s deal).", who(*seat), name(*c)),
                Source::RazeField(c) => {
                    format!("{} gains {h} ({}'s raze field).", who(*seat), name(*c))
                }
                Source::Action(c) => format!("{} gains {h} ({}).", who(*seat), name(*c)),
                Source::Workers => format!("{} gains {h}.", who(*seat)),
            }
        }
        Event::Stole {
            seat,
            victim,
            resource,
        } => format!(
            "{} takes 1 {} from {}.",
            who(*seat),
            resource.word(false),
            who(*victim)
        ),
        Event::LocationDiscarded {
            seat,
            victim,
            location,
        } => format!(
            "{} discards {}'s {}.",
            who(*seat),
            who(*victim),
            name(*location)
        ),
        Event::DealDiscarded { seat, victim, deal } => format!(
            "{} makes {} discard the Deal {}.",
            who(*seat),
            who(*victim),
            name(*deal)
        ),
        Event::DealTaken {
            seat,
            victim,
            deal,
            to_hand,
        } => format!(
            "{} takes {}'s Deal {} {}.",
            who(*seat),
            who(*victim),
            name(*deal),
            if *to_hand {
                "into the hand"
            } else {
                "under the board"
            }
        ),
        Event::FoundationLaid { seat } => format!(
            "{} puts a card of the hand face down as a Foundation.",
            who(*seat)
        ),
        Event::DefensePlaced { seat, location } => format!(
            "{} places the defense token on {}.",
            who(*seat),
            name(*location)
        ),
        Event::SamuraiDeployed { seat, locations } => format!(
            "{} deploys Samurai on {}.",
            who(*seat),
            self::names(locations)
        ),
        Event::Passed { seat, why } => match why {
            PassWhy::Chose => format!("{} passes.", who(*seat)),
            PassWhy::NothingToDo => format!("{} passes (nothing to do).", who(*seat)),
            PassWhy::Deadline => format!("{} passes (deadline).", who(*seat)),
        },
        Event::Cleanup { kept, first } => {
            let each: Vec<String> = kept
                .iter()
                .enumerate()
                .filter(|(_, k)| !k.is_empty())
                .map(|(s, k)| format!("{} keeps {}", who(s), and_list(&k.words())))
                .collect();
            let mut s = if each.is_empty() {
                "Nobody keeps anything".to_string()
            } else {
                each.join("; ")
            };
            s += &format!("; the rest is discarded. {} is First player.", who(*first));
            s
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
pub fn outcome(outcome: &Outcome, names: &[String]) -> String {
    let each: Vec<String> = outcome
        .standings
        .iter()
        .map(|s| {
            let pad: Vec<String> = s
                .breakdown
                .iter()
                .map(|(label, points)| {
                    let label = if label == "Track" { "track" } else { label };
                    format!("{label} {points}")
                })
                .collect();
            format!(
                "{} {} ({})",
                seat_name(names, s.seat),
                s.score,
                pad.join(", ")
            )
        })
        .collect();
    let mut line = format!("Final: {}", each.join(", "));
    if let Some(t) = &outcome.tie_break {
        line += &format!("; tie broken on {t}");
    }
    line + "."
}

/// Whose pick it is, for pages that show the Lookout.
pub fn picker(state: &State) -> Option<Seat> {
    match state.phase {
        Phase::Lookout { draft, pick } => Some(lookout::picker(state, draft, pick)),
        _ => None,
    }
}
