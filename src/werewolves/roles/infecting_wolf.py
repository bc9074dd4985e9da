"""The Infecting Wolf (role book: werewolves/power/infecting wolf): a pack wolf who, on Night 1,
turns one player into a wolf.

Verb (scenario and terminal game): Infecting Wolf, on Night 1, immediate, once: ``infect X``.
With no infection chosen by the end of Night 1, a seeded-random player is infected for them.

What the infection makes of its target is one table, :data:`INFECTIONS`, read top to bottom:
the first row matching the target (by its group, team, role or a role property) says who
changes into what, or that the power fails. A role that changes what an infection does adds its
row here. A row naming a role the rules do not have yet makes the infection fail (ruling RM85).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from ..engine.changes import FIXED_ALIGNMENT
from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect
from ..engine.effects import Apply
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.rules import Ability, Family
from ..engine.state import Player
from .base import WOLFPACK, in_pack, pack_wolf
from .butchers import BAKER, BLOODY_BUTCHER, BUTCHER
from .underworld import LOYAL

NAME = "Infecting Wolf"
INFECTIONS_LEFT = "infections"  # the counter of infections left (1 at the deal)
NIGHT_1 = 1  # the phase index of Night 1

Match = Literal["group", "team", "role", "tag", "any"]


@dataclass(frozen=True)
class Infection:
    """One row of the infection table: which targets it is for (``match``: the target is in the
    group ``key``, plays for the team ``key``, holds the role ``key``, or holds a role with the
    property ``key``), who changes (``who``: the target, or the Infecting Wolf themself) into
    which role (``becomes``; None: the power fails and is spent), what else follows (``then``),
    and the rule the row carries out."""

    match: Match
    key: str
    becomes: str | None
    rule: str
    who: Literal["target", "infector"] = "target"
    then: Callable[[Engine, Player, Event], None] | None = None

    def matches(self, eng: Engine, target: Player) -> bool:
        if self.match == "group":
            g = eng.group(self.key)
            return g is not None and target.name in g.members
        if self.match == "team":
            return eng.team_of(target) == self.key
        if self.match == "role":
            return target.role == self.key
        if self.match == "tag":
            return self.key in eng.role_of(target).tags
        return True


# ---------------------------------------------------------------------------- conversions


def convert(eng: Engine, player: Player, role: str, *, causes: list[int], rule: str,
            msg: str, **params: object) -> Event:
    """The player takes on ``role`` (the engine's one path for a role change, R36), plays for
    its team (a team change through its one path, when an earlier recruitment set another), and
    joins its groups; each group joined is told its members, as at the deal. The player's
    counters go with the old role (role loss takes the abilities)."""
    player.counters.clear()
    ev = eng.change_role(player, role, causes=causes, rule=rule, msg=msg, role=role, **params)
    new = eng.role_of(player)
    if eng.team_of(player) != new.team:
        eng.change_team(player, new.team, causes=[ev.id], rule=rule)
    for gname in new.groups:
        g = eng.group(gname)
        if g is not None and player.name in g.members:
            continue
        g = eng.join_group(player, gname, cause=ev.id, rule=rule)
        eng.emit(
            "group_members",
            audience="players",
            to=list(g.members),
            msg="group.members",
            params={"group": gname, "members": list(g.members)},
            rule=rule,
            causes=[ev.id],
        )
    return ev


def bakers_become_butchers(eng: Engine, infected: Player, ev: Event) -> None:
    """baker.7 (ruling RM83): once a Baker is infected, every other living Baker becomes a
    Butcher, is told so (not who was infected), and joins the Butchers' group, where the
    infected one already is; the Bakers' channel, with no Baker left in it, then closes (R36)."""
    for p in eng.living():
        if p is not infected and p.role == BAKER.name:
            convert(eng, p, BUTCHER.name, causes=[ev.id], rule="baker.7", msg="infect.bakers")


# The infection table: the first matching row decides. Rulings RM84 (the pack and the wolves'
# team), RM85 (roles the rules lack yet), RM86 (roles that cannot change).
INFECTIONS: tuple[Infection, ...] = (
    # the book's edge cases: a member of the pack, or of the wolves' team, wastes the power
    Infection("group", WOLFPACK, None, rule=NAME),
    Infection("team", "wolves", None, rule=NAME),
    # the book's edge cases (ruling RM453): on a member of hell the power backfires and the
    # Infecting Wolf becomes an Imp; read before the rows of roles that cannot change, since
    # every role of hell is one whose alignment cannot change (it is the infector who changes)
    Infection("team", "hell", "Imp", rule=NAME, who="infector"),
    # RM86: a role that cannot change role (the Devout Villager), or whose alignment cannot
    # change (the Alpha Wolf), is not infected: the power fails
    Infection("tag", LOYAL, None, rule=NAME),
    Infection("tag", FIXED_ALIGNMENT, None, rule=NAME),
    # baker.6 / baker.7: an infected Baker becomes a Bloody Butcher, the other Bakers Butchers
    Infection("role", BAKER.name, BLOODY_BUTCHER.name, rule="baker.6",
              then=bakers_become_butchers),
    # butcher.4: an infected Butcher becomes a Bloody Butcher
    Infection("role", BUTCHER.name, BLOODY_BUTCHER.name, rule="butcher.4"),
    # the book's edge cases: a Cupid becomes a Cupid Wolf, a Trickster a Trickster Wolf
    Infection("role", "Cupid", "Cupid Wolf", rule=NAME),
    Infection("role", "Trickster", "Trickster Wolf", rule=NAME),
    # infecting-wolf.b1: anyone else becomes a Wolf
    Infection("any", "", "Wolf", rule="infecting-wolf.b1"),
)


def infection_for(eng: Engine, target: Player) -> Infection:
    """The row of :data:`INFECTIONS` that decides what infecting ``target`` does."""
    return next(row for row in INFECTIONS if row.matches(eng, target))


def _infect(eng: Engine, act: Act) -> None:
    """infecting-wolf.b1 / infecting-wolf.2 / infecting-wolf.3: the infection, at once, once."""
    actor, target = act.actor, act.targets[0]
    # infecting-wolf.2: one infection in the whole game, spent whatever comes of it
    actor.counters[INFECTIONS_LEFT] = 0
    row = infection_for(eng, target)
    # RM85: a row whose role the rules do not have yet fails as the pack's own row does
    if row.becomes is None or eng.rules.role(row.becomes) is None:
        eng.tell(actor, "infect.failed", rule=row.rule, causes=[act.event.id],
                 target=target.name)
        return
    changed = actor if row.who == "infector" else target
    msg = "infect.backfired" if row.who == "infector" else "infect.infected"
    ev = convert(eng, changed, row.becomes, causes=[act.event.id], rule=row.rule, msg=msg)
    if row.who == "target":
        # infecting-wolf.b1 / ruling RM88: the Infecting Wolf learns that the infection took,
        # not the role it made: a Cupid Wolf, a Trickster Wolf or a Bloody Butcher would tell
        # the role the target held before, which the book does not give them
        eng.tell(actor, "infect.done", rule=row.rule, causes=[ev.id], target=target.name)
    if row.then is not None:
        row.then(eng, changed, ev)


def _night_1_only(eng: Engine, actor: Player) -> Refusal | None:
    """infecting-wolf.b1: the infection is chosen on Night 1 only."""
    if eng.state.phase != NIGHT_1:
        return Refusal(Reason.WRONG_PHASE, deferred("refuse.infect_night_1", {}))
    return None


# infecting-wolf.b1 / infecting-wolf.3: on Night 1, at once, on another living player; the
# engine records the visit (R15) and lets a block or a redirection act on it (R16, R17)
INFECT = Ability(
    verb="infect",
    when="night",
    timing="immediate",
    does=Apply(),
    resolve=_infect,
    from_phase=NIGHT_1,
    # infecting-wolf.2: refused once the one infection is spent
    counter=INFECTIONS_LEFT,
    actor_check=_night_1_only,
    fail_msg="infect.blocked",
    rule="infecting-wolf.b1",
    help="on Night 1, turn a player into a wolf (once; unchosen, a random player is infected)",
    declaration=Declaration(effects=(Effect.RECRUITMENT,), aim=Aim.FOE),
)


def _deal_infection(eng: Engine, player: Player) -> None:
    # infecting-wolf.2: one infection in the whole game
    player.counters[INFECTIONS_LEFT] = 1


def infect_unchosen(eng: Engine) -> None:
    """infecting-wolf.1 (ruling RM82): at the end of Night 1, before the night's end-of-night
    actions, every living Infecting Wolf who has not infected anyone infects a seeded-random
    living player outside the pack, as if they had chosen them (the same checks, block and
    visit)."""
    if eng.state.phase != NIGHT_1:
        return
    for p in eng.living():
        if INFECT not in eng.role_of(p).abilities or p.counters.get(INFECTIONS_LEFT, 0) <= 0:
            continue
        # infecting-wolf.2: an infection chosen tonight and stopped (a block) was the one use
        if eng.state.used.get(f"{p.name}|{p.role}|{INFECT.verb}", 0):
            p.counters[INFECTIONS_LEFT] = 0
            continue
        pool = [q.name for q in eng.living() if q is not p and not in_pack(eng, q)]
        if not pool:
            continue
        target = eng.draw(f"{p.name}'s infection", pool)
        eng.submit(p.name, INFECT.verb, [target])


# infecting-wolf.b1: a lycan in the pack (the book's werewolf-team members are lycans unless it
# says otherwise) with one infection of its own
INFECTING_WOLF = pack_wolf(
    NAME,
    abilities=(INFECT,),
    category="Power",
    setup=_deal_infection,
    rules=("infecting-wolf.b1", "infecting-wolf.1", "infecting-wolf.2", "infecting-wolf.3",
           NAME, "R9"),
    summary="A pack wolf who, on Night 1, turns one player into a wolf.",
    description=(
        "A lycan in the wolfpack. On Night 1, at once, infects one player (infect), who becomes "
        "a Wolf in the pack; with no choice made by the end of the night, a random player "
        "outside the pack is infected instead. Once a game. On a member of the pack or of the "
        "werewolf team the infection is wasted; a Baker or a Butcher becomes a Bloody Butcher "
        "(and the other Bakers become Butchers)."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Power",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "refuse.infect_night_1",
    "infect.infected",
    "infect.bakers",
    "infect.backfired",
    "infect.done",
    "infect.failed",
    "infect.blocked",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "infecting-wolf.b1": "On Night 1 the Infecting Wolf turns one player into a wolf.",
    "infecting-wolf.1": "With no choice made on Night 1, a random player is infected.",
    "infecting-wolf.2": "The infection can be used once a game.",
    "infecting-wolf.3": "The infection takes effect at once.",
    NAME: (
        "The Infecting Wolf's infection fails on the pack, the werewolf team and roles that "
        "cannot change; on hell it backfires; on a Cupid or a Trickster it makes their wolf."
    ),
}

# R37: the Infecting Wolf's manifest; where its listener runs among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name="infecting_wolf",
    roles=(INFECTING_WOLF,),
    listeners=(
        # infecting-wolf.1: the unchosen infection, drawn as Night 1 ends
        ("night_end_effects", infect_unchosen),
    ),
    # every role a row of the table can change a player into (those the rules lack are skipped)
    becomes=tuple(dict.fromkeys(r.becomes for r in INFECTIONS if r.becomes is not None)),
    messages=MESSAGES,
    # RM88: the Infecting Wolf learns that its infection took, no role (the pack's own
    # messages tell its members who joined it)
    rulebook=RULE_TEXT,
)
