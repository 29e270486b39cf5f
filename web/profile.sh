#!/usr/bin/env bash
# A web build that keeps its function names, for web/profile.mjs: the same cargo build as
# web/build.sh (the `web` profile), wasm-bindgen, and no wasm-opt (which drops the names), into
# web/dist-profile/; then profiles a Kamon game on Low in chromium. Arguments go to profile.mjs.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/tabletrio-target}"
cargo build --profile web --target wasm32-unknown-unknown -p tabletrio --bin tabletrio
dist=web/dist-profile
rm -rf "$dist"
mkdir -p "$dist"
wasm-bindgen --target web --no-typescript --keep-debug --out-dir "$dist" --out-name tabletrio \
    "$CARGO_TARGET_DIR/wasm32-unknown-unknown/web/tabletrio.wasm"
cp web/index.html web/style.css web/loader.js web/sw.js web/manifest.webmanifest "$dist/"
cp -r web/icons "$dist/icons"
cp -r assets "$dist/assets"
node web/precache.mjs "$dist" > "$dist/precache.json"
node web/profile.mjs "$dist" "$@"
