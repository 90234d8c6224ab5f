//! A player who plays by email alone: it reads the commands an email lists (and nothing else:
//! no page, no database) and replies with one of them, trying another when the answer says it
//! was not played.

use super::app::TestApp;
use super::smtp::Received;
use missive::i18n::{Lang, Tr};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A command an email lists: how it is written, and the names it takes.
#[derive(Debug, Clone)]
pub struct Listed {
    pub usage: String,
    pub choices: Vec<String>,
}

impl Listed {
    /// The command's words, before what it names: "build" for "build <card> [on …]", "cartas
    /// de facción" for "cartas de facción <n>".
    pub fn verb(&self) -> &str {
        self.usage
            .split(['<', '[', '‹'])
            .next()
            .unwrap_or_default()
            .trim()
    }
}

/// The commands an English email lists under "Or reply to this email …", "ok" among them when
/// it says what "ok" decides.
pub fn listed(text: &str) -> Vec<Listed> {
    listed_in(text, Lang::En)
}

/// The commands an email in `lang` lists under its heading ("Or reply to this email …", "O
/// responde a este correo …").
pub fn listed_in(text: &str, lang: Lang) -> Vec<Listed> {
    let text = text.replace("\r\n", "\n");
    let heading = format!("{}\n", Tr::new(lang).t("email-replies"));
    let Some(start) = text.find(&heading) else {
        return Vec::new();
    };
    let mut out: Vec<Listed> = Vec::new();
    for line in text[start..].lines().skip(1) {
        if let Some(command) = line.strip_prefix("- ") {
            let usage = command.split([':', '：']).next().unwrap_or(command);
            out.push(Listed {
                usage: usage.to_string(),
                choices: Vec::new(),
            });
        } else if let Some(choice) = line.strip_prefix("   ") {
            let Some((number, label)) = choice.split_once(". ") else {
                break;
            };
            assert!(number.parse::<usize>().is_ok(), "a numbered choice: {line}");
            let label = label.split(": http").next().unwrap_or(label);
            let name = label.split(" (").next().unwrap_or(label);
            if let Some(last) = out.last_mut() {
                last.choices.push(name.to_string());
            }
        } else {
            break;
        }
    }
    out
}

/// Replies by email, as a player who reads only the emails, in the language they are written in.
pub struct ReplyBot {
    rng: ChaCha8Rng,
    /// How often it just says "ok", when it could do something else.
    pub ok_rate: f64,
    lang: Lang,
}

impl ReplyBot {
    pub fn new(seed: u64) -> ReplyBot {
        ReplyBot::reading(seed, Lang::En)
    }

    /// A player whose emails are in `lang`: it replies with the commands as they are listed.
    pub fn reading(seed: u64, lang: Lang) -> ReplyBot {
        ReplyBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            ok_rate: 0.2,
            lang,
        }
    }

    /// The commands worth trying for an email, in the order to try them: its listed commands
    /// with a choice each (by name, or now and then by number), shuffled, "ok" last.
    pub fn candidates(&mut self, text: &str) -> Vec<String> {
        let mut listed = listed_in(text, self.lang);
        // A command that takes names but lists none takes those of the command before it
        // ("recycle those of the same cards").
        for i in 1..listed.len() {
            if listed[i].usage.contains('<') && listed[i].choices.is_empty() {
                listed[i].choices = listed[i - 1].choices.clone();
            }
        }
        let mut lines = Vec::new();
        for command in &listed {
            let verb = command.verb().to_string();
            if verb == "ok" {
                continue;
            }
            let takes_name = command.usage.contains('<');
            if !takes_name || command.choices.is_empty() {
                if !takes_name {
                    lines.push(verb);
                }
                continue;
            }
            let i = self.rng.random_range(0..command.choices.len());
            // A number names a choice only where one command of that word lists choices.
            let unique = listed.iter().filter(|c| c.verb() == verb).count() == 1;
            let name = if unique && self.rng.random_bool(0.3) {
                (i + 1).to_string()
            } else {
                command.choices[i].clone()
            };
            lines.push(format!("{verb} {name}"));
        }
        lines.shuffle(&mut self.rng);
        // A command that names nothing (passing, which ends the round for good): tried after
        // the rest.
        lines.sort_by_key(|l| !l.contains(' '));
        if self.rng.random_bool(self.ok_rate) || lines.is_empty() {
            lines.insert(0, "ok".to_string());
        } else {
            lines.push("ok".to_string());
        }
        lines
    }

    /// Answers `mail`: tries its commands one after another, each a reply to the email before
    /// (the first to `mail`, then to each answer that says it was not played), until one plays.
    /// Returns the command that played.
    pub fn answer(&mut self, app: &TestApp, mail: &Received) -> String {
        let player = mail.to[0].clone();
        let mut to = mail.clone();
        for line in self.candidates(&mail.text) {
            let before = app.smtp.messages().len();
            app.reply(&to, &line);
            app.settle();
            let answer = app.smtp.messages()[before..]
                .iter()
                .find(|m| m.to[0] == player && m.message_id.contains("-answer-"))
                .cloned();
            match answer {
                None => return line,
                Some(answer) => {
                    let empty = Tr::new(self.lang).t("reply-answer-empty");
                    assert!(!answer.subject.starts_with(&empty), "{}", answer.text);
                    to = answer;
                    // A player reads the answer and tries again some minutes later, so the
                    // answers stay under the hourly number a player is sent.
                    app.advance(chrono::Duration::minutes(7));
                }
            }
        }
        panic!(
            "no command of this email played, not even \"ok\":\n{}",
            mail.text
        )
    }
}
