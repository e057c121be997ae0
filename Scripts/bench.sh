#!/usr/bin/env bash
# Side-by-side benchmark: l10n-audit (1 core, all cores, tokenizer alone) against the
# grep pass the seed articles suggest, on the same files, with a release build.
# usage: Scripts/bench.sh [DIR]
#   DIR      Swift files, and any catalogs, to measure; default: a generated corpus
#            (BENCH_MB, default 100 MB, seed BENCH_SEED, default 42, BENCH_PROFILE
#            realistic or dense, default realistic) in
#            ${TMPDIR:-/tmp}/l10n-audit-bench-corpus-PROFILE-MB-SEED
#   BENCH_RUNS=N  runs per measurement, best kept (default 3); grep and the two audits
#                 take turns, so that a slow spell of a shared machine falls on all three
set -euo pipefail
cd "$(dirname "$0")/.."
# The release build as shipped on Linux: the Swift runtime linked in (direct calls into it,
# and no dynamic symbol lookups at start). macOS has it in the OS.
static=()
[ "$(uname -s)" = Linux ] && static=(--static-swift-stdlib)
swift build -c release ${static[@]+"${static[@]}"} >/dev/null  # (bash 3.2: no empty "${a[@]}")
dir=${1:-}
if [ -z "$dir" ]; then
  profile=${BENCH_PROFILE:-realistic}
  dir=${TMPDIR:-/tmp}/l10n-audit-bench-corpus-$profile-${BENCH_MB:-100}-${BENCH_SEED:-42}
  [ -d "$dir" ] || python3 Scripts/gen-corpus.py "$dir" --megabytes "${BENCH_MB:-100}" --seed "${BENCH_SEED:-42}" --profile "$profile"
fi
exec python3 Scripts/bench.py .build/release/l10n-audit "$dir"
