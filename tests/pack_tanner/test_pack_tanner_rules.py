"""The Pack Tanner (role book 2023: limited/pack tanner), one test per sentence of its card,
each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (the checks on an action), R15 (visits); ruling RM383 (docs/rulings-made.md).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

PLAYERS = [("Pat", "Pack Tanner"), ("Wes", "Wolf"), ("Fay", "Fortune Teller"),
           ("Aur", "Aura Teller"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Gus", "Citizen"),
           ("Hal", "Citizen")]


def _seen(g: Game, who: str) -> str:
    return _do(g, f"Fay investigate {who}").told[-1]


def test_pack_tanner_b1_one_player_a_day_as_any_role() -> None:
    g = _game(PLAYERS)
    assert "is not" in _refused(g, "Pat dress Dee Wizard").message
    _do(g, "Pat dress Wes Fortune Teller")
    assert "already used" in _refused(g, "Pat dress Dee Wolf").message
    g.advance()
    assert _seen(g, "Wes") == "Wes appears to be the Fortune Teller."
    assert _refused(g, "Pat dress Eve Citizen").message  # not at night


def test_pack_tanner_1_a_weak_disguise_for_the_night_after() -> None:
    g = _game(PLAYERS)
    _do(g, "Pat dress Wes Citizen")
    g.advance()
    # the Fortune Teller reads weak disguises: a Citizen; the Aura Teller reads strong only
    assert _seen(g, "Wes") == "Wes appears to be the Citizen."
    assert _do(g, "Aur inspect Wes").told[-1] == "Wes shows up as a threat."


def test_pack_tanner_2_themself_but_not_the_same_player_two_days_running() -> None:
    g = _game(PLAYERS)
    _do(g, "Pat dress Pat Citizen")
    g.advance()
    assert _seen(g, "Pat") == "Pat appears to be the Citizen."
    g.advance()  # Day 1
    assert "yesterday" in _refused(g, "Pat dress Pat Citizen").message
    (la,) = [la for la in g.legal_actions("Pat") if la.verb == "dress"]
    assert "Pat" not in la.candidates
    _do(g, "Pat dress Dee Wolf")


def test_pack_tanner_2_a_day_between_lets_the_player_be_dressed_again() -> None:
    # ruling RM383: "twice in a row" is two days running; a day with no dressing resets it
    g = _game(PLAYERS)
    _do(g, "Pat dress Dee Wolf")
    g.advance()
    g.advance()  # Day 1: no dressing
    g.advance()
    g.advance()  # Day 2
    _do(g, "Pat dress Dee Wolf")


def test_pack_tanner_3_the_disguise_is_on_at_once() -> None:
    g = _game(PLAYERS)
    told = _do(g, "Pat dress Dee Wolf").told
    assert told[-1] == "Dee will look like the Wolf until the end of the coming night."
    assert engine_of(g).player("Dee").has("disguise")
    assert [(v.actor, v.target) for v in state_of(g).visits] == [("Pat", "Dee")]


def test_pack_tanner_4_the_disguise_outlives_the_pack_tanner_for_the_night() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()  # Day 1
    _do(g, "Pat dress Wes Citizen")
    for voter in ("Wes", "Fay", "Aur", "Dee", "Eve", "Gus", "Hal"):
        _do(g, f"{voter} vote Pat")
    g.advance()  # Night 2: the Pack Tanner was lynched
    assert not engine_of(g).player("Pat").alive
    assert _seen(g, "Wes") == "Wes appears to be the Citizen."


def test_pack_tanner_5_the_disguise_comes_off_at_the_end_of_the_night() -> None:
    g = _game(PLAYERS)
    _do(g, "Pat dress Wes Citizen")
    g.advance()
    assert engine_of(g).player("Wes").has("disguise")
    g.advance()  # Day 1
    assert not engine_of(g).player("Wes").has("disguise")


def test_pack_tanner_6_in_the_pack_but_no_lycan() -> None:
    g = _game(PLAYERS)
    role = engine_of(g).role_of(engine_of(g).player("Pat"))
    assert not role.lycan and role.team == "wolves" and role.limited
    assert "Pat" in engine_of(g).group("wolfpack").members
    g.advance()
    _do(g, "Pat attack Dee")
    # the Aura Teller's threat reads lycans and the wolves' team: a non-lycan pack member is
    # still on the werewolf team
    assert "Pat" in engine_of(g).group("wolfpack").members
