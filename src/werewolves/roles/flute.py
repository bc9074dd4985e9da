"""The Flute team: the Flute Player enchants, the Flute Apprentice redirects and waits to inherit.

Verbs (scenario and terminal game):

- Flute Player, at night, immediate: ``enchant X`` — one player per use, as many uses a night as
  the player has enchantments (counter ``enchantments``, set at the start of each night);
- Flute Apprentice, in any phase, immediate: ``target X`` (not themself), ``target nobody`` to
  clear — the shared targeting ability (``engine.targeting``): one change a phase plus one
  emergency change a game.

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

from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Mix
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
    """Book: each Flute Player enchants one player for every ten players of the game (all
    players dealt in, not the living ones); while more than one player of the flute channel is
    not a Flute Apprentice, one for every twenty each."""
    g = eng.group(FLUTE_CHANNEL)
    players = [eng.find(n) for n in (g.members if g else [])]
    enchanters = [
        p for p in players if p is not None and p.alive and APPRENTICE not in _tags(eng, p)
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
    # R7 / book: a member of the flute team or channel cannot be enchanted; the Flute Player
    # knows them (they share the channel), so this is refused.
    for t in targets:
        if is_flute(eng, t):
            return Refusal(
                Reason.INVALID_TARGET, deferred("refuse.flute_member", {"player": t.name})
            )
    return None


def enchant(eng: Engine, target: Player, *, by: Player, cause: int) -> None:
    """Book: an enchanted player joins the secret enchanted channel at once; being enchanted
    again changes nothing (and the Flute Player is never told who is enchanted already)."""
    if target.has(ENCHANTED) or is_flute(eng, target) or not target.alive:
        return
    ev = eng.emit(
        "enchanted", actor=by.name, targets=[target.name], causes=[cause], rule=PLAYER_RULE
    )
    eng.add_status(target, ENCHANTED, source=ev.id)
    eng.join_group(target, ENCHANTED_CHANNEL, cause=ev.id, rule=PLAYER_RULE)
    eng.tell(target, "flute.enchanted", rule=PLAYER_RULE, causes=[ev.id], kind="enchanted")


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
    kind="apply",
    resolve=_enchant,
    per_phase=None,  # as many uses a night as the counter allows
    counter=COUNTER,
    check=_check_enchant,
    rule=PLAYER_RULE,
    help="enchant a player (one per use; your enchantments for tonight are counted)",
    declaration=Declaration(effects=(Effect.RECRUITMENT,), aim=Aim.FOE),
)


# ---------------------------------------------------------------------------- the obstruction


def obstruction(
    eng: Engine, act: Act, target: Player, role: str, layer: str
) -> tuple[str, str] | None:
    """Book (obstructions list, Flute Player): an enchanted player's investigation that is
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
    """Book: the flute team wins when every living player is enchanted, unaligned or a member of
    the flute team or channel (the engine counts team members and unaligned players itself)."""
    return team == FLUTE_TEAM and (p.has(ENCHANTED) or in_flute_channel(eng, p))


def channel_readers(eng: Engine, channel: str) -> list[str]:
    """Book: the Flute Players read everything said in the enchanted channel from their own
    channel, without being in it."""
    if channel != ENCHANTED_CHANNEL:
        return []
    g = eng.group(FLUTE_CHANNEL)
    return [n for n in (g.members if g else []) if (p := eng.find(n)) is not None and p.alive]


# ---------------------------------------------------------------------------- the Apprentice


def redirect(eng: Engine, actor: Player, ability: Ability, target: Player) -> Player | None:
    """Book (Flute Apprentice) / R16: an ability an enchanted player uses on a Flute Apprentice
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
    """Book (Flute Apprentice): when no Flute Player remains alive, every living Flute Apprentice
    becomes a Flute Player (and so loses the redirection and the targeting)."""
    living = eng.living()
    heirs = [p for p in living if APPRENTICE in _tags(eng, p)]
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
        eng.change_role(
            p,
            FLUTE_PLAYER.name,
            causes=[ev.id],
            rule=APPRENTICE_RULE,
            msg="flute.promoted",
            role=FLUTE_PLAYER.name,
        )
    n = allowance(eng)
    for p in heirs:
        p.counters[COUNTER] = n


def disenchant_all(eng: Engine, causes: list[int]) -> None:
    """Book: every enchantment, and its effects, end once no member of the flute team or channel
    remains alive; nobody is told. R36: the enchanted channel, whose members are the enchanted,
    is closed with them (the host's log says)."""
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


def on_role_changed(eng: Engine, player: Player, ev: Event) -> None:
    """R36: a flute member who leaves the team by a role change (a Flute Player risen as an
    Undead) or a recruitment leaves it as if they had died, at that moment: a living Apprentice
    inherits when no Flute Player is left, and once the team is gone (its channel closed, see
    ``base.close_abandoned_channels``) every enchantment ends."""
    promote(eng, [ev.id])
    disenchant_all(eng, [ev.id])


def on_win_check(eng: Engine, causes: list[int]) -> None:
    # the same conditions after anything else that changes roles or teams
    promote(eng, causes)
    disenchant_all(eng, causes)


def on_game_start(eng: Engine) -> None:
    promote(eng, [])


# ---------------------------------------------------------------------------- the roles

FLUTE_PLAYER = RoleDef(
    name="Flute Player",
    team=FLUTE_TEAM,
    category="Power",
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

# S0.12 / R15: the Apprentice's target is chosen with the shared targeting ability: at once, in
# any phase, never themself, one change a phase plus one emergency; targeting is a visit.
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


# the words of this family's messages (R37: a family declares its own texts)
MESSAGES: dict[str, str] = {
    "refuse.flute_member": "{player} is in the flute team or its channel and cannot be enchanted.",
    "flute.played": "You played your flute for {player}.",
    "flute.enchanted": (
        "You have been enchanted: you now share the enchanted channel with the other enchanted "
        "players."
    ),
    "flute.redirected": "An ability used on you was redirected onto your target, {player}.",
    "flute.promoted": (
        "No Flute Player is left: you are now a {role}. You can enchant players and no longer "
        "redirect abilities."
    ),
}


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
}


# R37: the words of the kinds of event this family records without a message
EVENT_WORDS: dict[str, str] = {
    "enchanted": "{actor} enchants {target}",
    "obstructed": (
        "the enchantment on {actor} shows {target} as the {shown} (really the {instead_of})"
    ),
    "enchantment_ended": "no flute player is left: {target} are no longer enchanted",
    "flute_promoted": "{target} become(s) the {role}",
}


# R37: the Flute team's manifest; where its listeners and its redirector run among other
# families' is the resolution table's (roles/order.py).
FAMILY = Family(
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    messages=MESSAGES,
    name="flute",
    roles=(FLUTE_PLAYER, FLUTE_APPRENTICE),
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
    statuses=(ENCHANTED,),
    known_statuses=(ENCHANTED,),  # an enchanted player is told and joins the channel
    # Book (Flute Apprentice): an Apprentice becomes a Flute Player when none is left
    becomes=(FLUTE_PLAYER.name,),
)
