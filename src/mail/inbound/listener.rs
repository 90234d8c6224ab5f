//! The SMTP listener's threads: one accepting, one per connection, within the limits.

use super::connections::{Connections, Full};
use super::counters::{Counters, add_one};
use super::door::Door;
use super::session::Session;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::{self, JoinHandle};
use std::time::Duration;

/// How often the accepting thread looks whether it should stop.
const STOP_CHECK: Duration = Duration::from_millis(100);

pub struct InboundListener {
    addr: SocketAddr,
    counters: Arc<Counters>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl InboundListener {
    /// Starts listening on `listener`.
    pub fn start(listener: TcpListener, door: Door) -> std::io::Result<InboundListener> {
        let addr = listener.local_addr()?;
        listener.set_nonblocking(true)?;
        let counters = Arc::new(Counters::default());
        let stop = Arc::new(AtomicBool::new(false));
        tracing::info!(%addr, to = %door.addresses, "receiving replies by SMTP");
        let (counting, stopping) = (counters.clone(), stop.clone());
        let thread = thread::Builder::new()
            .name("inbound-smtp".into())
            .spawn(move || accept(listener, Arc::new(door), counting, stopping))?;
        Ok(InboundListener {
            addr,
            counters,
            stop,
            thread: Some(thread),
        })
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// What it has taken, refused and cut off so far.
    pub fn counters(&self) -> Arc<Counters> {
        self.counters.clone()
    }

    /// Stops taking connections; those open finish on their own.
    pub fn stop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for InboundListener {
    fn drop(&mut self) {
        self.stop();
    }
}

fn accept(listener: TcpListener, door: Arc<Door>, counters: Arc<Counters>, stop: Arc<AtomicBool>) {
    let connections = Connections::new(door.limits);
    while !stop.load(Ordering::SeqCst) {
        match listener.accept() {
            Ok((stream, peer)) => {
                let slot = match connections.admit(peer.ip()) {
                    Ok(slot) => slot,
                    Err(full) => {
                        turn_away(stream, peer, full, &counters);
                        continue;
                    }
                };
                let (door, counters) = (door.clone(), counters.clone());
                // When the thread cannot start, the slot is dropped with the closure.
                let _ = thread::Builder::new()
                    .name("inbound-smtp-session".into())
                    .spawn(move || {
                        if let Err(e) = Session::new(&door, &counters).serve(stream, slot) {
                            tracing::info!(%peer, error = %e, "an inbound SMTP session ended early");
                        }
                    });
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => thread::sleep(STOP_CHECK),
            Err(e) => {
                tracing::warn!(error = %e, "accepting an inbound SMTP connection failed");
                thread::sleep(STOP_CHECK);
            }
        }
    }
}

/// No place for this connection: "try again later", and hang up.
fn turn_away(mut stream: TcpStream, peer: SocketAddr, full: Full, counters: &Counters) {
    use std::io::Write;
    let answer: &[u8] = match full {
        Full::Address => {
            add_one(&counters.over_address_limit);
            b"421 4.7.0 Too many connections from your address, try again later\r\n"
        }
        Full::Total => {
            add_one(&counters.over_total_limit);
            b"421 4.3.2 Too busy, try again later\r\n"
        }
    };
    tracing::info!(%peer, ?full, "an inbound SMTP connection turned away");
    let _ = stream.set_nonblocking(false);
    let _ = stream.write_all(answer);
}
