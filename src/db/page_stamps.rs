//! What a finished game's pages are drawn from that can still change, read in one query: a
//! page kept in memory is served again only while its stamp is the same.

use super::game_status::GameStatus;
use super::schema::games;
use diesel::prelude::*;
use diesel::sql_types::Int8;

diesel::define_sql_function! {
    /// The players' ids and names by seat, and the table talk with its authors' names: the
    /// function of migration `000015_page_stamp`.
    fn page_stamp(game: Int8) -> Text;
}

#[derive(Queryable, Debug, Clone, PartialEq, Eq)]
pub struct PageStamp {
    pub status: GameStatus,
    pub visibility: String,
    pub stamp: String,
}

/// The stamp of the game `id`'s pages; `None` when there is no such game.
pub fn of_game(conn: &mut PgConnection, id: i64) -> QueryResult<Option<PageStamp>> {
    games::table
        .find(id)
        .select((games::status, games::visibility, page_stamp(games::id)))
        .first(conn)
        .optional()
}
