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
        rng = self._seeded(f"{self.state.seed}/{self.state.draws}")
        self.state.draws += 1
        choice = options[rng.randrange(len(options))]
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
        rng = self._seeded(f"{self.state.seed}/{self.state.draws}")
        self.state.draws += 1
        out = list(items)
        rng.shuffle(out)
        self.emit(
            "random_draw",
            causes=causes,
            rule="R6",
            data={"purpose": purpose, "options": list(items), "order": out},
        )
        return out
