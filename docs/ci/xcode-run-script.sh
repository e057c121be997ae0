# Xcode: target → Build Phases → + → New Run Script Phase, paste this.
# Findings appear as warnings in the issue navigator, on the right lines.
if command -v l10n-audit >/dev/null 2>&1; then
  l10n-audit --quiet --no-color "${SRCROOT}" || true
else
  echo "warning: l10n-audit is not installed (see its README)"
fi
