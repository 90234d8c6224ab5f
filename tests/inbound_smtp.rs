//! The listener for replies, spoken to line by line as any SMTP client would: what it takes,
//! what it refuses, and that a refusal keeps nothing.

use crate::support::app::TestApp;
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;

/// One conversation: each line sent, and the first line of the answer it got.
struct Conversation {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
}

impl Conversation {
    fn open(app: &TestApp) -> (Conversation, String) {
        let addr = app.inbound_url().trim_start_matches("smtp://").to_string();
        let stream = TcpStream::connect(addr).unwrap();
        let mut c = Conversation {
            reader: BufReader::new(stream.try_clone().unwrap()),
            writer: stream,
        };
        let greeting = c.answer();
        (c, greeting)
    }

    /// The whole answer (every line of a multi-line one), joined.
    fn answer(&mut self) -> String {
        let mut all = String::new();
        loop {
            let mut line = String::new();
            self.reader.read_line(&mut line).unwrap();
            all.push_str(&line);
            if line.len() < 4 || line.as_bytes()[3] != b'-' {
                return all;
            }
        }
    }

    fn say(&mut self, line: &str) -> String {
        self.writer
            .write_all(format!("{line}\r\n").as_bytes())
            .unwrap();
        self.answer()
    }

    fn send_raw(&mut self, bytes: &[u8]) {
        self.writer.write_all(bytes).unwrap();
    }
}

fn code(answer: &str) -> &str {
    &answer[..3]
}

#[actix_web::test]
async fn the_listener_takes_mail_for_reply_addresses_only_and_refuses_what_it_cannot_keep() {
    let app = TestApp::spawn().await;
    let before = app.fingerprint();
    let (mut c, greeting) = Conversation::open(&app);
    assert_eq!(code(&greeting), "220");
    let ehlo = c.say("EHLO player.example");
    assert!(
        ehlo.starts_with("250-") && ehlo.contains("SIZE 1048576"),
        "{ehlo}"
    );
    assert_eq!(code(&c.say("RCPT TO:<missive+1-ab@test.example>")), "503");
    assert_eq!(code(&c.say("MAIL FROM:<ann@example.org>")), "250");
    assert_eq!(code(&c.say("RCPT TO:<missive@test.example>")), "550");
    assert_eq!(code(&c.say("RCPT TO:<someone+EVIL@test.example>")), "550");
    assert_eq!(code(&c.say("FROBNICATE")), "500");
    assert_eq!(code(&c.say("STARTTLS")), "502");
    assert_eq!(code(&c.say("RCPT TO:<missive+1-ab@test.example>")), "250");
    assert_eq!(code(&c.say("DATA")), "354");
    // Larger than the listener takes: refused at its end, and nothing kept.
    let line = format!("{}\r\n", "x".repeat(998));
    for _ in 0..1100 {
        c.send_raw(line.as_bytes());
    }
    assert_eq!(code(&c.say(".")), "552");
    // A declared size over the limit is refused at once.
    assert_eq!(
        code(&c.say("MAIL FROM:<ann@example.org> SIZE=5000000")),
        "552"
    );
    assert_eq!(code(&c.say("RSET")), "250");
    assert_eq!(code(&c.say("NOOP")), "250");
    assert_eq!(code(&c.say("QUIT")), "221");
    app.settle();
    assert_eq!(app.fingerprint(), before, "nothing was kept");

    // A message for a reply address is kept, with dot-stuffed lines restored, and read by a
    // worker (this secret was never given: read, then dropped).
    let (mut c, _) = Conversation::open(&app);
    c.say("HELO player.example");
    c.say("MAIL FROM:<ann@example.org>");
    c.say("RCPT TO:<missive+1-ab@test.example>");
    assert_eq!(code(&c.say("DATA")), "354");
    c.send_raw(b"Subject: hi\r\n\r\n..a line that began with a dot\r\n");
    assert_eq!(code(&c.say(".")), "250");
    let kept: Vec<_> = missive::jobs::queue::pending(&mut app.pool.get().unwrap())
        .unwrap()
        .into_iter()
        .filter(|j| j.kind == "reply_received")
        .collect();
    assert_eq!(kept.len(), 1);
    let message = kept[0].payload["message"].as_str().unwrap();
    use base64::Engine;
    let raw = base64::engine::general_purpose::STANDARD
        .decode(message)
        .unwrap();
    assert_eq!(
        String::from_utf8(raw).unwrap(),
        "Subject: hi\r\n\r\n.a line that began with a dot\r\n"
    );
    assert_eq!(code(&c.say("QUIT")), "221");
    app.settle();
    assert_eq!(
        app.fingerprint(),
        before,
        "an unknown secret changes nothing"
    );
}
