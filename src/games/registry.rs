//! Every game the service runs, in one place. Code that works for any game is generic over it;
//! this is where a game's stored id picks the type. Adding a game is its two folders, its rules
//! in `src/games/<game>/` and its pages in `src/web/games/<game>/` (each a `mod` line in its
//! parent), and one more line in `registered_games!`.

use super::Playable;
use crate::names::Names;
use std::ops::RangeInclusive;

/// No game the service runs has this id: a row written by another version, or damaged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no game called {0:?} is known to this service")]
pub struct UnknownGame(pub String);

/// The one list of games: `registered_games!(then!(args))` calls `then!(args; Game1, Game2, …)`.
/// Every game listed must have its service side (`Playable`) and its web side (`GameWeb`):
/// `with_game!` instantiates its callers' code for each one.
#[doc(hidden)]
#[macro_export]
macro_rules! registered_games {
    ($then:ident ! ( $($args:tt)* )) => {
        $crate::$then!( $($args)* ;
            $crate::wonderful::Wonderful,
            $crate::settlers::Settlers,
        )
    };
}

/// `with_game!(id, G => body)`: `body` with `G` standing for the game whose id is `id`, or
/// `Err(UnknownGame)` turned into the body's error type. `body` is instantiated for every game
/// registered, so a game that lacks what a caller needs does not compile.
#[macro_export]
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr) => {
        $crate::registered_games!(with_game_among!($id, $G => $body))
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! with_game_among {
    ($id:expr, $G:ident => $body:expr ; $($game:ty,)+) => {{
        let id: &str = $id;
        $(
            if id == <$game as $crate::Game>::ID {
                type $G = $game;
                $body
            } else
        )+
        {
            Err($crate::registry::UnknownGame(id.to_string()).into())
        }
    }};
}

#[doc(hidden)]
#[macro_export]
macro_rules! registry_list {
    ($(;)? $($game:ty,)+) => {
        vec![$($crate::registry::Registered::of::<$game>(),)+]
    };
}

/// What the pages need to know of a game before picking its type.
#[derive(Debug, Clone, Copy)]
pub struct Registered {
    pub id: &'static str,
    pub name: &'static str,
    /// Its messages, each a language's tag and a Fluent file (`Game::MESSAGES`).
    pub messages: &'static [(&'static str, &'static str)],
    pub min_seats: usize,
    pub max_seats: usize,
    /// The sizes of its league games, smallest and largest.
    league_seats: (usize, usize),
    names: fn() -> &'static Names,
}

/// A game is its id.
impl PartialEq for Registered {
    fn eq(&self, other: &Registered) -> bool {
        self.id == other.id
    }
}

impl Eq for Registered {}

impl Registered {
    pub fn of<G: Playable>() -> Self {
        Registered {
            id: G::ID,
            name: G::NAME,
            messages: G::MESSAGES,
            names: G::names,
            min_seats: G::MIN_SEATS,
            max_seats: G::MAX_SEATS,
            league_seats: (*G::league_seats().start(), *G::league_seats().end()),
        }
    }

    /// The sizes of its league games.
    pub fn league_seats(&self) -> RangeInclusive<usize> {
        self.league_seats.0..=self.league_seats.1
    }
}

/// Every game the service runs, in the registry's order; the first is the one forms offer first.
pub fn all() -> Vec<Registered> {
    crate::registered_games!(registry_list!())
}

/// The registered game with this id.
pub fn find(id: &str) -> Result<Registered, UnknownGame> {
    all()
        .into_iter()
        .find(|g| g.id == id)
        .ok_or_else(|| UnknownGame(id.to_string()))
}

/// The names of the cards and factions of the game with this id.
pub fn names(id: &str) -> Option<&'static Names> {
    find(id).ok().map(|g| (g.names)())
}

/// The name of the game with this id, for pages that only show it; a game this version does
/// not know reads as such.
pub fn name_of(id: &str) -> &'static str {
    find(id).map_or("a game this version of Missive does not know", |g| g.name)
}

#[cfg(test)]
mod tests {
    use super::{UnknownGame, all, find};
    use crate::Game;

    fn name_of(id: &str) -> Result<&'static str, UnknownGame> {
        crate::with_game!(id, G => Ok(G::NAME))
    }

    #[test]
    fn a_known_id_picks_its_game_and_an_unknown_one_is_an_error() {
        for game in all() {
            assert_eq!(name_of(game.id), Ok(game.name));
            assert_eq!(find(game.id), Ok(game));
        }
        assert_eq!(name_of("chess"), Err(UnknownGame("chess".into())));
        assert!(find("chess").is_err());
    }

    #[test]
    fn ids_are_distinct() {
        let mut ids: Vec<_> = all().iter().map(|g| g.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), all().len());
    }
}
