//! Every game the service runs, in one place. Code that works for any game is generic over it;
//! this is where a game's stored id picks the type. Adding a game is one more branch here.

/// No game the service runs has this id: a row written by another version, or damaged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no game called {0:?} is known to this service")]
pub struct UnknownGame(pub String);

/// `with_game!(id, G => body)`: `body` with `G` standing for the game whose id is `id`, or
/// `Err(UnknownGame)` turned into the body's error type. `body` is instantiated for every game
/// registered here, so a game that lacks what a caller needs does not compile.
#[macro_export]
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr) => {{
        let id: &str = $id;
        if id == <$crate::games::wonderful::Wonderful as $crate::games::Game>::ID {
            type $G = $crate::games::wonderful::Wonderful;
            $body
        } else {
            Err($crate::games::registry::UnknownGame(id.to_string()).into())
        }
    }};
}

#[cfg(test)]
mod tests {
    use super::UnknownGame;
    use crate::games::Game;

    fn name_of(id: &str) -> Result<&'static str, UnknownGame> {
        crate::with_game!(id, G => Ok(G::NAME))
    }

    #[test]
    fn a_known_id_picks_its_game_and_an_unknown_one_is_an_error() {
        assert_eq!(name_of("wonderful"), Ok("It's a Wonderful World"));
        assert_eq!(name_of("chess"), Err(UnknownGame("chess".into())));
    }
}
