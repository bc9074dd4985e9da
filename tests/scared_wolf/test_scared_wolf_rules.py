"""The Scared Wolf (role book 2023: werewolves/miscellaneous/scared wolf), one test per sentence
of its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

scared-wolf.b1 repeats scared-wolf.1 (docs/rules.md marks it informative). Other ids: R8 (kinds
of death, the order of defences), R9 (the pack's attack).
"""

from __future__ import annotations

from role_game_steps import _do, _game

from werewolves.game import Game
from werewolves.roles.wolves import scared_defence
from werewolves.testing import engine_of, state_of

ESCAPED = "You were attacked tonight, but you got away unharmed."


def _alive(g: Game, name: str) -> bool:
    return engine_of(g).player(name).alive


def _escapes(g: Game) -> list[str]:
    return [
        e.targets[0]
        for e in g.events
        if e.kind == "kill_prevented" and e.data.get("defence") == "wolves"
    ]


PACK = [("Sam", "Scared Wolf"), ("Wes", "Wolf"), ("Asa", "Assassin"), ("Cal", "Citizen"),
        ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]


def test_scared_wolf_1_the_first_night_attack_by_anyone_fails() -> None:
    # the pack's own attack (R9)
    g = _game(PACK)
    g.advance()  # Night 1
    _do(g, "Wes attack Sam")
    g.advance()
    assert _alive(g, "Sam") and _escapes(g) == ["Sam"]
    # an attacker outside the pack: the Assassin, from Night 2
    g = _game(PACK)
    g.advance()
    g.advance()
    g.advance()  # Night 2
    _do(g, "Asa attack Sam")
    g.advance()
    assert _alive(g, "Sam") and _escapes(g) == ["Sam"]


def test_scared_wolf_1_only_an_attack_at_night_is_escaped() -> None:
    # a lynch is no attack (R8): the Scared Wolf hangs
    g = _game(PACK)
    g.advance()
    g.advance()  # Day 1
    for voter in ("Asa", "Cal", "Dee", "Eve"):
        _do(g, f"{voter} vote Sam")
    g.advance()
    assert not _alive(g, "Sam") and _escapes(g) == []
    # a kill, a true kill, or an attack by day meets no escape, and leaves the escape unspent
    g = _game(PACK)
    eng, sam = engine_of(g), engine_of(g).player("Sam")
    g.advance()  # Night 1
    for kind in ("kill", "lynch", "true kill"):
        assert scared_defence(eng, sam, kind, "Wes") is None
    g.advance()  # Day 1
    assert scared_defence(eng, sam, "attack", "Asa") is None
    g.advance()  # Night 2
    assert scared_defence(eng, sam, "attack", None) == "a scared escape"  # anyone, even no one


def test_scared_wolf_2_is_told_it_was_attacked() -> None:
    g = _game(PACK)
    g.advance()
    _do(g, "Wes attack Cal")
    g.advance()  # an attack on someone else: Sam is told nothing
    assert not any(ESCAPED in m for m in g.private_messages("Sam"))
    g.advance()  # Night 2
    _do(g, "Wes attack Sam")
    g.advance()
    told = [m for m in g.private_messages("Sam") if ESCAPED in m]
    assert len(told) == 1
    assert not any(ESCAPED in m for m in g.private_messages("Wes"))


def test_scared_wolf_3_a_second_night_attack_kills() -> None:
    g = _game(PACK)
    g.advance()
    _do(g, "Wes attack Sam")
    g.advance()
    assert _alive(g, "Sam")
    g.advance()  # Night 2
    _do(g, "Asa attack Sam")
    g.advance()
    assert not _alive(g, "Sam") and _escapes(g) == ["Sam"]


def test_scared_wolf_3_an_attack_a_protection_stopped_does_not_spend_the_escape() -> None:
    """Ruling RM14: the active protections are tried first (R8); an attack one of them stops
    never reaches the Scared Wolf's escape, which stays for the next."""
    g = _game(PACK)
    g.advance()  # Night 1
    sam = engine_of(g).player("Sam")
    engine_of(g).add_status(
        sam, "protected", source=0, until=state_of(g).phase, data={"by": "Guardian"}
    )
    _do(g, "Wes attack Sam")
    g.advance()
    assert _alive(g, "Sam") and _escapes(g) == []
    g.advance()  # Night 2
    _do(g, "Asa attack Sam")
    g.advance()
    assert _alive(g, "Sam") and _escapes(g) == ["Sam"]
