"""The scenario runner itself (shared/spec/SCENARIOS.md), on the files in tests/scenario_fixtures/.

Scenario files are a public contract: these tests pin the report (PASS / FAIL / INVALID lines),
the exit codes (0 / 1 / 2), and that every mistake in a file names its line.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from werewolves.engine import kernel
from werewolves.engine.core import Engine, Reason, Refusal
from werewolves.engine.rules import RoleDef, Ruleset
from werewolves.engine.state import Player
from werewolves.game import Game, Setup
from werewolves.roles import base, offices
from werewolves.scenario import (
    CHECKERS,
    InvalidScenario,
    load_scenario,
    parse_scenario,
    run_paths,
    run_scenario,
)
from werewolves.scenario.__main__ import main
from werewolves.scenario.expectations import winners_so_far
from werewolves.testing import state_of

FIX = Path(__file__).resolve().parent / "scenario_fixtures"


def run(*paths: Path | str, explain: bool = False) -> tuple[int, list[str]]:
    lines: list[str] = []
    code = run_paths([str(p) for p in paths], explain=explain, echo=lines.append)
    return code, lines


def failures_of(text: str, rules: Ruleset | None = None) -> list[tuple[int, str, str, str]]:
    result = run_scenario(parse_scenario(text, rules=rules))
    return [(f.step, f.key, f.expected, f.found) for f in result.failures]


def invalid(text: str) -> InvalidScenario:
    with pytest.raises(InvalidScenario) as info:
        parse_scenario(text, "t.yaml")
    return info.value


HEAD = "name: t\nplayers: {Ann: Wolf, Bob: Citizen, Cid: Fortune Teller, Dan: Citizen}\n"
NIGHT1 = HEAD + "steps:\n  - at: Night 1\n    "
EXPECT = HEAD + "steps:\n  - at: Day 1\n    expect:\n      "

# ---------------------------------------------------------------------------- passing


def test_passing_scenario_prints_pass_and_exits_0() -> None:
    code, lines = run(FIX / "valid" / "pack_and_lynch.yaml")
    assert code == 0
    assert lines == ["PASS the town finds and lynches its wolf", "1 passed, 0 failed, 0 invalid"]


def test_folder_runs_every_yaml_below_it_sorted() -> None:
    code, lines = run(FIX / "valid")
    assert code == 0
    assert lines[:2] == [
        "PASS the game ends while the runner advances",
        "PASS the town finds and lynches its wolf",
    ]


def test_game_ending_mid_advance_stops_and_checks_expect() -> None:
    # SCENARIOS.md: the runner stops where the game ended and checks the step's expect there.
    result = run_scenario(load_scenario(FIX / "valid" / "game_ends_mid_advance.yaml"))
    assert result.passed, result.report()
    assert result.game is not None and result.game.over
    assert result.game.phase == "Day 1"  # not Day 3: advancing stopped when the game ended


def test_game_ending_mid_advance_then_acting_is_a_failure() -> None:
    code, lines = run(FIX / "failing" / "act_after_game_over.yaml")
    assert code == 1
    assert "  step 2 (Night 2) at, line 9" in lines
    assert "    found:    the game ended in Day 1 (the Werewolves win)" in lines


def test_the_spec_expectation_keys_are_all_known() -> None:
    # The contract's table (SCENARIOS.md, Expectations): a key may be added, never removed.
    assert set(CHECKERS) >= {
        "phase", "alive", "dead", "deaths", "roles", "offices", "has", "lacks", "votes",
        "counters", "told", "not_told", "announced", "not_announced", "winners", "game_over",
    }


# ---------------------------------------------------------------------------- failing


def test_failing_expectations_exit_1_and_name_step_key_expected_found() -> None:
    code, lines = run(FIX / "failing" / "wrong_expectations.yaml")
    assert code == 1
    assert lines[0] == "FAIL wrong expectations are reported"
    text = "\n".join(lines)
    for key, line, expected, found in [
        ("phase", 15, "Night 2", "Day 1"),
        ("deaths", 16, "Bob: lynch", "Bob: attack"),
        ("alive", 17, "Bob alive", "Bob dead (attack, Night 1)"),
        ("dead", 18, "Dan dead", "Dan alive"),
        ("told", 19, "Cid told 'Ann appears'", "Cid's private messages since the previous step"),
        ("counters", 20, "Ann rodents: 2", "Ann has no 'rodents' counter"),
        ("roles", 21, "Dan: Wolf", "Dan: Citizen"),
        ("has", 22, "Dan has contaminated", "Dan's statuses: []"),
        ("winners", 23, "[Ann]", "[] (the game is not over)"),
        ("game_over", 24, "true", "false (Day 1 running)"),
    ]:
        block = f"  step 2 (Day 1) {key}, line {line}\n    expected: {expected}\n"
        block += f"    found:    {found}"
        assert block in text, f"{key} not reported:\n{text}"
    assert lines[-1] == "0 passed, 1 failed, 0 invalid"


def test_accepted_reject_is_a_failure() -> None:
    code, lines = run(FIX / "failing" / "reject_accepted.yaml")
    assert code == 1
    assert lines[:5] == [
        "FAIL an accepted reject is a failure",
        f"  file: {FIX / 'failing' / 'reject_accepted.yaml'}",
        "  step 1 (Night 1) reject, line 10",
        "    expected: 'Ann attack Bob' refused",
        "    found:    accepted",
    ]


def test_refused_do_is_a_failure_with_the_refusal_sentence() -> None:
    code, lines = run(FIX / "failing" / "do_refused.yaml")
    assert code == 1
    assert "    expected: 'Bob attack Ann' accepted" in lines
    found = [ln for ln in lines if ln.startswith("    found:")]
    assert found and "refused: Bob cannot 'attack' now" in found[0]


def test_votes_without_a_lynch_poll_says_so() -> None:
    code, lines = run(FIX / "failing" / "votes_without_poll.yaml")
    assert code == 1
    assert "    found:    there is no lynch poll in Day 0" in lines


def test_reject_that_changes_the_game_is_a_failure(monkeypatch: pytest.MonkeyPatch) -> None:
    # A refusal must change nothing: the runner compares the game's JSON before and after.
    def sloppy_submit(self: Game, name: str, action: str, *args: str) -> Refusal:
        state_of(self).players[0].counters["oops"] = 1
        return Refusal(Reason.NOT_NOW, "no")

    monkeypatch.setattr(Game, "submit", sloppy_submit)
    got = failures_of(NIGHT1 + "reject: [Ann attack Bob]\n")
    assert got == [(1, "reject", "'Ann attack Bob' refused, changing nothing",
                    "refused (no) but the game changed (players)")]


def test_reject_refused_without_a_message_is_a_failure(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Game, "submit", lambda self, n, a, *r: Refusal(Reason.NOT_NOW, ""))
    got = failures_of(NIGHT1 + "reject: [Ann attack Bob]\n")
    assert [g[1:3] for g in got] == [("reject", "'Ann attack Bob' refused with a message")]


def test_engine_error_is_a_failure_not_a_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: Engine) -> None:
        raise KeyError("boom")

    monkeypatch.setattr(Engine, "advance", broken)
    got = failures_of(HEAD + "steps:\n  - at: Day 0\n  - at: Night 1\n    expect: {dead: [Bob]}\n")
    assert got == [
        (2, "engine error", "the game runs without an internal error", "KeyError: 'boom'")
    ]


def test_told_looks_only_at_messages_since_the_previous_step() -> None:
    text = HEAD + (
        "steps:\n"
        "  - at: Night 1\n"
        "    do: [Cid investigate Ann]\n"
        "    expect: {told: {Cid: [ann APPEARS to be the wolf]}}\n"  # case-insensitive
        "  - at: Day 1\n"
        "    expect: {not_told: {Cid: [appears]}, announced: [Day 1 begins], "
        "not_announced: [Day 0 begins]}\n"
    )
    assert failures_of(text) == []
    # the same words, expected again one step later, are not there any more
    assert [f[1] for f in failures_of(text.replace("not_told", "told"))] == ["told"]


def test_not_told_and_not_announced_fail_when_the_words_appear() -> None:
    text = HEAD + (
        "steps:\n"
        "  - at: Night 1\n"
        "    do: [Cid investigate Ann]\n"
        "    expect: {not_told: {Cid: [Wolf]}, not_announced: [Night 1]}\n"
    )
    got = failures_of(text)
    assert got == [
        (1, "not_told", "Cid not told 'Wolf'", "told 'Ann appears to be the Wolf.'"),
        (1, "not_announced", "not announced 'Night 1'", "announced 'Night 1 begins.'"),
    ]


def test_offices_compare_the_whole_list_in_any_order() -> None:
    text = HEAD + (
        "steps:\n"
        "  - at: Day 1\n"
        "    do: [Ann elect Bob, Cid elect Bob]\n"
        "  - at: Night 2\n"
        "    expect: {offices: {Bob: [Mayor], Cid: []}}\n"
    )
    assert failures_of(text) == []
    assert failures_of(text.replace("Cid: []}", "Cid: [Mayor]}"))[0][1:] == (
        "offices", "Cid: [Mayor]", "Cid: []"
    )


def test_votes_count_the_mayor_twice() -> None:
    # R13: while 15 or fewer are alive, the Mayor's vote counts one more.
    text = HEAD + (
        "steps:\n"
        "  - at: Day 1\n"
        "    do: [Ann elect Bob, Cid elect Bob]\n"
        "  - at: Day 2\n"
        "    expect: {votes: {Bob: 2, Cid: 1}}\n"
    )
    got = failures_of(text.replace("Cid: 1}", "Cid: 2}"))
    assert [g[1:] for g in got if g[1] == "votes"] == [("votes", "Cid: 2", "Cid: 1")]


def _rules_with_trinket() -> Ruleset:
    """A test-only role that starts with a status and a counter (no shipped role does yet)."""
    r = Ruleset()
    kernel.install(r)
    base.install(r)
    offices.install(r)

    def setup(eng: Engine, p: Player) -> None:
        eng.add_status(p, "amulet", source=0)
        p.counters["vials"] = 2

    r.add_role(RoleDef(name="Trinket Keeper", team="town", summary="test", setup=setup))
    return r


def test_has_lacks_and_counters_read_the_player() -> None:
    r = _rules_with_trinket()
    text = (
        "name: t\nplayers: {Ann: Wolf, Bob: Trinket Keeper, Cid: Citizen}\nsteps:\n"
        "  - at: Day 0\n"
        "    expect: {has: {Bob: [amulet]}, lacks: {Cid: [amulet]}, counters: {Bob: {vials: 2}}}\n"
    )
    assert failures_of(text, r) == []
    wrong = text.replace("has: {Bob", "has: {Cid").replace("lacks: {Cid", "lacks: {Bob")
    wrong = wrong.replace("vials: 2", "vials: 1")
    assert failures_of(wrong, r) == [
        (1, "has", "Cid has amulet", "Cid's statuses: []"),
        (1, "lacks", "Bob lacks amulet", "Bob has amulet"),
        (1, "counters", "Bob vials: 1", "Bob vials: 2"),
    ]


def test_winners_include_ascended_players() -> None:
    # R34: an ascension is a win, even before the game ends.
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen")]))
    assert winners_so_far(game) == []
    game.player("Cid").ascended = True
    assert winners_so_far(game) == ["Cid"]


# ---------------------------------------------------------------------------- invalid files


@pytest.mark.parametrize(
    ("name", "line", "words"),
    [
        ("bad_yaml.yaml", 8, "not valid YAML"),
        ("unknown_expectation.yaml", 11, "unknown expectation 'corpses'"),
        ("unknown_player.yaml", 14, "'Zed' is not a player of this scenario"),
        ("phase_backwards.yaml", 9, "Night 1 comes before Night 2"),
        ("setup_refused.yaml", 3, "'Dragon' (for Bob) is not a role"),
        ("unknown_key.yaml", 5, "unknown key 'seeds'"),
    ],
)
def test_invalid_file_exits_2_naming_file_line_reason(name: str, line: int, words: str) -> None:
    path = FIX / "invalid" / name
    code, lines = run(path)
    assert code == 2
    assert lines[0].startswith(f"INVALID {path}:{line}: "), lines
    assert words in lines[0]


def test_invalid_wins_over_failed() -> None:
    code, lines = run(FIX / "failing" / "do_refused.yaml", FIX / "invalid" / "unknown_key.yaml")
    assert code == 2
    assert lines[-1] == "0 passed, 1 failed, 1 invalid"


def test_missing_path_and_empty_folder_are_invalid(tmp_path: Path) -> None:
    code, lines = run(tmp_path / "nope.yaml", tmp_path)
    assert code == 2
    assert lines[:2] == [
        f"INVALID {tmp_path / 'nope.yaml'}: no such file or folder.",
        f"INVALID {tmp_path}: no *.yaml scenario files in this folder.",
    ]


STEPS = "steps:\n  - at: Day 0\n"


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("", 1, "the file is empty"),
        ("- a\n- b\n", 1, "a scenario must be a mapping"),
        ("players: {Ann: Wolf, Bob: Citizen}\n" + STEPS, 1, "no 'name'"),
        ("name: t\n" + STEPS, 1, "no 'players'"),
        (HEAD, 1, "no 'steps'"),
        ("name:\n" + HEAD[8:] + STEPS, 1, "name is empty"),
        (HEAD + "seed: seven\n" + STEPS, 3, "seed must be a whole number, not 'seven'"),
        (HEAD + "seed: 1.5\n" + STEPS, 3, "seed must be a whole number"),
        (HEAD + "role_list: secret\n" + STEPS, 3, "role_list must be one of public"),
        (HEAD + "revealed_roles: Wolf\n" + STEPS, 3, "revealed_roles must be a list"),
        (HEAD + "revealed_roles: [Wolf]\n" + STEPS, 2, "only makes sense with a partial"),
        ("name: t\nplayers: [Ann, Bob]\n" + STEPS, 2, "players must be a mapping"),
        ("name: t\nplayers: {}\n" + STEPS, 2, "players is empty"),
        ("name: t\nplayers:\n  Ann: Wolf\n  ann: Citizen\n" + STEPS, 4, "'ann' appears twice"),
        ("name: t\nplayers:\n  Ann: Wolf\n  Nobody: Citizen\n" + STEPS, 4, "reserved word"),
        ("name: t\nplayers:\n  Ann: Wolf\n  Bob:\n" + STEPS, 4, "the role of Bob is empty"),
        ("name: t\nname: u\n", 2, "'name' appears twice"),
        (HEAD + "steps: []\n", 3, "steps is empty"),
        (HEAD + "steps:\n  - Night 1\n", 4, "step 1 must be a mapping"),
        (HEAD + "steps:\n  - do: [Ann attack Bob]\n", 4, "step 1 has no 'at'"),
        (HEAD + "steps:\n  - at: Night 0\n", 4, "'Night 0' is not a phase"),
        (HEAD + "steps:\n  - at: Evening 2\n", 4, "'Evening 2' is not a phase"),
        (HEAD + "steps:\n  - at: Day 1\n    when: now\n", 5, "unknown key 'when'"),
        (NIGHT1 + "do: Ann attack Bob\n", 5, "do must be a list"),
        (NIGHT1 + "do: [Ann]\n", 5, "'Ann' is not an action"),
        (NIGHT1 + "do: [Zed attack Bob]\n", 5, "'Zed' is not a player"),
        (NIGHT1 + "reject:\n      - Ann attack Bob\n      - Ann attack Bo\n",
         7, "'Bo' is not a player"),
        (HEAD + "steps:\n  - at: Day 1\n    expect: [dead]\n", 5, "expect must be a mapping"),
        (EXPECT + "phase: Dusk\n", 6, "'Dusk' is not a phase"),
        (EXPECT + "dead: Bob\n", 6, "dead must be a list"),
        (EXPECT + "alive: [Bob, Zed]\n", 6,
         "'Zed' is not a player"),
        (EXPECT + "deaths: {Bob: eaten}\n", 6,
         "must be one of attack, kill, lynch, true kill"),
        (EXPECT + "roles: {Bob: Dragon}\n", 6,
         "'Dragon' is not a role"),
        (EXPECT + "roles: {Bob: Mayor}\n", 6,
         "'Mayor' is an office"),
        (EXPECT + "offices: {Bob: [Wolf]}\n", 6,
         "'Wolf' is not an office"),
        (EXPECT + "offices: {Bob: Mayor}\n", 6,
         "must be a list"),
        (EXPECT + "votes: {Bob: two}\n", 6,
         "the votes of Bob must be a whole number"),
        (EXPECT + "counters: {Bob: 3}\n", 6,
         "the counters of Bob must be a mapping"),
        (EXPECT + "has: {Bob: doomed}\n", 6,
         "must be a list"),
        (EXPECT + "told: {Zed: [x]}\n", 6,
         "'Zed' is not a player"),
        (EXPECT + "announced: {Bob: x}\n", 6,
         "announced must be a list"),
        (EXPECT + "winners: [Zed]\n", 6,
         "'Zed' is not a player"),
        (EXPECT + "game_over: maybe\n", 6,
         "game_over must be true or false"),
    ],
)
def test_invalid_shapes_name_their_line(text: str, line: int, words: str) -> None:
    e = invalid(text)
    assert (e.path, e.line) == ("t.yaml", line), e.reason
    assert words in e.reason


def test_player_names_are_matched_ignoring_case_as_in_the_game() -> None:
    scn = parse_scenario(NIGHT1 + "do: [ann attack BOB]\n")
    assert scn.steps[0].do[0].actor == "Ann"
    assert scn.steps[0].do[0].words == ("attack", "Bob")


# ---------------------------------------------------------------------------- explain and main


def test_explain_prints_the_event_log_with_causes() -> None:
    code, lines = run(FIX / "valid" / "game_ends_mid_advance.yaml", explain=True)
    assert code == 0
    text = "\n".join(lines)
    assert "  event log:" in text
    assert "    -- step 1 (at Night 1)" in text
    death = next(ln for ln in lines if ln.endswith("Bob has died.") or "Bob has died." in ln)
    assert "(because of #" in death
    # the death is followed by its chain of causes, each citing its rule
    after = lines[lines.index(death) + 1]
    assert after.strip().startswith("because #") and "[R9" in after
    assert "  outcome: the game ended in Day 1 (the Werewolves win); winners: Ann" in lines


def test_main_runs_paths_and_returns_the_exit_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(FIX / "valid")]) == 0
    assert main([str(FIX / "failing" / "do_refused.yaml")]) == 1
    assert main([str(FIX / "invalid" / "bad_yaml.yaml")]) == 2
    out = capsys.readouterr().out
    assert "PASS the town finds and lynches its wolf" in out
    assert "FAIL a refused do is a failure" in out


def test_no_paths_is_an_error_without_traceback() -> None:
    lines: list[Any] = []
    assert run_paths([], echo=lines.append) == 2
    assert lines == ["No scenario files given: name files or folders."]
