"""The bounds of one scenario file and one scenario run (defects d04, d05).

A scenario file comes from anyone; the runner must answer every file promptly, with ``INVALID
path:line: reason`` when the file asks for more than these bounds, and go on with the other files.
Each bound is named in the message that enforces it, so a host can see which one was hit.
"""

from __future__ import annotations

from ..game import SEED_LIMIT

MAX_FILE_BYTES = 1024 * 1024
"""A scenario file is at most 1 MB; at most this many bytes (and one more) are ever read."""

MAX_DEPTH = 32
"""Lists and mappings nest at most this deep (a real scenario needs about 7 levels)."""

MAX_DAY = 1000
"""No phase named in a scenario (a step's ``at``, an ``expect: phase``) is later than Day 1000;
so a run ends at most 2000 phases, even in a game nobody can win."""
MAX_PHASE_INDEX = 2 * MAX_DAY
MAX_PHASE_DIGITS = len(str(MAX_DAY))

MAX_SEED = SEED_LIMIT - 1
"""The seed is a whole number from 0 to 2**63 - 1: the game's own bound (engine.kernel.SEED_LIMIT,
d03), checked here too so that the message names the seed's line."""

MAX_WHOLE = 2**64 - 1
"""Other whole numbers (votes, counters) fit in 64 bits: from -MAX_WHOLE to MAX_WHOLE."""
MAX_NUMBER_CHARS = 100  # a whole number written with more characters than this is refused unread

FILE_LIMIT = f"a scenario file may be at most 1 MB ({MAX_FILE_BYTES:,} bytes)"
DEPTH_LIMIT = f"a scenario file may nest lists and mappings at most {MAX_DEPTH} levels deep"
PHASE_LIMIT = f"a scenario may not go past Day {MAX_DAY} (the runner's phase limit)"
WHOLE_LIMIT = f"whole numbers in a scenario fit in 64 bits (-{MAX_WHOLE} to {MAX_WHOLE})"
SEED_RANGE = f"the seed is a whole number from 0 to {MAX_SEED} (2^63 - 1)"
