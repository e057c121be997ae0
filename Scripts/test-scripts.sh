#!/usr/bin/env bash
# End-to-end checks of the contributor scripts: Scripts/new-rule in a copy of the tree,
# Scripts/judge-sample and Scripts/judge-score on the demo app.
# usage: Scripts/test-scripts.sh BINARY   (a built l10n-audit)
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "test-scripts: $*" >&2; exit 1; }

# new-rule: the three files, one registry line, and Swift that parses.
copy=$work/tree
mkdir -p "$copy"
git ls-files -z | xargs -0 -I{} cp --parents {} "$copy"
(cd "$copy" && Scripts/new-rule weekday-offset-arithmetic --group dates --no-generate \
  --summary "weekday computed by adding a fixed offset to a weekday number" >/dev/null)
for f in Sources/L10nAuditCore/Rules/Dates/WeekdayOffsetArithmetic.swift Rules/weekday-offset-arithmetic.md \
  Tests/L10nAuditCoreTests/WeekdayOffsetArithmeticTests.swift; do
  [ -s "$copy/$f" ] || fail "new-rule did not write $f"
done
added=$(diff <(git show HEAD:Sources/L10nAuditCore/Engine/RuleRegistry.swift) \
  "$copy/Sources/L10nAuditCore/Engine/RuleRegistry.swift" | grep -c '^>' || true)
[ "$added" = 1 ] || fail "new-rule changed $added registry lines, expected 1"
grep -q '^    WeekdayOffsetArithmetic(),$' "$copy/Sources/L10nAuditCore/Engine/RuleRegistry.swift" \
  || fail "new-rule did not register WeekdayOffsetArithmetic()"
swiftc -parse "$copy/Sources/L10nAuditCore/Rules/Dates/WeekdayOffsetArithmetic.swift" \
  "$copy/Tests/L10nAuditCoreTests/WeekdayOffsetArithmeticTests.swift" || fail "new-rule wrote Swift that does not parse"
if (cd "$copy" && Scripts/new-rule fixed-day-interval --summary "again" --no-generate) 2>/dev/null; then
  fail "new-rule overwrote an existing rule"
fi
echo "new-rule: ok"

# judge-sample and judge-score on two copies of the demo.
apps=$work/apps
mkdir -p "$apps"
cp -r docs/demo "$apps/Alpha"
cp -r docs/demo "$apps/Beta"
Scripts/judge-sample "$binary" "$apps" "$work/sample" --min 2 --max 3 >/dev/null
[ -s "$work/sample/sample.md" ] || fail "judge-sample wrote no sample.md"
rows=$(tail -n +2 "$work/sample/marks.tsv" | wc -l)
[ "$rows" -gt 0 ] || fail "judge-sample wrote no marks"
# The same input gives the same sample.
Scripts/judge-sample "$binary" "$apps" "$work/again" --min 2 --max 3 >/dev/null
cmp -s "$work/sample/marks.tsv" "$work/again/marks.tsv" || fail "judge-sample is not deterministic"
# Mark every row right but the first, which is wrong, and score.
awk -F'\t' 'BEGIN{OFS="\t"} NR==1{print; next} NR==2{$4="wrong"; $5="test"; print; next} {$4="right"; $5="test"; print}' \
  "$work/sample/marks.tsv" > "$work/marked.tsv"
total=$(Scripts/judge-score "$work/marked.tsv" | awk '$1=="total"{print $2, $3, $4}')
[ "$total" = "$rows $((rows - 1)) 1" ] || fail "judge-score total was '$total', expected '$rows $((rows - 1)) 1'"
printf 'id\trule\tlocation\tverdict\treason\nx#1\tr\tp:1:1\tmaybe\t\n' > "$work/bad.tsv"
status=0
Scripts/judge-score "$work/bad.tsv" 2>/dev/null || status=$?
[ "$status" = 2 ] || fail "judge-score accepted a bad verdict (exit $status)"
echo "judge-sample, judge-score: ok"
