#!/usr/bin/env bash
# Builds the .deb with CPack and checks what it installs: the workbench, the probe (host and
# cross builds when they were built), the desktop file, AppStream metainfo, MIME type and icon.
# Validates the desktop and metainfo files where the validators are installed.
# Usage: check_package.sh BUILD_DIR
set -euo pipefail
build="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

(cd "$build" && cpack -G DEB -B "$work" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; exit 1; }
deb="$(ls "$work"/headroom_*.deb)"
dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|' >"$work/contents"
fail=0
for f in /usr/bin/headroom /usr/bin/headroom-probe \
         /usr/share/applications/io.github.headroom.Headroom.desktop \
         /usr/share/metainfo/io.github.headroom.Headroom.metainfo.xml \
         /usr/share/mime/packages/headroom.xml \
         /usr/share/icons/hicolor/scalable/apps/io.github.headroom.Headroom.svg \
         /usr/share/doc/headroom/README.md /usr/share/doc/headroom/docs/measurement-method.md \
         /usr/share/headroom/examples/calibrate.yaml /usr/share/headroom/examples/inputs/short.txt; do
    grep -qx "$f" "$work/contents" || { echo "missing from the .deb: $f"; fail=1; }
done
for arch in aarch64 armhf; do
    if [ -f "$build/probe-$arch/headroom-probe" ]; then
        grep -qx "/usr/libexec/headroom/headroom-probe-$arch" "$work/contents" \
            || { echo "missing from the .deb: the $arch probe"; fail=1; }
    fi
done
depends="$(dpkg-deb -f "$deb" Depends)"
echo "Depends: $depends"
for lib in libqt6core6 libssh; do
    echo "$depends" | grep -q "$lib" || { echo "Depends lacks $lib"; fail=1; }
done

# Unpack into a root of its own and run what was packaged.
dpkg-deb -x "$deb" "$work/root"
"$work/root/usr/bin/headroom" --version | grep -q '^headroom ' || { echo "packaged headroom does not run"; fail=1; }
"$work/root/usr/bin/headroom-probe" --version | grep -q 'protocol' || { echo "packaged probe does not run"; fail=1; }
# The translations travel inside the binary: the packaged workbench speaks Chinese on its own.
"$work/root/usr/bin/headroom" --lang zh_CN --help | grep -q '用法' || { echo "packaged headroom has no zh_CN"; fail=1; }

# Installed for real with dpkg on this Debian (root only; skipped when Headroom is already installed
# from elsewhere, so a user's own install is never replaced): the menu entry's command is on PATH,
# the probe and translations work from /usr, the MIME type is registered, and it removes cleanly.
if [ "$(id -u)" -ne 0 ]; then
    echo "not root: the .deb is not installed for real (contents and unpacked root checked only)"
elif dpkg -s headroom >/dev/null 2>&1; then
    echo "a headroom package is already installed here: not replaced, installed check skipped"
else
    if dpkg -i "$deb" >"$work/dpkg.log" 2>&1; then
        exec_cmd="$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' /usr/share/applications/io.github.headroom.Headroom.desktop)"
        command -v "$exec_cmd" >/dev/null || { echo "the menu entry runs '$exec_cmd', which is not on PATH"; fail=1; }
        headroom --version | grep -q '^headroom ' || { echo "installed headroom does not run"; fail=1; }
        LANG=zh_CN.UTF-8 LC_ALL=zh_CN.UTF-8 LANGUAGE=zh_CN headroom --help | grep -q '用法' \
            || headroom --lang zh_CN --help | grep -q '用法' || { echo "installed headroom has no zh_CN"; fail=1; }
        [ -x /usr/libexec/headroom/headroom-probe-aarch64 ] || [ ! -f "$build/probe-aarch64/headroom-probe" ] \
            || { echo "installed: no aarch64 probe in /usr/libexec/headroom"; fail=1; }
        if command -v update-mime-database >/dev/null; then
            # shared-mime-info's dpkg trigger compiles the package into the MIME database.
            [ -f /usr/share/mime/application/x-headroom-project.xml ] \
                || { echo "installed: application/x-headroom-project is not in the MIME database"; fail=1; }
        fi
        dpkg -r headroom >>"$work/dpkg.log" 2>&1 || { echo "dpkg -r headroom failed"; cat "$work/dpkg.log"; fail=1; }
        [ ! -e /usr/bin/headroom ] || { echo "dpkg -r left /usr/bin/headroom behind"; fail=1; }
        echo "installed with dpkg -i, run, and removed"
    else
        echo "dpkg -i failed:"; cat "$work/dpkg.log"; fail=1
        dpkg -r headroom >/dev/null 2>&1 || true
    fi
fi

if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$work/root/usr/share/applications/io.github.headroom.Headroom.desktop" || fail=1
else
    echo "desktop-file-validate not installed: desktop file not validated"
fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net --pedantic "$work/root/usr/share/metainfo/io.github.headroom.Headroom.metainfo.xml" \
        || appstreamcli validate --no-net "$work/root/usr/share/metainfo/io.github.headroom.Headroom.metainfo.xml" || fail=1
else
    echo "appstreamcli not installed: metainfo not validated"
fi
[ "$fail" -eq 0 ] && echo "package ok: $(basename "$deb") ($(du -h "$deb" | cut -f1))"
exit "$fail"
