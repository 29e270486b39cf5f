#!/usr/bin/env bash
# Builds every package of the workspace's version into dist/, with their SHA-256 sums:
#   tabletrio-V-linux-x86_64.tar.gz    the game, its menu entry, icons and licences
#   tabletrio_V-1_amd64.deb            the game, installed with its menu entry and icon
#   tabletrio-server_V-1_amd64.deb     the server, its systemd service and daily backup, its flags
#                                      in /etc/default/tabletrio-server, the web build it serves
#   tabletrio-V-web.zip                the web build for any static host (plain files only)
#   SHA256SUMS
# The Debian packages are made by cargo-deb (installed here at a pinned version if missing): it
# reads their contents from Cargo.toml's [package.metadata.deb], strips the binaries and adds the
# systemd glue. docs/release.md says what each package holds and what is not built here.
#
#   scripts/release.sh                  release builds of everything, then the packages
#   scripts/release.sh --profile dev    the same packages from the test build's binaries and the
#                                       web build already in web/dist (scripts/test-packages.sh
#                                       tests them; never shipped)
#   --out DIR                           instead of dist/
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/tabletrio-target}"
profile=release
out=dist
while (($#)); do
    case "$1" in
        --profile) profile=$2; shift 2 ;;
        --out) out=$2; shift 2 ;;
        *) echo "release.sh: unknown argument $1 (--profile release|dev, --out DIR)" >&2; exit 2 ;;
    esac
done
version=$(sed -n '/^\[workspace.package\]/,/^\[/s/^version = "\(.*\)"$/\1/p' Cargo.toml)
[[ -n "$version" ]] || { echo "release.sh: no version in Cargo.toml's [workspace.package]" >&2; exit 1; }
cargo_deb_version=3.8.0
if [[ "$(cargo deb --version 2>/dev/null)" != "cargo-deb $cargo_deb_version" ]]; then
    echo "== installing cargo-deb $cargo_deb_version"
    cargo install cargo-deb --locked --version "=$cargo_deb_version" --quiet
fi

deb_flags=(--no-build)
case "$profile" in
    release)
        echo "== release build"
        cargo build --release --locked --workspace --bins
        ./web/build.sh
        bin="$CARGO_TARGET_DIR/release"
        ;;
    dev)
        # Packages for the tests only: faster compression, and no warning that cargo-deb is for
        # releases (it is; these are not).
        bin="$CARGO_TARGET_DIR/debug"
        deb_flags+=(--profile dev --fast --quiet)
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

(cd "$out" && sha256sum -- *.tar.gz *.deb *.zip > SHA256SUMS)
echo "== $out"
(cd "$out" && ls -l)
