//! The commands each prompt takes, as the email lists them: usage, what it does, and the
//! choices a reply may name (by number or name), each with a short detail.

use super::naming::{Named, choices};
use super::options;
use super::production::{copies, options as production_options};
use crate::Seat;
use crate::commands::{Command, Lexicon};
use crate::settlers::bots::heuristic;
use crate::settlers::cards::{CardId, Good, Goods};
use crate::settlers::decision::{Action, ProductionAsk, Prompt, Target, TurnPrompt};
use crate::settlers::legal;
use crate::settlers::look_group::LookGroup;
use crate::settlers::production::copy_targets;
use crate::settlers::state::{Player, State};

/// The commands `prompt` takes, as the email lists them.
pub fn commands(state: &State, seat: Seat, prompt: &Prompt, _lex: &Lexicon) -> Vec<Command> {
    let player = &state.players[seat];
    match prompt {
        Prompt::Pick {
            row, production, ..
        } => {
            let mut out = vec![
                Command::new("pick <card>", "take that card of the Lookout row")
                    .with_choices(choices(&options::cards(row))),
            ];
            if let Some(ask) = production {
                out.extend(production_commands(player, ask, true));
            }
            out
        }
        Prompt::AlternateKeep { cards, .. } => vec![
            Command::new(
                "pick <card>",
                "keep that card; the others go to the next player",
            )
            .with_choices(choices(&options::cards(cards))),
        ],
        Prompt::AlternateSecond { cards, production } => {
            let mut out = vec![
                Command::new("pick <card>", "keep that card; the other is discarded")
                    .with_choices(choices(&options::cards(cards))),
            ];
            if let Some(ask) = production {
                out.extend(production_commands(player, ask, true));
            }
            out
        }
        Prompt::ProductionChoices { production } => production_commands(player, production, false),
        Prompt::Keep { looks } => vec![keep_command(looks)],
        Prompt::Turn(turn) => turn_commands(state, seat, turn),
    }
}

fn keep_command(looks: &[LookGroup]) -> Command {
    let groups: Vec<String> = looks
        .iter()
        .map(|g| {
            let names: Vec<&str> = g.cards.iter().map(|c| c.name()).collect();
            format!("{} of {}", g.keep, names.join(", "))
        })
        .collect();
    let cards: Vec<CardId> = looks.iter().flat_map(|g| g.cards.clone()).collect();
    Command::new(
        "keep <card>, …",
        format!(
            "keep {}; the others are discarded",
            crate::words::and_list(&groups)
        ),
    )
    .with_choices(choices(&options::cards(&cards)))
}

/// `faction cards`, `choose` and `copy` for the Production choices of a round; `with_pick`:
/// they follow a pick on the same line.
fn production_commands(player: &Player, ask: &ProductionAsk, with_pick: bool) -> Vec<Command> {
    let after = if with_pick {
        "; after \"pick …;\", else as \"ok\" says"
    } else {
        ""
    };
    let mut out = Vec::new();
    if ask.cards > 0 && ask.faction_deck > 0 {
        out.push(Command::new(
            "faction cards <n>",
            format!(
                "of the {} your Production gives from the deck of your choice, take n from your Faction deck ({} left), the rest from the Common deck{after}",
                Good::Card.count(ask.cards as u32),
                ask.faction_deck
            ),
        ));
    }
    let chooser = ask.choices.iter().find_map(|c| {
        if c.options > 1 {
            return Some(c.location);
        }
        c.copy
            .first()
            .copied()
            .filter(|&t| production_options(t).len() > 1)
    });
    if let Some(card) = chooser {
        out.push(
            Command::new(
                "choose <option>",
                format!("what {} produces{after}", card.name()),
            )
            .with_choices(choices(&production_options(card))),
        );
    }
    if let Some(copier) = ask.choices.iter().find(|c| !c.copy.is_empty()) {
        out.push(
            Command::new(
                "copy <Location>",
                format!("what {} copies{after}", copier.location.name()),
            )
            .with_choices(choices(&copies(player, copier.location))),
        );
    }
    out
}

fn turn_commands(state: &State, seat: Seat, turn: &TurnPrompt) -> Vec<Command> {
    let player = &state.players[seat];
    let mut out = vec![Command::new(
        "pass",
        "end your turns for this round (final)",
    )];
    let builds = options::builds(turn);
    if !builds.is_empty() {
        let mut does =
            "build that card of your hand, paying resources first and gold for what is missing"
                .to_string();
        if turn.build.iter().any(|c| c.cost().location) {
            let parts: Vec<String> = options::parts(state, seat)
                .iter()
                .map(|p| p.label.clone())
                .collect();
            let default = turn
                .build
                .iter()
                .find(|c| c.cost().location)
                .and_then(|&c| heuristic::part(state, seat, c))
                .map(|p| format!("; unsaid, {}, the one worth least to you", p.name()))
                .unwrap_or_default();
            does += &format!(
                "; a Location part discards your Location or Foundation named after \"on\" ({}){default}",
                parts.join(", ")
            );
        }
        out.push(
            Command::new("build <card> [on <Location or Foundation>]", does)
                .with_choices(choices(&builds)),
        );
    }
    let deals = options::deals(turn);
    if !deals.is_empty() {
        out.push(
            Command::new(
                "deal <card>",
                "make a Deal with that Faction card of your hand, paying 1 food (or gold)",
            )
            .with_choices(choices(&deals)),
        );
    }
    let razes = options::razes(state, turn, &[]);
    if !razes.is_empty() {
        out.push(
            Command::new(
                "raze <card, or player's Location>",
                "raze a card of your hand, or an opponent's Location (\"raze Bob's Farm\")",
            )
            .with_choices(choices(&razes)),
        );
    }
    let uses = options::activations(turn);
    if !uses.is_empty() {
        let mut usage = "use <Location>".to_string();
        let mut does = "use that Action Location".to_string();
        if turn.activate.iter().any(|o| o.twice) {
            usage += " [twice]";
            does += " (twice: both uses in this action)";
        }
        if turn
            .activate
            .iter()
            .any(|o| o.location.action().is_some_and(|a| a.effect.is_some()))
        {
            usage += " [on <target>]";
        }
        if turn.activate.iter().any(|o| {
            o.location
                .action()
                .is_some_and(|a| a.spend_cards + a.spend_deals > 0)
        }) {
            usage += " [discarding <card>, …]";
            does += "; a cost in cards or Deals discards those named after \"discarding\", else those worth least to you";
        }
        out.push(Command::new(usage, does).with_choices(choices(&uses)));
    }
    for o in &turn.activate {
        let card = o.location;
        let Some(effect) = card.action().and_then(|a| a.effect) else {
            continue;
        };
        let targets = options::targets(state, seat, card, &[]);
        out.push(
            Command::new(
                format!("use {} on <target>", card.name()),
                format!(
                    "{} {}: name which",
                    card.name(),
                    super::details::effect(effect)
                ),
            )
            .with_choices(choices(&targets)),
        );
        out.extend(target_production_commands(player, card, &targets));
    }
    for &card in &turn.build {
        out.extend(how_it_produces(
            player,
            &format!("build {}", card.name()),
            card,
        ));
    }
    if turn.worker_pairs > 0 {
        out.push(
            Command::new(
                "workers <good>, …",
                format!(
                    "spend 2 workers for each good named (\"2 wood\" for two); you have {} workers",
                    player.supply.workers
                ),
            )
            .with_choices(choices(&options::worker_goods(state, seat))),
        );
    }
    if turn.faction_deck > 0 && gives_choice_cards(state, seat, turn) {
        out.push(Command::new(
            "faction cards <n>",
            format!(
                "after your action and \";\": of the cards it gives from the deck of your choice, take up to n from your Faction deck ({} left), the rest from the Common deck",
                turn.faction_deck
            ),
        ));
    }
    let defense = options::defense_places(state, seat, turn, None);
    if !defense.is_empty() {
        out.push(
            Command::new(
                "defense <Location>",
                "after your action and \";\" (as in \"pass; defense Farm\"): place your defense token on that Common Location",
            )
            .with_choices(choices(&defense)),
        );
    }
    let samurai = options::samurai_places(state, seat, turn, None);
    if !samurai.is_empty() {
        out.push(
            Command::new(
                "samurai <Location>, …",
                "after your action and \";\": deploy a Samurai (1 worker each) on each of those Faction Locations",
            )
            .with_choices(choices(&samurai)),
        );
    }
    out
}

/// `choose` and `copy` for what an Action Location's targets build or repeat.
fn target_production_commands(
    player: &Player,
    card: CardId,
    targets: &[Named<Target>],
) -> Vec<Command> {
    let mut out = Vec::new();
    for t in targets {
        let produced = match &t.value {
            Target::Production { location, .. } => *location,
            Target::Build(b) => b.card,
            _ => continue,
        };
        let head = format!("use {} on {}", card.name(), t.label);
        out.extend(how_it_produces(player, &head, produced));
    }
    out
}

/// `<head>; choose <option>` and `<head>; copy <Location>` when `card` asks how it produces.
fn how_it_produces(player: &Player, head: &str, card: CardId) -> Vec<Command> {
    let Some(p) = card.design().production.as_ref() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let chooser = if p.choice.len() > 1 {
        Some(card)
    } else if p.copy {
        copy_targets(player, card)
            .first()
            .copied()
            .filter(|&t| production_options(t).len() > 1)
    } else {
        None
    };
    if let Some(chooser) = chooser {
        out.push(
            Command::new(
                format!("{head}; choose <option>"),
                format!("what {} produces then", chooser.name()),
            )
            .with_choices(choices(&production_options(chooser))),
        );
    }
    if p.copy {
        let targets = copies(player, card);
        if !targets.is_empty() {
            out.push(
                Command::new(
                    format!("{head}; copy <Location>"),
                    format!("what {} copies then", card.name()),
                )
                .with_choices(choices(&targets)),
            );
        }
    }
    out
}

fn has_card(goods: Option<&Goods>) -> bool {
    goods.is_some_and(|g| g.0.iter().any(|(good, _)| *good == Good::Card))
}

/// Whether a card gives cards from the deck of the player's choice when built.
fn build_gives_cards(player: &Player, card: CardId) -> bool {
    let design = card.design();
    let features = player.locations.iter().any(|l| {
        l.card
            .design()
            .ability
            .on_build_colour
            .as_ref()
            .is_some_and(|(colour, gain)| design.has_colour(*colour) && has_card(Some(gain)))
    });
    has_card(Some(&design.bonus))
        || design.production.as_ref().is_some_and(|p| {
            has_card(Some(&p.goods)) || p.choice.iter().any(|o| has_card(Some(o))) || p.copy
        })
        || features
}

/// Whether a target of an effect gives cards from the deck of the player's choice.
fn target_gives_cards(player: &Player, target: &Target) -> bool {
    match target {
        Target::Deal { deal } => has_card(deal.deal()),
        Target::Production { location, .. } => build_gives_cards(player, *location),
        Target::Build(b) => build_gives_cards(player, b.card),
        Target::Location { location, .. } | Target::Own { location } => has_card(location.raze()),
        Target::RazeGood { good, .. } => *good == Good::Card,
        Target::Steal { .. } | Target::EnemyDeal { .. } | Target::Card { .. } => false,
    }
}

/// Whether an action gives cards from the deck of the player's choice (the deck split is worth
/// saying).
pub fn action_gives_cards(state: &State, seat: Seat, action: &Action) -> bool {
    let player = &state.players[seat];
    match action {
        Action::Build(b) => build_gives_cards(player, b.card),
        Action::Deal { card, .. } => has_card(card.deal()),
        Action::RazeCard { card } => has_card(card.raze()),
        Action::Raze { location, .. } => has_card(location.raze()),
        Action::Activate { location, uses, .. } => {
            location.action().is_some_and(|a| has_card(Some(&a.gain)))
                || uses
                    .iter()
                    .filter_map(|u| u.target.as_ref())
                    .any(|t| target_gives_cards(player, t))
        }
        Action::SpendWorkers { .. } | Action::Pass => false,
    }
}

/// Whether some action of the turn can give cards from the deck of the player's choice.
fn gives_choice_cards(state: &State, seat: Seat, turn: &TurnPrompt) -> bool {
    let player = &state.players[seat];
    turn.build.iter().any(|&c| build_gives_cards(player, c))
        || turn.deal.iter().any(|c| has_card(c.deal()))
        || turn.raze_card.iter().any(|c| has_card(c.raze()))
        || turn.raze.iter().any(|o| has_card(o.location.raze()))
        || turn.activate.iter().any(|o| {
            o.location.action().is_some_and(|a| has_card(Some(&a.gain)))
                || legal::effect_targets(state, seat, o.location)
                    .iter()
                    .any(|t| target_gives_cards(player, t))
        })
}
