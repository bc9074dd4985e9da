"""The Flock team (role book: limited/shepherd, limited/herding dog): a solo team whose Shepherd
herds players at night, and whose Herding Dogs talk to the herded one at a time; it wins once
every living player is herded, unaligned or in the flock.

Verbs (scenario and terminal game):

- Shepherd: at night, at once, ``herd X`` (as many players a night as the game's size gives:
  one up to 22 players, two from 23); by day, at once, ``unherd X Y``: X leaves the herd and Y
  gets one hidden vote against them on the day's lynch polls.
- Herding Dog: at night, at once, ``fetch X`` (a herded player: a channel of the two of them,
  the dog unnamed, until the next night starts); ``herd X`` once a night while no Shepherd is
  alive; ``stray`` at any time, to leave the herd.

Herding is a status (``herded``, told to its holder) with a channel (``herd``, where the
Shepherd's lines are unnamed); its vote weight, its two defences and the team's win are hooks
of this family. Rulings RM391–RM395 (docs/rulings-made.md) settle what the book leaves open.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import tally
from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Meaning
from ..engine.effects import Meet, Remove, Special, Tell, own_channel
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, FamilyState, GroupDef, RoleDef, Team
from ..engine.state import Group, Player, Poll

FLOCK = "flock"  # the team's key and its channel's name
HERD = "herd"  # the channel of the herded players
KENNEL = "kennel"  # a Herding Dog's channel with the herded player it fetched
HERDED = "herded"  # the status of a herded player
SHEPHERD_TAG = "herds the flock"  # the tag of the role whose holder herds each night
DOG_TAG = "herding dog"  # the tag of the roles that fetch a herded player
FAMILY_NAME = "flock"
PUBLIC_POLLS = ("lynch", "election")

FLOCK_TEAM = Team(FLOCK, "Flock", "every living player is herded, unaligned or in the flock")


@dataclass
class FlockState(FamilyState):
    """The family's own state (R37). ``herds``: each herder's night (``phase``) and how many
    players they herded on it (``count``)."""

    herds: dict[str, dict[str, int]] = field(default_factory=dict)


def in_flock(eng: Engine, p: Player) -> bool:
    """shepherd.8 / shepherd.b2: a player of the Flock team, or one listed in its channel."""
    if eng.team_of(p) == FLOCK:
        return True
    g = eng.group(FLOCK)
    return g is not None and p.name in g.members


def herds_a_night(eng: Engine) -> int:
    """shepherd.7 / shepherd.9: one herding for every fifteen players dealt into the game,
    rounded to the nearest (at least one): up to 22 players one, from 23 on two."""
    n = len(eng.state.players)
    return max(1, (2 * n + 15) // 30)


def _living_shepherds(eng: Engine) -> list[Player]:
    return [p for p in eng.state.players if p.alive and SHEPHERD_TAG in eng.role_of(p).tags]


def _herded_tonight(eng: Engine, actor: Player) -> int:
    if FAMILY_NAME not in eng.state.ext:
        return 0
    night = eng.ext(FlockState).herds.get(actor.name)
    return night["count"] if night is not None and night["phase"] == eng.state.phase else 0


def _herds_left(eng: Engine, actor: Player) -> Refusal | None:
    """shepherd.7: the Shepherd herds no more players a night than the game's size allows;
    herding-dog.3: a Herding Dog herds one."""
    allowed = herds_a_night(eng) if SHEPHERD_TAG in eng.role_of(actor).tags else 1
    if _herded_tonight(eng, actor) >= allowed:
        return Refusal(Reason.ALREADY_USED, deferred("refuse.herds", {"count": allowed}))
    return None


def _herdable(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    """shepherd.8: no member of the flock team or channel is herded; ruling RM392: but a
    Herding Dog may be (herding-dog.2, herding-dog.b3); a herded player is not herded twice."""
    for t in targets:
        if t.has(HERDED):
            return Refusal(Reason.INVALID_TARGET, deferred("refuse.herded", {"player": t.name}))
        if in_flock(eng, t) and DOG_TAG not in eng.role_of(t).tags:
            return Refusal(Reason.INVALID_TARGET, deferred("refuse.flock", {"player": t.name}))
    return None


def _herd_channel(eng: Engine) -> Group:
    g = eng.group(HERD)
    if g is None:
        g = Group(name=HERD, channel=f"{HERD} channel")
        eng.state.groups.append(g)
    return g


def _herd(eng: Engine, act: Act) -> None:
    """shepherd.b1 / shepherd.1 / shepherd.4: the player is herded at once (ruling RM391): they
    join the herd's channel, where the Shepherd talks to them unnamed, and are told."""
    herder, target = act.actor, act.targets[0]
    state = eng.ext(FlockState)
    night = state.herds.get(herder.name)
    if night is None or night["phase"] != eng.state.phase:
        night = state.herds[herder.name] = {"phase": eng.state.phase, "count": 0}
    night["count"] += 1
    eng.add_status(target, HERDED, source=act.event.id, data={"by": herder.name})
    g = _herd_channel(eng)
    # shepherd.1: every living Shepherd speaks in the herd's channel unnamed
    for shepherd in _living_shepherds(eng):
        g.anonymous[shepherd.name] = "Shepherd"
        eng.join_group(shepherd, HERD, cause=act.event.id, rule="shepherd.1")
    eng.join_group(target, HERD, cause=act.event.id, rule="shepherd.1")
    # shepherd.4: the herded player is told
    eng.tell(target, "flock.herded", rule="shepherd.4", causes=[act.event.id])
    eng.tell(
        herder, "flock.herd_done", rule="shepherd.b1", causes=[act.event.id], target=target.name
    )


def _unherd_player(eng: Engine, p: Player, causes: list[int], rule: str) -> None:
    eng.remove_status(p, HERDED)
    eng.leave_group(p, HERD, causes=causes, rule=rule)


def herded_weight(eng: Engine, voter: Player, poll: Poll, weight: int) -> int:
    """shepherd.2: a herded player's vote counts nothing on the public polls (ruling RM393:
    whatever it would have counted; the Mayor's extra vote, which R13 says nothing removes,
    stays)."""
    if voter.statuses and poll.kind in PUBLIC_POLLS and voter.has(HERDED):
        return 0
    return weight


def _herded_words(
    eng: Engine, voter: Player | None, poll: Poll, before: int, after: int
) -> tally.Words | None:
    """shepherd.2 / R40: the herded vote that counts nothing, in the tally's breakdown."""
    if voter is None:
        return None
    return tally.Words("a herded player's vote counts nothing", "shepherd.2", (voter.name,))


# R40: the words of this family's vote modifier, beside the other families' (roles/rulebook.py)
tally.DESCRIBERS[tally.listener_key(herded_weight)] = _herded_words


def herd_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """shepherd.3: an attack on a herded player at night fails once: the player leaves the herd
    instead (their vote counts again from then on), and every living Shepherd is told who."""
    if kind != "attack" or eng.state.phase % 2 != 1 or not victim.has(HERDED):
        return None
    source = victim.get(HERDED)
    causes = [source.source] if source is not None else []
    _unherd_player(eng, victim, causes, "shepherd.3")
    for shepherd in _living_shepherds(eng):
        eng.tell(shepherd, "flock.unherded", rule="shepherd.3", causes=causes, player=victim.name)
    return "the herd"


def shepherd_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """shepherd.5: a herded player's attack on the Shepherd fails."""
    if kind != "attack" or attacker is None or SHEPHERD_TAG not in eng.role_of(victim).tags:
        return None
    by = eng.find(attacker)
    return "the Shepherd's flock" if by is not None and by.has(HERDED) else None


def _unherd(eng: Engine, act: Act) -> None:
    """shepherd.6: by day the Shepherd lets a herded player go, and in exchange puts one hidden
    vote on another player on each of the day's lynch polls (ruling RM394)."""
    shepherd, freed, marked = act.actor, act.targets[0], act.targets[1]
    _unherd_player(eng, freed, [act.event.id], "shepherd.6")
    polls = [p for p in eng.state.polls if p.kind == "lynch"]
    for poll in polls:
        poll.invisible[marked.name] = poll.invisible.get(marked.name, 0) + 1
        poll.invisible_by.setdefault(marked.name, []).append(shepherd.name)
    eng.tell(
        shepherd,
        "flock.unherd_done",
        rule="shepherd.6",
        causes=[act.event.id],
        player=freed.name,
        target=marked.name,
    )


def _unherd_check(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    """shepherd.6: the first player named is herded; the votes go to another player."""
    if targets and not targets[0].has(HERDED):
        return Refusal(
            Reason.INVALID_TARGET, deferred("refuse.not_herded", {"player": targets[0].name})
        )
    if len(targets) > 1 and targets[1] is targets[0]:
        return Refusal(Reason.INVALID_TARGET, deferred("refuse.unherd_same", {}))
    return None


def _fetch_check(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    """herding-dog.1: only a herded player is fetched."""
    for t in targets:
        if not t.has(HERDED):
            return Refusal(Reason.INVALID_TARGET, deferred("refuse.not_herded", {"player": t.name}))
    return None


def close_kennels(eng: Engine) -> None:
    """Ruling RM395: a fetched player's channel with the dog lasts until the next night."""
    for dog in eng.state.players:
        if DOG_TAG in eng.role_of(dog).tags:
            eng.empty_group(own_channel(eng, dog, KENNEL, DOG_TAG), causes=[], rule="herding-dog.1")


def _no_shepherd(eng: Engine, player: Player) -> bool:
    """herding-dog.3: while no Shepherd is alive, a Herding Dog herds too."""
    return not _living_shepherds(eng)


def _herded_self(eng: Engine, player: Player) -> bool:
    return player.has(HERDED)


def flock_gone(eng: Engine, player: Player, ev: Event) -> None:
    """shepherd.13: once no living player is in the flock (team or channel), every herded
    player is herded no more, silently (only the host's log says)."""
    if any(p.alive and in_flock(eng, p) for p in eng.state.players):
        return
    freed = [p for p in eng.state.players if p.has(HERDED)]
    if not freed:
        return
    eng.emit("herd_released", targets=[p.name for p in freed], causes=[ev.id], rule="shepherd.13")
    for p in freed:
        eng.remove_status(p, HERDED)
    eng.empty_group(HERD, causes=[ev.id], rule="shepherd.13", announce=False)


def counts_for(eng: Engine, team: str, p: Player) -> bool:
    """shepherd.b2: the Flock team wins once every living player is herded, unaligned or in the
    flock (the engine counts the team's members and the unaligned itself)."""
    return team == FLOCK and (p.has(HERDED) or in_flock(eng, p))


# shepherd.b1 / shepherd.7: each night, at once, up to the night's number of players
HERD_ABILITY = Ability(
    verb="herd",
    when="night",
    timing="immediate",
    does=Special(), resolve=_herd,
    per_phase=None,
    actor_check=_herds_left,
    check=_herdable,
    fail_msg="flock.herd_failed",
    rule="shepherd.b1",
    help="herd a player: their public vote counts nothing, and one night attack on them fails",
    declaration=Declaration(effects=(Effect.PROTECTION,), aim=Aim.UNTESTED),
)

# herding-dog.3: the same herding, one a night, while no Shepherd is alive
DOG_HERD = Ability(
    verb="herd",
    when="night",
    timing="immediate",
    does=Special(), resolve=_herd,
    available=_no_shepherd,
    actor_check=_herds_left,
    check=_herdable,
    fail_msg="flock.herd_failed",
    rule="herding-dog.3",
    help="herd a player (while no Shepherd is alive)",
    declaration=Declaration(effects=(Effect.PROTECTION,), aim=Aim.UNTESTED),
)

# shepherd.6: by day, at once, one herded player for one hidden vote on another player
UNHERD = Ability(
    verb="unherd",
    when="day",
    timing="immediate",
    does=Special(), resolve=_unherd,
    min_targets=2,
    max_targets=2,
    per_phase=None,
    visits=False,
    check=_unherd_check,
    rule="shepherd.6",
    usage="unherd HERDED PLAYER",
    help="let a herded player go, for a hidden vote against another player today",
    declaration=Declaration(effects=(Effect.NOTHING, Effect.VOTES), aim=Aim.SPENT),
)

# herding-dog.1: each night, at once, one herded player
FETCH = Ability(
    verb="fetch",
    when="night",
    timing="immediate",
    # herding-dog.b2: the dog and the herded player share a channel of their own, the dog
    # unnamed (ruling RM395: until the next night starts; one player a night)
    does=Meet(channel=KENNEL, tag=DOG_TAG, unnamed="Herding Dog"),
    check=_fetch_check,
    visits=False,
    fail_msg="flock.fetch_failed",
    rule="herding-dog.1",
    help="talk unnamed with a herded player in a channel of your own until the next night",
    declaration=Declaration(effects=(Effect.NOTHING,), aim=Aim.UNTESTED),
)

# herding-dog.2: at any time, leave the herd
STRAY = Ability(
    verb="stray",
    when="any",
    timing="immediate",
    # herding-dog.2: the dog leaves the herd whenever they like
    does=(Remove(HERDED, group=HERD, step=True), Tell("flock.strayed", rule="herding-dog.2")),
    min_targets=0,
    max_targets=0,
    per_phase=None,
    visits=False,
    blockable=False,
    available=_herded_self,
    rule="herding-dog.2",
    help="leave the herd",
    declaration=Declaration(aim=Aim.SKIP),
)

# shepherd.10: the Shepherd is in the flock's channel with the Herding Dogs
SHEPHERD = RoleDef(
    name="Shepherd",
    team=FLOCK,
    groups=(FLOCK,),
    abilities=(HERD_ABILITY, UNHERD),
    tags=frozenset({SHEPHERD_TAG}),
    category="Power",
    rules=tuple(f"shepherd.{i}" for i in ("b1", "b2", *range(1, 14))),
    summary="Herd players each night: the Flock wins once everyone alive is herded or a flock.",
    description=(
        "Leads the Flock, a solo team, with the Herding Dogs (a channel of their own). Each "
        "night, at once, herds one player (two in games of 23 or more): a herded player is "
        "told, joins the herd's channel where the Shepherd speaks unnamed, and has no vote on "
        "the public polls; the first night attack on them fails and frees them instead (the "
        "Shepherd is told). A herded player's attack on the Shepherd fails. By day the "
        "Shepherd may free a herded player for a hidden vote against another. The Flock wins "
        "once every living player is herded, unaligned or in the flock."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Solo Power - Flock Team",
    limited=True,
)

# herding-dog.b1 / herding-dog.4: a Flock member in its channel with the Shepherd
HERDING_DOG = RoleDef(
    name="Herding Dog",
    team=FLOCK,
    groups=(FLOCK,),
    abilities=(FETCH, DOG_HERD, STRAY),
    tags=frozenset({DOG_TAG}),
    category="Power",
    rules=tuple(f"herding-dog.{i}" for i in ("b1", "b2", "b3", *range(1, 7))),
    summary="Wins with the Shepherd: each night, talk unnamed with one herded player.",
    description=(
        "On the Flock team, in its channel with the Shepherd. Each night, at once, may fetch a "
        "herded player into a channel of their own, where the dog speaks unnamed, until the "
        "next night. The Shepherd may herd the dog, who then sits in the herd's channel; the "
        "dog may stray from the herd at any time. While no Shepherd is alive, the dog herds "
        "one player a night."
    ),
    mix=None,
    book_group="Solo Power - Flock Team",
    limited=True,
)

GROUPS = (
    # herding-dog.4 / shepherd.10: the flock's members know each other and trust each other
    GroupDef(FLOCK, team=FLOCK, trusted=True, rule="herding-dog.4"),
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "flock.herded",
    "flock.herd_done",
    "flock.herd_failed",
    "flock.fetch_failed",
    "flock.unherded",
    "flock.unherd_done",
    "flock.strayed",
    "refuse.herds",
    "refuse.herded",
    "refuse.flock",
    "refuse.not_herded",
    "refuse.unherd_same",
)

EVENT_WORDS: tuple[str, ...] = (
    "herd_released",
)

# R37: this family's rule text: the paraphrase of each sentence of its cards, in our words
RULE_TEXT: dict[str, str] = {
    "shepherd.b1": "Each night the Shepherd may herd some players.",
    "shepherd.b2": "The Flock wins once every living player is herded, unaligned or a flock.",
    "shepherd.1": "Herded players join a channel where the Shepherd talks to them unnamed.",
    "shepherd.2": "A herded player's vote counts nothing on public polls.",
    "shepherd.3": "A night attack on a herded player fails once and frees them instead.",
    "shepherd.4": "A herded player is told so.",
    "shepherd.5": "A herded player's attack on the Shepherd fails.",
    "shepherd.6": "By day the Shepherd may free herded players for hidden votes on another.",
    "shepherd.7": "The Shepherd herds one player a night per fifteen dealt, rounded.",
    "shepherd.8": "Nobody in the flock is herded.",
    "shepherd.9": "The count is of the players dealt, not those alive.",
    "shepherd.10": "The Shepherd shares the flock's channel with the Herding Dogs.",
    "shepherd.11": "A Shepherd who loses the role herds no more.",
    "shepherd.12": "The flock is not told of its members' role changes.",
    "shepherd.13": "With no flock left, nobody is herded any more, silently.",
    "herding-dog.b1": "The Herding Dog wins with the Shepherd and shares their channel.",
    "herding-dog.b2": "The Herding Dog talks unnamed with one herded player a night.",
    "herding-dog.b3": "The Herding Dog may sit in the herd's channel as a herded player.",
    "herding-dog.1": "Each night the Herding Dog may fetch a herded player into a channel.",
    "herding-dog.2": "The Shepherd may herd a Herding Dog, who may leave the herd at will.",
    "herding-dog.3": "With no Shepherd alive, a Herding Dog herds a player a night too.",
    "herding-dog.4": "The Shepherd and the Herding Dogs share the flock's channel.",
    "herding-dog.5": "A Herding Dog who loses the role loses its powers but stays herded.",
    "herding-dog.6": "The flock is not told of its members' role changes.",
}


def cleansed(eng: Engine, player: Player, ev: Event) -> list[tuple[str, str]]:
    """Ruling RM461 (exorcist.2): being herded is the Flock team's negative effect (the
    Exorcist's list names it); an exorcism lets the player go, as the Shepherd's release does:
    no longer herded, out of the herd's channel."""
    if not player.has(HERDED):
        return []
    _unherd_player(eng, player, [ev.id], "exorcist.2")
    return [(HERDED, FLOCK)]


# R37: the Flock team's manifest; where its listeners run among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(SHEPHERD, HERDING_DOG),
    teams=(FLOCK_TEAM,),
    groups=GROUPS,
    listeners=(
        ("vote_weight", herded_weight),
        ("night_start", close_kennels),
        ("counts_for", counts_for),
        ("death", flock_gone),
        ("role_changed", flock_gone),
        ("team_changed", flock_gone),
        ("cleansed", cleansed),
    ),
    defences=(("active", "flock", herd_defence), ("passive", "flock", shepherd_defence)),
    messages=MESSAGES,
    events=EVENT_WORDS,
    rulebook=RULE_TEXT,
    state=FlockState,
    statuses=(HERDED,),
    known_statuses=(HERDED,),
    # shepherd.4 / shepherd.8: a herded player is told so, and the flock is never herded: a
    # reader may weigh that whoever is never herded is likelier of the flock (ruling RM491)
    meanings={"flock.herded": Meaning.MARKED},
)
