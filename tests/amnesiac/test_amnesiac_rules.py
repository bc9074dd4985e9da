"""The Amnesiac (role book 2023: townsfolk/miscellaneous/amnesiac), one test per sentence of its
card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R6 (seeded draws), R36 (the one role change), RM185, RM186.
"""

from __future__ import annotations

import pytest
from role_game_steps import _do, _refused

from werewolves.game import Game, Setup, SetupError
from werewolves.roles.amnesiac import AmnesiacState, townsfolk_roles
from werewolves.roles.base import in_pack, take_up_role
from werewolves.testing import engine_of

PLAYERS = [("Amy", "Amnesiac"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen")]


def _game(remembers: str | None = "Fortune Teller", seed: int = 0,
          players: list[tuple[str, str]] = PLAYERS) -> Game:
    options = {"amnesiac": {"Amy": remembers}} if remembers else {}
    return Game.new(Setup(players, options=options), seed=seed)


def _to(g: Game, phase: str) -> None:
    while g.phase != phase:
        g.advance()


def _role(g: Game, name: str = "Amy") -> str:
    return engine_of(g).player(name).role


def test_amnesiac_1_a_plain_citizen_until_the_end_of_day_1() -> None:
    g = _game()
    _to(g, "Night 1")
    assert _role(g) == "Amnesiac"
    # no power of the remembered role yet: the verb is not theirs
    _refused(g, "Amy investigate Wes")
    _to(g, "Day 1")
    assert _role(g) == "Amnesiac"
    assert not engine_of(g).role_of(engine_of(g).player("Amy")).abilities


def test_amnesiac_2_at_the_end_of_day_1_they_become_the_role() -> None:
    g = _game()
    _to(g, "Day 1")
    _do(g, "Cal vote Dee")
    g.advance()  # the end of Day 1
    assert g.phase == "Night 2" and _role(g) == "Fortune Teller"
    assert g.private_messages("Amy")[-1] == "You remember now: you are the Fortune Teller."
    change = next(e for e in g.events if e.kind == "role_changed")
    assert change.rule == "amnesiac.2" and change.phase == 2  # Day 1's end, not Night 2's start


def test_amnesiac_2_a_dead_amnesiac_or_one_whose_role_changed_remembers_nothing() -> None:
    g = _game()
    _to(g, "Day 1")
    for voter in ("Cal", "Dee", "Eve", "Wes"):
        _do(g, f"{voter} vote Amy")
    g.advance()
    assert not engine_of(g).player("Amy").alive and _role(g) == "Amnesiac"
    g = _game()
    _to(g, "Day 1")
    engine_of(g).change_role(engine_of(g).player("Amy"), "Citizen", causes=[], rule="test")
    g.advance()
    assert _role(g) == "Citizen"


def test_amnesiac_3_told_three_townsfolk_roles_one_of_them_theirs() -> None:
    g = _game(None, seed=5)
    state = engine_of(g).ext(AmnesiacState)
    told, role = state.told["Amy"], state.role["Amy"]
    pool = townsfolk_roles(engine_of(g).rules)
    assert len(told) == 3 == len(set(told)) and role in told and set(told) <= set(pool)
    assert "Amnesiac" not in pool and "Citizen" not in pool and "Wolf" not in pool
    assert all(engine_of(g).rules.roles[r].team == "town" for r in pool)
    mine = g.private_messages("Amy")[-1]
    assert all(r in mine for r in told)
    # nobody else is told
    assert not any(role in m for p in ("Wes", "Cal") for m in g.private_messages(p))
    _to(g, "Night 2")
    assert _role(g) == role
    # R6: the same seed draws the same
    again = engine_of(_game(None, seed=5)).ext(AmnesiacState)
    assert again.told == state.told and again.role == state.role


def test_amnesiac_3_a_host_may_name_only_a_townsfolk_role() -> None:
    with pytest.raises(SetupError, match="only remember a townsfolk role"):
        _game("Wolf")
    with pytest.raises(SetupError, match="not dealt the Amnesiac"):
        Game.new(Setup(PLAYERS, options={"amnesiac": {"Cal": "Runner"}}), seed=0)
    assert "Runner" in engine_of(_game("runner")).ext(AmnesiacState).told["Amy"]


def test_amnesiac_4_a_power_whose_time_passed_is_used_in_the_next_phase() -> None:
    """RM186: a nightly power from Night 1 on is the Amnesiac's from Night 2, the next night."""
    g = _game("Fortune Teller")
    _to(g, "Day 1")
    g.advance()
    _do(g, "Amy investigate Wes")
    assert g.private_messages("Amy")[-1] == "Wes appears to be the Wolf."


def test_amnesiac_5_the_roles_starting_ability_comes_right_after_the_change() -> None:
    g = _game("Runner")
    _to(g, "Day 1")
    g.advance()
    amy = engine_of(g).player("Amy")
    assert _role(g) == "Runner" and amy.counters.get("escapes") == 1
    _do(g, "Wes attack Amy")
    g.advance()
    assert amy.alive  # the Runner's one escape, dealt at the change


def test_amnesiac_5_a_roles_groups_are_joined_right_after_the_change() -> None:
    """The one helper (base.take_up_role): a role taken up joins its groups and every member
    is told the members, as at the deal."""
    g = _game()
    eng = engine_of(g)
    amy = eng.player("Amy")
    take_up_role(eng, amy, "Wolf", causes=[], rule="test")
    assert in_pack(eng, amy)
    assert "The members of the wolfpack are: Wes, Kay, Amy." in g.private_messages("Kay")
