"""Issue 39 item 5, the differential check: each of the fifteen roles whose text did not change
between the two books (the snapshot's README lists them), imported, plays the project's own
scenarios for the built-in role (``scenarios/<role>/``) with the imported role in its place.

Only the pages that import with no untranslated line are tried (a partial import is another
role). In each scenario that deals the built-in role (those of its folder; for the Wolf and the
Citizen, which have none, those of ``scenarios/base/``), its players are dealt the imported one
(``Imported NAME``) instead, and every expected role that names it names the imported one; the
sentences a player is told are left as written, so a sentence that names the role (``appears to
be the Citizen``) fails on the name alone. The scenarios run through ``werewolves scenario run
--role-file``. The snapshot is read here only, for measurement (role files and scenarios go to
a temporary folder).

    .venv/bin/python bench/wwrf_differential.py
"""

from __future__ import annotations

import re
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import yaml
from wwrf_import import BOOK, CLI, ROOT, pieces  # type: ignore[import-not-found]

from werewolves.roledata.translate import free_name, translate_page

README_RE = re.compile(r"`((?:extra|other|townsfolk|werewolves)/[^`]+)`")


def unchanged(book: Path) -> list[str]:
    """The pages the snapshot's README names as unchanged between the books."""
    return README_RE.findall((book / "README.md").read_text(encoding="utf-8"))


def swap(node: Any, builtin: str, name: str) -> Any:
    """The scenario with every value that names the built-in role (a player's role, an
    expected role) naming the imported one; sentences and keys are left as written."""
    if isinstance(node, dict):
        return {k: swap(v, builtin, name) for k, v in node.items()}
    if isinstance(node, list):
        return [swap(v, builtin, name) for v in node]
    return name if node == builtin else node


def main() -> None:
    book = BOOK
    given = pieces(book)
    total = passed = 0
    print("| Page | Imports whole | Scenarios | Pass |\n| --- | --- | ---: | ---: |")
    for page in unchanged(book):
        t = translate_page((book / page).read_text(encoding="utf-8"), given)
        builtin = t.role["name"]
        folder = ROOT / "scenarios" / builtin.lower().replace(" ", "_")
        if not folder.is_dir():
            # the Wolf and the Citizen have no folder: theirs are the base game's (R1 …)
            folder = ROOT / "scenarios" / "base"
        files = [f for f in sorted(folder.glob("*.yaml"))
                 if builtin in yaml.safe_load(f.read_text(encoding="utf-8"))["players"].values()]
        if t.untranslated:
            print(f"| {page} | no ({len(t.untranslated)} lines left) | {len(files)} | - |")
            continue
        name = free_name(builtin)
        t.role["name"] = name
        ok = 0
        with tempfile.TemporaryDirectory() as tmp:
            role_file = Path(tmp) / "role.yaml"
            role_file.write_text(t.text(), encoding="utf-8")
            paths = []
            for f in files:
                scenario = swap(yaml.safe_load(f.read_text(encoding="utf-8")), builtin, name)
                path = Path(tmp) / f.name
                path.write_text(yaml.safe_dump(scenario, sort_keys=False), encoding="utf-8")
                paths.append(str(path))
            if paths:
                run = subprocess.run([*CLI, "scenario", "run", *paths, "--role-file",
                                      str(role_file)], capture_output=True, text=True,
                                     check=False)
                ok = run.stdout.count("PASS ")
        total += len(files)
        passed += ok
        print(f"| {page} | yes | {len(files)} | {ok} |")
    print(f"\n{passed} of {total} scenarios pass with the imported role in the built-in's place.")


if __name__ == "__main__":
    main()
