//! Our SMTP submission client: plain, STARTTLS or TLS, PLAIN or LOGIN sign-in, connections kept
//! and reused, TCP_NODELAY so that no email waits 40 ms on Nagle's algorithm. (lettre builds
//! the messages; its own transport sets no TCP_NODELAY in any release yet, which cost every email
//! that wait, and a crash in that wait left its fate unknown.)

mod client;
mod connection;
mod reply;
mod settings;

pub use client::SmtpClient;
pub use settings::{Settings, Tls};
