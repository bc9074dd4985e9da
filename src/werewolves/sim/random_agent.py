"""The one random bot: each action left or used uniformly at random."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..views import LegalAction, PlayerView
from .agent import Act, Move

__all__ = ["RandomAgent", "random_move"]


@dataclass
class RandomAgent:
    """The one random bot: each phase, one decision per action it has, drawn
    by :func:`random_move`. ``simulate``, ``play --watch``, the service's seat bots, the
    benchmarks and the seeded tests all play this policy, through the referee
    (:mod:`.match`)."""

    name: str
    rng: random.Random
    blind: bool = True
    _phase: int = -1
    _considered: set[str] = field(default_factory=set)

    def choose(self, observation: PlayerView, legal_actions: Sequence[LegalAction]) -> Move | None:
        if observation.phase_index != self._phase:
            self._phase = observation.phase_index
            self._considered = set()
        for la in legal_actions:
            if la.verb in self._considered:
                continue
            self._considered.add(la.verb)
            words = random_move(la, self.rng)
            if words is not None:
                return Act(tuple(words))
        return None


def random_move(la: LegalAction, rng: random.Random) -> list[str] | None:
    """The random bot's one decision about one action, uniform over its choices: leaving it
    unused, or each player its first position may name (each option of its picks, when it
    names no player; using it, when it names nothing), the rest of its words then drawn at
    random. A withdrawal is never a choice: it only takes back a choice already made, and a
    bot withdrawing at random kept few of its votes."""
    if la.declaration.withdraws:
        return None
    if la.slots:
        ways = len(la.slots[0])
    elif la.picks and la.options:
        ways = len(la.options)
    else:
        ways = 1
    if rng.randrange(ways + 1) == 0:
        return None  # left unused this phase
    return _random_words(la, rng)


def _random_words(la: LegalAction, rng: random.Random) -> list[str]:
    # the picks after the players (a role, a category): random options, all different
    picks = rng.sample(list(la.options), la.picks) if 0 < la.picks <= len(la.options) else []
    if la.max_targets == 0:
        return [la.verb, *picks]
    slots = la.slots or tuple(la.candidates for _ in range(la.max_targets))
    k = rng.randint(max(1, la.min_targets), la.max_targets)
    out: list[str] = []
    for slot in slots[:k]:
        left = [c for c in slot if c not in out]
        if not left:
            break
        out.append(rng.choice(left))
    for slot in slots[len(out) : la.min_targets]:
        # fewer players than it must name: the action names a player at several positions
        # (picks paired with the players), as the legal action offers it
        out.append(rng.choice(slot))
    return [la.verb, *out, *picks]
