//! The commands a reply may give in It's a Wonderful World: `pick <card>` in the draft,
//! `build <card>, …; recycle <card>, …` in Planning, `place <card>, …` (and `token …` for
//! Science supremacy) in Production; solo, `trade <card>, <card>` and `keep <card>`. Whatever a
//! command leaves unsaid is decided as "ok" would decide it.

use super::cards::{CardId, Character, Resource, Space};
use super::decision::{Actions, Decision, Prompt, Recycle};
use super::flow;
use super::state::State;
use crate::Seat;
use crate::commands::{
    Choice, Command, Lexicon, Reading, Term, clauses, counted, find, items, plain, split_word, verb,
};

/// Every command word of the game: a line that starts with one is read as a command.
pub const VERBS: [Term; 7] = [
    Term::new("pick", "wonderful-verb-pick"),
    Term::new("build", "wonderful-verb-build"),
    Term::new("recycle", "wonderful-verb-recycle"),
    Term::new("place", "wonderful-verb-place"),
    Term::new("token", "wonderful-verb-token"),
    Term::new("trade", "wonderful-verb-trade"),
    Term::new("keep", "wonderful-verb-keep"),
];

/// The commands `prompt` takes, as the email lists them.
pub fn commands(state: &State, seat: Seat, prompt: &Prompt, _lex: &Lexicon) -> Vec<Command> {
    match prompt {
        Prompt::Pick { hand, .. } => vec![
            Command::new("pick <card>", "pick that card of your hand").with_choices(named(hand)),
        ],
        Prompt::Plan { cards } => plan_commands(state, seat, cards),
        Prompt::SoloSequence { hand, can_trade } => {
            let mut out = plan_commands(state, seat, hand);
            if *can_trade {
                out.push(
                    Command::new(
                        "trade <card>, <card>",
                        "discard those 2 cards of your hand to draw 5 and keep 1",
                    )
                    .with_choices(named(hand)),
                );
            }
            out
        }
        Prompt::Keep { drawn } => vec![
            Command::new("keep <card>", "keep that card; the others are discarded")
                .with_choices(named(drawn)),
        ],
        Prompt::Produce {
            resource,
            produced,
            choose_token,
        } => {
            let mut out = Vec::new();
            if *produced > 0 {
                out.push(
                    Command::new(
                        "place <card>, …",
                        format!(
                            "put one {resource} on each card named (\"2 {}\" for two), the rest of your {produced} on your Empire",
                            resource.name()
                        ),
                    )
                    .with_choices(sites_for(state, seat, *resource)),
                );
            }
            if *choose_token {
                out.push(
                    Command::new(
                        "token <General or Financier>",
                        "the Science supremacy token you take (after \"place …;\" or alone)",
                    )
                    .with_choices(
                        Character::ALL
                            .iter()
                            .map(|c| Choice::named(c.name()))
                            .collect(),
                    ),
                );
            }
            out
        }
    }
}

fn plan_commands(state: &State, seat: Seat, cards: &[CardId]) -> Vec<Command> {
    // The same cards as "build" lists, by the same numbers: listed once.
    let mut recycle = Command::new(
        "recycle <card> [onto <card>], …",
        "recycle those of the same cards, each one's cube onto a card under construction or your Empire; the others are slated",
    );
    let sites = &state.players[seat].construction;
    if !sites.is_empty() {
        recycle.does.push_str(&format!(
            " (under construction: {})",
            sites
                .iter()
                .map(|s| s.card.name())
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    vec![
        Command::new(
            "build <card>, …",
            "slate those cards for construction; the others are recycled (\"build …; recycle …\" says both)",
        )
        .with_choices(cards.iter().map(|&c| Choice::new(c.name(), detail(c))).collect()),
        recycle,
    ]
}

/// What a player weighs when planning a card: its type, cost and recycling bonus.
fn detail(card: CardId) -> String {
    let design = card.design();
    let cost: Vec<String> = Space::ALL
        .iter()
        .filter(|s| design.cost[s.index()] > 0)
        .map(|s| format!("{} {}", design.cost[s.index()], s.name()))
        .collect();
    format!(
        "{}; costs {}; recycled for 1 {}",
        design.kind.name(),
        cost.join(" + "),
        design.recycle.name()
    )
}

fn named(cards: &[CardId]) -> Vec<Choice> {
    cards.iter().map(|c| Choice::named(c.name())).collect()
}

/// The cards under construction with an empty space for `resource`.
fn sites_for(state: &State, seat: Seat, resource: Resource) -> Vec<Choice> {
    state.players[seat]
        .construction
        .iter()
        .filter(|s| s.open(resource.into()) > 0)
        .map(|s| {
            let open = s.open(resource.into());
            Choice::new(
                s.card.name(),
                format!(
                    "{open} {} space{} open",
                    resource.name(),
                    if open == 1 { "" } else { "s" }
                ),
            )
        })
        .collect()
}

/// What `line` decides for `seat`, `ok` filling in what it leaves unsaid.
pub fn read(
    state: &State,
    seat: Seat,
    prompt: &Prompt,
    line: &str,
    ok: Option<&Decision>,
    lex: &Lexicon,
) -> Reading<Decision> {
    let Some((verb, _)) = lex.verb(line, &VERBS) else {
        return Reading::NotACommand;
    };
    let read = match prompt {
        Prompt::Pick { hand, .. } => only(line, "pick", lex).and_then(|card| {
            let card = one_of(card, hand)?;
            Ok(Decision::Pick { card })
        }),
        Prompt::Keep { drawn } => only(line, "keep", lex).and_then(|card| {
            let card = one_of(card, drawn)?;
            Ok(Decision::Keep { card })
        }),
        Prompt::Plan { cards } => plan(state, seat, cards, line, ok, lex),
        Prompt::SoloSequence { hand, can_trade } => match verb.word {
            "trade" if *can_trade => only(line, "trade", lex).and_then(|rest| trade(rest, hand)),
            "trade" => Err("You cannot trade now: plan your hand.".into()),
            _ => plan(state, seat, hand, line, ok, lex),
        },
        Prompt::Produce {
            resource,
            produced,
            choose_token,
        } => produce(
            state,
            seat,
            (*resource, *produced, *choose_token),
            line,
            ok,
            lex,
        ),
    };
    match read {
        Ok(decision) => Reading::Decision(decision),
        Err(why) => Reading::Unreadable(why),
    }
}

/// The command word of a clause, as English writes it if it is one of the game's, and the
/// rest; `None` for a clause without a word.
fn clause_verb<'a>(clause: &'a str, lex: &Lexicon) -> Option<(String, &'a str)> {
    match lex.verb(clause, &VERBS) {
        Some((term, rest)) => Some((term.word.to_owned(), rest)),
        None => verb(clause),
    }
}

/// The rest of a line that is the one command `verb`, or why it is not.
fn only<'a>(line: &'a str, wanted: &str, lex: &Lexicon) -> Result<&'a str, String> {
    match lex.verb(line, &VERBS) {
        Some((Term { word, .. }, rest)) if word == wanted => {
            if rest.contains(';') {
                return Err(format!("\"{wanted}\" takes nothing after a \";\"."));
            }
            Ok(rest)
        }
        Some((Term { word, .. }, _)) => Err(format!(
            "\"{word}\" is not a command of this step: it takes \"{wanted}\"."
        )),
        None => Err(format!("Write \"{wanted}\" and a name.")),
    }
}

fn names_of(cards: &[CardId]) -> Vec<String> {
    cards.iter().map(|c| c.name().to_string()).collect()
}

fn one_of(wanted: &str, cards: &[CardId]) -> Result<CardId, String> {
    if items(wanted).len() > 1 {
        return Err("Name one card only.".into());
    }
    Ok(cards[find(wanted, &names_of(cards), "card")?])
}

/// Each card named in `text`, from `cards`, none twice (a design held twice is named twice).
fn several(text: &str, cards: &[CardId]) -> Result<Vec<CardId>, String> {
    let mut left: Vec<CardId> = cards.to_vec();
    let mut out = Vec::new();
    for item in items(text) {
        let (n, name) = counted(item);
        for _ in 0..n {
            if left.is_empty() {
                return Err(format!("\"{item}\" names more cards than there are."));
            }
            let i = find(name, &names_of(&left), "card").map_err(|e| {
                if out.iter().any(|c: &CardId| plain(c.name()) == plain(name)) {
                    format!("\"{}\" is named more often than you have it.", name.trim())
                } else {
                    e
                }
            })?;
            out.push(left.remove(i));
        }
    }
    Ok(out)
}

fn trade(text: &str, hand: &[CardId]) -> Result<Decision, String> {
    match several(text, hand)?[..] {
        [a, b] => Ok(Decision::Trade { discard: [a, b] }),
        _ => Err("Name exactly 2 cards of your hand to trade.".into()),
    }
}

/// `build …; recycle …` for the cards to plan.
fn plan(
    state: &State,
    seat: Seat,
    cards: &[CardId],
    line: &str,
    ok: Option<&Decision>,
    lex: &Lexicon,
) -> Result<Decision, String> {
    let (mut build, mut recycle): (Option<Vec<CardId>>, Option<Vec<Recycle>>) = (None, None);
    let sites: Vec<CardId> = state.players[seat]
        .construction
        .iter()
        .map(|s| s.card)
        .collect();
    for clause in clauses(line) {
        let Some((word, rest)) = clause_verb(clause, lex) else {
            continue;
        };
        match word.as_str() {
            "build" if build.is_none() => build = Some(several(rest, cards)?),
            "recycle" if recycle.is_none() => {
                let mut named = Vec::new();
                let mut left = cards.to_vec();
                for item in items(rest) {
                    let (card, onto) = match split_word(item, "onto") {
                        Some((card, onto)) => (card, Some(onto)),
                        None => (item, None),
                    };
                    let card = several(card, &left)?;
                    left.retain(|c| !card.contains(c));
                    let onto = match onto {
                        Some(onto) if plain(onto) == "empire" || plain(onto) == "my empire" => None,
                        Some(onto) => {
                            let open: Vec<CardId> = sites.iter().chain(cards).copied().collect();
                            Some(open[find(onto, &names_of(&open), "card")?])
                        }
                        None => None,
                    };
                    named.extend(card.into_iter().map(|card| Recycle { card, onto }));
                }
                recycle = Some(named);
            }
            "build" | "recycle" => return Err(format!("Say \"{word}\" once.")),
            other => {
                return Err(format!(
                    "\"{other}\" is not a command of Planning: it takes \"build …\" and \"recycle …\"."
                ));
            }
        }
    }
    let (slate, recycled) = match (build, recycle) {
        (None, None) => return Err("Write \"build\" or \"recycle\" and the cards.".into()),
        (Some(slate), None) => {
            let recycle = cards
                .iter()
                .filter(|c| !slate.contains(c))
                .map(|&card| Recycle {
                    card,
                    onto: ok_onto(ok, card),
                })
                .collect();
            (slate, recycle)
        }
        (None, Some(recycle)) => {
            let slate = cards
                .iter()
                .filter(|c| !recycle.iter().any(|r| r.card == **c))
                .copied()
                .collect();
            (slate, recycle)
        }
        (Some(slate), Some(recycle)) => {
            if let Some(both) = slate.iter().find(|c| recycle.iter().any(|r| r.card == **c)) {
                return Err(format!("{} is both built and recycled.", both.name()));
            }
            let missing: Vec<&str> = cards
                .iter()
                .filter(|c| !slate.contains(c) && !recycle.iter().any(|r| r.card == **c))
                .map(|c| c.name())
                .collect();
            if !missing.is_empty() {
                return Err(format!(
                    "Say whether to build or recycle {}.",
                    missing.join(", ")
                ));
            }
            (slate, recycle)
        }
    };
    // A cube can only go onto a card that is, or will be, under construction.
    let recycled = recycled
        .into_iter()
        .map(|r| Recycle {
            onto: r
                .onto
                .filter(|onto| sites.contains(onto) || slate.contains(onto)),
            ..r
        })
        .collect();
    let decision = Decision::Plan {
        slate,
        recycle: recycled,
        actions: Actions::default(),
    };
    Ok(with_ok_actions(state, seat, decision, ok))
}

/// Where "ok" puts the cube of `card`, if it recycles it.
fn ok_onto(ok: Option<&Decision>, card: CardId) -> Option<CardId> {
    match ok {
        Some(Decision::Plan { recycle, .. }) => {
            recycle.iter().find(|r| r.card == card).and_then(|r| r.onto)
        }
        _ => None,
    }
}

/// The decision with the actions "ok" would take (Krystallium, tokens, discards) when they
/// still fit it; without them otherwise.
fn with_ok_actions(
    state: &State,
    seat: Seat,
    decision: Decision,
    ok: Option<&Decision>,
) -> Decision {
    let actions = match ok {
        Some(Decision::Plan { actions, .. } | Decision::Produce { actions, .. }) => actions,
        _ => return decision,
    };
    if actions.is_empty() {
        return decision;
    }
    let mut with = decision.clone();
    match &mut with {
        Decision::Plan { actions: a, .. } | Decision::Produce { actions: a, .. } => {
            *a = actions.clone()
        }
        _ => return decision,
    }
    match flow::check(state, seat, &with) {
        Ok(()) => with,
        Err(_) => decision,
    }
}

/// `place <card>, …` and `token …` in a production step.
fn produce(
    state: &State,
    seat: Seat,
    (resource, produced, choose_token): (Resource, u16, bool),
    line: &str,
    ok: Option<&Decision>,
    lex: &Lexicon,
) -> Result<Decision, String> {
    let (mut onto, mut token): (Option<Vec<CardId>>, Option<Character>) = (None, None);
    // The cards the email lists, in its order: a number names one of them.
    let sites: Vec<CardId> = state.players[seat]
        .construction
        .iter()
        .filter(|s| s.open(resource.into()) > 0)
        .map(|s| s.card)
        .collect();
    for clause in clauses(line) {
        let Some((word, rest)) = clause_verb(clause, lex) else {
            continue;
        };
        match word.as_str() {
            "place" if onto.is_none() => {
                let mut placed = Vec::new();
                for item in items(rest) {
                    let (n, name) = counted(item);
                    if ["empire", "my empire"].contains(&plain(name).as_str()) {
                        continue;
                    }
                    let what = format!("card with an empty {resource} space");
                    let card = sites[find(name, &names_of(&sites), &what)?];
                    placed.extend(std::iter::repeat_n(card, n as usize));
                }
                if placed.len() > produced as usize {
                    return Err(format!(
                        "You produced {produced} {resource} and placed {}.",
                        placed.len()
                    ));
                }
                onto = Some(placed);
            }
            "token" if choose_token && token.is_none() => {
                let names: Vec<String> = Character::ALL
                    .iter()
                    .map(|c| c.name().to_string())
                    .collect();
                token = Some(Character::ALL[find(rest, &names, "token")?]);
            }
            "token" if !choose_token => {
                return Err("Only the winner of Science supremacy chooses a token.".into());
            }
            "place" | "token" => return Err(format!("Say \"{word}\" once.")),
            other => {
                return Err(format!(
                    "\"{other}\" is not a command of Production: it takes \"place …\"{}.",
                    if choose_token {
                        " and \"token …\""
                    } else {
                        ""
                    }
                ));
            }
        }
    }
    let (ok_onto, ok_token) = match ok {
        Some(Decision::Produce { onto, token, .. }) => (onto.clone(), *token),
        _ => (Vec::new(), None),
    };
    let decision = Decision::Produce {
        onto: onto.unwrap_or(ok_onto),
        token: if choose_token {
            token.or(ok_token)
        } else {
            None
        },
        actions: Actions::default(),
    };
    Ok(with_ok_actions(state, seat, decision, ok))
}

/// A decision in a few words, as a reply's confirmation says it.
pub fn words(state: &State, seat: Seat, decision: &Decision, _lex: &Lexicon) -> String {
    let list = |cards: &[CardId]| {
        crate::words::and_list(
            &cards
                .iter()
                .map(|c| c.name().to_string())
                .collect::<Vec<_>>(),
        )
    };
    let mut out = match decision {
        Decision::Pick { card } => format!("Pick {}", card.name()),
        Decision::Keep { card } => format!("Keep {}", card.name()),
        Decision::Trade { discard } => format!("Trade {}", list(discard)),
        Decision::Plan { slate, recycle, .. } => {
            let mut parts = Vec::new();
            if !slate.is_empty() {
                parts.push(format!("build {}", list(slate)));
            }
            if !recycle.is_empty() {
                let each: Vec<String> = recycle
                    .iter()
                    .map(|r| match r.onto {
                        Some(onto) => format!("{} (onto {})", r.card.name(), onto.name()),
                        None => r.card.name().to_string(),
                    })
                    .collect();
                parts.push(format!("recycle {}", crate::words::and_list(&each)));
            }
            capitalize(&parts.join("; "))
        }
        Decision::Produce { onto, token, .. } => {
            let (resource, produced) = match flow::prompt(state, seat) {
                Some(Prompt::Produce {
                    resource, produced, ..
                }) => (resource.name().to_string(), produced as usize),
                _ => ("cubes".to_string(), onto.len()),
            };
            let mut counts: Vec<(CardId, usize)> = Vec::new();
            for &card in onto {
                match counts.iter_mut().find(|(c, _)| *c == card) {
                    Some((_, n)) => *n += 1,
                    None => counts.push((card, 1)),
                }
            }
            let rest = produced.saturating_sub(onto.len());
            let mut s = if counts.is_empty() {
                format!("Put all {produced} {resource} on your Empire")
            } else {
                let each: Vec<String> = counts
                    .iter()
                    .map(|(c, n)| format!("{n} on {}", c.name()))
                    .collect();
                let mut s = format!("Place {resource}: {}", crate::words::and_list(&each));
                if rest > 0 {
                    s += &format!(", {rest} on your Empire");
                }
                s
            };
            if let Some(token) = token {
                s += &format!("; take a {}", token.name());
            }
            s
        }
    };
    if let Decision::Plan { actions, .. } | Decision::Produce { actions, .. } = decision {
        out += &actions_words(actions);
    }
    out
}

fn actions_words(actions: &Actions) -> String {
    let mut out = String::new();
    for card in &actions.scrap {
        out += &format!("; discard {} from construction", card.name());
    }
    for p in &actions.krystallium {
        out += &format!("; Krystallium onto {}", p.card.name());
    }
    for p in &actions.tokens {
        out += &format!("; a {} onto {}", p.token.name(), p.card.name());
    }
    out
}

fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use crate::wonderful::{Options, Wonderful};

    fn game() -> State {
        Wonderful::setup(7, 3, &Options::default()).unwrap()
    }

    /// What `line` decides for `seat`, with nothing from "ok" to fill in.
    fn read_bare(state: &State, seat: Seat, line: &str) -> Reading<Decision> {
        let prompt = flow::prompt(state, seat).expect("a prompt");
        read(state, seat, &prompt, line, None, &Lexicon::english())
    }

    #[test]
    fn a_pick_names_a_card_of_the_hand_by_name_start_or_number() {
        let state = game();
        let hand = state.players[0].hand.clone();
        let second = hand[1];
        let by_number = read_bare(&state, 0, "pick 2");
        assert_eq!(
            by_number,
            Reading::Decision(Decision::Pick { card: second })
        );
        let by_name = read_bare(&state, 0, &format!("Pick: {}.", second.name()));
        let Reading::Decision(Decision::Pick { card }) = by_name else {
            panic!("{by_name:?}")
        };
        assert_eq!(card.name(), second.name());
        assert!(matches!(
            read_bare(&state, 0, "pick Nothing Like It"),
            Reading::Unreadable(_)
        ));
        assert!(matches!(
            read_bare(&state, 0, "build 2"),
            Reading::Unreadable(_)
        ));
        assert_eq!(read_bare(&state, 0, "good luck all"), Reading::NotACommand);
    }

    /// Every command an email lists, with each of its choices by name and by number, reads to
    /// a decision the rules accept, in every step of whole games of every size.
    #[test]
    fn every_listed_command_and_choice_is_one_the_rules_accept() {
        let mut lines_read = 0;
        for seats in 1..=5 {
            let mut bot = crate::wonderful::bots::random::RandomBot::new(seats as u64);
            crate::autoplay::play::<Wonderful>(
                seats as u64 * 7,
                seats,
                &Options::default(),
                |state, seat, prompt| {
                    use crate::bots::Bot;
                    bot.decide(state, seat, prompt)
                },
                |state, decisions| {
                    for (seat, _) in decisions {
                        let Some(prompt) = flow::prompt(state, *seat) else {
                            continue;
                        };
                        let ok = Wonderful::fallback(state, *seat);
                        let listed = commands(state, *seat, &prompt, &Lexicon::english());
                        for (k, command) in listed.iter().enumerate() {
                            let verb = command.usage.split(' ').next().unwrap().to_string();
                            // "recycle" names the cards "build" lists.
                            let command = match command.choices.is_empty() {
                                true if k > 0 => &listed[k - 1],
                                _ => command,
                            };
                            for (i, choice) in command.choices.iter().enumerate() {
                                // A trade names two cards: the first two.
                                let named = match verb.as_str() {
                                    "trade" => {
                                        let other =
                                            &command.choices[(i + 1) % command.choices.len()];
                                        vec![format!("{verb} {}, {}", choice.name, other.name)]
                                    }
                                    _ => vec![
                                        format!("{verb} {}", choice.name),
                                        format!("{verb} {}", i + 1),
                                    ],
                                };
                                for line in named {
                                    let decision = match read(
                                        state,
                                        *seat,
                                        &prompt,
                                        &line,
                                        ok.as_ref(),
                                        &Lexicon::english(),
                                    ) {
                                        Reading::Decision(d) => d,
                                        other => panic!("{line:?} in {prompt:?}: {other:?}"),
                                    };
                                    if let Err(e) = flow::check(state, *seat, &decision) {
                                        panic!("{line:?} in {prompt:?} is refused: {e}");
                                    }
                                    assert!(
                                        !words(state, *seat, &decision, &Lexicon::english())
                                            .is_empty()
                                    );
                                    lines_read += 1;
                                }
                            }
                        }
                    }
                },
            );
        }
        assert!(lines_read > 1000, "only {lines_read} commands read");
    }
}
