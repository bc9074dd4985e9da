"""R6: every random draw comes from the game's seed and is written to the log."""

from __future__ import annotations

import random

from .log import EventLog
from .results import EngineError


class Randomness(EventLog):
    """R6: every random draw comes from the game's seed and is written to the log."""

    def _seeded(self, seed: str) -> random.Random:
        """The game's generator seeded with ``seed``: the same numbers as
        ``random.Random(seed)``, one generator reseeded for every draw."""
        rng = self._rng
        if rng is None:
            rng = self._rng = random.Random(seed)
        else:
            rng.seed(seed)
        return rng

    def draw(self, purpose: str, options: list[str], *, causes: list[int] | None = None) -> str:
        """R6: every random choice comes from the game's seed and is written to the log."""
        if not options:
            raise EngineError(f"nothing to draw from for {purpose}")
        if len(options) == 1:
            # speed: one option has one outcome. The generator seeded for this draw (reseeded
            # for every draw, never read again) would give ``randrange(1) == 0``, so it is not
            # seeded; the draw is counted and logged all the same (a guard test compares)
            choice = options[0]
        else:
            rng = self._seeded(f"{self.state.seed}/{self.state.draws}")
            choice = options[rng.randrange(len(options))]
        self.state.draws += 1
        self.emit(
            "random_draw",
            causes=causes,
            rule="R6",
            data={"purpose": purpose, "options": list(options), "choice": choice},
        )
        return choice

    def shuffle(
        self, purpose: str, items: list[str], *, causes: list[int] | None = None
    ) -> list[str]:
        """R6: a seeded random order, logged as one draw."""
        out = list(items)
        if len(out) > 1:
            # speed: ``Random.shuffle`` of fewer than two items reads no number, so the
            # generator is seeded only for a real shuffle (the order is the same)
            self._seeded(f"{self.state.seed}/{self.state.draws}").shuffle(out)
        self.state.draws += 1
        self.emit(
            "random_draw",
            causes=causes,
            rule="R6",
            data={"purpose": purpose, "options": list(items), "order": out},
        )
        return out
