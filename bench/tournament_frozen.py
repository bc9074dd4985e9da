"""``werewolves tournament`` with one more agent, ``frozen``: the heuristic bot as it was when
issue 24's reasoning bot was begun (``bench/frozen_heuristic.py``), for the issue's goal that
the reasoning bot rate above it as well as above today's heuristic bot.

    .venv/bin/python bench/tournament_frozen.py --agents reasoning,heuristic,frozen \\
        --seating sides --games 2100 --seed 1 --workers 2 --json /tmp/t.json

Every argument is the tournament's, ``--seating`` included (``sides``: each team one agent,
the seating issue 24's goal is measured with; ``seats``, the default: agents seat by seat).
The ``frozen`` kind is registered in this process only (the local worker processes are forked
from it and inherit it); the product knows no such kind.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import werewolves.sim.agent as agent

sys.path.insert(0, str(Path(__file__).resolve().parent))
import frozen_heuristic

_make = agent.make_agent


def _make_agent(kind: str, name: str, seed: int) -> agent.Agent:
    if kind == "frozen":
        rng = random.Random(f"bot:{kind}:{name}:{seed}")
        return frozen_heuristic.HeuristicAgent(name, rng)  # type: ignore[return-value]
    return _make(kind, name, seed)


def register() -> None:
    """Make ``frozen`` a bot kind in this process."""
    if "frozen" not in agent.BOT_KINDS:
        # the registry (sim/agent.py)
        agent.BOT_KINDS = (*agent.BOT_KINDS, "frozen")
        agent.make_agent = _make_agent


def main(argv: list[str] | None = None) -> int:
    from werewolves.cli import app

    register()
    args = sys.argv[1:] if argv is None else argv
    try:
        app(["tournament", *args], standalone_mode=False)
    except SystemExit as stop:
        return int(stop.code or 0)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
