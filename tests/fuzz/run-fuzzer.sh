#!/bin/sh
# run-fuzzer.sh HARNESS SEED_DIR WORK_DIR ARTIFACT_DIR: one bounded libFuzzer run of a harness
# on its seed corpus; new inputs go to WORK_DIR, crashing ones to ARTIFACT_DIR.
# GROS_FUZZ_SECONDS (default 20) is the time limit; GROS_FUZZ_SEED (default 1) the seed, so a
# CI run explores the same inputs as the run before it (set another for a fresh search).
set -eu
harness=$1
seeds=$2
work=$3
artifacts=$4
mkdir -p "$work" "$artifacts"
dict=""
if [ -f "$seeds.dict" ]; then
  dict="-dict=$seeds.dict"
fi
# libFuzzer exits 77 on a crash by default, which meson counts as a skipped test: a crash
# must fail the run.
exec "$harness" -max_total_time="${GROS_FUZZ_SECONDS:-20}" -rss_limit_mb=2048 -timeout=10 \
  -error_exitcode=1 -seed="${GROS_FUZZ_SEED:-1}" \
  -print_final_stats=1 -artifact_prefix="$artifacts/" $dict "$work" "$seeds"
