//! The listener for replies, spoken to line by line as any SMTP client would: what it takes,
//! what it refuses, and that a refusal keeps nothing; whom it cuts off, and that slow clients
//! from one address leave room for others; and what `/healthz` counts of it.

use crate::support::app::{Spawn, TestApp};
use missive::mail::inbound::Limits;
use socket2::{Domain, Socket, Type};
use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

/// How long a test waits for an answer before it fails: far longer than any limit it sets.
const PATIENCE: Duration = Duration::from_secs(30);

/// One conversation: each line sent, and the first line of the answer it got.
struct Conversation {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
}

impl Conversation {
    fn open(app: &TestApp) -> (Conversation, String) {
        Conversation::open_from(app, "127.0.0.1")
    }

    /// From `ip`, one of the loopback addresses (127.0.0.0/8), as a client there would.
    fn open_from(app: &TestApp, ip: &str) -> (Conversation, String) {
        let server: SocketAddr = app
            .inbound_url()
            .trim_start_matches("smtp://")
            .parse()
            .unwrap();
        let socket = Socket::new(Domain::IPV4, Type::STREAM, None).unwrap();
        let here = SocketAddr::new(ip.parse().unwrap(), 0);
        socket.bind(&here.into()).unwrap();
        socket.connect(&server.into()).unwrap();
        let stream: TcpStream = socket.into();
        stream.set_read_timeout(Some(PATIENCE)).unwrap();
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
            self.reader
                .read_line(&mut line)
                .expect("an answer in good time");
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

    /// Whether the server has closed the connection: nothing more comes.
    fn hung_up(&mut self) -> bool {
        let mut rest = String::new();
        match self.reader.read_line(&mut rest) {
            Ok(n) => n == 0,
            Err(e) => e.kind() == std::io::ErrorKind::ConnectionReset,
        }
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
    // What an operator sees of it.
    let inbound = inbound_counters(&app).await;
    assert_eq!(inbound["not_a_reply_address"], 2, "{inbound}");
    assert_eq!(inbound["too_big"], 2, "{inbound}");
    assert_eq!(inbound["taken"], 1, "{inbound}");
}

/// What the listener has taken, refused and cut off, as `/healthz` shows it.
async fn inbound_counters(app: &TestApp) -> serde_json::Value {
    let r = app.browser().get(app.url("/healthz")).send().await.unwrap();
    let body: serde_json::Value = serde_json::from_str(&r.text().await.unwrap()).unwrap();
    body["inbound"].clone()
}

#[actix_web::test]
async fn only_the_reply_addresses_beside_mail_from_are_taken() {
    let app = TestApp::spawn().await;
    let before = app.fingerprint();
    let (mut c, _) = Conversation::open(&app);
    c.say("EHLO relay.example");
    assert_eq!(code(&c.say("MAIL FROM:<ann@example.org>")), "250");
    // MAIL_FROM is missive@test.example; the web's host, 127.0.0.1, is no mail domain.
    let not_ours = [
        "missive+1-ab@other.example",
        "missive+1-ab@127.0.0.1",
        "missive+1-ab@test.example.other.example",
        "someone+1-ab@test.example",
        "missive@test.example",
        "missive+@test.example",
        "missive+1-AB@test.example",
    ];
    for to in not_ours {
        assert_eq!(code(&c.say(&format!("RCPT TO:<{to}>"))), "550", "{to}");
    }
    assert_eq!(code(&c.say("DATA")), "503", "no recipient was taken");
    for to in ["missive+1-ab@test.example", "Missive+ff-00@TEST.Example"] {
        assert_eq!(code(&c.say(&format!("RCPT TO:<{to}>"))), "250", "{to}");
    }
    assert_eq!(code(&c.say("RSET")), "250");
    assert_eq!(code(&c.say("QUIT")), "221");
    app.settle();
    assert_eq!(app.fingerprint(), before, "nothing was kept");
    let inbound = inbound_counters(&app).await;
    assert_eq!(inbound["not_a_reply_address"], not_ours.len(), "{inbound}");
    assert_eq!(inbound["taken"], 0, "{inbound}");
}

#[actix_web::test]
async fn slow_clients_from_one_address_leave_the_door_open_for_another() {
    let app = TestApp::spawn().await;
    let before = app.fingerprint();
    // Sixteen connections from one address, each stopping in the middle of a message.
    let mut greetings = Vec::new();
    let mut slow = Vec::new();
    for _ in 0..16 {
        let (mut c, greeting) = Conversation::open_from(&app, "127.0.0.1");
        greetings.push(code(&greeting).to_string());
        if code(&greeting) != "220" {
            assert!(c.hung_up());
            continue;
        }
        c.say("EHLO slow.example");
        c.say("MAIL FROM:<slow@example.org>");
        c.say("RCPT TO:<missive+1-ab@test.example>");
        assert_eq!(code(&c.say("DATA")), "354");
        c.send_raw(b"Subject: slowly\r\n");
        slow.push(c);
    }
    let per_address = Limits::default().connections_per_address;
    let expected: Vec<&str> = (0..16)
        .map(|n| if n < per_address { "220" } else { "421" })
        .collect();
    assert_eq!(greetings, expected);

    // Meanwhile the relay, from another address, delivers a reply.
    let (mut relay, greeting) = Conversation::open_from(&app, "127.0.0.2");
    assert_eq!(code(&greeting), "220");
    relay.say("EHLO relay.example");
    assert_eq!(code(&relay.say("MAIL FROM:<ann@example.org>")), "250");
    assert_eq!(
        code(&relay.say("RCPT TO:<missive+1-ab@test.example>")),
        "250"
    );
    assert_eq!(code(&relay.say("DATA")), "354");
    relay.send_raw(b"Subject: Re: your turn\r\n\r\nok\r\n");
    assert_eq!(code(&relay.say(".")), "250");
    assert_ne!(app.fingerprint(), before, "the reply is kept as a job");
    assert_eq!(code(&relay.say("QUIT")), "221");

    let inbound = inbound_counters(&app).await;
    assert_eq!(inbound["over_address_limit"], 16 - per_address, "{inbound}");
    assert_eq!(inbound["over_total_limit"], 0, "{inbound}");
    assert_eq!(inbound["taken"], 1, "{inbound}");
    drop(slow);
    app.settle();
}

#[actix_web::test]
async fn a_client_too_slow_for_a_command_or_a_message_is_cut_off() {
    let app = TestApp::spawn_with(Spawn {
        inbound_limits: Limits {
            command: Duration::from_secs(1),
            message: Duration::from_secs(1),
            // Longer than the test waits for an answer: only a deadline can cut in time.
            silence: PATIENCE * 10,
            ..Limits::default()
        },
        ..Spawn::default()
    })
    .await;
    let before = app.fingerprint();

    // A command whose line never ends.
    let (mut c, _) = Conversation::open(&app);
    c.send_raw(b"EHLO slow.exa");
    assert_eq!(code(&c.answer()), "421");
    assert!(c.hung_up());

    // A message whose final dot never comes.
    let (mut c, _) = Conversation::open(&app);
    c.say("EHLO slow.example");
    assert_eq!(code(&c.say("MAIL FROM:<slow@example.org>")), "250");
    assert_eq!(code(&c.say("RCPT TO:<missive+1-ab@test.example>")), "250");
    assert_eq!(code(&c.say("DATA")), "354");
    c.send_raw(b"Subject: slowly\r\n\r\nand on");
    assert_eq!(code(&c.answer()), "421");
    assert!(c.hung_up());

    app.settle();
    assert_eq!(app.fingerprint(), before, "nothing was kept");
    let inbound = inbound_counters(&app).await;
    assert_eq!(inbound["command_deadline"], 1, "{inbound}");
    assert_eq!(inbound["message_deadline"], 1, "{inbound}");
    assert_eq!(inbound["silent"], 0, "{inbound}");
}

#[actix_web::test]
async fn the_listener_takes_so_many_connections_and_fewer_from_one_address() {
    let app = TestApp::spawn_with(Spawn {
        inbound_limits: Limits {
            connections: 3,
            connections_per_address: 2,
            ..Limits::default()
        },
        ..Spawn::default()
    })
    .await;
    let (mut first, greeting) = Conversation::open_from(&app, "127.0.0.1");
    assert_eq!(code(&greeting), "220");
    let (_second, greeting) = Conversation::open_from(&app, "127.0.0.1");
    assert_eq!(code(&greeting), "220");
    let (mut third, greeting) = Conversation::open_from(&app, "127.0.0.1");
    assert_eq!(code(&greeting), "421", "over its address's share");
    assert!(third.hung_up());
    let (_other, greeting) = Conversation::open_from(&app, "127.0.0.2");
    assert_eq!(code(&greeting), "220");
    let (mut late, greeting) = Conversation::open_from(&app, "127.0.0.3");
    assert_eq!(code(&greeting), "421", "over the total");
    assert!(late.hung_up());
    // A client that has read our goodbye has given its place back.
    assert_eq!(code(&first.say("QUIT")), "221");
    let (_late, greeting) = Conversation::open_from(&app, "127.0.0.3");
    assert_eq!(code(&greeting), "220");

    let inbound = inbound_counters(&app).await;
    assert_eq!(inbound["over_address_limit"], 1, "{inbound}");
    assert_eq!(inbound["over_total_limit"], 1, "{inbound}");
}
