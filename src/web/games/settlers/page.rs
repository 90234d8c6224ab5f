//! The seat page: what is asked, the form that answers it (rules §12), and the table as the seat
//! may know it. The tables are drawn from the seat's `View`; the form's choices come from the
//! prompt and from the seat's own player (its hand, Deals, Empire), never from another's hidden
//! cards.

use super::board::{PlayerBoard, board};
use super::card::CardText;
use super::controls::{Filled, Group, Item, Select};
use super::form::{self, SPEND, act_key, target_key};
use crate::games::settlers::bots::heuristic;
use crate::games::settlers::cards::{CardId, Kind};
use crate::games::settlers::decision::{
    Action, ChoiceAsk, Decision, ProductionAsk, Prompt, Target, TurnPrompt, Use,
};
use crate::games::settlers::describe;
use crate::games::settlers::state::{Player, State};
use crate::games::settlers::view::CardFace;
use crate::games::settlers::{Settlers, legal, production};
use crate::games::{Game, Playable, Seat};
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

fn turn_form(
    ctx: &SeatContext,
    state: &State,
    seat: Seat,
    filled: &Filled,
    prompt: &TurnPrompt,
) -> Form {
    let player: &Player = &state.players[seat];
    let mut groups = Vec::new();
    let mut selects = Vec::new();
    let mut extras = Vec::new();
    let build = |c: CardId| Action::Build(crate::games::settlers::Build::new(c));
    // A card built by the Build action or by an Action Location may need a Location part.
    let mut needs_part = prompt.build.iter().any(|c| c.cost().location);

    let mut items = vec![act(
        filled,
        Action::Pass,
        "Pass: no more actions this round".into(),
    )];
    // Each kind of action folds away under its heading: a phone shows the kinds, not every card
    // three times over.
    let (mut builds, mut deals, mut raze_cards, mut razes, mut uses) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for &c in &prompt.build {
        builds.push(act(filled, build(c), format!("Build {}", c.name())).with_card(card_text(c)));
    }
    for &c in &prompt.deal {
        let deal = Action::Deal {
            card: c,
            gold: None,
        };
        deals.push(
            act(
                filled,
                deal,
                format!("Make a Deal with {} (1 food)", c.name()),
            )
            .with_card(card_text(c)),
        );
    }
    for &c in &prompt.raze_card {
        let raze = Action::RazeCard { card: c };
        raze_cards.push(
            act(
                filled,
                raze,
                format!("Raze {} from your hand (1 raze token)", c.name()),
            )
            .with_card(card_text(c)),
        );
    }
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
    for o in &prompt.activate {
        let c = o.location;
        let once = Action::Activate {
            location: c,
            uses: vec![Use::default()],
            gold: None,
        };
        let label = format!(
            "Use {} ({} left this round)",
            c.name(),
            crate::words::count(o.uses_left as usize, "use")
        );
        uses.push(act(filled, once, label).with_card(card_text(c)));
        if o.twice {
            let twice = Action::Activate {
                location: c,
                uses: vec![Use::default(), Use::default()],
                gold: None,
            };
            uses.push(act(filled, twice, format!("Use {} twice", c.name())));
        }
        let targets = legal::effect_targets(state, seat, c);
        if !targets.is_empty() {
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
                if let Target::Build(b) = t {
                    needs_part |= b.card.cost().location;
                }
                match t {
                    Target::Production { location, .. } => production_selects(
                        filled,
                        *location,
                        &production::copy_targets(player, *location),
                        &mut selects,
                    ),
                    Target::Build(b) if b.card.design().kind == Kind::Production => {
                        production_selects(
                            filled,
                            b.card,
                            &production::copy_targets(player, b.card),
                            &mut selects,
                        )
                    }
                    _ => {}
                }
            }
        }
    }
    if prompt.worker_pairs > 0 {
        items.push(act(
            filled,
            Action::SpendWorkers { goods: Vec::new() },
            format!(
                "Spend workers, 2 for each good (you can buy up to {})",
                prompt.worker_pairs
            ),
        ));
        for (good, field) in SPEND {
            let label = format!(
                "If you spend workers: {}",
                match good {
                    crate::games::settlers::WorkerGood::CommonCard => "Common cards".to_string(),
                    crate::games::settlers::WorkerGood::FactionCard => "Faction cards".to_string(),
                    other => other.good().word(false).to_string(),
                }
            );
            selects.push(Select::count(filled, field, label, prompt.worker_pairs));
        }
    }
    groups.push(Group::new("Your action".into(), false, items));
    for (legend, items) in [
        ("Build", builds),
        ("Make a Deal", deals),
        ("Raze a card of your hand", raze_cards),
        ("Raze an opponent's Location", razes),
        ("Use an Action Location", uses),
    ] {
        if !items.is_empty() {
            let legend = format!("{legend} ({})", items.len());
            groups.push(Group::new(legend, false, items).folded());
        }
    }

    // What the actions take with them.
    let built_production: Vec<CardId> = prompt
        .build
        .iter()
        .copied()
        .filter(|c| c.design().kind == Kind::Production)
        .collect();
    for c in built_production {
        production_selects(
            filled,
            c,
            &production::copy_targets(player, c),
            &mut selects,
        );
    }
    if needs_part {
        let mut options = vec![(String::new(), "none".to_string())];
        options.extend(
            player
                .locations
                .iter()
                .map(|l| l.card)
                .chain(player.foundations.iter().copied())
                .map(|c| (c.0.to_string(), c.name().to_string())),
        );
        // Unless the form says which, a build opens on the part the player loses least by (a
        // Foundation first): choosing a build that needs one is then enough.
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
        selects.push(Select::new(
            &part_filled,
            "part".into(),
            "If you build a card that needs a Location: the Location or Foundation it replaces"
                .into(),
            options,
        ));
    }
    let spends = |f: fn(&crate::games::settlers::cards::ActionAbility) -> u8| {
        prompt
            .activate
            .iter()
            .any(|o| o.location.action().is_some_and(|a| f(a) > 0))
    };
    if spends(|a| a.spend_cards) {
        extras.push(cards_group(
            filled,
            "If the Location you use discards cards: which ones".into(),
            "discard",
            &player.hand,
            true,
        ));
    }
    if spends(|a| a.spend_deals) {
        extras.push(cards_group(
            filled,
            "If the Location you use discards Deals: which ones".into(),
            "discard_deal",
            &player.deals,
            true,
        ));
    }
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
    }
    if !prompt.samurai.is_empty() {
        // Before the action: a Samurai then counts for what the action builds (Daimyo's Castle).
        extras.push(cards_group(
            filled,
            "Before the action, deploy a Samurai (1 worker each) on".into(),
            "samurai-before",
            &prompt.samurai,
            true,
        ));
        extras.push(cards_group(
            filled,
            "After the action, deploy a Samurai (1 worker each) on".into(),
            "samurai",
            &prompt.samurai,
            true,
        ));
    }
    Form {
        groups,
        selects,
        extras,
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
    let status = format!("{} · step {}", Settlers::heading(state), view.step);
    let asked = prompt.as_ref().map(|p| Settlers::due(p, state));
    let form = prompt
        .as_ref()
        .map(|p| form_of(ctx, state, seat, &filled, p));
    let others = (0..view.players.len())
        .filter(|&s| s != seat)
        .map(|s| board(&view, s, &name(ctx, s), Some(seat)))
        .collect();
    Page {
        ctx,
        status,
        asked,
        error,
        form,
        row: CardText::all(&view.row),
        you: board(&view, seat, &name(ctx, seat), Some(seat)),
        others,
    }
    .render()
}
