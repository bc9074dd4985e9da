"""Translate a WWRF role page into our role file (``werewolves role import``).

The page is read with :mod:`werewolves.roledata.wwrf`; each formalized line is either written
into the role file (a map the loader of :mod:`werewolves.roledata.load` reads) or listed as
:class:`Untranslated`, with its line, its text, the construct that blocks it and a sentence of
why. Nothing is guessed: a line is translated only when the effect vocabulary says what it
says; a line whose meaning we cannot keep is listed, never dropped in silence.

This first cut translates

* the action timings ``Immediate Night``/``End Night``/``Immediate Day``/``End Day``/
  ``Immediate``/``End Phase`` into an ability's ``phase`` and ``timing``;
* ``Attack @Selection`` (``Attack``), ``Role``/``Alignment Investigate @Selection`` with its
  disguise marks (``Investigate`` with ``reads`` and ``about``), ``Protect @Selection from
  `Attacks` through Active|Passive Defense (~Phase)`` (``Protect``);
* the restrictions ``Quantity`` (uses a game), ``Temporal: Night N+``/``Day N+`` (the first
  phase), the scaling ``⟨xN⟩`` (uses a phase), ``{Visitless}``, and prompts (the prompt's name
  is a text of the incumbent's bot: our help line stands in for it);
* ``Inherit:`` of an ability set given as a piece (its lines are translated as if written on
  the page, and listed under the piece's name when they cannot be);
* the flag ``No Abilities``, and the page's kind for the team and the book group
  (``Unaligned``: the engine's unaligned);
* ``Unique Role`` and ``Require:`` (the role file's ``unique`` and ``requires``);
* ``Target @Selection`` alone in a block (``SetTarget``, a held target); a ``Process:`` of
  investigations with an ``Evaluate:`` of their results (``Sort``, or ``Guess`` for a role
  named beside the player); conditional lines that attack the player chosen or kill the user
  (``CaseAttack``; ``Attr(Wolfish)`` is three of its cases);
* a choice offered at a phase's start and chosen at once, with a ``Choice `X` Chosen:`` line
  for each option (one ability for each option, sharing ``choice``); ``[Condition:
  #Group->Members->Count is N]`` on an ability (``group_size``); a ``Starting`` defence of the
  holder's own with its ``On … Defense: Learn`` (``defence``).
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Mapping
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

import yaml

from . import group_rules, imitation, starting, wwrf
from .attributes import declare, obstruct_effect, start_marker
from .choice_options import several_effects
from .disguising import disguise_block
from .import_conditions import (
    add_if,
    conditional_ability,
    event_block,
    marker_of,
    signal_of,
    trigger_limits,
)
from .import_conditions import emergency_change as held_changes
from .own_effects import OWN_VERBS, own_effect, shape
from .signals import emit_effect
from .starting import unwrap_process
from .teams import WIN_REASON, states_team_goal, without_tags

__all__ = ["Translation", "Untranslated", "translate_page"]

# the action timings of the guides an ability of ours can take (phase, timing)
TIMINGS: dict[str, tuple[str, str]] = {
    "Immediate Night": ("night", "immediate"),
    "End Night": ("night", "end"),
    "Immediate Day": ("day", "immediate"),
    "End Day": ("day", "end"),
    "Immediate": ("any", "immediate"),
    "End Phase": ("any", "end"),
}

# a page's kind ("Townsfolk Investigative") names its team by its first word
TEAMS = {"townsfolk": "town", "werewolf": "wolves", "werewolves": "wolves"}

# an investigation's disguise marks (SD strong, WD weak) say which disguises
# fool it; none written means none does
READS = {
    frozenset({"SD", "WD"}): "weak and strong",
    frozenset({"SD"}): "strong",
    frozenset({"WD"}): "weak",
    frozenset(): "none",
}
# (an Alignment investigation needs a judge of alignment, code the vocabulary does not offer a
# file: it stays untranslated)
ABOUT = {"Role": "role"}
# the engine's role property (engine/changes.py FIXED_ALIGNMENT), written as the tag's text:
# roledata's translation imports nothing of the engine
FIXED_ALIGNMENT = "alignment cannot change"
VERBS = {"Attack": "attack", "Investigate": "investigate", "Protect": "protect",
         "Target": "target", "Sort": "investigate", "Guess": "guess", "Grant": "grant",
    "Revoke": "revoke", "AddMarker": "mark", "RemoveMarker": "unmark", **OWN_VERBS}
NAME_RE = re.compile(r"[^A-Za-z0-9 '-]+")


@dataclass(frozen=True)
class Untranslated:
    """A formalized line the import could not write: where (``page`` or a piece's name), its
    line, its text, the construct that blocks it and why."""

    where: str
    line: int
    text: str
    construct: str
    reason: str

    def sentence(self) -> str:
        return f"{self.where}:{self.line}: {self.text.strip()} -- {self.reason}"


@dataclass(frozen=True)
class Translation:
    role: dict[str, Any]
    untranslated: tuple[Untranslated, ...]
    missing: tuple[str, ...] = ()

    def text(self) -> str:
        """The role file: a comment block listing each untranslated line, then the YAML."""
        head = ["# Imported from a WWRF role page by `werewolves role import`."]
        if self.untranslated:
            head.append(f"# {len(self.untranslated)} formalized line(s) not translated:")
            head += [f"#   {u.sentence()}" for u in self.untranslated]
        else:
            head.append("# Every formalized line was translated.")
        body = yaml.safe_dump(self.role, sort_keys=False, allow_unicode=False, width=96)
        return "\n".join(head) + "\n" + body


class _Skip(Exception):
    """A line cannot be translated: its construct and the reason."""

    def __init__(self, construct: str, reason: str) -> None:
        super().__init__(reason)
        self.construct = construct
        self.reason = reason


@dataclass
class _State:
    lines: Mapping[str, list[str]]  # by "page" or a piece's key (wwrf.piece_key)
    pieces: dict[str, wwrf.Page]  # read so far, by key
    texts: Mapping[str, str]  # every piece given, by key (read when inherited)
    abilities: list[dict[str, Any]] = field(default_factory=list)
    untranslated: list[Untranslated] = field(default_factory=list)
    missing: set[str] = field(default_factory=set)
    lycan: bool = False
    pack: bool = False
    pack_at: tuple[str, int] = ("page", 1)  # the line that joins the pack
    disguise: dict[str, str] | None = None
    loyal_to: list[tuple[int, str, str]] = field(default_factory=list)  # (line, where, alignment)
    groups: list[str] = field(default_factory=list)
    group_rules: list[dict[str, Any]] = field(default_factory=list)  # (group_rules.py)
    moment_triggers: list[dict[str, Any]] = field(default_factory=list)  # (_passive)
    triggers: list[dict[str, Any]] = field(default_factory=list)  # the role file's triggers
    tags: list[str] = field(default_factory=list)  # engine properties a line translates to
    unique: bool = False
    requires: list[str] = field(default_factory=list)
    defence: dict[str, Any] | None = None  # a defence held from the start (starting.py)
    redirect: dict[str, Any] | None = None  # a redirection held from the start (starting.py)
    win_conditions: list[tuple[str, wwrf.Field]] = field(default_factory=list)  # (teams.py)
    attributes: list[dict[str, Any]] = field(default_factory=list)  # (attributes.py)
    carries: list[str] = field(default_factory=list)  # carried from the deal (attributes.py)
    imitates: tuple[str, int] | None = None  # where its Include: %Role% is (imitation.py)
    votes: dict[str, Any] | None = None  # the voting power set at the start (starting.py)
    learns: str | None = None  # the host's information told at the start (starting.py)
    whisper: dict[str, str] | None = None  # where the holder whispers under a name (starting.py)
    page_name: str = ""  # the page's role name, as its attributes' sources name it (starting.py)
    counters: dict[str, int] | None = None  # the counter set at the start (starting.py)
    start_target: dict[str, str] | None = None  # a held target drawn at the deal (starting.py)

    def skip(self, where: str, line: int, construct: str, reason: str) -> None:
        src = self.lines.get("page" if where == "page" else wwrf.piece_key(where), [])
        text = src[line - 1] if 0 < line <= len(src) else ""
        self.untranslated.append(Untranslated(where, line, text, construct, reason))


def _is_selection(v: wwrf.Value | None) -> bool:
    return (
        isinstance(v, wwrf.Ref)
        and isinstance(v.base, wwrf.Selector)
        and v.base.sigil == "@"
        and v.base.name == "Selection"
        and not v.base.query
        and not v.props
        and v.annotation in (None, "player", "Player")
    )


def _literal(v: wwrf.Value | None) -> str | None:
    if isinstance(v, wwrf.Ref) and isinstance(v.base, wwrf.Literal) and not v.props:
        return v.base.text
    return None


def _number(v: wwrf.Value | None) -> int | None:
    if isinstance(v, wwrf.Ref) and isinstance(v.base, wwrf.Number) and not v.props:
        try:
            return int(v.base.text)
        except ValueError:
            return None
    return None


def _effect(ab: wwrf.Ability) -> dict[str, Any] | str:
    """Our effect for one WWRF ability on the selection, or :class:`_Skip`."""
    construct = f"{ab.kind}: {ab.subtype}"
    if (own := own_effect(ab)) is not None:
        return own
    if isinstance(ab, wwrf.Killing) and ab.subtype == "Attack":
        if not _is_selection(ab.target):
            raise _Skip(construct + " (not @Selection)", "only an attack on the player chosen "
                        "is translated")
        # WWRF's Attack is an attack the target's defences may stop (R8)
        return "Attack"
    if isinstance(ab, wwrf.Investigating) and ab.subtype in ABOUT:
        if not _is_selection(ab.target):
            raise _Skip(construct + " (not @Selection)", "only an investigation of the player "
                        "chosen is translated")
        reads = READS.get(frozenset(ab.disguises))
        if reads is None:
            raise _Skip(construct, f"the disguise marks {ab.disguises} are not known")
        return {"Investigate": {"reads": reads, "about": ABOUT[ab.subtype],
                                "tell": "Your investigation shows {target} as the {role}."}}
    if isinstance(ab, wwrf.Protecting) and ab.subtype in ("Active", "Passive"):
        if not _is_selection(ab.target):
            raise _Skip(construct + " (not @Selection)", "only a protection of the player "
                        "chosen is translated")
        if ab.against.strip("`") != "Attacks":
            raise _Skip(f"{construct} from {ab.against}", "our Protect keeps off attacks only")
        if (ab.duration or "Phase") != "Phase" or ab.by is not None or ab.location is not None:
            raise _Skip(f"{construct} (~{ab.duration})", "our Protect lasts until the phase "
                        "ends, by the user, at the target's home")
        return {"Protect": {"from": "attacks", "until": "phase"}}
    if isinstance(ab, wwrf.Granting):
        return _granting(ab, construct)
    raise _Skip(construct, EFFECT_REASONS.get(construct, "the effect vocabulary has no effect "
                                              "for this ability yet"))


def plain_marker(state: _State, name: str) -> bool:
    """Whether the attribute ``name`` is a plain named marker: its ``_game/`` piece is given
    and says `No Abilities` (a status with no rule of its own, read only by conditions, as
    the guide's `Marker`). An attribute with rules of its own (a defence, a disguise, a doom)
    is not one."""
    key = wwrf.piece_key(name)
    if key not in state.pieces and key in state.texts:
        state.pieces[key] = wwrf.parse_page(state.texts[key])
    piece = state.pieces.get(key)
    if piece is None or piece.formalized is None:
        return False
    items = piece.formalized.items
    return bool(items) and all(isinstance(i, wwrf.Flag) and i.name == "No Abilities"
                               for i in items)


def _marker(state: _State, ab: wwrf.Ability) -> dict[str, Any] | None:
    """`Apply `Marker` to @Self (~Phase)` / `Remove `Marker` from @Selection` of a plain
    marker (:func:`plain_marker`) on the user or the player chosen: the effects AddMarker
    and RemoveMarker (a marker for good, or until the phase ends). None for any other line
    (the caller's own translation says why it has none)."""
    if not isinstance(ab, wwrf.Applying) or ab.subtype not in ("Add", "Remove") or ab.values:
        return None
    name = _literal(ab.attribute)
    if not (_is_selection(ab.target) or _is_selector(ab.target, "Self")):
        return None
    # a plain marker, or an attribute with rules the role file declares (attributes.py)
    if name is None or not (plain_marker(state, name) or declare(state, name)):
        return None
    user = {"user": True} if _is_selector(ab.target, "Self") else {}
    if ab.subtype == "Remove":
        return {"RemoveMarker": {"marker": name, **user}}
    if ab.duration not in (None, "Persistent", "Phase", "NextNight"):
        return None
    until = {"until": MARKER_UNTIL[ab.duration]} if ab.duration in MARKER_UNTIL else {}
    return {"AddMarker": {"marker": name, **until, **user}}


# how long a marker put on lasts, by the guides' duration (none: for good)
MARKER_UNTIL = {"Phase": "phase", "NextNight": "next night"}


# the page being translated (its pieces tell a plain marker): set by translate_page for the
# restrictions' translation, which is given no state of its own
_PAGE: ContextVar[_State | None] = ContextVar("wwrf_page", default=None)


def _user_marker(r: wwrf.AttributeCheck, ab: dict[str, Any]) -> bool:
    """`[Attribute: has `Marker`]` / `[Attribute: @Self lacks `Marker`]` on an ability, of a
    plain marker (:func:`plain_marker`): the ability's ``marker`` (offered only while its user
    carries it, or does not); False for any other check (on another player, or an attribute
    with rules of its own)."""
    state = _PAGE.get()
    name = _literal(r.attribute)
    if state is None or name is None or not plain_marker(state, name):
        return False
    if r.subject is not None and not _is_selector(r.subject, "Self"):
        return False
    ab["marker"] = {"has" if r.has else "lacks": name}
    return True


def _trigger_marker(ab: wwrf.Applying, whom: str | None) -> tuple[str, dict[str, Any]] | None:
    """A trigger's `Apply`/`Remove` of a plain marker on the player it reaches (``whom``: its
    holder, ``self``, one drawn, ``random``, or one its moment names, such as the
    ``visitor``): (whom, AddMarker or RemoveMarker); None for any other line."""
    state = _PAGE.get()
    if state is None or whom is None:
        return None
    probe = dataclasses.replace(ab, target=wwrf.Ref(wwrf.Selector("@", "Self")))
    effect = _marker(state, probe)
    if effect is None:
        return None
    (name, fields_), = effect.items()
    fields_.pop("user", None)  # (a trigger's effect reaches the player it names)
    return whom, {name: fields_}


def _granting(ab: wwrf.Granting, construct: str) -> dict[str, Any]:
    """lover.10 / RM460: `Grant `X` to @Selection` hands the player chosen the extra role X
    (the effect Grant) and `Revoke `X` from @Selection` takes it back (Revoke). X is the role
    file of X's Extra page, under the name its import takes (:func:`free_name`: ``Imported
    Lover`` beside our book's Lover); it must be loaded beside this one."""
    role = _literal(ab.role)
    if ab.subtype not in ("Add", "Remove") or role is None:
        raise _Skip(construct, "only a Grant or a Revoke of an extra role named is translated")
    if not _is_selection(ab.target):
        raise _Skip(construct + " (not @Selection)", "only a Grant or a Revoke on the player "
                    "chosen is translated")
    return {"Grant" if ab.subtype == "Add" else "Revoke": {"role": free_name(role)}}


# why the commonest abilities, properties and kinds with no translation have
# none (each needs the engine's vocabulary to grow, not a role-file key)
EFFECT_REASONS = {
    "targeting: Target": "a held target is set by a line of its own (the effect SetTarget); "
    "one set among other actions of a block, or a target that is not the player chosen, is "
    "not translated yet",
    "applying: Add": "only a plain marker (an attribute whose piece says No Abilities) on the "
    "user or the player chosen is translated (AddMarker); this attribute has rules of its own "
    "(a defence, a disguise, a doom …) or its piece is not given",
    "applying: Remove": "only a plain marker (an attribute whose piece says No Abilities) taken "
    "off the user or the player chosen is translated (RemoveMarker)",
    "choices: Choosing": "a choice offered to the holder is not in the vocabulary",
}
PROPERTY_REASONS: dict[str, str] = {}
TEAM_REASONS: dict[str, str] = {}  # (an Extra page is an extra role: _as_extra)


def _phase_number(t: wwrf.Temporal) -> int:
    """Our phase count: 0 is Day 0, 1 Night 1, 2 Day 1 …"""
    assert t.number is not None
    return 2 * t.number - 1 if t.phase == "Night" else 2 * t.number


def _group_size(cond: wwrf.Condition) -> dict[str, Any] | None:
    """``#Group->Members->Count is N`` as our ``group_size`` (the wolfpack, or a group named
    as a role file names it); None for any other condition."""
    if not (isinstance(cond, wwrf.Comparison) and cond.op == "is"
            and isinstance(cond.left, wwrf.Ref) and isinstance(cond.left.base, wwrf.Selector)
            and cond.left.base.sigil == "#" and not cond.left.base.query
            and cond.left.props == ("Members", "Count")):
        return None
    n = _number(cond.right)
    if n is None or n < 0:
        return None
    return {"group": cond.left.base.name.lower(), "members": n}


def _limits(params: wwrf.Params, phase: str, ab: dict[str, Any]) -> None:
    """Write the block's restrictions, scaling and options into the ability, or :class:`_Skip`."""
    limits: dict[str, Any] = {}
    for r in params.restrictions:
        if isinstance(r, wwrf.Quantity):
            n = _number(r.count)
            if n is None or n < 1:
                raise _Skip("Quantity (not a number)", "a use count must be a whole number")
            limits["per_game"] = n
        elif isinstance(r, wwrf.Temporal) and r.number is not None and r.onwards:
            limits["from_phase"] = _phase_number(r)
        elif isinstance(r, wwrf.Temporal) and r.number is None and r.phase.lower() == phase:
            pass  # the phase the trigger names already
        elif isinstance(r, wwrf.Succession):
            # the guides' succession restrictions: the role file's `succession` (succession.py)
            limits["succession"] = "target" if r.same_target_only else "use"
        elif isinstance(r, wwrf.ConditionCheck) and (size := _group_size(r.condition)):
            ab["group_size"] = size
        elif isinstance(r, wwrf.AttributeCheck) and _user_marker(r, ab):
            pass  # (the ability's `marker`)
        elif add_if(ab, r, "ability"):
            pass  # a condition of the role file's language (import_conditions.py)
        else:
            name = type(r).__name__
            if isinstance(r, wwrf.Temporal):
                name = "Temporal: N" if r.number is not None else "Temporal: Night|Day"
            raise _Skip(f"restriction: {name}", "our abilities' limits are uses a phase and a "
                        "game, and the first phase")
    if params.scaling is not None:
        s = params.scaling
        times = _number(s.cases[0].times) if len(s.cases) == 1 else None
        if s.kind != "static" or times is None:
            raise _Skip(f"scaling: {s.kind}", "only a fixed number of uses a phase is kept")
        limits["per_phase"] = times
    for opt in params.options:
        if opt.name == "Visitless" and opt.value is None:
            ab["visits"] = False
        else:
            raise _Skip(f"option: {{{opt.name}}}", "our abilities have no such option")
    if limits:
        ab["limits"] = limits


def _verb(state: _State, effect: dict[str, Any] | str | list[Any]) -> str:
    if isinstance(effect, list):  # a block's effects: its first names the verb
        effect = effect[0]
    first = effect if isinstance(effect, str) else next(iter(effect))
    base = VERBS.get(first, first.lower())
    taken = {a["verb"] for a in state.abilities}
    verb, n = base, 1
    while verb in taken:
        n += 1
        verb = f"{base}{n}"
    return verb


def _joined(b: wwrf.Block) -> str | None:
    """The group of ``Starting: Join #G`` (the element itself, for good) and nothing more."""
    if len(b.body) != 1 or not isinstance(b.body[0], wwrf.Do) or b.params or b.body[0].params:
        return None
    ab = b.body[0].ability
    if (
        isinstance(ab, wwrf.Joining) and ab.subtype == "Add" and ab.member is None
        and ab.membership is None and ab.duration is None and isinstance(ab.group, wwrf.Ref)
        and isinstance(ab.group.base, wwrf.Selector) and ab.group.base.sigil == "#"
        and not ab.group.props
    ):
        return ab.group.base.name
    return None


def _joins_pack(b: wwrf.Block) -> bool:
    """``Starting: Join #Wolfpack`` and nothing more."""
    joined = _joined(b)
    return joined is not None and joined.lower() == "wolfpack"


GROUP_NAME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9 '-]{0,39}$")


def _plain_group(state: _State, name: str) -> str | None:
    """Why the group ``#name`` cannot be a role file's ``groups`` entry, or None when it can:
    its piece is given and says only ``Unique Group`` and ``No Abilities`` (a channel its
    members share, nothing more)."""
    piece = None
    # a piece given as `group NAME` first (a poll may bear the group's name), then as `NAME`
    for key in (wwrf.piece_key("group " + name), wwrf.piece_key(name)):
        if key not in state.pieces and key in state.texts:
            state.pieces[key] = wwrf.parse_page(state.texts[key])
        piece = state.pieces.get(key)
        if piece is not None:
            break
    if piece is None or piece.formalized is None:
        return f"no --piece gives the group #{name}'s text, so what membership does is unknown"
    flags = {i.name for i in piece.formalized.items if isinstance(i, wwrf.Flag)}
    others = [i for i in piece.formalized.items if not isinstance(i, wwrf.Flag)]
    if others or "No Abilities" not in flags or not flags <= {"Unique Group", "No Abilities"}:
        return (f"the group #{name} has abilities or rules of its own (its polls, triggers), "
                "which a role file's groups (a shared channel) do not carry")
    if not GROUP_NAME_RE.match(name):
        return f"the group's name #{name} is not a name a role file's group may take"
    return None


def _one_line(b: wwrf.Block, st: wwrf.Statement) -> wwrf.Block:
    return wwrf.Block(b.line if st.line == b.line else st.line, b.trigger, wwrf.Params(), (st,))


def _setup(state: _State, where: str, b: wwrf.Block) -> bool:
    """A ``Starting`` block whose every line is a set-up the role file can
    say (loyalty, a disguise worn, joining the wolfpack or a plain group) is translated, every
    line of it; one line it cannot say leaves the whole block out (False)."""
    if b.params or not b.body or not all(isinstance(st, wwrf.Do) and not st.params
                                         for st in b.body):
        return False
    parts = [_one_line(b, st) for st in b.body]
    loyal: list[str] = []
    worn: list[dict[str, str]] = []
    pack = False
    groups: list[str] = []
    votes: list[dict[str, Any]] = []
    learns: list[str] = []
    whispers: list[dict[str, str]] = []
    carried: list[str] = []
    counted: list[tuple[str, Any]] = []
    targets: list[dict[str, str]] = []
    for part in parts:
        if (got := _loyalty(part)) is not None:
            loyal.append(got)
        elif (marker := start_marker(state, part)) is not None:
            carried.append(marker)
        elif (count := starting.counter_setup(part)) is not None:
            counted.append(count)
        elif (drawn := starting.target_setup(part)) is not None:
            targets.append(drawn)
        elif (power := starting.votes_setup(part)) is not None:
            votes.append(power)
        elif (info := starting.learns_setup(part)) is not None:
            learns.append(info)
        elif (said := starting.whisper_setup(part)) is not None:
            whispers.append(said)
        elif (disguise := _self_disguise(part) or starting.own_disguise(part)) is not None:
            worn.append(disguise)
        elif _joins_pack(part):
            pack = True
        elif (joined := _joined(part)) is not None:
            if _plain_group(state, joined) is None:
                groups.append(joined.lower())
            elif (ruled := group_rules.piece_rules(state, joined)) is not None:
                # a group whose rules the role file says (group_rules.py)
                groups.append(ruled["group"])
                if all(r["group"] != ruled["group"] for r in state.group_rules):
                    state.group_rules.append(ruled)
            else:
                return False
        else:
            return False
    if len(worn) > 1 or (worn and state.disguise is not None):
        return False
    if len(votes) > 1 or (votes and state.votes is not None):
        return False
    if len(learns) > 1 or (learns and state.learns is not None):
        return False
    if len(whispers) > 1 or (whispers and state.whisper is not None):
        return False
    counters = starting.counters_of(counted) if counted else None
    if (counted and (counters is None or state.counters is not None)) or len(targets) > 1 or (
            targets and state.start_target is not None):
        return False
    if counters is not None:
        # the guide's Counting and Displaying at the start: the role file's `counters`
        state.counters = counters
    if targets:
        # a held target drawn at the start (host information, or a player of a role): the
        # role file's `start_target`
        state.start_target = targets[0]
    if whispers:
        # the guide's Whispering at the start: the role file's `whisper`
        state.whisper = whispers[0]
    if votes:
        # the guide's Manipulating at the start: the role file's `votes` (R13)
        state.votes = votes[0]
    if learns:
        # the host's information told at the start: the role file's `learns` (R33)
        state.learns = learns[0]
    for marker in carried:
        # an attribute applied to oneself at the start is carried from the deal (attributes.py)
        if marker.lower() not in (c.lower() for c in state.carries):
            state.carries.append(marker)
    state.loyal_to += [(b.line, where, a) for a in loyal]
    if worn:
        # a disguise put on at the start is the role file's `disguise`
        state.disguise = worn[0]
    if pack:
        # joining the Wolfpack at the start is our pack membership (R9): the
        # pack's channel and its night attack by vote, as every pack wolf of ours has
        state.pack = True
        state.pack_at = (where, b.line)
    for g in groups:
        # joining at the start a group that has no abilities of its own is the
        # role file's `groups`: a channel shared with the group's other members
        if g not in state.groups:
            state.groups.append(g)
    return True


def _loyalty(b: wwrf.Block) -> str | None:
    """The alignment of ``Starting: Loyalty to `X` (Alignment)`` and nothing more."""
    if len(b.body) != 1 or not isinstance(b.body[0], wwrf.Do) or b.params or b.body[0].params:
        return None
    ab = b.body[0].ability
    if isinstance(ab, wwrf.Loyalty) and ab.subtype == "Alignment":
        return _literal(ab.to)
    return None


def _self_disguise(b: wwrf.Block) -> dict[str, str] | None:
    """``Starting: Strongly|Weakly Disguise @Self as `X``` (for good, or ``~Persistent``) and
    nothing more: our role file's ``disguise``."""
    if len(b.body) != 1 or not isinstance(b.body[0], wwrf.Do) or b.params or b.body[0].params:
        return None
    ab = b.body[0].ability
    target = ab.target if isinstance(ab, wwrf.Disguising) else None
    if not (
        isinstance(ab, wwrf.Disguising) and isinstance(target, wwrf.Ref)
        and target.base == wwrf.Selector("@", "Self") and not target.props
        and ab.duration in (None, "Persistent", "Permanent")
    ):
        return None
    shown = _literal(ab.role)
    if shown is None or not book_has(shown):
        return None
    return {"as": shown, "strength": "strong" if ab.subtype == "Strongly" else "weak"}


# why a moment of WWRF has no role-file trigger (the vocabulary's moments are
# an ability's phase and timing, and a trigger on the holder's death aimed at its killer or at
# random, load.py TRIGGER_MOMENTS)
MOMENT_REASONS = {
    "Passive Start Night": "role files have no ability that runs by itself when a night starts "
    "(a trigger's moments are the holder's death only)",
    "Passive Start Day": "role files have no ability that runs by itself when a day starts "
    "(a trigger's moments are the holder's death only)",
    "Passive End Night": "role files have no ability that runs by itself when a night ends",
    "Passive End Day": "role files have no ability that runs by itself when a day ends",
    "Passive": "role files have no standing condition watched at every moment",
    "On Death": "a role file's death trigger aims at the killer or a random player with one "
    "effect; this block's actions (polls, conversations, conditions) are not in the vocabulary",
    "On {Player} Death": "role files have no trigger on another player's death",
    "On Action": "role files have no trigger on the holder's own actions",
    "On Visited": "role files have no trigger on being visited",
}

# why a line of a `Starting` block is no set-up of a role file (its set-ups
# are loyalty to its own team, a disguise worn as a role of the book, the wolfpack, and the
# groups with no abilities of their own), by the line's kind of ability
SETUP_REASONS = {
    "protecting": "a defence held from the start is translated (the role file's `defence`) "
    "when it is the holder's own, from attacks, lynches, kills or all, by anyone or by wolfish "
    "attackers, active, passive, partial or an absence at the tavern, at night, by day or "
    "always, until used or for good, and what answers it tells the holder or the attacker, "
    "changes the holder's voting power or role (its `defended` triggers)",
    "targeting": "a held target chosen at the start (from the host's setup, or among the "
    "players) is not translated: a role file's held target is set by its holder (SetTarget)",
    "counting": "role files keep no counters",
    "displaying": "role files keep no counters or displays",
    "whispering": "whispering into a location's channel under a name is not in the vocabulary",
    "manipulating": "a voting power set at the start is translated (the role file's `votes`) "
    "when it is the holder's own public, hidden public or private power, set to a number for "
    "good",
    "announcement": "what a role is told at the start beyond its card is not in the vocabulary",
    "applying": "attributes applied by a role are not in the vocabulary",
    "granting": "roles granted beside one's own are not in the vocabulary",
    "redirecting": "a standing redirection is not in the vocabulary",
    "emit": "emitted signals are not in the vocabulary",
    "joining": "only joining the wolfpack or a group with no abilities, as a plain member, "
    "is a set-up of a role file",
    "disguising": "only a disguise as a named role of the book worn for good is a set-up of a "
    "role file",
    "loyalty": "only loyalty to an alignment is a set-up of a role file",
}


def _setup_blocker(state: _State, b: wwrf.Block) -> tuple[str, str]:
    """The construct and the reason a ``Starting`` block is left out: its first line that is no
    set-up of a role file."""
    if b.params:
        return ("Starting: (options or conditions)", "a set-up with options, conditions or a "
                "prompt is not in the vocabulary")
    if not b.body:
        return "Starting: (empty)", "it runs no ability"
    for st in b.body:
        if not isinstance(st, wwrf.Do):
            return (f"Starting: {type(st).__name__}", "role files have no conditions or "
                    "complex actions yet")
        part = _one_line(b, st)
        if st.params:
            return ("Starting: (options or conditions)", "a set-up with options, conditions or "
                    "a prompt is not in the vocabulary")
        if (_loyalty(part) is not None or _self_disguise(part) is not None
                or start_marker(state, part) is not None
                or starting.own_disguise(part) is not None
                or starting.votes_setup(part) is not None
                or starting.learns_setup(part) is not None
                or starting.whisper_setup(part) is not None
                or starting.counter_setup(part) is not None
                or starting.target_setup(part) is not None):
            continue
        joined = _joined(part)
        if joined is not None and (joined.lower() == "wolfpack"
                                   or _plain_group(state, joined) is None
                                   or group_rules.piece_rules(state, joined) is not None):
            continue
        kind = st.ability.kind
        if joined is not None:
            reason = _plain_group(state, joined) or ""
            if "rules of its own" in reason:
                reason += ("; of a group's own rules, only what happens when it is disbanded "
                           "is (group_rules)")
            return "Starting: joining (a group with abilities)", reason
        return (f"Starting: {kind}", SETUP_REASONS.get(kind, "the vocabulary has no set-up "
                "for this line"))
    return ("Starting: (two disguises)", "a role file wears one disguise from the start")


def _timed_ability(state: _State, where: str, b: wwrf.Block, params: wwrf.Params, phase: str,
                   timing: str, **more: Any) -> dict[str, Any] | None:
    """A new ability of the timed block ``b``, aimed at one player (WWRF's @Selection: any
    living player, the user included unless a restriction says otherwise; ``more`` adds or
    replaces keys), with the block's limits; None when a limit is none we keep (the block is
    listed as untranslated)."""
    out: dict[str, Any] = {"verb": "", "phase": phase, "timing": timing,
                           "targets": {"count": 1, "self": True}, **more}
    try:
        _limits(params, phase, out)
    except _Skip as s:
        state.skip(where, b.line, s.construct, s.reason)
        return None
    return out


def _block(state: _State, where: str, b: wwrf.Block) -> None:
    b = unwrap_process(b)  # (a Process no Evaluate reads: its lines)
    starting = isinstance(b.trigger, wwrf.Trigger) and b.trigger.kind == "Starting"
    if starting and _setup(state, where, b):
        return
    if isinstance(b.trigger, wwrf.Unparsed):
        state.skip(where, b.line, "unreadable trigger", b.trigger.reason)
        return
    kind = b.trigger.kind + (" [filter]" if b.trigger.filter else "")
    if starting:
        construct, reason = _setup_blocker(state, b)
        state.skip(where, b.line, construct, reason)
        return
    if kind in PASSIVE_MOMENTS:
        _passive(state, where, b)
        return
    if _emergency_change(b) and held_changes(state, where, b):
        return  # (import_conditions.py: the held target's emergency change, S1.52)
    if b.trigger.kind == "On Poll Win" and _elected(b):
        # despot.b1: elected, the holder ascends (the engine's property for it)
        if ELECTED_ASCENDS not in state.tags:
            state.tags.append(ELECTED_ASCENDS)
        return
    from .emergency import emergency_use  # (the loader's module: the engine's, reached here)

    if emergency_use(state, where, b, _block):
        return  # (the second use of one of the role's abilities, once a game)
    if b.trigger.kind in EVENT_MOMENTS and _event_trigger(state, where, b):
        return
    if kind not in TIMINGS:
        state.skip(where, b.line, f"trigger: {kind}",
                   MOMENT_REASONS.get(b.trigger.kind, "role files have no such moment yet"))
        return
    phase, timing = TIMINGS[kind]
    params = b.params
    if len(b.body) == 1 and isinstance(b.body[0], wwrf.Do) and b.body[0].line == b.line:
        # a one-line block (`Immediate Night: Protect … ⟨x1⟩`): what follows the ability is
        # the trigger's parameters
        only = b.body[0]
        params = wwrf.Params(
            params.restrictions + only.params.restrictions,
            params.scaling or only.params.scaling,
            params.options + only.params.options,
            params.prompt or only.params.prompt,
        )
        b = wwrf.Block(b.line, b.trigger, params, (wwrf.Do(only.line, only.ability),))
    if _target_block(state, where, b, phase, timing, params):
        return
    if _sort_block(state, where, b, phase, timing, params):
        return
    if _guess_block(state, where, b, phase, timing, params):
        return
    if disguise_block(state, where, b, phase, timing, params):
        return
    if _case_attack_block(state, where, b, phase, timing, params):
        return
    if conditional_ability(state, where, b, phase, timing, params):
        return  # (import_conditions.py: conditional lines, the ability's cases)
    effects: list[dict[str, Any] | str] = []
    ok = True
    for st in b.body:
        if isinstance(st, wwrf.Do):
            if st.params:
                state.skip(where, st.line, "parameters on an ability line", "an ability's own "
                           "parameters are not translated")
                ok = False
                continue
            try:
                effects.append(_marker(state, st.ability) or emit_effect(st.ability)
                               or _effect(st.ability))
            except _Skip as s:
                state.skip(where, st.line, s.construct, s.reason)
                ok = False
        elif isinstance(st, wwrf.Unparsed):
            state.skip(where, st.line, "unreadable line", st.reason)
            ok = False
        else:
            name = type(st).__name__ + ":"
            if isinstance(st, wwrf.Branch):
                name = "Otherwise:" if st.condition is None else "<condition>: (a conditional line)"
            state.skip(where, st.line, name, "this condition or complex action is none the "
                       "vocabulary has: a Process of investigations of the player chosen with "
                       "an Evaluate of their results (Sort, Guess), and conditional lines that "
                       "attack the player chosen or kill the user (CaseAttack), are")
            ok = False
    if not effects:
        if ok:
            state.skip(where, b.line, f"trigger: {kind} (empty)", "it runs no ability")
        return
    ab = _timed_ability(state, where, b, params, phase, timing)
    if ab is None:
        return
    if not ok:
        # a block partly translated would play a different role: list it, write none of it
        return
    ab["effect"] = effects[0] if len(effects) == 1 else effects
    ab["verb"] = _verb(state, ab["effect"])
    shape(ab)
    state.abilities.append(ab)


# WWRF's `Target @Selection (Type)`: the types a held target of ours can take (a living player
# other than the user, or a dead one: the guide's `Player` and `Dead`); `Optional` only says
# the holder may leave it unset, as every ability of ours may go unused
TARGET_TYPES = {None: False, "Player": False, "Player Optional": False, "Dead": True}


def _is_selector(v: wwrf.Value | None, name: str) -> bool:
    return (isinstance(v, wwrf.Ref) and v.base == wwrf.Selector("@", name) and not v.props
            and v.annotation is None)


def _target_condition(r: wwrf.Restriction) -> bool:
    """A condition a held target makes no difference to: ``@Target exists`` and its negation
    (the incumbent's pair of lines, one to set a target and one to change it, differ only by
    which prompt they show: setting ours is the same either way), and ``@Selection is not
    @Self`` (ours never names its user)."""
    if not isinstance(r, wwrf.ConditionCheck):
        return False
    c = r.condition.inner if isinstance(r.condition, wwrf.Not) else r.condition
    if isinstance(c, wwrf.Exists):
        return _is_selector(c.subject, "Target")
    return (isinstance(r.condition, wwrf.Comparison) and r.condition.op == "is not"
            and _is_selector(r.condition.left, "Selection")
            and _is_selector(r.condition.right, "Self"))


def _target_block(state: _State, where: str, b: wwrf.Block, phase: str, timing: str,
                  params: wwrf.Params) -> bool:
    """A timed block that only sets the holder's target (``Target @Selection (Type)``) is the
    ability ``SetTarget`` (effects.SetTarget); the second of the set/change pair is the same
    ability and adds none. False when the block is no such line (the general path takes it)."""
    if len(b.body) != 1 or not isinstance(b.body[0], wwrf.Do) or b.body[0].params:
        return False
    ab = b.body[0].ability
    if not (isinstance(ab, wwrf.Targeting) and ab.subtype == "Target"
            and _is_selection(ab.target)):
        return False
    if ab.target_type not in TARGET_TYPES:
        state.skip(where, b.line, f"targeting: Target ({ab.target_type})", "a held target of "
                   "ours is a player (alive, or dead), not a role or another kind of value")
        return True
    kept = tuple(r for r in params.restrictions if not _target_condition(r))
    out: dict[str, Any] = {"verb": "", "phase": phase, "timing": timing,
                           "targets": {"count": 1, "self": False,
                                       "dead": TARGET_TYPES[ab.target_type]}}
    try:
        _limits(dataclasses.replace(params, restrictions=kept), phase, out)
    except _Skip as s:
        state.skip(where, b.line, s.construct, s.reason)
        return True
    out["effect"] = {"SetTarget": {"tell": "Your target is now {target}."}}
    same = {k: v for k, v in out.items() if k != "verb"}
    if any({k: v for k, v in a.items() if k != "verb"} == same for a in state.abilities):
        return True  # the set/change pair's other half
    out["verb"] = _verb(state, "Target")
    state.abilities.append(out)
    return True


# what a Process of investigations followed by an Evaluate of their results is in our
# vocabulary: effects.Sort, the cases a role appears to fall in. The investigations a Process
# may hold, by subtype, and what a result of each compared in a case means (a case's field)
CLASS_SIDES = {"townsfolk": "town", "werewolf": "wolves", "solo": "solo",
               "unaligned": "unaligned"}
ANNOTATION_RE = re.compile(r"^(?P<text>.*?)\s*\[(?P<note>\w+)\]$")


def _sort_probe(ab: wwrf.Ability) -> str | None:
    """What an investigation of a Process reads, as a field of a case (``lycan``, ``group:G``,
    ``category``, ``side``), or None when it is none a case can ask."""
    if not isinstance(ab, wwrf.Investigating) or not _is_selection(ab.target):
        return None
    if ab.subtype == "Category":
        return "category"
    if ab.subtype == "Class":
        return "side"
    attr = _literal(ab.attribute) if ab.subtype == "Attribute" else None
    if attr == "Lycan":
        return "lycan"
    if attr is not None and attr.startswith("GroupMembership:") and GROUP_NAME_RE.match(
            attr.split(":", 1)[1]):
        return "group:" + attr.split(":", 1)[1].lower()
    return None


def _sort_value(v: wwrf.Value) -> str | None:
    """A result compared with: its text (``Killing``, ``Townsfolk[class]`` → ``Townsfolk``)."""
    if not isinstance(v, wwrf.Ref) or v.props or not isinstance(v.base, wwrf.Literal | wwrf.Word):
        return None
    text = v.base.text
    m = ANNOTATION_RE.match(text)
    return m.group("text") if m else text


def _sort_case(cond: wwrf.Condition | None, probes: list[str]) -> dict[str, Any] | str | None:
    """A branch's condition as a case's fields; ``failure`` for a test of a failed
    investigation; None when the case cannot say it."""
    parts: tuple[wwrf.Condition, ...]
    if isinstance(cond, wwrf.Junction) and set(cond.ops) == {"and"}:
        parts = cond.operands
    elif cond is not None:
        parts = (cond,)
    else:
        return None
    case: dict[str, Any] = {}
    for part in parts:
        if not (isinstance(part, wwrf.Comparison) and part.op == "is"
                and isinstance(part.left, wwrf.Ref) and isinstance(part.left.base, wwrf.Selector)
                and not part.left.props and not part.left.base.query):
            return None
        m = re.fullmatch(r"Result(\d*)", part.left.base.name)
        index = int(m.group(1) or 1) - 1 if m else -1
        value = _sort_value(part.right)
        if not (0 <= index < len(probes)) or value is None:
            return None
        if value == "Failure":
            if len(parts) > 1:
                return None
            return "failure"
        probe = probes[index]
        if probe == "lycan" or probe.startswith("group:"):
            if value not in ("Success", "True"):
                return None
            if probe == "lycan":
                case["lycan"] = True
            else:
                case["group"] = probe.split(":", 1)[1]
        elif probe == "side":
            if value.lower() not in CLASS_SIDES:
                return None
            case["side"] = CLASS_SIDES[value.lower()]
        else:
            case["category"] = value
    return case


def _sort_words(body: tuple[wwrf.Statement, ...], role: bool = False) -> str | None:
    """A branch's feedback text, with ``@Selection`` as our ``{target}`` (and, ``role``, the
    role named beside the player, ``@SecondarySelection`` annotated or not, as ``{role}``);
    None when it is no single plain feedback."""
    if len(body) != 1 or not isinstance(body[0], wwrf.Do) or body[0].params:
        return None
    ab = body[0].ability
    text = _literal(ab.value) if isinstance(ab, wwrf.Feedback) else None
    if text is None or "{" in text or "}" in text:
        return None
    if role:
        text = text.replace("@SecondarySelection[role]", "{role}").replace(
            "@SecondarySelection", "{role}")
    text = text.replace("@Selection", "{target}")
    return None if "@" in text or "%" in text else text.strip()


def _sort_block(state: _State, where: str, b: wwrf.Block, phase: str, timing: str,
                params: wwrf.Params) -> bool:
    """A timed block of ``Process:`` (investigations of the player chosen) and ``Evaluate:``
    (a feedback for each case of their results, then ``Otherwise:``) is the effect Sort. A
    case of a failed investigation (``@Result is `Failure```) is the engine's: an
    investigation that fails is not carried out (R17), so it is left out. False when the block
    is no such pair (the general path lists it)."""
    if len(b.body) != 2:
        return False
    process, evaluate = b.body
    if not isinstance(process, wwrf.Process) or not isinstance(evaluate, wwrf.Evaluate):
        return False
    probes: list[str] = []
    marks: set[frozenset[str]] = set()
    for st in process.body:
        probe = _sort_probe(st.ability) if isinstance(st, wwrf.Do) and not st.params else None
        if probe is None:
            return False
        assert isinstance(st, wwrf.Do) and isinstance(st.ability, wwrf.Investigating)
        probes.append(probe)
        marks.add(frozenset(st.ability.disguises))
    if not probes or len(marks) != 1:
        return False
    cases: list[dict[str, Any]] = []
    otherwise: str | None = None
    for br in evaluate.body:
        if not isinstance(br, wwrf.Branch) or otherwise is not None:
            return False
        words = _sort_words(br.body)
        if words is None:
            return False
        if br.condition is None:
            otherwise = words
            continue
        case = _sort_case(br.condition, probes)
        if case is None:
            return False
        if case != "failure":
            assert isinstance(case, dict)
            cases.append({**case, "tell": words})
    if otherwise is None or len(cases) > 16:
        return False
    out = _timed_ability(state, where, b, params, phase, timing)
    if out is None:
        return True
    out["effect"] = {"Sort": {"reads": READS[next(iter(marks))], "cases": cases,
                              "tell": otherwise}}
    out["verb"] = _verb(state, out["effect"])
    state.abilities.append(out)
    return True


def _action_params(b: wwrf.Block, params: wwrf.Params) -> tuple[tuple[wwrf.Statement, ...],
                                                                 wwrf.Params]:
    """A complex action's ``• Action:`` line holds the parameters of the whole action: they
    join the block's (the rest of the body is returned)."""
    body = b.body
    if body and isinstance(body[0], wwrf.ActionLine):
        more = body[0].params
        params = wwrf.Params(params.restrictions + more.restrictions,
                             params.scaling or more.scaling, params.options + more.options,
                             params.prompt or more.prompt)
        body = body[1:]
    return body, params


def _is_secondary_role(v: wwrf.Value | None) -> bool:
    return (isinstance(v, wwrf.Ref) and v.base == wwrf.Selector("@", "SecondarySelection")
            and not v.props and v.annotation in (None, "role"))


def _guess_block(state: _State, where: str, b: wwrf.Block, phase: str, timing: str,
                 params: wwrf.Params) -> bool:
    """A timed block of ``Process: Role Investigate @Selection`` and ``Evaluate:`` of whether
    the result is the role named beside the player (``@Result is @SecondarySelection[role]``,
    then ``Otherwise:``) is a guess: the effect Guess with ``picks: role``. The case of a
    failed investigation is the engine's (R17), as for Sort. False when it is no such block."""
    body, params = _action_params(b, params)
    if len(body) != 2:
        return False
    process, evaluate = body
    if not (isinstance(process, wwrf.Process) and isinstance(evaluate, wwrf.Evaluate)
            and len(process.body) == 1 and isinstance(process.body[0], wwrf.Do)
            and not process.body[0].params):
        return False
    inv = process.body[0].ability
    if not (isinstance(inv, wwrf.Investigating) and inv.subtype == "Role"
            and _is_selection(inv.target) and frozenset(inv.disguises) in READS):
        return False
    right = wrong = None
    for br in evaluate.body:
        if not isinstance(br, wwrf.Branch):
            return False
        words = _sort_words(br.body, role=True)
        if words is None:
            return False
        cond = br.condition
        if cond is None and wrong is None:
            wrong = words
        elif (isinstance(cond, wwrf.Comparison) and cond.op == "is"
              and _is_selector(cond.left, "Result") and _is_secondary_role(cond.right)
              and right is None):
            right = words
        elif not (isinstance(cond, wwrf.Comparison) and _is_selector(cond.left, "Result")
                  and _sort_value(cond.right) == "Failure"):
            return False
    if right is None or wrong is None:
        return False
    out = _timed_ability(state, where, b, params, phase, timing, picks="role")
    if out is None:
        return True
    out["effect"] = {"Guess": {"reads": READS[frozenset(inv.disguises)], "right": right,
                               "wrong": wrong}}
    out["verb"] = _verb(state, {"Guess": None})
    state.abilities.append(out)
    return True


# a conditional line's test of the player chosen as they are, as a case (effects.Looks):
# an attribute the role carries, or the alignment they play for now
ALIGNMENT_SIDES = {"townsfolk": "town", "werewolf": "wolves", "unaligned": "unaligned"}


# The guide's attribute Wolfish holds for every player with a werewolf role, every player
# on the werewolves' side now, every lycan and every pack member: as cases of ours, the
# three a target may meet (a lycan role, the wolves' team now, a role in the wolfpack).
WOLFISH_CASES: tuple[dict[str, Any], ...] = (
    {"lycan": True}, {"side": "wolves"}, {"group": "wolfpack"},
)


def _selection_case(cond: wwrf.Condition | None) -> list[dict[str, Any]] | None:
    """The cases a condition on the player chosen is: ``@Selection->Attr(Lycan) exists``
    (lycan), ``@Selection->Attr(Wolfish) exists`` (any of :data:`WOLFISH_CASES`) or
    ``@Selection->Alignment is `X``` (side)."""
    if (isinstance(cond, wwrf.Exists) and isinstance(cond.subject, wwrf.Ref)
            and cond.subject.base == wwrf.Selector("@", "Selection")):
        if cond.subject.props == ("Attr(Lycan)",):
            return [{"lycan": True}]
        if cond.subject.props == ("Attr(Wolfish)",):
            return [dict(c) for c in WOLFISH_CASES]
        return None
    if (isinstance(cond, wwrf.Comparison) and cond.op == "is"
            and isinstance(cond.left, wwrf.Ref)
            and cond.left.base == wwrf.Selector("@", "Selection")
            and cond.left.props == ("Alignment",)):
        side = ALIGNMENT_SIDES.get((_sort_value(cond.right) or "").lower())
        return [{"side": side}] if side else None
    return None


def _branch_does(br: wwrf.Branch) -> str | None:
    """What a conditional line does, for a CaseAttack: ``hit`` (``Attack @Selection``),
    ``backfire`` (``True Kill @Self``), ``spare`` (``Failure``, or nothing)."""
    if not br.body:
        return "spare"
    if len(br.body) != 1 or not isinstance(br.body[0], wwrf.Do) or br.body[0].params:
        return None
    ab = br.body[0].ability
    if isinstance(ab, wwrf.Killing) and ab.subtype == "Attack" and _is_selection(ab.target):
        return "hit"
    if (isinstance(ab, wwrf.Killing) and ab.subtype == "True Kill"
            and _is_selector(ab.target, "Self")):
        return "backfire"
    if isinstance(ab, wwrf.Feedback) and _literal(ab.value) == "Failure":
        return "spare"
    return None


def _case_attack_block(state: _State, where: str, b: wwrf.Block, phase: str, timing: str,
                       params: wwrf.Params) -> bool:
    """A timed block of conditional lines on the player chosen, each attacking them, killing
    the user (a true kill) or failing, then ``Otherwise:`` failing, is the effect CaseAttack
    (the attacks' cases are read first: the lines must come in that order). False when the
    block is no such list (the general path lists it)."""
    if not b.body or not all(isinstance(st, wwrf.Branch) for st in b.body):
        return False
    hit: list[dict[str, Any]] = []
    backfire: list[dict[str, Any]] = []
    for i, br in enumerate(b.body):
        assert isinstance(br, wwrf.Branch)
        does = _branch_does(br)
        if br.condition is None:
            if does != "spare" or i != len(b.body) - 1:
                return False
            continue
        case = _selection_case(br.condition)
        # (a line that spares under a condition would stop the lines after it: not said)
        if case is None or does in (None, "spare") or (does == "hit" and backfire):
            return False
        if does == "hit":
            hit.extend(case)
        elif does == "backfire":
            backfire.extend(case)
    if not hit:
        return False
    out = _timed_ability(state, where, b, params, phase, timing)
    if out is None:
        return True
    effect: dict[str, Any] = {"hit": hit, "tell": "Your attack on {target} failed."}
    if backfire:
        effect["backfire_on"] = backfire
    out["effect"] = {"CaseAttack": effect}
    out["verb"] = _verb(state, {"Attack": None})
    state.abilities.append(out)
    return True


# a choice's offer comes at the start of the phase it is chosen in
_OFFERED_AT = {"Passive Start Day": "day", "Passive Start Night": "night",
               "Passive Start Phase": "any"}


def _one_do(b: wwrf.Block) -> wwrf.Do | None:
    """The ability of a one-line block with no parameters of its own (a prompt aside)."""
    if len(b.body) != 1 or not isinstance(b.body[0], wwrf.Do):
        return None
    if any(p.restrictions or p.scaling or p.options for p in (b.params, b.body[0].params)):
        return None
    return b.body[0]


def _option_ability(b: wwrf.Block) -> dict[str, Any] | None:
    """What one option of a choice does, as an ability's targets and effect: an effect on
    the holder or telling them (``Role Change @Self``, ``Learn``), or one on a player chosen
    (an attack, investigation or protection of ``@Selection``); None when it is neither."""
    do = _one_do(b)
    if do is None:
        return None
    try:
        whom, effect = _moment_effect(do.ability)
        if whom == "self":
            return {"targets": "user", "effect": effect}
        if whom is None:
            return {"targets": {"count": 0}, "effect": effect}
    except _Skip:
        pass
    try:
        return {"targets": {"count": 1}, "effect": _effect(do.ability)}
    except _Skip:
        return None


def _option_step(state: _State, ab: wwrf.Ability) -> tuple[str, dict[str, Any] | str] | None:
    """One line of an option of several (choice_options.py): (whom, our effect), or None."""
    if (mark := _marker(state, ab)) is not None:
        on_user = isinstance(ab, wwrf.Applying) and _is_selector(ab.target, "Self")
        return ("user" if on_user else "chosen"), mark
    try:
        whom, effect = _moment_effect(ab)
        if whom in ("self", None):
            return ("user" if whom else "none"), effect
    except _Skip:
        pass
    try:
        return "chosen", _effect(ab)
    except _Skip:
        return None


def _choice_blocks(state: _State, f: wwrf.Formalization) -> set[int]:
    """A choice offered at a phase's start (`` `N` Choice Creation (A, B)``), chosen at once in
    that phase (`` `N` Choice Choose @Chosen``), with a ``Choice `A` Chosen:`` line for each
    option, is one ability for each option, all naming the choice ``N`` (our ``choice``: one
    of them is used a phase). The lines of each such choice translated, by line; the rest are
    left to the general path, which lists them."""
    blocks = [i for i in f.items if isinstance(i, wwrf.Block)
              and isinstance(i.trigger, wwrf.Trigger)]
    done: set[int] = set()
    for offer in blocks:
        do = _one_do(offer)
        assert isinstance(offer.trigger, wwrf.Trigger)
        if (do is None or not isinstance(do.ability, wwrf.Choices)
                or do.ability.subtype != "Creation" or do.ability.chooser is not None
                or offer.trigger.kind not in _OFFERED_AT):
            continue
        name = _literal(do.ability.name)
        options = [_literal(o) or _sort_value(o) for o in do.ability.options]
        if not name or not all(options) or len(options) < 2:
            continue
        phase = _OFFERED_AT[offer.trigger.kind]
        chooses = [b for b in blocks if (c := _one_do(b)) is not None
                   and isinstance(c.ability, wwrf.Choices) and c.ability.subtype == "Choosing"
                   and _literal(c.ability.name) == name]
        if len(chooses) != 1:
            continue
        choose = chooses[0]
        assert isinstance(choose.trigger, wwrf.Trigger)
        if TIMINGS.get(choose.trigger.kind) != (phase, "immediate"):
            continue
        chosen: list[tuple[wwrf.Block, dict[str, Any]]] = []
        for option in options:
            lines = [b for b in blocks if isinstance(b.trigger, wwrf.Trigger)
                     and b.trigger.kind == "Choice {Option} Chosen"
                     and _literal(b.trigger.subject) == option]
            made = (_option_ability(lines[0]) or several_effects(
                lines[0], lambda ab: _option_step(state, ab))) if len(lines) == 1 else None
            if made is None:
                break
            chosen.append((lines[0], made))
        if len(chosen) != len(options):
            continue
        taken = {a["verb"] for a in state.abilities}
        for option, (line, made) in zip(options, chosen, strict=True):
            verb = re.sub("[^a-z]", "", str(option).lower())[:20] or "choose"
            while verb in taken:
                verb += "x"
            taken.add(verb)
            state.abilities.append({"verb": verb, "phase": phase, "timing": "immediate",
                                    **made, "choice": name})
            done.add(line.line)
        done |= {offer.line, choose.line}
    return done


def _items(state: _State, where: str, f: wwrf.Formalization, depth: int) -> None:
    chosen = (_choice_blocks(state, f) | starting.defence_blocks(state, f)
              | starting.redirect_blocks(state, f)
              | imitation.imitation_blocks(state, where, f))
    for item in f.items:
        if isinstance(item, wwrf.Block | wwrf.Directive) and item.line in chosen:
            continue
        if isinstance(item, wwrf.Block):
            _block(state, where, item)
        elif isinstance(item, wwrf.Flag) and item.name == "No Abilities":
            pass  # a role with no abilities is a role file with none
        elif isinstance(item, wwrf.Flag) and item.name == "Unique Role":
            state.unique = True  # dealt once at most: the role file's `unique`
        elif (isinstance(item, wwrf.Directive) and item.kind == "Require"
              and _literal(item.value) is not None):
            # a role a setup must deal beside this one: the role file's `requires` (the name
            # as the page writes it: a role of the book, or another imported page's)
            state.requires.append(str(_literal(item.value)))
        elif (isinstance(item, wwrf.Directive) and item.kind == "Role Attribute"
              and _literal(item.value) == "Lycan"):
            # the Lycan role attribute is our `lycan` (seen as a wolf)
            state.lycan = True
        elif isinstance(item, wwrf.Directive) and item.kind == "Inherit":
            name = _literal(item.value) or ""
            piece = None
            # an ability set given as `ability set NAME` first (a poll may bear the set's name,
            # as a group's may), then as `NAME`
            for source in ("ability set " + name, name):
                key = wwrf.piece_key(source)
                if key not in state.pieces and key in state.texts:
                    state.pieces[key] = wwrf.parse_page(state.texts[key])
                piece = state.pieces.get(key)
                if piece is not None:
                    break
            if piece is None or piece.formalized is None or depth <= 0:
                state.missing.add(name)
                state.skip(where, item.line, f"Inherit: `{name}` (not given)", "no --piece "
                           "gives this ability set's text")
                continue
            # inheriting an ability set is having its lines as one's own
            _items(state, source, piece.formalized, depth - 1)
        elif isinstance(item, wwrf.Field) and item.name == "Win Condition":
            state.win_conditions.append((where, item))  # judged once the team is known
        elif isinstance(item, wwrf.Unparsed):
            state.skip(where, item.line, "unreadable line", item.reason)
        else:
            label = item.name if isinstance(item, wwrf.Flag | wwrf.Field) else item.kind + ":"
            state.skip(where, item.line, label,
                       PROPERTY_REASONS.get(label, "role files have no such property yet"))


def translate_page(
    page_text: str, pieces: Mapping[str, str] | None = None, name: str | None = None
) -> Translation:
    """Translate a role page (with the ``_game/`` pieces it may name, name → text). Raises
    :class:`wwrf.WWRFRefused` past the reader's limits."""
    pieces = dict(pieces or {})
    parsed = wwrf.parse_with_pieces(page_text, pieces)
    lines = {"page": page_text.splitlines()}
    by_key: dict[str, wwrf.Page] = {wwrf.piece_key(k): p for k, p in parsed.pieces}
    texts = {wwrf.piece_key(k): v for k, v in pieces.items()}
    for key, text in texts.items():
        lines[key] = text.splitlines()
    page = parsed.page
    state = _State(lines, by_key, texts, page_name=NAME_RE.sub("", page.name or "").strip())
    _PAGE.set(state)
    kind = " ".join((page.kind or "").split())
    if page.formalized is None:
        state.skip("page", 1, "no __Formalized__ section", "there is nothing to translate")
    else:
        _items(state, "page", page.formalized, 4)
    role_name = NAME_RE.sub("", page.name or "").strip()[:40] or "Imported Role"
    role: dict[str, Any] = {"name": name or role_name}
    team = team_of(kind)
    extra = kind.split(" ", 1)[0] == "Extra"
    if team is None and not extra:
        first = kind.split(" ", 1)[0] or "(none)"
        state.skip("page", 1, f"team: {first}", TEAM_REASONS.get(
            first, "no team of ours is known for this page's kind"))
    role["team"] = team or "town"
    for where, won in state.win_conditions:
        if not states_team_goal(won, team):
            state.skip(where, won.line, "Win Condition", WIN_REASON)
    tags: list[str] = []
    for line, where, loyal in state.loyal_to:
        if team is not None and _team_named(loyal) == team:
            # loyalty to one's own alignment is our FIXED_ALIGNMENT property (a
            # role tag): no conversion makes the holder play for another team. (The 2023
            # Devout Villager cannot change role at all; an imported role follows its own text.)
            if FIXED_ALIGNMENT not in tags:
                tags.append(FIXED_ALIGNMENT)
        else:
            state.skip(where, line, "loyalty: Alignment (another team)", "only loyalty to the "
                       "role's own team is translated")
    words = kind.split(" ")
    role["category"] = words[1] if len(words) > 1 else "Miscellaneous"
    if kind:
        role["book_group"] = kind
    n = len(state.abilities)
    role["summary"] = (
        f"Imported from the WWRF page of the {role_name}: {n} "
        f"abilit{'y' if n == 1 else 'ies'} translated."
    )
    if state.lycan:
        role["lycan"] = True
    if state.pack and role["team"] not in _pack_teams():
        # R9: a member of our pack plays for the wolves (or a team whose book roles sit in the
        # pack); a page of another team that joins it is a line the role file cannot keep, so
        # the file stays one `role check` takes
        state.skip(*state.pack_at, "joining: Wolfpack (another team)", PACK_REASON)
        state.pack = False
    if state.pack:
        role["pack"] = True
        for ab in state.abilities:
            # the pack's attack has the verb `attack`: the role's own attack takes another
            if ab["verb"] == "attack":
                ab["verb"] = "strike"
    tags += [t for t in state.tags if t not in tags]
    if tags:
        role["tags"] = tags
    if state.defence is not None:
        role["defence"] = state.defence
    if state.redirect is not None:
        role["redirect"] = state.redirect
    if state.votes is not None:
        role["votes"] = state.votes
    if state.learns is not None:
        role["learns"] = state.learns
    if state.whisper is not None:
        role["whisper"] = state.whisper
    if state.counters is not None:
        role["counters"] = state.counters
    if state.start_target is not None:
        role["start_target"] = state.start_target
    if state.disguise is not None:
        role["disguise"] = state.disguise
    if state.attributes:
        role["attributes"] = state.attributes
    if state.carries:
        role["carries"] = state.carries
    if (imitates := imitation.judge(state)) is not None:
        role["imitates"] = imitates
    if state.groups:
        role["groups"] = state.groups
    if state.group_rules:
        role["group_rules"] = state.group_rules
    if state.unique:
        role["unique"] = True
    if state.requires:
        role["requires"] = state.requires
    role["abilities"] = state.abilities
    triggers = state.triggers + state.moment_triggers
    if triggers:
        role["triggers"] = triggers
    shown = next(iter(state.counters), starting.COUNTER) if state.counters else starting.COUNTER
    if shown != starting.COUNTER:
        # the counter shown under a name is that name wherever the role reads or changes it
        for key in ("abilities", "triggers"):
            if key in role:
                role[key] = starting.rename_counter(role[key], shown)
    if _reads_kept_target(triggers, state.abilities):
        role["kept_target"] = True
    if extra:
        _as_extra(state, role)
    missing = tuple(sorted(state.missing | set(parsed.missing)))
    return Translation(role, tuple(sorted(state.untranslated, key=_order)), missing)


def _reads_kept_target(triggers: list[dict[str, Any]], abilities: list[dict[str, Any]]) -> bool:
    """Whether the page reads a held target (``@Target``: a trigger aimed at it or fired by its
    death) that no ability of its own sets: one its holder set under the role they held before
    a role change (demonic-cupid.1: the cupid turns into the Demonic Cupid, and her lover stays
    hers), the role file's ``kept_target``."""
    reads = any(t.get("targets") == "target" or t.get("of") == "held" for t in triggers)
    return reads and "SetTarget" not in json.dumps(abilities)


PACK_REASON = ("a member of our wolfpack plays for the wolves, or for a team of the book whose "
               "roles sit in the pack (R9); this page's team is neither")


def _pack_teams() -> set[str]:
    """The teams a member of the pack may play for (the loader's rule for `pack: yes`)."""
    from .load import pack_teams

    return pack_teams()


# what an Extra page's role file is handed out by (its card says so)
EXTRA_HANDED_OUT = "handed out in play by the role that grants it (the incumbent's Grant)"
# the keys of a role file an extra role has none of (load._NOT_FOR_EXTRAS)
_NOT_FOR_EXTRAS = ("team", "pack", "groups", "group_rules", "unique", "requires",
                   "lycan", "tags", "votes", "learns", "whisper")


def _as_extra(state: _State, role: dict[str, Any]) -> None:
    """lover.10 / RM460: an Extra page (`**Lover** | Extra Miscellaneous`) is an extra role,
    held beside one's own role and never dealt: its role file says ``extra`` (how it is handed
    out) and has no team. Its abilities and triggers are its own (every player carrying it
    has them, extra_abilities.py); what else it translated to (properties an extra role has
    not in the format) is one untranslated line, the page's first."""
    role.pop("team", None)  # "town" by default: an extra role plays for nobody
    role["extra"] = EXTRA_HANDED_OUT
    for key in ("abilities", "triggers"):
        if not role.get(key):
            role.pop(key, None)
    held = [k for k in _NOT_FOR_EXTRAS if role.pop(k, None) not in (None, [], False)]
    if held:
        state.skip("page", 1, "team: Extra (with properties)", "an extra role of a role "
                   "file has no properties of its own yet (its "
                   + ", ".join(held) + ")")


def _order(u: Untranslated) -> tuple[int, str, int]:
    return (0 if u.where == "page" else 1, u.where, u.line)


# a page of the Unaligned class plays for no team: WWRF's alignment `unaligned` (the guide's
# players "can be nonaligned"). Our engine's unaligned (R34, rule-alignments-unaligned.7): a
# player who stops no team's win and wins only by their own condition, ascending
# (rule-alignments-unaligned.5); a page that writes no `Ascend` never wins, as in its own book.
UNALIGNED = "unaligned"


SOLO_RE = re.compile(r"^Solo \w+ - (?P<team>.+?)(?: Team)?$")


def _team_named(name: str) -> str | None:
    """Our team whose key or name is ``name`` (any case), or the two usual spellings."""
    from .load import _base_rules

    if name.lower() in TEAMS:
        return TEAMS[name.lower()]
    for key, team in _base_rules().teams.items():
        if name.lower() in (key, team.name.lower(), team.name.lower().rstrip("s")):
            return key
    return None


def team_of(kind: str) -> str | None:
    """The team a page's kind names: its first word (``Townsfolk …``,
    ``Werewolf …``), or, for a solo role, the team after the dash (``Solo Killing - Pyro
    Team``), ``unaligned`` for the Unaligned class; None when the kind names no team of ours
    (``Extra``)."""
    first = kind.split(" ", 1)[0].lower() if kind else ""
    if first in TEAMS:
        return TEAMS[first]
    if first == UNALIGNED:
        return UNALIGNED
    m = SOLO_RE.match(without_tags(kind))
    return _team_named(m.group("team")) if m else None


def book_has(name: str) -> bool:
    """Whether our role book has a role of that name (the loader's book)."""
    from .load import _base_rules

    return _base_rules().role(name) is not None


def free_name(name: str) -> str:
    """The role's name, or ``Imported <name>`` when the role book has a role of that name (a
    role file may not take a book role's name; the import brings in the incumbent's later
    version of a role beside ours)."""
    from .load import _base_rules

    rules = _base_rules()
    if rules.role(name) is None and rules.extra(name) is None:
        return name
    return f"Imported {name}"[:40].strip()


# ---------------------------------------------------------------------------- the passive moments

# WWRF's non-prompting triggers and the role file's trigger moments (load.py, phase_triggers.py):
# the same start or end of a phase; `Passive` (fired at every significant change while its
# condition holds) is the role file's `watch`
PASSIVE_MOMENTS = {
    "Passive Start Night": "night start",
    "Passive Start Day": "day start",
    "Passive Start Phase": "phase start",
    "Passive End Night": "night end",
    "Passive End Day": "day end",
    "Passive End Phase": "phase end",
    "Passive": "watch",
}
# which phases a moment fires in (1: nights, 0: days; none: either)
_MOMENT_PARITY = {"night start": 1, "night end": 1, "day start": 0, "day end": 0}
# a Learn's text with a WWRF value in it (a selector, a variable, host information) names what
# a role file's words cannot; a brace would be read as a placeholder
_VALUE_MARKS = ("@", "$", "%", "{", "}", "&", "#")


def _moment_target(v: wwrf.Value | None) -> str | None:
    """The role file's trigger target for a WWRF target: ``@Self`` (the holder) or
    ``@Others->RandomPlayer`` (a living player other than the holder, drawn); None otherwise."""
    if not isinstance(v, wwrf.Ref) or not isinstance(v.base, wwrf.Selector) or v.base.query:
        return None
    if v.base.sigil == "@" and v.base.name == "Self" and not v.props:
        return "self"
    if v.base.sigil == "@" and v.base.name == "Others" and v.props == ("RandomPlayer",):
        return "random"
    return None


def _moment_effect(ab: wwrf.Ability) -> tuple[str | None, dict[str, Any] | str]:
    """(its target, our effect) for one ability a passive trigger runs, or :class:`_Skip`. The
    target is None for an effect that reaches nobody (a Learn tells the holder)."""
    construct = f"{ab.kind}: {ab.subtype}"
    if isinstance(ab, wwrf.Applying) and (
            marked := _trigger_marker(ab, _moment_target(ab.target))) is not None:
        return marked
    if (emitted := emit_effect(ab)) is not None:
        return "self", emitted  # (a signal raised by the holder)
    if isinstance(ab, wwrf.Obstructing) and _moment_target(ab.target) == "self":
        return "self", obstruct_effect(ab)  # (attributes.py)
    if isinstance(ab, wwrf.Targeting) and ab.subtype == "Untarget" and ab.target is None:
        return None, "Untarget"  # (the holder's held target forgotten)
    if isinstance(ab, wwrf.Announcement) and ab.subtype == "Learn" and ab.to is None:
        text = _literal(ab.info)
        if text is not None and (held := starting.learn_of_held(text)) is not None:
            return None, held  # (the held target named, and its role: starting.py)
        if text is None or any(m in text for m in _VALUE_MARKS):
            raise _Skip(construct + " (with values)", "only a Learn of plain words is "
                        "translated: the values it names are not in the vocabulary")
        return None, {"Notice": {"tell": text}}
    if isinstance(ab, wwrf.Killing) and ab.subtype in ("Attack", "Kill", "True Kill"):
        whom = _moment_target(ab.target)
        if whom is None:
            raise _Skip(construct + " (not @Self)", "a passive trigger's attack or kill is "
                        "translated on @Self or @Others->RandomPlayer")
        # R8: the kinds of death: an attack (protections stop it), a kill, a true kill
        if ab.subtype == "Attack":
            return whom, "Attack"
        return whom, {"Slay": {"how": ab.subtype.lower()}}
    if isinstance(ab, wwrf.Changing) and ab.subtype == "Role":
        role = _literal(ab.to)
        if _moment_target(ab.target) != "self" or role is None:
            raise _Skip(construct + " (not to a named role)", "only a role change of @Self to a "
                        "role named is translated")
        if not book_has(role):
            raise _Skip(construct + " (not a role of ours)", f"the role `{role}` is not in "
                        "our role book")
        return "self", {"Become": {"role": role}}
    if isinstance(ab, wwrf.Protecting) and ab.subtype in ("Active", "Passive"):
        whom = _moment_target(ab.target)
        if whom != "self":
            raise _Skip(construct + " (not @Self)", "a passive trigger's protection is "
                        "translated on @Self")
        if ab.against.strip("`") != "Attacks" or (ab.duration or "Phase") != "Phase" or (
                ab.by is not None or ab.location is not None or ab.phase is not None):
            raise _Skip(f"{construct} (~{ab.duration})", "our Protect keeps off attacks until "
                        "the phase ends")
        return "self", {"Protect": {"from": "attacks", "until": "phase"}}
    raise _Skip(construct, EFFECT_REASONS.get(construct, "the effect vocabulary has no effect "
                                              "for this ability yet"))


def _alive_condition(c: wwrf.Condition) -> dict[str, Any] | None:
    """``@(Role:X) exists`` (a living X: ``alive``), ``not (…)`` (``none_alive``), and ``and``
    of such nots (none of them alive: ``none_alive`` with a list); None for any other."""
    def role_of(e: wwrf.Condition) -> str | None:
        if not isinstance(e, wwrf.Exists) or not isinstance(e.subject, wwrf.Ref):
            return None
        base = e.subject.base
        if (not isinstance(base, wwrf.Selector) or base.sigil != "@" or base.name
                or e.subject.props or len(base.query) != 1):
            return None
        term = base.query[0]
        if term.key != "Role" or term.negated:
            return None
        # WWRF writes a role's spaces as dashes in a selector
        name = term.value.replace("-", " ")
        return name if book_has(name) else None

    if isinstance(c, wwrf.Exists):
        got = role_of(c)
        return {"alive": got} if got else None
    if isinstance(c, wwrf.Not):
        got = role_of(c.inner)
        return {"none_alive": got} if got else None
    if isinstance(c, wwrf.Junction) and set(c.ops) == {"and"}:
        names = [role_of(o.inner) if isinstance(o, wwrf.Not) else None for o in c.operands]
        if all(names):
            return {"none_alive": names}
    return None


def _moment_params(trigger: dict[str, Any], params: wwrf.Params, moment: str) -> None:
    """A passive block's restrictions as the trigger's keys, or :class:`_Skip`."""
    for r in params.restrictions:
        if isinstance(r, wwrf.Temporal):
            parity = _MOMENT_PARITY.get(moment)
            kind = 1 if r.phase == "Night" else 0
            if parity is not None and parity != kind:
                raise _Skip("restriction: Temporal (another kind of phase)", "it names a "
                            "phase the trigger never fires in")
            if r.number is None:
                if parity is None:
                    raise _Skip("restriction: Temporal: Night|Day", "a trigger on either phase "
                                "kept to one kind is not in the vocabulary")
            elif r.onwards:
                trigger["from_phase"] = _phase_number(r)
            else:
                trigger["in_phase"] = _phase_number(r)
        elif isinstance(r, wwrf.Quantity):
            n = _number(r.count)
            if n is None or not 1 <= n <= 100:
                raise _Skip("Quantity (not a number)", "a use count must be a whole number")
            trigger["per_game"] = n
        elif isinstance(r, wwrf.ConditionCheck) and (
                _alive_condition(r.condition) is None or "when" in trigger) and add_if(
                trigger, r, "phase"):
            pass  # a condition of the role file's language (import_conditions.py)
        elif isinstance(r, wwrf.AttributeCheck) and add_if(trigger, r, "phase"):
            pass
        elif isinstance(r, wwrf.ConditionCheck):
            when = _alive_condition(r.condition)
            if when is None or "when" in trigger:
                raise _Skip("restriction: ConditionCheck", "a trigger's condition is whether "
                            "a role of our book is held by a living player")
            trigger["when"] = when
        else:
            raise _Skip(f"restriction: {type(r).__name__}", "a trigger's limits are its phases, "
                        "its firings a game, and whether a role is alive")
    if params.scaling is not None or params.options:
        raise _Skip("passive: (scaling or options)", "a trigger fires once for each holder "
                    "at its moment, by itself")


def _passive(state: _State, where: str, b: wwrf.Block) -> None:
    """A passive block (``Passive Start Night: …``, ``Passive: …``) as a role file's trigger at
    that moment, written whole or listed: each of its lines an effect on the same target, its
    restrictions the trigger's phases, firings and condition."""
    assert isinstance(b.trigger, wwrf.Trigger)
    moment = PASSIVE_MOMENTS[b.trigger.kind]
    construct = f"trigger: {b.trigger.kind}"
    body = list(b.body)
    restrictions = list(b.params.restrictions)
    params = b.params
    condition: wwrf.Condition | None = None
    if len(body) == 1 and isinstance(body[0], wwrf.Branch) and body[0].condition is not None:
        # `Passive: <condition>: <ability>`: the condition is the trigger's
        condition = body[0].condition
        body = list(body[0].body)
    if len(body) == 1 and isinstance(body[0], wwrf.Process) and all(
            isinstance(st, wwrf.Do) for st in body[0].body):
        # `Passive …: Process: <lines>` with no Evaluate after it: its lines, carried out
        body = list(body[0].body)
    if not body:
        state.skip(where, b.line, construct + " (empty)", "it runs no ability")
        return
    effects: list[dict[str, Any] | str] = []
    targets: set[str] = set()
    ok = True
    for st in body:
        if not isinstance(st, wwrf.Do):
            name = type(st).__name__ + ":"
            if isinstance(st, wwrf.Branch):
                name = "Otherwise:" if st.condition is None else "<condition>: (a conditional line)"
            state.skip(where, st.line, name, "role files have no conditions or complex "
                       "actions yet")
            ok = False
            continue
        restrictions += st.params.restrictions
        if st.params.scaling is not None or st.params.options or st.params.prompt:
            params = wwrf.Params(params.restrictions, params.scaling or st.params.scaling,
                                 params.options + st.params.options,
                                 params.prompt or st.params.prompt)
        try:
            whom, effect = _moment_effect(st.ability)
        except _Skip as sk:
            state.skip(where, st.line, sk.construct, sk.reason)
            ok = False
            continue
        effects.append(effect)
        if whom is not None:
            targets.add(whom)
    if not ok:
        # a block partly translated would play a different role: list it, write none of it
        return
    if any(starting.names_held(e) for e in effects) and not starting.holds_target(
            state.start_target, state.abilities):
        state.skip(where, b.line, "announcement: Learn (with values)", "a Learn naming @Target "
                   "is translated when the role holds a target, from the start or set by an "
                   "ability written before it")
        return
    trigger: dict[str, Any] = {"moment": moment}
    if len(targets) > 1:
        state.skip(where, b.line, construct + " (two targets)", "a trigger reaches one target "
                   "for all its effects")
        return
    trigger["targets"] = next(iter(targets), "none")
    if trigger["targets"] == "random":
        # the holder's own role is kept out of a random draw (it could fire itself again)
        trigger["restrictions"] = ["other role"]
    try:
        _moment_params(trigger, wwrf.Params(tuple(restrictions), params.scaling,
                                            params.options, params.prompt), moment)
        if condition is not None:
            _moment_params(trigger, wwrf.Params((wwrf.ConditionCheck(condition),)), moment)
    except _Skip as sk:
        state.skip(where, b.line, sk.construct, sk.reason)
        return
    if moment == "watch" and "when" not in trigger and "if" not in trigger:
        state.skip(where, b.line, construct + " (no condition)", "a watch with no condition "
                   "would fire at every change")
        return
    trigger["effect"] = effects[0] if len(effects) == 1 else effects
    state.moment_triggers.append(trigger)


# ---------------------------------------------------------------------------- event triggers

# WWRF's event triggers and the role file's trigger moments (load.py TRIGGER_MOMENTS)
EVENT_MOMENTS = {
    "On Death": "death",
    "On Killed": "killed",
    "On Lynch": "lynched",
    "On {Player} Death": "a death",
    "On Visited": "visited",
    "On Action": "action",
    "On {String} Emitted": "signal",  # (signals.py)
}
# the WWRF selectors a trigger's ability may aim at, as a role file's trigger targets
# (each moment offers its own: load.py TRIGGER_MOMENTS)
EVENT_TARGETS = {"Attacker": "killer", "Self": "self", "This": "dead", "Visitor": "visitor",
                 "ActionTarget": "action target", "Target": "target"}
# WWRF's ability types and subtypes (``[Attack Killing]``, ``[Investigating]``) as
# the ability types of our effects (the kinds a `visited` or `action` trigger filters on)
WWRF_KINDS: dict[str, tuple[str, ...]] = {
    "Killing": ("attack", "kill"),
    "Attack Killing": ("attack",),
    "Kill Killing": ("kill",),
    "Investigating": ("investigate",),
    "Role Investigating": ("investigate",),
    "Protecting": ("protect",),
    "Active Protecting": ("protect",),
    "Disguising": ("disguise",),
    "Targeting": ("target",),
    "Redirecting": ("redirect",),
    "Obstructing": ("block",),
    "Applying": ("apply",),
    "Manipulating": ("manipulation",),
    "Changing": ("role change",),
    "Role Changing": ("role change",),
}
# a poll added on the holder's own death, as the engine's role property that gives
# that poll (the text of the tags of roles/child.py CHILD and roles/wolf_cub.py CUB: roledata's
# translation imports nothing of the engine): `Add `Lynch` Poll`, one more lynch the next day
# (child.1); `Add `Wolfpack` Poll`, one more pack attack the night after (wolf-cub.1)
DEATH_POLLS = {
    "lynch": "gives an extra lynch on death",
    "wolfpack": "the pack attacks again after its death",
}


# the engine's role property of a holder who ascends when elected (the text of the tag of
# roles/despot.py DESPOT_TAG: the translation imports nothing of the engine)
ELECTED_ASCENDS = "despot"


def _elected(b: wwrf.Block) -> bool:
    """``On Poll Win: @Self is part of @(AttrRole:Mayor): Ascend, Delete `Election` Poll``:
    won the election, the holder ascends and the election is over (despot.b1, despot.b2)."""
    if b.params or len(b.body) != 1 or not isinstance(b.body[0], wwrf.Branch):
        return False
    branch = b.body[0]
    c = branch.condition
    mayor = wwrf.Ref(wwrf.Selector("@", "", (wwrf.QueryTerm("AttrRole", "Mayor"),)))
    if not (isinstance(c, wwrf.Comparison) and c.op == "is part of" and _is_selector(c.left, "Self")
            and c.right == mayor):
        return False
    lines = [st.ability if isinstance(st, wwrf.Do) and not st.params else None
             for st in branch.body]
    ascends = [a for a in lines if isinstance(a, wwrf.Ascension) and a.subtype == "Ascend"]
    deletes = [a for a in lines if isinstance(a, wwrf.PollAbility) and a.subtype == "Deletion"
               and _literal(a.poll) == "Election" and a.location is None and a.target is None]
    return len(lines) == 2 and len(ascends) == 1 and len(deletes) == 1


def _event_trigger(state: _State, where: str, b: wwrf.Block) -> bool:
    """An event trigger (``On Death``, ``On Killed``, ``On Lynch``, ``On {Player} Death``, ``On
    Visited [filter]``, ``On Action [filter]``) whose every line the role file's trigger can say
    is written as one; otherwise its first line it cannot say is listed (True either way, once
    the block is the import's to judge)."""
    assert isinstance(b.trigger, wwrf.Trigger)
    try:
        got = event_block(b, marker_of(state)) or _event_block(b)
    except _Skip as s:
        state.skip(where, b.line, s.construct, s.reason)
        return True
    if isinstance(got, str):
        if got not in state.tags:
            state.tags.append(got)
    else:
        state.triggers.append(got)
    return True


def _event_block(b: wwrf.Block) -> dict[str, Any] | str:
    """The role file's trigger for an event block, or the engine property (a tag) it is, or
    :class:`_Skip` with the construct that blocks it."""
    from .load import TRIGGER_MOMENTS

    assert isinstance(b.trigger, wwrf.Trigger)
    moment = EVENT_MOMENTS[b.trigger.kind]
    label = f"trigger: {b.trigger.kind}" + (" [filter]" if b.trigger.filter else "")
    if _emergency_change(b):
        # `On Action [Targeting]: Target @Selection [Quantity: 1]`: the once-a-game emergency
        # change of a remembered target (the Keep effect's), part of the targeting it follows
        raise _Skip("targeting: Target (emergency change)", EFFECT_REASONS["targeting: Target"])
    params = b.params
    body = list(b.body)
    if len(body) == 1 and isinstance(body[0], wwrf.Do) and body[0].line == b.line:
        params = wwrf.Params(params.restrictions + body[0].params.restrictions,
                             params.scaling or body[0].params.scaling,
                             params.options + body[0].params.options,
                             params.prompt or body[0].params.prompt)
        body = [wwrf.Do(body[0].line, body[0].ability)]
    # `[Condition: @Target exists]`: a trigger aimed at a held target fires only when there
    # is one (checked once its target is known); `[Quantity: N]`, `[Temporal: Day]`: its limits
    limits, rest = trigger_limits(params.restrictions, moment)
    held = [r for r in rest if _target_exists(r)]
    if len(held) < len(rest) or params.scaling or params.prompt or any(
            o.name != "Visitless" or o.value is not None for o in params.options):
        raise _Skip(f"{label} (restrictions or options)", "a role file's trigger fires every "
                    "time its moment comes: conditions, limits and options on it are not in "
                    "the vocabulary")
    if not body:
        raise _Skip(f"{label} (empty)", "it runs no ability")
    if not all(isinstance(st, wwrf.Do) and not st.params for st in body):
        bad = next(st for st in body if not (isinstance(st, wwrf.Do) and not st.params))
        name = type(bad).__name__
        if isinstance(bad, wwrf.Branch):
            name = "Otherwise" if bad.condition is None else "<condition>"
        raise _Skip(f"{label}: {name}", "a role file's trigger carries out its effects on "
                    "one target, with no conditions or complex actions")
    abilities = [st.ability for st in body if isinstance(st, wwrf.Do)]
    # `On Death: Add `Lynch` Poll` and its kin: the engine's property for that poll
    if moment == "death" and len(abilities) == 1 and isinstance(abilities[0], wwrf.PollAbility):
        poll = abilities[0]
        name = (_literal(poll.poll) or "").lower()
        if (poll.subtype == "Addition" and name in DEATH_POLLS and poll.location is None
                and poll.name is None and poll.target is None and poll.count is None
                and poll.duration is None):
            return DEATH_POLLS[name]
    trigger: dict[str, Any] = {"moment": moment}
    if moment == "a death":
        trigger["of"] = _whose_death(b.trigger.subject)
    if moment == "signal":
        # the guides' On `Value` Emitted: the role file's trigger on that signal
        trigger["signal"] = signal_of(b.trigger, label)
    trigger.update(limits)
    if b.trigger.filter is not None:
        trigger["kinds"] = _kinds_of(b.trigger.filter)
    whom: set[str] = set()
    out: list[dict[str, Any] | str] = []
    said: list[tuple[int, wwrf.Announcement]] = []  # announcements, worded once whom is known
    for ab in abilities:
        if isinstance(ab, wwrf.Announcement) and ab.subtype == "Announce" and ab.to is None:
            said.append((len(out), ab))
            continue
        target, effect = _event_effect(ab)
        whom.add(target)
        out.append(effect)
    if not whom:
        raise _Skip(f"{label} (announcements only)", "a role file's trigger reaches a player; "
                    "one that only announces is not in the vocabulary")
    if len(whom) != 1:
        raise _Skip(f"{label} (several targets)", "a role file's trigger reaches one player "
                    "for all its effects")
    (target,) = whom
    if target not in TRIGGER_MOMENTS[moment]:
        raise _Skip(f"{label} (aimed at {target})", f"a trigger on {moment} cannot reach "
                    f"the {target}: it reaches " + ", ".join(TRIGGER_MOMENTS[moment]))
    if held and target != "target":
        raise _Skip(f"{label} (restrictions or options)", "a role file's trigger fires every "
                    "time its moment comes: conditions, limits and options on it are not in "
                    "the vocabulary")
    trigger["targets"] = target
    for at, ab in reversed(said):
        out.insert(at, {"Announce": {"tell": _announced(ab, target)}})
    kills = any(e in ("Attack", "TrueKill") for e in out)
    if kills and moment in ("death", "killed", "lynched"):
        # a role file's killing trigger on its holder's death may not reach
        # another holder of the role (it would fire itself again, load.py)
        trigger["restrictions"] = ["other role"]
    if kills and moment == "a death" and target != "self":
        raise _Skip(f"{label} (can fire itself)", "an attack on another's death makes a death "
                    "that fires the trigger again; role files refuse such a trigger")
    trigger["effect"] = out[0] if len(out) == 1 else out
    return trigger


def _event_effect(ab: wwrf.Ability) -> tuple[str, dict[str, Any] | str]:
    """Whom one line of an event block reaches (a role file's trigger targets) and our effect."""
    construct = f"{ab.kind}: {ab.subtype}"
    if (counted := starting.count_effect(ab)) is not None:
        return "self", counted  # (the holder's own counter)
    if isinstance(ab, wwrf.Applying) and (marked := _trigger_marker(
            ab, _event_target(ab.target))) is not None:
        return marked
    if (emitted := emit_effect(ab)) is not None:
        return "self", emitted  # (a signal raised by the holder)
    attack = isinstance(ab, wwrf.Killing) and ab.subtype in KILLINGS
    change = isinstance(ab, wwrf.Changing) and ab.subtype == "Role"
    if not attack and not change:
        raise _Skip(construct, EFFECT_REASONS.get(construct, "the effect vocabulary has no "
                                                  "effect for this ability yet"))
    target = getattr(ab, "target", None)
    whom = None
    if (isinstance(target, wwrf.Ref) and isinstance(target.base, wwrf.Selector)
            and target.base.sigil == "@" and not target.base.query and not target.props):
        whom = EVENT_TARGETS.get(target.base.name)
    if whom is None:
        raise _Skip(f"{construct} (not a player of the moment)", "a trigger's ability reaches "
                    "the killer, the dead, the visitor, the action's target or its holder")
    if isinstance(ab, wwrf.Killing):
        # an attack the target's defences may stop, or a true kill nothing stops (R8)
        return whom, KILLINGS[ab.subtype]
    if isinstance(ab, wwrf.Changing) and ab.subtype == "Role":
        role = _literal(ab.to)
        if role is None or not book_has(role):
            raise _Skip(f"{construct} (not a role of our book)", "a role change takes a role "
                        "our book has")
        return whom, {"Become": {"role": role}}
    raise AssertionError(construct)  # (attack or change: both answered above)


def _event_target(target: wwrf.Value | None) -> str | None:
    """The role file's trigger target a plain selector names (``@Self``, ``@Visitor`` …)."""
    if (isinstance(target, wwrf.Ref) and isinstance(target.base, wwrf.Selector)
            and target.base.sigil == "@" and not target.base.query and not target.props):
        return EVENT_TARGETS.get(target.base.name)
    return None


# WWRF's killings a trigger's line may carry out, as our effects
KILLINGS = {"Attack": "Attack", "True Kill": "TrueKill"}
SELECTOR_RE = re.compile(r"@([A-Za-z]+)((?:->[A-Za-z]+)*)")


def _announced(ab: wwrf.Announcement, target: str) -> str:
    """An announcement's text as the role file's words: ``@Self`` is the holder (``{by}``), the
    selector of the trigger's target is ``{target}``, ``@Target`` otherwise the holder's held
    target (``{held}``); any other selector, a property of one or a
    placeholder of ours in the text cannot be said (:class:`_Skip`)."""
    text = _literal(ab.info)
    if text is None or "{" in text or "}" in text:
        raise _Skip("announcement: Announce (not a text)", "an announcement is translated when "
                    "it is a text naming the holder and the trigger's target")

    def word(m: re.Match[str]) -> str:
        if m.group(2):
            raise _Skip("announcement: Announce (a property)", "an announcement names the "
                        "holder and the trigger's target, not what they are")
        if m.group(1) == "Self":
            return "{by}"
        if EVENT_TARGETS.get(m.group(1)) == target and target != "self":
            return "{target}"
        if m.group(1) == "Target":
            return "{held}"  # (the holder's held target, whom the trigger does not reach)
        raise _Skip("announcement: Announce (another player)", "an announcement names the "
                    "holder and the trigger's target only")

    return SELECTOR_RE.sub(word, text)


def _whose_death(subject: wwrf.Value | None) -> str | dict[str, str]:
    """``On {Player} Death``'s player as a role file's ``of``: ``@All``/``@Others`` anyone;
    ``@Target`` the holder's held target; one group, role or alignment named by an advanced
    selector."""
    if isinstance(subject, wwrf.Ref) and isinstance(subject.base, wwrf.Selector) \
            and not subject.props and subject.base.sigil == "@":
        sel = subject.base
        if sel.name in ("All", "Others") and not sel.query:
            return "anyone"
        if sel.name == "Target" and not sel.query:
            return "held"  # (the holder's held target: On @Target Death)
        if not sel.name and len(sel.query) == 1 and not sel.query[0].negated:
            term = sel.query[0]
            if term.key == "Group" and GROUP_NAME_RE.match(term.value):
                return {"group": term.value.lower()}
            if term.key == "Role" and book_has(term.value.replace("-", " ")):
                return {"role": term.value.replace("-", " ")}
            if term.key == "Align" and (team := _team_named(term.value)) is not None:
                return {"team": team}
    raise _Skip("trigger: On {Player} Death (whose)", "a role file's trigger on a death names "
                "anyone, or one group, role or team of ours (a remembered target or an attribute "
                "is not in the vocabulary)")


def _kinds_of(f: wwrf.AbilityFilter) -> list[str]:
    """A trigger's ``[Type]``/``[!Type]`` filter as our ability types."""
    from .event_triggers import ability_kinds

    kinds = WWRF_KINDS.get(f.name)
    if kinds is None:
        raise _Skip(f"filter: [{f.name}]", "no ability type of ours is this one")
    if f.negated:
        return [k for k in ability_kinds() if k not in kinds]
    return list(kinds)


def _emergency_change(b: wwrf.Block) -> bool:
    """``On Action [Targeting]: Target …`` in one line: a second targeting, offered once the
    holder has targeted (the book's emergency change of a remembered target)."""
    assert isinstance(b.trigger, wwrf.Trigger)
    f = b.trigger.filter
    return (b.trigger.kind == "On Action" and f is not None and f.name == "Targeting"
            and not f.negated and len(b.body) == 1 and isinstance(b.body[0], wwrf.Do)
            and isinstance(b.body[0].ability, wwrf.Targeting))


def _target_exists(r: wwrf.Restriction) -> bool:
    """``[Condition: @Target exists]``."""
    c = r.condition if isinstance(r, wwrf.ConditionCheck) else None
    return (isinstance(c, wwrf.Exists) and isinstance(c.subject, wwrf.Ref)
            and c.subject.base == wwrf.Selector("@", "Target") and not c.subject.props)
