"""Role files: a role written as data (YAML), checked and built into the role the engine plays.

A role file names a role, its team, its book group and category, its
abilities and its triggers; each ability's effect is one (or a few) of the effect vocabulary's
classes (``engine/effects.py``) with its fields. The vocabulary is read by introspection
(:func:`vocabulary`): an effect class added later is offered without a change here, with the
fields whose values a file can write (text, numbers, yes/no, the words of an enumeration).

A role file is data only. It is parsed with PyYAML's safe composer, node by node, so that:

- a file is at most :data:`MAX_BYTES` bytes, nested at most :data:`MAX_DEPTH` deep, with at
  most :data:`MAX_NODES` nodes once its aliases are followed (a "billion laughs" file stops at
  the limit, with a sentence);
- no tag but YAML's plain ones (text, number, yes/no, null, lists, maps) is accepted: a
  ``!!python/…`` tag is a problem reported, never constructed;
- an effect is looked up by name in the vocabulary's registry, never imported by name; the
  texts the players are told are ``{name}`` templates only (no attribute or index access).

:func:`check_text` returns every problem of a file at once, each with its line and a sentence;
:func:`load_texts` builds a ruleset with the custom roles added (at most :data:`MAX_ROLES`), or
raises :class:`RoleFileError` with every problem.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import re
import string
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any, ClassVar

import yaml
from fluent.runtime.types import fluent_number
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from ..engine import declarations, effects
from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Pick
from ..engine.effects import Does
from ..engine.events import Event
from ..engine.kernel import NO_TEAM, UNALIGNED
from ..engine.messages import deferred, register_language_texts, render
from ..engine.rules import Ability, Family, FamilyState, RoleDef, Ruleset
from ..i18n import CATALOG, DEFAULT
from ..roles import build_rules
from ..roles.base import PACK_ATTACK, WOLFPACK
from ..roles.tavern import BARTENDS
from ..roles.white_wolves import IMITATOR, imitate
from . import extra_abilities, group_rules
from .attributes import CARRIES_TEXT, carries_schema, carries_setup, declared
from .attributes import KEY_TEXT as ATTRIBUTES_TEXT
from .attributes import schema as attributes_schema
from .conditions import (
    ABILITY_SUBJECTS,
    Cond,
    cases_schema,
    condition_schema,
    env_of,
    read_steps,
    reset_moment,
    subjects_at,
    with_moment,
)
from .dealt import (
    COUNTERS_TEXT,
    START_TARGET_TEXT,
    counters_schema,
    counters_setup,
    start_target_schema,
    start_target_setup,
)
from .defences import defence
from .defences import schema as defence_schema
from .emergency import KEY_TEXT as EMERGENCY_TEXT
from .emergency import EmergencyUse, uses_left
from .event_triggers import (
    EVENT_KEYS,
    EVENT_MOMENTS,
    PHASE_PARITY,
    WHOSE_KEYS,
    WHOSE_WORDS,
    ability_kinds,
    event_trigger,
)
from .imitation import IMITATES
from .imitation import KEY_TEXT as IMITATES_TEXT
from .phase_triggers import CONDITIONS, PHASE_KEYS, PHASE_MOMENTS, PHASE_TARGETS, phase_trigger
from .redirects import redirect
from .redirects import schema as redirect_schema
from .replacing import KEY_TEXT as REPLACES_TEXT
from .replacing import in_place, replaced
from .replacing import schema as replaces_schema
from .signals import pack_failure
from .succession import SUCCESSION, succession_check
from .succession import schema as succession_schema
from .told import learns_setup
from .told import schema as learns_schema
from .votes import custom_voting_power, votes_setup
from .votes import schema as votes_schema
from .whisper import schema as whisper_schema
from .whisper import whisper

if TYPE_CHECKING:
    from ..engine.state import Player, Setup

__all__ = [
    "MAX_ABILITIES",
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_FIRINGS",
    "MAX_NODES",
    "MAX_ROLES",
    "Problem",
    "RoleFileError",
    "check_text",
    "load_cached",
    "load_texts",
    "read_files",
    "role_schema",
    "vocabulary",
]

# the stated limits of a role file
MAX_BYTES = 64 * 1024  # a file
MAX_ABILITIES = 16  # abilities (and, apart, triggers) a role
MAX_DEPTH = 8  # nesting of maps and lists
MAX_ROLES = 32  # custom roles a game
MAX_FIRINGS = 1000  # trigger firings a phase, past which the chain stops with an event
MAX_NODES = 4000  # nodes once aliases are followed (a file of 64 KiB has far fewer)
MAX_TEXT = 1000  # characters of one text

PHASES = ("day", "night", "any")
TIMINGS = ("immediate", "end")
# the moments a trigger may listen to, with the players it may be aimed at
TRIGGER_MOMENTS: dict[str, tuple[str, ...]] = {"death": ("killer", "random", "target")}
# the moments of a phase (its start, its end) and the watched condition (phase_triggers.py)
TRIGGER_MOMENTS.update({m: PHASE_TARGETS for m in PHASE_MOMENTS})
# what a trigger's target restriction may say (``other role``: never a holder of the role itself)
RESTRICTIONS = ("other role",)

# effect classes whose standard resolution needs a function a role module gives (a judge of
# what a player is): a data file cannot give one, so they are not offered
_NEEDS_CODE = frozenset({"Examine", "RiskyAttack"})

# the fields of an effect that carry a text told to a player (a file writes the words; the
# loader files them as a message of its own)
_TEXT_FIELDS = frozenset({"tell", "tell_else", "already", "right", "wrong"})

# the bot's hint, by the ability's kind, when the file names none
_DEFAULT_AIM = {
    "attack": Aim.FOE,
    "protect": Aim.GUARD,
    "investigate": Aim.UNKNOWN,
    "apply": Aim.FRESH_FOE,
}

# the field names a file writes for the fields whose Python names end in ``_``
_KEYWORD = {"from_": "from", "in_": "in"}

# the holder's attack death and lynch, another's death, being visited and its own
# action (event_triggers.py)
TRIGGER_MOMENTS.update(EVENT_MOMENTS)


# ---------------------------------------------------------------------------- problems


def problem_words(key: str, params: dict[str, Any], lang: str = DEFAULT) -> str:
    """A problem's sentence (``key`` of the resource ``roledata.ftl``) in ``lang``; a whole
    number is written without digit grouping (a line, a limit) unless it comes as a Fluent
    number already (a file's size: 70,000 bytes)."""
    args = {
        k: fluent_number(v, useGrouping=False) if type(v) is int else v for k, v in params.items()
    }
    return CATALOG.text(key, args, lang)


@dataclass(frozen=True, order=True)
class Problem:
    """One problem of a role file: the line it is on and a sentence (English). ``key`` and
    ``params`` name the sentence's message in ``roledata.ftl`` and its values, so that it reads
    in any language (:meth:`in_language`)."""

    line: int
    sentence: str
    file: str = ""
    key: str = field(default="", compare=False)
    params: tuple[tuple[str, Any], ...] = field(default=(), compare=False)

    @classmethod
    def said(cls, line: int, message: str, file: str = "", /, **params: Any) -> Problem:
        """The problem whose sentence is ``message`` of ``roledata.ftl`` with ``params``."""
        return cls(line, problem_words(message, params), file, message,
                   tuple(sorted(params.items())))

    def in_language(self, lang: str = DEFAULT) -> str:
        """The sentence in ``lang`` (a sentence no message holds yet stays English)."""
        if lang == DEFAULT or not self.key:
            return self.sentence
        return problem_words(self.key, dict(self.params), lang)

    def __str__(self) -> str:
        return self.told()

    def told(self, lang: str = DEFAULT) -> str:
        """The problem with where it is (``FILE:LINE: sentence``) in ``lang``."""
        where = (f"{self.file}:{self.line}" if self.file
                 else problem_words("roledata.line", {"line": self.line}, lang))
        return f"{where}: {self.in_language(lang)}"


class RoleFileError(ValueError):
    """Role files with problems; ``problems`` holds them all."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


# ---------------------------------------------------------------------------- the vocabulary


@dataclass(frozen=True)
class FieldSpec:
    """One field of an effect a file may set: its name in the file, its JSON type, the words
    it may take (an enumeration's), whether it is a text told to a player, its default."""

    name: str
    attr: str
    json_type: str  # "string", "integer", "boolean", "number"
    choices: tuple[str, ...] = ()
    text: bool = False
    default: Any = None
    enum_type: type[enum.Enum] | None = None
    # a list of cases (``tuple[Looks, ...]``): the class of each item and its fields
    item_type: type | None = None
    items: dict[str, FieldSpec] | None = None


_SCALARS = {"str": "string", "int": "integer", "bool": "boolean", "float": "number"}


def _field_spec(f: dataclasses.Field[Any]) -> FieldSpec | None:
    """The file's view of one dataclass field, or None when a file cannot set it (a function,
    a class, any other object)."""
    kind = f.type if isinstance(f.type, str) else getattr(f.type, "__name__", "")
    name = _KEYWORD.get(f.name, f.name)
    default = f.default if f.default is not dataclasses.MISSING else None
    if kind in _SCALARS:
        return FieldSpec(name, f.name, _SCALARS[kind], text=f.name in _TEXT_FIELDS,
                         default=default)
    if (listed := _list_spec(name, f.name, kind)) is not None:
        return listed
    found = getattr(effects, kind, None) or getattr(declarations, kind, None)
    if isinstance(found, type) and issubclass(found, enum.Enum):
        return FieldSpec(name, f.name, "string", tuple(str(m.value) for m in found),
                         default=getattr(default, "value", default), enum_type=found)
    return None


LIST_RE = re.compile(r"^tuple\[(\w+), \.\.\.\]$")
MAX_ITEMS = 16  # items of a list field (an investigation's cases)


def _list_spec(name: str, attr: str, kind: str) -> FieldSpec | None:
    """A field holding a list of plain dataclasses of the vocabulary (``tuple[Looks, ...]``):
    a file writes it as a list of maps, each with the item class's own fields."""
    m = LIST_RE.match(kind)
    item = getattr(effects, m.group(1), None) if m else None
    if not (isinstance(item, type) and dataclasses.is_dataclass(item)
            and not issubclass(item, Does)):
        return None
    items = {s.name: s for f in dataclasses.fields(item) if (s := _field_spec(f)) is not None
             and s.item_type is None}
    return FieldSpec(name, attr, "array", item_type=item, items=items, default=())


def _list_value(ctx: _Ctx, parent: Any, key: str, value: Any, spec: FieldSpec,
                messages: dict[str, str]) -> tuple[Any, ...] | None:
    """A list field's value: each map read as its item class's fields, at most
    :data:`MAX_ITEMS`."""
    assert spec.item_type is not None and spec.items is not None
    what = spec.item_type.__name__
    if not isinstance(value, list) or len(value) > MAX_ITEMS:
        ctx.tell(parent, "roledata.items_list", key, name=_quote(key), max=MAX_ITEMS, what=what,
                 keys=", ".join(spec.items))
        return None
    out = []
    for i, item in enumerate(value):
        if not isinstance(item, dict):
            ctx.tell(value, "roledata.item_map", str(i), name=_quote(key), what=what,
                     keys=", ".join(spec.items))
            continue
        kwargs: dict[str, Any] = {}
        for fname, fvalue in item.items():
            inner = spec.items.get(fname)
            if inner is None:
                ctx.tell(item, "roledata.not_a_field", fname, name=_quote(fname), effect=what,
                         fields=", ".join(spec.items))
                continue
            got = _field_value(ctx, item, fname, fvalue, inner, messages)
            if got is not None:
                kwargs[inner.attr] = got
        out.append(spec.item_type(**kwargs))
    return tuple(out)


@cache
def vocabulary() -> dict[str, tuple[type[Does], dict[str, FieldSpec]]]:
    """Every effect a role file may name: its class and the fields a file may set, read from
    ``engine/effects.py`` (each concrete :class:`Does` subclass that resolves itself)."""
    out: dict[str, tuple[type[Does], dict[str, FieldSpec]]] = {}
    for name in sorted(vars(effects)):
        cls = getattr(effects, name)
        if not (isinstance(cls, type) and issubclass(cls, Does) and cls is not Does):
            continue
        if name.startswith("_") or not dataclasses.is_dataclass(cls) or not cls.runs:
            continue
        if name in _NEEDS_CODE:
            continue
        specs = {}
        for f in dataclasses.fields(cls):
            spec = _field_spec(f)
            if spec is not None:
                specs[spec.name] = spec
        out[name] = (cls, specs)
    return out


# ---------------------------------------------------------------------------- reading YAML


@dataclass
class Doc:
    """A file's data with the line of each value (``lines[id(value)]`` for maps and lists,
    ``keys``: the line of each key of a map)."""

    data: Any
    lines: dict[int, int] = field(default_factory=dict)
    keys: dict[tuple[int, str], int] = field(default_factory=dict)

    def line(self, value: Any, key: str | None = None, default: int = 1) -> int:
        if key is not None:
            found = self.keys.get((id(value), key))
            if found is not None:
                return found
        return self.lines.get(id(value), default)


_PLAIN_TAGS = {
    "tag:yaml.org,2002:str",
    "tag:yaml.org,2002:int",
    "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null",
    "tag:yaml.org,2002:float",
}


class _Limited(Exception):
    def __init__(self, problem: Problem) -> None:
        self.problem = problem


def _line(node: Node) -> int:
    return int(node.start_mark.line) + 1


class _Reader:
    """Turns a composed YAML node tree into plain data, node by node, within the limits."""

    def __init__(self) -> None:
        self.nodes = 0
        self.doc = Doc(None)
        self.problems: list[Problem] = []
        self._scalars = yaml.SafeLoader("")

    def value(self, node: Node, depth: int) -> Any:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise _Limited(Problem.said(_line(node), "roledata.too_many_values", max=MAX_NODES))
        if isinstance(node, ScalarNode):
            if node.tag not in _PLAIN_TAGS:
                self.problems.append(
                    Problem.said(_line(node), "roledata.tag", tag=_quote(node.tag))
                )
                return None
            try:
                return self._scalars.construct_object(node)
            except (ValueError, yaml.YAMLError):
                self.problems.append(Problem.said(_line(node), "roledata.unreadable"))
                return None
        if depth >= MAX_DEPTH:
            raise _Limited(Problem.said(_line(node), "roledata.too_deep", max=MAX_DEPTH))
        if isinstance(node, SequenceNode):
            if node.tag != "tag:yaml.org,2002:seq":
                self.problems.append(
                    Problem.said(_line(node), "roledata.tag_on_list", tag=_quote(node.tag))
                )
            items = [self.value(n, depth + 1) for n in node.value]
            self.doc.lines[id(items)] = _line(node)
            for i, n in enumerate(node.value):
                self.doc.keys[(id(items), str(i))] = _line(n)
            return items
        assert isinstance(node, MappingNode)
        if node.tag != "tag:yaml.org,2002:map":
            self.problems.append(
                Problem.said(_line(node), "roledata.tag_on_map", tag=_quote(node.tag))
            )
        out: dict[str, Any] = {}
        self.doc.lines[id(out)] = _line(node)
        for knode, vnode in node.value:
            if not isinstance(knode, ScalarNode) or knode.tag not in _PLAIN_TAGS:
                self.problems.append(Problem.said(_line(knode), "roledata.key_not_plain"))
                continue
            key = str(knode.value)
            if key in out:
                self.problems.append(Problem.said(_line(knode), "roledata.key_twice",
                                                  key=_quote(key)))
                continue
            out[key] = self.value(vnode, depth + 1)
            self.doc.keys[(id(out), key)] = _line(knode)
        return out


def parse(text: str) -> tuple[Doc, list[Problem]]:
    """The data of a role file's text with its lines, and the problems found reading it."""
    size = len(text.encode("utf-8", "replace"))
    if size > MAX_BYTES:
        return Doc(None), [_too_big(size)]
    try:
        # the nesting is measured on the parser's events first (no recursion): a file nested
        # thousands deep stops at once, before the composer would recurse into it
        depth = 0
        for events, event in enumerate(yaml.parse(text, Loader=yaml.SafeLoader), 1):
            if events > 2 * MAX_NODES:  # (a key and its value: two events, at most)
                line = int(event.start_mark.line) + 1 if event.start_mark else 1
                return Doc(None), [
                    Problem.said(line, "roledata.too_many_values", max=MAX_NODES)
                ]
            if isinstance(event, yaml.CollectionStartEvent):
                depth += 1
                if depth > MAX_DEPTH:
                    line = int(event.start_mark.line) + 1 if event.start_mark else 1
                    return Doc(None), [Problem.said(line, "roledata.too_deep", max=MAX_DEPTH)]
            elif isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
        loader = yaml.SafeLoader(text)
        try:
            root = loader.get_single_node()
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = int(mark.line) + 1 if mark is not None else 1
        reason = " ".join(str(e.problem or e.context or "").split())
        # (PyYAML's own reason stays in its English)
        return Doc(None), [Problem.said(line, "roledata.not_yaml", reason=reason)]
    except yaml.YAMLError as e:
        return Doc(None), [Problem.said(1, "roledata.not_yaml", reason=" ".join(str(e).split()))]
    except RecursionError:
        return Doc(None), [Problem.said(1, "roledata.too_deep", max=MAX_DEPTH)]
    if root is None:
        return Doc(None), [Problem.said(1, "roledata.empty")]
    reader = _Reader()
    try:
        reader.doc.data = reader.value(root, 0)
    except _Limited as e:
        return Doc(None), [e.problem]
    except RecursionError:
        return Doc(None), [Problem.said(1, "roledata.too_deep", max=MAX_DEPTH)]
    return reader.doc, reader.problems


def _too_big(size: int, file: str = "") -> Problem:
    # a file's size and the limit in bytes, grouped as the language writes them (70,000)
    return Problem.said(1, "roledata.too_big", file, size=fluent_number(size),
                        max=fluent_number(MAX_BYTES))


def _quote(value: object) -> str:
    text = str(value)
    text = "".join(c if c.isprintable() else "?" for c in text)
    return repr(text[:60] + ("…" if len(text) > 60 else ""))


# ---------------------------------------------------------------------------- checking


ROLE_KEYS = {
    "name": "the role's name",
    "team": "the team it plays for (its win condition)",
    "category": "its category in the role book (Killing, Investigative, Protective …)",
    "book_group": "its group in the role book (Townsfolk Protective …)",
    "summary": "one sentence on what it does",
    "description": "a paragraph on how it plays",
    "aliases": "other names",
    "lycan": "whether it appears as a wolf to abilities that look for wolves",
    "pack": "whether it is a member of the wolfpack (its channel and its night attack)",
    "disguise": "a disguise worn from the start: {as: a role of the book or 'own role' (the "
    "role dealt), strength: weak|strong}",
    "tags": "properties other rules ask about",
    "unique": "yes: a setup deals it once at most (the setup is refused otherwise)",
    "kept_target": "yes: its holders come to it by a role change and keep the held target "
    "they set before (its triggers may read one with no ability of its own that sets it)",
    "requires": "roles a setup that deals it must deal too (a list of role names)",
    "groups": "the groups its holders share a channel in (not the wolfpack: see 'pack')",
    "abilities": "what its holder may do",
    "triggers": "what happens by itself at a moment",
    "defence": "a defence held from the start: {from: attacks, kind: passive, at: night, "
    "uses: 1, tell: ...}",
    "redirect": "a redirection held from the start, onto the holder's held target: {from: "
    "wolfish, abilities: non-killing, uses: 1, tell: ...}",
    "attributes": ATTRIBUTES_TEXT,
    "carries": CARRIES_TEXT,
    "imitates": IMITATES_TEXT,
    "group_rules": group_rules.KEY_TEXT,
    "votes": "what its holder's vote counts from the start: {to: -1, polls: public, "
    "hidden: yes}",
    "learns": "what its holder is told when dealt, from the host's setup: partial role list",
    "whisper": "its holder speaks in the town square under a name: {to: town square, as: NAME}",
    "replaces": REPLACES_TEXT,
    "counters": COUNTERS_TEXT,
    "start_target": START_TARGET_TEXT,
    "extra": "an extra role, held beside one's own role (no team of its own): how it is "
             "handed out in play (the effect Grant gives it)",
    "texts": "the role's words in other languages, by language: {de: {name, summary, "
             "description, handed_out, help: {VERB: ...}, told: {ENGLISH TEXT: ...}}}",
}
# what a language's block of ``texts`` may give (the card's words, each ability's help by its
# verb, and each text told to a player by its English words)
LANGUAGE_KEYS = {"name": "the role's name", "summary": "the summary",
                 "description": "the description", "handed_out": "how an extra role is handed out",
                 "help": "each ability's help line, by its verb",
                 "told": "each text told to a player, by its English words"}
# a language of ``texts``: a BCP 47 language, or language and region (de, pt-BR), not English
LANGUAGE_RE = re.compile(r"^[a-z]{2,3}(-[A-Z]{2})?$")
# what an extra role's file may not say (lover.10: its holder keeps their own role and team;
# its abilities and triggers are its own: extra_abilities.py)
_NOT_FOR_EXTRAS = ("team", "pack", "groups", "group_rules", "unique", "requires",
                   "lycan", "tags", "votes", "learns", "whisper", "redirect", "replaces",
                   "counters", "start_target")
ABILITY_KEYS = {
    "verb": "the word its holder types",
    "phase": "day, night or any",
    "timing": "immediate, or end (carried out when the phase ends)",
    "targets": "how many players it names and which, or user (it names none and reaches its user)",
    "limits": "how often it may be used",
    "visits": "whether reaching a target is a visit (yes by default)",
    "effect": "what it does: one effect of the vocabulary, or a list of them",
    "target_told": "what each target is told",
    "aim": "what a bot weighs when it uses it",
    "help": "its help line (by default, derived from its effect)",
    "picks": "role: it names a role after each player (a guess: the effect Guess), or one "
             "role for its user when it names no player (targets: user)",
    "choice": "the name of a choice this ability is one option of: of a role's abilities "
    "naming the same choice, one is used a phase",
    "group_size": "{group: NAME, members: N}: it may be used only while that group (wolfpack, "
    "a group of the book or of a role file) has exactly N living members",
    "marker": "{has: NAME} or {lacks: NAME}: it may be used only while its user carries (or "
              "does not carry) that marker (AddMarker)",
    "if": "a condition (roledata/conditions.py): it may be used only while it holds",
    "cases": "conditional lines: a list of {if: CONDITION, effect: …}, the first that holds "
             "carried out (after 'effect', which may then be left out)",
    "otherwise": "what is carried out when no case holds",
}
TARGET_KEYS = {"count": "a number", "min": "a number", "max": "a number",
               "self": "yes/no", "dead": "yes/no"}
LIMIT_KEYS = {"per_phase": "a number or null", "per_game": "a number or null",
              "from_phase": "a number (0 is Day 0, 1 Night 1 …)",
              "succession": "use or target: not used (or not on the same player) two chances "
                            "running",
              "emergency": EMERGENCY_TEXT}
TRIGGER_KEYS = {"moment": "the moment it fires at", "targets": "whom it reaches",
                "effect": "what it does", "restrictions": "a list",
                "target_told": "what each target is told",
                "if": "a condition (roledata/conditions.py): it fires only when it holds",
                "cases": "conditional lines: a list of {if: CONDITION, effect: …}, the first "
                         "that holds carried out (after 'effect', which may then be left out)",
                "otherwise": "what is carried out when no case holds",
                **PHASE_KEYS}
TEXT_RULE = "a text told to a player names its values as {target}, {player}, {role}"


@dataclass
class _Ctx:
    doc: Doc
    problems: list[Problem]
    # the extra roles the role files of this load give (lower case): what a Grant may name
    extras: frozenset[str] = frozenset()
    # the file's attributes with rules of their own, by lower-case name (attributes.py)
    attributes: dict[str, effects.Worn] = field(default_factory=dict)
    # whether an effect of the file (an ability's or a trigger's) is a Shield (R8: its
    # defences are then installed)
    shields: bool = False

    def tell(self, where: Any, message: str, key: str | None = None, /, **params: Any) -> None:
        """A problem whose sentence is ``message`` of ``roledata.ftl`` (read in any language),
        on the line of ``where`` (its ``key``'s line when given)."""
        self.problems.append(Problem.said(self.doc.line(where, key), message, **params))


# what a map is, for a key it does not have: the selector of roledata-not_a_key
_WHAT = {"a role file": "role", "an ability": "ability", "'targets'": "targets",
         "'limits'": "limits", "a trigger": "trigger", "'defence'": "defence",
         "'disguise'": "disguise", "'texts'": "texts"}


def _known_keys(ctx: _Ctx, data: dict[str, Any], known: dict[str, str], what: str) -> None:
    for key in data:
        if key not in known:
            ctx.tell(data, "roledata.not_a_key", key, name=_quote(key),
                     what=_WHAT.get(what, what), keys=", ".join(known))


def _text(ctx: _Ctx, parent: Any, key: str, value: Any, *, required: bool = False) -> str:
    if value is None:
        if required:
            # (the keys a file must give: name, summary, and extra in an extra role's file)
            ctx.tell(parent, "roledata.missing", name=_quote(key), field=key)
        return ""
    if not isinstance(value, str):
        ctx.tell(parent, "roledata.not_text", key, name=_quote(key), kind=_kind(value))
        return ""
    if len(value) > MAX_TEXT:
        ctx.tell(parent, "roledata.text_too_long", key, name=_quote(key), count=len(value),
                 max=MAX_TEXT)
        return ""
    return value


def _template(ctx: _Ctx, parent: Any, key: str, value: Any) -> str:
    """A text told to a player: plain words and ``{name}`` placeholders only."""
    text = _text(ctx, parent, key, value)
    try:
        parts = list(string.Formatter().parse(text))
    except ValueError:
        ctx.tell(parent, "roledata.brace", key, name=_quote(key))
        return ""
    for _, name, spec, conv in parts:
        if name is None:
            continue
        if not name.isidentifier() or spec or conv:
            ctx.tell(parent, "roledata.placeholder", key, name=_quote(key),
                     placeholder=_quote("{" + name + "}"))
            return ""
    return text


def _kind(value: Any) -> str:
    """What a value is, as the selector of roledata-not_text names it."""
    if isinstance(value, bool):
        return "yes_no"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, list):
        return "list"
    if isinstance(value, dict):
        return "map"
    if value is None:
        return "nothing"
    return "text"


def _count(ctx: _Ctx, parent: Any, key: str, value: Any, low: int, high: int) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        ctx.tell(parent, "roledata.whole_number", key, name=_quote(key), low=low, high=high)
        return None
    return value


def _yes_no(ctx: _Ctx, parent: Any, key: str, value: Any, default: bool) -> bool:
    if value is None:
        return default
    if not isinstance(value, bool):
        ctx.tell(parent, "roledata.yes_no", key, name=_quote(key))
        return default
    return value


@dataclass
class _Built:
    """A role checked and built: its definition and its triggers' listeners."""

    role: RoleDef
    messages: dict[str, str]
    listeners: list[tuple[str, Callable[..., Any]]]
    defences: tuple[tuple[str, str, Any], ...] = ()
    # the role's words in other languages (``texts``): by language, the card's fields (name,
    # summary, description, handed_out, help:VERB) and the told texts by their message ids
    languages: dict[str, dict[str, str]] = field(default_factory=dict)
    shields: bool = False  # an effect of the role is a Shield (R8)
    redirectors: tuple[Any, ...] = ()  # its redirection held from the start (R16)


class _Messages(dict[str, str]):
    """The texts a role file tells, by message id, and (``told``) each text's words in other
    languages that the file's ``texts`` block gives, by the English text."""

    def __init__(self, told: dict[str, dict[str, str]] | None = None) -> None:
        super().__init__()
        self.told = told or {}
        self.languages: dict[str, dict[str, str]] = {}


def _message(messages: dict[str, str], text: str) -> str:
    """The message id of a text a file gives (the same text, the same id: no two files clash).
    A text the file also gives in other languages has an id made of all its words, so that two
    files telling the same English text in different German never share an id."""
    told = messages.told.get(text, {}) if isinstance(messages, _Messages) else {}
    content = text if not told else text + "\x00" + repr(sorted(told.items()))
    key = "custom." + hashlib.sha256(content.encode("utf-8")).hexdigest()[:16]
    messages[key] = text
    if isinstance(messages, _Messages):
        for lang, words in told.items():
            messages.languages.setdefault(lang, {})[key] = words
    return key


def _effects(ctx: _Ctx, parent: Any, value: Any, messages: dict[str, str],
             key: str = "effect") -> tuple[Does, ...]:
    if value is None:
        ctx.tell(parent, "roledata.effect_missing", effects=", ".join(vocabulary()))
        return ()
    items = value if isinstance(value, list) else [value]
    out: list[Does] = []
    for i, item in enumerate(items):
        if isinstance(item, str):
            item = {item: {}}
            ctx.doc.lines[id(item)] = ctx.doc.line(items if items is value else parent,
                                                   str(i) if items is value else key)
        if not isinstance(item, dict) or len(item) != 1:
            ctx.tell(items if items is value else parent, "roledata.effect_written",
                     str(i) if items is value else key)
            continue
        (name, fields_), = item.items()
        found = vocabulary().get(name)
        if found is None:
            ctx.tell(item, "roledata.not_an_effect", name, name=_quote(name),
                     effects=", ".join(vocabulary()))
            continue
        cls, specs = found
        if fields_ is None:
            fields_ = {}
        if not isinstance(fields_, dict):
            ctx.tell(item, "roledata.fields_map", name, effect=name)
            continue
        kwargs: dict[str, Any] = {}
        for fname, fvalue in fields_.items():
            spec = specs.get(fname)
            if spec is None:
                if specs:
                    ctx.tell(fields_, "roledata.not_a_field", fname, name=_quote(fname),
                             effect=name, fields=", ".join(specs))
                else:
                    ctx.tell(fields_, "roledata.no_fields", fname, name=_quote(fname), effect=name)
                continue
            got = _field_value(ctx, fields_, fname, fvalue, spec, messages)
            if got is not None:
                kwargs[spec.attr] = got
        try:
            effect = cls(**kwargs)
            # a value the effect does not know shows here (its words are read from it)
            effect.text()
            effect.notation()
        except (KeyError, ValueError, TypeError, AttributeError):
            ctx.tell(item, "roledata.unknown_value", name, effect=name)
            continue
        if _unknown_role(ctx, item, name, effect):
            continue
        ctx.shields = ctx.shields or isinstance(effect, effects.Shield)
        if isinstance(effect, effects.AddMarker) and (
                worn := ctx.attributes.get(effect.marker.strip().lower())) is not None:
            # an attribute the file declares with rules: its marker carries them (attributes.py)
            effect = dataclasses.replace(effect, worn=worn)
        out.append(effect)
    return tuple(out)


def _unknown_role(ctx: _Ctx, item: Any, name: str, effect: Does) -> bool:
    """An effect that names a role (``names_role``: a role change's) must name one of the book,
    and one that hands out or takes back an extra role (``names_extra``) one of the extra roles
    the role files give (lover.10: the book's own extra roles are handed out by their own
    rules): True, with a sentence, when it does not."""
    if getattr(type(effect), "names_extra", False):
        extra = getattr(effect, "role", "")
        if extra.strip().lower() in ctx.extras:
            return False
        ctx.tell(item, "roledata.extra_unknown", name, effect=name, extra=_quote(extra))
        return True
    if not getattr(type(effect), "names_role", False):
        return False
    role = getattr(effect, "role", "")
    if _base_rules().role(role) is not None:
        return False
    ctx.tell(item, "roledata.role_unknown", name, effect=name, role=_quote(role))
    return True


def _field_value(ctx: _Ctx, parent: Any, key: str, value: Any, spec: FieldSpec,
                 messages: dict[str, str]) -> Any:
    if spec.item_type is not None:
        return _list_value(ctx, parent, key, value, spec, messages)
    if spec.text:
        text = _template(ctx, parent, key, value)
        return _message(messages, text) if text else None
    if spec.enum_type is not None:
        if not isinstance(value, str) or value not in spec.choices:
            ctx.tell(parent, "roledata.one_of", key, name=_quote(key),
                     values=", ".join(spec.choices))
            return None
        return spec.enum_type(value)
    ok = {
        "string": isinstance(value, str) and len(value) <= MAX_TEXT,
        "integer": isinstance(value, int) and not isinstance(value, bool),
        "boolean": isinstance(value, bool),
        "number": isinstance(value, int | float) and not isinstance(value, bool),
    }[spec.json_type]
    if not ok:
        ctx.tell(parent, "roledata.field_type", key, name=_quote(key), kind=spec.json_type)
        return None
    return value


@dataclass(frozen=True)
class TellTargets(Does):
    """A step after an ability's effect: each target is told ``tell`` (the file's
    ``target_told``), with the user's name as ``by`` and their own as ``player``; in a trigger
    fired by a defence used (R8), also whose attempt it stopped (``attacker``) and whom it
    kept alive (``attacked``)."""

    kind: ClassVar[str | None] = None  # (a step, not the ability's type)
    marks: ClassVar[tuple[Effect, ...] | None] = None

    tell: str = ""
    rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        words = effects.defence_words(eng, act.event)
        for target in act.targets:
            eng.tell(target, self.tell, rule=self.rule or act.ability.rule,
                     causes=[act.event.id], player=target.name, by=act.actor.name, **words)

    def text(self) -> str:
        return ""

    def notation(self) -> str:
        return ""


# an ability whose effects reach its user alone, naming no player
USER_TARGET = "user"
USER_TARGET_TEXT = "the ability names no player: its effects reach its user (a choice's option)"


def _targets(ctx: _Ctx, ab: dict[str, Any], value: Any) -> tuple[int, int, bool, bool] | None:
    if value == USER_TARGET:
        return (0, 0, False, False)
    if value is None:
        ctx.tell(ab, "roledata.targets_missing")
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        value = {"count": value}
    if not isinstance(value, dict):
        ctx.tell(ab, "roledata.targets_map", "targets")
        return None
    _known_keys(ctx, value, TARGET_KEYS, "'targets'")
    count = _count(ctx, value, "count", value.get("count"), 0, 8)
    low = _count(ctx, value, "min", value.get("min"), 0, 8)
    high = _count(ctx, value, "max", value.get("max"), 0, 8)
    if count is None and (low is None or high is None):
        ctx.tell(value, "roledata.targets_count")
        return None
    low = count if low is None else low
    high = count if high is None else high
    assert low is not None and high is not None
    if low > high:
        ctx.tell(value, "roledata.targets_min_max")
        return None
    return (low, high, _yes_no(ctx, value, "self", value.get("self"), False),
            _yes_no(ctx, value, "dead", value.get("dead"), False))


def _restrictions(ctx: _Ctx, parent: Any, value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        ctx.tell(parent, "roledata.restrictions_list", "restrictions",
                 values=", ".join(RESTRICTIONS))
        return ()
    for v in value:
        if v not in RESTRICTIONS:  # (every item is a text: checked above)
            ctx.tell(parent, "roledata.not_a_restriction", "restrictions", name=_quote(v),
                     values=", ".join(RESTRICTIONS))
    return tuple(v for v in value if v in RESTRICTIONS)


def _ability(ctx: _Ctx, role_name: str, rule: str, data: Any, messages: dict[str, str],
             taken: dict[str, str]) -> Ability | None:
    if not isinstance(data, dict):
        ctx.tell(data, "roledata.ability_map")
        return None
    _known_keys(ctx, data, ABILITY_KEYS, "an ability")
    verb = _text(ctx, data, "verb", data.get("verb"))
    if not verb:
        ctx.tell(data, "roledata.verb_missing")
    elif not verb.isascii() or not verb.replace("_", "").isalpha() or verb != verb.lower():
        ctx.tell(data, "roledata.verb_word", "verb", verb=_quote(verb))
        verb = ""
    elif verb in taken:
        ctx.tell(data, "roledata.verb_clash", "verb", verb=_quote(verb), other=taken[verb])
    phase = data.get("phase", "night")
    if not isinstance(phase, str) or phase not in PHASES:
        ctx.tell(data, "roledata.one_of", "phase", name="'phase'", values=", ".join(PHASES))
    timing = data.get("timing", "end")
    if not isinstance(timing, str) or timing not in TIMINGS:
        ctx.tell(data, "roledata.one_of", "timing", name="'timing'", values=", ".join(TIMINGS))
    targets = _targets(ctx, data, data.get("targets"))
    limits = data.get("limits") or {}
    if not isinstance(limits, dict):
        ctx.tell(data, "roledata.limits_map", "limits")
        limits = {}
    _known_keys(ctx, limits, LIMIT_KEYS, "'limits'")
    per_phase = _count(ctx, limits, "per_phase", limits.get("per_phase", 1), 1, 16)
    per_game = _count(ctx, limits, "per_game", limits.get("per_game"), 1, 100)
    from_phase = _count(ctx, limits, "from_phase", limits.get("from_phase", 0), 0, 100) or 0
    succession = limits.get("succession")
    if succession is not None and succession not in SUCCESSION:
        ctx.tell(limits, "roledata.one_of", "succession", name="'succession'",
                 values=", ".join(SUCCESSION))
        succession = None
    does, cond, right = read_steps(ctx, data, messages, ABILITY_SUBJECTS)
    told = _template(ctx, data, "target_told", data.get("target_told"))
    if told:
        does.append(TellTargets(tell=_message(messages, told)))
    aim_word = data.get("aim")
    aim: Aim | None = None
    if aim_word is not None:
        names = {a.name.lower(): a for a in Aim}
        aim = names.get(str(aim_word).lower())
        if aim is None:
            ctx.tell(data, "roledata.one_of", "aim", name="'aim'", values=", ".join(names))
    help_text = _text(ctx, data, "help", data.get("help"))
    visits = _yes_no(ctx, data, "visits", data.get("visits"), True)
    choice = _text(ctx, data, "choice", data.get("choice")).strip()
    size = _group_size(ctx, data)
    marked = _marker_condition(ctx, data)
    if (not does or targets is None or not verb or phase not in PHASES or timing not in TIMINGS
            or not right):
        return None
    low, high, allow_self, dead = targets
    main = effects.main_effect(tuple(does))
    checks: list[Callable[[Engine, Player], Refusal | None]] = []
    if _yes_no(ctx, limits, "emergency", limits.get("emergency"), False):
        # rule-abilities-immediate-abilities.2: one use a phase, plus one emergency use a game
        if per_phase not in (None, 1):
            ctx.tell(limits, "roledata.emergency_per_phase", "emergency")
            return None
        per_phase = None
        checks.append(uses_left(verb))
        does.insert(0, EmergencyUse(verb=verb))
    if any(isinstance(d, effects.SetTarget) and d.emergency for d in does):
        # S1.52: a held target changed once a phase, plus one emergency change a game
        per_phase = None
        checks.append(_changes_left(verb))
    on_targets = None
    if cond is not None and "target" in cond.subjects():
        on_targets = _condition_on_targets(verb, cond)
    elif cond is not None:
        checks.append(_condition_on_user(verb, cond))
    # what the actor is told: an investigation that tells nothing teaches
    # nothing, so its words are required
    if main is not None and main.kind == "investigate" and not getattr(main, "tell", "x"):
        ctx.tell(data, "roledata.tells_nothing", "effect", effect=type(main).__name__)
        return None
    if aim is None:
        aim = _DEFAULT_AIM.get(main.kind or "", Aim.FOE) if main is not None else Aim.FOE
    usage = verb if high == 0 else f"{verb} " + " ".join(["PLAYER"] * high)
    picked = _picks(ctx, data, low, high)
    if picked is None:
        return None
    if picked:
        usage = f"{verb} " + " ".join(["PLAYER"] * high + ["ROLE"] * picked["picks"])
    try:
        return _guard(Ability(
            verb=verb, when=phase, timing=timing,
            does=does[0] if len(does) == 1 else tuple(does),
            min_targets=low, max_targets=high, allow_self=allow_self, dead_targets=dead,
            per_phase=per_phase, per_game=per_game, from_phase=from_phase, visits=visits,
            rule=rule, help=help_text, usage=usage,
            declaration=Declaration(aim=aim, picks=Pick.ROLE if picked else Pick.NOTHING,
                                    among=choice),
            actor_check=_actor_checks(
                ([_one_option(choice, verb)] if choice else [])
                + ([_members_needed(verb, *size)] if size else []) + checks),
            check=_both_checks(
                succession_check(verb, succession, phase) if succession else None, on_targets),
            **picked, **marked,
        ), on_user=data.get("targets") == USER_TARGET)
    except (TypeError, ValueError) as e:
        ctx.tell(data, "roledata.cannot_build", reason=str(e))
        return None


PICKS = ("role",)
MAX_GROUP_SIZE = 32


def _group_size(ctx: _Ctx, data: dict[str, Any]) -> tuple[str, int] | None:
    """An ability's ``group_size`` as (group, members); None when it has none (or a wrong
    one, reported)."""
    value = data.get("group_size")
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"group", "members"}:
        ctx.tell(data, "roledata.group_size_map", "group_size")
        return None
    group, members = value["group"], _count(ctx, value, "members", value["members"], 0,
                                            MAX_GROUP_SIZE)
    top = ctx.doc.data if isinstance(ctx.doc.data, dict) else {}
    listed = top.get("groups")
    own: list[Any] = listed if isinstance(listed, list) else []
    if not isinstance(group, str) or (group != WOLFPACK and group not in _base_rules().groups
                                      and group not in own):
        ctx.tell(value, "roledata.group_unknown", "group", group=_quote(str(group)))
        return None
    return (group, members) if members is not None else None


def _members_needed(verb: str, group: str, members: int,
                    ) -> Callable[[Engine, Player], Refusal | None]:
    """The actor check of an ability used only while ``group`` has ``members`` living
    members (WWRF's ``[Condition: #Group->Members->Count is N]``)."""

    def check(eng: Engine, actor: Player) -> Refusal | None:
        # R7: a role's own restriction on using its ability, refused with its sentence
        g = eng.group(group)
        alive = sum(1 for n in (g.members if g is not None else ())
                    if (p := eng.find(n)) is not None and p.alive)
        if alive == members:
            return None
        return Refusal(Reason.NOT_NOW, deferred(
            "refuse.group_size", {"verb": verb, "group": group, "members": members,
                                  "alive": alive}))

    return check


def _changes_left(verb: str) -> Callable[[Engine, Player], Refusal | None]:
    """S1.52: a held target (SetTarget with ``emergency``) is changed once a phase, plus one
    emergency change a game: a third change in a phase is refused."""
    phase_key, spent_key = effects.held_target_keys()

    def check(eng: Engine, actor: Player) -> Refusal | None:
        mem = actor.memory
        if mem.get(phase_key) == eng.state.phase and mem.get(spent_key):
            return Refusal(Reason.ALREADY_USED, deferred("refuse.target_changes", {}))
        return None

    return check


def _condition_on_user(verb: str, cond: Cond) -> Callable[[Engine, Player], Refusal | None]:
    """An ability's ``if`` that names no target: read when its user uses it."""

    def check(eng: Engine, actor: Player) -> Refusal | None:
        # R7: a role's own restriction on using its ability, refused with its sentence
        if cond.holds(eng, env_of(eng, actor, None)):
            return None
        return Refusal(Reason.NOT_NOW, deferred("refuse.custom_condition", {"verb": verb}))

    return check


def _condition_on_targets(verb: str, cond: Cond) -> Callable[[Engine, Player, list[Player]],
                                                             Refusal | None]:
    """An ability's ``if`` that names its ``target``: read for each player it names."""

    def check(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
        for t in targets or [None]:  # type: ignore[list-item]
            if not cond.holds(eng, env_of(eng, actor, t)):
                return Refusal(Reason.INVALID_TARGET, deferred(
                    "refuse.custom_condition_target", {"verb": verb,
                                                       "target": t.name if t else ""}))
        return None

    return check


def _both_checks(
    first: Callable[[Engine, Player, list[Player]], Refusal | None] | None,
    second: Callable[[Engine, Player, list[Player]], Refusal | None] | None,
) -> Callable[[Engine, Player, list[Player]], Refusal | None] | None:
    """One target check made of two (either may be None; the first refusal wins)."""
    if first is None or second is None:
        return first or second

    def check(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
        return first(eng, actor, targets) or second(eng, actor, targets)

    return check


def _actor_checks(checks: list[Callable[[Engine, Player], Refusal | None]],
                  ) -> Callable[[Engine, Player], Refusal | None] | None:
    """One actor check made of several (the first refusal wins); None for none."""
    if not checks:
        return None
    if len(checks) == 1:
        return checks[0]

    def check(eng: Engine, actor: Player) -> Refusal | None:
        for one in checks:
            refused = one(eng, actor)
            if refused is not None:
                return refused
        return None

    return check


def _one_option(choice: str, verb: str) -> Callable[[Engine, Player], Refusal | None]:
    """The actor check of one option of a role's choice ``choice``: refused once its user has
    chosen another option of it this phase (used at once, or waiting for the phase's end)."""

    def check(eng: Engine, actor: Player) -> Refusal | None:
        # R7 / ruling RM500: the options of one choice are alternatives, one used a phase
        st = eng.state
        for other in eng.role_of(actor).abilities:
            if other.verb == verb or other.declaration.among != choice:
                continue
            used = any(n and key.startswith(actor.name + "|") and key.endswith("|" + other.verb)
                       for key, n in st.used.items())
            waiting = any(p.actor == actor.name and p.verb == other.verb for p in st.pending)
            if used or waiting:
                return Refusal(Reason.ALREADY_USED, deferred(
                    "refuse.choice_made", {"chosen": other.verb, "choice": choice}))
        return None

    return check
MARKER_CONDITIONS = ("has", "lacks")


def _marker_condition(ctx: _Ctx, data: dict[str, Any]) -> dict[str, Any]:
    """An ability's ``marker`` (what `role import` makes of `[Attribute: @Self lacks
    `Marker`]` on a plain marker): the Ability fields that offer it only while its user
    carries (``has``) or does not carry (``lacks``) the marker named; {} for none. The user
    knows their own markers, so the condition tells them nothing hidden."""
    value = data.get("marker")
    if value is None:
        return {}
    if (not isinstance(value, dict) or len(value) != 1 or next(iter(value)) not in
            MARKER_CONDITIONS or not isinstance(next(iter(value.values())), str)
            or not next(iter(value.values())).strip()):
        ctx.tell(data, "roledata.marker_map", "marker")
        return {}
    (how, name), = value.items()
    status = effects.marker_status(name)
    wanted = how == "has"

    def available(eng: Engine, player: Player) -> bool:
        return player.has(status) is wanted

    return {"available": available, "available_reads_player_only": True}


def _dealt_roles(eng: Engine, actor: Player) -> tuple[str, ...]:
    """The roles a pick may name: every role a player can be dealt under these rules (no
    office), never only this game's, which would tell a hidden role list (ruling RM48)."""
    return tuple(r.name for r in eng.rules.roles.values() if not r.office)


def _picks(ctx: _Ctx, data: dict[str, Any], low: int, high: int) -> dict[str, Any] | None:
    """An ability's ``picks``: the Ability fields for a role named after each player (its
    ``options``, one pick a player, paired in order), {} for none, None when it cannot be."""
    word = data.get("picks")
    if word is None:
        return {}
    if word not in PICKS:
        ctx.tell(data, "roledata.one_of", "picks", name="'picks'", values=", ".join(PICKS))
        return None
    if data.get("targets") == USER_TARGET:
        # the user names one role for themselves (WWRF's `Disguise @Self as @Selection`)
        return {"options": _dealt_roles, "picks": 1}
    if low != high:
        ctx.tell(data, "roledata.picks_fixed", "picks")
        return None
    if high == 0:
        # innkeeper.1 / WWRF's `Investigate {Role} Count`: one role and no player, nothing to
        # visit or redirect (ruling RM163)
        return {"options": _dealt_roles, "picks": 1, "redirectable": False}
    return {"options": _dealt_roles, "picks": high, "paired_picks": high > 1}


def _guard(ab: Ability, on_user: bool = False) -> Ability:
    """A hostile file never makes a stuck game: the ability's resolution,
    built from the file's effects, is carried out inside a guard. An effect asked for something
    the game cannot do (a choice kept from no target …) is recorded as an event the host sees,
    its user is told, and the game goes on; the same game fails the same way on replay.
    ``on_user``: the ability names no player, and its effects reach its user."""
    inner = ab.resolve

    def resolve(eng: Engine, act: Act) -> None:
        if on_user:
            act = dataclasses.replace(act, targets=[act.actor])
        try:
            inner(eng, act)
        except Exception as e:  # the file's effect, not the engine, is at fault
            ev = eng.emit("custom_effect_failed", actor=act.actor.name,
                          targets=[t.name for t in act.targets], causes=[act.event.id],
                          rule=act.ability.rule,
                          data={"verb": act.ability.verb, "error": type(e).__name__})
            if act.actor.alive:
                eng.tell(act.actor, _FAILED, rule=act.ability.rule, causes=[ev.id],
                         verb=act.ability.verb)

    # (the notation, derived once from the effects, is kept: the guard changes no meaning)
    object.__setattr__(ab, "resolve", resolve)
    return ab


_FAILED = "custom.effect_failed"


@dataclass
class TriggerCount(FamilyState):
    """The custom roles' trigger firings in the running phase."""

    phase: int = -1
    fired: int = 0
    uses: dict[str, int] = field(default_factory=dict)  # a phase trigger's firings, by holder


def counted(eng: Engine, cause: int | None, rule: str) -> bool:
    """Whether the phase's trigger firings leave room for one more, counting it (at most
    ``MAX_FIRINGS`` a phase: past them the chain stops, with a ``triggers_stopped`` event the
    host sees). A trigger asks only once it fires: after its targets and its ``if``."""
    count = eng.ext(TriggerCount)
    if count.phase != eng.state.phase:
        count.phase, count.fired = eng.state.phase, 0
    count.fired += 1
    if count.fired > MAX_FIRINGS:
        if count.fired == MAX_FIRINGS + 1:
            eng.emit("triggers_stopped", causes=[cause] if cause is not None else [],
                     rule=rule, data={"limit": MAX_FIRINGS})
        return False
    return True


def _killer(eng: Engine, ev: Event) -> Player | None:
    """The player whose attempt the death ``ev`` came from (None: a lynch, a rule's kill)."""
    wanted = set(ev.causes)
    for old in reversed(eng.state.events):
        if old.id in wanted and old.actor:
            return eng.find(old.actor)
        if old.id < min(wanted, default=0):
            break
    return None


def _held(eng: Engine, holder: Player) -> list[Player]:
    """A trigger aimed at ``target``: the holder's held target (effects.SetTarget), if alive."""
    found = effects.held_target(eng, holder)
    return [found] if found is not None else []


def pack_teams() -> set[str]:
    """R9, white-werewolf.11: the teams a member of the pack may play for, the wolves and each
    team of the book with a role in the pack (what `pack: yes` needs of the file's team)."""
    rules = _base_rules()
    return {"wolves"} | {r.team for r in rules.roles.values() if WOLFPACK in r.groups}


def _needs_held_target(ctx: _Ctx, trig: list[Any], abilities: list[Ability],
                       drawn: bool = False) -> None:
    """A trigger aimed at ``target`` reaches the holder's held target, which only an ability
    of the role sets (effects.SetTarget), or the deal (``drawn``: the file's
    ``start_target``): with neither, it could never reach anyone (unless the file says
    ``kept_target``: its holders bring the target they set under a former role, which a role
    change keeps, R36)."""
    sets = drawn or any(isinstance(d, effects.SetTarget) for ab in abilities
                        for d in effects.steps(ab.does))
    for item in trig:
        if isinstance(item, dict) and item.get("targets") == "target" and not sets:
            ctx.tell(item, "roledata.held_target", "targets")


def _trigger(ctx: _Ctx, role_name: str, rule: str, data: Any,
             messages: dict[str, str]) -> tuple[str, Callable[..., Any]] | None:
    if isinstance(data, dict) and isinstance(data.get("moment"), str) \
            and data["moment"] in EVENT_MOMENTS:
        return event_trigger(ctx, role_name, rule, data, messages)  # (event_triggers.py)
    if not isinstance(data, dict):
        ctx.tell(data, "roledata.trigger_map")
        return None
    _known_keys(ctx, data, TRIGGER_KEYS, "a trigger")
    moment = data.get("moment")
    if not isinstance(moment, str) or moment not in TRIGGER_MOMENTS:
        ctx.tell(data, "roledata.moment_one_of", "moment" if "moment" in data else None,
                 values=", ".join(TRIGGER_MOMENTS))
        return None
    for key in PHASE_KEYS:
        if key in data:
            ctx.tell(data, "roledata.phase_key", key, name=_quote(key), moment=str(moment))
    whom = data.get("targets")
    if not isinstance(whom, str) or whom not in TRIGGER_MOMENTS[moment]:
        ctx.tell(data, "roledata.trigger_targets", "targets" if "targets" in data else None,
                 moment=str(moment), values=", ".join(TRIGGER_MOMENTS[moment]))
        return None
    restrictions = _restrictions(ctx, data, data.get("restrictions"))
    does, cond, right = read_steps(ctx, data, messages, subjects_at(moment))
    told = _template(ctx, data, "target_told", data.get("target_told"))
    if told:
        does.append(TellTargets(tell=_message(messages, told)))
    if not does or not right:
        return None
    main = effects.main_effect(tuple(does))
    # a trigger on a death whose effect can kill a holder of the same role
    # fires itself again; the file must keep such targets out ("other role")
    if (moment == "death" and main is not None and Effect.DEATH in (main.marks or ())
            and "other role" not in restrictions):
        ctx.tell(data, "roledata.self_firing", "moment", role=role_name)
        return None
    ability = _guard(Ability(verb=f"{moment} trigger", when="any", timing="immediate",
                             does=does[0] if len(does) == 1 else tuple(does), rule=rule,
                             visits=False))

    def on_death(eng: Engine, victim: Player, event: Event) -> None:
        if not extra_abilities.holds(eng, victim, role_name):
            return
        if whom == "killer":
            found = _killer(eng, event)
            targets = [found] if found is not None and found.alive else []
        elif whom == "target":
            targets = _held(eng, victim)
        else:
            living = [p.name for p in eng.state.players if p.alive and p is not victim]
            if "other role" in restrictions:
                living = [n for n in living if (q := eng.find(n))
                          and not extra_abilities.holds(eng, q, role_name)]
            pick = eng.draw(f"{role_name} trigger", living, causes=[event.id]) if living else ""
            found = eng.find(pick) if pick else None
            targets = [found] if found is not None else []
        if "other role" in restrictions:
            targets = [t for t in targets if not extra_abilities.holds(eng, t, role_name)]
        if not targets:
            return
        named = {"killer": _killer(eng, event)}
        if cond is not None and not cond.holds(eng, env_of(eng, victim, targets[0], named)):
            return
        if not counted(eng, event.id, rule):
            return
        fired = eng.emit("trigger_fired", actor=victim.name, targets=[t.name for t in targets],
                         causes=[event.id], rule=rule, data={"on": moment})
        token = with_moment(named)
        try:
            ability.resolve(eng, Act(victim, ability, targets, fired, role_name))
        finally:
            reset_moment(token)

    on_death.__name__ = f"trigger_{hashlib.sha256(role_name.encode()).hexdigest()[:12]}"
    return moment, on_death


MAX_GROUPS = 4  # groups a role file's role puts its holders in
GROUP_RE = re.compile(r"^[a-z][a-z0-9 '-]{0,39}$")


def _groups(ctx: _Ctx, data: dict[str, Any]) -> tuple[str, ...]:
    """(the import's ``Join #Group`` of a group with no abilities): the groups a
    role puts its holders in, each a channel its members share and know each other in from the
    deal (engine/groups.py, as a book role's ``groups``); the wolfpack is ``pack``, which also
    gives the pack's attack."""
    value = data.get("groups")
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        ctx.tell(data, "roledata.groups_list", "groups")
        return ()
    if len(value) > MAX_GROUPS:
        ctx.tell(data, "roledata.too_many_groups", "groups", max=MAX_GROUPS, count=len(value))
        return ()
    out: list[str] = []
    for name in value:
        if not GROUP_RE.match(name):
            ctx.tell(data, "roledata.group_name", "groups", group=_quote(name))
        elif name == WOLFPACK:
            ctx.tell(data, "roledata.wolfpack_group", "groups")
        elif name not in out:
            out.append(name)
    return tuple(out)


def _group_abilities(rules: Ruleset, groups: tuple[str, ...]) -> tuple[Ability, ...]:
    """A member of a group of the book takes the group's own abilities (those
    the book's roles hold as the group's, such as the cult's nightly attack), as a member of
    the wolfpack takes the pack's attack: what the group does, its members do together."""
    out: dict[str, Ability] = {}
    for role in rules.roles.values():
        for ab in role.abilities:
            if ab.group in groups and ab.group != WOLFPACK:
                out.setdefault(ab.verb, ab)
    return tuple(out[v] for v in sorted(out))


DISGUISE_STRENGTHS = ("weak", "strong")
# a disguise's `as` that shows the role its holder was dealt (the file's own role, for a role)
OWN_ROLE = "own role"


def _disguise(ctx: _Ctx, rules: Ruleset, data: dict[str, Any], rule: str,
              ) -> Callable[[Engine, Player], None] | None:
    """What `role import` makes of `Starting: Strongly Disguise @Self as X`: a disguise the
    holder wears from the start of the game, for good: an ordinary disguise of the engine (a
    ``disguised`` event and a ``disguise`` status, as the Sneaking Wolf's, sneaking-wolf.1), so
    the investigations that read its strength see the role named, unless a later disguise
    covers it."""
    value = data.get("disguise")
    if value is None:
        return None
    if not isinstance(value, dict):
        ctx.tell(data, "roledata.disguise_map", "disguise")
        return None
    _known_keys(ctx, value, {"as": "the role shown", "strength": "weak or strong"},
                "'disguise'")
    shown = value.get("as")
    role = rules.role(shown) if isinstance(shown, str) and shown != OWN_ROLE else None
    if role is None and shown != OWN_ROLE:
        ctx.tell(value, "roledata.disguise_unknown", "as", role=_quote(shown))
    strength = value.get("strength", "strong")
    if strength not in DISGUISE_STRENGTHS:
        ctx.tell(value, "roledata.disguise_strength", "strength")
        return None
    if role is None and shown != OWN_ROLE:
        return None
    fixed = role.name if role is not None else None

    def put_on(eng: Engine, player: Player) -> None:
        # `own role` (WWRF's `Disguise @Self as @Self->OriginalRole`): the role the player
        # was dealt, shown whatever role they hold later
        name = fixed or player.original_role
        ev = eng.emit("disguised", targets=[player.name], rule=rule,
                      data={"role": name, "strength": strength})
        eng.add_status(player, "disguise", source=ev.id,
                       data={"role": name, "strength": strength})

    return put_on


def _imitation(ctx: _Ctx, data: dict[str, Any], pack: bool,
               ) -> Callable[[Engine, Player], None] | None:
    """The file's ``imitates`` (imitation.py, what `role import` makes of WWRF's ``Include:
    %Role%`` on a pack member): white-werewolf.7 / .8, the book's imitation of the pack's
    commonest role when the role is dealt."""
    value = data.get("imitates")
    if value is None:
        return None
    if value != IMITATES:
        ctx.tell(data, "roledata.imitates_value", "imitates", value=IMITATES)
        return None
    if not pack:
        ctx.tell(data, "roledata.imitates_pack", "imitates")
        return None
    return imitate


def _both(*steps: Callable[[Engine, Player], None] | None,
          ) -> Callable[[Engine, Player], None] | None:
    """What is done when a role is dealt: its disguise put on, its voting power set, what its
    holder learns told, in that order."""
    done = [s for s in steps if s is not None]
    if len(done) < 2:
        return done[0] if done else None

    def deal(eng: Engine, player: Player) -> None:
        for step in done:
            step(eng, player)

    return deal


def _role(ctx: _Ctx, rules: Ruleset, taken: dict[str, str]) -> _Built | None:
    data = ctx.doc.data
    if not isinstance(data, dict):
        ctx.tell(data, "roledata.role_map")
        return None
    _known_keys(ctx, data, ROLE_KEYS, "a role file")
    given = data.get("name")
    # a role that takes a book role's place is dealt under that role's name (replacing.py)
    book = None if "extra" in data else replaced(
        ctx, rules, data, given if isinstance(given, str) else "")
    name = _text(ctx, data, "name", given, required="replaces" not in data)
    if book is not None:
        name = book.name
    elif name and (not name.isascii() or not all(c.isalnum() or c in " -'" for c in name)
                   or len(name) > 40):
        ctx.tell(data, "roledata.name_invalid", "name")
        name = ""
    elif name and rules.role(name) is not None:
        ctx.tell(data, "roledata.name_taken", "name", role=_quote(name))
    if "extra" in data:
        summary = _text(ctx, data, "summary", data.get("summary"), required=True)
        return _extra_role(ctx, rules, data, name, summary, f"custom: {name}", taken)
    team = data.get("team")
    if team is not None and not isinstance(team, str):
        ctx.tell(data, "roledata.team_text", "team")
        team = ""
    # a win condition no team can reach (a role file names a team the engine
    # knows, whose goal is its win condition)
    if team is None:
        ctx.tell(data, "roledata.team_missing", teams=", ".join(_team_keys(rules)))
    elif team and team not in _team_keys(rules):
        ctx.tell(data, "roledata.team_unknown", "team", team=_quote(team),
                 teams=", ".join(_team_keys(rules)))
    summary = _text(ctx, data, "summary", data.get("summary"), required=True)
    rule = f"custom: {name}"
    block = _texts_block(ctx, data)
    messages = _Messages(_told(block))
    abilities: list[Ability] = []
    raw = data.get("abilities") or []
    if not isinstance(raw, list):
        ctx.tell(data, "roledata.abilities_list", "abilities")
        raw = []
    if len(raw) > MAX_ABILITIES:
        ctx.tell(raw, "roledata.too_many_abilities", max=MAX_ABILITIES, count=len(raw))
        raw = []
    verbs = dict(taken)
    # what `role import` makes of `Join #Wolfpack`: a role file's role may be a member of
    # the wolfpack (R9): in the pack's group, with its channel, and voting in the pack's attack
    # as every pack wolf does; a member plays for the wolves, or for a team of the book whose
    # roles sit in the pack (white-werewolf.11: the White Wolves, a lycan in the pack)
    pack = _yes_no(ctx, data, "pack", data.get("pack"), False)
    in_pack = sorted({r.team for r in rules.roles.values() if WOLFPACK in r.groups} - {"wolves"})
    if pack and team != "wolves" and team not in in_pack:
        ctx.tell(data, "roledata.pack_team", "pack", teams=", ".join(in_pack))
    if pack:
        verbs[PACK_ATTACK.verb] = "the wolfpack's attack"
    whispers = whisper(ctx, name, rule, data)
    setup = _both(_disguise(ctx, rules, data, rule), votes_setup(ctx, data, rule),
                  learns_setup(ctx, data, rule), whispers[0] if whispers else None,
                  counters_setup(ctx, data, rule), start_target_setup(ctx, data))
    carried = declared(ctx, rules, data, name, rule, messages)
    ctx.attributes = carried.worn
    setup = _both(setup, carries_setup(ctx, data, rule), _imitation(ctx, data, pack))
    file_groups = _groups(ctx, data)
    shared = _group_abilities(rules, file_groups)
    for held in shared:
        verbs[held.verb] = f"the {held.group} group's ability"
    options: dict[str, list[dict[str, Any]]] = {}
    for i, item in enumerate(raw):
        if not isinstance(item, dict):
            ctx.tell(raw, "roledata.ability_map", str(i))
            continue
        ab = _ability(ctx, name, rule, item, messages, verbs)
        if ab is not None:
            abilities.append(ab)
            verbs[ab.verb] = f"another ability of {name or 'this role'}"
            if ab.declaration.among:
                options.setdefault(ab.declaration.among, []).append(item)
    for choice, items in options.items():
        # ruling RM500: a choice is among alternatives: one option alone is no choice
        if len(items) < 2:
            ctx.tell(items[0], "roledata.choice_one", "choice", choice=_quote(choice))
    listeners: list[tuple[str, Callable[..., Any]]] = []
    trig = data.get("triggers") or []
    if not isinstance(trig, list):
        ctx.tell(data, "roledata.triggers_list", "triggers")
        trig = []
    if len(trig) > MAX_ABILITIES:
        ctx.tell(trig, "roledata.too_many_triggers", max=MAX_ABILITIES, count=len(trig))
        trig = []
    for i, item in enumerate(trig):
        if not isinstance(item, dict):
            ctx.tell(trig, "roledata.trigger_map", str(i))
            continue
        if isinstance(item.get("moment"), str) and item["moment"] in PHASE_MOMENTS:
            _known_keys(ctx, item, TRIGGER_KEYS, "a trigger")
            listeners.extend(phase_trigger(ctx, name, rule, item, messages, i) or ())
            continue
        got = _trigger(ctx, name, rule, item, messages)
        if got is not None:
            listeners.append(got)
    listeners.extend(carried.listeners)  # an attribute's triggers, fired for its carriers
    listeners.extend(pack_failure(name, data))  # (signals.py: the pack's failed attack)
    if not _yes_no(ctx, data, "kept_target", data.get("kept_target"), False):
        _needs_held_target(ctx, trig, abilities, "start_target" in data)
    # the rules of the groups it puts its holders in (group_rules.py)
    listeners.extend(group_rules.declared(ctx, rules, data, file_groups, name, rule, messages))
    # saboteur-wolf.2 / R12: a disqualified election winner elects nobody (the offices' moment)
    if any(isinstance(step, effects.Disqualify) for ab in abilities
           for step in effects.steps(ab.does)):
        listeners.append(("election_blocked", effects.disqualified_winner))
    # an obstruction stops its holder's abilities of its type where they land (Obstruct)
    if any(isinstance(step, effects.Obstruct) for ab in abilities
           for step in effects.steps(ab.does)):
        listeners.append(("voids", effects.obstructed_ability))
    guard = defence(ctx, name, rule, data, messages)
    mover = redirect(ctx, name, rule, data, messages)
    if whispers:
        listeners.append(("said", whispers[1]))
    if _yes_no(ctx, data, "unique", data.get("unique"), False) and name:
        listeners.append(("validate_setup", _dealt_once(name)))
    required = _required(ctx, data, name)
    if required and name:
        listeners.append(("validate_setup", _dealt_with(name, required)))
    aliases = data.get("aliases") or []
    tags = data.get("tags") or []
    if data.get("imitates") == IMITATES and isinstance(tags, list):
        # white-werewolf.7: an imitator is not imitated by another (the book's own tag)
        tags = [*tags, IMITATOR]
    for key, value in (("aliases", aliases), ("tags", tags)):
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            ctx.tell(data, "roledata.list_of_texts", key, name=_quote(key))
    for alias in aliases if isinstance(aliases, list) else ():
        if isinstance(alias, str) and rules.role(alias) not in (None, book):
            ctx.tell(data, "roledata.alias_taken", "aliases", alias=_quote(alias))
    if ctx.problems or not name or not team or team not in _team_keys(rules):
        return None
    role = RoleDef(
        name=name, team=team, summary=summary,
        abilities=((PACK_ATTACK,) if pack else ()) + shared + tuple(abilities),
        groups=((WOLFPACK,) if pack else ()) + file_groups,
        setup=setup,
        aliases=tuple(aliases), lycan=_yes_no(ctx, data, "lycan", data.get("lycan"), False),
        category=_text(ctx, data, "category", data.get("category")) or "Miscellaneous",
        # a custom role's attacks take its team's place in the killing order
        attack_class="town" if team == "town" else "wolves" if team == "wolves" else "other",
        description=_text(ctx, data, "description", data.get("description")),
        # bartender.1 / bartender.2: a role whose holder speaks from a channel of their own,
        # unnamed, in the town square (the book's tavern) tends the bar, the property the book's
        # rules ask about (alcoholic.2: an Alcoholic needs a living holder of such a role)
        tags=frozenset(tags) | ({BARTENDS} if whispers else set()),
        book_group=_text(ctx, data, "book_group", data.get("book_group")),
    )
    if book is not None:
        role = in_place(role, book)
    languages = _languages(ctx, data, block, messages, role)
    if ctx.problems:
        return None
    return _Built(role, messages, listeners,
                  ((guard,) if guard else ()) + tuple(carried.defences), languages,
                  shields=ctx.shields, redirectors=(mover,) if mover else ())


def _extra_role(ctx: _Ctx, rules: Ruleset, data: dict[str, Any], name: str, summary: str,
                rule: str, taken: dict[str, str]) -> _Built | None:
    """lover.10 / RM460: an extra role, held beside the role its holder was dealt (which they
    keep, with its team): never dealt, handed out in play by a role file's Grant (``extra``
    says how, for its card) and taken back by a Revoke. Its holder carries its status (told to
    them); a disguise it gives is put on when it is handed out."""
    how = _text(ctx, data, "extra", data.get("extra"), required=True)
    for key in _NOT_FOR_EXTRAS:
        if key in data:
            ctx.tell(data, "roledata.extra_no_key", key, name=_quote(key))
    if name and rules.extra(name) is not None:
        ctx.tell(data, "roledata.extra_taken", "name", role=_quote(name))
    setup = _disguise(ctx, rules, data, rule)
    aliases = data.get("aliases") or []
    if not isinstance(aliases, list) or not all(isinstance(v, str) for v in aliases):
        ctx.tell(data, "roledata.list_of_texts", "aliases", name="'aliases'")
        aliases = []
    block = _texts_block(ctx, data)
    messages = _Messages(_told(block))
    # an extra role's own abilities and triggers (extra_abilities.py)
    held, listeners = extra_abilities.kit(ctx, name, rule, data, messages, taken)
    if ctx.problems or not name or not how:
        return None
    role = RoleDef(
        name=name, team=NO_TEAM, summary=summary, setup=setup, aliases=tuple(aliases),
        abilities=held,
        category=_text(ctx, data, "category", data.get("category")) or "Miscellaneous",
        description=_text(ctx, data, "description", data.get("description")),
        book_group=_text(ctx, data, "book_group", data.get("book_group")),
        handed_out=how, status=extra_status(name),
    )
    languages = _languages(ctx, data, block, messages, role)
    if ctx.problems:
        return None
    return _Built(role, messages, listeners, (), languages)


# ---------------------------------------------------------------------------- other languages


def _texts_block(ctx: _Ctx, data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The role's words in other languages (``texts: {de: {...}}``), each checked: a language
    tag (not English, whose words are the file's own), a map of LANGUAGE_KEYS, texts within the
    limits."""
    value = data.get("texts")
    if value is None:
        return {}
    if not isinstance(value, dict):
        ctx.tell(data, "roledata.texts_map", "texts")
        return {}
    out: dict[str, dict[str, Any]] = {}
    for lang, words in value.items():
        if not LANGUAGE_RE.match(lang) or lang == DEFAULT:
            ctx.tell(value, "roledata.texts_language", lang, language=_quote(lang))
            continue
        if not isinstance(words, dict):
            ctx.tell(value, "roledata.texts_language_map", lang, language=lang)
            continue
        _known_keys(ctx, words, LANGUAGE_KEYS, "'texts'")
        entry: dict[str, Any] = {}
        for key in ("name", "summary", "description", "handed_out"):
            text = _text(ctx, words, key, words.get(key)).strip()
            if key == "name" and len(text) > 40:
                ctx.tell(words, "roledata.texts_name", key, language=lang)
            elif text:
                entry[key] = text
        for key in ("help", "told"):
            pairs = words.get(key)
            if pairs is None:
                continue
            if not isinstance(pairs, dict):
                ctx.tell(words, "roledata.texts_pairs", key, name=_quote(key), language=lang)
                continue
            entry[key] = {str(k): _text(ctx, pairs, str(k), v) for k, v in pairs.items()}
        out[lang] = entry
    return out


def _told(block: dict[str, dict[str, Any]]) -> dict[str, dict[str, str]]:
    """Each told text's words in other languages, by its English words."""
    out: dict[str, dict[str, str]] = {}
    for lang, entry in block.items():
        for english, words in entry.get("told", {}).items():
            if words:
                out.setdefault(english, {})[lang] = words
    return out


def _placeholders(text: str) -> set[str]:
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}
    except ValueError:
        return set()


def _languages(ctx: _Ctx, data: dict[str, Any], block: dict[str, dict[str, Any]],
               messages: _Messages, role: RoleDef) -> dict[str, dict[str, str]]:
    """The role's words by language, as the card and the messages read them: ``name``,
    ``summary``, ``description``, ``handed_out``, ``help:VERB``, and each told text by its
    message id. A help for a verb the role lacks, or a told text the file does not tell (or
    whose translation names other values), is a problem."""
    told = set(messages.values())
    verbs = {ab.verb for ab in role.abilities}
    out: dict[str, dict[str, str]] = {}
    for lang, entry in block.items():
        words: dict[str, str] = {
            k: str(entry[k]) for k in ("name", "summary", "description", "handed_out")
            if k in entry
        }
        where = data["texts"][lang]
        for verb, help_text in entry.get("help", {}).items():
            if verb not in verbs:
                ctx.tell(where.get("help"), "roledata.texts_verb", verb, verb=_quote(verb),
                         language=lang)
            elif help_text:
                words["help:" + verb] = help_text
        for english, text in entry.get("told", {}).items():
            if english not in told:
                ctx.tell(where.get("told"), "roledata.texts_told", english,
                         text=_quote(english), language=lang)
            elif _placeholders(text) != _placeholders(english):
                ctx.tell(where.get("told"), "roledata.texts_values", english,
                         text=_quote(english), language=lang)
        words.update(messages.languages.get(lang, {}))
        out[lang] = words
    return out


def extra_status(name: str) -> str:
    """The status the holder of a role file's extra role carries (lover.10)."""
    return f"extra role: {name.lower()}"


def _team_keys(rules: Ruleset) -> tuple[str, ...]:
    """The teams a role file may name: the rules' teams, and ``unaligned`` (R34,
    rule-alignments-unaligned.7: a player of no team, who stops no team's win and wins only by
    ascending; the engine's own word for it, kernel.UNALIGNED)."""
    return (*rules.teams, UNALIGNED)


_UNIQUE = "custom.unique_role"


def _dealt_once(role_name: str) -> Callable[[Setup, Ruleset], str | None]:
    """A role file's ``unique: yes``: the setup check (a family's ``validate_setup`` rule)
    refuses a setup that deals the role more than once (the names are the rules' spelling)."""

    def refuse_dealt_twice(setup: Setup, rules: Ruleset) -> str | None:
        count = sum(1 for _, role in setup.players if role == role_name)
        return render(_UNIQUE, {"role": role_name, "count": count}) if count > 1 else None

    return refuse_dealt_twice


_REQUIRES = "custom.requires_role"
MAX_REQUIRED = 8  # roles a role file's role requires


def _required(ctx: _Ctx, data: dict[str, Any], name: str) -> tuple[str, ...]:
    """A role file's ``requires``: the names of roles a setup must deal beside it."""
    value = data.get("requires")
    if value is None:
        return ()
    if (not isinstance(value, list) or len(value) > MAX_REQUIRED
            or not all(isinstance(v, str) and 0 < len(v) <= 40 for v in value)):
        ctx.tell(data, "roledata.requires_list", "requires", max=MAX_REQUIRED)
        return ()
    if any(v.lower() == name.lower() for v in value):
        ctx.tell(data, "roledata.requires_itself", "requires")
        return ()
    return tuple(value)


def _dealt_with(role_name: str, required: tuple[str, ...]) -> Callable[[Setup, Ruleset],
                                                                       str | None]:
    """A role file's ``requires`` (WWRF's ``Require:``): the setup check (a family's
    ``validate_setup`` rule) refuses a setup that deals the role without each role it
    requires (named as the rules spell them, any case)."""

    def refuse_dealt_alone(setup: Setup, rules: Ruleset) -> str | None:
        dealt = {role.lower() for _, role in setup.players}
        if role_name.lower() not in dealt:
            return None
        for need in required:
            if need.lower() not in dealt:
                found = rules.role(need)
                return render(_REQUIRES, {"role": role_name,
                                          "required": found.name if found else need})
        return None

    return refuse_dealt_alone


def _common_verbs(rules: Ruleset) -> dict[str, str]:
    return {ab.verb: "an action every player has" for ab in rules.common}


def _verb_owner(role: RoleDef) -> str:
    return f"the {role.name}'s action"


def check_text(text: str, rules: Ruleset | None = None,
               others: Iterable[RoleDef] = ()) -> list[Problem]:
    """Every problem of a role file's text, in line order (none: it loads)."""
    others = list(others)
    extras = _extra_names([text]) | {o.name.lower() for o in others if o.handed_out}
    return _check(text, rules or _base_rules(), others, extras)[1]


def _extra_names(texts: Iterable[str]) -> frozenset[str]:
    """The names (lower case) of the extra roles these role files make (those with
    ``extra``): what a Grant among them may hand out, whichever file comes first."""
    out: set[str] = set()
    for text in texts:
        doc, _ = parse(text)
        data = doc.data
        if isinstance(data, dict) and "extra" in data and isinstance(data.get("name"), str):
            out.add(data["name"].strip().lower())
    return frozenset(out)


def _check(text: str, rules: Ruleset, others: Iterable[RoleDef],
           extras: frozenset[str] = frozenset()) -> tuple[_Built | None, list[Problem]]:
    doc, problems = parse(text)
    if doc.data is None and problems:
        return None, problems
    ctx = _Ctx(doc, list(problems), extras)
    taken = _common_verbs(rules)
    for other in others:
        for ab in other.abilities:
            taken.setdefault(ab.verb, _verb_owner(other))
    try:
        built = _role(ctx, rules, taken)
    except RecursionError:
        return None, [Problem.said(1, "roledata.too_deep", max=MAX_DEPTH)]
    return (built if not ctx.problems else None), sorted(set(ctx.problems))


@cache
def _base_rules() -> Ruleset:
    return build_rules()


def load_texts(texts: Sequence[tuple[str, str]]) -> Ruleset:
    """A fresh ruleset: the role book and the custom roles of ``texts`` ((file name, text)
    pairs), at most :data:`MAX_ROLES`. Raises :class:`RoleFileError` with every problem."""
    if len(texts) > MAX_ROLES:
        raise RoleFileError([Problem.said(1, "roledata.too_many_roles", max=MAX_ROLES,
                                          count=len(texts))])
    rules = build_rules()
    built: list[_Built] = []
    problems: list[Problem] = []
    extras = _extra_names(text for _, text in texts)
    for name, text in texts:
        got, found = _check(text, rules, [b.role for b in built], extras)
        problems.extend(dataclasses.replace(p, file=name) for p in found)
        if got is not None:
            if any(b.role.name.lower() == got.role.name.lower() for b in built):
                problems.append(Problem.said(1, "roledata.role_twice", name,
                                             role=_quote(got.role.name)))
                continue
            built.append(got)
    # a group's rules are one (group_rules.py)
    problems.extend(group_rules.differing(texts))
    if problems:
        raise RoleFileError(problems)
    if built:
        # (the words of custom.effect_failed, custom.unique_role and custom.requires_role are
        # the engine's resources, in every language; a file's own texts join them here)
        messages: dict[str, str] = {}
        for b in built:
            messages.update(b.messages)
        held = tuple(b.role for b in built if b.role.handed_out)
        rules.install(Family(
            name="custom roles",
            roles=tuple(b.role for b in built if not b.role.handed_out),
            # lover.10: the extra roles are cards to read, handed out in play (Grant); their
            # holders are told they hold them
            extras=held,
            # an extra role's own abilities: every player carrying it has them
            common=tuple(ab for r in held for ab in extra_abilities.common(r.name, r.abilities)),
            statuses=tuple(r.status for r in held),
            known_statuses=tuple(r.status for r in held),
            # R13: the changes of voting power a role file makes (SetVotes, votes); a
            # listener several roles share (such as a disqualified winner's) once
            listeners=tuple(dict.fromkeys((
                ("vote_weight", custom_voting_power),
                *(pair for b in built for pair in b.listeners)))),
            defences=tuple(d for b in built for d in b.defences) + (
                # R8: the defences a Shield's status gives, when an ability or a trigger
                # has one
                effects.SHIELD_DEFENCES if any(b.shields or any(
                    isinstance(step, effects.Shield) for ab in b.role.abilities
                    for step in effects.steps(ab.does)) for b in built) else ()),
            # R16: the redirections role files hold from the start
            redirectors=tuple(fn for b in built for fn in b.redirectors),
            state=TriggerCount,
            # the sentences of its events (trigger_fired, triggers_stopped,
            # custom_effect_failed) are the engine's host messages, and a CaseAttack's outcomes
            # (attack_backfired, attack_spared) the engine's event sentences: known before any
            # file loads
            messages=messages,
        ))
        for b in built:
            # the role's words in other languages: its card's for role_card, its told texts'
            # and its name for every reader of the language (the Fluent resources first)
            rules.tables[("role file texts", b.role.name)] = b.languages
            for lang, words in b.languages.items():
                register_language_texts(lang, {
                    **{k: v for k, v in words.items() if k.startswith("custom.")},
                    **({"role:" + b.role.name: words["name"]} if "name" in words else {}),
                })
    return rules


# what the holder of an extra role is told when it is handed to them and taken back


@lru_cache(maxsize=16)
def load_cached(texts: tuple[tuple[str, str], ...]) -> Ruleset:
    """:func:`load_texts`, kept (a simulation's workers build the rules once)."""
    return load_texts(texts)


def read_files(paths: Sequence[str]) -> tuple[tuple[str, str], ...]:
    """The (name, text) pairs of role files; RoleFileError with a sentence for one that cannot
    be read or is too large (checked before reading it whole)."""
    import os
    import stat

    out: list[tuple[str, str]] = []
    problems: list[Problem] = []
    for path in paths:
        try:
            st = os.stat(path)
            size = st.st_size
            if not stat.S_ISREG(st.st_mode):
                # a FIFO or a device is never opened (it could block forever)
                problems.append(Problem.said(1, "roledata.not_regular", path))
                continue
            if size > MAX_BYTES:
                problems.append(_too_big(size, path))
                continue
            with open(path, encoding="utf-8") as fh:
                out.append((path, fh.read(MAX_BYTES + 1)))
        except (OSError, UnicodeDecodeError) as e:
            problems.append(Problem.said(1, "roledata.unreadable_file", path,
                                         error=e.__class__.__name__))
    if problems:
        raise RoleFileError(problems)
    return tuple(out)


# ---------------------------------------------------------------------------- the JSON Schema


def _field_schema(spec: FieldSpec) -> dict[str, Any]:
    if spec.items is not None:
        item = {"type": "object", "additionalProperties": False,
                "properties": {s.name: _field_schema(s) for s in spec.items.values()}}
        return {"type": "array", "items": item, "maxItems": MAX_ITEMS}
    prop: dict[str, Any] = {"type": spec.json_type}
    if spec.choices:
        prop["enum"] = list(spec.choices)
    if spec.text:
        prop["description"] = "words told to a player ({target}, {player} …)"
    return prop


def _effect_schema() -> dict[str, Any]:
    options: list[dict[str, Any]] = []
    for name, (cls, specs) in vocabulary().items():
        props: dict[str, Any] = {}
        for spec in specs.values():
            props[spec.name] = _field_schema(spec)
        doc = " ".join((cls.__doc__ or "").split())
        fields_ = {"type": ["object", "null"], "properties": props, "additionalProperties": False}
        options.append({"const": name, "description": doc})
        options.append({"type": "object", "properties": {name: fields_},
                        "required": [name], "additionalProperties": False})
    one = {"oneOf": options}
    return {"oneOf": [one, {"type": "array", "items": one, "minItems": 1}]}


def role_schema() -> dict[str, Any]:
    """The JSON Schema of a role file, made from the effect vocabulary (docs/role-file.schema.json
    is this, written out by scripts/role_schema.py)."""
    text = {"type": "string", "maxLength": MAX_TEXT}
    count = {"type": "integer", "minimum": 0, "maximum": 8}
    restrictions = {"type": "array", "items": {"enum": list(RESTRICTIONS)}}
    effect = {"$ref": "#/$defs/effect"}
    # an ability or a trigger does its effect, its conditional lines, or both
    does = {"anyOf": [{"required": ["effect"]}, {"required": ["cases"]}]}
    conditional = {
        "if": {"$ref": "#/$defs/condition", "description": ABILITY_KEYS["if"]},
        "cases": {**cases_schema(effect), "description": ABILITY_KEYS["cases"]},
        "otherwise": effect,
    }
    ability = {
        "type": "object",
        "additionalProperties": False,
        "required": ["verb", "targets"],
        **does,
        "properties": {
            "verb": {"type": "string", "pattern": "^[a-z_]+$", "description": ABILITY_KEYS["verb"]},
            "phase": {"enum": list(PHASES), "default": "night"},
            "timing": {"enum": list(TIMINGS), "default": "end"},
            "targets": {"oneOf": [
                {"type": "object", "additionalProperties": False,
                 "properties": {"count": count, "min": count, "max": count,
                                "self": {"type": "boolean"}, "dead": {"type": "boolean"}}},
                {"const": USER_TARGET, "description": USER_TARGET_TEXT},
            ]},
            "limits": {
                "type": "object", "additionalProperties": False,
                "properties": {
                    "per_phase": {"type": ["integer", "null"], "minimum": 1, "maximum": 16},
                    "per_game": {"type": ["integer", "null"], "minimum": 1, "maximum": 100},
                    "from_phase": {"type": "integer", "minimum": 0, "maximum": 100},
                    "succession": succession_schema(),
                    "emergency": {"type": "boolean", "description": EMERGENCY_TEXT},
                },
            },
            "visits": {"type": "boolean", "default": True},
            "effect": effect,
            "target_told": text,
            "aim": {"enum": [a.name.lower() for a in Aim]},
            "help": text,
            "picks": {"enum": list(PICKS), "description": ABILITY_KEYS["picks"]},
            "choice": {"type": "string", "minLength": 1, "maxLength": 40,
                       "description": ABILITY_KEYS["choice"]},
            "group_size": {"type": "object", "additionalProperties": False,
                           "required": ["group", "members"],
                           "description": ABILITY_KEYS["group_size"],
                           "properties": {"group": {"type": "string", "maxLength": 40},
                                          "members": {"type": "integer", "minimum": 0,
                                                      "maximum": MAX_GROUP_SIZE}}},
            "marker": {"type": "object", "description": ABILITY_KEYS["marker"],
                       "minProperties": 1, "maxProperties": 1, "additionalProperties": False,
                       "properties": {k: {"type": "string", "minLength": 1}
                                      for k in MARKER_CONDITIONS}},
            **conditional,
        },
    }
    trigger = {
        "type": "object",
        "additionalProperties": False,
        "required": ["moment", "targets"],
        **does,
        "properties": {
            "moment": {"enum": list(TRIGGER_MOMENTS)},
            "of": {"description": EVENT_KEYS["of"], "oneOf": [
                {"enum": list(WHOSE_WORDS)},
                {"type": "object", "minProperties": 1, "maxProperties": 1,
                 "additionalProperties": False,
                 "properties": {k: {"type": "string", "maxLength": 40} for k in WHOSE_KEYS}},
            ]},
            "kinds": {"type": "array", "minItems": 1, "description": EVENT_KEYS["kinds"],
                      "items": {"enum": list(ability_kinds())}},
            "signal": {"type": "string", "minLength": 1, "maxLength": 40,
                       "description": EVENT_KEYS["signal"]},
            "targets": {"enum": sorted({t for ts in TRIGGER_MOMENTS.values() for t in ts})},
            "restrictions": restrictions,
            "effect": effect,
            "target_told": text,
            "when": {"type": "object", "description": PHASE_KEYS["when"], "maxProperties": 1,
                     "minProperties": 1, "additionalProperties": False,
                     "properties": {k: {"oneOf": [
                         {"type": "string"},
                         {"type": "array", "items": {"type": "string"}, "minItems": 1,
                          "maxItems": 4}]} for k in CONDITIONS}},
            "from_phase": {"type": "integer", "minimum": 0, "maximum": 100},
            "in_phase": {"type": "integer", "minimum": 0, "maximum": 100},
            "per_game": {"type": "integer", "minimum": 1, "maximum": 100},
            "phase": {"enum": list(PHASE_PARITY), "description": EVENT_KEYS["phase"]},
            **conditional,
        },
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://werewolves.invalid/role-file.schema.json",
        "title": "A werewolves role file",
        "description": "A custom role as data; generated from the effect vocabulary "
                       "by scripts/role_schema.py.",
        "$defs": {"effect": _effect_schema(), "condition": condition_schema(),
                  "trigger": trigger},
        "type": "object",
        "additionalProperties": False,
        "required": ["summary"],
        # a role that takes a book role's place may leave out its name (it has the book's)
        "anyOf": [{"required": ["name"]}, {"required": ["replaces"]}],
        # lover.10: a dealt role names its team; an extra role (``extra``) has none, nor
        # abilities or triggers of its own yet
        "oneOf": [
            {"required": ["team"], "not": {"required": ["extra"]}},
            {"required": ["extra"],
             "not": {"anyOf": [{"required": [k]} for k in _NOT_FOR_EXTRAS]}},
        ],
        "properties": {
            "name": {"type": "string", "maxLength": 40, "pattern": "^[A-Za-z0-9 '-]+$"},
            "team": {"type": "string", "description": ROLE_KEYS["team"]},
            "category": text,
            "book_group": text,
            "summary": text,
            "description": text,
            "aliases": {"type": "array", "items": {"type": "string"}},
            "lycan": {"type": "boolean"},
            "pack": {"type": "boolean", "description": ROLE_KEYS["pack"]},
            "unique": {"type": "boolean", "description": ROLE_KEYS["unique"]},
            "kept_target": {"type": "boolean", "description": ROLE_KEYS["kept_target"]},
            "replaces": replaces_schema(),
            "defence": {**defence_schema(), "description": ROLE_KEYS["defence"]},
            "redirect": {**redirect_schema(), "description": ROLE_KEYS["redirect"]},
            "attributes": attributes_schema({"$ref": "#/$defs/trigger"}, defence_schema()),
            "carries": carries_schema(),
            "imitates": {"const": IMITATES, "description": IMITATES_TEXT},
            "group_rules": group_rules.schema(),
            "votes": {**votes_schema(), "description": ROLE_KEYS["votes"]},
            "learns": {**learns_schema(), "description": ROLE_KEYS["learns"]},
            "whisper": {**whisper_schema(), "description": ROLE_KEYS["whisper"]},
            "counters": {**counters_schema(), "description": ROLE_KEYS["counters"]},
            "start_target": {**start_target_schema(),
                             "description": ROLE_KEYS["start_target"]},
            "requires": {"type": "array", "maxItems": MAX_REQUIRED,
                         "items": {"type": "string", "minLength": 1, "maxLength": 40},
                         "description": ROLE_KEYS["requires"]},
            "groups": {"type": "array", "maxItems": MAX_GROUPS, "uniqueItems": True,
                       "description": ROLE_KEYS["groups"],
                       "items": {"type": "string", "pattern": GROUP_RE.pattern}},
            "disguise": {
                "type": "object", "description": ROLE_KEYS["disguise"],
                "additionalProperties": False, "required": ["as"],
                "properties": {"as": text, "strength": {"enum": list(DISGUISE_STRENGTHS)}},
            },
            "tags": {"type": "array", "items": {"type": "string"}},
            "abilities": {"type": "array", "items": ability, "maxItems": MAX_ABILITIES},
            "triggers": {"type": "array", "items": trigger, "maxItems": MAX_ABILITIES},
            "extra": {"type": "string", "minLength": 1, "description": ROLE_KEYS["extra"]},
            "texts": {
                "type": "object", "description": ROLE_KEYS["texts"],
                "propertyNames": {"pattern": LANGUAGE_RE.pattern, "not": {"const": DEFAULT}},
                "additionalProperties": {
                    "type": "object", "additionalProperties": False,
                    "properties": {
                        "name": {"type": "string", "maxLength": 40,
                                 "description": LANGUAGE_KEYS["name"]},
                        "summary": text, "description": text, "handed_out": text,
                        "help": {"type": "object", "description": LANGUAGE_KEYS["help"],
                                 "additionalProperties": text},
                        "told": {"type": "object", "description": LANGUAGE_KEYS["told"],
                                 "additionalProperties": text},
                    },
                },
            },
        },
    }
