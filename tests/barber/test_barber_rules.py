"""The Barber (role book 2023: townsfolk/killing/barber), one test per sentence of its card, each
named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), R8 (attacks and defences), R15–R17 (visits, blocks).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game, role_book
from werewolves.testing import engine_of, state_of

BASIC = [("Bar", "Barber"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
         ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]


def _day2(players: list[tuple[str, str]] = BASIC, seed: int = 0) -> Game:
    g = _game(players, seed)
    for _ in range(4):
        g.advance()
    assert g.phase == "Day 2"
    return g


def _public(g: Game) -> list[str]:
    return [m.text for m in g.view("Cal").messages if m.audience == "public"]


def test_barber_1_from_day_2_by_day_on_another_player() -> None:
    g = _game(BASIC)
    _refused(g, "Bar shave Wes hidden")  # Day 0
    g.advance()
    _refused(g, "Bar shave Wes hidden")  # Night 1
    g.advance()
    _refused(g, "Bar shave Wes hidden")  # Day 1: only after it
    g.advance()
    _refused(g, "Bar shave Wes hidden")  # Night 2: by day only
    g.advance()
    _refused(g, "Bar shave Bar hidden")  # R7: never themself
    _do(g, "Bar shave Wes hidden")


def test_barber_b1_once_a_game() -> None:
    g = _day2()
    _do(g, "Bar shave Cal hidden")
    _refused(g, "Bar shave Wes hidden")
    g.advance()
    g.advance()  # Day 3
    assert "no uses" in _refused(g, "Bar shave Wes hidden").message


def test_barber_4_the_attack_kills_at_once() -> None:
    g = _day2()
    _do(g, "Bar shave Wes hidden")
    assert not g.player("Wes").alive and g.phase == "Day 2"
    (attempt,) = [e for e in g.events if e.kind == "kill_attempt" and e.rule == "barber.4"]
    assert attempt.actor == "Bar" and attempt.data["kind"] == "attack"
    assert ("Bar", "Wes") in [(v.actor, v.target) for v in state_of(g).visits]


def test_barber_2_barber_3_revealed_the_name_and_role_are_announced() -> None:
    g = _day2()
    _do(g, "Bar shave Wes revealed")
    assert "Bar, the Barber, attacked Wes in the open." in _public(g)


def test_barber_2_barber_3_hidden_neither_is_told() -> None:
    g = _day2()
    before = _public(g)
    _do(g, "Bar shave Wes hidden")
    assert _public(g)[len(before):] == ["Wes has died."]


def test_barber_2_the_manner_must_be_named() -> None:
    g = _day2()
    assert "names a manner after its players" in _refused(g, "Bar shave Wes").message
    _refused(g, "Bar shave Wes loudly")
    _do(g, "Bar shave Wes REVEALED")


def test_barber_5_a_failed_attack_reveals_nothing_and_is_spent() -> None:
    g = _day2()
    engine_of(g).add_status(g.player("Cal"), "protected", source=0, data={"by": "a test's shield"})
    before = _public(g)
    _do(g, "Bar shave Cal revealed")
    assert g.player("Cal").alive and _public(g) == before
    assert "Your attack on Cal failed." in g.private_messages("Bar")
    g.advance()
    g.advance()
    assert "no uses" in _refused(g, "Bar shave Wes revealed").message


def test_barber_declares_what_the_edges_read() -> None:
    (card,) = [c for c in role_book() if c.name == "Barber"]
    assert card.team == "town" and card.group == "Townsfolk Killing" and card.mix is None
    g = _day2()
    (la,) = [la for la in g.legal_actions("Bar") if la.verb == "shave"]
    assert la.options == ("hidden", "revealed") and la.declaration.effect(0).value == "death"
