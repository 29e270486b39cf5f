#!/usr/bin/env bash
# Builds the web build, then starts the tabletrio server serving it and the online games on
# 127.0.0.1:8080 (games kept in games.sqlite), with a Medium and a Hard bot beside it so that a
# person alone finds a game (NO_BOTS=1 leaves them out; their keys are kept in
# tabletrio-bot-<level>.key). Open http://127.0.0.1:8080/ in a browser.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/tabletrio-target}"
./web/build.sh
cargo build --release -p tabletrio-server -p tabletrio-bot
bin="$CARGO_TARGET_DIR/release"
bind="${BIND:-127.0.0.1:8080}"
db="${DB:-games.sqlite}"
if [ -z "${NO_BOTS:-}" ]; then
  # Each bot's player is made before the server opens, so nobody takes its name first.
  for level in medium hard; do
    key="tabletrio-bot-$level.key"
    if [ ! -e "$key" ]; then
      name="${level^} bot"
      "$bin/tabletrio-server" add-bot --db "$db" --name "$name" --key-file "$key"
    fi
  done
fi
"$bin/tabletrio-server" --bind "$bind" --db "$db" --web web/dist "$@" &
pids=("$!")
# Stopping the script stops all three; the server drains on SIGTERM.
trap 'kill "${pids[@]}" 2>/dev/null; wait' EXIT INT TERM
if [ -z "${NO_BOTS:-}" ]; then
  # The bots try again until the server listens.
  for level in medium hard; do
    "$bin/tabletrio-bot" --server "ws://$bind/ws" --level "$level" --key-file "tabletrio-bot-$level.key" --arenas &
    pids+=("$!")
  done
fi
wait "${pids[0]}"
