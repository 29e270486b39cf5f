#!/usr/bin/env bash
# Low against the floor under Xvfb + lavapipe, taken in turn so that both see the same machine:
# the empty window (examples/frame_floor.rs, 3D camera) and Yoxii's mid-game on Low at 1280x720
# (the screenshot test's record), each 100 frames after 240, ROUNDS times. Prints each pair and
# the ratio of the medians: the figure issue 41 asks for (at most 2.5). Also the floor without
# multisampling (the app's window camera draws without it), for a stricter ratio. A measurement
# for docs/performance.md, not a test. LOW_ARGS adds arguments to the Low run (e.g. --knobs ...).
# Needs Xvfb and Mesa (scripts/setup.sh --tests) and a dev build.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/tabletrio-target}"
rounds="${1:-5}"
cargo build -q --example frame_floor
cargo build -q -p tabletrio --bin tabletrio
export DISPLAY="${DISPLAY:-:99}" WGPU_BACKEND=vulkan VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
pgrep -x Xvfb >/dev/null || { Xvfb "$DISPLAY" -screen 0 1920x1080x24 >/dev/null 2>&1 & sleep 1; }
record=tests/records/yoxii-midgame.txt
floors=() bares=() lows=()
for round in $(seq "$rounds"); do
    floor=$("$CARGO_TARGET_DIR/debug/examples/frame_floor" 3d 2>&1 | sed -n 's/.*100 frames: mean \([0-9.]*\) ms.*/\1/p')
    bare=$("$CARGO_TARGET_DIR/debug/examples/frame_floor" 3d nomsaa 2>&1 | sed -n 's/.*100 frames: mean \([0-9.]*\) ms.*/\1/p')
    low=$("$CARGO_TARGET_DIR/debug/tabletrio" --game yoxii --record "$record" --quality low --size 1280x720 \
        --frame-stats 100 ${LOW_ARGS:-} 2>&1 | sed -n 's/.*frame time mean \([0-9.]*\) ms.*/\1/p')
    echo "round $round: floor $floor ms (without MSAA $bare ms), Low $low ms," \
        "ratio $(echo "scale=2; $low / $floor" | bc) ($(echo "scale=2; $low / $bare" | bc))"
    floors+=("$floor") bares+=("$bare") lows+=("$low")
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
f=$(median "${floors[@]}") b=$(median "${bares[@]}") l=$(median "${lows[@]}")
echo "medians: floor $f ms, Low $l ms, Low is $(echo "scale=2; $l / $f" | bc) times the floor"
echo "against the floor without MSAA ($b ms): $(echo "scale=2; $l / $b" | bc) times"
