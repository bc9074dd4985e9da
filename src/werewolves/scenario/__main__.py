"""``python -m werewolves.scenario PATH... [--explain]``: run scenario files and folders."""

from __future__ import annotations

import argparse
import sys

from .runner import run_paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m werewolves.scenario",
        description="Run scenario files (folders: every *.yaml below them).",
    )
    parser.add_argument("paths", nargs="+", metavar="PATH")
    parser.add_argument("--explain", action="store_true", help="print each event log with causes")
    args = parser.parse_args(argv)
    return run_paths(args.paths, explain=args.explain)


if __name__ == "__main__":
    sys.exit(main())
