"""The Psychopath (role book 2023: unaligned/investigative/psychopath), one test per sentence of
its card, each named by the sentence's id in shared/spec/rolebook-sentences.md. Rulings:
RM334–RM336."""

from __future__ import annotations

import math

from role_game_steps import _do, _game, _refused

from werewolves.engine.appearance import BOTH, STRONG, WEAK
from werewolves.game import Game
from werewolves.roles.psychopath import PsychopathState
from werewolves.testing import engine_of

PLAYERS = [
    ("Psy", "Psychopath"),
    ("Wes", "Wolf"),
    ("Kay", "Wolf"),
    ("Cal", "Citizen"),
    ("Dee", "Citizen"),
    ("Eve", "Citizen"),
    ("Fin", "Citizen"),
]


def _list(g: Game) -> list[str]:
    return engine_of(g).ext(PsychopathState).lists["Psy"]


def test_psychopath_b1_a_third_of_the_players_rounded_up_never_itself() -> None:
    for seed in range(5):
        g = _game(PLAYERS, seed)
        names = _list(g)
        assert len(names) == math.ceil(7 / 3) and "Psy" not in names
        assert len(set(names)) == len(names)
        assert any("Your list:" in m for m in g.private_messages("Psy"))


def test_psychopath_4_every_team_of_two_or_more_is_on_the_list() -> None:
    for seed in range(8):
        g = _game(PLAYERS, seed)
        names = set(_list(g))
        assert names & {"Wes", "Kay"} and names & {"Cal", "Dee", "Eve", "Fin"}


def _kill_list(g: Game) -> None:
    eng = engine_of(g)
    for n in _list(g):
        eng.kill(g.player(n), "true kill", causes=[], rule="test")
    eng.check_win([])


def test_psychopath_b2_psychopath_1_psychopath_2_list_dead_it_ascends_play_goes_on() -> (
    None
):
    # a seed whose list leaves a wolf alive: the game goes on
    g = next(
        g for seed in range(20) if not ({"Wes", "Kay"} <= set(_list(g := _game(PLAYERS, seed))))
    )
    _kill_list(g)
    assert g.player("Psy").ascended
    assert g.outcome is None


def test_psychopath_3_a_dead_psychopath_never_wins() -> None:
    g = _game(PLAYERS, 3)
    engine_of(g).kill(g.player("Psy"), "true kill", causes=[], rule="test")
    _kill_list(g)
    assert not g.player("Psy").ascended


def test_psychopath_5_psychopath_6_a_strong_disguise_as_any_role_at_once() -> None:
    g = _game(PLAYERS)
    _do(g, "Psy mask Fortune Teller")
    eng = engine_of(g)
    assert eng.appearance(g.player("Psy"), STRONG)[0] == "Fortune Teller"
    assert eng.appearance(g.player("Psy"), WEAK)[0] == "Psychopath"


def test_psychopath_7_one_change_a_phase_plus_one_emergency() -> None:
    g = _game(PLAYERS)
    _do(g, "Psy mask Citizen")
    _do(g, "Psy mask Wolf")  # the emergency change
    _refused(g, "Psy mask Fortune Teller")
    g.advance()
    _do(g, "Psy mask Fortune Teller")  # a new phase
    _refused(g, "Psy mask Citizen")  # the emergency is spent


def test_psychopath_8_a_change_of_role_takes_the_disguise_away() -> None:
    g = _game(PLAYERS)
    _do(g, "Psy mask Citizen")
    eng = engine_of(g)
    eng.change_role(g.player("Psy"), "Citizen", causes=[], rule="test")
    assert not [s for s in g.player("Psy").statuses if s.name == "disguise"]


def test_psychopath_9_investigate_or_disguise_each_day_not_both() -> None:
    g = _game(PLAYERS)
    _do(g, "Psy probe Wes")
    _refused(g, "Psy veil Cal Wolf")
    _refused(g, "Psy probe Cal")
    g.advance()
    _refused(g, "Psy probe Cal")  # by day only
    g.advance()
    _do(g, "Psy veil Cal Wolf")
    _refused(g, "Psy probe Cal")


def test_psychopath_10_its_investigation_is_fooled_by_disguises() -> None:
    g = _game([*PLAYERS[:1], ("Wes", "Sneaking Wolf"), *PLAYERS[2:]])
    assert _do(g, "Psy probe Wes").told[-1] == "Wes appears to be the Citizen."


def test_psychopath_11_a_weak_disguise_for_this_phase_and_the_next() -> None:
    g = _game(PLAYERS)
    _do(g, "Psy veil Cal Wolf")
    eng = engine_of(g)
    assert eng.appearance(g.player("Cal"), BOTH)[0] == "Wolf"
    assert eng.appearance(g.player("Cal"), STRONG)[0] == "Citizen"
    g.advance()  # Night 1: still worn
    assert eng.appearance(g.player("Cal"), BOTH)[0] == "Wolf"
    g.advance()  # Day 1: gone
    assert eng.appearance(g.player("Cal"), BOTH)[0] == "Citizen"
