"""Loading a scenario file (shared/spec/SCENARIOS.md) into a checked :class:`Scenario`.

Everything the file says is checked before the game runs: the shape, the types, the player names,
the phases, the expectation keys, and the setup itself (the engine's own setup checks). A problem
raises :class:`InvalidScenario` naming the file, the line and the reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import yaml
from yaml.nodes import Node

from ..engine.kernel import SetupError, validate
from ..engine.phases import parse_phase, phase_name
from ..engine.rules import Ruleset
from ..engine.state import RoleListMode, Setup
from ..roles import default_rules
from .expectations import CHECKERS, PHASE_HELP
from .nodes import NOBODY, InvalidScenario, LoadContext, line_of

TOP_KEYS = ("name", "seed", "role_list", "revealed_roles", "known_roles", "players", "steps")
STEP_KEYS = ("at", "do", "reject", "expect")
ROLE_LISTS = ("public", "partial", "private")
REQUIRED = "a scenario needs name, players and steps."


@dataclass(frozen=True)
class Action:
    """``<actor> <verb> [<argument> ...]``, player names spelled as in ``players``."""

    text: str
    actor: str
    words: tuple[str, ...]  # the verb, then its arguments
    line: int

    @property
    def command(self) -> str:
        return " ".join(self.words)


@dataclass(frozen=True)
class Expectation:
    key: str  # a key of expectations.CHECKERS
    value: Any  # what that checker's parse returned
    line: int


@dataclass
class Step:
    number: int  # 1-based, in file order
    at: str  # the phase as the game writes it (Day N / Night N)
    phase: int  # its index
    line: int
    do: list[Action] = field(default_factory=list)
    reject: list[Action] = field(default_factory=list)
    expect: list[Expectation] = field(default_factory=list)


@dataclass
class Scenario:
    name: str
    path: str
    setup: Setup
    seed: int
    steps: list[Step]
    players_line: int = 1
    rules: Ruleset | None = None  # None: the default rules of the game


def load_scenario(path: str | Path, rules: Ruleset | None = None) -> Scenario:
    """Read and check a scenario file. Raises :class:`InvalidScenario` when it is not valid."""
    shown = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InvalidScenario(shown, 1, "no such file.") from None
    except IsADirectoryError:
        raise InvalidScenario(shown, 1, "this is a folder, not a scenario file.") from None
    except UnicodeDecodeError:
        raise InvalidScenario(shown, 1, "the file is not UTF-8 text.") from None
    except OSError as e:
        raise InvalidScenario(shown, 1, f"cannot read the file ({e.strerror}).") from None
    return parse_scenario(text, shown, rules)


def parse_scenario(text: str, path: str = "<scenario>", rules: Ruleset | None = None) -> Scenario:
    """Check the text of a scenario file (``path`` is only used to name it in errors)."""
    ctx = LoadContext(path=path, rules=rules or default_rules())
    root = _compose(text, path)
    if root is None:
        raise InvalidScenario(path, 1, f"the file is empty; {REQUIRED}")
    entries = {key: (knode, vnode) for key, knode, vnode in ctx.mapping(root, "a scenario")}
    for key, (knode, _v) in entries.items():
        if key not in TOP_KEYS:
            raise ctx.fail(knode, f"unknown key '{key}'; a scenario has {', '.join(TOP_KEYS)}.")
    for key in ("name", "players", "steps"):
        if key not in entries:
            raise ctx.fail(root, f"the scenario has no '{key}'; {REQUIRED}")

    name = ctx.text(entries["name"][1], "name")
    seed = ctx.integer(entries["seed"][1], "seed") if "seed" in entries else 0
    role_list = (
        ctx.choice(entries["role_list"][1], "role_list", ROLE_LISTS)
        if "role_list" in entries
        else "private"
    )
    revealed = (
        ctx.texts(entries["revealed_roles"][1], "revealed_roles")
        if "revealed_roles" in entries
        else []
    )
    known = (
        ctx.texts(entries["known_roles"][1], "known_roles") if "known_roles" in entries else None
    )

    pknode, pnode = entries["players"]
    players: list[tuple[str, str]] = []
    for pname, knode, vnode in ctx.mapping(pnode, "players"):
        if pname.lower() == NOBODY:
            raise ctx.fail(knode, "'nobody' is a reserved word, not a player's name.")
        if len(pname.split()) != 1:
            raise ctx.fail(knode, f"'{pname}' is not one word; player names are one word.")
        players.append((pname, ctx.text(vnode, f"the role of {pname}")))
        ctx.players[pname.lower()] = pname
    if not players:
        raise ctx.fail(pnode, "players is empty.")
    setup = Setup(players, cast(RoleListMode, role_list), revealed, known)
    try:
        # the engine's own setup checks: a setup it refuses is not a valid scenario
        setup = validate(setup, ctx.rules)
    except SetupError as e:
        raise ctx.fail(pknode, f"the game refuses this setup: {e}") from None

    steps = _steps(entries["steps"][1], ctx)
    return Scenario(name, path, setup, seed, steps, line_of(pknode), rules)


def _compose(text: str, path: str) -> Node | None:
    try:
        return yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = int(mark.line) + 1 if mark is not None else 1
        context = str(e.context or "")
        if context and e.context_mark is not None and int(e.context_mark.line) + 1 != line:
            context += f" (from line {int(e.context_mark.line) + 1})"
        reason = ": ".join(p for p in (context, str(e.problem or "")) if p)
        raise InvalidScenario(path, line, f"not valid YAML: {reason}.") from None
    except yaml.YAMLError as e:
        raise InvalidScenario(path, 1, f"not valid YAML: {e}.") from None


def _steps(node: Node, ctx: LoadContext) -> list[Step]:
    items = ctx.sequence(node, "steps")
    if not items:
        raise ctx.fail(node, "steps is empty; a scenario needs at least one step.")
    steps: list[Step] = []
    previous = 0  # Day 0: the game starts there
    for number, item in enumerate(items, start=1):
        what = f"step {number}"
        entries = {key: (k, v) for key, k, v in ctx.mapping(item, what)}
        for key, (knode, _v) in entries.items():
            if key not in STEP_KEYS:
                raise ctx.fail(
                    knode, f"{what}: unknown key '{key}'; a step has {', '.join(STEP_KEYS)}."
                )
        if "at" not in entries:
            raise ctx.fail(item, f"{what} has no 'at' (the phase it happens in).")
        at_node = entries["at"][1]
        at_text = ctx.text(at_node, f"{what}: at")
        index = parse_phase(at_text)
        if index is None:
            raise ctx.fail(at_node, f"{what}: '{at_text}' is not a phase; {PHASE_HELP}")
        if index < previous:
            raise ctx.fail(
                at_node,
                f"{what}: {phase_name(index)} comes before {phase_name(previous)}, the phase of "
                "the step before; steps go forward in time.",
            )
        previous = index
        step = Step(number, phase_name(index), index, line_of(item))
        if "do" in entries:
            step.do = _actions(entries["do"][1], ctx, f"{what}: do")
        if "reject" in entries:
            step.reject = _actions(entries["reject"][1], ctx, f"{what}: reject")
        if "expect" in entries:
            step.expect = _expectations(entries["expect"][1], ctx, what)
        steps.append(step)
    return steps


def _actions(node: Node, ctx: LoadContext, what: str) -> list[Action]:
    out: list[Action] = []
    for item in ctx.sequence(node, what):
        text = ctx.text(item, f"an action of {what}")
        words = text.split()
        if len(words) < 2:
            raise ctx.fail(
                item, f"{what}: '{text}' is not an action; write '<actor> <verb> [<player> ...]'."
            )
        actor = ctx.player_name(item, words[0], f"{what}: the actor of '{text}'")
        args = []
        for w in words[2:]:
            # arguments are player names or the word nobody
            if w.lower() == NOBODY:
                args.append(NOBODY)
            else:
                args.append(ctx.player_name(item, w, f"{what}: '{text}'"))
        out.append(Action(text, actor, (words[1], *args), line_of(item)))
    return out


def _expectations(node: Node, ctx: LoadContext, what: str) -> list[Expectation]:
    out: list[Expectation] = []
    for key, knode, vnode in ctx.mapping(node, f"{what}: expect"):
        checker = CHECKERS.get(key)
        if checker is None:
            raise ctx.fail(
                knode,
                f"{what}: unknown expectation '{key}'; known: {', '.join(CHECKERS)}.",
            )
        try:
            value = checker.parse(vnode, ctx)
        except InvalidScenario as e:
            raise InvalidScenario(e.path, e.line, f"{what}: {e.reason}") from None
        out.append(Expectation(key, value, line_of(knode)))
    return out
