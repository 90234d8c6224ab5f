//! A game changes here: it is created, a decision comes in and is stored, a step resolves, a
//! deadline passes, an organizer or an absence decides for a seat, a game is abandoned. Each
//! runs in one transaction under the game's lock, and queues the emails and timers it causes.

pub mod absence;
pub mod after;
pub mod create;
pub mod deadline;
pub mod decide;
pub mod finish;
pub mod open_seat;
pub mod orders;
pub mod organizer;
pub mod resolve;
pub mod seat_change;
pub mod seat_queue;
pub mod submit;
