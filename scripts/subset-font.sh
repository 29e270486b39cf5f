#!/usr/bin/env bash
# Makes assets/fonts/NotoSans-*-latin.ttf: Noto Sans (SIL OFL 1.1, Debian's fonts-noto-core) cut
# down to the characters the nine languages of the app use, so the web download stays small.
# Needs: apt-get install fonts-noto-core python3-fonttools (Debian's Python). Run again after adding a language
# with letters outside these ranges (tests/i18n.rs fails when a message has a missing glyph).
set -euo pipefail
cd "$(dirname "$0")/.."
# Basic Latin, Latin-1, Latin Extended-A (Polish, Czech), typographic quotes and dashes,
# ellipsis and bullet, minus and comparison signs (Noto Sans has no arrows).
ranges="U+0020-007E,U+00A0-00FF,U+0100-017F,U+2010-2027,U+2030,U+2039-203A,U+2212,U+2264-2265"
for weight in Regular Bold; do
    /usr/bin/python3 -m fontTools.subset "/usr/share/fonts/truetype/noto/NotoSans-$weight.ttf" \
        --unicodes="$ranges" --layout-features='kern,liga,mark,mkmk,ccmp' --no-hinting \
        --desubroutinize --name-IDs='*' --output-file="assets/fonts/NotoSans-$weight-latin.ttf"
done
ls -l assets/fonts/*.ttf
