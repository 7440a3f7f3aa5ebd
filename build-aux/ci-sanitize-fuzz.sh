#!/usr/bin/env bash
# build-aux/ci-sanitize-fuzz.sh: the test suite under AddressSanitizer and UBSan, then a short
# run of every fuzz harness (tests/fuzz/README.md). .ci/run calls it after the README's test
# command (which installs clang and libclang-rt for the fuzz stage).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
# The whole suite with -Db_sanitize=address,undefined: any report fails the test
# (--setup asan: detect_leaks=1:abort_on_error=1, halt_on_error=1, tests/lsan.supp).
step=$SECONDS
asan="$PWD/_build-ci-asan"
rm -rf "$asan"
meson setup "$asan" -Db_sanitize=address,undefined -Db_lundef=false
meson compile -C "$asan"
dbus-run-session -- xvfb-run -a -s "-screen 0 1600x1000x24" \
  meson test -C "$asan" --no-rebuild --setup asan --print-errorlogs \
  --no-suite bench --no-suite app --no-suite online
# The online suite too needs whole stacks: libsecret's leak in tests/lsan.supp is told apart
# by a GIO frame.
dbus-run-session -- xvfb-run -a -s "-screen 0 1600x1000x24" \
  meson test -C "$asan" --no-rebuild --setup asangui --print-errorlogs --suite app --suite online
echo "CI: sanitizers: $((SECONDS - step)) s"

# Each fuzz harness for GROS_FUZZ_SECONDS on its corpus (clang's libFuzzer); UBSan findings
# abort (-fno-sanitize-recover=undefined), and fuzz-ub-canary-* check that they fail the run.
step=$SECONDS
fuzz="$PWD/_build-ci-fuzz"
rm -rf "$fuzz"
CC=clang meson setup "$fuzz" -Dfuzzing=true -Dgui=false
meson compile -C "$fuzz" fuzz-release fuzz-release-cache fuzz-deck-xml fuzz-deck-text fuzz-scenario \
  fuzz-record fuzz-script fuzz-grotto-card-list fuzz-online-message fuzz-online-view \
  fuzz-script-ub-canary
GROS_FUZZ_SECONDS=${GROS_FUZZ_SECONDS:-20} \
  meson test -C "$fuzz" --no-rebuild --suite fuzz --print-errorlogs
echo "CI: fuzzing: $((SECONDS - step)) s; total $((SECONDS - start)) s"
