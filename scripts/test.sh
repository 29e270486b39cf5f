#!/usr/bin/env bash
# Runs every test: engine (unit, property, reference, CLI), headless app tests, the server's
# suite on SQLite and again on PostgreSQL, the screenshot
# test that renders real frames under Xvfb with Mesa's lavapipe, then the web build and its
# browser tests in Debian's chromium (the second plays a whole game of each game by touch on a
# phone-sized page, the third a whole Kamon game and the menus with only an emulated gamepad, the
# fourth online against the real server); between the web build and the browser tests, every
# package scripts/release.sh makes, installed and used as shipped (scripts/test-packages.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --tests
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/tabletrio-target}"
# Each phase says when it starts, so a slow run shows where its time went (.ci/run lists them all
# at the end); each browser test has a bound of its own, so a page that stops answering fails
# that test instead of the whole run's time.
source scripts/phases.sh
browser() { timeout --kill-after=30 1200 node "$@"; }
phase "test build"
cargo test --workspace --all-targets --no-run
phase "tests: engine, app (headless and real frames), server on SQLite"
cargo test --workspace --all-targets
# Every shipped puzzle proved again by the tests' own brute force (docs/puzzles.md); the run
# above proves a sample of them.
cargo test --workspace --test puzzles -- --ignored
phase "server tests on PostgreSQL"
# The server's whole suite again, each test on a new database in a throwaway PostgreSQL cluster
# of its test binary's own (tests/common/postgres.rs). The server's tests are chosen by target
# name with the whole workspace selected, as above: `-p tabletrio-server` would resolve other
# features and build the server and its dependencies a second time (minutes on a cold machine).
# `--lib` also runs the other crates' unit tests again, a few seconds.
server_tests=()
for file in crates/server/tests/*.rs; do server_tests+=(--test "$(basename "$file" .rs)"); done
TABLETRIO_TEST_STORE=postgres cargo test --workspace --lib "${server_tests[@]}"
# The whole-game client tests once more with two nodes on one database behind a round-robin
# balancer, so each test's clients are spread over both (tests/nodes.rs covers the rest).
TABLETRIO_TEST_STORE=postgres TABLETRIO_TEST_NODES=2 cargo test --workspace --test online
phase "web build"
./web/build.sh
phase "packages tested as shipped"
# Installs and removes packages: root, or through sudo (keeping the shared target dir).
if [[ $(id -u) -eq 0 ]]; then bash scripts/test-packages.sh; else sudo --preserve-env=CARGO_TARGET_DIR bash scripts/test-packages.sh; fi
phase "browser test"
browser web/e2e.mjs
phase "touch browser test"
browser web/e2e-touch.mjs
phase "gamepad browser test"
browser web/e2e-pad.mjs
phase "online browser test"
browser --experimental-websocket web/e2e-online.mjs
phase "all tests passed"
