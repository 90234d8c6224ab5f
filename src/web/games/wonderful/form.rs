//! A submitted decision form turned into a `Decision`, and a `Decision` turned back into the fields
//! its form would send. The parser only reads fields; the rules (`Wonderful::check`) judge them.
//!
//! Field names (application/x-www-form-urlencoded; `<id>` is a card's number, `CardId.0`):
//! - `card=<id>`: Pick and Keep, the card chosen (a one-click Pick link is `?card=<id>#card-<id>`).
//! - `plan_<id>=slate|recycle`: Planning, one per card to plan: slate it or recycle it; a
//!   recycled card's cube goes where `recycle_<id>=empire|onto_<id>` says (the Empire when it is
//!   missing). `plan_<id>=empire|onto_<id>` says both at once.
//! - `cubes_<id>=<n>`: Production, n produced cubes onto that card under construction; the cubes
//!   not placed go to the Empire.
//! - `token=general|financier`: Production, the token taken for Science supremacy.
//! - `scrap=<id>` (repeated): discard that card under construction.
//! - `kry_<id>_<space>=<n>`: n Krystallium onto that card's empty spaces of `<space>` (materials,
//!   energy, science, gold, exploration, krystallium).
//! - `general_<id>=<n>`, `financier_<id>=<n>`: n tokens onto that card's empty spaces.
//! - `action=plan|trade`: solo sequence, the button pressed (missing means plan).
//! - `trade=<id>` (twice): solo trade, the 2 cards of the hand to discard.
//! - `step`, `csrf`, `via`: read by the server, ignored here.
//!
//! Number fields may be missing or empty: that means 0. A number field sent several times counts
//! the sum: the form draws a checkbox per empty space, each sending 1.

use crate::games::wonderful::cards::{CARD_COUNT, CardId, Character, Space};
use crate::games::wonderful::{Actions, Decision, Placement, Prompt, Recycle, TokenPlacement};
use crate::games::{Phrase, Word};
use std::fmt;

/// Why a form could not be read, in words for the player: a message of the game's, read in the
/// reader's language where the page is drawn (`Display` says it in English).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormError(pub Phrase);

impl fmt::Display for FormError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for FormError {}

fn error(phrase: Phrase) -> FormError {
    FormError(phrase)
}

/// The message `id` as a reason.
fn reason(id: &str) -> FormError {
    FormError(Phrase::new(id))
}

/// What the player sent, quoted as it was: `"zeppelin"`.
fn quoted(text: &str) -> Word {
    Word::Text(format!("{text:?}"))
}

/// No card has more spaces than this; a larger number is a tampered form.
const MAX_COUNT: i64 = 99;

/// The key of a space in `kry_<id>_<space>`.
pub fn space_key(space: Space) -> &'static str {
    super::card::class_of(space)
}

fn character_key(c: Character) -> &'static str {
    super::card::class_of(c.space())
}

/// One field, recognised by its name.
#[derive(Clone, Copy)]
enum Field<'a> {
    Card(&'a str),
    Plan(CardId, &'a str),
    RecycleTo(CardId, &'a str),
    Cubes(CardId, &'a str),
    Token(&'a str),
    Scrap(&'a str),
    Krystallium(CardId, Space, &'a str),
    Character(CardId, Character, &'a str),
    Action(&'a str),
    Trade(&'a str),
    Ignored,
}

fn card_id(text: &str) -> Result<CardId, FormError> {
    match text.trim().parse::<usize>() {
        Ok(n) if n < CARD_COUNT => Ok(CardId(n as u8)),
        Ok(n) => Err(error(
            Phrase::new("wonderful-form-no-card-number").with("number", Word::Text(n.to_string())),
        )),
        Err(_) if text.trim().is_empty() => Err(reason("wonderful-form-card-missing")),
        Err(_) => Err(error(
            Phrase::new("wonderful-form-no-card").with("value", quoted(text)),
        )),
    }
}

fn classify<'a>(name: &'a str, value: &'a str) -> Result<Field<'a>, FormError> {
    let with_card = |prefix: &str| name.strip_prefix(prefix).map(card_id).transpose();
    Ok(match name {
        "step" | "csrf" | "via" => Field::Ignored,
        "card" => Field::Card(value),
        "token" => Field::Token(value),
        "scrap" => Field::Scrap(value),
        "action" => Field::Action(value),
        "trade" => Field::Trade(value),
        _ => {
            if let Some(card) = with_card("plan_")? {
                Field::Plan(card, value)
            } else if let Some(card) = with_card("recycle_")? {
                Field::RecycleTo(card, value)
            } else if let Some(card) = with_card("cubes_")? {
                Field::Cubes(card, value)
            } else if let Some(card) = with_card("general_")? {
                Field::Character(card, Character::General, value)
            } else if let Some(card) = with_card("financier_")? {
                Field::Character(card, Character::Financier, value)
            } else if let Some((id, key)) = name
                .strip_prefix("kry_")
                .and_then(|rest| rest.split_once('_'))
            {
                let space = Space::ALL[..6]
                    .iter()
                    .find(|&&s| space_key(s) == key)
                    .ok_or_else(|| {
                        error(
                            Phrase::new("wonderful-form-no-krystallium-space")
                                .with("value", quoted(key)),
                        )
                    })?;
                Field::Krystallium(card_id(id)?, *space, value)
            } else {
                return Err(error(
                    Phrase::new("wonderful-form-no-field").with("field", quoted(name)),
                ));
            }
        }
    })
}

/// A number field: empty means 0; letters, negative and absurd numbers are refused. `what` says
/// what it counts: "cubes for Zeppelin".
fn count(value: &str, what: Phrase) -> Result<usize, FormError> {
    let value = value.trim();
    if value.is_empty() {
        return Ok(0);
    }
    let refused = |id: &str| error(Phrase::new(id).with("what", what.clone()));
    let digits = value.strip_prefix('-').unwrap_or(value);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(refused("wonderful-form-not-a-number"));
    }
    if value.starts_with('-') && digits.bytes().any(|b| b != b'0') {
        return Err(refused("wonderful-form-negative"));
    }
    match digits.parse::<i64>() {
        Ok(n) if n <= MAX_COUNT => Ok(n as usize),
        _ => Err(refused("wonderful-form-too-large")),
    }
}

/// Remembers which single-valued fields were already read, to refuse a field sent twice.
#[derive(Default)]
struct Seen(Vec<String>);

impl Seen {
    fn first(&mut self, name: &str) -> Result<(), FormError> {
        if self.0.iter().any(|n| n == name) {
            return Err(error(
                Phrase::new("wonderful-form-twice").with("field", quoted(name)),
            ));
        }
        self.0.push(name.to_owned());
        Ok(())
    }
}

/// Reads an "at any time" field into `actions`; false when the field is something else.
fn any_time(field: &Field, actions: &mut Actions) -> Result<bool, FormError> {
    match *field {
        Field::Scrap(id) => actions.scrap.push(card_id(id)?),
        Field::Krystallium(card, space, value) => {
            let what = Phrase::new("wonderful-form-what-krystallium")
                .with("card", card.word())
                .with("space", space.word());
            let n = count(value, what)?;
            actions
                .krystallium
                .extend(std::iter::repeat_n(Placement { card, space }, n));
        }
        Field::Character(card, token, value) => {
            let what = Phrase::new(match token {
                Character::General => "wonderful-form-what-generals",
                Character::Financier => "wonderful-form-what-financiers",
            })
            .with("card", card.word());
            let n = count(value, what)?;
            actions
                .tokens
                .extend(std::iter::repeat_n(TokenPlacement { card, token }, n));
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// Number fields carry no order, but the rules apply placements one by one: a card completed
/// early can pay its Krystallium or token bonus towards the next. So cards with such a bonus go
/// first; otherwise the form's order is kept.
fn bonus_first(actions: &mut Actions) {
    actions
        .krystallium
        .sort_by_key(|p| p.card.design().bonus_krystallium == 0);
    actions
        .tokens
        .sort_by_key(|p| p.card.design().bonus_characters == [0, 0]);
}

pub fn parse(prompt: &Prompt, fields: &[(String, String)]) -> Result<Decision, FormError> {
    let fields: Vec<(&str, Field)> = fields
        .iter()
        .map(|(n, v)| classify(n, v).map(|f| (n.as_str(), f)))
        .collect::<Result<_, _>>()?;
    match prompt {
        Prompt::Pick { .. } => Ok(Decision::Pick {
            card: one_card(&fields, "wonderful-form-choose-card")?,
        }),
        Prompt::Keep { .. } => Ok(Decision::Keep {
            card: one_card(&fields, "wonderful-form-choose-keep")?,
        }),
        Prompt::Plan { cards } => plan(cards, &fields, false),
        Prompt::SoloSequence { hand, .. } => {
            let action = fields.iter().find_map(|(_, f)| match f {
                Field::Action(a) => Some(*a),
                _ => None,
            });
            match action {
                Some("trade") => trade(&fields),
                None | Some("plan") => plan(hand, &fields, true),
                Some(other) => Err(error(
                    Phrase::new("wonderful-form-no-action").with("action", quoted(other)),
                )),
            }
        }
        Prompt::Produce { choose_token, .. } => produce(*choose_token, &fields),
    }
}

fn unexpected(name: &str) -> FormError {
    error(Phrase::new("wonderful-form-unexpected").with("field", quoted(name)))
}

fn one_card(fields: &[(&str, Field)], missing: &str) -> Result<CardId, FormError> {
    let mut chosen = None;
    for (name, field) in fields {
        match field {
            Field::Card(_) if chosen.is_some() => {
                return Err(reason("wonderful-form-only-one-card"));
            }
            Field::Card(id) if id.trim().is_empty() => {}
            Field::Card(id) => chosen = Some(card_id(id)?),
            Field::Ignored => {}
            _ => return Err(unexpected(name)),
        }
    }
    chosen.ok_or_else(|| reason(missing))
}

fn plan(cards: &[CardId], fields: &[(&str, Field)], solo: bool) -> Result<Decision, FormError> {
    let mut slate = Vec::new();
    let mut recycle = Vec::new();
    let mut actions = Actions::default();
    let mut seen = Seen::default();
    // Cards recycled by the switch, and where the form sends cubes (read whatever the order).
    let mut switched = Vec::new();
    let mut places = Vec::new();
    for (name, field) in fields {
        match *field {
            Field::Plan(card, choice) => {
                seen.first(name)?;
                match choice.trim() {
                    "slate" => slate.push(card),
                    "recycle" => {
                        switched.push(card);
                        recycle.push(Recycle { card, onto: None });
                    }
                    "empire" => recycle.push(Recycle { card, onto: None }),
                    "" => return Err(slate_or_recycle(card)),
                    other => match other.strip_prefix("onto_") {
                        Some(id) => recycle.push(Recycle {
                            card,
                            onto: Some(card_id(id)?),
                        }),
                        None => {
                            return Err(error(
                                Phrase::new("wonderful-form-slate-or-place")
                                    .with("card", card.word()),
                            ));
                        }
                    },
                }
            }
            Field::RecycleTo(card, place) => {
                seen.first(name)?;
                places.push((card, place));
            }
            // The solo form's other button sends these; they are not part of a plan.
            Field::Action(_) | Field::Trade(_) if solo => {}
            Field::Action("plan") | Field::Ignored => {}
            _ => {
                if !any_time(field, &mut actions)? {
                    return Err(unexpected(name));
                }
            }
        }
    }
    // A slated card's place is not read: the form sends one for every card.
    for (card, place) in places.into_iter().filter(|(c, _)| switched.contains(c)) {
        let onto = match place.trim() {
            "empire" | "" => None,
            other => match other.strip_prefix("onto_") {
                Some(id) => Some(card_id(id)?),
                None => {
                    return Err(error(
                        Phrase::new("wonderful-form-place").with("card", card.word()),
                    ));
                }
            },
        };
        for r in recycle.iter_mut().filter(|r| r.card == card) {
            r.onto = onto;
        }
    }
    if let Some(card) = cards
        .iter()
        .find(|c| !slate.contains(c) && !recycle.iter().any(|r| r.card == **c))
    {
        return Err(slate_or_recycle(*card));
    }
    bonus_first(&mut actions);
    Ok(Decision::Plan {
        slate,
        recycle,
        actions,
    })
}

fn slate_or_recycle(card: CardId) -> FormError {
    error(Phrase::new("wonderful-form-slate-or-recycle").with("card", card.word()))
}

fn trade(fields: &[(&str, Field)]) -> Result<Decision, FormError> {
    // The plan part of the solo form is sent too; only the trade's own fields count.
    let chosen: Vec<CardId> = fields
        .iter()
        .filter_map(|(_, f)| match f {
            Field::Trade(id) => Some(card_id(id)),
            _ => None,
        })
        .collect::<Result<_, _>>()?;
    match chosen[..] {
        [a, b] => Ok(Decision::Trade { discard: [a, b] }),
        _ => Err(error(
            Phrase::new("wonderful-form-trade-two").with("count", chosen.len()),
        )),
    }
}

fn produce(choose_token: bool, fields: &[(&str, Field)]) -> Result<Decision, FormError> {
    let mut onto = Vec::new();
    let mut token = None;
    let mut actions = Actions::default();
    let mut seen = Seen::default();
    for (name, field) in fields {
        match *field {
            Field::Cubes(card, value) => {
                let what = Phrase::new("wonderful-form-what-cubes").with("card", card.word());
                let n = count(value, what)?;
                onto.extend(std::iter::repeat_n(card, n));
            }
            Field::Token(value) => {
                seen.first(name)?;
                token = match value.trim() {
                    "general" => Some(Character::General),
                    "financier" => Some(Character::Financier),
                    "" => None,
                    _ => return Err(reason("wonderful-form-choose-token")),
                };
            }
            Field::Ignored => {}
            _ => {
                if !any_time(field, &mut actions)? {
                    return Err(unexpected(name));
                }
            }
        }
    }
    if choose_token && token.is_none() {
        return Err(reason("wonderful-form-token-missing"));
    }
    bonus_first(&mut actions);
    Ok(Decision::Produce {
        onto,
        token,
        actions,
    })
}

/// Items with how many times each appears, in order of first appearance.
fn counted<T: PartialEq + Copy>(items: impl IntoIterator<Item = T>) -> Vec<(T, usize)> {
    let mut out: Vec<(T, usize)> = Vec::new();
    for item in items {
        match out.iter_mut().find(|(t, _)| *t == item) {
            Some((_, n)) => *n += 1,
            None => out.push((item, 1)),
        }
    }
    out
}

/// The fields the form would send for `decision` (to test the parser, refill a form, and build
/// one-click links).
pub fn fields(decision: &Decision) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut push = |name: String, value: String| out.push((name, value));
    match decision {
        Decision::Pick { card } | Decision::Keep { card } => {
            push("card".into(), card.0.to_string());
        }
        Decision::Plan {
            slate,
            recycle,
            actions,
        } => {
            for card in slate {
                push(format!("plan_{}", card.0), "slate".into());
            }
            for r in recycle {
                let choice = match r.onto {
                    Some(onto) => format!("onto_{}", onto.0),
                    None => "empire".into(),
                };
                push(format!("plan_{}", r.card.0), choice);
            }
            any_time_fields(actions, &mut push);
        }
        Decision::Produce {
            onto,
            token,
            actions,
        } => {
            for (card, n) in counted(onto.iter().copied()) {
                push(format!("cubes_{}", card.0), n.to_string());
            }
            if let Some(t) = token {
                push("token".into(), character_key(*t).into());
            }
            any_time_fields(actions, &mut push);
        }
        Decision::Trade { discard } => {
            push("action".into(), "trade".into());
            for card in discard {
                push("trade".into(), card.0.to_string());
            }
        }
    }
    out
}

fn any_time_fields(actions: &Actions, push: &mut impl FnMut(String, String)) {
    for card in &actions.scrap {
        push("scrap".into(), card.0.to_string());
    }
    for (p, n) in counted(actions.krystallium.iter().copied()) {
        push(
            format!("kry_{}_{}", p.card.0, space_key(p.space)),
            n.to_string(),
        );
    }
    for (p, n) in counted(actions.tokens.iter().copied()) {
        push(
            format!("{}_{}", character_key(p.token), p.card.0),
            n.to_string(),
        );
    }
}
