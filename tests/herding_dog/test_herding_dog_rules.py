"""The Herding Dog (role book 2023: limited/herding dog), one test per sentence of its card,
each named by the sentence's id in shared/spec/rolebook-sentences.md (the flock's channel and
the role changes are the Shepherd's tests too: tests/shepherd/).

Rulings RM392 and RM395 (docs/rulings-made.md).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of

PLAYERS = [("She", "Shepherd"), ("Dog", "Herding Dog"), ("Wes", "Wolf"), ("Fay", "Fortune Teller"),
           ("Ann", "Citizen"), ("Bob", "Citizen"), ("Cyd", "Citizen"), ("Dee", "Citizen")]


def _verbs(g: Game, who: str) -> list[str]:
    return [la.verb for la in g.legal_actions(who)]


def test_herding_dog_1_herding_dog_b2_fetch_one_herded_player_a_night() -> None:
    g = _game(PLAYERS)
    g.advance()
    assert "is not herded" in _refused(g, "Dog fetch Ann").message
    _do(g, "She herd Ann")
    _do(g, "Dog fetch Ann")
    kennel = engine_of(g).group("kennel")
    assert kennel is not None and kennel.members == ["Dog", "Ann"]
    assert kennel.anonymous == {"Dog": "Herding Dog"}
    assert "already used" in _refused(g, "Dog fetch Ann").message
    g.advance()  # Day 1: still open
    assert engine_of(g).group("kennel").members == ["Dog", "Ann"]
    g.advance()  # Night 2: ruling RM395, closed as the night starts
    assert not engine_of(g).group("kennel").members


def test_herding_dog_2_herding_dog_b3_herded_by_the_shepherd_and_strays_at_will() -> None:
    g = _game(PLAYERS)
    g.advance()
    assert "stray" not in _verbs(g, "Dog")
    # ruling RM392: the one flock member the Shepherd may herd
    _do(g, "She herd Dog")
    assert "Dog" in engine_of(g).group("herd").members
    assert "stray" in _verbs(g, "Dog")
    g.advance()  # by day too
    _do(g, "Dog stray")
    dog = engine_of(g).player("Dog")
    assert not dog.has("herded") and "Dog" not in engine_of(g).group("herd").members


def test_herding_dog_3_with_no_shepherd_alive_the_dog_herds() -> None:
    g = _game(PLAYERS)
    g.advance()
    assert "herd" not in _verbs(g, "Dog")
    _do(g, "Wes attack She")
    g.advance()
    g.advance()  # Night 2
    assert not engine_of(g).player("She").alive
    _do(g, "Dog herd Ann")
    assert "already used" in _refused(g, "Dog herd Bob").message
    assert engine_of(g).player("Ann").has("herded")


def test_herding_dog_5_a_dog_who_loses_the_role_stays_herded() -> None:
    g = _game(PLAYERS)
    g.advance()
    _do(g, "She herd Dog")
    engine_of(g).change_role(engine_of(g).player("Dog"), "Citizen", causes=[], rule="test")
    assert engine_of(g).player("Dog").has("herded")
    assert "fetch" not in _verbs(g, "Dog")
