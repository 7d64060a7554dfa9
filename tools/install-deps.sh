#!/usr/bin/env bash
# Installs what Headroom needs to build, test and run on Debian 12 (as root, or through sudo).
# Installs only what is missing, so a second run costs a second. Also installs the tests' real
# inference engine from npm (node-llama-cpp, see below).
#   tools/install-deps.sh         everything: the workbench, the tests, sanitizers, fuzzers, cross builds
#   tools/install-deps.sh --app   only what the workbench and the native probe need (tools/quickstart.sh)
set -euo pipefail

app_packages=(
    g++ cmake ninja-build pkg-config
    qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qtkeychain-qt6-dev libssh-dev libsqlite3-dev libpq-dev libyaml-cpp-dev qt6-translations-l10n fonts-noto-cjk
)
packages=(
    g++ cmake ninja-build pkg-config clang libclang-rt-14-dev
    qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qtkeychain-qt6-dev libssh-dev libsqlite3-dev libpq-dev libyaml-cpp-dev qt6-translations-l10n
    postgresql-15 openssl
    xvfb xauth poppler-utils openssh-server openssh-client fonts-noto-cjk
    time hyperfine libbenchmark-dev procps ccache mold
    g++-aarch64-linux-gnu g++-arm-linux-gnueabihf qemu-user-static
    dpkg-dev desktop-file-utils appstream python3
)

app_only=false
[ "${1:-}" = "--app" ] && app_only=true && packages=("${app_packages[@]}")

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
# node and npm (the tests' real engine, below): Debian's packages only where there is no node at
# all, so a node from elsewhere (with its own npm) is kept
if ! $app_only; then
    command -v node >/dev/null 2>&1 || missing+=(nodejs)
    command -v npm >/dev/null 2>&1 || missing+=(npm)
fi

if [ ${#missing[@]} -gt 0 ]; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    echo "Installing: ${missing[*]}" >&2
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The tests' real inference engine (tests/engine/README.md): llama.cpp through node-llama-cpp,
# from npm, into a cache outside the source tree (HEADROOM_ENGINE_DIR, by default
# ~/.cache/headroom/engine). Only the CPU prebuilt for this machine, no optional GPU packages,
# no install scripts (they would build or download llama.cpp). Without node 20 or the registry
# this prints why and goes on: the tests that need the engine then skip.
engine_version=3.21.1
engine_dir="${HEADROOM_ENGINE_DIR:-$HOME/.cache/headroom/engine}"
engine_warn() { echo "install-deps.sh: warning: $*; the tests that run a real engine will skip" >&2; }
install_engine() {
    if [ -n "${HEADROOM_SKIP_ENGINE:-}" ]; then
        return 0
    fi
    if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
        engine_warn "no node or npm"
        return 0
    fi
    local major
    major=$(node -p 'process.versions.node.split(".")[0]')
    if [ "$major" -lt 20 ]; then
        engine_warn "node-llama-cpp $engine_version needs node 20 or newer (this is $(node --version))"
        return 0
    fi
    local platform
    case "$(uname -m)" in
    x86_64) platform=linux-x64 ;;
    aarch64) platform=linux-arm64 ;;
    armv7l) platform=linux-armv7l ;;
    *)
        engine_warn "no node-llama-cpp prebuilt for $(uname -m)"
        return 0
        ;;
    esac
    local have
    have=$(cd / && node -e '
        const fs = require("fs"), dir = process.argv[1] + "/node_modules/";
        const v = (p) => { try { return JSON.parse(fs.readFileSync(dir + p + "/package.json", "utf8")).version; } catch { return ""; } };
        console.log(v("node-llama-cpp") + " " + v("@node-llama-cpp/" + process.argv[2]));' "$engine_dir" "$platform")
    if [ "$have" = "$engine_version $engine_version" ]; then
        return 0
    fi
    echo "Installing node-llama-cpp $engine_version ($platform, CPU) into $engine_dir" >&2
    mkdir -p "$engine_dir"
    if ! timeout 600 npm install --prefix "$engine_dir" --save-exact --no-audit --no-fund --no-progress \
        --omit=optional --ignore-scripts --loglevel=error \
        "node-llama-cpp@$engine_version" "@node-llama-cpp/$platform@$engine_version" >&2; then
        engine_warn "npm could not install node-llama-cpp $engine_version (no registry?)"
        return 0
    fi
    # loads the prebuilt binary the way the tests do: never build, never download (from a file:
    # node-llama-cpp tests its binary in a child node started with this node's arguments)
    cat >"$engine_dir/check-load.mjs" <<'JS'
import { getLlama } from "node-llama-cpp";
const llama = await getLlama({ gpu: false, build: "never", skipDownload: true, progressLogs: false, logLevel: "error" });
await llama.dispose();
JS
    if ! (cd "$engine_dir" && timeout 120 node check-load.mjs) >&2; then
        engine_warn "node-llama-cpp $engine_version was installed into $engine_dir but its prebuilt llama.cpp does not load"
    fi
}
$app_only || install_engine
