"""What an ability does, as typed data: the effects of the role book's ability types.

The book sorts abilities into types (Killing, Investigating, Protecting, Applying, Redirecting,
Manipulating, Targeting …; the incumbent's formal language writes the Witch as ``End Night:
Attack @Selection``). Each class here is one of those types with plain parameters, frozen, so a
role could as well be read from a data file. An :class:`~werewolves.engine.rules.Ability`
declares ``does=`` one effect (or a few, carried out in order); its ``kind``, its standard
``resolve``, its declaration's target effects and its help are derived from it. An effect
resolves itself (:meth:`Does.run`), says what it does in words (:meth:`Does.text`) and in the
compact notation (:meth:`Does.notation`). An effect whose class has no standard resolution
(``Choose``, ``Manipulate`` …) only names the ability's type: the ability then brings its own
``resolve`` hook, the only code a role module holds.

>>> Attack().notation()
'Attack'
>>> Protect(with_user=True).notation()
'Protect from attacks (~phase) +self'
>>> Investigate(tell="ft.result").kind
'investigate'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar

from .appearance import BOTH, NONE, STRONG, WEAK, holders
from .declarations import Effect, Learns
from .phases import phase_kind, phase_name
from .state import Group, Pending

if TYPE_CHECKING:
    from .core import Act, Engine
    from .events import Event
    from .rules import Ability
    from .state import Player

__all__ = [
    "ATTACKS",
    "NEXT_NIGHT",
    "NEXT_PHASE",
    "NIGHT_END",
    "PHASE_END",
    "VOTES_STATUS",
    "Announce",
    "Apply",
    "Attack",
    "Become",
    "Block",
    "Burn",
    "CaseAttack",
    "Choose",
    "Cure",
    "Disguise",
    "DisguiseAs",
    "Does",
    "Examine",
    "Expose",
    "GroupAttack",
    "Guess",
    "Inflict",
    "Investigate",
    "Keep",
    "Kill",
    "Learn",
    "Looks",
    "Manipulate",
    "Notice",
    "Obstruct",
    "Protect",
    "Record",
    "Redirect",
    "Remember",
    "Remove",
    "Reveal",
    "RevealingAttack",
    "RevealingKill",
    "RiskyAttack",
    "Schedule",
    "SetTarget",
    "SetVotes",
    "Slay",
    "SlayKind",
    "Sort",
    "Special",
    "Spend",
    "SpendLent",
    "Stamp",
    "Tally",
    "Target",
    "TrueKill",
    "Untarget",
    "Worn",
    "compact",
    "describe",
    "held_target",
    "obstructed_ability",
    "voting_power",
]

# what a protection keeps out: attacks (the book's "Protect from Attacks"); a status's or a
# protection's duration: until the phase it was given in ends (the book's "(~Phase)")
ATTACKS = "attacks"
PHASE_END = "phase"
# how long a status or a disguise lasts: this phase and the next (until the next phase ends); or
# until the end of this night, or of the night after this day
NEXT_PHASE = "next phase"
NIGHT_END = "night"
# the guides' ~NextNight: until the end of the next night (of the night after this one, at
# night; of the coming night, by day)
NEXT_NIGHT = "next night"

# which disguises an investigation reads, by the words a data file would use
READS = {"weak and strong": BOTH, "strong": STRONG, "weak": WEAK, "none": NONE}


@dataclass(frozen=True)
class Does:
    """One effect of an ability (the base of the vocabulary). ``kind``: the ability type it gives
    the ability (``attack`` orders it among the attacks of an end-of-phase batch, R3/R8);
    ``marks``: what it does to each target position, as the edges read it (None: a step that
    reaches nobody and marks nothing, such as spending a counter); ``runs``: whether it resolves
    itself (else the ability brings a ``resolve`` hook)."""

    kind: ClassVar[str | None] = "other"
    marks: ClassVar[tuple[Effect, ...] | None] = ()
    runs: ClassVar[bool] = True
    word: ClassVar[str] = ""  # its name in the compact notation (the class's by default)

    def run(self, eng: Engine, act: Act) -> None:
        """Carry out the effect of ``act`` (an effect with ``runs`` overrides this)."""
        raise NotImplementedError(f"{type(self).__name__} has no standard resolution")

    def text(self) -> str:
        """What it does, in words (the help line's core)."""
        return type(self).__name__.lower()

    def notation(self) -> str:
        """What it does, in the compact notation."""
        return self.word or type(self).__name__

    def learns(self) -> Learns:
        return Learns.NOTHING


# ---------------------------------------------------------------------------- killing


@dataclass(frozen=True)
class Attack(Does):
    """An attack on each target (R8: protections may stop it); on failure its user (or the
    group ``to``) is told ``tell`` (rule ``tell_rule``) with the target's name."""

    kind: ClassVar[str | None] = "attack"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.DEATH,)

    rule: str = ""  # the rule the attempt cites ("": the ability's)
    source: str = ""  # who the attempt is by, as a death's explanation names it
    tell: str = "attack.failed"  # told on failure ("": nothing)
    tell_rule: str = "R8"
    to: str = ""  # a group told on failure instead of the user

    def run(self, eng: Engine, act: Act) -> None:
        rule = (self.rule or act.ability.rule)
        for target in act.targets:
            if eng.attack(act.actor, target, causes=[act.event.id], rule=rule, source=self.source):
                continue
            if not self.tell:
                continue
            if self.to:
                eng.tell_group(
                    self.to, self.tell, rule=self.tell_rule, causes=[act.event.id],
                    target=target.name,
                )
            else:
                eng.tell(
                    act.actor, self.tell, rule=self.tell_rule, causes=[act.event.id],
                    target=target.name,
                )

    def text(self) -> str:
        told = f"; the {self.to} is told if it fails" if self.to else (
            "; you are told if it fails" if self.tell else ""
        )
        return f"attack a player{told}"

    def notation(self) -> str:
        return "Attack"


@dataclass(frozen=True)
class GroupAttack(Attack):
    """A group's attack (R9): its poll's winner is attacked by a voter drawn for it, and the
    group is told when it fails. The attempt's source is the group."""

    group: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        rule = (self.rule or act.ability.rule)
        for target in act.targets:
            if not eng.attack(act.actor, target, causes=[act.event.id], rule=rule,
                              source=self.source or self.group):
                eng.tell_group(
                    self.to or self.group, self.tell, rule=self.tell_rule, causes=[act.event.id],
                    target=target.name,
                )

    def text(self) -> str:
        owner = f"{self.group}'" if self.group.endswith("s") else f"{self.group}'s"
        return f"vote in the {owner} attack: its most-voted player is attacked"

    def notation(self) -> str:
        return f"Attack as {self.group}"


@dataclass(frozen=True)
class RiskyAttack(Attack):
    """An attack decided by what its target truly is: a target ``hits`` picks is attacked (as
    :class:`Attack`, rule ``rule``); one ``backfires`` picks kills the user instead, by a death
    that is no attack (event ``backfire``, rule ``backfire_rule``; the attempt names the user as
    its maker when ``own_death``); any other is spared (event ``spared``, rule ``spared_rule``)
    and the user is told, as after a failed attack. The judges are (engine, target) → bool."""

    hits: Callable[[Engine, Player], bool] | None = None
    backfires: Callable[[Engine, Player], bool] | None = None
    backfire: str = ""
    backfire_rule: str = ""
    own_death: bool = False
    spared: str = ""
    spared_rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        user = act.actor
        for target in act.targets:
            if self.hits is not None and self.hits(eng, target):
                Attack.run(self, eng, act)
                continue
            backfired = self.backfires is not None and self.backfires(eng, target)
            rule = self.backfire_rule if backfired else self.spared_rule
            ev = eng.emit(self.backfire if backfired else self.spared, actor=user.name,
                          targets=[target.name], causes=[act.event.id], rule=rule)
            if backfired:
                eng.kill(user, "kill", causes=[ev.id], rule=rule,
                         by=user if self.own_death else None, source=self.source)
            else:
                eng.tell(user, self.tell, rule=rule, causes=[ev.id], target=target.name)

    def text(self) -> str:
        return "attack a player, if they are what the role hunts; otherwise it may kill you"

    def notation(self) -> str:
        return "Attack if hunted, else backfire or spare"


@dataclass(frozen=True)
class CaseAttack(RiskyAttack):
    """A :class:`RiskyAttack` judged by cases a data file writes (:class:`Looks`), read on
    what each target truly is (the role they hold, no disguise, and the team they play for
    now): a target one of ``hit`` holds for is attacked; else one of ``backfire_on`` holds
    for kills the user (a death that is no attack, of their own making); anyone else is
    spared, and the user told ``tell`` as after a failed attack."""

    hit: tuple[Looks, ...] = ()
    backfire_on: tuple[Looks, ...] = ()
    backfire: str = "attack_backfired"
    spared: str = "attack_spared"
    own_death: bool = True

    def __post_init__(self) -> None:
        # its events are its own kinds: a data file may not name another (an event kind
        # other rules give a meaning to)
        if (self.backfire, self.spared) != ("attack_backfired", "attack_spared"):
            raise ValueError("a CaseAttack's events are attack_backfired and attack_spared")
        # the judges RiskyAttack asks, made of the cases
        object.__setattr__(self, "hits", lambda eng, p: any(c.holds_for(eng, p)
                                                            for c in self.hit))
        object.__setattr__(self, "backfires", lambda eng, p: any(c.holds_for(eng, p)
                                                                 for c in self.backfire_on))

    def text(self) -> str:
        return ("attack a player, if they are what your cases hunt; if they are what your "
                "cases fear, you die instead")

    def notation(self) -> str:
        return f"Attack if one of {len(self.hit)} cases, else backfire on " \
               f"{len(self.backfire_on)} or spare"


@dataclass(frozen=True)
class Kill(Does):
    """A kill: a death no protection from attacks stops (its bespoke hook says how)."""

    kind: ClassVar[str | None] = "kill"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.DEATH,)
    runs: ClassVar[bool] = False

    def text(self) -> str:
        return "kill the player"


@dataclass(frozen=True)
class TrueKill(Does):
    """Killing (a true kill): each target dies, and no protection or defence stops it (R8: a true
    kill cannot be prevented); the user is the death's maker, as an explanation names it."""

    kind: ClassVar[str | None] = "kill"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.DEATH,)

    rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        rule = self.rule or act.ability.rule
        for target in act.targets:
            eng.kill(target, "true kill", causes=[act.event.id], rule=rule, by=act.actor)

    def text(self) -> str:
        return "kill a player; nothing stops it"

    def notation(self) -> str:
        return "True Kill"


# ---------------------------------------------------------------------------- investigating


# what an investigation's help says it learns
_LEARNED = {
    Learns.ROLE: "the role a player appears to have",
    Learns.AURA: "whether a player shows up as a threat",
    Learns.THREAT: "how much of a threat a player is to your side",
}


@dataclass(frozen=True)
class Investigate(Does):
    """The user learns something of the role each target appears to have: the appearance
    layers ``reads`` (which disguises fool it; obstructions as the ability says), the layer that
    answered in the event's data and its disguise's event among the causes (an explanation shows
    it). With no ``judge``, ``tell`` names the ``role``. A ``judge`` (engine, role) → value reads
    the role for the book's answer (an aura, a threat level): the value goes out as ``param``,
    told as ``tell`` (rule ``rule``), or as ``tell_else`` (rule ``rule_else``) when it is
    ``negative``. A judge is a function a data file names (the family's readings)."""

    kind: ClassVar[str | None] = "investigate"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.INVESTIGATION,)

    tell: str = ""
    rule: str = ""  # the rule the result cites ("": the ability's)
    reads: str = "weak and strong"  # which disguises fool it (READS' words)
    about: Learns = Learns.ROLE
    judge: Callable[[Engine, str], object] | None = None
    param: str = ""
    negative: object = False
    tell_else: str = ""
    rule_else: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        for target in act.targets:
            role, layer = eng.investigate(act, target, READS[self.reads])
            # the disguise or obstruction that answered (its event id ends the layer)
            extra = [int(layer.rsplit(":", 1)[1])] if layer != "role" else []
            causes = [act.event.id, *extra]
            data = {"layer": layer}
            if self.judge is None:
                eng.tell(act.actor, self.tell, rule=(self.rule or act.ability.rule), causes=causes,
                         kind="investigation", data=data, target=target.name, role=role)
                continue
            value = self.judge(eng, role)
            no = value == self.negative
            eng.tell(
                act.actor, self.tell_else if no else self.tell,
                rule=(self.rule_else if no else self.rule) or act.ability.rule, causes=causes,
                kind="investigation", data=data, target=target.name, **{self.param: value},
            )

    def learns(self) -> Learns:
        return self.about

    def text(self) -> str:
        fooled = {
            "weak and strong": "disguises can fool you",
            "strong": "only strong disguises can fool you",
            "weak": "only weak disguises can fool you",
            "none": "no disguise fools you",
        }[self.reads]
        what = _LEARNED.get(self.about, f"the {self.about.value} of a player")
        return f"learn {what} ({fooled})"

    def notation(self) -> str:
        what = "role" if self.about is Learns.ROLE else self.about.value
        return f"Investigate {what} (disguises read: {self.reads})"


# the sides a role plays for, as an investigation sorting by them names them: a team of the
# rules by its key, and ``solo`` for every team that is neither the town's, the wolves' nor
# unaligned (the incumbent's role classes: Townsfolk, Werewolf, Solo, Unaligned)
SOLO = "solo"
_NOT_SOLO = frozenset({"town", "wolves", "unaligned"})


@dataclass(frozen=True)
class Looks:
    """One case of a :class:`Sort`: what the role a target appears to have must be (each
    field given must hold; ``lycan`` no: not asked) and the words told when it is the first
    case that holds. ``side``: a team's key, or ``solo`` (any team but the town's, the
    wolves' and unaligned); ``category``: the role book's category (``Killing`` …);
    ``group``: a group the role puts its holders in (``wolfpack`` …)."""

    lycan: bool = False
    category: str = ""
    side: str = ""
    group: str = ""
    tell: str = ""

    def holds(self, role: Any, team: str | None = None) -> bool:
        """Whether the case holds for ``role`` (playing for ``team``: the role's own by
        default)."""
        team = role.team if team is None else team
        if self.lycan and not role.lycan:
            return False
        if self.category and role.category.lower() != self.category.lower():
            return False
        if self.side and self.side not in (team, SOLO if team not in _NOT_SOLO else team):
            return False
        return not self.group or self.group.lower() in role.groups

    def holds_for(self, eng: Engine, player: Player) -> bool:
        """Whether the case holds for ``player`` as they are: the role they hold (no disguise)
        and the team they play for now."""
        return self.holds(eng.role_of(player), eng.team_of(player))


@dataclass(frozen=True)
class Sort(Does):
    """The user learns which case the role each target appears to have falls in: the
    appearance layers ``reads`` (as :class:`Investigate`), then the ``cases`` in order; the
    first that holds is told (its ``tell``), and ``tell`` when none does. The words name the
    target as ``{target}``; the role itself is never told."""

    kind: ClassVar[str | None] = "investigate"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.INVESTIGATION,)

    reads: str = "weak and strong"
    cases: tuple[Looks, ...] = ()
    tell: str = ""
    about: Learns = Learns.AURA
    rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        for target in act.targets:
            name, layer = eng.investigate(act, target, READS[self.reads])
            role = eng.rules.role(name) or eng.role_of(target)
            extra = [int(layer.rsplit(":", 1)[1])] if layer != "role" else []
            told = next((c.tell for c in self.cases if c.holds(role)), self.tell)
            eng.tell(act.actor, told, rule=self.rule or act.ability.rule,
                     causes=[act.event.id, *extra], kind="investigation",
                     data={"layer": layer}, target=target.name)

    def learns(self) -> Learns:
        return self.about

    def text(self) -> str:
        if self.reads not in READS:
            raise KeyError(self.reads)  # (the loader asks each effect for its words)
        what = _LEARNED.get(self.about, f"the {self.about.value} of a player")
        return f"learn {what}, by the role they appear to have"

    def notation(self) -> str:
        return f"Investigate {self.about.value} ({len(self.cases)} cases, disguises read: " \
               f"{self.reads})"


@dataclass(frozen=True)
class Examine(Does):
    """The user learns something of each target as they are, read from the player (no
    disguise, no obstruction: the appearance layers are never asked): ``judge`` (engine,
    player) → value, told as ``tell`` with the value as ``param`` (rule ``rule``), or as
    ``tell_else`` (rule ``rule_else``) when it is ``negative``; ``layer`` names what was read
    in the event's data (none: the event keeps no data)."""

    kind: ClassVar[str | None] = "investigate"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.INVESTIGATION,)

    judge: Callable[[Engine, Player], object] | None = None
    about: Learns = Learns.ROLE
    layer: str = ""
    param: str = ""
    negative: object = None  # None: every value is told as ``tell``
    tell: str = ""
    rule: str = ""
    tell_else: str = ""
    rule_else: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        assert self.judge is not None
        for target in act.targets:
            value = self.judge(eng, target)
            no = self.negative is not None and value == self.negative
            eng.tell(
                act.actor, self.tell_else if no else self.tell,
                rule=(self.rule_else if no else self.rule) or act.ability.rule,
                causes=[act.event.id], kind="investigation",
                data={"layer": self.layer} if self.layer else None,
                target=target.name, **{self.param: value},
            )

    def learns(self) -> Learns:
        return self.about

    def text(self) -> str:
        what = _LEARNED.get(self.about, f"the {self.about.value} of a player")
        return f"learn {what} (read from the player: no disguise fools you)"

    def notation(self) -> str:
        read = f": {self.layer}" if self.layer else ""
        return f"Investigate {self.about.value} (as they are{read})"


@dataclass(frozen=True)
class Learn(Does):
    """An investigation whose answer its ability's hook works out (an aura, a count, a
    threat …): ``learns`` says what it tells."""

    kind: ClassVar[str | None] = "investigate"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.INVESTIGATION,)
    runs: ClassVar[bool] = False

    what: Learns = Learns.NOTHING

    def learns(self) -> Learns:
        return self.what

    def text(self) -> str:
        return f"learn the player's {self.what.value}"

    def notation(self) -> str:
        return f"Investigate {self.what.value}"


@dataclass(frozen=True)
class Census(Does):
    """WWRF's `Investigate {Role} Count (SD)` (innkeeper.b1 / innkeeper.2 / innkeeper.5): the
    user names a role (the ability's one pick, no player) and learns how many living players
    appear to hold it, to an eye reading the disguises ``reads`` (the engine's one count over
    appearances): ``tell`` with the role as ``role`` and the number as ``count``."""

    kind: ClassVar[str | None] = "investigate"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.INVESTIGATION,)

    reads: str = "strong"
    tell: str = ""
    rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        role = act.picks[0] if act.picks else ""
        found, layers = holders(eng.living(), role, READS[self.reads])
        # innkeeper.2: the number of living players with the role, as the rules spell it
        eng.tell(act.actor, self.tell, rule=self.rule or act.ability.rule,
                 causes=[act.event.id, *layers], kind="investigation",
                 data={"holders": [p.name for p in found]}, role=role,
                 roles=[role] if found else [], count=len(found))

    def learns(self) -> Learns:
        return Learns.COUNT

    def text(self) -> str:
        return ("name a role and learn how many living players hold it "
                f"(disguises read: {self.reads})")

    def notation(self) -> str:
        return f"Count role (disguises read: {self.reads})"


# ---------------------------------------------------------------------------- protecting


@dataclass(frozen=True)
class Protect(Does):
    """Each target (and the user, ``with_user``) is protected ``from_`` attacks until the phase
    ends: the engine's ``protected`` status (its defence, R8), naming ``by``; the user is told
    ``tell`` with the targets' names."""

    kind: ClassVar[str | None] = "protect"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.PROTECTION,)

    from_: str = ATTACKS
    until: str = PHASE_END
    with_user: bool = False
    by: str = ""  # the protection's name in the status (the defence that stops an attack)
    tell: str = ""
    rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        user = act.actor
        shielded = list(act.targets)
        # the user is protected as well (no target of the ability, so no visit)
        if self.with_user and user not in shielded:
            shielded.append(user)
        for p in shielded:
            eng.add_status(
                p, "protected", source=act.event.id, until=eng.state.phase, data={"by": self.by}
            )
        if self.tell:
            eng.tell(user, self.tell, rule=(self.rule or act.ability.rule), causes=[act.event.id],
                     players=[t.name for t in act.targets])

    def text(self) -> str:
        who = "the players you choose and yourself" if self.with_user else "a player"
        return f"protect {who} from {self.from_} until this {self.until} ends"

    def notation(self) -> str:
        return f"Protect from {self.from_} (~{self.until})" + (" +self" if self.with_user else "")


@dataclass(frozen=True)
class Absent(Does):
    """WWRF's `Protect @Self from `Attacks` through Absence at @Selection (~Phase)` (R8, ruling
    RM160, hooker.1 / hooker.3): the user spends the rest of the phase at the target's house:
    the engine's one absence (the status ``absent`` naming where, ``engine/deaths.py``), so an
    attack aimed at the user finds nobody home and an attack on the host reaches them too; the
    user is told ``tell`` with the host's name as ``target``."""

    kind: ClassVar[str | None] = "protect"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.NOTHING,)

    by: str = "away from home"  # the defence an attack that misses the user names
    tell: str = ""
    rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        from .deaths import ABSENT  # (deaths imports the rules, which import the effects)

        for host in act.targets[:1]:
            eng.add_status(act.actor, ABSENT, source=act.event.id, until=eng.state.phase,
                           data={"at": host.name, "by": self.by})
            if self.tell:
                eng.tell(act.actor, self.tell, rule=self.rule or act.ability.rule,
                         causes=[act.event.id], target=host.name)

    def text(self) -> str:
        return "spend the phase at a player's house: attacks on you miss, attacks on them reach you"

    def notation(self) -> str:
        return "Absence at target (~phase)"


SHIELDED = "shielded"  # the status of a player a Shield keeps from the deaths it names
# what a Shield may keep off: the engine's kinds of death (R8) it names
SHIELD_FROM = {"attacks": ("attack",), "lynches": ("lynch",), "kills": ("kill",),
               "attacks and lynches": ("attack", "lynch"),
               # R8: every kind a defence can stop (a true kill none stops)
               "all": ("attack", "lynch", "kill")}
# how long a Shield holds: the phase, through the next day, or for good (WWRF's default
# duration of a protection, ~Permanent)
SHIELD_UNTIL = ("phase", "next day", "game")
SHIELD_KINDS = ("active", "passive")


# the counter a player's own defence held from the start is ended by (a role file's
# ``defence``, roledata/defences.py): this, with the role's name
DEFENCE_LOST = "defence lost: "


@dataclass(frozen=True)
class LoseDefence(Does):
    """WWRF's ``Remove `Absence:<Role>` from @Self``: each target's own defence held from the
    start (a role file's ``defence``, of the role they hold) ends for good (R8: it stops
    nothing more), recorded by a ``defence_lost`` event; nothing when it had ended already."""

    kind: ClassVar[str | None] = "other"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.NOTHING,)

    tell: str = ""
    rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        rule = self.rule or act.ability.rule
        for target in act.targets:
            key = DEFENCE_LOST + eng.role_of(target).name
            if target.counters.get(key):
                continue
            ev = eng.emit("defence_lost", targets=[target.name], causes=[act.event.id],
                          rule=rule, data={"role": eng.role_of(target).name})
            target.counters[key] = 1
            if self.tell:
                eng.tell(act.actor, self.tell, rule=rule, causes=[ev.id], target=target.name)

    def text(self) -> str:
        return "end the player's own defence for good"

    def notation(self) -> str:
        return "Lose Defence"


@dataclass(frozen=True)
class Shield(Does):
    """WWRF's `Protect @Self|@Selection from `X` through Active|Passive Defense (~Phase|~NextDay)`
    (R8: a defence of the kind it names, tried in R8's order): each target, or the user alone
    (``user``), is kept from the deaths ``from_`` names (attacks, lynches, kills, attacks
    and lynches, or all of them) until the phase ends, until the next day ends (``until: next
    day``) or for good (``until: game``): the status ``shielded``, read by
    :func:`shield_defence`. Unlike :class:`Protect` (attacks only) it may stop a lynch. The
    user is told ``tell``."""

    kind: ClassVar[str | None] = "protect"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.PROTECTION,)

    from_: str = "attacks"
    until: str = "phase"
    defence: str = "passive"
    user: bool = False
    tell: str = ""
    rule: str = ""

    def __post_init__(self) -> None:
        if (self.from_ not in SHIELD_FROM or self.until not in SHIELD_UNTIL
                or self.defence not in SHIELD_KINDS):
            raise ValueError("a Shield keeps off attacks, lynches, kills, attacks and lynches "
                             "or all, until the phase or the next day ends or for good, as an "
                             "active or passive defence")

    def run(self, eng: Engine, act: Act) -> None:
        phase = eng.state.phase
        # ~NextDay: through the coming day (by day, the day after this one); ~Permanent: for
        # good (R8: a status with no last phase)
        last: int | None = phase if self.until == "phase" else None if self.until == "game" \
            else (phase + 1 if phase_kind(phase) == "night" else phase + 2)
        for p in [act.actor] if self.user else list(act.targets):
            eng.add_status(p, SHIELDED, source=act.event.id, until=last,
                           data={"from": list(SHIELD_FROM[self.from_]), "kind": self.defence})
        if self.tell:
            eng.tell(act.actor, self.tell, rule=self.rule or act.ability.rule,
                     causes=[act.event.id])

    def text(self) -> str:
        who = "yourself" if self.user else "a player"
        return f"keep {who} from {self.from_} until the {self.until} ends"

    def notation(self) -> str:
        return (f"Shield {'self' if self.user else 'target'} from {self.from_} "
                f"({self.defence}, ~{self.until})")


def shield_defence(defence: str) -> Callable[[Engine, Player, str, str | None], str | None]:
    """R8: the defence of the kind ``defence`` (active or passive) that a Shield's status gives:
    it stops a death of a kind the status names."""

    def stop(eng: Engine, victim: Player, death: str, attacker: str | None) -> str | None:
        for st in victim.all(SHIELDED):
            if st.data.get("kind") == defence and death in st.data.get("from", ()):
                return "a shield"
        return None

    stop.__name__ = f"shield_{defence}_defence"
    stop.__qualname__ = stop.__name__
    return stop


SHIELD_DEFENCES = tuple((kind, f"shield ({kind})", shield_defence(kind)) for kind in SHIELD_KINDS)


# ---------------------------------------------------------------------------- applying


@dataclass(frozen=True)
class Apply(Does):
    """Each target gets the status ``status`` (``until`` the phase ends, or for good), the
    event ``event`` recording it (the status's source); the user, or the group ``to``, is told
    ``tell`` with the target's name (as ``param``). A target that already has it is only told
    of (``already``) when the ability says so."""

    kind: ClassVar[str | None] = "apply"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.HARM,)

    status: str = ""
    until: str = ""  # PHASE_END or "" (until something removes it)
    event: str = ""  # the kind of event that records it ("": the accepting event is the source)
    tell: str = ""
    rule: str = ""
    to: str = ""  # a group told instead of the user
    already: str = ""  # told instead when the target has the status already (nothing applied)
    by: bool = False  # the message names the user too (``by``)
    param: str = "player"  # the message's parameter that names the target

    def run(self, eng: Engine, act: Act) -> None:
        rule = (self.rule or act.ability.rule)
        for target in act.targets:
            if self.already and target.has(self.status):
                self._tell(eng, act, self.already, "R15", act.event.id, target)
                continue
            source = act.event.id
            if self.event:
                source = eng.emit(self.event, actor=act.actor.name, targets=[target.name],
                                  causes=[act.event.id], rule=rule).id
            eng.add_status(
                target, self.status, source=source,
                until=eng.state.phase if self.until == PHASE_END else None,
                data={"by": act.actor.name},
            )
            if self.tell:
                self._tell(eng, act, self.tell, rule, source, target)

    def _tell(self, eng: Engine, act: Act, msg: str, rule: str, cause: int, target: object) -> None:
        params: dict[str, Any] = {self.param: getattr(target, "name", "")}
        if self.by:
            params["by"] = act.actor.name
        if self.to:
            eng.tell_group(self.to, msg, rule=rule, causes=[cause], **params)
        else:
            eng.tell(act.actor, msg, rule=rule, causes=[cause], **params)

    def text(self) -> str:
        until = " until the phase ends" if self.until == PHASE_END else ""
        return f"make the player {self.status}{until}"

    def notation(self) -> str:
        return " ".join(["Apply", *([self.status] if self.status else [])]) + (
            f" (~{self.until})" if self.until else ""
        )


# ---------------------------------------------------------------------------- targeting


@dataclass(frozen=True)
class Remember(Does):
    """The user's choice is kept for a later rule to read: ``value`` (the ``target``'s name,
    the ``role`` the pick names, the ``phase`` it was made in, as text, the ``offices`` the
    user holds, a list, or the ``phase and target``, a map) under ``key``: in the family state
    ``in_`` (a map by the user's name) or else in the user's memory. The user is told ``tell``,
    with the value as ``param`` when one is named (a list as a copy of its own: the log never
    changes later)."""

    kind: ClassVar[str | None] = "choice"
    marks: ClassVar[tuple[Effect, ...] | None] = ()

    key: str = ""
    in_: type | None = None
    # "target", "role", "phase" (as text), "phase index" (a number), "offices" (a list) or
    # "phase and target" (a map: the phase index and the target's name, as ``player``)
    value: str = "target"
    tell: str = ""
    param: str = ""
    rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        value = _chosen(eng, act, self.value)
        kept = self._kept(eng, value)
        if self.in_ is None:
            act.actor.memory[self.key] = kept
        else:
            getattr(eng.ext(self.in_), self.key)[act.actor.name] = kept
        if self.tell:
            told = list(value) if isinstance(value, list) else value
            params: dict[str, Any] = {self.param: told} if self.param else {}
            rule = self.rule or act.ability.rule
            eng.tell(act.actor, self.tell, rule=rule, causes=[act.event.id], **params)

    def _kept(self, eng: Engine, value: Any) -> Any:
        """What is kept of the choice (the value itself)."""
        return value

    def text(self) -> str:
        return {
            "target": "choose a player (your choice is kept for later)",
            "role": "choose a role (your choice is kept for later)",
        }.get(self.value, "make the choice (it is kept for later)")

    def notation(self) -> str:
        return f"Remember {self.value} as {self.key}"


# the key of a player's held target in their memory (:class:`SetTarget`)
HELD_TARGET = "held target"


@dataclass(frozen=True)
class SetTarget(Does):
    """The user's target becomes the player chosen (a player holds one target, kept until they
    set another: the incumbent's ``Target``; a later rule reads it with :func:`held_target`,
    such as a role file's trigger aimed at ``target``). The choice is the accepted action's
    event (its target); the user is told ``tell`` with the target's name as ``target``.
    ``emergency``: the target may be changed once a phase, plus one emergency change a game
    (S1.52, the book's targeting, rule-ability-types-targeting.6); the loader gives the ability
    the check that refuses a third change in a phase."""

    kind: ClassVar[str | None] = "choice"
    marks: ClassVar[tuple[Effect, ...] | None] = ()

    tell: str = ""
    rule: str = ""
    emergency: bool = False

    def run(self, eng: Engine, act: Act) -> None:
        chosen = act.targets[0].name
        if self.emergency:
            # S1.52: one change a phase, plus one emergency change a game: a second change
            # within one phase spends it (the ability's check refuses a third)
            mem = act.actor.memory
            phase_key, spent_key = held_target_keys()
            if mem.get(phase_key) == eng.state.phase:
                mem[spent_key] = True
            mem[phase_key] = eng.state.phase
        act.actor.memory[HELD_TARGET] = chosen
        if self.tell:
            eng.tell(act.actor, self.tell, rule=self.rule or act.ability.rule,
                     causes=[act.event.id], target=chosen)

    def text(self) -> str:
        if self.emergency:
            return ("set your target to a player (kept until you set another; one change a "
                    "phase, plus one emergency change a game)")
        return "set your target to a player (kept until you set another)"

    def notation(self) -> str:
        return "Target (held)"


@dataclass(frozen=True)
class Untarget(Does):
    """The user's held target (:class:`SetTarget`) is forgotten: they hold none until they set
    another (the incumbent's ``Untarget``; rule-ability-types-targeting.3: a target is chosen
    in advance for an ability that fires later, and this ends the choice). Nobody is told; it
    reaches no player."""

    kind: ClassVar[str | None] = None
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.NOTHING,)

    def run(self, eng: Engine, act: Act) -> None:
        act.actor.memory.pop(HELD_TARGET, None)

    def text(self) -> str:
        return "forget your target"

    def notation(self) -> str:
        return "Untarget"


def held_target_keys() -> tuple[str, str]:
    """The memory keys of a held target's changes (:class:`SetTarget` with ``emergency``): the
    phase of its last change, and whether the emergency change is spent."""
    return f"{HELD_TARGET}_phase", f"{HELD_TARGET}_emergency"


def held_target(eng: Engine, player: Player, *, dead: bool = False) -> Player | None:
    """``player``'s held target (:class:`SetTarget`): None when they set none, or when it has
    died (unless ``dead``)."""
    name = player.memory.get(HELD_TARGET)
    found = eng.find(name) if isinstance(name, str) else None
    if found is None or not (found.alive or dead):
        return None
    return found


@dataclass(frozen=True)
class Spend(Does):
    """A bookkeeping step before the main effect: each target spends one of the user's
    ``counter`` (never below none; a user without that counter spends nothing)."""

    kind: ClassVar[str | None] = None
    marks: ClassVar[tuple[Effect, ...] | None] = None

    counter: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        counters = act.actor.counters
        if self.counter in counters:
            counters[self.counter] = max(0, counters[self.counter] - len(act.targets))

    def text(self) -> str:
        return ""

    def notation(self) -> str:
        return ""


@dataclass(frozen=True)
class Stamp(Does):
    """A bookkeeping step: the user's counter ``counter`` records the phase of this use (a rule
    on how often it may be used reads it)."""

    kind: ClassVar[str | None] = None
    marks: ClassVar[tuple[Effect, ...] | None] = None

    counter: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        act.actor.counters[self.counter] = eng.state.phase

    def text(self) -> str:
        return ""

    def notation(self) -> str:
        return ""


@dataclass(frozen=True)
class AddCounter(Does):
    """The user's counter ``counter`` (shown to them by its name) goes up by ``by``, or down
    for a negative ``by``, never below none; a ``counter_changed`` event names the change (the
    incumbent's Counting, ``Increment Counter``/``Decrement Counter``; assassin.1's knives)."""

    kind: ClassVar[str | None] = "other"
    marks: ClassVar[tuple[Effect, ...] | None] = None

    counter: str = "counter"
    by: int = 1

    def run(self, eng: Engine, act: Act) -> None:
        counters = act.actor.counters
        # R7's counters: what is left never goes below none
        now = max(0, counters.get(self.counter, 0) + self.by)
        counters[self.counter] = now
        eng.emit("counter_changed", targets=[act.actor.name], causes=[act.event.id],
                 rule=act.ability.rule, data={"counter": self.counter, "value": now})

    def text(self) -> str:
        if self.by >= 0:
            return f"add {self.by} to your counter {self.counter}"
        return f"take {-self.by} from your counter {self.counter}"

    def notation(self) -> str:
        return f"Counter {self.counter} {self.by:+d}"


# ---------------------------------------------------------------------------- more steps and
# types: a use recorded on its user, a status given or lifted, words told, a guessed role, a
# disguise worn, a choice remembered with its phase


# what a guess is checked against when no appearance is read: the player's current role as it
# is (no disguise, no obstruction)
TRUE_ROLE = "true role"


def _until(eng: Engine, until: str) -> int | None:
    """The phase index a status given ``until`` ends with (None: for good)."""
    if until == PHASE_END:
        return eng.state.phase
    if until == NEXT_PHASE:
        return eng.state.phase + 1
    if until == NEXT_NIGHT:
        return next_night_end(eng.state.phase)
    return None


def next_night_end(phase: int) -> int:
    """The index of the next night after ``phase`` (nights are odd: Night 1 is phase 1)."""
    return phase + 2 if phase % 2 == 1 else phase + 1


def _chosen(eng: Engine, act: Act, what: str) -> Any:
    """What a remembered choice keeps (:class:`Remember`'s ``value`` words)."""
    if what == "target":
        return act.targets[0].name
    if what == "role":
        return eng.role_of_name(act.picks[0]).name
    if what == "phase index":
        return eng.state.phase
    if what == "offices":
        return list(act.actor.offices)
    if what == "phase and target":
        return {"phase": eng.state.phase, "player": act.targets[0].name}
    return str(eng.state.phase)


@dataclass(frozen=True)
class Mark(Does):
    """A bookkeeping step: the user gets the status ``status`` until the phase ends, a record of
    this use that a rule on what else they may use this phase reads."""

    kind: ClassVar[str | None] = None
    marks: ClassVar[tuple[Effect, ...] | None] = None

    status: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        eng.add_status(act.actor, self.status, source=act.event.id, until=eng.state.phase)

    def text(self) -> str:
        return ""

    def notation(self) -> str:
        return ""


@dataclass(frozen=True)
class Give(Does):
    """A step of Applying: each target (those ``only`` picks, a judge (engine, player) → bool;
    None: all) gets the status ``status`` from the accepting event, ``until`` the phase ends
    (PHASE_END), the next one ends (NEXT_PHASE) or for good (""); its data name the user
    (``by``) and the number picked (``value``, the first pick read as a number). Nobody is
    told: a :class:`Tell` after it says what the user hears."""

    kind: ClassVar[str | None] = None
    marks: ClassVar[tuple[Effect, ...] | None] = None

    status: str = ""
    until: str = ""
    by: bool = False
    value: bool = False
    only: Callable[[Engine, Player], bool] | None = None

    def run(self, eng: Engine, act: Act) -> None:
        data: dict[str, Any] = {}
        if self.value:
            data["value"] = int(act.picks[0])
        if self.by:
            data["by"] = act.actor.name
        for target in act.targets:
            if self.only is None or self.only(eng, target):
                eng.add_status(target, self.status, source=act.event.id,
                               until=_until(eng, self.until), data=data)

    def text(self) -> str:
        return f"the player is {self.status}"

    def notation(self) -> str:
        until = f" (~{self.until})" if self.until else ""
        return f"Give {self.status}{until}" + (" if judged" if self.only else "")


# ---------------------------------------------------------------------------- what a role file's
# triggers at a phase's start or end do most (the WWRF import's `Kill @Self`, `Role Change @Self
# to X`, `Learn `text``): a kill that resolves itself, a role change, words told


class SlayKind(Enum):
    """The kind of a :class:`Slay` (R8: a kill is stopped only by what stops kills; nothing
    stops a true kill)."""

    KILL = "kill"
    TRUE_KILL = "true kill"
    # R8 / R11: a lynch brought about by a player's ability, not a poll (an indirect lynch:
    # only what stops lynches stops it)
    LYNCH = "lynch"


@dataclass(frozen=True)
class Slay(Does):
    """A death of the kind ``how`` for each target, by the user (R8: ``kill`` meets the
    defences that stop kills, ``true kill`` none); the user is told ``tell`` with the target's
    name when it is stopped."""

    kind: ClassVar[str | None] = "kill"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.DEATH,)

    how: SlayKind = SlayKind.KILL
    tell: str = ""
    rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        rule = self.rule or act.ability.rule
        for target in act.targets:
            # R8: the attempt is of the kind named; the engine's defences judge it (a lynch
            # so made is an indirect one, R11, as the log names it)
            done = eng.kill(target, self.how.value, causes=[act.event.id], rule=rule,
                            by=act.actor,
                            source="indirect lynch" if self.how is SlayKind.LYNCH else "")
            if not done and self.tell and act.actor.alive:
                eng.tell(act.actor, self.tell, rule=rule, causes=[act.event.id],
                         target=target.name)

    def text(self) -> str:
        return f"{self.how.value} the player"

    def notation(self) -> str:
        return {SlayKind.TRUE_KILL: "True Kill", SlayKind.LYNCH: "Lynch"}.get(self.how, "Kill")


@dataclass(frozen=True)
class Notice(Does):
    """The user is told ``tell`` once (a role file's words, naming ``{player}``: the user):
    the book's Learn with a text of the role's own. ``about: death``: in a trigger fired by a
    death, the words may also name the dead (``{dead}``), the kind of death (``{how}``: attack,
    kill, true kill, lynch) and the player whose attempt it was (``{killer}``, and the role
    they hold, ``{killer_role}``; "nobody" and "no role" when there is none): the incumbent's
    Learn of ``@This``, ``@DeathType`` and ``@Attacker->Role``. ``about: held``: the words may
    name the user's held target (``{held}``, alive or dead; "nobody" for none) and the role it
    truly holds (``{held_role}``; town-crier.3: no power changes what is told), the
    incumbent's Learn of ``@Target`` and ``@Target->Role``. ``about: defence``: in a trigger
    fired by a defence used (R8, the ``kill_prevented`` event), they may name the player whose
    attempt it stopped (``{attacker}``, "nobody" when none) and the player it kept alive
    (``{attacked}``): the incumbent's ``@Attacker`` and ``@Attacked`` of ``On Defense``."""

    kind: ClassVar[str | None] = "other"
    marks: ClassVar[tuple[Effect, ...] | None] = None

    tell: str = ""
    rule: str = ""
    about: str = ""  # "death": the words also name the death that fired a trigger; "held"

    def run(self, eng: Engine, act: Act) -> None:
        if not self.tell:
            return
        params: dict[str, Any] = {"player": act.actor.name}
        if self.about == "death":
            params.update(_death_words(eng, act.event))
        elif self.about == "defence":
            params.update(defence_words(eng, act.event))
        if self.about == "held":
            # town-crier.1 / town-crier.3: the held target and the role it truly holds
            held = held_target(eng, act.actor, dead=True)
            params["held"] = held.name if held is not None else "nobody"
            params["held_role"] = eng.role_of(held).name if held is not None else "no role"
        eng.tell(act.actor, self.tell, rule=self.rule or act.ability.rule,
                 causes=[act.event.id], **params)

    def text(self) -> str:
        if self.about not in ("", "death", "held", "defence"):
            raise ValueError(self.about)
        return "you are told something"

    def notation(self) -> str:
        return "Learn"


def _death_words(eng: Engine, ev: Event) -> dict[str, Any]:
    """The death among ``ev``'s causes (a trigger's firing), as Notice's words name it."""
    events = eng.state.events
    # the death hook's event (a death's, whatever its kind of event: it names the dead and
    # the kind of death)
    death = next((events[c] for c in ev.causes if 0 <= c < len(events)
                  and events[c].targets and "kind" in events[c].data), None)
    if death is None:
        return {"dead": "nobody", "how": "", "killer": "nobody", "killer_role": "no role"}
    killer = None
    wanted = set(death.causes)
    for old in reversed(events[: death.id]):
        if old.id in wanted and old.actor:
            killer = eng.find(old.actor)
            break
        if old.id < min(wanted, default=0):
            break
    return {"dead": death.targets[0], "how": str(death.data.get("kind", "")),
            "killer": killer.name if killer is not None else "nobody",
            "killer_role": eng.role_of(killer).name if killer is not None else "no role"}


def defence_words(eng: Engine, ev: Event) -> dict[str, Any]:
    """The defence used among ``ev``'s causes (a trigger's firing, R8: its ``kill_prevented``
    event), as Notice's words name it: whose attempt it stopped and whom it kept alive."""
    events = eng.state.events
    stopped = next((events[c] for c in ev.causes if 0 <= c < len(events)
                    and events[c].kind == "kill_prevented"), None)
    if stopped is None:
        return {"attacker": "nobody", "attacked": "nobody"}
    return {"attacker": stopped.actor or "nobody",
            "attacked": stopped.targets[0] if stopped.targets else "nobody"}


@dataclass(frozen=True)
class Tell(Does):
    """A step: the user is told ``msg`` (rule ``rule``), once for each target, naming it as
    ``param`` ("": not named), with the number picked as ``value`` when one is named; once
    in all when the ability names nobody."""

    kind: ClassVar[str | None] = None
    marks: ClassVar[tuple[Effect, ...] | None] = None

    msg: str = ""
    rule: str = ""
    param: str = "target"
    value: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        rule = self.rule or act.ability.rule
        named: list[Player | None] = list(act.targets) or [None]
        for target in named:
            params: dict[str, Any] = {}
            if target is not None and self.param:
                params[self.param] = target.name
            if self.value:
                params[self.value] = int(act.picks[0])
            eng.tell(act.actor, self.msg, rule=rule, causes=[act.event.id], **params)

    def text(self) -> str:
        return ""

    def notation(self) -> str:
        return ""


@dataclass(frozen=True)
class Announce(Does):
    """A step: everyone is told ``tell`` at once, a public announcement naming the user as
    ``by``, the ability's first target (when it names one) as ``target``, the user's held
    target (:class:`SetTarget`, alive or dead, when they hold one) as ``held``, and with ``reads``
    (which disguises fool it, as :class:`Investigate`'s) the role that target appears to have
    as ``role``; nothing when ``tell`` is empty."""

    kind: ClassVar[str | None] = None
    marks: ClassVar[tuple[Effect, ...] | None] = None

    tell: str = ""
    rule: str = ""
    reads: str = ""  # "": no role named; else READS' words: the disguises that fool {role}

    def run(self, eng: Engine, act: Act) -> None:
        if not self.tell:
            return
        params: dict[str, Any] = {"by": act.actor.name}
        held = held_target(eng, act.actor, dead=True)
        if held is not None:
            params["held"] = held.name
        if act.targets:
            params["target"] = act.targets[0].name
            if self.reads:
                # the role the first target appears to have, read as an investigation reads it
                # (the incumbent's Process of a Role Investigate whose result is announced)
                params["role"], _ = eng.investigate(act, act.targets[0], READS[self.reads])
        eng.announce(self.tell, rule=self.rule or act.ability.rule, causes=[act.event.id],
                     **params)

    def text(self) -> str:
        if self.reads:
            READS[self.reads]  # (an unknown word is refused here, as the loader asks)
            return "everyone is told the role a player appears to have"
        return "everyone is told"

    def notation(self) -> str:
        return "Announce"


@dataclass(frozen=True)
class Emit(Does):
    """A step: the user raises the named signal ``signal`` (the guides' Emitting, ``Emit
    `Value```): a ``signal_emitted`` event with the name in its data, then the moment
    ``signal``, where the triggers listening for that name (a role file's ``moment: signal``)
    fire for the user. Nothing happens when no trigger listens. The name is a word of the
    file's own, never told to a player."""

    kind: ClassVar[str | None] = None
    marks: ClassVar[tuple[Effect, ...] | None] = None

    signal: str = ""
    rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        if not self.signal:
            return
        ev = eng.emit("signal_emitted", actor=act.actor.name, causes=[act.event.id],
                      rule=self.rule or act.ability.rule, data={"signal": self.signal})
        eng.hook("signal", act.actor, self.signal, ev)

    def text(self) -> str:
        return f"raise the signal {self.signal}"

    def notation(self) -> str:
        return f"Emit `{self.signal}`"


@dataclass(frozen=True)
class Guess(Does):
    """Investigating by guesses: each target goes with a role picked (the picks, one a target,
    in order); the user is told ``right`` when it is the role the target has, else ``wrong``
    (rule ``rule``), with the target and the role guessed. ``reads``: the disguises that fool
    it (READS' words: the engine's investigation, once a player however many guesses name
    them; the layer that answered and the guess in the event's data, its disguise's event
    among the causes), or TRUE_ROLE: the player's current role as it is (nothing fools it)."""

    kind: ClassVar[str | None] = "investigate"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.INVESTIGATION,)

    right: str = ""
    wrong: str = ""
    rule: str = ""
    reads: str = "weak and strong"

    def run(self, eng: Engine, act: Act) -> None:
        rule = self.rule or act.ability.rule
        seen: dict[str, tuple[str, str]] = {}
        for target, guess in zip(act.targets, act.picks, strict=False):
            if self.reads == TRUE_ROLE:
                right = target.role.lower() == guess.lower()
                eng.tell(act.actor, self.right if right else self.wrong, rule=rule,
                         causes=[act.event.id], kind="investigation", target=target.name,
                         role=guess)
                continue
            if target.name not in seen:
                seen[target.name] = eng.investigate(act, target, READS[self.reads])
            role, layer = seen[target.name]
            extra = [int(layer.rsplit(":", 1)[1])] if layer != "role" else []
            eng.tell(
                act.actor, self.right if role.lower() == guess.lower() else self.wrong,
                rule=rule, causes=[act.event.id, *extra], kind="investigation",
                data={"layer": layer, "guess": guess}, target=target.name, role=guess,
            )

    def learns(self) -> Learns:
        return Learns.ROLE

    def text(self) -> str:
        return "guess a player's role: a right guess is confirmed"

    def notation(self) -> str:
        return f"Investigate role by a guess (read: {self.reads})"


@dataclass(frozen=True)
class RememberDated(Remember):
    """A :class:`Remember` whose choice is kept with the phase it was made in: ``{"phase": the
    phase index, <value>: the value}`` (a rule reads how long ago it was made)."""

    def _kept(self, eng: Engine, value: Any) -> Any:
        return {"phase": eng.state.phase, self.value: value}

    def notation(self) -> str:
        return f"Remember {self.value} and phase as {self.key}"


@dataclass(frozen=True)
class ShownAttack(Attack):
    """An attack (as :class:`Attack`) whose hit, made in the manner ``shown`` (the pick that
    names it; "": always), is announced to everyone with the user's name and current role
    (``announce``, rule ``announce_rule``, with the target); a failed one reveals nothing."""

    shown: str = ""
    announce: str = ""
    announce_rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        rule = self.rule or act.ability.rule
        user = act.actor
        for target in act.targets:
            if not eng.attack(user, target, causes=[act.event.id], rule=rule, source=self.source):
                if self.tell:
                    eng.tell(user, self.tell, rule=self.tell_rule, causes=[act.event.id],
                             target=target.name)
                continue
            if not self.shown or (act.picks[:1] == (self.shown,)):
                eng.announce(
                    self.announce, rule=self.announce_rule, causes=[act.event.id],
                    kind="role_revealed", player=user.name, role=eng.role_of(user).name,
                    target=target.name,
                )

    def text(self) -> str:
        return "attack a player; a hit in the open announces your name and role"

    def notation(self) -> str:
        return "Attack" + (f" (a hit {self.shown} announces the user)" if self.shown else "")


@dataclass(frozen=True)
class Cleanse(Does):
    """Healing from the solo teams' effects: each target's name is kept in the family state
    ``in_``'s list ``key`` (a rule reads who was cleansed), the event ``event`` records the
    cleansing (rule ``rule``), and the engine's ``cleansed`` moment has each family end its own
    effects on the target and name them with its team; the user is told ``removed`` with them
    (``nothing`` when none), and every living member of a team whose effect ended is told
    ``told`` (rule ``told_rule``) with that team's."""

    kind: ClassVar[str | None] = "cure"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.CURE,)

    in_: type | None = None
    key: str = ""
    event: str = ""
    rule: str = ""
    removed: str = ""
    nothing: str = ""
    told: str = ""
    told_rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        rule = self.rule or act.ability.rule
        for target in act.targets:
            if self.in_ is not None:
                getattr(eng.ext(self.in_), self.key).append(target.name)
            ev = eng.emit(self.event, actor=act.actor.name, targets=[target.name],
                          causes=[act.event.id], rule=rule)
            removed = [pair for found in eng.hook("cleansed", target, ev) for pair in found]
            effects = [effect for effect, _team in removed]
            eng.tell(act.actor, self.removed if effects else self.nothing, rule=rule,
                     causes=[ev.id], target=target.name, effects=", ".join(effects))
            for team in dict.fromkeys(t for _e, t in removed):
                gone = ", ".join(e for e, t in removed if t == team)
                for p in eng.living():
                    if eng.team_of(p) == team:
                        eng.tell(p, self.told, rule=self.told_rule, causes=[ev.id],
                                 player=target.name, effects=gone)

    def text(self) -> str:
        return "remove the effects solo teams put on a player"

    def notation(self) -> str:
        return "Cleanse of the solo teams' effects"


@dataclass(frozen=True)
class RememberEach(Remember):
    """A :class:`Remember` kept for each target: the user's map (in the family state ``in_``'s
    ``key``) holds, for each target's name, the value picked with it (naming a player again
    replaces their line); the user is told ``tell`` with the target, the value as ``param``
    and how many lines the map holds (``count``)."""

    def run(self, eng: Engine, act: Act) -> None:
        assert self.in_ is not None
        lines = getattr(eng.ext(self.in_), self.key).setdefault(act.actor.name, {})
        value = _chosen(eng, act, self.value)
        for target in act.targets:
            lines[target.name] = value
            params: dict[str, Any] = {"target": target.name, self.param: value,
                                      "count": len(lines)}
            eng.tell(act.actor, self.tell, rule=self.rule or act.ability.rule,
                     causes=[act.event.id], **params)

    def notation(self) -> str:
        return f"Remember {self.value} for each player as {self.key}"


def own_channel(eng: Engine, user: Player, name: str, tag: str) -> str:
    """The name of ``user``'s own channel ``name``: numbered among the holders of a role tagged
    ``tag`` when there are several (``name``, ``name 2`` … in seat order), so that it says
    nothing of whose it is."""
    holders = [p.name for p in eng.state.players if tag in eng.role_of(p).tags]
    index = holders.index(user.name) if user.name in holders else 0
    return name if index == 0 else f"{name} {index + 1}"


@dataclass(frozen=True)
class Meet(Does):
    """The user and each target share a channel of the user's own (:func:`own_channel` of
    ``channel`` among the holders of ``tag``), the user unnamed in it as ``unnamed``; one guest
    at a time: whoever was in it leaves it first, silently (rule ``rule``)."""

    kind: ClassVar[str | None] = "other"
    marks: ClassVar[tuple[Effect, ...] | None] = ()

    channel: str = ""
    tag: str = ""
    unnamed: str = ""
    rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        rule = self.rule or act.ability.rule
        user = act.actor
        name = own_channel(eng, user, self.channel, self.tag)
        for target in act.targets:
            g = eng.group(name)
            if g is None:
                g = Group(name=name, channel=f"{name} channel")
                eng.state.groups.append(g)
            eng.empty_group(name, causes=[act.event.id], rule=rule, announce=False)
            g.anonymous[user.name] = self.unnamed
            eng.join_group(user, name, cause=act.event.id, rule=rule)
            eng.join_group(target, name, cause=act.event.id, rule=rule)

    def text(self) -> str:
        return f"talk unnamed with a player in a {self.channel} channel of your own"

    def notation(self) -> str:
        return f"Meet in own {self.channel} channel (unnamed)"


@dataclass(frozen=True)
class Hand(Does):
    """Handing over: the status ``status`` the user holds passes to each target. It leaves the
    user, the event ``event`` records the passing (rule ``rule``), the target holds it from
    that event on and their name joins the family state ``in_``'s list ``key`` (every holder in
    order); the target is told ``tell`` (rule ``tell_rule``), never by whom."""

    kind: ClassVar[str | None] = "handover"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.HANDOVER,)

    status: str = ""
    event: str = ""
    rule: str = ""
    in_: type | None = None
    key: str = ""
    tell: str = ""
    tell_rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        rule = self.rule or act.ability.rule
        for target in act.targets:
            eng.remove_status(act.actor, self.status)
            ev = eng.emit(self.event, actor=act.actor.name, targets=[target.name],
                          causes=[act.event.id], rule=rule)
            eng.add_status(target, self.status, source=ev.id)
            if self.in_ is not None:
                getattr(eng.ext(self.in_), self.key).append(target.name)
            eng.tell(target, self.tell, rule=self.tell_rule or rule, causes=[ev.id])

    def text(self) -> str:
        return f"hand your {self.status} over to a player"

    def notation(self) -> str:
        return f"Hand {self.status} over"


# ---------------------------------------------------------------------------- markers


def marker_status(name: str) -> str:
    """The status a plain named marker is carried as: a name of its own kind, so that a role
    file's marker is never one of the engine's statuses (a disguise, a doom) by its name."""
    return f"marker: {name.strip().lower()}"


@dataclass(frozen=True)
class Worn:
    """What an attribute with a rule of its own (the incumbent's ``Starting: Weakly Disguise
    @Self as `X` (~Attribute)``) puts on while it is carried: a disguise as ``role`` of
    ``strength`` (weak or strong), on and off with the marker. Declared once by a role file
    (its ``attributes``), never written on an effect."""

    role: str
    strength: str = "weak"


@dataclass(frozen=True)
class AddMarker(Does):
    """A plain named marker (what the incumbent calls an attribute with no rule of its own,
    such as its `Marker`): each target (the user, when the ability names nobody) carries the
    marker ``marker`` until the phase ends (``until: phase``) or for good. It does nothing by
    itself and nobody is told: only a condition that asks for it reads it. ``user``: the
    user is marked whatever the ability names (a step beside an effect on its targets)."""

    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.NOTHING,)

    marker: str = ""
    until: str = ""  # PHASE_END, NEXT_NIGHT or "" (until a RemoveMarker takes it off)
    user: bool = False
    worn: Worn | None = None  # the attribute's disguise, from the file's declaration

    def __post_init__(self) -> None:
        if not self.marker.strip():
            raise ValueError("a marker has a name")
        if self.until not in ("", PHASE_END, NEXT_NIGHT):
            raise ValueError(f"a marker lasts until the phase ends, until the next night ends "
                             f"or for good, not {self.until}")

    def run(self, eng: Engine, act: Act) -> None:
        status = marker_status(self.marker)
        until = _until(eng, self.until)
        for target in [act.actor] if self.user else act.targets or [act.actor]:
            if target.has(status):
                continue
            eng.add_status(target, status, source=act.event.id, until=until)
            if self.worn is not None:
                # the guides' ~Attribute: the attribute's disguise lasts as long as it is
                # applied (it comes off with the marker, RemoveMarker)
                eng.add_status(target, "disguise", source=act.event.id, until=until,
                               data={"role": self.worn.role, "strength": self.worn.strength,
                                     "marker": status})

    def text(self) -> str:
        return f"mark a player {self.marker}"

    def notation(self) -> str:
        return f"Mark {self.marker}" + (f" (~{self.until})" if self.until else "")


# what an obstruction of its holder's own abilities is carried as (Obstruct)
OBSTRUCTED = "obstructed"


@dataclass(frozen=True)
class Obstruct(Does):
    """WWRF's ``Obstruct <Ability Type> for @Self``: each target (the user, when the ability
    names nobody) is obstructed until the phase ends (``until: phase``), until the next night
    ends (``next night``) or for good: while obstructed, their own abilities of the type
    ``kind`` (every type, when it names none) fail where they land, as a blocked ability
    fails (:func:`obstructed_ability`, R17: the user is told the ability's failure, no visit
    is made). Nobody is told of the obstruction itself."""

    kind: ClassVar[str | None] = "block"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.BLOCK,)

    abilities: str = ""  # the ability type obstructed ("": every one)
    until: str = PHASE_END
    rule: str = ""

    def __post_init__(self) -> None:
        if self.until not in ("", PHASE_END, NEXT_NIGHT):
            raise ValueError(f"an obstruction lasts until the phase ends, until the next "
                             f"night ends or for good, not {self.until}")

    def run(self, eng: Engine, act: Act) -> None:
        for target in act.targets or [act.actor]:
            eng.add_status(target, OBSTRUCTED, source=act.event.id, until=_until(eng, self.until),
                           data={"abilities": self.abilities,
                                 "rule": self.rule or act.ability.rule})

    def text(self) -> str:
        what = f"{self.abilities} abilities" if self.abilities else "abilities"
        return f"obstruct a player's {what}"

    def notation(self) -> str:
        return f"Obstruct {self.abilities or 'all'}" + (f" (~{self.until})" if self.until else "")


def obstructed_ability(eng: Engine, act: Act, target: Player) -> str | None:
    """The ``voids`` moment of an obstruction (:class:`Obstruct`): an ability whose user is
    obstructed for its type fails where it lands; the rule that obstructed them is why."""
    for st in act.actor.all(OBSTRUCTED):
        wanted = str(st.data.get("abilities", ""))
        if not wanted or wanted == act.ability.kind:
            return str(st.data.get("rule") or act.ability.rule)
    return None


@dataclass(frozen=True)
class RemoveMarker(Does):
    """The plain named marker ``marker`` comes off each target (the user, when the ability
    names nobody, or whatever it names when ``user``) who carries it; nobody is told."""

    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.NOTHING,)

    marker: str = ""
    user: bool = False

    def __post_init__(self) -> None:
        if not self.marker.strip():
            raise ValueError("a marker has a name")

    def run(self, eng: Engine, act: Act) -> None:
        status = marker_status(self.marker)
        for target in [act.actor] if self.user else act.targets or [act.actor]:
            # the marker, and what it put on while carried (its disguise: ~Attribute)
            eng.drop_statuses(target, lambda s: s.name == status or (
                s.name == "disguise" and s.data.get("marker") == status))

    def text(self) -> str:
        return f"take the marker {self.marker} off a player"

    def notation(self) -> str:
        return f"Unmark {self.marker}"


# WWRF's Manipulating (the guide's Vote Manipulating): the status a changed vote is carried
# as, one for each change, read in the order they were made (oldest first)
VOTES_STATUS = "voting power"
# the polls a change of voting power reaches: the public polls of the day (a lynch, an
# election) or a group's private poll
VOTE_POLLS = {"public": ("lynch", "election"), "private": ("group",)}


@dataclass(frozen=True)
class SetVotes(Does):
    """Each target's vote (the user's, when the ability names nobody) counts ``votes`` on the
    polls ``polls`` names from now on (``public``: the lynch and elections; ``private``: a
    group's poll), or ``votes`` more (fewer, when negative) when ``relative``: WWRF's ``Manipulate
    @X's public voting power to N`` (``by N``: relative). The changes stack in the order they
    were made; a ``hidden`` one is not shown on the poll's board. Kept by the player, whatever
    role they hold later. The custom roles' ``vote_weight`` rule reads it."""

    kind: ClassVar[str | None] = "manipulation"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.VOTES,)

    votes: int = 0
    relative: bool = False
    polls: str = "public"
    hidden: bool = False

    def __post_init__(self) -> None:
        if self.polls not in VOTE_POLLS:
            raise ValueError(f"polls is one of: {', '.join(VOTE_POLLS)}, not {self.polls}")
        if not -16 <= self.votes <= 16:
            raise ValueError(f"a voting power is between -16 and 16, not {self.votes}")

    def data(self) -> dict[str, Any]:
        """The status's data: what the change is."""
        return {"votes": self.votes, "relative": self.relative, "polls": self.polls,
                "hidden": self.hidden}

    def run(self, eng: Engine, act: Act) -> None:
        for target in act.targets or [act.actor]:
            eng.add_status(target, VOTES_STATUS, source=act.event.id, data=self.data())

    def text(self) -> str:
        how = "by" if self.relative else "to"
        return f"change a player's {self.polls} votes {how} {self.votes}"

    def notation(self) -> str:
        how = "by" if self.relative else "to"
        return f"Votes {self.polls} {how} {self.votes}" + (" hidden" if self.hidden else "")


def voting_power(player: Player, poll_kind: str, weight: int) -> tuple[int, bool]:
    """What ``player``'s vote counts on a poll of ``poll_kind`` after their changes of voting
    power (:class:`SetVotes`), from ``weight``, oldest first (the guide's order), and whether
    every change that applied is one the board shows."""
    shown = True
    for st in player.all(VOTES_STATUS):
        if poll_kind not in VOTE_POLLS.get(str(st.data.get("polls")), ()):
            continue
        n = int(st.data.get("votes", 0))
        weight = weight + n if st.data.get("relative") else n
        shown = shown and not st.data.get("hidden")
    return weight, shown


# ---------------------------------------------------------------------------- extra roles


def _extra(eng: Engine, name: str) -> Any:
    """The extra role of that name the rules hand out (a KeyError when there is none: a role
    file's guard reports it as its effect's failure)."""
    extra = eng.rules.extra(name)
    if extra is None or not extra.status:
        raise KeyError(name)
    return extra


@dataclass(frozen=True)
class Grant(Does):
    """lover.10 / RM460: an extra role is held beside one's own role, handed out in play by
    the rule of the role that gives it, never dealt. Each target comes to hold the extra role
    ``role``: the event ``extra_granted`` records it, the target carries the extra role's
    status from that event on (so its card is theirs to read), its starting rule (a disguise)
    is put on, and they are told ``extra.granted``. A target who holds it already is passed
    over (nothing happens, nobody is told)."""

    kind: ClassVar[str | None] = "handover"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.HANDOVER,)
    names_extra: ClassVar[bool] = True

    role: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        extra = _extra(eng, self.role)
        for target in act.targets:
            if target.has(extra.status):
                continue
            ev = eng.emit("extra_granted", actor=act.actor.name, targets=[target.name],
                          causes=[act.event.id], rule=act.ability.rule,
                          data={"role": extra.name})
            eng.add_status(target, extra.status, source=ev.id)
            if extra.setup is not None:
                extra.setup(eng, target)
            eng.tell(target, "extra.granted", rule=act.ability.rule, causes=[ev.id],
                     role=extra.name)

    def text(self) -> str:
        return f"hand a player the extra role {self.role}"

    def notation(self) -> str:
        return f"Grant {self.role}"


@dataclass(frozen=True)
class Revoke(Does):
    """lover.10 / RM460: the extra role ``role`` is taken back: each target who holds it (the
    user, when the ability names nobody) loses its status, the event ``extra_revoked``
    records it and they are told ``extra.revoked``; a target who does not hold it is passed
    over."""

    kind: ClassVar[str | None] = "cure"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.CURE,)
    names_extra: ClassVar[bool] = True

    role: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        extra = _extra(eng, self.role)
        for target in act.targets or [act.actor]:
            if not target.has(extra.status):
                continue
            eng.remove_status(target, extra.status)
            ev = eng.emit("extra_revoked", actor=act.actor.name, targets=[target.name],
                          causes=[act.event.id], rule=act.ability.rule,
                          data={"role": extra.name})
            if target.alive:
                eng.tell(target, "extra.revoked", rule=act.ability.rule, causes=[ev.id],
                         role=extra.name)

    def text(self) -> str:
        return f"take the extra role {self.role} back"

    def notation(self) -> str:
        return f"Revoke {self.role}"


# ---------------------------------------------------------------------------- the types whose
# resolution is a role's own hook: they name the ability's type (its kind and its marks)


@dataclass(frozen=True)
class _Named(Does):
    runs: ClassVar[bool] = False
    what: str = ""  # a few words on what the hook does, for the notation and the help

    def text(self) -> str:
        return self.what or type(self).__name__.lower()

    def notation(self) -> str:
        return type(self).__name__ + (f" ({self.what})" if self.what else "")


@dataclass(frozen=True)
class Choose(_Named):
    """A choice of a player or an option that a later rule carries out (Targeting)."""

    kind: ClassVar[str | None] = "choice"


@dataclass(frozen=True)
class Target(_Named):
    """A kept target (the book's Targeting type), whose hook keeps it."""

    kind: ClassVar[str | None] = "target"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.NOTHING,)


@dataclass(frozen=True)
class Manipulate(_Named):
    """Votes, polls or offices changed (the book's Manipulating type)."""

    kind: ClassVar[str | None] = "manipulation"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.VOTES,)


@dataclass(frozen=True)
class Block(_Named):
    """A target's ability taken away or blocked."""

    kind: ClassVar[str | None] = "block"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.BLOCK,)


@dataclass(frozen=True)
class Redirect(_Named):
    """What is done to the user lands on another (the book's Redirecting type)."""

    kind: ClassVar[str | None] = "redirect"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.REDIRECTION,)


@dataclass(frozen=True)
class Disguise(_Named):
    """A target seen as another role."""

    kind: ClassVar[str | None] = "disguise"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.DISGUISE,)


@dataclass(frozen=True)
class Cure(_Named):
    """An affliction ended (the book's Healing)."""

    kind: ClassVar[str | None] = "cure"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.CURE,)


@dataclass(frozen=True)
class Reveal(_Named):
    """A role shown to others."""

    kind: ClassVar[str | None] = "reveal"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.EXPOSURE,)


@dataclass(frozen=True)
class Special(_Named):
    """An ability of no other type (its hook is the rule)."""


# ---------------------------------------------------------------------------- more shapes that
# recur: a guess checked, a strike that reveals its user, a status taken off, a kept choice, a
# disguise put on, and the bookkeeping of lent powers and uses a phase


@dataclass(frozen=True)
class RevealingAttack(Does):
    """An attack on each target (as :class:`Attack`, rule ``rule``, its source ``source`` with
    ``{role}`` the role the ability is used as) whose success reveals the user to everyone:
    the announcement ``revealed`` (rule ``reveal_rule``) names the user and that role, and the
    target too when ``names_target``. A target dead already counts as struck when
    ``dead_hits`` (one killed in the same batch, R4) and as nothing otherwise; a failure on a
    living target is told to the user as ``tell`` (R8)."""

    kind: ClassVar[str | None] = "attack"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.DEATH,)

    rule: str = ""
    source: str = ""
    revealed: str = ""
    reveal_rule: str = ""
    names_target: bool = False
    dead_hits: bool = False
    tell: str = "attack.failed"

    def _strike(self, eng: Engine, act: Act, target: Player, rule: str) -> bool:
        return eng.attack(act.actor, target, causes=[act.event.id], rule=rule,
                          source=self.source.format(role=act.role))

    def run(self, eng: Engine, act: Act) -> None:
        rule = self.rule or act.ability.rule
        for target in act.targets:
            hit = self.dead_hits if not target.alive else self._strike(eng, act, target, rule)
            if hit:
                params: dict[str, Any] = {"player": act.actor.name, "role": act.role}
                if self.names_target:
                    params["target"] = target.name
                eng.announce(self.revealed, rule=self.reveal_rule or rule, causes=[act.event.id],
                             kind="role_revealed", **params)
            elif target.alive:
                eng.tell(act.actor, self.tell, rule="R8", causes=[act.event.id],
                         target=target.name)

    def text(self) -> str:
        return "attack a player; if it succeeds, everyone learns your role"

    def notation(self) -> str:
        return "Attack, revealing you if it succeeds"


@dataclass(frozen=True)
class RevealingKill(RevealingAttack):
    """As :class:`RevealingAttack`, with a kill (only what stops kills stops it) by the user."""

    kind: ClassVar[str | None] = "kill"

    def _strike(self, eng: Engine, act: Act, target: Player, rule: str) -> bool:
        return eng.kill(target, "kill", causes=[act.event.id], rule=rule, by=act.actor,
                        source=self.source.format(role=act.role))

    def text(self) -> str:
        return "kill the player; if they die, everyone learns your role"

    def notation(self) -> str:
        return "Kill, revealing you if it succeeds"


@dataclass(frozen=True)
class Remove(Does):
    """A status taken off (a cure, a mark taken back, a status ended): the status ``status`` of
    each target (of the user, when the ability names nobody) ends; one who had it is recorded
    by the event ``event`` ("": none; rule ``event_rule``), and each leaves the group ``group``
    ("": none) the status had them in. The user, or the group ``to``, is told ``tell`` ("":
    nothing) with the target's name as ``player`` (and the user's as ``by``, when ``by``),
    whether or not there was anything to take off (the user learns nothing of the target from
    it). ``step``: a step of an ability whose type another effect gives (it then gives the
    ability no type and marks nobody)."""

    kind: ClassVar[str | None] = "cure"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.CURE,)

    status: str = ""
    event: str = ""
    event_rule: str = ""
    tell: str = ""
    rule: str = ""
    to: str = ""
    by: bool = False
    group: str = ""
    step: bool = False

    def __post_init__(self) -> None:
        if self.step:  # a bookkeeping step: no type of its own (main_effect passes over it)
            object.__setattr__(self, "kind", None)
            object.__setattr__(self, "marks", None)

    def run(self, eng: Engine, act: Act) -> None:
        rule = self.rule or act.ability.rule
        for target in act.targets or [act.actor]:
            if target.has(self.status):
                eng.remove_status(target, self.status)
                if self.event:
                    eng.emit(self.event, actor=act.actor.name, targets=[target.name],
                             causes=[act.event.id], rule=self.event_rule or rule)
            if self.group:
                eng.leave_group(target, self.group, causes=[act.event.id], rule=rule)
            if not self.tell:
                continue
            params: dict[str, Any] = {"player": target.name}
            if self.by:
                params["by"] = act.actor.name
            if self.to:
                eng.tell_group(self.to, self.tell, rule=rule, causes=[act.event.id], **params)
            else:
                eng.tell(act.actor, self.tell, rule=rule, causes=[act.event.id], **params)

    def text(self) -> str:
        return f"take the {self.status} status off a player"

    def notation(self) -> str:
        return f"Remove {self.status}"


@dataclass(frozen=True)
class Keep(Does):
    """The book's Targeting (rule-ability-types-targeting.6): a choice kept for an ability that
    fires later, made at once and changed once a phase, plus one emergency change a game (S1.52:
    a second change within one phase spends it). The value (the ``target``'s name, the ``pick``
    named after the verb, or the ``role`` the pick names) is kept under ``key``, the phase of
    its last change under ``phase_key``, and the spent emergency change under
    ``emergency_key``: in the user's memory (the spent change as True), or, with a family state
    ``in_``, in its maps by the user's name (the spent change as the user's name in its list).
    The user is told ``tell`` with the value as ``param``. (Its refusal of a third change is the
    ability's check; what a kept player is kept for, its declaration says.) ``targeting``: False
    for a kept choice that is no Targeting (the ability's type is then ``choice``, as a
    :class:`Remember`'s)."""

    kind: ClassVar[str | None] = "target"
    marks: ClassVar[tuple[Effect, ...] | None] = ()

    key: str = ""
    phase_key: str = ""
    emergency_key: str = ""
    value: str = "target"  # "target", "pick" or "role"
    tell: str = ""
    param: str = ""
    rule: str = ""
    in_: type | None = None
    targeting: bool = True

    def __post_init__(self) -> None:
        if not self.targeting:
            object.__setattr__(self, "kind", "choice")

    def run(self, eng: Engine, act: Act) -> None:
        phase, name = eng.state.phase, act.actor.name
        if self.in_ is None:
            mem = act.actor.memory
            if mem.get(self.phase_key) == phase:
                mem[self.emergency_key] = True
            mem[self.phase_key] = phase
        else:
            st: Any = eng.ext(self.in_)
            spent, phases = getattr(st, self.emergency_key), getattr(st, self.phase_key)
            if phases.get(name) == phase and name not in spent:
                spent.append(name)
            phases[name] = phase
        if self.value == "pick":
            value = act.picks[0] if act.picks else ""
        elif self.value == "role":
            value = eng.role_of_name(act.picks[0]).name
        else:
            value = act.targets[0].name if act.targets else ""
        if self.in_ is None:
            act.actor.memory[self.key] = value
        else:
            getattr(eng.ext(self.in_), self.key)[name] = value
        if self.tell:
            params: dict[str, Any] = {self.param: value} if self.param else {}
            eng.tell(act.actor, self.tell, rule=self.rule or act.ability.rule,
                     causes=[act.event.id], **params)

    def text(self) -> str:
        what = "a player" if self.value == "target" else "a role"
        return f"choose {what} for later (one change a phase, one emergency)"

    def notation(self) -> str:
        return f"Keep {self.value} as {self.key} (1 change/phase + 1 emergency)"


@dataclass(frozen=True)
class DisguiseAs(Does):
    """Disguising: each target (the user, when the ability names nobody) is disguised, at once,
    as the role named after the verb (the pick): a disguise of ``strength`` (weak or strong)
    worn for this phase and the next (``until`` ``NEXT_PHASE``), until the end of this night or
    of the night after this day (``NIGHT_END``), or until something removes it (""). Its source
    is the event ``event`` that records it (the role and the strength in its data, and its last
    phase when it has one; the user as its actor when the ability names players), or the
    accepting event. The user is told ``tell`` with the role (and the target's name, when the
    ability names players), caused by that source; it is the target's, whatever becomes of the
    user."""

    kind: ClassVar[str | None] = "disguise"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.DISGUISE,)

    strength: str = "weak"
    until: str = ""  # NEXT_PHASE, NIGHT_END or "" (until removed)
    event: str = ""
    tell: str = ""
    rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        role, phase = act.picks[0], eng.state.phase
        until = {NEXT_PHASE: phase + 1, NIGHT_END: phase if phase % 2 == 1 else phase + 1}.get(
            self.until
        )
        rule = self.rule or act.ability.rule
        named = bool(act.targets)
        for target in act.targets or [act.actor]:
            source = act.event.id
            if self.event:
                data: dict[str, Any] = {"role": role, "strength": self.strength}
                if self.until:
                    data["until"] = until
                source = eng.emit(
                    self.event, actor=act.actor.name if named else None,
                    targets=[target.name], causes=[act.event.id], rule=rule, data=data,
                ).id
            eng.add_status(target, "disguise", source=source, until=until,
                           data={"role": role, "strength": self.strength})
            if self.tell:
                params: dict[str, Any] = {"target": target.name} if named else {}
                eng.tell(act.actor, self.tell, rule=rule, causes=[source], role=role, **params)

    def text(self) -> str:
        until = {NEXT_PHASE: " for this phase and the next",
                 NIGHT_END: " until the night ends"}.get(self.until, "")
        return f"disguise a player ({self.strength}) as a role{until}"

    def notation(self) -> str:
        until = f", ~{self.until}" if self.until else ""
        return f"Disguise as the role picked ({self.strength}{until})"


@dataclass(frozen=True)
class Become(Does):
    """Changing: each living target holds the role named ``role`` from now on, through the one
    path for a role change (R36, ``Engine.change_role``: a role or an alignment that cannot
    change is kept, with its event, and nothing else happens). The target loses the old role's
    powers and is told so (``tell``, with ``was`` and ``role``); a role whose holders are in
    groups (the wolfpack's, R9) puts them in each, as the deal does. A role no rule knows fails
    the effect (a role file's is checked when it is read)."""

    kind: ClassVar[str | None] = "role change"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.RECRUITMENT,)
    names_role: ClassVar[bool] = True  # ``role`` is a role's name (a loader checks it)

    role: str = "Citizen"
    tell: str = "role.became"
    rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        new = eng.role_of_name(self.role)
        rule = self.rule or act.ability.rule
        for target in act.targets:
            if not target.alive:
                continue
            was = target.role
            ev = eng.change_role(target, new.name, causes=[act.event.id], rule=rule,
                                 msg=self.tell or None, was=was, role=new.name)
            if ev.kind != "role_changed":
                continue  # R36: the change was refused; its event says why
            # R36: the old role's stored choices go with its powers
            if any(p.actor == target.name for p in eng.state.pending):
                eng.state.pending = [p for p in eng.state.pending if p.actor != target.name]
            for group in new.groups:
                eng.join_group(target, group, cause=ev.id, rule=rule)

    def text(self) -> str:
        return f"the player becomes the {self.role}"

    def notation(self) -> str:
        return f"Role Change to {self.role}"


@dataclass(frozen=True)
class SpendLent(Does):
    """A bookkeeping step: one of the user's ``power`` lent for this phase is spent. The user's
    memory ``key`` holds what was lent: the phase it is for and a count a power (never below
    none; a loan of another phase is left as it is)."""

    kind: ClassVar[str | None] = None
    marks: ClassVar[tuple[Effect, ...] | None] = None

    key: str = ""
    power: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        got = act.actor.memory.get(self.key)
        if isinstance(got, dict) and got.get("phase") == eng.state.phase:
            got[self.power] = max(0, int(got.get(self.power, 0)) - 1)

    def text(self) -> str:
        return ""

    def notation(self) -> str:
        return ""


@dataclass(frozen=True)
class Tally(Does):
    """A bookkeeping step: the user's uses this phase are counted in their memory ``key`` (the
    phase and the count; a rule on how many uses a phase allows reads it)."""

    kind: ClassVar[str | None] = None
    marks: ClassVar[tuple[Effect, ...] | None] = None

    key: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        mem = act.actor.memory
        night = mem.get(self.key)
        if not isinstance(night, dict) or night.get("phase") != eng.state.phase:
            night = mem[self.key] = {"phase": eng.state.phase, "count": 0}
        night["count"] = int(night["count"]) + 1

    def text(self) -> str:
        return ""

    def notation(self) -> str:
        return ""


@dataclass(frozen=True)
class Expose(Does):
    """Each target's role is shown to everyone, as an eye that reads ``reads`` sees it (the
    disguise that answered among the causes and its layer in the event's data): the
    announcement ``exposed`` (rule ``rule``) names the target, that role and the user (as
    ``by``); first, when ``revealed`` names one, the user's own role (the role the ability is
    used as) is announced too (rule ``reveal_rule``)."""

    kind: ClassVar[str | None] = "reveal"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.EXPOSURE,)

    exposed: str = ""
    rule: str = ""
    reads: str = "strong"
    by: str = "by"  # the announcement's parameter that names the user
    revealed: str = ""
    reveal_rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        rule = self.rule or act.ability.rule
        for target in act.targets:
            shown, layer = eng.appearance(target, READS[self.reads])
            extra = [int(layer.rsplit(":", 1)[1])] if layer != "role" else []
            if self.revealed:
                eng.announce(self.revealed, rule=self.reveal_rule or rule, causes=[act.event.id],
                             kind="role_revealed", player=act.actor.name, role=act.role)
            params: dict[str, Any] = {"player": target.name, "role": shown,
                                      self.by: act.actor.name}
            eng.announce(self.exposed, rule=rule, causes=[act.event.id, *extra],
                         kind="role_revealed", data={"layer": layer}, **params)

    def text(self) -> str:
        return "show everyone a player's role" + (" and your own" if self.revealed else "")

    def notation(self) -> str:
        return f"Expose role (disguises read: {self.reads})" + (" +self" if self.revealed else "")


@dataclass(frozen=True)
class Schedule(Does):
    """A choice made at once and carried out when the phase ends: the ability ``verb`` of the
    user's is put among the phase's end-of-phase actions (R3), from the accepting event, on no
    player (its own rule finds its targets); the user is told ``tell``."""

    kind: ClassVar[str | None] = "choice"
    marks: ClassVar[tuple[Effect, ...] | None] = ()

    verb: str = ""
    tell: str = ""
    rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        st = eng.state
        st.pending.append(Pending(act.actor.name, self.verb, [], st.seq, act.event.id))
        if self.tell:
            eng.tell(act.actor, self.tell, rule=self.rule or act.ability.rule,
                     causes=[act.event.id])

    def text(self) -> str:
        return f"choose now to {self.verb} when the phase ends"

    def notation(self) -> str:
        return f"Schedule {self.verb} (~phase end)"


@dataclass(frozen=True)
class Record(Does):
    """The user's choice is kept by phase, for a rule of a later phase to read (who chose whom
    last night): the target's name and the accepting event go under the phase (as text) and
    the user's name in the family state ``in_``'s map ``key``; a record older than the last
    phase of the same kind is dropped (no rule looks further back). The user is told ``tell``
    with the target's name as ``param``."""

    kind: ClassVar[str | None] = "choice"
    marks: ClassVar[tuple[Effect, ...] | None] = ()

    in_: type | None = None
    key: str = ""
    tell: str = ""
    param: str = "target"
    rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        assert self.in_ is not None
        record = getattr(eng.ext(self.in_), self.key)
        phase = eng.state.phase
        for old in [k for k in record if int(k) < phase - 2]:
            del record[old]
        target = act.targets[0]
        record.setdefault(str(phase), {})[act.actor.name] = [target.name, act.event.id]
        if self.tell:
            params: dict[str, Any] = {self.param: target.name}
            eng.tell(act.actor, self.tell, rule=self.rule or act.ability.rule,
                     causes=[act.event.id], **params)

    def text(self) -> str:
        return "choose a player (kept for the next phase's rule)"

    def notation(self) -> str:
        return f"Record target by phase as {self.key}"


@dataclass(frozen=True)
class Inflict(Does):
    """The book's Inflicting (a solo team's effect put on another player, such as the pyros'
    powder): each target gets the status ``status``, hidden from them, recorded by the event
    ``event`` (its source; rule ``event_rule``), unless they have it already (nothing changes)
    or hold a role with the property ``spared`` while the user plays for ``team`` (the event
    ``spared_event`` records that it came to nothing, rule ``spared_rule``; nobody is told).
    The group ``to`` is told ``tell`` with the target's name as ``player`` and the user's as
    ``by``, whatever came of it."""

    kind: ClassVar[str | None] = "apply"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.HARM,)

    status: str = ""
    event: str = ""
    event_rule: str = ""
    spared: str = ""
    team: str = ""
    spared_event: str = ""
    spared_rule: str = ""
    to: str = ""
    tell: str = ""
    rule: str = ""

    def put(self, eng: Engine, user: Player, target: Player, *, cause: int, rule: str) -> None:
        """Put the status on ``target`` by ``user`` (the event ``cause`` led to it)."""
        if target.has(self.status):
            return
        if self.spared and self.spared in eng.role_of(target).tags and (
            eng.team_of(user) == self.team
        ):
            eng.emit(self.spared_event, actor=user.name, targets=[target.name], causes=[cause],
                     rule=self.spared_rule)
            return
        ev = eng.emit(self.event, actor=user.name, targets=[target.name], causes=[cause],
                      rule=rule)
        eng.add_status(target, self.status, source=ev.id, data={"by": user.name})

    def run(self, eng: Engine, act: Act) -> None:
        rule = self.rule or act.ability.rule
        for target in act.targets:
            self.put(eng, act.actor, target, cause=act.event.id, rule=self.event_rule or rule)
            if self.tell:
                eng.tell_group(self.to, self.tell, rule=rule, causes=[act.event.id],
                               player=target.name, by=act.actor.name)

    def text(self) -> str:
        return f"make a player {self.status} (they are not told)"

    def notation(self) -> str:
        return f"Inflict {self.status}"


@dataclass(frozen=True)
class Burn(Attack):
    """A team's fire: an attack (source ``source``) on each target, or, ``on`` a status, on
    every living player who has it (in seat order: the fire finds them); the user is told
    ``tell`` (R8) when it fails. A target whose role has the property ``spared`` is not harmed
    by the fire of a user playing for ``team``: the event ``spared_event`` (rule
    ``spared_rule``) records it, the target is told ``spared_tell`` and the user ``refused``
    (rule ``refused_rule``)."""

    on: str = ""
    spared: str = ""
    team: str = ""
    spared_event: str = ""
    spared_rule: str = ""
    spared_tell: str = ""
    refused: str = ""
    refused_rule: str = ""

    def burn(self, eng: Engine, user: Player, target: Player, *, causes: list[int],
             rule: str) -> bool:
        """``user`` sets ``target`` on fire (True when it was not prevented)."""
        if self.spared and self.spared in eng.role_of(target).tags and (
            eng.team_of(user) == self.team
        ):
            ev = eng.emit(self.spared_event, actor=user.name, targets=[target.name],
                          causes=causes, rule=self.spared_rule)
            eng.tell(target, self.spared_tell, rule=self.spared_rule, causes=[ev.id])
            eng.tell(user, self.refused, rule=self.refused_rule, causes=[ev.id],
                     target=target.name)
            return False
        hit = eng.attack(user, target, causes=causes, rule=rule, source=self.source)
        if not hit:
            eng.tell(user, self.tell, rule=self.tell_rule, causes=causes, target=target.name)
        return hit

    def run(self, eng: Engine, act: Act) -> None:
        rule = self.rule or act.ability.rule
        targets = [p for p in eng.living() if p.has(self.on)] if self.on else act.targets
        for target in targets:
            self.burn(eng, act.actor, target, causes=[act.event.id], rule=rule)

    def text(self) -> str:
        return f"attack every {self.on} player" if self.on else "attack a player"

    def notation(self) -> str:
        return f"Attack every {self.on}" if self.on else "Attack"


def add_hidden_votes(eng: Engine, actor: Player, target: Player, votes: int,
                     causes: list[int], rule: str) -> list[str]:
    """S1.56 / stalker.2: ``votes`` hidden votes against ``target`` on every lynch poll of the
    day (never shown; counted only when the winner is chosen), with ``actor`` named as who put
    them there (the Angel asks, S1.58); recorded by the event ``threat``. The polls' names."""
    polls = [p for p in eng.state.polls if p.kind == "lynch"]
    for poll in polls:
        poll.invisible[target.name] = poll.invisible.get(target.name, 0) + votes
        poll.invisible_by.setdefault(target.name, []).append(actor.name)
    eng.emit("threat", actor=actor.name, targets=[target.name], causes=causes, rule=rule,
             data={"votes": votes, "polls": [p.name for p in polls]})
    return [p.name for p in polls]


@dataclass(frozen=True)
class HiddenVotes(Does):
    """WWRF's `Manipulate `Lynch` Poll (@Selection has `N` hidden votes) (~Phase)` (stalker.2,
    S1.56): ``votes`` hidden votes against each target on every lynch poll of the day (the
    engine's one record of them, :func:`add_hidden_votes`); the target is not told, the user
    is told ``tell`` with the target's name as ``player``."""

    kind: ClassVar[str | None] = "manipulation"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.VOTES,)

    votes: int = 2
    tell: str = ""
    rule: str = ""

    def __post_init__(self) -> None:
        if not 1 <= self.votes <= 100:
            raise ValueError("a number of hidden votes is from 1 to 100")

    def run(self, eng: Engine, act: Act) -> None:
        rule = self.rule or act.ability.rule
        for target in act.targets:
            add_hidden_votes(eng, act.actor, target, self.votes, [act.event.id], rule)
            if self.tell:
                eng.tell(act.actor, self.tell, rule=rule, causes=[act.event.id],
                         player=target.name)

    def text(self) -> str:
        return f"put {self.votes} hidden votes against a player in today's lynch"

    def notation(self) -> str:
        return f"Hidden votes ×{self.votes} on the lynch"


DISQUALIFIED = "disqualified"  # the status of a player whose election win elects nobody


@dataclass(frozen=True)
class Disqualify(Does):
    """WWRF's `Manipulate `Election` Poll (@Selection is `Disqualified`)` (saboteur-wolf.2,
    saboteur-wolf.3, R12): each target, should they win the day's election (by night, the
    coming day's), is not elected: nobody is; they may still vote, be voted for and be
    lynched. The status ``disqualified`` lasts through that day and is read when the election
    closes (the offices' ``election_blocked`` moment: :func:`disqualified_winner`); the user is
    told ``tell`` with the target's name as ``target``."""

    kind: ClassVar[str | None] = "manipulation"
    marks: ClassVar[tuple[Effect, ...] | None] = (Effect.VOTES,)

    tell: str = ""
    rule: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        phase = eng.state.phase
        day = phase if phase_kind(phase) == "day" else phase + 1
        for target in act.targets:
            eng.add_status(target, DISQUALIFIED, source=act.event.id, until=day,
                           data={"by": act.actor.name})
            if self.tell:
                eng.tell(act.actor, self.tell, rule=self.rule or act.ability.rule,
                         causes=[act.event.id], target=target.name)

    def text(self) -> str:
        return "should a player win the next election, nobody is elected"

    def notation(self) -> str:
        return "Disqualify from the election (~next day)"


def disqualified_winner(eng: Engine, winner: Player, poll: Any) -> bool:
    """saboteur-wolf.2 / R12: an election's winner who is disqualified is not elected (the
    event ``election_sabotaged`` names what disqualified them); a lynch poll is untouched
    (saboteur-wolf.3)."""
    if getattr(poll, "kind", "") != "election":
        return False
    causes = [s.source for s in winner.statuses if s.name == DISQUALIFIED]
    if not causes:
        return False
    eng.emit("election_sabotaged", targets=[winner.name], causes=causes, rule="saboteur-wolf.2",
             data={"office": getattr(poll, "office", "")})
    return True


# ---------------------------------------------------------------------------- derived words


def steps(does: Does | tuple[Does, ...] | None) -> tuple[Does, ...]:
    if does is None:
        return ()
    return does if isinstance(does, tuple) else (does,)


def main_effect(does: Does | tuple[Does, ...] | None) -> Does | None:
    """The step that gives the ability its type: the last that is not bookkeeping (what comes
    before it keeps a count or a record of the use)."""
    return next((s for s in reversed(steps(does)) if s.kind is not None), None)


@dataclass(frozen=True)
class Sequence:
    """The standard resolution of several effects: each in order."""

    parts: tuple[Does, ...]

    def __call__(self, eng: Engine, act: Act) -> None:
        for part in self.parts:
            part.run(eng, act)


def standard(ab: Ability) -> bool:
    """Whether ``ab`` is resolved by its effects (not by a role's own hook)."""
    if isinstance(ab.resolve, Sequence):
        return True
    return getattr(ab.resolve, "__self__", None) in steps(ab.does)


def describe(ab: Ability) -> str:
    """The help line of an ability, derived from its effects: what it does to its targets (the
    screens and ``werewolves info`` show when, timing and limits beside it)."""
    main = main_effect(ab.does)
    return main.text() if main is not None else ab.verb


def _targets(ab: Ability) -> str:
    if ab.max_targets == 0:
        return "@Self" if ab.min_targets == 0 else "@—"
    n = str(ab.max_targets) if ab.min_targets == ab.max_targets else (
        f"{ab.min_targets}–{ab.max_targets}"
    )
    return f"@{n}" + ("+self" if ab.allow_self else "") + ("?" if ab.min_targets == 0 else "")


def compact(ab: Ability) -> str:
    """The ability in the compact notation, to hold beside the book's Details paragraph:
    ``<Timing> <Phase>: <Effect> @<targets> ⟨limits⟩``, e.g. ``End Night: Attack @1 ⟨×1/game⟩``.
    """
    timing = "End" if ab.timing == "end" else "Immediate"
    phase = {"day": "Day", "night": "Night", "any": "Any"}[ab.when]
    parts = [s.notation() for s in steps(ab.does) if s.notation()]
    what = " + ".join(parts) if parts else ab.kind.capitalize()
    if ab.does is not None and not standard(ab):
        what += " (its own rule)"  # a role's hook resolves it
    limits = []
    if ab.per_phase is not None and ab.per_phase != 1:
        limits.append(f"×{ab.per_phase}/phase")
    if ab.per_phase is None:
        limits.append("any number/phase")
    if ab.per_game is not None:
        limits.append(f"×{ab.per_game}/game")
    if ab.counter:
        limits.append(f"uses {ab.counter}")
    if ab.from_phase >= 2:
        limits.append(f"from {phase_name(ab.from_phase)}")
    if ab.group:
        limits.append(f"poll of {ab.group}")
    if not ab.visits:
        limits.append("no visit")
    if ab.by_dead:
        limits.append("the dead only")
    tail = f" ⟨{', '.join(limits)}⟩" if limits else ""
    return f"{timing} {phase}: {what} {_targets(ab)}{tail}"
