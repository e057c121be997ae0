#!/usr/bin/env bash
# The SwiftPM plugins on a sample package (Scripts/plugin-sample) that depends on this
# checkout: `swift build` shows the build-tool plugin's finding as a warning on its line
# and still succeeds; `swift package l10n-audit` reports it and exits 1; with write
# permission, `swift package l10n-audit-fix` fixes the file; then both are clean.
# usage: Scripts/check-plugins.sh
set -euo pipefail
cd "$(dirname "$0")/.."
project=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-plugins: $*" >&2; exit 1; }

cp -R Scripts/plugin-sample "$work/sample"
sed -i.bak "s#L10N_AUDIT_PATH#$project#" "$work/sample/Package.swift"
cd "$work/sample"

swift build > "$work/build.log" 2>&1 || { cat "$work/build.log"; fail "the sample did not build"; }
grep -q 'Sources/Stamp/Stamp.swift:8:26: warning: `YYYY` is the week-based year' "$work/build.log" \
  || { cat "$work/build.log"; fail "the build did not show the finding as a warning"; }

status=0
swift package l10n-audit --no-color > "$work/audit.log" 2>&1 || status=$?
[ "$status" -eq 1 ] || { cat "$work/audit.log"; fail "the command plugin exited $status, expected 1"; }
grep -q 'Stamp.swift:8:26: warning: `YYYY`' "$work/audit.log" || { cat "$work/audit.log"; fail "the command plugin did not report the finding"; }

status=0
swift package l10n-audit --fix > "$work/refused.log" 2>&1 || status=$?
[ "$status" -ne 0 ] && grep -q 'l10n-audit-fix' "$work/refused.log" \
  || { cat "$work/refused.log"; fail "the read-only command did not send --fix to l10n-audit-fix"; }

swift package --allow-writing-to-package-directory l10n-audit-fix --target Stamp > "$work/fix.log" 2>&1 \
  || { cat "$work/fix.log"; fail "the fix through the plugin failed"; }
grep -q '"yyyy-MM-dd"' Sources/Stamp/Stamp.swift || { cat "$work/fix.log"; fail "the plugin did not fix the file"; }

swift package l10n-audit > "$work/clean.log" 2>&1 || { cat "$work/clean.log"; fail "the fixed package is not clean"; }
swift build > "$work/build2.log" 2>&1 || { cat "$work/build2.log"; fail "the fixed sample did not build"; }
if grep -q 'warning: `YYYY`' "$work/build2.log"; then cat "$work/build2.log"; fail "the warning stayed after the fix"; fi
echo "plugins: build-tool warning, command audit and --fix behave"
