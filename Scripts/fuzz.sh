#!/usr/bin/env bash
# Fuzzes the tokenizer and the whole rule pipeline with libFuzzer + AddressSanitizer.
# usage: Scripts/fuzz.sh tokenizer|pipeline|catalogs [RUNS] [extra libFuzzer flags…]
#   tokenizer: the tokenizer's promises (lossless, ordered, partners); default 10,000,000 runs
#   pipeline:  tokenizer, structure and every rule (findings inside the file); default 1,000,000
#   catalogs:  the catalog readers and rules, each input read as every kind of catalog
#              (one catalog-invalid at most, findings inside the file); default 1,000,000
# FUZZ_MAX_LEN (default 4096) bounds the input size: smaller inputs run faster.
# Crashing inputs land in .build/fuzz/artifacts/; copy each into
# Tests/L10nAuditCoreTests/Fixtures/crashes/ (catalogs: Fixtures/catalog-crashes/) so the
# test suite replays it forever.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:-}
case "$target" in
  tokenizer) runs=${2:-10000000} ;;
  pipeline | catalogs) runs=${2:-1000000} ;;
  *) echo "usage: Scripts/fuzz.sh tokenizer|pipeline|catalogs [RUNS] [libFuzzer flags…]" >&2; exit 2 ;;
esac
shift; shift || true
out=.build/fuzz/$target
mkdir -p "$out/artifacts" "$out/corpus"
# Seeds: our own files only (the fuzz corpus, the tokenizer fixture, the demo project).
if [ "$target" = catalogs ]; then
  seeds=(Tests/Fuzz/CatalogCorpus/*)
else
  seeds=(Tests/Fuzz/Corpus/* Tests/L10nAuditCoreTests/Fixtures/lexical.swift $(find docs/demo -name '*.swift'))
fi
for f in "${seeds[@]}"; do
  cp -n "$f" "$out/corpus/$(echo "$f" | tr / _)" 2>/dev/null || true
done
sources=$(find Sources/L10nAuditCore -name '*.swift' | sort)
# The ICU shim: compile it with the same sanitizer and describe it to swiftc.
mkdir -p "$out/cicu"
cc -O1 -fsanitize=address $(pkg-config --cflags icu-uc icu-i18n 2>/dev/null) -I Sources/CICU/include \
  -c Sources/CICU/shim.c -o "$out/cicu/shim.o"
printf 'module CICU {\n  header "%s"\n  export *\n}\n' "$PWD/Sources/CICU/include/CICU.h" > "$out/cicu/module.modulemap"
extra=(-I "$out/cicu" "$out/cicu/shim.o" -licui18n -licuuc)
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name L10nAuditCore \
  ${extra[@]+"${extra[@]}"} $sources Tests/Fuzz/$(case "$target" in tokenizer) echo TokenizerHarness ;; catalogs) echo CatalogHarness ;; *) echo PipelineHarness ;; esac).swift -o "$out/fuzz" 2>&1 |
  grep -v "Cannot export local symbol" || true
"$out/fuzz" -runs="$runs" -max_len="${FUZZ_MAX_LEN:-4096}" -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$out/artifacts/" -print_final_stats=1 "$@" "$out/corpus"
