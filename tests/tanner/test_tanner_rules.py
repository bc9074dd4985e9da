"""The Tanner (role book 2023: werewolves/power/tanner), one test per sentence of its card, each
named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (the checks on an action), R15 (visits), R17 (blocks).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

PLAYERS = [("Tan", "Tanner"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Fay", "Fortune Teller"),
           ("Aur", "Aura Teller"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Gus", "Citizen")]
PACK_HIT = "Someone you tanned today (at least one of them) is a member of the wolfpack."


def _seen(g: Game, who: str) -> str:
    return _do(g, f"Fay investigate {who}").told[-1]


def test_tanner_b1_up_to_two_players_a_day_as_any_roles() -> None:
    g = _game(PLAYERS)
    _do(g, "Tan tan Wes Fortune Teller")
    _do(g, "Tan tan Dee Wolf Cub")
    assert "already used" in _refused(g, "Tan tan Eve Citizen").message
    g.advance()
    assert _seen(g, "Wes") == "Wes appears to be the Fortune Teller."
    assert "during the day" in _refused(g, "Tan tan Eve Citizen").message


def test_tanner_b1_two_different_players_and_a_role_that_exists() -> None:
    g = _game(PLAYERS)
    _do(g, "Tan tan Wes Citizen")
    assert "already tanned Wes today" in _refused(g, "Tan tan Wes Wolf").message
    assert "'Wizard' is not a role" in _refused(g, "Tan tan Dee Wizard").message
    assert "names a role after its players" in _refused(g, "Tan tan Dee").message
    # the legal actions no longer offer the player tanned today
    (la,) = [la for la in g.legal_actions("Tan") if la.verb == "tan"]
    assert "Wes" not in la.candidates and la.usage() == "tan PLAYER ROLE"


def test_tanner_1_a_weak_disguise_for_the_night_after() -> None:
    g = _game(PLAYERS)
    _do(g, "Tan tan Wes Citizen")
    g.advance()
    # the Fortune Teller reads weak disguises: a Citizen
    assert _seen(g, "Wes") == "Wes appears to be the Citizen."
    # the Aura Teller reads strong ones only: still a threat
    assert _do(g, "Aur inspect Wes").told[-1] == "Wes shows up as a threat."


def test_tanner_1_the_most_recent_disguise_answers() -> None:
    # the Sneaking Wolf's permanent strong Citizen and a later weak tan: a reader of both
    # sees the tan; a reader of strong ones only, the Citizen
    g = _game([*PLAYERS[:-1], ("Sam", "Sneaking Wolf")])
    _do(g, "Tan tan Sam Angel")
    g.advance()
    assert _seen(g, "Sam") == "Sam appears to be the Angel."
    assert _do(g, "Aur inspect Sam").told[-1] == "Sam does not show up as a threat."


def test_tanner_2_the_tanner_may_tan_themself() -> None:
    g = _game(PLAYERS)
    _do(g, "Tan tan Tan Fortune Teller")
    g.advance()
    assert _seen(g, "Tan") == "Tan appears to be the Fortune Teller."
    assert not [v for v in state_of(g).visits if v.actor == "Tan"]  # no visit to oneself


def test_tanner_3_a_tan_takes_effect_at_once() -> None:
    g = _game(PLAYERS)
    told = _do(g, "Tan tan Dee Wolf").told
    assert told[-1] == "Dee will look like the Wolf until the end of the coming night."
    assert engine_of(g).player("Dee").has("disguise")
    assert [(v.actor, v.target) for v in state_of(g).visits] == [("Tan", "Dee")]


def test_tanner_4_told_at_the_end_of_the_day_if_one_was_in_the_pack() -> None:
    g = _game(PLAYERS)
    _do(g, "Tan tan Dee Citizen")
    _do(g, "Tan tan Wes Citizen")
    assert PACK_HIT not in g.private_messages("Tan")  # not before the day ends
    g.advance()
    assert g.private_messages("Tan").count(PACK_HIT) == 1
    g.advance()
    _do(g, "Tan tan Dee Citizen")
    _do(g, "Tan tan Eve Citizen")
    g.advance()
    assert g.private_messages("Tan").count(PACK_HIT) == 1  # nobody of the pack that day


def test_tanner_5_a_dead_tanners_tans_last_the_night() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()  # Day 1
    _do(g, "Tan tan Wes Citizen")
    for v in ("Fay", "Aur", "Dee", "Eve", "Gus", "Kay"):
        _do(g, f"{v} vote Tan")
    g.advance()
    assert not engine_of(g).player("Tan").alive
    assert _seen(g, "Wes") == "Wes appears to be the Citizen."
    # a dead Tanner is told nothing
    assert PACK_HIT not in g.private_messages("Tan")


def test_tanner_6_every_tan_comes_off_at_the_end_of_the_night() -> None:
    g = _game(PLAYERS)
    _do(g, "Tan tan Wes Citizen")
    g.advance()
    g.advance()
    assert not engine_of(g).player("Wes").has("disguise")
    g.advance()
    assert _seen(g, "Wes") == "Wes appears to be the Wolf."


def test_tanner_7_not_a_lycan_not_in_the_pack_and_no_disguise_hides_the_pack() -> None:
    g = _game([*PLAYERS[:-1], ("Sam", "Sneaking Wolf")])
    role = engine_of(g).role_of(engine_of(g).player("Tan"))
    assert role.team == "wolves" and not role.lycan and not role.groups
    pack = engine_of(g).group("wolfpack")
    assert pack is not None and "Tan" not in pack.members
    # the Sneaking Wolf's strong Citizen disguise does not hide it from the Tanner's news
    _do(g, "Tan tan Sam Citizen")
    g.advance()
    assert PACK_HIT in g.private_messages("Tan")


def test_tanner_1_a_blocked_tan_fails() -> None:
    g = _game(PLAYERS)
    engine_of(g).add_status(engine_of(g).player("Tan"), "blocked", source=0, until=0)
    assert _do(g, "Tan tan Wes Citizen").told[-1] == "Your tanning of Wes failed."
    assert not engine_of(g).player("Wes").has("disguise")
