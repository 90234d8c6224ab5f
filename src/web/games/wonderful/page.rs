//! The decision page of one seat: what is asked, the form to answer it, and what the seat may know
//! of the table. It reads a `View`, never the state, so nothing hidden can leak into it.

use super::board::{PlayerBoard, board};
use super::card::Badge;
use super::inputs::{
    AnyTime, CardChoice, CardSpaces, Check, Filled, Incoming, PlanRow, any_time, card_choices,
    cube_boxes, plan_rows, token_choice,
};
use super::prefill::Prefill;
use crate::games::wonderful::cards::{CardId, Resource};
use crate::games::wonderful::state::{CUBES_PER_KRYSTALLIUM, PICKS, Phase, ROUNDS};
use crate::games::wonderful::view::PlayerView;
use crate::games::wonderful::{Prompt, View};
use crate::i18n::Tr;
use crate::web::games::Drawn;
use crate::web::seat_page::SeatContext;
use askama::Template;

pub struct ChoiceForm {
    pub choices: Vec<CardChoice>,
    pub submit: &'static str,
}

pub struct PlanForm {
    pub rows: Vec<PlanRow>,
    pub any_time: AnyTime,
    /// Solo: posted with `action=plan`, beside the trade.
    pub solo: bool,
}

pub struct ProduceForm {
    pub resource: Badge,
    pub produced: u16,
    pub cubes: Vec<CardSpaces>,
    pub token: Vec<Check>,
    pub any_time: AnyTime,
}

pub struct TradeForm {
    pub cards: Vec<CardChoice>,
    pub deck_size: usize,
}

#[derive(Template)]
#[template(path = "games/wonderful/page.html")]
struct Page<'a> {
    pub tr: Tr,
    ctx: &'a SeatContext,
    status: String,
    asked: Option<String>,
    idle: Option<String>,
    /// Where the form's choices come from, when the player did not make them.
    prefilled: Option<&'static str>,
    error: Option<&'a str>,
    pick: Option<ChoiceForm>,
    plan: Option<PlanForm>,
    produce: Option<ProduceForm>,
    trade: Option<TradeForm>,
    /// Solo: the plan half of a sequence, posted with its own button.
    solo_plan: Option<PlanForm>,
    you: PlayerBoard,
    others: Vec<PlayerBoard>,
}

fn name(ctx: &SeatContext, seat: usize) -> String {
    ctx.names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("Player {}", seat + 1))
}

fn status(view: &View) -> String {
    let phase = match &view.phase {
        Phase::Draft { pick } => format!("Draft, pick {pick} of {PICKS}"),
        Phase::Planning => "Planning".into(),
        Phase::SoloSequence { sequence } | Phase::SoloKeep { sequence } => {
            format!("Planning, sequence {sequence} of 2")
        }
        Phase::Production { resource, .. } => format!("Production: {resource}"),
        Phase::Over => return format!("The game is over · step {}", view.step),
    };
    format!(
        "Round {} of {ROUNDS} · {phase} · step {}",
        view.round, view.step
    )
}

fn asked(ctx: &SeatContext, view: &View, prompt: &Prompt) -> String {
    match prompt {
        Prompt::Pick { pick, .. } => {
            let seats = view.players.len();
            // Rounds 1 and 3 pass to the next seat, rounds 2 and 4 to the previous one.
            let to = if view.round % 2 == 1 {
                (ctx.seat + 1) % seats
            } else {
                (ctx.seat + seats - 1) % seats
            };
            format!(
                "Draft, pick {pick} of {PICKS}: choose one card of your hand to keep. The rest of \
                 the hand then passes to {}.",
                name(ctx, to)
            )
        }
        Prompt::Plan { .. } => {
            "Planning: for each card of your Draft area, slate it for construction or recycle it."
                .into()
        }
        Prompt::Produce {
            resource, produced, ..
        } => match produced {
            0 => format!(
                "Production of {resource}: you produced none. You may still place Krystallium or \
                 tokens, or discard a card under construction."
            ),
            n => format!("Production of {resource}: place the {n} {resource} you produced."),
        },
        Prompt::SoloSequence { .. } => {
            "Planning: trade 2 cards of your hand for a look at 5 more, \
             or slate or recycle each card of your hand."
                .into()
        }
        Prompt::Keep { .. } => "Keep one of the cards you drew; the others are discarded.".into(),
    }
}

fn idle(ctx: &SeatContext, view: &View) -> String {
    if view.phase == Phase::Over {
        "The game is over.".into()
    } else if ctx.waiting_for.is_empty() {
        "Nothing is asked of you right now.".into()
    } else {
        format!(
            "Nothing is asked of you right now — we are waiting for {}.",
            ctx.waiting_for.join(", ")
        )
    }
}

/// In the game's last step, the Krystallium its cubes may make: it can still finish a card
/// before scoring, in this same form only.
fn last_krystallium(view: &View, me: &PlayerView, resource: Resource, produced: u16) -> u16 {
    let cubes = me.empire_cubes as u16 + produced + me.construction.len() as u16;
    if view.round == ROUNDS && resource == Resource::Exploration {
        cubes / CUBES_PER_KRYSTALLIUM as u16
    } else {
        0
    }
}

/// The page of the seat `ctx.seat`; its form is filled with `prefill`, except that `linked` (the
/// card an email link named) is the card chosen.
pub fn decision_page(
    ctx: &SeatContext,
    view: &View,
    prompt: Option<&Prompt>,
    prefill: &Prefill,
    error: Option<&str>,
    linked: Option<CardId>,
) -> Drawn {
    let me = &view.players[ctx.seat];
    let filled = Filled::from(prefill.decision());
    let mut page = Page {
        tr: ctx.tr.clone(),
        ctx,
        status: status(view),
        asked: prompt.map(|p| asked(ctx, view, p)),
        idle: prompt.is_none().then(|| idle(ctx, view)),
        prefilled: prompt.and(match prefill {
            Prefill::Orders(_) => Some("Filled in from your standing orders."),
            Prefill::Suggested(_) => Some("Filled in with a suggestion."),
            Prefill::Blank | Prefill::Made(_) => None,
        }),
        error,
        pick: None,
        plan: None,
        produce: None,
        trade: None,
        solo_plan: None,
        you: PlayerBoard {
            folded: true,
            ..board(view, ctx.seat, &name(ctx, ctx.seat), view.viewer)
        },
        others: (0..view.players.len())
            .filter(|&s| s != ctx.seat)
            .map(|s| PlayerBoard {
                folded: true,
                ..board(view, s, &name(ctx, s), view.viewer)
            })
            .collect(),
    };
    let plan_form = |cards: &[CardId], solo: bool| {
        let mut rows = plan_rows(me, cards, &filled);
        let any_time = any_time(
            me,
            cards,
            Incoming {
                any_token: false,
                last_krystallium: 0,
                planning: true,
            },
            &filled,
        );
        for (card, group) in &any_time.if_slated {
            if let Some(row) = rows.iter_mut().find(|r| r.id == *card) {
                row.if_slated.push(group.clone());
            }
        }
        PlanForm {
            rows,
            any_time,
            solo,
        }
    };
    match prompt {
        Some(Prompt::Pick { hand, .. }) => {
            page.pick = Some(ChoiceForm {
                choices: card_choices(hand, "card", &filled, linked),
                submit: "Confirm this pick",
            });
            page.you.hand = None;
        }
        Some(Prompt::Keep { drawn }) => {
            page.pick = Some(ChoiceForm {
                choices: card_choices(drawn, "card", &filled, linked),
                submit: "Confirm: keep this card",
            });
        }
        Some(Prompt::Plan { cards }) => {
            page.plan = Some(plan_form(cards, false));
            // The form shows the Draft area already.
            page.you.drafted.clear();
        }
        Some(Prompt::SoloSequence { hand, can_trade }) => {
            page.trade = can_trade.then(|| TradeForm {
                cards: card_choices(hand, "trade", &filled, None),
                deck_size: view.deck_size,
            });
            page.solo_plan = Some(plan_form(hand, true));
            page.you.hand = None;
        }
        Some(Prompt::Produce {
            resource,
            produced,
            choose_token,
        }) => {
            page.produce = Some(ProduceForm {
                resource: Badge::resource(*resource, *produced),
                produced: *produced,
                cubes: cube_boxes(me, *resource, *produced, &filled),
                token: if *choose_token {
                    token_choice(&filled)
                } else {
                    Vec::new()
                },
                any_time: any_time(
                    me,
                    &[],
                    Incoming {
                        any_token: *choose_token,
                        last_krystallium: last_krystallium(view, me, *resource, *produced),
                        planning: false,
                    },
                    &filled,
                ),
            });
        }
        None => {}
    }
    page.render()
}
