//! Games' states as parsed from their stored rows, kept in memory by game and revision. A seat
//! page or a decision asks the database for a game's state only when its revision differs from
//! the one kept (`db::games` leaves it out otherwise), and parses it only then: a running game's
//! state is read far more often than it changes.
//!
//! A state is kept under the revision of the row it was parsed from. The revision is bumped by
//! the database on every write of the state, so a kept state is current exactly when the row's
//! revision is its own. Only what a read found in the database is kept, never a state a
//! transaction computed: that transaction may still roll back.
//!
//! The seat each link opened is kept beside, by the token's hash: with it and the game's kept
//! state, a decision that moves nothing else is checked and written without reading the game
//! (`play::turn::submit::submit_unmoved`), its write checking that the link still speaks for the seat.

use crate::db::models::SeatLink;
use crate::play::{PlayError, Playable};
use chrono::{DateTime, Utc};
use quick_cache::sync::Cache;
use std::any::Any;
use std::sync::Arc;

/// How many games' states are kept: a running game's state takes a few tens of kilobytes.
const KEPT_GAMES: usize = 512;

/// How many seat links are kept: a few players' links for each kept game.
const KEPT_LINKS: usize = 4 * KEPT_GAMES;

/// One game's state as kept, with the revision it was read at.
#[derive(Clone)]
pub struct Kept {
    pub revision: i64,
    /// The game's registered id.
    pub game: &'static str,
    state: Arc<dyn Any + Send + Sync>,
}

/// The seat a link opened when it was read, not revoked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeptLink {
    pub game_id: i64,
    pub seat: i32,
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
    /// By the hash of the link's token.
    links: Arc<Cache<Vec<u8>, KeptLink>>,
}

impl Default for KeptStates {
    fn default() -> Self {
        KeptStates {
            cache: Arc::new(Cache::new(KEPT_GAMES)),
            links: Arc::new(Cache::new(KEPT_LINKS)),
        }
    }
}

impl KeptStates {
    /// The state kept for `game`, at whatever revision it was read.
    pub fn get(&self, game: i64) -> Option<Kept> {
        self.cache.get(&game)
    }

    /// Keeps `state`, read from `game`'s row at `revision`, unless a later one is kept already;
    /// `kind` is the game's registered id.
    pub fn keep<S: Any + Send + Sync>(
        &self,
        game: i64,
        revision: i64,
        kind: &'static str,
        state: Arc<S>,
    ) {
        if self.get(game).is_some_and(|k| k.revision >= revision) {
            return;
        }
        let kept = Kept {
            revision,
            game: kind,
            state,
        };
        self.cache.insert(game, kept);
    }

    /// The state of game `id` of type `G` at `revision`: `kept`, when it is of that revision;
    /// or else parsed from `stored`, the row's state, and then kept. Only for a state read from
    /// a committed row.
    pub fn state_of<G: Playable>(
        &self,
        kept: Option<&Kept>,
        id: i64,
        revision: i64,
        stored: &serde_json::Value,
    ) -> Result<Arc<G::State>, PlayError> {
        if let Some(state) = kept
            .filter(|k| k.revision == revision)
            .and_then(|k| k.state::<G::State>())
        {
            return Ok(state);
        }
        let state: Arc<G::State> = Arc::new(serde::Deserialize::deserialize(stored)?);
        self.keep(id, revision, G::ID, state.clone());
        Ok(state)
    }

    /// The seat the link with this token hash opened when last read.
    pub fn link(&self, token_hash: &[u8]) -> Option<KeptLink> {
        self.links.get(token_hash)
    }

    /// Keeps the seat `link` opens, as read, unless it is revoked.
    pub fn keep_link(&self, link: &SeatLink) {
        let seat = KeptLink {
            game_id: link.game_id,
            seat: link.seat,
        };
        self.keep_seat(&link.token_hash, seat, link.revoked_at);
    }

    /// Keeps `seat`, which the link with this token hash opens as read, unless the link was
    /// revoked (`revoked_at`).
    pub fn keep_seat(&self, token_hash: &[u8], seat: KeptLink, revoked_at: Option<DateTime<Utc>>) {
        if revoked_at.is_none() {
            self.links.insert(token_hash.to_vec(), seat);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_state_is_found_under_its_revision_and_a_later_one_replaces_it() {
        let kept = KeptStates::default();
        assert!(kept.get(7).is_none());
        kept.keep(7, 3, "a game", Arc::new(String::from("third")));
        kept.keep(7, 2, "a game", Arc::new(String::from("second")));
        let found = kept.get(7).unwrap();
        assert_eq!((found.revision, found.game), (3, "a game"));
        assert_eq!(*found.state::<String>().unwrap(), "third");
        assert!(found.state::<u32>().is_none());
        kept.keep(7, 4, "a game", Arc::new(String::from("fourth")));
        assert_eq!(*kept.get(7).unwrap().state::<String>().unwrap(), "fourth");
        assert!(kept.get(8).is_none());
    }

    #[test]
    fn a_link_is_kept_with_its_seat_unless_revoked() {
        let kept = KeptStates::default();
        let mut link = SeatLink {
            game_id: 7,
            token_hash: vec![1, 2, 3],
            seat: 2,
            created_at: chrono::DateTime::UNIX_EPOCH,
            revoked_at: None,
        };
        assert!(kept.link(&link.token_hash).is_none());
        kept.keep_link(&link);
        let found = KeptLink {
            game_id: 7,
            seat: 2,
        };
        assert_eq!(kept.link(&link.token_hash), Some(found));
        link.token_hash = vec![4];
        link.revoked_at = Some(chrono::DateTime::UNIX_EPOCH);
        kept.keep_link(&link);
        assert!(kept.link(&link.token_hash).is_none());
    }
}
