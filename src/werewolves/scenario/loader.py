"""Loading a scenario file (shared/spec/SCENARIOS.md) into a checked :class:`Scenario`.

Everything the file says is checked before the game runs: the shape, the types, the player names,
the phases, the expectation keys, and the setup itself (the engine's own setup checks). A problem
raises :class:`InvalidScenario` naming the file, the line and the reason.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import yaml
from yaml.events import (
    AliasEvent,
    Event,
    MappingStartEvent,
    ScalarEvent,
    SequenceStartEvent,
)
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode
from yaml.reader import ReaderError

from ..game import RoleListMode, Ruleset, Setup, SetupError, default_rules, phase_name, validate
from .expectations import CHECKERS
from .limits import DEPTH_LIMIT, FILE_LIMIT, MAX_DEPTH, MAX_FILE_BYTES, MAX_SEED, SEED_RANGE
from .nodes import NOBODY, InvalidScenario, LoadContext, line_of, quoted

TOP_KEYS = (
    "name",
    "seed",
    "role_list",
    "revealed_roles",
    "known_roles",
    "draw_after",
    "role_files",
    "players",
    "steps",
)
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
    return parse_scenario(read_text(path), shown, rules)


# what stat says a path is, when it is not a regular file (d05: such a path is never read)
_NOT_REGULAR = (
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def read_text(path: str | Path) -> str:
    """The text of a scenario file, read without ever blocking or reading without bound.

    d05: the path is looked at with ``stat`` before it is opened, so a FIFO, a
    device or a folder is refused at once (a FIFO is never opened); the file is opened without
    blocking and checked again, and at most MAX_FILE_BYTES + 1 bytes are read.
    """
    shown = str(path)

    def refuse(reason: str) -> InvalidScenario:
        return InvalidScenario(shown, 1, reason)

    try:
        st = os.stat(path)
        _check_regular(st, refuse)
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
        fd = os.open(path, flags)
        try:
            _check_regular(os.fstat(fd), refuse)  # the path may have changed since the stat
            chunks: list[bytes] = []
            left = MAX_FILE_BYTES + 1
            while left > 0:
                chunk = os.read(fd, min(left, 1 << 16))
                if not chunk:
                    break
                chunks.append(chunk)
                left -= len(chunk)
        finally:
            os.close(fd)
    except FileNotFoundError:
        raise refuse("no such file.") from None
    except IsADirectoryError:
        raise refuse("this is a folder, not a scenario file.") from None
    except OSError as e:
        raise refuse(f"cannot read the file ({e.strerror or e}).") from None
    except ValueError as e:  # a path with a NUL character in it
        raise refuse(f"cannot read the file ({e}).") from None
    data = b"".join(chunks)
    if len(data) > MAX_FILE_BYTES:
        raise refuse(f"the file is larger than 1 MB; {FILE_LIMIT}.")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise refuse("the file is not UTF-8 text.") from None
    # the newlines Path.read_text gave before: \r\n and \r read as \n
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _check_regular(st: os.stat_result, refuse: Any) -> None:
    mode = st.st_mode
    if stat.S_ISDIR(mode):
        raise refuse("this is a folder, not a scenario file.")
    for test, what in _NOT_REGULAR:
        if test(mode):
            raise refuse(f"this is {what}, not a regular file; a scenario is a regular file.")
    if not stat.S_ISREG(mode):
        raise refuse("this is not a regular file; a scenario is a regular file.")
    if st.st_size > MAX_FILE_BYTES:
        raise refuse(f"the file has {st.st_size:,} bytes; {FILE_LIMIT}.")


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

    if "role_files" in entries:
        ctx.rules = _custom_rules(ctx, entries["role_files"][1], rules)
    name = ctx.text(entries["name"][1], "name")
    seed = 0
    if "seed" in entries:  # d04: bounded as the game bounds it, refused with the seed's line
        seed = ctx.integer(entries["seed"][1], "seed", 0, MAX_SEED, SEED_RANGE)
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
    # ruling RM440: a scenario states a rule, so its game never ends in a draw for standing
    # still unless it says after how many quiet phases (the files written before draws existed
    # keep running unchanged: SCENARIOS.md)
    draw_after = 0
    if "draw_after" in entries:
        draw_after = ctx.integer(
            entries["draw_after"][1], "draw_after", 0, 1000, "a whole number from 0 to 1000"
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
    setup = Setup(
        players, cast(RoleListMode, role_list), revealed, known, {"draw_after": draw_after}
    )
    try:
        # the engine's own setup checks: a setup it refuses is not a valid scenario
        setup = validate(setup, ctx.rules)
    except SetupError as e:
        raise ctx.fail(pknode, f"the game refuses this setup: {e}") from None

    steps = _steps(entries["steps"][1], ctx)
    return Scenario(name, path, setup, seed, steps, line_of(pknode), ctx.rules)


def _custom_rules(ctx: LoadContext, node: Node, given: Ruleset | None) -> Ruleset:
    """The role files a scenario names beside it (paths inside its own
    folder), loaded with the role book; every problem of theirs makes the scenario invalid."""
    from ..roledata.load import RoleFileError, load_cached, read_files

    if given is not None:
        raise ctx.fail(node, "the role files are named twice: beside the scenario and with "
                             "--role-file; keep one.")
    names = ctx.texts(node, "role_files")
    folder = Path(ctx.path).parent
    paths: list[str] = []
    for name in names:
        rel = Path(name)
        if rel.is_absolute() or ".." in rel.parts or not name.strip():
            raise ctx.fail(node, f"the role file {quoted(name)} must be a path inside the "
                                 "scenario's folder.")
        paths.append(str(folder / rel))
    try:
        return load_cached(read_files(paths))
    except RoleFileError as e:
        raise ctx.fail(node, "a role file it names has problems: "
                             + "; ".join(str(p) for p in e.problems[:5])) from None


def _compose(text: str, path: str) -> Node | None:
    try:
        loader = _ScenarioLoader(text, path)
        try:
            return loader.get_single_node()
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = int(mark.line) + 1 if mark is not None else 1
        context = str(e.context or "")
        if context and e.context_mark is not None and int(e.context_mark.line) + 1 != line:
            context += f" (from line {int(e.context_mark.line) + 1})"
        reason = ": ".join(p for p in (context, str(e.problem or "")) if p)
        raise InvalidScenario(path, line, f"not valid YAML: {_one_line(reason)}.") from None
    except ReaderError as e:
        line = text.count("\n", 0, max(0, int(e.position))) + 1
        char = e.character if isinstance(e.character, str) else chr(int(e.character))
        reason = f"the character #x{ord(char):04x} is not allowed ({e.reason})"
        raise InvalidScenario(path, line, f"not valid YAML: {reason}.") from None
    except yaml.YAMLError as e:
        raise InvalidScenario(path, 1, f"not valid YAML: {_one_line(str(e))}.") from None
    except RecursionError:
        # the depth check of _ScenarioLoader comes first; this is only a second line of defence
        raise InvalidScenario(path, 1, f"nested too deeply; {DEPTH_LIMIT}.") from None


def _one_line(text: str) -> str:
    return quoted(" ".join(text.split()), 300)


YAML_TAG = "tag:yaml.org,2002:"
STR_TAG = YAML_TAG + "str"
_TAG_MEANS = {
    "int": "a whole number",
    "bool": "true or false",
    "null": "empty",
    "float": "a number",
    "timestamp": "a date",
}


class _ScenarioLoader(yaml.SafeLoader):
    """``yaml.SafeLoader`` composing nodes only, with two refusals of its own (d04).

    - YAML tags: a scenario file takes plain values. A tag that only restates what the value
      already is (``!!str``, ``!!int 5``) is accepted, so files that worked keep working; any other
      (``!!int abc``, ``!!bool maybe``, ``!!python/...``, ``!foo``) is refused with its line.
    - Nesting: lists and mappings may nest at most MAX_DEPTH deep; deeper is refused with its line
      before the recursive composer could run out of stack.
    """

    def __init__(self, text: str, path: str) -> None:
        super().__init__(text)
        self.scenario_path = path
        self.depth = 0

    def compose_node(self, parent: Node | None, index: Any) -> Node:
        if not self.check_event(AliasEvent):
            event = self.peek_event()  # type: ignore[no-untyped-call]
            self._check_tag(event)
            if isinstance(event, (SequenceStartEvent, MappingStartEvent)) and (
                self.depth >= MAX_DEPTH
            ):
                level = self.depth + 1
                raise self._refuse(event, f"nested too deeply (level {level}); {DEPTH_LIMIT}.")
        self.depth += 1
        try:
            return cast(Node, super().compose_node(parent, index))
        finally:
            self.depth -= 1

    def _check_tag(self, event: Event) -> None:
        tag = getattr(event, "tag", None)
        if tag is None or tag == "!":
            return
        shown = "!!" + tag[len(YAML_TAG) :] if tag.startswith(YAML_TAG) else tag
        shown = quoted(shown, 40)
        if isinstance(event, ScalarEvent):
            value = str(event.value)
            if tag == STR_TAG or tag == self._implicit(ScalarNode, value):
                return  # the tag says what the value already is
            means = _TAG_MEANS.get(tag[len(YAML_TAG) :]) if tag.startswith(YAML_TAG) else None
            if means is not None:
                raise self._refuse(
                    event,
                    f"{shown} '{quoted(value, 40)}': the value is not {means}; "
                    "scenario files take plain values, without YAML tags.",
                )
        else:
            node_kind = SequenceNode if isinstance(event, SequenceStartEvent) else MappingNode
            if tag == self._implicit(node_kind, None):
                return  # !!seq on a list, !!map on a mapping
        raise self._refuse(
            event,
            f"the YAML tag {shown} is not allowed; scenario files take plain values, "
            "without YAML tags.",
        )

    def _implicit(self, kind: type[Node], value: str | None) -> str:
        """The tag the value would have with no tag written (as a plain scalar)."""
        return str(self.resolve(kind, value, (True, False)))  # type: ignore[no-untyped-call]

    def _refuse(self, event: Event, reason: str) -> InvalidScenario:
        line = int(event.start_mark.line) + 1 if event.start_mark is not None else 1
        return InvalidScenario(self.scenario_path, line, reason)


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
        index = ctx.phase(at_node, f"{what}: at", what)  # at most Day MAX_DAY (d05)
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
        players = _players_before_picks(words[1])
        for i, w in enumerate(words[2:]):
            if players is not None and i >= players:
                # the words an action names after its players (a role, a group of the role
                # book): the game checks them when the action is submitted
                args.append(w)
            # arguments are player names or the word nobody
            elif w.lower() == NOBODY:
                args.append(NOBODY)
            else:
                args.append(ctx.player_name(item, w, f"{what}: '{text}'"))
        out.append(Action(text, actor, (words[1], *args), line_of(item)))
    return out


def _players_before_picks(verb: str) -> int | None:
    """For a verb some ability names words with after its players (``Ability.options``: a role,
    a group of the role book), how many players come first; None for any other verb."""
    rules = default_rules()
    abilities = [ab for role in rules.roles.values() for ab in role.abilities]
    # the abilities every player of some games has (the dead's answer to a question) too
    abilities.extend(rules.common)
    counts = [ab.max_targets for ab in abilities if ab.picks and ab.verb == verb.lower()]
    return max(counts) if counts else None


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
