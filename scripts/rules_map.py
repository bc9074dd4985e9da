"""Refresh docs/rules.md from the source tree: the paraphrases, and the code and tests columns.

    .venv/bin/python scripts/rules_map.py          # rewrite docs/rules.md in place
    .venv/bin/python scripts/rules_map.py --check  # exit 1 if the file is out of date

The paraphrases have one source, ``RULEBOOK`` in src/werewolves/roles/rulebook.py (the words
explanations write out for each rule): this script copies each into its row, and writes the
table of role cards cited as rules (ids that are no ruling or seed sentence, such as ``Chef``).
It also finds, for each id, the source files citing it and the tests and scenarios named after
it (the same matching as tests/test_conformance.py). The other columns (issue, status, same as)
are ours to write by hand.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "werewolves"
DOC = ROOT / "docs" / "rules.md"

# the conformance test owns the rule of how a test's name mentions an id; use the very same
sys.path.insert(0, str(ROOT / "tests"))
from test_conformance import (  # noqa: E402
    BOOK_ID_RE,
    book_citations,
    book_pattern,
    cited_rule_ids,
    id_pattern,
)

from werewolves.engine.effects import compact  # noqa: E402
from werewolves.roles import default_rules  # noqa: E402
from werewolves.roles.rulebook import RULEBOOK  # noqa: E402

ABILITIES_START = "<!-- abilities: written by scripts/rules_map.py from the declarations -->"
ABILITIES_END = "<!-- end of abilities -->"
CARDS_START = "<!-- role cards: written by scripts/rules_map.py from RULEBOOK -->"
CARDS_END = "<!-- end of role cards -->"
ID_RE = re.compile(r"^(R\d+|S\d\.\d+)$")


def code_pattern(rule_id: str) -> re.Pattern[str]:
    return re.compile(r"(?<![A-Za-z0-9.])" + re.escape(rule_id) + r"(?![0-9])")


def _test_entries() -> list[tuple[str, str]]:
    entries: list[tuple[str, str]] = []
    for p in sorted((ROOT / "tests").rglob("*.py")):
        tree = ast.parse(p.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
                entries.append((f"{p.relative_to(ROOT / 'tests')}::{node.name}", node.name))
    for p in sorted((ROOT / "scenarios").rglob("*.yaml")):
        label = str(p.relative_to(ROOT))
        entries.append((label, p.stem))
        data = yaml.safe_load(p.read_text(encoding="utf-8"))
        if isinstance(data, dict) and isinstance(data.get("name"), str):
            entries.append((label, data["name"]))
    return entries


def _short(items: list[str], n: int = 3) -> str:
    if not items:
        return "—"
    shown = ", ".join(f"`{i}`" for i in items[:n])
    return shown + (f" (+{len(items) - n} more)" if len(items) > n else "")


def refreshed(text: str) -> str:
    sources = {p: p.read_text(encoding="utf-8") for p in sorted(SRC.rglob("*.py"))}
    entries = _test_entries()

    def rank(label: str) -> int:
        return 0 if label.startswith(("rulings/", "seeds/")) else 1

    book_cited = book_citations()
    out: list[str] = []
    for line in text.splitlines():
        cells = line.split(" | ")
        if len(cells) == 6 and BOOK_ID_RE.match(cells[0][2:]):
            # a role-book sentence: id | paraphrase | status | reason | code | tests
            bid = cells[0][2:]
            cells[1] = RULEBOOK.get(bid, cells[1])
            files = sorted(str(Path(f).relative_to(SRC)) for f in book_cited.get(bid, ()))
            cells[4] = _short(files)
            rx = book_pattern(bid)
            named = list(dict.fromkeys(label for label, name in entries if rx.search(name)))
            cells[5] = _short(named) + " |"
            out.append(" | ".join(cells))
            continue
        is_row = len(cells) == 7 and re.match(r"\| [RS][\d.]+$", cells[0]) is not None
        if not is_row:
            out.append(line)
            continue
        rid = cells[0][2:]
        # the paraphrase is RULEBOOK's (a row for an id it lacks keeps its text; the
        # conformance test names it)
        cells[1] = RULEBOOK.get(rid, cells[1])
        same = cells[4].strip()
        ids = [rid] + ([same] if same else [])
        code = [str(p.relative_to(SRC)) for p, t in sources.items()
                if any(code_pattern(i).search(t) for i in ids)]
        # a sentence implemented through a ruling ("(via R22) …") keeps its hand-written cell
        code_cell = cells[5] if not code and cells[5].startswith("`(via") else _short(code)
        tests: list[str] = []
        for label, name in entries:
            if any(id_pattern(i).search(name) for i in ids) and label not in tests:
                tests.append(label)
        tests.sort(key=rank)
        cells[5] = code_cell
        cells[6] = _short(tests) + " |"
        out.append(" | ".join(cells))
    return _with_cards("\n".join(out) + "\n")


def cards_table() -> list[str]:
    """The role cards cited as rules: every RULEBOOK id that is no ruling or seed sentence."""
    cited = cited_rule_ids()
    rows = ["| id | paraphrase | code |", "| --- | --- | --- |"]
    for rid, words in RULEBOOK.items():
        if ID_RE.match(rid) or BOOK_ID_RE.match(rid):
            continue  # a ruling, a seed sentence or a role-book sentence: a table of its own
        files = sorted(str(Path(f).relative_to(SRC)) for f in cited.get(rid, ()))
        rows.append(f"| {rid} | {words} | {_short(files)} |")
    return rows


def abilities_table() -> list[str]:
    """Issue 37: every role's abilities as their declarations read, in the compact notation
    (``<Timing> <Phase>: <Effect> @<targets> ⟨limits⟩``), beside the rule each cites: a
    designer holds a row beside the role book's Details paragraph. An effect marked "its own
    rule" is resolved by the role's hook (the rule cited says what it does)."""
    rules = default_rules()
    rows = ["| role | action | notation | rule |", "| --- | --- | --- | --- |"]
    for role in (*rules.roles.values(), *rules.extras.values()):
        for ab in role.abilities:
            notation = compact(ab).replace("|", "\\|")
            rows.append(f"| {role.name} | `{ab.verb}` | {notation} | {ab.rule} |")
    return rows


def _between(text: str, start: str, end: str, rows: list[str]) -> str:
    if start not in text or end not in text:
        return text
    head, rest = text.split(start, 1)
    _, tail = rest.split(end, 1)
    return head + "\n".join([start, *rows, end]) + tail


def _with_cards(text: str) -> str:
    text = _between(text, CARDS_START, CARDS_END, cards_table())
    return _between(text, ABILITIES_START, ABILITIES_END, abilities_table())


def main() -> int:
    text = DOC.read_text(encoding="utf-8")
    new = refreshed(text)
    if "--check" in sys.argv:
        if new != text:
            print("docs/rules.md is out of date: run scripts/rules_map.py")
            return 1
        return 0
    DOC.write_text(new, encoding="utf-8")
    print("docs/rules.md refreshed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
