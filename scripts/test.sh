#!/usr/bin/env bash
# Runs every test: engine (unit, property, reference, CLI), headless app tests, the server's
# suite on SQLite and again on PostgreSQL, the screenshot
# test that renders real frames under Xvfb with Mesa's lavapipe, then the web build and its
# browser tests in Debian's chromium (the second plays a whole game of each game by touch on a
# phone-sized page, the third a whole Kamon game and the menus with only an emulated gamepad, the
# fourth online against the real server).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --tests
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/tabletrio-target}"
# Each phase says when it starts, so a slow run shows where its time went; each browser test has a
# bound of its own, so a page that stops answering fails that test instead of the whole run's time.
phase() { echo "== $1 (at $((SECONDS / 60)) min $((SECONDS % 60)) s)"; }
browser() { timeout --kill-after=30 1200 node "$@"; }
cargo test --workspace --all-targets
phase "server tests on PostgreSQL"
# The server's whole suite again, each test on a new database in a throwaway PostgreSQL cluster
# of its test binary's own (tests/common/postgres.rs).
TABLETRIO_TEST_STORE=postgres cargo test -p tabletrio-server --all-targets
# The whole-game client tests once more with two nodes on one database behind a round-robin
# balancer, so each test's clients are spread over both (tests/nodes.rs covers the rest).
TABLETRIO_TEST_STORE=postgres TABLETRIO_TEST_NODES=2 cargo test -p tabletrio-server --test online
phase "web build"
./web/build.sh
phase "browser test"
browser web/e2e.mjs
phase "touch browser test"
browser web/e2e-touch.mjs
phase "gamepad browser test"
browser web/e2e-pad.mjs
phase "online browser test"
browser --experimental-websocket web/e2e-online.mjs
phase "all tests passed"
