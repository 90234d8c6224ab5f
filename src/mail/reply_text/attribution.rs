//! The line with which a mail program introduces the email it quotes: "On Fri, 27 Nov 2026 at
//! 09:42, Missive <…> wrote:", in each language, perhaps wrapped over two or three lines.

use super::plain;

/// Whether `lines` start with such an introduction.
pub(super) fn starts(lines: &[&str]) -> bool {
    let Some(first) = lines.first().map(|l| plain(l)) else {
        return false;
    };
    if first.is_empty() || first.starts_with('>') {
        return false;
    }
    if speaks_of_a_writer(&first) {
        return true;
    }
    // A line that names the writer and ends with a colon, with the date in it: it must also
    // begin as an introduction does, or "pick 3" above a wrapped introduction would be taken
    // for its first line.
    if !opens(&first) {
        return false;
    }
    let mut joined = first;
    for next in lines.iter().skip(1).take(3) {
        if closes(&joined) {
            break;
        }
        let next = plain(next);
        if next.is_empty() || next.starts_with('>') {
            break;
        }
        joined.push(' ');
        joined.push_str(&next);
    }
    closes(&joined) && joined.chars().any(|c| c.is_ascii_digit()) && joined.len() < 400
}

/// How an introduction begins: "On …", "El …", "Dne …", "Am …", "Le …", or with the date
/// ("2026年11月27日(金) 9:42 …", "27. 11. 2026 v 9:42 …", "pá 27. 11. 2026 …").
fn opens(line: &str) -> bool {
    let words = ["On ", "El ", "Dne ", "Am ", "Le "];
    if words.iter().any(|w| line.starts_with(w)) {
        return true;
    }
    if line.starts_with(|c: char| c.is_ascii_digit()) {
        return true;
    }
    // Czech days of the week, as Gmail writes them before the date.
    let days = ["po ", "út ", "st ", "čt ", "pá ", "so ", "ne "];
    days.iter().any(|d| {
        line.strip_prefix(d)
            .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
    })
}

/// How an introduction ends.
fn closes(line: &str) -> bool {
    let Some(before) = line
        .strip_suffix(':')
        .or_else(|| line.strip_suffix('：'))
        .map(str::trim_end)
    else {
        return false;
    };
    before.ends_with("wrote")
        || before.ends_with("escribió")
        || before.ends_with("napsal")
        || before.ends_with("napsala")
        || before.ends_with("napsal(a)")
        || before.ends_with("a écrit")
        || (line.starts_with("Am ") && before.contains(" schrieb"))
        || before.ends_with("書きました")
        || before.ends_with("のメール")
        || before.ends_with("のメッセージ")
        // Gmail in Japanese: "2026年11月27日(金) 9:42 Missive <missive@…>:".
        || (japanese_date(line) && before.ends_with('>'))
}

/// An introduction that needs nothing before it to be one, in Czech and Japanese: "… napsal(a):",
/// "… さんは書きました:", "…のメール:".
fn speaks_of_a_writer(line: &str) -> bool {
    let Some(before) = line.strip_suffix(':').or_else(|| line.strip_suffix('：')) else {
        return false;
    };
    let before = before.trim_end();
    before.ends_with("napsal(a)")
        || before.ends_with("さんは書きました")
        || before.ends_with("が書きました")
        || before.ends_with("のメール")
        || before.ends_with("のメッセージ")
}

/// "2026年11月27日…"
fn japanese_date(line: &str) -> bool {
    let Some((year, rest)) = line.split_once('年') else {
        return false;
    };
    year.len() == 4 && year.chars().all(|c| c.is_ascii_digit()) && rest.contains('月')
}

#[cfg(test)]
mod tests {
    use super::starts;

    fn lines(s: &str) -> Vec<&str> {
        s.lines().collect()
    }

    #[test]
    fn each_language_s_introduction_is_one() {
        for intro in [
            "On Fri, Nov 27, 2026 at 9:42 AM Missive <missive@example.org> wrote:",
            "On 27 Nov 2026, at 09:42, Missive <missive@example.org> wrote:",
            "On 27/11/2026 09:42, Missive wrote:",
            "El vie, 27 nov 2026 a las 9:42, Missive (<missive@example.org>) escribió:",
            "Dne pá 27. 11. 2026 9:42 Missive <missive@example.org> napsal(a):",
            "Dne 27. 11. 26 v 9:42 Missive napsal(a):",
            "pá 27. 11. 2026 v 9:42 odesílatel Missive <missive@example.org> napsal:",
            "Dne 27. 11. 2026 v 9:42 Missive napsala:",
            "2026年11月27日(金) 9:42 Missive <missive@example.org>:",
            "2026年11月27日(金) 9:42 Missive <missive@example.org>：",
            "2026/11/27 9:42 に Missive さんは書きました:",
            "2026/11/27 9:42、Missive <missive@example.org>のメール：",
            "Missive さんは書きました:",
            "Am Fr., 27. Nov. 2026 um 09:42 Uhr schrieb Missive <missive@example.org>:",
            "Am 27.11.2026 um 09:42 schrieb Missive:",
            "Le ven. 27 nov. 2026 à 09:42, Missive <missive@example.org> a écrit\u{a0}:",
            "Le 27/11/2026 à 09:42, Missive a écrit :",
            "Le 27/11/2026 à 09:42, Missive a écrit:",
        ] {
            assert!(starts(&[intro]), "{intro:?}");
        }
    }

    #[test]
    fn an_introduction_wrapped_over_lines_is_one() {
        assert!(starts(&lines(
            "On Fri, Nov 27, 2026 at 9:42 AM Missive <\nmissive@example.org> wrote:\n> Hello"
        )));
        assert!(starts(&lines(
            "Dne po 15. led. 2026 17:03 Missive <missive@example.org>\nnapsal(a):"
        )));
        assert!(starts(&lines(
            "2026年11月27日(金) 9:42 Missive <\nmissive@example.org>:"
        )));
        assert!(starts(&lines(
            "Le ven. 27 nov. 2026 à 09:42, Missive <missive@example.org>\na écrit :"
        )));
        assert!(starts(&lines(
            "El vie, 27 nov 2026 a las 9:42, Missive\n(<missive@example.org>)\nescribió:"
        )));
    }

    #[test]
    fn talk_is_no_introduction() {
        for talk in [
            "pick 3\nOn Fri, Nov 27, 2026 at 9:42 AM Missive <missive@example.org> wrote:",
            "On Monday I'll be away.",
            "On second thought: pick 3",
            "Bob wrote:",
            "Le 3 est le meilleur choix :",
            "Am Ende: wer gewinnt?",
            "El 3, por favor:",
            "3 cards left:",
            "On the zeppelin, Bob\nwrote nothing:",
        ] {
            assert!(!starts(&lines(talk)), "{talk:?}");
        }
    }
}
