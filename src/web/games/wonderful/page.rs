//! The decision page of one seat: what is asked, the form to answer it, and what the seat may know
//! of the table. It reads a `View`, never the state, so nothing hidden can leak into it.

use super::board::{PlayerBoard, board};
use super::card::Badge;
use super::inputs::{
    AnyTime, CardChoice, CardSpaces, Check, Filled, Incoming, PlanRow, any_time, card_choices,
    cube_boxes, plan_rows, token_choice,
};
use super::prefill::Prefill;
use super::text::{slot, with_html};
use crate::games::Phrase;
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
    pub submit: String,
}

pub struct PlanForm {
    pub rows: Vec<PlanRow>,
    pub any_time: AnyTime,
    /// Solo: posted with `action=plan`, beside the trade.
    pub solo: bool,
}

pub struct ProduceForm {
    /// "You produced" and the badge of what, as HTML.
    pub you_produced: String,
    pub produced: u16,
    /// When no card under construction has an empty space of the resource.
    pub no_space: String,
    pub cubes_legend: String,
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
    prefilled: Option<String>,
    error: Option<String>,
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
        .unwrap_or_else(|| ctx.tr.g1("wonderful-page-player", "seat", seat + 1))
}

/// Where the game stands: "Round 2 of 4 · Planning · step 12", its step as the game's headings
/// say it.
fn status(view: &View, tr: &Tr) -> String {
    let phase = match &view.phase {
        Phase::Draft { pick } => Phrase::new("wonderful-step-draft")
            .with("pick", *pick)
            .with("picks", PICKS),
        Phase::Planning => Phrase::new("wonderful-step-planning"),
        Phase::SoloSequence { sequence } | Phase::SoloKeep { sequence } => {
            Phrase::new("wonderful-step-solo").with("sequence", *sequence)
        }
        Phase::Production { resource, .. } => {
            Phrase::new("wonderful-step-production").with("resource", resource.word())
        }
        Phase::Over => return tr.g1("wonderful-page-status-over", "step", view.step),
    };
    tr.say(
        &Phrase::new("wonderful-page-status")
            .with("round", view.round)
            .with("rounds", ROUNDS)
            .with("phase", phase)
            .with("step", view.step),
    )
}

fn asked(ctx: &SeatContext, view: &View, prompt: &Prompt) -> String {
    let tr = &ctx.tr;
    match prompt {
        Prompt::Pick { pick, .. } => {
            let seats = view.players.len();
            // Rounds 1 and 3 pass to the next seat, rounds 2 and 4 to the previous one.
            let to = if view.round % 2 == 1 {
                (ctx.seat + 1) % seats
            } else {
                (ctx.seat + seats - 1) % seats
            };
            tr.g3(
                "wonderful-page-ask-pick",
                ("pick", *pick),
                ("picks", PICKS),
                ("player", name(ctx, to)),
            )
        }
        Prompt::Plan { .. } => tr.g("wonderful-page-ask-plan"),
        Prompt::Produce {
            resource, produced, ..
        } => tr.say(
            &Phrase::new(match produced {
                0 => "wonderful-page-ask-produce-none",
                _ => "wonderful-page-ask-produce",
            })
            .with("resource", resource.word())
            .with("count", *produced),
        ),
        Prompt::SoloSequence { .. } => tr.g("wonderful-page-ask-solo"),
        Prompt::Keep { .. } => tr.g("wonderful-page-ask-keep"),
    }
}

fn idle(ctx: &SeatContext, view: &View) -> String {
    let tr = &ctx.tr;
    if view.phase == Phase::Over {
        tr.g("wonderful-page-over")
    } else if ctx.waiting_for.is_empty() {
        tr.g("wonderful-page-nothing-asked")
    } else {
        tr.g1(
            "wonderful-page-waiting",
            "names",
            ctx.waiting_for.join(&tr.g("list-comma")),
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

/// Why a form was refused, in the reader's words: the reason the form gave when it did not
/// read, else `error` (the rules' reason) as it is.
pub enum Refused<'a> {
    /// The form did not read as a decision.
    Form(&'a Phrase),
    /// The rules refused the decision it read as.
    Rules(&'a str),
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
    refused_page(
        ctx,
        view,
        prompt,
        prefill,
        error.map(Refused::Rules),
        linked,
    )
}

/// As [`decision_page`], with why the form was refused.
pub fn refused_page(
    ctx: &SeatContext,
    view: &View,
    prompt: Option<&Prompt>,
    prefill: &Prefill,
    error: Option<Refused>,
    linked: Option<CardId>,
) -> Drawn {
    let tr = &ctx.tr;
    let me = &view.players[ctx.seat];
    let filled = Filled::from(prefill.decision());
    let mut page = Page {
        tr: ctx.tr.clone(),
        ctx,
        status: status(view, tr),
        asked: prompt.map(|p| asked(ctx, view, p)),
        idle: prompt.is_none().then(|| idle(ctx, view)),
        prefilled: prompt.and(match prefill {
            Prefill::Orders(_) => Some(tr.g("wonderful-page-from-orders")),
            Prefill::Suggested(_) => Some(tr.g("wonderful-page-suggested")),
            Prefill::Blank | Prefill::Made(_) => None,
        }),
        error: error.map(|e| match e {
            Refused::Form(reason) => tr.say(reason),
            Refused::Rules(reason) => reason.to_owned(),
        }),
        pick: None,
        plan: None,
        produce: None,
        trade: None,
        solo_plan: None,
        you: PlayerBoard {
            folded: true,
            ..board(view, ctx.seat, &name(ctx, ctx.seat), view.viewer, tr)
        },
        others: (0..view.players.len())
            .filter(|&s| s != ctx.seat)
            .map(|s| PlayerBoard {
                folded: true,
                ..board(view, s, &name(ctx, s), view.viewer, tr)
            })
            .collect(),
    };
    let plan_form = |cards: &[CardId], solo: bool| {
        let mut rows = plan_rows(me, cards, &filled, tr);
        let any_time = any_time(
            me,
            cards,
            Incoming {
                any_token: false,
                last_krystallium: 0,
                planning: true,
            },
            &filled,
            tr,
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
                choices: card_choices(hand, "card", &filled, linked, tr),
                submit: tr.g("wonderful-page-confirm-pick"),
            });
            page.you.hand = None;
        }
        Some(Prompt::Keep { drawn }) => {
            page.pick = Some(ChoiceForm {
                choices: card_choices(drawn, "card", &filled, linked, tr),
                submit: tr.g("wonderful-page-confirm-keep"),
            });
        }
        Some(Prompt::Plan { cards }) => {
            page.plan = Some(plan_form(cards, false));
            // The form shows the Draft area already.
            page.you.drafted.clear();
        }
        Some(Prompt::SoloSequence { hand, can_trade }) => {
            page.trade = can_trade.then(|| TradeForm {
                cards: card_choices(hand, "trade", &filled, None, tr),
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
            let badge = Badge::resource(*resource, *produced, tr);
            let badge_html = format!(
                "<span class=\"badge b-{}\">{}</span>",
                badge.class,
                super::text::escape(&badge.to_string())
            );
            let about = |id: &str| {
                tr.say(
                    &Phrase::new(id)
                        .with("count", *produced)
                        .with("resource", resource.word()),
                )
            };
            page.produce = Some(ProduceForm {
                you_produced: with_html(
                    &tr.g1("wonderful-page-you-produced", "badge", slot(0)),
                    &[badge_html],
                ),
                produced: *produced,
                no_space: about("wonderful-page-no-space"),
                cubes_legend: about("wonderful-page-cubes-legend"),
                cubes: cube_boxes(me, *resource, *produced, &filled, tr),
                token: if *choose_token {
                    token_choice(&filled, tr)
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
                    tr,
                ),
            });
        }
        None => {}
    }
    page.render()
}
