#!/usr/bin/env bash
# Load test of the seat page (GET), of a submission (POST) and of the history pages of a finished
# 5-player game (GET) against `missive serve` on its embedded defaults: a private PostgreSQL
# cluster and emails written to files.
# Needs wrk (Debian: apt-get install wrk). Usage: bash benches/load.sh [connections] [seconds]
set -euo pipefail
cd "$(dirname "$0")/.."
connections=${1:-64}
seconds=${2:-20}
port=18181
base="http://127.0.0.1:$port"
data=$(mktemp -d /tmp/missive-load.XXXXXX)
# As root the private cluster runs as an unprivileged user, who must be able to enter it.
chmod 755 "$data"

cargo build --release --quiet
# A finished 5-player bot game for the history pages, stored before the server takes the cluster.
demo=$(MISSIVE_DATA_DIR="$data" MISSIVE_BIND="127.0.0.1:$port" RUST_LOG=warn \
  ./target/release/missive demo --players 5 | grep -oE '/games/[0-9]+$')
MISSIVE_DATA_DIR="$data" MISSIVE_BIND="127.0.0.1:$port" RUST_LOG=warn \
  ./target/release/missive serve > "$data/serve.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 300); do curl -sf "$base/" > /dev/null && break; sleep 0.2; done

# The newest email to `to` that matches, as the link it holds after `prefix`.
link_in_mail() {
  local prefix=$1
  sleep 1
  grep -rhoE "$base/$prefix/[A-Za-z0-9_-]+" "$data/mail"/*.json | tail -1
}

jar="$data/cookies"
curl -sf -c "$jar" -b "$jar" -d "email=organizer@example.org" "$base/sign-in" > /dev/null
signin=$(link_in_mail sign-in)
curl -sf -c "$jar" -b "$jar" -X POST "$signin" > /dev/null
csrf=$(curl -sf -c "$jar" -b "$jar" "$base/games/new" | grep -oE 'name="csrf" value="[^"]+"' | head -1 | sed 's/.*value="//; s/"$//')
curl -sf -c "$jar" -b "$jar" -o /dev/null \
  --data-urlencode "csrf=$csrf" -d "email0=organizer@example.org" -d "email1=p1@example.org" \
  -d "email2=p2@example.org" -d "side=A" -d "hours=48" "$base/games"
seat=$(link_in_mail play)
page=$(curl -sf "$seat")
card=$(echo "$page" | grep -oE 'name="card" id="card_[0-9]+"' | head -1 | grep -oE '[0-9]+' | tail -1)
step=$(echo "$page" | grep -oE 'name="step" value="[0-9]+"' | head -1 | grep -oE '[0-9]+"$' | tr -d '"')

cat > "$data/post.lua" <<LUA
wrk.method = "POST"
wrk.body = "step=$step&card=$card"
wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
LUA

echo "== GET the seat page ($connections connections, ${seconds}s)"
wrk -t2 -c"$connections" -d"${seconds}s" --latency "$seat"
echo "== POST a draft pick to the seat page ($connections connections, ${seconds}s)"
wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$data/post.lua" "$seat"

for page in "$demo" "$demo/steps/0" "$demo/steps/30"; do
  echo "== GET $page, a finished 5-player game ($connections connections, ${seconds}s)"
  wrk -t2 -c"$connections" -d"${seconds}s" --latency "$base$page"
done
