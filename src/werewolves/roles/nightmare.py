"""The Nightmare team (role book: limited/reaper, limited/spirit, limited/wraith): a solo team
whose Reaper turns players sleepless in secret, borrows the powers of the dead, and recruits
Spirits; whoever copies the Reaper becomes its Wraith. It wins once every living player is
sleepless or of the nightmare.

Verbs (scenario and terminal game):

- Reaper: at night, at once, ``haunt X`` (X turns sleepless, untold; one a night, one more for
  each power role that died since the start of the last night). From the powers of the dead
  (told as the night starts, good for that night only): ``reap X`` (end of night, an attack:
  a killing role died), ``peer X`` (at once, X's role as it appears: an investigative role),
  ``recruit X`` (at once, X becomes a Spirit: a recruitment or align role), ``mark X`` (at
  once, the player the Reaper's redirection sends powers to: any other role).
- Wraith: ``haunt X`` once a night, once the Reaper is dead.
- Spirit: no verb of its own; in a group with a poll it still votes, uncounted.

Sleeplessness is a status (``sleepless``) nobody is told of. A sleepless player's power on the
Reaper or a Wraith fails and the Reaper (Wraith) attacks them back: the engine's ``voids``
moment. Anyone else's power on the Reaper goes to its marked player: a redirector. Rulings
RM403, RM404, RM409 and RM413–RM419 (docs/rulings-made.md) settle what the book leaves open.
"""

from __future__ import annotations

from ..engine.core import VOICE_ONLY, Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect
from ..engine.effects import (
    Apply,
    Attack,
    Investigate,
    Learn,
    Remember,
    Special,
    SpendLent,
    Tally,
)
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.rules import Ability, ActorCheck, Available, Family, GroupDef, RoleDef, Team
from ..engine.state import Player
from .base import COPIED_AS, take_up_role

NIGHTMARE = "nightmare"  # the team's key and its channel's name
SLEEPLESS = "sleepless"  # the status of a sleepless player (its holder is never told)
REAPER_NAME, SPIRIT_NAME, WRAITH_NAME = "Reaper", "Spirit", "Wraith"
REAPS = "reaps the dead"  # the tag of the role that borrows the powers of the dead
COUNTERS = "counters the sleepless"  # the tag of the roles a sleepless power fails on
HEIR = "haunts after the reaper"  # the tag of the role that haunts once the Reaper is dead
CREDITS = "nightmare credits"  # a Reaper's memory: the night's borrowed powers
MARK = "nightmare mark"  # a Reaper's memory: the player its redirection sends powers to
HAUNTS = "nightmare haunts"  # a memory: the night of the latest haunts and their count

NIGHTMARE_TEAM = Team(NIGHTMARE, "Nightmare", "every living player is sleepless or a nightmare")

# reaper.9–reaper.13 / ruling RM413: the category of a dead player's final role → the power
# it lends the Reaper for the night (Recruitment and Align both lend the recruitment; every
# other category, Miscellaneous, Group, Elected, lends the mark)
LENDS = {"Killing": "reap", "Power": "haunt", "Investigative": "peer", "Recruitment": "recruit",
         "Align": "recruit"}


def in_nightmare(eng: Engine, p: Player) -> bool:
    """reaper.b1 / reaper.14: a player of the nightmare team, or listed in its channel."""
    if eng.team_of(p) == NIGHTMARE:
        return True
    g = eng.group(NIGHTMARE)
    return g is not None and p.name in g.members


def _credits(eng: Engine, actor: Player) -> dict[str, int]:
    """The powers the dead lent ``actor`` for this night (ruling RM413: for that night only)."""
    got = actor.memory.get(CREDITS)
    if not isinstance(got, dict) or got.get("phase") != eng.state.phase:
        return {}
    return {k: int(v) for k, v in got.items() if k != "phase"}


def _lent(power: str) -> Available:
    def _has(eng: Engine, player: Player) -> bool:
        return _credits(eng, player).get(power, 0) > 0

    return _has


def _lent_left(power: str) -> ActorCheck:
    def _check(eng: Engine, actor: Player) -> Refusal | None:
        if _credits(eng, actor).get(power, 0) <= 0:
            return Refusal(Reason.ALREADY_USED, deferred("refuse.nightmare_spent", {}))
        return None

    return _check


# ---------------------------------------------------------------------------- sleeplessness


def _haunted_tonight(eng: Engine, actor: Player) -> int:
    night = actor.memory.get(HAUNTS)
    if isinstance(night, dict) and night.get("phase") == eng.state.phase:
        return int(night.get("count", 0))
    return 0


def _haunts_left(eng: Engine, actor: Player) -> Refusal | None:
    """reaper.1 / reaper.10: one player a night, one more for each power role that died since
    the start of the last night; wraith.6: the Wraith, one a night."""
    allowed = 1 + (_credits(eng, actor).get("haunt", 0) if REAPS in eng.role_of(actor).tags else 0)
    if _haunted_tonight(eng, actor) >= allowed:
        return Refusal(Reason.ALREADY_USED, deferred("refuse.haunts", {"count": allowed}))
    return None


def _hauntable(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    """wraith.3 / ruling RM414: nobody of the nightmare (team or channel, a Wraith with them)
    turns sleepless, nor a sleepless player again."""
    for t in targets:
        if t.has(SLEEPLESS):
            return Refusal(Reason.INVALID_TARGET, deferred("refuse.sleepless", {"player": t.name}))
        if in_nightmare(eng, t):
            return Refusal(Reason.INVALID_TARGET, deferred("refuse.nightmare", {"player": t.name}))
    return None


def _reaper_dead(eng: Engine, player: Player) -> bool:
    """wraith.6 / ruling RM417: the Wraith haunts once no living player holds the Reaper's role
    (the Reaper died, or lost the role: it is gone either way)."""
    return not any(p.alive and REAPS in eng.role_of(p).tags for p in eng.state.players)


def nightmare_gone(eng: Engine, player: Player, ev: Event) -> None:
    """reaper.14: once no living player is of the nightmare (team or channel), nobody is
    sleepless any more, silently (only the host's log says)."""
    if not any(p.has(SLEEPLESS) for p in eng.state.players):
        return
    if any(p.alive and in_nightmare(eng, p) for p in eng.state.players):
        return
    freed = [p for p in eng.state.players if p.has(SLEEPLESS)]
    eng.emit("sleep_returns", targets=[p.name for p in freed], causes=[ev.id], rule="reaper.14")
    for p in freed:
        eng.remove_status(p, SLEEPLESS)


def counts_for(eng: Engine, team: str, p: Player) -> bool:
    """reaper.b1 / spirit.1 / wraith.b1: the nightmare wins once every living player is
    sleepless or of the nightmare (the engine counts the team and the unaligned itself)."""
    return team == NIGHTMARE and (p.has(SLEEPLESS) or in_nightmare(eng, p))


# ---------------------------------------------------------------------------- the counter-attack


def counter_sleepless(eng: Engine, act: Act, target: Player) -> str | None:
    """reaper.3 / wraith.4: a sleepless player's power on the Reaper or a Wraith fails, and the
    one they used it on attacks them at once; reaper.3 / wraith.5: a targeting power (storing a
    player for later) is no such use. Ruling RM415: group polls count too (the pack's attack
    chosen by a sleepless wolf fails, and that wolf is attacked)."""
    if COUNTERS not in eng.role_of(target).tags or not target.alive:
        return None
    actor = act.actor
    if not actor.has(SLEEPLESS) or act.ability.kind == "target" or actor is target:
        return None
    rule = "reaper.3" if REAPS in eng.role_of(target).tags else "wraith.4"
    eng.attack(target, actor, causes=[act.event.id], rule=rule, source=NIGHTMARE)
    return rule


def reaper_redirect(eng: Engine, actor: Player, ab: Ability, current: Player) -> Player | None:
    """reaper.4: a power of a player who is not sleepless used on the Reaper goes to the player
    the Reaper marked instead; reaper.6: with no mark, or a dead one, it stays (R16: the engine
    never redirects onto a dead player). A targeting power is not redirected (reaper.4)."""
    if ab.kind == "target" or actor is current or actor.has(SLEEPLESS):
        return None
    if REAPS not in eng.role_of(current).tags:
        return None
    mark = current.memory.get(MARK)
    target = eng.find(mark) if isinstance(mark, str) else None
    return target if target is not None and target.alive and target is not actor else None


# ---------------------------------------------------------------------------- the dead's powers


def lend_the_dead(eng: Engine) -> None:
    """reaper.7 / reaper.8: as each night starts, every living Reaper learns the final role of
    every player who died since the start of the last night, and is lent, for this night, one
    power for each of them by their role's category (reaper.9–reaper.13, ruling RM413)."""
    night = eng.state.phase
    reapers = [p for p in eng.living() if REAPS in eng.role_of(p).tags]
    if not reapers:
        return
    # RM413: what the last lending gave is gone as this night starts; the lent abilities'
    # availability reads the Reaper's memory, which the engine does not watch, so the Reaper's
    # kept abilities are dropped here whenever that memory changes (a kept kit asked for on the
    # lending night would otherwise outlive it: fuzz seed 933)
    for reaper in reapers:
        if reaper.memory.pop(CREDITS, None) is not None:
            eng._changed(reaper, others=False)
    dead = [
        p for p in eng.state.players
        if not p.alive and p.death is not None and p.death.phase >= night - 2
    ]
    if not dead:
        return
    for reaper in reapers:
        lent: dict[str, int] = {"phase": night}
        for p in dead:
            power = LENDS.get(eng.role_of(p).category, "mark")
            lent[power] = lent.get(power, 0) + 1
            eng.tell(reaper, "nightmare.dead_role", rule="reaper.7", player=p.name, role=p.role)
        reaper.memory[CREDITS] = lent
        eng._changed(reaper, others=False)  # its abilities now include the lent ones


def _peer(eng: Engine, act: Act) -> None:
    """reaper.11: the Reaper learns the role a player appears to have: every disguise fools it,
    and it is redirected and obstructed like any investigation. (Its declaration says it learns
    nothing, which the bots read: declared as the effects it is, it would say a role.)"""
    _SPEND_PEER.run(eng, act)
    _PEER.run(eng, act)


_SPEND_PEER = SpendLent(CREDITS, "peer")  # the lent power is spent
_PEER = Investigate(tell="nightmare.peered")


def _recruitable(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    """reaper.12: nobody of the nightmare is recruited again."""
    for t in targets:
        if in_nightmare(eng, t):
            return Refusal(Reason.INVALID_TARGET, deferred("refuse.nightmare", {"player": t.name}))
    return None


_SPEND_RECRUIT = SpendLent(CREDITS, "recruit")  # reaper.12: the lent power is spent


def recruit(eng: Engine, target: Player, causes: list[int]) -> Event:
    """reaper.12 / spirit.b2: the player becomes a Spirit through the one path for a role change
    (so a Cupid becomes a Spectral Cupid instead, spectral-cupid.1), joins the nightmare's
    channel, and keeps every channel they were in (spirit.2). spirit.b1 / ruling RM416: the
    Spirit wears a strong disguise as its old role for good."""
    old = target.role
    changed = take_up_role(
        eng, target, SPIRIT_NAME, causes=causes, rule="spirit.b2", msg="nightmare.spirit", role=old
    )
    if changed.kind == "role_changed" and eng.role_of(target).name == SPIRIT_NAME:
        ev = eng.emit(
            "disguised", targets=[target.name], causes=[changed.id], rule="spirit.b1",
            data={"role": old, "strength": "strong"},
        )
        eng.add_status(target, "disguise", source=ev.id, data={"role": old, "strength": "strong"})
    return changed


def _recruit(eng: Engine, act: Act) -> None:
    _SPEND_RECRUIT.run(eng, act)
    target = act.targets[0]
    changed = recruit(eng, target, [act.event.id])
    key = "nightmare.recruited" if changed.kind == "role_changed" else "nightmare.recruit_failed"
    eng.tell(act.actor, key, rule="reaper.12", causes=[changed.id], target=target.name)


# reaper.1 / reaper.b2: the player turns sleepless at once; reaper.2: they are not told (only
# the Reaper is, and the host's log); the night's haunts are counted (``_haunts_left``)
_HAUNTS = (
    Tally(HAUNTS),
    Apply(SLEEPLESS, tell="nightmare.haunted", rule="reaper.1", param="target"),
)

# reaper.1 / reaper.b2: each night, at once, one player (more with the powers of the dead)
HAUNT = Ability(
    verb="haunt", when="night", timing="immediate", does=_HAUNTS, per_phase=None,
    actor_check=_haunts_left, check=_hauntable, fail_msg="nightmare.haunt_failed", rule="reaper.1",
    help="turn a player sleepless (they are not told)",
    declaration=Declaration(effects=(Effect.RECRUITMENT,), aim=Aim.UNTESTED),
)

# wraith.6: the Wraith's haunting, one a night, once the Reaper is gone
WRAITH_HAUNT = Ability(
    verb="haunt", when="night", timing="immediate", does=_HAUNTS,
    available=_reaper_dead,
    actor_check=_haunts_left, check=_hauntable, fail_msg="nightmare.haunt_failed", rule="wraith.6",
    help="turn a player sleepless (once the Reaper is dead)",
    declaration=Declaration(effects=(Effect.RECRUITMENT,), aim=Aim.UNTESTED),
)

# reaper.9: a killing role's death lends an end-of-night attack
REAP = Ability(
    verb="reap", when="night", timing="end", does=Attack(source=NIGHTMARE, tell=""),
    available=_lent("reap"), fail_msg="attack.failed", rule="reaper.9",
    help="attack a player tonight (a killer died)",  # lent by a death (reaper.9)
    declaration=Declaration(aim=Aim.KILL),
)

# reaper.11: an investigative role's death lends a check, at once
PEER = Ability(
    verb="peer", when="night", timing="immediate", does=Learn(), resolve=_peer,
    per_phase=None, available=_lent("peer"),
    actor_check=_lent_left("peer"),
    obstructable=True, fail_msg="nightmare.peer_failed", rule="reaper.11",
    help="learn the role a player appears to have (an investigator died)",
    declaration=Declaration(effects=(Effect.INVESTIGATION,), aim=Aim.UNTESTED),
)

# reaper.12: a recruitment or align role's death lends a recruitment, at once
RECRUIT = Ability(
    verb="recruit", when="night", timing="immediate", does=Special(), resolve=_recruit,
    per_phase=None,
    available=_lent("recruit"),
    actor_check=_lent_left("recruit"),
    check=_recruitable, fail_msg="nightmare.recruit_failed", rule="reaper.12",
    help="turn a player into your Spirit (a recruiter died)",
    declaration=Declaration(effects=(Effect.RECRUITMENT,), aim=Aim.UNTESTED),
)

# reaper.13 / reaper.5: any other role's death lends a new mark for the redirection, at once
MARK_ABILITY = Ability(
    verb="mark", when="night", timing="immediate",
    # the lent power is spent; reaper.5 / reaper.13: the Reaper chooses, or changes, the player
    # its redirection sends powers to
    does=(
        SpendLent(CREDITS, "mark"),
        Remember(MARK, tell="nightmare.marked", param="target"),
    ),
    per_phase=None,
    available=_lent("mark"),
    actor_check=_lent_left("mark"),
    visits=False, fail_msg="nightmare.mark_failed", rule="reaper.13",
    help="choose the player powers used on you are sent to",
    declaration=Declaration(effects=(Effect.NOTHING,), aim=Aim.UNTESTED),
)

# wraith.2: whoever copies the Reaper becomes a Wraith (roles/base.py ``copied_role``)
REAPER = RoleDef(
    name=REAPER_NAME,
    team=NIGHTMARE,
    groups=(NIGHTMARE,),
    abilities=(HAUNT, REAP, PEER, RECRUIT, MARK_ABILITY),
    tags=frozenset({REAPS, COUNTERS, f"{COPIED_AS}{WRAITH_NAME}"}),
    category="Killing",
    rules=tuple(f"reaper.{i}" for i in ("b1", "b2", "b3", *range(1, 15))),
    summary="Turn players sleepless each night and borrow the powers of the dead: the nightmare "
    "wins once everyone alive is sleepless or yours.",
    description=(
        "Leads the nightmare, a solo team, in its channel. Each night, at once, turns a player "
        "sleepless; they are not told. A sleepless player's power used on the Reaper fails, and "
        "the Reaper attacks them at once; anyone else's goes to the player the Reaper marked. "
        "As each night starts the Reaper learns the roles of those who died since the last "
        "night began, and for each may, that night: attack (a killer), turn one more player "
        "sleepless (a power role), check a role (an investigator), make a Spirit (a recruiter "
        "or align role), or choose a new mark (any other). Whoever copies the Reaper becomes a "
        "Wraith. The nightmare wins once every living player is sleepless or of the nightmare; "
        "with no nightmare left, everyone sleeps again, untold."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Solo Killing - Nightmare Team",
    limited=True,
)

# spirit.2 / spirit.3: the engine's group voice: a Spirit keeps its old groups' polls, uncounted
SPIRIT = RoleDef(
    name=SPIRIT_NAME,
    team=NIGHTMARE,
    groups=(NIGHTMARE,),
    tags=frozenset({VOICE_ONLY}),
    category="Miscellaneous",
    rules=tuple(f"spirit.{i}" for i in ("b1", "b2", *range(1, 5))),
    summary="Recruited by the Reaper: no ability of your own, you win with the nightmare and "
    "look like your old role.",
    description=(
        "On the nightmare team, in its channel; never dealt, only made by the Reaper's "
        "recruitment. Loses the old role's abilities but looks like it to every check, and "
        "keeps its channels: in a group such as the wolfpack it still votes, uncounted, while "
        "another member holds the group's ability. Wins with the Reaper."
    ),
    mix=None,
    book_group="Solo Miscellaneous - Nightmare Team",
    limited=True,
)

WRAITH = RoleDef(
    name=WRAITH_NAME,
    team=NIGHTMARE,
    groups=(NIGHTMARE,),
    abilities=(WRAITH_HAUNT,),
    tags=frozenset({COUNTERS, HEIR}),
    category="Killing",
    rules=tuple(f"wraith.{i}" for i in ("b1", *range(1, 7))),
    summary="The copy of a Reaper: win with the nightmare; a sleepless player's power on you "
    "fails and you attack them.",
    description=(
        "On the nightmare team, in its channel with the Reaper; a player who copies the Reaper "
        "becomes one. Never sleepless. A sleepless player's power used on the Wraith (other "
        "than choosing a target) fails, and the Wraith attacks them at once. Once the Reaper "
        "is dead, turns one player sleepless each night."
    ),
    mix=None,
    book_group="Solo Killing - Nightmare Team",
    limited=True,
)

GROUPS = (
    # wraith.b1 / ruling RM418: the nightmare's members share a channel and trust each other
    GroupDef(NIGHTMARE, team=NIGHTMARE, trusted=True, rule="wraith.b1"),
)

MESSAGES: tuple[str, ...] = (
    "nightmare.haunted",
    "nightmare.haunt_failed",
    "nightmare.dead_role",
    "nightmare.peered",
    "nightmare.peer_failed",
    "nightmare.spirit",
    "nightmare.recruited",
    "nightmare.recruit_failed",
    "nightmare.marked",
    "nightmare.mark_failed",
    "refuse.haunts",
    "refuse.sleepless",
    "refuse.nightmare",
    "refuse.nightmare_spent",
)

EVENT_WORDS: tuple[str, ...] = (
    "sleep_returns",
)

RULE_TEXT: dict[str, str] = {
    "reaper.b1": "The nightmare wins once everyone alive is sleepless, dead or a nightmare.",
    "reaper.b2": "Each night the Reaper may turn a player sleepless.",
    "reaper.b3": "The Reaper may borrow, for a while, the powers of the dead.",
    "reaper.1": "Each night, at once, the Reaper turns one player sleepless.",
    "reaper.2": "A sleepless player is not told.",
    "reaper.3": "A sleepless player's power on the Reaper fails and the Reaper attacks them.",
    "reaper.4": "Anyone else's power on the Reaper goes to the player the Reaper marked.",
    "reaper.5": "The Reaper marks a player only with a power lent by a death.",
    "reaper.6": "With no mark, or a dead one, nothing is redirected.",
    "reaper.7": "As each night starts the Reaper learns the roles of the recently dead.",
    "reaper.8": "Each such death lends the Reaper a power by the dead role's category.",
    "reaper.9": "A dead killing role lends an attack at the end of the night.",
    "reaper.10": "A dead power role lends one more sleepless player, at once.",
    "reaper.11": "A dead investigative role lends a check of a role, fooled by disguises.",
    "reaper.12": "A dead recruitment or align role lends making a Spirit, at once.",
    "reaper.13": "Any other dead role lends choosing a new mark, at once.",
    "reaper.14": "With no nightmare left, nobody is sleepless any more, untold.",
    "spirit.b1": "A Spirit belongs to the Reaper's army and looks like its old role.",
    "spirit.b2": "The Reaper's recruitment makes a Spirit.",
    "spirit.1": "A Spirit wins with the Reaper.",
    "spirit.2": "A Spirit keeps its old groups and votes there while another member lives.",
    "spirit.3": "A Spirit's vote in such a group does not count.",
    "spirit.4": "A group with no member holding its ability any more has lost it.",
    "wraith.b1": "The Wraith wins with the Reaper and shares its channel.",
    "wraith.1": "The Wraith has no power of its own beyond these.",
    "wraith.2": "Whoever copies the Reaper becomes a Wraith.",
    "wraith.3": "A Wraith never turns sleepless.",
    "wraith.4": "A sleepless player's power on a Wraith fails and the Wraith attacks them.",
    "wraith.5": "Choosing a Wraith as a stored target is no such power.",
    "wraith.6": "Once the Reaper is dead, the Wraith turns a player sleepless each night.",
}


def cleansed(eng: Engine, player: Player, ev: Event) -> list[tuple[str, str]]:
    """Ruling RM419 (exorcist.2): sleeplessness is the nightmare's negative effect; an exorcism
    removes it (a Spirit stays a Spirit)."""
    if not player.has(SLEEPLESS):
        return []
    eng.remove_status(player, SLEEPLESS)
    return [(SLEEPLESS, NIGHTMARE)]


FAMILY = Family(
    name=NIGHTMARE,
    roles=(REAPER, SPIRIT, WRAITH),
    teams=(NIGHTMARE_TEAM,),
    groups=GROUPS,
    listeners=(
        ("night_start", lend_the_dead),
        ("counts_for", counts_for),
        ("voids", counter_sleepless),
        ("death", nightmare_gone),
        ("role_changed", nightmare_gone),
        ("team_changed", nightmare_gone),
        ("cleansed", cleansed),
    ),
    redirectors=(reaper_redirect,),
    messages=MESSAGES,
    events=EVENT_WORDS,
    rulebook=RULE_TEXT,
    statuses=(SLEEPLESS,),
)
