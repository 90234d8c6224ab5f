//! The seat page: what is asked, the form that answers it (rules §12), and the table as the seat
//! may know it. The tables are drawn from the seat's `View`; the form's choices come from the
//! prompt and from the seat's own player (its hand, Deals, Empire), never from another's hidden
//! cards.

use super::board::{PlayerBoard, board};
use super::card::CardText;
use super::controls::{Filled, Group, Item, Select};
use super::form::{self, SPEND, act_key, target_key};
use crate::games::settlers::WorkerGood;
use crate::games::settlers::bots::heuristic;
use crate::games::settlers::cards::{CardId, Kind};
use crate::games::settlers::decision::{
    Action, ChoiceAsk, Decision, ProductionAsk, Prompt, Target, TurnPrompt, Use,
};
use crate::games::settlers::describe;
use crate::games::settlers::state::State;
use crate::games::settlers::view::CardFace;
use crate::games::settlers::{Settlers, legal, production};
use crate::games::{Game, Playable, Seat};
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
    pub submit: &'static str,
}

#[derive(Template)]
#[template(path = "games/settlers/page.html")]
struct Page<'a> {
    pub tr: Tr,
    ctx: &'a SeatContext,
    status: String,
    asked: Option<String>,
    error: Option<&'a str>,
    form: Option<Form>,
    /// The face-up Lookout row.
    row: Vec<CardText>,
    you: PlayerBoard,
    others: Vec<PlayerBoard>,
}

fn name(ctx: &SeatContext, seat: Seat) -> String {
    ctx.names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("Player {}", seat + 1))
}

fn card_item(filled: &Filled, field: &str, card: CardId) -> Item {
    Item::new(filled, field, card.0.to_string(), card.name().to_string())
        .with_card(CardText::of(&CardFace::of(card)))
}

/// Cards to choose among, each at a glance.
fn cards_group(
    filled: &Filled,
    legend: String,
    field: &str,
    cards: &[CardId],
    checkbox: bool,
) -> Group {
    let items = cards.iter().map(|&c| card_item(filled, field, c)).collect();
    Group::new(legend, checkbox, items)
}

/// Check boxes of cards the player already knows by name (the hand to discard, their own
/// Locations): one line each.
fn names_group(filled: &Filled, legend: String, field: &str, cards: &[CardId]) -> Group {
    let items = cards
        .iter()
        .map(|&c| Item::new(filled, field, c.0.to_string(), c.name().to_string()))
        .collect();
    Group::new(legend, true, items)
}

/// The choices of a Location whose production asks one: its option, or what it copies.
fn production_selects(
    filled: &Filled,
    card: CardId,
    copy_targets: &[CardId],
    out: &mut Vec<Select>,
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
    let default = || {
        (
            String::new(),
            "as the rules choose when you do not".to_string(),
        )
    };
    if !p.choice.is_empty() {
        let mut options = vec![default()];
        options.extend(
            p.choice
                .iter()
                .enumerate()
                .map(|(i, goods)| (i.to_string(), describe::goods_words(goods))),
        );
        out.push(Select::new(
            filled,
            format!("option-{id}"),
            format!("{} produces", card.name()),
            options,
        ));
    }
    if p.copy && !copy_targets.is_empty() {
        let mut options = vec![default()];
        options.extend(
            copy_targets
                .iter()
                .map(|c| (c.0.to_string(), c.name().to_string())),
        );
        out.push(Select::new(
            filled,
            format!("copy-{id}"),
            format!("{} copies", card.name()),
            options,
        ));
        let most = copy_targets
            .iter()
            .filter_map(|c| c.design().production.as_ref())
            .map(|p| p.choice.len())
            .max()
            .unwrap_or(0);
        if most > 0 {
            let mut options = vec![default()];
            options.extend((0..most).map(|i| (i.to_string(), format!("option {}", i + 1))));
            out.push(Select::new(
                filled,
                format!("copy_option-{id}"),
                format!("{}: the copied Location's option", card.name()),
                options,
            ));
        }
    }
}

fn faction_cards_select(filled: &Filled, label: &str, most: u16) -> Select {
    Select::count(filled, "faction_cards", label.to_string(), most)
}

fn plan_selects(filled: &Filled, ask: &ProductionAsk, out: &mut Vec<Select>) {
    if ask.cards > 0 {
        out.push(faction_cards_select(
            filled,
            &format!(
                "Your production gives {}: how many from your Faction deck (the rest from the \
                 Common deck)",
                crate::words::count(ask.cards as usize, "card")
            ),
            ask.cards.min(ask.faction_deck) as u16,
        ));
    }
    for ChoiceAsk { location, copy, .. } in &ask.choices {
        production_selects(filled, *location, copy, out);
    }
}

fn pick_form(
    filled: &Filled,
    legend: String,
    cards: &[CardId],
    production: Option<&ProductionAsk>,
) -> Form {
    let mut selects = Vec::new();
    if let Some(ask) = production {
        plan_selects(filled, ask, &mut selects);
    }
    Form {
        groups: vec![cards_group(filled, legend, "card", cards, false)],
        selects,
        extras: Vec::new(),
        submit: "Confirm",
    }
}

fn target_words(target: &Target, ctx: &SeatContext) -> String {
    let n = |c: &CardId| c.name();
    match target {
        Target::Deal { deal } => format!("your Deal {}", n(deal)),
        Target::Production { location, .. } => format!("your {}", n(location)),
        Target::Steal { seat, resource } => {
            format!("1 {} from {}", resource.word(false), name(ctx, *seat))
        }
        Target::Location { seat, location } => format!("{}'s {}", name(ctx, *seat), n(location)),
        Target::RazeGood {
            seat,
            location,
            good,
        } => format!(
            "{}'s {}: {}",
            name(ctx, *seat),
            n(location),
            good.word(false)
        ),
        Target::Own { location } => format!("your {}", n(location)),
        Target::EnemyDeal { seat, deal } => format!("{}'s Deal {}", name(ctx, *seat), n(deal)),
        Target::Build(b) => format!("build {}", n(&b.card)),
        Target::Card { card } => format!("{} from your hand", n(card)),
    }
}

fn act(filled: &Filled, action: Action, label: String) -> Item {
    Item::new(filled, "act", act_key(&action), label)
}

/// The Location part a build replaces, opened on the one the player loses least by (a
/// Foundation first) unless the form says which: choosing a build that needs one is then enough.
fn part_select(state: &State, seat: Seat, filled: &Filled, prompt: &TurnPrompt) -> Select {
    let player = &state.players[seat];
    let mut options = vec![(String::new(), "none".to_string())];
    options.extend(
        player
            .locations
            .iter()
            .map(|l| l.card)
            .chain(player.foundations.iter().copied())
            .map(|c| (c.0.to_string(), c.name().to_string())),
    );
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
    Select::new(
        &part_filled,
        "part".into(),
        "For a card that needs a Location part: the Location or Foundation it replaces".into(),
        options,
    )
}

/// The Build kind: the cards, then the Location part and the choices of a Production Location.
fn build_group(state: &State, seat: Seat, filled: &Filled, prompt: &TurnPrompt) -> Group {
    let player = &state.players[seat];
    let items = prompt
        .build
        .iter()
        .map(|&c| {
            let build = Action::Build(crate::games::settlers::Build::new(c));
            act(filled, build, c.name().to_string()).with_card(card_text(c))
        })
        .collect();
    let mut selects = Vec::new();
    if prompt.build.iter().any(|c| c.cost().location) {
        selects.push(part_select(state, seat, filled, prompt));
    }
    for &c in &prompt.build {
        if c.design().kind == Kind::Production {
            let copies = production::copy_targets(player, c);
            production_selects(filled, c, &copies, &mut selects);
        }
    }
    Group::new("Build".into(), false, items).with_parts(selects, Vec::new())
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
        let label = format!(
            "{} ({} left this round)",
            c.name(),
            crate::words::count(o.uses_left as usize, "use")
        );
        items.push(act(filled, once, label).with_card(card_text(c)));
        if o.twice {
            let twice = Action::Activate {
                location: c,
                uses: vec![Use::default(), Use::default()],
                gold: None,
            };
            items.push(act(filled, twice, format!("{} twice", c.name())));
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
            format!("If you use {}: its choice", c.name()),
            options.clone(),
        ));
        if o.twice {
            selects.push(Select::new(
                filled,
                format!("target2-{}", c.0),
                format!("If you use {} twice: the second choice", c.name()),
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
                ),
                Target::Build(b) => {
                    needs_part |= b.card.cost().location;
                    if b.card.design().kind == Kind::Production {
                        let copies = production::copy_targets(player, b.card);
                        production_selects(filled, b.card, &copies, &mut selects);
                    }
                }
                _ => {}
            }
        }
    }
    // One part list serves both kinds: the Build kind carries it when it builds such a card.
    if needs_part && !prompt.build.iter().any(|c| c.cost().location) {
        selects.push(part_select(state, seat, filled, prompt));
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
            "If the Location you use discards cards: which ones".into(),
            "discard",
            &player.hand,
        ));
    }
    if spends(|a| a.spend_deals) {
        checks.push(names_group(
            filled,
            "If the Location you use discards Deals: which ones".into(),
            "discard_deal",
            &player.deals,
        ));
    }
    Group::new("Use an Action Location".into(), false, items).with_parts(selects, checks)
}

/// Spending workers: one choice, then how many of each good.
fn spend_group(filled: &Filled, prompt: &TurnPrompt) -> Group {
    let item = act(
        filled,
        Action::SpendWorkers { goods: Vec::new() },
        "Spend workers on these goods".into(),
    );
    let selects = SPEND
        .iter()
        .map(|&(good, field)| {
            let label = match good {
                WorkerGood::Wood => "Wood",
                WorkerGood::Stone => "Stone",
                WorkerGood::Food => "Food",
                WorkerGood::CommonCard => "Common cards",
                WorkerGood::FactionCard => "Faction cards",
            };
            Select::count(filled, field, label.to_string(), prompt.worker_pairs)
        })
        .collect();
    let legend = format!(
        "Spend workers, 2 for each good (up to {})",
        crate::words::count(prompt.worker_pairs as usize, "good")
    );
    Group::new(legend, false, vec![item]).with_parts(selects, Vec::new())
}

/// What any action may take with it: the deck of a card of your choice, the defense token, the
/// Samurai. Folded unless the form already says something of it.
fn also_group(filled: &Filled, prompt: &TurnPrompt) -> Option<Group> {
    let (mut selects, mut checks, mut what) = (Vec::new(), Vec::new(), Vec::new());
    if prompt.faction_deck > 0 {
        // Few actions give more than a handful of cards: 0 to 5, or as many as the deck holds.
        let deck = prompt.faction_deck as u16;
        let mut options: Vec<(String, String)> = (0..=deck.min(5))
            .map(|n| (n.to_string(), n.to_string()))
            .collect();
        if deck > 5 {
            options.push((deck.to_string(), "all of them".into()));
        }
        selects.push(Select::new(
            filled,
            "faction_cards".into(),
            "Of the cards your action gives from the deck of your choice, how many from your \
             Faction deck (the rest from the Common deck)"
                .into(),
            options,
        ));
        what.push("the deck of cards you gain".to_string());
    }
    if !prompt.defense.is_empty() {
        let mut options = vec![(String::new(), "keep it".to_string())];
        options.extend(
            prompt
                .defense
                .iter()
                .map(|c| (c.0.to_string(), c.name().to_string())),
        );
        selects.push(Select::new(
            filled,
            "defense".into(),
            "After the action, place a defense token on".into(),
            options,
        ));
        what.push("the defense token".to_string());
    }
    if !prompt.samurai.is_empty() {
        // Before the action: a Samurai then counts for what the action builds (Daimyo's Castle).
        checks.push(names_group(
            filled,
            "Before the action, deploy a Samurai (1 worker each) on".into(),
            "samurai-before",
            &prompt.samurai,
        ));
        checks.push(names_group(
            filled,
            "After the action, deploy a Samurai (1 worker each) on".into(),
            "samurai",
            &prompt.samurai,
        ));
        what.push("Samurai".to_string());
    }
    if what.is_empty() {
        return None;
    }
    // Folded, its heading says what the form now sends of it.
    let value = |name: &str| filled.0.iter().find(|(k, _)| k == name).map(|(_, v)| v);
    let named = |name: &str| -> Vec<String> {
        filled
            .0
            .iter()
            .filter(|(k, _)| k == name)
            .filter_map(|(_, v)| v.parse().ok().map(|id| CardId(id).name().to_string()))
            .collect()
    };
    let mut now = Vec::new();
    if let Some(n) = value("faction_cards").filter(|n| *n != "0") {
        now.push(format!("{n} of the cards from your Faction deck"));
    }
    if let Some(name) = named("defense").first() {
        now.push(format!("the defense token onto {name}"));
    }
    let samurai = [named("samurai-before"), named("samurai")].concat();
    if !samurai.is_empty() {
        now.push(format!("Samurai on {}", crate::words::and_list(&samurai)));
    }
    let legend = if now.is_empty() {
        format!("With the action: {}", crate::words::and_list(&what))
    } else {
        format!("With the action: {}", crate::words::and_list(&now))
    };
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
    let mut groups = vec![Group::new(
        "Your action".into(),
        false,
        vec![act(
            filled,
            Action::Pass,
            "Pass: no more actions this round".into(),
        )],
    )];
    let mut deals = Vec::new();
    for &c in &prompt.deal {
        let deal = Action::Deal {
            card: c,
            gold: None,
        };
        let label = c.name().to_string();
        deals.push(act(filled, deal, label).with_card(card_text(c)));
    }
    let mut raze_cards = Vec::new();
    for &c in &prompt.raze_card {
        let raze = Action::RazeCard { card: c };
        let label = c.name().to_string();
        raze_cards.push(act(filled, raze, label).with_card(card_text(c)));
    }
    let mut razes = Vec::new();
    for o in &prompt.raze {
        let raze = Action::Raze {
            seat: o.seat,
            location: o.location,
        };
        let label = format!(
            "Raze {}'s {} ({})",
            name(ctx, o.seat),
            o.location.name(),
            crate::words::count(o.price as usize, "raze token")
        );
        razes.push(act(filled, raze, label).with_card(card_text(o.location)));
    }
    let mut kinds = vec![
        build_group(state, seat, filled, prompt),
        Group::new("Make a Deal, for 1 food".into(), false, deals),
        Group::new(
            "Raze a card of your hand, for 1 raze token".into(),
            false,
            raze_cards,
        ),
        Group::new("Raze an opponent's Location".into(), false, razes),
        use_group(ctx, state, seat, filled, prompt),
    ];
    if prompt.worker_pairs > 0 {
        kinds.push(spend_group(filled, prompt));
    }
    for mut kind in kinds {
        if !kind.items.is_empty() {
            if kind.items.len() > 1 {
                kind.legend = format!("{} ({})", kind.legend, kind.items.len());
            }
            groups.push(kind.folded());
        }
    }
    groups.extend(also_group(filled, prompt));
    Form {
        groups,
        selects: Vec::new(),
        extras: Vec::new(),
        submit: "Confirm your turn",
    }
}

fn card_text(card: CardId) -> CardText {
    CardText::of(&CardFace::of(card))
}

fn form_of(ctx: &SeatContext, state: &State, seat: Seat, filled: &Filled, prompt: &Prompt) -> Form {
    match prompt {
        Prompt::Pick {
            row, production, ..
        } => pick_form(
            filled,
            "Take one card of the Lookout row".into(),
            row,
            production.as_ref(),
        ),
        Prompt::AlternateKeep { cards, pass_to } => pick_form(
            filled,
            format!("Keep one; the others go to {}", name(ctx, *pass_to)),
            cards,
            None,
        ),
        Prompt::AlternateSecond { cards, production } => pick_form(
            filled,
            "Keep one of the cards you received; the other is discarded".into(),
            cards,
            production.as_ref(),
        ),
        Prompt::ProductionChoices { production } => {
            let mut selects = Vec::new();
            plan_selects(filled, production, &mut selects);
            Form {
                groups: Vec::new(),
                selects,
                extras: Vec::new(),
                submit: "Confirm your Production choices",
            }
        }
        Prompt::Keep { looks } => Form {
            groups: looks
                .iter()
                .map(|g| {
                    let legend = format!("Keep {} of these", g.keep);
                    cards_group(filled, legend, "keep", &g.cards, true)
                })
                .collect(),
            selects: Vec::new(),
            extras: Vec::new(),
            submit: "Keep these cards",
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
    let (ctx, state, seat, error) = (p.ctx, p.state, p.seat, p.error);
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
    let status = ctx.tr.t2(
        "seat-status",
        "phase",
        ctx.tr.heading(&Settlers::heading(state)),
        "step",
        view.step,
    );
    let asked = prompt
        .as_ref()
        .map(|p| ctx.tr.say(&Settlers::due(p, state)));
    let form = prompt
        .as_ref()
        .map(|p| form_of(ctx, state, seat, &filled, p));
    let others = (0..view.players.len())
        .filter(|&s| s != seat)
        .map(|s| board(&view, s, &name(ctx, s), Some(seat)))
        .collect();
    Page {
        tr: ctx.tr.clone(),
        ctx,
        status,
        asked,
        error,
        form,
        row: CardText::all(&view.row),
        you: PlayerBoard {
            hand_folded: matches!(prompt, Some(Prompt::Turn(_))),
            ..board(&view, seat, &name(ctx, seat), Some(seat))
        },
        others,
    }
    .render()
}
