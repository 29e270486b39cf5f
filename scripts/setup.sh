#!/usr/bin/env bash
# Installs the Debian packages tabletrio needs to build and run, saying what it installs.
#   build:  pkg-config, ALSA/udev/Wayland/xkbcommon headers (Bevy's audio, gamepad and window
#           crates), clang + mold (fast linking, see .cargo/config.toml)
#   tests:  with --tests also xvfb and Mesa's Vulkan drivers (lavapipe) for real frames without a GPU
set -euo pipefail
packages=(pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev clang mold)
if [[ "${1:-}" == "--tests" ]]; then
    packages+=(xvfb mesa-vulkan-drivers libvulkan1 xauth)
fi
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    echo "tabletrio setup: installing Debian packages: ${missing[*]}"
    sudo_cmd=()
    [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi
