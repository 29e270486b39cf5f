#!/usr/bin/env bash
# What each cut of the release profile does to a binary's size: builds it with the release
# profile and with each cut on top of it (a trial profile of its own, so the release build is
# left as it is), then prints each binary's size as built and stripped (as the packages ship it).
#   scripts/release-cuts.sh [PACKAGE BIN [CUT...]]
# Cuts: thin (lto = "thin"), fat (lto = "fat"), cgu1 (codegen-units = 1), abort (panic =
# "abort"), all (fat + cgu1 + abort). By default the engine's tabletrio-cli with every cut: each
# trial of it is a build of a minute or two; one of the game is a whole Bevy build (most of an
# hour on two cores). A measurement for docs/performance.md, not a test.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/tabletrio-target}"
package="${1:-tabletrio-engine}" bin="${2:-tabletrio-cli}"
shift $(($# < 2 ? $# : 2))
cuts=("$@")
((${#cuts[@]})) || cuts=(thin fat cgu1 abort all)
settings() {
    case "$1" in
        thin) echo 'lto="thin"' ;;
        fat) echo 'lto="fat"' ;;
        cgu1) echo 'codegen-units=1' ;;
        abort) echo 'panic="abort"' ;;
        all) echo 'lto="fat" codegen-units=1 panic="abort"' ;;
        *) echo "release-cuts.sh: no cut named $1 (thin, fat, cgu1, abort, all)" >&2; exit 2 ;;
    esac
}
size() { stat -c %s "$1"; }
kb() { echo $(($1 / 1000)); }
report() {
    local what="$1" file="$2" stripped
    stripped=$(mktemp)
    strip -o "$stripped" "$file"
    printf '%-8s %9s kB built, %8s kB stripped  (%s s to build; 0: built already)\n' "$what" \
        "$(kb "$(size "$file")")" "$(kb "$(size "$stripped")")" "$3"
    rm -f "$stripped"
}
timed_build() {
    local start=$SECONDS
    cargo build --locked -q -p "$package" --bin "$bin" "$@" >&2
    echo $((SECONDS - start))
}
secs=$(timed_build --release)
report release "$CARGO_TARGET_DIR/release/$bin" "$secs"
for cut in "${cuts[@]}"; do
    profile="cut-$cut"
    config=(--config "profile.$profile.inherits=\"release\"")
    for setting in $(settings "$cut"); do config+=(--config "profile.$profile.$setting"); done
    secs=$(timed_build "${config[@]}" --profile "$profile")
    report "$cut" "$CARGO_TARGET_DIR/$profile/$bin" "$secs"
done
