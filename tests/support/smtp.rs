//! An SMTP receiver in the test process: enough of RFC 5321 (EHLO/HELO, MAIL,
//! RCPT, DATA, RSET, NOOP, QUIT, and STARTTLS, implicit TLS and AUTH PLAIN when
//! asked) for the mailer to deliver to it. Hand-written rather than
//! mailin-embedded because tests need to stop and restart it on the same port,
//! hold its answers at chosen points, and mailin-embedded's server can only run
//! forever.

// Each test binary uses a different part of this module.
#![allow(dead_code)]

use base64::Engine;
use base64::engine::general_purpose::STANDARD as BASE64;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// One message as it arrived, parsed with mail-parser.
#[derive(Debug, Clone)]
pub struct Received {
    /// Envelope sender and recipients (MAIL FROM, RCPT TO).
    pub from: String,
    pub to: Vec<String>,
    pub raw: Vec<u8>,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// Without angle brackets.
    pub message_id: String,
    /// Every header as written, unfolded; the name as it appeared.
    pub headers: Vec<(String, String)>,
}

impl Received {
    /// The message `raw`, delivered from `from` to `to`, as the receiver keeps it.
    pub fn parse(from: String, to: Vec<String>, raw: Vec<u8>) -> Received {
        let parsed = mail_parser::MessageParser::default().parse(&raw);
        let (subject, text, html, message_id, headers) = match &parsed {
            Some(m) => (
                m.subject().unwrap_or_default().to_string(),
                m.body_text(0).unwrap_or_default().into_owned(),
                m.body_html(0).unwrap_or_default().into_owned(),
                m.message_id().unwrap_or_default().to_string(),
                m.headers_raw()
                    .map(|(name, value)| (name.to_string(), unfold(value)))
                    .collect(),
            ),
            None => Default::default(),
        };
        Received {
            from,
            to,
            raw,
            subject,
            text,
            html,
            message_id,
            headers,
        }
    }

    /// The raw value of the first header called `name` (any case), trimmed
    /// and unfolded, e.g. `header("in-reply-to")` → `"<root@host>"`.
    pub fn header(&self, name: &str) -> Option<String> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
    }
}

fn unfold(value: &str) -> String {
    value
        .split(['\r', '\n'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A point at which the receiver stops answering until `release`, so that a test can kill the
/// sender there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hold {
    /// The message is stored (delivered), but the "250" that tells the sender so is not sent.
    DataReply,
    /// A sender that delivered a message on this connection starts another: its MAIL FROM
    /// gets no answer.
    NextMail,
}

#[derive(Default)]
struct Shared {
    messages: Mutex<Vec<Received>>,
    arrived: Condvar,
    /// When set, RCPT TO is answered with this reply, e.g. "550 5.1.1 no such user".
    reject_rcpt: Mutex<Option<String>>,
    /// Recipients answered with their own reply.
    reject_address: Mutex<Vec<(String, String)>>,
    hold: Mutex<Option<Hold>>,
    /// Set while a session waits at the hold.
    holding: Mutex<bool>,
    hold_changed: Condvar,
    security: Mutex<Security>,
    /// Every command received, in order ("AUTH" without its secret).
    log: Mutex<Vec<String>>,
    /// For each sign-in, whether the connection was encrypted then.
    signed_in_encrypted: Mutex<Vec<bool>>,
    /// How many more messages to take and then hang up on, without a word.
    hang_ups: Mutex<usize>,
}

/// TLS and sign-in, when a test asks for them.
#[derive(Clone, Default)]
pub struct Security {
    /// Offers STARTTLS with this identity (or starts TLS at once, if `implicit`).
    pub tls: Option<native_tls::TlsAcceptor>,
    pub implicit: bool,
    /// Requires AUTH PLAIN with this user and password before MAIL.
    pub credentials: Option<(String, String)>,
}

impl Shared {
    /// Waits here while `point` is held.
    fn hold_at(&self, point: Hold) {
        let mut hold = self.hold.lock().unwrap();
        if *hold != Some(point) {
            return;
        }
        *self.holding.lock().unwrap() = true;
        self.hold_changed.notify_all();
        while *hold == Some(point) {
            hold = self.hold_changed.wait(hold).unwrap();
        }
    }
}

struct Listening {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<()>,
}

pub struct SmtpReceiver {
    port: u16,
    shared: Arc<Shared>,
    listening: Mutex<Option<Listening>>,
}

impl SmtpReceiver {
    /// Listens on 127.0.0.1 on a free port.
    pub fn start() -> SmtpReceiver {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind the SMTP receiver");
        let port = listener.local_addr().unwrap().port();
        let receiver = SmtpReceiver {
            port,
            shared: Arc::default(),
            listening: Mutex::new(None),
        };
        receiver.listen(listener);
        receiver
    }

    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub fn messages(&self) -> Vec<Received> {
        self.shared.messages.lock().unwrap().clone()
    }

    /// Blocks until at least `count` messages arrived or `timeout` passed,
    /// then returns all messages so far.
    pub fn wait_for(&self, count: usize, timeout: Duration) -> Vec<Received> {
        let deadline = Instant::now() + timeout;
        let mut messages = self.shared.messages.lock().unwrap();
        while messages.len() < count {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            messages = self.shared.arrived.wait_timeout(messages, left).unwrap().0;
        }
        messages.clone()
    }

    /// Answer every RCPT TO with `reply` (e.g. "550 5.1.1 no such user"),
    /// or accept again with `None`.
    pub fn reject_recipients(&self, reply: Option<&str>) {
        *self.shared.reject_rcpt.lock().unwrap() = reply.map(str::to_string);
    }

    /// Answer RCPT TO for `address` with `reply`, or accept it again with `None`.
    pub fn reject_address(&self, address: &str, reply: Option<&str>) {
        let mut rejected = self.shared.reject_address.lock().unwrap();
        rejected.retain(|(a, _)| a != address);
        if let Some(reply) = reply {
            rejected.push((address.to_string(), reply.to_string()));
        }
    }

    /// Offers TLS and requires a sign-in as `security` says, for the connections to come.
    pub fn secure(&self, security: Security) {
        *self.shared.security.lock().unwrap() = security;
    }

    /// Every command received so far ("AUTH" without its secret).
    pub fn commands(&self) -> Vec<String> {
        self.shared.log.lock().unwrap().clone()
    }

    /// For each sign-in so far, whether it came over an encrypted connection.
    pub fn sign_ins(&self) -> Vec<bool> {
        self.shared.signed_in_encrypted.lock().unwrap().clone()
    }

    /// Takes the next `n` messages whole, then closes the connection instead of answering: the
    /// sender cannot know they arrived.
    pub fn hang_up_after_data(&self, n: usize) {
        *self.shared.hang_ups.lock().unwrap() = n;
    }

    /// Stops answering at `point` from now on, until `release`.
    pub fn hold(&self, point: Hold) {
        *self.shared.hold.lock().unwrap() = Some(point);
        *self.shared.holding.lock().unwrap() = false;
    }

    /// Whether a session reached the hold within `timeout`.
    pub fn wait_held(&self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        let mut hold = self.shared.hold.lock().unwrap();
        loop {
            if *self.shared.holding.lock().unwrap() {
                return true;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            hold = self.shared.hold_changed.wait_timeout(hold, left).unwrap().0;
        }
    }

    /// Answers again, at the hold and from now on.
    pub fn release(&self) {
        *self.shared.hold.lock().unwrap() = None;
        self.shared.hold_changed.notify_all();
    }

    /// Closes the port: new connections are refused until `restart`.
    /// Sessions already open finish normally.
    pub fn stop(&self) {
        if let Some(listening) = self.listening.lock().unwrap().take() {
            listening.stop.store(true, Ordering::SeqCst);
            listening.thread.join().expect("SMTP accept thread");
        }
    }

    /// Listens again on the same port.
    pub fn restart(&self) {
        if self.listening.lock().unwrap().is_some() {
            return;
        }
        // The port was ours a moment ago; std sets SO_REUSEADDR, but allow a
        // few tries in case the kernel is slow to let go of it.
        let mut tries = 0;
        let listener = loop {
            match TcpListener::bind(("127.0.0.1", self.port)) {
                Ok(listener) => break listener,
                Err(_) if tries < 50 => {
                    tries += 1;
                    thread::sleep(Duration::from_millis(20));
                }
                Err(e) => panic!("rebind SMTP receiver on port {}: {e}", self.port),
            }
        };
        self.listen(listener);
    }

    /// Accepts without blocking and checks the stop flag between tries, so
    /// that `stop` can end the thread and drop (close) the listener.
    fn listen(&self, listener: TcpListener) {
        listener.set_nonblocking(true).unwrap();
        let stop = Arc::new(AtomicBool::new(false));
        let shared = self.shared.clone();
        let flag = stop.clone();
        let thread = thread::spawn(move || {
            while !flag.load(Ordering::SeqCst) {
                match listener.accept() {
                    Ok((stream, _)) => {
                        let shared = shared.clone();
                        thread::spawn(move || {
                            let _ = session(stream, &shared);
                        });
                    }
                    Err(_) => thread::sleep(Duration::from_millis(5)),
                }
            }
        });
        *self.listening.lock().unwrap() = Some(Listening { stop, thread });
    }
}

impl Drop for SmtpReceiver {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The receiver's end of a connection: plain, or TLS once started.
enum Conn {
    Plain(TcpStream),
    Tls(Box<native_tls::TlsStream<TcpStream>>),
}

impl Read for Conn {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self {
            Conn::Plain(s) => s.read(buf),
            Conn::Tls(s) => s.read(buf),
        }
    }
}

impl Write for Conn {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match self {
            Conn::Plain(s) => s.write(buf),
            Conn::Tls(s) => s.write(buf),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            Conn::Plain(s) => s.flush(),
            Conn::Tls(s) => s.flush(),
        }
    }
}

fn tls_error(e: impl std::fmt::Display) -> std::io::Error {
    std::io::Error::other(e.to_string())
}

/// One SMTP conversation.
fn session(stream: TcpStream, shared: &Shared) -> std::io::Result<()> {
    stream.set_nonblocking(false)?;
    stream.set_read_timeout(Some(Duration::from_secs(30)))?;
    let security = shared.security.lock().unwrap().clone();
    let conn = match (&security.tls, security.implicit) {
        (Some(acceptor), true) => Conn::Tls(Box::new(acceptor.accept(stream).map_err(tls_error)?)),
        _ => Conn::Plain(stream),
    };
    let mut io = BufReader::new(conn);
    let reply = |io: &mut BufReader<Conn>, line: &str| {
        io.get_mut().write_all(format!("{line}\r\n").as_bytes())
    };

    reply(&mut io, "220 127.0.0.1 ESMTP test receiver")?;
    let mut from = String::new();
    let mut to: Vec<String> = Vec::new();
    let mut delivered = 0;
    let mut signed_in = false;
    let mut line = Vec::new();
    loop {
        line.clear();
        if io.read_until(b'\n', &mut line)? == 0 {
            return Ok(());
        }
        let command = String::from_utf8_lossy(&line).trim_end().to_string();
        let verb = command
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_ascii_uppercase();
        let encrypted = matches!(io.get_ref(), Conn::Tls(_));
        shared.log.lock().unwrap().push(match verb.as_str() {
            "AUTH" => "AUTH".to_string(),
            _ => command.clone(),
        });
        match verb.as_str() {
            "EHLO" => {
                let mut lines = vec!["250-127.0.0.1", "250-8BITMIME", "250-SMTPUTF8"];
                if security.tls.is_some() && !encrypted {
                    lines.push("250-STARTTLS");
                }
                if security.credentials.is_some() {
                    lines.push("250-AUTH PLAIN");
                }
                lines.push("250 HELP");
                reply(&mut io, &lines.join("\r\n"))?
            }
            "HELO" => reply(&mut io, "250 127.0.0.1")?,
            "STARTTLS" => {
                let Some(acceptor) = security.tls.as_ref().filter(|_| !encrypted) else {
                    reply(&mut io, "502 5.5.1 no TLS here")?;
                    continue;
                };
                reply(&mut io, "220 2.0.0 ready")?;
                let Conn::Plain(tcp) = io.into_inner() else {
                    unreachable!("checked above")
                };
                io = BufReader::new(Conn::Tls(Box::new(
                    acceptor.accept(tcp).map_err(tls_error)?,
                )));
                from.clear();
                to.clear();
            }
            "AUTH" => {
                let given = command
                    .split_whitespace()
                    .nth(2)
                    .and_then(|t| BASE64.decode(t).ok())
                    .map(|t| String::from_utf8_lossy(&t).into_owned());
                let expected = security
                    .credentials
                    .as_ref()
                    .map(|(user, password)| format!("\0{user}\0{password}"));
                if given.is_some() && given == expected {
                    signed_in = true;
                    shared.signed_in_encrypted.lock().unwrap().push(encrypted);
                    reply(&mut io, "235 2.7.0 accepted")?
                } else {
                    reply(&mut io, "535 5.7.8 bad credentials")?
                }
            }
            "MAIL" if security.credentials.is_some() && !signed_in => {
                reply(&mut io, "530 5.7.0 sign in first")?
            }
            "MAIL" => {
                if delivered > 0 {
                    shared.hold_at(Hold::NextMail);
                }
                from = address(&command);
                to.clear();
                reply(&mut io, "250 2.1.0 OK")?;
            }
            "RCPT" => {
                let recipient = address(&command);
                let own = shared
                    .reject_address
                    .lock()
                    .unwrap()
                    .iter()
                    .find(|(a, _)| *a == recipient)
                    .map(|(_, r)| r.clone());
                match own.or_else(|| shared.reject_rcpt.lock().unwrap().clone()) {
                    Some(rejection) => reply(&mut io, &rejection)?,
                    None => {
                        to.push(recipient);
                        reply(&mut io, "250 2.1.5 OK")?;
                    }
                }
            }
            "DATA" if to.is_empty() => reply(&mut io, "503 5.5.1 no valid recipients")?,
            "DATA" => {
                reply(&mut io, "354 end with <CRLF>.<CRLF>")?;
                let raw = read_data(&mut io)?;
                let message = Received::parse(std::mem::take(&mut from), to.clone(), raw);
                to.clear();
                shared.messages.lock().unwrap().push(message);
                shared.arrived.notify_all();
                delivered += 1;
                {
                    let mut hang_ups = shared.hang_ups.lock().unwrap();
                    if *hang_ups > 0 {
                        *hang_ups -= 1;
                        return Ok(());
                    }
                }
                shared.hold_at(Hold::DataReply);
                reply(&mut io, "250 2.0.0 queued")?;
            }
            "RSET" => {
                from.clear();
                to.clear();
                reply(&mut io, "250 2.0.0 OK")?;
            }
            "NOOP" => reply(&mut io, "250 2.0.0 OK")?,
            "QUIT" => {
                reply(&mut io, "221 2.0.0 bye")?;
                return Ok(());
            }
            _ => reply(&mut io, "502 5.5.2 command not implemented")?,
        }
    }
}

/// The address between the angle brackets of `MAIL FROM:<a> BODY=8BITMIME`.
fn address(command: &str) -> String {
    let start = command.find('<').map_or(0, |i| i + 1);
    let end = command[start..]
        .find('>')
        .map_or(command.len(), |i| start + i);
    command[start..end].to_string()
}

/// Lines up to the lone ".", with dot-stuffing undone; keeps CRLF endings.
fn read_data(input: &mut impl BufRead) -> std::io::Result<Vec<u8>> {
    let mut raw = Vec::new();
    let mut line = Vec::new();
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        if line == b".\r\n" || line == b".\n" {
            return Ok(raw);
        }
        let unstuffed = if line.starts_with(b"..") {
            &line[1..]
        } else {
            &line
        };
        raw.extend_from_slice(unstuffed);
    }
}
