"""Issue 39 item 5: import every formalized role page of the incumbent's book and measure.

Imports each role page of the snapshot (outside ``haunting/``) with the ``_game/`` pieces
(ability sets, attributes, groups, polls, teams) through ``werewolves.roledata.translate`` (the
translation of ``werewolves role import``), counts the pages that import with no untranslated
line, and tables the constructs that block the rest: for each, the lines it leaves untranslated,
the pages it blocks, and the pages it alone blocks (translating it would make them whole). Then
each page that imports whole is written as a role file and plays one seeded bot game through
the public ``werewolves simulate --role-file`` path; the refused moves are counted.

The snapshot is read here only, for measurement: nothing of it is copied into the project (the
role files go to a temporary folder).

    .venv/bin/python bench/wwrf_import.py                 # Markdown on stdout
    .venv/bin/python bench/wwrf_import.py --book PATH --lines   # and every untranslated line
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

from werewolves.roledata import wwrf
from werewolves.roledata.translate import Translation, free_name, translate_page

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT.parent / "shared" / "reference" / "roles-2026"
ROLE_DIRS = ("werewolves", "townsfolk", "unaligned", "other", "limited", "extra")
PIECE_DIRS = ("ability sets", "attributes", "groups", "polls", "teams")
CLI = [sys.executable, "-m", "werewolves.cli"]


def snapshot_commit(book: Path) -> str:
    m = re.search(r"\b([0-9a-f]{40})\b", (book / "README.md").read_text(encoding="utf-8"))
    return m.group(1) if m else "(unknown)"


def role_pages(book: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    for top in ROLE_DIRS:
        for path in sorted((book / top).rglob("*")):
            if path.is_file():
                text = path.read_text(encoding="utf-8")
                if "__Formalized__" in text:
                    out[str(path.relative_to(book))] = text
    return out


def pieces(book: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    for d in PIECE_DIRS:
        for path in sorted((book / "_game" / d).glob("*")):
            if path.is_file():
                if d == "teams":
                    # a team's text is no piece a line names (a page's kind names its team):
                    # it is kept apart, under `team NAME`, so that it never takes the place of
                    # an ability set or a group of its name (the Horsemen's ability set)
                    out[f"team {path.name}"] = path.read_text(encoding="utf-8")
                    continue
                if d == "groups" and wwrf.piece_key(path.name) in {wwrf.piece_key(k)
                                                                   for k in out}:
                    # a group of an ability set's or an attribute's name (the Horsemen's, the
                    # Enchanted): `Join #NAME` reads it as `group NAME`, the name stays theirs
                    out[f"group {path.name}"] = path.read_text(encoding="utf-8")
                    continue
                out[path.name] = path.read_text(encoding="utf-8")
                if d == "groups":
                    # a poll may bear a group's name (cult): the group's text is also given as
                    # `group NAME`, which the translation of `Join #NAME` looks for first
                    out[f"group {path.name}"] = out[path.name]
    return out


def companions(groups: list[str]) -> list[str]:
    """The book's roles that put their holders in one of ``groups`` (a group of the book, such
    as the cult, has setup rules of its own: a setup may need one of them beside the role)."""
    from werewolves.roledata.load import _base_rules

    return sorted(r.name for r in _base_rules().roles.values() if set(r.groups) & set(groups))


def _deal(roles: list[str]) -> str:
    """Seven seats: a wolf, ``roles``, citizens for the rest."""
    return ", ".join(["Wolf", *roles, f"{6 - len(roles)}xCitizen"])


# lover.10: an extra role is never dealt; its bot game deals this test granter instead, whose
# trigger hands the extra role to a player drawn at the start of Night 1
GRANTER = """\
name: Test Granter
team: town
summary: At the start of Night 1 a player drawn at random is handed the extra role {name}.
triggers:
  - moment: night start
    targets: random
    in_phase: 1
    effect:
      Grant: {{role: {name}}}
"""


def granter(role_file: Path, name: str) -> Path:
    """The test granter's role file for the extra role ``name``, beside ``role_file``."""
    path = role_file.with_name(role_file.stem + "-granter.yaml")
    path.write_text(GRANTER.format(name=name), encoding="utf-8")
    return path


def play(role_file: Path, name: str, seed: int, groups: list[str] | None = None,
         requires: list[str] | None = None, extra: bool = False) -> tuple[int, str]:
    """One seeded bot game with the imported role (a wolf, the role, five citizens): the
    refused moves, or -1 and the error when the game could not run. The roles it requires
    (its `requires`) take citizens' places. A role in a group of the book whose setup the
    group's rules refuse plays instead with one of the group's roles, or two of it, in
    citizens' places (the first, by name, the rules accept). An extra role (``extra``) is
    handed out by the test granter (:data:`GRANTER`), dealt in its place."""
    files = [role_file, granter(role_file, name)] if extra else [role_file]
    base = ["Test Granter" if extra else name, *(requires or [])]
    n, err = _play(files, _deal(base), seed)
    for other in companions(groups or []) if n < 0 else []:
        for more in ([other], [other, other]):
            n2, _ = _play(files, _deal(base + more), seed)
            if n2 >= 0:
                return n2, ""
    return n, err


def _play(role_files: list[Path], roles: str, seed: int) -> tuple[int, str]:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "sim.json"
        given = [a for f in role_files for a in ("--role-file", str(f))]
        cmd = [*CLI, "simulate", "--roles", roles, *given, "--games", "1", "--seed", str(seed),
               "--json", str(out)]
        run = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if run.returncode != 0 or not out.exists():
            said = (run.stderr or run.stdout).strip().splitlines()
            return -1, said[-1] if said else f"exit {run.returncode}"
        return int(json.loads(out.read_text(encoding="utf-8"))["refused_moves"]), ""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--book", type=Path, default=BOOK)
    ap.add_argument("--lines", action="store_true", help="print every untranslated line")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-play", action="store_true", help="skip the bot games")
    args = ap.parse_args()
    pages = role_pages(args.book)
    given = pieces(args.book)
    results: dict[str, Translation] = {p: translate_page(t, given) for p, t in pages.items()}
    whole = sorted(p for p, r in results.items() if not r.untranslated)
    lines: Counter[str] = Counter()
    blocked: defaultdict[str, set[str]] = defaultdict(set)
    alone: Counter[str] = Counter()
    for p, r in results.items():
        kinds = {u.construct for u in r.untranslated}
        for u in r.untranslated:
            lines[u.construct] += 1
            blocked[u.construct].add(p)
        if len(kinds) == 1:
            alone[next(iter(kinds))] += 1
    print(f"Snapshot `{snapshot_commit(args.book)}`; `python bench/wwrf_import.py`.\n")
    print("| | Role pages |\n| --- | ---: |")
    print(f"| Formalized role pages (outside `haunting/`) | {len(pages)} |")
    print(f"| Imported with no untranslated line | {len(whole)} |")
    print(f"| With at least one untranslated line | {len(pages) - len(whole)} |")
    print(f"| Untranslated lines in all | {sum(lines.values())} |")
    print()
    print("**What blocks the rest (by the pages it blocks)**\n")
    print("| Construct | Lines left | Pages it blocks | Pages it alone blocks |")
    print("| --- | ---: | ---: | ---: |")
    order = sorted(blocked, key=lambda c: (-len(blocked[c]), -lines[c], c))
    for c in order:
        label = c.replace("|", "\\|")
        print(f"| `{label}` | {lines[c]} | {len(blocked[c])} | {alone[c]} |")
    if not args.no_play:
        print("\n**The pages that import whole, each in one seeded bot game**\n")
        print("| Page | Abilities | Refused moves |\n| --- | ---: | ---: |")
        refused = 0
        failed = 0
        with tempfile.TemporaryDirectory() as tmp:
            for i, p in enumerate(whole):
                r = results[p]
                r.role["name"] = free_name(r.role["name"])
                path = Path(tmp) / f"role{i}.yaml"
                path.write_text(r.text(), encoding="utf-8")
                n, err = play(path, r.role["name"], args.seed, r.role.get("groups"),
                              r.role.get("requires"), "extra" in r.role)
                if n < 0:
                    failed += 1
                    print(f"| {p} | {len(r.role.get('abilities', []))} | game failed: {err} |")
                else:
                    refused += n
                    print(f"| {p} | {len(r.role.get('abilities', []))} | {n} |")
        print(f"\n{len(whole)} games (seed {args.seed}): {refused} refused moves, "
              f"{failed} games that could not run.")
    if args.lines:
        print("\n**Every untranslated line**\n")
        for p, r in sorted(results.items()):
            for u in r.untranslated:
                print(f"- {p}: {u.sentence()} [{u.construct}]")


if __name__ == "__main__":
    main()
