//! The words a reply is read with, in its writer's language and in English: a Spanish player
//! may write "elegir 3" or "pick 3", a Czech one "vybrat" or "pick". Each word of a game's
//! commands is a message of its catalogue (`Term`), so that a language's words are data of its
//! messages; names are matched as the writer's language shows them and as English does.

use super::plain;
use crate::{LANGUAGES, Phrase, Word};

/// A word of the commands: its English spelling, which the code matches on, and the message
/// that spells it in each language (with `.also` for other spellings).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Term {
    pub word: &'static str,
    pub id: &'static str,
}

impl Term {
    pub const fn new(word: &'static str, id: &'static str) -> Term {
        Term { word, id }
    }
}

/// "ok": whatever the email says it decides.
pub const OK: Term = Term::new("ok", "games-word-ok");
/// What joins the last two items of a list: "Zeppelin and Zoo".
pub const AND: Term = Term::new("and", "games-word-and");

/// The words of one language and English's, to read a reply and write its answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lexicon {
    lang: &'static str,
}

impl Lexicon {
    /// The words of `lang`; English for a language the catalogue lacks.
    pub fn new(lang: &str) -> Lexicon {
        Lexicon {
            lang: LANGUAGES
                .iter()
                .copied()
                .find(|l| *l == lang)
                .unwrap_or("en"),
        }
    }

    pub fn english() -> Lexicon {
        Lexicon::new("en")
    }

    pub fn lang(&self) -> &'static str {
        self.lang
    }

    /// `phrase` in the reader's language.
    pub fn say(&self, phrase: &Phrase) -> String {
        phrase.read(self.lang)
    }

    /// `word` in the reader's language.
    pub fn word(&self, word: &Word) -> String {
        word.read(self.lang)
    }

    /// `items` as a list in the reader's language: "Ana, Bob y Cy".
    pub fn list(&self, items: &[String]) -> String {
        Word::list(items.iter().map(String::as_str)).read(self.lang)
    }

    /// `items` as a choice in the reader's language: "Ana, Bob o Cy".
    pub fn or_list(&self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => self.say(
                &Phrase::new("list-or")
                    .with("rest", rest.join(&self.comma()))
                    .with("last", last.as_str()),
            ),
        }
    }

    /// What separates the items of a list: ", ", "、".
    fn comma(&self) -> String {
        self.say(&Phrase::new("list-comma"))
    }

    /// Every way `term` may be written, plain (as `plain` makes text): English's and the
    /// reader's language's, longest first so that a longer one wins.
    pub fn spellings(&self, term: Term) -> Vec<String> {
        let mut out = vec![plain(term.word)];
        let message = Phrase::new(term.id);
        for lang in ["en", self.lang] {
            let own = message.read(lang);
            // A message the catalogue lacks reads as its id: no spelling.
            let own = if own == term.id { String::new() } else { own };
            let also = message.attribute(lang, "also").unwrap_or_default();
            for spelling in std::iter::once(own.as_str()).chain(also.split(',')) {
                let spelling = plain(spelling);
                if !spelling.is_empty() && !out.contains(&spelling) {
                    out.push(spelling);
                }
            }
        }
        out.sort_by_key(|s| std::cmp::Reverse(s.chars().count()));
        out
    }

    /// Whether `text` says `term` and nothing else.
    pub fn is(&self, text: &str, term: Term) -> bool {
        self.spellings(term).contains(&plain(text))
    }

    /// The first of `terms` that `line` starts with, and the rest of the line after it (a
    /// colon dropped): "Elegir: Zeppelin." → (pick, "Zeppelin."). A word must end where the
    /// line's word does, but for one in a script written without spaces ("選ぶ3").
    pub fn verb<'a>(&self, line: &'a str, terms: &[Term]) -> Option<(Term, &'a str)> {
        let line = line.trim_start();
        let mut best: Option<(Term, usize)> = None;
        for &term in terms {
            for spelling in self.spellings(term) {
                if let Some(end) = starts_with(line, &spelling)
                    && best.is_none_or(|(_, longest)| end > longest)
                {
                    best = Some((term, end));
                }
            }
        }
        let (term, end) = best?;
        let rest =
            line[end..].trim_start_matches(|c: char| c == ':' || c == '：' || c.is_whitespace());
        Some((term, rest))
    }

    /// Whether `line` starts with one of `terms`.
    pub fn starts_with_any(&self, line: &str, terms: &[Term]) -> bool {
        self.verb(line, terms).is_some()
    }

    /// `text` split at the first run of words that says `term`, standing alone: ("Quarry",
    /// "Ruins") for "Quarry on Ruins"; a spelling may be several words ("dos veces").
    pub fn split_word<'a>(&self, text: &'a str, term: Term) -> Option<(&'a str, &'a str)> {
        let spellings = self.spellings(term);
        let spans: Vec<(usize, usize)> = words(text).collect();
        for i in 0..spans.len() {
            for j in i..spans.len().min(i + 4) {
                let (from, to) = (spans[i].0, spans[j].1);
                if spellings.contains(&plain(&text[from..to])) {
                    return Some((text[..from].trim(), text[to..].trim()));
                }
            }
        }
        None
    }

    /// The items of a list as a player writes one: "Zeppelin, Zoo and 3" → ["Zeppelin", "Zoo",
    /// "3"], with the reader's "and" too ("Zeppelin y Zoo"). Empty items are dropped.
    pub fn items<'a>(&self, text: &'a str) -> Vec<&'a str> {
        let mut out = Vec::new();
        for part in text.split([',', '+', '&', '/', '、', '，', '・']) {
            let mut rest = part;
            while let Some((before, after)) = self.split_word(rest, AND) {
                out.push(before);
                rest = after;
            }
            out.push(rest.trim());
        }
        out.retain(|s| !s.is_empty());
        out
    }

    /// How each of `words` may be named: as the reader's language shows it, then as English
    /// does. The first is the one the answer shows.
    pub fn names(&self, words: &[Word]) -> Vec<Vec<String>> {
        words
            .iter()
            .map(|w| {
                let mut names = vec![self.word(w)];
                let english = w.read("en");
                if !names.contains(&english) {
                    names.push(english);
                }
                names
            })
            .collect()
    }

    /// Which of `names` `wanted` names: its number from 1, one of its names whole, or the start
    /// of exactly one ("casino c" for "Casino City"). Each of `names` is how one choice may be
    /// written, the shown one first. Why not, in the reader's words.
    pub fn find(&self, wanted: &str, names: &[Vec<String>]) -> Result<usize, String> {
        let shown: Vec<&str> = names
            .iter()
            .map(|n| n.first().map_or("", String::as_str))
            .collect();
        let plain_wanted = plain(wanted);
        if plain_wanted.is_empty() {
            return Err(self.say(&Phrase::new("games-find-missing")));
        }
        if let Ok(n) = plain_wanted.parse::<usize>() {
            return match n {
                1.. if n <= names.len() => Ok(n - 1),
                _ => Err(self.say(
                    &Phrase::new("games-find-no-number")
                        .with("n", n)
                        .with("choices", self.numbered(&shown)),
                )),
            };
        }
        let plains: Vec<Vec<String>> = names
            .iter()
            .map(|n| n.iter().map(|n| plain(n)).collect())
            .collect();
        if let Some(i) = plains.iter().position(|p| p.contains(&plain_wanted)) {
            return Ok(i);
        }
        let starting: Vec<usize> = (0..names.len())
            .filter(|&i| plains[i].iter().any(|p| p.starts_with(&plain_wanted)))
            .collect();
        // Copies of one card (a hand may hold two) are one name: any of them will do.
        let one_name = starting
            .windows(2)
            .all(|w| plains[w[0]].first() == plains[w[1]].first());
        match starting[..] {
            [first, ..] if one_name => Ok(first),
            [] => Err(self.say(
                &Phrase::new("games-find-unknown")
                    .with("wanted", wanted.trim())
                    .with("choices", self.numbered(&shown)),
            )),
            _ => {
                let mut each: Vec<String> = Vec::new();
                for &i in &starting {
                    if !each.iter().any(|e| e == shown[i]) {
                        each.push(shown[i].to_owned());
                    }
                }
                Err(self.say(
                    &Phrase::new("games-find-ambiguous")
                        .with("wanted", wanted.trim())
                        .with("names", self.or_list(&each)),
                ))
            }
        }
    }

    /// The names with their numbers, as the email lists them: "1 Zeppelin, 2 Zoo".
    pub fn numbered(&self, names: &[&str]) -> String {
        let comma = self.comma();
        names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                self.say(
                    &Phrase::new("games-numbered")
                        .with("n", i + 1)
                        .with("name", *name),
                )
            })
            .collect::<Vec<_>>()
            .join(&comma)
    }
}

/// Where in `line` a word spelt `spelling` (plain) ends, if the line starts with it.
fn starts_with(line: &str, spelling: &str) -> Option<usize> {
    let unspaced = spelling.chars().last().is_some_and(written_without_spaces);
    for (end, c) in line
        .char_indices()
        .skip(1)
        .map(|(i, c)| (i, Some(c)))
        .chain([(line.len(), None)])
    {
        let head = plain(&line[..end]);
        if head == spelling {
            let ends_here = match c {
                None => true,
                Some(c) => unspaced || !c.is_alphanumeric(),
            };
            return ends_here.then_some(end);
        }
        if head.len() > spelling.len() + 8 {
            return None;
        }
    }
    None
}

/// A character of a script written without spaces between words: Japanese, Chinese.
pub fn written_without_spaces(c: char) -> bool {
    matches!(c, '\u{3040}'..='\u{30ff}' | '\u{3400}'..='\u{9fff}' | '\u{f900}'..='\u{faff}')
}

/// The words of `text`, as (start, end) byte offsets: runs of letters and digits.
fn words(text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut at = 0;
    std::iter::from_fn(move || {
        let rest = &text[at..];
        let start = at + rest.find(|c: char| c.is_alphanumeric() || c == '\'' || c == '’')?;
        let end = text[start..]
            .find(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '’'))
            .map_or(text.len(), |e| start + e);
        at = end;
        Some((start, end))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    // Words with no message of their own: English alone spells them.
    const PICK: Term = Term::new("pick", "unspelt-pick");
    const ON: Term = Term::new("on", "unspelt-on");

    fn names(all: &[&str]) -> Vec<Vec<String>> {
        all.iter().map(|s| vec![s.to_string()]).collect()
    }

    #[test]
    fn a_verb_is_read_in_english_or_the_readers_language_with_its_colon_dropped() {
        let en = Lexicon::english();
        assert_eq!(
            en.verb("Pick: Casino City.", &[PICK]),
            Some((PICK, "Casino City."))
        );
        assert_eq!(en.verb("picky", &[PICK]), None);
        assert_eq!(en.verb("👍", &[PICK]), None);
        assert!(en.is("OK.", OK) && en.is("Okay!", OK));
        assert!(!en.is("vale", OK));
        let es = Lexicon::new("es");
        assert!(es.is("Vale", OK) && es.is("ok", OK) && es.is("De acuerdo.", OK));
        let ja = Lexicon::new("ja");
        assert!(ja.is("了解。", OK) && ja.is("OK", OK));
    }

    #[test]
    fn a_word_of_a_script_without_spaces_may_run_into_what_follows() {
        assert_eq!(starts_with("選ぶ3", "選ふ"), Some("選ぶ".len()));
        assert_eq!(starts_with("pick3", "pick"), None);
        assert_eq!(starts_with("pick 3", "pick"), Some(4));
        assert_eq!(starts_with("Pick:", "pick"), Some(4));
    }

    #[test]
    fn lists_split_on_commas_and_the_readers_and() {
        let en = Lexicon::english();
        assert_eq!(
            en.items("Zeppelin, Zoo and 3"),
            vec!["Zeppelin", "Zoo", "3"]
        );
        assert_eq!(
            en.items("Grand Band"),
            vec!["Grand Band"],
            "and inside a word stays"
        );
        assert!(en.items(" , ").is_empty());
        let es = Lexicon::new("es");
        assert_eq!(es.items("Zepelín y Zoo"), vec!["Zepelín", "Zoo"]);
        assert_eq!(es.items("Zepelín and Zoo"), vec!["Zepelín", "Zoo"]);
        let cs = Lexicon::new("cs");
        assert_eq!(cs.items("Prales a Důl"), vec!["Prales", "Důl"]);
        let ja = Lexicon::new("ja");
        assert_eq!(
            ja.items("ツェッペリン、動物園"),
            vec!["ツェッペリン", "動物園"]
        );
    }

    #[test]
    fn a_keyword_splits_only_where_it_stands_alone() {
        let en = Lexicon::english();
        assert_eq!(
            en.split_word("Quarry on Ruins", ON),
            Some(("Quarry", "Ruins"))
        );
        assert_eq!(en.split_word("Mongolian Horde", ON), None);
        assert_eq!(en.split_word("Lighthouse", ON), None);
        assert_eq!(
            Lexicon::new("es").split_word("Granja de acuerdo, Mina", OK),
            Some(("Granja", ", Mina")),
            "a spelling of several words"
        );
    }

    #[test]
    fn a_name_is_found_by_number_whole_name_or_unique_start_in_either_language() {
        let en = Lexicon::english();
        let all = names(&["Zeppelin", "Zoo", "Casino City", "Casino"]);
        assert_eq!(en.find("2", &all), Ok(1));
        assert_eq!(en.find("zoo", &all), Ok(1));
        assert_eq!(en.find("ZEPP", &all), Ok(0));
        assert_eq!(en.find("casino city.", &all), Ok(2));
        assert_eq!(
            en.find("Casino", &all),
            Ok(3),
            "a whole name wins over a start"
        );
        assert_eq!(en.find("casino c", &all), Ok(2));
        let both = en.find("z", &all).unwrap_err();
        assert!(both.contains("could be Zeppelin or Zoo"), "{both}");
        let five = en.find("5", &all).unwrap_err();
        assert!(
            five.contains("no number 5") && five.contains("1 Zeppelin, 2 Zoo"),
            "{five}"
        );
        assert!(en.find("0", &all).is_err());
        assert!(en.find(" ", &all).is_err());
        let es = Lexicon::new("es");
        let spelt = vec![
            vec![
                "Centro Financiero".to_string(),
                "Financial Center".to_string(),
            ],
            vec!["Zepelín".to_string(), "Zeppelin".to_string()],
        ];
        assert_eq!(es.find("zepelin", &spelt), Ok(1), "without its accent");
        assert_eq!(es.find("financial", &spelt), Ok(0), "by its English name");
        let unknown = es.find("Castillo", &spelt).unwrap_err();
        assert!(
            unknown.contains("1 Centro Financiero, 2 Zepelín"),
            "{unknown}"
        );
        assert!(unknown.contains("no está entre"), "{unknown}");
        let ambiguous = Lexicon::new("cs")
            .find("z", &names(&["Zeppelin", "Zoo"]))
            .unwrap_err();
        assert!(ambiguous.contains("Zeppelin nebo Zoo"), "{ambiguous}");
    }

    #[test]
    fn copies_of_one_card_are_one_name() {
        let en = Lexicon::english();
        let hand = names(&[
            "Zeppelin",
            "Research Center",
            "Recycling Plant",
            "Research Center",
        ]);
        assert_eq!(en.find("resea", &hand), Ok(1));
        let two = en.find("re", &hand).unwrap_err();
        assert!(
            two.contains("could be Research Center or Recycling Plant:"),
            "{two}"
        );
    }
}
