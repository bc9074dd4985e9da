"""R42: when the Executioner's substitution hangs the Angel, she is lynched by unusual means
(S1.56): she ascends and wins, and the Executioner dies with her, even though nobody voted for
her; S1.57's "nobody but the Angel voted" is for an ordinary lynch only."""

from __future__ import annotations

from werewolves.game import Game, Setup

DAY_2 = 4


def _ok(g: Game, actor: str, *words: str) -> None:
    res = g.submit(actor, *words)
    assert res, getattr(res, "message", "")


def test_r42_the_executioners_substitute_angel_ascends_and_takes_him() -> None:
    g = Game.new(
        Setup(
            [
                ("Kip", "Executioner"),
                ("Ola", "Angel"),
                ("Dan", "Wolf"),
                ("Cid", "Citizen"),
                ("Fay", "Citizen"),
                ("Gus", "Citizen"),
                ("Hal", "Citizen"),
            ]
        ),
        seed=0,
    )
    _ok(g, "Kip", "target", "Ola")
    g.advance_to(DAY_2)
    assert g.player("Ola").alive and g.player("Kip").alive
    for voter in ("Cid", "Fay", "Gus", "Hal"):
        _ok(g, voter, "vote", "Kip")
    g.advance()
    kinds = {e.kind for e in g.events}
    assert "ascension" in kinds, "the Angel hanged in the Executioner's place ascends"
    assert not g.player("Kip").alive, "the Executioner dies with her (nobody voted for her)"
