"""Issue 23's "Done when", counted: does `werewolves roles` list every role of the June 2023 role
book, and has every sentence of the book a row in docs/rules.md (by status)?

    .venv/bin/python scripts/book_done_when.py

The book's roles are its folders (`townsfolk/`, `werewolves/`, `unaligned/`, `other/` and `extra/`
a level down, `limited/` itself), less `doom`, `none` and `substitute` (not roles: the issue).
A folder not listed by its name is printed: a page of a family's rules (the souls, the wager,
the hags …) or a role the seeds renamed (the Amulet Crafter is the seeds' Amulet Holder).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from test_conformance import parse_rules_table  # noqa: E402

NOT_ROLES = {"doom", "none", "substitute"}


def _shared() -> Path:
    for parent in ROOT.parents:
        if (parent / "shared" / "spec" / "rolebook-sentences.md").is_file():
            return parent / "shared"
    raise SystemExit("shared/ (the role book and its sentences) is not beside this checkout")


def listed_roles() -> set[str]:
    """The names in the first column of `werewolves roles` (every table), lower-cased."""
    exe = ROOT / ".venv" / "bin" / "werewolves"
    out = subprocess.run(
        [str(exe), "roles"], capture_output=True, text=True, check=True,
        env={**os.environ, "COLUMNS": "300"},
    ).stdout
    return {
        m.group(1).strip().lower()
        for line in out.splitlines()
        if (m := re.match(r"│ ([^│]+?) +│", line)) and m.group(1).strip() != "Role"
    }


def book_folders(book: Path) -> list[str]:
    found = [
        f"{top}/{sub}/{name}"
        for top in ("townsfolk", "werewolves", "unaligned", "other", "extra")
        for sub in sorted(os.listdir(book / top))
        for name in sorted(os.listdir(book / top / sub))
    ]
    found += [f"limited/{name}" for name in sorted(os.listdir(book / "limited"))]
    return [f for f in found if f.rsplit("/", 1)[1] not in NOT_ROLES]


def main() -> None:
    shared = _shared()
    listed = listed_roles()
    folders = book_folders(shared / "reference" / "rolebook-2023-06")
    unlisted = [
        f for f in folders if f.rsplit("/", 1)[1].replace("fletchers", "fletcher's") not in listed
    ]
    print(f"book folders (less doom, none, substitute): {len(folders)}")
    print(f"  listed by `werewolves roles` under their name: {len(folders) - len(unlisted)}")
    print(f"  not listed under their name: {len(unlisted)}: {', '.join(unlisted)}")
    spec = (shared / "spec" / "rolebook-sentences.md").read_text(encoding="utf-8")
    ids = re.findall(r"^- \*\*([a-z0-9-]+\.b?\d+)\*\*", spec, re.M)
    rows = {r["id"]: r for r in parse_rules_table((ROOT / "docs" / "rules.md").read_text())}
    for label, part in (
        ("every sentence", ids),
        ("role cards", [i for i in ids if not i.startswith("rule-")]),
        ("game rules (_rules/)", [i for i in ids if i.startswith("rule-")]),
    ):
        status = Counter(rows[i].get("status", "?") if i in rows else "missing" for i in part)
        counts = ", ".join(
            f"{s} {status.get(s, 0)}" for s in ("implemented", "informative", "planned", "missing")
        )
        print(f"{label}: {len(part)} ({counts})")


if __name__ == "__main__":
    main()
