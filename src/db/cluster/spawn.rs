//! Spawning a child process that the kernel stops when we die, however we die.
//!
//! PR_SET_PDEATHSIG fires when the *thread* that forked the child exits, not the process. So every
//! such child is forked by one dedicated thread that lives as long as the process does.

use std::io;
use std::os::unix::process::CommandExt;
use std::process::{Child, Command};
use std::sync::OnceLock;
use std::sync::mpsc::{self, Sender};

type Request = (Command, Sender<io::Result<Child>>);

static SPAWNER: OnceLock<Sender<Request>> = OnceLock::new();

/// Spawns `command`; the child gets SIGQUIT (PostgreSQL's immediate shutdown) when we exit.
pub fn spawn_tied_to_us(command: Command) -> io::Result<Child> {
    let spawner = SPAWNER.get_or_init(|| {
        let (requests, received) = mpsc::channel::<Request>();
        std::thread::Builder::new()
            .name("child-spawner".into())
            .spawn(move || {
                // The sender sits in a static, so this loop (and the thread) never ends.
                for (command, reply) in received {
                    let _ = reply.send(spawn_with_death_signal(command));
                }
            })
            .expect("cannot start the child-spawner thread");
        requests
    });
    let (reply, child) = mpsc::channel();
    spawner
        .send((command, reply))
        .map_err(|_| io::Error::other("the child-spawner thread is gone"))?;
    child
        .recv()
        .map_err(|_| io::Error::other("the child-spawner thread is gone"))?
}

fn spawn_with_death_signal(mut command: Command) -> io::Result<Child> {
    let parent = std::process::id() as libc::pid_t;
    // SAFETY: the closure runs between fork and exec and only makes async-signal-safe calls
    // (prctl, getppid) without allocating.
    unsafe {
        command.pre_exec(move || {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGQUIT as libc::c_ulong) != 0 {
                return Err(io::Error::last_os_error());
            }
            // We may have died before the prctl took effect; then nobody would signal the child.
            if libc::getppid() != parent {
                return Err(io::Error::from_raw_os_error(libc::ESRCH));
            }
            Ok(())
        });
    }
    command.spawn()
}
