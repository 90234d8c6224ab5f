//! The things a reply may name, as the email lists them, and how a name is matched: by its
//! number in the list, its label, or another name it goes by ("Bob's Farm" for the label
//! "Farm (Romans)"), whole or by a unique start. Things with the same label are the same to a
//! player: naming that label takes the first of them, so lists put the better one first.

use crate::Seat;
use crate::commands::{Choice, counted, items, numbered, plain};
use crate::settlers::state::State;

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

    /// The same, also known by `alias`.
    pub fn also(mut self, alias: impl Into<String>) -> Named<T> {
        self.aliases.push(alias.into());
        self
    }

    /// An opponent's thing: labelled "Farm (Romans)"; also named "Bob's Farm", "the Romans'
    /// Farm", "Farm of Bob" or just "Farm" (which is ambiguous when two opponents have one).
    pub fn owned(
        thing: &str,
        owner: Seat,
        state: &State,
        names: &[String],
        detail: impl Into<String>,
        value: T,
    ) -> Named<T> {
        let faction = state.players[owner].faction;
        let mut named = Named::new(format!("{thing} ({})", faction.name()), detail, value);
        named.aliases.push(thing.to_string());
        let mut owners = vec![faction.name().to_string(), faction.adjective().to_string()];
        if let Some(name) = names.get(owner).filter(|n| !plain(n).is_empty()) {
            owners.insert(0, name.clone());
        }
        for o in owners {
            named.aliases.extend([
                format!("{o}'s {thing}"),
                format!("{o} {thing}"),
                format!("the {o}'s {thing}"),
                format!("the {o} {thing}"),
                format!("{thing} of {o}"),
                format!("{thing} from {o}"),
            ]);
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

fn labels<T>(options: &[Named<T>]) -> Vec<String> {
    options.iter().map(|o| o.label.clone()).collect()
}

/// Which of `options` `wanted` names: its number from 1, its label, any of its other names
/// whole, or the start of the names of one thing. `what` names the kind of thing ("card", "Location") for the
/// reason given when nothing or several things match.
pub fn find<'a, T>(
    wanted: &str,
    options: &'a [Named<T>],
    what: &str,
) -> Result<&'a Named<T>, String> {
    let w = plain(wanted);
    if w.is_empty() {
        return Err(format!("Name the {what}."));
    }
    if options.is_empty() {
        return Err(format!("There is no {what} you can name now."));
    }
    if let Ok(n) = w.parse::<usize>() {
        return match n {
            1.. if n <= options.len() => Ok(&options[n - 1]),
            _ => Err(format!(
                "There is no {what} number {n}: {}.",
                numbered(&labels(options))
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
    if let Some(found) = one_thing(wanted, &matching(&|names| names[0] == w))? {
        return Ok(found);
    }
    if let Some(found) = one_thing(wanted, &matching(&|names| names.contains(&w)))? {
        return Ok(found);
    }
    let starting = matching(&|names| names.iter().any(|n| n.starts_with(&w)));
    match one_thing(wanted, &starting)? {
        Some(found) => Ok(found),
        None => Err(format!(
            "No {what} is called \"{}\": {}.",
            wanted.trim(),
            numbered(&labels(options))
        )),
    }
}

/// Each thing a list names ("Farm, Dojo and 3", "2 Castle"): numbers and names refer to the
/// whole list, and a label named again takes its next copy.
pub fn find_several<T: Clone>(
    text: &str,
    options: &[Named<T>],
    what: &str,
) -> Result<Vec<T>, String> {
    let mut taken: Vec<usize> = Vec::new();
    for item in items(text) {
        let (n, name) = counted(item);
        for _ in 0..n {
            let found = find(name, options, what)?;
            let label = plain(&found.label);
            let next = (0..options.len())
                .find(|&i| !taken.contains(&i) && std::ptr::eq(&options[i], found))
                .or_else(|| {
                    (0..options.len())
                        .find(|&i| !taken.contains(&i) && plain(&options[i].label) == label)
                })
                .ok_or_else(|| {
                    format!("\"{}\" is named more often than there are.", name.trim())
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
) -> Result<Option<&'a Named<T>>, String> {
    let mut distinct: Vec<&str> = Vec::new();
    for m in matched {
        if !distinct.iter().any(|d| plain(d) == plain(&m.label)) {
            distinct.push(&m.label);
        }
    }
    match distinct.len() {
        0 => Ok(None),
        1 => Ok(Some(matched[0])),
        _ => Err(format!(
            "\"{}\" could be {}: write more of the name, or its number.",
            wanted.trim(),
            or_list(&distinct)
        )),
    }
}

fn or_list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
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
        let all = options(&["Quarry", "Castle", "Casino", "Castle"]);
        assert_eq!(find("2", &all, "card").unwrap().value, 1);
        assert_eq!(find("4", &all, "card").unwrap().value, 3);
        assert_eq!(find("quarry", &all, "card").unwrap().value, 0);
        assert_eq!(find("CASI", &all, "card").unwrap().value, 2);
        // Two copies of Castle are one name: the first is taken.
        assert_eq!(find("castle", &all, "card").unwrap().value, 1);
        assert_eq!(find("castl", &all, "card").unwrap().value, 1);
        let both = find("cas", &all, "card").unwrap_err();
        assert!(both.contains("could be Castle or Casino"), "{both}");
        let none = find("Farm", &all, "card").unwrap_err();
        assert!(none.contains("1 Quarry, 2 Castle"), "{none}");
        assert!(
            find("5", &all, "card")
                .unwrap_err()
                .contains("no card number 5")
        );
        assert_eq!(find(" ", &all, "card").unwrap_err(), "Name the card.");
        assert!(find("x", &options(&[]), "card").is_err());
    }

    #[test]
    fn an_opponents_thing_goes_by_its_owners_name_or_faction() {
        let state = table();
        let names: Vec<String> = ["Ann", "Bob", "Cyd"].map(String::from).to_vec();
        let all = vec![
            Named::owned("Farm", 1, &state, &names, "", 1),
            Named::owned("Farm", 2, &state, &names, "", 2),
            Named::owned("Quarry", 2, &state, &names, "", 3),
        ];
        assert_eq!(all[0].label, "Farm (Japanese)");
        assert_eq!(find("Bob's Farm", &all, "Location").unwrap().value, 1);
        assert_eq!(find("bobs farm", &all, "Location").unwrap().value, 1);
        assert_eq!(find("Cyd’s Farm", &all, "Location").unwrap().value, 2);
        assert_eq!(
            find("the Egyptians' Farm", &all, "Location").unwrap().value,
            2
        );
        assert_eq!(find("Farm (Egyptians)", &all, "Location").unwrap().value, 2);
        assert_eq!(find("Farm of Bob", &all, "Location").unwrap().value, 1);
        assert_eq!(find("quarry", &all, "Location").unwrap().value, 3);
        let both = find("Farm", &all, "Location").unwrap_err();
        assert!(
            both.contains("could be Farm (Japanese) or Farm (Egyptians)"),
            "{both}"
        );
    }
}
