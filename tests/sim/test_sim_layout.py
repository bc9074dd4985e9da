"""The simulator's modules stay one idea each: the bot interface in sim/agent.py, each bot in
its own module or package, no module a newcomer must read a thousand lines of to find its
idea (the 1,817-line sim/agents.py held the interface and the heuristic bot together)."""

from __future__ import annotations

from pathlib import Path

import werewolves.sim
from werewolves.sim.agent import BOT_KINDS, make_agent

SIM = Path(werewolves.sim.__file__).resolve().parent
MOST_LINES = 1000


def test_no_module_of_the_simulator_is_over_a_thousand_lines() -> None:
    long = {
        str(p.relative_to(SIM)): n
        for p in sorted(SIM.rglob("*.py"))
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MOST_LINES
    }
    assert not long, long


def test_every_kind_of_bot_comes_from_the_one_registry_and_lives_outside_it() -> None:
    # the interface module names the kinds; each kind's class is in a module of its own
    for kind in BOT_KINDS:
        agent = make_agent(kind, "Ann", 1)
        assert agent.name == "Ann"
        assert type(agent).__module__ != "werewolves.sim.agent", kind
