#!/usr/bin/env bash
# Builds the web version into web/dist/, ready to serve (node web/serve.mjs):
#   1. the game for wasm32-unknown-unknown with the size-optimised `web` profile (Cargo.toml),
#   2. wasm-bindgen --target web (the CLI at exactly Cargo.lock's wasm-bindgen version),
#   3. wasm-opt -Oz from the npm package binaryen (Debian's binaryen 108 makes modules browsers
#      refuse): 7 minutes on one core here, but without it the page's work a frame and the
#      computer's search took half as long again or more (docs/performance.md),
#   4. the page (index.html, style.css, loader.js), assets/ and build.json beside it,
#   5. a brotli and a gzip copy of each file that compresses (web/compress.mjs).
# Prints the wasm's size raw, gzip and brotli.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --web
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/tabletrio-target}"

rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown

version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
[[ -n "$version" ]] || { echo "build.sh: no wasm-bindgen in Cargo.lock" >&2; exit 1; }
if [[ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $version" ]]; then
    echo "== installing wasm-bindgen-cli $version"
    cargo install wasm-bindgen-cli --version "=$version"
fi

if [[ ! -x web/node_modules/.bin/wasm-opt || web/package-lock.json -nt web/node_modules/.package-lock.json ]]; then
    echo "== npm ci (binaryen, playwright-core) (at $SECONDS s)"
    (cd web && npm ci --no-audit --no-fund)
fi

echo "== cargo build (wasm32, profile web) (at $SECONDS s)"
cargo build --profile web --target wasm32-unknown-unknown -p tabletrio --bin tabletrio

dist=web/dist
rm -rf "$dist"
mkdir -p "$dist"
echo "== wasm-bindgen (at $SECONDS s)"
wasm-bindgen --target web --no-typescript --out-dir "$dist" --out-name tabletrio \
    "$CARGO_TARGET_DIR/wasm32-unknown-unknown/web/tabletrio.wasm"
raw_bindgen=$(stat -c %s "$dist/tabletrio_bg.wasm")
echo "== wasm-opt -Oz (at $SECONDS s)"
# The features rustc enables by default for wasm32-unknown-unknown; wasm-opt must keep to them.
web/node_modules/.bin/wasm-opt -Oz --strip-debug --strip-producers \
    --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$dist/tabletrio_bg.wasm" -o "$dist/tabletrio_bg.opt.wasm"
mv "$dist/tabletrio_bg.opt.wasm" "$dist/tabletrio_bg.wasm"

cp web/index.html web/style.css web/loader.js web/sw.js web/manifest.webmanifest "$dist/"
cp -r web/icons "$dist/icons"
cp -r assets "$dist/assets"
# A brotli and a gzip copy of each file that compresses, sent as they are by
# `tabletrio-server --web` and web/serve.mjs to browsers that take them; build.json reads the
# module's sizes from them.
echo "== compressed copies (at $SECONDS s)"
node web/compress.mjs "$dist"
node web/sizes.mjs "$dist/tabletrio_bg.wasm" "$raw_bindgen" > "$dist/build.json"
# What the service worker keeps for offline play: every file of the build, under an id that
# changes with its content.
node web/precache.mjs "$dist" > "$dist/precache.json"
# The two files just written get their copies too (the others' are fresh and kept).
node web/compress.mjs "$dist"
cat "$dist/build.json"
echo "web build ready in $dist: serve it with  node web/serve.mjs"
