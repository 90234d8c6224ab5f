//! The commands a reply may give in It's a Wonderful World: `pick <card>` in the draft,
//! `build <card>, …; recycle <card>, …` in Planning, `place <card>, …` (and `token …` for
//! Science supremacy) in Production; solo, `trade <card>, <card>` and `keep <card>`. Whatever a
//! command leaves unsaid is decided as "ok" would decide it. Each is listed, read and told back
//! in the reader's language, and read in English too: its words are the messages of
//! `messages/<lang>/commands.ftl`, its cards their published names.

use super::cards::{CardId, Character, Resource, Space};
use super::decision::{Actions, Decision, Prompt, Recycle};
use super::flow;
use super::state::State;
use crate::commands::{
    Choice, Command, Lexicon, Reading, Term, counted, first_word, plain, written_without_spaces,
};
use crate::{Phrase, Seat, Word};

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

/// What a recycled card's cube goes onto: "recycle Zoo onto Zeppelin".
const ONTO: Term = Term::new("onto", "wonderful-word-onto");
/// What closes the card a cube goes onto where a language puts a word after it (Japanese
/// "動物園を帝国に"); English has none.
const ONTO_END: Term = Term::new("", "wonderful-word-onto-end");
/// The player's Empire, where a cube may go instead of onto a card.
const EMPIRE: Term = Term::new("empire", "wonderful-word-empire");

/// The commands `prompt` takes, as the email lists them.
pub fn commands(state: &State, seat: Seat, prompt: &Prompt, lex: &Lexicon) -> Vec<Command> {
    let command =
        |usage: &str, does: Phrase| Command::new(lex.say(&Phrase::new(usage)), lex.say(&does));
    match prompt {
        Prompt::Pick { hand, .. } => vec![
            command("wonderful-usage-pick", Phrase::new("wonderful-does-pick"))
                .with_choices(named(hand, lex)),
        ],
        Prompt::Plan { cards } => plan_commands(state, seat, cards, lex),
        Prompt::SoloSequence { hand, can_trade } => {
            let mut out = plan_commands(state, seat, hand, lex);
            if *can_trade {
                out.push(
                    command("wonderful-usage-trade", Phrase::new("wonderful-does-trade"))
                        .with_choices(named(hand, lex)),
                );
            }
            out
        }
        Prompt::Keep { drawn } => vec![
            command("wonderful-usage-keep", Phrase::new("wonderful-does-keep"))
                .with_choices(named(drawn, lex)),
        ],
        Prompt::Produce {
            resource,
            produced,
            choose_token,
        } => {
            let mut out = Vec::new();
            if *produced > 0 {
                out.push(
                    command(
                        "wonderful-usage-place",
                        Phrase::new("wonderful-does-place")
                            .with("resource", resource.word())
                            .with("count", *produced),
                    )
                    .with_choices(sites_for(state, seat, *resource, lex)),
                );
            }
            if *choose_token {
                out.push(
                    command("wonderful-usage-token", Phrase::new("wonderful-does-token"))
                        .with_choices(
                            Character::ALL
                                .iter()
                                .map(|c| Choice::named(lex.word(&c.word())))
                                .collect(),
                        ),
                );
            }
            out
        }
    }
}

fn plan_commands(state: &State, seat: Seat, cards: &[CardId], lex: &Lexicon) -> Vec<Command> {
    // The same cards as "build" lists, by the same numbers: listed once.
    let sites = &state.players[seat].construction;
    let recycle = if sites.is_empty() {
        Phrase::new("wonderful-does-recycle")
    } else {
        let names: Vec<String> = sites.iter().map(|s| lex.word(&s.card.word())).collect();
        Phrase::new("wonderful-does-recycle-sites").with("cards", joined(&names, lex))
    };
    vec![
        Command::new(
            lex.say(&Phrase::new("wonderful-usage-build")),
            lex.say(&Phrase::new("wonderful-does-build")),
        )
        .with_choices(
            cards
                .iter()
                .map(|&c| Choice::new(lex.word(&c.word()), detail(c, lex)))
                .collect(),
        ),
        Command::new(
            lex.say(&Phrase::new("wonderful-usage-recycle")),
            lex.say(&recycle),
        ),
    ]
}

/// Names one after another as a list of things, not as a sentence's "A, B and C": "A, B, C".
fn joined(names: &[String], lex: &Lexicon) -> String {
    names.join(&lex.say(&Phrase::new("list-comma")))
}

/// What a player weighs when planning a card: its type, cost and recycling bonus.
fn detail(card: CardId, lex: &Lexicon) -> String {
    let design = card.design();
    let cost: Vec<String> = Space::ALL
        .iter()
        .filter(|s| design.cost[s.index()] > 0)
        .map(|s| {
            lex.say(
                &Phrase::new("wonderful-choice-cost")
                    .with("count", design.cost[s.index()])
                    .with("space", s.word()),
            )
        })
        .collect();
    lex.say(
        &Phrase::new("wonderful-choice-card")
            .with("kind", design.kind.word())
            .with("cost", cost.join(" + "))
            .with("resource", design.recycle.word()),
    )
}

fn named(cards: &[CardId], lex: &Lexicon) -> Vec<Choice> {
    cards
        .iter()
        .map(|c| Choice::named(lex.word(&c.word())))
        .collect()
}

/// The cards under construction with an empty space for `resource`.
fn sites_for(state: &State, seat: Seat, resource: Resource, lex: &Lexicon) -> Vec<Choice> {
    open_sites(state, seat, resource)
        .into_iter()
        .map(|(card, open)| {
            Choice::new(
                lex.word(&card.word()),
                lex.say(
                    &Phrase::new("wonderful-choice-open")
                        .with("count", open)
                        .with("resource", resource.word()),
                ),
            )
        })
        .collect()
}

/// The cards under construction with an empty space for `resource`, and how many: in the
/// order the email lists them, a number names one of them.
fn open_sites(state: &State, seat: Seat, resource: Resource) -> Vec<(CardId, u8)> {
    state.players[seat]
        .construction
        .iter()
        .map(|s| (s.card, s.open(resource.into())))
        .filter(|&(_, open)| open > 0)
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
    let line = &halfwidth(line);
    let Some((verb, rest)) = lex.verb(line, &VERBS) else {
        return Reading::NotACommand;
    };
    let read = match prompt {
        Prompt::Pick { hand, .. } => only(verb, rest, "pick", lex).and_then(|card| {
            let card = one_of(card, hand, lex)?;
            Ok(Decision::Pick { card })
        }),
        Prompt::Keep { drawn } => only(verb, rest, "keep", lex).and_then(|card| {
            let card = one_of(card, drawn, lex)?;
            Ok(Decision::Keep { card })
        }),
        Prompt::Plan { cards } => plan(state, seat, cards, line, ok, lex),
        Prompt::SoloSequence { hand, can_trade } => match verb.word {
            "trade" if *can_trade => {
                only(verb, rest, "trade", lex).and_then(|rest| trade(rest, hand, lex))
            }
            "trade" => Err(lex.say(&Phrase::new("wonderful-command-no-trade"))),
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

/// `line` with the full-width forms of ASCII a Japanese keyboard types ("３", "；", "，")
/// and its wide space as ASCII.
fn halfwidth(line: &str) -> String {
    line.chars()
        .map(|c| match c {
            '\u{3000}' => ' ',
            '\u{ff01}'..='\u{ff5e}' => char::from_u32(c as u32 - 0xfee0).unwrap_or(c),
            _ => c,
        })
        .collect()
}

/// The term of `word` (English, as `VERBS` spells it), to say in the reader's language.
fn verb_named(word: &str) -> Term {
    VERBS
        .into_iter()
        .find(|t| t.word == word)
        .unwrap_or(VERBS[0])
}

/// The clauses of a line, as ";" separates them (or Japanese "；"), trimmed, without those
/// that say nothing.
fn clauses(line: &str) -> impl Iterator<Item = &str> {
    line.split([';', '；'])
        .map(str::trim)
        .filter(|c| !plain(c).is_empty())
}

/// What a clause starts with: one of the game's command words and the rest, or the word the
/// player wrote instead; `None` for a clause without a word.
enum Start<'a> {
    Verb(Term, &'a str),
    Other(&'a str),
}

fn start<'a>(clause: &'a str, lex: &Lexicon) -> Option<Start<'a>> {
    if let Some((term, rest)) = lex.verb(clause, &VERBS) {
        return Some(Start::Verb(term, rest));
    }
    first_word(clause).map(Start::Other)
}

/// The rest of a line that is the one command `wanted`, or why it is not.
fn only<'a>(verb: Term, rest: &'a str, wanted: &str, lex: &Lexicon) -> Result<&'a str, String> {
    let wanted = verb_named(wanted);
    if verb != wanted {
        return Err(lex.say(
            &Phrase::new("wonderful-command-not-this-step")
                .with("word", Phrase::new(verb.id))
                .with("verb", Phrase::new(wanted.id)),
        ));
    }
    if rest.contains([';', '；']) {
        return Err(
            lex.say(&Phrase::new("wonderful-command-alone").with("verb", Phrase::new(verb.id)))
        );
    }
    Ok(rest)
}

/// What a name in a command should name, to say why one cannot be read.
#[derive(Debug, Clone, Copy)]
enum What {
    Card,
    Token,
    /// A card under construction with an empty space for that resource.
    Site(Resource),
}

/// Which of `names` `wanted` names, as `Lexicon::find` reads it; why not in the game's words,
/// which say what should be named ("There is no card number 9: …").
fn find(wanted: &str, names: &[Vec<String>], what: What, lex: &Lexicon) -> Result<usize, String> {
    lex.find(wanted, names).map_err(|why| {
        let plain_wanted = plain(wanted);
        let shown: Vec<&str> = names
            .iter()
            .map(|n| n.first().map_or("", String::as_str))
            .collect();
        let phrase = if plain_wanted.is_empty() {
            Phrase::new("wonderful-find-missing")
        } else if let Ok(n) = plain_wanted.parse::<usize>() {
            Phrase::new("wonderful-find-no-number")
                .with("n", n)
                .with("choices", lex.numbered(&shown))
        } else if names
            .iter()
            .flatten()
            .any(|n| plain(n).starts_with(&plain_wanted))
        {
            // It could be more than one: the shared words say which.
            return why;
        } else {
            Phrase::new("wonderful-find-unknown")
                .with("wanted", wanted.trim())
                .with("choices", lex.numbered(&shown))
        };
        let (kind, resource): (&str, Word) = match what {
            What::Card => ("card", "".into()),
            What::Token => ("token", "".into()),
            What::Site(resource) => ("site", resource.word()),
        };
        lex.say(&phrase.with("what", kind).with("resource", resource))
    })
}

/// How each of `cards` may be named: as the reader's language shows it, then as English does.
fn names_of(cards: &[CardId], lex: &Lexicon) -> Vec<Vec<String>> {
    let words: Vec<Word> = cards.iter().map(|c| c.word()).collect();
    lex.names(&words)
}

/// The items of a list (`Lexicon::items`), but that a run of them which `one` takes for one
/// name is one item: a name may hold what separates items (Japanese "センター・オブ・ジアース").
fn items<'a>(text: &'a str, lex: &Lexicon, one: impl Fn(&str) -> bool) -> Vec<&'a str> {
    let mut spans: Vec<(usize, usize)> = Vec::new();
    let mut from = 0;
    for piece in lex.items(text) {
        let at = text[from..].find(piece).map_or(from, |at| from + at);
        spans.push((at, at + piece.len()));
        from = at + piece.len();
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < spans.len() {
        let last = (i + 1..spans.len())
            .rev()
            .find(|&j| one(&text[spans[i].0..spans[j].1]))
            .unwrap_or(i);
        out.push(&text[spans[i].0..spans[last].1]);
        i = last + 1;
    }
    out
}

/// Whether `text` is one of `names` whole, with or without a count before it.
fn is_name(text: &str, names: &[Vec<String>]) -> bool {
    let wanted = plain(counted(text).1);
    names.iter().flatten().any(|n| plain(n) == wanted)
}

fn one_of(wanted: &str, cards: &[CardId], lex: &Lexicon) -> Result<CardId, String> {
    let names = names_of(cards, lex);
    if items(wanted, lex, |s| is_name(s, &names)).len() > 1 {
        return Err(lex.say(&Phrase::new("wonderful-command-one-card")));
    }
    Ok(cards[find(wanted, &names, What::Card, lex)?])
}

/// Each card named in `text`, from `cards`, none twice (a design held twice is named twice).
fn several(text: &str, cards: &[CardId], lex: &Lexicon) -> Result<Vec<CardId>, String> {
    let names = names_of(cards, lex);
    let items = items(text, lex, |s| is_name(s, &names));
    several_of(items, cards, &mut vec![false; cards.len()], lex)
}

/// The cards the `items` of a list name, from `cards` but those `used` already, which they
/// then are. A name or number is as the email lists `cards`; naming a design again takes its
/// next copy.
fn several_of(
    items: Vec<&str>,
    cards: &[CardId],
    used: &mut [bool],
    lex: &Lexicon,
) -> Result<Vec<CardId>, String> {
    let names = names_of(cards, lex);
    let mut out = Vec::new();
    for item in items {
        let (n, name) = counted(item);
        for _ in 0..n {
            if used.iter().all(|&u| u) {
                return Err(lex.say(&Phrase::new("wonderful-command-too-many").with("item", item)));
            }
            let i = find(name, &names, What::Card, lex)?;
            let i = match used[i] {
                false => i,
                true => (0..cards.len())
                    .find(|&j| !used[j] && cards[j] == cards[i])
                    .ok_or_else(|| {
                        lex.say(
                            &Phrase::new("wonderful-command-named-twice").with("name", name.trim()),
                        )
                    })?,
            };
            used[i] = true;
            out.push(cards[i]);
        }
    }
    Ok(out)
}

fn trade(text: &str, hand: &[CardId], lex: &Lexicon) -> Result<Decision, String> {
    match several(text, hand, lex)?[..] {
        [a, b] => Ok(Decision::Trade { discard: [a, b] }),
        _ => Err(lex.say(&Phrase::new("wonderful-command-trade-two"))),
    }
}

/// `text` split where the card a cube goes onto starts: "Zoo onto Zeppelin" → ("Zoo",
/// "Zeppelin"), Japanese "動物園を帝国に" → ("動物園", "帝国").
fn split_onto<'a>(text: &'a str, lex: &Lexicon) -> Option<(&'a str, &'a str)> {
    let (card, onto) = lex.split_word(text, ONTO).or_else(|| {
        // A word of a script without spaces stands inside the text's one word.
        lex.spellings(ONTO)
            .into_iter()
            .filter(|s| s.chars().any(written_without_spaces))
            .find_map(|s| {
                let at = text.find(s.as_str())?;
                Some((text[..at].trim(), text[at + s.len()..].trim()))
            })
    })?;
    let onto = lex
        .spellings(ONTO_END)
        .into_iter()
        .filter(|s| !s.is_empty())
        .find_map(|s| onto.strip_suffix(s.as_str()))
        .map_or(onto, str::trim_end);
    Some((card, onto))
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
        let Some(start) = start(clause, lex) else {
            continue;
        };
        match start {
            Start::Verb(term, rest) if term.word == "build" && build.is_none() => {
                build = Some(several(rest, cards, lex)?)
            }
            Start::Verb(term, rest) if term.word == "recycle" && recycle.is_none() => {
                let names = names_of(cards, lex);
                let one = |s: &str| is_name(split_onto(s, lex).map_or(s, |(card, _)| card), &names);
                let mut named = Vec::new();
                let mut used = vec![false; cards.len()];
                for item in items(rest, lex, one) {
                    let (card, onto) = match split_onto(item, lex) {
                        Some((card, onto)) => (card, Some(onto)),
                        None => (item, None),
                    };
                    let card = several_of(vec![card], cards, &mut used, lex)?;
                    let onto = match onto {
                        Some(onto) if lex.is(onto, EMPIRE) => None,
                        Some(onto) => {
                            let open: Vec<CardId> = sites.iter().chain(cards).copied().collect();
                            Some(open[find(onto, &names_of(&open, lex), What::Card, lex)?])
                        }
                        None => None,
                    };
                    named.extend(card.into_iter().map(|card| Recycle { card, onto }));
                }
                recycle = Some(named);
            }
            Start::Verb(term, _) if term.word == "build" || term.word == "recycle" => {
                return Err(lex.say(
                    &Phrase::new("wonderful-command-once").with("verb", Phrase::new(term.id)),
                ));
            }
            Start::Verb(term, _) => {
                return Err(lex.say(
                    &Phrase::new("wonderful-command-not-planning")
                        .with("word", Phrase::new(term.id)),
                ));
            }
            Start::Other(word) => {
                return Err(lex.say(
                    &Phrase::new("wonderful-command-not-planning")
                        .with("word", word.to_lowercase()),
                ));
            }
        }
    }
    let (slate, recycled) = match (build, recycle) {
        (None, None) => return Err(lex.say(&Phrase::new("wonderful-command-build-or-recycle"))),
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
                return Err(
                    lex.say(&Phrase::new("wonderful-command-both").with("card", both.word()))
                );
            }
            let missing: Vec<String> = cards
                .iter()
                .filter(|c| !slate.contains(c) && !recycle.iter().any(|r| r.card == **c))
                .map(|c| lex.word(&c.word()))
                .collect();
            if !missing.is_empty() {
                return Err(lex.say(
                    &Phrase::new("wonderful-command-unplanned")
                        .with("cards", joined(&missing, lex)),
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
    let sites: Vec<CardId> = open_sites(state, seat, resource)
        .into_iter()
        .map(|(card, _)| card)
        .collect();
    let names = names_of(&sites, lex);
    for clause in clauses(line) {
        let Some(start) = start(clause, lex) else {
            continue;
        };
        match start {
            Start::Verb(term, rest) if term.word == "place" && onto.is_none() => {
                let mut placed = Vec::new();
                for item in items(rest, lex, |s| is_name(s, &names)) {
                    let (n, name) = counted(item);
                    if lex.is(name, EMPIRE) {
                        continue;
                    }
                    let card = sites[find(name, &names, What::Site(resource), lex)?];
                    placed.extend(std::iter::repeat_n(card, n as usize));
                }
                if placed.len() > produced as usize {
                    return Err(lex.say(
                        &Phrase::new("wonderful-command-placed-too-many")
                            .with("count", produced)
                            .with("resource", resource.word())
                            .with("placed", placed.len()),
                    ));
                }
                onto = Some(placed);
            }
            Start::Verb(term, rest) if term.word == "token" && choose_token && token.is_none() => {
                let words: Vec<Word> = Character::ALL.iter().map(|c| c.word()).collect();
                token = Some(Character::ALL[find(rest, &lex.names(&words), What::Token, lex)?]);
            }
            Start::Verb(term, _) if term.word == "token" && !choose_token => {
                return Err(lex.say(&Phrase::new("wonderful-command-no-token")));
            }
            Start::Verb(term, _) if term.word == "place" || term.word == "token" => {
                return Err(lex.say(
                    &Phrase::new("wonderful-command-once").with("verb", Phrase::new(term.id)),
                ));
            }
            other => {
                let word: Word = match other {
                    Start::Verb(term, _) => Phrase::new(term.id).into(),
                    Start::Other(word) => word.to_lowercase().into(),
                };
                let id = if choose_token {
                    "wonderful-command-not-production-token"
                } else {
                    "wonderful-command-not-production"
                };
                return Err(lex.say(&Phrase::new(id).with("word", word)));
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
pub fn words(state: &State, seat: Seat, decision: &Decision, lex: &Lexicon) -> String {
    let list = |cards: &[CardId]| {
        lex.list(
            &cards
                .iter()
                .map(|c| lex.word(&c.word()))
                .collect::<Vec<_>>(),
        )
    };
    let out = match decision {
        Decision::Pick { card } => {
            lex.say(&Phrase::new("wonderful-words-pick").with("card", card.word()))
        }
        Decision::Keep { card } => {
            lex.say(&Phrase::new("wonderful-words-keep").with("card", card.word()))
        }
        Decision::Trade { discard } => {
            lex.say(&Phrase::new("wonderful-words-trade").with("cards", list(discard)))
        }
        Decision::Plan { slate, recycle, .. } => {
            let mut parts = Vec::new();
            if !slate.is_empty() {
                parts.push(
                    lex.say(&Phrase::new("wonderful-words-build").with("cards", list(slate))),
                );
            }
            if !recycle.is_empty() {
                let each: Vec<String> = recycle
                    .iter()
                    .map(|r| match r.onto {
                        Some(onto) => lex.say(
                            &Phrase::new("wonderful-words-onto")
                                .with("card", r.card.word())
                                .with("onto", onto.word()),
                        ),
                        None => lex.word(&r.card.word()),
                    })
                    .collect();
                parts.push(
                    lex.say(&Phrase::new("wonderful-words-recycle").with("cards", lex.list(&each))),
                );
            }
            capitalize(&then(parts, lex))
        }
        Decision::Produce { onto, token, .. } => {
            let (resource, produced): (Word, usize) = match flow::prompt(state, seat) {
                Some(Prompt::Produce {
                    resource, produced, ..
                }) => (resource.word(), produced as usize),
                _ => (Phrase::new("wonderful-words-cubes").into(), onto.len()),
            };
            let mut counts: Vec<(CardId, usize)> = Vec::new();
            for &card in onto {
                match counts.iter_mut().find(|(c, _)| *c == card) {
                    Some((_, n)) => *n += 1,
                    None => counts.push((card, 1)),
                }
            }
            let rest = produced.saturating_sub(onto.len());
            let mut parts = vec![if counts.is_empty() {
                lex.say(
                    &Phrase::new("wonderful-words-all-on-empire")
                        .with("count", produced)
                        .with("resource", resource),
                )
            } else {
                let each: Vec<String> = counts
                    .iter()
                    .map(|(c, n)| {
                        lex.say(
                            &Phrase::new("wonderful-words-on")
                                .with("count", *n)
                                .with("card", c.word()),
                        )
                    })
                    .collect();
                let placed = if rest > 0 {
                    Phrase::new("wonderful-words-place-rest").with("rest", rest)
                } else {
                    Phrase::new("wonderful-words-place")
                };
                lex.say(
                    &placed
                        .with("resource", resource)
                        .with("each", lex.list(&each)),
                )
            }];
            if let Some(token) = token {
                parts.push(
                    lex.say(&Phrase::new("wonderful-words-take-token").with("token", token.word())),
                );
            }
            then(parts, lex)
        }
    };
    match decision {
        Decision::Plan { actions, .. } | Decision::Produce { actions, .. } => then(
            std::iter::once(out)
                .chain(actions_words(actions, lex))
                .collect(),
            lex,
        ),
        _ => out,
    }
}

/// Clauses one after another: "build Zoo; recycle Casino".
fn then(parts: Vec<String>, lex: &Lexicon) -> String {
    parts
        .into_iter()
        .reduce(|first, then| {
            lex.say(
                &Phrase::new("wonderful-words-then")
                    .with("first", first)
                    .with("then", then),
            )
        })
        .unwrap_or_default()
}

fn actions_words(actions: &Actions, lex: &Lexicon) -> Vec<String> {
    let mut out = Vec::new();
    for card in &actions.scrap {
        out.push(lex.say(&Phrase::new("wonderful-words-scrap").with("card", card.word())));
    }
    for p in &actions.krystallium {
        out.push(lex.say(&Phrase::new("wonderful-words-krystallium").with("card", p.card.word())));
    }
    for p in &actions.tokens {
        out.push(
            lex.say(
                &Phrase::new("wonderful-words-token-onto")
                    .with("token", p.token.word())
                    .with("card", p.card.word()),
            ),
        );
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
    use crate::wonderful::{Options, Wonderful};
    use crate::{Game, LANGUAGES};

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

    /// How the game's message ids start: no text shown may hold one.
    fn id_prefix() -> String {
        format!("{}-", Wonderful::ID)
    }

    /// A game at its first Planning: every seat has drafted with the heuristic bot.
    fn planning() -> State {
        let mut state = game();
        loop {
            let prompts = flow::prompts(&state);
            if prompts
                .iter()
                .any(|(_, p)| matches!(p, Prompt::Plan { .. }))
            {
                return state;
            }
            let decisions: Vec<(Seat, Decision)> = prompts
                .iter()
                .map(|(seat, _)| (*seat, Wonderful::fallback(&state, *seat).unwrap()))
                .collect();
            flow::resolve(&mut state, &decisions).unwrap();
        }
    }

    fn read_in(state: &State, seat: Seat, line: &str, lang: &str) -> Reading<Decision> {
        let prompt = flow::prompt(state, seat).expect("a prompt");
        read(state, seat, &prompt, line, None, &Lexicon::new(lang))
    }

    #[test]
    fn the_email_lists_the_commands_in_the_readers_words() {
        let state = game();
        let prompt = flow::prompt(&state, 0).unwrap();
        let hand = state.players[0].hand.clone();
        for (lang, usage, does) in [
            ("en", "pick <card>", "pick that card of your hand"),
            ("es", "elegir <carta>", "elige esa carta de tu mano"),
            ("cs", "vybrat <karta>", "vyberete si tuto kartu z ruky"),
            ("ja", "選ぶ <カード>", "手札からそのカードを選びます"),
        ] {
            let lex = Lexicon::new(lang);
            let listed = commands(&state, 0, &prompt, &lex);
            assert_eq!(listed[0].usage, usage);
            assert_eq!(listed[0].does, does);
            let names: Vec<String> = listed[0].choices.iter().map(|c| c.name.clone()).collect();
            let shown: Vec<String> = hand.iter().map(|c| lex.word(&c.word())).collect();
            assert_eq!(names, shown, "as the quick-choice links name them");
        }
        let state = planning();
        let prompt = flow::prompt(&state, 0).unwrap();
        let Prompt::Plan { cards } = &prompt else {
            panic!("no planning")
        };
        let en = commands(&state, 0, &prompt, &Lexicon::english());
        assert_eq!(en[0].usage, "build <card>, …");
        assert_eq!(en[1].usage, "recycle <card> [onto <card>], …");
        assert!(en[0].choices[0].detail.contains("; costs "), "{en:?}");
        let es = commands(&state, 0, &prompt, &Lexicon::new("es"));
        assert_eq!(es[1].usage, "reciclar <carta> [sobre <carta>], …");
        assert!(es[0].does.contains("«construir …; reciclar …»"), "{es:?}");
        assert!(es[0].choices[0].detail.contains("; coste: "), "{es:?}");
        assert_eq!(es[0].choices.len(), cards.len());
        let ja = commands(&state, 0, &prompt, &Lexicon::new("ja"));
        assert_eq!(ja[1].usage, "リサイクル <カード>[を<カード>に]、…");
        for lang in LANGUAGES {
            for command in commands(&state, 0, &prompt, &Lexicon::new(lang)) {
                let details = command.choices.iter().map(|c| c.detail.as_str());
                for text in [command.usage.as_str(), &command.does]
                    .into_iter()
                    .chain(details)
                {
                    assert!(
                        !text.contains(['{', '}']) && !text.contains(&id_prefix()),
                        "{text}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_plan_reads_onto_a_card_or_the_empire_in_every_language() {
        let state = planning();
        let Some(Prompt::Plan { cards }) = flow::prompt(&state, 0) else {
            panic!("no planning")
        };
        let onto_first = |line: &str, lang: &str| match read_in(&state, 0, line, lang) {
            Reading::Decision(Decision::Plan { slate, recycle, .. }) => {
                assert!(slate.contains(&cards[0]), "{line}");
                let second = recycle.iter().find(|r| r.card == cards[1]).unwrap();
                second.onto
            }
            other => panic!("{line} in {lang}: {other:?}"),
        };
        for (lang, onto, empire) in [
            ("en", "recycle 2 onto 1", "recycle 2 onto my empire"),
            ("es", "reciclar 2 sobre 1", "Reciclar: 2 sobre mi Imperio"),
            ("cs", "recyklovat 2 na 1", "recyklovat 2 na říši"),
            ("ja", "リサイクル 2を1に", "リサイクル 2 を 帝国 に"),
        ] {
            assert_eq!(onto_first(onto, lang), Some(cards[0]), "{onto}");
            assert_eq!(onto_first(empire, lang), None, "{empire}");
        }
        // By name, as the reader's language shows it or as English does.
        let es = Lexicon::new("es");
        let spanish = format!(
            "reciclar {} sobre {}",
            es.word(&cards[1].word()),
            es.word(&cards[0].word())
        );
        assert_eq!(onto_first(&spanish, "es"), Some(cards[0]), "{spanish}");
        let english = format!("recycle {} onto {}", cards[1].name(), cards[0].name());
        assert_eq!(onto_first(&english, "es"), Some(cards[0]), "{english}");
    }

    #[test]
    fn numbers_name_cards_as_the_email_numbers_them() {
        let state = planning();
        let Some(Prompt::Plan { cards }) = flow::prompt(&state, 0) else {
            panic!("no planning")
        };
        let Reading::Decision(Decision::Plan { slate, .. }) = read_bare(&state, 0, "build 1, 2")
        else {
            panic!("unread")
        };
        assert_eq!(slate, vec![cards[0], cards[1]]);
        let Reading::Decision(Decision::Plan { slate, .. }) =
            read_in(&state, 0, "construir 1 y 2", "es")
        else {
            panic!("unread")
        };
        assert_eq!(slate, vec![cards[0], cards[1]]);
    }

    #[test]
    fn why_a_line_is_unreadable_is_said_in_the_readers_language() {
        let state = game();
        let Reading::Unreadable(english) = read_in(&state, 0, "pick Nothing", "en") else {
            panic!("read")
        };
        let Reading::Unreadable(spanish) = read_in(&state, 0, "elegir Nada", "es") else {
            panic!("read")
        };
        assert_ne!(spanish, english);
        assert!(
            english.starts_with("\"Nothing\" is not one of the cards you can name now: 1 "),
            "{english}"
        );
        let Reading::Unreadable(number) = read_in(&state, 0, "pick 99", "en") else {
            panic!("read")
        };
        assert!(
            number.starts_with("There is no card number 99: 1 "),
            "{number}"
        );
        let Reading::Unreadable(number) = read_in(&state, 0, "選ぶ 99", "ja") else {
            panic!("read")
        };
        assert!(
            number.starts_with("カードに99番はありません：1 "),
            "{number}"
        );
        let third = state.players[0].hand[2];
        assert_eq!(
            read_in(&state, 0, "選ぶ　３", "ja"),
            Reading::Decision(Decision::Pick { card: third }),
            "full-width digits and space"
        );
        assert!(
            spanish.contains("no está entre") && !spanish.contains(['{', '}']),
            "{spanish}"
        );
        let Reading::Unreadable(step) = read_in(&state, 0, "construir 1", "es") else {
            panic!("read")
        };
        assert_eq!(
            step,
            "«construir» no es una orden de este paso: aquí se usa «elegir»."
        );
        let Reading::Unreadable(step) = read_in(&state, 0, "build 1", "en") else {
            panic!("read")
        };
        assert_eq!(
            step,
            "\"build\" is not a command of this step: it takes \"pick\"."
        );
        let planning = planning();
        for (lang, line, reason) in [
            (
                "en",
                "build 1; hello",
                "\"hello\" is not a command of Planning",
            ),
            (
                "es",
                "construir 1; hola",
                "«hola» no es una orden de la Planificación",
            ),
            ("cs", "postavit 1; ahoj", "„ahoj“ není příkaz plánování"),
            (
                "ja",
                "建設 1；こんにちは",
                "「こんにちは」は計画のコマンドではありません",
            ),
            (
                "cs",
                "postavit 1; postavit 2",
                "Napište „postavit“ jen jednou.",
            ),
        ] {
            match read_in(&planning, 0, line, lang) {
                Reading::Unreadable(why) => assert!(why.contains(reason), "{line}: {why}"),
                other => panic!("{line}: {other:?}"),
            }
        }
    }

    #[test]
    fn a_decision_is_told_back_in_the_readers_words() {
        let state = planning();
        let Some(Prompt::Plan { cards }) = flow::prompt(&state, 0) else {
            panic!("no planning")
        };
        let decision = Decision::Plan {
            slate: vec![cards[0]],
            recycle: cards[1..]
                .iter()
                .map(|&card| Recycle {
                    card,
                    onto: Some(cards[0]),
                })
                .collect(),
            actions: Actions::default(),
        };
        let told = |lang: &str| words(&state, 0, &decision, &Lexicon::new(lang));
        let en = told("en");
        assert!(
            en.starts_with(&format!("Build {}; recycle ", cards[0].name())),
            "{en}"
        );
        assert!(en.contains(&format!("(onto {})", cards[0].name())), "{en}");
        let es = Lexicon::new("es");
        assert!(
            told("es").starts_with(&format!(
                "Poner en construcción {}; reciclar ",
                es.word(&cards[0].word())
            )),
            "{}",
            told("es")
        );
        assert!(told("cs").starts_with("Do výstavby: "), "{}", told("cs"));
        assert!(told("ja").starts_with("建設予定："), "{}", told("ja"));
        let pick = Decision::Pick { card: cards[0] };
        assert_eq!(
            words(&state, 0, &pick, &es),
            format!("Elegir {}", es.word(&cards[0].word()))
        );
    }

    #[test]
    fn a_name_that_holds_a_list_separator_is_one_item() {
        let ja = Lexicon::new("ja");
        let names = vec![
            vec!["センター・オブ・ジアース".to_string()],
            vec!["動物園".to_string()],
        ];
        assert_eq!(
            items(
                "センター・オブ・ジアース、動物園",
                &ja,
                |s| is_name(s, &names)
            ),
            vec!["センター・オブ・ジアース", "動物園"]
        );
        assert_eq!(
            items("動物園・1", &ja, |s| is_name(s, &names)),
            vec!["動物園", "1"]
        );
        assert_eq!(split_onto("動物園を帝国に", &ja), Some(("動物園", "帝国")));
        assert_eq!(
            split_onto("動物園 を 帝国 に", &ja),
            Some(("動物園", "帝国"))
        );
        assert_eq!(split_onto("Zoo onto Casino", &ja), Some(("Zoo", "Casino")));
        assert_eq!(split_onto("Zoo", &ja), None);
    }

    /// Every command an email lists, with each of its choices by name and by number, reads to
    /// a decision the rules accept, in every step of whole games of every size, in every
    /// language as it lists them and with English words too.
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
                        for lang in LANGUAGES {
                            lines_read +=
                                every_choice_reads(state, *seat, &prompt, ok.as_ref(), lang);
                        }
                    }
                },
            );
        }
        assert!(lines_read > 1000, "only {lines_read} commands read");
    }

    /// Each command `commands` lists for `seat` in `lang`, with each of its choices by name and
    /// by number, as that language writes its verb: the lines read, and the rules accept what
    /// they decide. In a language but English the same line with English words reads the same.
    /// How many lines were read.
    fn every_choice_reads(
        state: &State,
        seat: Seat,
        prompt: &Prompt,
        ok: Option<&Decision>,
        lang: &str,
    ) -> usize {
        let lex = Lexicon::new(lang);
        let english = Lexicon::english();
        let listed = commands(state, seat, prompt, &lex);
        let in_english = commands(state, seat, prompt, &english);
        assert_eq!(listed.len(), in_english.len());
        if let Prompt::Pick { hand, .. } = prompt {
            let shown: Vec<String> = hand.iter().map(|c| lex.word(&c.word())).collect();
            let names: Vec<String> = listed[0].choices.iter().map(|c| c.name.clone()).collect();
            assert_eq!(names, shown);
        }
        let mut lines_read = 0;
        for (k, command) in listed.iter().enumerate() {
            let text = format!("{} {}", command.usage, command.does);
            assert!(!text.contains(&id_prefix()), "{text}");
            let verb = command.usage.split(' ').next().unwrap().to_string();
            let english_verb = in_english[k].usage.split(' ').next().unwrap().to_string();
            // "recycle" names the cards "build" lists.
            let (command, english_command) = match command.choices.is_empty() {
                true if k > 0 => (&listed[k - 1], &in_english[k - 1]),
                _ => (command, &in_english[k]),
            };
            for (i, choice) in command.choices.iter().enumerate() {
                assert!(!choice.detail.contains(['{', '}']), "{choice:?}");
                let english_name = &english_command.choices[i].name;
                // A trade names two cards: the first two.
                let n = command.choices.len();
                let lines = match english_verb.as_str() {
                    "trade" => {
                        let (other, english_other) = (
                            &command.choices[(i + 1) % n].name,
                            &english_command.choices[(i + 1) % n].name,
                        );
                        vec![
                            (format!("{verb} {}, {other}", choice.name), None),
                            (
                                format!("{english_verb} {english_name}, {english_other}"),
                                Some(()),
                            ),
                        ]
                    }
                    _ => vec![
                        (format!("{verb} {}", choice.name), None),
                        (format!("{verb} {}", i + 1), None),
                        (format!("{english_verb} {english_name}"), Some(())),
                    ],
                };
                let mut decisions = Vec::new();
                for (line, in_english) in lines {
                    let decision = match read(state, seat, prompt, &line, ok, &lex) {
                        Reading::Decision(d) => d,
                        other => panic!("{line:?} in {lang}, {prompt:?}: {other:?}"),
                    };
                    if let Err(e) = flow::check(state, seat, &decision) {
                        panic!("{line:?} in {lang}, {prompt:?} is refused: {e}");
                    }
                    if in_english.is_some() {
                        // English words read as the reader's own do.
                        assert_eq!(Some(&decision), decisions.first(), "{line:?} in {lang}");
                    }
                    let told = words(state, seat, &decision, &lex);
                    assert!(
                        !told.trim().is_empty() && !told.contains(['{', '}']),
                        "{line:?} in {lang}: {told:?}"
                    );
                    if lang != "en" {
                        let english_words = words(state, seat, &decision, &english);
                        assert_ne!(told, english_words, "{line:?} in {lang}");
                    }
                    decisions.push(decision);
                    lines_read += 1;
                }
            }
        }
        lines_read
    }
}
