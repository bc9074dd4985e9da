"""What every role-book role's rule tests do (tests/<role>/test_<role>_rules.py): make a game,
submit a line that must be accepted, submit one that must be refused and change nothing."""

from __future__ import annotations

from werewolves.game import Accepted, Game, Refusal, Setup


def _game(players: list[tuple[str, str]], seed: int = 0) -> Game:
    return Game.new(Setup(players), seed=seed)


def _do(g: Game, line: str) -> Accepted:
    """``"Ava inspect Tim"``: Ava's action, which must be accepted."""
    actor, *rest = line.split()
    res = g.submit(actor, " ".join(rest))
    assert isinstance(res, Accepted), f"{line!r} was refused: {getattr(res, 'message', res)}"
    return res


def _refused(g: Game, line: str) -> Refusal:
    """An action that must be refused, with a sentence, changing nothing (R7)."""
    before = g.to_json()
    actor, *rest = line.split()
    res = g.submit(actor, " ".join(rest))
    assert isinstance(res, Refusal), f"{line!r} was accepted"
    assert res.message and g.to_json() == before
    return res
