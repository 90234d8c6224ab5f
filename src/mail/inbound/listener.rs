//! The SMTP listener's threads: one accepting, one per connection, up to a limit.

use super::Delivered;
use super::session::Session;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread::{self, JoinHandle};
use std::time::Duration;

/// Keeps a message: `Ok` once it is stored for good, `Err` with the reason to refuse it (the
/// sender tries again later).
pub type Sink = Arc<dyn Fn(Delivered) -> Result<(), String> + Send + Sync>;

/// More connections at once than a relay forwarding replies would open; the rest are told to
/// come back later.
const MAX_CONNECTIONS: usize = 16;
/// How often the accepting thread looks whether it should stop.
const STOP_CHECK: Duration = Duration::from_millis(100);

pub struct InboundListener {
    addr: SocketAddr,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl InboundListener {
    /// Starts listening on `listener`; `hostname` is our name in the greeting.
    pub fn start(
        listener: TcpListener,
        hostname: String,
        sink: Sink,
    ) -> std::io::Result<InboundListener> {
        let addr = listener.local_addr()?;
        listener.set_nonblocking(true)?;
        let stop = Arc::new(AtomicBool::new(false));
        let stopping = stop.clone();
        let thread = thread::Builder::new()
            .name("inbound-smtp".into())
            .spawn(move || accept(listener, hostname, sink, stopping))?;
        tracing::info!(%addr, "receiving replies by SMTP");
        Ok(InboundListener {
            addr,
            stop,
            thread: Some(thread),
        })
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
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

fn accept(listener: TcpListener, hostname: String, sink: Sink, stop: Arc<AtomicBool>) {
    let open = Arc::new(AtomicUsize::new(0));
    while !stop.load(Ordering::SeqCst) {
        match listener.accept() {
            Ok((stream, peer)) => {
                if open.load(Ordering::SeqCst) >= MAX_CONNECTIONS {
                    busy(stream);
                    continue;
                }
                open.fetch_add(1, Ordering::SeqCst);
                let (hostname, sink, done) = (hostname.clone(), sink.clone(), open.clone());
                let spawned = thread::Builder::new()
                    .name("inbound-smtp-session".into())
                    .spawn(move || {
                        if let Err(e) = Session::new(&hostname, &sink).serve(stream) {
                            tracing::info!(%peer, error = %e, "an inbound SMTP session ended early");
                        }
                        done.fetch_sub(1, Ordering::SeqCst);
                    });
                if spawned.is_err() {
                    open.fetch_sub(1, Ordering::SeqCst);
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => thread::sleep(STOP_CHECK),
            Err(e) => {
                tracing::warn!(error = %e, "accepting an inbound SMTP connection failed");
                thread::sleep(STOP_CHECK);
            }
        }
    }
}

/// Too many connections: "try again later", and hang up.
fn busy(mut stream: TcpStream) {
    use std::io::Write;
    let _ = stream.set_nonblocking(false);
    let _ = stream.write_all(b"421 4.3.2 Too busy, try again later\r\n");
}
