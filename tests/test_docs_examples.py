"""The examples in the docs run: a scenario in docs/scenarios.md and the README's Python snippet."""

from __future__ import annotations

import re
from pathlib import Path

from werewolves.scenario.loader import parse_scenario
from werewolves.scenario.runner import run_scenario

ROOT = Path(__file__).resolve().parents[1]


def test_the_scenario_in_the_scenario_docs_passes() -> None:
    text = (ROOT / "docs" / "scenarios.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```yaml\n(.*?)```", text, re.S)
    assert blocks
    for block in blocks:
        result = run_scenario(parse_scenario(block))
        assert result.passed, result


def test_the_python_example_in_the_readme_runs() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    code = re.findall(r"```python\n(.*?)```", text, re.S)
    assert code
    namespace: dict[str, object] = {"print": lambda *a, **k: None}
    exec(compile(code[0], "README.md", "exec"), namespace)
    game = namespace["game"]
    assert not game.player("Bob").alive  # type: ignore[attr-defined]
    # the client example runs on the same game
    exec(compile(code[1], "README.md", "exec"), namespace)
    assert namespace["again"].to_json() == game.to_json()  # type: ignore[attr-defined]
