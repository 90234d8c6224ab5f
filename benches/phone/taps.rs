//! Taps per decision, and the seat pages' heights over a whole game: a bot plays a whole game
//! through the seat pages. At each decision Chromium
//! opens the seat's page and reads its decision form as served (every radio button, check box,
//! list and number field, with the folded sections that hide it); the taps are those that turn
//! the form as it opens into the bot's decision: one per radio button or check box changed, two
//! per list or number changed (open it, choose), one per folded section opened, one to confirm.
//! What the changed form sends is read back with the game's own form parser and must make the
//! bot's decision (as the form writes decisions): a decision the page cannot make is counted
//! apart, never guessed.

use super::chrome::Chrome;
use super::played::{self, Setting};
use diesel::PgConnection;
use missive::db::games;
use missive::games::bots::{BotKind, Bots};
use missive::play::Ctx;
use missive::web::games::GameWeb;
use serde::Deserialize;
use std::collections::{BTreeMap, HashSet};

/// The decision form's controls as the page opens, with the indexes of the closed `details`
/// that hide each one.
const CONTROLS: &str = r#"(() => {
  const form = document.querySelector('form.decision');
  if (!form) return [];
  const closed = [];
  const folds = el => {
    const out = [];
    for (let d = el.closest('details'); d; d = d.parentElement && d.parentElement.closest('details')) {
      if (!d.open) {
        if (!closed.includes(d)) closed.push(d);
        out.push(closed.indexOf(d));
      }
    }
    return out;
  };
  return [...form.elements]
    .filter(e => e.name && ['radio', 'checkbox', 'select-one', 'number', 'text'].includes(e.type))
    .map(e => ({
      name: e.name,
      kind: e.type,
      value: e.value,
      on: (e.type === 'radio' || e.type === 'checkbox') ? e.checked : true,
      options: e.type === 'select-one' ? [...e.options].map(o => o.value) : [],
      folds: folds(e),
    }));
})()"#;

#[derive(Clone, Deserialize)]
struct Control {
    name: String,
    kind: String,
    value: String,
    on: bool,
    /// A list's options.
    options: Vec<String>,
    folds: Vec<usize>,
}

impl Control {
    fn chosen(&self) -> bool {
        self.kind == "radio" || self.kind == "checkbox"
    }
}

/// Taps by the kind of step (the step's heading without its numbers).
#[derive(Default)]
pub struct Taps {
    pub by_step: BTreeMap<String, Vec<u32>>,
    /// Decisions the page could not make as the bot did.
    pub unmade: usize,
    /// The first of them: its step and the fields the bot's decision sends.
    pub first_unmade: Option<String>,
    /// Each decision's page height, in CSS pixels.
    pub heights: Vec<u64>,
    /// The tallest page: its height, and its step.
    pub tallest: (u64, String),
}

/// Plays a game of `bot`s through the pages, counting each decision's taps.
pub fn play<G: GameWeb + Bots>(
    conn: &mut PgConnection,
    chrome: &mut Chrome,
    base: &str,
    ctx: &Ctx,
    setting: Setting<G>,
    bot: BotKind,
) -> Taps {
    let (players, seed) = (setting.0, setting.1);
    let mut bots: Vec<_> = (0..players)
        .map(|seat| bot.build::<G>(seed + seat as u64))
        .collect();
    let mut links: Vec<String> = Vec::new();
    let mut taps = Taps::default();
    let mut look = |conn: &mut PgConnection,
                    id: i64,
                    state: &G::State,
                    seat: usize,
                    prompt: &G::Prompt,
                    decision: &G::Decision| {
        if links.is_empty() {
            links = (0..players)
                .map(|seat| {
                    let token = games::new_seat_link(conn, id, seat as i32, ctx.now).unwrap();
                    format!("{base}/play/{token}")
                })
                .collect();
        }
        let step = G::heading(state)
            .step_label()
            .to_string()
            .replace(|c: char| c.is_ascii_digit(), "#");
        chrome.load(&links[seat]);
        let height = chrome.evaluate("document.documentElement.scrollHeight");
        let height = height.as_u64().unwrap();
        taps.heights.push(height);
        if height > taps.tallest.0 {
            taps.tallest = (height, G::heading(state).to_string());
        }
        let controls: Vec<Control> = serde_json::from_value(chrome.evaluate(CONTROLS)).unwrap();
        let want = sorted(G::decision_fields(decision));
        let sends = |fields: &[(String, String)]| {
            G::parse_decision(prompt, fields)
                .ok()
                .map(|d| sorted(G::decision_fields(&d)))
        };
        match count(controls, &want, sends) {
            Some(n) => taps.by_step.entry(step).or_default().push(n),
            None => {
                taps.unmade += 1;
                taps.first_unmade
                    .get_or_insert_with(|| format!("{step}: {want:?}"));
            }
        }
    };
    played::play::<G>(conn, ctx, setting, &mut bots, |_| false, &mut look);
    taps
}

fn sorted(mut fields: Vec<(String, String)>) -> Vec<(String, String)> {
    fields.sort();
    fields
}

/// A change of one control: which, to what, and its taps (folds aside).
struct Move {
    control: usize,
    value: String,
    on: bool,
    taps: u32,
}

/// The taps that turn `controls` into a form that sends the fields `want` (as `sends` reads a
/// form); `None` if no change of the form does. The form is changed greedily, one control at a
/// time, by the change that brings what it sends closest to `want` (two at once where one alone
/// does not: a list that counts only once a radio button is chosen).
fn count(
    mut controls: Vec<Control>,
    want: &[(String, String)],
    sends: impl Fn(&[(String, String)]) -> Option<Vec<(String, String)>>,
) -> Option<u32> {
    let distance = |controls: &[Control]| -> usize {
        match sends(&submitted(controls)) {
            Some(sent) => apart(&sent, want),
            None => usize::MAX,
        }
    };
    let mut taps = 1;
    let mut opened = HashSet::new();
    let mut now = distance(&controls);
    while now > 0 {
        let moves = moves(&controls, want);
        let best = |tried: &[Control]| distance(tried);
        let mut chosen: Option<(usize, u32, Vec<usize>)> = None;
        for (i, m) in moves.iter().enumerate() {
            let d = best(&applied(&controls, &[m]));
            if d < now
                && chosen
                    .as_ref()
                    .is_none_or(|(cd, ct, _)| (d, m.taps) < (*cd, *ct))
            {
                chosen = Some((d, m.taps, vec![i]));
            }
        }
        if chosen.is_none() {
            for (i, a) in moves.iter().enumerate() {
                for (j, b) in moves.iter().enumerate().skip(i + 1) {
                    if a.control == b.control {
                        continue;
                    }
                    let d = best(&applied(&controls, &[a, b]));
                    let t = a.taps + b.taps;
                    if d < now
                        && chosen
                            .as_ref()
                            .is_none_or(|(cd, ct, _)| (d, t) < (*cd, *ct))
                    {
                        chosen = Some((d, t, vec![i, j]));
                    }
                }
            }
        }
        let (d, t, picked) = chosen?;
        let picked: Vec<&Move> = picked.iter().map(|&i| &moves[i]).collect();
        for m in &picked {
            for f in &controls[m.control].folds {
                if opened.insert(*f) {
                    taps += 1;
                }
            }
        }
        controls = applied(&controls, &picked);
        taps += t;
        now = d;
    }
    Some(taps)
}

/// What a browser sends of `controls`.
fn submitted(controls: &[Control]) -> Vec<(String, String)> {
    controls
        .iter()
        .filter(|c| !c.chosen() || c.on)
        .map(|c| (c.name.clone(), c.value.clone()))
        .collect()
}

/// How many fields are in one and not the other (each counted as often as it is repeated).
fn apart(sent: &[(String, String)], want: &[(String, String)]) -> usize {
    let mut rest = want.to_vec();
    let mut extra = 0;
    for f in sent {
        match rest.iter().position(|w| w == f) {
            Some(i) => {
                rest.swap_remove(i);
            }
            None => extra += 1,
        }
    }
    extra + rest.len()
}

/// Every change of one control: a radio button chosen, a check box ticked or cleared, a list
/// set to another option, a number set to a value the decision names.
fn moves(controls: &[Control], want: &[(String, String)]) -> Vec<Move> {
    let mut out = Vec::new();
    for (i, c) in controls.iter().enumerate() {
        match c.kind.as_str() {
            "radio" if !c.on => out.push(Move {
                control: i,
                value: c.value.clone(),
                on: true,
                taps: 1,
            }),
            "radio" => {}
            "checkbox" => out.push(Move {
                control: i,
                value: c.value.clone(),
                on: !c.on,
                taps: 1,
            }),
            "select-one" => out.extend(c.options.iter().filter(|v| **v != c.value).map(|v| Move {
                control: i,
                value: v.clone(),
                on: true,
                taps: 2,
            })),
            _ => out.extend(
                want.iter()
                    .filter(|(k, v)| *k == c.name && *v != c.value)
                    .map(|(_, v)| Move {
                        control: i,
                        value: v.clone(),
                        on: true,
                        taps: 2,
                    }),
            ),
        }
    }
    out
}

fn applied(controls: &[Control], moves: &[&Move]) -> Vec<Control> {
    let mut out = controls.to_vec();
    for m in moves {
        if out[m.control].kind == "radio" {
            let name = out[m.control].name.clone();
            for other in out
                .iter_mut()
                .filter(|o| o.name == name && o.kind == "radio")
            {
                other.on = false;
            }
        }
        out[m.control].value = m.value.clone();
        out[m.control].on = m.on;
    }
    out
}
