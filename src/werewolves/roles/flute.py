"""The Flute team: the Flute Player enchants, the Flute Apprentice redirects and waits to inherit.

Verbs (scenario and terminal game):

- Flute Player, at night, immediate: ``enchant X`` — one player per use, as many uses a night as
  the player has enchantments (counter ``enchantments``, set at the start of each night);
- Flute Apprentice, in any phase, immediate: ``target X`` (not themself), ``target nobody`` to
  clear — the shared targeting ability (``engine.targeting``): one change a phase plus one
  emergency change a game.
- Flute Charmer (role book: limited/flute charmer), by day, immediate, once a day:
  ``beguile X`` (the book's charm: ``charm`` is the Chef's verb; themself and flute members
  included) — learns the role X appears to have and weakly
  disguises X as a Flute Player; the charm ends silently with the flute team, or as soon as
  X is enchanted too. With no Flute Player left alive, the Charmer becomes one.

Channels: the flute team shares the channel ``flute players``; enchanted players share the channel
``enchanted``, which every living member of ``flute players`` also reads (the engine's
``channel_readers`` hook) without being listed in it.

Everything else is a rule on an engine hook, never a name of another role:

- ``obstruction`` (engine ``investigate``): an enchanted player's investigation that the book marks
  as affected by obstructions (``Ability.obstructable``) shows "Flute Player" 3 times in 5,
  drawn from the game's seed; the obstruction makes no visit (S0.22);
- ``counts_for``: enchanted players count for the flute team's win;
- ``redirectors``: what an enchanted player uses on a Flute Apprentice lands on the Apprentice's
  target (R16);
- ``death`` / ``role_changed`` / ``team_changed`` / ``win_check`` / ``game_start``: the
  Apprentice's promotion, and the silent end of every enchantment (and of the enchanted channel)
  once no flute team or channel member is alive. R36: a Flute Player who rises as an Undead
  leaves the team at that moment, as if they had died: the base game closes the flute players'
  channel once nobody in it is left as a member (``base.close_abandoned_channels``, which the
  resolution table runs first), and the enchantments end at once.
"""

from __future__ import annotations

from ..engine.appearance import BOTH
from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Learns, Meaning, Mix
from ..engine.effects import Apply, Learn
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, RoleDef, Team
from ..engine.state import Player
from ..engine.targeting import target_of, targeting

FLUTE_TEAM = "flute"
FLUTE_CHANNEL = "flute players"
ENCHANTED_CHANNEL = "enchanted"
ENCHANTED = "enchanted"  # the status of an enchanted player
FLUTIST = "enchanter"  # the tag of a role that enchants (Flute Player)
APPRENTICE = "flute apprentice"  # the tag of a role that redirects and inherits (Flute Apprentice)
CHARMER = "flute charmer"  # the tag of a role that charms and inherits (Flute Charmer)
CHARMED = "charmed"  # the status of a charmed player (its disguise's source is the same event)
COUNTER = "enchantments"
PLAYER_RULE = "Flute Player"  # the role book's card, cited as a rule
APPRENTICE_RULE = "Flute Apprentice"

# Obstruction list (book): 60 % "Flute Player", 40 % the normal result — 3 in 5 of equal options
SHOWN = "shown as Flute Player"
NORMAL = "normal result"
OBSTRUCTION_DRAW = (SHOWN, SHOWN, SHOWN, NORMAL, NORMAL)

FLUTE = Team(FLUTE_TEAM, "Flute", "every living player is enchanted, unaligned or flute")


# ---------------------------------------------------------------------------- membership


def in_flute_channel(eng: Engine, p: Player) -> bool:
    g = eng.group(FLUTE_CHANNEL)
    return g is not None and p.name in g.members


def is_flute(eng: Engine, p: Player) -> bool:
    """A member of the flute team or of the flute players' channel (book: neither may be
    enchanted, and both count for the flute win)."""
    return eng.team_of(p) == FLUTE_TEAM or in_flute_channel(eng, p)


def flute_alive(eng: Engine) -> bool:
    return any(is_flute(eng, p) for p in eng.living())


def _tags(eng: Engine, p: Player) -> frozenset[str]:
    return eng.role_of(p).tags


def rounded(n: int, per: int) -> int:
    """Book: "one for every ``per`` players (rounded)": to the nearest, a half rounded up, and at
    least one (our choice: a Flute Player who can never enchant would have no ability)."""
    return max(1, (n + per // 2) // per)


def allowance(eng: Engine) -> int:
    """Book (flute-player.6 / flute-player.9 / flute-player.8): each Flute Player enchants one
    player for every ten players of the game (all
    players dealt in, not the living ones); while more than one player of the flute channel is
    not a Flute Apprentice, one for every twenty each."""
    g = eng.group(FLUTE_CHANNEL)
    players = [eng.find(n) for n in (g.members if g else [])]
    # ruling RM408: a Flute Charmer cannot enchant, so it counts as the Apprentice does
    enchanters = [
        p
        for p in players
        if p is not None and p.alive and not (_tags(eng, p) & {APPRENTICE, CHARMER})
    ]
    per = 20 if len(enchanters) > 1 else 10
    return rounded(len(eng.state.players), per)


# ---------------------------------------------------------------------------- enchanting


def night_start(eng: Engine) -> None:
    """Book: the enchantments are per night; unused ones do not carry over."""
    n = allowance(eng)
    for p in eng.living():
        if FLUTIST in _tags(eng, p):
            p.counters[COUNTER] = n


def _check_enchant(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    # R7 / book (flute-player.b1 / flute-player.7): a member of the flute team or channel cannot
    # be enchanted; the Flute Player
    # knows them (they share the channel), so this is refused.
    for t in targets:
        if is_flute(eng, t):
            return Refusal(
                Reason.INVALID_TARGET, deferred("refuse.flute_member", {"player": t.name})
            )
    return None


def enchant(eng: Engine, target: Player, *, by: Player, cause: int) -> None:
    """Book (flute-player.1): an enchanted player joins the secret enchanted channel at once;
    being enchanted again changes nothing (flute-player.13: the Flute Player is never told who
    is enchanted already)."""
    if target.has(ENCHANTED) or is_flute(eng, target) or not target.alive:
        return
    ev = eng.emit(
        "enchanted", actor=by.name, targets=[target.name], causes=[cause], rule=PLAYER_RULE
    )
    eng.add_status(target, ENCHANTED, source=ev.id)
    eng.join_group(target, ENCHANTED_CHANNEL, cause=ev.id, rule=PLAYER_RULE)
    eng.tell(target, "flute.enchanted", rule=PLAYER_RULE, causes=[ev.id], kind="enchanted")
    # flute-charmer.7: a charmed player now enchanted loses the charm and its disguise
    uncharm(eng, target, [ev.id])


def _enchant(eng: Engine, act: Act) -> None:
    """Book: enchanting is immediate and spends one of tonight's enchantments, whatever the
    target's state; S0.8 / R15: reaching the target is a visit (so it carries the plague)."""
    target = act.targets[0]
    act.actor.counters[COUNTER] = act.actor.counters.get(COUNTER, 0) - 1
    enchant(eng, target, by=act.actor, cause=act.event.id)
    eng.tell(act.actor, "flute.played", rule=PLAYER_RULE, causes=[act.event.id], player=target.name)


ENCHANT = Ability(
    verb="enchant",
    when="night",
    timing="immediate",
    does=Apply(),
    resolve=_enchant,
    per_phase=None,  # as many uses a night as the counter allows
    counter=COUNTER,
    check=_check_enchant,
    rule=PLAYER_RULE,
    help="enchant a player (one per use; your enchantments for tonight are counted)",
    declaration=Declaration(effects=(Effect.RECRUITMENT,), aim=Aim.FOE),
)


# ---------------------------------------------------------------------------- the charm


def uncharm(eng: Engine, player: Player, causes: list[int]) -> None:
    """flute-charmer.5 / flute-charmer.7: the charm on ``player`` ends, and with it the disguise
    it put on (only that one: another rule's disguise stays); nobody is told (flute-charmer.6)."""
    charms = {s.source for s in player.statuses if s.name == CHARMED}
    if not charms:
        return
    eng.emit("charm_ended", targets=[player.name], causes=causes, rule="flute-charmer.5")
    eng.drop_statuses(
        player,
        lambda s: s.name == CHARMED or (s.name == "disguise" and s.source in charms),
    )


def _charm(eng: Engine, act: Act) -> None:
    """flute-charmer.b1 / flute-charmer.1 / flute-charmer.2 / flute-charmer.3: at once, the
    Charmer learns the role the target appears to have, and then the target is weakly disguised
    as a Flute Player; the target is not told."""
    target = act.targets[0]
    # flute-charmer.4: every disguise counts, and so do obstructions (and redirections, which
    # the engine applied before this point: the target here is the final one)
    role, layer = eng.investigate(act, target, BOTH)
    extra = [int(layer.rsplit(":", 1)[1])] if layer != "role" else []
    eng.tell(
        act.actor,
        "flute.charm_result",
        rule="flute-charmer.3",
        causes=[act.event.id, *extra],
        kind="investigation",
        data={"layer": layer},
        target=target.name,
        role=role,
    )
    # flute-charmer.1: the charmed player is told nothing (a host-only event)
    ev = eng.emit(
        "charmed", actor=act.actor.name, targets=[target.name], causes=[act.event.id],
        rule="flute-charmer.3",
    )
    # flute-charmer.3: afterwards, a weak disguise as a Flute Player
    eng.add_status(target, CHARMED, source=ev.id)
    eng.add_status(
        target, "disguise", source=ev.id, data={"role": FLUTE_PLAYER.name, "strength": "weak"}
    )
    # flute-charmer.7: an enchanted player cannot keep the charm
    if target.has(ENCHANTED):
        uncharm(eng, target, [ev.id])


# flute-charmer.b1 / flute-charmer.1 / flute-charmer.2: once a day, at once, charm one player;
# flute-charmer.8: themself or a flute member included
CHARM = Ability(
    verb="beguile",
    when="day",
    timing="immediate",
    does=Learn(),
    resolve=_charm,
    allow_self=True,
    obstructable=True,
    fail_msg="flute.charm_failed",
    rule="flute-charmer.1",
    help="learn the role a player appears to have, and disguise them as a Flute Player",
    declaration=Declaration(
        effects=(Effect.INVESTIGATION, Effect.DISGUISE), learns=Learns.ROLE, aim=Aim.UNKNOWN
    ),
)


def uncharm_all(eng: Engine, causes: list[int]) -> None:
    """flute-charmer.5 / flute-charmer.6: every charm, and its disguise, ends silently once no
    member of the flute team or channel remains alive."""
    if flute_alive(eng):
        return
    for p in eng.state.players:
        if p.has(CHARMED):
            uncharm(eng, p, causes)


# ---------------------------------------------------------------------------- the obstruction


def obstruction(
    eng: Engine, act: Act, target: Player, role: str, layer: str
) -> tuple[str, str] | None:
    """Book (obstructions list, Flute Player; flute-player.3): an enchanted player's
    investigation that is
    affected by obstructions shows the target as a Flute Player with a 60 % chance, drawn from
    the game's seed (R6), else works normally.
    S0.22: this makes no visit between the investigator and any Flute Player; the investigator
    visits only the player investigated (a Flute Player only when investigated)."""
    st = act.actor.get(ENCHANTED)
    if st is None:
        return None
    choice = eng.draw("flute obstruction", list(OBSTRUCTION_DRAW), causes=[act.event.id, st.source])
    if choice != SHOWN:
        return None
    ev = eng.emit(
        "obstructed",
        actor=act.actor.name,
        targets=[target.name],
        causes=[act.event.id, st.source, len(eng.state.events) - 1],
        rule="S0.22",
        data={"by": "enchantment", "shown": FLUTE_PLAYER.name, "instead_of": role},
    )
    return FLUTE_PLAYER.name, f"obstruction:enchanted:{ev.id}"


# ---------------------------------------------------------------------------- winning


def counts_for(eng: Engine, team: str, p: Player) -> bool:
    """Book (flute-player.b2): the flute team wins when every living player is enchanted,
    unaligned or a member of the flute team or channel (the engine counts team members and
    unaligned players itself)."""
    return team == FLUTE_TEAM and (p.has(ENCHANTED) or in_flute_channel(eng, p))


def channel_readers(eng: Engine, channel: str) -> list[str]:
    """Book (flute-player.2): the Flute Players read everything said in the enchanted channel
    from their own channel, without being in it."""
    if channel != ENCHANTED_CHANNEL:
        return []
    g = eng.group(FLUTE_CHANNEL)
    return [n for n in (g.members if g else []) if (p := eng.find(n)) is not None and p.alive]


# ---------------------------------------------------------------------------- the Apprentice


def redirect(eng: Engine, actor: Player, ability: Ability, target: Player) -> Player | None:
    """Book (flute-apprentice.b2 / flute-apprentice.3 / flute-apprentice.4) / R16: an ability an
    enchanted player uses on a Flute Apprentice
    lands on the Apprentice's target instead (never a dead one: then no redirection). The user is
    not told; the Apprentice is told that an ability was redirected."""
    if not actor.has(ENCHANTED) or not target.alive or APPRENTICE not in _tags(eng, target):
        return None
    onto = target_of(eng, target)
    if onto is None or onto is target:
        return None
    eng.tell(target, "flute.redirected", rule=APPRENTICE_RULE, kind="redirected", player=onto.name)
    return onto


def promote(eng: Engine, causes: list[int]) -> None:
    """Book (flute-apprentice.b1 / flute-apprentice.5): when no Flute Player remains alive, every
    living Flute Apprentice becomes a Flute Player (and so loses the redirection and the
    targeting)."""
    living = eng.living()
    # flute-charmer.b2 / flute-charmer.9: a Flute Charmer inherits as the Apprentice does
    heirs = [p for p in living if _tags(eng, p) & {APPRENTICE, CHARMER}]
    if not heirs or any(FLUTIST in _tags(eng, p) for p in living):
        return
    ev = eng.emit(
        "flute_promoted",
        targets=[p.name for p in heirs],
        causes=causes,
        rule=APPRENTICE_RULE,
        data={"role": FLUTE_PLAYER.name},
    )
    for p in heirs:
        # flute-charmer.9: the Charmer loses the charm with the role (a Flute Player's only)
        charmer = CHARMER in _tags(eng, p)
        eng.change_role(
            p,
            FLUTE_PLAYER.name,
            causes=[ev.id],
            rule="flute-charmer.9" if charmer else APPRENTICE_RULE,
            msg="flute.charmer_promoted" if charmer else "flute.promoted",
            role=FLUTE_PLAYER.name,
        )
    n = allowance(eng)
    for p in heirs:
        p.counters[COUNTER] = n


def disenchant_all(eng: Engine, causes: list[int]) -> None:
    """Book (flute-player.4 / flute-player.5): every enchantment, and its effects, end once no
    member of the flute team or channel remains alive; nobody is told. R36: the enchanted
    channel, whose members are the enchanted, is closed with them (the host's log says)."""
    gone = [p.name for p in eng.state.players if p.has(ENCHANTED)]
    if not gone or flute_alive(eng):
        return
    for p in eng.state.players:
        eng.remove_status(p, ENCHANTED)
    ev = eng.emit("enchantment_ended", targets=gone, causes=causes, rule=PLAYER_RULE)
    eng.empty_group(ENCHANTED_CHANNEL, causes=[ev.id], rule="R36")


def cleansed(eng: Engine, player: Player, ev: Event) -> list[tuple[str, str]]:
    """Role book (Exorcist): an enchantment is a negative effect of the Flute team that an
    exorcism removes: the player no longer counts for the flute win and leaves the enchanted
    channel."""
    if not player.has(ENCHANTED):
        return []
    eng.remove_status(player, ENCHANTED)
    eng.leave_group(player, ENCHANTED_CHANNEL, causes=[ev.id], rule=PLAYER_RULE)
    return [(ENCHANTED, FLUTE_TEAM)]


def on_death(eng: Engine, victim: Player, ev: Event) -> None:
    promote(eng, [ev.id])
    disenchant_all(eng, [ev.id])
    uncharm_all(eng, [ev.id])


def on_role_changed(eng: Engine, player: Player, ev: Event) -> None:
    """R36 / flute-player.11 / flute-player.12 (the enchanting goes with the role, and the other
    Flute Players are not told): a flute member who leaves the team by a role change (a Flute
    Player risen as an
    Undead) or a recruitment leaves it as if they had died, at that moment: a living Apprentice
    inherits when no Flute Player is left, and once the team is gone (its channel closed, see
    ``base.close_abandoned_channels``) every enchantment ends."""
    promote(eng, [ev.id])
    disenchant_all(eng, [ev.id])
    uncharm_all(eng, [ev.id])


def on_win_check(eng: Engine, causes: list[int]) -> None:
    # the same conditions after anything else that changes roles or teams
    promote(eng, causes)
    disenchant_all(eng, causes)
    uncharm_all(eng, causes)


def on_game_start(eng: Engine) -> None:
    promote(eng, [])


# ---------------------------------------------------------------------------- the roles

FLUTE_PLAYER = RoleDef(
    name="Flute Player",
    team=FLUTE_TEAM,
    category="Power",
    # flute-player.10: several Flute Players are one team, working together in one channel
    groups=(FLUTE_CHANNEL,),
    abilities=(ENCHANT,),
    tags=frozenset({FLUTIST}),
    rules=(PLAYER_RULE, "S0.22", "R6", "R7", "R34"),
    summary="Each night, enchant players; the flute team wins once everyone alive is enchanted, "
    "unaligned or flute.",
    description=(
        "Solo flute team. Each night, at once, enchants players: one for every ten players dealt "
        "into the game (rounded, at least one); while the flute channel holds more than one "
        "player who is not an Apprentice, one for every twenty each. Flute team and channel "
        "members cannot be enchanted. An enchanted player joins a secret channel of the "
        "enchanted, which the flute players read from their own channel. When an enchanted "
        "player investigates with an ability marked as affected by obstructions (the Fortune "
        "Teller's), the target shows as a Flute Player three times in five. The flute team wins "
        "when every living player is enchanted, unaligned or flute. Once no flute team or "
        "channel member is alive, every enchantment silently ends. The flute players are never "
        "told who is enchanted."
    ),
    mix=Mix(from_players=22),
    book_group="Solo Power - Flute Team",
)

# S0.12 / R15 / flute-apprentice.1 / flute-apprentice.2: the Apprentice's target is chosen with
# the shared targeting ability: at once, in any phase, never themself, one change a phase plus
# one emergency; targeting is a visit.
TARGET = targeting(
    rule=APPRENTICE_RULE,
    help="choose where abilities that enchanted players use on you are sent "
    "(one change a phase, one emergency)",
    declaration=Declaration(effects=(Effect.REDIRECTION,), aim=Aim.SETTLED_FOE),
)

FLUTE_APPRENTICE = RoleDef(
    name="Flute Apprentice",
    team=FLUTE_TEAM,
    category="Miscellaneous",
    groups=(FLUTE_CHANNEL,),
    abilities=(TARGET,),
    tags=frozenset({APPRENTICE}),
    rules=(APPRENTICE_RULE, "S0.12", "R16"),
    summary="Redirect what enchanted players do to you onto your target; become a Flute Player "
    "when none is left.",
    description=(
        "Solo flute team, in the flute channel, but cannot enchant. Chooses a target (one change "
        "a phase, one emergency change a game). Any ability an enchanted player uses on the "
        "Apprentice lands on that target instead; the user is not told, the Apprentice is told "
        "that something was redirected. Nothing is redirected onto a dead player. When no Flute "
        "Player is alive, the Apprentice becomes a Flute Player and stops redirecting."
    ),
    book_group="Solo Miscellaneous - Flute Team",
)


# flute-charmer.b1: a flute player who charms instead of enchanting
FLUTE_CHARMER = RoleDef(
    name="Flute Charmer",
    team=FLUTE_TEAM,
    category="Investigative",
    groups=(FLUTE_CHANNEL,),
    abilities=(CHARM,),
    tags=frozenset({CHARMER}),
    rules=tuple(f"flute-charmer.{i}" for i in ("b1", "b2", *range(1, 10))),
    summary="Once a day, learn a player's role and disguise them as a Flute Player; become a "
    "Flute Player when none is left.",
    description=(
        "Solo flute team, in the flute channel, but cannot enchant. Once a day, at once, charms "
        "one player (themself or a flute member included): learns the role they appear to "
        "have (disguises, redirections and obstructions count), and then they are weakly "
        "disguised as a Flute Player. The charmed player is not told. The charm and its "
        "disguise end silently once no flute team or channel member is alive, or as soon as the "
        "charmed player is also enchanted. When no Flute Player is alive, the Charmer becomes a "
        "Flute Player and can no longer charm."
    ),
    mix=None,
    book_group="Solo Investigative - Flute Team",
    limited=True,
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "flute.charm_result",
    "flute.charm_failed",
    "flute.charmer_promoted",
    "refuse.flute_member",
    "flute.played",
    "flute.enchanted",
    "flute.redirected",
    "flute.promoted",
)


# R37: this family's rule text: the paraphrase of each role card its events cite
RULE_TEXT: dict[str, str] = {
    "Flute Apprentice": (
        "What enchanted players use on the Flute Apprentice lands on the Apprentice's target; "
        "with no Flute Player left the Apprentice becomes one."
    ),
    "Flute Player": (
        "Flute Players enchant players each night; the enchanted share a channel; the flute team "
        "wins when everyone alive is enchanted, unaligned or flute."
    ),
    "flute-charmer.b1": "The Flute Charmer cannot enchant; each day they may charm a player.",
    "flute-charmer.b2": "With no Flute Player left, the Charmer becomes one.",
    "flute-charmer.1": "The charm is used by day; the charmed player is not told.",
    "flute-charmer.2": "The charm takes effect at once.",
    "flute-charmer.3": "The Charmer learns the target's role; the target is then weakly "
    "disguised as a Flute Player.",
    "flute-charmer.4": "Disguises, redirections and obstructions all affect the result.",
    "flute-charmer.5": "The charm and its disguise end once no flute member is left.",
    "flute-charmer.6": "Nobody is told when the charm ends.",
    "flute-charmer.7": "A player both charmed and enchanted loses the charm and its disguise.",
    "flute-charmer.8": "The Charmer may charm themself or a flute member.",
    "flute-charmer.9": "With no Flute Player left, the Charmer becomes one and loses the charm.",
}


# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "enchanted",
    "obstructed",
    "enchantment_ended",
    "flute_promoted",
    "charmed",
    "charm_ended",
)


# R37: the Flute team's manifest; where its listeners and its redirector run among other
# families' is the resolution table's (roles/order.py).
# what being enchanted does to its reader (flute-player summary: the flute team
# wins once everyone alive is enchanted, unaligned or of the flute team; the enchanted keep
# their own side)
TO_YOU: dict[str, str] = {
    "flute.enchanted": (
        "You keep your role and side, but you count toward the flute team's win: it wins once "
        "everyone alive is enchanted, unaligned or of the flute team."
    ),
}

FAMILY = Family(
    to_you=TO_YOU,
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    messages=MESSAGES,
    name="flute",
    roles=(FLUTE_PLAYER, FLUTE_APPRENTICE, FLUTE_CHARMER),
    teams=(FLUTE,),
    listeners=(
        # S0.22: an enchanted investigator may be shown a Flute Player
        ("obstruction", obstruction),
        # R34: the enchanted count for the Flute team's win
        ("counts_for", counts_for),
        # Book: the Flute Players read the enchanted channel
        ("channel_readers", channel_readers),
        # Book: a new night's enchantments
        ("night_start", night_start),
        # Book / R36: the Apprentice's promotion and the end of the enchantments, however the
        # last member left: dead, changed role (risen as an Undead) or recruited
        ("death", on_death),
        ("role_changed", on_role_changed),
        ("team_changed", on_role_changed),
        ("win_check", on_win_check),
        ("game_start", on_game_start),
        # role book (Exorcist): an exorcism removes an enchantment
        ("cleansed", cleansed),
    ),
    # R16: what an enchanted player uses on an Apprentice lands on the Apprentice's target
    redirectors=(redirect,),
    statuses=(ENCHANTED, CHARMED),
    known_statuses=(ENCHANTED,),  # an enchanted player is told and joins the channel
    # Book (Flute Apprentice): an Apprentice becomes a Flute Player when none is left
    becomes=(FLUTE_PLAYER.name,),
    # flute-charmer.3: the Charmer's reading is a role learned
    meanings={"flute.charm_result": Meaning.ROLE_LEARNED},
)
