"""One condition language for role files: a typed tree, checked by ``role check``, evaluated by
the engine, used by an ability's ``if`` (it may be used only while the condition holds), a
trigger's ``if`` (it fires only when it holds) and the conditional lines of either (``cases``,
then ``otherwise``: the first case that holds is carried out).

A condition is a map of one key:

- ``all: [C, …]``, ``any: [C, …]`` (at most 8 each), ``not: C``;
- ``alive: S`` (S names a living player), ``dead: S`` (a player who is dead), ``known: S`` (a
  player, alive or dead), ``same: [S, S]`` (the same player);
- ``role: {of: S, is: ROLE}``, ``team: {of: S, is: TEAM}``, ``group: {of: S, is: GROUP}``,
  ``marker: {of: S, is: NAME}``, ``office: {of: S, is: OFFICE}``: what the player S truly
  holds, plays for, is in, carries or was elected to (R12: Mayor, Reporter, Guardian);
- ``counter: {of: S, name: NAME, op: OP, value: N}``: one of S's counters compared (``>``,
  ``<``, ``>=``, ``<=``, ``=``, ``!=``; a counter never set is 0);
- ``living: {role|team|group|marker|office: NAME}``: some living player holds, plays for, is
  in, carries or holds it as an office (WWRF's ``@(AttrRole:Mayor) exists``).

``S`` is a subject: ``self`` (the user, or the trigger's holder), ``target`` (the player the
ability or the trigger reaches), ``held`` (the held target, ``SetTarget``: set, alive or dead),
and at a trigger's moment its own players: ``killer``, ``dead``, ``visitor``. Each place offers
its own subjects and ``role check`` reports one it does not. A subject that names nobody makes
every test on it false (and ``not`` of it true). The tree's nesting is the file's (at most 8
deep, ``load.MAX_DEPTH``).
"""

from __future__ import annotations

import contextvars
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..engine import effects
from ..engine.core import Act, Engine
from ..engine.declarations import Effect
from ..engine.effects import Does

if TYPE_CHECKING:
    from ..engine.state import Player
    from .load import _Ctx

__all__ = ["SUBJECTS", "Cases", "Cond", "moment_players", "read_cases", "read_condition"]

Env = Mapping[str, "Player | None"]

SUBJECTS = {
    "self": "the user, or the trigger's holder",
    "target": "the player the ability or the trigger reaches",
    "held": "the held target (SetTarget), alive or dead",
    "killer": "the player whose attempt killed the dead (a trigger on a death)",
    "dead": "the player who died (a trigger on a death)",
    "visitor": "the player whose ability reached the holder (visited)",
}
OPS = (">", "<", ">=", "<=", "=", "!=")
HOLDS = ("role", "team", "group", "marker", "office")
MAX_ITEMS = 8  # conditions an all or any joins
MAX_CASES = 16  # cases of conditional lines

# a trigger's own players at its moment, while it fires (killer, dead, visitor): the cases of
# its effect read them (set and reset around one firing, within one call: deterministic)
_MOMENT: contextvars.ContextVar[Mapping[str, Player | None] | None] = contextvars.ContextVar(
    "roledata_moment", default=None)


def moment_players() -> Mapping[str, Player | None]:
    return _MOMENT.get() or {}


def with_moment(named: Mapping[str, Player | None]) -> contextvars.Token[Any]:
    return _MOMENT.set(dict(named))


def reset_moment(token: contextvars.Token[Any]) -> None:
    _MOMENT.reset(token)


class Cond:
    """A condition of the tree."""

    def holds(self, eng: Engine, env: Env) -> bool:  # pragma: no cover - each kind has its own
        raise NotImplementedError

    def subjects(self) -> frozenset[str]:
        return frozenset()


@dataclass(frozen=True)
class AllOf(Cond):
    items: tuple[Cond, ...]

    def holds(self, eng: Engine, env: Env) -> bool:
        return all(c.holds(eng, env) for c in self.items)

    def subjects(self) -> frozenset[str]:
        return frozenset().union(*(c.subjects() for c in self.items))


@dataclass(frozen=True)
class AnyOf(AllOf):
    def holds(self, eng: Engine, env: Env) -> bool:
        return any(c.holds(eng, env) for c in self.items)


@dataclass(frozen=True)
class NotC(Cond):
    inner: Cond

    def holds(self, eng: Engine, env: Env) -> bool:
        return not self.inner.holds(eng, env)

    def subjects(self) -> frozenset[str]:
        return self.inner.subjects()


@dataclass(frozen=True)
class State(Cond):
    """``alive``, ``dead``, ``known``: whether the subject names a player in that state."""

    word: str
    subject: str

    def holds(self, eng: Engine, env: Env) -> bool:
        p = env.get(self.subject)
        if p is None:
            return False
        return self.word == "known" or p.alive is (self.word == "alive")

    def subjects(self) -> frozenset[str]:
        return frozenset({self.subject})


@dataclass(frozen=True)
class Same(Cond):
    a: str
    b: str

    def holds(self, eng: Engine, env: Env) -> bool:
        p, q = env.get(self.a), env.get(self.b)
        return p is not None and p is q

    def subjects(self) -> frozenset[str]:
        return frozenset({self.a, self.b})


def _holds(eng: Engine, p: Player, what: str, name: str) -> bool:
    if what == "role":
        return eng.role_of(p).name.lower() == name.lower()
    if what == "team":
        return eng.team_of(p) == name
    if what == "group":
        return any(g.name == name.lower() and p.name in g.members for g in eng.state.groups)
    if what == "office":
        # R12: an elected office held beside the player's role
        return any(o.lower() == name.lower() for o in p.offices)
    return p.has(effects.marker_status(name))


@dataclass(frozen=True)
class Holds(Cond):
    """``role``, ``team``, ``group``, ``marker`` of one subject."""

    what: str
    subject: str
    name: str

    def holds(self, eng: Engine, env: Env) -> bool:
        p = env.get(self.subject)
        return p is not None and _holds(eng, p, self.what, self.name)

    def subjects(self) -> frozenset[str]:
        return frozenset({self.subject})


@dataclass(frozen=True)
class Living(Cond):
    what: str
    name: str

    def holds(self, eng: Engine, env: Env) -> bool:
        return any(p.alive and _holds(eng, p, self.what, self.name) for p in eng.state.players)


@dataclass(frozen=True)
class Counter(Cond):
    subject: str
    name: str
    op: str
    value: int

    def holds(self, eng: Engine, env: Env) -> bool:
        p = env.get(self.subject)
        if p is None:
            return False
        n = int(p.counters.get(self.name, 0))
        return {">": n > self.value, "<": n < self.value, ">=": n >= self.value,
                "<=": n <= self.value, "=": n == self.value, "!=": n != self.value}[self.op]

    def subjects(self) -> frozenset[str]:
        return frozenset({self.subject})


# ---------------------------------------------------------------------------- reading


def _names(ctx: _Ctx) -> dict[str, tuple[str, ...]]:
    """What a role, team or group may be named: the book's, and this file's own."""
    from .load import _base_rules

    rules = _base_rules()
    top = ctx.doc.data if isinstance(ctx.doc.data, dict) else {}
    own = str(top.get("name", "")).lower()
    groups = [g for g in top.get("groups", []) if isinstance(g, str)] \
        if isinstance(top.get("groups"), list) else []
    return {"role": tuple(r.lower() for r in rules.roles) + ((own,) if own else ()),
            # R12: the offices an election fills
            "office": tuple(r.name.lower() for r in rules.roles.values() if r.office),
            "team": tuple(rules.teams),
            # the wolfpack (roles.base.WOLFPACK), the book's groups and the file's own
            "group": ("wolfpack", *rules.groups, *groups)}


def read_condition(ctx: _Ctx, parent: Any, key: str, value: Any,
                   subjects: tuple[str, ...]) -> Cond | None:
    """The condition written at ``parent[key]``, or None with every problem said (each with its
    line). ``subjects``: whom this place lets a condition name."""
    from .load import _quote

    def say(where: Any, k: str | None, message: str, **params: Any) -> None:
        ctx.tell(where, message, k, **params)

    def subject(where: Any, k: str, s: Any) -> str | None:
        if not isinstance(s, str) or s not in subjects:
            say(where, k, "roledata.condition_subject", name=_quote(str(s)),
                values=", ".join(subjects))
            return None
        return s

    def read(where: Any, k: str, v: Any) -> Cond | None:
        if not isinstance(v, dict) or len(v) != 1:
            say(where, k, "roledata.condition_map")
            return None
        (word, arg), = v.items()
        if word in ("all", "any"):
            if not isinstance(arg, list) or not 1 <= len(arg) <= MAX_ITEMS:
                say(v, word, "roledata.condition_list", name=_quote(word), max=MAX_ITEMS)
                return None
            got = [read(arg, str(i), a) for i, a in enumerate(arg)]
            if any(g is None for g in got):
                return None
            items = tuple(g for g in got if g is not None)
            return AllOf(items) if word == "all" else AnyOf(items)
        if word == "not":
            inner = read(v, "not", arg)
            return NotC(inner) if inner is not None else None
        if word in ("alive", "dead", "known"):
            s = subject(v, word, arg)
            return State(word, s) if s else None
        if word == "same":
            if not isinstance(arg, list) or len(arg) != 2:
                say(v, "same", "roledata.condition_same")
                return None
            a, b = subject(v, "same", arg[0]), subject(v, "same", arg[1])
            return Same(a, b) if a and b else None
        if word in HOLDS or word == "counter":
            fields = {"of", "is"} if word in HOLDS else {"of", "name", "op", "value"}
            if not isinstance(arg, dict) or set(arg) != fields:
                say(v, word, "roledata.condition_fields", name=_quote(word),
                    keys=", ".join(sorted(fields)))
                return None
            s = subject(arg, "of", arg["of"])
            if word == "counter":
                n = arg["value"]
                name, op = arg["name"], str(arg["op"])
                if not isinstance(name, str) or not name.strip():
                    say(arg, "name", "roledata.counter_name")
                    return None
                if op not in OPS:
                    say(arg, "op", "roledata.one_of", name="'op'", values=", ".join(OPS))
                    return None
                if not isinstance(n, int) or isinstance(n, bool) or not -1000 <= n <= 1000:
                    say(arg, "value", "roledata.whole_number", name="'value'", low=-1000,
                        high=1000)
                    return None
                return Counter(s, name.strip(), op, n) if s else None
            name = _holder_name(arg, "is", arg["is"], word)
            return Holds(word, s, name) if s and name else None
        if word == "living":
            if not isinstance(arg, dict) or len(arg) != 1 or next(iter(arg)) not in HOLDS:
                say(v, "living", "roledata.condition_living")
                return None
            (what, name_), = arg.items()
            name = _holder_name(arg, what, name_, what)
            return Living(what, name) if name else None
        say(v, str(word), "roledata.condition_word_unknown", name=_quote(str(word)))
        return None

    def _holder_name(where: Any, k: str, name: Any, what: str) -> str | None:
        if not isinstance(name, str) or not name.strip() or len(name) > 40:
            say(where, k, "roledata.condition_name_text", what=what)
            return None
        name = name.strip()
        if what == "marker":
            return str(name)
        known = _names(ctx)[what]
        if name.lower() not in known and name not in known:
            say(where, k, "roledata.condition_name_unknown", what=what, name=_quote(name))
            return None
        return str(name).lower() if what == "group" else str(name)

    return read(parent, key, value)


# ---------------------------------------------------------------------------- conditional lines


@dataclass(frozen=True)
class Cases(Does):
    """Conditional lines (WWRF's ``<condition>:`` and ``Otherwise:``): the effects of the first
    case whose condition holds are carried out, else ``otherwise``'s. The conditions read the
    user (``self``), the ability's first target (``target``), the held target (``held``) and,
    in a trigger, its moment's players. Its kind and marks are its first case's that has
    some (what it can do, as the checks of a trigger that could fire itself read it)."""

    kind: ClassVar[str | None] = None
    marks: ClassVar[Any] = None

    cases: tuple[tuple[Cond, tuple[Does, ...]], ...] = ()
    otherwise: tuple[Does, ...] = ()

    def __post_init__(self) -> None:
        every = [d for _, does in self.cases for d in does] + list(self.otherwise)
        main = next((d for d in every if d.kind is not None), None)
        if main is not None:
            object.__setattr__(self, "kind", main.kind)
            object.__setattr__(self, "marks", main.marks)
            deadly = next((d for d in every if d.marks and Effect.DEATH in d.marks),
                          None)
            if deadly is not None:
                object.__setattr__(self, "marks", deadly.marks)

    def run(self, eng: Engine, act: Act) -> None:
        env: dict[str, Player | None] = dict(moment_players())
        env["self"] = act.actor
        env["target"] = act.targets[0] if act.targets else env.get("target")
        env["held"] = effects.held_target(eng, act.actor, dead=True)
        chosen = self.otherwise
        for cond, does in self.cases:
            if cond.holds(eng, env):
                chosen = does
                break
        for step in chosen:
            step.run(eng, act)

    def text(self) -> str:
        return "what it does depends on conditions"

    def notation(self) -> str:
        return "Cases"


def read_cases(ctx: _Ctx, data: dict[str, Any], messages: dict[str, str],
               subjects: tuple[str, ...]) -> Cases | bool | None:
    """A map's ``cases`` (a list of ``{if: C, effect: E}``) and ``otherwise`` (E) as one
    :class:`Cases` step; None when it has neither; False when they are wrong (said)."""
    from .load import _effects

    value, other = data.get("cases"), data.get("otherwise")
    if value is None and other is None:
        return None
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_CASES:
        ctx.tell(data, "roledata.cases_list", "cases" if "cases" in data else "otherwise",
                 max=MAX_CASES)
        return False
    out: list[tuple[Cond, tuple[Does, ...]]] = []
    ok = True
    for i, case in enumerate(value):
        if not isinstance(case, dict) or set(case) != {"if", "effect"}:
            ctx.tell(value, "roledata.case_map", str(i))
            ok = False
            continue
        cond = read_condition(ctx, case, "if", case["if"], subjects)
        does = _effects(ctx, case, case["effect"], messages)
        if cond is None or not does:
            ok = False
            continue
        out.append((cond, does))
    rest = _effects(ctx, data, other, messages, "otherwise") if other is not None else ()
    if not ok or (other is not None and not rest):
        return False
    return Cases(cases=tuple(out), otherwise=rest)


def read_if(ctx: _Ctx, data: dict[str, Any], subjects: tuple[str, ...]) -> Cond | bool | None:
    """A map's ``if``: its condition, None for none, False when wrong (said)."""
    if "if" not in data:
        return None
    got = read_condition(ctx, data, "if", data["if"], subjects)
    return got if got is not None else False


def env_of(eng: Engine, holder: Player, target: Player | None,
           named: Mapping[str, Player | None] | None = None) -> dict[str, Player | None]:
    """The subjects of a condition read at a trigger's firing or an ability's use."""
    env: dict[str, Player | None] = dict(named or {})
    env["self"] = holder
    env["target"] = target
    env["held"] = effects.held_target(eng, holder, dead=True)
    return env


def read_steps(ctx: _Ctx, data: dict[str, Any], messages: dict[str, str],
               subjects: tuple[str, ...]) -> tuple[list[Does], Cond | None, bool]:
    """A map's effects (its ``effect``, then its conditional lines) and its ``if``: (steps,
    condition, whether all were right). ``effect`` may be left out when ``cases`` are given."""
    from .load import _effects

    cases = read_cases(ctx, data, messages, subjects)
    does: list[Does] = []
    if "effect" in data or cases is None:
        does = list(_effects(ctx, data, data.get("effect"), messages))
    if isinstance(cases, Cases):
        does.append(cases)
    cond = read_if(ctx, data, subjects)
    ok = cases is not False and cond is not False and ("effect" not in data or bool(does))
    return does, cond if isinstance(cond, Cond) else None, ok


# the subjects each place offers a condition
ABILITY_SUBJECTS = ("self", "target", "held")
MOMENT_SUBJECTS: dict[str, tuple[str, ...]] = {
    "death": ("self", "target", "held", "killer"),
    "killed": ("self", "target", "held", "killer"),
    "lynched": ("self", "target", "held"),
    "a death": ("self", "target", "held", "killer", "dead"),
    "visited": ("self", "target", "held", "visitor"),
    "action": ("self", "target", "held"),
}
PHASE_SUBJECTS = ("self", "target", "held")


def subjects_at(moment: str) -> tuple[str, ...]:
    return MOMENT_SUBJECTS.get(moment, PHASE_SUBJECTS)


def condition_schema() -> dict[str, Any]:
    """The JSON Schema of a condition (``$defs/condition`` of docs/role-file.schema.json)."""
    ref = {"$ref": "#/$defs/condition"}
    subject = {"enum": list(SUBJECTS)}
    name = {"type": "string", "minLength": 1, "maxLength": 40}

    def one(key: str, value: dict[str, Any]) -> dict[str, Any]:
        return {"type": "object", "additionalProperties": False, "required": [key],
                "properties": {key: value}}

    def of(fields: dict[str, Any]) -> dict[str, Any]:
        return {"type": "object", "additionalProperties": False, "required": list(fields),
                "properties": fields}

    forms = [
        one("all", {"type": "array", "items": ref, "minItems": 1, "maxItems": MAX_ITEMS}),
        one("any", {"type": "array", "items": ref, "minItems": 1, "maxItems": MAX_ITEMS}),
        one("not", ref),
        *(one(w, subject) for w in ("alive", "dead", "known")),
        one("same", {"type": "array", "items": subject, "minItems": 2, "maxItems": 2}),
        *(one(w, of({"of": subject, "is": name})) for w in HOLDS),
        one("counter", of({"of": subject, "name": name, "op": {"enum": list(OPS)},
                           "value": {"type": "integer", "minimum": -1000, "maximum": 1000}})),
        one("living", {"type": "object", "additionalProperties": False, "minProperties": 1,
                       "maxProperties": 1, "properties": {w: name for w in HOLDS}}),
    ]
    return {"description": "a condition (roledata/conditions.py); subjects: "
                           + "; ".join(f"{k}: {v}" for k, v in SUBJECTS.items()),
            "oneOf": forms}


def cases_schema(effect: dict[str, Any]) -> dict[str, Any]:
    """The JSON Schema of ``cases``: conditional lines, each a condition and its effect."""
    return {"type": "array", "minItems": 1, "maxItems": MAX_CASES,
            "items": {"type": "object", "additionalProperties": False,
                      "required": ["if", "effect"],
                      "properties": {"if": {"$ref": "#/$defs/condition"}, "effect": effect}}}
