"""What the seeded bot-game tests of the role book's roles share: a table of roles seated anew
each seed, played to its end by heuristic bots (counting every refused move), and the moves one
role made with one verb."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from werewolves.game import Game, Setup
from werewolves.sim.agent import make_agent
from werewolves.sim.match import play_match
from werewolves.testing import state_of


@dataclass
class Watcher:
    """A bot wrapped to note every (phase index, player, verb) it was offered (its legal
    actions), then left to choose as it would."""

    inner: Any
    offered: set[tuple[int, str, str]] = field(default_factory=set)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def choose(self, observation: Any, legal_actions: Sequence[Any]) -> Any:
        for la in legal_actions:
            self.offered.add((observation.phase_index, observation.name, la.verb))
        return self.inner.choose(observation, legal_actions)


def play_rotated(
    names: Sequence[str],
    roles: Sequence[str],
    seed: int,
    max_phases: int = 60,
    kind: str = "heuristic",
    offered: set[tuple[int, str, str]] | None = None,
) -> tuple[Game, Counter[str]]:
    """A game of ``roles`` dealt to ``names`` in an order turned by ``seed`` (so each seed seats
    them differently), played by bots of ``kind`` (heuristic unless told): the game, and the
    refused moves by kind. ``offered``, when given, collects every (phase index, player, verb)
    a bot was offered."""
    order = list(roles[seed % len(roles) :]) + list(roles[: seed % len(roles)])
    game = Game.new(Setup(list(zip(names, order, strict=True))), seed)
    bots: dict[str, Any] = {p: make_agent(kind, p, seed) for p in game.players}
    if offered is not None:
        watchers = {p: Watcher(b) for p, b in bots.items()}
        bots = dict(watchers)
    refused: Counter[str] = Counter()
    play_match(game, bots, refusals=refused, max_phases=max_phases)
    if offered is not None:
        for w in watchers.values():
            offered |= w.offered
    return game, refused


def submits(game: Game, role: str, verb: str) -> list[list[str]]:
    """Every ``verb`` move accepted from a player dealt ``role``, as its words."""
    holders = {p.name for p in state_of(game).players if p.original_role == role}
    return [
        list(c["action"])
        for c in game.commands
        if c["op"] == "submit" and c["player"] in holders and c["action"][0] == verb
    ]
