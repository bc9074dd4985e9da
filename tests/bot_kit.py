"""What the seeded bot-game tests of the role book's roles share: a table of roles seated anew
each seed, played to its end by heuristic bots (counting every refused move), and the moves one
role made with one verb."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from werewolves.game import Game, Setup
from werewolves.sim.agents import make_agent
from werewolves.sim.match import play_match


def play_rotated(
    names: Sequence[str],
    roles: Sequence[str],
    seed: int,
    max_phases: int = 60,
    kind: str = "heuristic",
) -> tuple[Game, Counter[str]]:
    """A game of ``roles`` dealt to ``names`` in an order turned by ``seed`` (so each seed seats
    them differently), played by bots of ``kind`` (heuristic unless told): the game, and the
    refused moves by kind."""
    order = list(roles[seed % len(roles) :]) + list(roles[: seed % len(roles)])
    game = Game.new(Setup(list(zip(names, order, strict=True))), seed)
    bots = {p: make_agent(kind, p, seed) for p in game.players}
    refused: Counter[str] = Counter()
    play_match(game, bots, refusals=refused, max_phases=max_phases)
    return game, refused


def submits(game: Game, role: str, verb: str) -> list[list[str]]:
    """Every ``verb`` move accepted from a player dealt ``role``, as its words."""
    holders = {p.name for p in game.state.players if p.original_role == role}
    return [
        list(c["action"])
        for c in game.commands
        if c["op"] == "submit" and c["player"] in holders and c["action"][0] == verb
    ]
