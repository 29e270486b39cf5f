#!/usr/bin/env bash
# Installs the Debian packages tabletrio needs, saying what it installs, and the pinned Rust
# toolchain (rust-toolchain.toml).
#   build:  pkg-config, ALSA/udev/Wayland/xkbcommon headers (Bevy's audio, gamepad and window
#           crates), clang + mold (fast linking, see .cargo/config.toml)
#   --web:  also Node.js and npm (wasm-opt from the npm package binaryen, the local server)
#   --tests: also the --web packages, xvfb and Mesa's Vulkan drivers (lavapipe) for real frames
#           without a GPU, Debian's chromium for the browser test, and Debian's nginx as the
#           reverse proxy in front of the server in its proxy test, and Debian's postgresql,
#           whose throwaway clusters the server's PostgreSQL tests start; for the packages'
#           test, desktop-file-utils (the menu entry), systemd (systemd-analyze verify), zip,
#           unzip, curl, and dpkg-dev (cargo-deb finds the libraries a binary needs with its
#           dpkg-shlibdeps)
set -euo pipefail
packages=(pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev clang mold)
for flag in "$@"; do
    case "$flag" in
        --web) packages+=(nodejs npm) ;;
        --tests) packages+=(nodejs npm xvfb mesa-vulkan-drivers libvulkan1 xauth chromium nginx postgresql
            desktop-file-utils systemd zip unzip curl dpkg-dev) ;;
        *) echo "setup.sh: unknown flag $flag (use --web or --tests)" >&2; exit 2 ;;
    esac
done
missing=()
for p in "${packages[@]}"; do
    # Node.js and npm may come from elsewhere than Debian (nodesource, nvm): a working command is enough.
    case "$p" in nodejs) command -v node >/dev/null && continue ;; npm) command -v npm >/dev/null && continue ;; esac
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done
# The Rust toolchain that rust-toolchain.toml pins (with rustfmt, clippy and the wasm target):
# rustup installs it once, quietly.
if command -v rustup >/dev/null; then
    (cd "$(dirname "$0")/.." && rustup toolchain install >/dev/null 2>&1) || echo "tabletrio setup: rustup could not install the pinned toolchain" >&2
fi
if ((${#missing[@]})); then
    echo "tabletrio setup: installing Debian packages: ${missing[*]}"
    sudo_cmd=()
    [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi
