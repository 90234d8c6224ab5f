//! Where Outlook (and programs like it) starts the email it quotes: a line of underscores or
//! "-----Original Message-----", then a block of the original's headers, "From: … Sent: … To: …
//! Subject: …", in the user's language. In HTML mode Outlook writes neither line in its text
//! part: the block alone follows the reply, and the original after it is not quoted with ">".

use super::plain;

/// Whether `lines` start with an original's separator line or its header block.
pub(super) fn starts(lines: &[&str]) -> bool {
    lines
        .first()
        .is_some_and(|l| separator(l) || original_message(l))
        || header_block(lines)
}

/// A line of underscores (Outlook writes 32 of them; a phone may wrap them shorter).
fn separator(line: &str) -> bool {
    let line = line.trim();
    line.len() >= 10 && line.chars().all(|c| c == '_')
}

/// "-----Original Message-----", "----- Original Message -----", and its translations; and the
/// lines with which programs start a forwarded email the same way.
fn original_message(line: &str) -> bool {
    let line = plain(line);
    if !line.starts_with("---") {
        return false;
    }
    let inner = line.trim_matches(|c: char| c == '-' || c.is_whitespace());
    let inner = inner.to_lowercase();
    [
        "original message",
        "forwarded message",
        "mensaje original",
        "mensaje reenviado",
        "původní zpráva",
        "přeposlaná zpráva",
        "ursprüngliche nachricht",
        "originalnachricht",
        "weitergeleitete nachricht",
        "message d'origine",
        "message d’origine",
        "message original",
        "message transféré",
        "元のメッセージ",
        "転送されたメッセージ",
    ]
    .contains(&inner.as_str())
}

/// A "From:" line followed closely by at least two other header lines of an email (Sent, To,
/// Subject…), in any of the languages: a "From: me" line in the talk has none after it.
fn header_block(lines: &[&str]) -> bool {
    let Some(first) = lines.first().and_then(|l| label(l)) else {
        return false;
    };
    if !FROM.contains(&first.as_str()) {
        return false;
    }
    let mut seen: Vec<String> = Vec::new();
    for line in lines.iter().skip(1).take(8) {
        if let Some(label) = label(line).filter(|l| OTHERS.contains(&l.as_str()))
            && !seen.contains(&label)
        {
            seen.push(label);
        }
    }
    seen.len() >= 2
}

/// The labels of the original's sender: From, De, Od, Von, 差出人.
const FROM: [&str; 5] = ["from", "de", "od", "von", "差出人"];

/// The labels of the original's other headers.
const OTHERS: [&str; 26] = [
    // English
    "sent",
    "date",
    "to",
    "cc",
    "subject",
    "reply-to",
    // Spanish
    "enviado",
    "enviado el",
    "fecha",
    "para",
    "asunto",
    // Czech
    "odesláno",
    "datum",
    "komu",
    "kopie",
    "předmět",
    // German
    "gesendet",
    "an",
    "betreff",
    // French
    "envoyé",
    "à",
    "objet",
    // Japanese
    "送信日時",
    "日付",
    "宛先",
    "件名",
];

/// The label of a header line, lower case: "From: Missive" → "from"; also "*From:* Missive"
/// (bold, from HTML) and "De : Missive" (French puts a space before the colon).
fn label(line: &str) -> Option<String> {
    let line = plain(line);
    let line = line.trim_start_matches(['*', ' ']);
    let end = line.find([':', '：'])?;
    let label = line[..end].trim_end_matches(['*', ' ']).trim();
    let short = !label.is_empty() && label.chars().count() <= 12 && label.split(' ').count() <= 2;
    short.then(|| label.to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::starts;

    fn lines(s: &str) -> Vec<&str> {
        s.lines().collect()
    }

    #[test]
    fn each_language_s_header_block_starts_the_original() {
        for block in [
            "From: Missive <missive@example.org>\nSent: Friday, November 27, 2026 9:42 AM\nTo: Ann <ann@example.org>\nSubject: Your pick",
            "*From:* Missive <missive@example.org>\n*Sent:* Friday, November 27, 2026 9:42 AM\n*To:* Ann\n*Subject:* Your pick",
            "From: Missive <missive@example.org>\nDate: Friday, 27 November 2026 at 09:42\nTo: Ann\nSubject: Your pick",
            "De: Missive <missive@example.org>\nEnviado el: viernes, 27 de noviembre de 2026 9:42\nPara: Ann\nAsunto: Tu turno",
            "De: Missive <missive@example.org>\nEnviado: viernes, 27 de noviembre de 2026 9:42\nPara: Ann\nAsunto: Tu turno",
            "Od: Missive <missive@example.org>\nOdesláno: pátek 27. listopadu 2026 9:42\nKomu: Ann\nPředmět: Tvůj tah",
            "Von: Missive <missive@example.org>\nGesendet: Freitag, 27. November 2026 09:42\nAn: Ann\nBetreff: Dein Zug",
            "De\u{a0}: Missive <missive@example.org>\nEnvoyé\u{a0}: vendredi 27 novembre 2026 09:42\nÀ\u{a0}: Ann\nObjet\u{a0}: Ton tour",
            "差出人: Missive <missive@example.org>\n送信日時: 2026年11月27日 9:42\n宛先: Ann\n件名: あなたの番",
            "From: Missive <missive@example.org>\nSent: Friday, November 27, 2026 9:42:10 AM\nTo: Ann Example <ann@example.org>; Bob Example\n<bob@example.org>\nSubject: Your pick",
        ] {
            assert!(starts(&lines(block)), "{block:?}");
        }
    }

    #[test]
    fn separator_lines_start_the_original() {
        for line in [
            "-----Original Message-----",
            "----- Original Message -----",
            "-----Mensaje original-----",
            "-----Původní zpráva-----",
            "-----Ursprüngliche Nachricht-----",
            "-----Message d'origine-----",
            "-----元のメッセージ-----",
            "-------- Original message --------",
            "---------- Forwarded message ---------",
            "________________________________",
            "__________",
        ] {
            assert!(starts(&[line]), "{line:?}");
        }
    }

    #[test]
    fn a_from_line_in_the_talk_is_no_header_block() {
        for talk in [
            "From: me",
            "From: me\nTo: you",
            "From: Ann, with love\nGood luck to all of you\nSubject to change: my mind",
            "From my side: ok\nTo: Bob\nSubject: trade",
            "---",
            "--- pick 3 ---",
            "_____",
        ] {
            assert!(!starts(&lines(talk)), "{talk:?}");
        }
    }
}
