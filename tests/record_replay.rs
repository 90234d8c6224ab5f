//! A game's record replayed in process: the same end from the same steps, and a changed step
//! diverges where it changed.

use chrono::Utc;
use missive::games::Game;
use missive::games::autoplay;
use missive::games::bots::BotKind;
use missive::games::wonderful::cards::CardId;
use missive::games::wonderful::{Decision, Options, State, Wonderful};
use missive::play::views::record::{
    Diverged, FORMAT, Record, RecordedDecision, RecordedStep, replay, replay_any,
};

/// A whole bot game, recorded as the service would store it.
fn played(seats: usize, seed: u64) -> (Record, State) {
    let options = Options::default();
    let mut bots: Vec<_> = (0..seats)
        .map(|s| BotKind::Heuristic.build(s as u64))
        .collect();
    let mut steps: Vec<RecordedStep> = Vec::new();
    let end = autoplay::with_bots::<Wonderful>(seed, &options, &mut bots, |state, decisions| {
        let mut after = state.clone();
        let events = Wonderful::resolve(&mut after, decisions).unwrap();
        steps.push(RecordedStep {
            step: Wonderful::step(state),
            decisions: decisions
                .iter()
                .map(|(seat, d)| RecordedDecision {
                    seat: *seat,
                    decision: serde_json::to_value(d).unwrap(),
                    source: "web".into(),
                })
                .collect(),
            events: serde_json::to_value(&events).unwrap(),
            resolved_at: Utc::now(),
        });
    });
    let record = Record {
        format: FORMAT,
        game: Wonderful::ID.into(),
        id: None,
        options: serde_json::to_value(&options).unwrap(),
        seed,
        seats,
        players: (0..seats).map(|s| format!("P{s}")).collect(),
        status: "finished".into(),
        steps,
        talk: Vec::new(),
    };
    (record, end)
}

fn diverges(record: &Record) -> Diverged {
    replay::<Wonderful>(record).expect_err("the record diverges")
}

/// A draft pick a few steps in: (step index, decision index).
fn a_pick(record: &Record) -> (usize, usize) {
    record
        .steps
        .iter()
        .enumerate()
        .skip(3)
        .find_map(|(i, s)| {
            s.decisions
                .iter()
                .position(|d| d.decision["kind"] == "pick")
                .map(|j| (i, j))
        })
        .expect("a pick")
}

#[test]
fn a_record_replays_to_the_same_end() {
    let (record, end) = played(3, 7);
    let text = serde_json::to_string(&record).unwrap();
    let record = Record::from_json(&text).unwrap();
    let replayed = replay::<Wonderful>(&record).unwrap();
    assert_eq!(replayed.state, end);
    assert_eq!(replayed.steps as usize, record.steps.len());
    assert_eq!(replayed.outcome, Wonderful::outcome(&end));
    let summary = replay_any(&record).unwrap();
    assert!(summary.over);
    assert_eq!(summary.state, serde_json::to_value(&end).unwrap());
}

#[test]
fn a_changed_card_diverges_at_its_step() {
    let (mut record, _) = played(2, 11);
    let (i, j) = a_pick(&record);
    let step = record.steps[i].step;
    let Decision::Pick { card } =
        serde_json::from_value(record.steps[i].decisions[j].decision.clone()).unwrap()
    else {
        panic!("a pick");
    };
    // Another card: one the seat does not hold is refused, one it holds reveals otherwise.
    let other = CardId(if card.0 > 0 { card.0 - 1 } else { 1 });
    record.steps[i].decisions[j].decision =
        serde_json::to_value(Decision::Pick { card: other }).unwrap();
    let d = diverges(&record);
    assert_eq!(d.step, step, "{d}");
}

#[test]
fn a_dropped_step_diverges_where_it_is_missing() {
    let (mut record, _) = played(2, 3);
    record.steps.remove(9);
    let d = diverges(&record);
    assert_eq!(d.step, 9, "{d}");
    assert!(d.reason.contains("step 10"), "{d}");
}

#[test]
fn an_edited_event_diverges_at_its_step() {
    let (mut record, _) = played(2, 5);
    let events = record.steps[20].events.as_array_mut().unwrap();
    events.push(serde_json::json!({ "event": "round_started", "round": 9 }));
    let d = diverges(&record);
    assert_eq!(d.step, 20, "{d}");
    assert!(d.reason.contains("replaying gives nothing"), "{d}");
}

#[test]
fn a_record_of_an_unfinished_game_that_is_over_diverges() {
    let (mut record, _) = played(1, 2);
    record.status = "active".into();
    let d = diverges(&record);
    assert_eq!(d.step as usize, record.steps.len());
}

#[test]
fn an_unknown_format_or_game_does_not_read() {
    let (mut record, _) = played(1, 2);
    record.format = 2;
    let text = serde_json::to_string(&record).unwrap();
    assert!(Record::from_json(&text).unwrap_err().contains("format 2"));
    record.format = FORMAT;
    record.game = "chess".into();
    let text = serde_json::to_string(&record).unwrap();
    assert!(Record::from_json(&text).unwrap_err().contains("chess"));
    assert!(Record::from_json("{").is_err());
}
