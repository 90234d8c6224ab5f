//! The commands each prompt takes, as the email lists them: usage, what it does, and the
//! choices a reply may name (by number or name), each with a short detail.

use super::naming::{Named, choices};
use super::options;
use super::production::{copies, options as production_options};
use crate::commands::{Command, Lexicon};
use crate::settlers::bots::heuristic;
use crate::settlers::cards::{CardId, Good, Goods};
use crate::settlers::decision::{Action, ProductionAsk, Prompt, Target, TurnPrompt};
use crate::settlers::legal;
use crate::settlers::look_group::LookGroup;
use crate::settlers::production::copy_targets;
use crate::settlers::state::{Player, State};
use crate::settlers::words::plain_series;
use crate::{Phrase, Seat, Word};

/// A command as the email lists it: its usage and what it does, each a message.
fn command(usage: Phrase, does: Phrase, lex: &Lexicon) -> Command {
    Command::new(lex.say(&usage), lex.say(&does))
}

/// The commands `prompt` takes, as the email lists them.
pub fn commands(state: &State, seat: Seat, prompt: &Prompt, lex: &Lexicon) -> Vec<Command> {
    let player = &state.players[seat];
    let pick = |cards: &[CardId], does: &str| {
        command(Phrase::new("settlers-usage-pick"), Phrase::new(does), lex)
            .with_choices(choices(&options::cards(cards, lex)))
    };
    match prompt {
        Prompt::Pick {
            row, production, ..
        } => {
            let mut out = vec![pick(row, "settlers-does-pick")];
            if let Some(ask) = production {
                out.extend(production_commands(player, ask, true, lex));
            }
            out
        }
        Prompt::AlternateKeep { cards, .. } => vec![pick(cards, "settlers-does-pick-pass")],
        Prompt::AlternateSecond { cards, production } => {
            let mut out = vec![pick(cards, "settlers-does-pick-discard")];
            if let Some(ask) = production {
                out.extend(production_commands(player, ask, true, lex));
            }
            out
        }
        Prompt::ProductionChoices { production } => {
            production_commands(player, production, false, lex)
        }
        Prompt::Keep { looks } => vec![keep_command(looks, lex)],
        Prompt::Turn(turn) => turn_commands(state, seat, turn, lex),
    }
}

fn keep_command(looks: &[LookGroup], lex: &Lexicon) -> Command {
    let groups: Vec<Word> = looks
        .iter()
        .map(|g| {
            Phrase::new("settlers-does-keep-group")
                .with("keep", g.keep)
                .with("cards", plain_series(&g.cards))
                .into()
        })
        .collect();
    let cards: Vec<CardId> = looks.iter().flat_map(|g| g.cards.clone()).collect();
    command(
        Phrase::new("settlers-usage-keep"),
        Phrase::new("settlers-does-keep").with("groups", Word::List(groups)),
        lex,
    )
    .with_choices(choices(&options::cards(&cards, lex)))
}

/// `faction cards`, `choose` and `copy` for the Production choices of a round; `with_pick`:
/// they follow a pick on the same line.
fn production_commands(
    player: &Player,
    ask: &ProductionAsk,
    with_pick: bool,
    lex: &Lexicon,
) -> Vec<Command> {
    let after = |does: Phrase| -> Phrase {
        if with_pick {
            Phrase::new("settlers-does-after-pick").with("does", does)
        } else {
            does
        }
    };
    let mut out = Vec::new();
    if ask.cards > 0 && ask.faction_deck > 0 {
        out.push(command(
            Phrase::new("settlers-usage-faction"),
            after(
                Phrase::new("settlers-does-production-faction")
                    .with("cards", Good::Card.amount(ask.cards as u32))
                    .with("left", ask.faction_deck),
            ),
            lex,
        ));
    }
    let chooser = ask.choices.iter().find_map(|c| {
        if c.options > 1 {
            return Some(c.location);
        }
        c.copy
            .first()
            .copied()
            .filter(|&t| production_options(t, lex).len() > 1)
    });
    if let Some(card) = chooser {
        out.push(
            command(
                Phrase::new("settlers-usage-choose"),
                after(Phrase::new("settlers-does-choose").with("card", card.word())),
                lex,
            )
            .with_choices(choices(&production_options(card, lex))),
        );
    }
    if let Some(copier) = ask.choices.iter().find(|c| !c.copy.is_empty()) {
        out.push(
            command(
                Phrase::new("settlers-usage-copy"),
                after(Phrase::new("settlers-does-copy").with("card", copier.location.word())),
                lex,
            )
            .with_choices(choices(&copies(player, copier.location, lex))),
        );
    }
    out
}

fn turn_commands(state: &State, seat: Seat, turn: &TurnPrompt, lex: &Lexicon) -> Vec<Command> {
    let player = &state.players[seat];
    let mut out = vec![command(
        Phrase::new("settlers-usage-pass"),
        Phrase::new("settlers-does-pass"),
        lex,
    )];
    let builds = options::builds(turn, lex);
    if !builds.is_empty() {
        let mut does = Phrase::new("settlers-does-build");
        if turn.build.iter().any(|c| c.cost().location) {
            let parts: Vec<String> = options::parts(state, seat, lex)
                .iter()
                .map(|p| p.label.clone())
                .collect();
            let parts = parts.join(&lex.say(&Phrase::new("list-comma")));
            does = match turn
                .build
                .iter()
                .find(|c| c.cost().location)
                .and_then(|&c| heuristic::part(state, seat, c))
            {
                Some(p) => Phrase::new("settlers-does-build-part-default")
                    .with("parts", parts)
                    .with("default", p.word()),
                None => Phrase::new("settlers-does-build-part").with("parts", parts),
            };
        }
        out.push(
            command(Phrase::new("settlers-usage-build"), does, lex).with_choices(choices(&builds)),
        );
    }
    let deals = options::deals(turn, lex);
    if !deals.is_empty() {
        out.push(
            command(
                Phrase::new("settlers-usage-deal"),
                Phrase::new("settlers-does-deal"),
                lex,
            )
            .with_choices(choices(&deals)),
        );
    }
    let razes = options::razes(state, turn, &[], lex);
    if !razes.is_empty() {
        out.push(
            command(
                Phrase::new("settlers-usage-raze"),
                Phrase::new("settlers-does-raze"),
                lex,
            )
            .with_choices(choices(&razes)),
        );
    }
    let uses = options::activations(turn, lex);
    if !uses.is_empty() {
        let twice = turn.activate.iter().any(|o| o.twice);
        let on = turn
            .activate
            .iter()
            .any(|o| o.location.action().is_some_and(|a| a.effect.is_some()));
        let discarding = turn.activate.iter().any(|o| {
            o.location
                .action()
                .is_some_and(|a| a.spend_cards + a.spend_deals > 0)
        });
        let mut usage = lex.say(&Phrase::new("settlers-usage-use"));
        if twice {
            usage += &lex.say(&Phrase::new("settlers-usage-use-twice"));
        }
        if on {
            usage += &lex.say(&Phrase::new("settlers-usage-use-on"));
        }
        if discarding {
            usage += &lex.say(&Phrase::new("settlers-usage-use-discarding"));
        }
        let mut does = lex.say(&Phrase::new("settlers-does-use"));
        if twice {
            does += &lex.say(&Phrase::new("settlers-does-use-twice"));
        }
        if discarding {
            does += &lex.say(&Phrase::new("settlers-does-use-discarding"));
        }
        out.push(Command::new(usage, does).with_choices(choices(&uses)));
    }
    for o in &turn.activate {
        let card = o.location;
        let Some(effect) = card.action().and_then(|a| a.effect) else {
            continue;
        };
        let targets = options::targets(state, seat, card, &[], lex);
        out.push(
            command(
                Phrase::new("settlers-usage-use-card-on").with("card", card.word()),
                Phrase::new("settlers-does-use-card-on")
                    .with("card", card.word())
                    .with("does", super::details::effect(effect, lex)),
                lex,
            )
            .with_choices(choices(&targets)),
        );
        out.extend(target_production_commands(player, card, &targets, lex));
    }
    for &card in &turn.build {
        let head = lex.say(&Phrase::new("settlers-usage-build-card").with("card", card.word()));
        out.extend(how_it_produces(player, &head, card, lex));
    }
    if turn.worker_pairs > 0 {
        out.push(
            command(
                Phrase::new("settlers-usage-workers"),
                Phrase::new("settlers-does-workers").with("count", player.supply.workers),
                lex,
            )
            .with_choices(choices(&options::worker_goods(state, seat, lex))),
        );
    }
    if turn.faction_deck > 0 && gives_choice_cards(state, seat, turn) {
        out.push(command(
            Phrase::new("settlers-usage-faction"),
            Phrase::new("settlers-does-turn-faction").with("left", turn.faction_deck),
            lex,
        ));
    }
    let defense = options::defense_places(state, seat, turn, None, lex);
    if !defense.is_empty() {
        out.push(
            command(
                Phrase::new("settlers-usage-defense"),
                Phrase::new("settlers-does-defense"),
                lex,
            )
            .with_choices(choices(&defense)),
        );
    }
    let samurai = options::samurai_places(state, seat, turn, None, lex);
    if !samurai.is_empty() {
        out.push(
            command(
                Phrase::new("settlers-usage-samurai"),
                Phrase::new("settlers-does-samurai"),
                lex,
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
    lex: &Lexicon,
) -> Vec<Command> {
    let mut out = Vec::new();
    for t in targets {
        let produced = match &t.value {
            Target::Production { location, .. } => *location,
            Target::Build(b) => b.card,
            _ => continue,
        };
        let head = lex.say(
            &Phrase::new("settlers-usage-use-card-on-target")
                .with("card", card.word())
                .with("target", t.label.as_str()),
        );
        out.extend(how_it_produces(player, &head, produced, lex));
    }
    out
}

/// `<head>; choose <option>` and `<head>; copy <Location>` when `card` asks how it produces.
fn how_it_produces(player: &Player, head: &str, card: CardId, lex: &Lexicon) -> Vec<Command> {
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
            .filter(|&t| production_options(t, lex).len() > 1)
    } else {
        None
    };
    if let Some(chooser) = chooser {
        out.push(
            command(
                Phrase::new("settlers-usage-then-choose").with("head", head),
                Phrase::new("settlers-does-choose-then").with("card", chooser.word()),
                lex,
            )
            .with_choices(choices(&production_options(chooser, lex))),
        );
    }
    if p.copy {
        let targets = copies(player, card, lex);
        if !targets.is_empty() {
            out.push(
                command(
                    Phrase::new("settlers-usage-then-copy").with("head", head),
                    Phrase::new("settlers-does-copy-then").with("card", card.word()),
                    lex,
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
