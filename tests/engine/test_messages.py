"""Every text a person reads comes from the message catalogue (issue 2: one catalogue)."""

from __future__ import annotations

import ast
from pathlib import Path

import werewolves.roles  # noqa: F401  (registers every family's own texts)
from werewolves.engine.messages import EN, FAMILY_TEXTS, render
from werewolves.i18n import CATALOG

SRC = Path(__file__).resolve().parents[2] / "src" / "werewolves"


def _message_ids_used() -> set[tuple[str, str]]:
    found: set[tuple[str, str]] = set()
    for path in SRC.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            args: list[ast.expr] = []
            if name in ("tell", "tell_group") and len(node.args) >= 2:
                args.append(node.args[1])
            if name in ("announce", "render") and node.args:
                args.append(node.args[0])
            for kw in node.keywords:
                if kw.arg in ("msg", "fail_msg"):
                    args.append(kw.value)
            for a in args:
                if isinstance(a, ast.Constant) and isinstance(a.value, str):
                    found.add((a.value, str(path.relative_to(SRC))))
    return found


def test_every_message_id_in_code_is_in_the_catalogue() -> None:
    used = _message_ids_used()
    assert len(used) > 30  # the scan really finds the ids
    # the engine's messages, the families' (both Fluent resources) and the role files' texts
    missing = sorted(f"{mid} (in {where})" for mid, where in used
                     if mid not in EN and mid not in FAMILY_TEXTS and not CATALOG.has(mid))
    assert not missing, "message ids with no text in the catalogue:\n" + "\n".join(missing)


def test_render_fills_parameters_and_joins_lists() -> None:
    assert render("group.members", {"group": "wolfpack", "members": ["Ann", "Bob"]}) == (
        "The members of the wolfpack are: Ann, Bob."
    )


def test_render_keeps_unknown_placeholders_visible() -> None:
    assert "{player}" in render("death.died", {})


def test_r37_each_family_declares_its_own_texts_and_no_key_clashes() -> None:
    from werewolves.engine import messages
    from werewolves.roles import families

    declared: dict[str, str] = {}
    for fam in families():
        for key in fam.messages:
            assert key not in declared, f"{key} is declared by {declared[key]} and {fam.name}"
            assert key not in messages.EN, f"{fam.name}'s {key} is also in the engine catalogue"
            declared[key] = fam.name
    assert declared, "the role families declare their own texts"
    # their words are the roles resource's, in English at least, and no family's key is left
    # without them
    roles = CATALOG.area_keys("roles")
    assert set(declared) <= roles
    assert not set(declared) & set(messages.FAMILY_TEXTS)


def test_a_family_declaring_a_message_with_no_words_is_refused() -> None:
    import pytest

    from werewolves.engine.messages import register_texts

    with pytest.raises(ValueError, match="no words in the English resources"):
        register_texts("a test family", ("nobody.wrote_this",))
    with pytest.raises(ValueError, match="already the resources'"):
        register_texts("a role file", {"tanner.done": "another text"})
