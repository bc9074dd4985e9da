"""The Innkeeper (role book 2023: townsfolk/power/innkeeper), one test per sentence of its card,
each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), R17 (blocks), S0.22 (obstructions).
"""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game, _refused

from werewolves.game import Game, role_book
from werewolves.testing import state_of

PLAYERS = [("Inn", "Innkeeper"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen")]


def _night(players: list[tuple[str, str]] = PLAYERS, seed: int = 0) -> Game:
    g = _game(players, seed)
    g.advance()  # Night 1
    return g


def test_innkeeper_b1_innkeeper_1_one_role_each_night_never_by_day() -> None:
    g = _game(PLAYERS)
    _refused(g, "Inn census Wolf")  # Day 0: a night ability
    g.advance()
    assert _do(g, "Inn census Wolf").told[-1] == "Living players with the role Wolf: 2."
    _refused(g, "Inn census Citizen")  # R7: once a night
    g.advance()
    _refused(g, "Inn census Citizen")  # Day 1
    g.advance()
    assert _do(g, "Inn census citizen").told[-1] == "Living players with the role Citizen: 3."


def test_innkeeper_2_only_living_players_count() -> None:
    g = _night()
    _do(g, "Wes attack Cal")
    _do(g, "Kay attack Cal")
    g.advance()  # Day 1: Cal is dead
    g.advance()
    assert _do(g, "Inn census Citizen").told[-1] == "Living players with the role Citizen: 2."


def test_innkeeper_3_the_count_is_told_at_once_and_visits_nobody() -> None:
    g = _night()
    res = _do(g, "Inn census Innkeeper")
    assert res.told[-1] == "Living players with the role Innkeeper: 1."  # herself included
    assert not state_of(g).visits


def test_innkeeper_4_any_role_in_the_game_or_not() -> None:
    g = _night()
    assert _do(g, "Inn census Fortune Teller").told[-1] == (
        "No living player has the role Fortune Teller."
    )
    (la,) = [a for a in g.legal_actions("Inn") if a.verb == "census"] or [None]
    assert la is None  # used tonight
    g = _night()
    (la,) = [a for a in g.legal_actions("Inn") if a.verb == "census"]
    assert "Hooker" in la.options and "Horseman of War" in la.options
    assert "Mayor" not in la.options  # an office is no role a player holds
    res = _refused(g, "Inn census Nobody Knows")
    assert "Nobody Knows" in res.message


def test_innkeeper_5_a_strong_disguise_counts_as_the_role_it_shows() -> None:
    # the Sneaking Wolf's strong Citizen disguise: counted as a Citizen, not as itself
    g = _night([("Inn", "Innkeeper"), ("Sam", "Sneaking Wolf"), ("Wes", "Wolf"),
                ("Cal", "Citizen"), ("Dee", "Citizen")])
    assert _do(g, "Inn census Citizen").told[-1] == "Living players with the role Citizen: 3."
    g = _night([("Inn", "Innkeeper"), ("Sam", "Sneaking Wolf"), ("Wes", "Wolf"),
                ("Cal", "Citizen"), ("Dee", "Citizen")])
    assert _do(g, "Inn census Sneaking Wolf").told[-1] == (
        "No living player has the role Sneaking Wolf."
    )


def test_innkeeper_5_a_weak_disguise_does_not() -> None:
    # the Tanner's weak disguise (tanner.1) changes nothing for the Innkeeper
    g = _game([("Inn", "Innkeeper"), ("Tan", "Tanner"), ("Wes", "Wolf"), ("Cal", "Citizen"),
               ("Dee", "Citizen"), ("Eve", "Citizen")])
    _do(g, "Tan tan Cal Wolf")
    g.advance()
    assert _do(g, "Inn census Wolf").told[-1] == "Living players with the role Wolf: 1."


@pytest.mark.parametrize("seed", range(6))
def test_innkeeper_5_obstructions_do_not_affect_it(seed: int) -> None:
    g = _night([("Flo", "Flute Player"), ("Inn", "Innkeeper"), ("Wes", "Wolf"),
                ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen")], seed)
    _do(g, "Flo enchant Inn")
    assert _do(g, "Inn census Wolf").told[-1] == "Living players with the role Wolf: 1."


def test_innkeeper_b1_a_blocked_count_fails() -> None:
    # R17: blocked by a Pestilence doom, the count fails like any other failure
    g = _night([("Inn", "Innkeeper"), ("Pes", "Horseman of Pestilence"), ("Wes", "Wolf"),
                ("Cal", "Citizen"), ("Dee", "Citizen")])
    _do(g, "Pes doom Inn")
    assert _do(g, "Inn census Wolf").told[-1] == "Your count failed: you learned nothing."


def test_innkeeper_declares_what_the_edges_read() -> None:
    (card,) = [c for c in role_book() if c.name == "Innkeeper"]
    (ability,) = card.abilities
    assert ability.verb == "census" and ability.declaration.learns.value == "a count of a role"
    assert not ability.declaration.hostile and card.mix is None
    assert card.group == "Townsfolk Power"
