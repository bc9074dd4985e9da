"""Group channels: the rules of the groups roles put their holders in, beyond R36.

A role's ``groups`` are joined when it is dealt, and every member is told who the others are
(R9, the walker's start): a group's channel is shared by every holder of its roles, who know
each other from the start, as the wolfpack's is. A member who loses the role stays in the
channel (role loss keeps secret channels) until R36 closes a team's channel nobody is left in
as a member. What a family declares of a group (:class:`~.rules.GroupDef`) adds, for every
group alike and naming no role:

- the setup's rules: once any member is dealt, at least ``at_least`` of them, and exactly
  ``others`` playing for another team than the group's; every broken rule is said at once;
- a group ``disbanded`` on betrayal loses all its members as soon as one of them changes role or
  team;
- the members of a ``trusted`` group are told at the start that they can trust one another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .declarations import Meaning
from .messages import render
from .rules import Family, GroupDef, RoleDef, Ruleset

if TYPE_CHECKING:
    from .core import Engine
    from .events import Event
    from .state import Player, Setup


def _roles_in(rules: Ruleset, group: str, *, other_than: str | None = None) -> str:
    """The names of the roles that put their holders in ``group`` (those of another team than
    ``other_than`` only, when given), for a host's sentence."""
    return ", ".join(
        sorted(
            r.name
            for r in rules.roles.values()
            if group in r.groups and (other_than is None or r.team != other_than)
        )
    )


def refuse_group_setups(setup: Setup, rules: Ruleset) -> str | None:
    """Every group rule a setup breaks, in one answer, one a line (the builder shows them all at
    once): a group dealt fewer members than it needs, or not exactly the number of members of
    another team it needs. A group nobody is dealt into asks for nothing."""
    dealt: dict[str, list[RoleDef]] = {}
    for _, name in setup.players:
        role = rules.role(name)
        for g in role.groups if role is not None else ():
            dealt.setdefault(g, []).append(role)  # type: ignore[arg-type]
    problems: list[str] = []
    for name in sorted(rules.groups):
        gdef = rules.groups[name]
        members = dealt.get(name)
        if not members:
            continue
        if len(members) < gdef.at_least:
            problems.append(
                render(
                    "setup.group_size",
                    {
                        "group": name,
                        "n": gdef.at_least,
                        "roles": _roles_in(rules, name),
                        "count": len(members),
                    },
                )
            )
        if gdef.others is not None:
            others = sum(1 for r in members if r.team != gdef.team)
            if others != gdef.others:
                team = rules.teams.get(gdef.team)
                problems.append(
                    render(
                        "setup.group_others",
                        {
                            "group": name,
                            "n": gdef.others,
                            "team": team.name if team else gdef.team,
                            "roles": _roles_in(rules, name, other_than=gdef.team),
                            "count": others,
                        },
                    )
                )
    return "\n".join(problems) or None


def _declared(eng: Engine, player: Player) -> list[GroupDef]:
    """The declared groups ``player`` is listed in now."""
    return [
        gdef
        for g in eng.state.groups
        if player.name in g.members and (gdef := eng.rules.groups.get(g.name)) is not None
    ]


def disband_betrayed(eng: Engine, player: Player, ev: Event) -> None:
    """A group disbanded on betrayal loses all its members the moment one of them changes role
    or team (the change is the betrayal, whatever it is): everyone in it is told, and its
    channel closes for all of them."""
    if ev.data.get("from") == ev.data.get("to"):
        return
    for gdef in _declared(eng, player):
        if gdef.betrayal != "disbanded":
            continue
        g = eng.group(gdef.name)
        if g is None or not g.members:
            continue
        eng.emit(
            "group_disbanded",
            audience="players",
            to=list(g.members),
            msg="group.disbanded",
            params={"group": gdef.name},
            causes=[ev.id],
            rule=gdef.rule,
            data={"group": gdef.name, "by": player.name},
        )
        eng.empty_group(gdef.name, causes=[ev.id], rule=gdef.rule, announce=False)


def tell_trusted(eng: Engine) -> None:
    """The members of a trusted group are told, as the game starts, that everyone in it plays
    for the same side (a reader that knows no role, a bot, counts them as allies)."""
    for g in eng.state.groups:
        gdef = eng.rules.groups.get(g.name)
        if gdef is None or not gdef.trusted or not g.members:
            continue
        eng.emit(
            "group_trusted",
            audience="players",
            to=list(g.members),
            msg="group.trusted",
            params={"group": g.name, "members": list(g.members)},
            rule=gdef.rule,
        )


MESSAGES: tuple[str, ...] = (
    "setup.group_size",
    "setup.group_others",
    "group.disbanded",
    "group.trusted",
)


# R37: the engine's group rules, declared like any family (they read only the groups families
# declare)
FAMILY = Family(
    name="groups",
    listeners=(
        ("validate_setup", refuse_group_setups),
        ("game_start", tell_trusted),
        ("role_changed", disband_betrayed),
        ("team_changed", disband_betrayed),
    ),
    messages=MESSAGES,
    # group.members (the engine's deal, R9, and every later joining) tells its reader who
    # shares the group's channel with them (the screens mark them)
    meanings={"group.trusted": Meaning.ALLIES, "group.members": Meaning.FELLOWS},
    # only in a game some role of which is in a declared group, so that every other game's
    # families (and snapshots) are as they were
    with_groups=True,
)


def install(rules: Ruleset) -> None:
    """For rules built by hand (tests): the same as ``rules.install(FAMILY)``."""
    rules.install(FAMILY)
