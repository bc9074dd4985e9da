"""docs/rules.md, the map from every rule id to its paraphrase, its code and its tests, is made by
scripts/rules_map.py from the source tree: a merge that adds a test or a citation without
refreshing it leaves the map behind, and this says so (run the script to refresh it)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_docs_rules_md_is_what_the_source_tree_makes() -> None:
    spec = importlib.util.spec_from_file_location("rules_map", ROOT / "scripts" / "rules_map.py")
    assert spec is not None and spec.loader is not None
    rules_map = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(rules_map)
    text = rules_map.DOC.read_text(encoding="utf-8")
    assert rules_map.refreshed(text) == text, (
        "docs/rules.md is out of date: run .venv/bin/python scripts/rules_map.py"
    )
