"""The ``werewolves`` command's entry point (``[project.scripts]``).

It imports nothing but the standard library before it loads the command line, so that a Ctrl-C
while the program is still starting (loading the rules, the terminal game and Typer, which takes
a noticeable moment) ends it as a Ctrl-C anywhere later does: exit status 130,
one line, no traceback. Once the command runs, Typer turns a Ctrl-C into that same status, and
``werewolves play`` says how to start the same game again.
"""

from __future__ import annotations

import sys

INTERRUPTED = 130  # 128 + SIGINT: what a shell reports for a program a Ctrl-C stopped


def main() -> None:
    """Load the command line and run it; a Ctrl-C before it takes over exits with 130."""
    try:
        from .cli import main as run

        run()
    except KeyboardInterrupt:
        sys.stderr.write("\nInterrupted.\n")
        raise SystemExit(INTERRUPTED) from None


if __name__ == "__main__":  # pragma: no cover
    main()
