#!/usr/bin/env bash
# The desktop game's time from launch to its title under Xvfb + lavapipe, ROUNDS times (default
# 5): each round starts it from an empty folder with an empty home (a first start: no settings,
# no saves, no shader cache), then again with that home (Mesa's shader cache kept).
# `tabletrio --startup-stats` prints when the first frame and the whole title (every pipeline
# compiled; the first frames are blank) were drawn; this script counts from the moment it started
# the process, so the loader's work before `main` is included. Prints each round and the medians. A measurement for docs/performance.md, not a test.
#   scripts/startup-time.sh [ROUNDS] [BINARY]    BINARY: the release build's by default
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/tabletrio-target}"
rounds="${1:-5}"
bin="${2:-$CARGO_TARGET_DIR/release/tabletrio}"
[[ -x "$bin" ]] || { echo "startup-time.sh: no binary at $bin (cargo build --release --bin tabletrio)" >&2; exit 1; }
bin="$(realpath "$bin")"
export DISPLAY="${DISPLAY:-:99}" WGPU_BACKEND=vulkan VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
pgrep -x Xvfb >/dev/null || { Xvfb "$DISPLAY" -screen 0 1920x1080x24 >/dev/null 2>&1 & sleep 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
firsts=() wholes=() agains=()
run() {
    local out start
    start=$(date +%s%3N)
    out=$(cd "$work/home" && HOME="$work/home" XDG_RUNTIME_DIR="$work/home/run" LANGUAGE=en \
        timeout 300 "$bin" --size 1280x720 --startup-stats 2>"$work/stderr") || true
    if ! grep -q "^startup-stats: title drawn whole" <<< "$out"; then
        echo "startup-time.sh: $bin printed no figures; its errors:" >&2
        tail -5 "$work/stderr" >&2
        return 1
    fi
    at() { echo "$out" | sed -n "s/^startup-stats: $1 at .*unix ms \([0-9]*\)).*/\1/p"; }
    echo "$(( $(at "first frame drawn") - start )) $(( $(at "title drawn whole") - start ))" \
        "$(echo "$out" | sed -n 's/^startup-stats: title drawn whole at .*(frame \([0-9]*\),.*/\1/p')"
}
for round in $(seq "$rounds"); do
    rm -rf "$work/home" && mkdir -p "$work/home/run" && chmod 700 "$work/home/run"
    figures=$(run)
    read -r first whole frame <<< "$figures"
    figures=$(run)
    read -r _ again _ <<< "$figures"
    echo "round $round: first frame $first ms, title whole $whole ms (frame $frame); again $again ms"
    firsts+=("$first") wholes+=("$whole") agains+=("$again")
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
echo "medians of $rounds: first frame $(median "${firsts[@]}") ms, title whole $(median "${wholes[@]}") ms," \
    "again $(median "${agains[@]}") ms ($(du -h "$bin" | cut -f1) binary)"
