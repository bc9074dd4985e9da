"""A reader for WWRF, the incumbent bot's formal role language, into a typed syntax tree.

First step of importing a role: ``werewolves role import`` needs a role page's ``__Formalized__``
section (and the ability sets, attributes, groups and polls it names) as data before anything
can be translated. This module only reads: it knows the grammar of the language's two guides
(triggers, trigger parameters, conditions, selectors, the ability types and their syntax) and
nothing of our engine. Every line it cannot read becomes an :class:`Unparsed` node with its line
number and a reason; reading never raises, within the stated limits:

* a page may be at most :data:`MAX_BYTES` (64 KiB) of UTF-8; a longer one is refused with
  :class:`WWRFRefused`, whose message is a sentence saying so;
* a line may be at most :data:`MAX_LINE` characters, and brackets nest at most
  :data:`MAX_DEPTH` deep (bullets nest at most as deep); past either, that line is Unparsed.

>>> f = parse_formalized("End Night: Attack @Selection [Quantity: 1]")
>>> block = f.items[0]
>>> block.trigger.kind, block.body[0].ability.subtype, block.body[0].params.restrictions
('End Night', 'Attack', (Quantity(count=Ref(base=Number(text='1'), props=(), annotation=None)),))
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from typing import ClassVar, TypeAlias, cast

__all__ = [
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_LINE",
    "Block",
    "Directive",
    "Field",
    "Flag",
    "Formalization",
    "Page",
    "Parsed",
    "Unparsed",
    "WWRFRefused",
    "iter_nodes",
    "parse_formalized",
    "parse_page",
    "parse_with_pieces",
    "references",
]

# a role file is at most 64 KiB, nesting at most 8 deep
MAX_BYTES = 64 * 1024
MAX_DEPTH = 8
MAX_LINE = 4000


class WWRFRefused(ValueError):
    """The text is past the reader's limits; ``str(error)`` is the sentence to show."""


# --------------------------------------------------------------------------------------------
# values: constants and selectors


@dataclass(frozen=True)
class QueryTerm:
    """One ``Key:Value`` of an advanced selector such as ``@(Role:!Citizen)``."""

    key: str
    value: str
    negated: bool = False


@dataclass(frozen=True)
class Selector:
    """``@Self``, ``@(Attr:Wolfish)``, ``&Werewolf``, ``^All``, ``#Wolfpack`` …; ``sigil`` is
    the first character (player, team, role, group or location)."""

    sigil: str
    name: str = ""
    query: tuple[QueryTerm, ...] = ()


@dataclass(frozen=True)
class Literal:
    """A constant between backticks: a role, an attribute, a text with selectors in it …"""

    text: str


@dataclass(frozen=True)
class HostInfo:
    """``%Role%``, ``%Player1%`` …: a value the host gives in the game's setup."""

    name: str


@dataclass(frozen=True)
class Variable:
    """``$total``, ``$living``, ``$phase`` …"""

    name: str


@dataclass(frozen=True)
class Number:
    text: str


@dataclass(frozen=True)
class Word:
    """A bare word: ``True``, ``Townsfolk``, ``Random``, ``yes`` …"""

    text: str


Atom: TypeAlias = Selector | Literal | HostInfo | Variable | Number | Word


@dataclass(frozen=True)
class Ref:
    """An atom, then property accesses (``@Target->Role->Category``), then an optional type
    annotation (``@SecondarySelection[role]``)."""

    base: Atom
    props: tuple[str, ...] = ()
    annotation: str | None = None


@dataclass(frozen=True)
class Sum:
    """A list made by adding values: ```Baker`+`Butcher```."""

    parts: tuple[Ref, ...]


@dataclass(frozen=True)
class Ratio:
    """``$total/5``, optionally rounded (``floor``, ``ceil``, ``round``)."""

    left: Ref
    right: Ref
    rounding: str | None = None


Value: TypeAlias = Ref | Sum | Ratio

# --------------------------------------------------------------------------------------------
# conditions


@dataclass(frozen=True)
class Comparison:
    """``A is B``, ``A is not B``, ``A is part of B``, ``A is in #G``, ``A has `X```, ``A > B``,
    ``A < B`` (and, in a scaling, ``≤ ≥ =``)."""

    left: Value
    op: str
    right: Value


@dataclass(frozen=True)
class Exists:
    subject: Value


@dataclass(frozen=True)
class Not:
    inner: Condition


@dataclass(frozen=True)
class Junction:
    """``(A) and (B)``, ``(A) or (B) and (C)`` …: operands and the operators between them."""

    operands: tuple[Condition, ...]
    ops: tuple[str, ...]


Condition: TypeAlias = Comparison | Exists | Not | Junction

# --------------------------------------------------------------------------------------------
# trigger parameters: restrictions [..], scaling ⟨..⟩, other parameters {..}, prompts |..|


@dataclass(frozen=True)
class Temporal:
    """``Temporal: Night 2+`` (phase, number, onwards) or ``Temporal: Day``."""

    phase: str
    number: int | None = None
    onwards: bool = False


@dataclass(frozen=True)
class AttributeCheck:
    """``Attribute: has `Marker``` or ``Attribute: @Target lacks `X```; ``subject`` None is the
    element itself."""

    has: bool
    attribute: Value
    subject: Value | None = None


@dataclass(frozen=True)
class Succession:
    same_target_only: bool


@dataclass(frozen=True)
class Quantity:
    count: Value


@dataclass(frozen=True)
class ConditionCheck:
    condition: Condition


@dataclass(frozen=True)
class Status:
    status: str


Restriction: TypeAlias = Temporal | AttributeCheck | Succession | Quantity | ConditionCheck | Status


@dataclass(frozen=True)
class ScalingCase:
    """One case of a scaling: ``$living>@ThisAttr->Counter ⇒ x2`` (a guard), ``Odd: x1`` (a
    parity) or a bare default ``x1``."""

    times: Value
    guard: Comparison | None = None
    parity: str | None = None


@dataclass(frozen=True)
class Scaling:
    """How many times the trigger runs: ``static`` (``x3``), ``value`` (``$total/10``),
    ``dynamic`` (guarded cases) or ``phase`` (odd/even)."""

    kind: str
    cases: tuple[ScalingCase, ...]


@dataclass(frozen=True)
class TriggerOption:
    """``Forced`` (with an optional default target), ``Direct``, ``Visitless``, ``Vanishing``,
    ``Repeating``."""

    name: str
    value: Value | None = None


@dataclass(frozen=True)
class Prompt:
    name: str
    silent: bool = False


@dataclass(frozen=True)
class Params:
    restrictions: tuple[Restriction, ...] = ()
    scaling: Scaling | None = None
    options: tuple[TriggerOption, ...] = ()
    prompt: Prompt | None = None

    def __bool__(self) -> bool:
        return bool(self.restrictions or self.scaling or self.options or self.prompt)


NO_PARAMS = Params()

# --------------------------------------------------------------------------------------------
# abilities: one class per ability type of the guides; ``kind`` is the guide's type name


@dataclass(frozen=True)
class Killing:
    kind: ClassVar[str] = "killing"
    subtype: str  # Attack, Kill, Lynch, True Kill, Banish, True Banish
    target: Value


@dataclass(frozen=True)
class Investigating:
    kind: ClassVar[str] = "investigating"
    subtype: str  # Role, Class, Category, Alignment, Attribute, Count, Player Count
    target: Value
    attribute: Value | None = None
    disguises: tuple[str, ...] = ()  # WD, SD


@dataclass(frozen=True)
class Targeting:
    kind: ClassVar[str] = "targeting"
    subtype: str  # Target, Untarget
    target: Value | None = None
    target_type: str | None = None


@dataclass(frozen=True)
class Disguising:
    kind: ClassVar[str] = "disguising"
    subtype: str  # Weakly, Strongly
    target: Value
    role: Value
    duration: str | None = None


@dataclass(frozen=True)
class Protecting:
    kind: ClassVar[str] = "protecting"
    subtype: str  # Active, Passive, Partial, Recruitment, Absence
    target: Value
    against: str  # Attacks, Kills, Lynches, Attacks & Lynches, All, Banishments
    by: Value | None = None
    location: Value | None = None
    phase: str | None = None
    duration: str | None = None


@dataclass(frozen=True)
class Applying:
    kind: ClassVar[str] = "applying"
    subtype: str  # Add, Remove, Change
    attribute: Value
    target: Value
    duration: str | None = None
    values: tuple[Value, ...] = ()
    index: Value | None = None


@dataclass(frozen=True)
class Redirecting:
    kind: ClassVar[str] = "redirecting"
    abilities: Value
    target: Value
    source: Value | None = None
    duration: str | None = None
    subtype: str = "Redirect"


@dataclass(frozen=True)
class Manipulating:
    kind: ClassVar[str] = "manipulating"
    subtype: str  # Absolute, Relative
    target: Value
    power: str  # public, special public, hidden public, private
    amount: Value
    duration: str | None = None


@dataclass(frozen=True)
class Whispering:
    kind: ClassVar[str] = "whispering"
    location: Value
    disguise: Value | None = None
    duration: str | None = None
    subtype: str = "Whisper"


@dataclass(frozen=True)
class Joining:
    kind: ClassVar[str] = "joining"
    subtype: str  # Add, Remove
    group: Value
    member: Value | None = None  # None: the element itself (Join / Leave)
    membership: Value | None = None
    duration: str | None = None


@dataclass(frozen=True)
class Granting:
    kind: ClassVar[str] = "granting"
    subtype: str  # Add, Remove, Transfer
    role: Value
    target: Value
    source: Value | None = None


@dataclass(frozen=True)
class Loyalty:
    kind: ClassVar[str] = "loyalty"
    subtype: str  # Group, Alignment
    to: Value


@dataclass(frozen=True)
class Obstructing:
    kind: ClassVar[str] = "obstructing"
    target: Value
    abilities: str | None = None  # an ability type or subtype, ``!`` in front to exempt it
    feedback: str | None = None
    duration: str | None = None
    subtype: str = "Obstruct"


@dataclass(frozen=True)
class PollAbility:
    kind: ClassVar[str] = "poll"
    subtype: str  # Creation, Addition, Deletion, Cancellation, Manipulation, Votes
    poll: Value | None = None
    location: Value | None = None
    name: Value | None = None
    target: Value | None = None
    manipulation: str | None = None  # Unvotable, Disqualified, votes, hidden votes
    count: Value | None = None
    duration: str | None = None


@dataclass(frozen=True)
class Announcement:
    kind: ClassVar[str] = "announcement"
    subtype: str  # Reveal, Announce, Learn, Know
    info: Value
    to: Value | None = None


@dataclass(frozen=True)
class Changing:
    kind: ClassVar[str] = "changing"
    subtype: str  # Role, Alignment, Group
    target: Value
    to: Value


@dataclass(frozen=True)
class Copying:
    kind: ClassVar[str] = "copying"
    target: Value
    suppressed: bool = False
    subtype: str = "Copy"


@dataclass(frozen=True)
class Choices:
    kind: ClassVar[str] = "choices"
    subtype: str  # Creation, Choosing
    name: Value
    options: tuple[Value, ...] = ()
    chooser: Value | None = None  # Creation ... for <target>
    option: Value | None = None  # Choosing


@dataclass(frozen=True)
class Ascension:
    kind: ClassVar[str] = "ascend/descend"
    subtype: str  # Ascend, Descend


@dataclass(frozen=True)
class Disbanding:
    kind: ClassVar[str] = "disband"
    target: Value | None = None
    subtype: str = "Disband"


@dataclass(frozen=True)
class Counting:
    kind: ClassVar[str] = "counting"
    subtype: str  # Increment, Decrement, Set
    target: Value | None = None
    amount: Value | None = None


@dataclass(frozen=True)
class ConversationReset:
    kind: ClassVar[str] = "reset"
    target: Value | None = None
    subtype: str = "Conversation Reset"


@dataclass(frozen=True)
class Cancelling:
    kind: ClassVar[str] = "cancel"
    feedback: Value | None = None
    subtype: str = "Cancel"


@dataclass(frozen=True)
class Switching:
    kind: ClassVar[str] = "switching"
    target: Value
    subtype: str = "Switch"


@dataclass(frozen=True)
class Shuffling:
    kind: ClassVar[str] = "shuffle"
    targets: tuple[Value, ...]
    subtype: str = "Shuffle"


@dataclass(frozen=True)
class Emitting:
    kind: ClassVar[str] = "emit"
    subtype: str  # Emit, End Emit
    value: Value
    target: Value | None = None


@dataclass(frozen=True)
class Displaying:
    kind: ClassVar[str] = "displaying"
    subtype: str  # Create, Change
    display: Value
    values: tuple[Value, ...] = ()
    index: Value | None = None
    new: Value | None = None


@dataclass(frozen=True)
class Outcome:
    """``Success``, ``Failure``, ``Continue`` (go on evaluating) or ``*Nothing*``."""

    kind: ClassVar[str] = "outcome"
    subtype: str


@dataclass(frozen=True)
class Feedback:
    """A value given back as the action's feedback: ```Investigation failed```, ``@Result``."""

    kind: ClassVar[str] = "feedback"
    value: Value
    subtype: str = "Feedback"


Ability: TypeAlias = (
    Killing
    | Investigating
    | Targeting
    | Disguising
    | Protecting
    | Applying
    | Redirecting
    | Manipulating
    | Whispering
    | Joining
    | Granting
    | Loyalty
    | Obstructing
    | PollAbility
    | Announcement
    | Changing
    | Copying
    | Choices
    | Ascension
    | Disbanding
    | Counting
    | ConversationReset
    | Cancelling
    | Switching
    | Shuffling
    | Emitting
    | Displaying
    | Outcome
    | Feedback
)

# --------------------------------------------------------------------------------------------
# statements and the page


@dataclass(frozen=True)
class Unparsed:
    """A line the reader does not understand: where, what, and why."""

    line: int
    text: str
    reason: str


@dataclass(frozen=True)
class Do:
    """One ability, with the parameters written after it."""

    line: int
    ability: Ability
    params: Params = NO_PARAMS


@dataclass(frozen=True)
class Branch:
    """``<condition>: …`` inside an evaluation; ``condition`` None is ``Otherwise``."""

    line: int
    condition: Condition | None
    body: tuple[Statement, ...] = ()


@dataclass(frozen=True)
class Process:
    line: int
    body: tuple[Statement, ...] = ()


@dataclass(frozen=True)
class Evaluate:
    line: int
    body: tuple[Statement, ...] = ()


@dataclass(frozen=True)
class ActionLine:
    """``• Action: [..] {..} ⟨..⟩`` of a complex action: the parameters of the whole action."""

    line: int
    params: Params


@dataclass(frozen=True)
class ForEach:
    line: int
    over: Value
    params: Params = NO_PARAMS
    body: tuple[Statement, ...] = ()


Statement: TypeAlias = Do | Branch | Process | Evaluate | ActionLine | ForEach | Unparsed


@dataclass(frozen=True)
class AbilityFilter:
    """``[Attack Killing]``, ``[!Targeting]`` after ``On Visited`` and its kin."""

    name: str
    negated: bool = False


@dataclass(frozen=True)
class Trigger:
    """When the abilities run. ``kind`` is the guide's name with its slots written as types:
    ``End Night``, ``On Death``, ``On {Player} Death``, ``On {Player} Visited``, ``Choice
    {Option} Chosen``, ``On {String} Emitted`` …"""

    kind: str
    subject: Value | None = None
    filter: AbilityFilter | None = None

    @property
    def prompting(self) -> bool:
        """The player is asked (an action timing), rather than it running by itself."""
        return self.kind in _TIMINGS


@dataclass(frozen=True)
class Block:
    """A trigger line and what it runs. ``trigger`` is :class:`Unparsed` when the trigger is not
    one the guides know; its body is read all the same."""

    line: int
    trigger: Trigger | Unparsed
    params: Params = NO_PARAMS
    body: tuple[Statement, ...] = ()


@dataclass(frozen=True)
class Directive:
    """``Inherit: `Pack```, ``Require: `Dog```, ``Role Attribute: `Marker```, ``Identity: …``,
    ``Include: %Role%``."""

    line: int
    kind: str
    value: Value


@dataclass(frozen=True)
class Flag:
    """``Unique Role``, ``Haunted Role``, ``Unique Group``, ``No Abilities``."""

    line: int
    name: str


@dataclass(frozen=True)
class Field:
    """A field of a team, poll or location page: ``Win Condition: @(Align:X), …``,
    ``Available Options: @All, Abstain`` …"""

    line: int
    name: str
    values: tuple[Value, ...]


Item: TypeAlias = Block | Directive | Flag | Field | Unparsed


@dataclass(frozen=True)
class Formalization:
    items: tuple[Item, ...] = ()

    @property
    def unparsed(self) -> tuple[Unparsed, ...]:
        """Every line not understood, in line order (also those inside blocks)."""
        found = [n for n in iter_nodes(self) if isinstance(n, Unparsed)]
        return tuple(sorted(found, key=lambda u: u.line))


@dataclass(frozen=True)
class Page:
    """A page: its ``**Name** | Kind`` header and its formalization (None when it has none)."""

    name: str | None
    kind: str | None
    formalized: Formalization | None


# --------------------------------------------------------------------------------------------
# the grammar's word lists (from the guides)


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_TIMINGS = frozenset(
    [
        "Start Night",
        "End Night",
        "Start Day",
        "End Day",
        "Immediate Night",
        "Immediate Day",
        "End Phase",
        "Start Phase",
        "Immediate",
        "Pre-End Night",
        "Pre-End Day",
    ]
    + [f"{n} Pre-End {p}" for n in ("Second", "Third", "Fourth") for p in ("Night", "Day")]
)
_FIXED_TRIGGERS = _TIMINGS | frozenset(
    [f"Passive {w} {p}" for w in ("Start", "End") for p in ("Day", "Night", "Phase")]
    + [
        "Passive",
        "Starting",
        "On Assigned",
        "On Death",
        "On Killed",
        "On Banishment",
        "On Banished",
        "On Lynch",
        "On Defense",
        "On Active Defense",
        "On Passive Defense",
        "On Partial Defense",
        "On Recruitment Defense",
        "On Absence Defense",
        "On Changed",
        "On Visited",
        "On Visit",
        "On Action",
        "On Any Action",
        "On Disbandment",
        "On Redirect",
        "On Betrayal",
        "On Poll Closed",
        "On Poll Skipped",
        "On Poll Win",
        "On Role Change",
        "On Removal",
        "On End",
        "On Emitted",
        "On End Emitted",
        "On Vote Add",
        "On Vote Remove",
        "On Vote Change",
        "On Hammer",
        "On Join",
        "Choice Chosen",
    ]
)
_FIXED_BY_LOWER = {t.lower(): t for t in _FIXED_TRIGGERS}
_FILTERED = {"visited": "Visited", "visit": "Visit", "action": "Action"}
_SUBJECT_EVENTS = {
    "death": "Death",
    "killed": "Killed",
    "banishment": "Banishment",
    "banished": "Banished",
    "changed": "Changed",
}
_ABILITY_TYPES = _words(
    "killing investigating targeting disguising protecting applying redirecting manipulating "
    "whispering joining granting loyalty obstructing poll announcement changing choices "
    "ascend descend disband counting reset cancel feedback success failure log "
    "process_evaluate abilities emit storing displaying win locking executing"
)
_PLAYER_SELECTORS = _words(
    "Self All Others Dead Ghostly DeadAlive Nobody Target TargetDead Members Attacker "
    "Attacked This Winner Winner1 Winner2 ActionTarget Executor Selection SecondarySelection "
    "RoleChanger Chooser Visitor Joiner VisitParameter SecondVisitParameter Ind Voters "
    "OtherVoters Voter Vote OldVote NewVote Result Result1 Result2 Result3 Result4 Result5 "
    "Result6 Result7 ActionResult ThisAttr ActionFeedback VisitType VisitSubtype "
    "ActionAbilityType DeathType KillingType AttackSource TriggerSource AttackLocation "
    "Option Chosen VoteText OldVoteText NewVoteText"
)
_QUERY_KEYS = _words(
    "Role Cat Category Class Align Alignment FullCat OrigRole OrigCat OrigClass OrigAlign "
    "OrigFullCat Group Attr Attribute AttrSelf AttrRole AttrDisguise AliveOnly SelectAll "
    "Ghostly Type Team"
)
_VARIABLES = frozenset(["total", "living", "dead", "ghostly", "haunting", "phase", "phname"])
_DURATIONS = _words(
    "Persistent Permanent Phase PhaseAttribute NextPhase NextDay NextNight "
    "NextPhaseAttribute NextDayAttribute NextNightAttribute UntilUse UntilSecondUse "
    "Attribute UntilUseAttribute DelayedPhase"
)
_KILLING_FILTERS = ("Attacks", "Kills", "Lynches", "Attacks & Lynches", "All", "Banishments")
_RESTRICTIONS = ("Temporal", "Attribute", "Succession", "Quantity", "Condition", "Status")
_OPTIONS = ("Forced", "Direct", "Visitless", "Vanishing", "Repeating")
_FLAGS = {"unique role": "Unique Role", "haunted role": "Haunted Role"}
_FLAGS |= {"unique group": "Unique Group", "no abilities": "No Abilities"}
_DIRECTIVES = {
    d.lower(): d for d in ("Inherit", "Require", "Role Attribute", "Identity", "Include")
}
_FIELDS = {
    f.lower(): f
    for f in (
        "Win Condition",
        "Available Options",
        "Allowed Voters",
        "Show Voters",
        "Random",
        "Sort Index",
        "Members",
        "Viewers",
        "Haunting",
    )
}
# the guide's list-in-list bullets, level 1 to 6
_BULLETS = "•‣◦·⁃⹀"
_OPEN = {"(": ")", "[": "]", "{": "}", "⟨": "⟩"}
_CLOSE = frozenset(_OPEN.values())
_ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\ufeff"))


class _Fail(Exception):
    """Internal: this line does not read; the message is the reason."""


# --------------------------------------------------------------------------------------------
# the scanner: top-level tokens, separators and splits


def _tokens(text: str) -> list[str]:
    """Split at whitespace outside backticks, brackets and ``|prompts|``."""
    out: list[str] = []
    cur: list[str] = []
    stack: list[str] = []
    tick = pipe = False
    for ch in text:
        if tick:
            cur.append(ch)
            tick = ch != "`"
            continue
        if ch == "`":
            tick = True
        elif pipe:
            pipe = ch != "|"
        elif ch == "|" and not stack:
            pipe = True
        elif ch in _OPEN:
            stack.append(_OPEN[ch])
            if len(stack) > MAX_DEPTH:
                raise _Fail(f"brackets nest deeper than {MAX_DEPTH}")
        elif ch in _CLOSE:
            if not stack or stack[-1] != ch:
                raise _Fail(f"a closing {ch} has no opening bracket")
            stack.pop()
        elif ch.isspace() and not stack:
            if cur:
                out.append("".join(cur))
                cur = []
            continue
        cur.append(ch)
    if tick:
        raise _Fail("a backtick ` is not closed")
    if stack:
        raise _Fail(f"a bracket is not closed (expected {stack[-1]})")
    if pipe:
        raise _Fail("a prompt |…| is not closed")
    if cur:
        out.append("".join(cur))
    return out


def _split_top(text: str, sep: str) -> list[str]:
    """Split ``text`` at ``sep`` outside backticks and brackets."""
    parts: list[str] = []
    cur: list[str] = []
    depth = 0
    tick = False
    for ch in text:
        if tick:
            tick = ch != "`"
        elif ch == "`":
            tick = True
        elif ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            depth = max(0, depth - 1)
        elif ch == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
            continue
        cur.append(ch)
    parts.append("".join(cur))
    return parts


def _inner(token: str, open_: str) -> str | None:
    """The inside of a token that is one bracket group opened by ``open_``."""
    if len(token) >= 2 and token[0] == open_ and token[-1] == _OPEN[open_]:
        return token[1:-1]
    return None


def _separator(toks: Sequence[str]) -> int:
    """Index of the first token ending a ``head:`` (a colon outside any bracket), or -1."""
    for i, t in enumerate(toks):
        if t.endswith(":") and _closed(t[:-1]):
            return i
    return -1


def _closed(text: str) -> bool:
    """No bracket or backtick left open at the end of ``text``."""
    depth = 0
    tick = False
    for ch in text:
        if tick:
            tick = ch != "`"
        elif ch == "`":
            tick = True
        elif ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            depth -= 1
    return depth == 0 and not tick


# --------------------------------------------------------------------------------------------
# values

_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_GROUP_NAME = re.compile(r"(?:[\w':]|-(?!>))+")
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
_WORD = re.compile(r"[A-Za-z][\w\-]*|\*[A-Za-z]+\*")
_ANNOTATION = re.compile(r"\[([A-Za-z_][A-Za-z_ ]*)\]")
_PROP = re.compile(r"->([A-Za-z][A-Za-z0-9]*)(?:\(([^()`]*)\))?")


def _value(token: str) -> Value:
    """One value written as one token (or ``floor $total/3`` as two, see :func:`_number`)."""
    if not token:
        raise _Fail("a value is missing")
    parts = _split_top(token, "+")
    if len(parts) > 1:
        if not all(parts):
            raise _Fail(f"a + with nothing beside it in {token!r}")
        return Sum(tuple(_ref(p) for p in parts))
    halves = _split_top(token, "/")
    if len(halves) == 2 and all(halves) and not token.startswith(("`", "%")):
        return Ratio(_ref(halves[0]), _ref(halves[1]))
    return _ref(token)


def _ref(text: str) -> Ref:
    base, i = _atom(text)
    props: list[str] = []
    annotation: str | None = None
    while i < len(text):
        m = _PROP.match(text, i)
        if m:
            props.append(f"{m.group(1)}({m.group(2)})" if m.group(2) is not None else m.group(1))
            i = m.end()
            continue
        a = _ANNOTATION.match(text, i)
        if a and annotation is None:
            annotation = a.group(1)
            i = a.end()
            continue
        raise _Fail(f"cannot read {text[i:]!r} after a value in {text!r}")
    return Ref(base, tuple(props), annotation)


def _atom(text: str) -> tuple[Atom, int]:
    c = text[0]
    if c in "@&^" and text[1:2] == "(":
        end = text.find(")", 2)
        if end < 0:
            raise _Fail(f"an advanced selector is not closed in {text!r}")
        return Selector(c, "", _query(text[2:end], c)), end + 1
    if c == "@":
        if text.startswith("@ID:"):
            m = re.compile(r"\d+").match(text, 4)
            if not m:
                raise _Fail(f"@ID: needs a number in {text!r}")
            return Selector("@", "ID:" + m.group(0)), m.end()
        m = _NAME.match(text, 1)
        if not m:
            raise _Fail(f"a selector has no name in {text!r}")
        if m.group(0) not in _PLAYER_SELECTORS:
            raise _Fail(f"unknown selector @{m.group(0)}")
        return Selector("@", m.group(0)), m.end()
    if c in "&^":
        m = _NAME.match(text, 1)
        if not m:
            raise _Fail(f"a selector has no name in {text!r}")
        return Selector(c, m.group(0)), m.end()
    if c == "#":
        m = _GROUP_NAME.match(text, 1)
        if not m:
            raise _Fail(f"a group or location has no name in {text!r}")
        return Selector("#", m.group(0)), m.end()
    if c == "`":
        end = text.find("`", 1)
        if end < 0:
            raise _Fail("a backtick ` is not closed")
        return Literal(text[1:end]), end + 1
    if c == "%":
        end = text.find("%", 1)
        if end <= 1:
            raise _Fail(f"a host information %…% is not closed in {text!r}")
        return HostInfo(text[1:end]), end + 1
    if c == "$":
        m = _NAME.match(text, 1)
        if not m or m.group(0) not in _VARIABLES:
            raise _Fail(f"unknown variable in {text!r}")
        return Variable(m.group(0)), m.end()
    m = _NUMBER.match(text)
    if m:
        return Number(m.group(0)), m.end()
    m = _WORD.match(text)
    if m:
        return Word(m.group(0)), m.end()
    raise _Fail(f"not a value: {text!r}")


def _query(body: str, sigil: str) -> tuple[QueryTerm, ...]:
    terms: list[QueryTerm] = []
    for part in body.split(","):
        key, colon, value = part.strip().partition(":")
        if not colon or not value:
            raise _Fail(f"a selector field needs Key:Value, not {part.strip()!r}")
        if key not in _QUERY_KEYS:
            raise _Fail(f"unknown selector field {key}")
        negated = value.startswith("!")
        terms.append(QueryTerm(key, value[1:] if negated else value, negated))
    if not terms:
        raise _Fail(f"an empty advanced selector {sigil}()")
    return tuple(terms)


def _number(toks: Sequence[str]) -> Value:
    """A number slot: a value, or ``floor|ceil|round`` and a ratio."""
    if len(toks) == 2 and toks[0].lower() in ("floor", "ceil", "round"):
        v = _value(toks[1])
        if not isinstance(v, Ratio):
            raise _Fail(f"{toks[0]} needs a division such as $total/3")
        return Ratio(v.left, v.right, toks[0].lower())
    if len(toks) != 1:
        raise _Fail(f"expected one value, not {' '.join(toks)!r}")
    return _value(toks[0])


def _duration(token: str) -> str:
    inner = _inner(token, "(")
    if inner is None or not inner.startswith("~"):
        raise _Fail(f"not a duration: {token!r}")
    if inner[1:] not in _DURATIONS:
        raise _Fail(f"unknown duration {inner}")
    return inner[1:]


def _is_duration(token: str) -> bool:
    return token.startswith("(~") and token.endswith(")")


def _values_in_parens(token: str) -> tuple[Value, ...]:
    inner = _inner(token, "(")
    if inner is None:
        raise _Fail(f"expected a list in parentheses, not {token!r}")
    out: list[Value] = []
    for part in _split_top(inner, ","):
        item = part.strip()
        if not item:
            raise _Fail(f"an empty entry in {token!r}")
        toks = _tokens(item)
        out.append(_value(toks[0]) if len(toks) == 1 else Ref(Word(item)))
    return tuple(out)


# --------------------------------------------------------------------------------------------
# conditions


_COMPARE_OPS = {">": ">", "<": "<"}


def _condition(toks: Sequence[str]) -> Condition:
    if not toks:
        raise _Fail("a condition is empty")
    if len(toks) == 1:
        inner = _inner(toks[0], "(")
        if inner is not None:
            return _condition(_tokens(inner))
    if toks[0].lower() == "not":
        inner = _inner(toks[1], "(") if len(toks) == 2 else None
        if inner is None:
            raise _Fail("not needs one condition in parentheses: not (…)")
        return Not(_condition(_tokens(inner)))
    if any(t.lower() in ("and", "or") for t in toks):
        if len(toks) % 2 == 0:
            raise _Fail("each side of and/or goes in parentheses")
        operands: list[Condition] = []
        ops: list[str] = []
        for i, t in enumerate(toks):
            if i % 2:
                if t.lower() not in ("and", "or"):
                    raise _Fail(f"expected and/or between conditions, not {t!r}")
                ops.append(t.lower())
            else:
                inner = _inner(t, "(")
                if inner is None:
                    raise _Fail("each side of and/or goes in parentheses")
                operands.append(_condition(_tokens(inner)))
        return Junction(tuple(operands), tuple(ops))
    if len(toks) == 2 and toks[1].lower() == "exists":
        return Exists(_value(toks[0]))
    if len(toks) >= 3:
        left = toks[0]
        op_words = [t.lower() for t in toks[1:-1]]
        right = toks[-1]
        op = " ".join(op_words)
        if op in ("is", "is not", "is part of", "is in", "has") or op in _COMPARE_OPS:
            return Comparison(_value(left), op, _value(right))
    raise _Fail(f"not a condition: {' '.join(toks)!r}")


# --------------------------------------------------------------------------------------------
# trigger parameters


def _param_kind(token: str) -> str | None:
    if _inner(token, "⟨") is not None:
        return "scaling"
    if _inner(token, "{") is not None:
        return "options"
    if len(token) >= 2 and token[0] == "|" and token[-1] == "|":
        return "prompt"
    inner = _inner(token, "[")
    if inner is not None and inner.strip().split(":", 1)[0].strip() in _RESTRICTIONS:
        return "restrictions"
    return None


def _peel(toks: Sequence[str]) -> tuple[list[str], Params]:
    """Take the parameter groups off both ends of ``toks``; what is left, and the params."""
    rest = list(toks)
    groups: list[str] = []
    while rest and _param_kind(rest[-1]):
        groups.insert(0, rest.pop())
    while rest and _param_kind(rest[0]):
        groups.append(rest.pop(0))
    return rest, _params(groups)


def _params(groups: Sequence[str]) -> Params:
    restrictions: list[Restriction] = []
    scaling: Scaling | None = None
    options: list[TriggerOption] = []
    prompt: Prompt | None = None
    for g in groups:
        kind = _param_kind(g)
        if kind == "restrictions":
            restrictions.extend(_restriction(p) for p in _split_top(g[1:-1], ","))
        elif kind == "scaling":
            if scaling is not None:
                raise _Fail("two scalings ⟨…⟩ on one line")
            scaling = _scaling(g[1:-1])
        elif kind == "options":
            options.extend(_option(p) for p in _split_top(g[1:-1], ","))
        else:
            if prompt is not None:
                raise _Fail("two prompts |…| on one line")
            name = g[1:-1].strip()
            silent = name.startswith("silent:")
            name = name.removeprefix("silent:").strip()
            if not name:
                raise _Fail("a prompt |…| has no name")
            prompt = Prompt(name, silent)
    return Params(tuple(restrictions), scaling, tuple(options), prompt)


_PHASE = re.compile(r"(Day|Night)(?:\s+(\d+))?\s*(\+)?$")


def _restriction(text: str) -> Restriction:
    name, colon, body = text.strip().partition(":")
    name, body = name.strip(), body.strip()
    if not colon or not body:
        raise _Fail(f"a restriction needs Name: value, not {text.strip()!r}")
    if name == "Temporal":
        m = _PHASE.match(body)
        if not m or (m.group(3) and not m.group(2)):
            raise _Fail(f"not a phase: Temporal: {body}")
        return Temporal(m.group(1), int(m.group(2)) if m.group(2) else None, bool(m.group(3)))
    if name == "Attribute":
        toks = _tokens(body)
        if len(toks) == 2 and toks[0] in ("has", "lacks"):
            return AttributeCheck(toks[0] == "has", _value(toks[1]))
        if len(toks) == 3 and toks[1] in ("has", "lacks"):
            return AttributeCheck(toks[1] == "has", _value(toks[2]), _value(toks[0]))
        raise _Fail(f"not an attribute restriction: {body!r}")
    if name == "Succession":
        if body in ("No Succession", "No Target Succession"):
            return Succession(body == "No Target Succession")
        raise _Fail(f"unknown succession restriction {body!r}")
    if name == "Quantity":
        return Quantity(_number(_tokens(body)))
    if name == "Condition":
        return ConditionCheck(_condition(_tokens(body)))
    if name == "Status":
        if body in ("Ghostly", "Any", "Alive"):
            return Status(body)
        raise _Fail(f"unknown status {body!r}")
    raise _Fail(f"unknown restriction {name}")


_STATIC = re.compile(r"x(\d+)$")
_GUARD = re.compile(r"(.+?)(≤|≥|<|>|=)(.+)$")


def _times(text: str) -> Value:
    m = _STATIC.match(text.strip())
    if m:
        return Ref(Number(m.group(1)))
    return _value(text.strip())


def _scaling(body: str) -> Scaling:
    text = body.strip()
    if not text:
        raise _Fail("an empty scaling ⟨⟩")
    if _STATIC.match(text):
        return Scaling("static", (ScalingCase(_times(text)),))
    parts = [p.strip() for p in _split_top(text, ",")]
    if all(p.lower().startswith(("odd:", "even:")) for p in parts):
        return Scaling(
            "phase",
            tuple(
                ScalingCase(_times(p.split(":", 1)[1]), parity=p.split(":", 1)[0].lower())
                for p in parts
            ),
        )
    if len(parts) > 1 or "⇒" in text:
        cases: list[ScalingCase] = []
        for p in parts:
            guard_text, arrow, times = p.partition("⇒")
            if not arrow:
                cases.append(ScalingCase(_times(p)))
                continue
            m = _GUARD.match(guard_text.strip())
            if not m:
                raise _Fail(f"not a scaling case: {p!r}")
            guard = Comparison(_value(m.group(1).strip()), m.group(2), _value(m.group(3).strip()))
            cases.append(ScalingCase(_times(times), guard=guard))
        return Scaling("dynamic", tuple(cases))
    return Scaling("value", (ScalingCase(_value(text)),))


def _option(text: str) -> TriggerOption:
    name, colon, value = text.strip().partition(":")
    name = name.strip()
    if name not in _OPTIONS:
        raise _Fail(f"unknown trigger parameter {{{name}}}")
    if colon:
        if name != "Forced" or not value.strip():
            raise _Fail(f"{{{name}}} takes no value")
        toks = _tokens(value.strip())
        return TriggerOption(name, _value(toks[0]) if len(toks) == 1 else Ref(Word(value.strip())))
    return TriggerOption(name)


# --------------------------------------------------------------------------------------------
# abilities: a small matcher of keyword and slot patterns over tokens

# a pattern item: a keyword (matched case-insensitively, one token), or a slot (kind, name):
# "v" a value token, "dur" a (~Duration), "opt" an optional sub-pattern, "rest" the remaining
# tokens (at least one), "tok" any one token as text
Pat: TypeAlias = tuple[object, ...]


def _match(pat: Pat, toks: Sequence[str], i: int, caps: dict[str, object]) -> bool:
    if not pat:
        return i == len(toks)
    head, rest = pat[0], pat[1:]
    if isinstance(head, str):
        if i < len(toks) and toks[i].lower() == head.lower():
            return _match(rest, toks, i + 1, caps)
        return False
    assert isinstance(head, tuple)
    kind, name = head[0], head[1]
    if kind == "opt":
        assert isinstance(name, tuple)
        trial = dict(caps)
        if _match(name + rest, toks, i, trial):
            caps.update(trial)
            return True
        return _match(rest, toks, i, caps)
    if kind == "rest":
        if i >= len(toks):
            return False
        caps[str(name)] = list(toks[i:])
        return True
    if i >= len(toks):
        return False
    tok = toks[i]
    if kind == "dur" and not _is_duration(tok):
        return False
    if kind == "v" and (_is_duration(tok) or tok.lower() in _SLOT_STOPS):
        return False
    caps[str(name)] = tok
    return _match(rest, toks, i + 1, caps)


# keywords a value slot never swallows, so optional parts after a value are seen
_SLOT_STOPS = frozenset(["to", "from", "as", "for", "by", "through", "during", "in", "with"])


def _m(pat: Pat, toks: Sequence[str]) -> dict[str, object] | None:
    caps: dict[str, object] = {}
    return caps if _match(pat, toks, 0, caps) else None


def _cap_value(caps: Mapping[str, object], name: str) -> Value | None:
    tok = caps.get(name)
    return None if tok is None else _value(str(tok))


def _need(caps: Mapping[str, object], name: str) -> Value:
    v = _cap_value(caps, name)
    if v is None:
        raise _Fail(f"{name} is missing")
    return v


def _dur(caps: Mapping[str, object]) -> str | None:
    tok = caps.get("dur")
    return None if tok is None else _duration(str(tok))


_V = ("v", "target")
_DUR = ("opt", (("dur", "dur"),))
_DISGUISE = re.compile(r"\(\s*(SD|WD)\s*(?:,\s*(SD|WD)\s*)?\)$")
_KILLINGS = {"attack": "Attack", "kill": "Kill", "lynch": "Lynch", "banish": "Banish"}
_INVESTIGATIONS = ("Role", "Class", "Category", "Alignment")
_DEFENCES = ("Active", "Passive", "Partial", "Recruitment")
_VOTING = re.compile(r"(public|special public|hidden public|private) voting power$")


def _disguises(toks: list[str]) -> tuple[list[str], tuple[str, ...]]:
    if toks:
        m = _DISGUISE.match(toks[-1])
        if m:
            return toks[:-1], tuple(g for g in m.groups() if g)
    return toks, ()


def _ability(toks: list[str]) -> Ability:
    if not toks:
        raise _Fail("no ability")
    first = toks[0].lower()
    words = " ".join(toks)
    # killing: Attack / Kill / Lynch / Banish / True Kill / True Banish {Player}
    if first in _KILLINGS and len(toks) == 2:
        return Killing(_KILLINGS[first], _value(toks[1]))
    if first == "true" and len(toks) == 3 and toks[1].lower() in ("kill", "banish"):
        return Killing("True " + _KILLINGS[toks[1].lower()], _value(toks[2]))
    # investigating
    if len(toks) >= 3 and toks[1].lower() == "investigate":
        rest, disguises = _disguises(toks[2:])
        sub = toks[0].capitalize()
        if sub in _INVESTIGATIONS and len(rest) == 1:
            return Investigating(sub, _value(rest[0]), disguises=disguises)
        caps = _m((("v", "t"), "for", ("v", "a")), rest)
        if sub == "Attribute" and caps:
            return Investigating(sub, _need(caps, "t"), _need(caps, "a"), disguises)
        raise _Fail(f"cannot read this investigation: {words}")
    if first == "investigate":
        rest, disguises = _disguises(toks[1:])
        if len(rest) == 3 and rest[1:] == ["Player", "Count"]:
            return Investigating("Player Count", _value(rest[0]), disguises=disguises)
        if len(rest) == 2 and rest[1] == "Count":
            return Investigating("Count", _value(rest[0]), disguises=disguises)
        raise _Fail(f"cannot read this investigation: {words}")
    # targeting
    if first == "untarget" and len(toks) == 1:
        return Targeting("Untarget")
    if first == "target" and len(toks) in (2, 3):
        kind = _inner(toks[2], "(") if len(toks) == 3 else None
        if len(toks) == 3 and kind is None:
            raise _Fail("Target takes a value and a type in parentheses, such as (Player)")
        return Targeting("Target", _value(toks[1]), kind)
    # disguising
    if first in ("weakly", "strongly") and len(toks) > 1 and toks[1].lower() == "disguise":
        caps = _m((("v", "t"), "as", ("v", "r"), _DUR), toks[2:])
        if caps:
            return Disguising(first.capitalize(), _need(caps, "t"), _need(caps, "r"), _dur(caps))
    # protecting
    if first == "protect":
        return _protect(toks)
    # applying, and joining's Add/Remove of a player to a group
    if first in ("apply", "add") and len(toks) > 1 and not words.endswith(" Poll"):
        return _apply_or_add(toks)
    if first == "remove":
        caps = _m((("v", "a"), "from", ("v", "t")), toks[1:])
        if caps:
            if str(caps["a"]).startswith("`"):
                return Applying("Remove", _need(caps, "a"), _need(caps, "t"))
            return Joining("Remove", _need(caps, "t"), _need(caps, "a"))
    if first == "change":
        caps = _m((("v", "a"), "value", ("v", "i"), "to", ("v", "n"), "for", _V), toks[1:])
        if caps:
            a, i, n, t = (_need(caps, k) for k in ("a", "i", "n", "target"))
            return Applying("Change", a, t, values=(n,), index=i)
    # redirecting
    if first == "redirect":
        caps = _m((("v", "a"), ("opt", ("from", ("v", "s"))), "to", _V, _DUR), toks[1:])
        if caps:
            return Redirecting(
                _need(caps, "a"), _need(caps, "target"), _cap_value(caps, "s"), _dur(caps)
            )
    # manipulating: voting power, or a poll
    if first == "manipulate":
        return _manipulate(toks)
    # polls
    if len(toks) == 3 and toks[2] == "Poll":
        subtypes = {"add": "Addition", "cancel": "Cancellation", "delete": "Deletion"}
        if first in subtypes:
            return PollAbility(subtypes[first], poll=_value(toks[1]))
    if first == "create":
        caps = _m((("v", "p"), "Poll", "in", ("v", "l"), ("opt", ("as", ("v", "n")))), toks[1:])
        caps = caps or _m(("Poll", "in", ("v", "l"), ("opt", ("as", ("v", "n")))), toks[1:])
        if caps:
            return PollAbility(
                "Creation",
                poll=_cap_value(caps, "p"),
                location=_need(caps, "l"),
                name=_cap_value(caps, "n"),
            )
    # whispering, joining, granting, loyalty
    if first == "whisper":
        caps = _m(("to", ("v", "l"), ("opt", ("as", ("v", "d"))), _DUR), toks[1:])
        if caps:
            return Whispering(_need(caps, "l"), _cap_value(caps, "d"), _dur(caps))
    if first == "join":
        caps = _m((("v", "g"), ("opt", ("as", ("v", "m"))), _DUR), toks[1:])
        if caps:
            return Joining(
                "Add", _need(caps, "g"), membership=_cap_value(caps, "m"), duration=_dur(caps)
            )
    if first == "leave" and len(toks) == 2:
        return Joining("Remove", _value(toks[1]))
    if first in ("grant", "revoke"):
        caps = _m((("v", "r"), "to" if first == "grant" else "from", _V), toks[1:])
        if caps:
            sub = "Add" if first == "grant" else "Remove"
            return Granting(sub, _need(caps, "r"), _need(caps, "target"))
    if first == "transfer":
        caps = _m((("v", "r"), "from", ("v", "s"), "to", _V), toks[1:])
        if caps:
            return Granting("Transfer", _need(caps, "r"), _need(caps, "target"), _need(caps, "s"))
    if first == "loyalty":
        caps = _m(("to", _V, ("tok", "k")), toks[1:])
        kind = _inner(str(caps["k"]), "(") if caps else None
        if caps and kind in ("Group", "Alignment"):
            return Loyalty(kind, _need(caps, "target"))
    if first == "obstruct":
        return _obstruct(toks)
    # announcements
    if first in ("learn", "know", "announce") and len(toks) == 2:
        return Announcement(first.capitalize(), _value(toks[1]))
    if first == "reveal":
        caps = _m((("v", "i"), "to", _V), toks[1:])
        if caps:
            return Announcement("Reveal", _need(caps, "i"), _need(caps, "target"))
    # changing
    if len(toks) > 1 and toks[1].lower() == "change" and first in ("role", "alignment", "group"):
        caps = _m((_V, "to", ("v", "to")), toks[2:])
        if caps:
            return Changing(first.capitalize(), _need(caps, "target"), _need(caps, "to"))
    if first == "copy":
        caps = _m((_V, ("opt", ("(Suppressed)",))), toks[1:])
        if caps:
            return Copying(_need(caps, "target"), toks[-1] == "(Suppressed)")
    # choices: `Name` Choice Creation [for X] (options) / `Name` Choice Choose X
    if len(toks) >= 3 and toks[1] == "Choice":
        if toks[2] == "Creation":
            caps = _m((("opt", ("for", ("v", "c"))), ("tok", "o")), toks[3:])
            if caps and _inner(str(caps["o"]), "(") is not None:
                options = _values_in_parens(str(caps["o"]))
                return Choices("Creation", _value(toks[0]), options, _cap_value(caps, "c"))
        if toks[2] == "Choose" and len(toks) == 4:
            return Choices("Choosing", _value(toks[0]), option=_value(toks[3]))
    if first in ("ascend", "descend") and len(toks) == 1:
        return Ascension(first.capitalize())
    if first == "disband" and len(toks) <= 2:
        return Disbanding(_value(toks[1]) if len(toks) == 2 else None)
    if first in ("increment", "decrement", "set") and len(toks) > 1:
        return _count(toks)
    if words.lower().startswith("conversation reset") and len(toks) <= 3:
        return ConversationReset(_value(toks[2]) if len(toks) == 3 else None)
    if first == "cancel" and (len(toks) == 1 or (len(toks) == 3 and toks[1] == "with")):
        return Cancelling(_value(toks[2]) if len(toks) == 3 else None)
    if first == "switch" and len(toks) == 3 and toks[1] == "with":
        return Switching(_value(toks[2]))
    if first == "shuffle" and len(toks) >= 2:
        return Shuffling(tuple(_value(t) for t in toks[1:]))
    if first == "emit" or (first == "end" and len(toks) > 1 and toks[1].lower() == "emit"):
        at = 2 if first == "end" else 1
        caps = _m((("v", "e"), ("opt", ("for", _V))), toks[at:])
        if caps:
            sub = "End Emit" if first == "end" else "Emit"
            return Emitting(sub, _need(caps, "e"), _cap_value(caps, "target"))
    if first == "display" and len(toks) in (2, 3):
        values = _values_in_parens(toks[2]) if len(toks) == 3 else ()
        return Displaying("Create", _value(toks[1]), values)
    if first == "update":
        caps = _m((("v", "d"), "value", ("v", "i"), "to", ("v", "n")), toks[1:])
        if caps:
            d, i, n = (_need(caps, k) for k in ("d", "i", "n"))
            return Displaying("Change", d, index=i, new=n)
    raise _Fail(f"unknown ability: {toks[0]}")


def _protect(toks: list[str]) -> Protecting:
    caps = _m((_V, "from", ("tok", "f"), ("rest", "rest")), toks[1:])
    if not caps:
        raise _Fail("Protect needs: Protect {Player} from `Attacks` … through … Defense")
    against = str(caps["f"]).strip("`")
    if against not in _KILLING_FILTERS:
        raise _Fail(f"unknown killing filter {caps['f']}")
    rest = list(cast(list[str], caps["rest"]))
    duration = _duration(rest.pop()) if rest and _is_duration(rest[-1]) else None
    phase = None
    if len(rest) >= 2 and rest[-2] == "during":
        if rest[-1] not in ("Day", "Night"):
            raise _Fail(f"Protect … during Day or Night, not {rest[-1]!r}")
        phase = rest[-1]
        rest = rest[:-2]
    by = None
    if len(rest) >= 2 and rest[0] == "by":
        by = _value(rest[1])
        rest = rest[2:]
    if rest[:1] != ["through"]:
        raise _Fail("Protect needs … through <Active|Passive|Partial|Recruitment> Defense")
    how = rest[1:]
    target = _need(caps, "target")
    if len(how) == 2 and how[0] in _DEFENCES and how[1] == "Defense":
        return Protecting(how[0], target, against, by, None, phase, duration)
    if len(how) == 3 and how[:2] == ["Absence", "at"]:
        return Protecting("Absence", target, against, by, _value(how[2]), phase, duration)
    raise _Fail(f"unknown defence: through {' '.join(how)}")


def _apply_or_add(toks: list[str]) -> Applying | Joining:
    rest = toks[1:]
    values: tuple[Value, ...] = ()
    if len(rest) > 3 and _inner(rest[-1], "(") is not None and not _is_duration(rest[-1]):
        values = _values_in_parens(rest[-1])
        rest = rest[:-1]
    caps = _m((("v", "a"), "to", _V, _DUR, ("opt", ("as", ("v", "m")))), rest)
    caps = caps or _m((("v", "a"), "to", _V, ("opt", ("as", ("v", "m"))), _DUR), rest)
    if not caps:
        raise _Fail(f"{toks[0]} needs: {toks[0]} `Attribute` to {{Target}}")
    thing = str(caps["a"])
    if toks[0].lower() == "apply" or (thing.startswith("`") and "m" not in caps):
        if "m" in caps:
            raise _Fail("an attribute is applied without `as`")
        return Applying("Add", _value(thing), _need(caps, "target"), _dur(caps), values)
    if values:
        raise _Fail("a group membership takes no values in parentheses")
    return Joining("Add", _need(caps, "target"), _value(thing), _cap_value(caps, "m"), _dur(caps))


def _manipulate(toks: list[str]) -> Manipulating | PollAbility:
    rest = toks[1:]
    duration = _duration(rest.pop()) if rest and _is_duration(rest[-1]) else None
    if len(rest) == 3 and rest[1] == "Poll":
        inner = _inner(rest[2], "(")
        if inner is None:
            raise _Fail("Manipulate `Poll` Poll (… is `Disqualified`) needs its parentheses")
        itoks = _tokens(inner)
        caps = _m((_V, "is", ("v", "how")), itoks)
        if caps:
            how = str(caps["how"]).strip("`")
            if how not in ("Unvotable", "Disqualified"):
                raise _Fail(f"unknown poll manipulation {how!r}")
            return PollAbility(
                "Manipulation",
                poll=_value(rest[0]),
                target=_need(caps, "target"),
                manipulation=how,
                duration=duration,
            )
        caps = _m((_V, "has", ("v", "n"), ("opt", ("hidden",)), "votes"), itoks)
        if caps:
            return PollAbility(
                "Votes",
                poll=_value(rest[0]),
                target=_need(caps, "target"),
                manipulation="hidden votes" if "hidden" in itoks else "votes",
                count=_need(caps, "n"),
                duration=duration,
            )
        raise _Fail(f"unknown poll manipulation ({inner})")
    if rest and rest[0].endswith("'s"):
        who = rest[0][:-2]
        for k in range(2, len(rest)):
            if rest[k] in ("to", "by") and k + 2 == len(rest):
                power = " ".join(rest[1:k]).strip("`")
                m = _VOTING.match(power)
                if not m:
                    raise _Fail(f"unknown voting power {power!r}")
                sub = "Absolute" if rest[k] == "to" else "Relative"
                return Manipulating(sub, _value(who), m.group(1), _value(rest[-1]), duration)
    raise _Fail("Manipulate needs: Manipulate @X's public voting power to|by N")


def _obstruct(toks: list[str]) -> Obstructing:
    rest = toks[1:]
    duration = _duration(rest.pop()) if rest and _is_duration(rest[-1]) else None
    if len(rest) == 1:
        return Obstructing(_value(rest[0]), duration=duration)
    feedback = None
    if "⇒" in rest:
        k = rest.index("⇒")
        feedback = " ".join(rest[k + 1 :])
        if not feedback:
            raise _Fail("Obstruct … ⇒ needs a feedback after the arrow")
        rest = rest[:k]
    if len(rest) >= 3 and rest[-2] == "for":
        abilities = " ".join(rest[:-2])
        name = abilities.removeprefix("!").split()[-1].lower()
        if name not in _ABILITY_TYPES:
            raise _Fail(f"unknown ability type to obstruct: {abilities}")
        return Obstructing(_value(rest[-1]), abilities, feedback, duration)
    raise _Fail("Obstruct needs: Obstruct {Player} or Obstruct <Ability Type> for {Player}")


def _count(toks: list[str]) -> Counting:
    first = toks[0].capitalize()
    rest = toks[1:]
    if first == "Set":
        if rest[:2] != ["Counter", "to"]:
            raise _Fail("Set needs: Set Counter to N [for X]")
        rest = rest[2:]
        target = None
        if len(rest) >= 3 and rest[-2] == "for":
            target = _value(rest[-1])
            rest = rest[:-2]
        return Counting("Set", target, _number(rest))
    if rest[:1] != ["Counter"]:
        raise _Fail(f"{first} needs: {first} Counter [for X] [by N]")
    rest = rest[1:]
    target = amount = None
    if len(rest) >= 2 and rest[-2] == "for":
        target = _value(rest[-1])
        rest = rest[:-2]
    elif rest[:1] == ["for"] and len(rest) >= 2:
        target = _value(rest[1])
        rest = rest[2:]
    if rest[:1] == ["by"]:
        amount = _number(rest[1:])
        rest = []
    if rest:
        raise _Fail(f"cannot read {' '.join(rest)!r} in a counting")
    return Counting(first, target, amount)


# --------------------------------------------------------------------------------------------
# triggers


def _trigger(toks: Sequence[str]) -> Trigger:
    text = " ".join(toks)
    fixed = _FIXED_BY_LOWER.get(text.lower())
    if fixed:
        return Trigger(fixed)
    if not toks:
        raise _Fail("a line starts with a colon")
    words = list(toks)
    flt: AbilityFilter | None = None
    inner = _inner(words[-1], "[")
    if inner is not None:
        name = inner.strip()
        negated = name.startswith("!")
        name = name.removeprefix("!").strip()
        if not name or name.split()[-1].lower() not in _ABILITY_TYPES:
            raise _Fail(f"unknown ability type in a trigger filter: [{inner}]")
        flt = AbilityFilter(name, negated)
        words = words[:-1]
    low = [w.lower() for w in words]
    if words[:1] == ["On"]:
        if flt is not None and " ".join(low[1:]) in ("visited", "visit", "action", "any action"):
            return Trigger(_FIXED_BY_LOWER["on " + " ".join(low[1:])], filter=flt)
        if len(words) == 3 and low[2] in _FILTERED:
            return Trigger(f"On {{Player}} {_FILTERED[low[2]]}", _value(words[1]), flt)
        if flt is not None:
            raise _Fail(f"a filter [..] after a trigger that takes none: {text}")
        if len(words) == 3 and low[2] in _SUBJECT_EVENTS:
            return Trigger(f"On {{Player}} {_SUBJECT_EVENTS[low[2]]}", _value(words[1]))
        if len(words) == 4 and low[1] == "poll" and low[3] == "win":
            return Trigger("On Poll {Poll} Win", _value(words[2]))
        if len(words) == 3 and low[2] == "emitted":
            return Trigger("On {String} Emitted", _value(words[1]))
        if len(words) == 4 and low[2:] == ["end", "emitted"]:
            return Trigger("On {String} End Emitted", _value(words[1]))
    if len(words) == 3 and low[0] == "choice" and low[2] == "chosen" and flt is None:
        return Trigger("Choice {Option} Chosen", _value(words[1]))
    raise _Fail(f"unknown trigger: {text}")


# --------------------------------------------------------------------------------------------
# lines, bullets and blocks


@dataclass
class _Raw:
    line: int
    level: int
    text: str
    children: list[_Raw] = field(default_factory=list)


_OUTCOMES = {"success": "Success", "failure": "Failure", "continue": "Continue"}
_OUTCOMES["*nothing*"] = "Nothing"


def _statement(raw: _Raw) -> Statement:
    try:
        toks = _tokens(raw.text)
        return _statement_of(raw, toks, raw.children)
    except _Fail as e:
        return Unparsed(raw.line, raw.text, str(e))


def _body(children: Sequence[_Raw]) -> tuple[Statement, ...]:
    return tuple(_statement(c) for c in children)


def _statement_of(raw: _Raw, toks: list[str], children: Sequence[_Raw]) -> Statement:
    """A statement from its tokens; ``children`` are the bullets under it."""
    line = raw.line
    k = _separator(toks)
    if k >= 0:
        head = [*toks[:k], toks[k][:-1]]
        rest = toks[k + 1 :]
        low = " ".join(head).lower()
        if low == "action":
            left, params = _peel(rest)
            if left:
                raise _Fail(f"an Action: line holds only parameters, not {' '.join(left)!r}")
            _no_children(children, "Action:")
            return ActionLine(line, params)
        if low == "feedback":
            _no_children(children, "Feedback:")
            if len(rest) != 1:
                raise _Fail("Feedback: takes one value")
            return Do(line, Feedback(_value(rest[0])))
        left, params = _peel(rest)
        is_each = len(head) == 3 and [h.lower() for h in head[:2]] == ["for", "each"]
        if rest and not left:
            if not is_each:
                raise _Fail(f"parameters after {' '.join(head)}: belong on a trigger line")
            return ForEach(line, _value(head[2]), params, _body(children))
        inline = (_statement_of(raw, rest, ()),) if rest else ()
        body = (*inline, *_body(children))
        if low == "process":
            return Process(line, body)
        if low == "evaluate":
            return Evaluate(line, body)
        if low == "otherwise":
            return Branch(line, None, body)
        if is_each:
            return ForEach(line, _value(head[2]), NO_PARAMS, body)
        return Branch(line, _condition(head), body)
    left, params = _peel(toks)
    _no_children(children, "an ability line")
    if not left:
        raise _Fail("parameters with no ability")
    outcome = _OUTCOMES.get(" ".join(left).lower())
    if outcome:
        return Do(line, Outcome(outcome), params)
    try:
        return Do(line, _ability(left), params)
    except _Fail:
        if len(left) == 1 and left[0][:1] in "`@%":
            return Do(line, Feedback(_value(left[0])), params)
        raise


def _no_children(children: Sequence[_Raw], what: str) -> None:
    if children:
        raise _Fail(f"bullets under {what}, which takes none")


def _item(raw: _Raw) -> Item:
    try:
        toks = _tokens(raw.text)
    except _Fail as e:
        return Block(raw.line, Unparsed(raw.line, raw.text, str(e)), NO_PARAMS, _body(raw.children))
    low = raw.text.lower().strip()
    if low in _FLAGS and not raw.children:
        return Flag(raw.line, _FLAGS[low])
    k = _separator(toks)
    if k < 0:
        if raw.children:
            reason = "a line with bullets under it needs a trigger and a colon"
            return Block(
                raw.line, Unparsed(raw.line, raw.text, reason), NO_PARAMS, _body(raw.children)
            )
        return Unparsed(raw.line, raw.text, "no trigger: a line reads Trigger: ability")
    head = [*toks[:k], toks[k][:-1]]
    rest = toks[k + 1 :]
    name = " ".join(head).lower()
    try:
        if name in _DIRECTIVES:
            if len(rest) != 1 or raw.children:
                raise _Fail(f"{_DIRECTIVES[name]}: takes one value")
            return Directive(raw.line, _DIRECTIVES[name], _value(rest[0]))
        if name in _FIELDS:
            if raw.children:
                raise _Fail(f"{_FIELDS[name]}: takes no bullets")
            text = raw.text.split(":", 1)[1]
            items = [p.strip() for p in _split_top(text, ",") if p.strip()]
            return Field(raw.line, _FIELDS[name], tuple(_field_value(p) for p in items))
    except _Fail as e:
        return Unparsed(raw.line, raw.text, str(e))
    try:
        trigger: Trigger | Unparsed = _trigger(head)
    except _Fail as e:
        trigger = Unparsed(raw.line, raw.text, str(e))
    try:
        left, params = _peel(rest)
        if not left:
            return Block(raw.line, trigger, params, _body(raw.children))
        stmt = _statement_of(raw, rest, ())
        if _open(stmt):
            return Block(raw.line, trigger, NO_PARAMS, (_statement_of(raw, rest, raw.children),))
        return Block(raw.line, trigger, NO_PARAMS, (stmt, *_body(raw.children)))
    except _Fail as e:
        if isinstance(trigger, Unparsed):
            # one Unparsed a line: both reasons on the trigger's
            both = Unparsed(raw.line, raw.text, f"{trigger.reason}; {e}")
            return Block(raw.line, both, NO_PARAMS, _body(raw.children))
        bad = Unparsed(raw.line, raw.text, str(e))
        return Block(raw.line, trigger, NO_PARAMS, (bad, *_body(raw.children)))


def _open(stmt: Statement) -> bool:
    """A statement written ``head:`` with nothing after it, which takes the bullets below."""
    if isinstance(stmt, (Process, Evaluate, Branch, ForEach)):
        return not stmt.body
    return False


def _field_value(text: str) -> Value:
    toks = _tokens(text)
    if len(toks) == 1:
        return _value(toks[0])
    return Ref(Word(text))


def _bullet_level(text: str) -> tuple[int, str]:
    stripped = text.lstrip()
    if stripped and stripped[0] in _BULLETS:
        return _BULLETS.index(stripped[0]) + 1, stripped[1:].strip()
    return 0, stripped.strip()


def parse_formalized(text: str, first_line: int = 1) -> Formalization:
    """Read the lines of a ``__Formalized__`` section (or of an ability set, poll, group,
    attribute or team body); ``first_line`` is the number of its first line in the page."""
    _check_size(text)
    roots: list[_Raw] = []
    stack: list[_Raw] = []
    loose: list[Unparsed] = []
    for n, line in enumerate(text.translate(_ZERO_WIDTH).splitlines(), start=first_line):
        if not line.strip():
            continue
        if len(line) > MAX_LINE:
            loose.append(
                Unparsed(n, line[:80] + "…", f"a line is longer than {MAX_LINE:,} characters")
            )
            continue
        level, body = _bullet_level(line)
        raw = _Raw(n, level, body)
        while stack and stack[-1].level >= level:
            stack.pop()
        if level == 0:
            roots.append(raw)
        elif stack:
            stack[-1].children.append(raw)
        else:
            loose.append(Unparsed(n, body, "a bullet with no trigger line above it"))
            continue
        stack.append(raw)
    items: list[Item] = [_item(r) for r in roots]
    items.extend(loose)
    items.sort(key=lambda it: it.line)
    return Formalization(tuple(items))


def _check_size(text: str) -> None:
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_BYTES:
        raise WWRFRefused(
            f"This role page is {size:,} bytes; a page may be at most {MAX_BYTES:,} bytes (64 KiB)."
        )


_HEADER = re.compile(r"\*\*(.+?)\*\*\s*(?:\|\s*(.*))?$")
_SECTION = re.compile(r"__([A-Za-z ]+)__\s*$")


def parse_page(text: str) -> Page:
    """A whole page: the ``**Name** | Kind`` line, and its ``__Formalized__`` section; a page
    with no ``__Section__`` at all (an ability set, a poll) is formalization throughout."""
    _check_size(text)
    lines = text.translate(_ZERO_WIDTH).splitlines()
    name = kind = None
    start = 0
    for i, line in enumerate(lines):
        if line.strip():
            m = _HEADER.match(line.strip())
            if m:
                name, kind = m.group(1).strip(), (m.group(2) or "").strip() or None
                start = i + 1
            break
    sections = [i for i, line in enumerate(lines) if _SECTION.match(line.strip())]
    formal = [i for i in sections if lines[i].strip() == "__Formalized__"]
    if formal:
        begin = formal[0] + 1
        end = next((i for i in sections if i > formal[0]), len(lines))
    elif not sections and start < len(lines):
        begin, end = start, len(lines)
    else:
        return Page(name, kind, None)
    return Page(name, kind, parse_formalized("\n".join(lines[begin:end]), first_line=begin + 1))


# --------------------------------------------------------------------------------------------
# walking, references, and a page with the pieces it names


def iter_nodes(node: object) -> Iterator[object]:
    """Every node of a tree, depth first (the node itself first)."""
    yield node
    if is_dataclass(node) and not isinstance(node, type):
        for f in fields(node):
            yield from iter_nodes(getattr(node, f.name))
    elif isinstance(node, tuple):
        for x in node:
            yield from iter_nodes(x)


@dataclass(frozen=True)
class References:
    """The names of the ``_game/`` pieces a formalization names."""

    ability_sets: frozenset[str] = frozenset()
    attributes: frozenset[str] = frozenset()
    groups: frozenset[str] = frozenset()
    polls: frozenset[str] = frozenset()


def _literal_name(v: Value | None) -> str | None:
    if isinstance(v, Ref) and isinstance(v.base, Literal) and not v.props:
        return v.base.text.split(":", 1)[0]
    return None


def references(f: Formalization) -> References:
    """Which ability sets (``Inherit``), attributes (applied, role attributes, ``Attr:``
    queries), groups (``#Name``) and polls a formalization names."""
    sets: set[str] = set()
    attrs: set[str] = set()
    groups: set[str] = set()
    polls: set[str] = set()
    for n in iter_nodes(f):
        if isinstance(n, Directive):
            name = _literal_name(n.value)
            if name and n.kind == "Inherit":
                sets.add(name)
            elif name and n.kind == "Role Attribute":
                attrs.add(name)
        elif isinstance(n, Applying) and n.subtype == "Add":
            name = _literal_name(n.attribute)
            if name:
                attrs.add(name)
        elif isinstance(n, QueryTerm) and n.key in ("Attr", "Attribute", "AttrSelf"):
            attrs.add(n.value)
        elif isinstance(n, Selector) and n.sigil == "#" and n.name:
            groups.add(n.name.split(":", 1)[0])
        elif isinstance(n, PollAbility):
            name = _literal_name(n.poll)
            if name:
                polls.add(name)
    return References(frozenset(sets), frozenset(attrs), frozenset(groups), frozenset(polls))


def piece_key(name: str) -> str:
    """How a piece's name is matched to its file: letters and digits, lower case."""
    return "".join(ch for ch in name.lower() if ch.isalnum())


@dataclass(frozen=True)
class Parsed:
    """A role page, the pieces it names (read), and the names no given text was found for."""

    page: Page
    pieces: tuple[tuple[str, Page], ...]
    missing: tuple[str, ...]


def parse_with_pieces(page_text: str, pieces: Mapping[str, str], depth: int = 4) -> Parsed:
    """Read a page and, from ``pieces`` (name → text of an ability set or attribute, named as
    its file is), the ability sets it inherits and the attributes it names, following
    ability sets into what they name in turn (at most ``depth`` steps)."""
    page = parse_page(page_text)
    by_key = {piece_key(k): (k, v) for k, v in pieces.items()}
    seen: dict[str, Page] = {}
    missing: set[str] = set()
    todo = [page]
    for _ in range(depth):
        nxt: list[Page] = []
        for p in todo:
            if p.formalized is None:
                continue
            refs = references(p.formalized)
            for name in sorted(refs.ability_sets | refs.attributes):
                key = piece_key(name)
                if key in seen or key in missing:
                    continue
                if key not in by_key:
                    missing.add(name)
                    continue
                seen[key] = parse_page(by_key[key][1])
                nxt.append(seen[key])
        todo = nxt
    return Parsed(
        page,
        tuple((by_key[k][0], seen[k]) for k in sorted(seen)),
        tuple(sorted(missing)),
    )
