"""Issue 17 item 2: the edges never name a role.

No string constant in the program's edges (a constant in the Python syntax tree; a quoted string
in the browser's JavaScript and the page templates) equals a role's name (or alias) as
``werewolves roles`` lists them, or a verb of a role's own Actions table in ``werewolves info
ROLE``. What the edges need to know of an ability or a role they read from its declaration
(``LegalAction.declaration``, ``RoleCard``), through the facade. Tests and docs aside.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from typer.testing import CliRunner

from werewolves.cli import app
from werewolves.engine.declarations import Aim, Effect, Learns, Pick
from werewolves.game import extra_roles, role_book

SRC = Path(__file__).resolve().parents[1] / "src" / "werewolves"
# the edges: everything above the facade that people or programs talk to
EDGE_DIRS = ("sim", "server", "web", "scenario", "discord", "env")
EDGE_FILES = ("tui.py", "cli.py")
SCANNED = {".py", ".js", ".mjs", ".html"}


def role_names() -> set[str]:
    """Every role (offices and extra roles included) ``werewolves roles`` lists, with its
    aliases."""
    out: set[str] = set()
    for card in (*role_book(), *extra_roles()):
        out.add(card.name)
    from werewolves.game import default_rules

    for role in default_rules().roles.values():
        out.update(role.aliases)
    return out


def role_verbs() -> set[str]:
    """Every verb of a role's own Actions table (not the actions every living player has)."""
    return {a.verb for card in role_book() for a in card.abilities}


def edge_files() -> list[Path]:
    files = [SRC / f for f in EDGE_FILES]
    for d in EDGE_DIRS:
        root = SRC / d
        if root.is_dir():
            files.extend(
                p
                for p in sorted(root.rglob("*"))
                if p.suffix in SCANNED and "vendor" not in p.parts
            )
    return files


def python_strings(text: str) -> list[tuple[int, str]]:
    return [
        (node.lineno, node.value)
        for node in ast.walk(ast.parse(text))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    ]


def js_strings(text: str) -> list[tuple[int, str]]:
    """The quoted strings of a JavaScript (or HTML) text: '…', "…" and `…` (a template's text
    whole), comments skipped."""
    out: list[tuple[int, str]] = []
    i, line, n = 0, 1, len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
        elif text.startswith("//", i) and (i == 0 or text[i - 1] != ":"):
            while i < n and text[i] != "\n":
                i += 1
            continue
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            line += text.count("\n", i, end)
            i = end
            continue
        elif c in "'\"`":
            start, j, buf = line, i + 1, []
            while j < n and text[j] != c:
                if text[j] == "\\" and j + 1 < n:
                    buf.append(text[j : j + 2])
                    j += 2
                    continue
                if text[j] == "\n":
                    line += 1
                    if c != "`":
                        break  # an apostrophe in HTML text, not a string
                buf.append(text[j])
                j += 1
            out.append((start, "".join(buf)))
            i = j + 1
            continue
        i += 1
    return out


def hits(files: list[Path], names: set[str]) -> list[str]:
    found: list[str] = []
    for path in files:
        text = path.read_text(encoding="utf-8")
        strings = python_strings(text) if path.suffix == ".py" else js_strings(text)
        for lineno, value in strings:
            if value in names:
                found.append(f"{path.relative_to(SRC)}:{lineno}: {value!r}")
    return found


def test_the_edges_name_no_role_and_no_role_verb() -> None:
    found = hits(edge_files(), role_names() | role_verbs())
    assert not found, f"{len(found)} string constants name a role or a verb:\n" + "\n".join(found)


def test_the_scanner_finds_a_role_name_and_a_verb(tmp_path: Path) -> None:
    # the test above can fail: a planted name and verb are found, in Python and in JavaScript
    py = tmp_path / "x.py"
    py.write_text('ROLE = "Angel"\nif verb == "shatter":\n    pass\n', encoding="utf-8")
    js = tmp_path / "x.js"
    js.write_text('// "Wolf" in a comment is no string\nif (la.verb === \'resign\') {}\n')
    names = role_names() | role_verbs()
    assert [v for _, v in python_strings(py.read_text()) if v in names] == ["Angel", "shatter"]
    assert [v for _, v in js_strings(js.read_text()) if v in names] == ["resign"]


def test_the_names_are_those_the_commands_show() -> None:
    # the lists the scan uses are what `werewolves roles` and `werewolves info ROLE` print
    runner = CliRunner()
    listed = runner.invoke(app, ["roles"], env={"COLUMNS": "400"})
    assert listed.exit_code == 0
    for card in role_book():
        assert card.name in listed.output, card.name
        if not card.abilities:
            continue
        info = runner.invoke(app, ["info", card.name], env={"COLUMNS": "400"})
        assert info.exit_code == 0, info.output
        own = info.output.split("Actions every living player has")[0]
        for ab in card.abilities:
            assert ab.verb in own, (card.name, ab.verb)


@pytest.mark.parametrize("enum", [Effect, Learns, Aim, Pick])
def test_no_declared_kind_is_a_verb(
    enum: type[Effect] | type[Learns] | type[Aim] | type[Pick],
) -> None:
    """Issue 17 item 1: the effect kinds (and the other declared values) are never verbs, so
    reading a declaration can never pass for naming an ability."""
    from werewolves.game import default_rules

    verbs = default_rules().verbs()
    assert not {m.value for m in enum} & verbs
    assert not {m.value for m in enum} & role_names()


def test_the_edges_never_import_the_roles() -> None:
    """ARCHITECTURE.md: the edges read roles through the facade, never from ``roles/``."""
    bad: list[str] = []
    for path in edge_files():
        if path.suffix != ".py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                mod = node.module or ""
                parts = mod.split(".")
                if "roles" in parts and (node.level > 0 or parts[0] == "werewolves"):
                    bad.append(f"{path.relative_to(SRC)}:{node.lineno}: from {mod}")
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.startswith("werewolves.roles"):
                        bad.append(f"{path.relative_to(SRC)}:{node.lineno}: import {alias.name}")
    assert not bad, "\n".join(bad)
