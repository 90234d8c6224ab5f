//! Where a person's signature starts: the "-- " line, or the line a phone or a mail app adds
//! below what was typed ("Sent from my iPhone", "Get Outlook for iOS"), in each language.
//! Nothing of the person's own comes after it: the quote, when there is one, is below.

use super::plain;

/// Whether `line` starts a signature.
pub(super) fn starts(line: &str) -> bool {
    if line.trim() == "--" {
        return true;
    }
    let line = plain(line);
    // Outlook's apps link their name: "Get Outlook for iOS<https://aka.ms/o0ukef>".
    let line = match line.find("<http") {
        Some(at) if line.ends_with('>') => line[..at].trim_end(),
        _ => line.as_str(),
    };
    // A signature line is short; a sentence that starts with the same words is talk.
    if line.is_empty() || line.chars().count() > 60 {
        return false;
    }
    let lower = line.to_lowercase();
    let starts = |prefixes: &[&str]| prefixes.iter().any(|p| lower.starts_with(p));
    starts(&[
        // English
        "sent from my ",
        "sent from outlook",
        "sent from mail for ",
        "sent from yahoo mail",
        "sent from proton mail",
        "sent from samsung",
        "sent with proton mail",
        "get outlook for ",
        // Spanish
        "enviado desde mi ",
        "enviado desde outlook",
        "enviado desde yahoo",
        "enviado desde correo",
        "obtener outlook para ",
        // Czech
        "odesláno z ",
        "odesláno ze ",
        "získat outlook pro ",
        "stáhněte si outlook pro ",
        // German
        "gesendet von ",
        "gesendet mit ",
        "holen sie sich outlook für ",
        // French
        "envoyé de mon ",
        "envoyé depuis ",
        "envoyé à partir de ",
        "obtenir outlook pour ",
        "télécharger outlook pour ",
    ]) || (lower.starts_with("von meinem ") && lower.ends_with(" gesendet"))
        || (lower.starts_with("outlook für ") && lower.ends_with(" beziehen"))
        // Japanese: "iPhoneから送信", "Outlook for iOS を入手".
        || lower.ends_with("から送信")
        || (lower.contains("outlook") && lower.ends_with("を入手"))
}

#[cfg(test)]
mod tests {
    use super::starts;

    #[test]
    fn each_language_s_signature_lines_start_one() {
        for line in [
            "-- ",
            "--",
            "Sent from my iPhone",
            "Sent from my Galaxy",
            "Sent from Outlook",
            "Sent from Mail for Windows",
            "Get Outlook for iOS<https://aka.ms/o0ukef>",
            "Get Outlook for Android",
            "Enviado desde mi iPhone",
            "Obtener Outlook para Android<https://aka.ms/AAb9ysg>",
            "Odesláno z mého iPhonu",
            "Odesláno z aplikace Outlook pro Android",
            "Získat Outlook pro iOS",
            "Von meinem iPhone gesendet",
            "Gesendet von Outlook für iOS",
            "Outlook für iOS beziehen<https://aka.ms/o0ukef>",
            "Envoyé de mon iPhone",
            "Obtenir Outlook pour iOS",
            "iPhoneから送信",
            "iPadから送信",
            "Outlook for iOS を入手",
        ] {
            assert!(starts(line), "{line:?}");
        }
    }

    #[test]
    fn talk_that_begins_with_the_same_words_is_no_signature() {
        for talk in [
            "Sent the zeppelin to Bob, you're welcome",
            "Sent from my phone on the train, because I could not wait until tonight to say so",
            "-- pick 3",
            "---",
            "Von mir aus gern",
            "Envoyé !",
            "ok",
        ] {
            assert!(!starts(talk), "{talk:?}");
        }
    }
}
