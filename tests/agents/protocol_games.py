"""Shared helpers of the agent tests: the protocol's schema, the example agent, a seeded game
with some seats played through the protocol."""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from pathlib import Path
from typing import Any

import jsonschema

from werewolves.agents.seat import FunctionAgent, SeatAgent, ending
from werewolves.game import Game, Setup
from werewolves.sim.match import BotMix, bots_for, play_match
from werewolves.sim.setups import default_roles, player_names

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "agents" / "example_agent.py"
SCHEMA_PATH = ROOT / "src" / "werewolves" / "agents" / "schemas" / "protocol.schema.json"
SCHEMA: dict[str, Any] = json.loads(SCHEMA_PATH.read_text())


def validate(kind: str, obj: Any) -> None:
    """Raise unless ``obj`` is a valid ``kind`` message of the protocol (its ``$defs``)."""
    jsonschema.validate(obj, {"$ref": f"#/$defs/{kind}", "$defs": SCHEMA["$defs"]},
                        cls=jsonschema.Draft202012Validator)


def example_module() -> Any:
    spec = importlib.util.spec_from_file_location("example_agent", EXAMPLE)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


class Recorder:
    """A protocol agent that records every message it gets and every answer it gives."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.got: list[dict[str, Any]] = []
        self.gave: list[Any] = []

    def start(self, hello: dict[str, Any]) -> None:
        self.got.append(hello)
        self.inner.start(hello)

    def turn(self, turn: dict[str, Any]) -> Any:
        self.got.append(turn)
        answer = self.inner.turn(turn)
        self.gave.append(answer)
        return answer

    def over(self, over: dict[str, Any]) -> None:
        self.got.append(over)
        self.inner.over(over)

    def close(self) -> None:
        self.inner.close()


def game_with(players: int, seed: int, seats: dict[str, Any]) -> tuple[Game, dict[str, Any],
                                                                       Counter[str]]:
    """A seeded default-mix game where ``seats`` (name → protocol agent) are played through
    the protocol and every other seat by the heuristic bot; played to its end."""
    names = player_names(players)
    game = Game.new(Setup(list(zip(names, default_roles(players, seed), strict=True)),
                          "private"), seed)
    agents: dict[str, Any] = dict(bots_for(game, BotMix(), seed))
    for name, inner in seats.items():
        agents[name] = SeatAgent(name, inner, seed, tuple(names))
    refused: Counter[str] = Counter()
    play_match(game, agents, refusals=refused)
    for name in seats:
        agents[name].finish(*ending(game, name))
    return game, agents, refused


def example_function_agent() -> FunctionAgent:
    mod = example_module()
    return FunctionAgent(mod.decide, mod.start)
