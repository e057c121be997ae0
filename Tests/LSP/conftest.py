"""End-to-end tests of `l10n-audit lsp` with pytest-lsp's client (pygls).

The binary is L10N_AUDIT_BIN, else the release build, else the debug build.
"""
import os
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def binary() -> str:
    env = os.environ.get("L10N_AUDIT_BIN")
    if env:
        return os.path.abspath(env)
    for kind in ("release", "debug"):
        candidate = ROOT / ".build" / kind / "l10n-audit"
        if candidate.exists():
            return str(candidate)
    pytest.exit("no l10n-audit binary: run `swift build` or set L10N_AUDIT_BIN", returncode=2)


BINARY = binary()
