"""Attributes with rules of their own in role files: a role file declares them once
(``attributes``), its ``AddMarker`` of that name puts one on a player with its rules, and
``RemoveMarker`` takes it off with them.

An attribute is the incumbent's "active attribute": carried by a player (the marker), for as
long as the line that applied it says (``AddMarker``'s ``until``: the phase, the next night,
for good), and its rules run for its carrier while it is carried:

- ``disguise``: a disguise worn while it is carried (the guides' ``Starting: Weakly|Strongly
  Disguise @Self as `X` (~Attribute)``, ``~Attribute`` "lasts as long as the originating
  attribute is applied"): ``{as: Flute Player, strength: weak}``;
- ``triggers``: triggers at the moments of a phase (phase_triggers.py: ``day start``, ``night
  end`` …, the guides' ``Passive Start Day: …`` of the attribute's piece), fired for each living
  carrier as for a holder of a role: ``{moment: day start, targets: self, effect: {Obstruct:
  {abilities: investigate, until: next night}}}``.

The loader's part (:func:`declared`) reads the key; the import's (:func:`piece_attribute`)
reads an attribute's piece, one construct at a time: a line it cannot say leaves the
attribute untranslated, and the line that applies it is listed.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import wwrf
from .defences import Defence, defence

if TYPE_CHECKING:
    from ..engine.core import Engine
    from ..engine.effects import Worn
    from ..engine.rules import Ruleset
    from ..engine.state import Player
    from .load import _Ctx
    from .translate import _State

MAX_ATTRIBUTES = 8
MAX_RULES = 4  # triggers an attribute carries
KEY_TEXT = ("attributes with rules of their own, declared once (at most 8): {name: NAME, "
            "disguise: {as: ROLE, strength: weak|strong}, triggers: [TRIGGER at a phase's "
            "moment …]}: the disguise is worn and the triggers fire for each living carrier "
            "while the attribute is carried (AddMarker of that name puts it on, RemoveMarker "
            "takes it off)")
STRENGTHS = ("weak", "strong")
# the moment an attribute's trigger may fire at beside a phase's: its own defence used (the
# guides' On Defense of an attribute's piece; the attribute must have a defence)
DEFENDED = "defended"
# an attribute's triggers are numbered apart from its role's own (phase_triggers.py keys a
# trigger's firings by its role and number)
_INDEX_BASE = 100


def carries(name: str) -> Callable[[Engine, Player], bool]:
    """Whether a player carries the attribute ``name`` (its marker)."""
    from ..engine.effects import marker_status

    status = marker_status(name)

    def held(eng: Engine, player: Player) -> bool:
        return player.has(status)

    return held


@dataclass
class Declared:
    """What a file's ``attributes`` give the engine: their disguises by lower-case name, the
    listeners of their triggers, and their defences (kind, name, the engine's defence)."""

    worn: dict[str, Worn] = field(default_factory=dict)
    listeners: list[tuple[str, Callable[..., Any]]] = field(default_factory=list)
    defences: list[tuple[str, str, Defence]] = field(default_factory=list)


def owner(role_name: str, name: str) -> str:
    """Whose an attribute's defence and its ``defended`` triggers are: the attribute of the
    role (the ``kill_prevented`` event names its defence by it)."""
    return f"{role_name}'s {name.strip()}"


def declared(ctx: _Ctx, rules: Ruleset, data: dict[str, Any], role_name: str = "",
             rule: str = "", messages: dict[str, str] | None = None) -> Declared:
    """The file's ``attributes`` (its problems said; the wrong ones left out)."""
    from ..engine import effects
    from ..engine.effects import Worn
    from .load import _known_keys, _quote

    value = data.get("attributes")
    found = Declared()
    if value is None:
        return found
    if not isinstance(value, list) or len(value) > MAX_ATTRIBUTES:
        ctx.tell(data, "roledata.attributes_list", "attributes", max=MAX_ATTRIBUTES)
        return found
    out = found.worn
    listeners = found.listeners
    seen: set[str] = set()
    for i, item in enumerate(value):
        if not isinstance(item, dict):
            ctx.tell(value, "roledata.attribute_map", str(i))
            continue
        _known_keys(ctx, item, {"name": "its name", "disguise": "the disguise it puts on",
                                "triggers": "its triggers at a phase's moments",
                                "defence": "a defence of its carrier's"},
                    "an attribute")
        name = item.get("name")
        if not isinstance(name, str) or not name.strip() or len(name) > 40:
            ctx.tell(item, "roledata.attribute_name", "name")
            continue
        if name.strip().lower() in seen:
            ctx.tell(item, "roledata.attribute_twice", "name", name=_quote(name))
            continue
        seen.add(name.strip().lower())
        if not {"disguise", "triggers", "defence"} & set(item):
            ctx.tell(item, "roledata.attribute_rules", None, name=_quote(name))
            continue
        got = _triggers(ctx, item, role_name, rule, messages or {}, i, name)
        if got is None:
            continue
        if "defence" in item:
            # R8: a defence its carrier holds while carrying it, tried in its kind's place
            guard = defence(ctx, owner(role_name, name), rule, item, messages or {},
                            carries(name))
            if guard is None:
                continue
            found.defences.append(guard)
        if got and "Obstruct" in _effect_names([t.get("effect") for t in item["triggers"]]):
            # an obstruction the attribute puts on stops its carrier's abilities (Obstruct)
            got.append(("voids", effects.obstructed_ability))
        listeners.extend(got)
        if "disguise" not in item:
            continue
        worn = item.get("disguise")
        if not isinstance(worn, dict) or set(worn) - {"as", "strength"}:
            ctx.tell(item, "roledata.attribute_disguise", "disguise")
            continue
        shown = worn.get("as")
        role = rules.role(shown) if isinstance(shown, str) else None
        strength = worn.get("strength", "weak")
        if role is None:
            ctx.tell(worn, "roledata.attribute_shows", "as", name=_quote(name),
                     role=_quote(str(shown)))
            continue
        if strength not in STRENGTHS:
            ctx.tell(worn, "roledata.disguise_strength", "strength")
            continue
        out[name.strip().lower()] = Worn(role.name, strength)
    return found


def _effect_names(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set(value)
    if isinstance(value, list):
        return {n for v in value for n in _effect_names(v)}
    return set()


def _triggers(ctx: _Ctx, item: dict[str, Any], role_name: str, rule: str,
              messages: dict[str, str], number: int, name: str,
              ) -> list[tuple[str, Callable[..., Any]]] | None:
    """The listeners of one attribute's ``triggers`` (each at a phase's moment, fired for each
    living carrier), or None when one is wrong (its problems said)."""
    from .event_triggers import event_trigger
    from .load import TRIGGER_KEYS, _known_keys
    from .phase_triggers import PHASE_MOMENTS, phase_trigger

    moments = ", ".join([*PHASE_MOMENTS, DEFENDED])

    value = item.get("triggers")
    if value is None:
        return []
    if not isinstance(value, list) or not value or len(value) > MAX_RULES:
        ctx.tell(item, "roledata.attribute_triggers", "triggers", max=MAX_RULES,
                 moments=moments)
        return None
    out: list[tuple[str, Callable[..., Any]]] = []
    ok = True
    for j, trig in enumerate(value):
        moment = trig.get("moment") if isinstance(trig, dict) else None
        if not isinstance(trig, dict) or (moment not in PHASE_MOMENTS and (
                moment != DEFENDED or "defence" not in item)):
            ctx.tell(trig if isinstance(trig, dict) else value, "roledata.attribute_triggers",
                     "moment" if isinstance(trig, dict) else str(j), max=MAX_RULES,
                     moments=moments)
            ok = False
            continue
        if moment == DEFENDED:
            # the attribute's own defence stopped an attempt on its carrier (event_triggers.py)
            used = event_trigger(ctx, owner(role_name, name), rule, trig, messages)
            if used is None:
                ok = False
            else:
                out.append(used)
            continue
        _known_keys(ctx, trig, TRIGGER_KEYS, "a trigger")
        index = _INDEX_BASE + MAX_RULES * number + j
        got = phase_trigger(ctx, role_name, rule, trig, messages, index, carries(name))
        if got is None:
            ok = False
            continue
        out.extend(got)
    return out if ok else None


def schema(trigger: dict[str, Any], defence_schema: dict[str, Any]) -> dict[str, Any]:
    """The key's JSON Schema; ``trigger``, ``defence_schema``: a role file's trigger's and
    defence's."""
    return {
        "type": "array", "maxItems": MAX_ATTRIBUTES, "description": KEY_TEXT,
        "items": {
            "type": "object", "additionalProperties": False, "required": ["name"],
            "properties": {
                "name": {"type": "string", "minLength": 1, "maxLength": 40},
                "disguise": {"type": "object", "additionalProperties": False,
                             "required": ["as"],
                             "properties": {"as": {"type": "string"},
                                            "strength": {"enum": list(STRENGTHS)}}},
                "triggers": {"type": "array", "minItems": 1, "maxItems": MAX_RULES,
                             "items": trigger},
                "defence": defence_schema,
            },
        },
    }


# ---------------------------------------------------------------------------- the import

def piece_attribute(state: _State, name: str) -> dict[str, Any] | None:
    """The declaration of the attribute ``name`` when its ``_game/`` piece is given and each
    of its blocks is one the file can say: ``Starting: Weakly|Strongly Disguise @Self as `X`
    (~Attribute)`` with X a role of our book (its ``disguise``), and passive blocks at a
    phase's moment (``Passive Start Day: …``: its ``triggers``, as a role's passive blocks are
    translated); None otherwise (and for a piece with neither: a plain marker's)."""
    from . import starting
    from .translate import _passive, _State

    key = wwrf.piece_key(name)
    if key not in state.pieces and key in state.texts:
        state.pieces[key] = wwrf.parse_page(state.texts[key])
    piece = state.pieces.get(key)
    if piece is None or piece.formalized is None or not piece.formalized.items:
        return None
    out: dict[str, Any] = {"name": name}
    inner = _State(state.lines, state.pieces, state.texts)
    # a defence of the carrier's own, and what its use does (starting.py, as a role's)
    taken = starting.defence_blocks(inner, piece.formalized)
    for block in piece.formalized.items:
        if not (isinstance(block, wwrf.Block) and isinstance(block.trigger, wwrf.Trigger)):
            return None
        if block.line in taken:
            continue
        if block.trigger.kind == "Starting":
            worn = _worn(block)
            if worn is None or "disguise" in out:
                return None
            out["disguise"] = worn
            continue
        if block.trigger.kind not in PASSIVE_KINDS:
            return None
        _passive(inner, name, block)
        if inner.untranslated or inner.tags:
            return None
    if inner.defence is not None:
        out["defence"] = inner.defence
    triggers = inner.triggers + inner.moment_triggers
    if triggers:
        if len(triggers) > MAX_RULES:
            return None
        out["triggers"] = triggers
    return out if len(out) > 1 else None


# the passive blocks an attribute's piece may have (translate.py's PASSIVE_MOMENTS, but the
# watch: a carried attribute's rules fire at a phase's moments)
PASSIVE_KINDS = ("Passive Start Night", "Passive Start Day", "Passive Start Phase",
                 "Passive End Night", "Passive End Day", "Passive End Phase")


def _worn(block: wwrf.Block) -> dict[str, str] | None:
    """``Starting: Weakly|Strongly Disguise @Self as `X` (~Attribute)``, X a role of our book,
    as the attribute's ``disguise``; None for any other starting block."""
    from .translate import _is_selector, _literal, book_has

    if (block.params.restrictions or block.params.options or block.params.scaling
            or len(block.body) != 1 or not isinstance(block.body[0], wwrf.Do)
            or block.body[0].params):
        return None
    ab = block.body[0].ability
    if not (isinstance(ab, wwrf.Disguising) and ab.subtype in ("Weakly", "Strongly")
            and _is_selector(ab.target, "Self") and ab.duration == "Attribute"):
        return None
    role = _literal(ab.role)
    if role is None or not book_has(role):
        return None
    return {"as": role, "strength": "weak" if ab.subtype == "Weakly" else "strong"}


# the guides' durations an obstruction may last, as Obstruct's ``until`` (none: the phase)
OBSTRUCT_UNTIL = {None: "phase", "Phase": "phase", "NextNight": "next night",
                  "Persistent": ""}


def obstruct_effect(ab: wwrf.Obstructing) -> dict[str, Any]:
    """``Obstruct [<Ability Type> for] @Self (~Duration)``: the effect Obstruct of that one
    ability type of ours (every type, when it names none), or translate's ``_Skip``."""
    from .translate import WWRF_KINDS, _Skip

    construct = "obstructing: Obstruct"
    if ab.feedback is not None or ab.duration not in OBSTRUCT_UNTIL:
        raise _Skip(construct + " (feedback or duration)", "an obstruction of the holder's "
                    "own abilities is translated for the phase, until the next night ends or "
                    "for good, with no feedback of its own")
    fields: dict[str, Any] = {"until": OBSTRUCT_UNTIL[ab.duration]}
    if ab.abilities is not None:
        kinds = WWRF_KINDS.get(ab.abilities)
        if kinds is None or len(kinds) != 1:
            raise _Skip(construct + " (of these abilities)", "an obstruction names one "
                        "ability type of ours, or every type")
        fields["abilities"] = kinds[0]
    return {"Obstruct": fields}


# the attributes whose pieces are being read (an attribute's rule may name it: `Remove `X`
# from @Self` in X's own piece)
_READING: ContextVar[frozenset[str]] = ContextVar("wwrf_attributes_read", default=frozenset())


def declare(state: _State, name: str) -> bool:
    """Whether the attribute ``name`` is one with rules the role file can declare (its piece
    is :func:`piece_attribute`'s shape): declared in the role file being written, once. While
    its piece is read, a line of it that names it finds it declared."""
    key = wwrf.piece_key(name)
    if key in _READING.get():
        return True
    if any(a["name"].lower() == name.lower() for a in state.attributes):
        return True
    token = _READING.set(_READING.get() | {key})
    try:
        got = piece_attribute(state, name)
    finally:
        _READING.reset(token)
    if got is None:
        return False
    if all(a["name"].lower() != name.lower() for a in state.attributes):
        state.attributes.append(got)
    return True


# ---------------------------------------------------------------------------- carried from the
# deal

CARRIES_TEXT = ("attributes or plain markers its holder carries from the deal, for good (at "
                "most 8 names): [Wolfish] (WWRF's `Starting: Apply `X` to @Self`); one the file "
                "declares (attributes) carries its rules")


def carries_setup(ctx: _Ctx, data: dict[str, Any], rule: str,
                  ) -> Callable[[Engine, Player], None] | None:
    """The file's ``carries``: what its holder carries when dealt (an ``attribute_carried``
    event for each, the marker's status from it, and the disguise of a declared attribute
    worn with it: ~Attribute); None when it has none or it is wrong (its problem said). Read
    after ``attributes`` (``ctx.attributes``)."""
    from ..engine.effects import marker_status

    value = data.get("carries")
    if value is None:
        return None
    if (not isinstance(value, list) or not 1 <= len(value) <= MAX_ATTRIBUTES
            or not all(isinstance(v, str) and v.strip() and len(v) <= 40 for v in value)
            or len({v.strip().lower() for v in value}) != len(value)):
        ctx.tell(data, "roledata.carries_list", "carries", max=MAX_ATTRIBUTES)
        return None
    names = [v.strip() for v in value]
    worn = {n: ctx.attributes.get(n.lower()) for n in names}

    def carry(eng: Engine, player: Player) -> None:
        for name in names:
            status = marker_status(name)
            if player.has(status):
                continue
            ev = eng.emit("attribute_carried", targets=[player.name], rule=rule,
                          data={"attribute": name})
            eng.add_status(player, status, source=ev.id)
            shown = worn[name]
            if shown is not None:
                # the guides' ~Attribute: the attribute's disguise while it is carried
                eng.add_status(player, "disguise", source=ev.id,
                               data={"role": shown.role, "strength": shown.strength,
                                     "marker": status})

    return carry


def carries_schema() -> dict[str, Any]:
    return {"type": "array", "minItems": 1, "maxItems": MAX_ATTRIBUTES, "uniqueItems": True,
            "description": CARRIES_TEXT,
            "items": {"type": "string", "minLength": 1, "maxLength": 40}}


def start_marker(state: _State, b: wwrf.Block) -> str | None:
    """``Starting: Apply `X` to @Self`` (for good: no duration, or ``~Persistent``; no values)
    of a plain marker or an attribute the file can declare (declared here): X, carried from
    the deal (the role file's ``carries``); None for any other line."""
    from .translate import _is_selector, _literal, plain_marker

    if (len(b.body) != 1 or not isinstance(b.body[0], wwrf.Do) or b.params
            or b.body[0].params):
        return None
    ab = b.body[0].ability
    if not (isinstance(ab, wwrf.Applying) and ab.subtype == "Add" and not ab.values
            and ab.duration in (None, "Persistent") and _is_selector(ab.target, "Self")):
        return None
    name = _literal(ab.attribute)
    if name is None or not (plain_marker(state, name) or declare(state, name)):
        return None
    return name
