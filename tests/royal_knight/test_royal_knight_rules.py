"""The Royal Knight (role book 2023: townsfolk/power/royal knight), one test per sentence of its
card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R2 (the cancellation step), R7 (refusals), R17 (blocks), ruling RM232.
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game, role_book
from werewolves.testing import engine_of, state_of

CANCELLED = "Today's lynch has been cancelled."
PLAYERS = [("Kni", "Royal Knight"), ("Wes", "Wolf"), ("Kid", "Child"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]


def _public(g: Game, who: str = "Cal") -> list[str]:
    return [m.text for m in g.view(who).messages if m.audience == "public"]


def _to(g: Game, phase_index: int) -> Game:
    while state_of(g).phase < phase_index:
        g.advance()
    return g


def _lynch_votes(g: Game, victim: str, verb: str = "vote") -> None:
    for voter in ("Wes", "Cal", "Dee", "Fay"):
        if voter != victim and engine_of(g).player(voter).alive:
            _do(g, f"{voter} {verb} {victim}")


def _alive(g: Game, name: str) -> bool:
    return engine_of(g).player(name).alive


def test_royal_knight_b1_once_a_game() -> None:
    g = _to(_game(PLAYERS), 4)  # Day 2
    _do(g, "Kni cancel lynch hidden")
    _refused(g, "Kni cancel lynch hidden")
    g.advance()
    g.advance()  # Day 3
    _refused(g, "Kni cancel lynch revealed")


def test_royal_knight_1_not_before_day_1_ends() -> None:
    g = _game(PLAYERS)
    _refused(g, "Kni cancel lynch hidden")  # Day 0
    g.advance()
    _refused(g, "Kni cancel lynch hidden")  # Night 1
    g.advance()
    _refused(g, "Kni cancel lynch hidden")  # Day 1
    g.advance()
    _do(g, "Kni cancel lynch hidden")  # Night 2: after Day 1


def test_royal_knight_1_by_day_the_current_lynch_is_cancelled() -> None:
    g = _to(_game(PLAYERS), 4)
    _do(g, "Kni cancel lynch hidden")
    _lynch_votes(g, "Eve")
    g.advance()
    assert _alive(g, "Eve")
    assert CANCELLED in _public(g)


def test_royal_knight_1_by_night_the_coming_lynch_is_cancelled() -> None:
    g = _to(_game(PLAYERS), 3)  # Night 2
    _do(g, "Kni cancel lynch hidden")
    g.advance()  # Day 2
    _lynch_votes(g, "Eve")
    g.advance()
    assert _alive(g, "Eve") and CANCELLED in _public(g)
    g.advance()  # Day 3: the next lynch is not touched
    _lynch_votes(g, "Eve")
    g.advance()
    assert not _alive(g, "Eve")


def test_royal_knight_2_several_lynches_the_knight_chooses_one() -> None:
    g = _to(_game(PLAYERS), 3)
    _do(g, "Wes attack Kid")  # a dead Child gives the next day an extra lynch (child.1)
    g.advance()  # Day 2: two lynch polls
    (la,) = [a for a in g.legal_actions("Kni") if a.verb == "cancel"]
    assert la.options == ("lynch hidden", "lynch revealed", "lynch 2 hidden", "lynch 2 revealed")
    _do(g, "Kni cancel lynch 2 hidden")
    _lynch_votes(g, "Eve")
    _lynch_votes(g, "Cal", "vote2")
    g.advance()
    assert not _alive(g, "Eve")  # the first lynch stands
    assert _alive(g, "Cal")  # the second is cancelled
    assert _public(g, "Dee").count(CANCELLED) == 1


def test_royal_knight_3_accepted_at_once() -> None:
    g = _to(_game(PLAYERS), 4)
    res = _do(g, "Kni cancel lynch hidden")
    assert res.told[-1] == (
        "The lynch (lynch) will be cancelled when its day ends; you are hidden."
    )


def test_royal_knight_4_revealed_only_when_the_day_ends() -> None:
    g = _to(_game(PLAYERS), 4)
    _do(g, "Kni cancel lynch revealed")
    _lynch_votes(g, "Eve")
    # nobody else can tell yet: no message, no poll marked cancelled
    assert not [t for t in _public(g) if "cancel" in t]
    assert not any(p.cancelled for p in g.view("Cal").polls)
    g.advance()
    assert CANCELLED in _public(g)


def test_royal_knight_5_royal_knight_6_revealed_names_the_knight_and_role() -> None:
    g = _to(_game(PLAYERS), 4)
    _do(g, "Kni cancel lynch revealed")
    g.advance()
    assert "Kni, the Royal Knight, cancelled the lynch (lynch)." in _public(g)


def test_royal_knight_6_hidden_names_neither() -> None:
    g = _to(_game(PLAYERS), 4)
    _do(g, "Kni cancel lynch hidden")
    g.advance()
    texts = _public(g)
    assert CANCELLED in texts
    assert not [t for t in texts if "Royal Knight" in t or t.startswith("Kni")]


def test_royal_knight_5_the_manner_must_be_named() -> None:
    g = _to(_game(PLAYERS), 4)
    _refused(g, "Kni cancel lynch")
    _refused(g, "Kni cancel lynch 2 hidden")  # a poll today does not hold
    _refused(g, "Kni cancel openly")


def test_royal_knight_b1_a_blocked_cancellation_fails() -> None:
    # R17 / RM232: a Pestilence-doomed Knight's cancellation fails; the lynch stands
    g = _game([("Kni", "Royal Knight"), ("Pes", "Horseman of Pestilence"), ("Wes", "Wolf"),
               ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")])
    _to(g, 3)
    _do(g, "Pes doom Kni")
    assert _do(g, "Kni cancel lynch hidden").told[-1] == (
        "Your cancellation failed: the lynch stands."
    )
    g.advance()
    _lynch_votes(g, "Eve")
    g.advance()
    assert not _alive(g, "Eve")


def test_royal_knight_declares_what_the_edges_read() -> None:
    (card,) = [c for c in role_book() if c.name == "Royal Knight"]
    (ability,) = card.abilities
    assert ability.verb == "cancel" and ability.declaration.picks.value == "a manner"
    assert not ability.declaration.hostile
    assert card.mix is None and card.group == "Townsfolk Power"
