"""The underworld team: the Vampire, who demonizes players, and the Undead they become.

Verbs (scenario and terminal game):

- Vampire, at night, immediate: ``demonize X`` — X becomes demonized (X is not told). One a
  night, two on even-numbered nights (Night 2, Night 4 …), one at a time.
- Undead: no verb of their own. An Undead who was in a group with a poll (the wolfpack) may
  still vote in it (``attack X``); the vote is shown to the group but never counts.

A demonized player who would be killed at night (an attack or any other kill) does not die:
they lose their role and rise as an Undead, on the underworld team (the recruitment defence,
R8). Role book facts this module follows, in our words:

- several Vampires share the underworld channel and each has their own demonizations;
- nobody on the underworld (or in its channel) can be demonized;
- demonization is gone from everyone once no underworld member is alive;
- the underworld wins when every living player is on it or unaligned (R34).

Other rules can ask about this module through tags, never by role name: ``VOICE_ONLY`` (the
engine's group voice) and ``LOYAL`` (a role that can never change role: demonized, it dies).
A rising goes through the engine's one path for a role change (``Engine.change_role``), so the
``role_changed`` moment fires: a team whose last member rose is gone at once (R36).
"""

from __future__ import annotations

from ..engine.changes import FIXED_ROLE
from ..engine.core import VOICE_ONLY, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Meaning, Mix
from ..engine.effects import Apply
from ..engine.events import Event
from ..engine.messages import deferred, render
from ..engine.phases import phase_kind, phase_number
from ..engine.rules import Ability, Family, RoleDef, Ruleset, Team
from ..engine.state import Player, Setup
from ..engine.targeting import TARGET_KEY

UNDERWORLD = "underworld"  # the team's key and its channel (group) name
DEMONIZED = "demonized"
# a role tag: role changes fail on it (the book's Devout Villager): the engine's one property
LOYAL = FIXED_ROLE

UNDERWORLD_TEAM = Team(
    UNDERWORLD, "Underworld", "every living player is on the underworld team or unaligned"
)


def is_underworld(eng: Engine, p: Player) -> bool:
    """On the underworld team, or in its channel (a member who changed role stays in it)."""
    g = eng.group(UNDERWORLD)
    return eng.team_of(p) == UNDERWORLD or (g is not None and p.name in g.members)


def underworld_alive(eng: Engine) -> bool:
    return any(is_underworld(eng, p) for p in eng.living())


# ---------------------------------------------------------------------------- demonizing


def night_limit(eng: Engine) -> int:
    """Vampire (role book) vampire.1 / vampire.2: one demonization a night, a second one on
    even-numbered nights."""
    return 2 if phase_number(eng.state.phase) % 2 == 0 else 1


def _used_tonight(eng: Engine, actor: Player) -> int:
    # the engine counts every accepted use of an immediate ability this phase (R7)
    return sum(
        n
        for key, n in eng.state.used.items()
        if key.startswith(f"{actor.name}|") and key.endswith("|demonize")
    )


def _check_demonize_count(eng: Engine, actor: Player) -> Refusal | None:
    """R7: what a Vampire can know is refused: a use beyond tonight's limit."""
    limit = night_limit(eng)
    if _used_tonight(eng, actor) >= limit:
        return Refusal(Reason.ALREADY_USED, deferred("refuse.demonize_count", {"n": limit}))
    return None


def _check_demonize(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    """R7 / vampire.4: a target on the underworld is refused (its members know each other).
    Themself is refused by the engine (allow_self)."""
    target = targets[0] if targets else None
    if target is not None and is_underworld(eng, target):
        return Refusal(
            Reason.INVALID_TARGET, deferred("refuse.demonize_underworld", {"player": target.name})
        )
    return None


DEMONIZE = Ability(
    verb="demonize",
    when="night",
    timing="immediate",
    does=Apply(
        DEMONIZED, event="demonized", to=UNDERWORLD, tell="vampire.demonized",
        already="vampire.already",
    ),
    per_phase=None,  # the night's limit (one, or two on even nights) is checked by the role
    check=_check_demonize,
    actor_check=_check_demonize_count,
    fail_msg="vampire.failed",
    rule="Vampire",
    help="demonize a player (they are not told); two a night on even-numbered nights",
    declaration=Declaration(effects=(Effect.RECRUITMENT,), aim=Aim.FOE),
)


# ---------------------------------------------------------------------------- rising as Undead


def _attempt(eng: Engine, victim: Player) -> int:
    """The kill attempt being defended against (the latest one on ``victim``)."""
    ev: Event
    for ev in reversed(eng.state.events):
        if ev.kind == "kill_attempt" and ev.targets == [victim.name]:
            return ev.id
    return len(eng.state.events) - 1


def rise(eng: Engine, victim: Player, cause: int) -> Event:
    """Undead / role loss: the player loses their role (its abilities, stored targets and
    counters), keeps their channels and offices and their dealt role (R14), becomes an Undead
    and joins the underworld and its channel."""
    old = victim.role
    eng.remove_status(victim, DEMONIZED)
    ev = eng.emit(
        "rose_undead",
        targets=[victim.name],
        causes=[cause],
        rule="Undead",
        data={"from": old, "to": UNDEAD.name},
    )
    victim.counters.clear()
    for key in (TARGET_KEY, "target_phase", "target_emergency", "team"):
        victim.memory.pop(key, None)
    eng.join_group(victim, UNDERWORLD, cause=ev.id, rule="Undead")
    g = eng.group(UNDERWORLD)
    members = list(g.members) if g else [victim.name]
    eng.tell_group(
        UNDERWORLD, "underworld.joined", rule="Undead", causes=[ev.id], player=victim.name
    )
    eng.emit(
        "group_members",
        audience="players",
        to=members,
        msg="group.members",
        params={"group": UNDERWORLD, "members": members},
        rule="Undead",
        causes=[ev.id],
    )
    # R36: the one path for a role change; a team whose last member rose is gone at once
    eng.change_role(
        victim, UNDEAD.name, causes=[ev.id], rule="Undead", msg="undead.risen", role=old
    )
    return ev


def demonized_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """R8 (recruitment defence, the last kind tried) / vampire.b2 / vampire.5: a demonized player
    killed during the night (an attack or any other kill) rises as an Undead instead of dying.
    The demonization is used up: a second blow the same night meets no demonization. A role
    that can never change role (``LOYAL``) dies instead (devout-villager.3: demonized as
    anyone, they cannot rise). S0.21: the rising makes no visit (the attack that caused it is
    the only visit)."""
    if phase_kind(eng.state.phase) != "night" or kind not in ("attack", "kill"):
        return None
    if not victim.has(DEMONIZED):
        return None
    # a player whose role cannot change (``LOYAL``, devout-villager.3) or whose alignment cannot
    # (alpha-wolf.9) cannot rise for the underworld: the engine's one refusal of a role change
    # says so, the rising fails, and so the demonization stops nothing
    cause = _attempt(eng, victim)
    if eng.refuse_role_change(victim, UNDEAD.name, causes=[cause], rule="Undead"):
        return None
    rise(eng, victim, cause)
    return "demonization"


def demonization_vanishes(eng: Engine, *_: object) -> None:
    """Vampire (role book) vampire.9: once no underworld member is alive, nobody is demonized
    any more (silently), like the plague's elimination (R21)."""
    if underworld_alive(eng):
        return
    gone = [p.name for p in eng.state.players if p.has(DEMONIZED)]
    if not gone:
        return
    for p in eng.state.players:
        eng.remove_status(p, DEMONIZED)
    eng.emit("demonization_ended", targets=gone, rule="Vampire")


def refuse_dealt_undead(setup: Setup, rules: Ruleset) -> str | None:
    """Undead (role book): a player only becomes an Undead by dying demonized at night."""
    if any(rules.role(r) is UNDEAD for _, r in setup.players):
        return render("setup.undead_dealt", {})
    return None


# vampire.b1 / vampire.6: the underworld team wins (R34) once every living player is of it
VAMPIRE = RoleDef(
    name="Vampire",
    team=UNDERWORLD,
    category="Recruitment",
    groups=(UNDERWORLD,),
    abilities=(DEMONIZE,),
    rules=("R7", "R8", "R15", "R34", "S0.13", "S0.21"),
    summary="Each night, demonize a player (two on even nights); a demonized player killed at "
    "night rises as your Undead.",
    description=(
        "Solo, the underworld team. Each night may demonize a player at once, and a second one on "
        "even-numbered nights; the player is not told. Cannot demonize themself or anyone of the "
        "underworld. A demonized player who is killed during the night, by an attack or otherwise, "
        "does not die but loses their role and becomes an Undead on the underworld team. Several "
        "Vampires share the underworld channel. If no underworld member is left alive, every "
        "demonization ends. The underworld wins when every living player belongs to it."
    ),
    mix=Mix(from_players=20),
    book_group="Solo Recruitment - Underworld Team",
)

UNDEAD = RoleDef(
    name="Undead",
    team=UNDERWORLD,
    category="Miscellaneous",
    groups=(UNDERWORLD,),
    tags=frozenset({VOICE_ONLY}),
    rules=("R8", "R14", "R34", "S0.21"),
    summary="You rose from the dead for the Vampire: you have no ability and win with the "
    "underworld.",
    description=(
        "Solo, the underworld team; never dealt, only risen: a demonized player killed at night "
        "becomes one, losing the abilities of their old role. Keeps their channels: in a group "
        "such as the wolfpack they may still vote, but the vote never counts, and only while "
        "another member still has the group's ability. Wins with the Vampire when every living "
        "player belongs to the underworld."
    ),
    book_group="Solo Miscellaneous - Underworld Team",
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "setup.undead_dealt",
    "refuse.demonize_count",
    "refuse.demonize_underworld",
    "vampire.demonized",
    "vampire.already",
    "vampire.failed",
    "undead.risen",
    "underworld.joined",
)


# R37: this family's rule text: the paraphrase of each role card its events cite
RULE_TEXT: dict[str, str] = {
    "Undead": (
        "A demonized player killed at night rises as an Undead instead of dying: no ability, and "
        "a win with the underworld."
    ),
    "Vampire": (
        "The Vampire demonizes a player each night, two on even nights; the underworld wins when "
        "every living player belongs to it."
    ),
}


# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "vote_not_counted",
    "demonized",
    "rose_undead",
    "demonization_ended",
)


# R37: the underworld's manifest; where its listeners and its defence run among other families'
# is the resolution table's (roles/order.py).
def cleansed(eng: Engine, player: Player, ev: Event) -> list[tuple[str, str]]:
    """Role book (Exorcist): demonization is a negative effect of the underworld that an
    exorcism removes (a role already changed, an Undead, stays as it is)."""
    if not player.has(DEMONIZED):
        return []
    eng.remove_status(player, DEMONIZED)
    return [(DEMONIZED, UNDERWORLD)]


FAMILY = Family(
    # what some of its messages tell their reader (for bots that know no role)
    meanings={
        "underworld.joined": Meaning.ALLY,
    },
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    messages=MESSAGES,
    name="underworld",
    roles=(VAMPIRE, UNDEAD),
    teams=(UNDERWORLD_TEAM,),
    listeners=(
        # Vampire (role book) / R36: demonization ends once no underworld member is left alive,
        # whether the last one died or changed role
        ("death", demonization_vanishes),
        ("role_changed", demonization_vanishes),
        ("team_changed", demonization_vanishes),  # R36
        # Undead (role book): never dealt
        ("validate_setup", refuse_dealt_undead),
        # role book (Exorcist): an exorcism removes demonization
        ("cleansed", cleansed),
    ),
    # R8: the recruitment defence, the last kind tried
    defences=(("recruitment", "demonization", demonized_defence),),
    statuses=(DEMONIZED,),
    # Undead: a demonized player killed at night rises as one
    becomes=(UNDEAD.name,),
)
