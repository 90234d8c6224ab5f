//! Leagues as the service runs them: members and invitations, seasons planned, started and
//! ended (their games made through `turn`), and what a league's pages show. The rules of
//! standings, divisions and ratings are pure, in `crate::league`.

pub mod league;
pub mod league_view;
pub mod season;
