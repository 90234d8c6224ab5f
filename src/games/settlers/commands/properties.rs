//! Over games played by the bots (random ones mostly, to reach the odd corners, and heuristic
//! ones): at every prompt of every seat, every command the email lists reads, with each of its
//! choices given by number and by name, to a decision the rules accept; and every decision
//! made, the bots' and those read, has words. The one command that may need more than its
//! choice is `use <Location>` for a Location whose effect has several targets: it must then
//! say which target is missing (its own `use <Location> on <target>` command is read as any
//! other). The runs are seeded, so the figures printed and the coverage asserted are the same
//! on every machine.

use super::super::Settlers;
use super::super::decision::{Decision, Prompt};
use super::super::state::{Options, State};
use super::{VERBS, commands, read, words};
use crate::bots::BotKind;
use crate::commands::{Command, Lexicon, Reading};
use crate::{Game, Phrase, Playable, Seat, autoplay};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};
use std::collections::BTreeMap;
use std::sync::Mutex;

/// Games played: few, as each reads hundreds of lines at each of its steps.
const CASES: u32 = 40;

#[derive(Debug, Clone)]
struct Table {
    seed: u64,
    seats: usize,
    alternate: bool,
    bots: Vec<BotKind>,
}

fn tables() -> impl Strategy<Value = Table> {
    (
        any::<u64>(),
        2usize..=4,
        any::<bool>(),
        prop::collection::vec(0u8..4, 4),
    )
        .prop_map(|(seed, seats, alternate, kinds)| Table {
            seed,
            seats,
            alternate,
            // One bot in four is heuristic.
            bots: kinds[..seats]
                .iter()
                .map(|&k| {
                    if k == 0 {
                        BotKind::Heuristic
                    } else {
                        BotKind::Random
                    }
                })
                .collect(),
        })
}

/// What the runs covered: prompts by kind, lines read by command, reasons by command.
#[derive(Debug, Default)]
struct Figures {
    prompts: BTreeMap<&'static str, usize>,
    read: BTreeMap<String, usize>,
    needs_more: BTreeMap<String, usize>,
}

fn kind(prompt: &Prompt) -> &'static str {
    match prompt {
        Prompt::Pick {
            production: Some(_),
            ..
        } => "Lookout pick with Production choices",
        Prompt::Pick { .. } => "Lookout pick",
        Prompt::AlternateKeep { .. } => "Alternate Lookout keep",
        Prompt::AlternateSecond { .. } => "Alternate Lookout second keep",
        Prompt::ProductionChoices { .. } => "Production choices",
        Prompt::Keep { .. } => "keep cards looked at",
        Prompt::Turn(_) => "turn",
    }
}

fn names(seats: usize) -> Vec<String> {
    ["Ann", "Bob", "Cyd", "Dee"][..seats]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// The words that start a command: "use Saboteurs on" of "use Saboteurs on <target>".
fn head(command: &Command) -> &str {
    match command.usage.find('<') {
        Some(at) => &command.usage[..at],
        None => &command.usage,
    }
}

/// What a reply writes before a clause that cannot stand alone at this prompt, in the
/// reader's language.
fn lead(command: &Command, prompt: &Prompt, lex: &Lexicon) -> String {
    let clause = lex.verb(&command.usage, &VERBS).is_some_and(|(term, _)| {
        ["defense", "samurai", "faction", "choose", "copy"].contains(&term.word)
    });
    let verb = |id: &str| lex.say(&Phrase::new(id));
    match prompt {
        _ if !clause => String::new(),
        Prompt::Turn(_) => format!("{}; ", verb("settlers-verb-pass")),
        Prompt::Pick { .. } | Prompt::AlternateSecond { .. } => {
            format!("{} 1; ", verb("settlers-verb-pick"))
        }
        _ => String::new(),
    }
}

/// Whether this command, given `choice`, may need more than the choice: `use <Location>` for a
/// Location whose effect has several targets.
fn may_need_target(command: &Command, choice: &str, lex: &Lexicon) -> bool {
    let catalog = super::super::cards::catalog();
    command
        .usage
        .starts_with(&lex.say(&Phrase::new("settlers-usage-use")))
        && catalog.designs.iter().any(|d| {
            let shown = catalog
                .copies_of(&d.id)
                .first()
                .map(|c| lex.word(&c.word()));
            (d.name == choice || shown.as_deref() == Some(choice))
                && d.ability
                    .action
                    .as_ref()
                    .is_some_and(|a| a.effect.is_some())
        })
}

/// The languages besides English whose lines a step reads: one a step, in turn.
const OTHER_LANGUAGES: [&str; 3] = ["es", "cs", "ja"];

/// Lines that start like commands but are wrong in every way a reply can be: each must read to
/// something (a decision the rules may still refuse, or a reason), never panic.
const ODD_LINES: [&str; 24] = [
    "build",
    "build on",
    "build 0",
    "build 99 on 99",
    "use",
    "use 1 twice twice on 1 discarding 1, 2, 3",
    "use on on on",
    "use 1 x7",
    "raze 's",
    "raze Ann's",
    "workers 4000000000 wood",
    "spend 4 workers:",
    "pick",
    "pick 0",
    "keep 1, 1, 1, 1, 1",
    "keep 4000000000 1",
    "faction cards 300",
    "choose",
    "copy",
    "pass; pass",
    "defense; samurai; faction",
    "pass; samurai 1, 1; defense 1; faction cards all",
    "deal ∞",
    "pick 1; faction cards all; choose 1; copy 1",
];

fn check_prompt(
    state: &State,
    seat: Seat,
    prompt: &Prompt,
    names: &[String],
    figures: &mut Figures,
) -> Result<(), String> {
    *figures.prompts.entry(kind(prompt)).or_default() += 1;
    let other = OTHER_LANGUAGES[state.step as usize % OTHER_LANGUAGES.len()];
    for lex in [Lexicon::english(), Lexicon::new(other)] {
        check_prompt_in(state, seat, prompt, names, figures, &lex)?;
    }
    Ok(())
}

/// Every command listed in `lex`'s language, with each choice by number and by its name as
/// listed, written as the language lists it.
fn check_prompt_in(
    state: &State,
    seat: Seat,
    prompt: &Prompt,
    names: &[String],
    figures: &mut Figures,
    lex: &Lexicon,
) -> Result<(), String> {
    let en = lex;
    let ok = Settlers::suggested(state, seat);
    // At one step in four: they are many, and the same at every step.
    let odd_lines = if state.step.is_multiple_of(4) && lex.lang() == "en" {
        &ODD_LINES[..]
    } else {
        &[]
    };
    for line in odd_lines {
        if let Reading::NotACommand = read(state, seat, prompt, line, names, ok.as_ref(), en) {
            return Err(format!("{line:?} starts with a command word"));
        }
    }
    for command in commands(state, seat, prompt, en) {
        let mut lines: Vec<(String, String)> = Vec::new();
        let start = format!("{}{}", lead(&command, prompt, lex), head(&command));
        if command.choices.is_empty() {
            let sample = if command.usage.contains('<') { "1" } else { "" };
            lines.push((format!("{start}{sample}"), String::new()));
        }
        for (i, choice) in command.choices.iter().enumerate() {
            lines.push((format!("{start}{}", i + 1), choice.name.clone()));
            lines.push((format!("{start}{}", choice.name), choice.name.clone()));
        }
        let on = lex.say(&Phrase::new("settlers-word-on"));
        for (line, choice) in lines {
            let counted = if lex.lang() == "en" {
                command.usage.clone()
            } else {
                format!("{} ({})", command.usage, lex.lang())
            };
            *figures.read.entry(counted.clone()).or_default() += 1;
            match read(state, seat, prompt, &line, names, ok.as_ref(), en) {
                Reading::Decision(decision) => {
                    Settlers::check(state, seat, &decision).map_err(|e| {
                        format!("{line:?} reads to {decision:?}, which is refused: {e}")
                    })?;
                    check_words(state, seat, &decision, names, lex)?;
                }
                Reading::Unreadable(why)
                    if may_need_target(&command, &choice, lex) && why.contains(&on) =>
                {
                    *figures.needs_more.entry(counted).or_default() += 1;
                }
                other => return Err(format!("{line:?} ({}) reads to {other:?}", command.usage)),
            }
        }
    }
    Ok(())
}

/// A decision's words in `lex`'s language: some, with no message syntax left, and in another
/// language than English other words than English's.
fn check_words(
    state: &State,
    seat: Seat,
    decision: &Decision,
    names: &[String],
    lex: &Lexicon,
) -> Result<(), String> {
    let said = words(state, seat, decision, names, lex);
    if said.is_empty() || said.contains(['{', '}']) {
        return Err(format!("{decision:?} has words {said:?} in {}", lex.lang()));
    }
    if lex.lang() != "en" && said == words(state, seat, decision, names, &Lexicon::english()) {
        return Err(format!(
            "{decision:?} has English words {said:?} in {}",
            lex.lang()
        ));
    }
    Ok(())
}

fn play(table: &Table, figures: &mut Figures) -> Result<(), String> {
    let names = names(table.seats);
    let options = Options {
        factions: None,
        alternate_lookout: table.alternate,
    };
    let mut bots: Vec<_> = table
        .bots
        .iter()
        .enumerate()
        .map(|(s, b)| b.build::<Settlers>(table.seed.wrapping_add(s as u64)))
        .collect();
    let mut failure = None;
    autoplay::play::<Settlers>(
        table.seed,
        table.seats,
        &options,
        |state, seat, prompt| bots[seat].decide(state, seat, prompt),
        |state, decisions| {
            if failure.is_some() {
                return;
            }
            for (seat, prompt) in Settlers::prompts(state) {
                if let Err(e) = check_prompt(state, seat, &prompt, &names, figures) {
                    failure = Some(format!("step {}, seat {seat}: {e}", state.step));
                    return;
                }
            }
            for (seat, decision) in decisions {
                for lang in ["en", "es", "cs", "ja"] {
                    if let Err(e) = check_words(state, *seat, decision, &names, &Lexicon::new(lang))
                    {
                        failure = Some(e);
                    }
                }
            }
        },
    );
    failure.map_or(Ok(()), Err)
}

#[test]
fn every_listed_command_reads_to_an_accepted_decision() {
    let config = Config {
        cases: CASES,
        max_shrink_iters: 0,
        failure_persistence: None,
        ..Config::default()
    };
    let rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    let mut runner = TestRunner::new_with_rng(config, rng);
    let figures = Mutex::new(Figures::default());
    let result = runner.run(&tables(), |table| {
        let mut f = figures.lock().unwrap();
        play(&table, &mut f).map_err(|e| TestCaseError::fail(format!("{table:?}: {e}")))
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    let figures = figures.into_inner().unwrap();
    eprintln!(
        "{CASES} games, {} prompts, {} lines read; prompts by kind: {:#?}",
        figures.prompts.values().sum::<usize>(),
        figures.read.values().sum::<usize>(),
        figures.prompts
    );
    eprintln!("lines read by command: {:#?}", figures.read);
    eprintln!("lines that need a target: {:#?}", figures.needs_more);
    // The runs reach every kind of prompt, and every action of a turn.
    for kind in [
        "Lookout pick",
        "Lookout pick with Production choices",
        "Alternate Lookout keep",
        "Alternate Lookout second keep",
        "keep cards looked at",
        "turn",
    ] {
        assert!(figures.prompts.contains_key(kind), "no {kind} prompt");
    }
    for usage in [
        "build", "deal", "raze", "use", "workers", "defense", "samurai", "faction",
    ] {
        assert!(
            figures.read.keys().any(|u| u.starts_with(usage)),
            "no {usage} command listed"
        );
    }
    for lang in OTHER_LANGUAGES {
        let suffix = format!("({lang})");
        assert!(
            figures.read.keys().filter(|u| u.ends_with(&suffix)).count() > 20,
            "few commands read in {lang}"
        );
    }
}

#[test]
fn every_decision_a_bot_makes_has_words() {
    // A heuristic game: its decisions are the ones "ok" and standing orders resemble.
    let names = names(3);
    let mut bots: Vec<_> = (0..3)
        .map(|s| BotKind::Heuristic.build::<Settlers>(s))
        .collect();
    let mut made = 0;
    autoplay::play::<Settlers>(
        7,
        3,
        &Options::default(),
        |state, seat, prompt| bots[seat].decide(state, seat, prompt),
        |state, decisions| {
            for (seat, decision) in decisions {
                let said = <Settlers as Playable>::decision_words(
                    state,
                    *seat,
                    decision,
                    &names,
                    &Lexicon::english(),
                );
                assert!(!said.is_empty(), "{decision:?}");
                assert!(said.starts_with(char::is_uppercase), "{said}");
                made += 1;
            }
        },
    );
    assert!(made > 50);
}
