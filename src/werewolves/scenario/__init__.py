"""Scenario files: short scripted games with expectations (shared/spec/SCENARIOS.md).

>>> from werewolves.scenario import parse_scenario, run_scenario
>>> scn = parse_scenario('''
... name: the pack kills at night
... players: {Ann: Wolf, Bob: Citizen, Cid: Citizen}
... steps:
...   - at: Night 1
...     do: [Ann attack Bob]
...   - at: Day 1
...     expect: {dead: [Bob], deaths: {Bob: attack}}
... ''')
>>> run_scenario(scn).report()
['PASS the pack kills at night']
"""

from __future__ import annotations

from .expectations import CHECKERS, Checker, Mismatch
from .loader import Action, Expectation, Scenario, Step, load_scenario, parse_scenario
from .nodes import InvalidScenario
from .runner import Failure, ScenarioResult, run_paths, run_scenario

__all__ = [
    "CHECKERS",
    "Action",
    "Checker",
    "Expectation",
    "Failure",
    "InvalidScenario",
    "Mismatch",
    "Scenario",
    "ScenarioResult",
    "Step",
    "load_scenario",
    "parse_scenario",
    "run_paths",
    "run_scenario",
]
