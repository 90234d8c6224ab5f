//! Where a game stands, stored as the text the `games.status` column's check allows.

use super::text_enum::text_enum;

text_enum! {
    pub enum GameStatus {
        /// Being played: a step is open.
        Active = "active",
        /// Played to its end by the rules.
        Finished = "finished",
        /// Ended by its organizer before the rules ended it.
        Abandoned = "abandoned",
    }
}

impl GameStatus {
    pub fn is_active(self) -> bool {
        self == GameStatus::Active
    }

    pub fn is_abandoned(self) -> bool {
        self == GameStatus::Abandoned
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_status_reads_back_from_its_text() {
        for &status in GameStatus::ALL {
            assert_eq!(GameStatus::parse(status.as_str()), Some(status));
        }
        assert_eq!(GameStatus::parse("Active"), None);
        assert_eq!(GameStatus::Finished, "finished");
    }
}
