//! One inbound SMTP conversation (RFC 5321): greeting, EHLO, MAIL, RCPT, DATA, RSET, NOOP,
//! QUIT. smtp-proto reads the commands and the dot-stuffed message; this file says what to
//! answer, and when to stop waiting. No TLS and no sign-in: the listener is meant to receive
//! from the relay or MX that forwards our replies, and a message proves nothing by its envelope
//! anyway (the secret in its recipient does).

use super::Delivered;
use super::connections::Slot;
use super::counters::{Counters, add_one};
use super::door::Door;
use super::limits::Limits;
use smtp_proto::request::receiver::{DataReceiver, RequestReceiver};
use smtp_proto::{EhloResponse, Error, Request, Response};
use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::sync::atomic::AtomicU64;
use std::time::{Duration, Instant};

/// A reply to a game's email is a few lines; a generous bound still keeps a flood out.
pub const MAX_MESSAGE_BYTES: usize = 1 << 20;
const MAX_RECIPIENTS: usize = 10;

pub struct Session<'a> {
    door: &'a Door,
    counters: &'a Counters,
    from: Option<String>,
    to: Vec<String>,
}

/// What a command leads to.
enum Next {
    Command,
    Data,
    Quit,
}

/// The message being received after DATA.
struct Receiving {
    receiver: DataReceiver,
    message: Vec<u8>,
    too_big: bool,
}

/// What we wait for, and until when.
#[derive(Clone, Copy)]
enum Awaiting {
    Command(Instant),
    Message(Instant),
}

impl Awaiting {
    fn command(limits: &Limits) -> Awaiting {
        Awaiting::Command(Instant::now() + limits.command)
    }

    fn message(limits: &Limits) -> Awaiting {
        Awaiting::Message(Instant::now() + limits.message)
    }

    fn deadline(self) -> Instant {
        match self {
            Awaiting::Command(at) | Awaiting::Message(at) => at,
        }
    }

    fn too_slow(self) -> TooSlow {
        match self {
            Awaiting::Command(_) => TooSlow::Command,
            Awaiting::Message(_) => TooSlow::Message,
        }
    }
}

/// Why we stopped waiting for a client.
enum TooSlow {
    Command,
    Message,
    Silent,
}

/// What the client sends before what we await is overdue and before it has been silent too
/// long: `Ok(Err(_))` says which of the two came first.
fn read_before(
    stream: &mut TcpStream,
    buf: &mut [u8],
    awaiting: Awaiting,
    silence: Duration,
) -> io::Result<Result<usize, TooSlow>> {
    let left = awaiting
        .deadline()
        .saturating_duration_since(Instant::now());
    if left.is_zero() {
        return Ok(Err(awaiting.too_slow()));
    }
    stream.set_read_timeout(Some(left.min(silence)))?;
    match stream.read(buf) {
        Ok(n) => Ok(Ok(n)),
        Err(e)
            if matches!(
                e.kind(),
                io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
            ) =>
        {
            Ok(Err(if left <= silence {
                awaiting.too_slow()
            } else {
                TooSlow::Silent
            }))
        }
        Err(e) => Err(e),
    }
}

fn reply(out: &mut Vec<u8>, code: u16, esc: [u8; 3], message: &str) {
    // Writing to a Vec cannot fail.
    let _ = Response::new(code, esc[0], esc[1], esc[2], message).write(out);
}

impl<'a> Session<'a> {
    pub fn new(door: &'a Door, counters: &'a Counters) -> Session<'a> {
        Session {
            door,
            counters,
            from: None,
            to: Vec::new(),
        }
    }

    /// Converses on `stream`, which holds `slot` until its last answer is due: a client that
    /// has read our goodbye may connect again at once.
    pub fn serve(mut self, mut stream: TcpStream, slot: Slot) -> io::Result<()> {
        let limits = self.door.limits;
        stream.set_nonblocking(false)?;
        // A client that does not read what we answer holds us as long as one that does not write.
        stream.set_write_timeout(Some(limits.silence))?;
        stream.set_nodelay(true)?;
        let mut out = Vec::new();
        reply(
            &mut out,
            220,
            [2, 0, 0],
            &format!("{} ESMTP Missive", self.door.hostname),
        );
        stream.write_all(&out)?;
        let mut awaiting = Awaiting::command(&limits);
        let mut requests = RequestReceiver::default();
        let mut data: Option<Receiving> = None;
        let mut buf = vec![0u8; 16 * 1024];
        loop {
            let n = match read_before(&mut stream, &mut buf, awaiting, limits.silence)? {
                Ok(n) => n,
                Err(too_slow) => return self.cut_off(stream, slot, too_slow),
            };
            if n == 0 {
                return Ok(());
            }
            let mut bytes = buf[..n].iter();
            out.clear();
            let mut quit = false;
            loop {
                if let Some(receiving) = &mut data {
                    let done = receiving
                        .receiver
                        .ingest(&mut bytes, &mut receiving.message);
                    if receiving.message.len() > MAX_MESSAGE_BYTES {
                        receiving.too_big = true;
                        receiving.message.clear();
                    }
                    if !done {
                        break;
                    }
                    let receiving = data.take().expect("receiving a message");
                    self.deliver(receiving, &mut out);
                    awaiting = Awaiting::command(&limits);
                    continue;
                }
                if bytes.as_slice().is_empty() {
                    break;
                }
                let request = match requests.ingest(&mut bytes) {
                    Ok(request) => request.into_owned(),
                    Err(Error::NeedsMoreData { .. }) => break,
                    Err(e) => {
                        self.refuse(e, &mut out);
                        awaiting = Awaiting::command(&limits);
                        continue;
                    }
                };
                match self.answer(request, &mut out) {
                    Next::Command => awaiting = Awaiting::command(&limits),
                    Next::Data => {
                        data = Some(Receiving {
                            receiver: DataReceiver::new(),
                            message: Vec::new(),
                            too_big: false,
                        });
                        awaiting = Awaiting::message(&limits);
                    }
                    Next::Quit => {
                        quit = true;
                        break;
                    }
                }
            }
            if quit {
                drop(slot);
                return stream.write_all(&out);
            }
            if !out.is_empty() {
                stream.write_all(&out)?;
            }
        }
    }

    /// Counts the client out, tells it why, and hangs up.
    fn cut_off(&self, mut stream: TcpStream, slot: Slot, too_slow: TooSlow) -> io::Result<()> {
        let limits = &self.door.limits;
        let (counter, why): (&AtomicU64, String) = match too_slow {
            TooSlow::Command => (
                &self.counters.command_deadline,
                format!("no whole command within {:?}", limits.command),
            ),
            TooSlow::Message => (
                &self.counters.message_deadline,
                format!("no whole message within {:?}", limits.message),
            ),
            TooSlow::Silent => (
                &self.counters.silent,
                format!("silent for {:?}", limits.silence),
            ),
        };
        add_one(counter);
        drop(slot);
        let mut out = Vec::new();
        reply(
            &mut out,
            421,
            [4, 4, 2],
            &format!("{} Too slow, closing connection", self.door.hostname),
        );
        let _ = stream.write_all(&out);
        Err(io::Error::new(
            io::ErrorKind::TimedOut,
            format!("cut off with 421: {why}"),
        ))
    }

    fn answer(&mut self, request: Request<String>, out: &mut Vec<u8>) -> Next {
        match request {
            Request::Ehlo { .. } | Request::Lhlo { .. } => {
                self.reset();
                let mut ehlo = EhloResponse::new(self.door.hostname.as_str());
                ehlo.capabilities = smtp_proto::EXT_8BIT_MIME
                    | smtp_proto::EXT_PIPELINING
                    | smtp_proto::EXT_SIZE
                    | smtp_proto::EXT_ENHANCED_STATUS_CODES
                    | smtp_proto::EXT_SMTP_UTF8;
                ehlo.size = MAX_MESSAGE_BYTES;
                let _ = ehlo.write(&mut *out);
            }
            Request::Helo { .. } => {
                self.reset();
                reply(out, 250, [2, 0, 0], &self.door.hostname);
            }
            Request::Mail { from } => {
                if from.size > MAX_MESSAGE_BYTES {
                    add_one(&self.counters.too_big);
                    reply(out, 552, [5, 3, 4], "Message too big");
                } else {
                    self.from = Some(from.address);
                    self.to.clear();
                    reply(out, 250, [2, 1, 0], "OK");
                }
            }
            Request::Rcpt { to } => {
                if self.from.is_none() {
                    reply(out, 503, [5, 5, 1], "MAIL first");
                } else if !self.door.addresses.holds(&to.address) {
                    add_one(&self.counters.not_a_reply_address);
                    tracing::info!(to = %to.address, "inbound mail for an address that is no reply address: refused");
                    reply(out, 550, [5, 1, 1], "No such mailbox here");
                } else if self.to.len() >= MAX_RECIPIENTS {
                    reply(out, 452, [4, 5, 3], "Too many recipients");
                } else {
                    self.to.push(to.address);
                    reply(out, 250, [2, 1, 5], "OK");
                }
            }
            Request::Data => {
                if self.to.is_empty() {
                    reply(out, 503, [5, 5, 1], "RCPT first");
                } else {
                    let _ = out.write_all(b"354 End data with <CR><LF>.<CR><LF>\r\n");
                    return Next::Data;
                }
            }
            Request::Rset => {
                self.reset();
                reply(out, 250, [2, 0, 0], "OK");
            }
            Request::Noop { .. } => reply(out, 250, [2, 0, 0], "OK"),
            Request::Quit => {
                reply(out, 221, [2, 0, 0], "Bye");
                return Next::Quit;
            }
            Request::Vrfy { .. } => reply(out, 252, [2, 5, 2], "Cannot verify"),
            other => reply(
                out,
                502,
                [5, 5, 1],
                &format!("{} is not offered here", other.name()),
            ),
        }
        Next::Command
    }

    fn refuse(&mut self, error: Error, out: &mut Vec<u8>) {
        match error {
            Error::UnknownCommand => reply(out, 500, [5, 5, 1], "Unknown command"),
            Error::InvalidSenderAddress => reply(out, 501, [5, 1, 7], "Bad sender address"),
            Error::InvalidRecipientAddress => reply(out, 501, [5, 1, 3], "Bad recipient address"),
            Error::ResponseTooLong => reply(out, 500, [5, 5, 2], "Line too long"),
            _ => reply(out, 501, [5, 5, 4], "Syntax error"),
        }
    }

    /// The end of a message: kept by the sink, or refused.
    fn deliver(&mut self, receiving: Receiving, out: &mut Vec<u8>) {
        if receiving.too_big {
            add_one(&self.counters.too_big);
            reply(out, 552, [5, 3, 4], "Message too big");
        } else {
            let delivered = Delivered {
                from: self.from.clone().unwrap_or_default(),
                to: self.to.clone(),
                data: receiving.message,
            };
            match (self.door.sink)(delivered) {
                Ok(()) => {
                    add_one(&self.counters.taken);
                    reply(out, 250, [2, 0, 0], "Queued")
                }
                Err(reason) => {
                    add_one(&self.counters.not_kept);
                    tracing::warn!(%reason, "an inbound message could not be kept");
                    reply(out, 451, [4, 3, 0], "Cannot keep it now, try again later");
                }
            }
        }
        self.reset();
    }

    fn reset(&mut self) {
        self.from = None;
        self.to.clear();
    }
}
