//! The things a reply may name, as the email lists them, and how a name is matched: by its
//! number in the list, its label, or another name it goes by ("Bob's Farm" for the label
//! "Farm (Romans)"), whole or by a unique start. Things with the same label are the same to a
//! player: naming that label takes the first of them, so lists put the better one first.

use crate::commands::{Choice, Lexicon, counted, plain};
use crate::settlers::state::State;
use crate::{Phrase, Seat, Word};

/// One thing a command takes: its label in the email, the detail beside it, the other names a
/// reply may give it, and what it stands for.
#[derive(Debug, Clone)]
pub struct Named<T> {
    pub label: String,
    pub detail: String,
    pub aliases: Vec<String>,
    pub value: T,
}

impl<T> Named<T> {
    pub fn new(label: impl Into<String>, detail: impl Into<String>, value: T) -> Named<T> {
        Named {
            label: label.into(),
            detail: detail.into(),
            aliases: Vec::new(),
            value,
        }
    }

    /// A thing by its word: labelled as the reader's language shows it, also named as English
    /// does.
    pub fn word(word: &Word, detail: impl Into<String>, value: T, lex: &Lexicon) -> Named<T> {
        let named = Named::new(lex.word(word), detail, value);
        let english = word.read("en");
        named.also(english)
    }

    /// The same, also known by `alias`.
    pub fn also(mut self, alias: impl Into<String>) -> Named<T> {
        let alias = alias.into();
        if alias != self.label && !self.aliases.contains(&alias) {
            self.aliases.push(alias);
        }
        self
    }

    /// An opponent's thing: labelled "Farm (Romans)"; also named "Bob's Farm", "the Romans'
    /// Farm", "Farm of Bob" or just "Farm" (which is ambiguous when two opponents have one), in
    /// English and in the reader's language.
    pub fn owned(
        thing: &Word,
        owner: Seat,
        state: &State,
        names: &[String],
        detail: impl Into<String>,
        value: T,
        lex: &Lexicon,
    ) -> Named<T> {
        let faction = state.players[owner].faction;
        let label = lex.say(
            &Phrase::new("settlers-command-owned")
                .with("thing", thing.clone())
                .with("owner", faction.word()),
        );
        let mut named = Named::new(label, detail, value);
        let things = [lex.word(thing), thing.read("en")];
        let mut owners = vec![
            lex.word(&faction.word()),
            faction.name().to_string(),
            faction.adjective().to_string(),
        ];
        if let Some(name) = names.get(owner).filter(|n| !plain(n).is_empty()) {
            owners.insert(0, name.clone());
        }
        for thing in &things {
            named = named.also(thing.as_str());
            for o in &owners {
                for alias in [
                    format!("{o}'s {thing}"),
                    format!("{o} {thing}"),
                    format!("the {o}'s {thing}"),
                    format!("the {o} {thing}"),
                    format!("{thing} of {o}"),
                    format!("{thing} from {o}"),
                    format!("{thing} {o}"),
                    lex.say(
                        &Phrase::new("settlers-command-owned-of")
                            .with("thing", thing.as_str())
                            .with("owner", o.as_str()),
                    ),
                ] {
                    named = named.also(alias);
                }
            }
        }
        named
    }

    fn names(&self) -> impl Iterator<Item = String> + '_ {
        std::iter::once(plain(&self.label)).chain(self.aliases.iter().map(|a| plain(a)))
    }
}

/// The choices the email lists, in order.
pub fn choices<T>(options: &[Named<T>]) -> Vec<Choice> {
    options
        .iter()
        .map(|o| Choice::new(o.label.clone(), o.detail.clone()))
        .collect()
}

fn numbered<T>(options: &[Named<T>], lex: &Lexicon) -> String {
    let labels: Vec<&str> = options.iter().map(|o| o.label.as_str()).collect();
    lex.numbered(&labels)
}

/// Which of `options` `wanted` names: its number from 1, its label, any of its other names
/// whole, or the start of the names of one thing. `what` is the message that names the kind of
/// thing ("card", "Location") for the reason given when nothing or several things match.
pub fn find<'a, T>(
    wanted: &str,
    options: &'a [Named<T>],
    what: &str,
    lex: &Lexicon,
) -> Result<&'a Named<T>, String> {
    let w = plain(wanted);
    let said = |id: &str| Phrase::new(id).with("what", Phrase::new(what));
    if w.is_empty() {
        return Err(lex.say(&said("settlers-find-missing")));
    }
    if options.is_empty() {
        return Err(lex.say(&said("settlers-find-nothing")));
    }
    if let Ok(n) = w.parse::<usize>() {
        return match n {
            1.. if n <= options.len() => Ok(&options[n - 1]),
            _ => Err(lex.say(
                &said("settlers-find-no-number")
                    .with("n", n)
                    .with("choices", numbered(options, lex)),
            )),
        };
    }
    // Every name of every thing, as compared: the label first.
    let plains: Vec<Vec<String>> = options.iter().map(|o| o.names().collect()).collect();
    let matching = |test: &dyn Fn(&[String]) -> bool| -> Vec<&'a Named<T>> {
        (0..options.len())
            .filter(|&i| test(&plains[i]))
            .map(|i| &options[i])
            .collect()
    };
    // A label as the email lists it names that thing, before another's other names.
    if let Some(found) = one_thing(wanted, &matching(&|names| names[0] == w), lex)? {
        return Ok(found);
    }
    if let Some(found) = one_thing(wanted, &matching(&|names| names.contains(&w)), lex)? {
        return Ok(found);
    }
    let starting = matching(&|names| names.iter().any(|n| n.starts_with(&w)));
    match one_thing(wanted, &starting, lex)? {
        Some(found) => Ok(found),
        None => Err(lex.say(
            &said("settlers-find-unknown")
                .with("wanted", wanted.trim())
                .with("choices", numbered(options, lex)),
        )),
    }
}

/// Each thing a list names ("Farm, Dojo and 3", "2 Castle"): numbers and names refer to the
/// whole list, and a label named again takes its next copy.
pub fn find_several<T: Clone>(
    text: &str,
    options: &[Named<T>],
    what: &str,
    lex: &Lexicon,
) -> Result<Vec<T>, String> {
    let mut taken: Vec<usize> = Vec::new();
    for item in lex.items(text) {
        let (n, name) = counted(item);
        for _ in 0..n {
            let found = find(name, options, what, lex)?;
            let label = plain(&found.label);
            let next = (0..options.len())
                .find(|&i| !taken.contains(&i) && std::ptr::eq(&options[i], found))
                .or_else(|| {
                    (0..options.len())
                        .find(|&i| !taken.contains(&i) && plain(&options[i].label) == label)
                })
                .ok_or_else(|| {
                    lex.say(&Phrase::new("settlers-find-too-often").with("wanted", name.trim()))
                })?;
            taken.push(next);
        }
    }
    Ok(taken
        .into_iter()
        .map(|i| options[i].value.clone())
        .collect())
}

/// The first of `matched` when they all bear one label; an error when they bear several.
fn one_thing<'a, T>(
    wanted: &str,
    matched: &[&'a Named<T>],
    lex: &Lexicon,
) -> Result<Option<&'a Named<T>>, String> {
    let mut distinct: Vec<String> = Vec::new();
    for m in matched {
        if !distinct.iter().any(|d| plain(d) == plain(&m.label)) {
            distinct.push(m.label.clone());
        }
    }
    match distinct.len() {
        0 => Ok(None),
        1 => Ok(Some(matched[0])),
        _ => Err(lex.say(
            &Phrase::new("games-find-ambiguous")
                .with("wanted", wanted.trim())
                .with("names", lex.or_list(&distinct)),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settlers::testing::table;

    fn options(labels: &[&str]) -> Vec<Named<usize>> {
        labels
            .iter()
            .enumerate()
            .map(|(i, l)| Named::new(*l, "", i))
            .collect()
    }

    #[test]
    fn a_thing_is_named_by_number_label_or_unique_start() {
        let en = Lexicon::english();
        let all = options(&["Quarry", "Castle", "Casino", "Castle"]);
        assert_eq!(find("2", &all, "settlers-what-card", &en).unwrap().value, 1);
        assert_eq!(find("4", &all, "settlers-what-card", &en).unwrap().value, 3);
        assert_eq!(
            find("quarry", &all, "settlers-what-card", &en)
                .unwrap()
                .value,
            0
        );
        assert_eq!(
            find("CASI", &all, "settlers-what-card", &en).unwrap().value,
            2
        );
        // Two copies of Castle are one name: the first is taken.
        assert_eq!(
            find("castle", &all, "settlers-what-card", &en)
                .unwrap()
                .value,
            1
        );
        assert_eq!(
            find("castl", &all, "settlers-what-card", &en)
                .unwrap()
                .value,
            1
        );
        let both = find("cas", &all, "settlers-what-card", &en).unwrap_err();
        assert!(both.contains("could be Castle or Casino"), "{both}");
        let none = find("Farm", &all, "settlers-what-card", &en).unwrap_err();
        assert!(none.contains("1 Quarry, 2 Castle"), "{none}");
        assert!(
            find("5", &all, "settlers-what-card", &en)
                .unwrap_err()
                .contains("no card number 5")
        );
        assert_eq!(
            find(" ", &all, "settlers-what-card", &en).unwrap_err(),
            "Name the card."
        );
        assert!(find("x", &options(&[]), "settlers-what-card", &en).is_err());
    }

    #[test]
    fn an_opponents_thing_goes_by_its_owners_name_or_faction() {
        let en = Lexicon::english();
        let state = table();
        let names: Vec<String> = ["Ann", "Bob", "Cyd"].map(String::from).to_vec();
        let all = vec![
            Named::owned(&"Farm".into(), 1, &state, &names, "", 1, &en),
            Named::owned(&"Farm".into(), 2, &state, &names, "", 2, &en),
            Named::owned(&"Quarry".into(), 2, &state, &names, "", 3, &en),
        ];
        assert_eq!(all[0].label, "Farm (Japanese)");
        assert_eq!(
            find("Bob's Farm", &all, "settlers-what-location", &en)
                .unwrap()
                .value,
            1
        );
        assert_eq!(
            find("bobs farm", &all, "settlers-what-location", &en)
                .unwrap()
                .value,
            1
        );
        assert_eq!(
            find("Cyd’s Farm", &all, "settlers-what-location", &en)
                .unwrap()
                .value,
            2
        );
        assert_eq!(
            find("the Egyptians' Farm", &all, "settlers-what-location", &en)
                .unwrap()
                .value,
            2
        );
        assert_eq!(
            find("Farm (Egyptians)", &all, "settlers-what-location", &en)
                .unwrap()
                .value,
            2
        );
        assert_eq!(
            find("Farm of Bob", &all, "settlers-what-location", &en)
                .unwrap()
                .value,
            1
        );
        assert_eq!(
            find("quarry", &all, "settlers-what-location", &en)
                .unwrap()
                .value,
            3
        );
        let both = find("Farm", &all, "settlers-what-location", &en).unwrap_err();
        assert!(
            both.contains("could be Farm (Japanese) or Farm (Egyptians)"),
            "{both}"
        );
    }
}
