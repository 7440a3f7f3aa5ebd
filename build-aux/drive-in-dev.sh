#!/usr/bin/env bash
# build-aux/drive-in-dev.sh: on Debian 12, install what the build lacks, build Drive-In,
# then start the app ("run") or run every test suite but the benchmarks ("test").
set -euo pipefail

cmd=${1:-run}
shift || true
top=$(cd "$(dirname "$0")/.." && pwd)
builddir=${DRIVE_IN_BUILDDIR:-$top/_build}

deps=(
  meson ninja-build pkg-config gcc gettext
  libglib2.0-dev libglib2.0-bin libgtk-4-dev libgtk-4-bin libadwaita-1-dev
  libjson-glib-dev libxml2-dev librsvg2-dev libpoppler-glib-dev
  desktop-file-utils appstream
  xvfb xauth dbus-daemon dbus-x11 poppler-utils
  clang llvm libclang-rt-14-dev
  libstrophe-dev libsecret-1-dev
  prosody lua-sec openssl python3 gnome-keyring
)

missing=()
for p in "${deps[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  echo "Installing: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if [ ! -f "$builddir/build.ninja" ]; then
  meson setup "$builddir" "$top"
fi
meson compile -C "$builddir"

case "$cmd" in
  run)
    # Uninstalled run: the schema compiled into the build tree, the starter cards built in.
    export GSETTINGS_SCHEMA_DIR="$builddir/data"
    exec "$builddir/src/app/drive-in" "$@"
    ;;
  test)
    exec dbus-run-session -- xvfb-run -a -s "-screen 0 1600x1000x24" \
      meson test -C "$builddir" --no-suite bench --print-errorlogs "$@"
    ;;
  bench)
    exec meson test -C "$builddir" --suite bench --verbose "$@"
    ;;
  *)
    echo "usage: $0 run|test|bench" >&2
    exit 2
    ;;
esac
