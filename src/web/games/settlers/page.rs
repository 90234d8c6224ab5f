//! The seat page: what is asked, the form that answers it (rules §12), and the table as the seat
//! may know it. The tables are drawn from the seat's `View`; the form's choices come from the
//! prompt and from the seat's own player (its hand, Deals, Empire), never from another's hidden
//! cards.

use super::board::{PlayerBoard, board};
use super::card::{CardText, Name, abilities_note};
use super::controls::{Filled, Group, Item, Select};
use super::form::{self, SPEND, act_key, target_key};
use crate::games::settlers::WorkerGood;
use crate::games::settlers::bots::heuristic;
use crate::games::settlers::cards::{CardId, Good, Kind};
use crate::games::settlers::decision::{
    Action, ChoiceAsk, Decision, ProductionAsk, Prompt, Target, TurnPrompt, Use,
};
use crate::games::settlers::state::State;
use crate::games::settlers::view::CardFace;
use crate::games::settlers::{Settlers, legal, production, words};
use crate::games::{Game, Phrase, Playable, Seat, Word};
use crate::i18n::Tr;
use crate::web::games::{Drawn, SeatPageOf};
use crate::web::seat_page::SeatContext;
use crate::web::session::field;
use askama::Template;

/// The form of the open prompt: its choices in groups, then the choices that go with them.
pub struct Form {
    pub groups: Vec<Group>,
    /// Drop-down lists and check boxes that complete the main choice.
    pub selects: Vec<Select>,
    pub extras: Vec<Group>,
    pub submit: String,
}

#[derive(Template)]
#[template(path = "games/settlers/page.html")]
struct Page<'a> {
    pub tr: Tr,
    ctx: &'a SeatContext,
    status: String,
    asked: Option<String>,
    error: Option<String>,
    form: Option<Form>,
    /// The face-up Lookout row.
    row: Vec<CardText>,
    you: PlayerBoard,
    others: Vec<PlayerBoard>,
    /// To a reader of another language than English, where cards show: their abilities are in
    /// English.
    abilities_note: Option<String>,
}

fn name(ctx: &SeatContext, seat: Seat) -> String {
    ctx.names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| ctx.tr.g1("settlers-page-player", "number", seat + 1))
}

/// A card's phrase: the message `id` naming `card`.
fn of_card(id: &str, card: CardId) -> Phrase {
    Phrase::new(id).with("card", card.word())
}

fn card_item(filled: &Filled, field: &str, card: CardId, tr: &Tr) -> Item {
    Item::named(filled, field, card.0.to_string(), Name::card(card, tr))
        .with_card(card_text(card, tr))
}

/// Cards to choose among, each at a glance.
fn cards_group(
    filled: &Filled,
    legend: String,
    field: &str,
    cards: &[CardId],
    checkbox: bool,
    tr: &Tr,
) -> Group {
    let items = cards
        .iter()
        .map(|&c| card_item(filled, field, c, tr))
        .collect();
    Group::new(legend, checkbox, items)
}

/// Check boxes of cards the player already knows by name (the hand to discard, their own
/// Locations): one line each.
fn names_group(filled: &Filled, legend: String, field: &str, cards: &[CardId], tr: &Tr) -> Group {
    let items = cards
        .iter()
        .map(|&c| Item::named(filled, field, c.0.to_string(), Name::card(c, tr)))
        .collect();
    Group::new(legend, true, items)
}

/// Cards as a drop-down list's options, after `first`.
fn card_options(first: (String, String), cards: &[CardId], tr: &Tr) -> Vec<(String, Name)> {
    let (value, text) = first;
    let mut options = vec![(value, Name::plain(text))];
    options.extend(cards.iter().map(|c| (c.0.to_string(), Name::card(*c, tr))));
    options
}

/// The choices of a Location whose production asks one: its option, or what it copies.
fn production_selects(
    filled: &Filled,
    card: CardId,
    copy_targets: &[CardId],
    out: &mut Vec<Select>,
    tr: &Tr,
) {
    let Some(p) = card.design().production.as_ref() else {
        return;
    };
    let id = card.0;
    // Several actions may name the same Location: its choices are asked once.
    let asked = [format!("option-{id}"), format!("copy-{id}")];
    if out.iter().any(|s| asked.contains(&s.name)) {
        return;
    }
    let default = || (String::new(), tr.g("settlers-page-as-rules-choose"));
    if !p.choice.is_empty() {
        let mut options = vec![default()];
        options.extend(
            p.choice
                .iter()
                .enumerate()
                .map(|(i, goods)| (i.to_string(), tr.word(&words::goods(goods)))),
        );
        out.push(Select::new(
            filled,
            format!("option-{id}"),
            tr.say(&of_card("settlers-page-produces", card)),
            options,
        ));
    }
    if p.copy && !copy_targets.is_empty() {
        out.push(Select::named(
            filled,
            format!("copy-{id}"),
            tr.say(&of_card("settlers-page-copies", card)),
            card_options(default(), copy_targets, tr),
        ));
        let most = copy_targets
            .iter()
            .filter_map(|c| c.design().production.as_ref())
            .map(|p| p.choice.len())
            .max()
            .unwrap_or(0);
        if most > 0 {
            let mut options = vec![default()];
            options.extend((0..most).map(|i| {
                (
                    i.to_string(),
                    tr.g1("settlers-page-option", "number", i + 1),
                )
            }));
            out.push(Select::new(
                filled,
                format!("copy_option-{id}"),
                tr.say(&of_card("settlers-page-copied-option", card)),
                options,
            ));
        }
    }
}

fn plan_selects(filled: &Filled, ask: &ProductionAsk, out: &mut Vec<Select>, tr: &Tr) {
    if ask.cards > 0 {
        let label = tr.say(
            &Phrase::new("settlers-page-production-cards")
                .with("cards", Good::Card.amount(ask.cards as u32)),
        );
        let most = ask.cards.min(ask.faction_deck) as u16;
        out.push(Select::count(filled, "faction_cards", label, most));
    }
    for ChoiceAsk { location, copy, .. } in &ask.choices {
        production_selects(filled, *location, copy, out, tr);
    }
}

fn pick_form(
    filled: &Filled,
    legend: String,
    cards: &[CardId],
    production: Option<&ProductionAsk>,
    tr: &Tr,
) -> Form {
    let mut selects = Vec::new();
    if let Some(ask) = production {
        plan_selects(filled, ask, &mut selects, tr);
    }
    Form {
        groups: vec![cards_group(filled, legend, "card", cards, false, tr)],
        selects,
        extras: Vec::new(),
        submit: tr.g("settlers-page-confirm"),
    }
}

fn target_words(target: &Target, ctx: &SeatContext) -> String {
    let who = |seat: &Seat| Word::Text(name(ctx, *seat));
    let phrase = match target {
        Target::Deal { deal } => of_card("settlers-page-target-deal", *deal),
        Target::Production { location, .. } => of_card("settlers-page-target-own", *location),
        Target::Steal { seat, resource } => Phrase::new("settlers-page-target-steal")
            .with("goods", resource.amount(1))
            .with("player", who(seat)),
        Target::Location { seat, location } => {
            of_card("settlers-page-target-location", *location).with("player", who(seat))
        }
        Target::RazeGood {
            seat,
            location,
            good,
        } => of_card("settlers-page-target-raze-good", *location)
            .with("player", who(seat))
            .with("good", good.name_word()),
        Target::Own { location } => of_card("settlers-page-target-own", *location),
        Target::EnemyDeal { seat, deal } => {
            of_card("settlers-page-target-enemy-deal", *deal).with("player", who(seat))
        }
        Target::Build(b) => of_card("settlers-page-target-build", b.card),
        Target::Card { card } => of_card("settlers-page-target-card", *card),
    };
    ctx.tr.say(&phrase)
}

fn act(filled: &Filled, action: Action, label: String) -> Item {
    Item::new(filled, "act", act_key(&action), label)
}

/// A turn's action on a card, its label the card's name.
fn act_on(filled: &Filled, action: Action, card: CardId, tr: &Tr) -> Item {
    Item::named(filled, "act", act_key(&action), Name::card(card, tr))
        .with_card(card_text(card, tr))
}

/// The Location part a build replaces, opened on the one the player loses least by (a
/// Foundation first) unless the form says which: choosing a build that needs one is then enough.
fn part_select(state: &State, seat: Seat, filled: &Filled, prompt: &TurnPrompt, tr: &Tr) -> Select {
    let player = &state.players[seat];
    let parts: Vec<CardId> = player
        .locations
        .iter()
        .map(|l| l.card)
        .chain(player.foundations.iter().copied())
        .collect();
    let none = (String::new(), tr.g("settlers-page-part-none"));
    let said = filled.0.iter().any(|(k, v)| k == "part" && !v.is_empty());
    let likely = prompt
        .build
        .iter()
        .find(|c| c.cost().location)
        .and_then(|&c| heuristic::part(state, seat, c));
    let part_filled = match likely {
        Some(part) if !said => Filled(vec![("part".into(), part.0.to_string())]),
        _ => Filled(filled.0.clone()),
    };
    Select::named(
        &part_filled,
        "part".into(),
        tr.g("settlers-page-part"),
        card_options(none, &parts, tr),
    )
}

/// The Build kind: the cards, then the Location part and the choices of a Production Location.
fn build_group(state: &State, seat: Seat, filled: &Filled, prompt: &TurnPrompt, tr: &Tr) -> Group {
    let player = &state.players[seat];
    let items = prompt
        .build
        .iter()
        .map(|&c| {
            let build = Action::Build(crate::games::settlers::Build::new(c));
            act_on(filled, build, c, tr)
        })
        .collect();
    let mut selects = Vec::new();
    if prompt.build.iter().any(|c| c.cost().location) {
        selects.push(part_select(state, seat, filled, prompt, tr));
    }
    for &c in &prompt.build {
        if c.design().kind == Kind::Production {
            let copies = production::copy_targets(player, c);
            production_selects(filled, c, &copies, &mut selects, tr);
        }
    }
    Group::new(tr.g("settlers-page-build"), false, items).with_parts(selects, Vec::new())
}

/// The kind "Use an Action Location": each Location once (or twice), then each one's choice,
/// and the cards and Deals its cost discards.
fn use_group(
    ctx: &SeatContext,
    state: &State,
    seat: Seat,
    filled: &Filled,
    prompt: &TurnPrompt,
) -> Group {
    let tr = &ctx.tr;
    let player = &state.players[seat];
    let mut items = Vec::new();
    let mut selects = Vec::new();
    let mut needs_part = false;
    for o in &prompt.activate {
        let c = o.location;
        let once = Action::Activate {
            location: c,
            uses: vec![Use::default()],
            gold: None,
        };
        let label = tr.say(&of_card("settlers-page-uses-left", c).with("count", o.uses_left));
        items.push(act(filled, once, label).with_card(card_text(c, tr)));
        if o.twice {
            let twice = Action::Activate {
                location: c,
                uses: vec![Use::default(), Use::default()],
                gold: None,
            };
            items.push(act(
                filled,
                twice,
                tr.say(&of_card("settlers-page-twice", c)),
            ));
        }
        let targets = legal::effect_targets(state, seat, c);
        if targets.is_empty() {
            continue;
        }
        let options: Vec<(String, String)> = targets
            .iter()
            .map(|t| (target_key(t), target_words(t, ctx)))
            .collect();
        selects.push(Select::new(
            filled,
            format!("target-{}", c.0),
            tr.say(&of_card("settlers-page-target", c)),
            options.clone(),
        ));
        if o.twice {
            selects.push(Select::new(
                filled,
                format!("target2-{}", c.0),
                tr.say(&of_card("settlers-page-target2", c)),
                options,
            ));
        }
        for t in &targets {
            match t {
                Target::Production { location, .. } => production_selects(
                    filled,
                    *location,
                    &production::copy_targets(player, *location),
                    &mut selects,
                    tr,
                ),
                Target::Build(b) => {
                    needs_part |= b.card.cost().location;
                    if b.card.design().kind == Kind::Production {
                        let copies = production::copy_targets(player, b.card);
                        production_selects(filled, b.card, &copies, &mut selects, tr);
                    }
                }
                _ => {}
            }
        }
    }
    // One part list serves both kinds: the Build kind carries it when it builds such a card.
    if needs_part && !prompt.build.iter().any(|c| c.cost().location) {
        selects.push(part_select(state, seat, filled, prompt, tr));
    }
    let spends = |f: fn(&crate::games::settlers::cards::ActionAbility) -> u8| {
        prompt
            .activate
            .iter()
            .any(|o| o.location.action().is_some_and(|a| f(a) > 0))
    };
    let mut checks = Vec::new();
    if spends(|a| a.spend_cards) {
        checks.push(names_group(
            filled,
            tr.g("settlers-page-discard-cards"),
            "discard",
            &player.hand,
            tr,
        ));
    }
    if spends(|a| a.spend_deals) {
        checks.push(names_group(
            filled,
            tr.g("settlers-page-discard-deals"),
            "discard_deal",
            &player.deals,
            tr,
        ));
    }
    Group::new(tr.g("settlers-page-use"), false, items).with_parts(selects, checks)
}

/// Spending workers: one choice, then how many of each good.
fn spend_group(filled: &Filled, prompt: &TurnPrompt, tr: &Tr) -> Group {
    let item = act(
        filled,
        Action::SpendWorkers { goods: Vec::new() },
        tr.g("settlers-page-spend"),
    );
    let selects = SPEND
        .iter()
        .map(|&(good, field)| {
            let label = match good {
                WorkerGood::Wood => "settlers-page-spend-wood",
                WorkerGood::Stone => "settlers-page-spend-stone",
                WorkerGood::Food => "settlers-page-spend-food",
                WorkerGood::CommonCard => "settlers-page-spend-common",
                WorkerGood::FactionCard => "settlers-page-spend-faction",
            };
            Select::count(filled, field, tr.g(label), prompt.worker_pairs)
        })
        .collect();
    let legend = tr.g1("settlers-page-spend-legend", "count", prompt.worker_pairs);
    Group::new(legend, false, vec![item]).with_parts(selects, Vec::new())
}

/// What any action may take with it: the deck of a card of your choice, the defense token, the
/// Samurai. Folded unless the form already says something of it.
fn also_group(filled: &Filled, prompt: &TurnPrompt, tr: &Tr) -> Option<Group> {
    let (mut selects, mut checks, mut what): (_, _, Vec<Word>) =
        (Vec::new(), Vec::new(), Vec::new());
    if prompt.faction_deck > 0 {
        // Few actions give more than a handful of cards: 0 to 5, or as many as the deck holds.
        let deck = prompt.faction_deck as u16;
        let mut options: Vec<(String, String)> = (0..=deck.min(5))
            .map(|n| (n.to_string(), n.to_string()))
            .collect();
        if deck > 5 {
            options.push((deck.to_string(), tr.g("settlers-page-all-of-them")));
        }
        selects.push(Select::new(
            filled,
            "faction_cards".into(),
            tr.g("settlers-page-faction-cards"),
            options,
        ));
        what.push(Phrase::new("settlers-page-with-deck").into());
    }
    if !prompt.defense.is_empty() {
        let keep = (String::new(), tr.g("settlers-page-keep-defense"));
        selects.push(Select::named(
            filled,
            "defense".into(),
            tr.g("settlers-page-defense"),
            card_options(keep, &prompt.defense, tr),
        ));
        what.push(Phrase::new("settlers-page-with-defense").into());
    }
    if !prompt.samurai.is_empty() {
        // Before the action: a Samurai then counts for what the action builds (Daimyo's Castle).
        checks.push(names_group(
            filled,
            tr.g("settlers-page-samurai-before"),
            "samurai-before",
            &prompt.samurai,
            tr,
        ));
        checks.push(names_group(
            filled,
            tr.g("settlers-page-samurai-after"),
            "samurai",
            &prompt.samurai,
            tr,
        ));
        what.push(Phrase::new("settlers-page-with-samurai").into());
    }
    if what.is_empty() {
        return None;
    }
    // Folded, its heading says what the form now sends of it.
    let value = |name: &str| filled.0.iter().find(|(k, _)| k == name).map(|(_, v)| v);
    let named = |name: &str| -> Vec<Word> {
        filled
            .0
            .iter()
            .filter(|(k, _)| k == name)
            .filter_map(|(_, v)| v.parse().ok().map(|id| CardId(id).word()))
            .collect()
    };
    let mut now: Vec<Word> = Vec::new();
    let from_faction = value("faction_cards").and_then(|n| n.parse::<u16>().ok());
    if let Some(n) = from_faction.filter(|&n| n != 0) {
        now.push(
            Phrase::new("settlers-page-now-faction-cards")
                .with("count", n)
                .into(),
        );
    }
    if let Some(card) = named("defense").into_iter().next() {
        now.push(
            Phrase::new("settlers-page-now-defense")
                .with("card", card)
                .into(),
        );
    }
    let samurai = [named("samurai-before"), named("samurai")].concat();
    if !samurai.is_empty() {
        now.push(
            Phrase::new("settlers-page-now-samurai")
                .with("cards", Word::List(samurai))
                .into(),
        );
    }
    let shown = if now.is_empty() { what } else { now };
    let legend = tr.say(&Phrase::new("settlers-page-with-action").with("what", Word::List(shown)));
    Some(
        Group::new(legend, true, Vec::new())
            .with_parts(selects, checks)
            .folded(),
    )
}

/// The turn: passing, then each kind of action folded under its heading with the parts that go
/// with it, so that a phone shows the kinds, not every card three times over; the kind of the
/// filled action opens. No second page load, no script.
fn turn_form(
    ctx: &SeatContext,
    state: &State,
    seat: Seat,
    filled: &Filled,
    prompt: &TurnPrompt,
) -> Form {
    let tr = &ctx.tr;
    let mut groups = vec![Group::new(
        tr.g("settlers-page-your-action"),
        false,
        vec![act(filled, Action::Pass, tr.g("settlers-page-pass"))],
    )];
    let mut deals = Vec::new();
    for &c in &prompt.deal {
        let deal = Action::Deal {
            card: c,
            gold: None,
        };
        deals.push(act_on(filled, deal, c, tr));
    }
    let mut raze_cards = Vec::new();
    for &c in &prompt.raze_card {
        let raze = Action::RazeCard { card: c };
        raze_cards.push(act_on(filled, raze, c, tr));
    }
    let mut razes = Vec::new();
    for o in &prompt.raze {
        let raze = Action::Raze {
            seat: o.seat,
            location: o.location,
        };
        let label = tr.say(
            &of_card("settlers-page-raze-location", o.location)
                .with("player", name(ctx, o.seat))
                .with("paid", Good::Raze.amount(o.price as u32)),
        );
        razes.push(act(filled, raze, label).with_card(card_text(o.location, tr)));
    }
    let mut kinds = vec![
        build_group(state, seat, filled, prompt, tr),
        Group::new(tr.g("settlers-page-deal"), false, deals),
        Group::new(tr.g("settlers-page-raze-card"), false, raze_cards),
        Group::new(tr.g("settlers-page-raze"), false, razes),
        use_group(ctx, state, seat, filled, prompt),
    ];
    if prompt.worker_pairs > 0 {
        kinds.push(spend_group(filled, prompt, tr));
    }
    for mut kind in kinds {
        if !kind.items.is_empty() {
            if kind.items.len() > 1 {
                kind.legend = tr.g2(
                    "settlers-page-kind-count",
                    "kind",
                    &kind.legend,
                    "count",
                    kind.items.len(),
                );
            }
            groups.push(kind.folded());
        }
    }
    groups.extend(also_group(filled, prompt, tr));
    Form {
        groups,
        selects: Vec::new(),
        extras: Vec::new(),
        submit: tr.g("settlers-page-confirm-turn"),
    }
}

fn card_text(card: CardId, tr: &Tr) -> CardText {
    CardText::of(&CardFace::of(card), tr)
}

fn form_of(ctx: &SeatContext, state: &State, seat: Seat, filled: &Filled, prompt: &Prompt) -> Form {
    let tr = &ctx.tr;
    match prompt {
        Prompt::Pick {
            row, production, ..
        } => pick_form(
            filled,
            tr.g("settlers-page-pick"),
            row,
            production.as_ref(),
            tr,
        ),
        Prompt::AlternateKeep { cards, pass_to } => pick_form(
            filled,
            tr.g1(
                "settlers-page-alternate-keep",
                "player",
                name(ctx, *pass_to),
            ),
            cards,
            None,
            tr,
        ),
        Prompt::AlternateSecond { cards, production } => pick_form(
            filled,
            tr.g("settlers-page-alternate-second"),
            cards,
            production.as_ref(),
            tr,
        ),
        Prompt::ProductionChoices { production } => {
            let mut selects = Vec::new();
            plan_selects(filled, production, &mut selects, tr);
            Form {
                groups: Vec::new(),
                selects,
                extras: Vec::new(),
                submit: tr.g("settlers-page-confirm-production"),
            }
        }
        Prompt::Keep { looks } => Form {
            groups: looks
                .iter()
                .map(|g| {
                    let legend = tr.g1("settlers-page-keep-of", "keep", g.keep);
                    cards_group(filled, legend, "keep", &g.cards, true, tr)
                })
                .collect(),
            selects: Vec::new(),
            extras: Vec::new(),
            submit: tr.g("settlers-page-keep"),
        },
        Prompt::Turn(turn) => turn_form(ctx, state, seat, filled, turn),
    }
}

/// What the form opens with: the decision made, when there is one; else what the player most
/// likely does, the heuristic bot's choice (a legal decision made from what the seat may know),
/// so that a turn is two taps: open, confirm. An email's one-click link names the card.
fn filled(
    state: &State,
    seat: Seat,
    prompt: Option<&Prompt>,
    made: Option<&Decision>,
    linked: Option<&str>,
) -> Filled {
    if let Some(d) = made {
        return Filled(form::fields(d));
    }
    let likely = prompt.map(|p| heuristic::decide(state, seat, p));
    let mut fields = likely.map(|d| form::fields(&d)).unwrap_or_default();
    if let Some(card) = linked {
        fields.retain(|(k, _)| k != "card");
        fields.push(("card".to_string(), card.to_string()));
    }
    Filled(fields)
}

pub fn seat_page(p: &SeatPageOf<Settlers>) -> Drawn {
    let (ctx, state, seat) = (p.ctx, p.state, p.seat);
    let tr = &ctx.tr;
    let view = Settlers::view(state, Some(seat));
    let prompt = Settlers::prompts(state)
        .into_iter()
        .find(|(s, _)| *s == seat)
        .map(|(_, p)| p);
    // An email's one-click link names the card: the form opens with it chosen. A card that is
    // not among the choices matches no radio button and chooses nothing.
    let filled = match p.sent {
        // A form refused before it read as a decision comes back as it was sent.
        Some(sent) if p.current.is_none() => Filled(sent.to_vec()),
        _ => filled(
            state,
            seat,
            prompt.as_ref(),
            p.current,
            field(p.query, "card"),
        ),
    };
    // A form that did not read says why in the reader's words: read again, it gives the same
    // reason as a phrase. A decision the rules refused keeps the rules' reason.
    let error = p.error.map(|reason| {
        let unread = p
            .sent
            .zip(prompt.as_ref())
            .and_then(|(sent, prompt)| form::read(prompt, sent).err());
        match unread {
            Some(phrase) => tr.say(&phrase),
            None => reason.to_string(),
        }
    });
    let status = tr.t2(
        "seat-status",
        "phase",
        tr.heading(&Settlers::heading(state)),
        "step",
        view.step,
    );
    let asked = prompt.as_ref().map(|p| tr.say(&Settlers::due(p, state)));
    let form = prompt
        .as_ref()
        .map(|p| form_of(ctx, state, seat, &filled, p));
    let others: Vec<PlayerBoard> = (0..view.players.len())
        .filter(|&s| s != seat)
        .map(|s| board(&view, s, &name(ctx, s), Some(seat), tr))
        .collect();
    let you = PlayerBoard {
        hand_folded: matches!(prompt, Some(Prompt::Turn(_))),
        ..board(&view, seat, &name(ctx, seat), Some(seat), tr)
    };
    let row = CardText::all(&view.row, tr);
    let cards_shown = !row.is_empty()
        || you.has_cards()
        || others.iter().any(PlayerBoard::has_cards)
        || form.as_ref().is_some_and(|f| {
            f.groups
                .iter()
                .flat_map(|g| &g.items)
                .any(|i| i.card.is_some())
        });
    Page {
        tr: tr.clone(),
        ctx,
        status,
        asked,
        error,
        form,
        row,
        you,
        others,
        abilities_note: abilities_note(tr).filter(|_| cards_shown),
    }
    .render()
}
