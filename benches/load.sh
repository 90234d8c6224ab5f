#!/usr/bin/env bash
# Load test of `missive serve` on its embedded defaults (a private PostgreSQL cluster, emails
# written to files), each figure beside that of a ceiling app run in the same run against the
# same database: benches/ceiling/main.rs, a minimal actix-web + diesel + askama app with the same
# pool size and workers. For each measure wrk loads the ceiling, then Missive, back to back; the
# ratio of the two is the figure, which a slow or busy machine spoils far less than req/s.
#
# Measures: the seat page (GET, vs the ceiling's read page), waiting and with the form; a
# decision (POST, vs the ceiling's write), to one seat, where those posted while one is written
# wait and the newest is written once for all of them (web::seat_queue), then spread over two
# seats of each of 32 other games, as real use spreads them; the game page and two step pages
# of a finished 5-player game (GET, vs the ceiling's read page, at 16 connections); the same
# three pages' latency at 16 connections paced to leave the machine idle part of the time; the
# peak resident memory of the serve process; and last the mail drain: `cargo bench --bench
# worker` sending 10,000 emails to a local SMTP receiver.
#
# Needs wrk (Debian: apt-get install wrk).
# Usage: bash benches/load.sh [connections] [seconds] [history connections]
#   defaults: 64 connections for the seat page and the POST, 10 s a run, 16 for the history.
set -euo pipefail
cd "$(dirname "$0")/.."
connections=${1:-64}
seconds=${2:-10}
history_connections=${3:-16}
port=18181
ceiling_port=18182
base="http://127.0.0.1:$port"
ceiling_base="http://127.0.0.1:$ceiling_port"
command -v wrk > /dev/null || { echo "load.sh needs wrk (apt-get install wrk)" >&2; exit 1; }
data=$(mktemp -d /tmp/missive-load.XXXXXX)
# As root the private cluster runs as an unprivileged user, who must be able to enter it.
chmod 755 "$data"
server=""
ceiling=""
cleanup() {
  for pid in $ceiling $server; do
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  rm -rf "$data"
}
trap cleanup EXIT

echo "Building (release): missive, the ceiling app, the worker bench"
cargo build --release --quiet
cargo build --release --quiet --example ceiling
cargo bench --quiet --bench worker --no-run

# A finished 5-player bot game for the history pages, stored before the server takes the cluster.
demo=$(MISSIVE_DATA_DIR="$data" MISSIVE_BIND="127.0.0.1:$port" RUST_LOG=warn \
  ./target/release/missive demo --players 5 | grep -oE '/games/[0-9]+$')
MISSIVE_DATA_DIR="$data" MISSIVE_BIND="127.0.0.1:$port" RUST_LOG=warn \
  ./target/release/missive serve > "$data/serve.log" 2>&1 &
server=$!
for _ in $(seq 300); do curl -sf "$base/" > /dev/null && break; sleep 0.2; done
curl -sf "$base/" > /dev/null || { echo "missive serve did not start:" >&2; cat "$data/serve.log" >&2; exit 1; }

# The private cluster's database, as src/db/cluster.rs `url()` spells it: the cluster lives in
# $data/postgres (or where the note there says, when PostgreSQL's user cannot reach it), and its
# postmaster.pid names the port (line 4) and the socket directory (line 5). Missive's database
# is "missive"; the superuser "missive" is trusted on the socket.
cluster="$data/postgres"
if [ -f "$cluster/CLUSTER-IS-ELSEWHERE.txt" ]; then
  cluster=$(sed -n 's/.* is kept in \(.*\)\.$/\1/p' "$cluster/CLUSTER-IS-ELSEWHERE.txt")
fi
pg_port=$(sed -n 4p "$cluster/data/postmaster.pid")
socket_dir=$(sed -n 5p "$cluster/data/postmaster.pid")
database_url="postgres://missive@/missive?host=${socket_dir//\//%2F}&port=$pg_port"

# The newest email's link after `prefix`.
link_in_mail() {
  local prefix=$1
  sleep 1
  grep -rhoE "$base/$prefix/[A-Za-z0-9_-]+" "$data/mail"/*.json | tail -1
}

# A 3-player game of people, whose seats each owe a draft pick: the one-seat POST goes to the
# seat of the newest invitation.
jar="$data/cookies"
# The CSRF token of the form on the page at `url`, for the session in the cookie jar.
csrf_of() {
  curl -sf -c "$jar" -b "$jar" "$1" | grep -oE 'name="csrf" value="[^"]+"' | head -1 | sed 's/.*value="//; s/"$//'
}
curl -sf -c "$jar" -b "$jar" -d "email=organizer@example.org" "$base/sign-in" > /dev/null
signin=$(link_in_mail sign-in)
curl -sf -c "$jar" -b "$jar" -o /dev/null --data-urlencode "csrf=$(csrf_of "$signin")" "$signin"
csrf=$(csrf_of "$base/games/new")
curl -sf -c "$jar" -b "$jar" -o /dev/null \
  --data-urlencode "csrf=$csrf" -d "email0=organizer@example.org" -d "email1=p1@example.org" \
  -d "email2=p2@example.org" -d "side=A" -d "hours=48" "$base/games"
seat=$(link_in_mail play)
token=${seat##*/}
page=$(curl -sf "$seat")
cards=($(echo "$page" | grep -oE 'name="card" id="card_[0-9]+"' | grep -oE '[0-9]+"$' | tr -d '"' | head -2))
step=$(echo "$page" | grep -oE 'name="step" value="[0-9]+"' | head -1 | grep -oE '[0-9]+"$' | tr -d '"')
[ "${#cards[@]}" -eq 2 ] && [ -n "$step" ] || { echo "no draft pick on the seat page $seat" >&2; exit 1; }

# A decision the seat may change while the others have not decided: the POST switches between
# two cards of the hand, each a real change of decision, answered 303 like a browser's.
for card in "${cards[@]}" "${cards[0]}"; do
  status=$(curl -s -o /dev/null -w '%{http_code}' -d "step=$step&card=$card" "$seat")
  [ "$status" = 303 ] || { echo "a draft pick of card $card got $status, not 303" >&2; exit 1; }
done
cat > "$data/post.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
local bodies = { "step=$step&card=${cards[0]}", "step=$step&card=${cards[1]}" }
local n = 0
request = function()
  n = n + 1
  return wrk.format(nil, nil, nil, bodies[n % 2 + 1])
end
LUA

# Decisions spread over many games, as real use spreads them: 4 more organizers start 8 games
# each (within an account's 10 games an hour), and the seats of two players of each game join
# the list. Each POST goes to the next seat of the list, switching that seat's pick.
for k in 1 2 3 4; do
  jar="$data/cookies$k"
  curl -sf -c "$jar" -b "$jar" -d "email=organizer$k@example.org" "$base/sign-in" > /dev/null
  signin=$(link_in_mail sign-in)
  curl -sf -c "$jar" -b "$jar" -o /dev/null --data-urlencode "csrf=$(csrf_of "$signin")" "$signin"
  for g in 1 2 3 4 5 6 7 8; do
    curl -sf -c "$jar" -b "$jar" -o /dev/null \
      --data-urlencode "csrf=$(csrf_of "$base/games/new")" -d "email0=organizer$k@example.org" \
      -d "email1=a$k-$g@example.org" -d "email2=b$k-$g@example.org" -d "side=A" -d "hours=48" \
      "$base/games"
  done
done
sleep 2
spread=()
# The third player of each game (b…) is left out: with every seat decided the step would
# resolve. So is the first game, whose seat above (any of its three) has decided already.
for url in $(grep -L -E '"to": "b[0-9]' "$data/mail"/*.json | xargs grep -hoE "$base/play/[A-Za-z0-9_-]+" | sort -u); do
  [[ "${url##*/}" == "${token%%-*}-"* ]] && continue
  page=$(curl -sf "$url") || continue
  # A seat that has decided shows the waiting page: no cards, and it is left out.
  pick=($(echo "$page" | grep -oE 'name="card" id="card_[0-9]+"' | grep -oE '[0-9]+"$' | tr -d '"' | head -2)) || true
  at=$(echo "$page" | grep -oE 'name="step" value="[0-9]+"' | head -1 | grep -oE '[0-9]+"$' | tr -d '"') || true
  [ "${#pick[@]}" -eq 2 ] && [ -n "$at" ] || continue
  spread+=("{ \"${url#"$base"}\", \"step=$at&card=${pick[0]}\", \"step=$at&card=${pick[1]}\" },")
done
[ "${#spread[@]}" -ge 60 ] || { echo "only ${#spread[@]} seats owe a draft pick for the spread POST" >&2; exit 1; }
{
  echo 'wrk.method = "POST"'
  echo 'wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"'
  echo 'local seats = {'
  printf '%s\n' "${spread[@]}"
  echo '}'
  # wrk's threads start half a list apart, so that two never post to one seat together.
  echo 'local threads = 0'
  echo 'function setup(thread) thread:set("first", threads * math.floor(#seats / 2)); threads = threads + 1 end'
  echo 'local n = 0'
  echo 'function init(args) n = first end'
  echo 'request = function()'
  echo '  n = n + 1'
  echo '  local s = seats[n % #seats + 1]'
  echo '  return wrk.format(nil, s[1], nil, s[math.floor(n / #seats) % 2 + 2])'
  echo 'end'
} > "$data/spread.lua"

./target/release/examples/ceiling "127.0.0.1:$ceiling_port" "$database_url" > "$data/ceiling.log" 2>&1 &
ceiling=$!
for _ in $(seq 100); do curl -sf "$ceiling_base/read/$token" > /dev/null && break; sleep 0.1; done
curl -sf "$ceiling_base/read/$token" > /dev/null || { echo "the ceiling app did not start:" >&2; cat "$data/ceiling.log" >&2; exit 1; }
status=$(curl -s -o /dev/null -w '%{http_code}' -d "step=$step&card=${cards[0]}" "$ceiling_base/write")
[ "$status" = 303 ] || { echo "the ceiling's write got $status, not 303" >&2; exit 1; }

# wrk's figures: requests a second, and the 99th percentile of latency.
rps() { awk '/^Requests\/sec:/ { print $2 }' "$1"; }
p99() { awk '$1 == "99%" { print $2 }' "$1"; }
failed=0
# `run name connections [wrk arguments...] url`: its output in $data/name.txt. Answers other
# than 2xx/3xx are shown and fail the script at its end; socket errors are shown.
run() {
  local name=$1 conns=$2
  shift 2
  wrk -t2 -c"$conns" -d"${seconds}s" --latency "$@" > "$data/$name.txt"
  if grep -q 'Non-2xx or 3xx responses' "$data/$name.txt"; then
    echo "!! $name: wrk reports answers other than 2xx/3xx:" >&2
    cat "$data/$name.txt" >&2
    failed=1
  elif grep -q 'Socket errors' "$data/$name.txt"; then
    echo "   $name: $(grep 'Socket errors' "$data/$name.txt" | sed 's/^ *//')" >&2
  fi
}
rows=()
# `measure label target connections ceiling-url missive-url [ceiling-script [missive-script]]`:
# a wrk script for the ceiling, and one for Missive (the ceiling's unless given).
measure() {
  local label=$1 target=$2 conns=$3 ceiling_url=$4 missive_url=$5
  local ceiling_script=${6:-} missive_script=${7:-${6:-}}
  echo "-- $label: $conns connections, ${seconds}s each for the ceiling then Missive"
  run ceiling "$conns" ${ceiling_script:+-s "$ceiling_script"} "$ceiling_url"
  run missive "$conns" ${missive_script:+-s "$missive_script"} "$missive_url"
  local m c
  m=$(rps "$data/missive.txt")
  c=$(rps "$data/ceiling.txt")
  rows+=("$(awk -v l="$label" -v m="$m" -v c="$c" -v t="$target" -v p="$(p99 "$data/missive.txt")" \
    -v q="$(p99 "$data/ceiling.txt")" \
    'BEGIN { printf "%-30s %12.0f %12.0f %7.2f %12s %11s %11s", l, m, c, m / c, t, p, q }')")
}

# Run flat out, wrk, PostgreSQL and both apps share the machine's cores, and every request
# queues behind the others: at 16 connections even the ceiling's p99 runs to a hundred
# milliseconds and more. So the history pages' latency is also measured paced: each history
# connection waits 1 ms between an answer and its next request, which leaves the machine idle
# part of the time while still loading it at thousands of requests a second.
# `paced label url`: Missive's requests/s and p99 at that pace, beside the ceiling's read page's.
echo 'function delay() return 1 end' > "$data/paced.lua"
paced() {
  local label=$1 url=$2
  echo "-- $label: $history_connections connections paced 1 ms apart, ${seconds}s each for the ceiling then Missive"
  run ceiling "$history_connections" -s "$data/paced.lua" "$ceiling_base/read/$token"
  run missive "$history_connections" -s "$data/paced.lua" "$url"
  rows+=("$(awk -v l="$label" -v m="$(rps "$data/missive.txt")" -v c="$(rps "$data/ceiling.txt")" \
    -v p="$(p99 "$data/missive.txt")" -v q="$(p99 "$data/ceiling.txt")" \
    'BEGIN { printf "%-30s %12.0f %12.0f %7s %12s %11s %11s", l, m, c, "-", "p99 <= 10ms", p, q }')")
}

# The seat has decided, so its page is the waiting page; `?change=1` draws the decision's form,
# filled with it, as a player who comes from the email sees it.
measure "seat page GET, waiting" ">= 0.60" "$connections" "$ceiling_base/read/$token" "$seat"
measure "seat page GET, the form" ">= 0.60" "$connections" "$ceiling_base/read/$token" "$seat?change=1"
measure "decision POST, one seat" ">= 0.50" "$connections" "$ceiling_base/write" "$seat" "$data/post.lua"
measure "decision POST, ${#spread[@]} seats" ">= 0.50" "$connections" "$ceiling_base/write" "$base/" \
  "$data/post.lua" "$data/spread.lua"
measure "game page (5p, finished)" ">= 0.50" "$history_connections" "$ceiling_base/read/$token" "$base$demo"
measure "step 0 page (5p, finished)" ">= 0.50" "$history_connections" "$ceiling_base/read/$token" "$base$demo/steps/0"
measure "step 30 page (5p, finished)" ">= 0.50" "$history_connections" "$ceiling_base/read/$token" "$base$demo/steps/30"
paced "game page, paced" "$base$demo"
paced "step 0 page, paced" "$base$demo/steps/0"
paced "step 30 page, paced" "$base$demo/steps/30"

# The serve process's peak resident memory over its life, this run's load included.
peak_kb=$(awk '/^VmHWM:/ { print $2 }' "/proc/$server/status")
ceiling_kb=$(awk '/^VmHWM:/ { print $2 }' "/proc/$ceiling/status")
for pid in $ceiling $server; do kill "$pid"; wait "$pid" 2>/dev/null || true; done
ceiling=""
server=""

echo "-- mail drain: cargo bench --bench worker, 10,000 emails to a local SMTP receiver"
drain=$(MISSIVE_BENCH_EMAILS=10000 MISSIVE_BENCH_CRASHES=0 cargo bench --quiet --bench worker 2> "$data/worker.log") \
  || { echo "the worker bench failed:" >&2; cat "$data/worker.log" >&2; exit 1; }
echo "$drain"
per_second=$(echo "$drain" | grep -oE '[0-9]+ emails/s' | grep -oE '^[0-9]+')

echo
# The table's columns, for the heading and the rows without a ratio.
columns='%-30s %12s %12s %7s %12s %11s %11s\n'
printf "$columns" measure "Missive/s" "ceiling/s" ratio target "Missive p99" "ceiling p99"
for row in "${rows[@]}"; do echo "$row"; done
printf "$columns" "serve's peak RSS (VmHWM)" "$((peak_kb / 1024)) MB" \
  "$((ceiling_kb / 1024)) MB" - "<= 100 MB" - -
printf "$columns" "mail drain, emails (10,000)" "$per_second" - - ">= 500" - -
echo "Missive/s, ceiling/s: requests a second (emails a second for the drain; resident memory for RSS)."
echo "ratio: Missive/ceiling, the two measured back to back in this run; target: what the figure should reach."
echo "paced: $history_connections connections, each waiting 1 ms between an answer and its next request; the ceiling's read page beside."
if [ "$failed" = 1 ]; then
  echo "!! Some runs had failed requests (above): their figures do not count." >&2
  exit 1
fi
