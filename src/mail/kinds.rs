//! The kinds of email we send: their data, and rendering through the
//! templates in `templates/emails/<kind>/` (subject.txt, body.txt,
//! body.html). Each template struct borrows the data as `m`.

use crate::i18n::{Lang, Tr};
use askama::Template;
use serde::{Deserialize, Serialize};

use super::MailError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    /// The language it is written in: its `Content-Language`.
    pub lang: Lang,
    pub subject: String,
    pub text: String,
    pub html: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SignIn {
    pub name: String,
    pub link: String,
    pub valid_minutes: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DecisionDue {
    pub name: String,
    /// The game's name and number: "<game name> #12".
    pub game_title: String,
    pub game_url: String,
    pub seat_link: String,
    /// What the subject says is due, before the game's title: "Your pick (round 2, pick 3 of
    /// 7)", "Reminder: 1 hour left".
    pub subject: String,
    /// e.g. "Pick a card — round 1, pick 3 of 7"
    pub due: String,
    /// Why this email comes now, when it is a reminder or a nudge.
    pub lead: Option<String>,
    /// What the first email of a game says of it.
    pub invitation: Option<Invitation>,
    /// What the player's replies played since their last email, one line each: "Pick
    /// Zeppelin".
    #[serde(default)]
    pub replied: Vec<String>,
    /// What happened since the player's last decision, one line each.
    pub happened: Vec<String>,
    pub deadline: Option<String>,
    /// Links that open the form with one option preselected, unless the reply commands list
    /// them already.
    pub quick_choices: Vec<QuickChoice>,
    /// What a reply to this email can say, when replies are read.
    #[serde(default)]
    pub replies: Option<ReplyHelp>,
    /// What was written at the table since the player's last email.
    #[serde(default)]
    pub talk: Vec<TalkNote>,
    pub settings_url: String,
}

/// What a reply to an email may say: "ok", and the commands of the step.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReplyHelp {
    /// What "ok" decides, in words: "Pick Zeppelin".
    pub ok: Option<String>,
    pub commands: Vec<ReplyCommand>,
}

/// A command a reply may give, with the names it takes, numbered from 1.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReplyCommand {
    /// "pick <card>".
    pub usage: String,
    /// "pick that card of your hand".
    pub does: String,
    pub choices: Vec<ReplyChoice>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReplyChoice {
    pub name: String,
    /// What the email says beside it: "1 wood, 1 stone"; may be empty.
    pub detail: String,
    /// A link that opens the seat's page with this choice made, when there is one.
    pub url: Option<String>,
}

impl ReplyChoice {
    /// The choice as a list shows it: "Quarry (1 wood, 1 stone)".
    pub fn label(&self) -> String {
        if self.detail.is_empty() {
            self.name.clone()
        } else {
            format!("{} ({})", self.name, self.detail)
        }
    }
}

/// A message written at a game's table, as an email carries it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TalkNote {
    pub who: String,
    pub body: String,
}

/// Why a game's first email comes: a league's season, or someone who started the game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Invitation {
    /// A league's game: "Season 2 of Tuesday Club, division 1".
    pub occasion: Option<String>,
    /// Who started the game, unless it is the player the email is for.
    pub by: Option<String>,
}

impl Invitation {
    /// The subject, before the game's title.
    pub fn subject(&self, tr: &Tr) -> String {
        match (&self.occasion, &self.by) {
            (Some(occasion), _) => tr.t1("email-starts-occasion", "occasion", occasion),
            (None, Some(by)) => tr.t1("email-starts-by", "by", by),
            (None, None) => tr.t("email-starts"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuickChoice {
    pub label: String,
    pub url: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameOver {
    pub name: String,
    /// What the player's replies played since their last email.
    #[serde(default)]
    pub replied: Vec<String>,
    /// "Bob wins", "Ann and Bob share the win".
    pub result: String,
    pub game_title: String,
    pub game_url: String,
    pub standings: Vec<StandingLine>,
    pub tie_break: Option<String>,
    #[serde(default)]
    pub talk: Vec<TalkNote>,
    pub settings_url: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StandingLine {
    pub rank: usize,
    pub name: String,
    pub score: i64,
    pub breakdown: String,
}

/// Something that happened to a game outside its rules: the game abandoned, a seat given to
/// someone else, a player who keeps missing deadlines.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Notice {
    pub name: String,
    pub game_title: String,
    pub game_url: String,
    /// What the player's replies played since their last email.
    #[serde(default)]
    pub replied: Vec<String>,
    pub headline: String,
    pub lines: Vec<String>,
    /// The one thing to do next, if any.
    pub link: Option<QuickChoice>,
    /// What a reply may decide, when the notice answers a reply to a step still open.
    #[serde(default)]
    pub replies: Option<ReplyHelp>,
    #[serde(default)]
    pub talk: Vec<TalkNote>,
    pub settings_url: String,
}

/// Every decision a player owes, once a day.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Digest {
    pub name: String,
    /// The player's local date.
    pub date: String,
    pub items: Vec<DigestItem>,
    pub settings_url: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DigestItem {
    pub game_title: String,
    pub due: String,
    pub deadline: Option<String>,
    pub link: String,
    /// What was written at the game's table since the player's last email.
    #[serde(default)]
    pub talk: Vec<TalkNote>,
}

impl Digest {
    /// The games it names, in its order.
    pub fn game_titles(&self) -> Vec<String> {
        self.items.iter().map(|i| i.game_title.clone()).collect()
    }
}

/// News of a league: an invitation, a season's start with the member's games, the final table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LeagueNews {
    pub name: String,
    pub league_name: String,
    pub league_url: String,
    /// Short: it is also the subject, after the league's name.
    pub headline: String,
    pub lines: Vec<String>,
    /// A table, for the final standings: rank, name, what they earned.
    pub table: Vec<TableLine>,
    /// The one thing to do next, if any.
    pub link: Option<QuickChoice>,
    pub settings_url: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TableLine {
    pub rank: usize,
    pub name: String,
    pub figures: String,
}

impl LeagueNews {
    /// The email in `lang`.
    pub fn render(&self, lang: Lang) -> Result<Rendered, MailError> {
        let tr = Tr::new(lang);
        rendered(
            lang,
            LeagueNewsSubject { m: self },
            LeagueNewsText {
                m: self,
                tr: tr.clone(),
            },
            LeagueNewsHtml { m: self, tr },
        )
    }
}

impl Notice {
    /// The email in `lang`.
    pub fn render(&self, lang: Lang) -> Result<Rendered, MailError> {
        let tr = Tr::new(lang);
        rendered(
            lang,
            NoticeSubject { m: self },
            NoticeText {
                m: self,
                tr: tr.clone(),
            },
            NoticeHtml { m: self, tr },
        )
    }
}

impl Digest {
    /// The email in `lang`.
    pub fn render(&self, lang: Lang) -> Result<Rendered, MailError> {
        let tr = Tr::new(lang);
        rendered(
            lang,
            DigestSubject {
                m: self,
                tr: tr.clone(),
            },
            DigestText {
                m: self,
                tr: tr.clone(),
            },
            DigestHtml { m: self, tr },
        )
    }
}

impl SignIn {
    /// The email in `lang`.
    pub fn render(&self, lang: Lang) -> Result<Rendered, MailError> {
        let tr = Tr::new(lang);
        rendered(
            lang,
            SignInSubject { tr: tr.clone() },
            SignInText {
                m: self,
                tr: tr.clone(),
            },
            SignInHtml { m: self, tr },
        )
    }
}

impl DecisionDue {
    /// The email in `lang`.
    pub fn render(&self, lang: Lang) -> Result<Rendered, MailError> {
        let tr = Tr::new(lang);
        rendered(
            lang,
            DecisionDueSubject { m: self },
            DecisionDueText {
                m: self,
                tr: tr.clone(),
            },
            DecisionDueHtml { m: self, tr },
        )
    }
}

impl GameOver {
    /// The email in `lang`.
    pub fn render(&self, lang: Lang) -> Result<Rendered, MailError> {
        let tr = Tr::new(lang);
        rendered(
            lang,
            GameOverSubject {
                m: self,
                tr: tr.clone(),
            },
            GameOverText {
                m: self,
                tr: tr.clone(),
            },
            GameOverHtml { m: self, tr },
        )
    }
}

fn rendered(
    lang: Lang,
    subject: impl Template,
    text: impl Template,
    html: impl Template,
) -> Result<Rendered, MailError> {
    Ok(Rendered {
        lang,
        subject: one_line(&subject.render()?),
        text: tidy_text(&text.render()?),
        html: html.render()?,
    })
}

/// A header cannot hold a line break; a template's trailing newline or a
/// newline in a game title must not become one.
fn one_line(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Optional sections leave runs of blank lines behind; keep at most one.
/// Lines are otherwise untouched: "-- " must keep its space to be read as
/// the signature separator.
fn tidy_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut blank_run = true; // also drops leading blank lines
    for line in s.lines() {
        let blank = line.trim().is_empty();
        if blank && blank_run {
            continue;
        }
        blank_run = blank;
        out.push_str(if blank { "" } else { line });
        out.push('\n');
    }
    while out.ends_with("\n\n") {
        out.pop();
    }
    out
}

#[derive(Template)]
#[template(path = "emails/sign_in/subject.txt", escape = "none")]
struct SignInSubject {
    tr: Tr,
}

#[derive(Template)]
#[template(path = "emails/sign_in/body.txt", escape = "none")]
struct SignInText<'a> {
    m: &'a SignIn,
    tr: Tr,
}

#[derive(Template)]
#[template(path = "emails/sign_in/body.html")]
struct SignInHtml<'a> {
    m: &'a SignIn,
    tr: Tr,
}

#[derive(Template)]
#[template(path = "emails/decision_due/subject.txt", escape = "none")]
struct DecisionDueSubject<'a> {
    m: &'a DecisionDue,
}

#[derive(Template)]
#[template(path = "emails/decision_due/body.txt", escape = "none")]
struct DecisionDueText<'a> {
    m: &'a DecisionDue,
    tr: Tr,
}

#[derive(Template)]
#[template(path = "emails/decision_due/body.html")]
struct DecisionDueHtml<'a> {
    m: &'a DecisionDue,
    tr: Tr,
}

#[derive(Template)]
#[template(path = "emails/league/subject.txt", escape = "none")]
struct LeagueNewsSubject<'a> {
    m: &'a LeagueNews,
}

#[derive(Template)]
#[template(path = "emails/league/body.txt", escape = "none")]
struct LeagueNewsText<'a> {
    m: &'a LeagueNews,
    tr: Tr,
}

#[derive(Template)]
#[template(path = "emails/league/body.html")]
struct LeagueNewsHtml<'a> {
    m: &'a LeagueNews,
    tr: Tr,
}

#[derive(Template)]
#[template(path = "emails/game_over/subject.txt", escape = "none")]
struct GameOverSubject<'a> {
    m: &'a GameOver,
    tr: Tr,
}

#[derive(Template)]
#[template(path = "emails/game_over/body.txt", escape = "none")]
struct GameOverText<'a> {
    m: &'a GameOver,
    tr: Tr,
}

#[derive(Template)]
#[template(path = "emails/game_over/body.html")]
struct GameOverHtml<'a> {
    m: &'a GameOver,
    tr: Tr,
}

#[derive(Template)]
#[template(path = "emails/notice/subject.txt", escape = "none")]
struct NoticeSubject<'a> {
    m: &'a Notice,
}

#[derive(Template)]
#[template(path = "emails/notice/body.txt", escape = "none")]
struct NoticeText<'a> {
    m: &'a Notice,
    tr: Tr,
}

#[derive(Template)]
#[template(path = "emails/notice/body.html")]
struct NoticeHtml<'a> {
    m: &'a Notice,
    tr: Tr,
}

#[derive(Template)]
#[template(path = "emails/digest/subject.txt", escape = "none")]
struct DigestSubject<'a> {
    m: &'a Digest,
    tr: Tr,
}

#[derive(Template)]
#[template(path = "emails/digest/body.txt", escape = "none")]
struct DigestText<'a> {
    m: &'a Digest,
    tr: Tr,
}

#[derive(Template)]
#[template(path = "emails/digest/body.html")]
struct DigestHtml<'a> {
    m: &'a Digest,
    tr: Tr,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tidy_text_keeps_one_blank_line_and_the_signature_separator() {
        let s = "\n\nHello,\n\n\n  \nBody\n\n-- \nFooter\n\n";
        assert_eq!(tidy_text(s), "Hello,\n\nBody\n\n-- \nFooter\n");
    }

    #[test]
    fn one_line_joins_lines() {
        assert_eq!(one_line(" A\nB \r\n"), "A B");
    }
}
