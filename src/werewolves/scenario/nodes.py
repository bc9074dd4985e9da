"""Reading YAML nodes with their line numbers, so every complaint names the file and the line.

The loader works on the node tree of ``yaml.compose`` (not on plain Python values) because a node
remembers where it was written. Each helper here either returns a checked value or raises
:class:`InvalidScenario` with the file, the line and a sentence saying what is wrong.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from yaml.constructor import SafeConstructor
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from ..game import Ruleset, parse_phase, phase_name
from .limits import (
    MAX_DAY,
    MAX_NUMBER_CHARS,
    MAX_PHASE_DIGITS,
    MAX_PHASE_INDEX,
    MAX_WHOLE,
    PHASE_LIMIT,
    WHOLE_LIMIT,
)

NULL_TAG = "tag:yaml.org,2002:null"
INT_TAG = "tag:yaml.org,2002:int"
BOOL_TAG = "tag:yaml.org,2002:bool"
NOBODY = "nobody"
PHASE_HELP = "write Day N or Night N (nights start at Night 1)."
MAX_QUOTED = 60  # characters of a value quoted in a message; longer values are cut with "…"

# the shape engine.phases.parse_phase reads, to look at the number before converting it
_PHASE_RE = re.compile(r"^\s*(day|night)\s+(\d+)\s*$", re.IGNORECASE)


class InvalidScenario(Exception):
    """A file that is not a valid scenario: where (file, line) and why."""

    def __init__(self, path: str, line: int, reason: str) -> None:
        super().__init__(f"{path}:{line}: {reason}")
        self.path = path
        self.line = line
        self.reason = reason


def line_of(node: Node) -> int:
    """The 1-based line a node starts on."""
    return int(node.start_mark.line) + 1


@dataclass
class LoadContext:
    """What the loader knows while reading one file: its path, the rules, the players so far."""

    path: str
    rules: Ruleset
    players: dict[str, str] = field(default_factory=dict)  # lower-case name → name as written

    def fail(self, node: Node | None, reason: str) -> InvalidScenario:
        return InvalidScenario(self.path, line_of(node) if node is not None else 1, reason)

    # ------------------------------------------------------------------ shapes

    def mapping(self, node: Node, what: str) -> list[tuple[str, Node, Node]]:
        """The entries of a mapping as (key text, key node, value node), in file order."""
        if not isinstance(node, MappingNode):
            raise self.fail(node, f"{what} must be a mapping (key: value lines), not {kind(node)}.")
        out: list[tuple[str, Node, Node]] = []
        seen: dict[str, int] = {}
        for knode, vnode in node.value:
            key = self.text(knode, f"a key of {what}")
            if key.lower() in seen:
                raise self.fail(
                    knode, f"'{key}' appears twice in {what} (first on line {seen[key.lower()]})."
                )
            seen[key.lower()] = line_of(knode)
            out.append((key, knode, vnode))
        return out

    def sequence(self, node: Node, what: str) -> list[Node]:
        if not isinstance(node, SequenceNode):
            raise self.fail(
                node, f"{what} must be a list (one '- item' per line, or [a, b]), not {kind(node)}."
            )
        return list(node.value)

    # ------------------------------------------------------------------ scalars

    def text(self, node: Node, what: str) -> str:
        """A word or sentence. Plain scalars such as ``Yes`` or ``12`` are read as written."""
        if not isinstance(node, ScalarNode):
            raise self.fail(node, f"{what} must be a single value, not {kind(node)}.")
        value = str(node.value).strip()
        if node.tag == NULL_TAG or not value:
            raise self.fail(node, f"{what} is empty.")
        return value

    def integer(
        self, node: Node, what: str, low: int = -MAX_WHOLE, high: int = MAX_WHOLE, limit: str = ""
    ) -> int:
        """A whole number from ``low`` to ``high`` (by default: one that fits in 64 bits), with
        ``limit`` the sentence naming that range. d04: a number of thousands of digits is refused
        before it is converted, so it never reaches Python's int/str digit limit."""
        limit = limit or WHOLE_LIMIT
        if not isinstance(node, ScalarNode) or node.tag != INT_TAG:
            raise self.fail(node, f"{what} must be a whole number, not {describe(node)}.")
        written = str(node.value)
        if len(written) > MAX_NUMBER_CHARS:
            raise self.fail(
                node,
                f"{what} is too large (a number of {len(written):,} characters); {limit}.",
            )
        try:
            value = SafeConstructor().construct_object(node)
        except (ValueError, TypeError, KeyError):
            raise self.fail(node, f"{what} must be a whole number, not {describe(node)}.") from None
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(node, f"{what} must be a whole number, not {describe(node)}.")
        if not low <= value <= high:
            size = "too large" if value > high else "too small"
            raise self.fail(node, f"{what} is {size} ({quoted(written)}); {limit}.")
        return value

    def boolean(self, node: Node, what: str) -> bool:
        if not isinstance(node, ScalarNode) or node.tag != BOOL_TAG:
            raise self.fail(node, f"{what} must be true or false, not {describe(node)}.")
        try:
            value = SafeConstructor().construct_object(node)
        except (ValueError, TypeError, KeyError):
            raise self.fail(node, f"{what} must be true or false, not {describe(node)}.") from None
        if not isinstance(value, bool):
            raise self.fail(node, f"{what} must be true or false, not {describe(node)}.")
        return value

    def phase(self, node: Node, what: str, prefix: str) -> int:
        """The index of a phase written ``Day N`` / ``Night N``, at most Day MAX_DAY (d05: the
        runner's phase limit; a number of thousands of digits is refused unconverted)."""
        text = self.text(node, what)
        m = _PHASE_RE.match(text)
        digits = m.group(2).lstrip("0") if m else ""
        if m and len(digits) > MAX_PHASE_DIGITS:
            kind = m.group(1).capitalize()
            shown = f"{kind} {digits}"
            if len(digits) > 12:
                shown = f"{kind} {quoted(digits, 12)} (a phase number of {len(digits):,} digits)"
            raise self.fail(node, f"{prefix}: {shown} is later than Day {MAX_DAY}; {PHASE_LIMIT}.")
        # converted without its leading zeros, which count towards Python's int/str digit limit
        index = parse_phase(f"{m.group(1)} {digits or '0'}" if m else text)
        if index is None:
            raise self.fail(node, f"{prefix}: '{quoted(text)}' is not a phase; {PHASE_HELP}")
        if index > MAX_PHASE_INDEX:
            raise self.fail(
                node, f"{prefix}: {phase_name(index)} is later than Day {MAX_DAY}; {PHASE_LIMIT}."
            )
        return index

    def choice(self, node: Node, what: str, options: tuple[str, ...]) -> str:
        value = self.text(node, what)
        if value.lower() not in options:
            raise self.fail(node, f"{what} must be one of {', '.join(options)}, not '{value}'.")
        return value.lower()

    def texts(self, node: Node, what: str) -> list[str]:
        return [self.text(item, f"an entry of {what}") for item in self.sequence(node, what)]

    # ------------------------------------------------------------------ players

    def player(self, node: Node, what: str) -> str:
        """A player of this scenario (names are matched ignoring case, as the game does)."""
        name = self.text(node, what)
        return self.player_name(node, name, what)

    def player_name(self, node: Node, name: str, what: str) -> str:
        found = self.players.get(name.lower())
        if found is None:
            raise self.fail(
                node,
                f"{what}: '{name}' is not a player of this scenario "
                f"(players: {', '.join(self.players.values())}).",
            )
        return found

    def players_list(self, node: Node, what: str) -> list[str]:
        return [self.player(item, f"an entry of {what}") for item in self.sequence(node, what)]

    def per_player(self, node: Node, what: str) -> list[tuple[str, Node]]:
        """A mapping ``{Player: value}``: the player names checked, values left as nodes."""
        return [
            (self.player_name(knode, key, what), vnode)
            for key, knode, vnode in self.mapping(node, what)
        ]


def kind(node: Node) -> str:
    if isinstance(node, MappingNode):
        return "a mapping"
    if isinstance(node, SequenceNode):
        return "a list"
    return "a single value"


def describe(node: Node) -> str:
    if isinstance(node, ScalarNode):
        if node.tag == NULL_TAG:
            return "nothing"
        return f"'{quoted(str(node.value))}'"
    return kind(node)


def quoted(text: str, limit: int = MAX_QUOTED) -> str:
    """``text`` as a message quotes it: cut to ``limit`` characters, the cut marked with …."""
    return text if len(text) <= limit else text[: limit - 1] + "…"
