"""Issue 17 item 4: a game pays only for the families it deals (and those it can reach by a role
change). The guard counts calls, not time: every listener, defence and redirector of every
family is counted, and a seeded game makes the same calls in each phase whether every family is
installed or only those its roles reach (R37: the per-game listener table)."""

from __future__ import annotations

import dataclasses
import functools
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

import werewolves.roles as roles_pkg
from werewolves.engine.moments import listener_id
from werewolves.engine.rules import Family, Ruleset
from werewolves.game import Game, Setup
from werewolves.roles import build_rules, default_rules, families, order
from werewolves.sim.match import play_turns
from werewolves.sim.observe import Observer
from werewolves.sim.random_agent import RandomAgent

Calls = Counter[tuple[int, str]]


def _counted(fn: Callable[..., Any], calls: Calls) -> Callable[..., Any]:
    @functools.wraps(fn)  # the same module and name: the same row of the resolution table
    def counted(eng: Any, *args: Any) -> Any:
        # a setup's check (validate_setup, called with the setup) is no phase's: -1
        state = getattr(eng, "state", None)
        calls[(-1 if state is None else state.phase, listener_id(fn))] += 1
        return fn(eng, *args)

    return counted


def _counting(fam: Family, calls: Calls) -> Family:
    return dataclasses.replace(
        fam,
        listeners=tuple((m, _counted(fn, calls)) for m, fn in fam.listeners),
        defences=tuple((k, n, _counted(fn, calls)) for k, n, fn in fam.defences),
        redirectors=tuple(_counted(fn, calls) for fn in fam.redirectors),
    )


def _needed(names: set[str]) -> set[str]:
    """``names`` and the families whose code theirs calls (a module importing another family's
    function, as the Huntress asks the Executioner's rules who lynched her), so that a game of
    ``names`` alone can be installed."""
    modules = dict(zip(order.FAMILIES, roles_pkg._MODULES, strict=True))
    out, todo = set(), list(names)
    while todo:
        name = todo.pop()
        if name in out:
            continue
        out.add(name)
        used = {getattr(v, "__module__", None) for v in vars(modules[name]).values()}
        todo.extend(n for n, m in modules.items() if m.__name__ in used and n != name)
    return out


def _rules(names: set[str] | None, calls: Calls) -> Ruleset:
    return build_rules(
        [_counting(f, calls) for f in families() if names is None or f.name in names]
    )


def _play(roles: list[str], seed: int, rules: Ruleset) -> Game:
    names = [f"P{i}" for i in range(len(roles))]
    game = Game.new(Setup(list(zip(names, roles, strict=True))), seed=seed, rules=rules)
    rng = random.Random(seed)
    bots = {n: RandomAgent(n, random.Random(rng.randrange(2**32))) for n in names}
    observer = Observer(game)
    for _ in range(60):
        if game.over:
            break
        play_turns(game, bots, observer)
        game.advance()
    return game


MIXES = {
    "classic": ["Wolf", "Wolf", "Fortune Teller"] + ["Citizen"] * 4,
    "plague": ["Wolf", "Wolf", "Plague Bearer", "Plague Doctor", "Fortune Teller", "Citizen",
               "Citizen", "Grandma"],
    "flute": ["Wolf", "Flute Player", "Flute Apprentice", "Fortune Teller", "Citizen", "Citizen",
              "Huntress"],
    "horsemen": ["Wolf", "Wolf", "Horseman", "Ravenkeeper", "Angel", "Citizen", "Citizen"],
    "underworld": ["Wolf", "Vampire", "Chef", "Amulet Holder", "Runner", "Citizen", "Citizen",
                   "Executioner", "Stalker", "Assassin"],
}  # fmt: skip


@pytest.mark.parametrize("mix", sorted(MIXES))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_listener_calls_per_phase_are_the_same_with_every_family_or_only_its_own(
    mix: str, seed: int
) -> None:
    roles = list(MIXES[mix])
    random.Random(seed).shuffle(roles)
    own = default_rules().families_reached(set(roles))
    assert own < set(default_rules().families)  # some family is not this game's
    every_calls: Calls = Counter()
    own_calls: Calls = Counter()
    every = _play(roles, seed, _rules(None, every_calls))
    alone = _play(roles, seed, _rules(_needed(own), own_calls))
    assert [e.to_json() for e in every.events] == [e.to_json() for e in alone.events]
    assert every_calls, "the counting wrappers count nothing"
    # a setup is checked against every installed rule (an option naming a family's role is
    # refused even when no such role is dealt): that is not a phase's cost
    every_calls = Counter({k: n for k, n in every_calls.items() if k[0] >= 0})
    own_calls = Counter({k: n for k, n in own_calls.items() if k[0] >= 0})
    assert every_calls == own_calls
    # and the families not reached were never called at all
    outsiders = set(default_rules().families) - own
    assert not [k for k in every_calls if k[1].split(".")[0] in outsiders]
