#!/usr/bin/env bash
# The whole test suite from a fresh clone: install into .venv, then ruff, mypy, pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
.venv/bin/python -m pip install -q -e ".[dev]"
.venv/bin/ruff check src tests bench scripts
.venv/bin/mypy
.venv/bin/pytest "$@"
