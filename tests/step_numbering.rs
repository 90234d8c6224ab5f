//! The history's numbering: the game page's log entry n, the page `/games/{id}/steps/{n}` and
//! its heading all speak of the same step and phase, and every event is told under the phase in
//! which it happened, as a replay of the engine finds them.

use crate::support;

use missive::db::{games, history};
use missive::games::Game;
use missive::games::wonderful::cards::Resource;
use missive::games::wonderful::{Event, Phase, State, Wonderful, describe};
use missive::play::{Playable, table::replay};
use support::app::TestApp;
use support::bots::{game_state, play};

const PLAYERS: [(&str, &str); 5] = [
    ("ann@example.org", "Ann"),
    ("bob@example.org", "Bob"),
    ("cy@example.org", "Cy"),
    ("dee@example.org", "Dee"),
    ("eve@example.org", "Eve"),
];

/// One entry of the game page's history, as the page writes it.
#[derive(Debug)]
struct LogEntry {
    number: i32,
    /// Where its heading links; none for the open step.
    link: Option<String>,
    /// "Round 2", the heading of the round it is listed under.
    round: String,
    /// "Draft, pick 4 of 7".
    phase: String,
    /// The events listed under it.
    lines: Vec<String>,
}

/// Text as the templates escape it.
fn escaped(text: &str) -> String {
    text.replace('&', "&#38;")
        .replace('<', "&#60;")
        .replace('>', "&#62;")
        .replace('"', "&#34;")
        .replace('\'', "&#39;")
}

/// The text between `open` and the next `close`, from `from` on, and where that close ends.
fn between<'a>(text: &'a str, from: usize, open: &str, close: &str) -> Option<(&'a str, usize)> {
    let start = text[from..].find(open)? + from + open.len();
    let end = text[start..].find(close)? + start;
    Some((&text[start..end], end + close.len()))
}

/// The items of the first `<ul…>` in `html`.
fn list_items(html: &str, open: &str) -> Vec<String> {
    let Some((list, _)) = between(html, 0, open, "</ul>") else {
        return Vec::new();
    };
    let mut items = Vec::new();
    let mut at = 0;
    while let Some((item, end)) = between(list, at, "<li>", "</li>") {
        items.push(item.to_string());
        at = end;
    }
    items
}

/// The entries of the game page's history, in page order.
fn log_entries(page: &str) -> Vec<LogEntry> {
    let history = &page[page.find("The game, round by round").expect("a history")..];
    let mut entries = Vec::new();
    let mut at = 0;
    while let Some((round, end)) = between(history, at, "<h3>", "</h3>") {
        let next_round = history[end..]
            .find("<h3>")
            .map_or(history.len(), |i| i + end);
        let list_end = history[end..].find("</ol>").map_or(next_round, |i| i + end);
        let chapter = &history[end..list_end];
        let starts: Vec<usize> = chapter
            .match_indices("<li value=\"")
            .map(|(i, _)| i)
            .collect();
        for (k, start) in starts.iter().enumerate() {
            let item = &chapter[*start..starts.get(k + 1).copied().unwrap_or(chapter.len())];
            let (number, _) = between(item, 0, "<li value=\"", "\"").unwrap();
            let (link, phase) = match between(item, 0, "<a href=\"", "\"") {
                Some((link, after)) => (
                    Some(link.to_string()),
                    between(item, after, ">", "</a>").unwrap().0,
                ),
                None => (None, between(item, 0, "<strong>", "</strong>").unwrap().0),
            };
            entries.push(LogEntry {
                number: number.parse().unwrap(),
                link,
                round: round.to_string(),
                phase: phase.to_string(),
                lines: list_items(item, "<ul>"),
            });
        }
        at = next_round;
    }
    entries
}

/// Where a state stands, as the history heads its steps: ("Round 2", "Draft, pick 4 of 7").
fn round_and_phase(state: &State) -> (String, String) {
    let phase = <Wonderful as Playable>::heading(state).to_string();
    let (round, detail) = phase.split_once(" · ").expect("a round and a detail");
    (round.to_string(), detail.to_string())
}

/// The phase an event happened in, from what the event itself says; an event that says nothing
/// of it (a card built, Krystallium made) happened in the step whose decisions caused it, in
/// round `round` and phase `own`. `dealt` is the round the last `RoundStarted` began.
fn happened_in(event: &Event, round: u8, own: &str, dealt: u8) -> (String, String) {
    let production = |resource: &Resource| (round, format!("Production: {}", resource.name()));
    let (round, phase) = match event {
        Event::RoundStarted { round } => (*round, "Draft, pick 1 of 7".to_string()),
        Event::Dealt { .. } => (dealt, "Draft, pick 1 of 7".to_string()),
        Event::Revealed { pick, .. } => (round, format!("Draft, pick {pick} of 7")),
        Event::Planned { .. } => (round, "Planning".to_string()),
        Event::Produced { resource, .. }
        | Event::Supremacy { resource, .. }
        | Event::NoSupremacy { resource } => production(resource),
        _ => (round, own.to_string()),
    };
    (format!("Round {round}"), phase)
}

/// What the game page should list as each step, by number from 1, replaying the engine over
/// the game's stored decisions: (round, phase, events told in that phase).
fn expected_history(
    app: &TestApp,
    id: i64,
    names: &[String],
) -> Vec<(String, String, Vec<String>)> {
    let mut conn = app.pool.get().unwrap();
    let game = games::get(&mut conn, id).unwrap().unwrap();
    let submissions = history::all_submissions(&mut conn, id).unwrap();
    let (mut state, steps) =
        replay::history::<Wonderful>(&game, names.len(), &submissions).unwrap();
    let mut expected: Vec<(String, String, Vec<String>)> = Vec::new();
    let mut opened: Vec<((String, String), String)> = Vec::new();
    for decisions in steps {
        let own = round_and_phase(&state);
        let round = state.round;
        // What the step before opened must belong to this step's phase.
        let mut lines = Vec::new();
        for (at, line) in opened.drain(..) {
            assert_eq!(
                at,
                own,
                "{line} happened in another phase than step {}",
                expected.len() + 1
            );
            lines.push(line);
        }
        let events = Wonderful::resolve(&mut state, &decisions).unwrap();
        let next = (!state.is_over()).then(|| round_and_phase(&state));
        let mut dealt = round;
        for event in &events {
            if let Event::RoundStarted { round } = event {
                dealt = *round;
            }
            let Some(line) = describe::event(event, names).map(|l| l.to_string()) else {
                continue;
            };
            let at = happened_in(event, round, &own.1, dealt);
            if at == own {
                assert!(
                    opened.is_empty(),
                    "{line}: the step's own event after the next opened"
                );
                lines.push(line);
            } else {
                assert_eq!(
                    Some(&at),
                    next.as_ref(),
                    "{line}: in neither this step nor the next"
                );
                opened.push((at, line));
            }
        }
        expected.push((own.0, own.1, lines));
    }
    assert!(opened.is_empty(), "the last step opened nothing to tell");
    expected
}

#[actix_web::test]
async fn each_step_of_a_five_player_game_has_one_number_one_phase_and_the_events_of_that_phase() {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", "0").await;
    let names: Vec<String> = games::players(&mut app.pool.get().unwrap(), id)
        .unwrap()
        .into_iter()
        .map(|(_, u)| u.display_name)
        .collect();
    let spectator = app.browser();

    // While the game goes on, what opened the open step is told under its phase: Planning
    // resolved, the production counted belongs to the production being decided.
    play(&app, id, |s| matches!(s.phase, Phase::Production { .. }));
    let (state, step, _) = game_state(&app, id);
    let Phase::Production { resource, .. } = state.phase else {
        panic!("the game stops at a production");
    };
    let page = app.page(&spectator, &format!("/games/{id}")).await;
    let mut entries = log_entries(&page);
    entries.sort_by_key(|e| e.number);
    let open = &entries[entries.len() - 1];
    assert_eq!((open.number, open.link.as_deref()), (step + 1, None));
    assert_eq!(open.phase, format!("Production: {}", resource.name()));
    let produced = format!("{} produced: ", resource.name());
    assert!(open.lines[0].starts_with(&produced), "{open:?}");
    let before = &entries[entries.len() - 2];
    assert!(
        !before.lines.iter().any(|l| l.starts_with(&produced)),
        "{before:?}"
    );

    play(&app, id, |_| false);
    let (_, last, status) = game_state(&app, id);
    assert_eq!(status, "finished");
    let expected = expected_history(&app, id, &names);
    assert_eq!(expected.len(), last as usize);
    assert!(last >= 52, "a 5-player game of 4 rounds: {last} steps");

    let page = app.page(&spectator, &format!("/games/{id}")).await;
    let mut entries = log_entries(&page);
    // Rounds come newest first; steps within a round in order.
    entries.sort_by_key(|e| e.number);
    let numbers: Vec<i32> = entries.iter().map(|e| e.number).collect();
    assert_eq!(numbers, (1..=last).collect::<Vec<_>>(), "one entry a step");
    for (entry, (round, phase, lines)) in entries.iter().zip(&expected) {
        let n = entry.number;
        let lines: Vec<String> = lines.iter().map(|l| escaped(l)).collect();
        assert_eq!(
            entry.link.as_deref(),
            Some(format!("/games/{id}/steps/{n}").as_str()),
            "entry {n}"
        );
        assert_eq!((&entry.round, &entry.phase), (round, phase), "entry {n}");
        assert_eq!(&entry.lines, &lines, "entry {n}: the events of its phase");

        let step = app
            .page(&spectator, &format!("/games/{id}/steps/{n}"))
            .await;
        let (heading, _) = between(&step, 0, "<h2 id=\"step\" class=\"step-heading\">", "</h2>")
            .unwrap_or_else(|| panic!("step {n}: no heading in {step}"));
        assert_eq!(heading, format!("Step {n} of {last} · {round} · {phase}"));
        assert_eq!(
            list_items(&step, "<ul class=\"happened\""),
            lines,
            "step {n}: what happened, as its entry tells it"
        );
    }
    let start = app.page(&spectator, &format!("/games/{id}/steps/0")).await;
    assert!(start.contains("Before the first step"), "{start}");
}
