"""What a rule module declares: roles, their abilities, teams, defences, redirectors and hooks.

The engine knows the shape of an ability (when it may be used, how many targets, whether it
visits, whether it can be blocked or redirected); roles are declarations built from it. A
:class:`Ruleset` gathers every declaration of every role family; the engine consults it and never
names a role itself.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING, Any, Literal

from .declarations import NO_DECLARATION, Declaration, Learns, Meaning, Mix
from .effects import Does, Sequence, compact, describe, main_effect, steps
from .messages import (
    english_role_name,
    register_events,
    register_meanings,
    register_texts,
    register_to_you,
)
from .moments import MOMENTS, InstallError, check_listener, listener_id

if TYPE_CHECKING:
    from .core import Act, Engine, Refusal
    from .state import Player

Timing = Literal["immediate", "end"]
PhaseWhen = Literal["day", "night", "any"]
AttackClass = Literal["group", "town", "wolves", "other"]

Check = Callable[["Engine", "Player", "list[Player]"], "Refusal | None"]
Resolve = Callable[["Engine", "Act"], None]
Available = Callable[["Engine", "Player"], bool]
ActorCheck = Callable[["Engine", "Player"], "Refusal | None"]
Words = Callable[["Engine", "Player", "list[Player]"], "tuple[str, dict[str, Any]]"]
Options = Callable[["Engine", "Player"], "tuple[str, ...]"]


def _no_resolve(eng: Engine, act: Act) -> None:
    raise NotImplementedError(f"the ability {act.ability.verb!r} declares no resolution")


@dataclass(frozen=True)
class Ability:
    """An active ability: something a player submits as ``<verb> [targets]``.

    ``does`` is what it does (``engine/effects.py``: an Attack, a Protect, an Investigate …, or a
    few in order); ``kind`` (the ability type: an ability of kind ``attack`` is ordered as an
    attack inside an end-of-phase batch, R3, R8), the standard ``resolve``, the declaration's
    target effects and the ``help`` line are derived from it. ``resolve`` is given only for a
    role's own hook (an effect type with no standard resolution).
    """

    verb: str
    when: PhaseWhen
    timing: Timing
    resolve: Resolve = _no_resolve
    does: Does | tuple[Does, ...] | None = None
    kind: str = "other"
    min_targets: int = 1
    max_targets: int = 1
    allow_self: bool = False
    # it may name dead players too (a target kept for a later effect: mad-scientist.6); every
    # other ability names the living only (R7)
    dead_targets: bool = False
    per_phase: int | None = 1  # R7: once per phase unless a role says otherwise
    per_game: int | None = None
    counter: str | None = None  # refused while this counter of the actor is 0
    from_phase: int = 0  # the first phase index it may be used in
    visits: bool = True  # R15: whether reaching a target is a visit
    visit_slots: tuple[int, ...] | None = None  # which targets are visited (None: all of them)
    blockable: bool = True  # R17
    redirectable: bool = True  # R16
    # affected by obstructions (the Flute enchantment): an investigation whose result an
    # obstruction on its user may replace; the book: no ability is, unless it says so
    obstructable: bool = False
    group: str | None = None  # a group's poll (the wolfpack's attack, R9)
    # the verb of a group's poll this end-of-phase choice takes over: when the phase ends its
    # actor carries out that poll's ability on the chosen target in the group's place, and the
    # group's votes decide nothing (its own ``resolve`` runs first, for its words and counters)
    takes_over: str | None = None
    public: bool = False  # the choice is announced to everyone (votes)
    check: Check | None = None  # a role's own restrictions on the targets its actor can know (R7)
    # a role's own restrictions on the actor alone (R7), checked once, not once per candidate
    actor_check: ActorCheck | None = None
    # the words of the event that accepts an immediate use: (engine, actor, targets) →
    # (catalogue key, parameters); None: "X used verb on Y"
    words: Words | None = None
    available: Available | None = None  # whether the actor has the ability right now
    # speed: ``available`` reads only its player (their role, offices, statuses, groups, all
    # changed through the engine's one path for each), so others' changes leave it as it was
    available_reads_player_only: bool = False
    fail_msg: str | None = None  # what the actor is told when the ability fails (R17)
    rule: str = ""
    help: str = ""
    usage: str = ""
    # what the ability does, as data the edges read (targets' effects, harm to its user or
    # team, irreversibility, what a bot weighs): never inferred from the verb
    declaration: Declaration = NO_DECLARATION
    # words the action names after its players (``tan Ann Fortune Teller``: a role to disguise
    # as; ``archive CAT CAT``: two categories): ``picks`` of them, all different, each one of
    # ``options(engine, actor)`` (matched without regard to case, a name of several words
    # included); what they stand for is the declaration's ``picks``. An ability with picks names
    # a fixed number of players (``min_targets == max_targets``) and resolves at once; its
    # ``Act.picks`` holds them as ``options`` spells them.
    options: Options | None = None
    picks: int = 0
    # the picks go with the players one to one, in order (``seek Ann Bob Ann Wolf Seer Cub``:
    # Ann Wolf, Bob Seer, Ann Cub): ``picks == max_targets``; a player may then be named at
    # several positions, never twice with the same pick, and two players may share a pick
    paired_picks: bool = False
    # an ability only the dead have (a poll the dead vote in): offered to and accepted from a
    # dead player only, and refused to the living; every other ability is the living's (R7)
    by_dead: bool = False

    def __post_init__(self) -> None:
        self._derive()
        # speed: its notation is made once (every view's role card shows it)
        object.__setattr__(self, "_notation", compact(self))

    @property
    def notation(self) -> str:
        """The ability in the compact notation (``engine/effects.compact``)."""
        return self._notation  # type: ignore[attr-defined, no-any-return]

    def _derive(self) -> None:
        # what the ability does is declared once, in ``does``; the rest follows
        if self.does is None:
            return
        main = main_effect(self.does)
        if main is not None and main.kind is not None:
            object.__setattr__(self, "kind", main.kind)
        if self.resolve is _no_resolve:
            parts = tuple(s for s in steps(self.does) if s.runs)
            if len(parts) != len(steps(self.does)):
                raise TypeError(f"{self.verb!r}: its effect has no standard resolution")
            run = parts[0].run if len(parts) == 1 else Sequence(parts)
            object.__setattr__(self, "resolve", run)
            # what the edges read follows from the effect (a role's own hook keeps the
            # declaration it gives)
            decl = self.declaration
            if main is not None and main.marks and not decl.effects:
                decl = replace(decl, effects=main.marks)
            if main is not None and decl.learns is Learns.NOTHING:
                decl = replace(decl, learns=main.learns())
            object.__setattr__(self, "declaration", decl)
        if not self.help:
            object.__setattr__(self, "help", describe(self))


@dataclass(frozen=True)
class RoleDef:
    """A role (or an extra role such as an office): team, abilities and a plain description."""

    name: str
    team: str  # a team key from Ruleset.teams, or "unaligned"
    summary: str
    abilities: tuple[Ability, ...] = ()
    aliases: tuple[str, ...] = ()
    lycan: bool = False
    groups: tuple[str, ...] = ()  # groups joined when the role is dealt
    category: str = "Miscellaneous"
    attack_class: AttackClass = "other"  # killing order (R8)
    office: bool = False
    rules: tuple[str, ...] = ()
    description: str = ""
    # properties other rules ask about instead of naming the role (``plague immune`` …)
    tags: frozenset[str] = frozenset()
    setup: Callable[[Engine, Player], None] | None = None  # a starting ability
    # whether and how the role joins a default mix for simulations (None: never by default)
    mix: Mix | None = None
    # the role book's group (its folder: "Townsfolk Investigative", "Werewolf Killing" …) and
    # whether the book lists it as limited
    book_group: str = ""
    limited: bool = False
    # an extra role (a family's ``extras``): how a player comes to hold it in play, on top of
    # the role they were dealt (a setup never deals it); "" for a role a setup deals
    handed_out: str = ""
    # the status its holder carries while they hold the extra role ("" for a dealt role)
    status: str = ""
    # the role of the book a role file's role plays in place of, under its name ("" for every
    # other role): the book's role is then not in the game's rules
    replaces: str = ""


@dataclass(frozen=True)
class Team:
    key: str
    name: str
    goal: str


Betrayal = Literal["kept", "disbanded"]


@dataclass(frozen=True)
class GroupDef:
    """A group some roles put their holders in (its channel bears the group's name), as its
    family declares it; the engine's group rules (``engine/groups.py``) read these, never a role.

    ``team``: the team the group plays for. ``at_least``: a setup that deals the group any
    member deals it at least this many. ``others``: a setup that deals the group any member deals
    it exactly this many players whose role plays for another team than ``team`` (None: any
    number). ``betrayal``: what a member's change of role or team does to the group: ``kept``
    (the member stays in it, as everyone else does) or ``disbanded`` (everyone leaves it at
    once). ``trusted``: its members are told they can trust one another (a bot counts them as
    allies)."""

    name: str
    team: str
    at_least: int = 0
    others: int | None = None
    betrayal: Betrayal = "kept"
    trusted: bool = False
    rule: str = ""  # the rule its family cites for the group's betrayal and trust


Defence = Callable[["Engine", "Player", str, "str | None"], "str | None"]
"""A defence: (engine, victim, kind of death, attacker) → the protection's name if it stops it."""

Redirector = Callable[["Engine", "Player", Ability, "Player"], "Player | None"]
"""A redirection: (engine, actor, ability, target) → the player the action lands on instead, or
None when this rule does not redirect it (the target is then the redirector, R16)."""

Listener = Callable[..., Any]

DEFENCE_ORDER = ("absence", "active", "passive", "partial", "recruitment")

# pseudo-moments of the resolution table: the order defences are tried in within one kind of
# defence (R8 orders the kinds), and the order redirectors are asked in (R16)
DEFENCE = "defence"
REDIRECT = "redirect"


@dataclass(frozen=True)
class Family:
    """A role family's manifest: everything it adds to the rules, declared in one place (R37).

    ``listeners`` are (moment, function) pairs; the order in which the listeners of one moment
    run is not theirs to choose: it is the resolution table's (``werewolves.roles.order``).
    ``state`` is the family's own typed game state (a :class:`FamilyState` subclass), kept by
    the engine under the family's name. ``becomes`` names the roles a player may be changed into
    by this family's rules, so that a game knows every family it can reach from the roles dealt.
    ``always`` marks a family whose rules apply in every game (the base game, the offices).
    """

    name: str
    roles: tuple[RoleDef, ...] = ()
    # the extra roles its rules hand out in play (the Lover …): cards to read, never dealt
    extras: tuple[RoleDef, ...] = ()
    teams: tuple[Team, ...] = ()
    common: tuple[Ability, ...] = ()
    listeners: tuple[tuple[str, Listener], ...] = ()
    defences: tuple[tuple[str, str, Defence], ...] = ()
    redirectors: tuple[Redirector, ...] = ()
    statuses: tuple[str, ...] = ()
    # the statuses whose holder is told they have them (a doom, the amulet): only these ever
    # appear in a player's own view; the others (a block, a disguise, a raven) stay hidden
    known_statuses: tuple[str, ...] = ()
    state: type[FamilyState] | None = None
    becomes: tuple[str, ...] = ()
    always: bool = False
    # a family with no role whose rules matter only in a game one of whose roles (dealt, or
    # one a player can be changed into) is in a group some family declares (engine/groups.py)
    with_groups: bool = False
    # the groups its roles put their holders in that have rules beyond R36 (engine/groups.py)
    groups: tuple[GroupDef, ...] = ()
    # its own messages: their ids, the words being the Fluent resources' (the role book's
    # families), or ids with their English texts (a role file's, which no resource holds)
    messages: Mapping[str, str] | tuple[str, ...] = field(default_factory=dict)
    # its rule text: the paraphrase of each rule id its events cite that is no ruling or seed
    # sentence (a role card, a role-book sentence), and the words of the kinds of event it
    # records without a message (both gathered into the rule book, ``roles/rulebook.py``)
    rulebook: Mapping[str, str] = field(default_factory=dict)
    events: Mapping[str, str] | tuple[str, ...] = field(default_factory=dict)
    # what some of its messages tell their reader (a role learned, an ally …), for readers that
    # know no role: the bots
    meanings: Mapping[str, Meaning] = field(default_factory=dict)
    # what some of its messages do to their reader, one line each for every
    # screen to show beside the message (engine/messages.py ``TO_YOU``: by message id, or
    # ``group.joined@GROUP`` for a group of its own)
    to_you: Mapping[str, str] = field(default_factory=dict)


class FamilyState:
    """Base of a family's typed game state: a dataclass of JSON values, copied deeply on the way
    in and out so that no snapshot shares an object with a live game."""

    def to_json(self) -> dict[str, Any]:
        return {f.name: copy.deepcopy(getattr(self, f.name)) for f in fields(self)}  # type: ignore[arg-type]

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> FamilyState:
        names = {f.name for f in fields(cls)}  # type: ignore[arg-type]
        return cls(**{k: copy.deepcopy(v) for k, v in d.items() if k in names})


@dataclass
class Ruleset:
    """Every declaration of every installed family, in the order of the resolution table.

    Families are installed with :meth:`install`; :meth:`seal` then puts every listener, defence
    and redirector in the table's order and refuses any the table does not place, so that the
    order in which the families were installed never matters (R37). Code that adds rules after
    sealing (tests, variants) gets them after every row of the table, in the order it adds them.
    """

    roles: dict[str, RoleDef] = field(default_factory=dict)
    # the extra roles the families hand out in play (cards only: no player is dealt one)
    extras: dict[str, RoleDef] = field(default_factory=dict)
    teams: dict[str, Team] = field(default_factory=dict)
    groups: dict[str, GroupDef] = field(default_factory=dict)  # the declared groups, by name
    # defences in the order of the defence kinds (absence, active, passive, partial, recruitment)
    defences: list[tuple[int, str, Defence]] = field(default_factory=list)
    redirectors: list[Redirector] = field(default_factory=list)
    hooks: dict[str, list[Listener]] = field(default_factory=dict)
    common: list[Ability] = field(default_factory=list)  # abilities every living player has
    families: dict[str, Family] = field(default_factory=dict)
    order: dict[str, tuple[str, ...]] = field(default_factory=dict)
    sealed: bool = False
    known_statuses: set[str] = field(default_factory=set)
    # per-game listener tables already made, by the set of active families (engine/base.py)
    tables: dict[Any, Any] = field(default_factory=dict)
    generation: int = 0  # bumped whenever a listener, defence or role is added

    DEFENCE_ORDER = DEFENCE_ORDER

    # the roles a role file plays in place of the book's (RoleDef.replaces), by name, in the
    # order they were added (none in the book's own rules)
    replaced: list[str] = field(default_factory=list)

    _index: dict[str, RoleDef] = field(default_factory=dict)
    _extra_index: dict[str, RoleDef] = field(default_factory=dict)
    _family_of_role: dict[str, str] = field(default_factory=dict)
    # (moment, id(listener)) → the family that installed it; None while no family installs
    _owner: dict[tuple[str, int], str] = field(default_factory=dict)
    _installing: str | None = None

    # ------------------------------------------------------------------ installing

    def install(self, family: Family) -> None:
        """Add one family's manifest. Refuses (InstallError) a family installed twice, a listener
        for an unknown moment, or one that cannot take its moment's arguments."""
        if family.name in self.families:
            raise InstallError(f"the family {family.name!r} is installed twice")
        self.families[family.name] = family
        try:
            register_texts(family.name, family.messages)
            register_events(family.name, family.events)
            register_meanings(family.name, family.meanings)
            register_to_you(family.name, family.to_you)
        except ValueError as e:
            raise InstallError(str(e)) from None
        self._installing = family.name
        for team in family.teams:
            self.add_team(team)
        for gdef in family.groups:
            if gdef.name in self.groups:
                raise InstallError(f"the group {gdef.name!r} is declared twice")
            self.groups[gdef.name] = gdef
        for role in family.roles:
            self.add_role(role)
            self._family_of_role[role.name] = family.name
        for extra in family.extras:
            if not extra.handed_out:
                raise InstallError(f"the extra role {extra.name!r} says nobody hands it out")
            self.extras[extra.name] = extra
            for key in (extra.name, *extra.aliases):
                self._extra_index[key.lower()] = extra
        self.common.extend(family.common)
        for moment, fn in family.listeners:
            self.on(moment, fn)
        for kind, name, fn in family.defences:
            self.add_defence(kind, name, fn)
        self.redirectors.extend(family.redirectors)
        self.known_statuses.update(family.known_statuses)
        for ab in family.common:
            self._owner[("common", id(ab))] = family.name
        # R37 / speed: a game asks only the redirectors of the families it reaches
        for fn in family.redirectors:
            self._owner[(REDIRECT, id(fn))] = family.name
        self._installing = None

    def state_families(self) -> dict[type[FamilyState], str]:
        """Which family keeps each typed family state (kept until a family is installed)."""
        key = (_STATE_FAMILIES, len(self.families))
        known: dict[type[FamilyState], str] | None = self.tables.get(key)
        if known is None:
            known = self.tables[key] = {
                fam.state: fam.name for fam in self.families.values() if fam.state is not None
            }
        return known

    def add_role(self, role: RoleDef) -> None:
        if role.replaces and role.name not in self.replaced:
            self.replaced.append(role.name)
        self.roles[role.name] = role
        # the games' tables made from now on are new ones (their shared kits read the roles:
        # ``Checks._new_kit``)
        self.generation += 1
        self.tables.pop(_ROLE_GROUPS, None)
        for key in (role.name, *role.aliases):
            self._index[key.lower()] = role

    def role_groups(self) -> frozenset[str]:
        """Every group some role puts its holders in (kept until a role is added)."""
        groups = self.tables.get(_ROLE_GROUPS)
        if groups is None:
            groups = self.tables[_ROLE_GROUPS] = frozenset(
                g for role in self.roles.values() for g in role.groups
            )
        return groups

    def add_team(self, team: Team) -> None:
        self.teams[team.key] = team

    def add_defence(self, kind: str, name: str, fn: Defence) -> None:
        if kind not in DEFENCE_ORDER:
            raise InstallError(f"unknown kind of defence {kind!r} for {listener_id(fn)}")
        self.generation += 1
        if self._installing is not None:
            self._owner[(DEFENCE, id(fn))] = self._installing
        self.defences.append((DEFENCE_ORDER.index(kind), name, fn))
        self._sort_defences()

    def on(self, hook: str, fn: Listener) -> None:
        """Plug ``fn`` into the moment ``hook`` (checked against the typed registry)."""
        check_listener(hook, fn)
        self.generation += 1
        if self._installing is not None:
            self._owner[(hook, id(fn))] = self._installing
        self.hooks.setdefault(hook, []).append(fn)
        if self.sealed:
            self._sort(hook)

    # ------------------------------------------------------------------ the resolution order

    def seal(self, order: dict[str, tuple[str, ...]], families: tuple[str, ...]) -> None:
        """Put everything in the one order (R37): listeners, defences and redirectors by the
        resolution table ``order``; roles, teams and common abilities by the family order
        ``families`` (a family the order does not name comes after those it names). Every
        listener of an installed family must have its row."""
        self.order = {m: tuple(ids) for m, ids in order.items()}
        for moment in self.order:
            if moment not in MOMENTS and moment not in (DEFENCE, REDIRECT):
                raise InstallError(f"the resolution table names an unknown moment {moment!r}")
        for moment, fns in self.hooks.items():
            rows = self.order.get(moment, ())
            for fn in fns:
                if listener_id(fn) not in rows:
                    raise InstallError(
                        f"{listener_id(fn)} listens to {moment!r} but has no row for it in the "
                        "resolution table"
                    )
        for _, _, fn in self.defences:
            if listener_id(fn) not in self.order.get(DEFENCE, ()):
                raise InstallError(f"the defence {listener_id(fn)} has no row in the table")
        for fn in self.redirectors:
            if listener_id(fn) not in self.order.get(REDIRECT, ()):
                raise InstallError(f"the redirector {listener_id(fn)} has no row in the table")
        rank = {name: i for i, name in enumerate(families)}

        def family_rank(name: str) -> int:
            return rank.get(name, len(rank))

        self.roles = dict(
            sorted(
                self.roles.items(),
                key=lambda kv: (family_rank(self._family_of_role.get(kv[0], "")), kv[0]),
            )
        )
        self.teams = dict(sorted(self.teams.items()))
        self.extras = dict(sorted(self.extras.items()))  # by name: no install order shows
        by_family = {
            id(ab): (family_rank(fam.name), i)
            for fam in self.families.values()
            for i, ab in enumerate(fam.common)
        }
        self.common.sort(key=lambda ab: by_family.get(id(ab), (len(rank), 0)))
        self.sealed = True
        for moment in self.hooks:
            self._sort(moment)
        self._sort_defences()
        rows = self.order.get(REDIRECT, ())
        self.redirectors.sort(key=lambda fn: _rank(rows, fn))

    def _sort(self, moment: str) -> None:
        rows = self.order.get(moment, ())
        self.hooks[moment].sort(key=lambda fn: _rank(rows, fn))

    def _sort_defences(self) -> None:
        rows = self.order.get(DEFENCE, ())
        self.defences.sort(key=lambda d: (d[0], _rank(rows, d[2])))

    # ------------------------------------------------------------------ reading

    def family_of(self, role: str) -> str | None:
        return self._family_of_role.get(role)

    def owner(self, moment: str, fn: object) -> str | None:
        """The family that installed ``fn`` at ``moment`` (None: added outside any family)."""
        return self._owner.get((moment, id(fn)))

    def families_reached(self, roles: set[str]) -> set[str]:
        """The families whose rules can matter in a game dealing ``roles``: those that apply
        in every game, those owning a dealt role, and those owning a role one of these
        families can change a player into (followed until nothing new is reached)."""
        # speed: the answer depends on the roles and on the installed families and roles alone
        # (every family and role added bumps ``generation`` or the count): kept, a fresh copy
        # handed out
        kept: dict[tuple[object, ...], frozenset[str]] | None = self.tables.get(_REACHED)
        if kept is None:
            kept = self.tables[_REACHED] = {}
        key = (frozenset(roles), self.generation, len(self.families))
        known = kept.get(key)
        if known is None:
            if len(kept) >= 512:
                kept.clear()
            known = kept[key] = frozenset(self._families_reached(roles))
        return set(known)

    def _families_reached(self, roles: set[str]) -> set[str]:
        """:meth:`families_reached`, worked out afresh."""
        active = {name for name, fam in self.families.items() if fam.always}
        todo = [r for r in roles if r in self.roles]
        seen: set[str] = set()
        while todo:
            role = todo.pop()
            if role in seen:
                continue
            seen.add(role)
            fam = self.family_of(role)
            if fam is None:
                continue
            if fam not in active:
                active.add(fam)
            todo.extend(self.families[fam].becomes)
        # a family that installed no role (an engine family, a test's rules) always applies,
        # but one for the declared groups only where a role reached is in one of them
        grouped = any(
            g in self.groups for r in seen if r in self.roles for g in self.roles[r].groups
        )
        active.update(
            name
            for name, fam in self.families.items()
            if not fam.roles and (grouped or not fam.with_groups)
        )
        return active

    def role(self, name: str) -> RoleDef | None:
        """Find a role by name or alias, ignoring case; a role's name in another language's
        cards („Wahrsager“) is an alias too (its English name and aliases come first)."""
        return _find(self._index, name)

    def extra(self, name: str) -> RoleDef | None:
        """Find an extra role (handed out in play, never dealt) by name or alias, ignoring
        case, or by its name in another language's cards."""
        return _find(self._extra_index, name)

    def verbs(self) -> set[str]:
        out = {a.verb for a in self.common}
        for role in self.roles.values():
            out.update(a.verb for a in role.abilities)
        return out


def _find(index: dict[str, RoleDef], name: str) -> RoleDef | None:
    """``name``'s role in ``index``: by its English name or alias, else by the English name of
    what a translation's cards call it."""
    found = index.get(name.strip().lower())
    if found is None and name.strip():
        english = english_role_name(name)
        found = None if english is None else index.get(english.lower())
    return found


_ROLE_GROUPS = "role groups"  # Ruleset.tables' key for role_groups()
_REACHED = "families reached"  # Ruleset.tables' key for what families_reached() keeps
_STATE_FAMILIES = "state families"  # the first item of state_families()'s keys


def _rank(rows: tuple[str, ...], fn: Listener) -> int:
    """A listener's row in the table; those added after sealing come after every row (Python's
    sort is stable, so they keep the order they were added in)."""
    lid = listener_id(fn)
    return rows.index(lid) if lid in rows else len(rows)
