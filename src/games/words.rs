//! How counts, lists and days read, the same on every page and in every email: "1 game",
//! "3 games", "3, 4 and 5", "Wed 23 Dec 2026".

use chrono::NaiveDate;

/// `n` and `noun`, in the plural unless `n` is 1 or -1. Every noun we count takes an "s".
/// Any integer will do, or a reference to one, as templates pass them.
pub fn count(n: impl std::fmt::Display, noun: &str) -> String {
    let n = n.to_string();
    if n == "1" || n == "-1" {
        format!("{n} {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// A reason the service gives ("the last day comes before the first") as a sentence for a
/// page: capital first letter, full stop (unless it ends a sentence already).
pub fn sentence(reason: &str) -> String {
    sentence_in(reason, "en")
}

/// `sentence` in the language tagged `lang`, ended by that language's full stop (Japanese 「。」,
/// as its catalogue's `games-full-stop` says); a reason that ends in Japanese script takes 「。」
/// whatever the reader's language.
pub fn sentence_in(reason: &str, lang: &str) -> String {
    let reason = reason.trim();
    let mut chars = reason.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let stop = if reason.ends_with(['.', '!', '?', '。', '！', '？']) {
        ""
    } else if reason.chars().next_back().is_some_and(japanese) {
        "。"
    } else {
        &crate::Phrase::new("games-full-stop").read(lang)
    };
    format!("{}{}{stop}", first.to_uppercase(), chars.as_str())
}

/// Kana, kanji, and the full-width signs Japanese is written with.
fn japanese(c: char) -> bool {
    matches!(c,
        '\u{3000}'..='\u{30FF}' // punctuation, hiragana, katakana
        | '\u{4E00}'..='\u{9FFF}' // kanji
        | '\u{FF00}'..='\u{FFEF}' // full-width forms
    )
}

/// The first control character in `text` that is not a line break or a tab.
pub fn control_character(text: &str) -> Option<char> {
    text.chars()
        .find(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
}

/// `text` cut to at most `max` characters, with "…" where it was cut.
pub fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let cut: String = text.chars().take(max.saturating_sub(1)).collect();
    format!("{}…", cut.trim_end())
}

/// "a", "a and b", "a, b and c".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// A day: "Wed 23 Dec 2026".
pub fn day(day: NaiveDate) -> String {
    day.format("%a %-d %b %Y").to_string()
}

/// Days from `first` to `last`, both played: "Tue 1 Dec 2026 to Wed 23 Dec 2026".
pub fn days(first: NaiveDate, last: NaiveDate) -> String {
    format!("{} to {}", day(first), day(last))
}

#[cfg(test)]
mod tests {
    use super::{count, days};
    use chrono::NaiveDate;

    #[test]
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(count(1, "game"), "1 game");
        assert_eq!(count(0, "game"), "0 games");
        assert_eq!(count(3usize, "day"), "3 days");
        assert_eq!(count(-1, "point"), "-1 point");
    }

    #[test]
    fn a_reason_becomes_a_sentence_in_its_own_script() {
        use super::sentence;
        assert_eq!(sentence("the game is over"), "The game is over.");
        assert_eq!(sentence("hra už skončila"), "Hra už skončila.");
        assert_eq!(sentence("Done."), "Done.");
        assert_eq!(
            sentence("ゲームは終了しています"),
            "ゲームは終了しています。"
        );
        assert_eq!(
            sentence("Quarryは手札にありません"),
            "Quarryは手札にありません。"
        );
        assert_eq!(sentence("席0：（確認済み）"), "席0：（確認済み）。");
        assert_eq!(sentence("終了しました。"), "終了しました。");
        assert_eq!(sentence(""), "");
    }

    #[test]
    fn a_day_has_its_weekday_and_no_padding() {
        let first = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
        let last = NaiveDate::from_ymd_opt(2026, 12, 23).unwrap();
        assert_eq!(days(first, last), "Tue 1 Dec 2026 to Wed 23 Dec 2026");
    }
}
