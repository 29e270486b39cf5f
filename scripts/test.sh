#!/usr/bin/env bash
# Runs every test: engine (unit, property, reference, CLI), headless app tests, the screenshot
# test that renders real frames under Xvfb with Mesa's lavapipe, then the web build and its
# browser tests in Debian's chromium (the second plays a whole game of each game by touch on a
# phone-sized page, the third online against the real server).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --tests
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/tabletrio-target}"
cargo test --workspace --all-targets
echo "== web build"
./web/build.sh
echo "== browser test"
node web/e2e.mjs
echo "== touch browser test"
node web/e2e-touch.mjs
echo "== online browser test"
node --experimental-websocket web/e2e-online.mjs
