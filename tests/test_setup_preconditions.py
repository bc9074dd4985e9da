"""Issue 33 item 5: a setup that cannot be a game is refused before the game starts, by one
precondition a family declares on the ``validate_setup`` hook (never a list of role names at the
edges), and every edge says the same sentence: ``Game.new``, the command line, the service and a
scenario file all reach it through ``kernel.validate``. No setup refusal quotes a Python value.

Ids: R34 (teams; unaligned players never stop a team's win), rule-alignments-unaligned.9 and
ruling RM420 (an unaligned player who holds a team's win), S0.40 (the Plague Doctor), dog.b1,
hag.b1, mad-scientist.5, baker.b1 / butcher.3 / cult-leader.3 (the group checks already on it).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from werewolves.cli import app as cli_app
from werewolves.engine.kernel import refuse_one_side
from werewolves.game import Game, Setup, SetupError, default_rules
from werewolves.roles.mad_scientist import refuse_subjectless
from werewolves.scenario.runner import run_paths
from werewolves.server.app import create_app
from werewolves.storage import Store

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]
ONE_TEAM = "would be over before it starts"


def _setup(*roles: str, **kw: Any) -> Setup:
    return Setup(list(zip(NAMES, roles, strict=False)), **kw)


def _refusal(setup: Setup) -> str:
    with pytest.raises(SetupError) as refused:
        Game.new(setup, seed=1)
    return str(refused.value)


# ---------------------------------------------------------------------------- one side only


@pytest.mark.parametrize(
    ("roles", "team"),
    [
        (["Wolf"] * 8, "Werewolves"),  # the 8xWolf
        (["Citizen"] * 5, "Townsfolk"),
        # R34: an unaligned player never stops a team's win, so an Angel is no side
        (["Wolf", "Wolf", "Angel"], "Werewolves"),
        # dog.b1: an undecided Dog can still become a townsperson: no side against the town
        (["Citizen", "Citizen", "Dog"], "Townsfolk"),
        (["Firebug", "Firebug"], "Pyros"),
    ],
)
def test_r34_a_setup_of_one_team_is_refused_before_the_game_starts(
    roles: list[str], team: str
) -> None:
    said = _refusal(_setup(*roles))
    assert ONE_TEAM in said and f"plays for the {team} or is unaligned" in said
    assert "A game needs two sides that can win against each other." in said
    if team == "Townsfolk":
        assert "nobody plays against the Townsfolk" in said
        assert "Add a player of another team, one of the Werewolves for example." in said
    else:
        assert f"the {team} already win" in said
        assert f"Remove one of the {team}, or add more of the Townsfolk." in said


def test_r34_a_setup_of_unaligned_players_only_is_refused() -> None:
    said = _refusal(_setup("Angel", "Hag", "Chef"))
    assert said.startswith("Everyone in this setup is unaligned") and ONE_TEAM in said


@pytest.mark.parametrize(
    "roles",
    [
        # rule-alignments-unaligned.9 (ruling RM420) / hag.b1: a hag holds every team's win
        ["Citizen", "Citizen", "Citizen", "Hag"],
        ["Wolf", "Wolf", "Vicious Hag"],
        # S0.40: the plague team cannot win while a Plague Doctor lives
        ["Plague Bearer", "Plague Bearer", "Plague Doctor"],
        # dog.b1: an undecided Dog holds the win of every team none of its roles plays for
        ["Firebug", "Firebug", "Dog"],
        # two teams, the plainest game
        ["Wolf", "Citizen"],
    ],
)
def test_r34_one_team_and_an_unaligned_player_who_holds_its_win_is_a_game(
    roles: list[str],
) -> None:
    g = Game.new(_setup(*roles), seed=1)
    assert g.outcome is None  # R5: the first win check finds nobody winning


def test_r34_the_precondition_is_declared_on_the_setup_hook_by_the_base_game() -> None:
    rules = default_rules()
    checks = rules.hooks["validate_setup"]
    assert refuse_one_side in checks and refuse_subjectless in checks
    # the group rules (Baker, Butcher) and the cult's are on the same hook
    names = {f"{fn.__module__.rsplit('.', 1)[-1]}.{fn.__name__}" for fn in checks}
    assert {"groups.refuse_group_setups", "cult.refuse_leaderless_cult"} <= names
    # the one-side rule asks the families at ``stands_against``, naming no role itself
    assert len(rules.hooks["stands_against"]) == 3


def test_r34_every_problem_is_said_at_once_with_the_group_rules() -> None:
    # baker.b1 (a lone Baker) and R34 (only townsfolk) are both said, one a line
    said = _refusal(_setup("Baker", "Citizen", "Citizen"))
    lines = said.split("\n")
    assert any(ONE_TEAM in line for line in lines)
    assert any("bakers group needs at least 2" in line for line in lines)


def test_r34_a_seat_of_an_unknown_role_is_not_counted_as_one_team() -> None:
    # the Wizard's own refusal is the one to read; R34 cannot count the sides without it
    with pytest.raises(SetupError) as refused:
        Game.new(_setup("Wolf", "Wolf", "Wizard"), seed=1)
    assert [key for key, _ in refused.value.problems] == ["setup.unknown_role"]
    # a seat refused for its name still counts its role
    with pytest.raises(SetupError) as refused:
        Game.new(Setup([("Ann", "Wolf"), ("b b", "Wolf")]), seed=1)
    assert [key for key, _ in refused.value.problems] == ["setup.bad_name", None]
    assert ONE_TEAM in refused.value.problems[1][1]


# ---------------------------------------------------------------------------- Mad Scientist


@pytest.mark.parametrize(
    ("roles", "words"),
    [
        # mad-scientist.5: the Wolves are one team; the Angel is unaligned and never a subject
        (["Mad Scientist", "Wolf", "Wolf", "Angel"], "plays for the Werewolves or is unaligned"),
        (["Mad Scientist", "Citizen", "Citizen", "Hag"], "plays for the Townsfolk or is unaligned"),
    ],
)
def test_mad_scientist_5_a_scientist_without_two_subjects_of_two_teams_is_refused(
    roles: list[str], words: str
) -> None:
    said = _refusal(_setup(*roles))
    assert "A Mad Scientist needs two test subjects from two different teams" in said
    assert f"besides the Mad Scientist, everyone in this setup {words}" in said
    # a Citizen for the second team is enough
    assert Game.new(_setup("Mad Scientist", "Wolf", "Wolf", "Citizen"), seed=1).outcome is None


# ---------------------------------------------------------------------------- every edge


def test_r34_the_command_line_says_the_same_sentence() -> None:
    expected = _refusal(_setup(*["Wolf"] * 8))
    result = CliRunner().invoke(
        cli_app, ["play", "--watch", "--players", "8", "--roles", "8xWolf", "--seed", "1"]
    )
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert " ".join(expected.split()) in " ".join(result.output.split())


def test_r34_the_service_refuses_it_with_the_sentence_and_stores_nothing() -> None:
    expected = _refusal(_setup(*["Wolf"] * 3))
    store = Store("sqlite://")
    with TestClient(create_app(store, background=False)) as client:
        r = client.post(
            "/api/games",
            json={"setup": {"players": [[n, "Wolf"] for n in NAMES[:3]]}},
        )
        assert r.status_code == 422, r.text
        err = r.json()["error"]
        assert err["code"] == "bad_setup" and err["message"] == expected
        assert [p["field"] for p in err["problems"]] == ["setup.roles"]
        assert store.game_ids() == []


def test_r34_a_scenario_file_with_one_team_is_invalid_with_the_sentence(tmp_path: Path) -> None:
    path = tmp_path / "one_team.yaml"
    path.write_text(
        'name: "one team"\nplayers:\n  Ann: Wolf\n  Bob: Wolf\nsteps:\n  - at: Day 0\n'
        "    expect:\n      alive: [Ann, Bob]\n",
        encoding="utf-8",
    )
    lines: list[str] = []
    assert run_paths([str(path)], echo=lines.append) == 2
    assert lines[0].startswith(f"INVALID {path}:") and ONE_TEAM in lines[0]


# ---------------------------------------------------------------------------- no Python values

# what Python writes and a host does not read: None/True/False, brackets and braces, a quoted
# item inside parentheses (a tuple), an object's default repr
PYTHON = re.compile(r"\b(None|True|False)\b|[\[\]{}]|\(\s*['\"]|['\"]\s*\)|<\w[^>]* at 0x")
OK = ("Ann", "Wolf")


@pytest.mark.parametrize(
    "setup",
    [
        # the nine the shared fuzz harness flags, and their cousins
        Setup([OK, ("Bob", "Citizen"), (None, "Citizen")]),
        Setup([OK, ("Bob", None)]),
        Setup([OK, ("Bob", "Citizen")], role_list=None),  # type: ignore[arg-type]
        Setup([OK, ("Bob", "Citizen")], role_list=["public"]),  # type: ignore[arg-type]
        Setup([OK, ("Bob", "Citizen")], "partial", [None]),  # type: ignore[list-item]
        Setup([OK, ("Bob", "Citizen")], known_roles=[None]),  # type: ignore[list-item]
        Setup([OK, ("Bob", "Citizen")], options=None),  # type: ignore[arg-type]
        Setup(None),  # type: ignore[arg-type]
        Setup([OK, ("Bob", "Citizen"), ("Eve", "Citizen", "x")]),  # type: ignore[list-item]
        Setup([OK, ("Bob", "Citizen"), "Eve"]),  # type: ignore[list-item]
        Setup([OK, ("Bob", "Citizen"), (True, "Citizen")]),
        Setup([OK, ("Bob", ["Citizen"])]),  # type: ignore[list-item]
        Setup([OK, ("Bob", {"role": "Citizen"})]),  # type: ignore[list-item]
        Setup([OK, ("Bob", "Citizen")], revealed_roles="Wolf"),  # type: ignore[arg-type]
        Setup([OK, ("Bob", "Citizen")], options={1: 2, "draw_after": [3]}),  # type: ignore[dict-item]
        Setup([OK, ("Bob", "Citizen")], options={"draw_after": None}),
        Setup([OK, ("Bob", "Horseman")], options={"horsemen": {"Bob": None}}),
        Setup([OK, ("Bob", "Horseman")], options={"horsemen": {"Bob": ["x"]}}),
        Setup([OK, ("Bob", "Horseman")], options={"horsemen": {None: "Horseman of War"}}),
        [OK, ("Bob", "Citizen")],
    ],
)
def test_no_setup_refusal_quotes_a_python_value(setup: Any) -> None:
    with pytest.raises(SetupError) as refused:
        Game.new(setup, seed=1)
    for _key, said in refused.value.problems:
        assert not PYTHON.search(said), said


@pytest.mark.parametrize("seed", [None, "abc", 1.5, True, [1], -1])
def test_no_seed_refusal_quotes_a_python_value(seed: Any) -> None:
    with pytest.raises(SetupError) as refused:
        Game.new(Setup([OK, ("Bob", "Citizen")]), seed=seed)
    assert not PYTHON.search(str(refused.value)), str(refused.value)
