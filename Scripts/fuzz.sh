#!/usr/bin/env bash
# Fuzzes the tokenizer and the whole rule pipeline with libFuzzer + AddressSanitizer.
# usage: Scripts/fuzz.sh [RUNS] [extra libFuzzer flags…]    (default 10,000,000 runs)
# Crashing inputs land in .build/fuzz/artifacts/; copy each into
# Tests/L10nAuditCoreTests/Fixtures/crashes/ so the test suite replays it forever.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10000000}
shift || true
out=.build/fuzz
mkdir -p "$out/artifacts" "$out/corpus"
cp -n Tests/Fuzz/Corpus/* "$out/corpus/" 2>/dev/null || true
sources=$(find Sources/L10nAuditCore -name '*.swift' | sort)
extra=()
if [ -d Sources/CICU ]; then
  for c in Sources/CICU/*.c; do
    cc -O1 -fsanitize=address -I Sources/CICU/include -c "$c" -o "$out/$(basename "$c" .c).o"
  done
  extra=(-I Sources/CICU/include -Xcc -fmodule-map-file=Sources/CICU/include/module.modulemap "$out"/*.o -licui18n -licuuc)
fi
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name L10nAuditCore \
  ${extra[@]+"${extra[@]}"} $sources Tests/Fuzz/FuzzHarness.swift -o "$out/fuzz-pipeline" 2>&1 |
  grep -v "Cannot export local symbol" || true
"$out/fuzz-pipeline" -runs="$runs" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$out/artifacts/" -print_final_stats=1 "$@" "$out/corpus"
