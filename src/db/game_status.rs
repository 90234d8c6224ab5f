//! Where a game stands: typed in the code, stored as the text the `games.status` column's check
//! allows ('active', 'finished', 'abandoned').

use diesel::deserialize::{self, FromSql, FromSqlRow};
use diesel::expression::AsExpression;
use diesel::pg::{Pg, PgValue};
use diesel::serialize::{self, Output, ToSql};
use diesel::sql_types::Text;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, AsExpression, FromSqlRow)]
#[diesel(sql_type = Text)]
pub enum GameStatus {
    /// Being played: a step is open.
    Active,
    /// Played to its end by the rules.
    Finished,
    /// Ended by its organizer before the rules ended it.
    Abandoned,
}

impl GameStatus {
    pub const ALL: [GameStatus; 3] = [
        GameStatus::Active,
        GameStatus::Finished,
        GameStatus::Abandoned,
    ];

    /// As stored, and as the archive's filter names it.
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Abandoned => "abandoned",
        }
    }

    pub fn parse(text: &str) -> Option<GameStatus> {
        GameStatus::ALL.into_iter().find(|s| s.as_str() == text)
    }

    pub fn is_active(self) -> bool {
        self == GameStatus::Active
    }

    pub fn is_abandoned(self) -> bool {
        self == GameStatus::Abandoned
    }
}

impl fmt::Display for GameStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Compared with its stored text, as a game's record and the tests name it.
impl PartialEq<&str> for GameStatus {
    fn eq(&self, text: &&str) -> bool {
        self.as_str() == *text
    }
}

impl ToSql<Text, Pg> for GameStatus {
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
        <str as ToSql<Text, Pg>>::to_sql(self.as_str(), &mut out.reborrow())
    }
}

impl FromSql<Text, Pg> for GameStatus {
    fn from_sql(bytes: PgValue<'_>) -> deserialize::Result<Self> {
        let text = <String as FromSql<Text, Pg>>::from_sql(bytes)?;
        GameStatus::parse(&text).ok_or_else(|| format!("no game status is called {text:?}").into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_status_reads_back_from_its_text() {
        for status in GameStatus::ALL {
            assert_eq!(GameStatus::parse(status.as_str()), Some(status));
        }
        assert_eq!(GameStatus::parse("Active"), None);
    }
}
