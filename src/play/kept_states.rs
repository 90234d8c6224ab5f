//! Games' states as parsed from their stored rows, kept in memory by game and revision. A seat
//! page or a decision asks the database for a game's state only when its revision differs from
//! the one kept (`db::games` leaves it out otherwise), and parses it only then: a running game's
//! state is read far more often than it changes.
//!
//! A state is kept under the revision of the row it was parsed from. The revision is bumped by
//! the database on every write of the state, so a kept state is current exactly when the row's
//! revision is its own. Only what a read found in the database is kept, never a state a
//! transaction computed: that transaction may still roll back.

use quick_cache::sync::Cache;
use std::any::Any;
use std::sync::Arc;

/// How many games' states are kept: a running game's state takes a few tens of kilobytes.
const KEPT_GAMES: usize = 512;

/// One game's state as kept, with the revision it was read at.
#[derive(Clone)]
pub struct Kept {
    pub revision: i64,
    state: Arc<dyn Any + Send + Sync>,
}

impl Kept {
    /// The kept state, as the game type `S` parses it; `None` if it is another game's type.
    pub fn state<S: Any + Send + Sync>(&self) -> Option<Arc<S>> {
        self.state.clone().downcast().ok()
    }
}

/// Shared by the server's workers; cloning shares the same states.
#[derive(Clone)]
pub struct KeptStates {
    cache: Arc<Cache<i64, Kept>>,
}

impl Default for KeptStates {
    fn default() -> Self {
        KeptStates {
            cache: Arc::new(Cache::new(KEPT_GAMES)),
        }
    }
}

impl KeptStates {
    /// The state kept for `game`, at whatever revision it was read.
    pub fn get(&self, game: i64) -> Option<Kept> {
        self.cache.get(&game)
    }

    /// Keeps `state`, read from `game`'s row at `revision`, unless a later one is kept already.
    pub fn keep<S: Any + Send + Sync>(&self, game: i64, revision: i64, state: Arc<S>) {
        if self.get(game).is_some_and(|k| k.revision >= revision) {
            return;
        }
        self.cache.insert(game, Kept { revision, state });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_state_is_found_under_its_revision_and_a_later_one_replaces_it() {
        let kept = KeptStates::default();
        assert!(kept.get(7).is_none());
        kept.keep(7, 3, Arc::new(String::from("third")));
        kept.keep(7, 2, Arc::new(String::from("second")));
        let found = kept.get(7).unwrap();
        assert_eq!(found.revision, 3);
        assert_eq!(*found.state::<String>().unwrap(), "third");
        assert!(found.state::<u32>().is_none());
        kept.keep(7, 4, Arc::new(String::from("fourth")));
        assert_eq!(*kept.get(7).unwrap().state::<String>().unwrap(), "fourth");
        assert!(kept.get(8).is_none());
    }
}
