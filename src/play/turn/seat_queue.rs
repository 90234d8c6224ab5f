//! Decisions posted through one link while an earlier one is still being written. A seat's
//! decision is one row, so each write waits for the one before it to commit; written one by one,
//! a burst of them (a double tap, a phone resending, two tabs) queues on that row. Here they
//! wait in memory instead, and when the write in flight is done, the newest of those waiting is
//! written, once, for all of them: to each, it is as if their own was written and then replaced
//! by a newer one, which is what writing them in turn would have left stored.
//!
//! Each waiting request is told whether the write recorded the decision. When it did not (the
//! decision would have moved more than its own row, or the write failed), each goes on its own
//! way with its own decision, and the answers say what became of each.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::sync::oneshot;

/// Whether the write that carried a request's decision recorded it.
pub type Answer = oneshot::Receiver<bool>;

/// One link's queue: the write in flight and the decision to write next.
struct Slot<T> {
    /// Everyone whose decision the write in flight carries: its own and those it replaced.
    writing: Vec<oneshot::Sender<bool>>,
    /// The newest decision posted since that write began, with everyone it answers for.
    next: Option<(T, Vec<oneshot::Sender<bool>>)>,
}

/// Shared by the server's workers; cloning shares the same queues.
pub struct SeatQueue<T> {
    slots: Arc<Mutex<HashMap<String, Slot<T>>>>,
}

impl<T> Clone for SeatQueue<T> {
    fn clone(&self) -> Self {
        SeatQueue {
            slots: self.slots.clone(),
        }
    }
}

impl<T> Default for SeatQueue<T> {
    fn default() -> Self {
        SeatQueue {
            slots: Arc::default(),
        }
    }
}

impl<T> SeatQueue<T> {
    /// Puts `item`, posted through the link `key`, in line. When no write is in flight for the
    /// link, the caller gets the `Writer` that writes it and whatever comes in meanwhile; it
    /// must run it (or drop it) without waiting for the answer.
    pub fn join(&self, key: &str, item: T) -> (Answer, Option<Writer<T>>) {
        let (tell, answer) = oneshot::channel();
        let mut slots = self.lock();
        match slots.get_mut(key) {
            Some(slot) => {
                match &mut slot.next {
                    // A decision still waiting is replaced by this newer one.
                    Some((waiting, tells)) => {
                        *waiting = item;
                        tells.push(tell);
                    }
                    None => slot.next = Some((item, vec![tell])),
                }
                (answer, None)
            }
            None => {
                slots.insert(
                    key.to_string(),
                    Slot {
                        writing: vec![tell],
                        next: None,
                    },
                );
                let writer = Writer {
                    queue: self.clone(),
                    key: key.to_string(),
                    item: Some(item),
                    finished: false,
                };
                (answer, Some(writer))
            }
        }
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<String, Slot<T>>> {
        // A panic elsewhere leaves the map whole: every change to it is one call.
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Writes a link's decisions, the first and then the newest of those that came in meanwhile,
/// until none is waiting.
pub struct Writer<T> {
    queue: SeatQueue<T>,
    key: String,
    /// The decision to write next.
    item: Option<T>,
    /// Whether the queue ran empty and the link's slot is gone.
    finished: bool,
}

impl<T> Writer<T> {
    /// Writes with `write`, which says whether it recorded the decision, and answers each
    /// request the write carried.
    pub fn run(mut self, mut write: impl FnMut(T) -> bool) {
        while let Some(item) = self.item.take() {
            let recorded = write(item);
            self.item = self.written(recorded);
        }
        self.finished = true;
    }

    /// Answers those the write in flight carried; the next decision to write, if one waits.
    fn written(&self, recorded: bool) -> Option<T> {
        let mut slots = self.queue.lock();
        let slot = slots.get_mut(&self.key)?;
        for tell in slot.writing.drain(..) {
            // A request that has gone away needs no answer.
            let _ = tell.send(recorded);
        }
        match slot.next.take() {
            Some((item, tells)) => {
                slot.writing = tells;
                Some(item)
            }
            None => {
                slots.remove(&self.key);
                None
            }
        }
    }
}

impl<T> Drop for Writer<T> {
    /// A writer that stops before the queue is empty (no connection, a panic) frees the link:
    /// those waiting get no answer, and so go their own way.
    fn drop(&mut self) {
        if !self.finished {
            self.queue.lock().remove(&self.key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::panic::{AssertUnwindSafe, catch_unwind};

    #[test]
    fn decisions_posted_during_a_write_are_written_once_the_newest() {
        let queue = SeatQueue::default();
        let (mut first, writer) = queue.join("a", 1);
        let writer = writer.expect("nothing is in flight: this decision writes itself");
        let (mut second, mut third) = (None, None);
        let mut written = Vec::new();
        writer.run(|item| {
            if item == 1 {
                // Two more through the same link while the first is written: they wait.
                let (answer, writer) = queue.join("a", 2);
                assert!(writer.is_none());
                second = Some(answer);
                let (answer, writer) = queue.join("a", 3);
                assert!(writer.is_none());
                third = Some(answer);
                // Another link's decision does not wait for this one.
                assert!(queue.join("b", 9).1.is_some());
            }
            written.push(item);
            // The newest is refused, so that each answer is seen to be its own write's.
            item != 3
        });
        assert_eq!(written, vec![1, 3]);
        assert_eq!(first.try_recv(), Ok(true));
        assert_eq!(second.unwrap().try_recv(), Ok(false));
        assert_eq!(third.unwrap().try_recv(), Ok(false));
        // The link is free again: the next decision writes itself.
        assert!(queue.join("a", 4).1.is_some());
    }

    #[test]
    fn a_writer_that_stops_frees_the_link_and_leaves_those_waiting_unanswered() {
        let queue = SeatQueue::default();
        let (mut first, writer) = queue.join("a", 1);
        let (mut second, _) = queue.join("a", 2);
        drop(writer);
        assert!(first.try_recv().is_err());
        assert!(second.try_recv().is_err());

        let (mut third, writer) = queue.join("a", 3);
        let (mut fourth, _) = queue.join("a", 4);
        let writer = writer.expect("the link was freed");
        let panicked = catch_unwind(AssertUnwindSafe(|| writer.run(|_| panic!("write failed"))));
        assert!(panicked.is_err());
        assert!(third.try_recv().is_err());
        assert!(fourth.try_recv().is_err());
        assert!(queue.join("a", 5).1.is_some());
    }
}
