#!/usr/bin/env bash
# Builds every package of the workspace's version into dist/, with their SHA-256 sums:
#   tabletrio-V-linux-x86_64.tar.gz    the game, its menu entry, icons and licences
#   tabletrio_V-1_amd64.deb            the game, installed with its menu entry and icon
#   tabletrio-server_V-1_amd64.deb     the server, its systemd service and daily backup, its flags
#                                      in /etc/default/tabletrio-server, the web build it serves
#   tabletrio-V-web.zip                the web build for any static host (plain files only)
#   tabletrio-V-windows-x86_64.zip     the game for Windows, cross-compiled with Debian's MinGW-w64
#                                      (icon and version in the .exe, no console window)
#   SHA256SUMS
# The Debian packages are made by cargo-deb (installed here at a pinned version if missing): it
# reads their contents from Cargo.toml's [package.metadata.deb], strips the binaries and adds the
# systemd glue. docs/release.md says what each package holds and what is not built here.
#
#   scripts/release.sh                  release builds of everything, then the packages, then
#                                       each package tested as shipped (scripts/test-packages.sh)
#   scripts/release.sh --profile dev    the same packages but Windows's from the test build's
#                                       binaries and the web build already in web/dist
#                                       (scripts/test-packages.sh tests them; never shipped)
#   --no-windows                        leave the Windows game out (its build is another Bevy
#                                       build: 30 minutes and more on two cores)
#   --out DIR                           instead of dist/
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/tabletrio-target}"
profile=release
out=dist
windows=1
while (($#)); do
    case "$1" in
        --profile) profile=$2; shift 2 ;;
        --out) out=$2; shift 2 ;;
        --no-windows) windows=0; shift ;;
        *) echo "release.sh: unknown argument $1 (--profile release|dev, --out DIR, --no-windows)" >&2; exit 2 ;;
    esac
done
source scripts/version.sh
cargo_deb_version=3.8.0
if [[ "$(cargo deb --version 2>/dev/null)" != "cargo-deb $cargo_deb_version" ]]; then
    echo "== installing cargo-deb $cargo_deb_version"
    cargo install cargo-deb --locked --version "=$cargo_deb_version" --quiet
fi

# Stripped: with the release profile's line tables cargo-deb would ship the binary whole (730 MB).
deb_flags=(--no-build --strip)
case "$profile" in
    release)
        echo "== release build"
        cargo build --release --locked --workspace --bins --examples
        ./web/build.sh
        bin="$CARGO_TARGET_DIR/release"
        ;;
    dev)
        # Packages for the tests only: faster compression, and no warning that cargo-deb is for
        # releases (it is; these are not).
        bin="$CARGO_TARGET_DIR/debug"
        deb_flags+=(--profile dev --fast --quiet)
        windows=0
        ;;
    *) echo "release.sh: --profile is release or dev, not $profile" >&2; exit 2 ;;
esac
[[ -f web/dist/index.html ]] || { echo "release.sh: no web build in web/dist (./web/build.sh)" >&2; exit 1; }
rm -rf "$out"
mkdir -p "$out"
out=$(cd "$out" && pwd)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

echo "== Linux archive"
name="tabletrio-$version-linux-x86_64"
dir="$stage/$name"
install -D -m 755 "$bin/tabletrio" "$dir/tabletrio"
strip "$dir/tabletrio"
install -D -m 644 packaging/linux/tabletrio.desktop "$dir/tabletrio.desktop"
install -D -m 644 web/icons/icon-192.png "$dir/icons/tabletrio-192.png"
install -D -m 644 web/icons/icon-512.png "$dir/icons/tabletrio-512.png"
install -m 644 LICENSE-MIT LICENSE-APACHE CHANGELOG.md "$dir/"
install -m 644 assets/fonts/OFL.txt "$dir/OFL-NotoSans.txt"
sed "s/VERSION/$version/" packaging/linux/README.txt > "$dir/README.txt"
tar -C "$stage" -czf "$out/$name.tar.gz" "$name"

echo "== Debian packages"
cargo deb -p tabletrio "${deb_flags[@]}" -o "$out/"
cargo deb -p tabletrio-server "${deb_flags[@]}" -o "$out/"

echo "== web archive"
# A static host serves the plain files; the brotli and gzip copies are for tabletrio-server.
(cd web/dist && find . -type f ! -name '*.br' ! -name '*.gz' | sort | zip -q -X "$out/tabletrio-$version-web.zip" -@)

if ((windows)); then
    echo "== Windows game"
    if ! command -v x86_64-w64-mingw32-gcc >/dev/null || ! command -v x86_64-w64-mingw32-windres >/dev/null; then
        echo "installing Debian's MinGW-w64 (gcc-mingw-w64-x86-64, binutils-mingw-w64-x86-64)"
        sudo_cmd=()
        [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
        DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq gcc-mingw-w64-x86-64 binutils-mingw-w64-x86-64 >/dev/null
    fi
    rustup target add x86_64-pc-windows-gnu >/dev/null
    cargo build --release --locked --target x86_64-pc-windows-gnu --bin tabletrio
    name="tabletrio-$version-windows-x86_64"
    dir="$stage/$name"
    mkdir -p "$dir"
    install -m 755 "$CARGO_TARGET_DIR/x86_64-pc-windows-gnu/release/tabletrio.exe" "$dir/"
    x86_64-w64-mingw32-strip "$dir/tabletrio.exe"
    install -m 644 LICENSE-MIT LICENSE-APACHE CHANGELOG.md "$dir/"
    install -m 644 assets/fonts/OFL.txt "$dir/OFL-NotoSans.txt"
    sed "s/VERSION/$version/" packaging/windows/README.txt > "$dir/README.txt"
    (cd "$stage" && zip -q -X -r "$out/$name.zip" "$name")
fi

(cd "$out" && sha256sum -- *.tar.gz *.deb *.zip > SHA256SUMS)
echo "== $out"
(cd "$out" && ls -l)

# A release tests what it ships: every package, installed and used (scripts/test-packages.sh),
# the Windows game under Debian's wine. The dev packages are tested by scripts/test.sh instead.
if [[ "$profile" == release ]]; then
    sudo_cmd=()
    [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo --preserve-env=CARGO_TARGET_DIR)
    if ((windows)) && [[ ! -x /usr/lib/wine/wine64 ]]; then
        echo "installing Debian's wine64 to start the Windows game"
        DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq wine64 >/dev/null
    fi
    "${sudo_cmd[@]}" bash scripts/test-packages.sh --dist "$out" --client "$CARGO_TARGET_DIR/release/examples/play_through"
fi
