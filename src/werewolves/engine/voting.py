"""Polls (R11–R13): what a vote counts and who wins a poll (the arithmetic is ``engine.tally``)."""

from __future__ import annotations

from . import tally as tallying
from .results import Hook
from .state import Player, Poll
from .victory import Victory


class Voting(Victory):
    """Polls (R11–R13): what a vote counts and who wins a poll."""

    def vote_weight(self, voter: Player, poll: Poll, before: Hook | None = None) -> int:
        """What ``voter``'s vote counts on ``poll``: 1, changed by the rules' modifiers (R13);
        with ``before``, the weight as it stands before that modifier."""
        return tallying.vote_weight(self.eng, voter, poll, before)

    def tally(self, poll: Poll) -> dict[str, int]:
        """The counted totals of ``poll`` (R11, R13; the breakdown is ``engine.tally``)."""
        return tallying.totals(self.eng, poll)

    def poll_winner(self, poll: Poll, totals: dict[str, int] | None = None) -> str | None:
        """R11: the highest positive total wins; a tie or no votes: nobody (``totals``: the
        poll's counted totals when already known)."""
        if totals is None:
            totals = self.tally(poll)
        if not totals:
            return None
        best = max(totals.values())
        if best <= 0:
            return None
        winner = None  # the one candidate with the best total (speed: a loop, no list made)
        for t, n in totals.items():
            if n == best:
                if winner is not None:
                    return None  # a tie
                winner = t
        return winner
