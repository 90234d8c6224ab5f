//! The integration tests, as one binary: one link, and one throwaway PostgreSQL cluster shared
//! by every test (each test still gets a database of its own).

mod support;

mod attention;
mod bad_input;
mod concurrency;
mod db_harness;
mod deadlines;
mod double_submit;
mod few_emails;
mod finished_look;
mod game_folders;
mod head;
mod health;
mod history;
mod inbound_smtp;
mod kept_pages;
mod keyed_by_game;
mod languages;
mod languages_emails;
mod languages_games;
mod languages_leagues;
mod languages_replies;
mod languages_wonderful;
mod leagues;
mod limits;
mod mail_delivery;
mod migrations;
mod module_graph;
mod play_by_email;
mod record;
mod record_replay;
mod replies;
mod reply_clients;
mod reply_corpus;
mod round_trips;
mod sessions;
mod settlers;
mod several_servers;
mod step_numbering;
mod stored_history;
mod talk;
mod wonderful_pages;
mod wonderful_prefilled_forms;
// The engine tests' bot games, for the forms drawn at their every step; this binary uses part of
// what the file holds.
#[path = "../src/games/tests/wonderful/games.rs"]
#[allow(dead_code)]
mod wonderful_games;
mod worker;
