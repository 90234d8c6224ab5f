//! The ceiling of the load test (`bash benches/load.sh`): about the least an actix-web + diesel +
//! askama app can do for a page and for a form, on the same database as `missive serve`, with
//! the same pool size and number of workers. The load test runs it beside Missive in the same
//! run and gives Missive's figures as ratios to its figures, so that a slow or busy machine
//! lowers both alike.
//!
//! - `GET /read/{token}`: one indexed read (the seat link of a token, by its hash) and a page.
//! - `POST /write`: a form, one write transaction (an insert into `ceiling_writes`, a table of
//!   its own) and a redirect (303), as Missive answers a decision.
//!
//! `cargo run --release --example ceiling -- <bind> [database-url]`; without a database URL it
//! reads `DATABASE_URL`.

use actix_web::{App, HttpResponse, HttpServer, web};
use askama::Template;
use diesel::prelude::*;
use diesel::r2d2::{ConnectionManager, Pool};
use sha2::{Digest, Sha256};

/// As `missive serve`: `db::pool(url, 16)` in src/app.rs.
const POOL_SIZE: u32 = 16;

type DbPool = Pool<ConnectionManager<PgConnection>>;

diesel::table! {
    seat_links (game_id, token_hash) {
        game_id -> Int8,
        token_hash -> Bytea,
        seat -> Int4,
        created_at -> Timestamptz,
        revoked_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    ceiling_writes (id) {
        id -> Int8,
        step -> Int4,
        card -> Int4,
    }
}

#[derive(Template)]
#[template(
    ext = "html",
    source = r#"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Game #{{ game_id }}, seat {{ seat }}</title>
<link rel="stylesheet" href="/static/missive.css">
</head>
<body>
<header><nav><a href="/">Missive</a> · <a href="/games">Games</a></nav></header>
<main>
<h1>Game #{{ game_id }}: your seat, {{ seat }}</h1>
<p>This link was made on {{ created_at }}{% if revoked %} and no longer opens the seat{% endif %}.</p>
<form method="post" action="/write">
<input type="hidden" name="step" value="1">
<fieldset><legend>Choose a card</legend>
{% for card in cards %}<label><input type="radio" name="card" value="{{ card }}"> Card {{ card }}</label>
{% endfor %}</fieldset>
<button type="submit">Send</button>
</form>
</main>
<footer><p>Board games by email.</p></footer>
</body>
</html>
"#
)]
struct ReadPage {
    game_id: i64,
    seat: i32,
    created_at: String,
    revoked: bool,
    cards: Vec<u32>,
}

#[derive(serde::Deserialize)]
struct WriteForm {
    step: i32,
    card: i32,
}

async fn read(pool: web::Data<DbPool>, token: web::Path<String>) -> HttpResponse {
    let token = token.into_inner();
    let Some(game_id) = token
        .split_once('-')
        .and_then(|(id, _)| id.parse::<i64>().ok())
    else {
        return HttpResponse::NotFound().finish();
    };
    let hash = Sha256::digest(token.as_bytes()).to_vec();
    let found = web::block(move || {
        let mut conn = pool.get().map_err(|e| e.to_string())?;
        seat_links::table
            .find((game_id, hash))
            .select((
                seat_links::seat,
                seat_links::created_at,
                seat_links::revoked_at,
            ))
            .first::<(
                i32,
                chrono::DateTime<chrono::Utc>,
                Option<chrono::DateTime<chrono::Utc>>,
            )>(&mut conn)
            .optional()
            .map_err(|e| e.to_string())
    })
    .await;
    match found {
        Ok(Ok(Some((seat, created_at, revoked_at)))) => {
            let page = ReadPage {
                game_id,
                seat,
                created_at: created_at.format("%-d %B %Y at %H:%M UTC").to_string(),
                revoked: revoked_at.is_some(),
                cards: (1..=7).collect(),
            };
            match page.render() {
                Ok(body) => HttpResponse::Ok()
                    .content_type("text/html; charset=utf-8")
                    .body(body),
                Err(e) => HttpResponse::InternalServerError().body(e.to_string()),
            }
        }
        Ok(Ok(None)) => HttpResponse::NotFound().finish(),
        Ok(Err(e)) => HttpResponse::InternalServerError().body(e),
        Err(e) => HttpResponse::InternalServerError().body(e.to_string()),
    }
}

async fn write(pool: web::Data<DbPool>, form: web::Form<WriteForm>) -> HttpResponse {
    let form = form.into_inner();
    let done = web::block(move || {
        let mut conn = pool.get().map_err(|e| e.to_string())?;
        conn.transaction(|conn| {
            diesel::insert_into(ceiling_writes::table)
                .values((
                    ceiling_writes::step.eq(form.step),
                    ceiling_writes::card.eq(form.card),
                ))
                .execute(conn)
        })
        .map_err(|e| e.to_string())
    })
    .await;
    match done {
        Ok(Ok(_)) => HttpResponse::SeeOther()
            .insert_header(("Location", "/read/written"))
            .finish(),
        Ok(Err(e)) => HttpResponse::InternalServerError().body(e),
        Err(e) => HttpResponse::InternalServerError().body(e.to_string()),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let mut args = std::env::args().skip(1);
    let bind = args.next().expect("usage: ceiling <bind> [database-url]");
    let url = args
        .next()
        .or_else(|| std::env::var("DATABASE_URL").ok())
        .expect("a database URL: an argument or DATABASE_URL");
    // As `db::pool` in src/db/mod.rs.
    let pool = Pool::builder()
        .max_size(POOL_SIZE)
        .min_idle(Some(2))
        .build(ConnectionManager::<PgConnection>::new(url))
        .expect("the database answers");
    let mut conn = pool.get().expect("a database connection");
    diesel::sql_query(
        "CREATE TABLE IF NOT EXISTS ceiling_writes \
         (id BIGSERIAL PRIMARY KEY, step INTEGER NOT NULL, card INTEGER NOT NULL, \
          written_at TIMESTAMPTZ NOT NULL DEFAULT now())",
    )
    .execute(&mut conn)
    .expect("ceiling_writes exists");
    drop(conn);
    let pool = web::Data::new(pool);
    // No `.workers(..)`: actix's default, one per CPU, as `missive serve` (src/web/app.rs).
    HttpServer::new(move || {
        App::new()
            .app_data(pool.clone())
            .route("/read/{token}", web::get().to(read))
            .route("/write", web::post().to(write))
    })
    .bind(bind)?
    .run()
    .await
}
