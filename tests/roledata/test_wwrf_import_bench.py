"""Issue 39 item 5: bench/wwrf_import.py imports a book, tables its blockers and plays the whole
imports. Run on a small book of our own in a temporary folder, never on the snapshot."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "wwrf_import.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("wwrf_import", BENCH)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["wwrf_import"] = module
    spec.loader.exec_module(module)
    return module


def write(root: Path, rel: str, text: str) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_issue_39_item_5_the_import_bench_counts_blockers_and_plays_whole_imports(
    bench: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    write(tmp_path, "README.md", "A test book, commit " + "cd" * 20 + ".\n")
    write(tmp_path, "townsfolk/protective/warden",
          "**Warden** | Townsfolk Protective\n__Formalized__\n"
          "Immediate Night: Protect @Selection from `Attacks` through Active Defense (~Phase)\n")
    write(tmp_path, "werewolves/killing/howler",
          "**Howler** | Werewolf Killing\n__Formalized__\nInherit: `Den`\n"
          "Starting: Apply `Loud` to @Self\nStarting: Apply `Louder` to @Self\n")
    write(tmp_path, "townsfolk/power/bellringer",
          "**Bellringer** | Townsfolk Power\n__Formalized__\nPassive End Day: Kill @Self\n")
    write(tmp_path, "townsfolk/group/chanter",
          "**Chanter** | Townsfolk Group\n__Formalized__\nStarting: Join #Cult\n")
    write(tmp_path, "_game/groups/cult", "**Cult** | Group\nUnique Group\nNo Abilities\n")
    write(tmp_path, "haunting/ghost/wisp", "**Wisp** | X\n__Formalized__\nStarting: Ascend\n")
    write(tmp_path, "_game/ability sets/den", "**Den** | Ability Set\nStarting: Join #Wolfpack\n")
    monkeypatch.setattr(sys, "argv", ["wwrf_import.py", "--book", str(tmp_path)])
    bench.main()
    out = capsys.readouterr().out
    assert "cd" * 20 in out
    assert "| Formalized role pages (outside `haunting/`) | 4 |" in out
    assert "| Imported with no untranslated line | 3 |" in out
    # two Starting lines on one page: 2 lines, 1 page, which it alone blocks
    assert "| `Starting: applying` | 2 | 1 | 1 |" in out
    # a passive trigger is a role file's trigger at that moment: the Bellringer imports whole
    # and plays (its day-end death fires by itself)
    assert "trigger: Passive End Day" not in out
    assert "| townsfolk/power/bellringer | 0 | 0 |" in out
    assert "| townsfolk/protective/warden | 1 | 0 |" in out
    # a member of the book's cult plays beside a role of the cult its rules need (a leader)
    assert "| townsfolk/group/chanter | 0 | 0 |" in out
    assert "3 games (seed 1): 0 refused moves, 0 games that could not run." in out


def test_issue_39_item_5_the_differential_check_tells_failures_on_words_from_the_rest(
    bench: ModuleType,
) -> None:
    """The differential runs the scenarios unchanged (the imported role takes the built-in's
    place by ``replaces``); of a failing scenario it reads the kinds of expectation that failed,
    and only those that failed on what a player is told or a counter's name count as words."""
    spec = importlib.util.spec_from_file_location("wwrf_differential",
                                                  BENCH.with_name("wwrf_differential.py"))
    assert spec and spec.loader
    diff = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(diff)
    report = ("FAIL one: a sentence\n  file: a.yaml\n  step 2 (Day 1) told, line 22\n"
              "    expected: x\n    found:    y\nPASS two\nFAIL three\n  file: b.yaml\n"
              "  step 1 (Day 0) alive, line 9\n  step 3 (Day 1) counters, line 12\n"
              "1 passed, 2 failed, 0 invalid\n")
    got = diff.failures(report)
    assert got == [("one: a sentence", {"told"}), ("three", {"alive", "counters"})]
    assert [kinds <= diff.WORDS for _, kinds in got] == [True, False]


def test_issue_39_item_5_a_team_or_group_never_takes_an_ability_sets_name(
    bench: ModuleType, tmp_path: Path,
) -> None:
    """An ability set, a group and a team of one name (the snapshot's Horsemen): `Inherit:
    NAME` reads the ability set, `Join #NAME` the group (`group NAME`); the team is kept apart
    (`team NAME`), as a page's kind names its team."""
    write(tmp_path, "_game/ability sets/riders", "**Riders** | Ability Set\nPassive: x\n")
    write(tmp_path, "_game/groups/riders", "**Riders** | Group\n__Formalized__\nUnique Group\n")
    write(tmp_path, "_game/teams/Riders", "**Riders Team**\n__Formalized__\nWin Condition: x\n")
    got = bench.pieces(tmp_path)
    assert got["riders"].startswith("**Riders** | Ability Set")
    assert got["group riders"].startswith("**Riders** | Group")
    assert got["team Riders"].startswith("**Riders Team**")
    assert "Riders" not in got
