#!/usr/bin/env bash
# The packages tested as shipped (issue 71), each installed and used as a player or an operator
# would, far from the repository. Without arguments (scripts/test.sh), scripts/release.sh
# --profile dev makes them from the test build's binaries; scripts/release.sh runs it with
# --dist on what it built and --client, the release build of the protocol client:
#   - the sums check;
#   - the game's .deb installs (apt, so its dependencies come too), its menu entry validates, the
#     installed binary prints the version and draws the title in a real frame under Xvfb with
#     lavapipe from an empty folder with an empty home, and `dpkg -r` removes it;
#   - the Linux archive, unpacked, does the same;
#   - the server's .deb installs, its units pass `systemd-analyze verify`, the installed binary
#     started as its unit starts it (the tabletrio user, /etc/default/tabletrio-server, only the
#     port changed) serves the web build and a whole game of each game to two protocol clients,
#     its backup unit's command makes a snapshot, and `dpkg -r` removes it and keeps the games;
#   - the web archive's page is whole (index, loader, module, build.json of this version), and
#     unpacked into a sub-folder of a static server it plays a move inside another page's
#     iframe, as itch.io shows a game, in Debian's chromium;
#   - the Windows game, when the folder has it (only a release makes it): a GUI .exe with its
#     resources, whose --version under Debian's wine names this version and which draws its
#     title there through wine's Vulkan on lavapipe.
# Needs root (dpkg), as CI has; refuses to run where a tabletrio package is installed already.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/tabletrio-target}"
[[ $(id -u) -eq 0 ]] || { echo "test-packages.sh: run as root (it installs and removes packages)" >&2; exit 1; }
for p in tabletrio tabletrio-server; do
    if dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
        echo "test-packages.sh: $p is installed on this machine; remove it first (this test installs and removes it)" >&2
        exit 1
    fi
done
dist=
client="$CARGO_TARGET_DIR/debug/examples/play_through"
while (($#)); do
    case "$1" in
        --dist) dist=$2; shift 2 ;;
        --client) client=$2; shift 2 ;;
        *) echo "test-packages.sh: unknown argument $1 (--dist DIR --client PATH)" >&2; exit 2 ;;
    esac
done
source scripts/version.sh
repo=$(pwd)
work=$(mktemp -d)
server_pid=
cleanup() {
    [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null
    for p in tabletrio tabletrio-server; do
        if dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then dpkg -r "$p" >/dev/null || true; fi
    done
    rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "test-packages.sh: $*" >&2; exit 1; }

if [[ -z "$dist" ]]; then
    # The test build's binaries and client, each where release.sh and this script look for it:
    # `cargo test` leaves an example only under a hashed name, so a fresh machine has no
    # debug/examples/play_through until it is built as itself (seconds once the tests are built).
    cargo build --workspace --locked --quiet --bin tabletrio --bin tabletrio-server --example play_through
    scripts/release.sh --profile dev --out "$work/dist"
    dist="$work/dist"
fi
[[ -x "$client" ]] || fail "no protocol client at $client"
(cd "$dist" && sha256sum --quiet -c SHA256SUMS) || fail "the sums do not match"

# Xvfb and lavapipe, as the screenshot test uses them.
display=97
Xvfb ":$display" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; cleanup' EXIT
sleep 1
# Draws the title with the game at $1 from an empty folder and home; checks the frame.
draws_the_title() {
    local game=$1 name=$2 run="$work/run-$2"
    mkdir -p "$run/home"
    [[ "$("$game" --version)" == "tabletrio $version" ]] || fail "$name: --version says $("$game" --version)"
    (cd "$run" && HOME="$run/home" XDG_RUNTIME_DIR="$run" DISPLAY=":$display" WGPU_BACKEND=vulkan \
        VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json \
        timeout 300 "$game" --screenshot "$run/title.png" --status "$run/status.json" >"$run/log" 2>&1) \
        || { tail -20 "$run/log"; fail "$name: the game did not draw its title"; }
    shows_the_title "$run" "$name"
}
# The status report in $1 says the title, and $1/title.png is no blank frame.
shows_the_title() {
    local dir=$1 name=$2
    grep -q '"screen":"title"' "$dir/status.json" || fail "$name: the status is not the title's: $(head -c 300 "$dir/status.json")"
    node -e '
        const { readFileSync } = require("node:fs");
        import(process.argv[1]).then(({ decodePng, pictureStats, expectPicture }) => {
            const stats = pictureStats(decodePng(readFileSync(process.argv[2])));
            expectPicture(process.argv[3], stats);
            console.log(`${process.argv[3]}: the title drawn (${stats.colours} colours)`);
        }).catch((e) => { console.error(e.message); process.exit(1); });
    ' "$repo/web/png.mjs" "$dir/title.png" "$name" || fail "$name: the frame is blank"
}

echo "== the game's Debian package"
apt-get install -y -qq "$dist/tabletrio_${version}-1_amd64.deb" >/dev/null
desktop-file-validate /usr/share/applications/tabletrio.desktop || fail "the menu entry does not validate"
[[ -f /usr/share/icons/hicolor/512x512/apps/tabletrio.png ]] || fail "no icon"
draws_the_title /usr/bin/tabletrio deb
dpkg -r tabletrio >/dev/null
[[ ! -e /usr/bin/tabletrio && ! -e /usr/share/applications/tabletrio.desktop ]] || fail "dpkg -r left the game behind"

echo "== the Linux archive"
mkdir "$work/unpacked"
tar -C "$work/unpacked" -xzf "$dist/tabletrio-$version-linux-x86_64.tar.gz"
unpacked="$work/unpacked/tabletrio-$version-linux-x86_64"
for f in tabletrio tabletrio.desktop icons/tabletrio-512.png LICENSE-MIT LICENSE-APACHE OFL-NotoSans.txt README.txt; do
    [[ -e "$unpacked/$f" ]] || fail "the archive has no $f"
done
draws_the_title "$unpacked/tabletrio" archive

echo "== the server's Debian package"
apt-get install -y -qq "$dist/tabletrio-server_${version}-1_amd64.deb" >/dev/null
getent passwd tabletrio >/dev/null || fail "no tabletrio user"
[[ "$(stat -c '%U %a' /var/lib/tabletrio)" == "tabletrio 700" ]] || fail "/var/lib/tabletrio: $(stat -c '%U %a' /var/lib/tabletrio)"
(cd /usr/lib/systemd/system && systemd-analyze verify tabletrio-server.service tabletrio-server-backup.service tabletrio-server-backup.timer) \
    || fail "systemd-analyze verify refuses the units"
[[ "$(/usr/bin/tabletrio-server --version)" == "tabletrio-server $version" ]] || fail "the server's --version"
# As the unit starts it, on a free port instead of 8080.
# shellcheck disable=SC1091
source /etc/default/tabletrio-server
args=${TABLETRIO_ARGS/--bind 127.0.0.1:8080/--bind 127.0.0.1:0}
[[ "$args" != "$TABLETRIO_ARGS" ]] || fail "/etc/default/tabletrio-server binds elsewhere than 127.0.0.1:8080"
coproc server { cd /var/lib/tabletrio && exec runuser -u tabletrio -- /usr/bin/tabletrio-server $args 2>"$work/server.log"; }
server_pid=$server_PID
read -r -t 30 line <&"${server[0]}" || fail "the installed server did not start: $(tail -5 "$work/server.log")"
addr=$(grep -o '127\.0\.0\.1:[0-9]*' <<<"$line" | head -1)
[[ -n "$addr" ]] || fail "the server did not say where it listens: $line"
page=$(curl -fsS "http://$addr/") || fail "the installed server serves no page"
grep -q tabletrio <<<"$page" || fail "the page served is not the web build's"
curl -fsS "http://$addr/build.json" | grep -q "\"version\": \"$version\"" || fail "the served build.json is not of version $version"
"$client" "$addr" || fail "a whole game against the installed server failed"
kill -TERM "$server_pid"
wait "$server_pid" || true
server_pid=
# The backup unit's own command, as its user.
backup_command=$(sed -n "s/^ExecStart=\/bin\/sh -c '\(.*\)'$/\1/p" /usr/lib/systemd/system/tabletrio-server-backup.service | sed 's/%%/%/g')
[[ -n "$backup_command" ]] || fail "no backup command in the backup unit"
runuser -u tabletrio -- /bin/sh -c "$backup_command" || fail "the backup unit's command failed"
backup=$(ls /var/backups/tabletrio/games-*.sqlite | head -1)
[[ -n "$backup" && "$(stat -c '%U %a' "$backup")" == "tabletrio 600" ]] || fail "the backup: $(ls -l /var/backups/tabletrio)"
dpkg -r tabletrio-server >/dev/null
[[ ! -e /usr/bin/tabletrio-server ]] || fail "dpkg -r left the server behind"
[[ -s /var/lib/tabletrio/games.sqlite ]] || fail "dpkg -r took the games with it"
rm -rf /var/lib/tabletrio /var/backups/tabletrio
userdel tabletrio 2>/dev/null || true

echo "== the web archive"
mkdir "$work/web"
unzip -q "$dist/tabletrio-$version-web.zip" -d "$work/web"
for f in index.html loader.js tabletrio.js tabletrio_bg.wasm build.json sw.js manifest.webmanifest; do
    [[ -e "$work/web/$f" ]] || fail "the web archive has no $f"
done
grep -q "\"version\": \"$version\"" "$work/web/build.json" || fail "the web archive's build.json is not of version $version"
compressed=$(find "$work/web" -name '*.br' -o -name '*.gz' | wc -l)
[[ "$compressed" -eq 0 ]] || fail "the web archive carries $compressed compressed copies"
# As a static host shows it: in a sub-folder, inside another page's iframe (web/e2e-zip.mjs).
timeout --kill-after=30 900 node web/e2e-zip.mjs "$work/web" || fail "the web archive does not play from a sub-folder in an iframe"
windows_zip="$dist/tabletrio-$version-windows-x86_64.zip"
if [[ -f "$windows_zip" ]]; then
    echo "== the Windows game, under wine"
    mkdir "$work/windows"
    unzip -q "$windows_zip" -d "$work/windows"
    exe_dir="$work/windows/tabletrio-$version-windows-x86_64"
    for f in tabletrio.exe LICENSE-MIT LICENSE-APACHE OFL-NotoSans.txt README.txt; do
        [[ -e "$exe_dir/$f" ]] || fail "the Windows archive has no $f"
    done
    # Read whole before grep (a grep that stops early would fail the pipe under pipefail).
    headers=$(x86_64-w64-mingw32-objdump -p -h "$exe_dir/tabletrio.exe")
    grep -q 'Subsystem.*(Windows GUI)' <<<"$headers" || fail "tabletrio.exe would open a console window"
    grep -q '\.rsrc' <<<"$headers" || fail "tabletrio.exe has no resources (icon, version)"
    x86_64-w64-mingw32-gcc -shared -O2 -o "$exe_dir/bcryptprimitives.dll" packaging/windows/wine-bcryptprimitives.c -ladvapi32
    wine_run() {
        WINEPREFIX="$work/wine" WINEDEBUG=-all DISPLAY=":$display" WGPU_BACKEND=vulkan \
            VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json timeout 300 /usr/lib/wine/wine64 "$@"
    }
    said=$(cd "$exe_dir" && wine_run tabletrio.exe --version 2>/dev/null | tr -d '\r')
    [[ "$said" == "tabletrio $version" ]] || fail "tabletrio.exe --version under wine says: $said"
    # In a virtual desktop: on Xvfb, wine's own display modes lack a refresh rate, which winit
    # takes for a broken monitor and stops on.
    (cd "$exe_dir" && wine_run explorer /desktop=tabletrio,1280x720 tabletrio.exe --screenshot title.png --status status.json \
        >"$work/wine.log" 2>&1) || { tail -20 "$work/wine.log"; fail "tabletrio.exe did not draw its title under wine"; }
    shows_the_title "$exe_dir" "tabletrio.exe under wine"
fi
echo "== every package tested as shipped"
