"""Issue 39's done-when: a role written from scratch in a file plays through the terminal,
`simulate` and a scenario (the browser game: tests/server/test_web_role_files.py). The role is
written here, for this test only: no role of the book and none of examples/roles."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from werewolves.cli import app
from werewolves.roledata.load import check_text, load_texts
from werewolves.sim.setups import make_setup

HEARTH = """\
# A protector written for this test: a warm hearth keeps one guest safe each night.
name: Hearth Keeper
team: town
category: Protective
book_group: Townsfolk Protective
summary: Each night, shelter one other player from attacks by your hearth.
abilities:
  - verb: warm
    phase: night
    timing: end
    targets: {count: 1, self: no}
    effect:
      Protect:
        by: Hearth Keeper
        tell: "{players} sleeps by your hearth tonight."
    target_told: "You slept by a warm hearth tonight."
    aim: guard
"""
ROLES = "Hearth Keeper, Wolf, 3xCitizen"
runner = CliRunner()


def _file(tmp_path: Path) -> Path:
    path = tmp_path / "hearth.yaml"
    path.write_text(HEARTH, encoding="utf-8")
    return path


def test_issue_39_done_when_the_role_from_scratch_checks_clean() -> None:
    assert check_text(HEARTH) == []


def test_issue_39_done_when_a_person_plays_the_role_from_scratch_in_the_terminal(
    tmp_path: Path,
) -> None:
    path = _file(tmp_path)
    rules = load_texts([(str(path), HEARTH)])
    seats = dict(make_setup(5, 7, roles_text=ROLES, rules=rules).players)
    keeper = next(n for n, r in seats.items() if r == "Hearth Keeper")
    guest = next(n for n, r in seats.items() if r == "Citizen")
    # Day 0: Enter; Night 1: the role's own action from its menu, then done; then leave
    script = f"\nwarm {guest}\ndone\nquit\n"
    result = runner.invoke(app, ["play", "-n", "5", "--seed", "7", "--roles", ROLES,
                                 "--role-file", str(path), "--seat", keeper, "--bots", "random"],
                           input=script)
    out = result.output
    assert "Traceback" not in out
    assert f"You are {keeper}, the Hearth Keeper." in out, out
    assert "warm    protect a player from attacks until this phase ends" in out, out
    assert f"{keeper} chose to warm {guest}" in out, out
    assert f"{guest} sleeps by your hearth tonight." in out, out


def test_issue_39_done_when_simulate_plays_the_role_from_scratch(tmp_path: Path) -> None:
    path = _file(tmp_path)
    out_json = tmp_path / "sim.json"
    result = runner.invoke(app, ["simulate", "--roles", ROLES, "-n", "5", "-g", "6", "--seed",
                                 "2", "--json", str(out_json), "--role-file", str(path)])
    assert result.exit_code == 0, result.output
    data = json.loads(out_json.read_text(encoding="utf-8"))
    assert data["games"] == 6 and data["refused_moves"] == 0
    assert "Hearth Keeper" in json.dumps(data["roles"])


def test_issue_39_done_when_a_scenario_plays_the_role_from_scratch(tmp_path: Path) -> None:
    (tmp_path / "roles").mkdir()
    (tmp_path / "roles" / "hearth.yaml").write_text(HEARTH, encoding="utf-8")
    scenario = tmp_path / "hearth_scenario.yaml"
    scenario.write_text(
        "name: the Hearth Keeper's hearth keeps Bob from the wolf\n"
        "seed: 1\n"
        "role_files: [roles/hearth.yaml]\n"
        "players: {Ann: Hearth Keeper, Bob: Citizen, Cid: Citizen, Dan: Wolf, Eve: Citizen}\n"
        "steps:\n"
        "  - at: Night 1\n"
        "    do: [Ann warm Bob, Dan attack Bob]\n"
        "  - at: Day 1\n"
        "    expect:\n"
        "      alive: [Ann, Bob, Cid, Dan, Eve]\n"
        "      told: {Ann: [\"Bob sleeps by your hearth tonight.\"],\n"
        "             Bob: [\"You slept by a warm hearth tonight.\"]}\n",
        encoding="utf-8",
    )
    result = runner.invoke(app, ["scenario", "run", str(scenario)])
    assert result.exit_code == 0 and "1 passed" in result.output, result.output
