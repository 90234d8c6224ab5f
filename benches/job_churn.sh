#!/usr/bin/env bash
# What done jobs cost the next claim, and how soon autovacuum takes the cost away. Starts a
# PostgreSQL of its own with the server's defaults (autovacuum on, one round a minute), migrates
# it, queues BACKLOG jobs for tomorrow (0; timers wait so, a few for each running game), then N
# jobs due now (100,000), and has these taken and deleted one by one as a worker does, each in
# its own transaction; then times a worker's claim (the median of 5) at once, and again when
# autovacuum has been through the jobs table (or 5 minutes have passed). With `--defaults` the
# table runs without the settings the migration 2026-11-27-000027_jobs_churn gives it.
#
#   bash benches/job_churn.sh [N] [BACKLOG] [--defaults]
#
# Run from the repository; it builds the release binary. Needs the PostgreSQL server binaries
# and psql.
set -euo pipefail
N=${1:-100000}
BACKLOG=${2:-0}
DEFAULTS=${3:-}
cargo build --release --quiet
BIN=$PWD/target/release/missive
PG=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
DIR=$(mktemp -d)
chmod 755 "$DIR"
RUN=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$DIR"
  RUN=(runuser -u postgres --)
fi
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
trap '"${RUN[@]}" "$PG/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1; rm -rf "$DIR"' EXIT
"${RUN[@]}" "$PG/initdb" -D "$DIR/data" -U postgres --auth=trust >/dev/null
"${RUN[@]}" "$PG/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1" start >/dev/null
export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" MISSIVE_DATA_DIR=$DIR
sql() { psql -qtAX "$DATABASE_URL" "$@"; }

"$BIN" migrate >/dev/null
if [ "$DEFAULTS" = --defaults ]; then
  sql -c "ALTER TABLE jobs RESET (autovacuum_vacuum_scale_factor, autovacuum_vacuum_threshold,
            autovacuum_vacuum_cost_delay, autovacuum_analyze_scale_factor,
            autovacuum_analyze_threshold)"
fi
sql <<'SQL'
CREATE PROCEDURE complete_due() LANGUAGE plpgsql AS $$
DECLARE taken BIGINT;
BEGIN
  LOOP
    SELECT id INTO taken FROM jobs
     WHERE failed_at IS NULL AND run_at <= now() AND lane = 'email'
     ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED;
    EXIT WHEN taken IS NULL;
    DELETE FROM jobs WHERE id = taken;
    COMMIT;
  END LOOP;
END $$;
SQL

# A worker's claim, as src/jobs/queue.rs makes it: the median of 5, in ms.
claim() {
  for _ in 1 2 3 4 5; do
    sql -c "EXPLAIN (ANALYZE, TIMING OFF) SELECT id FROM jobs
             WHERE failed_at IS NULL AND run_at <= now() AND lane = 'email'
             ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED" |
      sed -n 's/^Execution Time: \(.*\) ms$/\1/p'
  done | sort -n | sed -n 3p
}
# How many times autovacuum has been through the jobs table.
vacuums() { sql -c "SELECT autovacuum_count FROM pg_stat_user_tables WHERE relname = 'jobs'"; }
# Whether autovacuum has been through it since the time $1.
vacuumed_since() {
  [ "$(sql -c "SELECT coalesce(last_autovacuum > '$1', false)
                 FROM pg_stat_user_tables WHERE relname = 'jobs'")" = t ]
}
queue_one() { sql -c "INSERT INTO jobs (kind, payload, lane) VALUES ('bench', '{}', 'email')"; }

queue_one
echo "claim, nothing done yet:           $(claim) ms"
sql -c "DELETE FROM jobs"
sql -c "INSERT INTO jobs (kind, payload, run_at, lane)
          SELECT 'bench', '{}', now() + interval '1 day', 'timers'
            FROM generate_series(1, $BACKLOG) i"
sql -c "VACUUM ANALYZE jobs"
sql -c "INSERT INTO jobs (kind, payload, run_at, lane)
          SELECT 'bench', '{}', now() - interval '1 hour' + i * interval '1 ms', 'email'
            FROM generate_series(1, $N) i"
before=$(vacuums)
start=$(date +%s)
sql -c "CALL complete_due()"
ended=$(sql -c "SELECT now()")
echo "$N jobs taken and deleted one by one in $(( $(date +%s) - start )) s," \
  "the table vacuumed $(( $(vacuums) - before )) times meanwhile"
queue_one
echo "claim at once:                     $(claim) ms"
waited=0
until vacuumed_since "$ended" || [ $waited -ge 300 ]; do
  sleep 1
  waited=$((waited + 1))
done
if vacuumed_since "$ended"; then
  echo "claim after the next autovacuum:   $(claim) ms (${waited} s later)"
else
  echo "no autovacuum of the jobs table within ${waited} s; claim: $(claim) ms"
fi
