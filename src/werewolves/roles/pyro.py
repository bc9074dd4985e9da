"""The pyro team: the Pyromancer, the Wisp and the limited Firebug (role book: other/pyro,
limited/firebug).

Verbs (scenario and terminal game):

- Pyromancer, at night, one of: ``powder X`` (at once), ``unpowder X`` (at once), ``ignite``
  (chosen at once, carried out when the night ends: every powdered player is attacked).
- Firebug, at night, one of: ``powder X``, ``unpowder X``, ``ward X`` (all at once).
- Wisp, by day: ``kindle X`` (at once): X is powdered, or, when X already was, ignited when the
  day ends.

Powder is a hidden status (``powdered``) shared by the whole team: whoever of the pyros laid it,
every ignition burns it. The fire itself (``blaze``, ``flare``) is an end-of-phase attack that
nobody types: choosing to ignite, or a Wisp's visit to a powdered player, puts it among the
phase's end-of-phase actions, so it resolves in the batch with the other attacks (R3, R4, R8)
and an ability block at that moment stops it (R17).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Meaning
from ..engine.effects import PHASE_END, Apply, Burn, Inflict, Remove, Schedule
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, FamilyState, GroupDef, RoleDef, Team
from ..engine.state import Pending, Player, Status
from .base import take_up_role
from .cupid import FIREPROOF as CUPID_FIREPROOF

PYRO_TEAM = "pyro"
PYRO_CHANNEL = "pyro"  # the pyro team's channel (a group its channel roles are dealt into)
POWDERED = "powdered"
WARDED = "warded"
# the properties other rules ask about instead of a role's name
FIREPROOF = "not harmed by the pyros' fire"  # wisp.8
RISES = "takes up the pyro channel when it is gone"  # wisp.11
PROMOTED = "becomes a pyromancer when the last original dies"  # firebug.8
# flaming-cupid.2: the property of a role the pyro team's powder never reaches (the Cupid
# family's own word for it)
NEVER_POWDERED = CUPID_FIREPROOF

POWDER_VERB, UNPOWDER_VERB, IGNITE_VERB, WARD_VERB = "powder", "unpowder", "ignite", "ward"
# pyromancer.1 / firebug.b1: the night's one move is one of these
NIGHT_MOVES = (POWDER_VERB, UNPOWDER_VERB, IGNITE_VERB, WARD_VERB)
BLAZE_VERB, FLARE_VERB = "blaze", "flare"  # the fire itself: never typed, always queued

PYROS = Team(PYRO_TEAM, "Pyros", "every living player is on the pyro team or unaligned")


@dataclass
class PyroState(FamilyState):
    """The family's own state (R37).

    ``originals``: firebug.8: the players dealt a Pyromancer (None until the game starts).
    ``rising``: wisp.11: [Wisp, the event that told them] of the Wisps who take the channel up at
    the start of the next phase. ``kindled``: wisp.4: what each Wisp's visit of the day did,
    told when the day ends."""

    originals: list[str] | None = None
    rising: list[list[object]] = field(default_factory=list)
    kindled: list[dict[str, object]] = field(default_factory=list)


def _tags(eng: Engine, p: Player) -> frozenset[str]:
    return eng.role_of(p).tags


def powdered(eng: Engine) -> list[Player]:
    """The living powdered players, in seat order."""
    return [p for p in eng.living() if p.has(POWDERED)]


def channel_members(eng: Engine) -> list[Player]:
    """pyromancer.6 / firebug.6: the living members of the pyro channel: players whose role
    puts them in it and who still play for the pyro team (R36)."""
    return [
        p
        for p in eng.living()
        if PYRO_CHANNEL in eng.role_of(p).groups and eng.team_of(p) == PYRO_TEAM
    ]


# ---------------------------------------------------------------------------- the night's move


def _one_move(eng: Engine, actor: Player) -> Refusal | None:
    """pyromancer.1 / firebug.b1: a night's one move: powder, unpowder, ignite (a Pyromancer)
    or ward (a Firebug), never two of them."""
    role = eng.role_of(actor).name
    used = eng.state.used
    if any(used.get(f"{actor.name}|{role}|{verb}", 0) for verb in NIGHT_MOVES):
        return Refusal(Reason.ALREADY_USED, deferred("refuse.pyro_one_move", {}))
    return None


# pyromancer.6 / firebug.6: powder is hidden from the player who gets it, and shared by the
# whole team; flaming-cupid.2 / flaming-cupid.3 (ruling RM451): powder laid by the pyro team on
# a role with the property below comes to nothing, and nobody is told (the log keeps it)
POWDERING = Inflict(
    POWDERED, event="powdered", spared=NEVER_POWDERED, team=PYRO_TEAM,
    spared_event="powder_spared", spared_rule="flaming-cupid.3", to=PYRO_CHANNEL,
    tell="pyro.powdered",
)


def powder(eng: Engine, actor: Player, target: Player, *, cause: int, rule: str) -> None:
    """Lay powder on ``target`` (hidden from them); powder already there stays as it was."""
    POWDERING.put(eng, actor, target, cause=cause, rule=rule)


# pyromancer.b1 / pyromancer.1 / firebug.b1: one player a night, at once (pyromancer.4)
POWDER = Ability(
    verb=POWDER_VERB,
    when="night",
    timing="immediate",
    # pyromancer.4 / firebug.4: powdering happens at once; pyromancer.6 / firebug.6: the
    # channel learns whom its team powdered
    does=POWDERING,
    actor_check=_one_move,
    rule="pyromancer.4",
    help="powder a player (tonight's one move): every ignition burns the powdered",
    declaration=Declaration(effects=(Effect.HARM,), aim=Aim.FRESH_FOE),
)

# pyromancer.5 / firebug.5: instead of powdering, at once
UNPOWDER = Ability(
    verb=UNPOWDER_VERB,
    when="night",
    timing="immediate",
    # pyromancer.5 / firebug.5: the powder on a player is taken off at once (recorded when
    # there was some); the channel is told whom, and by whom
    does=Remove(POWDERED, event="unpowdered", to=PYRO_CHANNEL, tell="pyro.unpowdered", by=True),
    actor_check=_one_move,
    rule="pyromancer.5",
    help="take the powder off a player (tonight's one move, instead of powdering)",
    declaration=Declaration(effects=(Effect.CURE,), aim=Aim.AFFLICTED, withdraws=True),
)


# ---------------------------------------------------------------------------- the fire


# the pyros' fire, an attack by whoever lit it; wisp.8 / wisp.9 / wisp.10: it does not harm a
# Wisp, who is told it was ignited, while the igniter is told this target cannot burn (words no
# other failure uses)
FIRE = Burn(
    source="fire", tell="pyro.ignite_failed", spared=FIREPROOF, team=PYRO_TEAM,
    spared_event="fire_spared", spared_rule="wisp.8", spared_tell="wisp.ignited_unharmed",
    refused="pyro.cannot_ignite", refused_rule="wisp.9",
)


def ignite(eng: Engine, igniter: Player, target: Player, *, causes: list[int], rule: str) -> bool:
    """``igniter`` sets ``target`` on fire: an attack by ``igniter`` (True when it was not
    prevented)."""
    return FIRE.burn(eng, igniter, target, causes=causes, rule=rule)


def _no_typing(eng: Engine, actor: Player) -> Refusal | None:
    """The fire follows a choice to ignite (or a Wisp's visit) by itself: never typed."""
    return Refusal(Reason.NOT_NOW, deferred("refuse.pyro_fire_by_itself", {}))


def _queue(eng: Engine, actor: Player, verb: str, targets: list[str], event: int) -> None:
    """Put the fire among the phase's end-of-phase actions (R3), from the event that chose it."""
    st = eng.state
    st.pending.append(Pending(actor.name, verb, targets, st.seq, event))


# pyromancer.b1 / pyromancer.1 / pyromancer.4: instead of powdering, the night's one move;
# chosen at once, no target, no visit (ruling RM360)
IGNITE = Ability(
    verb=IGNITE_VERB,
    when="night",
    timing="immediate",
    # pyromancer.4: the choice is made at once, the ignition (BLAZE) happens when the night ends
    does=Schedule(BLAZE_VERB, tell="pyro.ignite_chosen"),
    min_targets=0,
    max_targets=0,
    visits=False,
    blockable=False,  # the fire at the night's end is what a block stops (BLAZE)
    redirectable=False,
    actor_check=_one_move,
    rule="pyromancer.4",
    help="ignite every powdered player when the night ends (tonight's one move)",
    declaration=Declaration(effects=(Effect.DEATH,), aim=Aim.PAYOFF),
)

# pyromancer.2 / pyromancer.4: the ignition, an end-of-night attack of each powdered player;
# ruling RM360: it visits nobody, and an ability block stops it (R17)
BLAZE = Ability(
    verb=BLAZE_VERB,
    when="night",
    timing="end",
    # pyromancer.2: every powdered player is attacked by the Pyromancer; pyromancer.3: powder is
    # never taken off by the fire: a survivor stays powdered
    does=replace(FIRE, on=POWDERED),
    min_targets=0,
    max_targets=0,
    visits=False,
    redirectable=False,
    actor_check=_no_typing,
    fail_msg="pyro.blaze_failed",
    rule="pyromancer.2",
    help="(automatic) the ignition you chose",
    declaration=Declaration(effects=(Effect.DEATH,), aim=Aim.SKIP),
)


# ---------------------------------------------------------------------------- the Firebug's ward


def _kill_attempt(eng: Engine, victim: Player) -> list[int]:
    return [
        ev.id
        for ev in reversed(eng.state.events)
        if ev.kind == "kill_attempt" and ev.targets == [victim.name]
    ][:1]


def _backfire(eng: Engine, ward: Status, attacker: Player, victim: Player) -> None:
    """firebug.2 / firebug.3: the attack turns on its maker: the attacker and every powdered
    player are ignited, an attack by the Firebug who laid the ward."""
    firebug = eng.player(str(ward.data["by"]))
    ev = eng.emit(
        "ward_backfired",
        actor=firebug.name,
        targets=[attacker.name],
        causes=[ward.source, *_kill_attempt(eng, victim)],
        rule="firebug.2",
        data={"warded": victim.name},
    )
    eng.tell(firebug, "firebug.backfired", rule="firebug.2", causes=[ev.id],
             player=victim.name, attacker=attacker.name)
    # firebug.3: the Firebug's own attack, on the attacker first, then on the powdered
    ignite(eng, firebug, attacker, causes=[ev.id], rule="firebug.3")
    for p in powdered(eng):
        if p is not attacker:
            ignite(eng, firebug, p, causes=[ev.id], rule="firebug.3")


def ward_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """firebug.1: a warded player is safe from attacks tonight. firebug.2: an attack by someone
    off the pyro team backfires (ruling RM362: one with no attacker named only fails)."""
    if kind != "attack" or not victim.statuses:
        return None
    ward = victim.get(WARDED)
    if ward is None:
        return None
    by = eng.find(attacker) if attacker else None
    if by is not None and eng.team_of(by) != PYRO_TEAM:
        _backfire(eng, ward, by, victim)
    return "a ward"


# firebug.b1 / firebug.1 / firebug.4: the night's other move, at once
WARD = Ability(
    verb=WARD_VERB,
    when="night",
    timing="immediate",
    # firebug.1 / firebug.4: warded at once, for the rest of the night; the channel is told
    does=Apply(
        WARDED, until=PHASE_END, event="warded", to=PYRO_CHANNEL, tell="firebug.warded", by=True
    ),
    actor_check=_one_move,
    rule="firebug.1",
    help="ward a player tonight (tonight's one move): an attack on them backfires",
    declaration=Declaration(effects=(Effect.PROTECTION,), aim=Aim.GUARD),
)


# ---------------------------------------------------------------------------- the Wisp


def _kindle(eng: Engine, act: Act) -> None:
    """wisp.1 / wisp.2 / wisp.3: the visit happens at once: a powdered player is ignited when
    the day ends, anyone else is powdered now."""
    target = act.targets[0]
    if target.has(POWDERED):
        # wisp.1: the fire comes at the end of the day
        _queue(eng, act.actor, FLARE_VERB, [target.name], act.event.id)
        what = "ignite"
    else:
        # wisp.2 / wisp.3: powdered at once
        powder(eng, act.actor, target, cause=act.event.id, rule="wisp.2")
        what = "powder"
    eng.ext(PyroState).kindled.append(
        {"wisp": act.actor.name, "target": target.name, "what": what, "event": act.event.id}
    )


# wisp.b1 / wisp.1 / wisp.3 / wisp.5: one player a day (never the Wisp), at once
KINDLE = Ability(
    verb="kindle",
    when="day",
    timing="immediate",
    does=Apply(),
    resolve=_kindle,
    rule="wisp.1",
    help="visit a player: powder them, or, if they are powdered, ignite them when the day ends",
    declaration=Declaration(effects=(Effect.DEATH,), aim=Aim.FOE),
)

# wisp.1: the Wisp's fire at the end of the day (an end-of-day attack; a block stops it)
FLARE = Ability(
    verb=FLARE_VERB,
    when="day",
    timing="end",
    # wisp.1: the visited powdered player is ignited by the Wisp
    does=FIRE,
    visits=False,  # the visit was the kindling (ruling RM361)
    redirectable=False,
    actor_check=_no_typing,
    rule="wisp.1",
    help="(automatic) the fire your visit lit",
    declaration=Declaration(effects=(Effect.DEATH,), aim=Aim.SKIP),
)


def tell_the_wisps(eng: Engine) -> None:
    """wisp.4: only when the day ends is each Wisp told whether its visit powdered or attacked."""
    st = eng.ext(PyroState)
    for k in st.kindled:
        msg = "wisp.powdered" if k["what"] == "powder" else "wisp.attacked"
        eng.tell(str(k["wisp"]), msg, rule="wisp.4", causes=[int(str(k["event"]))],
                 target=str(k["target"]))
    st.kindled = []


def _notice_wisps(eng: Engine, causes: list[int]) -> None:
    """wisp.11 / wisp.12: once no member of the pyro channel is left, every living Wisp is told
    it will take the channel up."""
    if channel_members(eng):
        return
    st = eng.ext(PyroState)
    told = {str(r[0]) for r in st.rising}
    for p in eng.living():
        if RISES in _tags(eng, p) and p.name not in told:
            ev = eng.tell(p, "wisp.rising", rule="wisp.11", causes=causes)
            st.rising.append([p.name, ev.id])


def channel_left(eng: Engine, player: Player, ev: Event) -> None:
    """wisp.11: the channel's last member left it (dead, or changed role or team)."""
    if eng.state.outcome is None:
        _notice_wisps(eng, [ev.id])


def wisps_rise(eng: Engine) -> None:
    """wisp.11 / wisp.12: at the start of the next phase every Wisp told becomes a Pyromancer
    and joins the pyro channel; the channel is told its members."""
    st = eng.ext(PyroState)
    if not st.rising:
        return
    rising, st.rising = st.rising, []
    risen: list[int] = []
    for name, told in rising:
        p = eng.player(str(name))
        if not p.alive or RISES not in _tags(eng, p):
            continue
        ev = take_up_role(
            eng, p, PYROMANCER.name, causes=[int(str(told))], rule="wisp.11", msg="wisp.risen"
        )
        if ev.kind == "role_changed":
            risen.append(ev.id)
    members = [p.name for p in channel_members(eng)]
    if risen and members:
        eng.emit(
            "group_trusted", audience="players", to=members, msg="pyro.channel",
            params={"members": members}, rule="wisp.12", causes=risen,
        )


# ---------------------------------------------------------------------------- the start, deaths


def game_start(eng: Engine) -> None:
    """firebug.8: the original Pyromancers are those dealt the role. wisp.11 (ruling RM363): a
    Wisp dealt with no channel member takes the channel up at the start of Day 0."""
    st = eng.ext(PyroState)
    st.originals = [p.name for p in eng.state.players if p.role == PYROMANCER.name]
    _notice_wisps(eng, [])


def on_death(eng: Engine, victim: Player, ev: Event) -> None:
    """firebug.8: when the last original Pyromancer dies, every living Firebug becomes a
    Pyromancer (ruling RM364); then wisp.11: the channel may be gone."""
    if eng.state.outcome is not None:
        return
    originals = eng.ext(PyroState).originals or []
    if victim.name in originals and not any(eng.player(n).alive for n in originals):
        for p in eng.living():
            if PROMOTED in _tags(eng, p):
                eng.change_role(
                    p, PYROMANCER.name, causes=[ev.id], rule="firebug.8", msg="firebug.promoted"
                )
    _notice_wisps(eng, [ev.id])


def _phase_start(eng: Engine) -> None:
    wisps_rise(eng)


def day_start(eng: Engine) -> None:
    """wisp.11: a Wisp told takes the channel up as the day starts."""
    _phase_start(eng)


def night_start(eng: Engine) -> None:
    """wisp.11: a Wisp told takes the channel up as the night starts."""
    _phase_start(eng)


# ---------------------------------------------------------------------------- the roles


PYROMANCER = RoleDef(
    name="Pyromancer",
    team=PYRO_TEAM,
    category="Killing",
    # pyromancer.6: in the pyro team and its channel
    groups=(PYRO_CHANNEL,),
    attack_class="other",
    # the ignition first: a bot offered both weighs it before laying more powder
    abilities=(IGNITE, POWDER, UNPOWDER, BLAZE),
    rules=tuple(f"pyromancer.{i}" for i in ("b1", 1, 2, 3, 4, 5, 6, 7)),
    summary="Each night, powder a player or ignite every powdered player.",
    description=(
        "Solo pyro team, in the pyro channel. Each night makes one move: powders a player at "
        "once, takes the powder off one at once, or chooses to ignite: when the night ends, "
        "every powdered player (whoever of the team powdered them) is attacked by the "
        "Pyromancer; survivors stay powdered. Powdered players are not told. The pyros win when "
        "only they (and unaligned players) are left alive."
    ),
    mix=None,
    book_group="Solo Killing - Pyro Team",
)

WISP = RoleDef(
    name="Wisp",
    team=PYRO_TEAM,
    category="Killing",
    attack_class="other",
    abilities=(KINDLE, FLARE),
    tags=frozenset({FIREPROOF, RISES}),
    rules=tuple(f"wisp.{i}" for i in ("b1", *range(1, 13))),
    summary="Each day, visit a player: powder them, or ignite them if they are powdered.",
    description=(
        "Solo pyro team, but not in the pyro channel: the Wisp does not know its team. Each "
        "day may visit one other player at once: an unpowdered player is powdered; a powdered "
        "one is attacked by the Wisp when the day ends. The Wisp learns which it was only when "
        "the day ends. The pyros' fire does not harm a Wisp. Once no member of the pyro "
        "channel is left, every Wisp is told and becomes a Pyromancer in the channel at the "
        "start of the next phase."
    ),
    mix=None,
    book_group="Solo Killing - Pyro Team",
)

FIREBUG = RoleDef(
    name="Firebug",
    team=PYRO_TEAM,
    category="Killing",
    # firebug.6: in the pyro team and its channel
    groups=(PYRO_CHANNEL,),
    attack_class="other",
    # the ward first: a bot guards a trusted player when it has one, and powders otherwise
    abilities=(WARD, POWDER, UNPOWDER),
    tags=frozenset({PROMOTED}),
    rules=tuple(f"firebug.{i}" for i in ("b1", *range(1, 9))),
    summary="Each night, powder a player or ward one: an attack on the warded backfires.",
    description=(
        "Solo pyro team, in the pyro channel. Each night makes one move, at once: powders a "
        "player, takes the powder off one, or wards one. A warded player is safe from attacks "
        "that night; an attack on them by anyone off the pyro team backfires: the Firebug "
        "attacks the attacker and every powdered player. Becomes a Pyromancer once the last "
        "Pyromancer dealt at the start has died."
    ),
    mix=None,
    book_group="Solo Killing - Pyro Team",
    limited=True,
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "refuse.pyro_one_move",
    "refuse.pyro_fire_by_itself",
    "pyro.powdered",
    "pyro.unpowdered",
    "pyro.ignite_chosen",
    "pyro.ignite_failed",
    "pyro.blaze_failed",
    "pyro.cannot_ignite",
    "pyro.channel",
    "wisp.ignited_unharmed",
    "wisp.powdered",
    "wisp.attacked",
    "wisp.rising",
    "wisp.risen",
    "firebug.warded",
    "firebug.backfired",
    "firebug.promoted",
)

# R37: this family's rule text: the paraphrase of each sentence of its cards, in our words
RULE_TEXT: dict[str, str] = {
    "pyromancer.b1": "Each night the Pyromancer powders one player or ignites all the powdered.",
    "pyromancer.1": "A Pyromancer's night holds one move: powder or ignite.",
    "pyromancer.2": "An ignition attacks every powdered player, an attack by the Pyromancer.",
    "pyromancer.3": "Someone who survives the fire is still powdered.",
    "pyromancer.4": "Powder goes on at once; the ignition happens when the night ends.",
    "pyromancer.5": "The Pyromancer may take powder off someone instead of powdering.",
    "pyromancer.6": "The Pyromancer plays for the pyro team and sits in its channel.",
    "pyromancer.7": "The pyros win once nobody else is alive.",
    "wisp.b1": "Each day the Wisp visits someone, setting them alight if they are powdered.",
    "wisp.1": "A Wisp's daily visit to a powdered player sets them alight when the day ends.",
    "wisp.2": "A Wisp's visit to an unpowdered player powders them.",
    "wisp.3": "The Wisp's visit takes effect at once.",
    "wisp.4": "The Wisp learns whether it powdered or attacked only when the day ends.",
    "wisp.5": "The Wisp cannot visit itself.",
    "wisp.6": "The Wisp plays for the pyro team without sitting in the pyro channel.",
    "wisp.7": "The Wisp does not know who else is on its team.",
    "wisp.8": "Set alight by the pyros, a Wisp is told so and does not die.",
    "wisp.9": "Whoever set a Wisp alight learns the target could not burn.",
    "wisp.10": "That news is worded unlike any other failed ignition.",
    "wisp.11": (
        "With the pyro channel empty, each Wisp is told and becomes a Pyromancer in the channel "
        "as the next phase starts."
    ),
    "wisp.12": "Every Wisp alive then becomes a Pyromancer, not just one.",
    "firebug.b1": "Each night the Firebug powders one player or wards one.",
    "firebug.1": "A warded player cannot be harmed by attacks that night.",
    "firebug.2": (
        "Someone off the pyro team who attacks a warded player sets themselves and every "
        "powdered player alight."
    ),
    "firebug.3": "That backfire is the Firebug's own attack.",
    "firebug.4": "Powder and ward both take effect at once.",
    "firebug.5": "The Firebug may take powder off someone instead of powdering.",
    "firebug.6": "The Firebug plays for the pyro team and sits in its channel.",
    "firebug.7": "The pyros win once nobody else is alive (the Firebug's card).",
    "firebug.8": "Once the last Pyromancer dealt at the start has died, the Firebug is one.",
}

# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "powdered",
    "unpowdered",
    "warded",
    "ward_backfired",
    "fire_spared",
    "powder_spared",
)


def cleansed(eng: Engine, player: Player, ev: Event) -> list[tuple[str, str]]:
    """Ruling RM461 (exorcist.2): powder is the Pyro team's negative effect (the Exorcist's
    list names it); an exorcism takes it off, as an unpowdering would."""
    if not player.has(POWDERED):
        return []
    eng.remove_status(player, POWDERED)
    return [(POWDERED, PYRO_TEAM)]


# R37: the pyro team's manifest; where its listeners run among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name="pyro",
    roles=(PYROMANCER, WISP, FIREBUG),
    teams=(PYROS,),
    # pyromancer.6 / firebug.6: the channel's members play on one side (a bot's allies); the
    # Wisp is not in it (wisp.6, wisp.7)
    groups=(GroupDef(PYRO_CHANNEL, PYRO_TEAM, trusted=True, rule="pyromancer.6"),),
    listeners=(
        ("game_start", game_start),
        ("day_start", day_start),
        ("night_start", night_start),
        ("day_end_consequences", tell_the_wisps),
        ("death", on_death),
        ("role_changed", channel_left),
        ("team_changed", channel_left),
        ("cleansed", cleansed),
    ),
    # firebug.1: the ward is an active protection, tried with the others (R8)
    defences=(("active", "pyro", ward_defence),),
    statuses=(POWDERED, WARDED),
    state=PyroState,
    becomes=(PYROMANCER.name,),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    meanings={
        "pyro.channel": Meaning.ALLIES,
        # R8: a fire that met a defence is told to its igniter (ruling RM441: evidence)
        "pyro.ignite_failed": Meaning.ATTACK_SURVIVED,
    },
)
