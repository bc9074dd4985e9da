"""Issue 39 item 5, the differential check: each of the fifteen roles whose text did not change
between the two books (the snapshot's README lists them), imported, plays the project's own
scenarios for the built-in role (``scenarios/<role>/``) with the imported role in its place.

Only the pages that import with no untranslated line are tried (a partial import is another
role). The imported role file takes the built-in role's place (``replaces: NAME``, a role
file's own key: it is dealt under the built-in's name, and the built-in is not in the game), and
the scenarios run unchanged through ``werewolves scenario run --role-file``: those of the role's
folder (every one of them: a scenario there may hand the role out in play rather than deal it)
and those of the folders named after no role (``base/``, the families' ``tavern/``, ``plague/``
…) that deal it (the Wolf and the Citizen have no folder). The
snapshot is read here only, for measurement (the role file goes to a temporary folder).

    .venv/bin/python bench/wwrf_differential.py
"""

from __future__ import annotations

import re
import subprocess
import tempfile
from pathlib import Path

import yaml
from wwrf_import import BOOK, CLI, ROOT, pieces  # type: ignore[import-not-found]

from werewolves.roledata.translate import translate_page
from werewolves.roles import build_rules

README_RE = re.compile(r"`((?:extra|other|townsfolk|werewolves)/[^`]+)`")


def unchanged(book: Path) -> list[str]:
    """The pages the snapshot's README names as unchanged between the books."""
    return README_RE.findall((book / "README.md").read_text(encoding="utf-8"))


# a step's failed expectation in ``scenario run``'s report: ``step 2 (Day 1) told, line 22``
MISMATCH_RE = re.compile(r"^  step \d+ \([^)]*\) (\w+), line \d+$", re.M)
# what a player is told (their words), and the names of the role's own counters: where an
# imported role follows its own page's text and its own state, not the built-in's
WORDS = frozenset({"told", "not_told", "counters"})


def dealt(path: Path) -> set[str]:
    """The roles a scenario deals."""
    return set(yaml.safe_load(path.read_text(encoding="utf-8"))["players"].values())


def failures(report: str) -> list[tuple[str, set[str]]]:
    """Each failing scenario of a report, with the kinds of expectation it failed."""
    out: list[tuple[str, set[str]]] = []
    for block in re.split(r"(?m)^FAIL ", report)[1:]:
        name = block.split("\n", 1)[0]
        out.append((name, set(MISMATCH_RE.findall(block.split("\nPASS ", 1)[0]))))
    return out


def main() -> None:
    import sys

    # --verbose: each page's scenario report too (what a failing scenario expected)
    verbose = "--verbose" in sys.argv[1:]
    book = BOOK
    given = pieces(book)
    rules = build_rules()
    role_folders = {n.lower().replace(" ", "_") for n in (*rules.roles, *rules.extras)}
    # the scenarios of the folders named after no role: the base game's and the families'
    shared = sorted(f for d in (ROOT / "scenarios").iterdir()
                    if d.is_dir() and d.name not in role_folders for f in d.glob("*.yaml"))
    total = passed = on_words = 0
    print("| Page | Imports whole | Scenarios | Pass | Fail on words alone |\n"
          "| --- | --- | ---: | ---: | ---: |")
    for page in unchanged(book):
        t = translate_page((book / page).read_text(encoding="utf-8"), given)
        builtin = t.role["name"]
        folder = ROOT / "scenarios" / builtin.lower().replace(" ", "_")
        files = sorted(folder.glob("*.yaml")) + [
            # those of the base game and of the families' folders that deal it (the Wolf and
            # the Citizen have no folder: R1 …; the Bartender's are the tavern's)
            f for f in shared if builtin in dealt(f)]
        if t.untranslated:
            print(f"| {page} | no ({len(t.untranslated)} lines left) | {len(files)} | - | - |")
            continue
        t.role["replaces"] = builtin
        ok = words = 0
        with tempfile.TemporaryDirectory() as tmp:
            role_file = Path(tmp) / "role.yaml"
            role_file.write_text(t.text(), encoding="utf-8")
            if files:
                run = subprocess.run([*CLI, "scenario", "run", *map(str, files), "--role-file",
                                      str(role_file)], capture_output=True, text=True,
                                     check=False)
                ok = run.stdout.count("PASS ")
                failed = failures(run.stdout)
                words = sum(1 for _, kinds in failed if kinds and kinds <= WORDS)
                if verbose:
                    print(run.stdout + run.stderr)
                    for name, kinds in failed:
                        print(f"  failed {name}: {', '.join(sorted(kinds))}")
        total += len(files)
        passed += ok
        on_words += words
        print(f"| {page} | yes | {len(files)} | {ok} | {words} |")
    print(f"\n{passed} of {total} scenarios pass with the imported role in the built-in's place; "
          f"{on_words} more fail only on what a player is told or a counter's name.")


if __name__ == "__main__":
    main()
