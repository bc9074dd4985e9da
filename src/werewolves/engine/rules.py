"""What a rule module declares: roles, their abilities, teams, defences, redirectors and hooks.

The engine knows the shape of an ability (when it may be used, how many targets, whether it
visits, whether it can be blocked or redirected); roles are declarations built from it. A
:class:`Ruleset` gathers every declaration of every role family; the engine consults it and never
names a role itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from .core import Act, Engine, Refusal
    from .state import Player

Timing = Literal["immediate", "end"]
PhaseWhen = Literal["day", "night", "any"]
AttackClass = Literal["group", "town", "wolves", "other"]

Check = Callable[["Engine", "Player", "list[Player]"], "Refusal | None"]
Resolve = Callable[["Engine", "Act"], None]
Available = Callable[["Engine", "Player"], bool]


@dataclass(frozen=True)
class Ability:
    """An active ability: something a player submits as ``<verb> [targets]``.

    ``kind`` names the ability type (attack, investigate, protect, target, vote …); an ability of
    kind ``attack`` is ordered as an attack inside an end-of-phase batch (R3, R8).
    """

    verb: str
    when: PhaseWhen
    timing: Timing
    resolve: Resolve
    kind: str = "other"
    min_targets: int = 1
    max_targets: int = 1
    allow_self: bool = False
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
    public: bool = False  # the choice is announced to everyone (votes)
    check: Check | None = None  # a role's own restrictions its actor can know (R7)
    available: Available | None = None  # whether the actor has the ability right now
    fail_msg: str | None = None  # what the actor is told when the ability fails (R17)
    rule: str = ""
    help: str = ""
    usage: str = ""


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


@dataclass(frozen=True)
class Team:
    key: str
    name: str
    goal: str


Defence = Callable[["Engine", "Player", str, "str | None"], "str | None"]
"""A defence: (engine, victim, kind of death, attacker) → the protection's name if it stops it."""

Redirector = Callable[["Engine", "Player", Ability, "Player"], "Player | None"]
"""A redirection: (engine, actor, ability, target) → the player the action lands on instead, or
None when this rule does not redirect it (the target is then the redirector, R16)."""


@dataclass
class Ruleset:
    roles: dict[str, RoleDef] = field(default_factory=dict)
    teams: dict[str, Team] = field(default_factory=dict)
    # defences in the order of the defence kinds (absence, active, passive, partial, recruitment)
    defences: list[tuple[int, str, Defence]] = field(default_factory=list)
    redirectors: list[Redirector] = field(default_factory=list)
    hooks: dict[str, list[Callable[..., Any]]] = field(default_factory=dict)
    common: list[Ability] = field(default_factory=list)  # abilities every living player has

    DEFENCE_ORDER = ("absence", "active", "passive", "partial", "recruitment")

    _index: dict[str, RoleDef] = field(default_factory=dict)

    def add_role(self, role: RoleDef) -> None:
        self.roles[role.name] = role
        for key in (role.name, *role.aliases):
            self._index[key.lower()] = role

    def add_team(self, team: Team) -> None:
        self.teams[team.key] = team

    def add_defence(self, kind: str, name: str, fn: Defence) -> None:
        self.defences.append((self.DEFENCE_ORDER.index(kind), name, fn))
        self.defences.sort(key=lambda d: d[0])

    def on(self, hook: str, fn: Callable[..., Any]) -> None:
        self.hooks.setdefault(hook, []).append(fn)

    def role(self, name: str) -> RoleDef | None:
        """Find a role by name or alias, ignoring case."""
        return self._index.get(name.strip().lower())

    def verbs(self) -> set[str]:
        out = {a.verb for a in self.common}
        for role in self.roles.values():
            out.update(a.verb for a in role.abilities)
        return out
