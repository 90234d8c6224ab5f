//! A seat's standing-orders page: the form for `Orders`, filled with the saved ones, and reading
//! it back. Like the decision page, it reads the seat's `View`, never the state.
//!
//! Field names (application/x-www-form-urlencoded):
//! - `draft_1`..`draft_5`: the draft preference, best first: empty, `kind:<type>` (`structure`,
//!   `vehicle`, `research`, `project`, `discovery`) or `design:<design id>`.
//! - `plan_within`: empty (Missive plans) or 1 to 4, the rounds of the planning rule.
//! - `fill_1`..`fill_5`: the production priority, best first: empty or a design id.
//! - `play_production=on`: play my Production steps for me.
//! - `step`, `csrf`: read by the server, ignored here.
//!
//! Blank lines are skipped and a line repeating an earlier one is dropped.

use super::board::{own_cards, production};
use super::card::Badge;
use super::labels::Labels;
use super::text::{Name, slot, with_html};
use crate::games::wonderful::cards::{Design, Kind, catalog};
use crate::games::wonderful::state::ROUNDS;
use crate::games::wonderful::view::View;
use crate::games::wonderful::{DraftChoice, Orders, Wonderful};
use crate::games::{Game, Phrase, Seat, Word};
use crate::i18n::Tr;
use crate::web::games::Drawn;
use crate::web::seat_page::SeatContext;
use askama::Template;

/// Lines of the draft preference and of the production priority.
pub const LINES: usize = 5;

/// One option of a select.
pub struct SelectOption {
    pub value: String,
    pub label: String,
    pub selected: bool,
    /// A card's English name, for want of one in the reader's language: marked `lang="en"`.
    pub english: bool,
}

/// Options under a heading of a select.
pub struct OptionGroup {
    pub label: String,
    pub options: Vec<SelectOption>,
}

pub struct Select {
    /// Both the field name and the element id.
    pub name: String,
    pub label: String,
    /// Shown before the groups.
    pub options: Vec<SelectOption>,
    pub groups: Vec<OptionGroup>,
}

#[derive(Template)]
#[template(path = "games/wonderful/orders.html")]
struct Page<'a> {
    pub tr: Tr,
    ctx: &'a SeatContext,
    back_url: &'a str,
    saved: bool,
    error: Option<String>,
    /// The Empire by its published name, as HTML.
    empire: String,
    /// "Your Empire produces each round: …", with its badges, as HTML.
    produces: String,
    /// The cards under construction, as a list in words; empty when there are none.
    under_construction: String,
    draft: Vec<Select>,
    plan: Select,
    fill: Vec<Select>,
    play_production: bool,
}

fn kind_key(kind: Kind) -> &'static str {
    ["structure", "vehicle", "research", "project", "discovery"][kind.index()]
}

/// The cards of a type, as a heading of the list of designs.
fn kind_heading(kind: Kind, tr: &Tr) -> String {
    tr.g([
        "wonderful-orders-structures",
        "wonderful-orders-vehicles",
        "wonderful-orders-research",
        "wonderful-orders-projects",
        "wonderful-orders-discoveries",
    ][kind.index()])
}

fn option(value: String, label: String, current: &str) -> SelectOption {
    SelectOption {
        selected: value == current,
        value,
        label,
        english: false,
    }
}

/// A design by its published name in the reader's language.
fn design_name(design: &Design, tr: &Tr) -> Name {
    let text = tr.word(&Word::card(Wonderful::ID, &design.id));
    let english = tr.lang != crate::i18n::Lang::En
        && Wonderful::names()
            .shown(&design.id, tr.lang.code())
            .is_some_and(|shown| shown.english_for_want);
    Name { text, english }
}

/// Every design, a group per card type, by its name in the reader's language.
fn design_groups(value: impl Fn(&Design) -> String, current: &str, tr: &Tr) -> Vec<OptionGroup> {
    Kind::ALL
        .iter()
        .map(|&kind| {
            let mut designs: Vec<(Name, &Design)> = catalog()
                .designs
                .iter()
                .filter(|d| d.kind == kind)
                .map(|d| (design_name(d, tr), d))
                .collect();
            designs.sort_by(|(a, _), (b, _)| a.text.cmp(&b.text));
            OptionGroup {
                label: kind_heading(kind, tr),
                options: designs
                    .into_iter()
                    .map(|(name, d)| SelectOption {
                        english: name.english,
                        ..option(value(d), name.text, current)
                    })
                    .collect(),
            }
        })
        .collect()
}

fn draft_value(choice: &DraftChoice) -> String {
    match choice {
        DraftChoice::Kind(kind) => format!("kind:{}", kind_key(*kind)),
        DraftChoice::Design(id) => format!("design:{id}"),
    }
}

fn draft_select(line: usize, current: Option<&DraftChoice>, tr: &Tr) -> Select {
    let current = current.map(draft_value).unwrap_or_default();
    let mut groups = vec![OptionGroup {
        label: tr.g("wonderful-orders-any-type"),
        options: Kind::ALL
            .iter()
            .map(|&k| {
                let label = tr.say(&Phrase::new("wonderful-orders-any").with("kind", k.word()));
                option(format!("kind:{}", kind_key(k)), label, &current)
            })
            .collect(),
    }];
    groups.extend(design_groups(|d| format!("design:{}", d.id), &current, tr));
    Select {
        name: format!("draft_{line}"),
        label: if line == 1 {
            tr.g("wonderful-orders-first-choice")
        } else {
            tr.g1("wonderful-orders-then-choice", "line", line)
        },
        options: vec![option(String::new(), "—".into(), &current)],
        groups,
    }
}

fn plan_select(rounds: Option<u8>, tr: &Tr) -> Select {
    let current = rounds.map(|n| n.to_string()).unwrap_or_default();
    let mut options = vec![option(
        String::new(),
        tr.g("wonderful-orders-let-missive"),
        &current,
    )];
    for n in 1..=ROUNDS {
        let label = tr.g1("wonderful-orders-rounds", "count", n);
        options.push(option(n.to_string(), label, &current));
    }
    Select {
        name: "plan_within".into(),
        label: tr.g("wonderful-orders-plan-within"),
        options,
        groups: Vec::new(),
    }
}

fn fill_select(line: usize, current: Option<&String>, tr: &Tr) -> Select {
    let current = current.cloned().unwrap_or_default();
    Select {
        name: format!("fill_{line}"),
        label: if line == 1 {
            tr.g("wonderful-orders-fill-first")
        } else {
            tr.g1("wonderful-orders-then-priority", "line", line)
        },
        options: vec![option(String::new(), "—".into(), &current)],
        groups: design_groups(|d| d.id.clone(), &current, tr),
    }
}

/// The page of `seat`, its form filled with `orders`.
pub fn orders_page(
    ctx: &SeatContext,
    view: &View,
    seat: Seat,
    orders: &Orders,
    saved: bool,
    error: Option<&str>,
) -> Drawn {
    let tr = &ctx.tr;
    let me = &view.players[seat];
    let labels = Labels::new(&own_cards(me), tr);
    let back_url = ctx.seat_url();
    let production: Vec<Badge> = production(me, view, tr);
    let produces = if production.is_empty() {
        tr.g1(
            "wonderful-orders-produces",
            "badges",
            tr.g("wonderful-nothing"),
        )
    } else {
        let badges: Vec<String> = production
            .iter()
            .map(|b| {
                format!(
                    "<span class=\"badge b-{}\">{}</span>",
                    b.class,
                    super::text::escape(&b.to_string())
                )
            })
            .collect();
        with_html(
            &tr.g1("wonderful-orders-produces", "badges", slot(0)),
            &[badges.join(" ")],
        )
    };
    let page = Page {
        tr: ctx.tr.clone(),
        ctx,
        back_url,
        saved,
        error: error.map(|e| read_reason(e, tr)),
        empire: Name::empire(me.empire, tr).html(),
        produces,
        under_construction: me
            .construction
            .iter()
            .map(|s| labels.get(s.card, tr))
            .collect::<Vec<_>>()
            .join(&tr.g("list-comma")),
        draft: (1..=LINES)
            .map(|line| draft_select(line, orders.draft.get(line - 1), tr))
            .collect(),
        plan: plan_select(orders.plan_within_rounds, tr),
        fill: (1..=LINES)
            .map(|line| fill_select(line, orders.fill_first.get(line - 1), tr))
            .collect(),
        play_production: orders.play_production,
    };
    page.render()
}

/// `draft_<n>` or `fill_<n>` with n from 1 to `LINES`: the line's index from 0.
fn line(name: &str, prefix: &str) -> Option<usize> {
    let n: usize = name.strip_prefix(prefix)?.parse().ok()?;
    (1..=LINES).contains(&n).then(|| n - 1)
}

fn design_id(id: &str) -> Option<String> {
    catalog().design_by_id(id).map(|d| d.id.clone())
}

/// `reason` as the `String` the orders form's refusal travels in to the page, which reads it
/// back (`read_reason`) in the player's language.
pub fn reason_text(reason: &Phrase) -> String {
    serde_json::to_string(reason).unwrap_or_else(|_| reason.to_string())
}

/// A refusal's reason in the reader's words: one of this page's (`reason_text`), else the text
/// as it came.
fn read_reason(text: &str, tr: &Tr) -> String {
    match serde_json::from_str::<Phrase>(text) {
        Ok(reason) => tr.say(&reason),
        Err(_) => text.to_owned(),
    }
}

/// What the player sent, quoted as it was: `"zeppelin"`.
fn quoted(text: &str) -> Word {
    Word::Text(format!("{text:?}"))
}

fn draft_choice(value: &str, line: usize) -> Result<Option<DraftChoice>, Phrase> {
    if value.is_empty() {
        return Ok(None);
    }
    let choice = if let Some(key) = value.strip_prefix("kind:") {
        Kind::ALL
            .iter()
            .find(|&&k| kind_key(k) == key)
            .map(|&k| DraftChoice::Kind(k))
    } else if let Some(id) = value.strip_prefix("design:") {
        design_id(id).map(DraftChoice::Design)
    } else {
        None
    };
    choice.map(Some).ok_or_else(|| {
        Phrase::new("wonderful-orders-no-draft-choice")
            .with("line", line + 1)
            .with("value", quoted(value))
    })
}

fn fill_design(value: &str, line: usize) -> Result<Option<String>, Phrase> {
    if value.is_empty() {
        return Ok(None);
    }
    design_id(value).map(Some).ok_or_else(|| {
        Phrase::new("wonderful-orders-no-fill-card")
            .with("line", line + 1)
            .with("value", quoted(value))
    })
}

fn rounds(value: &str) -> Result<Option<u8>, Phrase> {
    if value.is_empty() {
        return Ok(None);
    }
    match value.parse::<u8>() {
        Ok(n) if (1..=ROUNDS).contains(&n) => Ok(Some(n)),
        _ => Err(Phrase::new("wonderful-orders-bad-rounds").with("rounds", ROUNDS)),
    }
}

/// The lines in order, blanks skipped, repeats dropped.
fn ranked<T: PartialEq>(lines: Vec<Option<T>>) -> Vec<T> {
    let mut out = Vec::new();
    for item in lines.into_iter().flatten() {
        if !out.contains(&item) {
            out.push(item);
        }
    }
    out
}

/// The orders the form's fields say, or what is wrong with them.
pub fn parse_orders(fields: &[(String, String)]) -> Result<Orders, Phrase> {
    let mut draft: Vec<Option<DraftChoice>> = vec![None; LINES];
    let mut fill: Vec<Option<String>> = vec![None; LINES];
    let mut plan_within_rounds = None;
    let mut play_production = false;
    let mut seen: Vec<&str> = Vec::new();
    for (name, value) in fields {
        let (name, value) = (name.as_str(), value.trim());
        if matches!(name, "step" | "csrf") {
            continue;
        }
        if seen.contains(&name) {
            return Err(Phrase::new("wonderful-form-twice").with("field", quoted(name)));
        }
        seen.push(name);
        if let Some(i) = line(name, "draft_") {
            draft[i] = draft_choice(value, i)?;
        } else if let Some(i) = line(name, "fill_") {
            fill[i] = fill_design(value, i)?;
        } else if name == "plan_within" {
            plan_within_rounds = rounds(value)?;
        } else if name == "play_production" {
            if value != "on" {
                return Err(Phrase::new("wonderful-orders-bad-box"));
            }
            play_production = true;
        } else {
            return Err(Phrase::new("wonderful-form-no-field").with("field", quoted(name)));
        }
    }
    Ok(Orders {
        draft: ranked(draft),
        plan_within_rounds,
        fill_first: ranked(fill),
        play_production,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;
    use crate::games::wonderful::{Options, Wonderful};

    fn context() -> SeatContext {
        SeatContext {
            tr: Default::default(),
            game_id: 12,
            game_title: "Game #12".into(),
            seat: 1,
            names: vec!["Ada".into(), "Bo <b>".into()],
            step: 3,
            deadline: None,
            waiting_for: Vec::new(),
            action_url: "/play/tok3n/orders".into(),
            game_url: "/games/12".into(),
            submitted: false,
            talk: Vec::new(),
            talk_count: 0,
            talk_once: String::new(),
            over: false,
            result: None,
        }
    }

    fn page(orders: &Orders, saved: bool, error: Option<&str>) -> String {
        let state = Wonderful::setup(5, 2, &Options::default()).unwrap();
        let view = Wonderful::view(&state, Some(1));
        orders_page(&context(), &view, 1, orders, saved, error).unwrap()
    }

    fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
        let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        let len = tag[start..].find('"')?;
        Some(&tag[start..start + len])
    }

    /// The fields a browser would send for the page as drawn: each select's selected option
    /// (the first one when none is), and the ticked checkboxes.
    fn prefilled(html: &str) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for select in html.split("<select").skip(1) {
            let select = &select[..select.find("</select>").unwrap()];
            let name = attr(select, "name").unwrap().to_owned();
            let options: Vec<&str> = select.split("<option").skip(1).collect();
            let chosen: Vec<&&str> = options
                .iter()
                .filter(|o| o[..o.find('>').unwrap()].contains(" selected"))
                .collect();
            assert!(chosen.len() <= 1, "{name}: several options selected");
            let chosen = chosen.first().copied().unwrap_or(&options[0]);
            out.push((name, attr(chosen, "value").unwrap().to_owned()));
        }
        for input in html.split("<input").skip(1) {
            let input = &input[..input.find('>').unwrap()];
            if attr(input, "type") == Some("checkbox") && input.contains(" checked") {
                let name = attr(input, "name").unwrap().to_owned();
                out.push((name, attr(input, "value").unwrap().to_owned()));
            }
        }
        out
    }

    fn sample() -> Orders {
        Orders {
            draft: vec![
                DraftChoice::Design("zeppelin".into()),
                DraftChoice::Kind(Kind::Discovery),
                DraftChoice::Design("world_congress".into()),
            ],
            plan_within_rounds: Some(2),
            fill_first: vec!["transportation_network".into(), "museum".into()],
            play_production: true,
        }
    }

    #[test]
    fn the_form_sends_back_the_orders_it_shows() {
        for orders in [sample(), Orders::default()] {
            let html = page(&orders, false, None);
            assert_eq!(parse_orders(&prefilled(&html)), Ok(orders));
        }
        let full = Orders {
            draft: Kind::ALL.iter().map(|&k| DraftChoice::Kind(k)).collect(),
            plan_within_rounds: Some(4),
            fill_first: catalog().designs[..LINES]
                .iter()
                .map(|d| d.id.clone())
                .collect(),
            play_production: false,
        };
        assert_eq!(
            parse_orders(&prefilled(&page(&full, false, None))),
            Ok(full)
        );
    }

    #[test]
    fn the_page_posts_to_the_form_url_and_links_back_to_the_seat() {
        let html = page(&sample(), true, Some("no <such> card"));
        assert!(html.contains(r#"<form method="post" action="/play/tok3n/orders""#));
        assert!(html.contains(r#"href="/play/tok3n""#));
        assert!(html.contains("are saved"));
        assert!(html.contains("no &#60;such&#62; card") || html.contains("no &lt;such&gt; card"));
        assert!(!html.contains("<script"));
        for tag in html
            .split('<')
            .filter(|t| t.starts_with("select") || t.starts_with("input"))
        {
            let id = attr(tag, "id").unwrap_or_else(|| panic!("no id: {tag}"));
            assert!(
                html.contains(&format!("<label for=\"{id}\"")),
                "no label for {id}"
            );
        }
        let fresh = page(&Orders::default(), false, None);
        assert!(!fresh.contains("are saved") && !fresh.contains("Not saved"));
    }

    fn form(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn blank_lines_are_skipped_and_repeats_dropped() {
        let orders = parse_orders(&form(&[
            ("csrf", "x"),
            ("draft_1", ""),
            ("draft_2", "design:museum"),
            ("draft_3", "kind:project"),
            ("draft_4", "design:museum"),
            ("fill_5", "zeppelin"),
            ("fill_2", "zeppelin"),
            ("fill_1", "museum"),
            ("plan_within", ""),
        ]))
        .unwrap();
        assert_eq!(
            orders,
            Orders {
                draft: vec![
                    DraftChoice::Design("museum".into()),
                    DraftChoice::Kind(Kind::Project)
                ],
                plan_within_rounds: None,
                fill_first: vec!["museum".into(), "zeppelin".into()],
                play_production: false,
            }
        );
    }

    #[test]
    fn tampered_fields_are_refused_with_a_reason() {
        for (pairs, reason) in [
            (&[("draft_1", "design:moon")][..], "draft choice 1"),
            (&[("draft_2", "kind:spaceship")], "draft choice 2"),
            (&[("draft_3", "museum")], "no card or card type"),
            (&[("fill_4", "design:museum")], "production priority 4"),
            (&[("fill_1", "moon")], "no card \"moon\""),
            (&[("plan_within", "0")], "1 to 4 rounds"),
            (&[("plan_within", "5")], "1 to 4 rounds"),
            (&[("plan_within", "two")], "1 to 4 rounds"),
            (&[("play_production", "yes")], "Production box"),
            (&[("draft_6", "kind:project")], "no field \"draft_6\""),
            (&[("draft_0", "kind:project")], "no field"),
            (&[("plan", "2")], "no field"),
            (&[("fill_1", "museum"), ("fill_1", "zeppelin")], "twice"),
        ] {
            let refused = parse_orders(&form(pairs)).unwrap_err().to_string();
            assert!(refused.contains(reason), "{pairs:?}: {refused}");
        }
    }
}
