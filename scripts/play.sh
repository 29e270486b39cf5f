#!/usr/bin/env bash
# Runs the game (release build). Installs the build packages first if they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/tabletrio-target}"
exec cargo run --release --bin tabletrio -- "$@"
