//! One connection to the SMTP server, kept open for many emails. TCP_NODELAY is set: every SMTP
//! step is a write and then a wait for the reply, so Nagle's algorithm would only hold each
//! small write (the final "." of a message above all) until the server's delayed ACK, 40 ms.

use super::super::MailError;
use super::reply::Reply;
use super::settings::{Settings, Tls};
use base64::Engine;
use base64::engine::general_purpose::STANDARD as BASE64;
use native_tls::{TlsConnector, TlsStream};
use secrecy::ExposeSecret;
use std::io::{self, BufReader, Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::time::{Duration, Instant};

/// Long enough for a slow relay to answer, short enough that a dead one does not hold a worker:
/// the email is tried again later anyway.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
/// RFC 5321 allows minutes for the answer to a message; a relay that scans it may take a while.
const REPLY_TIMEOUT: Duration = Duration::from_secs(60);

enum Stream {
    Plain(TcpStream),
    Tls(Box<TlsStream<TcpStream>>),
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Stream::Plain(s) => s.read(buf),
            Stream::Tls(s) => s.read(buf),
        }
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Stream::Plain(s) => s.write(buf),
            Stream::Tls(s) => s.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Stream::Plain(s) => s.flush(),
            Stream::Tls(s) => s.flush(),
        }
    }
}

/// What the server said it supports, in its answer to EHLO.
#[derive(Debug, Default)]
struct Extensions {
    starttls: bool,
    eight_bit: bool,
    smtputf8: bool,
    auth_plain: bool,
    auth_login: bool,
}

impl Extensions {
    fn of(reply: &Reply) -> Extensions {
        let mut e = Extensions::default();
        for line in reply.lines.iter().skip(1) {
            let mut words = line.split_whitespace().map(str::to_ascii_uppercase);
            match words.next().as_deref() {
                Some("STARTTLS") => e.starttls = true,
                Some("8BITMIME") => e.eight_bit = true,
                Some("SMTPUTF8") => e.smtputf8 = true,
                Some("AUTH") => {
                    for mechanism in words {
                        e.auth_plain |= mechanism == "PLAIN";
                        e.auth_login |= mechanism == "LOGIN";
                    }
                }
                _ => {}
            }
        }
        e
    }
}

/// How far an email got when its sending failed: before the message's bytes went out, it
/// surely was not delivered, and another connection may try it at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    BeforeData,
    Data,
}

/// The stream, read through a buffer, with the exchanges every step makes.
struct Io(BufReader<Stream>);

impl Io {
    fn command(&mut self, line: &str) -> Result<Reply, MailError> {
        self.write(format!("{line}\r\n").as_bytes())?;
        Reply::read(&mut self.0)
    }

    fn write(&mut self, bytes: &[u8]) -> Result<(), MailError> {
        let stream = self.0.get_mut();
        stream
            .write_all(bytes)
            .and_then(|()| stream.flush())
            .map_err(|e| MailError::Unreachable(format!("writing to the server: {e}")))
    }

    fn hello(&mut self, hello: &str) -> Result<Extensions, MailError> {
        let reply = self.command(&format!("EHLO {hello}"))?;
        Ok(Extensions::of(&reply.expect(&[250], "EHLO")?))
    }

    fn start_tls(mut self, tls: &TlsConnector, host: &str) -> Result<Io, MailError> {
        self.command("STARTTLS")?.expect(&[220], "STARTTLS")?;
        match self.0.into_inner() {
            Stream::Plain(tcp) => Ok(Io(BufReader::new(Stream::Tls(Box::new(handshake(
                tls, host, tcp,
            )?))))),
            Stream::Tls(_) => Err(MailError::Unreachable("TLS started twice".into())),
        }
    }

    fn encrypted(&self) -> bool {
        matches!(self.0.get_ref(), Stream::Tls(_))
    }
}

pub struct Connection {
    io: Io,
    extensions: Extensions,
    pub last_used: Instant,
}

impl Connection {
    /// Connects, greets, starts TLS and signs in as the settings say.
    pub fn open(
        settings: &Settings,
        tls: &TlsConnector,
        hello: &str,
    ) -> Result<Connection, MailError> {
        let tcp = connect(&settings.host, settings.port)?;
        let stream = match settings.tls {
            Tls::Implicit => Stream::Tls(Box::new(handshake(tls, &settings.host, tcp)?)),
            _ => Stream::Plain(tcp),
        };
        let mut io = Io(BufReader::new(stream));
        Reply::read(&mut io.0)?.expect(&[220], "greeting")?;
        let mut extensions = io.hello(hello)?;
        let start_tls = match settings.tls {
            Tls::Required if !extensions.starttls => {
                return Err(MailError::Refused {
                    message: "the server does not offer STARTTLS, and SMTP_URL requires it".into(),
                    permanent: false,
                });
            }
            Tls::Required | Tls::Opportunistic => extensions.starttls,
            Tls::None | Tls::Implicit => false,
        };
        if start_tls {
            io = io.start_tls(tls, &settings.host)?;
            extensions = io.hello(hello)?;
        }
        if let Some(user) = &settings.user {
            if !io.encrypted() && !settings.may_send_password_plain() {
                return Err(MailError::BadSmtpUrl(
                    "the password would cross the network unencrypted: add ?tls=required, or use smtps://".into(),
                ));
            }
            let password = settings
                .password
                .as_ref()
                .map(|p| p.expose_secret())
                .unwrap_or("");
            sign_in(&mut io, &extensions, user, password)?;
        }
        Ok(Connection {
            io,
            extensions,
            last_used: Instant::now(),
        })
    }

    /// Sends one message. On failure, says how far it got.
    pub fn send(
        &mut self,
        from: &str,
        to: &[String],
        message: &[u8],
    ) -> Result<(), (MailError, Stage)> {
        let before = |e| (e, Stage::BeforeData);
        let mut mail = format!("MAIL FROM:<{from}>");
        if !message.is_ascii() && self.extensions.eight_bit {
            mail.push_str(" BODY=8BITMIME");
        }
        if (!from.is_ascii() || to.iter().any(|t| !t.is_ascii())) && self.extensions.smtputf8 {
            mail.push_str(" SMTPUTF8");
        }
        self.io
            .command(&mail)
            .and_then(|r| r.expect(&[250], "MAIL FROM"))
            .map_err(before)?;
        for rcpt in to {
            self.io
                .command(&format!("RCPT TO:<{rcpt}>"))
                .and_then(|r| r.expect(&[250, 251], "RCPT TO"))
                .map_err(before)?;
        }
        self.io
            .command("DATA")
            .and_then(|r| r.expect(&[354], "DATA"))
            .map_err(before)?;
        // The message and its final "." in one write: no reply comes in between.
        let during = |e| (e, Stage::Data);
        self.io.write(&data(message)).map_err(during)?;
        Reply::read(&mut self.io.0)
            .and_then(|r| r.expect(&[250], "the message"))
            .map_err(during)?;
        self.last_used = Instant::now();
        Ok(())
    }

    /// Whether the connection still answers (servers close idle ones).
    pub fn alive(&mut self) -> bool {
        self.io.command("NOOP").is_ok_and(|r| r.code == 250)
    }

    /// Says goodbye; the answer does not matter.
    pub fn quit(mut self) {
        let _ = self.io.command("QUIT");
    }
}

fn sign_in(
    io: &mut Io,
    extensions: &Extensions,
    user: &str,
    password: &str,
) -> Result<(), MailError> {
    if extensions.auth_plain {
        let token = BASE64.encode(format!("\0{user}\0{password}"));
        io.command(&format!("AUTH PLAIN {token}"))?
            .expect(&[235], "sign-in (AUTH PLAIN)")?;
    } else if extensions.auth_login {
        io.command("AUTH LOGIN")?
            .expect(&[334], "sign-in (AUTH LOGIN)")?;
        io.command(&BASE64.encode(user))?
            .expect(&[334], "sign-in (AUTH LOGIN)")?;
        io.command(&BASE64.encode(password))?
            .expect(&[235], "sign-in (AUTH LOGIN)")?;
    } else {
        return Err(MailError::Refused {
            message: "the server offers no sign-in Missive knows (PLAIN, LOGIN)".into(),
            permanent: true,
        });
    }
    Ok(())
}

fn connect(host: &str, port: u16) -> Result<TcpStream, MailError> {
    let unreachable =
        |e: &dyn std::fmt::Display| MailError::Unreachable(format!("{host}:{port}: {e}"));
    let addresses = (host, port)
        .to_socket_addrs()
        .map_err(|e| unreachable(&e))?;
    let mut last = None;
    for address in addresses {
        match TcpStream::connect_timeout(&address, CONNECT_TIMEOUT) {
            Ok(tcp) => {
                tcp.set_nodelay(true).map_err(|e| unreachable(&e))?;
                tcp.set_read_timeout(Some(REPLY_TIMEOUT))
                    .and_then(|()| tcp.set_write_timeout(Some(REPLY_TIMEOUT)))
                    .map_err(|e| unreachable(&e))?;
                return Ok(tcp);
            }
            Err(e) => last = Some(e),
        }
    }
    Err(match last {
        Some(e) => unreachable(&e),
        None => unreachable(&"no address"),
    })
}

fn handshake(
    tls: &TlsConnector,
    host: &str,
    tcp: TcpStream,
) -> Result<TlsStream<TcpStream>, MailError> {
    tls.connect(host, tcp)
        .map_err(|e| MailError::Unreachable(format!("TLS with {host}: {e}")))
}

/// The message as DATA carries it: a line starting with "." gets one more, and it ends with
/// CRLF "." CRLF.
pub fn data(message: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(message.len() + 16);
    let mut line_start = true;
    for &byte in message {
        if line_start && byte == b'.' {
            out.push(b'.');
        }
        out.push(byte);
        line_start = byte == b'\n';
    }
    if !out.ends_with(b"\r\n") {
        out.extend_from_slice(b"\r\n");
    }
    out.extend_from_slice(b".\r\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dots_at_line_starts_are_doubled_and_the_end_is_marked() {
        assert_eq!(data(b"Hi\r\n.\r\n..x\r\n"), b"Hi\r\n..\r\n...x\r\n.\r\n");
        assert_eq!(data(b".start"), b"..start\r\n.\r\n");
        assert_eq!(data(b"no end"), b"no end\r\n.\r\n");
    }

    #[test]
    fn reads_what_the_server_offers() {
        let reply = Reply {
            code: 250,
            lines: vec![
                "mail.example.org".into(),
                "STARTTLS".into(),
                "AUTH LOGIN PLAIN".into(),
                "8BITMIME".into(),
            ],
        };
        let e = Extensions::of(&reply);
        assert!(e.starttls && e.auth_plain && e.auth_login && e.eight_bit && !e.smtputf8);
    }
}
