"""R43: whoever holds the Amulet of Protection sees it among their own statuses for as long as
they hold it, from the deal on, and nobody else sees who holds it."""

from __future__ import annotations

from werewolves.game import Game, Setup

SIX = Setup(
    [
        ("Ann", "Wolf"),
        ("Bob", "Amulet Holder"),
        ("Cid", "Citizen"),
        ("Dan", "Citizen"),
        ("Eve", "Citizen"),
        ("Fay", "Citizen"),
    ]
)


def _holds(game: Game, name: str) -> bool:
    return any(s.name == "amulet" for s in game.view(name).statuses)


def test_r43_the_first_holder_sees_the_amulet_from_the_deal() -> None:
    g = Game.new(SIX, 1)
    assert _holds(g, "Bob")
    assert not any(_holds(g, n) for n in g.players if n != "Bob")
    told = [m.text for m in g.view("Bob").messages if "Amulet of Protection" in m.text]
    assert told, "the first holder is told they hold it"


def test_r43_the_amulet_moves_with_its_holder() -> None:
    g = Game.new(SIX, 1)
    assert g.submit("Bob", "pass", "Cid", "Dan", "Eve")
    g.advance()  # Day 0 ends: the amulet goes to one of the three
    new = [n for n in g.players if _holds(g, n)]
    assert len(new) == 1 and new[0] in ("Cid", "Dan", "Eve")
    assert not _holds(g, "Bob")
    assert not any(_holds(g, n) for n in g.players if n != new[0])
