"""The Fortune Apprentice (role book 2023: townsfolk/miscellaneous/fortune apprentice), one test
per sentence of its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R36 (the one role change), RM183.
"""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game

from werewolves.game import Game
from werewolves.roles.fortune_apprentice import town_investigative
from werewolves.testing import engine_of

PLAYERS = [("App", "Fortune Apprentice"), ("Fay", "Fortune Teller"), ("Wes", "Wolf"),
           ("Kay", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"),
           ("Gus", "Citizen")]


def _night(players: list[tuple[str, str]] = PLAYERS) -> Game:
    g = _game(players)
    g.advance()
    return g


def _role(g: Game, name: str) -> str:
    return engine_of(g).player(name).role


def test_fortune_apprentice_b1_takes_the_place_of_the_investigator_the_pack_killed() -> None:
    g = _night()
    _do(g, "Wes attack Fay")
    g.advance()  # Day 1 starts: Fay died last night
    assert g.phase == "Day 1" and _role(g, "App") == "Fortune Teller"
    assert "you are now the Fortune Teller" in g.private_messages("App")[-1]
    _do(g, "Cal vote Dee")
    g.advance()  # Night 2: the Apprentice investigates as a Fortune Teller
    _do(g, "App investigate Wes")
    assert g.private_messages("App")[-1] == "Wes appears to be the Wolf."


def test_fortune_apprentice_1_at_the_start_of_the_day_after_a_lynch() -> None:
    g = _night()
    g.advance()  # Day 1: the Fortune Teller is lynched
    for voter in ("Cal", "Dee", "Eve", "Wes"):
        _do(g, f"{voter} vote Fay")
    g.advance()  # Night 2: not yet
    assert not engine_of(g).player("Fay").alive and _role(g, "App") == "Fortune Apprentice"
    g.advance()  # Day 2 starts: now
    assert _role(g, "App") == "Fortune Teller"


def test_fortune_apprentice_1_a_lost_role_counts_as_a_death() -> None:
    g = _night()
    eng = engine_of(g)
    eng.change_role(eng.player("Fay"), "Citizen", causes=[], rule="test")
    g.advance()
    assert _role(g, "App") == "Fortune Teller" and _role(g, "Fay") == "Citizen"


def test_fortune_apprentice_1_only_the_first_investigator_to_fall() -> None:
    """RM183: the first town investigator to fall in the game, once: a later one's death
    changes nothing."""
    g = _night([*PLAYERS, ("Aur", "Aura Teller")])
    _do(g, "Wes attack Aur")
    g.advance()
    assert _role(g, "App") == "Aura Teller"
    for voter in ("Cal", "Dee", "Eve", "Wes"):
        _do(g, f"{voter} vote Fay")
    g.advance()
    g.advance()  # Day 2: the Fortune Teller's lynch gives nothing
    assert _role(g, "App") == "Aura Teller"


@pytest.mark.parametrize("role", ["Citizen", "Warlock", "Assassin"])
def test_fortune_apprentice_1_only_a_town_investigative_role_counts(role: str) -> None:
    g = _night([*PLAYERS, ("Oth", role)])
    assert not town_investigative(engine_of(g), role)
    assert town_investigative(engine_of(g), "Fortune Teller")
    assert town_investigative(engine_of(g), "Aura Teller")
    _do(g, "Wes attack Oth")
    g.advance()
    assert not engine_of(g).player("Oth").alive and _role(g, "App") == "Fortune Apprentice"


def test_fortune_apprentice_2_learns_neither_who_nor_what_they_found() -> None:
    g = _night()
    _do(g, "Fay investigate Wes")
    _do(g, "Wes attack Fay")
    g.advance()
    told = g.private_messages("App")
    assert _role(g, "App") == "Fortune Teller"
    assert not any("Fay" in m or "Wes" in m for m in told)
    assert not any(e.msg == "ft.result" and "App" in e.to for e in g.events)


def test_fortune_apprentice_3_an_apprentice_whose_role_changed_takes_nothing() -> None:
    g = _night()
    eng = engine_of(g)
    eng.change_role(eng.player("App"), "Citizen", causes=[], rule="test")
    _do(g, "Wes attack Fay")
    g.advance()
    assert _role(g, "App") == "Citizen"


def test_fortune_apprentice_1_every_living_apprentice_and_no_dead_one() -> None:
    """RM183: with several Apprentices, each one still holding the role takes the place."""
    players = [*PLAYERS, ("Ap2", "Fortune Apprentice"), ("Ap3", "Fortune Apprentice")]
    g = _night(players)
    _do(g, "Wes attack Fay")
    engine_of(g).kill(engine_of(g).player("Ap3"), "kill", causes=[], rule="test")
    g.advance()
    assert _role(g, "App") == "Fortune Teller" and _role(g, "Ap2") == "Fortune Teller"
    assert _role(g, "Ap3") == "Fortune Apprentice"


def test_fortune_apprentice_1_two_falling_the_same_night_the_first_counts() -> None:
    g = _night([*PLAYERS, ("Aur", "Aura Teller")])
    eng = engine_of(g)
    eng.kill(eng.player("Aur"), "kill", causes=[], rule="test")
    eng.kill(eng.player("Fay"), "kill", causes=[], rule="test")
    g.advance()
    assert _role(g, "App") == "Aura Teller"
