#!/usr/bin/env bash
# Installs what Headroom needs to build, test and run on Debian 12 (as root, or through sudo).
# Installs only what is missing, so a second run costs a second.
set -euo pipefail

packages=(
    g++ cmake ninja-build pkg-config clang libclang-rt-14-dev
    qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qtkeychain-qt6-dev libssh-dev libsqlite3-dev libyaml-cpp-dev qt6-translations-l10n
    xvfb xauth poppler-utils openssh-server openssh-client fonts-noto-cjk
    time hyperfine libbenchmark-dev procps
    g++-aarch64-linux-gnu g++-arm-linux-gnueabihf qemu-user-static
    dpkg-dev desktop-file-utils appstream python3
)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "Installing: ${missing[*]}" >&2
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
