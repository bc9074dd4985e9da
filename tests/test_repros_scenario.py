"""Issue 9, item 6: the scenario runner under hostile input (defects d04 and d05).

One test per case of the reproductions shared/fuzz/repros/d04_scenario_tracebacks.sh and
d05_scenario_unbounded.sh. The contract (shared/spec/SCENARIOS.md): a file that is not a valid
scenario is ``INVALID path:line: reason`` and exit 2; one bad file never stops the others; a run
is bounded (a phase limit per scenario, a size limit per file, both named in the message).

Every test is fast; the ones that would hang or eat memory on the old code (a FIFO, /dev/zero)
run the runner in a child process with a timeout and a memory cap.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import pytest

from werewolves.game import Game
from werewolves.scenario import InvalidScenario, load_scenario, parse_scenario, run_paths
from werewolves.scenario import runner as runner_module
from werewolves.scenario.runner import run_scenario

VALID = (
    "players: {Ann: Wolf, Bob: Citizen, Cid: Citizen}\n"
    "steps:\n"
    "  - at: Night 1\n"
    "    do: [Ann attack Bob]\n"
)
PHASE_LIMIT = "a scenario may not go past Day 1000 (the runner's phase limit)"
DEPTH_LIMIT = "a scenario file may nest lists and mappings at most 32 levels deep"
FILE_LIMIT = "a scenario file may be at most 1 MB (1,048,576 bytes)"
SEED_RANGE = "the seed is a whole number from 0 to 9223372036854775807"
NO_TAGS = "scenario files take plain values, without YAML tags"


def invalid(text: str) -> InvalidScenario:
    with pytest.raises(InvalidScenario) as info:
        parse_scenario(text, "t.yaml")
    return info.value


def run(*paths: Path | str) -> tuple[int, list[str]]:
    lines: list[str] = []
    code = run_paths([str(p) for p in paths], echo=lines.append)
    return code, lines


def run_child(path: str, timeout: float = 10.0) -> subprocess.CompletedProcess[str]:
    """``python -m werewolves.scenario path`` in a child with a 1 GB memory cap: on the old code a
    FIFO blocked it forever and /dev/zero was read until memory ran out (d05)."""

    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    return subprocess.run(
        [sys.executable, "-m", "werewolves.scenario", path],
        capture_output=True,
        text=True,
        timeout=timeout,
        preexec_fn=cap,
        check=False,
    )


# ---------------------------------------------------------------------------- d04: YAML tags


def test_d04_int_tag_on_seed_is_invalid_with_line() -> None:
    # d04 a_int_tag_seed: `seed: !!int abc` was a ValueError traceback, exit 1
    e = invalid("name: x\nseed: !!int abc\n" + VALID)
    assert e.line == 2
    assert e.reason == f"!!int 'abc': the value is not a whole number; {NO_TAGS}."


def test_d04_bool_tag_on_game_over_is_invalid_with_line() -> None:
    # d04 b_bool_tag: `game_over: !!bool maybe` was a KeyError traceback, exit 1
    e = invalid("name: x\n" + VALID + "    expect: {game_over: !!bool maybe}\n")
    assert e.line == 6
    assert "!!bool 'maybe': the value is not true or false" in e.reason


def test_d04_int_tag_on_votes_is_invalid_with_line() -> None:
    # d04 c_int_tag_votes: `votes: {Ann: !!int x}` was a ValueError traceback, exit 1
    e = invalid("name: x\n" + VALID + "  - at: Day 1\n    expect: {votes: {Ann: !!int x}}\n")
    assert e.line == 7
    assert "!!int 'x': the value is not a whole number" in e.reason


@pytest.mark.parametrize(
    ("text", "line", "tag"),
    [
        ("name: !!python/object/apply:os.system [echo hi]\n" + VALID, 1, "!!python/object/apply"),
        ("name: !!python/str x\n" + VALID, 1, "!!python/str"),
        ("name: x\nplayers: !foo {Ann: Wolf, Bob: Citizen}\nsteps: [{at: Day 0}]\n", 2, "!foo"),
        ("name: x\n" + VALID + "  - at: Day 1\n    expect: {dead: !!set {Bob}}\n", 7, "!!set"),
        (
            "name: x\n" + VALID + "  - at: Day 1\n    expect: {phase: !!timestamp x}\n",
            7,
            "!!timestamp",
        ),
    ],
)
def test_d04_other_tags_are_invalid_with_line(text: str, line: int, tag: str) -> None:
    # d04: any tag beyond one that restates its value is refused, never constructed
    e = invalid(text)
    assert e.line == line
    assert tag in e.reason and NO_TAGS in e.reason


def test_d04_tags_that_restate_the_value_still_load() -> None:
    # SCENARIOS.md: files written to the contract keep running; a redundant tag did work before
    scn = parse_scenario(
        "name: !!str 12\nseed: !!int 0x1F\n"
        "players: !!map {Ann: Wolf, Bob: ! Citizen, Cid: Citizen}\n"
        "steps: !!seq\n  - at: Night 1\n    do: [Ann attack Bob]\n"
        "  - at: Day 1\n    expect: {game_over: !!bool false, dead: [Bob]}\n"
    )
    assert (scn.name, scn.seed) == ("12", 31)
    assert run_scenario(scn).passed


# ---------------------------------------------------------------------------- d04: huge numbers


def test_d04_seed_of_5000_digits_is_invalid_naming_the_limit() -> None:
    # d04 d_seed_5000_digits: Python's int/str digit limit raised ValueError, a traceback
    e = invalid("name: x\nseed: 1" + "0" * 5000 + "\n" + VALID)
    assert e.line == 2
    assert e.reason == f"seed is too large (a number of 5,001 characters); {SEED_RANGE} (2^63 - 1)."


@pytest.mark.parametrize(("seed", "size"), [(2**70, "large"), (2**63, "large"), (-5, "small")])
def test_d04_seed_outside_the_games_range_is_invalid(seed: int, size: str) -> None:
    # d04 / d03: the seed is bounded as the game bounds it, with the seed's own line
    e = invalid(f"name: x\nseed: {seed}\n" + VALID)
    assert e.line == 2
    assert f"seed is too {size} ({seed}); {SEED_RANGE}" in e.reason


def test_d04_largest_seed_still_runs() -> None:
    scn = parse_scenario(f"name: x\nseed: {2**63 - 1}\n" + VALID)
    assert run_scenario(scn).passed


def test_d04_votes_of_5000_digits_are_invalid_naming_the_limit() -> None:
    # d04: the same digit limit, in an expectation's whole number
    e = invalid(
        "name: x\n" + VALID + "  - at: Day 1\n    expect: {votes: {Ann: 9" + "9" * 5000 + "}}\n"
    )
    assert e.line == 7
    assert "the votes of Ann is too large (a number of 5,001 characters)" in e.reason
    assert "whole numbers in a scenario fit in 64 bits" in e.reason


def test_d04_phase_of_5000_digits_is_invalid_naming_the_limit() -> None:
    # d04 e_phase_5000_digits: `at: Day 999…` (5000 digits) was a ValueError traceback
    e = invalid("name: x\nplayers: {Ann: Wolf, Bob: Citizen}\nsteps:\n  - at: Day " + "9" * 5000)
    assert e.line == 4
    assert e.reason == (
        f"step 1: Day 99999999999… (a phase number of 5,000 digits) is later than Day 1000; "
        f"{PHASE_LIMIT}."
    )


def test_d04_expected_phase_of_5000_digits_is_invalid() -> None:
    # leading zeros count towards Python's digit limit: they are dropped before the number is read
    scn = parse_scenario("name: x\n" + VALID + "    expect: {phase: Night " + "0" * 5000 + "7}\n")
    assert scn.steps[0].expect[0].value == 13  # Night 7
    e = invalid("name: x\n" + VALID + "    expect: {phase: Night " + "0" * 5000 + "1001}\n")
    assert e.line == 6
    assert f"step 1: phase: Night 1001 is later than Day 1000; {PHASE_LIMIT}." == e.reason
    parse_scenario("name: x\n" + VALID + "    expect: {phase: Night 0001}\n")


# ---------------------------------------------------------------------------- d04: nesting


def test_d04_deep_flow_nesting_is_invalid_with_line() -> None:
    # d04 f_deep_flow: `name: [[[[…]]]]` 100,000 deep was a RecursionError traceback
    e = invalid("name: " + "[" * 100_000 + "]" * 100_000 + "\n")
    assert e.line == 1
    assert e.reason == f"nested too deeply (level 33); {DEPTH_LIMIT}."


def test_d04_deep_block_nesting_is_invalid_with_line() -> None:
    # d04 g_deep_block: 3000 levels of block mappings was a RecursionError traceback (the
    # repro's own file is 4.5 MB, over the size limit; these are the same nesting, smaller)
    e = invalid("".join(" " * i + "a:\n" for i in range(3000))[:900_000])
    assert (e.line, e.reason) == (33, f"nested too deeply (level 33); {DEPTH_LIMIT}.")
    e = invalid("name: x\nplayers:\n" + "- " * 3000 + "a\n")
    assert (e.line, e.reason) == (3, f"nested too deeply (level 33); {DEPTH_LIMIT}.")


def test_d04_nesting_at_the_limit_is_still_read() -> None:
    # 32 levels are fine: the file is refused for its shape, not its depth
    e = invalid("name: x\nplayers: {Ann: Wolf, Bob: Citizen}\nsteps: " + "[" * 31 + "]" * 31 + "\n")
    assert e.reason == "step 1 must be a mapping (key: value lines), not a list."


# ---------------------------------------------------------------------------- d04: the others run


def test_d04_folder_with_a_deep_file_reports_every_file(tmp_path: Path) -> None:
    # d04: a, b (deep), c — the deep file stopped the whole folder and c was never reported
    (tmp_path / "a.yaml").write_text("name: first\n" + VALID)
    (tmp_path / "b.yaml").write_text("name: " + "[" * 100_000 + "]" * 100_000 + "\n")
    (tmp_path / "c.yaml").write_text("name: third\n" + VALID)
    code, lines = run(tmp_path)
    assert code == 2
    assert lines == [
        "PASS first",
        f"INVALID {tmp_path / 'b.yaml'}:1: nested too deeply (level 33); {DEPTH_LIMIT}.",
        "PASS third",
        "2 passed, 0 failed, 1 invalid",
    ]


def test_d04_unexpected_error_is_that_files_line_and_the_run_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # issue 9 item 6: any unexpected exception while loading or running one file is that file's
    # INVALID line (exit 2) with a one-line reason, never a traceback; the next file still runs
    (tmp_path / "a.yaml").write_text("name: first\n" + VALID)
    (tmp_path / "b.yaml").write_text("name: second\n" + VALID)
    real = runner_module.load_scenario

    def flaky(path: Path) -> object:
        if path.name == "a.yaml":
            raise KeyError("boom\nsecond line")
        return real(path)

    monkeypatch.setattr(runner_module, "load_scenario", flaky)
    code, lines = run(tmp_path)
    assert code == 2
    assert lines[0].startswith(f"INVALID {tmp_path / 'a.yaml'}:1: the runner failed on this file")
    assert "(KeyError: 'boom\\nsecond line')" in lines[0]
    assert "\n" not in lines[0]
    assert lines[1:] == ["PASS second", "1 passed, 0 failed, 1 invalid"]


def test_d04_cli_gives_exit_2_and_no_traceback_for_every_repro_file(tmp_path: Path) -> None:
    # the whole d04 reproduction through the command, in one child process
    files = {
        "a.yaml": "name: x\nseed: !!int abc\n" + VALID,
        "b.yaml": "name: x\n" + VALID + "    expect: {game_over: !!bool maybe}\n",
        "c.yaml": "name: x\n" + VALID + "  - at: Day 1\n    expect: {votes: {Ann: !!int x}}\n",
        "d.yaml": "name: x\nseed: 1" + "0" * 5000 + "\n" + VALID,
        "e.yaml": "name: x\nplayers: {Ann: Wolf}\nsteps:\n  - at: Day " + "9" * 5000 + "\n",
        "f.yaml": "name: " + "[" * 100_000 + "]" * 100_000 + "\n",
        "g.yaml": "".join(" " * i + "a:\n" for i in range(1300)),
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    done = run_child(str(tmp_path))
    assert "Traceback" not in done.stdout + done.stderr
    assert done.returncode == 2
    invalid_lines = [ln for ln in done.stdout.splitlines() if ln.startswith("INVALID ")]
    assert [ln.split(":")[0].rsplit("/", 1)[1] for ln in invalid_lines] == sorted(files)
    assert done.stdout.splitlines()[-1] == "0 passed, 0 failed, 7 invalid"


# ---------------------------------------------------------------------------- d05: phase limit


@pytest.fixture
def advance_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """Game.advance stops after 2,000 phases (the phase limit): on the old code these tests
    fail at once instead of ending millions of phases."""
    real = Game.advance
    calls = [0]

    def counted(self: Game) -> None:
        calls[0] += 1
        if calls[0] > 2000:
            raise AssertionError("the runner ended more than 2,000 phases")
        real(self)

    monkeypatch.setattr(Game, "advance", counted)


@pytest.mark.usefixtures("advance_budget")
def test_d05_far_phase_in_an_endless_game_is_invalid_at_once(tmp_path: Path) -> None:
    # d05: `at: Day 999999` in a game nobody can win ended ~2 million phases one by one
    (tmp_path / "far.yaml").write_text(
        "name: far\nplayers: {Ann: Wolf, Bob: Citizen, Cid: Citizen}\nsteps:\n  - at: Day 999999\n"
    )
    start = time.monotonic()
    code, lines = run(tmp_path / "far.yaml")
    assert time.monotonic() - start < 1.0
    assert code == 2
    assert lines[0] == (
        f"INVALID {tmp_path / 'far.yaml'}:4: step 1: Day 999999 is later than Day 1000; "
        f"{PHASE_LIMIT}."
    )


def test_d05_phase_of_20_digits_is_invalid_at_once() -> None:
    # d05: `at: Day 99999999999999999999` never stopped
    e = invalid(
        "name: x\nplayers: {Ann: Wolf, Bob: Citizen}\nsteps:\n  - at: Day 99999999999999999999\n"
    )
    assert e.line == 4
    assert PHASE_LIMIT in e.reason


@pytest.mark.usefixtures("advance_budget")
def test_d05_the_last_phase_allowed_is_day_1000() -> None:
    # the limit itself: Day 1000 runs (and promptly), Night 1001 does not
    start = time.monotonic()
    scn = parse_scenario(
        "name: x\nplayers: {Ann: Wolf, Bob: Citizen, Cid: Citizen}\n"
        "steps:\n  - at: Day 1000\n    expect: {phase: Day 1000, game_over: false}\n"
    )
    assert run_scenario(scn).passed
    assert time.monotonic() - start < 1.5
    e = invalid("name: x\nplayers: {Ann: Wolf, Bob: Citizen}\nsteps:\n  - at: Night 1001\n")
    assert e.reason == f"step 1: Night 1001 is later than Day 1000; {PHASE_LIMIT}."


@pytest.mark.usefixtures("advance_budget")
def test_d05_a_scenario_built_by_hand_is_held_to_the_phase_limit() -> None:
    scn = parse_scenario("name: x\n" + VALID)
    scn.steps[0].phase = 2 * 999_999
    scn.steps[0].at = "Day 999999"
    with pytest.raises(InvalidScenario) as info:
        run_scenario(scn)
    assert PHASE_LIMIT in info.value.reason


# ---------------------------------------------------------------------------- d05: files


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_d05_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    # d05: a FIFO named x.yaml blocked forever (nobody writes to it); now it is never opened
    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)
    done = run_child(str(fifo), timeout=5)
    assert done.returncode == 2
    assert done.stdout.splitlines()[0] == (
        f"INVALID {fifo}:1: this is a FIFO (named pipe), not a regular file; "
        "a scenario is a regular file."
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_d05_fifo_in_a_folder_is_reported_and_the_others_run(tmp_path: Path) -> None:
    # d05 + issue 9 item 6: inside a folder the FIFO is one INVALID line, never opened
    (tmp_path / "a.yaml").write_text("name: first\n" + VALID)
    os.mkfifo(tmp_path / "b.yaml")
    (tmp_path / "c.yaml").write_text("name: third\n" + VALID)
    done = run_child(str(tmp_path), timeout=5)
    assert done.returncode == 2
    assert done.stdout.splitlines() == [
        "PASS first",
        f"INVALID {tmp_path / 'b.yaml'}:1: this is a FIFO (named pipe), not a regular file; "
        "a scenario is a regular file.",
        "PASS third",
        "2 passed, 0 failed, 1 invalid",
    ]


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_d05_dev_zero_is_refused_without_reading() -> None:
    # d05: /dev/zero was read until memory ran out (MemoryError traceback under a 2 GB cap)
    done = run_child("/dev/zero", timeout=5)
    assert done.returncode == 2
    assert done.stdout.splitlines()[0] == (
        "INVALID /dev/zero:1: this is a character device, not a regular file; "
        "a scenario is a regular file."
    )


def test_d05_a_folder_given_as_a_file_is_invalid(tmp_path: Path) -> None:
    with pytest.raises(InvalidScenario) as info:
        load_scenario(tmp_path)
    assert info.value.reason == "this is a folder, not a scenario file."


def test_d05_file_over_the_size_limit_is_invalid_naming_the_limit(tmp_path: Path) -> None:
    # d05: a size limit per file, named in the message; the file is not read
    big = tmp_path / "big.yaml"
    big.write_text("name: x\n" + VALID + "#" * (1024 * 1024))
    with pytest.raises(InvalidScenario) as info:
        load_scenario(big)
    size = big.stat().st_size
    assert (info.value.line, info.value.reason) == (
        1,
        f"the file has {size:,} bytes; {FILE_LIMIT}.",
    )


def test_d05_file_at_the_size_limit_is_read(tmp_path: Path) -> None:
    text = "name: x\n" + VALID
    edge = tmp_path / "edge.yaml"
    edge.write_text(text + "#" * (1024 * 1024 - len(text)))
    assert edge.stat().st_size == 1024 * 1024
    assert load_scenario(edge).name == "x"


def test_d04_a_scenario_name_with_terminal_escapes_is_shown_escaped(tmp_path: Path) -> None:
    f = tmp_path / "evil.yaml"
    f.write_text(
        'name: "evil \\e[2J \\u202e name"\n'
        "players: {Ann: Wolf, Bob: Citizen, Cid: Citizen}\n"
        "steps:\n  - at: Night 1\n    do: [Ann attack Bob]\n",
        encoding="utf-8",
    )
    code, lines = run(f)
    text = "\n".join(lines)
    assert code == 0
    assert "\x1b" not in text and "\u202e" not in text
    assert "\\x1b" in text
