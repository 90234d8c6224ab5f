#!/usr/bin/env bash
# What the archive's pages cost as games pile up: fills the database at $DATABASE_URL (an empty
# one: it is migrated here) with N games, copies of a finished demo game spread over a year (a
# tenth of them active, one player in every tenth), then serves it and times, 20 times each,
# the first page of /games, of /games?status=finished, of that player's page, and the page
# after the first of /games.
#
#   createdb archive && DATABASE_URL=postgres://localhost/archive benches/archive.sh 20000
#
# Run from the repository; it builds the release binary.
set -euo pipefail
N=${1:-20000}
: "${DATABASE_URL:?the URL of an empty database}"
cargo build --release --quiet
BIN=target/release/missive
DATA=$(mktemp -d)
trap 'kill $SERVER 2>/dev/null; rm -rf "$DATA"' EXIT
export MISSIVE_DATA_DIR=$DATA RUST_LOG=warn

"$BIN" migrate >/dev/null
"$BIN" demo --players 3 --seed 1 >/dev/null
psql -q "$DATABASE_URL" <<SQL
INSERT INTO users (email, display_name, created_at)
  VALUES ('ann@example.org', 'Ann', now()) ON CONFLICT DO NOTHING;
INSERT INTO games (game, options, seed, state, step, status, organizer_id, decision_hours,
                   deadline, created_at, updated_at, finished_at, reminder_hours, absence_days,
                   visibility, revision)
  SELECT g.game, g.options, g.seed, g.state, g.step,
         CASE WHEN i % 10 = 0 THEN 'active' ELSE g.status END,
         g.organizer_id, g.decision_hours, g.deadline, g.created_at,
         now() - (i * interval '1 year' / $N), g.finished_at, g.reminder_hours, g.absence_days,
         g.visibility, g.revision
    FROM games g, generate_series(2, $N) i WHERE g.id = 1;
INSERT INTO seats (game_id, seat, user_id, misses, talk_mailed)
  SELECT g.id, s.seat,
         CASE WHEN s.seat = 0 AND g.id % 10 = 3 THEN (SELECT id FROM users WHERE email = 'ann@example.org')
              ELSE s.user_id END,
         0, 0
    FROM games g, seats s WHERE s.game_id = 1 AND g.id > 1;
ANALYZE;
SQL
ANN=$(psql -qtA "$DATABASE_URL" -c "SELECT id FROM users WHERE email = 'ann@example.org'")

PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$BIN" serve --bind "127.0.0.1:$PORT" >/dev/null &
SERVER=$!
until curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null; do sleep 0.2; done

# The median of 20 requests, after one to warm up.
time_of() {
  curl -fs -o /dev/null "http://127.0.0.1:$PORT$1"
  for _ in $(seq 20); do
    curl -fs -o /dev/null -w '%{time_total}\n' "http://127.0.0.1:$PORT$1"
  done | sort -n | sed -n 10p | awk '{printf "%.1f ms", $1 * 1000}'
}
NEXT=$(curl -fs "http://127.0.0.1:$PORT/games" | grep -o 'after=[0-9.]*' | head -1)
echo "$N games:"
echo "  /games                  $(time_of /games)"
echo "  /games?status=finished  $(time_of '/games?status=finished')"
echo "  /players/$ANN             $(time_of "/players/$ANN")"
echo "  /games, second page     $(time_of "/games?status=&$NEXT")"
