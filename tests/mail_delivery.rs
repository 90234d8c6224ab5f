//! Email as a player sees it: through a real SMTP conversation or the
//! development file store, parsed back with mail-parser.

use crate::support;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use missive::i18n::Lang;
use missive::mail::kinds::TalkNote;
use missive::mail::{
    self, DecisionDue, Email, GameOver, Invitation, Mailer, QuickChoice, ReplyChoice, ReplyCommand,
    ReplyHelp, SignIn, StandingLine,
};
use support::smtp::{Security, SmtpReceiver};

const FROM: &str = "Missive <games@missive.example>";
const WAIT: Duration = Duration::from_secs(10);

fn email(n: usize) -> Email {
    Email {
        to: "zoe@example.org".into(),
        to_name: "Zoë Ünal".into(),
        subject: "It's a Wonderful World #12 — «pick»".into(),
        language: "en".into(),
        text: "Your turn.\n\nhttps://missive.example/play/tok123?card=7&x=1\n".into(),
        html: "<p>Your turn. <a href=\"https://missive.example/play/tok123\">Decide</a></p>".into(),
        message_id: format!("game-12-step-{n}-user-7@missive.example"),
        thread: Some("game-12-user-7@missive.example".into()),
        unsubscribe_url: Some("https://missive.example/unsubscribe/abc".into()),
        reply_secret: None,
    }
}

/// A fresh directory under the system temp dir, removed when dropped; no extra crate for this.
struct TempDir(PathBuf);

impl std::ops::Deref for TempDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn temp_dir() -> TempDir {
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "missive-mail-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    TempDir(dir)
}

#[test]
fn smtp_delivery_carries_parts_and_threading_headers() {
    let receiver = SmtpReceiver::start();
    let mailer = Mailer::new(Some(&receiver.url()), FROM, &temp_dir(), None).unwrap();
    assert!(!mailer.is_files());

    mailer.send(&email(3)).unwrap();
    let got = receiver.wait_for(1, WAIT);
    assert_eq!(got.len(), 1);
    let m = &got[0];

    assert_eq!(m.from, "games@missive.example");
    assert_eq!(m.to, vec!["zoe@example.org".to_string()]);
    assert_eq!(m.subject, "It's a Wonderful World #12 — «pick»");
    assert!(
        m.text
            .contains("https://missive.example/play/tok123?card=7&x=1")
    );
    assert!(
        m.html
            .contains("href=\"https://missive.example/play/tok123\"")
    );
    assert_eq!(m.message_id, "game-12-step-3-user-7@missive.example");
    assert_eq!(
        m.header("Message-ID").as_deref(),
        Some("<game-12-step-3-user-7@missive.example>")
    );
    assert_eq!(
        m.header("In-Reply-To").as_deref(),
        Some("<game-12-user-7@missive.example>")
    );
    assert_eq!(
        m.header("references").as_deref(),
        Some("<game-12-user-7@missive.example>")
    );
    assert_eq!(
        m.header("List-Unsubscribe").as_deref(),
        Some("<https://missive.example/unsubscribe/abc>")
    );
    assert_eq!(
        m.header("List-Unsubscribe-Post").as_deref(),
        Some("List-Unsubscribe=One-Click")
    );
    assert_eq!(
        m.header("Auto-Submitted").as_deref(),
        Some("auto-generated")
    );

    // The name with non-ASCII characters is encoded, and decodes back.
    let raw = String::from_utf8_lossy(&m.raw);
    let to_line = raw.lines().find(|l| l.starts_with("To:")).unwrap();
    assert!(to_line.is_ascii(), "{to_line}");
    let parsed = mail_parser::MessageParser::default().parse(&m.raw).unwrap();
    let to = parsed.to().unwrap().first().unwrap();
    assert_eq!(to.name(), Some("Zoë Ünal"));
    assert_eq!(to.address(), Some("zoe@example.org"));

    // Plain text first, then HTML: clients show the last part they can.
    let text_at = raw.find("text/plain").unwrap();
    let html_at = raw.find("text/html").unwrap();
    assert!(raw.contains("multipart/alternative"));
    assert!(text_at < html_at);
}

#[test]
fn thread_root_and_plain_emails_carry_no_optional_headers() {
    let receiver = SmtpReceiver::start();
    let mailer = Mailer::new(Some(&receiver.url()), FROM, &temp_dir(), None).unwrap();
    let mut root = email(0);
    root.message_id = "game-12-user-7@missive.example".into();
    root.unsubscribe_url = None;
    mailer.send(&root).unwrap();
    let got = receiver.wait_for(1, WAIT);
    assert_eq!(got[0].header("In-Reply-To"), None);
    assert_eq!(got[0].header("References"), None);
    assert_eq!(got[0].header("List-Unsubscribe"), None);
    assert_eq!(got[0].header("List-Unsubscribe-Post"), None);
}

#[test]
fn smtp_down_fails_quickly_and_recovers_after_restart() {
    let receiver = SmtpReceiver::start();
    let mailer = Mailer::new(Some(&receiver.url()), FROM, &temp_dir(), None).unwrap();

    receiver.stop();
    let err = mailer.send(&email(1)).unwrap_err();
    assert!(!err.is_permanent(), "{err:?}");
    assert!(err.to_string().contains("unreachable"), "{err}");

    receiver.restart();
    mailer.send(&email(2)).unwrap();
    let got = receiver.wait_for(1, WAIT);
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].message_id, "game-12-step-2-user-7@missive.example");
}

/// A self-signed certificate for 127.0.0.1, as (certificate, private key), both PEM.
fn certificate() -> (Vec<u8>, Vec<u8>) {
    use openssl::asn1::Asn1Time;
    use openssl::bn::BigNum;
    use openssl::hash::MessageDigest;
    use openssl::pkey::PKey;
    use openssl::rsa::Rsa;
    use openssl::x509::extension::{BasicConstraints, SubjectAlternativeName};
    use openssl::x509::{X509Builder, X509NameBuilder};
    let key = PKey::from_rsa(Rsa::generate(2048).unwrap()).unwrap();
    let mut name = X509NameBuilder::new().unwrap();
    name.append_entry_by_text("CN", "127.0.0.1").unwrap();
    let name = name.build();
    let mut cert = X509Builder::new().unwrap();
    cert.set_version(2).unwrap();
    let serial = BigNum::from_u32(1).unwrap().to_asn1_integer().unwrap();
    cert.set_serial_number(&serial).unwrap();
    cert.set_subject_name(&name).unwrap();
    cert.set_issuer_name(&name).unwrap();
    cert.set_pubkey(&key).unwrap();
    cert.set_not_before(&Asn1Time::days_from_now(0).unwrap())
        .unwrap();
    cert.set_not_after(&Asn1Time::days_from_now(2).unwrap())
        .unwrap();
    cert.append_extension(BasicConstraints::new().critical().ca().build().unwrap())
        .unwrap();
    let san = SubjectAlternativeName::new()
        .ip("127.0.0.1")
        .build(&cert.x509v3_context(None, None))
        .unwrap();
    cert.append_extension(san).unwrap();
    cert.sign(&key, MessageDigest::sha256()).unwrap();
    let cert = cert.build();
    (
        cert.to_pem().unwrap(),
        key.private_key_to_pem_pkcs8().unwrap(),
    )
}

/// A certificate's file for the mailer to trust, removed with its directory when dropped.
struct CaFile {
    path: PathBuf,
    _dir: TempDir,
}

/// A receiver that offers TLS with a fresh certificate; returns it and the certificate's file,
/// for the mailer to trust.
fn secure_receiver(implicit: bool, credentials: Option<(&str, &str)>) -> (SmtpReceiver, CaFile) {
    let (cert, key) = certificate();
    let identity = native_tls::Identity::from_pkcs8(&cert, &key).unwrap();
    let receiver = SmtpReceiver::start();
    receiver.secure(Security {
        tls: Some(native_tls::TlsAcceptor::new(identity).unwrap()),
        implicit,
        credentials: credentials.map(|(u, p)| (u.to_string(), p.to_string())),
    });
    let dir = temp_dir();
    std::fs::create_dir_all(&*dir).unwrap();
    let path = dir.join("ca.pem");
    std::fs::write(&path, cert).unwrap();
    (receiver, CaFile { path, _dir: dir })
}

#[test]
fn starttls_comes_before_the_password_and_the_email() {
    let (receiver, ca) = secure_receiver(false, Some(("ann@example.org", "s3cret:pw")));
    let url = format!(
        "smtp://ann%40example.org:s3cret%3Apw@127.0.0.1:{}?tls=required",
        receiver.port()
    );
    let mailer = Mailer::new(Some(&url), FROM, &temp_dir(), Some(&ca.path)).unwrap();
    mailer.send(&email(1)).unwrap();
    mailer.send(&email(2)).unwrap();
    let got = receiver.wait_for(2, WAIT);
    assert_eq!(got.len(), 2);
    assert_eq!(receiver.sign_ins(), [true], "signed in once, encrypted");
    let commands = receiver.commands();
    let position = |verb: &str| commands.iter().position(|c| c.starts_with(verb)).unwrap();
    assert!(position("STARTTLS") < position("AUTH"));
    assert!(position("AUTH") < position("MAIL"));
    // The second email used the same connection: one greeting, one sign-in.
    assert_eq!(
        commands
            .iter()
            .filter(|c| c.starts_with("STARTTLS"))
            .count(),
        1
    );
}

#[test]
fn smtps_is_tls_from_the_first_byte() {
    let (receiver, ca) = secure_receiver(true, Some(("ann", "pw")));
    let url = format!("smtps://ann:pw@127.0.0.1:{}", receiver.port());
    let mailer = Mailer::new(Some(&url), FROM, &temp_dir(), Some(&ca.path)).unwrap();
    mailer.send(&email(1)).unwrap();
    assert_eq!(receiver.wait_for(1, WAIT).len(), 1);
    assert_eq!(receiver.sign_ins(), [true]);
}

#[test]
fn untrusted_or_missing_tls_sends_nothing_and_is_tried_again_later() {
    // A certificate nobody vouches for.
    let (receiver, _) = secure_receiver(false, None);
    let url = format!("smtp://127.0.0.1:{}?tls=required", receiver.port());
    let mailer = Mailer::new(Some(&url), FROM, &temp_dir(), None).unwrap();
    let err = mailer.send(&email(1)).unwrap_err();
    assert!(!err.is_permanent(), "{err}");
    assert!(err.to_string().contains("TLS"), "{err}");
    // A server without STARTTLS, when SMTP_URL requires it.
    let plain = SmtpReceiver::start();
    let url = format!("smtp://127.0.0.1:{}?tls=required", plain.port());
    let mailer = Mailer::new(Some(&url), FROM, &temp_dir(), None).unwrap();
    let err = mailer.send(&email(1)).unwrap_err();
    assert!(!err.is_permanent(), "{err}");
    assert!(err.to_string().contains("STARTTLS"), "{err}");
    assert!(receiver.messages().is_empty() && plain.messages().is_empty());
}

#[test]
fn a_wrong_password_is_refused_for_good() {
    let (receiver, ca) = secure_receiver(false, Some(("ann", "right")));
    let url = format!(
        "smtp://ann:wrong@127.0.0.1:{}?tls=required",
        receiver.port()
    );
    let mailer = Mailer::new(Some(&url), FROM, &temp_dir(), Some(&ca.path)).unwrap();
    let err = mailer.send(&email(1)).unwrap_err();
    assert!(err.is_permanent(), "{err}");
    assert!(err.to_string().contains("535"), "{err}");
    assert!(receiver.messages().is_empty());
}

#[test]
fn a_rejected_recipient_is_a_permanent_error_with_the_server_text() {
    let receiver = SmtpReceiver::start();
    let mailer = Mailer::new(Some(&receiver.url()), FROM, &temp_dir(), None).unwrap();
    receiver.reject_recipients(Some("550 5.1.1 no such user"));
    let err = mailer.send(&email(1)).unwrap_err();
    assert!(err.is_permanent(), "{err:?}");
    assert!(err.to_string().contains("no such user"), "{err}");
    assert!(receiver.messages().is_empty());
}

#[test]
fn bad_configuration_is_reported_clearly() {
    let dir = temp_dir();
    let err = Mailer::new(None, "not an address", &dir, None)
        .err()
        .unwrap();
    assert!(err.to_string().contains("not an address"), "{err}");
    let err = Mailer::new(Some("ftp://mail.example"), FROM, &dir, None)
        .err()
        .unwrap();
    assert!(err.to_string().starts_with("bad SMTP_URL"), "{err}");
}

#[test]
fn file_mailer_writes_eml_and_json_that_list_and_read_return() {
    let data_dir = temp_dir();
    let mailer = Mailer::new(None, FROM, &data_dir, None).unwrap();
    assert!(mailer.is_files());
    mailer.send(&email(1)).unwrap();
    mailer.send(&email(2)).unwrap();

    let dir = data_dir.join("mail");
    let stored = mail::list(&dir);
    assert_eq!(stored.len(), 2);
    assert_eq!(stored[0].email, email(2), "newest first");
    assert_eq!(stored[1].email, email(1));
    assert!(stored[0].written_at >= stored[1].written_at);
    assert!(
        stored[0]
            .name
            .ends_with("game-12-step-2-user-7_missive_example")
    );

    let eml = std::fs::read(dir.join(format!("{}.eml", stored[0].name))).unwrap();
    let parsed = mail_parser::MessageParser::default().parse(&eml).unwrap();
    assert_eq!(
        parsed.subject(),
        Some("It's a Wonderful World #12 — «pick»")
    );
    assert!(parsed.body_text(0).unwrap().contains("/play/tok123"));

    assert_eq!(mail::read(&dir, &stored[1].name).as_ref(), Some(&stored[1]));
    assert_eq!(mail::read(&dir, "../x"), None);
    assert_eq!(mail::read(&dir, "a/b"), None);
    assert_eq!(mail::read(&dir, ".."), None);
    assert_eq!(mail::read(&dir, "missing"), None);
    // No temporary files left behind.
    let leftovers = std::fs::read_dir(&dir)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .ends_with(".tmp")
        })
        .count();
    assert_eq!(leftovers, 0);
}

const NASTY: &str = r#"<b>Eve & "Bob"</b>"#;
const NASTY_HTML: &str = "&#60;b&#62;Eve &#38; &#34;Bob&#34;&#60;/b&#62;";

/// The raw name never reaches the HTML; its escaped form does.
fn assert_escaped(html: &str) {
    assert!(!html.contains(NASTY), "unescaped name in HTML");
    assert!(!html.contains("<b>Eve"), "unescaped name in HTML");
    assert!(html.contains(NASTY_HTML), "escaped name missing:\n{html}");
}

#[test]
fn sign_in_renders_link_in_both_parts() {
    let r = SignIn {
        name: NASTY.into(),
        link: "https://missive.example/login/t0k".into(),
        valid_minutes: 30,
    }
    .render(Lang::En)
    .unwrap();
    assert_eq!(r.subject, "Your sign-in link for Missive");
    assert!(r.text.contains("\nhttps://missive.example/login/t0k\n"));
    assert!(r.text.contains(NASTY), "text is not escaped");
    assert!(r.text.contains("30 minutes"));
    assert!(
        r.html
            .contains("href=\"https://missive.example/login/t0k\"")
    );
    assert_escaped(&r.html);
}

fn decision_due() -> DecisionDue {
    DecisionDue {
        name: NASTY.into(),
        game_title: "It's a Wonderful World #12".into(),
        game_url: "https://missive.example/games/12".into(),
        seat_link: "https://missive.example/play/s3at?step=3&x=1".into(),
        subject: "Your pick (round 1, pick 3 of 7)".into(),
        due: "Pick a card — round 1, pick 3 of 7".into(),
        lead: None,
        invitation: Some(Invitation {
            occasion: None,
            by: Some("Ana".into()),
        }),
        replied: vec![format!("Pick {NASTY}")],
        happened: vec!["Ana built a Zeppelin.".into(), NASTY.into()],
        deadline: Some("Tue 14 May, 18:00 UTC".into()),
        quick_choices: vec![QuickChoice {
            label: "Zeppelin".into(),
            url: "https://missive.example/play/s3at?card=zeppelin".into(),
        }],
        replies: Some(ReplyHelp {
            ok: Some("Pick Zeppelin".into()),
            commands: vec![ReplyCommand {
                usage: "pick <card>".into(),
                does: "pick that card of your hand".into(),
                choices: vec![
                    ReplyChoice {
                        name: "Zeppelin".into(),
                        detail: String::new(),
                        url: None,
                    },
                    ReplyChoice {
                        name: NASTY.into(),
                        detail: "2 Energy".into(),
                        url: Some("https://missive.example/play/s3at?card=nasty".into()),
                    },
                ],
            }],
        }),
        talk: vec![TalkNote {
            who: NASTY.into(),
            body: format!("good move!\n{NASTY}"),
        }],
        settings_url: "https://missive.example/settings".into(),
    }
}

#[test]
fn decision_due_renders_everything_a_player_needs() {
    let r = decision_due().render(Lang::En).unwrap();
    assert_eq!(
        r.subject,
        "Your pick (round 1, pick 3 of 7) · It's a Wonderful World #12"
    );
    for part in [&r.text, &r.html] {
        assert!(part.contains("Ana invited you"));
        assert!(part.contains("Pick a card — round 1, pick 3 of 7"));
        assert!(part.contains("Tue 14 May, 18:00 UTC"));
        assert!(part.contains("Ana built a Zeppelin."));
        assert!(part.contains("Zeppelin"));
        assert!(part.contains("good move!"), "the table's talk");
        assert!(part.contains("ok</code>: Pick Zeppelin") || part.contains("- ok: Pick Zeppelin."));
        assert!(part.contains("pick <card>") || part.contains("pick &#60;card&#62;"));
    }
    // The commands' choices are numbered, as a reply may name them, with their details.
    assert!(
        r.text.contains(&format!(
            "   1. Zeppelin\n   2. {NASTY} (2 Energy): https://missive.example/play/s3at?card=nasty\n"
        )),
        "{}",
        r.text
    );
    assert!(r.html.contains("<ol"), "a numbered list in HTML");
    assert!(r.text.contains(" wrote:\n  good move!\n"), "{}", r.text);
    assert!(
        r.text
            .contains("\nhttps://missive.example/play/s3at?step=3&x=1\n")
    );
    assert!(
        r.text
            .contains("https://missive.example/play/s3at?card=zeppelin")
    );
    assert!(r.text.contains("https://missive.example/settings"));
    assert!(r.text.contains("\n-- \n"), "signature separator");
    assert!(
        !r.text.contains("\n\n\n"),
        "runs of blank lines:\n{}",
        r.text
    );
    assert!(r.text.contains(NASTY), "text is not escaped");

    assert!(
        r.html
            .contains("href=\"https://missive.example/play/s3at?step=3&#38;x=1\"")
    );
    assert!(r.html.contains("href=\"https://missive.example/settings\""));
    assert_escaped(&r.html);
}

#[test]
fn decision_due_leaves_out_empty_sections() {
    let mut d = decision_due();
    d.invitation = None;
    d.happened.clear();
    d.deadline = None;
    d.quick_choices.clear();
    let r = d.render(Lang::En).unwrap();
    for part in [&r.text, &r.html] {
        assert!(!part.contains("invited"));
        assert!(!part.contains("Since your last decision"));
        assert!(!part.contains("Deadline"));
        assert!(!part.contains("straight to a choice"));
        assert!(part.contains("s3at?step=3"));
    }
    assert!(
        !r.text.contains("\n\n\n"),
        "runs of blank lines:\n{}",
        r.text
    );
}

#[test]
fn game_over_renders_standings() {
    let r = GameOver {
        name: NASTY.into(),
        replied: Vec::new(),
        result: "Ana wins".into(),
        game_title: "It's a Wonderful World #12".into(),
        game_url: "https://missive.example/games/12".into(),
        standings: vec![
            StandingLine {
                rank: 1,
                name: NASTY.into(),
                score: 74,
                breakdown: "cards 50, generals 24".into(),
            },
            StandingLine {
                rank: 2,
                name: "Ana".into(),
                score: 74,
                breakdown: String::new(),
            },
        ],
        tie_break: Some("most Generals".into()),
        talk: Vec::new(),
        settings_url: "https://missive.example/settings".into(),
    }
    .render(Lang::En)
    .unwrap();
    assert_eq!(
        r.subject,
        "Game over: Ana wins · It's a Wonderful World #12"
    );
    assert!(
        r.text
            .contains(&format!("1. {NASTY}: 74 points (cards 50, generals 24)"))
    );
    assert!(r.text.contains("2. Ana: 74 points\n"));
    assert!(r.text.contains("Tie-break: most Generals"));
    assert!(r.text.contains("https://missive.example/games/12"));
    assert!(r.text.contains("https://missive.example/settings"));
    assert!(r.html.contains("href=\"https://missive.example/games/12\""));
    assert!(r.html.contains("most Generals"));
    assert_escaped(&r.html);
}

#[test]
fn rendered_email_survives_the_trip_through_smtp() {
    let receiver = SmtpReceiver::start();
    let mailer = Mailer::new(Some(&receiver.url()), FROM, &temp_dir(), None).unwrap();
    let r = decision_due().render(Lang::En).unwrap();
    let mut e = email(5);
    e.subject = r.subject.clone();
    e.text = r.text.clone();
    e.html = r.html.clone();
    mailer.send(&e).unwrap();
    let got = receiver.wait_for(1, WAIT);
    assert_eq!(got[0].subject, r.subject);
    assert_eq!(got[0].text.replace("\r\n", "\n"), r.text);
    assert!(got[0].html.contains("s3at?step=3&#38;x=1"));
}

#[test]
fn a_digest_carries_each_games_table_talk_under_it() {
    use missive::mail::kinds::{Digest, DigestItem};
    let item = |title: &str, talk: Vec<TalkNote>| DigestItem {
        game_title: title.into(),
        due: "Pick a card".into(),
        deadline: None,
        link: format!("https://missive.example/play/{title}"),
        talk,
    };
    let digest = Digest {
        name: "Bob".into(),
        date: "Monday 2 March".into(),
        items: vec![
            item("first", Vec::new()),
            item(
                "second",
                vec![TalkNote {
                    who: "Cy".into(),
                    body: NASTY.into(),
                }],
            ),
        ],
        settings_url: "https://missive.example/settings".into(),
    };
    let r = digest.render(Lang::En).unwrap();
    for part in [&r.text, &r.html] {
        let at = part.find("Cy wrote:").expect("the talk");
        assert!(at > part.find("second").unwrap(), "under its game");
    }
    assert_escaped(&r.html);
}
