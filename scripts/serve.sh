#!/usr/bin/env bash
# Builds the web build, then starts the tabletrio server serving it and the online games on
# 127.0.0.1:8080 (games kept in games.sqlite). Open http://127.0.0.1:8080/ in two browsers.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/tabletrio-target}"
./web/build.sh
exec cargo run --release -p tabletrio-server -- --bind "${BIND:-127.0.0.1:8080}" --db "${DB:-games.sqlite}" --web web/dist "$@"
