#!/usr/bin/env bash
# The pre-commit hooks of .pre-commit-hooks.yaml, run by the real `pre-commit` (PyPI) on a
# temporary git repository: a commit with a mistake staged fails and names the file, an
# unstaged mistake is not audited, the fix hook fixes the staged file, and a clean commit
# passes. pre-commit builds this working tree (`try-repo` takes uncommitted changes too).
# usage: Scripts/check-pre-commit.sh
set -euo pipefail
cd "$(dirname "$0")/.."
project=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-pre-commit: $*" >&2; exit 1; }
command -v pre-commit >/dev/null || fail "pre-commit is not installed (python3 -m pip install pre-commit)"
export PRE_COMMIT_HOME=$work/cache

repo=$work/app
mkdir -p "$repo/Sources"
cd "$repo"
git init -q
git config user.email ci@example.invalid
git config user.name ci
printf 'let version = 1\n' > Sources/Clean.swift
git add Sources/Clean.swift
git commit -qm base
bad='func stamp(_ f: DateFormatter) { f.dateFormat = "YYYY-MM-dd" }\n'
printf "$bad" > Sources/Staged.swift
printf "$bad" > Sources/Unstaged.swift
git add Sources/Staged.swift

# The audit hook: fails on the staged file only.
status=0
pre-commit try-repo "$project" l10n-audit > "$work/audit.log" 2>&1 || status=$?
[ "$status" -ne 0 ] || { cat "$work/audit.log"; fail "the hook passed a staged mistake"; }
grep -q 'Sources/Staged.swift:1:49: warning: `YYYY` is the week-based year' "$work/audit.log" \
  || { cat "$work/audit.log"; fail "the hook did not name the staged finding"; }
if grep -q 'Unstaged.swift' "$work/audit.log"; then
  cat "$work/audit.log"; fail "the hook audited a file that is not staged"
fi

# The fix hook: fixes the staged file (pre-commit fails a hook that changes files).
status=0
pre-commit try-repo "$project" l10n-audit-fix > "$work/fix.log" 2>&1 || status=$?
[ "$status" -ne 0 ] || { cat "$work/fix.log"; fail "the fix hook changed a file but passed"; }
grep -q 'yyyy-MM-dd' Sources/Staged.swift || { cat "$work/fix.log"; fail "the fix hook did not fix the file"; }
grep -q 'YYYY-MM-dd' Sources/Unstaged.swift || fail "the fix hook changed a file that is not staged"

# Fixed and staged: both hooks pass.
git add Sources/Staged.swift
pre-commit try-repo "$project" l10n-audit > "$work/clean.log" 2>&1 \
  || { cat "$work/clean.log"; fail "the hook failed a clean commit"; }
echo "pre-commit: hooks l10n-audit and l10n-audit-fix behave"
