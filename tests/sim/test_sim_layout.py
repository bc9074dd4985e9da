"""The simulator's modules stay one idea each: the bot interface in sim/agent.py, each bot in
its own module or package, no module a newcomer must read a thousand lines of to find its
idea (the 1,817-line sim/agents.py held the interface and the heuristic bot together), and one
bot interface: a bot chooses from its seat's view and legal actions, never from the game
(sim/bots.py's ``GameBot.choose(game)`` was a second one, and is gone)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
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


def _chooses() -> Iterator[tuple[str, ast.ClassDef, ast.FunctionDef]]:
    """Each class of the simulator with a ``choose`` method: its module, the class, the method."""
    for path in sorted(SIM.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls in ast.walk(tree):
            if not isinstance(cls, ast.ClassDef):
                continue
            for item in cls.body:
                if isinstance(item, ast.FunctionDef) and item.name == "choose":
                    yield str(path.relative_to(SIM)), cls, item


def test_the_simulator_has_one_bot_interface() -> None:
    # the one protocol a bot implements is sim/agent.py's Agent; no other module declares one
    protocols = [
        f"{where}:{cls.name}"
        for where, cls, _m in _chooses()
        if any(ast.unparse(base).endswith("Protocol") for base in cls.bases)
    ]
    assert protocols == ["agent.py:Agent"], protocols


def test_every_bot_chooses_from_its_view_and_legal_actions_never_the_game() -> None:
    chooses = list(_chooses())
    assert len(chooses) >= 4  # the interface, the random, heuristic and reasoning bots
    for where, cls, method in chooses:
        args = method.args.args
        names = [a.arg for a in args]
        kinds = [ast.unparse(a.annotation) if a.annotation else "" for a in args[1:]]
        assert names == ["self", "observation", "legal_actions"], (where, cls.name, names)
        assert kinds == ["PlayerView", "Sequence[LegalAction]"], (where, cls.name, kinds)
