//! One inbound SMTP conversation (RFC 5321): greeting, EHLO, MAIL, RCPT, DATA, RSET, NOOP,
//! QUIT. smtp-proto reads the commands and the dot-stuffed message; this file says what to
//! answer. No TLS and no sign-in: the listener is meant to receive from the relay or MX that
//! forwards our replies, and a message proves nothing by its envelope anyway (the secret in
//! its recipient does).

use super::Delivered;
use super::listener::Sink;
use smtp_proto::request::receiver::{DataReceiver, RequestReceiver};
use smtp_proto::{EhloResponse, Error, Request, Response};
use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::time::Duration;

/// A reply to a game's email is a few lines; a generous bound still keeps a flood out.
pub const MAX_MESSAGE_BYTES: usize = 1 << 20;
const MAX_RECIPIENTS: usize = 10;
/// RFC 5321 asks a server to wait at least five minutes for a command.
const IDLE: Duration = Duration::from_secs(300);

pub struct Session<'a> {
    hostname: &'a str,
    sink: &'a Sink,
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

fn reply(out: &mut Vec<u8>, code: u16, esc: [u8; 3], message: &str) {
    // Writing to a Vec cannot fail.
    let _ = Response::new(code, esc[0], esc[1], esc[2], message).write(out);
}

impl<'a> Session<'a> {
    pub fn new(hostname: &'a str, sink: &'a Sink) -> Session<'a> {
        Session {
            hostname,
            sink,
            from: None,
            to: Vec::new(),
        }
    }

    pub fn serve(mut self, mut stream: TcpStream) -> io::Result<()> {
        stream.set_nonblocking(false)?;
        stream.set_read_timeout(Some(IDLE))?;
        stream.set_nodelay(true)?;
        let mut out = Vec::new();
        reply(
            &mut out,
            220,
            [2, 0, 0],
            &format!("{} ESMTP Missive", self.hostname),
        );
        stream.write_all(&out)?;
        let mut requests = RequestReceiver::default();
        let mut data: Option<Receiving> = None;
        let mut buf = vec![0u8; 16 * 1024];
        loop {
            let n = stream.read(&mut buf)?;
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
                        continue;
                    }
                };
                match self.answer(request, &mut out) {
                    Next::Command => {}
                    Next::Data => {
                        data = Some(Receiving {
                            receiver: DataReceiver::new(),
                            message: Vec::new(),
                            too_big: false,
                        })
                    }
                    Next::Quit => {
                        quit = true;
                        break;
                    }
                }
            }
            if !out.is_empty() {
                stream.write_all(&out)?;
            }
            if quit {
                return Ok(());
            }
        }
    }

    fn answer(&mut self, request: Request<String>, out: &mut Vec<u8>) -> Next {
        match request {
            Request::Ehlo { .. } | Request::Lhlo { .. } => {
                self.reset();
                let mut ehlo = EhloResponse::new(self.hostname);
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
                reply(out, 250, [2, 0, 0], self.hostname);
            }
            Request::Mail { from } => {
                if from.size > MAX_MESSAGE_BYTES {
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
                } else if super::reply_secret(&to.address).is_none() {
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
            reply(out, 552, [5, 3, 4], "Message too big");
        } else {
            let delivered = Delivered {
                from: self.from.clone().unwrap_or_default(),
                to: self.to.clone(),
                data: receiving.message,
            };
            match (self.sink)(delivered) {
                Ok(()) => reply(out, 250, [2, 0, 0], "Queued"),
                Err(reason) => {
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
