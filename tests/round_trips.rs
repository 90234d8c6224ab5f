//! How often a page or a decision goes to the database: a seat page reads in one query (and a
//! second for its table talk, when there is some); a decision that moves nothing else is one
//! statement on the state that read kept, written only if that state is still the game's; any
//! other decision reads the game and its players once, under the game's lock, even when it
//! resolves the step.

use crate::support;

use diesel::connection::InstrumentationEvent;
use diesel::pg::PgConnection;
use diesel::{Connection, RunQueryDsl};
use missive::db::models::SeatLink;
use missive::db::{absences, games, history, users};
use missive::games::wonderful::bots::heuristic;
use missive::games::wonderful::{Decision, State, Wonderful};
use missive::games::{Game, Seat};
use missive::play::table::Table;
use missive::play::table::kept_states::KeptStates;
use missive::play::talk::{self, Via};
use missive::play::turn::submit::KeptSeat;
use missive::play::{Source, turn::submit};
use std::sync::{Arc, Mutex};
use support::app::TestApp;
use support::bots::game_state;

const PLAYERS: [(&str, &str); 3] = [
    ("ann@example.org", "Ann"),
    ("bob@example.org", "Bob"),
    ("cy@example.org", "Cy"),
];

/// What `f` runs on `conn`, and the SQL of each statement it sent.
fn statements<T>(
    conn: &mut PgConnection,
    f: impl FnOnce(&mut PgConnection) -> T,
) -> (T, Vec<String>) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = seen.clone();
    conn.set_instrumentation(move |event: InstrumentationEvent<'_>| {
        if let InstrumentationEvent::StartQuery { query, .. } = event {
            log.lock().unwrap().push(query.to_string());
        }
    });
    let out = f(conn);
    conn.set_instrumentation(|_: InstrumentationEvent<'_>| {});
    let sql = seen.lock().unwrap().clone();
    (out, sql)
}

/// The SELECTs among `sql` that read `table`.
fn reading<'a>(sql: &'a [String], table: &str) -> Vec<&'a String> {
    let column = format!("\"{table}\".");
    sql.iter()
        .filter(|s| s.starts_with("SELECT") && s.contains(&column))
        .collect()
}

/// The heuristic bot's decision for `seat` in the game's open step.
fn decide(app: &TestApp, id: i64, seat: Seat) -> (i32, Decision) {
    let (state, step, _) = game_state(app, id);
    let prompt = Wonderful::prompts(&state)
        .into_iter()
        .find(|(s, _)| *s == seat)
        .expect("the seat is asked")
        .1;
    (step, heuristic::decide(&state, seat, &prompt).unwrap())
}

/// The heuristic bot's decision for `seat`, submitted as from its page.
fn submit_bot(app: &TestApp, conn: &mut PgConnection, id: i64, seat: Seat) {
    let (step, decision) = decide(app, id, seat);
    submit::submit::<Wonderful>(conn, id, seat, step, &decision, Source::Web, &app.ctx()).unwrap();
}

/// The token of the seat link in the invitation to `email`.
fn seat_token(app: &TestApp, id: i64, email: &str) -> String {
    let link = app.invitation_link(id, email);
    link.rsplit('/').next().unwrap().to_string()
}

/// A running 3-player game (side A, `hours` to decide, its emails sent) and a connection of
/// the test's own to its database.
async fn started(hours: &str) -> (TestApp, i64, PgConnection) {
    let app = TestApp::spawn().await;
    let id = app.start_game(&PLAYERS, "A", hours).await;
    app.settle();
    let conn = PgConnection::establish(&app.running.database_url()).unwrap();
    (app, id, conn)
}

/// The table a seat page reads for `token`, with `states` kept.
fn page_table(conn: &mut PgConnection, token: &str, states: &KeptStates) -> Table {
    Table::for_link(conn, token, states).unwrap().unwrap().1
}

#[actix_web::test]
async fn a_seat_page_reads_its_link_game_players_and_decisions_in_one_query() {
    let (app, id, mut conn) = started("0").await;
    let token = seat_token(&app, id, "bob@example.org");
    let (found, sql) = statements(&mut conn, |c| {
        Table::for_link(c, &token, &KeptStates::default()).unwrap()
    });
    let (link, table, talk) = found.expect("the link opens the seat");
    assert_eq!(sql.len(), 1, "{sql:#?}");
    assert!(!talk, "nobody has written at the table");
    assert_eq!(link.seat, 1);
    assert_eq!(table.game.id, id);
    let stored = games::get(&mut conn, id).unwrap().unwrap();
    assert_eq!(table.game.state, stored.state, "the state comes whole");
    assert_eq!(table.names()[1..], ["Bob", "Cy"]);
    assert!(table.submitted.is_empty());

    // Once a decision is in, the same read brings it.
    submit_bot(&app, &mut conn, id, 1);
    let (found, sql) = statements(&mut conn, |c| {
        Table::for_link(c, &token, &KeptStates::default()).unwrap()
    });
    assert_eq!(sql.len(), 1, "{sql:#?}");
    let submitted = found.unwrap().1.submitted;
    assert_eq!(submitted.len(), 1);
    assert_eq!(submitted[0].seat, 1);

    // The same first read says when the table has talk for the page to read.
    let game = games::get(&mut conn, id).unwrap().unwrap();
    let ann = users::by_email(&mut conn, "ann@example.org")
        .unwrap()
        .unwrap();
    talk::post(&mut conn, &game, &ann, "Good luck", Via::Page, app.now()).unwrap();
    let (found, sql) = statements(&mut conn, |c| {
        Table::for_link(c, &token, &KeptStates::default()).unwrap()
    });
    assert_eq!(sql.len(), 1, "{sql:#?}");
    assert!(found.unwrap().2, "Ann has written at the table");
}

#[actix_web::test]
async fn a_kept_state_is_left_out_of_the_reads_until_the_state_is_written() {
    let (app, id, mut conn) = started("0").await;
    let token = seat_token(&app, id, "bob@example.org");
    let states = KeptStates::default();
    let (state, step, _) = game_state(&app, id);
    let table = page_table(&mut conn, &token, &states);
    assert!(!table.game.state.is_null(), "nothing is kept yet");
    assert_eq!(*table.state::<Wonderful>(&states).unwrap(), state);

    // Kept: the page's read and a decision's read leave the state out, and give the kept one.
    let table = page_table(&mut conn, &token, &states);
    assert!(table.game.state.is_null(), "the state is kept");
    assert_eq!(*table.state::<Wonderful>(&states).unwrap(), state);
    let (_, table) = conn
        .transaction(|c| Table::lock_for_link(c, &token, app.now(), &states))
        .unwrap()
        .unwrap();
    assert!(table.game.state.is_null(), "the state is kept");
    assert_eq!(*table.state::<Wonderful>(&states).unwrap(), state);

    // The step resolves: the state is written, and the next read brings the new one.
    for seat in 0..3 {
        submit_bot(&app, &mut conn, id, seat);
    }
    let (next, next_step, _) = game_state(&app, id);
    assert_eq!(next_step, step + 1);
    let table = page_table(&mut conn, &token, &states);
    assert!(!table.game.state.is_null(), "the kept state is out of date");
    assert_eq!(*table.state::<Wonderful>(&states).unwrap(), next);

    // Any write of the state moves its revision on, one by hand too.
    let revision = table.game.revision;
    diesel::sql_query("UPDATE games SET state = state WHERE id = $1")
        .bind::<diesel::sql_types::BigInt, _>(id)
        .execute(&mut conn)
        .unwrap();
    let table = page_table(&mut conn, &token, &states);
    assert_eq!(table.game.revision, revision + 1);
    assert!(!table.game.state.is_null(), "the state was written");
}

#[actix_web::test]
async fn a_decision_that_resolves_the_step_reads_once_under_the_lock_and_writes_in_one_call() {
    let (app, id, mut conn) = started("48").await;
    for seat in [0, 1] {
        submit_bot(&app, &mut conn, id, seat);
    }
    let (step, decision) = decide(&app, id, 2);
    let (submitted, sql) = statements(&mut conn, |c| {
        submit::submit::<Wonderful>(c, id, 2, step, &decision, Source::Web, &app.ctx())
    });
    assert!(
        submitted.unwrap().resolved,
        "the last decision resolves the step"
    );
    let games = reading(&sql, "games");
    assert_eq!(games.len(), 1, "{sql:#?}");
    assert!(games[0].contains("FOR NO KEY UPDATE"), "{}", games[0]);
    // The decisions in come with the seats, in the same read.
    let seats = reading(&sql, "seats");
    assert_eq!(seats.len(), 1, "{sql:#?}");
    assert_eq!(reading(&sql, "submissions"), seats, "{sql:#?}");
    // Then everything is written in one call: the decision, the step, the state, the old
    // step's timers dropped and the next step's timers and emails queued.
    let statements: Vec<&String> = sql
        .iter()
        .filter(|s| !matches!(s.as_str(), "BEGIN" | "COMMIT"))
        .collect();
    assert_eq!(statements.len(), 3, "{sql:#?}");
    assert!(statements[2].starts_with("SELECT write_game("), "{sql:#?}");
    assert_eq!(game_state(&app, id).1, step + 1);
    let decided = history::submissions_for_step(&mut conn, id, step).unwrap();
    assert_eq!(
        decided.iter().map(|s| s.seat).collect::<Vec<_>>(),
        [0, 1, 2]
    );
    assert_eq!(
        history::resolved_at(&mut conn, id, step).unwrap(),
        Some(app.now())
    );
    let queued = missive::jobs::queue::pending(&mut conn).unwrap();
    assert!(
        queued.iter().any(|j| j.kind == "step_email"
            && j.payload["step"] == step + 1
            && j.payload["seat"] == 2),
        "{queued:#?}"
    );
}

#[actix_web::test]
async fn a_decision_from_a_link_reads_the_link_seats_and_decisions_in_one_query_after_the_lock() {
    let (app, id, mut conn) = started("0").await;
    let token = seat_token(&app, id, "cy@example.org");
    submit_bot(&app, &mut conn, id, 0);
    // Nothing kept: every read brings the state.
    let fresh = KeptStates::default();
    let (found, sql) = statements(&mut conn, |c| {
        c.transaction(|c| Table::lock_for_link(c, &token, app.now(), &fresh))
            .unwrap()
    });
    let (link, table) = found.expect("the link opens the seat");
    let reads: Vec<&String> = sql.iter().filter(|s| s.starts_with("SELECT")).collect();
    assert_eq!(reads.len(), 2, "{sql:#?}");
    assert!(
        reads[0].contains("FOR NO KEY UPDATE"),
        "the lock comes first"
    );
    assert_eq!(link.seat, 2);
    assert_eq!(table.names()[1..], ["Bob", "Cy"]);
    assert_eq!(table.submitted.len(), 1);
    assert_eq!(table.submitted[0].seat, 0);

    // Who is away comes in the same read, as of the decision's time.
    let now = app.now();
    absences::insert(&mut conn, id, 1, now, now + chrono::Duration::days(1), now).unwrap();
    let (found, sql) = statements(&mut conn, |c| {
        c.transaction(|c| Table::lock_for_link(c, &token, now, &fresh))
            .unwrap()
    });
    assert_eq!(found.unwrap().1.away, [1], "Bob is away");
    let reads = sql.iter().filter(|s| s.starts_with("SELECT")).count();
    assert_eq!(reads, 2, "{sql:#?}");
    let (found, _) = statements(&mut conn, |c| {
        let later = now + chrono::Duration::days(2);
        c.transaction(|c| Table::lock_for_link(c, &token, later, &fresh))
            .unwrap()
    });
    assert!(found.unwrap().1.away.is_empty(), "Bob is back");

    // A token never issued opens nothing.
    let (found, _) = statements(&mut conn, |c| {
        c.transaction(|c| Table::lock_for_link(c, &format!("{id}-nothing"), app.now(), &fresh))
            .unwrap()
    });
    assert!(found.is_none());
}

/// Bob's link, the game's revision and its state, as his seat page reads them.
fn bobs_read(app: &TestApp, conn: &mut PgConnection, id: i64) -> (SeatLink, i64, Arc<State>) {
    let token = seat_token(app, id, "bob@example.org");
    let states = KeptStates::default();
    let (link, table, _) = Table::for_link(conn, &token, &states).unwrap().unwrap();
    let state = table.state::<Wonderful>(&states).unwrap();
    (link, table.game.revision, state)
}

/// Bob's bot decision, checked against `read` and written by `submit_unmoved`: whether it was
/// recorded, and the SQL it sent.
fn submit_on_read(
    app: &TestApp,
    conn: &mut PgConnection,
    read: &(SeatLink, i64, Arc<State>),
    decision: &(i32, Decision),
) -> (bool, Vec<String>) {
    let (link, revision, state) = read;
    let at = KeptSeat {
        game_id: link.game_id,
        revision: *revision,
        seat: link.seat as Seat,
        token_hash: &link.token_hash,
    };
    let (step, decision) = decision;
    statements(conn, |c| {
        submit::submit_unmoved::<Wonderful>(c, &at, state, *step, decision, Source::Web, &app.ctx())
            .unwrap()
    })
}

/// The seats with a decision in the game's open step.
fn decided(app: &TestApp, conn: &mut PgConnection, id: i64) -> Vec<i32> {
    let step = game_state(app, id).1;
    let stored = history::submissions_for_step(conn, id, step).unwrap();
    stored.iter().map(|s| s.seat).collect()
}

#[actix_web::test]
async fn a_decision_that_moves_nothing_else_is_one_statement_on_the_kept_state() {
    let (app, id, mut conn) = started("0").await;
    let decision = decide(&app, id, 1);
    let read = bobs_read(&app, &mut conn, id);
    let (recorded, sql) = submit_on_read(&app, &mut conn, &read, &decision);
    assert!(recorded);
    assert_eq!(sql.len(), 1, "{sql:#?}");
    let stored = history::submissions_for_step(&mut conn, id, decision.0).unwrap();
    assert_eq!(stored.len(), 1);
    assert_eq!((stored[0].seat, stored[0].source.as_str()), (1, "web"));
    assert_eq!(
        stored[0].decision,
        serde_json::to_value(&decision.1).unwrap()
    );
    assert_eq!(game_state(&app, id).1, decision.0, "the step stays open");

    // Ann decides: only Cy owes. Bob changing his decision nudges nobody, and is one statement.
    submit_bot(&app, &mut conn, id, 0);
    let (recorded, sql) = submit_on_read(&app, &mut conn, &read, &decision);
    assert!(recorded);
    assert_eq!(sql.len(), 1, "{sql:#?}");
    assert_eq!(decided(&app, &mut conn, id), [0, 1]);
}

/// Whether Bob's decision is recorded without the locked way when `moved` runs between his
/// page's read and the write; when it is not, nothing of his was written.
async fn recorded_after(moved: impl FnOnce(&TestApp, &mut PgConnection, i64)) -> bool {
    let (app, id, mut conn) = started("0").await;
    let decision = decide(&app, id, 1);
    let read = bobs_read(&app, &mut conn, id);
    moved(&app, &mut conn, id);
    let before = decided(&app, &mut conn, id);
    let (recorded, _) = submit_on_read(&app, &mut conn, &read, &decision);
    if !recorded {
        assert_eq!(decided(&app, &mut conn, id), before, "nothing written");
    }
    recorded
}

#[actix_web::test]
async fn a_decision_is_left_to_the_locked_way_once_what_it_was_checked_against_has_moved() {
    assert!(recorded_after(|_, _, _| {}).await, "nothing moved");
    // Ann decides: Bob's first decision now leaves Cy alone to decide, and nudges her.
    assert!(!recorded_after(|app, conn, id| submit_bot(app, conn, id, 0)).await);
    // The state is written.
    assert!(
        !recorded_after(|_, conn, id| {
            diesel::sql_query("UPDATE games SET state = state WHERE id = $1")
                .bind::<diesel::sql_types::BigInt, _>(id)
                .execute(conn)
                .unwrap();
        })
        .await
    );
    // Bob's link is revoked.
    assert!(
        !recorded_after(|app, conn, id| {
            games::revoke_seat_links(conn, id, 1, app.now()).unwrap();
        })
        .await
    );
    // Cy, who still owes a decision, is away from now: hers is made for her at once.
    assert!(
        !recorded_after(|app, conn, id| {
            let now = app.now();
            absences::insert(conn, id, 2, now, now + chrono::Duration::days(1), now).unwrap();
        })
        .await
    );
    // Cy has standing orders, which may decide for her.
    assert!(
        !recorded_after(|_, conn, id| {
            games::set_orders(conn, id, 2, Some(serde_json::json!({}))).unwrap();
        })
        .await
    );
    // Bob missed a deadline: deciding for himself forgives it.
    assert!(
        !recorded_after(|_, conn, id| {
            games::add_miss(conn, id, 1).unwrap();
        })
        .await
    );
}

#[actix_web::test]
async fn a_decision_that_resolves_the_step_is_left_to_the_locked_way() {
    let (app, id, mut conn) = started("0").await;
    submit_bot(&app, &mut conn, id, 0);
    submit_bot(&app, &mut conn, id, 2);
    let decision = decide(&app, id, 1);
    let read = bobs_read(&app, &mut conn, id);
    let (recorded, _) = submit_on_read(&app, &mut conn, &read, &decision);
    assert!(!recorded);
    assert_eq!(decided(&app, &mut conn, id), [0, 2]);
    assert_eq!(game_state(&app, id).1, decision.0, "the step is still open");
}
