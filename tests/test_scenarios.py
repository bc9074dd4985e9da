"""Every scenario file under scenarios/ is one test, named by its file stem (SCENARIOS.md).

The scenarios are the executable rule book; a failing one shows the runner's own report.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from werewolves.scenario import InvalidScenario, load_scenario, run_scenario

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def scenario_files(root: Path) -> list[Path]:
    """Every *.yaml below ``root``, sorted; none (not an error) when there are none yet."""
    if not root.is_dir():
        return []
    return sorted(p for p in root.rglob("*.yaml") if p.is_file())


FILES = scenario_files(SCENARIOS)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    shown = str(path.relative_to(SCENARIOS.parent))
    try:
        scn = load_scenario(path)
    except InvalidScenario as e:
        pytest.fail(f"INVALID {shown}:{e.line}: {e.reason}", pytrace=False)
    scn.path = shown
    result = run_scenario(scn)
    if not result.passed:
        pytest.fail("\n".join(result.report()), pytrace=False)


def test_scenario_files_are_found_below_the_folder(tmp_path: Path) -> None:
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "two.yaml").write_text("x")
    (tmp_path / "one.yaml").write_text("x")
    (tmp_path / "notes.txt").write_text("x")
    assert [p.name for p in scenario_files(tmp_path)] == ["two.yaml", "one.yaml"]
    assert scenario_files(tmp_path / "missing") == []
