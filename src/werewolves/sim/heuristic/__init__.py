"""The heuristic bot (:class:`HeuristicAgent`), one module per part of what it does: what it
keeps (:mod:`.memory`), what it believes (:mod:`.beliefs`), how it reads its view
(:mod:`.reading`), what it says (:mod:`.talk`), whom its actions name (:mod:`.aims`), and the
phase's plan (:mod:`.agent`); :mod:`.weights` holds its weights, :mod:`.seat` its reading of
human teammates' choices when it plays a seat."""

from .agent import HeuristicAgent
from .aims import offices_spread
from .seat import heed_team
from .weights import CLAIMED, SEER_KINDS, THREAT_KINDS

__all__ = ["CLAIMED", "SEER_KINDS", "THREAT_KINDS", "HeuristicAgent", "heed_team", "offices_spread"]
