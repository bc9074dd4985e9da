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
# every core: the suite is ~3,700 tests, and a test never depends on another having run first
# (--dist loadfile keeps a file's tests, and the server or browser its fixtures start, on one
# worker)
.venv/bin/pytest -n auto --dist loadfile "$@"
